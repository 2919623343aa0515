// What one seat of a game may know (R-PRIV-1), and a whole game sampled from it for search.
#pragma once

#include "engine/rng.h"
#include "frosted/rules/game_state.h"

#include <vector>

namespace frosted {

// R-PRIV-1: exactly what one seat may know, as a read-only value.
//
// Public: the ring with its coins and the Flower token, every garden with its Improvements, coins,
// score tracks, claimed objectives and discards, the objectives on the board, the Master
// Gardener's row of cards, coins and score, the log and every action taken so far. Private to the
// seat: its own hand and the cards left in its own deck (as a set, sorted, not an order). Of the
// other seats only the sizes of their hands and decks. Of the bag only its size and the tiles not
// seen yet (a sorted set). Never: the bag's order, other hands, any deck's order, the seed.
//
// In a view, PlayerState::deck is always empty and PlayerState::hand is empty for every seat but
// the view's own: use handSize(), deckSize() and ownDeck(). A view cannot be played on (there is
// no apply); determinize() turns it into a full game consistent with it, for search.
class SeatView {
  public:
    // An empty view, to be filled by GameState::viewFor(seat, view); ask it nothing before.
    SeatView() = default;
    // Lets go of what the view shares with its game (the log, the actions, the gardens), so that
    // the game changes them without copying; fill the view again before asking it anything.
    void release();

    int seat() const { return seat_; } // -1 for the public view
    bool isPublic() const { return seat_ < 0; }

    const ComponentSet& components() const { return g_.components(); }
    const ComponentsPtr& componentsPtr() const { return g_.componentsPtr(); }
    Phase phase() const { return g_.phase(); }
    bool isOver() const { return g_.isOver(); }
    int seatCount() const { return g_.seatCount(); }
    int currentSeat() const { return g_.currentSeat(); }
    int round() const { return g_.round(); }
    bool solo() const { return g_.solo(); }
    const PlayerState& player(int seat) const { return g_.player(seat); }
    const std::vector<PlayerState>& players() const { return g_.players(); }
    // The Master Gardener's public seat: `deck` is always empty here, see gardenerDeckSize().
    const GardenerState& gardener() const { return g_.gardener(); }
    const Market& market() const { return g_.market(); }
    const std::vector<int>& board() const { return g_.board(); }
    const std::vector<int>& outOfGame() const { return g_.outOfGame(); }
    const std::vector<TurnRecord>& log() const { return g_.log(); }
    const std::vector<Action>& actions() const { return g_.actions(); }
    int takenTile() const { return g_.takenTile(); }
    const std::vector<Point>& placedCells() const { return g_.placedCells(); }
    const LandValues& placedGroups() const { return g_.placedGroups(); }
    const ImprovementCounts& improvementsThisTurn() const { return g_.improvementsThisTurn(); }
    const PlayerTurn& currentTurn() const { return g_.currentTurn(); }

    int handSize(int seat) const { return handSizes_[static_cast<std::size_t>(seat)]; }
    int deckSize(int seat) const { return deckSizes_[static_cast<std::size_t>(seat)]; }
    // The view's own hand (empty for the public view).
    const std::vector<int>& hand() const;
    // The cards left in the view's own deck, sorted (a set: the order is hidden).
    const std::vector<int>& ownDeck() const { return ownDeck_; }
    int gardenerDeckSize() const { return gardenerDeckSize_; }
    int bagSize() const { return static_cast<int>(unseen_.size()); }
    // Tiles not seen yet (every tile in the bag), sorted.
    const std::vector<int>& unseenTiles() const { return unseen_; }
    // Master Gardener cards he may still hold (his 15 cards minus those played), sorted.
    const std::vector<int>& gardenerUnplayed() const { return gardenerUnplayed_; }

    // The rules' answers, from public information and the own hand. legalActions() is meaningful
    // for the seat to play when the view is theirs.
    std::vector<Action> legalActions() const { return g_.legalActions(); }
    ApplyResult check(const Action& a) const { return g_.check(a); }
    PlacementPreview preview(Orientation o, Point at) const { return g_.preview(o, at); }
    PreviewContext previewContext() const { return g_.previewContext(); }
    int cardPointsNow(int card) const { return g_.cardPointsNow(card); }
    std::vector<Point> placedGroupCells(LandType t) const { return g_.placedGroupCells(t); }
    bool mayClaim(int objective) const { return g_.mayClaim(objective); }
    std::vector<FinalScore> scores() const { return g_.scores(); }
    std::vector<std::string> winners() const { return g_.winners(); }
    const DerivedTables::TileOrientations& orientations(int tile) const {
        return g_.orientations(tile);
    }
    const Face& faceOf(int tile, Orientation o) const { return g_.faceOf(tile, o); }

    // R-MG-4 one step at a time, for views that show the Master Gardener's turn step by step:
    // this view (the table before the step) with the effect of step `step` of the log record `r`
    // (his GardenerTurn, or his GardenerEndClaims with the step Claim): his card added to his row,
    // his points, his Improvements and Worker coins, the token's move (the ring, the bag and the
    // discards as in `after`, the view of the same seat after his turn, and the coins he paid and
    // took), his claims. Walking every step of his records in order from the view before his turn
    // gives the view after it in his seat, the ring, the bag and the board.
    SeatView withGardenerStep(const TurnRecord& r, GardenerStep step, const SeatView& after) const;

    bool operator==(const SeatView&) const = default;

  private:
    friend class GameState;
    friend GameState determinize(const SeatView& view, Rng& rng);
    SeatView(const GameState& g, int seat) { assign(g, seat); }
    void assign(const GameState& g, int seat);

    int seat_ = -1;
    GameState g_; // hidden parts emptied: bag, decks, other hands, deal, seed
    std::vector<int> handSizes_, deckSizes_;
    std::vector<int> ownDeck_;
    std::vector<int> unseen_;
    std::vector<int> gardenerUnplayed_;
    int gardenerDeckSize_ = 0;
};

// A full game consistent with the view, for search: the unseen tiles shuffled into the bag, the
// other seats' hands and decks dealt from their unplayed cards, the own deck shuffled, the Master
// Gardener's deck drawn from the cards he may still hold. Hidden parts only come from `rng`.
GameState determinize(const SeatView& view, Rng& rng);

} // namespace frosted
