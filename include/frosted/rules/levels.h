// The computer players' levels by name: saves, positions and the command line name a seat's
// player with them, so the rules read them without the players themselves (ai/bots.h).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

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
enum class BotKind { Random, Greedy, Easy, Medium, Hard };

std::string_view botName(BotKind k); // "random", "greedy", "easy", "medium", "hard"
std::optional<BotKind> botFromName(std::string_view name);
// The names of every bot, in BotKind order ("random|greedy|easy|medium|hard" in messages).
const std::vector<std::string_view>& botNames();
bool isSearching(BotKind k); // takes a budget (thinkMs / iterations): hard

} // namespace frosted
