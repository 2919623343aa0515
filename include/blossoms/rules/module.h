// Blossoms as a game module of the engine (engine/game_module.h): its rules, views, action
// language and saves behind the members every game has. 2 or 3 seats; the variants "standard",
// "children", "advanced" and "children+advanced" (R-BL-VAR-5); the data is the bundled set
// (defaultDataDir()).
#pragma once

#include "blossoms/rules/game.h"
#include "engine/game_module.h"

namespace blossoms {

// "standard", "children", "advanced", "children+advanced" and back.
std::string variantName(Variant v);
std::optional<Variant> variantOf(std::string_view name);

struct Module {
    using State = Game;
    using View = SeatView;
    using Action = blossoms::Action;

    static std::string_view name() { return "blossoms"; }
    static std::vector<int> seatCounts() { return {2, 3}; }
    static std::vector<std::string> variants() {
        return {"standard", "children", "advanced", "children+advanced"};
    }
    static const ComponentsPtr& components(); // the bundled data, loaded once

    static Game setup(const engine::SetupOptions& o);
    static int toAct(const Game& g) { return g.toAct(); }
    static bool isOver(const Game& g) { return g.isOver(); }
    static std::vector<int> ranks(const Game& g);

    static std::vector<Action> legalActions(const Game& g) { return g.legalActions(); }
    static engine::Verdict check(const Game& g, const Action& a) { return g.check(a); }
    static engine::Verdict apply(Game& g, const Action& a) { return g.apply(a); }

    static SeatView viewFor(const Game& g, int seat) { return g.viewFor(seat); }
    static Game determinize(const SeatView& v, engine::Rng& rng) {
        return blossoms::determinize(v, rng);
    }

    static std::string actionText(const Game& g, const Action& a) { return g.actionText(a); }
    static std::optional<Action> parseAction(const Game& g, const std::string& text,
                                             std::string* error) {
        return Game::parseAction(g.components(), text, error);
    }
    static int actionCount(const Game& g) { return g.actionCount(); }
    static int actionId(const Game& g, const Action& a) { return g.actionId(a); }
    static Action actionOfId(const Game& g, int id) {
        return g.actionOfId(id).value_or(Action::pass());
    }

    static std::string save(const Game& g);
    static Game load(const std::string& text);
};

static_assert(engine::GameModule<Module>);

} // namespace blossoms
