// A whole game of Frosted Blooms as a value: setup, turn steps as actions, the end and scores.
//
// Implements R-TURN-1/2, R-MKT-1..3, R-CARD-2, R-OBJ-2..5, R-END-1..3, R-PRIV-1 and, through the
// Master Gardener seat (gardener.h), R-MG-1..6.
//
// One way to change the state: apply(Action). An action is checked first; an illegal one is
// refused with a reason and changes nothing. legalActions() lists the choices of the current step
// in a fixed order. The turn steps are an explicit phase machine (R-TURN-2):
//
//   TakeTile --take k--> PlaceTile --place / pass--> PlayCard --play card--> Claim
//   Claim --claim objective (0 or more, one per type)--> Claim --end turn--> next turn
//
// Improvements (turn step 4) are automatic: the garden fills the gaps when the tile is laid, and
// the Worker coins are paid when the card has been played, just before the claim step. In solo
// games the Master Gardener's turn follows each human turn inside apply(end turn), so a caller
// always finds a human seat to act (or the game over); his turns are recorded in the log.
//
// Randomness is used only at setup (seeded Rng): the bag order, the decks and the objectives are
// dealt then; the game is deterministic afterwards. Copying a GameState is a deep copy of plain
// vectors (cheap enough for computer players to clone it thousands of times a second).
#pragma once

#include "frosted/components.h"
#include "frosted/garden.h"
#include "frosted/rng.h"
#include "frosted/scoring.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace frosted {

enum class Phase : std::uint8_t { TakeTile, PlaceTile, PlayCard, Claim, GameOver };
std::string_view name(Phase p);

struct Action {
    enum class Kind : std::uint8_t { Take, Place, Pass, PlayCard, Claim, EndTurn };
    Kind kind = Kind::EndTurn;
    int value = 0; // Take: k (1-based, R-MKT-2); PlayCard: card index; Claim: objective index
    Orientation orientation; // Place
    Point at;                // Place

    static Action take(int k) { return {Kind::Take, k, {}, {}}; }
    static Action place(Orientation o, Point at) { return {Kind::Place, 0, o, at}; }
    static Action pass() { return {Kind::Pass, 0, {}, {}}; }
    static Action playCard(int card) { return {Kind::PlayCard, card, {}, {}}; }
    static Action claim(int objective) { return {Kind::Claim, objective, {}, {}}; }
    static Action endTurn() { return {Kind::EndTurn, 0, {}, {}}; }
    bool operator==(const Action&) const = default;
};

// R-MKT-1: six slots clockwise; the Flower token sits on one; coins lie next to tiles.
struct Market {
    std::vector<int> tile;  // tile index per slot, -1 when empty
    std::vector<int> coins; // coins lying next to the tile of each slot
    int token = 0;
    int tileCount() const;
    // R-MKT-2: the slot of the k-th tile clockwise from the token (empty slots not counted), or -1.
    int slotOfKth(int k) const;
    // The inverse: k of the tile in `slot` (1-based), or 0 when the slot holds no tile.
    int kOfSlot(int slot) const;
    bool operator==(const Market&) const = default;
};

struct PlayerState {
    std::string name;
    int startingTile = -1;
    Garden garden;
    std::vector<int> hand;    // card indices, in the order drawn
    std::vector<int> deck;    // top first; hidden (R-PRIV-1)
    std::vector<int> discard; // in the order played
    int coins = 0;
    int track = 0;               // exact score-track total (R-SCORE-3: drawn modulo 100)
    std::vector<int> objectives; // claimed, in claim order
    bool holds(ObjectiveType t, const ComponentSet& c) const;
    bool operator==(const PlayerState&) const = default;
};

// R-MG: the Master Gardener's own seat.
struct GardenerState {
    bool active = false;
    std::vector<int> deck;   // top first; hidden
    std::vector<int> played; // his row of cards, oldest first
    int coins = 0;
    int track = 0;
    ImprovementCounts improvements; // collected
    std::vector<int> objectives;
    bool operator==(const GardenerState&) const = default;
};

// What one turn did, for logs and for the GUI to tell it in words.
struct TurnRecord {
    int turn = 0;  // 1-based over the whole game, the Master Gardener's turns included
    int round = 0; // 1..rounds
    int seat = -1; // the player's seat, or -1 for the Master Gardener
    // A player's turn.
    int took = -1; // tile index, -1 when none (empty market)
    int skipped = 0;
    int coinsPaid = 0;
    int coinsTaken = 0;
    bool placed = false;
    Orientation orientation;
    Point at;
    int card = -1;
    int points = 0;
    std::vector<Gap> gaps;
    int workerCoins = 0;
    std::vector<int> claimed;
    // The Master Gardener's turn.
    int gardenerCard = -1;
    LandValues sequences; // his current sequences after the card (R-MG-3)
    ImprovementCounts improvements;
    int moved = 0;
    int discarded = -1;
    int refilled = -1;      // also for a player's turn: the tile that refilled the ring, or -1
    int refillSlot = -1;    // a player's turn: the slot to refill when the card is played
    bool endClaims = false; // R-MG-5: the end-of-game claims entry
    bool operator==(const TurnRecord&) const = default;
};

// R-END-2: the score pad line of one player (or of the Master Gardener).
struct FinalScore {
    std::string name;
    int track = 0;
    int improvements = 0;
    int objectives = 0;
    int coins = 0;
    int total = 0;
    int rank = 0; // R-END-3 / R-MG-6: 1 + the number of entries strictly ahead
    bool gardener = false;
};

class SetupError : public std::invalid_argument {
  public:
    SetupError(std::string code, const std::string& message)
        : std::invalid_argument(message), code_(std::move(code)) {}
    const std::string& code() const { return code_; }

  private:
    std::string code_;
};

// A deal, given part by part (CLI.md `play`); every part left empty is dealt from `seed`.
struct SetupSpec {
    std::vector<std::string> players; // names; seats run from the start player in this order
    bool solo = false;                // one player against the Master Gardener (R-MG-1)
    std::uint64_t seed = 0;
    std::optional<int> startPlayer;         // index into players (default: random, R-TURN-1)
    std::vector<std::string> startingTiles; // per seat (default: the data's order)
    std::vector<std::string> market;        // slots 1..5
    std::vector<std::string> bag;           // first tiles to be drawn
    std::optional<std::vector<std::string>> objectives; // the board's objectives
    std::vector<std::vector<std::string>> decks;        // per seat, from the top
    std::vector<std::string> gardenerDeck;              // from the top
};

struct ApplyResult {
    bool ok = true;
    std::string reason; // when refused: a sentence for players
    explicit operator bool() const { return ok; }
};

// The deal a game started from, resolved to indices (for replay records and save files).
struct Deal {
    std::vector<std::string> names;      // seat order
    std::vector<int> startingTiles;      // per seat
    std::vector<int> market;             // slots 1..5 at setup (-1 when empty)
    std::vector<int> bag;                // the whole bag, next draw first
    std::vector<int> board;              // objectives on the board
    std::vector<std::vector<int>> decks; // per seat, from the top (hand first)
    std::vector<int> gardenerDeck;       // from the top
    bool operator==(const Deal&) const = default;
};

class GameState {
  public:
    // R-TURN-1, R-MKT-1, R-OBJ-2, R-CARD-2, R-MG-1. Throws SetupError on a contradictory spec.
    static GameState setup(ComponentsPtr components, const SetupSpec& spec);

    const ComponentSet& components() const { return *components_; }
    const ComponentsPtr& componentsPtr() const { return components_; }
    Phase phase() const { return phase_; }
    bool isOver() const { return phase_ == Phase::GameOver; }
    int seatCount() const { return static_cast<int>(players_.size()); }
    int currentSeat() const { return seat_; }
    int round() const { return round_; }
    bool solo() const { return gardener_.active; }
    const std::vector<PlayerState>& players() const { return players_; }
    const PlayerState& player(int seat) const { return players_[static_cast<std::size_t>(seat)]; }
    const GardenerState& gardener() const { return gardener_; }
    const Market& market() const { return market_; }
    const std::vector<int>& board() const { return board_; } // objective indices, data order
    const std::vector<int>& bag() const { return bag_; }     // next draw first; hidden
    int outOfGameTiles() const { return static_cast<int>(outOfGame_.size()); }
    const std::vector<int>& outOfGame() const { return outOfGame_; }
    const std::vector<TurnRecord>& log() const { return log_; }
    std::uint64_t seed() const { return seed_; }
    const Deal& deal() const { return deal_; } // hidden: viewFor() clears it

    // The current turn so far (valid from PlaceTile on).
    int takenTile() const { return taken_; }
    const std::vector<Point>& placedCells() const { return placedCells_; }
    const LandValues& placedGroups() const { return placedGroups_; }
    const ImprovementCounts& improvementsThisTurn() const { return improvementsThisTurn_; }
    const TurnRecord& currentTurn() const { return current_; }

    std::vector<Action> legalActions() const;
    ApplyResult check(const Action& a) const; // would apply() accept it, and if not why
    ApplyResult apply(const Action& a);

    // The preview of placing the taken tile (PlaceTile step) for the current player.
    PlacementPreview preview(Orientation o, Point at) const;
    PreviewContext previewContext() const;
    // R-SCORE-2: what a card in the current hand scores for the tile placed this turn.
    int cardPointsNow(int card) const;
    // R-SCORE-1: the cells of the group of type t that this turn's tile belongs to (for
    // highlighting what a card counts); empty before the placement.
    std::vector<Point> placedGroupCells(LandType t) const;
    // R-OBJ-3..5: may the current player claim this objective now?
    bool mayClaim(int objective) const;

    // R-END-2/3, R-MG-6: score pad lines, players in seat order then the Master Gardener.
    // Valid at any time (running figures before the end).
    std::vector<FinalScore> scores() const;
    // Names of the winner(s) once over (several on a shared victory).
    std::vector<std::string> winners() const;

    // R-PRIV-1: the state as seat `seat` may see it: other hands, every deck order and the bag
    // order replaced by -1 placeholders (sizes kept), the seed cleared.
    GameState viewFor(int seat) const;

    bool operator==(const GameState& o) const;

  private:
    friend class GardenerTurn;
    friend struct GameStateAccess;
    friend struct SaveAccess;
    void startTurn();
    void finishTurn();
    void endGame();
    int drawFromBag();
    ApplyResult refuse(std::string why) const { return {false, std::move(why)}; }

    ComponentsPtr components_;
    std::uint64_t seed_ = 0;
    Deal deal_;
    Phase phase_ = Phase::TakeTile;
    int seat_ = 0;
    int round_ = 1;
    int turnNumber_ = 1;
    std::vector<PlayerState> players_;
    GardenerState gardener_;
    Market market_;
    std::vector<int> bag_;
    std::vector<int> outOfGame_;
    std::vector<int> board_;
    std::vector<TurnRecord> log_;

    // The turn in progress.
    TurnRecord current_;
    int taken_ = -1;
    std::vector<Point> placedCells_;
    LandValues placedGroups_;
    ImprovementCounts improvementsThisTurn_;
};

} // namespace frosted
