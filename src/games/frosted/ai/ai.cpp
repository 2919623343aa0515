// The levels easy, medium and hard (bots.h, docs/ai.md). Every decision is made from a SeatView
// (R-PRIV-1); hard samples what the view hides with determinize() and plays the samples out.
#include "engine/search/flat_monte_carlo.h"
#include "engine/search/scored.h"
#include "frosted/ai/bots.h"
#include "frosted/rules/module.h"
#include "frosted/rules/scoring.h"

#include <algorithm>
#include <array>

namespace frosted {

namespace {

// A choice and its value, for sorting candidates (engine/search/scored.h).
using Scored = engine::search::Scored<Action>;
using engine::search::sortBest;

// ---------------------------------------------------------------------------------------------
// What the seat to play holds, the same questions asked of a view or of a whole (sampled) game.

const std::vector<int>& handOf(const SeatView& v) {
    return v.hand();
}
const std::vector<int>& handOf(const GameState& g) {
    return g.player(g.currentSeat()).hand;
}
const std::vector<int>& deckOf(const SeatView& v) {
    return v.ownDeck();
}
const std::vector<int>& deckOf(const GameState& g) {
    return g.player(g.currentSeat()).deck;
}

// Card points per element of each land type (R-SCORE-2: 2 for a single-type card, 1 for each
// type of a two-type card).
std::array<double, kLandTypeCount> cardWeights(const LandscapeCard& card) {
    std::array<double, kLandTypeCount> w{};
    const double each = card.types.size() == 1 ? 2.0 : 1.0;
    for (LandType t : card.types)
        w[static_cast<std::size_t>(index(t))] += each;
    return w;
}

// Medium's evaluation of a turn, from what the seat to play knows: its cards to come, its
// largest groups, the objectives on the board.
struct Outlook {
    const ComponentSet* c = nullptr;
    std::vector<int> hand;
    // Future card points per element of each type if every card but hand[i] is still to come.
    std::vector<std::array<double, kLandTypeCount>> futureIfPlayed;
    LandValues largest;
    int turnsLeft = 0; // this seat's turns after this one
    std::array<bool, kObjectiveTypeCount> held{};
    std::vector<int> board;
    ImprovementCounts improvements; // in the garden now

    static constexpr double kGroupWeight = 0.45; // how much of a grown group future cards reach

    template <class S>
    static Outlook of(const S& s) {
        Outlook o;
        o.c = &s.components();
        const int seat = s.currentSeat();
        o.hand = handOf(s);
        const std::vector<int>& deck = deckOf(s);
        std::array<double, kLandTypeCount> all{};
        auto add = [&](std::array<double, kLandTypeCount>& to, int card, double sign) {
            const auto w = cardWeights(o.c->cards[static_cast<std::size_t>(card)]);
            for (std::size_t t = 0; t < w.size(); ++t)
                to[t] += sign * w[t];
        };
        for (int card : o.hand)
            add(all, card, 1);
        for (int card : deck)
            add(all, card, 1);
        for (int card : o.hand) {
            auto without = all;
            add(without, card, -1);
            o.futureIfPlayed.push_back(without);
        }
        const PlayerState& me = s.player(seat);
        o.largest = me.garden.largestGroups();
        o.turnsLeft = std::max(0, o.c->rules.rounds - s.round());
        for (int obj : me.objectives)
            o.held[static_cast<std::size_t>(
                index(o.c->objectives[static_cast<std::size_t>(obj)].type))] = true;
        o.board = s.board();
        o.improvements = me.garden.improvements();
        return o;
    }

    // The objective points medium claims with these group values and Improvements this turn:
    // per type not held, the best qualifying tile, unless a tile of that type worth at least
    // twice as much is in reach of the turns left.
    double objectivePoints(const std::vector<int>& claimable, const LandValues& groups,
                           const ImprovementCounts& after) const {
        std::array<int, kObjectiveTypeCount> best{};
        for (int o : claimable) {
            const ObjectiveTile& t = c->objectives[static_cast<std::size_t>(o)];
            if (waitFor(t, groups, after))
                continue;
            auto& b = best[static_cast<std::size_t>(index(t.type))];
            b = std::max(b, t.points);
        }
        double sum = 0;
        for (int b : best)
            sum += b;
        return sum;
    }

    // A larger objective of the type of `t` on the board that the seat can still expect to reach.
    bool waitFor(const ObjectiveTile& t, const LandValues& groups,
                 const ImprovementCounts& after) const {
        if (turnsLeft < 3)
            return false;
        const int have = current(t.type, groups, after);
        for (int o : board) {
            const ObjectiveTile& u = c->objectives[static_cast<std::size_t>(o)];
            if (u.type != t.type || u.points < 2 * t.points)
                continue;
            const int reach = isLandscape(u.type) ? 2 * turnsLeft : turnsLeft / 2;
            if (u.threshold <= have + reach)
                return true;
        }
        return false;
    }

    static bool isLandscape(ObjectiveType t) { return index(t) < kLandTypeCount; }

    int current(ObjectiveType t, const LandValues& groups, const ImprovementCounts& after) const {
        if (isLandscape(t))
            return std::max(groups[kLandTypes[static_cast<std::size_t>(index(t))]],
                            largest[kLandTypes[static_cast<std::size_t>(index(t))]]);
        return after[kImprovements[static_cast<std::size_t>(index(t) - kLandTypeCount)]];
    }

    // What the cards to come (all but hand[i], played now) may still score on the groups of the
    // garden, grown to `groups` this turn: the average future card's points per element of each
    // type times the group it may extend, for up to three of those cards.
    double future(std::size_t i, const LandValues& groups) const {
        if (turnsLeft <= 0 || i >= futureIfPlayed.size())
            return 0;
        double v = 0;
        for (LandType t : kLandTypes)
            v += futureIfPlayed[i][static_cast<std::size_t>(index(t))] *
                 std::max(groups[t], largest[t]);
        return kGroupWeight * v / (turnsLeft + 1) * std::min(turnsLeft, 3);
    }

    // The value of a placement's preview with the best card for it; `card` gets that card's
    // position in the hand.
    double placement(const PlacementPreview& p, int* card = nullptr) const {
        double value = 0;
        for (Improvement i : kImprovements)
            value += p.improvements[i] * c->rules.improvementPoints[i];
        value += p.coins;
        ImprovementCounts after = improvements;
        after += p.improvements;
        value += objectivePoints(p.claimable, p.groups, after);
        double bestCard = -1e9;
        for (std::size_t i = 0; i < p.cardPoints.size() && i < futureIfPlayed.size(); ++i) {
            const double v = p.cardPoints[i] + future(i, p.groups);
            if (v > bestCard) {
                bestCard = v;
                if (card)
                    *card = static_cast<int>(i);
            }
        }
        return value + (bestCard > -1e9 ? bestCard : 0);
    }
};

// Every legal placement of `tile` in the garden of the seat to play, with medium's value.
template <class S>
std::vector<Scored> placements(const S& s, const Outlook& o, int tile) {
    const Garden& garden = s.player(s.currentSeat()).garden;
    const PreviewContext ctx = s.previewContext();
    std::vector<Scored> out;
    for (const PlacementOption& p : garden.legalPlacements(s.orientations(tile).distinct)) {
        const PlacementPreview pv =
            previewPlacement(garden, s.faceOf(tile, p.orientation), p.at, ctx);
        out.push_back({Action::place(p.orientation, p.at), o.placement(pv)});
    }
    return out;
}

// The take step: each tile on offer (the k-th clockwise, k - 1 coins) with its best placement,
// the coins lying on it and the coins paid. `maxK` limits the tiles looked at.
template <class S>
std::vector<Scored> takes(const S& s, const Outlook& o, int maxK = 99) {
    std::vector<Scored> out;
    for (const Action& a : s.legalActions()) {
        if (a.kind != Action::Kind::Take || a.value > maxK)
            continue;
        const int slot = s.market().slotOfKth(a.value);
        const int tile = s.market().tile[static_cast<std::size_t>(slot)];
        double best = -1e9;
        for (const Scored& p : placements(s, o, tile))
            best = std::max(best, p.value);
        if (best <= -1e9)
            best = -20; // fits nowhere: the tile leaves the game (R-PL-6)
        const double coins = s.market().coins[static_cast<std::size_t>(slot)] - (a.value - 1);
        out.push_back({a, best + coins});
    }
    return out;
}

// Medium's choice at any step, on a view or on a sampled game (the playouts of hard).
template <class S>
std::vector<Scored> mediumChoices(const S& s, int maxK = 99) {
    const Outlook o = Outlook::of(s);
    std::vector<Scored> out;
    switch (s.phase()) {
    case Phase::TakeTile:
        out = takes(s, o, maxK);
        break;
    case Phase::PlaceTile:
        if (s.takenTile() >= 0)
            out = placements(s, o, s.takenTile());
        break;
    case Phase::PlayCard: {
        const LandValues groups = s.placedGroups();
        for (std::size_t i = 0; i < o.hand.size(); ++i)
            out.push_back(
                {Action::playCard(o.hand[i]), s.cardPointsNow(o.hand[i]) + o.future(i, groups)});
        break;
    }
    case Phase::Claim: {
        const LandValues groups = s.placedGroups();
        const ImprovementCounts have = s.player(s.currentSeat()).garden.improvements();
        for (const Action& a : s.legalActions()) {
            if (a.kind != Action::Kind::Claim)
                continue;
            const ObjectiveTile& t = o.c->objectives[static_cast<std::size_t>(a.value)];
            if (!o.waitFor(t, groups, have))
                out.push_back({a, static_cast<double>(t.points)});
        }
        out.push_back({Action::endTurn(), 0});
        break;
    }
    case Phase::GameOver:
        break;
    }
    if (out.empty()) { // only Pass (R-PL-6) or nothing to weigh
        const auto legal = s.legalActions();
        if (!legal.empty())
            out.push_back({legal.front(), 0});
    }
    sortBest(out);
    return out;
}

constexpr double kWindmillBonus = 1000; // above any greedy value: easy never lets a Windmill go
double points(double easyValue) {       // an easy value without its Windmill bonus
    return easyValue >= kWindmillBonus ? easyValue - kWindmillBonus : easyValue;
}

// Easy's placements of `tile`: greedy's points, plus kWindmillBonus for one that makes a Windmill
// (it never lets one go); `windmill` tells whether any does.
std::vector<Scored> easyPlacements(const SeatView& v, int tile, bool* windmill) {
    const Garden& garden = v.player(v.currentSeat()).garden;
    std::vector<Scored> out;
    for (const PlacementOption& p : garden.legalPlacements(v.orientations(tile).distinct)) {
        const PlacementPreview pv =
            previewPlacement(garden, v.faceOf(tile, p.orientation), p.at, v.previewContext());
        const bool w = pv.improvements[Improvement::Windmill] > 0;
        if (windmill && w)
            *windmill = true;
        out.push_back({Action::place(p.orientation, p.at),
                       greedyValue(pv, v.components()) + (w ? kWindmillBonus : 0.0)});
    }
    return out;
}

// Easy: greedy's points of this turn with a child's slips, never an absurd move.
Suggestion easy(const SeatView& v, Rng& rng) {
    const ComponentSet& c = v.components();
    Suggestion out;
    std::vector<Scored> options;
    switch (v.phase()) {
    case Phase::TakeTile: {
        // The three cheapest tiles; a dearer one only when it scores more than all cheaper ones.
        double bestCheaper = -1e9;
        for (const Action& a : v.legalActions()) {
            if (a.kind != Action::Kind::Take || a.value > 3)
                continue;
            const int slot = v.market().slotOfKth(a.value);
            const int tile = v.market().tile[static_cast<std::size_t>(slot)];
            // The tile's best points without the bonus, then the bonus once if any placement
            // makes a Windmill: never lets one go.
            bool windmill = false;
            double best = -1;
            for (const Scored& p : easyPlacements(v, tile, &windmill))
                best = std::max(best, points(p.value));
            double value = best + v.market().coins[static_cast<std::size_t>(slot)];
            if (windmill)
                value += kWindmillBonus;
            if (a.value > 1 && value <= bestCheaper)
                continue; // never pays for a tile no better than a cheaper one
            bestCheaper = std::max(bestCheaper, value);
            options.push_back({a, value});
        }
        sortBest(options);
        break;
    }
    case Phase::PlaceTile: {
        if (v.takenTile() < 0)
            break;
        bool windmill = false;
        options = easyPlacements(v, v.takenTile(), &windmill);
        sortBest(options);
        if (!windmill && options.size() > 1) {
            // A slip: the second or third best placement now and then.
            const std::uint64_t r = rng.below(10);
            const std::size_t pick = r < 6   ? 0
                                     : r < 9 ? 1
                                             : std::min<std::size_t>(2, options.size() - 1);
            std::swap(options[0], options[pick]);
        }
        break;
    }
    case Phase::PlayCard: {
        for (int card : v.hand())
            options.push_back({Action::playCard(card), static_cast<double>(v.cardPointsNow(card))});
        sortBest(options);
        if (options.size() > 1 && rng.below(4) == 0)
            std::swap(options[0], options[1]);
        break;
    }
    case Phase::Claim:
    case Phase::GameOver: {
        const Action a = chooseGreedy(v);
        options.push_back(
            {a, a.kind == Action::Kind::Claim
                    ? static_cast<double>(c.objectives[static_cast<std::size_t>(a.value)].points)
                    : 0.0});
        break;
    }
    }
    if (options.empty()) {
        const Action a = chooseGreedy(v);
        options.push_back({a, 0});
    }
    // The estimate without the Windmill bonus (which only ranks).
    out.action = options.front().action;
    out.expected = points(options.front().value);
    for (std::size_t i = 1; i < options.size() && out.alternatives.size() < 5; ++i)
        out.alternatives.push_back({options[i].action, points(options[i].value)});
    return out;
}

Suggestion fromScored(const std::vector<Scored>& options) {
    return engine::search::fromScored<Suggestion>(options);
}

// ---------------------------------------------------------------------------------------------
// Hard: flat Monte Carlo over sampled worlds, the same worlds for every candidate.

// The playout policy: medium, looking at the three cheapest tiles, and choosing the tile and its
// placement together (the placement found for the take is the one laid, not searched again).
void playOut(GameState& g) {
    while (!g.isOver()) {
        if (g.phase() == Phase::TakeTile) {
            const Outlook o = Outlook::of(g);
            Scored bestTake{Action::endTurn(), -1e18};
            std::optional<Action> bestPlace;
            for (const Action& a : g.legalActions()) {
                if (a.kind != Action::Kind::Take || a.value > 3)
                    continue;
                const int slot = g.market().slotOfKth(a.value);
                const int tile = g.market().tile[static_cast<std::size_t>(slot)];
                const double coins =
                    g.market().coins[static_cast<std::size_t>(slot)] - (a.value - 1);
                std::optional<Action> place;
                double best = -20; // fits nowhere (R-PL-6)
                for (const Scored& p : placements(g, o, tile))
                    if (!place || p.value > best) {
                        best = p.value;
                        place = p.action;
                    }
                if (best + coins > bestTake.value) {
                    bestTake = {a, best + coins};
                    bestPlace = place;
                }
            }
            if (bestTake.value <= -1e18 || !g.apply(bestTake.action))
                break;
            if (bestPlace && !g.apply(*bestPlace))
                break;
            continue;
        }
        const std::vector<Scored> c = mediumChoices(g);
        if (c.empty() || !g.apply(c.front().action))
            break;
    }
}

// The final margin of `seat` over the best other seat (the Master Gardener in solo), with a bonus
// for first place so that a likely win counts more than a larger but rarer one.
double outcome(const GameState& g, int seat) {
    const auto scores = g.scores();
    int best = -1000000;
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (static_cast<int>(i) != seat)
            best = std::max(best, scores[i].total);
    const FinalScore& me = scores[static_cast<std::size_t>(seat)];
    const double margin = std::clamp(static_cast<double>(me.total - best), -60.0, 60.0);
    return margin + (me.rank == 1 ? 10.0 : 0.0);
}

// Hard's playout policy for the engine's flat Monte Carlo (engine/search/flat_monte_carlo.h).
struct HardPlayout {
    void playOut(GameState& g, Rng&) const { frosted::playOut(g); } // draws nothing
    double outcome(const GameState& g, int seat) const { return frosted::outcome(g, seat); }
};

Suggestion hard(const SeatView& v, Rng& rng, const BotBudget& budget,
                const std::atomic<bool>* cancel) {
    std::vector<Scored> ranked = mediumChoices(v);
    if (v.phase() == Phase::Claim || ranked.size() <= 1)
        return fromScored(ranked);
    // Medium's best few: within 25 points of its best, at most 6, at least 2.
    std::size_t keep = 0;
    while (keep < ranked.size() && keep < 6 &&
           (keep < 2 || ranked[keep].value >= ranked.front().value - 25))
        ++keep;
    ranked.resize(keep);

    std::vector<Action> candidates;
    for (const Scored& c : ranked)
        candidates.push_back(c.action);
    search::SearchBudget b;
    b.iterations = budget.iterations;
    b.thinkMs = budget.thinkMs > 0 ? budget.thinkMs : BotBudget::kHardThinkMs;
    b.threads = budget.threads;
    const search::SearchResult r =
        search::flatMonteCarlo<Module>(v, candidates, HardPlayout{}, rng.next(), b, cancel);
    if (r.worlds == 0)
        return fromScored(ranked); // cancelled at once: medium's choice
    std::vector<Scored> searched;
    for (std::size_t i = 0; i < ranked.size(); ++i)
        searched.push_back({ranked[i].action, r.means[i]});
    sortBest(searched);
    Suggestion out = fromScored(searched);
    out.worlds = r.worlds;
    return out;
}

} // namespace

namespace {

// A placement's preview as TurnGain counts it: the best card, the gaps' Improvements and coins,
// the most valuable qualifying objective of each type.
void countPreview(const PlacementPreview& p, const SeatView& v, TurnGain& out) {
    const std::vector<int>& hand = v.hand();
    for (std::size_t i = 0; i < p.cardPoints.size() && i < hand.size(); ++i)
        if (out.card < 0 || p.cardPoints[i] > out.cardPoints) {
            out.card = hand[i];
            out.cardPoints = p.cardPoints[i];
        }
    out.improvements = p.improvements;
    out.coins += p.coins;
    const ComponentSet& c = v.components();
    std::array<int, kObjectiveTypeCount> best;
    best.fill(-1);
    for (int o : p.claimable) {
        const ObjectiveTile& t = c.objectives[static_cast<std::size_t>(o)];
        int& b = best[static_cast<std::size_t>(index(t.type))];
        if (b < 0 || t.points > c.objectives[static_cast<std::size_t>(b)].points)
            b = o;
    }
    for (int o : best)
        if (o >= 0)
            out.objectives.push_back(o);
}

} // namespace

TurnGain turnGain(const SeatView& v, const Action& a) {
    TurnGain out;
    const Garden& garden = v.player(v.currentSeat()).garden;
    switch (a.kind) {
    case Action::Kind::Take: {
        const Market& m = v.market();
        const int slot = m.slotOfKth(a.value);
        if (slot < 0)
            break;
        const int tile = m.tile[static_cast<std::size_t>(slot)];
        out.coins = m.coins[static_cast<std::size_t>(slot)] - (a.value - 1);
        std::optional<Scored> best;
        for (const Scored& p : placements(v, Outlook::of(v), tile))
            if (!best || p.value > best->value)
                best = p;
        out.fits = best.has_value();
        if (best)
            countPreview(previewPlacement(garden, v.faceOf(tile, best->action.orientation),
                                          best->action.at, v.previewContext()),
                         v, out);
        break;
    }
    case Action::Kind::Place:
        if (v.takenTile() >= 0)
            countPreview(previewPlacement(garden, v.faceOf(v.takenTile(), a.orientation), a.at,
                                          v.previewContext()),
                         v, out);
        break;
    case Action::Kind::PlayCard:
        out.card = a.value;
        out.cardPoints = v.cardPointsNow(a.value);
        break;
    case Action::Kind::Claim:
        out.objectivePoints = v.components().objectives[static_cast<std::size_t>(a.value)].points;
        break;
    case Action::Kind::Pass:
    case Action::Kind::EndTurn:
        break;
    }
    return out;
}

Suggestion suggest(BotKind kind, const SeatView& view, Rng& rng, const BotBudget& budget,
                   const std::atomic<bool>* cancel) {
    switch (kind) {
    case BotKind::Easy:
        return easy(view, rng);
    case BotKind::Medium:
        return fromScored(mediumChoices(view));
    case BotKind::Hard:
        return hard(view, rng, budget, cancel);
    case BotKind::Random:
    case BotKind::Greedy:
        break;
    }
    Suggestion out;
    out.action = kind == BotKind::Random ? chooseRandom(view, rng) : chooseGreedy(view);
    return out;
}

} // namespace frosted
