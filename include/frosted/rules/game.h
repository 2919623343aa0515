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

#include "engine/refusal.h"
#include "engine/rng.h"
#include "engine/shared.h"
#include "frosted/rules/action.h"
#include "frosted/rules/components.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/position.h"
#include "frosted/rules/scoring.h"

#include <array>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace frosted {

// The Master Gardener's name in score lines, logs and the command line's output.
inline constexpr const char* kGardenerName = "Master Gardener";
// A player's name: 1 to 40 characters (UTF-8), no control characters (a longer one could not be
// shown on the table nor in one line of a message).
inline constexpr std::size_t kMaxNameChars = 40;

enum class Phase : std::uint8_t { TakeTile, PlaceTile, PlayCard, Claim, GameOver };
std::string_view name(Phase p);

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

// What one turn did, for logs, saves and the GUI to tell it in words (item "one turn record").
// A player's turn, the Master Gardener's turn and his end-of-game claims are distinct records.
struct PlayerTurn {
    int turn = 0;  // 1-based over the whole game, the Master Gardener's turns included
    int round = 0; // 1..rounds
    int seat = 0;
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
    int refilled = -1; // the tile that refilled the ring when the card was played, or -1
    int refillSlot =
        -1; // while the turn is in progress: the slot to refill when the card is played
    bool operator==(const PlayerTurn&) const = default;
};

// R-MG-4: the steps of his turn in order; views that show his turn one step at a time walk them.
enum class GardenerStep : std::uint8_t { PlayCard, Score, Collect, Move, Claim };
inline constexpr std::array<GardenerStep, 5> kGardenerSteps = {
    GardenerStep::PlayCard, GardenerStep::Score, GardenerStep::Collect, GardenerStep::Move,
    GardenerStep::Claim};

struct GardenerTurn {
    int turn = 0;
    int round = 0;
    int card = -1;                  // his card (R-MG-4 step 1)
    LandValues sequences;           // his current sequences after the card (R-MG-3)
    int points = 0;                 // step 2
    ImprovementCounts improvements; // step 3
    int workerCoins = 0;
    int moved = 0; // step 4: the card's arrows
    int skipped = 0;
    int coinsPaid = 0;
    int coinsTaken = 0;
    int discarded = -1;
    int refilled = -1;
    int leftSlot = -1;        // the slot the token left (refilled), -1 when he did not move
    std::vector<int> claimed; // step 5
    bool operator==(const GardenerTurn&) const = default;
};

// R-MG-5: his claims after his last card.
struct GardenerEndClaims {
    int turn = 0;
    int round = 0;
    std::vector<int> claimed;
    bool operator==(const GardenerEndClaims&) const = default;
};

using TurnRecord = std::variant<PlayerTurn, GardenerTurn, GardenerEndClaims>;
int turnOf(const TurnRecord& r);
int roundOf(const TurnRecord& r);
const std::vector<int>& claimedIn(const TurnRecord& r);

// The actions of a player's turn, in order, as far as the turn has gone (take or pass, place or
// pass, card, claims, done when `finished`). The one place that turns a turn into actions: the
// command line's `turns`, old save files and the tests use it.
struct TurnChoices {
    std::optional<int> take;              // k; nullopt: pass (empty ring)
    std::optional<PlacementOption> place; // nullopt: pass (R-PL-6)
    int card = -1;
    std::vector<int> claims;
};
std::vector<Action> turnActions(const TurnChoices& t);
TurnChoices choicesOf(const PlayerTurn& t);

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
    // What decided this line's place against the lines with the same total: Total when no other
    // line has its total; Coins when those with its total all have other coin counts; on a full
    // tie, Shared (a shared place) or MasterGardener (R-MG-6: he wins full ties).
    enum class Decider : std::uint8_t { Total, Coins, Shared, MasterGardener };
    Decider decidedBy = Decider::Total;
};
std::string_view name(FinalScore::Decider d); // "total", "coins", "shared", "master_gardener"

// Why these names cannot sit at one table (a name empty, too long, with a control character, two
// alike, the solo player named like the Master Gardener), or nullopt when they can.
std::optional<std::string> seatNamesProblem(const std::vector<std::string>& names, bool solo);

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

// The answer of check() and apply(): allowed, or refused with a code of `refused` below, the rule
// that refuses, the numbers its words need and an English sentence (engine/refusal.h).
using ApplyResult = engine::Verdict;

// The refusal codes of check() and apply(), the rule each cites, and the numbers n[] each carries.
namespace refused {
inline constexpr std::string_view kGameOver = "game_over";
inline constexpr std::string_view kNotTakeStep = "not_take_step"; // R-TURN-2
inline constexpr std::string_view kNoSuchTile = "no_such_tile";   // R-MKT-2: k, tiles in the ring
inline constexpr std::string_view kNotEnoughCoins = "not_enough_coins"; // R-MKT-2: cost, coins
inline constexpr std::string_view kNoTileToPlace = "no_tile_to_place";  // R-TURN-2
inline constexpr std::string_view kBadRotation = "bad_rotation";        // R-GEO-4
inline constexpr std::string_view kOffTheTable = "off_the_table";       // least, most coordinate
// A placement the garden refuses: code(IllegalReason) ("overlap" R-PL-1, "not_adjacent" R-PL-2,
// "gap_too_large" R-PL-3: the enclosed region's cells).
inline constexpr std::string_view kMustPlace = "must_place";           // R-PL-6
inline constexpr std::string_view kNothingToPass = "nothing_to_pass";  // R-TURN-2
inline constexpr std::string_view kNotCardStep = "not_card_step";      // R-TURN-2
inline constexpr std::string_view kCardNotInHand = "card_not_in_hand"; // R-CARD-2: the card
inline constexpr std::string_view kNotClaimStep = "not_claim_step";    // R-TURN-2
inline constexpr std::string_view kNotOnBoard = "not_on_board";        // R-OBJ-2: the objective
inline constexpr std::string_view kHoldsType = "holds_type";           // R-OBJ-5: the objective
// R-OBJ-3: the objective, the group of this turn's tile, the threshold.
inline constexpr std::string_view kGroupTooSmall = "group_too_small";
// R-OBJ-4: the objective, the threshold.
inline constexpr std::string_view kTooFewImprovements = "too_few_improvements";
inline constexpr std::string_view kTurnNotFinished = "turn_not_finished"; // R-TURN-2
inline constexpr std::string_view kUnknownAction = "unknown_action";
} // namespace refused

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

// Every orientation of every Landscape tile, computed once per component set.
struct DerivedTables {
    struct TileOrientations {
        OrientedTile distinct;        // the distinct orientations (enumeration)
        std::array<int, 8> entryOf{}; // side * 4 + rotation / 90 -> index into distinct.entries
    };
    std::vector<TileOrientations> tiles;
    static std::shared_ptr<const DerivedTables> build(const ComponentSet& c);
};

class SeatView;

class GameState {
  public:
    // R-TURN-1, R-MKT-1, R-OBJ-2, R-CARD-2, R-MG-1. Throws SetupError on a contradictory spec
    // (among others: two players with one name, a solo player named "Master Gardener").
    static GameState setup(ComponentsPtr components, const SetupSpec& spec);
    // The same game from its resolved deal (save files, replays): seats as the deal lists them.
    static GameState fromDeal(ComponentsPtr components, const Deal& deal, bool solo,
                              std::uint64_t seed);
    // The game of a position set up by hand (position.h), at the start of its turn. Throws
    // SetupError("impossible_position") naming what the rules could never reach.
    static GameState fromPosition(ComponentsPtr components, const Position& p);
    // The same, checked once for both answers: the game, or nullopt with every problem in
    // `problems` (positionProblems()'s sentences).
    static std::optional<GameState> fromPosition(ComponentsPtr components, const Position& p,
                                                 std::vector<std::string>& problems);
    // This game as it was dealt (or set up from a position), before any action: applying
    // actions() to it in order gives this game again (the GUI rebuilds its undo history that
    // way after loading a save).
    GameState atSetup() const;
    // The position this game is at, whole (nothing left open), when a turn starts (the take
    // step); nullopt in any other step. fromPosition() of it plays on as this game would.
    std::optional<Position> position() const;
    // The position the game was set up from, resolved whole; null for a dealt game. Hidden
    // information (the bag's order, every deck): saves read it, views never hold it.
    const Position* origin() const { return origin_.get(); }

    const ComponentSet& components() const { return *components_; }
    const ComponentsPtr& componentsPtr() const { return components_; }
    Phase phase() const { return phase_; }
    bool isOver() const { return phase_ == Phase::GameOver; }
    int seatCount() const { return static_cast<int>(players_.size()); }
    int currentSeat() const { return seat_; }
    int round() const { return round_; }
    bool solo() const { return gardener_.active; }
    // The seed the game was dealt from (hidden from seat views; the GUI's log names it).
    std::uint64_t seed() const { return seed_; }
    // Who decides for each seat: "" a person at the table, else a computer player's level (the
    // names of bots.h: "easy", "medium", "hard"...). Not a rule: the rules never read it; saves
    // and records keep it so that a resumed game goes on with the same computer players. Empty
    // (the default) when every seat is a person.
    const std::vector<std::string>& computers() const { return computers_; }
    void setComputers(std::vector<std::string> perSeat) { computers_ = std::move(perSeat); }
    bool isComputer(int seat) const {
        return seat >= 0 && seat < static_cast<int>(computers_.size()) &&
               !computers_[static_cast<std::size_t>(seat)].empty();
    }
    const std::vector<PlayerState>& players() const { return players_; }
    const PlayerState& player(int seat) const { return players_[static_cast<std::size_t>(seat)]; }
    const GardenerState& gardener() const { return gardener_; }
    const Market& market() const { return market_; }
    const std::vector<int>& board() const { return board_; } // objective indices, data order
    int bagSize() const { return static_cast<int>(bag_.size()); }
    int outOfGameTiles() const { return static_cast<int>(outOfGame_.size()); }
    const std::vector<int>& outOfGame() const { return outOfGame_; }
    const std::vector<TurnRecord>& log() const { return log_.get(); }
    // Every action the seats have taken since setup, in order (public: all players see them).
    // The deal plus these actions is the whole game (save files, records).
    const std::vector<Action>& actions() const { return actions_.get(); }

    // The current turn so far (valid from PlaceTile on).
    int takenTile() const { return taken_; }
    const std::vector<Point>& placedCells() const { return placedCells_; }
    const LandValues& placedGroups() const { return placedGroups_; }
    const ImprovementCounts& improvementsThisTurn() const { return improvementsThisTurn_; }
    const PlayerTurn& currentTurn() const { return current_; }

    // The choices of the current step, sorted by action id (ActionIds), each once.
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

    // R-PRIV-1: what seat `seat` may know; publicView() what everyone may know (a hand-over).
    SeatView viewFor(int seat) const;
    SeatView publicView() const;
    // The same view written into `view`, reusing its storage (a computer player's loop).
    void viewFor(int seat, SeatView& view) const;

    bool operator==(const GameState& o) const;

    // Every orientation of a Landscape tile (distinct ones for enumeration; all eight mapped).
    const DerivedTables::TileOrientations& orientations(int tile) const {
        return tables_->tiles[static_cast<std::size_t>(tile)];
    }
    // The face of a tile in an orientation (R-GEO-4); the rotation must be valid.
    const Face& faceOf(int tile, Orientation o) const {
        const DerivedTables::TileOrientations& t = orientations(tile);
        const int i = static_cast<int>(o.side) * 4 + o.rotation / 90;
        return t.distinct.entries[static_cast<std::size_t>(t.entryOf[static_cast<std::size_t>(i)])]
            .face;
    }

  private:
    friend class MasterGardener;
    friend class SeatView;
    friend struct GameStateAccess;
    friend struct SaveAccess;
    friend struct PositionBuilder;
    friend GameState determinize(const SeatView& view, Rng& rng);
    friend bool revealsHiddenInformation(const GameState& g, const Action& a);
    void startTurn();
    void finishTurn();
    void endGame();
    int drawFromBag();
    static ApplyResult refuse(std::string_view code, std::string_view rule, std::string why,
                              std::array<int, 3> n = {}) {
        return ApplyResult::refuse(code, rule, std::move(why), n);
    }
    // A placement's step and rotation (the rest is the garden's to check).
    ApplyResult placeStepAllows(const Action& a) const;
    const std::vector<int>& bag() const { return bag_; } // next draw first; hidden
    const Deal& deal() const { return deal_.get(); }     // hidden

    ComponentsPtr components_;
    std::shared_ptr<const DerivedTables> tables_;
    std::uint64_t seed_ = 0;
    std::vector<std::string> computers_;
    Shared<Deal> deal_;
    std::shared_ptr<const Position> origin_; // set up from a position (null: dealt)
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
    Shared<std::vector<TurnRecord>> log_;
    Shared<std::vector<Action>> actions_;

    // The turn in progress.
    PlayerTurn current_;
    int taken_ = -1;
    std::vector<Point> placedCells_;
    LandValues placedGroups_;
    ImprovementCounts improvementsThisTurn_;
};

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
