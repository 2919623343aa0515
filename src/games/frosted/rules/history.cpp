#include "frosted/rules/history.h"

namespace frosted {

bool revealsHiddenInformation(const GameState& g, const Action& a) {
    switch (a.kind) {
    case Action::Kind::Take:
        return false; // the ring is refilled only when the card is played (R-MKT-3)
    case Action::Kind::PlayCard:
        // A card is drawn from the deck, and the ring is refilled from the bag.
        return !g.player(g.currentSeat()).deck.empty() ||
               (g.currentTurn().refillSlot >= 0 && !g.bag().empty());
    case Action::Kind::EndTurn:
        return true; // the next player (or the Master Gardener) acts
    case Action::Kind::Place:
    case Action::Kind::Pass:
    case Action::Kind::Claim:
        return false;
    }
    return true;
}

ApplyResult TurnHistory::apply(GameState& g, const Action& a) {
    const bool reveals = revealsHiddenInformation(g, a);
    GameState before = g;
    ApplyResult r = g.apply(a);
    if (!r)
        return r;
    redo_.clear();
    if (reveals)
        undo_.clear();
    else
        undo_.push_back({std::move(before), a});
    return r;
}

void TurnHistory::undo(GameState& g) {
    if (undo_.empty())
        return;
    Step step = std::move(undo_.back());
    undo_.pop_back();
    GameState after = g;
    g = std::move(step.before);
    redo_.push_back({std::move(after), step.action});
}

void TurnHistory::redo(GameState& g) {
    if (redo_.empty())
        return;
    Step step = std::move(redo_.back());
    redo_.pop_back();
    undo_.push_back({g, step.action});
    g = std::move(step.before); // the state after the step, kept when it was undone
}

void TurnHistory::clear() {
    undo_.clear();
    redo_.clear();
}

void TurnHistory::rebuild(const GameState& g) {
    clear();
    GameState s = g.atSetup();
    for (const Action& a : g.actions()) {
        if (!apply(s, a)) {
            clear();
            return;
        }
    }
    if (!(s == g))
        clear();
}

} // namespace frosted
