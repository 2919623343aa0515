// The members of engine::GameModule (engine/game_module.h) for a game whose Game class answers
// them itself: toAct(), isOver(), legalActions(), check(), apply(), viewFor(), actionText(),
// actionCount(), actionId() and a static parseAction(components, text, error). A game's Module
// derives from it and adds what is its own: its name, seats and variants, setup, ranks,
// determinize, actionOfId and saves.
#pragma once

#include "engine/refusal.h"

#include <optional>
#include <string>
#include <vector>

namespace engine {

template <class Game, class SeatView, class GameAction>
struct MemberModule {
    using State = Game;
    using View = SeatView;
    using Action = GameAction;

    static int toAct(const Game& g) { return g.toAct(); }
    static bool isOver(const Game& g) { return g.isOver(); }

    static std::vector<Action> legalActions(const Game& g) { return g.legalActions(); }
    static Verdict check(const Game& g, const Action& a) { return g.check(a); }
    static Verdict apply(Game& g, const Action& a) { return g.apply(a); }

    static View viewFor(const Game& g, int seat) { return g.viewFor(seat); }

    static std::string actionText(const Game& g, const Action& a) { return g.actionText(a); }
    static std::optional<Action> parseAction(const Game& g, const std::string& text,
                                             std::string* error) {
        return Game::parseAction(g.components(), text, error);
    }
    static int actionCount(const Game& g) { return g.actionCount(); }
    static int actionId(const Game& g, const Action& a) { return g.actionId(a); }
};

} // namespace engine
