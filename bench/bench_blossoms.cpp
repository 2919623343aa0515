// Blossoms' speed (issue 35: at least 20,000 random 2-player games a second on one core through
// the command line later; figures in docs/performance.md, never asserted).
#include "blossoms/rules/data_loader.h"
#include "blossoms/rules/game.h"

#include <benchmark/benchmark.h>

using namespace blossoms;

namespace {

const ComponentsPtr& data() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

// A seeded random game played until `actions` actions, in step actions.
Game midGame(int actions) {
    for (std::uint64_t seed = 1;; ++seed) {
        Game g = Game::deal(data(), 2, Variant{}, seed);
        engine::Rng rng(seed);
        std::vector<Action> legal;
        while (!g.isOver() &&
               (static_cast<int>(g.history().size()) < actions || g.step() != Step::Actions)) {
            g.legalActions(legal);
            g.apply(legal[rng.below(legal.size())]);
        }
        if (!g.isOver())
            return g;
    }
}

// Uniform random playouts from the deal to the end (the dealing included), one game an iteration.
void blossomsRandomGames(benchmark::State& state, Variant variant, int seats) {
    std::uint64_t seed = 0;
    std::vector<Action> legal;
    std::int64_t actions = 0;
    for (auto _ : state) {
        Game g = Game::deal(data(), seats, variant, ++seed);
        engine::Rng rng(seed);
        while (!g.isOver()) {
            g.legalActions(legal);
            g.apply(legal[rng.below(legal.size())]);
            ++actions;
        }
        benchmark::DoNotOptimize(g.standings());
    }
    state.counters["games/s"] =
        benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["actions/game"] =
        static_cast<double>(actions) / static_cast<double>(state.iterations());
}

void BM_BlossomsRandomTwoPlayerGame(benchmark::State& state) {
    blossomsRandomGames(state, Variant{}, 2);
}
BENCHMARK(BM_BlossomsRandomTwoPlayerGame)->Unit(benchmark::kMicrosecond);

void BM_BlossomsRandomThreePlayerAdvancedGame(benchmark::State& state) {
    blossomsRandomGames(state, Variant{false, true}, 3);
}
BENCHMARK(BM_BlossomsRandomThreePlayerAdvancedGame)->Unit(benchmark::kMicrosecond);

void BM_BlossomsLegalActions(benchmark::State& state) {
    const Game g = midGame(20);
    std::vector<Action> legal;
    for (auto _ : state) {
        g.legalActions(legal);
        benchmark::DoNotOptimize(legal.data());
    }
}
BENCHMARK(BM_BlossomsLegalActions)->Unit(benchmark::kNanosecond);

void BM_BlossomsViewAndDeterminize(benchmark::State& state) {
    const Game g = midGame(20);
    engine::Rng rng(5);
    for (auto _ : state)
        benchmark::DoNotOptimize(determinize(g.viewFor(g.toAct()), rng));
}
BENCHMARK(BM_BlossomsViewAndDeterminize)->Unit(benchmark::kMicrosecond);

} // namespace
