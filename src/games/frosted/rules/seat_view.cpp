// Seat views (seat_view.h, R-PRIV-1): what a seat may know, the Master Gardener's turn step by
// step, and a whole game sampled from a view for search.
#include "frosted/rules/seat_view.h"

#include <algorithm>

namespace frosted {

void SeatView::assign(const GameState& g, int seat) {
    // Assignments, not constructions: a view filled again reuses its vectors' storage.
    const ComponentSet& c = g.components();
    seat_ = seat;
    g_ = g;
    g_.seed_ = 0;
    g_.deal_.reset();
    g_.origin_.reset(); // the bag's order and every deck (R-PRIV-1)
    unseen_.assign(g.bag_.begin(), g.bag_.end());
    std::sort(unseen_.begin(), unseen_.end());
    g_.bag_.clear();
    handSizes_.clear();
    deckSizes_.clear();
    ownDeck_.clear();
    for (int s = 0; s < g.seatCount(); ++s) {
        PlayerState& p = g_.players_[static_cast<std::size_t>(s)];
        handSizes_.push_back(static_cast<int>(p.hand.size()));
        deckSizes_.push_back(static_cast<int>(p.deck.size()));
        if (s == seat) {
            ownDeck_.assign(p.deck.begin(), p.deck.end());
            std::sort(ownDeck_.begin(), ownDeck_.end());
        } else {
            p.hand.clear();
        }
        p.deck.clear();
    }
    gardenerDeckSize_ = static_cast<int>(g.gardener_.deck.size());
    g_.gardener_.deck.clear();
    gardenerUnplayed_.clear();
    if (g.solo())
        for (int card = 0; card < static_cast<int>(c.gardenerCards.size()); ++card)
            if (std::find(g.gardener_.played.begin(), g.gardener_.played.end(), card) ==
                g.gardener_.played.end())
                gardenerUnplayed_.push_back(card);
}

SeatView SeatView::withGardenerStep(const TurnRecord& r, GardenerStep step,
                                    const SeatView& after) const {
    SeatView v = *this;
    GardenerState& mg = v.g_.gardener_;
    auto claim = [&](const std::vector<int>& claimed) {
        for (int o : claimed) {
            auto& board = v.g_.board_;
            board.erase(std::remove(board.begin(), board.end(), o), board.end());
            if (std::find(mg.objectives.begin(), mg.objectives.end(), o) == mg.objectives.end())
                mg.objectives.push_back(o);
        }
    };
    if (const auto* end = std::get_if<GardenerEndClaims>(&r)) {
        if (step == GardenerStep::Claim)
            claim(end->claimed);
        return v;
    }
    const auto* t = std::get_if<GardenerTurn>(&r);
    if (!t)
        return v;
    switch (step) {
    case GardenerStep::PlayCard:
        if (t->card >= 0) {
            mg.played.push_back(t->card);
            v.gardenerDeckSize_ = std::max(0, v.gardenerDeckSize_ - 1);
            auto& unplayed = v.gardenerUnplayed_;
            unplayed.erase(std::remove(unplayed.begin(), unplayed.end(), t->card), unplayed.end());
        }
        break;
    case GardenerStep::Score:
        mg.track += t->points;
        break;
    case GardenerStep::Collect:
        mg.improvements += t->improvements;
        mg.coins += t->workerCoins;
        break;
    case GardenerStep::Move:
        mg.coins += t->coinsTaken - t->coinsPaid;
        v.g_.market_ = after.g_.market_;
        v.g_.outOfGame_ = after.g_.outOfGame_;
        v.unseen_ = after.unseen_;
        break;
    case GardenerStep::Claim:
        claim(t->claimed);
        break;
    }
    return v;
}

void SeatView::release() {
    g_.log_.reset();
    g_.actions_.reset();
    for (PlayerState& p : g_.players_)
        p.garden = Garden();
}

const std::vector<int>& SeatView::hand() const {
    static const std::vector<int> none;
    return seat_ < 0 ? none : g_.player(seat_).hand;
}

SeatView GameState::viewFor(int seat) const {
    return SeatView(*this, seat);
}

SeatView GameState::publicView() const {
    return SeatView(*this, -1);
}

void GameState::viewFor(int seat, SeatView& view) const {
    view.assign(*this, seat);
}

GameState determinize(const SeatView& view, Rng& rng) {
    GameState g = view.g_;
    const ComponentSet& c = g.components();
    g.bag_ = view.unseen_;
    rng.shuffle(g.bag_);
    for (int s = 0; s < g.seatCount(); ++s) {
        PlayerState& p = g.players_[static_cast<std::size_t>(s)];
        std::vector<int> pool;
        if (s == view.seat_) {
            pool = view.ownDeck_;
        } else {
            // The seat's unplayed cards: every card but its discards.
            for (int card = 0; card < static_cast<int>(c.cards.size()); ++card)
                if (std::find(p.discard.begin(), p.discard.end(), card) == p.discard.end())
                    pool.push_back(card);
        }
        rng.shuffle(pool);
        if (s != view.seat_) {
            const auto h = static_cast<std::size_t>(view.handSize(s));
            p.hand.assign(pool.begin(), pool.begin() + static_cast<long>(std::min(h, pool.size())));
            pool.erase(pool.begin(), pool.begin() + static_cast<long>(p.hand.size()));
        }
        pool.resize(std::min(pool.size(), static_cast<std::size_t>(view.deckSize(s))));
        p.deck = std::move(pool);
    }
    if (g.solo()) {
        std::vector<int> pool = view.gardenerUnplayed_;
        rng.shuffle(pool);
        pool.resize(std::min(pool.size(), static_cast<std::size_t>(view.gardenerDeckSize_)));
        g.gardener_.deck = std::move(pool);
    }
    return g;
}

} // namespace frosted
