// Petals' bots by name, random, greedy and easy (bots.h, docs/ai.md "Petals"). Every decision is
// made from the seat's view (R-PE-PRIV-1): its known() game holds the table, the scores and the
// seat's own hand, and nothing hidden.
#include "engine/search/random.h"
#include "levels.h"

#include <algorithm>
#include <array>

namespace petals::ai {

namespace detail {

int sum(const Points& p) {
    return p[0] + p[1] + p[2] + p[3];
}

Points directPoints(const ComponentSet& c, int card) {
    Points p{};
    for (const HalfFlower& h : c.cards[static_cast<std::size_t>(card)].edges)
        p[static_cast<std::size_t>(h.flower)] += h.value();
    return p;
}

Points pointsOf(const Game& g, const Action& a) {
    switch (a.kind) {
    case Action::Kind::Place:
        return g.contact(a.card, a.cell, a.rotation).points;
    case Action::Kind::Score: { // the placed card lies at its cell: its neighbours only count
        const Lying& p = g.placedThisTurn();
        return g.contact(p.card, p.cell, p.rotation).points;
    }
    case Action::Kind::Move:
        for (const Lying& l : g.table())
            if (l.card == a.card)
                return g.contact(a.card, a.cell, a.rotation, l.cell).points;
        break;
    case Action::Kind::Skip:
        break;
    }
    return {};
}

namespace {

// The most points a move of the effect waiting in `g` scores (0 when there is none).
int bestMovePoints(const Game& g) {
    int best = 0;
    for (const Action& a : g.legalActions())
        if (a.kind == Action::Kind::Move)
            best = std::max(best, sum(pointsOf(g, a)));
    return best;
}

} // namespace

std::vector<Scored> greedyValues(const Game& g) {
    std::vector<Scored> out;
    for (const Action& a : g.legalActions()) {
        if (a.kind != Action::Kind::Place) { // score, a move, skip: what it scores itself
            out.push_back({a, static_cast<double>(sum(pointsOf(g, a)))});
            continue;
        }
        const Game::Contact c = g.contact(a.card, a.cell, a.rotation);
        const int placed = sum(c.points);
        int value = placed; // no effect
        if (c.effect != EffectKind::None) {
            Game after = g;
            after.apply(a);
            const int move = bestMovePoints(after);
            // R-PE-EFFECT-3: the placed card's points or a move's instead; R-PE-EFFECT-4: both.
            value = c.effect == EffectKind::Simple ? std::max(placed, move) : placed + move;
        }
        out.push_back({a, static_cast<double>(value)});
    }
    return out;
}

namespace {

Suggestion greedy(const SeatView& v) {
    std::vector<Scored> values = greedyValues(v.known());
    sortBest(values); // stable: ties stay in id order, the first wins
    return fromScored(values);
}

} // namespace

// Easy, a level for children: greedy's points, weighted towards the seat's two lowest trackers
// (R-PE-WIN-3), and not always the best of them: the best 3 times in 5, the second or third
// otherwise. Never anything outside its three best.
Suggestion easy(const SeatView& v, engine::Rng& rng) {
    const Game& g = v.known();
    Points mine = g.scores(v.seat());
    Points order = mine;
    std::sort(order.begin(), order.end());
    std::vector<Scored> values = greedyValues(g);
    for (Scored& s : values) {
        const Points p = pointsOf(g, s.action);
        double weighted = 0;
        for (int e = 0; e < kElements; ++e) {
            const auto i = static_cast<std::size_t>(e);
            weighted += p[i] * (mine[i] <= order[1] ? 1.0 : 0.5);
        }
        // The rest of the turn (an effect's move) as greedy counts it.
        s.value = weighted + 0.5 * (s.value - sum(p));
    }
    sortBest(values);
    const std::uint64_t roll = rng.below(20);
    const std::size_t pick = roll < 12 ? 0 : roll < 17 ? 1 : 2;
    if (pick < values.size() && pick > 0)
        std::rotate(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(pick),
                    values.begin() + static_cast<std::ptrdiff_t>(pick) + 1);
    return fromScored(values);
}

} // namespace detail

Suggestion suggest(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget,
                   const std::atomic<bool>* cancel) {
    switch (kind) {
    case BotKind::Random: {
        Suggestion s;
        s.action = engine::search::uniformChoice(view.known().legalActions(), rng);
        return s;
    }
    case BotKind::Greedy:
        return detail::greedy(view);
    case BotKind::Easy:
        return detail::easy(view, rng);
    case BotKind::Medium:
        return detail::medium(view);
    case BotKind::Hard:
        return detail::hard(view, rng, budget, cancel);
    }
    return {};
}

Action choose(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget) {
    return suggest(kind, view, rng, budget).action;
}

} // namespace petals::ai
