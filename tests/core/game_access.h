// Test-only access to a GameState's internals, to build positions the rules text describes.
#pragma once

#include "frosted/rules/game.h"

namespace frosted {
struct GameStateAccess {
    static Market& market(GameState& g) { return g.market_; }
    static PlayerState& player(GameState& g, int seat) {
        return g.players_[static_cast<std::size_t>(seat)];
    }
    static GardenerState& gardener(GameState& g) { return g.gardener_; }
    static std::vector<int>& board(GameState& g) { return g.board_; }
    static const std::vector<int>& bag(const GameState& g) { return g.bag_; }
    static const Deal& deal(const GameState& g) { return g.deal_.get(); }
    static std::uint64_t seed(const GameState& g) { return g.seed_; }
};
} // namespace frosted

namespace frosted::test {
// Plays the current turn of `g` with the given choices (the first legal placement when none is
// given); returns the first refusal.
inline ApplyResult playTurn(GameState& g, int k, std::optional<Action> place, int card,
                            const std::vector<int>& claims = {}) {
    if (auto r = g.apply(Action::take(k)); !r)
        return r;
    if (!place)
        place = g.legalActions().front();
    TurnChoices t;
    t.take = k;
    if (place->kind == Action::Kind::Place)
        t.place = PlacementOption{place->orientation, place->at};
    t.card = card;
    t.claims = claims;
    const std::vector<Action> actions = turnActions(t);
    for (std::size_t i = 1; i < actions.size(); ++i) // the take is applied
        if (auto r = g.apply(actions[i]); !r)
            return r;
    return {};
}

// The computer players decide on the view of the seat to play (R-PRIV-1).
inline SeatView toPlay(const GameState& g) {
    return g.viewFor(g.currentSeat());
}
} // namespace frosted::test
