// Blossoms' games played by computer players (spec/blossoms/CLI.md "simulate"): the games of a
// run and what is summed over them, in game order, so that a run gives the same figures for any
// number of threads.
#pragma once

#include "blossoms/ai/bots.h"
#include "blossoms/rules/game.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace blossoms::lab {

struct SimConfig {
    int players = 2;
    Variant variant;
    int games = 100;
    std::uint64_t seed = 1;        // game g (from 0) is dealt from seed + g, seat 1 starting
    std::vector<ai::BotKind> bots; // one per seat, or one for all
    ai::Budget budget;             // the searching bots'
    int jobs = 0;                  // 0: every core
    // A part of the run (a shard, issue 37): games from .. to - 1 (to < 0: to the last).
    int from = 0, to = -1;
    bool keepActions = false; // each game's actions kept in PlayedGame::actions
    // Replaying (merge): game g takes the actions (*scripts)[g] instead of asking its bots; one
    // the rules refuse, or a game that ends otherwise, is an engine::search::ReplayError.
    const std::vector<std::vector<std::string>>* scripts = nullptr;
    ai::BotKind botOf(int seat) const;
};

// What one game did, from its log (CLI.md "simulate").
struct GameCounts {
    std::array<int, 6> growth{}; // by GrowResult
    int growths = 0;
    int cutEnds = 0, passEnds = 0, badLuckEnds = 0, diedEnds = 0;
    std::array<int, 4> tools{};                           // by Tool (the Fence: fenced Growths)
    std::array<int, kMaxSeats> badLuck{}, died{}, sets{}; // by seat
};

struct PlayedGame {
    int index = 0; // g, from 0
    Game end;
    GameCounts counts;
    double milliseconds = 0;
    std::vector<std::vector<double>> decisionMs; // by seat: each searching decision
    std::vector<std::string> actions;            // in order, when SimConfig::keepActions
};

// Game g of the run (players "Player 1" ..., start player 0, the deal from seed + g), each seat
// played by its bot on its own view. nullopt when `stop` became true.
std::optional<PlayedGame> playGame(const ComponentsPtr& c, const SimConfig& config, int g,
                                   const std::atomic<bool>* stop = nullptr);

struct SeatFigures {
    double totalSum = 0;
    int minTotal = 0, maxTotal = 0, wins = 0;
    std::vector<double> decisionMs;
};
struct Summary {
    int games = 0;
    std::vector<SeatFigures> seats;
    std::array<int, 3> decidedBy{}; // by DecidedBy
    long long turns = 0;
    GameCounts counts; // summed (its by-seat parts unused)
    long long tokensUnplayed = 0, typesSum = 0, setCount = 0, setHeights = 0;
    std::map<int, long long> byHeight;
    double milliseconds = 0;
    void add(const PlayedGame& game);
};

// Plays the run on config.jobs threads and hands each game, in game order, to `each` (records,
// CSV rows) before summing it.
Summary simulate(const ComponentsPtr& c, const SimConfig& config,
                 const std::function<void(const PlayedGame&)>& each);

} // namespace blossoms::lab
