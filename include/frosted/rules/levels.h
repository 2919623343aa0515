// The computer players' levels by name (engine/bot_levels.h): saves, positions and the command
// line name a seat's player with them, so the rules read them without the players themselves
// (ai/bots.h).
#pragma once

#include "engine/bot_levels.h"

namespace frosted {

// random and greedy as below; the levels (docs/ai.md):
// - easy: greedy's points of this turn, with a child's mistakes (it picks among its three best
//   placements and sometimes a worse card) but no absurd move: it pays coins for a tile only when
//   that tile scores more than every cheaper one, and never lets a Windmill go when one of the
//   tiles it considers closes a 2x2 gap.
// - medium: one turn of lookahead (every tile, placement and card) scored by an evaluation of the
//   position: this turn's points, coins, and the groups it grows weighed by the cards the seat
//   still holds; it passes over a small objective when a much larger one of its type is in reach.
// - hard: flat Monte Carlo over worlds sampled from its view (determinize): each candidate of the
//   step (Medium's best few) is played out to the end in the same worlds by the Medium policy for
//   every seat, and the one with the best mean final margin is chosen. Threads share the worlds.
using engine::botFromName;
using engine::BotKind; // engine/bot_levels.h: the same five levels in every game
using engine::botName;
using engine::botNames;
using engine::isSearching;

} // namespace frosted
