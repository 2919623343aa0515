#include "petals/rules/module.h"

#include "petals/rules/data_loader.h"
#include "petals/rules/save.h"

#include <stdexcept>

namespace petals {

const ComponentsPtr& Module::components() {
    static const ComponentsPtr data = loadComponents(defaultDataDir());
    return data;
}

Game Module::setup(const engine::SetupOptions& o) {
    const auto variant = variantOf(o.variant.empty() ? "standard" : o.variant);
    if (!variant)
        throw std::invalid_argument("Petals has no variant \"" + o.variant + "\"");
    return Game::deal(components(), o.seats, *variant, o.seed);
}

std::vector<int> Module::ranks(const Game& g) {
    const std::vector<Standing> st = g.standings();
    int eligible = 0;
    for (const Standing& s : st)
        eligible += s.eligible ? 1 : 0;
    std::vector<int> out;
    for (const Standing& s : st)
        out.push_back(s.rank.value_or(eligible + 1)); // R-PE-WIN-2: out of the running
    return out;
}

std::string Module::save(const Game& g) {
    return saveText(g);
}

Game Module::load(const std::string& text) {
    return engine::moduleLoad(text, [](const std::string& t) { return loadSave(components(), t); });
}

} // namespace petals
