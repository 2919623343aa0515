// Frosted Blooms as a game module of the engine (engine/game_module.h): its rules, views, action
// language and saves behind the members every game has. Seats 1 to 4 (one seat plays against the
// Master Gardener, R-MG-1); the data is the bundled set (defaultDataDir()).
#pragma once

#include "engine/game_module.h"
#include "frosted/rules/game.h"

namespace frosted {

struct Module {
    using State = GameState;
    using View = SeatView;
    using Action = frosted::Action;

    static std::string_view name() { return "frosted-blooms"; }
    static std::vector<int> seatCounts() { return {1, 2, 3, 4}; }
    static std::vector<std::string> variants() { return {"standard"}; }
    static const ComponentsPtr& components(); // the bundled data, loaded once

    static GameState setup(const engine::SetupOptions& o);
    static int toAct(const GameState& g) { return g.currentSeat(); }
    static bool isOver(const GameState& g) { return g.isOver(); }
    static std::vector<int> ranks(const GameState& g);

    static std::vector<Action> legalActions(const GameState& g) { return g.legalActions(); }
    static engine::Verdict check(const GameState& g, const Action& a) { return g.check(a); }
    static engine::Verdict apply(GameState& g, const Action& a) { return g.apply(a); }

    static SeatView viewFor(const GameState& g, int seat) { return g.viewFor(seat); }
    static GameState determinize(const SeatView& v, engine::Rng& rng) {
        return frosted::determinize(v, rng);
    }

    static std::string actionText(const GameState& g, const Action& a) {
        return frosted::actionText(a, g.components());
    }
    static std::optional<Action> parseAction(const GameState& g, const std::string& text,
                                             std::string* error) {
        return frosted::parseAction(text, g.components(), error);
    }
    static int actionCount(const GameState& g) { return ActionIds(g.components()).count(); }
    static int actionId(const GameState& g, const Action& a) {
        return ActionIds(g.components()).id(a);
    }
    static Action actionOfId(const GameState& g, int id) {
        return ActionIds(g.components()).action(id);
    }

    static std::string save(const GameState& g);
    static GameState load(const std::string& text);
};

static_assert(engine::GameModule<Module>);

} // namespace frosted
