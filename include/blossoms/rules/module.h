// Blossoms as a game module of the engine (engine/game_module.h): its rules, views, action
// language and saves behind the members every game has. 2 or 3 seats; the variants "standard",
// "children", "advanced" and "children+advanced" (R-BL-VAR-5); the data is the bundled set
// (defaultDataDir()).
#pragma once

#include "blossoms/rules/game.h"
#include "engine/game_module.h"
#include "engine/member_module.h"

namespace blossoms {

// "standard", "children", "advanced", "children+advanced" and back.
std::string variantName(Variant v);
std::optional<Variant> variantOf(std::string_view name);

// toAct, isOver, legalActions, check, apply, viewFor and the action language: the Game's own.
struct Module : engine::MemberModule<Game, SeatView, Action> {
    static std::string_view name() { return "blossoms"; }
    static std::vector<int> seatCounts() { return {2, 3}; }
    static std::vector<std::string> variants() {
        return {"standard", "children", "advanced", "children+advanced"};
    }
    static const ComponentsPtr& components(); // the bundled data, loaded once

    static Game setup(const engine::SetupOptions& o);
    static std::vector<int> ranks(const Game& g);

    static Game determinize(const SeatView& v, engine::Rng& rng) {
        return blossoms::determinize(v, rng);
    }

    static Action actionOfId(const Game& g, int id) {
        return g.actionOfId(id).value_or(Action::pass());
    }

    static std::string save(const Game& g);
    static Game load(const std::string& text);
};

static_assert(engine::GameModule<Module>);

} // namespace blossoms
