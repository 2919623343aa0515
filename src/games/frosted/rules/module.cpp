// Frosted Blooms as a game module of the engine (module.h).
#include "frosted/rules/module.h"

#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <stdexcept>

namespace frosted {

const ComponentsPtr& Module::components() {
    static const ComponentsPtr data = loadComponents(defaultDataDir());
    return data;
}

GameState Module::setup(const engine::SetupOptions& o) {
    if (o.seats < 1 || o.seats > 4)
        throw std::invalid_argument("Frosted Blooms is played by 1 to 4 seats");
    if (!o.variant.empty() && o.variant != "standard")
        throw std::invalid_argument("Frosted Blooms has no variant \"" + o.variant + "\"");
    SetupSpec spec;
    for (int i = 0; i < o.seats; ++i)
        spec.players.push_back("Seat " + std::to_string(i + 1));
    spec.solo = o.seats == 1; // R-MG-1: one player against the Master Gardener
    spec.seed = o.seed;
    return GameState::setup(components(), spec);
}

std::vector<int> Module::ranks(const GameState& g) {
    // R-END-3 / R-MG-6: the score pad's places, without the Master Gardener's line.
    std::vector<int> out;
    for (const FinalScore& s : g.scores())
        if (!s.gardener)
            out.push_back(s.rank);
    return out;
}

std::string Module::save(const GameState& g) {
    return saveToText(g);
}

GameState Module::load(const std::string& text) {
    return loadFromText(components(), text);
}

} // namespace frosted
