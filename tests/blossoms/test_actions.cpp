// The action language (CLI.md "Actions as text", "Dense ids and the order of legal").
#include "staging.h"

#include "blossoms/rules/refusals.h"

#include <set>

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

TEST(BlossomsActions, EveryDenseIdRoundTripsThroughItsText) {
    const ActionCodec codec(*shipped());
    EXPECT_EQ(codec.count(), 448 + 54 + 54 * 53 + 54 * 53 * 52);
    for (int i = 0; i < codec.count(); ++i) {
        const auto a = codec.ofId(i);
        ASSERT_TRUE(a.has_value()) << i;
        ASSERT_EQ(codec.id(*a), i);
        std::string why;
        const std::string text = codec.text(*a);
        const auto back = codec.parse(text, &why);
        ASSERT_TRUE(back.has_value()) << text << ": " << why;
        ASSERT_TRUE(*back == *a) << text;
    }
    EXPECT_FALSE(codec.ofId(-1).has_value());
    EXPECT_FALSE(codec.ofId(codec.count()).has_value());
}

TEST(BlossomsActions, TheIdsOfCliMd) {
    const ActionCodec codec(*shipped());
    const auto idOf = [&](const std::string& t) { return codec.id(act(t)); };
    EXPECT_EQ(idOf("grow"), 0);
    EXPECT_EQ(idOf("pot 1"), 1);
    EXPECT_EQ(idOf("pot 4"), 4);
    EXPECT_EQ(idOf("plant 1 C01"), 5);
    EXPECT_EQ(idOf("plant 2 C31"), 5 + 54 + 30);
    EXPECT_EQ(idOf("cut 1"), 221);
    EXPECT_EQ(idOf("token 1"), 225);
    EXPECT_EQ(idOf("water 1 C01"), 229);
    EXPECT_EQ(idOf("water 4 C54"), 229 + 3 * 54 + 53);
    EXPECT_EQ(idOf("prune"), 445);
    EXPECT_EQ(idOf("rake"), 446);
    EXPECT_EQ(idOf("pass"), 447);
    EXPECT_EQ(idOf("order C01"), 448);
    EXPECT_EQ(idOf("order C54"), 448 + 53);
    EXPECT_EQ(idOf("order C01 C02"), 448 + 54);
    EXPECT_EQ(idOf("order C02 C01"), 448 + 54 + 53);
    EXPECT_EQ(idOf("order C01 C02 C03"), 448 + 54 + 54 * 53);
    EXPECT_LT(idOf("order C03 C20 C29"), idOf("order C03 C29 C20"));
    EXPECT_LT(idOf("order C54 C53"), idOf("order C01 C02 C03")); // shorter first
}

TEST(BlossomsActions, TextThatIsNotAnActionIsRefused) {
    const ActionCodec codec(*shipped());
    for (const char* t : {"",
                          "Grow",
                          "grow ",
                          " grow",
                          "grow 1",
                          "pot",
                          "pot 0",
                          "pot 5",
                          "pot 01",
                          "pot +1",
                          "pot -1",
                          "pot 1 2",
                          "cut  1",
                          "plant 1",
                          "plant 1 c01",
                          "plant 1 C99",
                          "water 5 C01",
                          "order",
                          "order C01 C01",
                          "order C01 C02 C03 C04",
                          "order C01  C02",
                          "pass pass",
                          "token",
                          "prune 1",
                          "rake C01",
                          "skip",
                          "GROW"}) {
        std::string why;
        EXPECT_FALSE(codec.parse(t, &why).has_value()) << '"' << t << '"';
        EXPECT_FALSE(why.empty()) << t;
    }
}

TEST(BlossomsActions, LegalListsAreSortedByIdAndEachAccepted) {
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        Game g = Game::deal(shipped(), 2 + static_cast<int>(seed % 2),
                            Variant{seed % 3 == 0, seed % 4 < 2}, seed);
        engine::Rng rng(seed);
        while (!g.isOver()) {
            const auto legal = g.legalActions();
            ASSERT_FALSE(legal.empty());
            for (std::size_t i = 0; i < legal.size(); ++i) {
                ASSERT_TRUE(g.check(legal[i])) << g.actionText(legal[i]);
                if (i > 0) {
                    ASSERT_LT(g.actionId(legal[i - 1]), g.actionId(legal[i]));
                }
            }
            g.apply(legal[rng.below(legal.size())]);
        }
    }
}

TEST(BlossomsActions, EveryRefusalHasACodeOfTheTableAndARule) {
    std::set<std::string_view> seen;
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        Game g = Game::deal(shipped(), 2 + static_cast<int>(seed % 2),
                            Variant{seed % 3 == 0, seed % 4 < 2}, seed);
        engine::Rng rng(seed);
        while (!g.isOver()) {
            for (int id = 0; id < ActionCodec::kPlant + 2 * 54 * kPots + 12; ++id) {
                const engine::Verdict v = g.check(*g.actionOfId(id));
                if (v)
                    continue;
                const auto known =
                    std::find_if(kRefusals.begin(), kRefusals.end(),
                                 [&](const RefusalInfo& r) { return r.code == v.code; });
                ASSERT_NE(known, kRefusals.end()) << v.code;
                EXPECT_FALSE(v.rule.empty()) << v.code;
                EXPECT_FALSE(v.reason.empty()) << v.code;
                seen.insert(v.code);
            }
            const auto legal = g.legalActions();
            g.apply(legal[rng.below(legal.size())]);
        }
    }
    EXPECT_GE(seen.size(), 18u);
}
