// What a seat may know (R-BL-PRIV-1..4) and worlds dealt from it.
#include "blossoms/rules/view.h"

#include <algorithm>
#include <bit>

namespace blossoms {

bool SeatView::operator==(const SeatView& o) const {
    return components->contentHash == o.components->contentHash && variant == o.variant &&
           seat == o.seat && names == o.names && startPlayer == o.startPlayer &&
           complete == o.complete && turn == o.turn && toAct == o.toAct && step == o.step &&
           finalTurn == o.finalTurn && lastCardDrawn == o.lastCardDrawn && thisTurn == o.thisTurn &&
           rakeReturn == o.rakeReturn && card == o.card && peekedCount == o.peekedCount &&
           pots == o.pots && deckSize == o.deckSize && discard == o.discard &&
           removedCount == o.removedCount && players == o.players && knownTop == o.knownTop &&
           hidden == o.hidden && winners == o.winners && decidedBy == o.decidedBy;
}

SeatView Game::viewFor(int seat) const {
    SeatView v;
    v.components = components_;
    v.variant = variant_;
    v.seat = seat;
    v.names = deal_.names;
    v.startPlayer = deal_.startPlayer;
    v.complete = isOver();
    v.turn = turn_;
    v.toAct = toAct();
    v.step = step_;
    v.finalTurn = finalTurn_;
    v.lastCardDrawn = lastCardDrawn_;
    v.thisTurn = this_;
    v.rakeReturn = rakeReturn_;
    v.card = pending_;
    v.peekedCount = step_ == Step::Order ? peekedCount_ : 0;
    v.pots = pots_;
    v.deckSize = deckSize();
    v.discard.assign(discard_.begin(), discard_.end());
    v.removedCount = box_.size();
    const std::vector<Standing> st = standings();
    CardMask known = 0; // cards whose place the seat knows among hands, deck and box
    for (int s = 0; s < seats_; ++s) {
        PlayerView p;
        p.name = seatName(s);
        CardMask seen = 0;
        if (seat == s)
            seen = hands_[static_cast<std::size_t>(s)];
        else if (seat >= 0)
            seen = knownIn_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(s)] &
                   hands_[static_cast<std::size_t>(s)];
        known |= seen;
        for (CardMask m = seen; m; m &= m - 1)
            p.hand.push_back(std::countr_zero(m));
        p.handSize = handSize(s);
        p.tokensLeft = tokens_[static_cast<std::size_t>(s)];
        p.sets = setsOf(s);
        p.standing = st[static_cast<std::size_t>(s)];
        v.players.push_back(std::move(p));
    }
    if (seat >= 0)
        for (std::int8_t c : knownTop_[static_cast<std::size_t>(seat)]) {
            v.knownTop.push_back(c);
            known |= bitOf(c);
        }
    CardMask unknown = 0;
    for (int s = 0; s < seats_; ++s)
        unknown |= hands_[static_cast<std::size_t>(s)];
    for (std::int8_t c : deck_)
        unknown |= bitOf(c);
    for (std::int8_t c : box_)
        unknown |= bitOf(c);
    for (CardMask m = unknown & ~known; m; m &= m - 1)
        v.hidden.push_back(std::countr_zero(m));
    if (v.complete) {
        v.thisTurn = {};
        for (int s = 0; s < seats_; ++s)
            if (st[static_cast<std::size_t>(s)].rank == 1)
                v.winners.push_back(s);
        v.decidedBy = decidedBy();
    }
    return v;
}

Game determinize(const SeatView& v, engine::Rng& rng) {
    std::vector<int> hidden = v.hidden;
    rng.shuffle(hidden);
    std::size_t next = 0;
    Game g;
    g.components_ = v.components;
    g.variant_ = v.variant;
    g.seats_ = static_cast<int>(v.players.size());
    g.deal_.names = v.names;
    g.deal_.startPlayer = v.startPlayer;
    g.pots_ = v.pots;
    for (int c : v.discard)
        g.discard_.push_back(static_cast<std::int8_t>(c));
    for (int s = 0; s < g.seats_; ++s) {
        const PlayerView& p = v.players[static_cast<std::size_t>(s)];
        CardMask hand = 0;
        for (int c : p.hand)
            hand |= bitOf(c);
        if (s != v.seat) {
            if (v.seat >= 0)
                g.knownIn_[static_cast<std::size_t>(v.seat)][static_cast<std::size_t>(s)] = hand;
            for (int i = static_cast<int>(p.hand.size()); i < p.handSize; ++i)
                hand |= bitOf(hidden[next++]);
        }
        g.hands_[static_cast<std::size_t>(s)] = hand;
        g.tokens_[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(p.tokensLeft);
        for (const FlowerSet& set : p.sets)
            g.sets_.push_back(set);
    }
    // The sets in the order cut across seats are not in a view; each seat's order is kept.
    std::vector<int> deck(v.knownTop); // top first
    while (static_cast<int>(deck.size()) < v.deckSize)
        deck.push_back(hidden[next++]);
    for (auto it = deck.rbegin(); it != deck.rend(); ++it)
        g.deck_.push_back(static_cast<std::int8_t>(*it));
    while (next < hidden.size())
        g.box_.push_back(static_cast<std::int8_t>(hidden[next++]));
    if (v.seat >= 0)
        for (int c : v.knownTop)
            g.knownTop_[static_cast<std::size_t>(v.seat)].push_back(static_cast<std::int8_t>(c));
    g.step_ = v.step;
    g.rakeReturn_ = v.rakeReturn;
    g.current_ = static_cast<std::int8_t>(v.complete ? g.seats_ - 1 : v.toAct);
    g.pending_ = static_cast<std::int8_t>(v.card);
    g.peekedCount_ = static_cast<std::uint8_t>(v.peekedCount);
    if (v.step == Step::Order && v.toAct != v.seat) // the raker knows the world's top
        for (int i = 0; i < v.peekedCount; ++i)
            g.knownTop_[static_cast<std::size_t>(v.toAct)].push_back(
                static_cast<std::int8_t>(deck[static_cast<std::size_t>(i)]));
    g.turn_ = v.turn;
    g.finalTurn_ = v.finalTurn;
    g.lastCardDrawn_ = v.lastCardDrawn;
    g.this_ = v.thisTurn;
    g.turnStart_ = {v.turn, g.current_, v.finalTurn, 0};
    return g;
}

} // namespace blossoms
