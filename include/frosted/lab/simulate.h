// Many complete games played by computer players (CLI.md `simulate`; the Master Gardener tuning
// figures of docs/master-gardener.md).
//
// Game g uses the deal seed `seed + g` and the bots' own generator seeded from it, with the start
// player fixed to seat 0 so that seat i is always played by bots[i]: the same configuration gives
// the same results on every machine.
#pragma once

#include "frosted/ai/bots.h"
#include "frosted/lab/balance.h"
#include "frosted/rules/game.h"

#include <array>
#include <atomic>
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
    bool rotateStart = false;  // game g starts with seat g mod players (else seat 1 always)
    // A part of the run (a shard, issue 37): games from .. to - 1 (to < 0: to the last).
    int from = 0, to = -1;
    bool keepActions = false; // each game's actions kept in PlayedGame::actions
    // Replaying (merge): game g takes the actions (*scripts)[g] instead of asking its bots; one
    // the rules refuse, or a game that ends otherwise, is an engine::search::ReplayError.
    const std::vector<std::vector<std::string>>* scripts = nullptr;
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

// One game of a run, handed over in game order.
struct PlayedGame {
    int game = 0;                                // from 0
    GameState end;                               // its final state
    GameFigures figures;                         // what the balance report reads of it
    std::vector<std::vector<double>> decisionMs; // per game seat: a searching bot's decisions
    std::vector<std::string> actions;            // in order, when SimulationConfig::keepActions
};

// Plays games 0 .. config.games - 1 on `config.jobs` threads (each game on one thread) and hands
// each to `inOrder` on the calling thread, in game order, as soon as it and every game before it
// are done; at most a few games per thread wait to be handed over. When `*cancel` becomes true the
// games in play stop at their next decision and are dropped, nothing more is handed over, and the
// call returns at once with the number of games handed over.
int playGames(const ComponentsPtr& components, const SimulationConfig& config,
              const std::function<void(PlayedGame&)>& inOrder,
              const std::atomic<bool>* cancel = nullptr);

// The run a balance setup describes (bots by name, hard's iterations, the start's rotation).
// Throws std::invalid_argument on an unknown bot name or a bot count that is neither 1 nor one
// per seat.
SimulationConfig simulationConfig(const BalanceSetup& setup, int jobs = 0);

// A balance run: plays the setup's games on `jobs` threads (0: every core) and sums them in game
// order; `afterGame(sums)` is called on the calling thread after each game (progress, live
// charts). When `*cancel` becomes true it returns at once with the games summed so far. Each
// game's figures are kept in the result unless keepFigures is false (BalanceAccumulator).
BalanceAccumulator runBalance(const ComponentsPtr& components, const BalanceSetup& setup, int jobs,
                              const std::function<void(const BalanceAccumulator&)>& afterGame = {},
                              const std::atomic<bool>* cancel = nullptr, bool keepFigures = true);

// Plays the games on `config.jobs` threads; `afterGame(done, game)` is called after each game,
// in game order and on the calling thread, with the game played when given (progress display,
// replay records, CSV rows). Games are independent and summed in game order, so the summary is the
// same for any number of jobs.
SimulationSummary simulate(const ComponentsPtr& components, const SimulationConfig& config,
                           const std::function<void(int, const PlayedGame&)>& afterGame = {});

// What playWithBots observed, for the caller that asks.
struct PlayTrace {
    std::vector<std::vector<double>> decisionMs; // per seat: a searching bot's decisions (ms)
    std::vector<int> offered;                    // at each take step, every tile in the ring
    bool keepActions = false;                    // each action's text kept in `actions`
    std::vector<std::string> actions;
    // Replaying (issue 37): these actions instead of the bots' choices; an action the rules
    // refuse, or a script that ends before or after the game, is an engine::search::ReplayError
    // naming game `game`.
    const std::vector<std::string>* script = nullptr;
    int game = 0;
};

// Plays one whole game with the given bots from a setup; returns the final state (unfinished
// when `*cancel` became true). With `trace`, the wall time of each decision of a searching bot
// and the tiles on offer at each take are recorded.
GameState playWithBots(GameState g, const std::vector<BotKind>& bots, Rng& rng,
                       const BotBudget& budget = {}, PlayTrace* trace = nullptr,
                       const std::atomic<bool>* cancel = nullptr);

} // namespace frosted
