// Tiles of a data set named by id, as positions, puzzles and the sandbox write them.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/geometry.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace frosted {

// A tile laid at a place: a Landscape index or -1 - a starting tile's index, its side and turn.
struct TileRef {
    int tile = 0;
    Orientation orientation;
    Point at;
    bool operator==(const TileRef&) const = default;
};

// The id of item `i` of a list of the data (tiles, cards, objectives), or "#i" when it is not in
// the data: how positions write and word a component.
template <class Items>
std::string componentId(const Items& items, int i) {
    return i >= 0 && i < static_cast<int>(items.size()) ? items[static_cast<std::size_t>(i)].id
                                                        : "#" + std::to_string(i);
}

// A tile of the data named by its id: a Landscape index, or -1 - the starting tile's index.
std::optional<int> tileByIdOf(const ComponentSet& c, std::string_view id);
// One <Placement> of CLI.md naming a data tile by id ({"tile", "side", "rotation", "x", "y"};
// side and rotation default to front and 0), or nullopt and `error` ("where: what is wrong").
std::optional<TileRef> placementFromJson(const ComponentSet& c, const nlohmann::json& p,
                                         const std::string& where, std::string* error);

} // namespace frosted
