// What one seat may know of a Blossoms game (R-BL-PRIV-1..4): exactly the content of CLI.md
// "view" — the public state (pots with their cards and tokens, the discard pile, the deck's size,
// each hand's size, tokens, sets and scores, the turn's step and what it has done), the seat's own
// hand, its known top of the deck, the cards it knows in other hands, and `hidden`: every card
// whose place it does not know, in data order. The public view (seat -1, the hotseat hand-over
// screen) knows no hand. Computer players, hints and the GUI decide on a SeatView only; two deals
// that differ only in the places of cards hidden to the seat give equal views.
#pragma once

#include "blossoms/rules/game.h"

namespace blossoms {

// One player as the viewing seat sees them.
struct PlayerView {
    std::string name;
    std::vector<int> hand; // the cards this seat knows in that hand, data order
    int handSize = 0;      // public
    int tokensLeft = 0;
    std::vector<FlowerSet> sets; // in the order cut
    Standing standing;           // running figures before the end
    bool operator==(const PlayerView&) const = default;
};

struct SeatView {
    ComponentsPtr components;
    Variant variant;
    int seat = -1; // -1: the public view
    // The public parts of the deal: the names as listed, the start player's index.
    std::vector<std::string> names;
    int startPlayer = 0;

    bool complete = false;
    int turn = 1;
    int toAct = -1; // -1 once over
    Step step = Step::Growth;
    bool finalTurn = false;
    bool lastCardDrawn = false;
    ThisTurn thisTurn;
    Step rakeReturn = Step::Actions;
    int card = -1;       // step pot: the drawn card waiting for a pot (public)
    int peekedCount = 0; // step order: how many cards were raked (public)

    std::array<Pot, kPots> pots{};
    int deckSize = 0;
    std::vector<int> discard;        // oldest first
    int removedCount = 0;            // the box's cards (R-BL-SETUP-3)
    std::vector<PlayerView> players; // by seat
    std::vector<int> knownTop;       // top first; during the seat's own order step: the raked cards
    std::vector<int> hidden;         // data order
    std::vector<int> winners;        // once complete: the seats ranked 1
    DecidedBy decidedBy = DecidedBy::Total; // once complete

    const ComponentSet& data() const { return *components; }
    bool operator==(const SeatView& o) const;
};

Game determinize(const SeatView& v, engine::Rng& rng);

} // namespace blossoms
