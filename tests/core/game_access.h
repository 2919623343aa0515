// Test-only access to a GameState's internals, to build positions the rules text describes.
#pragma once

#include "frosted/game.h"

namespace frosted {
struct GameStateAccess {
    static Market& market(GameState& g) { return g.market_; }
    static PlayerState& player(GameState& g, int seat) {
        return g.players_[static_cast<std::size_t>(seat)];
    }
    static GardenerState& gardener(GameState& g) { return g.gardener_; }
    static std::vector<int>& board(GameState& g) { return g.board_; }
};
} // namespace frosted

namespace frosted::test {
// Plays the current turn of `g` with the given choices; returns false at the first refusal.
inline ApplyResult playTurn(GameState& g, int k, std::optional<Action> place, int card,
                            const std::vector<int>& claims = {}) {
    if (auto r = g.apply(Action::take(k)); !r)
        return r;
    if (!place)
        place = g.legalActions().front();
    if (auto r = g.apply(*place); !r)
        return r;
    if (auto r = g.apply(Action::playCard(card)); !r)
        return r;
    for (int o : claims)
        if (auto r = g.apply(Action::claim(o)); !r)
            return r;
    return g.apply(Action::endTurn());
}
} // namespace frosted::test
