// Petals' levels medium and hard (bots.h, docs/ai.md "Petals"). Medium looks one turn ahead and
// judges where it stands as the rules score it: the two lowest trackers (R-PE-WIN-3), winning at
// least one tracker (R-PE-WIN-2), the card it keeps, what its table leaves the next seat. Hard
// samples what the view hides (determinize) and plays medium's best few out in each world.
#include "levels.h"
#include "engine/search/flat_monte_carlo.h"
#include "petals/rules/module.h"

#include <algorithm>
#include <array>

namespace petals::ai::detail {

namespace {

// ---------------------------------------------------------------------------------------------
// Where a seat stands, in one number (the higher the better), asked of a view's game or of a
// sampled one.

struct Judge {
    Variant variant = Variant::Standard;
    Points mine{};      // the seat's scores now
    Points rivalBest{}; // the best other seat's score on each tracker
    double left = 1;    // the share of the game still to play: 1 at the start, 0 at the end

    static Judge of(const Game& g, int seat, int pileSize) {
        Judge j;
        j.variant = g.variant();
        j.mine = g.scores(seat);
        for (int s = 0; s < g.seats(); ++s)
            if (s != seat)
                for (std::size_t e = 0; e < kElements; ++e)
                    j.rivalBest[e] = std::max(j.rivalBest[e], g.scores(s)[e]);
        const double played = static_cast<double>(g.log().size());
        j.left = (pileSize + g.seats()) / (pileSize + g.seats() + played);
        return j;
    }

    // The seat's standing with `gain` more points.
    double worth(const Points& gain) const {
        Points p = mine;
        p += gain;
        Points s = p;
        std::sort(s.begin(), s.end());
        double v = 0;
        if (variant == Variant::Harmony) // R-PE-HARM-2: a small spread, then the total
            v = 0.5 * (s[0] + s[1]) - (0.3 + 0.7 * (1 - left)) * (s[3] - s[0]);
        else // R-PE-WIN-3: the two lowest count; the others may yet become low ones
            v = s[0] + s[1] + (0.1 + 0.4 * left) * s[2] + (0.05 + 0.15 * left) * s[3];
        // R-PE-WIN-1/2: eligible only by winning a tracker; the further behind on the closest
        // one, the worse, the more so near the end.
        int lead = -1000;
        for (std::size_t e = 0; e < kElements; ++e)
            lead = std::max(lead, p[e] - rivalBest[e]);
        v += lead >= 0 ? 2.0 : std::max(-30.0, (0.3 + 1.2 * (1 - left)) * lead);
        return v;
    }
};

// What an effect or a kept card is worth beyond its points.
constexpr double kSimpleEffect = 1.5, kDoubleEffect = 3.0;
double keepBonus(const ComponentSet& c, int card) {
    double numbers = 0, symbols = 0;
    for (const HalfFlower& h : c.cards[static_cast<std::size_t>(card)].edges)
        (h.isSymbol() ? symbols : numbers) += h.isSymbol() ? 1 : h.value();
    return 0.1 * numbers + 0.5 * symbols;
}

// The best answer to the effect waiting in `g` (steps Effect and Move) by `judge`, and the
// points of the whole turn with it (the placed card's points included where they count).
Scored bestAnswer(const Game& g, const Judge& judge, Points* turn) {
    const Lying& placed = g.placedThisTurn();
    const Points placedPoints = g.contact(placed.card, placed.cell, placed.rotation).points;
    const bool twice = g.step() == Step::Move; // R-PE-EFFECT-4: placed points and a move
    Scored best{g.step() == Step::Move ? Action::skip() : Action::score(),
                judge.worth(placedPoints)};
    *turn = placedPoints;
    for (const Action& a : g.legalActions()) {
        if (a.kind != Action::Kind::Move)
            continue;
        Points p = pointsOf(g, a);
        if (twice)
            p += placedPoints;
        const double w = judge.worth(p);
        if (w > best.value) {
            best = {a, w};
            *turn = p;
        }
    }
    return best;
}

// ---------------------------------------------------------------------------------------------
// Medium.

// The most a seat could score next turn on this table with one of `cards` (raw points, an
// effect counted as a few more): what a turn leaves the next seat.
double threat(const Game& g, const std::vector<int>& cards) {
    std::vector<Cell> cells;
    for (const Lying& l : g.table())
        for (const Cell d : {Cell{0, -1}, Cell{1, 0}, Cell{0, 1}, Cell{-1, 0}})
            if (const Cell n{l.cell.x + d.x, l.cell.y + d.y}; !g.at(n))
                cells.push_back(n);
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    double best = 0;
    for (int card : cards)
        for (int r = 0; r < 4; ++r)
            for (const Cell& c : cells) {
                const Game::Contact k = g.contact(card, c, r);
                const double v = sum(k.points) + (k.effect == EffectKind::Double   ? kDoubleEffect
                                                  : k.effect == EffectKind::Simple ? kSimpleEffect
                                                                                   : 0);
                best = std::max(best, v);
            }
    return best;
}

struct Candidate {
    Action action;
    double value = 0;
    Game after; // the table once the turn is played out as medium would
};

// Medium's value of each legal action, without what it leaves the next seat.
std::vector<Candidate> mediumCandidates(const SeatView& v, const Judge& judge) {
    const Game& g = v.known();
    const ComponentSet& c = g.components();
    std::vector<Candidate> out;
    for (const Action& a : g.legalActions()) {
        Candidate cand{a, 0, g};
        Points turn{};
        double bonus = 0;
        if (a.kind == Action::Kind::Place) {
            cand.after.apply(a);
            if (cand.after.step() == Step::Effect || cand.after.step() == Step::Move) {
                const Scored answer = bestAnswer(cand.after, judge, &turn);
                cand.after.apply(answer.action);
            } else
                turn = pointsOf(g, a);
            // The card kept: scored directly at the end when this is the last placement
            // (R-PE-END-1/3), otherwise what it may do later.
            for (int kept : g.hand(v.seat()))
                if (kept != a.card)
                    v.pileSize() == 0 ? void(turn += directPoints(c, kept))
                                      : void(bonus += keepBonus(c, kept));
        } else {
            cand.after.apply(a);
            turn = pointsOf(g, a);
            if (g.step() == Step::Move && a.kind == Action::Kind::Move)
                turn += pointsOf(g, Action::score());
            if (g.step() == Step::Move && a.kind == Action::Kind::Skip)
                turn = pointsOf(g, Action::score());
        }
        cand.value = judge.worth(turn) + bonus;
        out.push_back(std::move(cand));
    }
    return out;
}

// Medium's choices, best first: the value of the turn less a share of what the best few leave
// the next seat (the cards it may hold are among those the seat has not seen).
std::vector<Scored> mediumChoices(const SeatView& v) {
    const Game& g = v.known();
    const Judge judge = Judge::of(g, v.seat(), v.pileSize());
    std::vector<Candidate> cands = mediumCandidates(v, judge);
    std::stable_sort(cands.begin(), cands.end(),
                     [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    const double share = 0.4 / (g.seats() - 1);
    bool nextPlays = v.pileSize() > 0; // R-PE-TURN-3: does anybody place after this turn?
    for (int s = 0; s < g.seats(); ++s)
        nextPlays = nextPlays || (s != v.seat() && v.handSize(s) >= 2);
    // The threat is weighed for the best twelve; the rest are charged the largest found.
    constexpr std::size_t kWeighed = 12;
    double largest = 0;
    std::vector<Scored> out;
    for (std::size_t i = 0; i < cands.size(); ++i) {
        double t = largest;
        if (i < kWeighed && nextPlays) {
            t = threat(cands[i].after, v.unseen());
            largest = std::max(largest, t);
        }
        out.push_back({cands[i].action, cands[i].value - share * t});
    }
    sortBest(out);
    return out;
}

// ---------------------------------------------------------------------------------------------
// Hard's playouts: a cheap medium (its judge on this turn's points, an effect worth a little
// more, no look at the next seat), for every seat.

void playOut(Game& g) {
    while (!g.isOver()) {
        const int seat = g.toAct();
        const Judge judge = Judge::of(g, seat, static_cast<int>(g.pile().size()));
        if (g.step() != Step::Place) {
            Points turn;
            if (!g.apply(bestAnswer(g, judge, &turn).action))
                return;
            continue;
        }
        const std::vector<int>& hand = g.hand(seat);
        const bool last = g.pile().empty();
        Scored best{Action{}, -1e18};
        for (const Action& a : g.legalActions()) {
            const Game::Contact c = g.contact(a.card, a.cell, a.rotation);
            Points p = c.points;
            if (last)
                for (int kept : hand)
                    if (kept != a.card)
                        p += directPoints(g.components(), kept);
            const double v = judge.worth(p) + (c.effect == EffectKind::Double   ? kDoubleEffect
                                               : c.effect == EffectKind::Simple ? kSimpleEffect
                                                                                : 0);
            if (v > best.value)
                best = {a, v};
        }
        if (!g.apply(best.action))
            return;
    }
}

// The end as the seat sees it: its margin over the best other seat in the variant's order, with a
// bonus for first place and a loss for not being eligible (R-PE-WIN-2/4, R-PE-HARM-2).
double outcome(const Game& g, int seat) {
    const std::vector<Standing> st = g.standings();
    const auto key = [&](const Standing& s) {
        return g.variant() == Variant::Harmony ? -s.spread : s.total;
    };
    int best = -1000000;
    for (std::size_t i = 0; i < st.size(); ++i)
        if (static_cast<int>(i) != seat && st[i].eligible)
            best = std::max(best, key(st[i]));
    const Standing& me = st[static_cast<std::size_t>(seat)];
    double v = best == -1000000 ? 20.0 : std::clamp(double(key(me) - best), -20.0, 20.0);
    if (me.rank == 1)
        v += 8;
    if (!me.eligible)
        v -= 8;
    return v;
}

struct HardPlayout {
    void playOut(Game& g, engine::Rng&) const { detail::playOut(g); } // draws nothing
    double outcome(const Game& g, int seat) const { return detail::outcome(g, seat); }
};

} // namespace

Suggestion medium(const SeatView& v) {
    return fromScored(mediumChoices(v));
}

Suggestion hard(const SeatView& v, engine::Rng& rng, const Budget& budget,
                const std::atomic<bool>* cancel) {
    std::vector<Scored> ranked = mediumChoices(v);
    const std::uint64_t base = rng.next();
    if (ranked.size() <= 1)
        return fromScored(ranked);
    // Medium's best few: within 6 of its best, at most 6, at least 2.
    std::size_t keep = 0;
    while (keep < ranked.size() && keep < 6 &&
           (keep < 2 || ranked[keep].value >= ranked.front().value - 6))
        ++keep;
    ranked.resize(keep);
    std::vector<Action> candidates;
    for (const Scored& c : ranked)
        candidates.push_back(c.action);
    engine::search::SearchBudget b;
    b.iterations = budget.iterations;
    b.thinkMs = budget.thinkMs > 0 ? budget.thinkMs : Budget::kHardThinkMs;
    b.threads = budget.threads;
    const engine::search::SearchResult r =
        engine::search::flatMonteCarlo<Module>(v, candidates, HardPlayout{}, base, b, cancel);
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

} // namespace petals::ai::detail
