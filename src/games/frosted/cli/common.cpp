#include "cli.h"

#include "engine/files.h"
#include "engine/input.h"
#include "engine/json_fields.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/geometry.h"

#include <filesystem>
#include <istream>
#include <iterator>

namespace frosted::cli {

ComponentsPtr loadData(const Args& args) {
    return engine::cli::loadGameData<DataError>(
        args, defaultDataDir(),
        [](const std::filesystem::path& dir) { return loadComponents(dir); }, "component data",
        [](const std::string& where, const std::exception& e) { return where + ": " + e.what(); });
}

json readInput(const Args& args) {
    return engine::cli::readInput(*args.in);
}

int requireCoord(const json& obj, const char* key, const std::string& where) {
    return engine::cli::requireIntIn(obj, key, kMinPlacementCoord, kMaxPlacementCoord, where);
}

Orientation parseOrientation(const json& p, const std::string& where) {
    requireObject(p, where);
    Orientation o;
    if (p.contains("side") && !p.at("side").is_null()) {
        const json& side = p.at("side");
        if (!side.is_string() || (side != "front" && side != "back"))
            inputError("invalid_input",
                       where + ".side must be \"front\" or \"back\", not " + describe(side));
        o.side = side == "front" ? Side::Front : Side::Back;
    }
    o.rotation = optionalInt(p, "rotation", 0, where);
    if (!isValidRotation(o.rotation))
        inputError("invalid_input", where + ".rotation must be 0, 90, 180 or 270, not " +
                                        std::to_string(o.rotation));
    return o;
}

json pointsJson(const std::vector<Point>& cells) {
    json out = json::array();
    for (const Point& p : cells)
        out.push_back(json::array({p.x, p.y}));
    return out;
}

json improvementsJson(const ImprovementCounts& n) {
    return json{{"worker", n[Improvement::Worker]},
                {"barn", n[Improvement::Barn]},
                {"windmill", n[Improvement::Windmill]}};
}

json gapJson(const Gap& g) {
    return json{{"cells", pointsJson(g.cells)},
                {"shape", std::string(name(g.shape))},
                {"improvements", improvementsJson(g.improvements)}};
}

json landValuesJson(const LandValues& v) {
    json out = json::object();
    for (LandType t : kLandTypes)
        out[std::string(name(t))] = v[t];
    return out;
}

void forEachOption(const Args& args,
                   const std::function<void(const std::string&, const OptionValue&)>& handle) {
    engine::cli::forEachOption(args.options, handle);
}

bool budgetOption(const std::string& option, const OptionValue& value, BotBudget& budget) {
    return engine::cli::budgetOption(option, value, budget.thinkMs, budget.iterations);
}

void checkBudget(const BotBudget& budget) {
    engine::cli::checkBudget(budget.thinkMs, budget.iterations);
}

} // namespace frosted::cli
