// Petals as a game module of the engine (engine/game_module.h): its rules, views, action language
// and saves behind the members every game has. 2 to 5 seats, the variants standard and harmony;
// the data is the bundled set (defaultDataDir()).
#pragma once

#include "engine/game_module.h"
#include "engine/member_module.h"
#include "petals/rules/game.h"

namespace petals {

// toAct, isOver, legalActions, check, apply, viewFor and the action language: the Game's own.
struct Module : engine::MemberModule<Game, SeatView, Action> {
    static std::string_view name() { return "petals"; }
    static std::vector<int> seatCounts() { return {2, 3, 4, 5}; }
    static std::vector<std::string> variants() { return {"standard", "harmony"}; }
    static const ComponentsPtr& components(); // the bundled data, loaded once

    static Game setup(const engine::SetupOptions& o);
    // Each seat's place: an eligible seat's rank, the others after every eligible seat.
    static std::vector<int> ranks(const Game& g);

    static Game determinize(const SeatView& v, engine::Rng& rng) {
        return petals::determinize(v, rng);
    }

    static Action actionOfId(const Game& g, int id) {
        return g.actionOfId(id).value_or(Action::skip());
    }

    static std::string save(const Game& g);
    static Game load(const std::string& text);
};

static_assert(engine::GameModule<Module>);

} // namespace petals
