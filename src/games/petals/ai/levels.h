// What Petals' computer players share inside petals_ai (bots.h is the public face): the points an
// action scores this turn, greedy's turn values, and the levels' entry points.
#pragma once

#include "engine/search/scored.h"
#include "petals/ai/bots.h"

#include <vector>

namespace petals::ai::detail {

// A choice and its value; best first, ties kept in id order; the first and up to 5 alternatives
// (engine/search/scored.h).
using Scored = engine::search::Scored<Action>;
using engine::search::sortBest;
inline Suggestion fromScored(const std::vector<Scored>& best) {
    return engine::search::fromScored<Suggestion>(best);
}

int sum(const Points& p);
Points directPoints(const ComponentSet& c, int card); // R-PE-END-3: a last card's numbers

// The points `a` itself scores now in `g` (R-PE-MATCH-6): a placement its contact pairs, `score`
// the placed card's points, a move the moved card's points at its new cell (R-PE-MOVE-6), `skip`
// nothing.
Points pointsOf(const Game& g, const Action& a);

// Greedy's value of every legal action of the seat to act, in id order: the points (summed over
// the trackers) of the whole turn if the rest of it is answered greedily (CLI.md "suggest").
std::vector<Scored> greedyValues(const Game& g);

Suggestion easy(const SeatView& v, engine::Rng& rng);
Suggestion medium(const SeatView& v);
Suggestion hard(const SeatView& v, engine::Rng& rng, const Budget& budget,
                const std::atomic<bool>* cancel);

} // namespace petals::ai::detail
