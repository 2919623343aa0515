// Undo and redo within a turn, never past a step that revealed hidden information.
//
// A player may take back steps of their own turn (for example a placement, until the card is
// played), but not past a step that showed something hidden: taking a tile refills the ring from
// the bag, playing a card draws from the deck, and ending the turn hands the game to the next
// player (and, in solo, plays the Master Gardener's hidden card). Undoing past those would let a
// player peek and choose again (R-PRIV-1). The game draws the ring's refill when the card is
// played, so a tile taken can be put back until then. TurnHistory keeps copies of the states since
// the last revealing step; the GUI's Undo and Redo act through it.
#pragma once

#include "frosted/rules/game.h"

#include <vector>

namespace frosted {

// True when applying `a` to `g` shows hidden information (a card drawn from a deck or the ring's
// refill from the bag, both when the card is played; or the turn passing on).
bool revealsHiddenInformation(const GameState& g, const Action& a);

class TurnHistory {
  public:
    // Applies `a` to `g`; remembers the step for undo unless it revealed hidden information, in
    // which case nothing before it can be undone any more. Redo is cleared.
    ApplyResult apply(GameState& g, const Action& a);
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    void undo(GameState& g);
    void redo(GameState& g);
    void clear();
    // The history as if every action of `g` had been applied through it from the deal (a game
    // just loaded from a file): Undo reaches back exactly as far as it did while the game was
    // played; nothing can be redone. Empty when the actions do not replay to `g`.
    void rebuild(const GameState& g);
    std::size_t undoSteps() const { return undo_.size(); }
    std::size_t redoSteps() const { return redo_.size(); }

  private:
    struct Step {
        GameState before;
        Action action;
    };
    std::vector<Step> undo_;
    std::vector<Step> redo_;
};

} // namespace frosted
