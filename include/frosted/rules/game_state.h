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
#include "frosted/rules/game_setup.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/position.h"
#include "frosted/rules/scoring.h"
#include "frosted/rules/table.h"
#include "frosted/rules/turn_record.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace frosted {

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
    ApplyResult checkTake(const Action& a) const;        // R-TURN-2, R-MKT-2
    ApplyResult checkClaim(const Action& a) const;       // R-TURN-2, R-OBJ-2..5
    void applyTake(PlayerState& p, int k);               // R-MKT-2/3
    void applyCard(PlayerState& p, int card);            // R-SCORE-2/3, R-CARD-2, R-GAP-3
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

} // namespace frosted
