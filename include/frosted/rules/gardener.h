// The Master Gardener, the solo automa (R-MG-1..6).
//
// He is a seat of GameState that acts by itself: after each human turn of a solo game,
// GameState::apply(end turn) runs his turn (MasterGardener::play), and after his last card his
// end-of-game claims (MasterGardener::endClaims). Each turn is recorded in the game log with every
// step a player may want to watch: the card, his sequences after it, the points and why, the
// Improvements and coins, the token's move with the coins left and taken, the discarded tile and
// the refill, and his claims.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/game.h"

#include <array>
#include <optional>
#include <vector>

namespace frosted {

// R-MG-3: for each type, the current sequence (newest run of non-blank rows ending with the
// newest card; 0 when that card's row is blank) and the previous sequences (older runs).
struct GardenerSequences {
    LandValues current;
    std::array<std::vector<int>, kLandTypeCount> previous;
    int best(LandType t) const; // max of current and previous (R-MG-5)
};
GardenerSequences sequencesOf(const std::vector<int>& played, const ComponentSet& c);

// R-MG-4 step 2: the points a card scores given the current sequences after it.
int gardenerPoints(const GardenerCard& card, const LandValues& current);

// R-MG-4 step 5: the highest-scoring objective of a type still on the board (most points, then
// the higher threshold), or nullopt.
std::optional<int> highestObjective(const std::vector<int>& board, ObjectiveType t,
                                    const ComponentSet& c);

class MasterGardener {
  public:
    static void play(GameState& g);      // R-MG-4, appends a GardenerTurn record
    static void endClaims(GameState& g); // R-MG-5, appends the GardenerEndClaims record
};

} // namespace frosted
