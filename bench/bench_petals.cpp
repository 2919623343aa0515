// Petals' speed (issue 33: all legal actions of a 30-card table within 20 us, at least 5,000
// random 2-player games a second on one core; figures in docs/performance.md, never asserted).
#include "petals/ai/bots.h"
#include "petals/rules/data_loader.h"
#include "petals/rules/game.h"

#include <benchmark/benchmark.h>

using namespace petals;

namespace {

const ComponentsPtr& data() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

// A seeded random game played until `cards` lie on the table, at a placement.
Game tableOf(std::size_t cards, Step want) {
    for (std::uint64_t seed = 1;; ++seed) {
        Game g = Game::deal(data(), 2, Variant::Standard, seed);
        engine::Rng rng(seed);
        while (!g.isOver() && (g.table().size() < cards || g.step() != want)) {
            const auto legal = g.legalActions();
            g.apply(legal[rng.below(legal.size())]);
        }
        if (!g.isOver())
            return g;
    }
}

void BM_PetalsLegalPlacements30Cards(benchmark::State& state) {
    const Game g = tableOf(30, Step::Place);
    for (auto _ : state)
        benchmark::DoNotOptimize(g.legalActions());
}
BENCHMARK(BM_PetalsLegalPlacements30Cards)->Unit(benchmark::kMicrosecond);

// What the desktop table asks the rules each time the pointer enters a cell (issue 34: the ghost's
// sides, the refusal or the points and effect, PetalsWindow::showGhost): one hovered cell of a
// 30-card table, cycling over every legal cell and rotation of the seat's first card.
void BM_PetalsHoverPreview30Cards(benchmark::State& state) {
    const Game g = tableOf(30, Step::Place);
    std::vector<Action> places;
    for (const Action& a : g.legalActions())
        if (a.card == g.hand(g.toAct()).front())
            places.push_back(a);
    std::size_t i = 0;
    for (auto _ : state) {
        const Action& a = places[i++ % places.size()];
        benchmark::DoNotOptimize(g.contactSides(a.card, a.cell, a.rotation));
        benchmark::DoNotOptimize(g.check(a));
        benchmark::DoNotOptimize(g.contact(a.card, a.cell, a.rotation));
    }
}
BENCHMARK(BM_PetalsHoverPreview30Cards)->Unit(benchmark::kMicrosecond);

void BM_PetalsLegalMovesOfAnEffect(benchmark::State& state) {
    const Game g = tableOf(20, Step::Effect);
    for (auto _ : state)
        benchmark::DoNotOptimize(g.legalActions());
}
BENCHMARK(BM_PetalsLegalMovesOfAnEffect)->Unit(benchmark::kMicrosecond);

void BM_PetalsRandomTwoPlayerGame(benchmark::State& state) {
    std::uint64_t seed = 0;
    for (auto _ : state) {
        Game g = Game::deal(data(), 2, Variant::Standard, ++seed);
        engine::Rng rng(seed);
        while (!g.isOver()) {
            const auto legal = g.legalActions();
            g.apply(legal[rng.below(legal.size())]);
        }
        benchmark::DoNotOptimize(g.scores(0));
    }
}
BENCHMARK(BM_PetalsRandomTwoPlayerGame)->Unit(benchmark::kMicrosecond);

void BM_PetalsViewAndDeterminize(benchmark::State& state) {
    const Game g = tableOf(20, Step::Place);
    engine::Rng rng(5);
    for (auto _ : state)
        benchmark::DoNotOptimize(determinize(g.viewFor(g.toAct()), rng));
}
BENCHMARK(BM_PetalsViewAndDeterminize)->Unit(benchmark::kMicrosecond);

// One decision of each computer player on a 20-card table at a placement (docs/ai.md "Petals");
// hard with a fixed number of worlds (its default thinks 600 ms on every core).
void petalsBotDecision(benchmark::State& state, ai::BotKind kind, int worlds) {
    const Game g = tableOf(20, Step::Place);
    const SeatView v = g.viewFor(g.toAct());
    ai::Budget budget;
    budget.iterations = worlds;
    budget.threads = 1;
    engine::Rng rng(3);
    for (auto _ : state)
        benchmark::DoNotOptimize(ai::suggest(kind, v, rng, budget));
}
BENCHMARK_CAPTURE(petalsBotDecision, random, ai::BotKind::Random, 0)
    ->Name("BM_PetalsBotRandom")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(petalsBotDecision, greedy, ai::BotKind::Greedy, 0)
    ->Name("BM_PetalsBotGreedy")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(petalsBotDecision, easy, ai::BotKind::Easy, 0)
    ->Name("BM_PetalsBotEasy")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(petalsBotDecision, medium, ai::BotKind::Medium, 0)
    ->Name("BM_PetalsBotMedium")
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(petalsBotDecision, hard, ai::BotKind::Hard, 50)
    ->Name("BM_PetalsBotHard50WorldsOneThread")
    ->Unit(benchmark::kMillisecond);

} // namespace
