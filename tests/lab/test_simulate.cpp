// Seeded batches of simulated games: reproducible, and a pinned signature of behaviour.
#include "frosted/lab/simulate.h"
#include "test_support.h"

#include <gtest/gtest.h>

using namespace frosted;

namespace {
SimulationConfig config(int players, bool solo, BotKind bot, int games, std::uint64_t seed) {
    SimulationConfig c;
    c.players = players;
    c.solo = solo;
    c.bots = {bot};
    c.games = games;
    c.seed = seed;
    return c;
}
} // namespace

TEST(Simulate, SameSeedSameResults) {
    const auto a = simulate(test::dataPtr(), config(3, false, BotKind::Random, 10, 77));
    const auto b = simulate(test::dataPtr(), config(3, false, BotKind::Random, 10, 77));
    EXPECT_EQ(a.digest, b.digest);
    EXPECT_EQ(a.gapShapes, b.gapShapes);
    const auto c = simulate(test::dataPtr(), config(3, false, BotKind::Random, 10, 78));
    EXPECT_NE(a.digest, c.digest);
}

TEST(Simulate, TheSameResultsOnAnyNumberOfThreads) {
    for (const bool solo : {false, true}) {
        SimulationConfig one = config(solo ? 1 : 3, solo, BotKind::Random, 150, 41);
        one.jobs = 1;
        SimulationConfig three = one;
        three.jobs = 3;
        std::vector<std::uint64_t> order1, order3;
        const auto a = simulate(test::dataPtr(), one, [&](int done, const PlayedGame& p) {
            const GameState& g = p.end;
            order1.push_back(static_cast<std::uint64_t>(done * 1000 + g.scores()[0].total));
        });
        const auto b = simulate(test::dataPtr(), three, [&](int done, const PlayedGame& p) {
            const GameState& g = p.end;
            order3.push_back(static_cast<std::uint64_t>(done * 1000 + g.scores()[0].total));
        });
        EXPECT_EQ(a.digest, b.digest);
        EXPECT_EQ(a.gapShapes, b.gapShapes);
        EXPECT_EQ(a.improvements, b.improvements);
        EXPECT_EQ(a.objectivesClaimed, b.objectivesClaimed);
        EXPECT_EQ(a.seats[0].totalScore, b.seats[0].totalScore);
        EXPECT_EQ(order1, order3); // games reported in game order
    }
}

TEST(Simulate, SignatureOfBehaviourIsPinned) {
    // A change that alters play (rules, bots, data or dealing) changes these digests: if that is
    // intended, state it in the commit and update the numbers.
    const auto greedy = simulate(test::dataPtr(), config(2, false, BotKind::Greedy, 20, 1));
    const auto solo = simulate(test::dataPtr(), config(1, true, BotKind::Greedy, 20, 1));
    const auto random = simulate(test::dataPtr(), config(4, false, BotKind::Random, 20, 1));
    EXPECT_EQ(greedy.digest, 3993713664060114244ull);
    EXPECT_EQ(solo.digest, 6730752624723959237ull);
    EXPECT_EQ(random.digest, 6471102617738268034ull);
}

TEST(Simulate, SummaryAddsUp) {
    const auto s = simulate(test::dataPtr(), config(1, true, BotKind::Greedy, 12, 5));
    ASSERT_EQ(s.games, 12);
    ASSERT_EQ(s.seats.size(), 2u);
    EXPECT_EQ(s.seats[1].name, "Master Gardener");
    // Every game has at least one winner; shared victories count for each winner.
    EXPECT_GE(s.seats[0].wins + s.seats[1].wins, 12);
    for (const SeatSummary& seat : s.seats) {
        EXPECT_LE(seat.min, seat.mean);
        EXPECT_LE(seat.mean, seat.max);
    }
}
