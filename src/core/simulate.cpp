#include "frosted/simulate.h"

#include <algorithm>
#include <chrono>

namespace frosted {

GameState playWithBots(GameState g, const std::vector<BotKind>& bots, Rng& rng) {
    while (!g.isOver()) {
        const int seat = g.currentSeat();
        const BotKind kind = bots.size() == 1 ? bots.front() : bots[static_cast<std::size_t>(seat)];
        const Action a = chooseAction(kind, g.viewFor(seat), rng);
        if (!g.apply(a))
            break; // cannot happen: bots choose among legal actions
    }
    return g;
}

SimulationSummary simulate(const ComponentsPtr& components, const SimulationConfig& config,
                           const std::function<void(int)>& progress) {
    SimulationSummary out;
    const int seats = config.players + (config.solo ? 1 : 0);
    out.seats.resize(static_cast<std::size_t>(seats));
    for (int s = 0; s < config.players; ++s)
        out.seats[static_cast<std::size_t>(s)].name = "Seat " + std::to_string(s + 1);
    if (config.solo)
        out.seats.back().name = "Master Gardener";
    for (const char* shape : {"1", "2", "3I", "3L", "O", "T", "I", "L", "S"})
        out.gapShapes[shape] = 0;
    std::uint64_t digest = 1469598103934665603ull;
    const auto start = std::chrono::steady_clock::now();
    for (int game = 0; game < config.games; ++game) {
        SetupSpec spec;
        for (int s = 0; s < config.players; ++s)
            spec.players.push_back("Seat " + std::to_string(s + 1));
        spec.solo = config.solo;
        spec.seed = config.seed + static_cast<std::uint64_t>(game);
        spec.startPlayer = 0;
        Rng rng(spec.seed ^ 0x5EEDB075ull);
        const GameState end = playWithBots(GameState::setup(components, spec), config.bots, rng);
        const auto scores = end.scores();
        for (std::size_t s = 0; s < scores.size(); ++s) {
            SeatSummary& seat = out.seats[s];
            const int total = scores[s].total;
            seat.totalScore += total;
            seat.min = game == 0 ? total : std::min(seat.min, total);
            seat.max = game == 0 ? total : std::max(seat.max, total);
            seat.wins += scores[s].rank == 1;
            digest = (digest ^ static_cast<std::uint64_t>(total + 1000 * scores[s].rank)) *
                     1099511628211ull;
        }
        for (const PlayerState& p : end.players()) {
            out.improvements += p.garden.improvements();
            for (int o : p.objectives)
                ++out.objectivesClaimed[static_cast<std::size_t>(
                    index(components->objectives[static_cast<std::size_t>(o)].type))];
        }
        if (end.solo()) {
            out.improvements += end.gardener().improvements;
            for (int o : end.gardener().objectives)
                ++out.objectivesClaimed[static_cast<std::size_t>(
                    index(components->objectives[static_cast<std::size_t>(o)].type))];
        }
        for (const TurnRecord& r : end.log())
            for (const Gap& gap : r.gaps)
                ++out.gapShapes[std::string(name(gap.shape))];
        ++out.games;
        if (progress)
            progress(out.games);
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
