// Setup (R-BL-SETUP-1..7): the seeded deal, the duplicate rule and its reshuffle, the removed card,
// the dealing order, the start player, deals fixed in part and their checks (CLI.md "Setup").
#include "staging.h"

#include "engine/rng.h"

#include <gtest/gtest.h>

#include <set>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

SetupSpec specOf(int players, std::uint64_t seed) {
    SetupSpec s;
    for (int i = 0; i < players; ++i)
        s.names.push_back("P" + std::to_string(i));
    s.seed = seed;
    return s;
}

// The deal as RULES.md and setup.h describe it, step by step, from nothing given.
Deal reference(int players, std::uint64_t seed, bool* setAside = nullptr) {
    const ComponentSet& c = *shipped();
    engine::Rng rng(seed);
    Deal d;
    d.startPlayer = static_cast<int>(rng.below(static_cast<std::uint64_t>(players)));
    std::vector<int> deck;
    for (int i = 0; i < kCards; ++i)
        deck.push_back(i);
    rng.shuffle(deck);
    std::vector<int> aside;
    std::set<int> types;
    std::size_t next = 0;
    for (int p = 0; p < kPots; ++p) {
        while (types.count(c.typeOf(deck[next])))
            aside.push_back(deck[next++]);
        d.pots[static_cast<std::size_t>(p)] = deck[next];
        types.insert(c.typeOf(deck[next++]));
    }
    std::vector<int> rest(deck.begin() + static_cast<std::ptrdiff_t>(next), deck.end());
    if (setAside)
        *setAside = !aside.empty();
    if (!aside.empty()) {
        // The set-aside cards keep their places in the shuffled order (the rest without the pots),
        // then the whole deck is shuffled again.
        rest.clear();
        for (int k : deck)
            if (std::find(d.pots.begin(), d.pots.end(), k) == d.pots.end())
                rest.push_back(k);
        rng.shuffle(rest);
    }
    next = 0;
    d.removed = {rest[next++]};
    d.hands.resize(static_cast<std::size_t>(players));
    for (int round = 0; round < 2; ++round)
        for (auto& h : d.hands)
            h.push_back(rest[next++]);
    d.deck.assign(rest.begin() + static_cast<std::ptrdiff_t>(next), rest.end());
    return d;
}

} // namespace

TEST(BlossomsSetup, R_BL_SETUP_1_TokensByPlayerCountAndAllowedCounts) {
    EXPECT_EQ(Game::deal(shipped(), 2, {}, 1).tokensLeft(1), 3);
    EXPECT_EQ(Game::deal(shipped(), 3, {}, 1).tokensLeft(2), 2);
    for (int n : {0, 1, 4})
        EXPECT_THROW(Game::deal(shipped(), n, {}, 1), std::invalid_argument) << n;
    SetupSpec s = specOf(2, 1);
    s.names[1] = s.names[0];
    EXPECT_THROW(completeDeal(*shipped(), s), SetupError);
}

TEST(BlossomsSetup, R_BL_SETUP_2_to_5_TheSeededDealFollowsTheStatedOrder) {
    for (int players : {2, 3})
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            const Deal want = reference(players, seed);
            const Deal got = completeDeal(*shipped(), specOf(players, seed));
            ASSERT_EQ(got.startPlayer, want.startPlayer) << seed;
            ASSERT_EQ(got.pots, want.pots) << seed;
            ASSERT_EQ(got.removed, want.removed) << seed;
            ASSERT_EQ(got.hands, want.hands) << seed;
            ASSERT_EQ(got.deck, want.deck) << seed;
            std::set<int> types;
            for (int p : got.pots)
                types.insert(shipped()->typeOf(p));
            EXPECT_EQ(types.size(), 4u); // R-BL-SETUP-2
        }
}

TEST(BlossomsSetup, R_BL_SETUP_2_SomeSeedsSetDuplicatesAside) {
    int aside = 0;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        bool a = false;
        reference(2, seed, &a);
        aside += a ? 1 : 0;
    }
    EXPECT_GT(aside, 20); // the reshuffle above is exercised
}

TEST(BlossomsSetup, R_BL_SETUP_3_TheRemovedCardIsInTheBoxAndNeverShown) {
    Game g = Game::deal(shipped(), 2, {}, 7);
    ASSERT_EQ(g.box().size(), 1);
    const int removed = g.box()[0];
    engine::Rng rng(3);
    std::vector<Action> legal;
    while (!g.isOver()) {
        g.legalActions(legal);
        g.apply(legal[rng.below(legal.size())]);
    }
    for (int seat : {-1, 0, 1}) {
        const SeatView v = g.viewFor(seat);
        EXPECT_NE(std::find(v.hidden.begin(), v.hidden.end(), removed), v.hidden.end());
    }
}

TEST(BlossomsSetup, R_BL_SETUP_5_TheStartPlayerComesFromTheSeedOrIsGiven) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        engine::Rng rng(seed);
        EXPECT_EQ(completeDeal(*shipped(), specOf(3, seed)).startPlayer,
                  static_cast<int>(rng.below(3)));
    }
    SetupSpec s = specOf(3, 5);
    s.startPlayer = 2;
    const Game g = Game::fromDeal(shipped(), {}, completeDeal(*shipped(), s));
    EXPECT_EQ(g.seatName(0), "P2");
    EXPECT_EQ(g.seatName(1), "P0");
    s.startPlayer = 3;
    EXPECT_THROW(completeDeal(*shipped(), s), SetupError);
}

TEST(BlossomsSetup, R_BL_SETUP_6_PartsGivenAreKeptAndTheRestIsDealt) {
    SetupSpec s = specOf(2, 11);
    s.pots = ids({"C01", "C19", "C28", "C46"});
    s.hands = std::vector<std::vector<int>>{ids({"C05", "C29"})};
    s.deck = ids({"C02", "C03"});
    const Deal d = completeDeal(*shipped(), s);
    EXPECT_EQ(std::vector<int>(d.pots.begin(), d.pots.end()), *s.pots);
    EXPECT_EQ(d.hands[0], ids({"C05", "C29"}));
    EXPECT_EQ(d.hands[1].size(), 2u);
    EXPECT_EQ(d.deck[0], id("C02"));
    EXPECT_EQ(d.deck[1], id("C03"));
    EXPECT_EQ(d.deck.size(), 45u);
    EXPECT_EQ(dealProblem(*shipped(), d), std::nullopt);
}

TEST(BlossomsSetup, R_BL_SETUP_6_ContradictionsAreRefused) {
    auto refused = [](SetupSpec s) { EXPECT_THROW(completeDeal(*shipped(), s), SetupError); };
    SetupSpec s = specOf(2, 1);
    s.pots = ids({"C01", "C02", "C28", "C46"}); // two roses
    refused(s);
    s.pots = ids({"C01", "C19", "C28"}); // three pot cards
    refused(s);
    s = specOf(2, 1);
    s.removed = ids({"C54", "C53"});
    refused(s);
    s = specOf(2, 1);
    s.hands = std::vector<std::vector<int>>{ids({"C05"})};
    refused(s);
    s.hands = std::vector<std::vector<int>>{ids({"C05", "C06"}), ids({"C07", "C08"}),
                                            ids({"C09", "C10"})};
    refused(s);
    s = specOf(2, 1);
    s.deck = ids({"C05", "C05"});
    refused(s);
    s = specOf(2, 1);
    s.removed = ids({"C05"});
    s.deck = ids({"C05"});
    refused(s);
    refused(specOf(1, 1));
    refused(specOf(4, 1));
    Deal d = completeDeal(*shipped(), specOf(2, 1));
    d.deck.pop_back();
    EXPECT_NE(dealProblem(*shipped(), d), std::nullopt); // a card missing
}

TEST(BlossomsSetup, R_BL_SETUP_7_OneSeedOneDeal) {
    for (std::uint64_t seed : {0u, 1u, 99u}) {
        EXPECT_TRUE(Game::deal(shipped(), 2, {}, seed) == Game::deal(shipped(), 2, {}, seed));
        EXPECT_EQ(Game::deal(shipped(), 3, {}, seed).dealt().deck,
                  completeDeal(*shipped(), specOf(3, seed)).deck);
    }
    EXPECT_NE(Game::deal(shipped(), 2, {}, 1).dealt().deck,
              Game::deal(shipped(), 2, {}, 2).dealt().deck);
}
