// What lies on the table of a game of Frosted Blooms (game.h): the turn steps, the ring (R-MKT-1),
// each player's seat, the Master Gardener's seat (R-MG) and the score pad lines (R-END-2/3).
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/garden.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
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

} // namespace frosted
