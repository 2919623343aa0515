// Blossoms' bots by name, random, greedy and the odds of a Growth (bots.h). Every decision is
// made from the seat's view (R-BL-PRIV-4).
#include "blossoms/rules/module.h"
#include "engine/search/random.h"
#include "levels.h"

#include <algorithm>
#include <array>
#include <bit>

namespace blossoms::ai {

namespace detail {

Game fixedWorld(const SeatView& v) {
    engine::Rng rng(0x5EED);
    return determinize(v, rng);
}

unsigned typesMaskOf(const std::vector<FlowerSet>& sets, int seat) {
    unsigned m = 0;
    for (const FlowerSet& s : sets)
        if (s.seat == seat)
            m |= 1u << s.type;
    return m;
}

int cutGain(const ComponentSet& c, const std::array<Pot, kPots>& pots, unsigned typesMask, int seat,
            int p) {
    const Pot& pot = pots[static_cast<std::size_t>(p)];
    if (pot.height() < c.rules.minCut || (pot.token >= 0 && pot.token != seat))
        return -1; // R-BL-CUT-1, R-BL-TOKEN-3
    const int before = std::popcount(typesMask);
    const int after = std::popcount(typesMask | (1u << pot.type));
    return c.valueOf(pot.height()) + c.varietyOf(after) - c.varietyOf(before);
}

std::vector<int> nextCards(const SeatView& v, int draw) {
    if (draw < static_cast<int>(v.knownTop.size()) && v.step != Step::Order)
        return {v.knownTop[static_cast<std::size_t>(draw)]};
    return v.hidden;
}

Suggestion greedy(const SeatView& v) {
    std::vector<Scored> values;
    for (const auto& [a, value] : greedyValues(v))
        values.push_back({a, value});
    sortBest(values); // stable: ties stay in id order, the first wins
    return fromScored(values);
}

} // namespace detail

GrowthOdds growthOdds(const SeatView& v) {
    GrowthOdds o;
    const ComponentSet& c = v.data();
    bool anyEmpty = false;
    for (const Pot& p : v.pots)
        anyEmpty = anyEmpty || p.empty();
    for (int card : detail::nextCards(v, 0)) {
        ++o.cards;
        const int t = c.typeOf(card);
        const Pot* own = nullptr;
        for (const Pot& p : v.pots)
            if (!p.empty() && p.type == t)
                own = &p;
        if (own && own->height() < c.rules.maxHeight)
            ++o.grew; // R-BL-GROW-2
        else if (!own && anyEmpty)
            ++o.planted; // R-BL-GROW-3
        else if (v.thisTurn.fenceArmed)
            ++o.fenced; // R-BL-GROW-6
        else if (own)
            ++o.died; // R-BL-GROW-5
        else
            ++o.badLuck; // R-BL-GROW-4
    }
    return o;
}

std::vector<std::pair<Action, double>> greedyValues(const SeatView& v) {
    const Game world = detail::fixedWorld(v);
    const ComponentSet& c = v.data();
    const unsigned mask = detail::typesMaskOf(world.sets(), v.seat);
    std::vector<std::pair<Action, double>> out;
    for (const Action& a : world.legalActions()) {
        double gain = 0; // R-BL-SCORE-1..2: only a Cut scores
        if (a.kind == Action::Kind::Cut)
            gain = detail::cutGain(c, world.pots(), mask, v.seat, a.pot);
        out.push_back({a, gain});
    }
    return out;
}

Suggestion suggest(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget,
                   const std::atomic<bool>* cancel) {
    switch (kind) {
    case BotKind::Random: {
        Suggestion s;
        s.action = engine::search::uniformChoice(detail::fixedWorld(view).legalActions(), rng);
        return s;
    }
    case BotKind::Greedy:
        return detail::greedy(view);
    case BotKind::Easy:
        return detail::level(view, rng, true);
    case BotKind::Medium:
        return detail::level(view, rng, false);
    case BotKind::Hard:
        return detail::hard(view, rng, budget, cancel);
    }
    return {};
}

Action choose(BotKind kind, const SeatView& view, engine::Rng& rng, const Budget& budget) {
    return suggest(kind, view, rng, budget).action;
}

} // namespace blossoms::ai
