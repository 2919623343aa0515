// Blossoms' components (components.h).
#include "blossoms/rules/components.h"

#include <algorithm>

namespace blossoms {

std::string_view toolName(Tool t) {
    switch (t) {
    case Tool::WateringCan:
        return "watering_can";
    case Tool::Fence:
        return "fence";
    case Tool::Rake:
        return "rake";
    case Tool::Pruner:
        return "pruner";
    }
    return "pruner";
}

std::optional<Tool> toolOf(std::string_view name) {
    for (Tool t : kAllTools)
        if (toolName(t) == name)
            return t;
    return std::nullopt;
}

bool RuleValues::allows(int seats) const {
    return std::find(players.begin(), players.end(), seats) != players.end() &&
           tokensByPlayers.count(seats) > 0;
}

int RuleValues::tokens(int seats) const {
    const auto it = tokensByPlayers.find(seats);
    return it == tokensByPlayers.end() ? 0 : it->second;
}

std::optional<int> ComponentSet::cardIndex(std::string_view id) const {
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id)
            return static_cast<int>(i);
    return std::nullopt;
}

std::optional<int> ComponentSet::typeIndex(std::string_view id) const {
    for (std::size_t i = 0; i < types.size(); ++i)
        if (types[i].id == id)
            return static_cast<int>(i);
    return std::nullopt;
}

int ComponentSet::potOf(Tool t) const {
    for (int p = 0; p < kPots; ++p)
        if (pots[static_cast<std::size_t>(p)] == t)
            return p;
    return -1;
}

int ComponentSet::valueOf(int height) const {
    const auto it = flowerValue.find(height);
    return it == flowerValue.end() ? 0 : it->second;
}

int ComponentSet::varietyOf(int n) const {
    return n >= 0 && n < static_cast<int>(flowerTypes.size())
               ? flowerTypes[static_cast<std::size_t>(n)]
               : 0;
}

} // namespace blossoms
