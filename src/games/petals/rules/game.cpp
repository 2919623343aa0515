// Petals' rules (spec/petals/RULES.md); the rule IDs are cited where each rule lives.
#include "petals/rules/game.h"
#include "petals/rules/points.h"

#include <algorithm>
#include <stdexcept>

namespace petals {

namespace {

// North, east, south, west (R-PE-CARD-3; y grows southward, R-PE-GRID-1).
constexpr std::array<Cell, 4> kDirections = {Cell{0, -1}, Cell{1, 0}, Cell{0, 1}, Cell{-1, 0}};

Cell neighbour(Cell c, int d) {
    return {c.x + kDirections[static_cast<std::size_t>(d)].x,
            c.y + kDirections[static_cast<std::size_t>(d)].y};
}

bool isBeside(Cell a, Cell b) {
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

bool inRange(Cell c) {
    return c.x >= kMinCoord && c.x <= kMaxCoord && c.y >= kMinCoord && c.y <= kMaxCoord;
}

void insertSorted(std::vector<int>& v, int x) {
    v.insert(std::upper_bound(v.begin(), v.end(), x), x);
}

engine::Verdict refuse(std::string_view code, std::string_view rule, std::string reason) {
    return engine::Verdict::refuse(code, rule, std::move(reason));
}

} // namespace

Game Game::deal(ComponentsPtr components, int seats, Variant variant, std::uint64_t seed) {
    const RuleValues& rv = components->rules;
    const auto removal = rv.removal.find(seats);
    if (seats < rv.minPlayers || seats > rv.maxPlayers || removal == rv.removal.end())
        throw std::invalid_argument("Petals is for " + std::to_string(rv.minPlayers) + " to " +
                                    std::to_string(rv.maxPlayers) + " players, not " +
                                    std::to_string(seats));
    engine::Rng rng(seed);
    Deal d;
    d.seed = seed;
    d.startPlayer = static_cast<int>(rng.below(static_cast<std::uint64_t>(seats))); // R-PE-SETUP-5
    std::vector<int> others;
    for (int i = 0; i < static_cast<int>(components->cards.size()); ++i)
        if (removal->second.ladybug && components->cards[static_cast<std::size_t>(i)].ladybug)
            d.removed.push_back(i); // R-PE-SETUP-1: the ladybug cards, publicly
        else
            others.push_back(i);
    rng.shuffle(others); // R-PE-SETUP-2: the rest shuffled (after the random removals' draw)
    std::size_t next = 0;
    for (int i = 0; i < removal->second.random; ++i)
        d.removed.push_back(others[next++]); // R-PE-SETUP-1: face down with 3 players
    for (int i = 0; i < rv.startCards; ++i)
        d.start.push_back({others[next++], Cell{i - 1, i - 1}, 0}); // R-PE-SETUP-2: the diagonal
    d.hands.resize(static_cast<std::size_t>(seats));
    for (auto& hand : d.hands) { // R-PE-SETUP-3
        for (int i = 0; i < rv.handSize; ++i)
            hand.push_back(others[next++]);
        std::sort(hand.begin(), hand.end());
    }
    d.pile.assign(others.begin() + static_cast<std::ptrdiff_t>(next), others.end());
    return fromDeal(std::move(components), variant, std::move(d));
}

Game Game::fromDeal(ComponentsPtr components, Variant variant, Deal deal) {
    if (deal.names.empty())
        for (std::size_t s = 0; s < deal.hands.size(); ++s)
            deal.names.push_back("Player " + std::to_string(s + 1));
    Game g;
    g.components_ = std::move(components);
    g.variant_ = variant;
    g.table_ = deal.start;
    g.reindex();
    g.hands_ = deal.hands;
    for (auto& hand : g.hands_)
        std::sort(hand.begin(), hand.end()); // a hand is a set, listed in data order
    g.pile_ = deal.pile;
    g.scores_.assign(deal.hands.size(), Points{}); // R-PE-SETUP-4
    g.deal_ = std::move(deal);
    g.current_ = 0; // R-PE-SETUP-5: seat 0 is the start player
    if (g.hands_.empty() || g.hands_[0].size() < 2)
        g.finish();
    return g;
}

bool Game::operator==(const Game& o) const {
    return components_->contentHash == o.components_->contentHash && variant_ == o.variant_ &&
           deal_ == o.deal_ && table_ == o.table_ && hands_ == o.hands_ && pile_ == o.pile_ &&
           scores_ == o.scores_ && log_ == o.log_ && last_ == o.last_ && pending_ == o.pending_ &&
           history_ == o.history_ && step_ == o.step_ && current_ == o.current_ && turn_ == o.turn_;
}

std::string Game::seatName(int seat) const {
    const int n = static_cast<int>(deal_.names.size());
    return n == 0 ? std::string()
                  : deal_.names[static_cast<std::size_t>((deal_.startPlayer + seat) % n)];
}

int Game::slotOf(Cell c) {
    const auto key = static_cast<std::uint32_t>((c.x + 2048) * 4096 + (c.y + 2048));
    return static_cast<int>((key * 2654435761u) >> 25); // 7 bits: kSlots
}

void Game::reindex() {
    index_.fill(-1);
    for (std::size_t i = 0; i < table_.size(); ++i) {
        int s = slotOf(table_[i].cell);
        while (index_[static_cast<std::size_t>(s)] >= 0)
            s = (s + 1) % kSlots;
        index_[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(i);
    }
}

const Lying* Game::at(Cell c) const {
    for (int s = slotOf(c);; s = (s + 1) % kSlots) {
        const int i = index_[static_cast<std::size_t>(s)];
        if (i < 0)
            return nullptr;
        if (table_[static_cast<std::size_t>(i)].cell == c)
            return &table_[static_cast<std::size_t>(i)];
    }
}

int Game::tableIndex(int card) const {
    for (std::size_t i = 0; i < table_.size(); ++i)
        if (table_[i].card == card)
            return static_cast<int>(i);
    return -1;
}

Game::SideContact Game::pairAt(int card, int r, int d, const Lying& other) const {
    SideContact side;
    side.other = other.card;
    const HalfFlower& mine = components_->facing(card, r, d);
    const HalfFlower& theirs = components_->facing(other.card, other.rotation, (d + 2) % 4);
    side.scores =
        mine.flower == theirs.flower ||                                           // R-PE-MATCH-2
        (!mine.isSymbol() && !theirs.isSymbol() && mine.number == theirs.number); // R-PE-MATCH-3
    if (side.scores) {
        // R-PE-MATCH-5: each half-flower adds its value to its own flower's tracker, once.
        side.points[static_cast<std::size_t>(mine.flower)] += mine.value();
        side.points[static_cast<std::size_t>(theirs.flower)] += theirs.value();
    }
    side.symbolPair = mine.isSymbol() && theirs.isSymbol(); // R-PE-MATCH-4
    side.sameSymbol = side.symbolPair && mine.symbol == theirs.symbol;
    return side;
}

Game::Contact Game::contact(int card, Cell c, int r, std::optional<Cell> ignore) const {
    Contact out;
    for (int d = 0; d < 4; ++d) { // R-PE-MATCH-1: one pair per touching side
        const Cell n = neighbour(c, d);
        if (ignore && n == *ignore)
            continue;
        const Lying* other = at(n);
        if (!other)
            continue;
        const SideContact side = pairAt(card, r, d, *other);
        out.points += side.points;
        if (side.symbolPair) { // R-PE-EFFECT-1
            insertSorted(out.symbolPartners, other->card);
            const EffectKind kind = side.sameSymbol ? EffectKind::Double : EffectKind::Simple;
            if (kind == EffectKind::Double || out.effect == EffectKind::None)
                out.effect = kind;
        }
    }
    return out;
}

std::array<std::optional<Game::SideContact>, 4>
Game::contactSides(int card, Cell c, int r, std::optional<Cell> ignore) const {
    std::array<std::optional<SideContact>, 4> sides;
    for (int d = 0; d < 4; ++d) {
        const Cell n = neighbour(c, d);
        if (ignore && n == *ignore)
            continue;
        if (const Lying* other = at(n))
            sides[static_cast<std::size_t>(d)] = pairAt(card, r, d, *other);
    }
    return sides;
}

bool Game::touchesOther(Cell c, std::optional<Cell> ignore) const {
    for (int d = 0; d < 4; ++d) {
        const Cell n = neighbour(c, d);
        if ((!ignore || n != *ignore) && at(n))
            return true;
    }
    return false;
}

bool Game::enclosed(const Lying& l) const { // R-PE-MOVE-3
    for (int d = 0; d < 4; ++d)
        if (!at(neighbour(l.cell, d)))
            return false;
    return true;
}

std::vector<Game::Frontier> Game::frontier() const {
    std::vector<Cell> cells;
    cells.reserve(table_.size() * 4);
    for (const Lying& l : table_)
        for (int d = 0; d < 4; ++d)
            if (const Cell n = neighbour(l.cell, d); inRange(n) && !at(n))
                cells.push_back(n);
    std::sort(cells.begin(), cells.end());
    std::vector<Frontier> out;
    for (const Cell& c : cells) // a cell listed once per card it touches
        if (!out.empty() && out.back().cell == c)
            ++out.back().touching;
        else
            out.push_back({c, 1});
    return out;
}

Game::Parts Game::partsWithout(int card) const {
    // R-PE-GRID-2: what is left of the card's group once it is lifted falls into parts, each
    // holding at least one of the card's neighbours; each table card is labelled with its part.
    Parts p;
    p.lifted = table_[static_cast<std::size_t>(tableIndex(card))].cell;
    p.label.assign(table_.size(), -1);
    std::vector<int> queue;
    for (int d = 0; d < 4; ++d) {
        const Lying* start = at(neighbour(p.lifted, d));
        if (!start || p.label[static_cast<std::size_t>(start - table_.data())] >= 0)
            continue;
        const auto part = static_cast<std::int8_t>(p.count++);
        queue.assign(1, static_cast<int>(start - table_.data()));
        p.label[static_cast<std::size_t>(queue[0])] = part;
        for (std::size_t i = 0; i < queue.size(); ++i)
            for (int e = 0; e < 4; ++e) {
                const Cell n = neighbour(table_[static_cast<std::size_t>(queue[i])].cell, e);
                const Lying* l = n == p.lifted ? nullptr : at(n);
                if (l && p.label[static_cast<std::size_t>(l - table_.data())] < 0) {
                    p.label[static_cast<std::size_t>(l - table_.data())] = part;
                    queue.push_back(static_cast<int>(l - table_.data()));
                }
            }
    }
    return p;
}

// R-PE-MOVE-5: every part of the moved card's group touches the new cell (the moved card links
// them all again); parts cannot meet otherwise, being of one group without it.
bool Game::joinsAll(const Parts& p, Cell to) const {
    unsigned joined = 0;
    for (int d = 0; d < 4; ++d) {
        const Cell n = neighbour(to, d);
        if (const Lying* l = n == p.lifted ? nullptr : at(n))
            if (const int part = p.label[static_cast<std::size_t>(l - table_.data())]; part >= 0)
                joined |= 1u << part;
    }
    return joined == (1u << p.count) - 1u;
}

engine::Verdict Game::checkPlace(const Action& a) const {
    const auto& hand = hands_[static_cast<std::size_t>(current_)];
    if (std::find(hand.begin(), hand.end(), a.card) == hand.end())
        return refuse("not_in_hand", "R-PE-PLACE-1", "that card is not in your hand");
    if (at(a.cell))
        return refuse("occupied", "R-PE-PLACE-2", "that cell already holds a card");
    if (!inRange(a.cell) || !touchesOther(a.cell, std::nullopt))
        return refuse("not_adjacent", "R-PE-PLACE-3",
                      "the card must touch a card on the table along a side (a corner is not "
                      "enough)");
    return {};
}

engine::Verdict Game::checkMove(const Action& a) const {
    const int i = a.card >= 0 ? tableIndex(a.card) : -1;
    if (i < 0)
        return refuse("not_on_table", "R-PE-MOVE-1", "that card is not on the table");
    const Lying& from = table_[static_cast<std::size_t>(i)];
    if (std::find(pending_.triggering.begin(), pending_.triggering.end(), a.card) !=
        pending_.triggering.end())
        return refuse("triggering_card", "R-PE-MOVE-2",
                      "a card that triggered the effect cannot be moved by it");
    if (enclosed(from))
        return refuse("enclosed", "R-PE-MOVE-3",
                      "an enclosed card (a card on each of its four sides) cannot be moved");
    if (a.cell == from.cell)
        return refuse("same_location", "R-PE-MOVE-4",
                      "a move must change the card's place (it cannot turn in place)");
    if (at(a.cell))
        return refuse("occupied", "R-PE-MOVE-4", "that cell already holds a card");
    if (!inRange(a.cell) || !touchesOther(a.cell, from.cell))
        return refuse("not_adjacent", "R-PE-MOVE-4",
                      "the moved card must touch another card along a side");
    if (!joinsAll(partsWithout(a.card), a.cell))
        return refuse("disconnects", "R-PE-MOVE-5",
                      "the move would cut cards off from the cards they are connected to");
    return {};
}

engine::Verdict Game::check(const Action& a) const {
    if (step_ == Step::Over)
        return refuse("game_over", "R-PE-END-4", "the game is over");
    const bool fits =
        (a.kind == Action::Kind::Place && step_ == Step::Place) ||
        (a.kind == Action::Kind::Score && step_ == Step::Effect) ||
        (a.kind == Action::Kind::Skip && step_ == Step::Move) ||
        (a.kind == Action::Kind::Move && (step_ == Step::Effect || step_ == Step::Move));
    if (!fits)
        return refuse("wrong_step", "R-PE-TURN-1",
                      step_ == Step::Place    ? "place a card first"
                      : step_ == Step::Effect ? "answer the simple effect: score or move a card"
                                              : "answer the double effect: move a card or skip");
    if (a.rotation < 0 || a.rotation > 3)
        return refuse("wrong_step", "R-PE-CARD-3", "a rotation is 0, 90, 180 or 270");
    if (a.kind == Action::Kind::Place)
        return checkPlace(a);
    if (a.kind == Action::Kind::Move)
        return checkMove(a);
    return {};
}

engine::Verdict Game::apply(const Action& a) {
    engine::Verdict v = check(a);
    if (!v)
        return v;
    // score and skip name no card, cell or rotation: the history keeps their one form, so that a
    // save (which writes them as words) loads to an equal game.
    history_.push_back(a.kind == Action::Kind::Score  ? Action::score()
                       : a.kind == Action::Kind::Skip ? Action::skip()
                                                      : a);
    Points& mine = scores_[static_cast<std::size_t>(current_)];
    switch (a.kind) {
    case Action::Kind::Place: {
        auto& hand = hands_[static_cast<std::size_t>(current_)];
        hand.erase(std::find(hand.begin(), hand.end(), a.card));
        const Lying placed{a.card, a.cell, a.rotation};
        Contact c = contact(a.card, a.cell, a.rotation); // before it lies: its neighbours only
        table_.push_back(placed);
        reindex();
        pending_ = {c.effect, placed, c.points, {}};
        pending_.triggering = c.symbolPartners; // R-PE-EFFECT-2
        insertSorted(pending_.triggering, a.card);
        if (c.effect == EffectKind::None) {
            mine += c.points; // R-PE-MATCH-6
            endTurn(Action::Kind::Place, std::nullopt, std::nullopt, std::nullopt, c.points);
        } else if (c.effect == EffectKind::Simple)
            step_ = Step::Effect; // R-PE-EFFECT-3: score, or a move instead
        else {
            mine += c.points; // R-PE-EFFECT-4: at once, then a move or skip
            step_ = Step::Move;
        }
        break;
    }
    case Action::Kind::Score: // R-PE-EFFECT-3 A
        mine += pending_.placedPoints;
        endTurn(Action::Kind::Score, std::nullopt, std::nullopt, std::nullopt,
                pending_.placedPoints);
        break;
    case Action::Kind::Move: { // R-PE-MOVE, R-PE-EFFECT-3 B / R-PE-EFFECT-4
        // R-PE-MOVE-6: scored as if just placed there; its symbol pairs trigger nothing.
        const Points moved = pointsOf(*this, a);
        Lying& l = table_[static_cast<std::size_t>(tableIndex(a.card))];
        const Lying from = l;
        l.cell = a.cell;
        l.rotation = a.rotation;
        reindex();
        mine += moved;
        Points total = moved;
        if (pending_.effect == EffectKind::Double)
            total += pending_.placedPoints;
        endTurn(Action::Kind::Move, from, l, moved, total);
        break;
    }
    case Action::Kind::Skip: // R-PE-EFFECT-4
        endTurn(Action::Kind::Skip, std::nullopt, std::nullopt, std::nullopt,
                pending_.placedPoints);
        break;
    }
    return v;
}

void Game::endTurn(Action::Kind choice, const std::optional<Lying>& from,
                   const std::optional<Lying>& moved, const std::optional<Points>& movedPoints,
                   const Points& points) {
    TurnRecord r;
    r.turn = turn_;
    r.seat = current_;
    r.placed = pending_.placed;
    r.placedPoints = pending_.placedPoints;
    r.effect = pending_.effect;
    for (int c : pending_.triggering)
        if (c != pending_.placed.card)
            r.triggeredBy.push_back(c);
    r.choice = choice;
    r.movedFrom = from;
    r.moved = moved;
    r.movedPoints = movedPoints;
    r.points = points;
    auto& hand = hands_[static_cast<std::size_t>(current_)];
    if (!pile_.empty()) { // R-PE-TURN-2
        insertSorted(hand, pile_.front());
        pile_.erase(pile_.begin());
        r.drew = true;
    }
    log_.push_back(std::move(r));
    pending_ = {};
    // R-PE-TURN-3: the next seat round the table holding at least 2 cards, the current one last.
    const int n = seats();
    for (int k = 1; k <= n; ++k) {
        const int s = (current_ + k) % n;
        if (hands_[static_cast<std::size_t>(s)].size() >= 2) {
            current_ = s;
            ++turn_;
            step_ = Step::Place;
            return;
        }
    }
    finish();
}

void Game::finish() {
    // R-PE-END-3: each seat's last card scored directly, each number on its own flower's tracker.
    for (int s = 0; s < seats(); ++s) {
        for (int card : hands_[static_cast<std::size_t>(s)]) {
            LastCard lc{s, card, {}};
            for (const HalfFlower& h : components_->cards[static_cast<std::size_t>(card)].edges)
                lc.points[static_cast<std::size_t>(h.flower)] += h.value();
            scores_[static_cast<std::size_t>(s)] += lc.points;
            last_.push_back(lc);
        }
        hands_[static_cast<std::size_t>(s)].clear();
    }
    step_ = Step::Over; // R-PE-END-4
}

std::vector<Standing> Game::standings() const {
    return standingsOf(scores_, variant_);
}

RankKey rankKey(const Standing& a, const Standing& b, Variant variant) {
    if (variant == Variant::Harmony) { // R-PE-HARM-2
        if (a.spread != b.spread)
            return RankKey::Spread;
        if (a.total != b.total)
            return RankKey::Total;
        return a.sum != b.sum ? RankKey::Sum : RankKey::None;
    }
    if (a.total != b.total) // R-PE-WIN-4
        return RankKey::Total;
    if (a.lowest != b.lowest)
        return RankKey::Lowest;
    return a.sum != b.sum ? RankKey::Sum : RankKey::None;
}

bool rankedAhead(const Standing& a, const Standing& b, Variant variant) {
    switch (rankKey(a, b, variant)) {
    case RankKey::Total:
        return a.total > b.total;
    case RankKey::Spread:
        return a.spread < b.spread; // the smallest spread is best
    case RankKey::Lowest:
        return a.lowest > b.lowest;
    case RankKey::Sum:
        return a.sum > b.sum;
    case RankKey::None:
        break;
    }
    return false;
}

std::vector<Standing> standingsOf(const std::vector<Points>& scoresBySeat, Variant variant) {
    const int n = static_cast<int>(scoresBySeat.size());
    const auto scores = [&](int s) { return scoresBySeat[static_cast<std::size_t>(s)]; };
    std::vector<Standing> out(static_cast<std::size_t>(n));
    for (int e = 0; e < kElements; ++e) { // R-PE-WIN-1: ties at the top all win, even at 0
        int best = 0;
        for (int s = 0; s < n; ++s)
            best = std::max(best, scores(s)[static_cast<std::size_t>(e)]);
        for (int s = 0; s < n; ++s)
            if (scores(s)[static_cast<std::size_t>(e)] == best) {
                out[static_cast<std::size_t>(s)].won[static_cast<std::size_t>(e)] = true;
                out[static_cast<std::size_t>(s)].eligible = true; // R-PE-WIN-2
            }
    }
    for (int s = 0; s < n; ++s) {
        Points p = scores(s);
        std::sort(p.begin(), p.end());
        Standing& st = out[static_cast<std::size_t>(s)];
        st.total = p[0] + p[1];  // R-PE-WIN-3
        st.spread = p[3] - p[0]; // R-PE-HARM-2
        st.sum = p[0] + p[1] + p[2] + p[3];
        st.lowest = p[0];
    }
    for (Standing& st : out) {
        if (!st.eligible)
            continue;
        int rank = 1;
        for (const Standing& other : out)
            if (other.eligible && rankedAhead(other, st, variant))
                ++rank;
        st.rank = rank;
    }
    return out;
}

std::vector<Action> Game::legalActions() const {
    std::vector<Action> out;
    if (step_ == Step::Over)
        return out;
    const std::vector<Frontier> cells = frontier(); // R-PE-PLACE-2/3, R-PE-MOVE-4
    if (step_ == Step::Place) {                     // by card (data order), rotation, x, y
        const auto& hand = hands_[static_cast<std::size_t>(current_)];
        out.resize(hand.size() * 4 * cells.size());
        Action* next = out.data();
        for (int card : hand)
            for (int r = 0; r < 4; ++r)
                for (const Frontier& f : cells)
                    *next++ = Action::place(card, f.cell, r);
        return out;
    }
    if (step_ == Step::Effect)
        out.push_back(Action::score());
    std::vector<int> movable;
    for (const Lying& l : table_)
        if (!enclosed(l) && std::find(pending_.triggering.begin(), pending_.triggering.end(),
                                      l.card) == pending_.triggering.end())
            movable.push_back(l.card);
    std::sort(movable.begin(), movable.end());
    out.reserve(out.size() + movable.size() * 4 * cells.size() + 1);
    std::vector<Cell> to;
    for (int card : movable) {
        const Parts parts = partsWithout(card);
        to.clear();
        for (const Frontier& f : cells) {
            // The moved card itself does not count as a neighbour of its new cell.
            const int others = f.touching - (isBeside(f.cell, parts.lifted) ? 1 : 0);
            if (others > 0 && joinsAll(parts, f.cell))
                to.push_back(f.cell);
        }
        std::size_t next = out.size();
        out.resize(next + 4 * to.size());
        for (int r = 0; r < 4; ++r)
            for (const Cell& c : to)
                out[next++] = Action::move(card, c, r);
    }
    if (step_ == Step::Move)
        out.push_back(Action::skip());
    return out;
}

int Game::actionCount() const {
    return 2 * 4 * kSpan * kSpan * static_cast<int>(components_->cards.size()) + 2;
}

int Game::actionId(const Action& a) const {
    const int p = 4 * kSpan * kSpan * static_cast<int>(components_->cards.size());
    const auto where = [](const Action& x) {
        return ((x.card * 4 + x.rotation) * kSpan + (x.cell.x + 512)) * kSpan + (x.cell.y + 512);
    };
    switch (a.kind) {
    case Action::Kind::Place:
        return where(a);
    case Action::Kind::Score:
        return p;
    case Action::Kind::Move:
        return p + 1 + where(a);
    case Action::Kind::Skip:
        return 2 * p + 1;
    }
    return -1;
}

std::optional<Action> Game::actionOfId(int id) const {
    const int p = 4 * kSpan * kSpan * static_cast<int>(components_->cards.size());
    if (id < 0 || id > 2 * p + 1)
        return std::nullopt;
    if (id == p)
        return Action::score();
    if (id == 2 * p + 1)
        return Action::skip();
    const bool move = id > p;
    int w = move ? id - p - 1 : id;
    const int y = w % kSpan - 512;
    w /= kSpan;
    const int x = w % kSpan - 512;
    w /= kSpan;
    return move ? Action::move(w / 4, {x, y}, w % 4) : Action::place(w / 4, {x, y}, w % 4);
}

} // namespace petals
