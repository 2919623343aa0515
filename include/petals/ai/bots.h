// Petals' computer players (spec/petals/CLI.md "The seat view and suggest", docs/ai.md "Petals"),
// each deciding on its seat's view only (SeatView, R-PE-PRIV-1): nothing hidden from the seat
// changes a decision.
// - random: uniform among the legal actions (engine::search::uniformChoice).
// - greedy: the action that scores most points this turn, summed over the four trackers; in a
//   simple effect it compares the placed card's points with the best move's. Ties go to the first
//   action in id order.
// - easy, medium, hard: the levels; docs/ai.md says how each weighs the balance between
//   trackers and eligibility.
#pragma once

#include "engine/bot_levels.h"
#include "engine/rng.h"
#include "petals/rules/game.h"

#include <atomic>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace petals::ai {

// The levels by name, as every game's (engine/bot_levels.h).
using engine::botFromName;
using engine::BotKind;
using engine::botName;
using engine::botNames;
using engine::isSearching;

// How much a searching bot thinks per decision.
struct Budget {
    static constexpr int kHardThinkMs = 600; // hard's default (p95 under 1 s on 2 cores)
    int thinkMs = 0;                         // wall time per decision; 0: the level's default
    int iterations = 0; // > 0: exactly this many sampled worlds (the same decision on any machine)
    int threads = 0;    // 0: every core
};

// What a bot would do for the seat to act, with its own estimate of what it is worth (docs/ai.md
// says in which unit for each bot; random makes none: 0) and up to 5 other actions it weighed,
// best first.
struct Suggestion {
    Action action;
    double expected = 0;
    std::vector<std::pair<Action, double>> alternatives;
    int worlds = 0; // hard: worlds sampled
};

// The game is not over. `cancel`, when set during a search, ends it at once with the best choice
// so far.
Suggestion suggest(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget = {},
                   const std::atomic<bool>* cancel = nullptr);
Action choose(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget = {});

} // namespace petals::ai
