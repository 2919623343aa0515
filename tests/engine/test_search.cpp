// The engine's search layer over a toy game (issue 32, engine/search/): the random player, flat
// Monte Carlo over determinized worlds and the simulation runner, with Nim (nim.h) as the module.
#include "engine/search/flat_monte_carlo.h"
#include "engine/search/random.h"
#include "engine/search/runner.h"
#include "nim.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <vector>

namespace engine::search {
namespace {

using nimtest::Nim;

Nim::State nim(int heap, int seats = 2) {
    Nim::State s = Nim::setup({seats, heap == 21 ? "21" : "5", 0});
    s.heap = heap;
    return s;
}

TEST(SearchRandom, PicksEveryLegalActionAndNothingElse) {
    Rng rng(7);
    std::vector<int> seen(4, 0);
    for (int i = 0; i < 3000; ++i)
        ++seen[static_cast<std::size_t>(randomAction<Nim>(nim(5), rng).take)];
    EXPECT_EQ(seen[0], 0);
    for (int k = 1; k <= 3; ++k)
        EXPECT_NEAR(seen[static_cast<std::size_t>(k)], 1000, 120) << "take " << k;
    // With two counters left, taking three is never drawn.
    for (int i = 0; i < 200; ++i)
        EXPECT_LE(randomAction<Nim>(nim(2), rng).take, 2);
}

TEST(SearchRandom, PlaysOutToTheEndTheSameWayForTheSameSeed) {
    Nim::State a = nim(21, 3), b = nim(21, 3);
    Rng ra(42), rb(42);
    const int played = randomPlayout<Nim>(a, ra);
    EXPECT_TRUE(Nim::isOver(a));
    EXPECT_GE(played, 7);
    EXPECT_LE(played, 21);
    EXPECT_EQ(randomPlayout<Nim>(b, rb), played);
    EXPECT_EQ(a, b);
    EXPECT_EQ(ra, rb);
}

SearchResult searchNim(int heap, int iterations, int threads) {
    SearchBudget budget;
    budget.iterations = iterations;
    budget.threads = threads;
    const Nim::State s = nim(heap);
    return flatMonteCarlo<Nim>(Nim::viewFor(s, 0), Nim::legalActions(s), RandomPlayout<Nim>{}, 11,
                               budget);
}

TEST(SearchFlatMonteCarlo, FindsTheWinningMove) {
    // Five counters: taking one leaves four, a lost heap for the seat to play (under random play
    // the mover then wins 2/3 of the games, against 1/2 after taking two or three).
    const SearchResult r = searchNim(5, 2000, 1);
    ASSERT_EQ(r.worlds, 2000);
    ASSERT_EQ(r.means.size(), 3u);
    EXPECT_GT(r.means[0], r.means[1]);
    EXPECT_GT(r.means[0], r.means[2]);
    EXPECT_NEAR(r.means[0], 2.0 / 3.0, 0.05);
    // Three counters: take them all and win every world.
    const SearchResult end = searchNim(3, 50, 1);
    EXPECT_EQ(end.means[2], 1.0);
}

TEST(SearchFlatMonteCarlo, TheSameMeansOnAnyNumberOfThreads) {
    const SearchResult one = searchNim(21, 300, 1);
    for (int threads : {2, 3, 4}) {
        const SearchResult many = searchNim(21, 300, threads);
        EXPECT_EQ(many.worlds, one.worlds);
        EXPECT_EQ(many.means, one.means) << threads << " threads"; // to the bit
    }
}

TEST(SearchFlatMonteCarlo, ARefusedCandidateAndACancelledSearch) {
    SearchBudget budget;
    budget.iterations = 10;
    budget.threads = 1;
    const Nim::State s = nim(2);
    const SearchResult r =
        flatMonteCarlo<Nim>(Nim::viewFor(s, 0), {{3}, {2}}, RandomPlayout<Nim>{}, 1, budget);
    EXPECT_EQ(r.means, (std::vector<double>{-1000, 1}));
    const std::atomic<bool> cancel{true};
    const SearchResult none = flatMonteCarlo<Nim>(Nim::viewFor(s, 0), Nim::legalActions(s),
                                                  RandomPlayout<Nim>{}, 1, budget, &cancel);
    EXPECT_EQ(none.worlds, 0);
    EXPECT_TRUE(none.means.empty());
    // A time budget: some worlds, all complete.
    SearchBudget timed;
    timed.thinkMs = 20;
    timed.threads = 2;
    EXPECT_GT(flatMonteCarlo<Nim>(Nim::viewFor(s, 0), Nim::legalActions(s), RandomPlayout<Nim>{}, 1,
                                  timed)
                  .worlds,
              0);
}

// Game g of a run: a random game of 21 counters seeded from g; its winner and length.
struct Played {
    int game = 0, winner = -1, actions = 0;
};

std::vector<Played> run(int games, int jobs, const std::atomic<bool>* cancel = nullptr,
                        int throwAt = -1) {
    std::vector<Played> out;
    playInOrder(
        games, jobs,
        [&](int g, const std::atomic<bool>*) -> std::optional<Played> {
            if (g == throwAt)
                throw std::runtime_error("game " + std::to_string(g));
            Nim::State s = nim(21, 3);
            Rng rng(static_cast<std::uint64_t>(g) * 7919u);
            Played p;
            p.game = g;
            p.actions = randomPlayout<Nim>(s, rng);
            p.winner = s.lastTaker;
            return p;
        },
        [&](Played& p) { out.push_back(p); }, cancel);
    return out;
}

TEST(SearchRunner, TheSameGamesInGameOrderForAnyNumberOfJobs) {
    const std::vector<Played> one = run(200, 1);
    ASSERT_EQ(one.size(), 200u);
    for (int jobs : {2, 3, 4, 8}) {
        const std::vector<Played> many = run(200, jobs);
        ASSERT_EQ(many.size(), one.size()) << jobs << " jobs";
        for (std::size_t g = 0; g < one.size(); ++g) {
            EXPECT_EQ(many[g].game, static_cast<int>(g));
            EXPECT_EQ(many[g].winner, one[g].winner);
            EXPECT_EQ(many[g].actions, one[g].actions);
        }
    }
    EXPECT_EQ(jobsFor(3, 100), 3);
    EXPECT_EQ(jobsFor(8, 2), 2);
    EXPECT_GE(jobsFor(0, 100), 1);
}

TEST(SearchRunner, ACancelledRunHandsNothingOverAndAThrowIsRethrown) {
    const std::atomic<bool> cancel{true};
    EXPECT_TRUE(run(50, 1, &cancel).empty());
    EXPECT_TRUE(run(50, 3, &cancel).empty());
    EXPECT_THROW(run(50, 1, nullptr, 7), std::runtime_error);
    EXPECT_THROW(run(50, 3, nullptr, 7), std::runtime_error);
    // A game its worker gives up ends the hand-over there.
    std::vector<int> handed;
    const int n = playInOrder(
        20, 2,
        [](int g, const std::atomic<bool>*) -> std::optional<int> {
            return g == 5 ? std::nullopt : std::optional<int>(g);
        },
        [&](int& g) { handed.push_back(g); });
    EXPECT_EQ(n, 5);
    EXPECT_EQ(handed, (std::vector<int>{0, 1, 2, 3, 4}));
}

} // namespace
} // namespace engine::search

#if defined(__linux__)
// "Every core" is the CPUs this process may run on (a Slurm task given one CPU of a big node, or
// `taskset -c 0`), not the whole machine's (issue 37, docs/cluster.md).
TEST(SearchRunner, EveryCoreMeansTheCpusThisThreadMayRunOn) {
    cpu_set_t before;
    ASSERT_EQ(sched_getaffinity(0, sizeof before, &before), 0);
    EXPECT_EQ(engine::search::usableCores(), CPU_COUNT(&before));
    int first = 0;
    while (!CPU_ISSET(first, &before))
        ++first;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    ASSERT_EQ(sched_setaffinity(0, sizeof one, &one), 0);
    EXPECT_EQ(engine::search::usableCores(), 1);
    EXPECT_EQ(engine::search::jobsFor(0, 100), 1);
    ASSERT_EQ(sched_setaffinity(0, sizeof before, &before), 0);
}
#endif
