// Card points, objective conditions and the placement preview.
//
// Implements R-SCORE-2 (card points from group values), R-OBJ-3 / R-OBJ-4 (when an objective may
// be claimed) and the single preview call that answers, for one candidate placement, everything a
// player or a computer opponent wants to know before committing: legal or why not, cells, group
// values per type, the points each card in hand would score, the gaps with their Improvements,
// the Worker coins, and which objectives on the board would become claimable (R-OBJ-5 one per
// type included). The GUI's hover preview and the computer players call it; neither computes a
// rule itself.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/garden.h"

#include <array>
#include <vector>

namespace frosted {

// R-SCORE-2: a single-type card scores 2 points per element of its type's group value; a two-type
// card 1 point per element of each of its types.
int cardPoints(const std::vector<LandType>& cardTypes, const LandValues& groups);

// R-OBJ-3 / R-OBJ-4: does `o` qualify, given the group values of the tile placed this turn, the
// Improvements placed this turn and the player's Improvement totals after them?
bool objectiveQualifies(const ObjectiveTile& o, const LandValues& groups,
                        const ImprovementCounts& placedThisTurn,
                        const ImprovementCounts& totalAfter);

struct PreviewContext {
    std::vector<std::vector<LandType>> hand; // the types of each card in hand, in hand order
    const std::vector<ObjectiveTile>* objectives = nullptr; // the component list
    std::vector<int> board;                                 // indices of objectives on the board
    std::array<bool, kObjectiveTypeCount> held{};           // R-OBJ-5: types already held
    int coinsPerWorker = 1;
};

struct PlacementPreview {
    PlacementCheck check; // legality, reason, cells, gaps
    LandValues groups;    // R-SCORE-1 per type (0 for a type the face lacks)
    std::vector<int> cardPoints;
    ImprovementCounts improvements; // from the gaps
    int coins = 0;                  // R-GAP-3: Worker coins
    std::vector<int> claimable;     // objective indices that would qualify (R-OBJ-3/4/5)
    bool legal() const { return check.legal(); }
};

// Everything about placing `face` at `at` in `garden`; when illegal only `check` is filled.
PlacementPreview previewPlacement(const Garden& garden, const Face& face, Point at,
                                  const PreviewContext& context, bool requireContact = true);

} // namespace frosted
