#include "petals_fuzz.h"

#include "petals/rules/data_loader.h"

namespace petals::fuzz {

const ComponentsPtr& bundled() {
    static const ComponentsPtr set = loadComponents(defaultDataDir());
    return set;
}

Game reach(const ComponentsPtr& data, std::uint8_t setup, std::uint64_t seed, int steps) {
    const RuleValues& rv = data->rules;
    const int seats = rv.minPlayers + setup % (rv.maxPlayers - rv.minPlayers + 1);
    const Variant variant = setup & 0x80 ? Variant::Harmony : Variant::Standard;
    Game g;
    expectClean("dealing a game", [&] {
        g = Game::deal(data, seats, variant, seed);
        soak::checkState(g);
        engine::Rng rng(seed);
        for (int i = 0; i < steps && !g.isOver(); ++i) {
            const std::vector<Action> legal = g.legalActions();
            if (legal.empty())
                finding("no legal action in a game that is not over");
            const Action& a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            if (const engine::Verdict v = g.apply(a); !v)
                finding("a legal action was refused: " + g.actionText(a) + ": " + v.reason);
        }
        soak::checkState(g);
    });
    return g;
}

} // namespace petals::fuzz
