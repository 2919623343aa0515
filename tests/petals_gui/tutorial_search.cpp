// The search that found Learn to play's deal (PetalsTutorial.cpp): deals of 2 seats from seeds,
// and for each the first line of play in which the learner's turns show, in this order, a flower
// match, a number match, a simple effect answered by a move that scores, and a double effect,
// while the computer's turns trigger nothing. Prints the seed and the actions. Not a test: run it
// by hand when the data or the lessons change (tests/petals_gui/test_help.cpp checks the
// script that came out of it).
#include "petals/rules/module.h"

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace petals;

namespace {

struct Pairs {
    int flower = 0, number = 0, symbol = 0, same = 0, points = 0;
};

Pairs pairsOf(const Game& g, const Action& a) {
    Pairs p;
    const ComponentSet& c = g.components();
    const auto sides = g.contactSides(a.card, a.cell, a.rotation);
    for (int d = 0; d < 4; ++d) {
        const auto& s = sides[static_cast<std::size_t>(d)];
        if (!s)
            continue;
        const Lying* o = nullptr;
        for (const Lying& l : g.table())
            if (l.card == s->other)
                o = &l;
        const HalfFlower& mine = c.facing(a.card, a.rotation, d);
        const HalfFlower& theirs = c.facing(o->card, o->rotation, (d + 2) % 4);
        if (s->symbolPair) {
            ++p.symbol;
            p.same += s->sameSymbol ? 1 : 0;
        } else if (mine.flower == theirs.flower && s->scores)
            ++p.flower;
        else if (s->scores)
            ++p.number;
        for (int v : s->points)
            p.points += v;
    }
    return p;
}

int total(const Points& p) {
    return p[0] + p[1] + p[2] + p[3];
}

using Lesson = std::function<bool(const Game&, const Action&)>;
std::vector<std::string> line;

bool learnerFlower(const Game& g, const Action& a) {
    const Pairs p = pairsOf(g, a);
    return p.flower >= 1 && p.number == 0 && p.symbol == 0 && p.points >= 3;
}
bool learnerNumber(const Game& g, const Action& a) {
    const Pairs p = pairsOf(g, a);
    return p.number >= 1 && p.flower == 0 && p.symbol == 0 && p.points >= 2;
}
bool quiet(const Game& g, const Action& a) {
    const Pairs p = pairsOf(g, a);
    return p.symbol == 0;
}

// Plays the lessons from index i on; true when all were found (line holds the actions).
bool search(Game g, int i);

bool effectTurn(const Game& g, int i, EffectKind want) {
    for (const Action& a : g.legalActions()) {
        if (a.kind != Action::Kind::Place)
            continue;
        const Pairs p = pairsOf(g, a);
        if (p.symbol != 1 || (want == EffectKind::Double) != (p.same == 1) ||
            p.number + p.flower < 1)
            continue;
        Game h = g;
        h.apply(a);
        const int placed = total(h.contact(a.card, a.cell, a.rotation, a.cell).points);
        // The best move, strictly better than scoring (simple) or scoring something (double).
        std::optional<Action> best;
        int bestPoints = 0;
        for (const Action& m : h.legalActions())
            if (m.kind == Action::Kind::Move) {
                const int pts = total(h.contact(m.card, m.cell, m.rotation,
                                                [&] {
                                                    for (const Lying& l : h.table())
                                                        if (l.card == m.card)
                                                            return l.cell;
                                                    return Cell{};
                                                }())
                                          .points);
                if (pts > bestPoints) {
                    bestPoints = pts;
                    best = m;
                }
            }
        if (!best || bestPoints <= placed || bestPoints < 3)
            continue;
        Game k = h;
        k.apply(*best);
        line.push_back(g.actionText(a));
        line.push_back(h.actionText(*best));
        if (search(k, i + 1))
            return true;
        line.pop_back();
        line.pop_back();
    }
    return false;
}

bool placeTurn(const Game& g, int i, const Lesson& ok, int tries) {
    int n = 0;
    for (const Action& a : g.legalActions()) {
        if (a.kind != Action::Kind::Place || !ok(g, a))
            continue;
        Game h = g;
        h.apply(a);
        if (h.step() != Step::Place)
            continue;
        line.push_back(g.actionText(a));
        if (search(h, i + 1))
            return true;
        line.pop_back();
        if (++n >= tries)
            break;
    }
    return false;
}

bool search(Game g, int i) {
    switch (i) {
    case 0:
        return placeTurn(g, i, learnerFlower, 3);
    case 2:
        return placeTurn(g, i, learnerNumber, 3);
    case 4:
        return effectTurn(g, i, EffectKind::Simple);
    case 6:
        return effectTurn(g, i, EffectKind::Double);
    case 7:
        return true;
    default:
        return placeTurn(g, i, quiet, 2);
    }
}

} // namespace

int main() {
    for (std::uint64_t seed = 1; seed < 3000; ++seed) {
        line.clear();
        Game g = Game::deal(Module::components(), 2, Variant::Standard, seed);
        if (search(g, 0)) {
            std::printf("seed %llu\n", static_cast<unsigned long long>(seed));
            const Deal& d = g.dealt();
            const auto id = [&](int k) {
                return Module::components()->cards[static_cast<std::size_t>(k)].id.c_str();
            };
            for (const Lying& l : d.start)
                std::printf("start %s %d %d %d\n", id(l.card), l.cell.x, l.cell.y, l.rotation);
            for (const auto& h : d.hands)
                std::printf("hand %s %s\n", id(h[0]), id(h[1]));
            std::printf("pile");
            for (std::size_t k = 0; k < 8; ++k)
                std::printf(" %s", id(d.pile[k]));
            std::printf("\n");
            for (const std::string& s : line)
                std::printf("  \"%s\",\n", s.c_str());
            return 0;
        }
    }
    std::printf("none\n");
    return 1;
}
