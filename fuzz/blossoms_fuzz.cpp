#include "blossoms_fuzz.h"

#include "blossoms/rules/data_loader.h"
#include "blossoms/rules/save.h"
#include "blossoms/rules/view.h"
#include "engine/rng.h"

#include <algorithm>

namespace blossoms::fuzz {

const ComponentsPtr& bundled() {
    static const ComponentsPtr set = loadComponents(defaultDataDir());
    return set;
}

void checkState(const Game& g) {
    if (const std::string problem = g.invariantProblem(); !problem.empty())
        finding("an invariant broken: " + problem);
    for (int seat = -1; seat < g.seats(); ++seat) {
        const SeatView v = g.viewFor(seat);
        std::size_t unknown = static_cast<std::size_t>(g.deckSize()) - v.knownTop.size() +
                              static_cast<std::size_t>(g.box().size());
        for (const PlayerView& p : v.players)
            unknown += static_cast<std::size_t>(p.handSize) - p.hand.size();
        if (v.hidden.size() != unknown)
            finding("seat " + std::to_string(seat) + "'s view hides " +
                    std::to_string(v.hidden.size()) + " cards, not " + std::to_string(unknown));
    }
    if (!g.isOver()) { // a world dealt from the view of the seat to act shows the same view
        engine::Rng rng(static_cast<std::uint64_t>(g.history().size()));
        const SeatView v = g.viewFor(g.toAct());
        const Game world = determinize(v, rng);
        if (!(world.viewFor(g.toAct()) == v))
            finding("a determinized world shows its seat another view (R-BL-PRIV-4)");
        if (const std::string problem = world.invariantProblem(); !problem.empty())
            finding("a determinized world is broken: " + problem);
    }
}

void checkLegal(const Game& g, const std::vector<Action>& legal) {
    if (g.isOver() != legal.empty())
        finding(g.isOver() ? "legal actions in a game that is over"
                           : "no legal action in a game that is not over");
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (i > 0 && g.actionId(legal[i - 1]) >= g.actionId(legal[i]))
            finding("the legal list is not by increasing dense id");
        if (const engine::Verdict v = g.check(legal[i]); !v)
            finding("check() refuses a legal action: " + g.actionText(legal[i]) + ": " + v.reason);
    }
}

void checkRoundTrip(const Game& g, const Action& a) {
    std::string why;
    const std::string text = g.actionText(a);
    const auto back = Game::parseAction(g.components(), text, &why);
    if (!back || !(*back == a))
        finding("the text \"" + text + "\" does not parse back to its action: " + why);
    const int id = g.actionId(a);
    if (id < 0 || id >= g.actionCount())
        finding("the dense id " + std::to_string(id) + " of \"" + text + "\" is out of range");
    const auto ofId = g.actionOfId(id);
    if (!ofId || !(*ofId == a))
        finding("the dense id of \"" + text + "\" does not map back to it");
}

bool tryAction(Game& g, const std::vector<Action>& legal, const Action& a) {
    const bool isLegal = std::find(legal.begin(), legal.end(), a) != legal.end();
    const engine::Verdict checked = g.check(a);
    const Game before = g;
    const engine::Verdict applied = g.apply(a);
    if (checked.ok != applied.ok || checked.code != applied.code)
        finding("check() and apply() disagree on " + g.actionText(a));
    if (applied.ok != isLegal)
        finding((isLegal ? "a legal action refused: " : "an action not in the legal list done: ") +
                before.actionText(a));
    if (!applied) {
        if (applied.code.empty())
            finding("a refusal without a code: " + applied.reason);
        checkMessage(applied.reason, 300, "a refusal's reason");
        if (!(g == before))
            finding("a refused action changed the game: " + g.actionText(a));
        return false;
    }
    return true;
}

void checkSaveLoad(const Game& g) {
    const Game back = loadSave(g.componentsPtr(), saveText(g));
    if (!(back == g))
        finding("a game saved and loaded again is another game");
}

Game reach(const ComponentsPtr& data, std::uint8_t setup, std::uint64_t seed, int steps) {
    const std::vector<int>& counts = data->rules.players;
    const int seats = counts.empty() ? 2 : counts[setup % counts.size()];
    const Variant variant{(setup & 0x40) != 0, (setup & 0x80) != 0};
    Game g;
    expectClean("dealing a game", [&] {
        g = Game::deal(data, seats, variant, seed);
        checkState(g);
        engine::Rng rng(seed);
        std::vector<Action> legal;
        for (int i = 0; i < steps && !g.isOver(); ++i) {
            g.legalActions(legal);
            if (legal.empty())
                finding("no legal action in a game that is not over");
            const Action& a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            if (const engine::Verdict v = g.apply(a); !v)
                finding("a legal action was refused: " + g.actionText(a) + ": " + v.reason);
        }
        checkState(g);
    });
    return g;
}

} // namespace blossoms::fuzz
