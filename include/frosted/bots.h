// Computer players: `random` and `greedy` (CLI.md `simulate`), deciding on a seat's view only.
//
// Both choose one action of GameState::legalActions() at a time and see only what their seat
// may see (a SeatView, R-PRIV-1).
// - random: uniform among the legal actions (Rng::below).
// - greedy: takes the choice that maximises the points scored this turn: card points plus the
//   end value of the Improvements placed plus the points of the objectives claimed. At the take
//   step it evaluates every affordable tile with every legal placement through the core's
//   preview; ties go to the cheaper tile, then to the first in legal order.
#pragma once

#include "frosted/game.h"
#include "frosted/rng.h"

namespace frosted {

enum class BotKind { Random, Greedy };

Action chooseRandom(const SeatView& view, Rng& rng);
Action chooseGreedy(const SeatView& view);
Action chooseAction(BotKind kind, const SeatView& view, Rng& rng);

// The greedy value of a placement preview: best card + Improvements' end value + the best
// claimable objective of each type.
int greedyValue(const PlacementPreview& p, const ComponentSet& c);

} // namespace frosted
