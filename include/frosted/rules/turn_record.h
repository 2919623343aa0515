// What one turn did (game.h): a player's turn, the Master Gardener's turn and his end-of-game
// claims as log records, and a player's turn as its actions.
#pragma once

#include "frosted/rules/action.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace frosted {

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

} // namespace frosted
