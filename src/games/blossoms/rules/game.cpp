// Blossoms' rules (spec/blossoms/RULES.md): the deal, the turn machine and its actions; the rule
// IDs are cited where each rule lives. What is checked before an action is in checks.cpp.
#include "blossoms/rules/game.h"
#include "blossoms/rules/setup.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace blossoms {

std::string_view stepName(Step s) {
    static constexpr std::string_view names[] = {"growth", "actions", "pot", "order", "over"};
    return names[static_cast<int>(s)];
}

std::string_view growResultName(GrowResult r) {
    static constexpr std::string_view names[] = {"grew",     "planted", "choose_pot",
                                                 "bad_luck", "died",    "fenced"};
    return names[static_cast<int>(r)];
}

std::string_view decidedByName(DecidedBy d) {
    static constexpr std::string_view names[] = {"total", "tokens", "shared"};
    return names[static_cast<int>(d)];
}

std::vector<int> ranksOf(const std::vector<std::pair<int, int>>& tt) {
    std::vector<int> out;
    for (const auto& a : tt) {
        int ahead = 0;
        for (const auto& b : tt)
            ahead += b > a ? 1 : 0; // R-BL-SCORE-4: total, then unplayed tokens
        out.push_back(1 + ahead);
    }
    return out;
}

DecidedBy decidedByOf(const std::vector<std::pair<int, int>>& tt) {
    int best = tt.empty() ? 0 : tt.front().first;
    for (const auto& a : tt)
        best = std::max(best, a.first);
    int onTotal = 0;
    for (const auto& a : tt)
        onTotal += a.first == best ? 1 : 0;
    if (onTotal == 1)
        return DecidedBy::Total;
    const std::vector<int> ranks = ranksOf(tt);
    return std::count(ranks.begin(), ranks.end(), 1) == 1 ? DecidedBy::Tokens : DecidedBy::Shared;
}

Game Game::deal(ComponentsPtr components, int seats, Variant variant, std::uint64_t seed) {
    if (!components->rules.allows(seats))
        throw std::invalid_argument("Blossoms is not played by " + std::to_string(seats) +
                                    " players (R-BL-SETUP-1)");
    SetupSpec spec;
    for (int s = 0; s < seats; ++s)
        spec.names.push_back("Player " + std::to_string(s + 1));
    spec.seed = seed;
    try {
        return fromDeal(components, variant, completeDeal(*components, spec));
    } catch (const SetupError& e) {
        throw std::invalid_argument(e.what());
    }
}

Game Game::fromDeal(ComponentsPtr components, Variant variant, Deal deal) {
    if (deal.names.empty())
        for (std::size_t s = 0; s < deal.hands.size(); ++s)
            deal.names.push_back("Player " + std::to_string(s + 1));
    Game g;
    g.components_ = std::move(components);
    g.variant_ = variant;
    g.seats_ = static_cast<int>(deal.hands.size());
    for (int p = 0; p < kPots; ++p) {
        Pot& pot = g.pots_[static_cast<std::size_t>(p)];
        const int card = deal.pots[static_cast<std::size_t>(p)];
        pot.cards.push_back(static_cast<std::int8_t>(card));
        pot.type = static_cast<std::int8_t>(g.components_->typeOf(card));
    }
    for (auto it = deal.deck.rbegin(); it != deal.deck.rend(); ++it)
        g.deck_.push_back(static_cast<std::int8_t>(*it)); // the top at the back
    for (int c : deal.removed)
        g.box_.push_back(static_cast<std::int8_t>(c)); // R-BL-SETUP-3
    for (int s = 0; s < g.seats_; ++s) {
        for (int c : deal.hands[static_cast<std::size_t>(s)])
            g.hands_[static_cast<std::size_t>(s)] |= bitOf(c);
        g.tokens_[static_cast<std::size_t>(s)] =
            static_cast<std::int8_t>(g.components_->rules.tokens(g.seats_)); // R-BL-SETUP-1
    }
    g.deal_ = std::move(deal);
    g.turnStart_ = {1, 0, false, 0};
    g.last_.turn = 0;
    return g;
}

bool Game::operator==(const Game& o) const {
    return components_->contentHash == o.components_->contentHash && variant_ == o.variant_ &&
           deal_ == o.deal_ && seats_ == o.seats_ && pots_ == o.pots_ && deck_ == o.deck_ &&
           discard_ == o.discard_ && box_ == o.box_ && hands_ == o.hands_ && tokens_ == o.tokens_ &&
           sets_ == o.sets_ && knownTop_ == o.knownTop_ && knownIn_ == o.knownIn_ &&
           step_ == o.step_ && rakeReturn_ == o.rakeReturn_ && current_ == o.current_ &&
           pending_ == o.pending_ && peekedCount_ == o.peekedCount_ && turn_ == o.turn_ &&
           finalTurn_ == o.finalTurn_ && lastCardDrawn_ == o.lastCardDrawn_ && this_ == o.this_ &&
           history_ == o.history_ && last_ == o.last_ && turnStart_ == o.turnStart_;
}

std::string Game::seatName(int seat) const {
    const int n = static_cast<int>(deal_.names.size());
    return n == 0 ? std::string()
                  : deal_.names[static_cast<std::size_t>((deal_.startPlayer + seat) % n)];
}

std::vector<int> Game::peeked() const {
    std::vector<int> out;
    if (step_ == Step::Order)
        for (int i = 0; i < peekedCount_; ++i)
            out.push_back(deck_[deck_.size() - 1 - i]);
    return out;
}

std::vector<int> Game::deck() const {
    std::vector<int> out;
    for (int i = deck_.size() - 1; i >= 0; --i)
        out.push_back(deck_[i]);
    return out;
}

std::vector<int> Game::hand(int seat) const {
    std::vector<int> out;
    for (CardMask m = hands_[static_cast<std::size_t>(seat)]; m; m &= m - 1)
        out.push_back(std::countr_zero(m));
    return out;
}

int Game::handSize(int seat) const {
    return std::popcount(hands_[static_cast<std::size_t>(seat)]);
}

std::vector<FlowerSet> Game::setsOf(int seat) const {
    std::vector<FlowerSet> out;
    for (const FlowerSet& s : sets_)
        if (s.seat == seat)
            out.push_back(s);
    return out;
}

std::vector<int> Game::knownTop(int seat) const {
    const auto& k = knownTop_[static_cast<std::size_t>(seat)];
    return std::vector<int>(k.begin(), k.end());
}

int Game::potOfType(int type) const {
    for (int p = 0; p < kPots; ++p)
        if (pots_[static_cast<std::size_t>(p)].type == type)
            return p;
    return -1;
}

// The deck's top card. Every seat's known top loses its first card (R-BL-PRIV-3); the deck's
// last card starts the end (R-BL-END-1).
int Game::draw() {
    const int c = deck_.pop_back();
    for (int s = 0; s < seats_; ++s)
        if (!knownTop_[static_cast<std::size_t>(s)].empty())
            knownTop_[static_cast<std::size_t>(s)].eraseFront();
    if (deck_.empty())
        lastCardDrawn_ = true;
    last_.lastCard = deck_.empty();
    return c;
}

void Game::placeInPot(int p, int card) {
    Pot& pot = pots_[static_cast<std::size_t>(p)];
    pot.cards.push_back(static_cast<std::int8_t>(card)); // R-BL-POT-1: on top
    pot.type = static_cast<std::int8_t>(components_->typeOf(card));
    last_.pot = p;
    last_.height = pot.height();
}

// R-BL-GROW-1..7 and the Fence (R-BL-GROW-6, R-BL-TOOL-2).
void Game::grow() {
    this_.grown = true;
    const int c = draw();
    last_.card = c;
    const int type = components_->typeOf(c);
    step_ = Step::Actions;
    auto badLuck = [&](GrowResult fenced) {
        discard_.push_back(static_cast<std::int8_t>(c));
        if (this_.fenceArmed) { // R-BL-GROW-6: the card alone is discarded, the turn goes on
            this_.fenceArmed = false;
            this_.toolUsed = true;
            last_.result = GrowResult::Fenced;
            (void)fenced;
            return;
        }
        last_.result = fenced;
        endTurn(); // R-BL-GROW-4, R-BL-GROW-5
    };
    if (const int p = potOfType(type); p >= 0) {
        Pot& pot = pots_[static_cast<std::size_t>(p)];
        last_.pot = p;
        if (pot.height() >= components_->rules.maxHeight) { // R-BL-GROW-5: the 7th card
            last_.height = pot.height();
            if (!this_.fenceArmed) {
                for (std::int8_t k : pot.cards)
                    discard_.push_back(k); // bottom first, then the drawn card
                pot.cards.clear();
                pot.type = -1; // a token on it stays
                last_.height = 0;
            }
            badLuck(GrowResult::Died);
            return;
        }
        placeInPot(p, c); // R-BL-GROW-2
        last_.result = GrowResult::Grew;
        return;
    }
    int empty = 0, where = -1;
    for (int p = 0; p < kPots; ++p)
        if (pots_[static_cast<std::size_t>(p)].empty()) {
            ++empty;
            where = p;
        }
    if (empty == 1) { // R-BL-GROW-3
        placeInPot(where, c);
        last_.result = GrowResult::Planted;
    } else if (empty > 1) { // R-BL-GROW-3 [decision]: the player chooses
        pending_ = static_cast<std::int8_t>(c);
        step_ = Step::Pot;
        last_.result = GrowResult::ChoosePot;
    } else {
        badLuck(GrowResult::BadLuck); // R-BL-GROW-4
    }
}

// R-BL-TURN-5..6, R-BL-END-2: the next seat's turn, a final turn once the last card is drawn,
// or the end after the last seat's turn.
void Game::endTurn() {
    last_.turnEnded = true;
    if (lastCardDrawn_ && current_ == seats_ - 1) {
        step_ = Step::Over;
        return;
    }
    current_ = static_cast<std::int8_t>((current_ + 1) % seats_);
    ++turn_;
    finalTurn_ = lastCardDrawn_;
    startTurn();
}

// R-BL-TURN-2: the seat's token of its previous turn goes to the box; R-BL-END-3: a final turn
// starts in step actions.
void Game::startTurn() {
    this_ = {};
    pending_ = -1;
    peekedCount_ = 0;
    std::uint8_t removed = 0;
    for (int p = 0; p < kPots; ++p)
        if (pots_[static_cast<std::size_t>(p)].token == current_) {
            pots_[static_cast<std::size_t>(p)].token = -1;
            removed = static_cast<std::uint8_t>(removed | (1u << p));
        }
    turnStart_ = {turn_, current_, finalTurn_, removed};
    step_ = finalTurn_ ? Step::Actions : Step::Growth;
}

engine::Verdict Game::apply(const Action& a) {
    engine::Verdict v = check(a);
    if (!v)
        return v;
    history_.push_back(a);
    last_ = Outcome{};
    last_.action = a;
    last_.seat = current_;
    last_.turn = turn_;
    const std::size_t me = static_cast<std::size_t>(current_);
    auto fromHand = [&](int c) { // R-BL-HAND-2; nobody needs to remember it any more
        hands_[me] &= ~bitOf(c);
        for (auto& known : knownIn_)
            known[me] &= ~bitOf(c);
        last_.card = c;
    };
    using K = Action::Kind;
    switch (a.kind) {
    case K::Grow:
        grow();
        break;
    case K::Pot:
        last_.card = pending_;
        placeInPot(a.pot, pending_);
        pending_ = -1;
        step_ = Step::Actions;
        break;
    case K::Order:
        order(a);
        break;
    case K::Plant: // R-BL-PLANT-1
        fromHand(a.card);
        placeInPot(a.pot, a.card);
        this_.planted = true;
        break;
    case K::Water: { // R-BL-TOOL-1: at the bottom; the type stays the top card's
        fromHand(a.card);
        Pot& pot = pots_[static_cast<std::size_t>(a.pot)];
        pot.cards.insertFront(static_cast<std::int8_t>(a.card));
        this_.toolUsed = true;
        last_.pot = a.pot;
        last_.height = pot.height();
        break;
    }
    case K::Cut: { // R-BL-CUT-1..3
        Pot& pot = pots_[static_cast<std::size_t>(a.pot)];
        sets_.push_back({current_, pot.type, pot.cards});
        pot.cards.clear();
        pot.type = -1;
        last_.pot = a.pot;
        endTurn();
        break;
    }
    case K::Token: // R-BL-TOKEN-1; the Fence arms itself (R-BL-TOOL-2)
        --tokens_[me];
        pots_[static_cast<std::size_t>(a.pot)].token = current_;
        this_.tokenPot = a.pot;
        this_.fenceArmed =
            !variant_.children && components_->pots[static_cast<std::size_t>(a.pot)] == Tool::Fence;
        last_.pot = a.pot;
        break;
    case K::Prune:
        prune();
        break;
    case K::Rake:
        rake();
        break;
    case K::Pass: // R-BL-PASS-1
        endTurn();
        break;
    }
    return v;
}

// R-BL-TOOL-3: the raked cards back on top in the chosen order.
void Game::order(const Action& a) {
    const std::size_t me = static_cast<std::size_t>(current_);
    for (int i = 0; i < a.count; ++i)
        deck_[deck_.size() - 1 - i] = a.order[static_cast<std::size_t>(i)];
    knownTop_[me].clear();
    for (int i = 0; i < a.count; ++i)
        knownTop_[me].push_back(a.order[static_cast<std::size_t>(i)]);
    peekedCount_ = 0;
    step_ = rakeReturn_;
}

// R-BL-TOOL-4: the top card into the hand, unseen.
void Game::prune() {
    const std::size_t me = static_cast<std::size_t>(current_);
    const int c = deck_.back();
    for (int s = 0; s < seats_; ++s) // R-BL-PRIV-3: a known card goes on being known
        if (s != current_ && !knownTop_[static_cast<std::size_t>(s)].empty() &&
            knownTop_[static_cast<std::size_t>(s)][0] == c)
            knownIn_[static_cast<std::size_t>(s)][me] |= bitOf(c);
    draw();
    hands_[me] |= bitOf(c);
    last_.card = c;
    this_.toolUsed = true;
    if (deck_.empty() && step_ == Step::Growth)
        step_ = Step::Actions; // R-BL-VAR-4: the Growth is skipped
}

// R-BL-TOOL-3: the top cards shown to the raker only; step order until they are put back.
void Game::rake() {
    const std::size_t me = static_cast<std::size_t>(current_);
    peekedCount_ = static_cast<std::uint8_t>(std::min(components_->rules.rakeCards, deck_.size()));
    for (int s = 0; s < seats_; ++s)
        knownTop_[static_cast<std::size_t>(s)].clear(); // R-BL-PRIV-3 [decision]
    for (int i = 0; i < peekedCount_; ++i)
        knownTop_[me].push_back(deck_[deck_.size() - 1 - i]);
    this_.toolUsed = true;
    rakeReturn_ = step_;
    step_ = Step::Order;
}

std::vector<Standing> Game::standings() const {
    std::vector<Standing> out(static_cast<std::size_t>(seats_));
    std::vector<unsigned> types(static_cast<std::size_t>(seats_), 0);
    for (const FlowerSet& s : sets_) {
        out[static_cast<std::size_t>(s.seat)].flowers += components_->valueOf(s.height());
        types[static_cast<std::size_t>(s.seat)] |= 1u << s.type; // R-BL-CUT-2
    }
    std::vector<std::pair<int, int>> tt;
    for (int s = 0; s < seats_; ++s) {
        Standing& st = out[static_cast<std::size_t>(s)];
        st.types = std::popcount(types[static_cast<std::size_t>(s)]);
        st.variety = components_->varietyOf(st.types);        // R-BL-SCORE-2
        st.total = st.flowers + st.variety;                   // R-BL-SCORE-3
        st.tokensLeft = tokens_[static_cast<std::size_t>(s)]; // R-BL-TOKEN-5
        tt.push_back({st.total, st.tokensLeft});
    }
    const std::vector<int> ranks = ranksOf(tt);
    for (int s = 0; s < seats_; ++s)
        out[static_cast<std::size_t>(s)].rank = ranks[static_cast<std::size_t>(s)];
    return out;
}

DecidedBy Game::decidedBy() const {
    std::vector<std::pair<int, int>> tt;
    for (const Standing& s : standings())
        tt.push_back({s.total, s.tokensLeft});
    return decidedByOf(tt);
}

} // namespace blossoms
