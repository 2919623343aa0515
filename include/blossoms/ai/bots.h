// Blossoms' computer players (spec/blossoms/CLI.md "suggest"), each deciding on its seat's view
// only (SeatView, R-BL-PRIV-4): nothing hidden from the seat changes a decision.
// - random: uniform among the legal actions (engine::search::uniformChoice).
// - greedy: the action that gains most points now — a Cut's set value plus the change of the
//   variety points (R-BL-SCORE-1..2), every other action 0; among equals the first by id.
// - easy, medium: one-step reasoning over the odds of the next Growth (growthOdds: bad luck,
//   death, computed from the seat's unseen cards) and over what the opponents may cut next turn;
//   easy looks less far, ignores the threat and sometimes takes its second choice.
// - hard: flat Monte Carlo over determinized worlds (engine/search/flat_monte_carlo.h) among
//   medium's best candidates, playing each world out with a fast cutting policy.
#pragma once

#include "blossoms/rules/game.h"
#include "engine/bot_levels.h"
#include "engine/rng.h"

#include <atomic>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace blossoms::ai {

// The levels by name, as every game's (engine/bot_levels.h).
using engine::botFromName;
using engine::BotKind;
using engine::botName;
using engine::botNames;
using engine::isSearching;

// How much a searching bot thinks per decision.
struct Budget {
    static constexpr int kHardThinkMs = 300; // hard's default
    int thinkMs = 0;                         // wall time per decision; 0: the level's default
    int iterations = 0; // > 0: exactly this many sampled worlds (the same decision anywhere)
    int threads = 0;    // 0: every core
};

// What a bot would do for the seat to act, its own estimate of the action's worth (greedy: the
// points it gains now; easy, medium: points now minus what the opponents may cut next, over the
// odds of the next Growth; hard: the share of sampled worlds won, plus 0.01 x the margin and
// 0.12 x medium's value; random: 0), and up to 5 other actions it weighed, best first.
struct Suggestion {
    Action action;
    double expected = 0;
    std::vector<std::pair<Action, double>> alternatives;
    int worlds = 0; // hard: worlds sampled
};

// The odds of the next Growth for the seat that views (R-BL-GROW-2..6), over the cards it has
// not seen placed (the view's `hidden`, each as likely), or exactly when its known top of the
// deck names the next card. A Fence armed this turn turns bad luck and death into `fenced`.
struct GrowthOdds {
    int cards = 0;   // the cards counted (1 when the top is known)
    int grew = 0;    // onto the pot of its type (R-BL-GROW-2)
    int planted = 0; // into an empty pot (R-BL-GROW-3)
    int badLuck = 0; // R-BL-GROW-4
    int died = 0;    // R-BL-GROW-5
    int fenced = 0;  // R-BL-GROW-6
    double badLuckChance() const { return cards ? static_cast<double>(badLuck) / cards : 0; }
    double deathChance() const { return cards ? static_cast<double>(died) / cards : 0; }
};
GrowthOdds growthOdds(const SeatView& view);

// Greedy's value of every legal action, in id order (CLI.md "suggest").
std::vector<std::pair<Action, double>> greedyValues(const SeatView& view);

// The game is not over. `cancel`, when set during a search, ends it with the best choice so far.
Suggestion suggest(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget = {},
                   const std::atomic<bool>* cancel = nullptr);
Action choose(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget = {});

} // namespace blossoms::ai
