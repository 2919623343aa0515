// Tiles of a data set by id, and one placement of them read from JSON (tile_refs.h).
#include "frosted/rules/tile_refs.h"

#include "engine/input.h"

#include <nlohmann/json.hpp>

namespace frosted {

std::optional<int> tileByIdOf(const ComponentSet& c, std::string_view id) {
    if (auto i = c.tileIndex(id))
        return *i;
    if (auto s = c.startingTileIndex(id))
        return -1 - *s;
    return std::nullopt;
}

std::optional<TileRef> placementFromJson(const ComponentSet& c, const nlohmann::json& p,
                                         const std::string& where, std::string* error) {
    auto fail = [&](const std::string& what) -> std::optional<TileRef> {
        if (error)
            *error = where + ": " + what;
        return std::nullopt;
    };
    if (!p.is_object())
        return fail("a placement is an object {\"tile\", \"side\", \"rotation\", \"x\", \"y\"}");
    if (!p.contains("tile"))
        return fail("missing field \"tile\"");
    const nlohmann::json& ref = p.at("tile");
    if (!ref.is_string())
        return fail("the sandbox lays tiles of the data, named by id; inline faces are for "
                    "frosted-blooms-cli evaluate");
    TileRef e;
    const auto tile = tileByIdOf(c, ref.get<std::string>());
    if (!tile)
        return fail("unknown tile id " + shown(ref.get<std::string>()));
    e.tile = *tile;
    if (p.contains("side") && !p.at("side").is_null()) {
        const nlohmann::json& side = p.at("side");
        if (side != "front" && side != "back")
            return fail("\"side\" must be \"front\" or \"back\"");
        e.orientation.side = side == "front" ? Side::Front : Side::Back;
    }
    if (p.contains("rotation") && !p.at("rotation").is_null()) {
        const auto r = integerIn(p.at("rotation"), 0, 270);
        if (!r || !isValidRotation(static_cast<int>(*r)))
            return fail("\"rotation\" must be 0, 90, 180 or 270");
        e.orientation.rotation = static_cast<int>(*r);
    }
    for (const char* axis : {"x", "y"}) {
        const auto v = p.contains(axis)
                           ? integerIn(p.at(axis), kMinPlacementCoord, kMaxPlacementCoord)
                           : std::nullopt;
        if (!v)
            return fail(std::string("\"") + axis + "\" must be a whole number from " +
                        std::to_string(kMinPlacementCoord) + " to " +
                        std::to_string(kMaxPlacementCoord));
        (axis[0] == 'x' ? e.at.x : e.at.y) = static_cast<int>(*v);
    }
    return e;
}

} // namespace frosted
