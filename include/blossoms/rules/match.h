// The Longer Game (R-BL-VAR-1): a match of 3 games, offered by the GUI (the command line plays
// single games). Players are indices into the player list, which is also the seat order of every
// game of the match (seats run from the start player along that list).
#pragma once

#include "blossoms/rules/game.h"

#include <optional>
#include <vector>

namespace blossoms {

// The start player of the next game: the player with the fewest points so far; among equals, the
// first of them after the previous game's start player in seat order (with 2 equal players, the
// one who did not start) [decision].
int matchStartPlayer(const std::vector<int>& pointsSoFar, int previousStart);

class Match {
  public:
    explicit Match(int players, int games = 3);
    // One finished game: who started it, each player's total and unplayed tokens (by player).
    void record(int startPlayer, const std::vector<int>& totals, const std::vector<int>& tokens);
    int players() const { return static_cast<int>(points_.size()); }
    int gamesPlayed() const { return played_; }
    bool over() const { return played_ >= games_; }
    // Game 1: nullopt (chosen as in R-BL-SETUP-5); later games: matchStartPlayer.
    std::optional<int> nextStartPlayer() const;
    const std::vector<int>& points() const { return points_; } // summed over the games
    const std::vector<int>& tokens() const { return tokens_; } // unplayed, summed
    // Most points; on equal points the most unplayed tokens summed [decision]; still equal:
    // shared (rank 1 for each).
    std::vector<int> ranks() const;
    DecidedBy decidedBy() const;

  private:
    std::vector<std::pair<int, int>> keys() const;
    int games_ = 3, played_ = 0, lastStart_ = 0;
    std::vector<int> points_, tokens_;
};

} // namespace blossoms
