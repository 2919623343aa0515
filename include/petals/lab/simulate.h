// Petals' games played by computer players (spec/petals/CLI.md "simulate"): the games of a run
// and what is summed over them, in game order, so that a run gives the same figures for any
// number of threads.
#pragma once

#include "petals/ai/bots.h"
#include "petals/rules/game.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace petals::lab {

struct SimConfig {
    int players = 2;
    Variant variant = Variant::Standard;
    int games = 100;
    std::uint64_t seed = 1;        // game g (from 0) is dealt from seed + g
    std::vector<ai::BotKind> bots; // one per listed player ("Player 1", ...), or one for all
    ai::Budget budget;             // the searching bots'
    int jobs = 0;                  // 0: every core
    // A part of the run (a shard, issue 37): games from .. to - 1 (to < 0: to the last).
    int from = 0, to = -1;
    bool keepActions = false; // each game's actions kept in PlayedGame::actions
    // Replaying (merge): game g takes the actions (*scripts)[g] instead of asking its bots; one
    // the rules refuse, or a game that ends otherwise, is an engine::search::ReplayError.
    const std::vector<std::vector<std::string>>* scripts = nullptr;
    ai::BotKind botOf(int player) const;
};

// One finished game and how long its bots took.
struct PlayedGame {
    int index = 0; // g, from 0
    Game end;
    double milliseconds = 0;                     // the whole game
    std::vector<std::vector<double>> decisionMs; // by listed player: each searching decision
    std::vector<std::string> actions;            // in order, when SimConfig::keepActions
};

// Game g of the run, dealt from seed + g (Game::deal: the start player drawn from the seed), each
// listed player played by its bot on its own view. nullopt when `stop` became true.
std::optional<PlayedGame> playGame(const ComponentsPtr& c, const SimConfig& config, int g,
                                   const std::atomic<bool>* stop = nullptr);

// The figures of CLI.md's summary, summed in game order.
struct SeatFigures {
    double totalSum = 0;
    int minTotal = 0, maxTotal = 0;
    std::array<double, kElements> trackerSums{};
    int eligible = 0, wins = 0;
    std::vector<double> decisionMs;
};
struct Summary {
    int games = 0;
    std::vector<SeatFigures> seats; // by listed player
    int simple = 0, doubles = 0, score = 0, move = 0, skip = 0;
    int trackerTies = 0, sharedVictories = 0;
    double milliseconds = 0; // the sum of the games' own times
    void add(const PlayedGame& game);
};

// Listed player p's place in the order of play (0: the start player) and seat of a game.
int seatOfPlayer(const Game& g, int player);

// Plays the run on config.jobs threads and hands each game, in game order, to `each` (records,
// CSV rows) before summing it.
Summary simulate(const ComponentsPtr& c, const SimConfig& config,
                 const std::function<void(const PlayedGame&)>& each);

} // namespace petals::lab
