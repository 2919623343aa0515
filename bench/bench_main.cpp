// frosted-blooms-bench: the inner loops of previews and computer players (docs/performance.md).
#include "frosted/ai/bots.h"
#include "frosted/lab/balance.h"
#include "frosted/lab/simulate.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/scoring.h"

#include <benchmark/benchmark.h>

using namespace frosted;

namespace {

const ComponentSet& data() {
    static ComponentsPtr set = loadComponents(defaultDataDir());
    return *set;
}

// A 10-tile garden: the yellow starting tile and nine Landscape tiles (T02, T06, ... T34), each
// laid where `pick` chooses among its legal placements. Deterministic.
template <class Pick>
Garden growGarden(Pick pick) {
    const ComponentSet& d = data();
    Garden g;
    g.place(0, {}, d.startingTiles[0].front, {0, 0}, false);
    for (int i = 0; i < 9; ++i) {
        const int tileIndex = i * 4 + 1;
        const Tile& t = d.tiles[static_cast<std::size_t>(tileIndex)];
        const PlacementOption o = pick(g, t, g.legalPlacements(OrientedTile::of(t)));
        g.place(tileIndex, o.orientation, orientedFace(t, o.orientation), o.at);
    }
    return g;
}

// Representative: each tile where it keeps the garden most compact (smallest bounding box, then
// enumeration order), as players do when they grow groups and close gaps.
Garden tenTileGarden() {
    return growGarden([](const Garden& g, const Tile& t, const std::vector<PlacementOption>& all) {
        PlacementOption best = all.front();
        long bestArea = -1;
        for (const PlacementOption& o : all) {
            Garden next = g;
            next.place(0, o.orientation, orientedFace(t, o.orientation), o.at);
            const long area = static_cast<long>(next.maxCorner().x - next.minCorner().x + 1) *
                              (next.maxCorner().y - next.minCorner().y + 1);
            if (bestArea < 0 || area < bestArea) {
                bestArea = area;
                best = o;
            }
        }
        return best;
    });
}

// Sprawling: each tile at the middle legal placement in enumeration order, a long snake with a
// large bounding box, the slow case for enumeration.
Garden sprawlingGarden() {
    return growGarden([](const Garden&, const Tile&, const std::vector<PlacementOption>& all) {
        return all[all.size() / 2];
    });
}

// Enumerates every legal placement of T41 in `g`.
void enumeratePlacements(benchmark::State& state, const Garden& g) {
    const OrientedTile ot = OrientedTile::of(data().tiles[40]);
    std::size_t n = 0;
    for (auto _ : state) {
        auto options = g.legalPlacements(ot);
        n = options.size();
        benchmark::DoNotOptimize(options.data());
    }
    state.counters["placements"] = static_cast<double>(n);
}

void BM_LegalPlacementsSprawling(benchmark::State& state) {
    enumeratePlacements(state, sprawlingGarden());
}
BENCHMARK(BM_LegalPlacementsSprawling)->Unit(benchmark::kMicrosecond);

void BM_LegalPlacements(benchmark::State& state) {
    enumeratePlacements(state, tenTileGarden());
}
BENCHMARK(BM_LegalPlacements)->Unit(benchmark::kMicrosecond);

void BM_PreviewPlacement(benchmark::State& state) {
    const ComponentSet& d = data();
    const Garden g = tenTileGarden();
    const Tile& t = d.tiles[40];
    const OrientedTile ot = OrientedTile::of(t);
    const auto options = g.legalPlacements(ot);
    const PlacementOption o = options[options.size() / 3];
    const Face face = orientedFace(t, o.orientation);
    PreviewContext ctx;
    ctx.hand = {{LandType::Purple}, {LandType::White, LandType::Water}, {LandType::Red}};
    ctx.objectives = &d.objectives;
    for (int i = 0; i < 21; i += 2)
        ctx.board.push_back(i);
    for (auto _ : state) {
        PlacementPreview p = previewPlacement(g, face, o.at, ctx);
        benchmark::DoNotOptimize(p.cardPoints.data());
    }
}
BENCHMARK(BM_PreviewPlacement)->Unit(benchmark::kMicrosecond);

void BM_GapDetection(benchmark::State& state) {
    // check() (legality with gap detection and classification) of every legal placement.
    const ComponentSet& d = data();
    const Garden g = tenTileGarden();
    const Tile& t = d.tiles[40];
    const OrientedTile ot = OrientedTile::of(t);
    const auto options = g.legalPlacements(ot);
    std::vector<Face> faces;
    for (const PlacementOption& o : options)
        faces.push_back(orientedFace(t, o.orientation));
    for (auto _ : state) {
        for (std::size_t i = 0; i < options.size(); ++i) {
            PlacementCheck r = g.check(faces[i], options[i].at);
            benchmark::DoNotOptimize(r.gaps.data());
        }
    }
    state.counters["checks"] = static_cast<double>(options.size());
}
BENCHMARK(BM_GapDetection)->Unit(benchmark::kMicrosecond);

// A 4-player game in round 6, reached by greedy play (deterministic).
GameState midGame() {
    SetupSpec spec;
    spec.players = {"A", "B", "C", "D"};
    spec.seed = 7;
    GameState g = GameState::setup(loadComponents(defaultDataDir()), spec);
    while (g.round() < 6)
        g.apply(chooseGreedy(g.viewFor(g.currentSeat())));
    return g;
}

void BM_CloneGameState(benchmark::State& state) {
    const GameState g = midGame();
    for (auto _ : state) {
        GameState copy = g;
        benchmark::DoNotOptimize(&copy);
    }
}
BENCHMARK(BM_CloneGameState)->Unit(benchmark::kMicrosecond);

void BM_SeatView(benchmark::State& state) {
    // The view a computer player decides on (R-PRIV-1), made anew for each decision.
    const GameState g = midGame();
    for (auto _ : state) {
        SeatView v = g.viewFor(g.currentSeat());
        benchmark::DoNotOptimize(&v);
    }
}
BENCHMARK(BM_SeatView)->Unit(benchmark::kMicrosecond);

void BM_Determinize(benchmark::State& state) {
    // One world sampled from a seat's view (what a searching player does per playout).
    const GameState g = midGame();
    const SeatView v = g.viewFor(g.currentSeat());
    Rng rng(1);
    for (auto _ : state) {
        GameState w = determinize(v, rng);
        benchmark::DoNotOptimize(&w);
    }
}
BENCHMARK(BM_Determinize)->Unit(benchmark::kMicrosecond);

void BM_GreedyTakeDecision(benchmark::State& state) {
    // The greedy player's hardest choice: every affordable tile with every legal placement.
    const GameState g = midGame();
    const SeatView view = g.viewFor(g.currentSeat());
    for (auto _ : state) {
        Action a = chooseGreedy(view);
        benchmark::DoNotOptimize(&a);
    }
}
BENCHMARK(BM_GreedyTakeDecision)->Unit(benchmark::kMicrosecond);

// The levels' hardest step, the take (docs/ai.md: medium within 50 ms): easy and medium weigh
// tiles and placements like greedy; hard plays out 8 sampled worlds for each of its candidates
// on one thread (with --iterations 8, the tournament's budget).
void BM_EasyTakeDecision(benchmark::State& state) {
    const GameState g = midGame();
    const SeatView view = g.viewFor(g.currentSeat());
    Rng rng(1);
    for (auto _ : state) {
        Suggestion s = suggest(BotKind::Easy, view, rng);
        benchmark::DoNotOptimize(&s);
    }
}
BENCHMARK(BM_EasyTakeDecision)->Unit(benchmark::kMicrosecond);

void BM_MediumTakeDecision(benchmark::State& state) {
    const GameState g = midGame();
    const SeatView view = g.viewFor(g.currentSeat());
    Rng rng(1);
    for (auto _ : state) {
        Suggestion s = suggest(BotKind::Medium, view, rng);
        benchmark::DoNotOptimize(&s);
    }
}
BENCHMARK(BM_MediumTakeDecision)->Unit(benchmark::kMicrosecond);

void BM_HardTakeDecision8Worlds(benchmark::State& state) {
    const GameState g = midGame();
    const SeatView view = g.viewFor(g.currentSeat());
    BotBudget b;
    b.iterations = 8;
    b.threads = 1;
    Rng rng(1);
    for (auto _ : state) {
        Suggestion s = suggest(BotKind::Hard, view, rng, b);
        benchmark::DoNotOptimize(&s);
    }
}
BENCHMARK(BM_HardTakeDecision8Worlds)->Unit(benchmark::kMillisecond);

void BM_GreedySoloGame(benchmark::State& state) {
    const ComponentsPtr c = loadComponents(defaultDataDir());
    std::uint64_t seed = 1;
    for (auto _ : state) {
        SetupSpec spec;
        spec.players = {"A"};
        spec.solo = true;
        spec.seed = seed++;
        Rng rng(spec.seed);
        GameState end = playWithBots(GameState::setup(c, spec), {BotKind::Greedy}, rng);
        benchmark::DoNotOptimize(&end);
    }
}
BENCHMARK(BM_GreedySoloGame)->Unit(benchmark::kMillisecond);

void BM_RandomFourPlayerGame(benchmark::State& state) {
    // A whole 4-player game of random players (what `simulate --bot random` plays).
    const ComponentsPtr c = loadComponents(defaultDataDir());
    std::uint64_t seed = 1;
    for (auto _ : state) {
        SetupSpec spec;
        spec.players = {"A", "B", "C", "D"};
        spec.seed = seed++;
        Rng rng(spec.seed);
        GameState end = playWithBots(GameState::setup(c, spec), {BotKind::Random}, rng);
        benchmark::DoNotOptimize(&end);
    }
}
BENCHMARK(BM_RandomFourPlayerGame)->Unit(benchmark::kMillisecond);

// The balance lab (issue 16): 64 greedy 3-player games summed into a report, on 1 and 2 threads
// (real time: the games run on other threads). The ratio is the speed-up of --jobs 2.
void BM_BalanceRun64GreedyGames(benchmark::State& state) {
    const ComponentsPtr c = loadComponents(defaultDataDir());
    BalanceSetup setup;
    setup.players = 3;
    setup.games = 64;
    setup.bots = {"greedy"};
    const int jobs = static_cast<int>(state.range(0));
    for (auto _ : state) {
        BalanceReport r = runBalance(c, setup, jobs).report();
        benchmark::DoNotOptimize(&r);
        ++setup.seed;
    }
}
BENCHMARK(BM_BalanceRun64GreedyGames)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// The report of 2,000 games summed (what the Balance window computes on every refresh).
void BM_BalanceReportOf2000Games(benchmark::State& state) {
    const ComponentsPtr c = loadComponents(defaultDataDir());
    BalanceSetup setup;
    setup.players = 4;
    setup.games = 200;
    setup.bots = {"random"};
    const BalanceAccumulator played = runBalance(c, setup, 0);
    BalanceAccumulator sums(c, setup);
    for (int k = 0; k < 10; ++k)
        for (const GameFigures& g : played.figures())
            sums.add(g);
    for (auto _ : state) {
        BalanceReport r = sums.report();
        benchmark::DoNotOptimize(&r);
    }
}
BENCHMARK(BM_BalanceReportOf2000Games)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
