// A long random soak (issue 35): many seeds in every variant and seat count, every invariant
// checked after every action — every card exactly once across pots, deck, hands, discard, box and
// sets; no two pots of one type (R-BL-POT-4); views' hidden counts; the end reached (R-BL-END-4).
#include "staging.h"

#include <gtest/gtest.h>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

constexpr int kSeeds = 150;

void checkViews(const Game& g) {
    for (int seat = -1; seat < g.seats(); ++seat) {
        const SeatView v = g.viewFor(seat);
        std::size_t unknown = static_cast<std::size_t>(g.deckSize()) - v.knownTop.size() +
                              static_cast<std::size_t>(g.box().size());
        for (const PlayerView& p : v.players)
            unknown += static_cast<std::size_t>(p.handSize) - p.hand.size();
        ASSERT_EQ(v.hidden.size(), unknown) << "seat " << seat;
    }
}

} // namespace

TEST(BlossomsSoak, RandomGamesKeepEveryInvariant) {
    std::vector<Action> legal;
    int games = 0;
    long long actions = 0;
    for (int seats : {2, 3})
        for (const Variant variant : {Variant{false, false}, Variant{true, false},
                                      Variant{false, true}, Variant{true, true}})
            for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
                Game g = Game::deal(shipped(), seats, variant, seed * 7919 + 13);
                engine::Rng rng(seed);
                ASSERT_EQ(g.invariantProblem(), "");
                int drawsThisTurn = 0, turn = g.turn();
                bool finalTurn = false;
                for (int step = 0; !g.isOver(); ++step) {
                    ASSERT_LT(step, 2000) << "the game does not end";
                    g.legalActions(legal);
                    ASSERT_FALSE(legal.empty());
                    const Action a = legal[rng.below(legal.size())];
                    const int deck = g.deckSize();
                    ASSERT_TRUE(g.apply(a)) << g.actionText(a);
                    ++actions;
                    drawsThisTurn += deck - g.deckSize();
                    ASSERT_EQ(g.invariantProblem(), "")
                        << "after " << g.actionText(a) << ", seed " << seed;
                    if (g.turn() != turn || g.isOver()) { // R-BL-END-4
                        ASSERT_TRUE(finalTurn || drawsThisTurn > 0) << "seed " << seed;
                        drawsThisTurn = 0;
                        turn = g.turn();
                        finalTurn = g.finalTurn();
                    }
                    if (step % 7 == 0)
                        checkViews(g);
                }
                const std::vector<Standing> st = g.standings();
                int winners = 0;
                for (const Standing& s : st)
                    winners += s.rank == 1 ? 1 : 0;
                ASSERT_GE(winners, 1);
                ASSERT_EQ(winners > 1, g.decidedBy() == DecidedBy::Shared);
                ++games;
            }
    EXPECT_EQ(games, 2 * 4 * kSeeds);
    RecordProperty("actions", std::to_string(actions));
}
