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

#include "engine/rng.h"
#include "frosted/rules/game.h"
#include "frosted/rules/levels.h"

#include <atomic>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace frosted {

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
