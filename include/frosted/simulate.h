// Many complete games played by computer players (CLI.md `simulate`; the Master Gardener tuning
// figures of docs/master-gardener.md).
//
// Game g uses the deal seed `seed + g` and the bots' own generator seeded from it, with the start
// player fixed to seat 0 so that seat i is always played by bots[i]: the same configuration gives
// the same results on every machine.
#pragma once

#include "frosted/bots.h"
#include "frosted/game.h"

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace frosted {

struct SimulationConfig {
    int players = 2; // human seats (1 with solo)
    int games = 100;
    std::uint64_t seed = 1;
    bool solo = false;
    std::vector<BotKind> bots; // one per seat, or one for all
    int jobs = 0;              // threads; 0: every core. The results never depend on it.
    BotBudget budget;          // for searching bots (a game on each thread: one thread each
                               // unless budget.threads says otherwise)
};

struct SeatSummary {
    std::string name;
    double mean = 0;
    int min = 0;
    int max = 0;
    double winShare = 0; // games won (shared victories count for each winner) / games
    long long totalScore = 0;
    int wins = 0;
    // Wall time of each decision of a searching bot (milliseconds, not deterministic); empty for
    // the other bots.
    std::vector<double> decisionMs;
};

struct SimulationSummary {
    int games = 0;
    std::vector<SeatSummary> seats; // players in seat order, then the Master Gardener in solo
    std::array<int, kObjectiveTypeCount> objectivesClaimed{};
    std::map<std::string, int> gapShapes; // by shape name, every shape present
    ImprovementCounts improvements;       // placed or collected, all seats
    double meanMillisecondsPerGame = 0;   // wall clock; not deterministic
    // A digest of every game's final scores: a signature of behaviour.
    std::uint64_t digest = 0;
};

// Plays the games on `config.jobs` threads; `afterGame(done, end)` is called after each game,
// in game order and on the calling thread, with its final state when given (progress display,
// replay records). Games are independent and summed in game order, so the summary is the same
// for any number of jobs.
SimulationSummary simulate(const ComponentsPtr& components, const SimulationConfig& config,
                           const std::function<void(int, const GameState&)>& afterGame = {});

// Plays one whole game with the given bots from a setup; returns the final state. With
// `decisionMs`, the wall time of each decision of a searching bot is appended to its seat's list.
GameState playWithBots(GameState g, const std::vector<BotKind>& bots, Rng& rng,
                       const BotBudget& budget = {},
                       std::vector<std::vector<double>>* decisionMs = nullptr);

} // namespace frosted
