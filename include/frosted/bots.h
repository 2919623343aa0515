// Computer players (CLI.md "Computer players", docs/ai.md), deciding on a seat's view only.
//
// Each chooses one action of legalActions() at a time and sees only what its seat may see (a
// SeatView, R-PRIV-1); a searching bot samples the hidden parts with determinize().
// - random: uniform among the legal actions (Rng::below).
// - greedy: takes the choice that maximises the points scored this turn: card points plus the
//   end value of the Improvements placed plus the points of the objectives claimed. At the take
//   step it evaluates every affordable tile with every legal placement through the core's
//   preview; ties go to the cheaper tile, then to the first in legal order.
#pragma once

#include "frosted/game.h"
#include "frosted/rng.h"

#include <atomic>
#include <optional>
#include <string_view>
#include <utility>
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

// How much a searching bot thinks per decision.
struct BotBudget {
    static constexpr int kHardThinkMs = 700; // hard's default: p95 under 1 s on 2 cores
    int thinkMs = 0;                         // wall time per decision; 0: the level's default
    int iterations = 0; // > 0: exactly this many sampled worlds, whatever the time (deterministic:
                        // the same view and generator give the same decision on any machine)
    int threads = 0;    // 0: every core
};

// What a bot would do for the seat to play, with its own estimate of what it is worth:
// medium and easy in points gained this turn (card, Improvements' end value, objectives, coins,
// and medium's value of the groups grown); hard in its mean final margin over the best other
// seat over the worlds it sampled; random and greedy make no estimate (0).
struct Suggestion {
    Action action;
    double expected = 0;
    std::vector<std::pair<Action, double>> alternatives; // other choices weighed, best first (<= 5)
    int worlds = 0;                                      // hard: worlds sampled
};

// `cancel`, when set during the search, ends it at once with the best choice so far.
Suggestion suggest(BotKind kind, const SeatView& view, Rng& rng, const BotBudget& budget = {},
                   const std::atomic<bool>* cancel = nullptr);

Action chooseRandom(const SeatView& view, Rng& rng);
Action chooseGreedy(const SeatView& view);
Action chooseAction(BotKind kind, const SeatView& view, Rng& rng, const BotBudget& budget = {});

// The greedy value of a placement preview: best card + Improvements' end value + the best
// claimable objective of each type.
int greedyValue(const PlacementPreview& p, const ComponentSet& c);

// What a choice of the seat to play brings this turn, counted as the previews count it (the
// hint's "this turn", issue 31), from the view only:
// - a take (R-MKT-2/3): the tile laid where medium would lay it (its best placement by medium's
//   evaluation), then as for a placement; the coins lying on the tile less the coins paid;
// - a placement: its preview (R-SCORE-2, R-GAP, R-OBJ-3/4): the card of the hand that scores most
//   for it, the Improvements and Worker coins of its gaps, the best qualifying objective per type;
// - a card (R-SCORE-2): its points now; a claim (R-OBJ-5): the objective's points.
struct TurnGain {
    bool fits = true;   // a take: the tile fits somewhere in the garden (R-PL-6)
    int card = -1;      // the card counted (the best for the placement, or the one played)
    int cardPoints = 0; // its points (R-SCORE-2)
    ImprovementCounts improvements; // placed by the gaps the placement closes (R-GAP)
    int coins = 0;                  // Worker coins, with a take's coins taken less the coins paid
    std::vector<int> objectives;    // qualifying objectives, the most valuable of each type
    int objectivePoints = 0;        // a claim: the claimed objective's points
};
TurnGain turnGain(const SeatView& view, const Action& a);

} // namespace frosted
