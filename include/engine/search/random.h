// The random player of any game (engine/game_module.h): uniform among the legal actions, drawn
// with the engine's own generator so that a seed plays the same game on every machine.
#pragma once

#include "engine/game_module.h"
#include "engine/rng.h"

#include <cstddef>
#include <vector>

namespace engine::search {

// One of `choices` (not empty), each as likely (Rng::below).
template <class T>
T uniformChoice(const std::vector<T>& choices, Rng& rng) {
    return choices[static_cast<std::size_t>(rng.below(choices.size()))];
}

// A legal action of the seat to act, uniform among them; the game is not over.
template <GameModule G>
typename G::Action randomAction(const typename G::State& s, Rng& rng) {
    return uniformChoice(G::legalActions(s), rng);
}

// Plays `s` to its end with random actions (at most `maxActions`, a guard against a game that
// never ends); returns the number of actions played.
template <GameModule G>
int randomPlayout(typename G::State& s, Rng& rng, int maxActions = 1000000) {
    int played = 0;
    while (!G::isOver(s) && played < maxActions) {
        if (!G::apply(s, randomAction<G>(s, rng)))
            break; // cannot happen: the action is legal
        ++played;
    }
    return played;
}

// The random playout policy of flat_monte_carlo.h: random actions to the end, worth 1 to a seat
// in first place (shared or not) and 0 otherwise.
template <GameModule G>
struct RandomPlayout {
    void playOut(typename G::State& s, Rng& rng) const { randomPlayout<G>(s, rng); }
    double outcome(const typename G::State& s, int seat) const {
        return G::ranks(s)[static_cast<std::size_t>(seat)] == 1 ? 1.0 : 0.0;
    }
};

} // namespace engine::search
