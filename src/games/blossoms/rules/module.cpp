#include "blossoms/rules/module.h"

#include "blossoms/rules/data_loader.h"
#include "blossoms/rules/save.h"

#include <stdexcept>

namespace blossoms {

std::string variantName(Variant v) {
    if (v.children && v.advanced)
        return "children+advanced";
    return v.children ? "children" : v.advanced ? "advanced" : "standard";
}

std::optional<Variant> variantOf(std::string_view name) {
    for (const Variant v :
         {Variant{false, false}, Variant{true, false}, Variant{false, true}, Variant{true, true}})
        if (variantName(v) == name)
            return v;
    return std::nullopt;
}

const ComponentsPtr& Module::components() {
    static const ComponentsPtr data = loadComponents(defaultDataDir());
    return data;
}

Game Module::setup(const engine::SetupOptions& o) {
    const auto variant = variantOf(o.variant.empty() ? "standard" : o.variant);
    if (!variant)
        throw std::invalid_argument("Blossoms has no variant \"" + o.variant + "\"");
    return Game::deal(components(), o.seats, *variant, o.seed);
}

std::vector<int> Module::ranks(const Game& g) {
    std::vector<int> out;
    for (const Standing& s : g.standings())
        out.push_back(s.rank);
    return out;
}

std::string Module::save(const Game& g) {
    return saveText(g);
}

Game Module::load(const std::string& text) {
    return engine::moduleLoad(text, [](const std::string& t) { return loadSave(components(), t); });
}

} // namespace blossoms
