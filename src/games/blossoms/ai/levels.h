// What Blossoms' computer players share inside blossoms_ai (bots.h is the public face): a small
// model of the pots and the sets for the levels' reasoning, and the levels' entry points.
#pragma once

#include "blossoms/ai/bots.h"
#include "engine/search/scored.h"

#include <array>
#include <vector>

namespace blossoms::ai::detail {

// A choice and its value; best first, ties kept in id order; the first and up to 5 alternatives
// (engine/search/scored.h).
using Scored = engine::search::Scored<Action>;
using engine::search::sortBest;
inline Suggestion fromScored(const std::vector<Scored>& best) {
    return engine::search::fromScored<Suggestion>(best);
}

// A world consistent with the view, dealt from a fixed generator: a function of the view only,
// for applying actions whose result the view already fixes (cut, plant, pot, token, water).
Game fixedWorld(const SeatView& v);

// The points `seat` gains by cutting pot `p` now (R-BL-SCORE-1..2); -1 when it may not
// (R-BL-CUT-1: fewer than min_cut cards or another player's token).
int cutGain(const ComponentSet& c, const std::array<Pot, kPots>& pots, unsigned typesMask, int seat,
            int p);
unsigned typesMaskOf(const std::vector<FlowerSet>& sets, int seat);

// The cards the next Growth may draw: the known top, or every hidden card.
std::vector<int> nextCards(const SeatView& v, int draw);

Suggestion greedy(const SeatView& v);
Suggestion level(const SeatView& v, engine::Rng& rng, bool easy);
Suggestion hard(const SeatView& v, engine::Rng& rng, const Budget& budget,
                const std::atomic<bool>* cancel);

} // namespace blossoms::ai::detail
