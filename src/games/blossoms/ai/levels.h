// What Blossoms' computer players share inside blossoms_ai (bots.h is the public face): a small
// model of the pots and the sets for the levels' reasoning, and the levels' entry points.
#pragma once

#include "blossoms/ai/bots.h"

#include <array>
#include <vector>

namespace blossoms::ai::detail {

struct Scored {
    Action action;
    double value = 0;
};
void sortBest(std::vector<Scored>& v);                  // best first, ties kept in id order
Suggestion fromScored(const std::vector<Scored>& best); // the first and up to 5 alternatives

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
