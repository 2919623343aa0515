// The conformance suite (issue 32, like open_spiel's basic_tests): one typed suite of GoogleTest
// run over every registered game (test_conformance.cpp lists them). Seeded random playouts for
// every seat count and variant check at every step the contract of engine/game_module.h.
#pragma once

#include "engine/game_module.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <set>
#include <string>

namespace conformance {

constexpr int kSeedsPerSetup = 5;  // playouts per seat count and variant
constexpr int kRefusedPerStep = 6; // ids outside the legal list tried at each step

// Every seat count and variant of G, each with kSeedsPerSetup seeds.
template <engine::GameModule G>
std::vector<engine::SetupOptions> setups() {
    std::vector<engine::SetupOptions> out;
    for (int seats : G::seatCounts())
        for (const std::string& variant : G::variants())
            for (int k = 0; k < kSeedsPerSetup; ++k)
                out.push_back({seats, variant, 1000u + static_cast<std::uint64_t>(seats * 31 + k)});
    return out;
}

inline std::string describe(const engine::SetupOptions& o) {
    return std::to_string(o.seats) + " seat(s), variant " + o.variant + ", seed " +
           std::to_string(o.seed);
}

// A seeded random playout of G from `o`: `step` sees the state before each action and the
// action chosen (uniformly among the legal ones); returns the finished game.
template <engine::GameModule G>
typename G::State
playout(const engine::SetupOptions& o,
        const std::function<void(const typename G::State&, const typename G::Action&)>& step) {
    typename G::State g = G::setup(o);
    engine::Rng rng(o.seed ^ 0x5eedu);
    for (int guard = 0; guard < 100000 && !G::isOver(g); ++guard) {
        const auto legal = G::legalActions(g);
        if (legal.empty()) {
            ADD_FAILURE() << "no legal action in a game not over (" << describe(o) << ")";
            break;
        }
        const auto a = legal[rng.below(static_cast<int>(legal.size()))];
        if (step)
            step(g, a);
        const engine::Verdict v = G::apply(g, a);
        if (!v) {
            ADD_FAILURE() << "the legal " << G::actionText(g, a) << " is refused: " << v.reason;
            break;
        }
    }
    EXPECT_TRUE(G::isOver(g)) << describe(o);
    return g;
}

template <class G>
class Conformance : public ::testing::Test {};
TYPED_TEST_SUITE_P(Conformance);

// The legal actions are sorted by id and unique, each is allowed by check(), its id and its text
// both give it back; ids outside the list are refused with a code and a sentence, and a refused
// apply() changes nothing.
TYPED_TEST_P(Conformance, ActionsKeepTheirContractAtEveryStep) {
    using G = TypeParam;
    for (const engine::SetupOptions& o : setups<G>()) {
        engine::Rng pick(o.seed);
        playout<G>(o, [&](const typename G::State& g, const typename G::Action&) {
            const auto legal = G::legalActions(g);
            const int count = G::actionCount(g);
            std::set<int> ids;
            int last = -1;
            for (const auto& a : legal) {
                const int id = G::actionId(g, a);
                ASSERT_GE(id, 0) << G::actionText(g, a);
                ASSERT_LT(id, count) << G::actionText(g, a);
                ASSERT_GT(id, last)
                    << "legal actions not sorted by id, or repeated: " << G::actionText(g, a);
                last = id;
                ids.insert(id);
                ASSERT_TRUE(G::actionOfId(g, id) == a) << G::actionText(g, a);
                const engine::Verdict v = G::check(g, a);
                ASSERT_TRUE(v) << G::actionText(g, a) << ": " << v.reason;
                std::string error;
                const std::string text = G::actionText(g, a);
                const auto parsed = G::parseAction(g, text, &error);
                ASSERT_TRUE(parsed.has_value()) << text << ": " << error;
                ASSERT_TRUE(*parsed == a) << text;
            }
            for (int k = 0; k < kRefusedPerStep; ++k) {
                const int id = pick.below(count);
                if (ids.count(id))
                    continue;
                const auto a = G::actionOfId(g, id);
                const engine::Verdict checked = G::check(g, a);
                ASSERT_FALSE(checked)
                    << "id " << id << " (" << G::actionText(g, a) << ") is allowed but not listed";
                EXPECT_FALSE(checked.code.empty()) << checked.reason;
                EXPECT_FALSE(checked.reason.empty()) << checked.code;
                typename G::State copy = g;
                const engine::Verdict applied = G::apply(copy, a);
                ASSERT_FALSE(applied) << G::actionText(g, a);
                EXPECT_EQ(applied.code, checked.code);
                EXPECT_TRUE(copy == g)
                    << "a refused " << G::actionText(g, a) << " changed the game";
            }
        });
    }
}

// A copy is equal to its original and stays so through the same actions; a save loads back to
// the same game at every step.
TYPED_TEST_P(Conformance, ClonesAndSavesGiveTheSameGame) {
    using G = TypeParam;
    for (const engine::SetupOptions& o : setups<G>()) {
        typename G::State shadow = G::setup(o);
        playout<G>(o, [&](const typename G::State& g, const typename G::Action& a) {
            ASSERT_TRUE(shadow == g) << "a copy played the same way differs";
            const typename G::State loaded = G::load(G::save(g));
            ASSERT_TRUE(loaded == g) << "save and load differ (" << describe(o) << ")";
            ASSERT_TRUE(G::apply(shadow, a));
        });
    }
}

// Each seat's view holds nothing hidden from it: dealing the hidden parts again (determinize)
// gives the same view, and the rules answer the seat to act the same in that world.
TYPED_TEST_P(Conformance, ViewsHideWhatTheyMustAndDeterminizeAgrees) {
    using G = TypeParam;
    for (const engine::SetupOptions& o : setups<G>()) {
        engine::Rng worlds(o.seed * 7 + 1);
        playout<G>(o, [&](const typename G::State& g, const typename G::Action&) {
            for (int seat = 0; seat < o.seats; ++seat) {
                const typename G::View v = G::viewFor(g, seat);
                const typename G::State world = G::determinize(v, worlds);
                ASSERT_TRUE(G::viewFor(world, seat) == v)
                    << "seat " << seat << "'s view differs in a world dealt from it";
                if (seat == G::toAct(g)) {
                    ASSERT_EQ(G::toAct(world), seat);
                    ASSERT_TRUE(G::legalActions(world) == G::legalActions(g))
                        << "the seat to act has other choices in a world dealt from its view";
                }
            }
        });
    }
}

// A game ends with a place for every seat, nothing left to do, and any action refused.
TYPED_TEST_P(Conformance, AGameEndsWithAPlaceForEverySeat) {
    using G = TypeParam;
    for (const engine::SetupOptions& o : setups<G>()) {
        typename G::State g = playout<G>(o, {});
        ASSERT_TRUE(G::isOver(g));
        EXPECT_TRUE(G::legalActions(g).empty());
        const std::vector<int> ranks = G::ranks(g);
        ASSERT_EQ(static_cast<int>(ranks.size()), o.seats) << describe(o);
        for (int r : ranks) {
            EXPECT_GE(r, 1);
            EXPECT_LE(r, o.seats + 1); // (a solo seat may come after an automa)
        }
        EXPECT_TRUE(std::count(ranks.begin(), ranks.end(), 1) >= 1 || o.seats == 1);
        const typename G::State before = g;
        for (int id = 0; id < G::actionCount(g); id += std::max(1, G::actionCount(g) / 50)) {
            EXPECT_FALSE(G::apply(g, G::actionOfId(g, id)));
            EXPECT_TRUE(g == before);
        }
    }
}

// The same seed deals the same game; a seat count the game has not is refused.
TYPED_TEST_P(Conformance, SetupIsSeededAndRefusesOtherSeatCounts) {
    using G = TypeParam;
    for (const engine::SetupOptions& o : setups<G>())
        EXPECT_TRUE(G::setup(o) == G::setup(o)) << describe(o);
    const std::vector<int> counts = G::seatCounts();
    const int above = *std::max_element(counts.begin(), counts.end()) + 1;
    EXPECT_THROW(G::setup({above, G::variants().front(), 1}), std::invalid_argument);
    EXPECT_THROW(G::setup({0, G::variants().front(), 1}), std::invalid_argument);
    EXPECT_THROW(G::setup({counts.front(), "no-such-variant", 1}), std::invalid_argument);
}

REGISTER_TYPED_TEST_SUITE_P(Conformance, ActionsKeepTheirContractAtEveryStep,
                            ClonesAndSavesGiveTheSameGame,
                            ViewsHideWhatTheyMustAndDeterminizeAgrees,
                            AGameEndsWithAPlaceForEverySeat,
                            SetupIsSeededAndRefusesOtherSeatCounts);

// The test names carry the game's name ("Conformance/frosted_blooms.…").
struct GameName {
    template <class G>
    static std::string GetName(int) {
        std::string n(G::name());
        std::replace(n.begin(), n.end(), '-', '_');
        return n;
    }
};

} // namespace conformance
