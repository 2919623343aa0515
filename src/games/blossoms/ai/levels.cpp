// Blossoms' levels easy, medium and hard (bots.h). Easy and medium weigh each action by a small
// model of the pots: what the seat gains by cutting now, what the opponents may cut in their
// next turn (R-BL-CUT-1, R-BL-TOKEN-3: the seat's own token protects a pot through that turn),
// and, for a Growth, the outcome of each card the next draw may bring, each as likely
// (growthOdds: R-BL-GROW-2..6). Hard plays medium's best candidates out in worlds dealt from the
// view (engine::search::flatMonteCarlo).
#include "levels.h"
#include "blossoms/rules/module.h"
#include "engine/search/flat_monte_carlo.h"

#include <algorithm>
#include <limits>

namespace blossoms::ai::detail {

namespace {

constexpr double kNone = -std::numeric_limits<double>::infinity();
// Hard: the weight of medium's value (points) beside the playouts' mean (wins and a margin): a
// prior that keeps few worlds from overturning a sound one-turn judgement.
constexpr double kPrior = 0.12;

// The public parts the levels reason about.
struct Model {
    std::array<Pot, kPots> pots{};
    std::array<unsigned, kMaxSeats> types{};
    int seats = 2, me = 0;
    bool fence = false;
    int deck = 0;
};

Model modelOf(const Game& g, int me) {
    Model m;
    m.pots = g.pots();
    m.seats = g.seats();
    m.me = me;
    for (int s = 0; s < g.seats(); ++s)
        m.types[static_cast<std::size_t>(s)] = typesMaskOf(g.sets(), s);
    m.fence = g.thisTurn().fenceArmed;
    m.deck = g.deckSize();
    return m;
}

struct Reasoner {
    const SeatView& v;
    const ComponentSet& c;
    int depth;     // Growths looked ahead
    double threat; // the weight of the opponents' next cut

    Pot& pot(Model& m, int p) const { return m.pots[static_cast<std::size_t>(p)]; }
    int gain(const Model& m, int seat, int p) const {
        return cutGain(c, m.pots, m.types[static_cast<std::size_t>(seat)], seat, p);
    }
    Model cutAfter(Model m, int p) const {
        Pot& t = pot(m, p);
        m.types[static_cast<std::size_t>(m.me)] |= 1u << t.type;
        t.cards.clear();
        t.type = -1;
        return m;
    }
    // The most an opponent may gain by a cut in their next turn.
    double opponents(const Model& m) const {
        int best = 0;
        for (int o = 0; o < m.seats; ++o)
            if (o != m.me)
                for (int p = 0; p < kPots; ++p)
                    best = std::max(best, gain(m, o, p));
        return threat * best;
    }
    double cutValue(const Model& m, int p) const {
        const int g = gain(m, m.me, p);
        return g < 0 ? kNone : g - opponents(cutAfter(m, p));
    }
    // The turn goes on in `m`: the best of passing, cutting, growing again.
    double cont(const Model& m, int d) const {
        double best = -opponents(m);
        for (int p = 0; p < kPots; ++p)
            best = std::max(best, cutValue(m, p));
        if (d > 0 && m.deck > 0)
            best = std::max(best, grow(m, d - 1, depth - d));
        return best;
    }
    // The outcome of a Growth that draws `card` (R-BL-GROW-2..6).
    double drawn(Model m, int card, int d) const {
        const int t = c.typeOf(card);
        --m.deck;
        int own = -1;
        for (int p = 0; p < kPots; ++p)
            if (!m.pots[static_cast<std::size_t>(p)].empty() &&
                m.pots[static_cast<std::size_t>(p)].type == t)
                own = p;
        if (own >= 0 && pot(m, own).height() < c.rules.maxHeight) {
            pot(m, own).cards.push_back(static_cast<std::int8_t>(card));
            return cont(m, d);
        }
        if (own < 0) {
            double best = kNone; // R-BL-GROW-3: the seat chooses among the empty pots
            for (int p = 0; p < kPots; ++p)
                if (m.pots[static_cast<std::size_t>(p)].empty()) {
                    Model n = m;
                    pot(n, p).cards.push_back(static_cast<std::int8_t>(card));
                    pot(n, p).type = static_cast<std::int8_t>(t);
                    best = std::max(best, cont(n, d));
                }
            if (best != kNone)
                return best;
        }
        if (m.fence) { // R-BL-GROW-6
            m.fence = false;
            return cont(m, d);
        }
        if (own >= 0) { // R-BL-GROW-5: the flower dies, the turn ends
            pot(m, own).cards.clear();
            pot(m, own).type = -1;
        }
        return -opponents(m); // the turn ends
    }
    double grow(const Model& m, int d, int draw) const {
        const std::vector<int> cards = nextCards(v, draw);
        if (cards.empty())
            return cont(m, d);
        double sum = 0;
        for (int card : cards)
            sum += drawn(m, card, d);
        return sum / static_cast<double>(cards.size());
    }
};

std::vector<Scored> levelValues(const SeatView& v, int depth, double threat) {
    const Game world = fixedWorld(v);
    const Reasoner r{v, v.data(), depth, threat};
    const Model m = modelOf(world, v.seat);
    std::vector<Scored> out;
    for (const Action& a : world.legalActions()) {
        double value = 0;
        switch (a.kind) {
        case Action::Kind::Grow:
            value = r.grow(m, depth - 1, 0);
            break;
        case Action::Kind::Cut:
            value = r.cutValue(m, a.pot);
            break;
        case Action::Kind::Pass:
            value = -r.opponents(m);
            break;
        case Action::Kind::Order: { // the top card as the next Growth would take it
            value = r.drawn(m, a.order[0], depth - 1);
            double stop = -r.opponents(m);
            for (int p = 0; p < kPots; ++p)
                stop = std::max(stop, r.cutValue(m, p));
            value = std::max(value, stop);
            break;
        }
        default: { // pot, plant, token, water, prune, rake: what the view already fixes
            Game after = world;
            after.apply(a);
            value = r.cont(modelOf(after, v.seat), depth - 1);
            if (a.kind == Action::Kind::Token)
                value -= 1.0; // an unplayed token breaks ties (R-BL-TOKEN-5) and may serve later
            else if (a.kind == Action::Kind::Prune)
                value += 0.3; // a card in hand for a later Plant
            break;
        }
        }
        out.push_back({a, value});
    }
    return out;
}

// The fast policy of hard's playouts, for every seat: grow while the points a Growth may add to
// the best pot outweigh the risk of losing that cut to bad luck or a death (R-BL-GROW-4..5),
// counted over the world's deck; then cut the best pot, or pass when none pays.
struct CuttingPlayout {
    static Action actions(const Game& g, bool canGrow) {
        const ComponentSet& c = g.components();
        const int seat = g.toAct();
        const unsigned mask = typesMaskOf(g.sets(), seat);
        int best = 0, bestPot = -1;
        for (int p = 0; p < kPots; ++p) {
            const int gain = cutGain(c, g.pots(), mask, seat, p);
            if (gain > best)
                best = gain, bestPot = p;
        }
        if (!canGrow)
            return bestPot >= 0 ? Action::cut(bestPot) : Action::pass();
        if (bestPot < 0)
            return Action::grow();
        std::array<int, kTypes> potHeight;
        potHeight.fill(-1);
        bool anyEmpty = false;
        for (const Pot& p : g.pots()) {
            anyEmpty = anyEmpty || p.empty();
            if (!p.empty())
                potHeight[static_cast<std::size_t>(p.type)] = p.height();
        }
        const Pot& b = g.pot(bestPot);
        int risky = 0, up = 0, cards = 0;
        for (int card : g.deck()) {
            const int h = potHeight[static_cast<std::size_t>(c.typeOf(card))];
            ++cards;
            risky += (h < 0 && !anyEmpty) || h >= c.rules.maxHeight ? 1 : 0;
            up += c.typeOf(card) == b.type ? 1 : 0;
        }
        const int step =
            b.height() < c.rules.maxHeight ? c.valueOf(b.height() + 1) - c.valueOf(b.height()) : 0;
        const bool cut = g.thisTurn().fenceArmed ? up * step == 0 : risky * best >= up * step;
        return cut || cards == 0 ? Action::cut(bestPot) : Action::grow();
    }
    void playOut(Game& g, engine::Rng& rng) const {
        std::vector<Action> legal;
        for (int guard = 0; !g.isOver() && guard < 2000; ++guard) {
            g.legalActions(legal);
            Action pick = legal.front();
            if (g.step() == Step::Actions)
                pick = actions(g, legal.front().kind == Action::Kind::Grow);
            else if (g.step() == Step::Pot)
                pick = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            if (!g.apply(pick))
                break;
        }
    }
    double outcome(const Game& g, int seat) const {
        const std::vector<Standing> st = g.standings();
        int other = std::numeric_limits<int>::min();
        for (int s = 0; s < g.seats(); ++s)
            if (s != seat)
                other = std::max(other, st[static_cast<std::size_t>(s)].total);
        const Standing& me = st[static_cast<std::size_t>(seat)];
        return (me.rank == 1 ? 1.0 : 0.0) + 0.01 * (me.total - other);
    }
};

} // namespace

Suggestion level(const SeatView& v, engine::Rng& rng, bool easy) {
    std::vector<Scored> values = easy ? levelValues(v, 1, 0.3) : levelValues(v, 2, 0.8);
    sortBest(values);
    if (easy && values.size() > 1 && rng.below(5) == 0) // easy: its second choice 1 time in 5
        std::swap(values[0], values[1]);
    return fromScored(values);
}

Suggestion hard(const SeatView& v, engine::Rng& rng, const Budget& budget,
                const std::atomic<bool>* cancel) {
    std::vector<Scored> ranked = levelValues(v, 2, 0.8);
    sortBest(ranked);
    if (ranked.size() > 6) { // medium's best six, and a Growth whenever one is legal
        const auto grow = std::find_if(ranked.begin(), ranked.end(), [](const Scored& x) {
            return x.action.kind == Action::Kind::Grow;
        });
        if (grow != ranked.end() && grow - ranked.begin() >= 6)
            std::rotate(ranked.begin() + 5, grow, grow + 1);
        ranked.resize(6);
    }
    if (ranked.size() == 1)
        return fromScored(ranked);
    std::vector<Action> candidates;
    for (const Scored& s : ranked)
        candidates.push_back(s.action);
    engine::search::SearchBudget b;
    b.iterations = budget.iterations;
    b.thinkMs = budget.iterations > 0 ? 0
                : budget.thinkMs > 0  ? budget.thinkMs
                                      : Budget::kHardThinkMs;
    b.threads = budget.threads;
    const engine::search::SearchResult r = engine::search::flatMonteCarlo<Module>(
        v, candidates, CuttingPlayout{}, rng.next(), b, cancel);
    if (r.worlds == 0)
        return fromScored(ranked);
    for (std::size_t i = 0; i < ranked.size(); ++i)
        ranked[i].value = r.means[i] + kPrior * ranked[i].value;
    sortBest(ranked);
    Suggestion s = fromScored(ranked);
    s.worlds = r.worlds;
    return s;
}

} // namespace blossoms::ai::detail
