#include "frosted/lab/simulate.h"
#include "engine/search/runner.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>

namespace frosted {

GameState playWithBots(GameState g, const std::vector<BotKind>& bots, Rng& rng,
                       const BotBudget& budget, PlayTrace* trace, const std::atomic<bool>* cancel) {
    SeatView view; // R-PRIV-1: each decision is made on the view of the seat to play
    if (trace)
        trace->decisionMs.resize(static_cast<std::size_t>(g.seatCount()));
    std::size_t step = 0;
    while (!g.isOver()) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            break;
        const int seat = g.currentSeat();
        const BotKind kind = bots.size() == 1 ? bots.front() : bots[static_cast<std::size_t>(seat)];
        if (trace && g.phase() == Phase::TakeTile) {
            // R-MKT-2: the k-th tile costs k - 1 coins; those the player could pay for are on
            // offer.
            const Market& ring = g.market();
            const int coins = g.player(seat).coins;
            for (int k = 1; k <= coins + 1; ++k) {
                const int slot = ring.slotOfKth(k);
                if (slot < 0)
                    break;
                trace->offered.push_back(ring.tile[static_cast<std::size_t>(slot)]);
            }
        }
        if (trace && trace->script) { // replaying: the bots are not asked
            const Action a = engine::search::scriptedAction(
                *trace->script, step++, trace->game,
                [&](const std::string& text) -> std::optional<Action> {
                    const auto parsed = parseAction(text, g.components(), nullptr);
                    return parsed && g.check(*parsed) ? parsed : std::nullopt;
                });
            if (trace->keepActions)
                trace->actions.push_back(actionText(a, g.components()));
            g.apply(a);
            continue;
        }
        g.viewFor(seat, view);
        const auto start = std::chrono::steady_clock::now();
        const Action a = isSearching(kind) ? suggest(kind, view, rng, budget, cancel).action
                                           : chooseAction(kind, view, rng, budget);
        if (trace && trace->keepActions)
            trace->actions.push_back(actionText(a, g.components()));
        if (trace && isSearching(kind))
            trace->decisionMs[static_cast<std::size_t>(seat)].push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count());
        view.release(); // the game's log, actions and gardens are not copied when they change
        if (cancel && cancel->load(std::memory_order_relaxed))
            break; // a cancelled search's choice is not played
        if (!g.apply(a))
            break; // cannot happen: bots choose among legal actions
    }
    if (trace && trace->script && step != trace->script->size())
        throw engine::search::ReplayError(trace->game, "its actions go on after the game's end");
    return g;
}

namespace {

// Game g of a run: dealt from seed + g, seat (g mod players) first when the start rotates.
PlayedGame playGame(const ComponentsPtr& components, const SimulationConfig& config, int game,
                    const std::atomic<bool>* cancel) {
    const int n = config.players;
    const int first = config.rotateStart && !config.solo ? game % n : 0;
    SetupSpec spec;
    for (int s = 0; s < n; ++s)
        spec.players.push_back("Seat " + std::to_string(s + 1));
    spec.solo = config.solo;
    spec.seed = config.seed + static_cast<std::uint64_t>(game);
    spec.startPlayer = first;
    // The game's seat s is seat (first + s) mod n, played by that seat's bot.
    std::vector<BotKind> bots = config.bots;
    if (bots.size() > 1)
        std::rotate(bots.begin(), bots.begin() + first, bots.end());
    Rng rng(spec.seed ^ 0x5EEDB075ull);
    PlayTrace trace;
    trace.keepActions = config.keepActions;
    trace.game = game;
    if (config.scripts)
        trace.script = &(*config.scripts)[static_cast<std::size_t>(game)];
    PlayedGame out;
    out.game = game;
    out.end =
        playWithBots(GameState::setup(components, spec), bots, rng, config.budget, &trace, cancel);
    if (!out.end.isOver()) {
        if (cancel && cancel->load())
            return out; // cancelled
        throw std::logic_error("game " + std::to_string(game) +
                               " stopped before its end: a computer player's action was refused");
    }
    out.figures = figuresOf(out.end, trace.offered, game, spec.seed, first);
    out.decisionMs = std::move(trace.decisionMs);
    out.actions = std::move(trace.actions);
    // Back to identity seats for the caller.
    if (first != 0 && out.decisionMs.size() >= static_cast<std::size_t>(n))
        std::rotate(out.decisionMs.begin(), out.decisionMs.begin() + (n - first),
                    out.decisionMs.begin() + n);
    return out;
}

} // namespace

int playGames(const ComponentsPtr& components, const SimulationConfig& config,
              const std::function<void(PlayedGame&)>& inOrder, const std::atomic<bool>* cancel) {
    const auto [from, to] = engine::search::gamesPlayed(config.from, config.to, config.games);
    const int jobs = engine::search::jobsFor(config.jobs, to - from);
    SimulationConfig each = config;
    if (jobs > 1 && each.budget.threads == 0)
        each.budget.threads = 1; // the games already use every core
    return engine::search::playInOrder(
        to - from, jobs,
        [&, from = from](int g, const std::atomic<bool>* stop) -> std::optional<PlayedGame> {
            PlayedGame p = playGame(components, each, from + g, stop);
            if (!p.end.isOver())
                return std::nullopt; // stopped
            return p;
        },
        inOrder, cancel);
}

namespace {

// The summary's figures of one game, in identity seat order (GameFigures).
void addGame(SimulationSummary& out, std::uint64_t& digest, const ComponentSet& c,
             const GameFigures& f, bool first) {
    for (std::size_t s = 0; s < f.seats.size(); ++s) {
        SeatSummary& seat = out.seats[s];
        const int total = f.seats[s].total;
        seat.totalScore += total;
        seat.min = first ? total : std::min(seat.min, total);
        seat.max = first ? total : std::max(seat.max, total);
        seat.wins += f.seats[s].rank == 1;
        out.improvements += f.seats[s].built;
        digest = (digest ^ static_cast<std::uint64_t>(total + 1000 * f.seats[s].rank)) *
                 1099511628211ull;
    }
    for (const GameFigures::Claim& claim : f.claims)
        ++out.objectivesClaimed[static_cast<std::size_t>(
            index(c.objectives[static_cast<std::size_t>(claim.objective)].type))];
    for (int k = 0; k < kGapShapeCount; ++k)
        out.gapShapes[std::string(name(static_cast<GapShape>(k)))] +=
            f.gapShapes[static_cast<std::size_t>(k)];
}

} // namespace

SimulationSummary simulate(const ComponentsPtr& components, const SimulationConfig& config,
                           const std::function<void(int, const PlayedGame&)>& afterGame) {
    SimulationSummary out;
    const int seats = config.players + (config.solo ? 1 : 0);
    out.seats.resize(static_cast<std::size_t>(seats));
    for (int s = 0; s < config.players; ++s)
        out.seats[static_cast<std::size_t>(s)].name = "Seat " + std::to_string(s + 1);
    if (config.solo)
        out.seats.back().name = kGardenerName;
    for (const char* shape : {"1", "2", "3I", "3L", "O", "T", "I", "L", "S"})
        out.gapShapes[shape] = 0;
    std::uint64_t digest = 1469598103934665603ull;
    const auto start = std::chrono::steady_clock::now();
    playGames(components, config, [&](PlayedGame& p) {
        addGame(out, digest, *components, p.figures, out.games == 0);
        for (std::size_t s = 0; s < p.decisionMs.size() && s < out.seats.size(); ++s)
            out.seats[s].decisionMs.insert(out.seats[s].decisionMs.end(), p.decisionMs[s].begin(),
                                           p.decisionMs[s].end());
        ++out.games;
        if (afterGame)
            afterGame(out.games, p);
    });
    const auto elapsed = std::chrono::steady_clock::now() - start;
    out.meanMillisecondsPerGame =
        out.games == 0 ? 0.0
                       : std::chrono::duration<double, std::milli>(elapsed).count() / out.games;
    for (SeatSummary& s : out.seats) {
        s.mean = out.games == 0 ? 0.0 : static_cast<double>(s.totalScore) / out.games;
        s.winShare = out.games == 0 ? 0.0 : static_cast<double>(s.wins) / out.games;
    }
    out.digest = digest;
    return out;
}

SimulationConfig simulationConfig(const BalanceSetup& setup, int jobs) {
    SimulationConfig config;
    config.players = setup.players;
    config.solo = setup.solo;
    config.games = setup.games;
    config.seed = setup.seed;
    config.jobs = jobs;
    config.rotateStart = setup.rotateStart;
    config.budget.iterations = setup.iterations;
    config.budget.thinkMs = setup.thinkMs;
    if (setup.bots.size() != 1 && static_cast<int>(setup.bots.size()) != setup.players)
        throw std::invalid_argument("give one bot for all seats or one per seat (" +
                                    std::to_string(setup.players) + ")");
    for (const std::string& b : setup.bots) {
        const auto kind = botFromName(b);
        if (!kind)
            throw std::invalid_argument("unknown bot " + b);
        config.bots.push_back(*kind);
    }
    return config;
}

BalanceAccumulator runBalance(const ComponentsPtr& components, const BalanceSetup& setup, int jobs,
                              const std::function<void(const BalanceAccumulator&)>& afterGame,
                              const std::atomic<bool>* cancel, bool keepFigures) {
    BalanceAccumulator sums(components, setup, keepFigures);
    playGames(
        components, simulationConfig(setup, jobs),
        [&](PlayedGame& p) {
            sums.add(p.figures);
            if (afterGame)
                afterGame(sums);
        },
        cancel);
    return sums;
}

} // namespace frosted
