#include "frosted/simulate.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

namespace frosted {

GameState playWithBots(GameState g, const std::vector<BotKind>& bots, Rng& rng,
                       const BotBudget& budget, std::vector<std::vector<double>>* decisionMs) {
    SeatView view; // R-PRIV-1: each decision is made on the view of the seat to play
    if (decisionMs)
        decisionMs->resize(static_cast<std::size_t>(g.seatCount()));
    while (!g.isOver()) {
        const int seat = g.currentSeat();
        const BotKind kind = bots.size() == 1 ? bots.front() : bots[static_cast<std::size_t>(seat)];
        g.viewFor(seat, view);
        const auto start = std::chrono::steady_clock::now();
        const Action a = chooseAction(kind, view, rng, budget);
        if (decisionMs && isSearching(kind))
            (*decisionMs)[static_cast<std::size_t>(seat)].push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count());
        view.release(); // the game's log, actions and gardens are not copied when they change
        if (!g.apply(a))
            break; // cannot happen: bots choose among legal actions
    }
    return g;
}

namespace {

GameState playGame(const ComponentsPtr& components, const SimulationConfig& config, int game,
                   std::vector<std::vector<double>>* decisionMs) {
    SetupSpec spec;
    for (int s = 0; s < config.players; ++s)
        spec.players.push_back("Seat " + std::to_string(s + 1));
    spec.solo = config.solo;
    spec.seed = config.seed + static_cast<std::uint64_t>(game);
    spec.startPlayer = 0;
    Rng rng(spec.seed ^ 0x5EEDB075ull);
    return playWithBots(GameState::setup(components, spec), config.bots, rng, config.budget,
                        decisionMs);
}

void addGame(SimulationSummary& out, std::uint64_t& digest, const ComponentSet& c,
             const GameState& end, bool first) {
    const auto scores = end.scores();
    for (std::size_t s = 0; s < scores.size(); ++s) {
        SeatSummary& seat = out.seats[s];
        const int total = scores[s].total;
        seat.totalScore += total;
        seat.min = first ? total : std::min(seat.min, total);
        seat.max = first ? total : std::max(seat.max, total);
        seat.wins += scores[s].rank == 1;
        digest =
            (digest ^ static_cast<std::uint64_t>(total + 1000 * scores[s].rank)) * 1099511628211ull;
    }
    auto countObjectives = [&](const std::vector<int>& held) {
        for (int o : held)
            ++out.objectivesClaimed[static_cast<std::size_t>(
                index(c.objectives[static_cast<std::size_t>(o)].type))];
    };
    for (const PlayerState& p : end.players()) {
        out.improvements += p.garden.improvements();
        countObjectives(p.objectives);
    }
    if (end.solo()) {
        out.improvements += end.gardener().improvements;
        countObjectives(end.gardener().objectives);
    }
    for (const TurnRecord& r : end.log())
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            for (const Gap& gap : t->gaps)
                ++out.gapShapes[std::string(name(gap.shape))];
}

} // namespace

SimulationSummary simulate(const ComponentsPtr& components, const SimulationConfig& config,
                           const std::function<void(int, const GameState&)>& afterGame) {
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
    const int jobs = std::max(
        1, config.jobs > 0 ? config.jobs : static_cast<int>(std::thread::hardware_concurrency()));
    const auto start = std::chrono::steady_clock::now();
    // Games are played in batches on `jobs` threads and summed in game order.
    const int batch = std::max(64, 16 * jobs);
    std::vector<std::optional<GameState>> ends;
    std::vector<std::vector<std::vector<double>>> times;
    SimulationConfig each = config;
    if (jobs > 1 && each.budget.threads == 0)
        each.budget.threads = 1; // the games already use every core
    for (int first = 0; first < config.games; first += batch) {
        const int n = std::min(batch, config.games - first);
        ends.assign(static_cast<std::size_t>(n), std::nullopt);
        times.assign(static_cast<std::size_t>(n), {});
        std::atomic<int> next{0};
        auto work = [&] {
            for (int i = next++; i < n; i = next++)
                ends[static_cast<std::size_t>(i)] =
                    playGame(components, each, first + i, &times[static_cast<std::size_t>(i)]);
        };
        std::vector<std::thread> threads;
        for (int t = 1; t < std::min(jobs, n); ++t)
            threads.emplace_back(work);
        work();
        for (std::thread& t : threads)
            t.join();
        for (int i = 0; i < n; ++i) {
            const GameState& end = *ends[static_cast<std::size_t>(i)];
            addGame(out, digest, *components, end, first + i == 0);
            const auto& t = times[static_cast<std::size_t>(i)];
            for (std::size_t s = 0; s < t.size() && s < out.seats.size(); ++s)
                out.seats[s].decisionMs.insert(out.seats[s].decisionMs.end(), t[s].begin(),
                                               t[s].end());
            ++out.games;
            if (afterGame)
                afterGame(out.games, end);
        }
    }
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

} // namespace frosted
