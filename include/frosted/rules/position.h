// A game position set up by hand (the designer's position editor, docs/designer.md "Positions"),
// and the checks that refuse a position the rules could never reach.
//
// A Position is the table at the start of a turn (the take step): the ring's tiles, the coins
// beside them and the Flower token, the bag, the tiles out of the game, the objectives on the
// board, every seat's garden (its starting tile and the tiles laid after it, in laying order),
// coins, score track, hand, deck, played cards and claimed objectives, and in solo the Master
// Gardener's played cards, deck, coins and objectives; the round and the seat to play.
//
// Parts may be left open, as `play`'s setup parts may (CLI.md): a bag given lists the first
// tiles to be drawn and every tile found nowhere else follows in an order dealt from `seed`; a
// seat's hand, deck or played cards left out are dealt from the seed out of that seat's cards
// listed nowhere else (played cards first, then the hand, then the deck); the Master Gardener's
// deck likewise from his cards not played. GameState::fromPosition() resolves the open parts and
// keeps the resolved position, so a save of the game holds it whole.
//
// What the rules fix and the checks enforce (positionProblems() lists every one that fails):
// - seats as in a deal (1 to 4, solo exactly 1, names of their own); the round 1..rounds and
//   the seat to play (in solo always the player);
// - every id known; each tile in one place only (ring, a garden, the bag, out of the game); each
//   starting tile for one seat;
// - each garden legal when laid in its order (R-PL-1..4, R-GAP: its gaps closed as they were),
//   and no more tiles laid than turns played (a seat has played round - 1 turns, one more when it
//   sits before the seat to play);
// - cards: each seat's cards once each over hand, deck and played cards, the played cards one
//   per turn played, the hand as full as R-CARD-2 leaves it; the Master Gardener's played cards
//   one per round before this one, his deck the rest of his 10;
// - the ring as play leaves it at the start of a turn: the token's slot empty (the tile there
//   was taken), no coin beside an empty slot, no slot empty while the bag holds tiles;
// - coins: none negative, and exactly as many as exist (R-GAP-5, R-MG): coins enter the game only
//   at setup (1, 2, 3, 4 by seat; 10 for the Master Gardener) and with each Worker (1 per Worker
//   of the gardens and of his cards played), and never leave it;
// - objectives: each tile once (on the board or held), at most one per type per holder (R-OBJ-5),
//   no more than setup draws for this many players (R-OBJ-2); tiles out of the game in solo
//   only (the Master Gardener discards them), at most one per card he played.
// The Master Gardener's score and Improvements follow from his cards played (R-MG-3/4) and are
// not given; a player's score track is given (any number from 0).
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/geometry.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace frosted {

inline constexpr const char* kPositionFormat = "frosted-blooms-position";
inline constexpr int kPositionVersion = 1;

// One tile laid in a garden after the starting tile: a Landscape tile index and where.
struct PositionTile {
    int tile = 0;
    Orientation orientation;
    Point at;
    bool operator==(const PositionTile&) const = default;
};

struct PositionSeat {
    std::string name;
    std::string computer;  // "" a person, else a computer player's level (bots.h)
    int startingTile = -1; // its index; the tile lies at (0, 0), front, rotation 0 (R-TURN-1)
    std::vector<PositionTile> garden; // laid after the starting tile, in order
    int coins = 0;
    int track = 0;
    // Card indices; nullopt: dealt from the seed (see above).
    std::optional<std::vector<int>> hand;    // in the order drawn
    std::optional<std::vector<int>> deck;    // top first
    std::optional<std::vector<int>> discard; // played, oldest first
    std::vector<int> objectives;             // claimed
    bool operator==(const PositionSeat&) const = default;
};

struct PositionGardener {
    std::vector<int> played;              // his row of cards, oldest first
    std::optional<std::vector<int>> deck; // top first; nullopt: dealt from the seed
    int coins = 0;
    std::vector<int> objectives;
    bool operator==(const PositionGardener&) const = default;
};

struct Position {
    bool solo = false;
    std::uint64_t seed = 0; // deals the open parts
    int round = 1;
    int toPlay = 0;             // the seat whose turn starts
    std::vector<int> ring;      // tile per slot (rules' market_slots), -1 when empty
    std::vector<int> ringCoins; // coins beside each slot
    int token = 0;
    std::optional<std::vector<int>> bag; // the next draws first
    std::vector<int> outOfGame;
    std::vector<int> board; // objectives on the board
    std::vector<PositionSeat> seats;
    PositionGardener gardener; // solo only
    bool operator==(const Position&) const = default;
};

// The turns a seat has played at the start of this position's turn (see above).
int turnsPlayed(const Position& p, int seat);

// Every check above that the position fails, as sentences for players ("tile T03 lies twice: in
// the ring and in Ada's garden"); empty when the position can be played. Never throws.
std::vector<std::string> positionProblems(const ComponentsPtr& components, const Position& p);

// The position document: {"format": "frosted-blooms-position", "version": 1, ...} (docs/
// designer.md "The position format"). Ids are the data's ids.
nlohmann::json positionToJson(const ComponentSet& c, const Position& p);
// The same object without "format" and "version", as a save file (version 3) and a `play`
// input ("position") hold it.
nlohmann::json embeddedPositionJson(const ComponentSet& c, const Position& p);
// Reads one (the "format" and "version" fields are optional here: a save embeds the same
// object). Throws SetupError("invalid_position", "seats[0].coins: ...") naming the field.
Position positionFromJson(const ComponentSet& c, const nlohmann::json& j);

} // namespace frosted
