// The checks of Petals' soak (petals_soak.h): the soak's own reading of spec/petals/RULES.md,
// written apart from src/games/petals so that a mistake in the rules is not repeated here.
#include "petals_soak.h"

#include "petals/rules/save.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace petals::soak {

namespace {

[[noreturn]] void fail(const std::string& rule, const std::string& what) {
    throw Violation(rule, what);
}

void expect(bool ok, const std::string& rule, const std::string& what) {
    if (!ok)
        fail(rule, what);
}

constexpr Cell kStep[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}; // north, east, south, west

Cell beside(Cell c, int d) {
    return {c.x + kStep[d].x, c.y + kStep[d].y};
}

bool inRange(Cell c) {
    return c.x >= kMinCoord && c.x <= kMaxCoord && c.y >= kMinCoord && c.y <= kMaxCoord;
}

std::string pointsText(const Points& p) {
    return std::to_string(p[0]) + " " + std::to_string(p[1]) + " " + std::to_string(p[2]) + " " +
           std::to_string(p[3]);
}

// The table as the soak sees it: card by cell.
using Grid = std::map<Cell, Lying>;

Grid gridOf(const std::vector<Lying>& table) {
    Grid g;
    for (const Lying& l : table)
        g[l.cell] = l;
    return g;
}

// The half-flower of `card` at rotation `r` facing direction `d` (R-PE-CARD-3): the data's edge
// (d - r) mod 4.
const HalfFlower& faceOf(const ComponentSet& c, int card, int r, int d) {
    return c.cards[static_cast<std::size_t>(card)]
        .edges[static_cast<std::size_t>(((d - r) % 4 + 4) % 4)];
}

struct Reading {
    Points points{};
    EffectKind effect = EffectKind::None;
    std::set<int> partners;
};

// R-PE-MATCH-1..6, R-PE-EFFECT-1: `card` at `cell`, rotation `r`, against the cards of `grid`
// (`skip`: a cell not counted, where the card itself lies).
Reading readContact(const ComponentSet& c, const Grid& grid, int card, Cell cell, int r) {
    Reading out;
    for (int d = 0; d < 4; ++d) {
        const auto it = grid.find(beside(cell, d));
        if (it == grid.end() || it->second.card == card)
            continue;
        const HalfFlower& a = faceOf(c, card, r, d);
        const HalfFlower& b = faceOf(c, it->second.card, it->second.rotation, (d + 2) % 4);
        const bool symbols = a.number == 0 && b.number == 0;
        if (a.flower == b.flower || (!symbols && a.number != 0 && a.number == b.number)) {
            out.points[static_cast<std::size_t>(a.flower)] += a.number;
            out.points[static_cast<std::size_t>(b.flower)] += b.number;
        }
        if (symbols) {
            out.partners.insert(it->second.card);
            if (a.symbol == b.symbol)
                out.effect = EffectKind::Double;
            else if (out.effect == EffectKind::None)
                out.effect = EffectKind::Simple;
        }
    }
    return out;
}

// R-PE-GRID-2: the group of each card (by card), numbered from 0.
std::map<int, int> groupsOf(const Grid& grid) {
    std::map<int, int> group;
    int next = 0;
    for (const auto& [cell, lying] : grid) {
        if (group.count(lying.card))
            continue;
        std::vector<Cell> queue{cell};
        group[lying.card] = next;
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int d = 0; d < 4; ++d) {
                const auto it = grid.find(beside(queue[i], d));
                if (it != grid.end() && !group.count(it->second.card)) {
                    group[it->second.card] = next;
                    queue.push_back(it->first);
                }
            }
        ++next;
    }
    return group;
}

// R-PE-MOVE-5: cards of one group in `before` are of one group in `after`.
bool groupsHold(const std::map<int, int>& before, const std::map<int, int>& after) {
    std::map<int, int> seen; // group before -> group after
    for (const auto& [card, g] : before) {
        const auto a = after.find(card);
        if (a == after.end())
            return false;
        const auto [it, fresh] = seen.emplace(g, a->second);
        if (!fresh && it->second != a->second)
            return false;
    }
    return true;
}

// score and skip name nothing else: the fields left in them do not count.
Action canonical(const Action& a) {
    return a.kind == Action::Kind::Score  ? Action::score()
           : a.kind == Action::Kind::Skip ? Action::skip()
                                          : a;
}

Points lastCardPoints(const ComponentSet& c, int card) { // R-PE-END-3
    Points p{};
    for (const HalfFlower& h : c.cards[static_cast<std::size_t>(card)].edges)
        p[static_cast<std::size_t>(h.flower)] += h.number;
    return p;
}

// The empty cells touching the table, in range (R-PE-PLACE-2/3).
std::set<Cell> frontierOf(const Grid& grid) {
    std::set<Cell> out;
    for (const auto& [cell, l] : grid)
        for (int d = 0; d < 4; ++d)
            if (const Cell n = beside(cell, d); inRange(n) && !grid.count(n))
                out.insert(n);
    return out;
}

bool touchesAny(const Grid& grid, Cell c, int except) {
    for (int d = 0; d < 4; ++d)
        if (const auto it = grid.find(beside(c, d)); it != grid.end() && it->second.card != except)
            return true;
    return false;
}

// The soak's own list of the legal actions' ids (R-PE-PLACE, R-PE-EFFECT-3..5, R-PE-MOVE-1..5).
std::set<int> ownLegalIds(const Game& g) {
    std::set<int> out;
    if (g.isOver())
        return out;
    const Grid grid = gridOf(g.table());
    const std::set<Cell> cells = frontierOf(grid);
    if (g.step() == Step::Place) {
        for (int card : g.hand(g.toAct()))
            for (int r = 0; r < 4; ++r)
                for (const Cell& c : cells)
                    out.insert(g.actionId(Action::place(card, c, r)));
        return out;
    }
    out.insert(g.actionId(g.step() == Step::Effect ? Action::score() : Action::skip()));
    const Lying placed = g.placedThisTurn();
    const Reading trigger =
        readContact(g.components(), grid, placed.card, placed.cell, placed.rotation);
    const auto groups = groupsOf(grid);
    for (const Lying& l : g.table()) {
        if (l.card == placed.card || trigger.partners.count(l.card)) // R-PE-MOVE-2
            continue;
        int around = 0;
        for (int d = 0; d < 4; ++d)
            around += grid.count(beside(l.cell, d)) ? 1 : 0;
        if (around == 4) // R-PE-MOVE-3
            continue;
        for (const Cell& to : cells) {
            if (!touchesAny(grid, to, l.card)) // R-PE-MOVE-4
                continue;
            Grid moved = grid;
            moved.erase(l.cell);
            moved[to] = {l.card, to, 0};
            if (!groupsHold(groups, groupsOf(moved))) // R-PE-MOVE-5
                continue;
            for (int r = 0; r < 4; ++r)
                out.insert(g.actionId(Action::move(l.card, to, r)));
        }
    }
    return out;
}

// R-PE-WIN-1..4, R-PE-HARM-1..2 from the final scores, in the soak's own words.
void checkStandings(const Game& g) {
    const int n = g.seats();
    const std::vector<Standing> st = g.standings();
    expect(static_cast<int>(st.size()) == n, "R-PE-WIN", "one standing per seat");
    struct Key {
        int total, lowest, sum, spread;
        bool eligible;
    };
    std::vector<Key> keys;
    bool anyEligible = false;
    for (int s = 0; s < n; ++s) {
        Points p = g.scores(s);
        bool eligible = false;
        for (int e = 0; e < kElements; ++e) {
            bool top = true;
            for (int t = 0; t < n; ++t)
                top = top &&
                      g.scores(t)[static_cast<std::size_t>(e)] <= p[static_cast<std::size_t>(e)];
            expect(st[static_cast<std::size_t>(s)].won[static_cast<std::size_t>(e)] == top,
                   "R-PE-WIN-1", "seat " + std::to_string(s) + " tracker " + std::to_string(e));
            eligible = eligible || top;
        }
        expect(st[static_cast<std::size_t>(s)].eligible == eligible, "R-PE-WIN-2",
               "seat " + std::to_string(s) + "'s eligibility");
        anyEligible = anyEligible || eligible;
        std::sort(p.begin(), p.end());
        keys.push_back({p[0] + p[1], p[0], p[0] + p[1] + p[2] + p[3], p[3] - p[0], eligible});
    }
    expect(anyEligible, "R-PE-WIN-1", "nobody is eligible");
    const bool harmony = g.variant() == Variant::Harmony;
    auto better = [harmony](const Key& a, const Key& b) {
        const auto ka = harmony ? std::make_tuple(-a.spread, a.total, a.sum, 0)
                                : std::make_tuple(a.total, a.lowest, a.sum, 0);
        const auto kb = harmony ? std::make_tuple(-b.spread, b.total, b.sum, 0)
                                : std::make_tuple(b.total, b.lowest, b.sum, 0);
        return ka > kb;
    };
    for (int s = 0; s < n; ++s) {
        const Key& k = keys[static_cast<std::size_t>(s)];
        std::optional<int> rank;
        if (k.eligible) {
            rank = 1;
            for (const Key& o : keys)
                if (o.eligible && better(o, k))
                    ++*rank;
        }
        expect(st[static_cast<std::size_t>(s)].rank == rank, harmony ? "R-PE-HARM-2" : "R-PE-WIN-4",
               "seat " + std::to_string(s) + "'s rank");
        expect(st[static_cast<std::size_t>(s)].total == k.total, "R-PE-WIN-3", "a total");
    }
}

void checkCards(const Game& g) {
    const ComponentSet& c = g.components();
    const int n = static_cast<int>(c.cards.size());
    std::vector<int> seen(static_cast<std::size_t>(n), 0);
    auto count = [&](int card, const char* where) {
        expect(card >= 0 && card < n, "conservation",
               std::string("a card out of range in the ") + where);
        ++seen[static_cast<std::size_t>(card)];
    };
    for (const Lying& l : g.table())
        count(l.card, "table");
    for (int s = 0; s < g.seats(); ++s)
        for (int card : g.hand(s))
            count(card, "hands");
    for (int card : g.pile())
        count(card, "pile");
    for (int card : g.dealt().removed)
        count(card, "removed cards");
    for (const LastCard& l : g.lastCards())
        count(l.card, "last cards");
    for (int k = 0; k < n; ++k)
        expect(seen[static_cast<std::size_t>(k)] == 1, "conservation",
               c.cards[static_cast<std::size_t>(k)].id + " is counted " +
                   std::to_string(seen[static_cast<std::size_t>(k)]) + " times");
}

void checkTable(const Game& g) {
    const Grid grid = gridOf(g.table());
    expect(grid.size() == g.table().size(), "R-PE-GRID-1", "two cards in one cell");
    std::map<int, Lying> start;
    for (const Lying& l : g.dealt().start)
        start[l.card] = l;
    for (const Lying& l : g.table()) {
        expect(inRange(l.cell) && l.rotation >= 0 && l.rotation < 4, "R-PE-GRID-1",
               "a card out of the grid or turned oddly");
        const Lying* found = g.at(l.cell);
        expect(found && *found == l, "R-PE-GRID-1", "at() does not find a card where it lies");
        // A card alone is a starting card that never moved (R-PE-PLACE-3, R-PE-MOVE-4/5).
        if (!touchesAny(grid, l.cell, l.card)) {
            const auto s = start.find(l.card);
            expect(s != start.end() && s->second == l, "R-PE-PLACE-3",
                   g.components().cards[static_cast<std::size_t>(l.card)].id + " touches no card");
        }
    }
    int groups = 0;
    for (const auto& [card, group] : groupsOf(grid))
        groups = std::max(groups, group + 1);
    expect(groups <= static_cast<int>(g.dealt().start.size()), "R-PE-MOVE-5",
           std::to_string(groups) + " groups");
}

// Each turn record is consistent with itself and the scores are the log's and the last cards'.
void checkScores(const Game& g) {
    std::vector<Points> sum(static_cast<std::size_t>(g.seats()), Points{});
    int turn = 0;
    for (const TurnRecord& r : g.log()) {
        ++turn;
        expect(r.turn == turn && r.seat >= 0 && r.seat < g.seats(), "R-PE-TURN-1",
               "turn " + std::to_string(turn) + "'s record");
        Points want = r.placedPoints;
        switch (r.choice) {
        case Action::Kind::Place:
            expect(r.effect == EffectKind::None, "R-PE-EFFECT-1", "an effect without an answer");
            break;
        case Action::Kind::Score:
            expect(r.effect == EffectKind::Simple, "R-PE-EFFECT-3", "score without simple effect");
            break;
        case Action::Kind::Skip:
            expect(r.effect == EffectKind::Double, "R-PE-EFFECT-4", "skip without double effect");
            break;
        case Action::Kind::Move:
            expect(r.effect != EffectKind::None && r.movedPoints && r.moved && r.movedFrom,
                   "R-PE-MOVE-6", "a move without its record");
            want = *r.movedPoints;
            if (r.effect == EffectKind::Double)
                want += r.placedPoints;
            break;
        }
        expect(r.points == want, "R-PE-MATCH-6",
               "turn " + std::to_string(r.turn) + " scores " + pointsText(r.points));
        sum[static_cast<std::size_t>(r.seat)] += r.points;
    }
    for (const LastCard& l : g.lastCards()) {
        expect(l.points == lastCardPoints(g.components(), l.card), "R-PE-END-3",
               "a last card's points");
        sum[static_cast<std::size_t>(l.seat)] += l.points;
    }
    if (g.step() == Step::Move) { // R-PE-EFFECT-4: the placed card scored before the turn ends
        const Lying p = g.placedThisTurn();
        sum[static_cast<std::size_t>(g.toAct())] +=
            readContact(g.components(), gridOf(g.table()), p.card, p.cell, p.rotation).points;
    }
    for (int s = 0; s < g.seats(); ++s)
        expect(g.scores(s) == sum[static_cast<std::size_t>(s)], "R-PE-MATCH-6",
               "seat " + std::to_string(s) + " has " + pointsText(g.scores(s)) + ", its log " +
                   pointsText(sum[static_cast<std::size_t>(s)]));
}

} // namespace

void checkState(const Game& g) {
    checkCards(g);
    checkTable(g);
    checkScores(g);
    for (int s = 0; s < g.seats(); ++s)
        expect(std::is_sorted(g.hand(s).begin(), g.hand(s).end()), "R-PE-SETUP-3",
               "a hand out of data order");
    if (g.isOver()) {
        expect(g.pile().empty(), "R-PE-END-2", "the game ended with cards in the pile");
        for (int s = 0; s < g.seats(); ++s)
            expect(g.hand(s).empty(), "R-PE-END-3", "a hand kept after the end");
        checkStandings(g);
        return;
    }
    expect(g.toAct() >= 0 && g.toAct() < g.seats(), "R-PE-TURN-3", "nobody to act");
    if (g.step() == Step::Place)
        expect(g.hand(g.toAct()).size() >= 2, "R-PE-TURN-3", "the seat to act holds < 2 cards");
    else
        expect(g.pendingEffect() ==
                   (g.step() == Step::Effect ? EffectKind::Simple : EffectKind::Double),
               "R-PE-EFFECT-1", "the step does not match the effect");
}

void checkRoundTrip(const Game& g, const Action& a) {
    const int id = g.actionId(a);
    expect(id >= 0 && id < g.actionCount(), "ids", "an id out of range: " + g.actionText(a));
    const auto back = g.actionOfId(id);
    expect(back && *back == a, "ids", "the id of " + g.actionText(a) + " does not map back");
    std::string why;
    const auto parsed = Game::parseAction(g.components(), g.actionText(a), &why);
    expect(parsed && *parsed == a, "text", g.actionText(a) + " does not parse back: " + why);
}

void checkLegal(const Game& g, const std::vector<Action>& legal) {
    expect(g.isOver() == legal.empty(), "R-PE-PLACE-4",
           g.isOver() ? "legal actions after the end" : "no legal action");
    int last = -1;
    for (const Action& a : legal) {
        const int id = g.actionId(a);
        expect(id > last, "ids", "legal actions not sorted by id, or twice: " + g.actionText(a));
        last = id;
        const engine::Verdict v = g.check(a);
        expect(v.ok, "check", "check() refuses the legal " + g.actionText(a) + ": " + v.reason);
        checkRoundTrip(g, a);
    }
    std::set<int> ids;
    for (const Action& a : legal)
        ids.insert(g.actionId(a));
    const std::set<int> own = ownLegalIds(g);
    if (ids != own) {
        std::vector<int> diff;
        std::set_symmetric_difference(ids.begin(), ids.end(), own.begin(), own.end(),
                                      std::back_inserter(diff));
        const auto a = g.actionOfId(diff.front());
        fail(g.step() == Step::Place ? "R-PE-PLACE-3" : "R-PE-MOVE-5",
             (ids.count(diff.front()) ? "listed but not legal: " : "legal but not listed: ") +
                 (a ? g.actionText(*a) : std::to_string(diff.front())));
    }
}

void checkStep(const Game& before, const Action& a, const Game& after) {
    std::vector<Action> history = before.history();
    history.push_back(canonical(a));
    expect(after.history() == history, "history", "the history is not the old one and the action");
    const int seat = before.toAct();
    std::vector<Points> gained;
    for (int s = 0; s < before.seats(); ++s) {
        Points d = after.scores(s);
        for (const LastCard& l : after.lastCards())
            if (l.seat == s && !before.isOver())
                for (int e = 0; e < kElements; ++e)
                    d[static_cast<std::size_t>(e)] -= l.points[static_cast<std::size_t>(e)];
        for (int e = 0; e < kElements; ++e) {
            d[static_cast<std::size_t>(e)] -= before.scores(s)[static_cast<std::size_t>(e)];
            expect(d[static_cast<std::size_t>(e)] >= 0, "R-PE-CARD-5", "a score went down");
            expect(s == seat || d[static_cast<std::size_t>(e)] == 0, "R-PE-MATCH-6",
                   "another seat scored");
        }
        gained.push_back(d);
    }
    const Points got = gained[static_cast<std::size_t>(seat)];
    const Grid grid = gridOf(after.table());
    const ComponentSet& c = after.components();
    Points want{};
    if (a.kind == Action::Kind::Place) {
        expect(grid.count(a.cell) && grid.at(a.cell) == Lying{a.card, a.cell, a.rotation},
               "R-PE-PLACE-1", "the card does not lie where it was placed");
        const Reading r = readContact(c, grid, a.card, a.cell, a.rotation);
        expect(after.log().size() == before.log().size() + (r.effect == EffectKind::None),
               "R-PE-EFFECT-1", "the turn's end does not follow the effect");
        if (r.effect != EffectKind::Simple)
            want = r.points; // R-PE-MATCH-6, R-PE-EFFECT-4
        if (r.effect != EffectKind::None) {
            std::vector<int> trig(r.partners.begin(), r.partners.end());
            trig.insert(std::upper_bound(trig.begin(), trig.end(), a.card), a.card);
            expect(after.triggering() == trig && after.pendingEffect() == r.effect, "R-PE-EFFECT-2",
                   "the triggering cards or the effect");
        }
    } else if (a.kind == Action::Kind::Score) {
        const Lying p = before.placedThisTurn();
        want = readContact(c, gridOf(before.table()), p.card, p.cell, p.rotation).points;
    } else if (a.kind == Action::Kind::Move) {
        expect(grid.count(a.cell) && grid.at(a.cell) == Lying{a.card, a.cell, a.rotation},
               "R-PE-MOVE-4", "the card does not lie where it was moved");
        want = readContact(c, grid, a.card, a.cell, a.rotation).points; // R-PE-MOVE-6
    }
    expect(got == want, "R-PE-MATCH-5",
           before.actionText(a) + " scored " + pointsText(got) + ", the soak reads " +
               pointsText(want));
    expect(groupsHold(groupsOf(gridOf(before.table())), groupsOf(grid)), "R-PE-MOVE-5",
           before.actionText(a) + " split a group");
    if (after.log().size() > before.log().size()) { // R-PE-TURN-2: the draw
        expect(after.log().back().drew == !before.pile().empty(), "R-PE-TURN-2", "the draw");
        if (!before.pile().empty()) {
            const auto& hand = after.isOver() ? std::vector<int>{} : after.hand(seat);
            const bool kept =
                std::count(hand.begin(), hand.end(), before.pile().front()) == 1 || after.isOver();
            expect(kept && after.pile().size() + 1 == before.pile().size(), "R-PE-TURN-2",
                   "the top card of the pile was not drawn");
        }
    }
}

bool tryAction(Game& g, const std::vector<Action>& legal, const Action& a) {
    const int cards = static_cast<int>(g.components().cards.size());
    const bool formed = (a.kind == Action::Kind::Score || a.kind == Action::Kind::Skip ||
                         (a.card >= 0 && a.card < cards && inRange(a.cell))) &&
                        a.rotation >= 0 && a.rotation < 4;
    const bool isLegal =
        formed && std::find(legal.begin(), legal.end(), canonical(a)) != legal.end();
    const engine::Verdict checked = g.check(a);
    const Game before = g;
    const engine::Verdict v = g.apply(a);
    const std::string what = formed ? before.actionText(a) : std::string("an odd action");
    expect(checked.ok == v.ok && checked.code == v.code, "refusal",
           "check() and apply() disagree on " + what);
    if (!v.ok) {
        expect(g == before, "refusal", "a refused action changed the game: " + what);
        expect(!isLegal, "refusal", "a legal action was refused: " + what + ": " + v.reason);
        expect(!v.code.empty() && !v.reason.empty() && v.reason.find('\n') == std::string::npos,
               "refusal", "a refusal without a code or a one-line reason: " + what);
        return false;
    }
    expect(isLegal, "refusal", "an action not listed as legal was accepted: " + what);
    checkStep(before, a, g);
    return true;
}

void checkSaveLoad(const Game& g) {
    const std::string text = saveText(g);
    Game loaded;
    try {
        loaded = loadSave(g.componentsPtr(), text);
    } catch (const SaveError& e) {
        fail("save", std::string("a save does not load: ") + e.what());
    }
    expect(loaded == g, "save", "a save loads to another game");
    expect(saveText(loaded) == text, "save", "a loaded game saves to another text");
}

void checkViews(const Game& g, engine::Rng& rng) {
    const ComponentSet& c = g.components();
    for (int s = 0; s < g.seats(); ++s) {
        const SeatView v = g.viewFor(s);
        const Game& k = v.known();
        expect(v.seat() == s && k.table() == g.table() && k.log() == g.log() &&
                   k.hand(s) == g.hand(s) && k.step() == g.step() && k.toAct() == g.toAct(),
               "R-PE-PRIV-1", "a view does not show what is public");
        for (int t = 0; t < g.seats(); ++t) {
            expect(k.scores(t) == g.scores(t) &&
                       v.handSize(t) == static_cast<int>(g.hand(t).size()),
                   "R-PE-PRIV-1", "a view's scores or hand sizes");
            expect(t == s || k.hand(t).empty(), "R-PE-PRIV-1", "a view shows another hand");
        }
        expect(k.pile().empty() && v.pileSize() == static_cast<int>(g.pile().size()) &&
                   k.dealt().hands.empty() && k.dealt().pile.empty() && k.dealt().seed == 0,
               "R-PE-PRIV-1", "a view shows the pile, the deal or the seed");
        std::set<int> known;
        for (const Lying& l : g.table())
            known.insert(l.card);
        for (const LastCard& l : g.lastCards())
            known.insert(l.card);
        known.insert(g.hand(s).begin(), g.hand(s).end());
        const auto rule = c.rules.removal.find(g.seats());
        for (int r : g.dealt().removed) // R-PE-SETUP-1: the ladybugs' removal is public
            if (c.cards[static_cast<std::size_t>(r)].ladybug && rule != c.rules.removal.end() &&
                rule->second.ladybug)
                known.insert(r);
        std::vector<int> unseen;
        for (int card = 0; card < static_cast<int>(c.cards.size()); ++card)
            if (!known.count(card))
                unseen.push_back(card);
        expect(v.unseen() == unseen && k.dealt().removed == v.publicRemoved(), "R-PE-PRIV-1",
               "the unseen cards or the public removals");
        const Game world = determinize(v, rng);
        checkState(world);
        expect(world.viewFor(s) == v && world.hand(s) == g.hand(s), "view",
               "a determinized world gives another view");
    }
}

} // namespace petals::soak
