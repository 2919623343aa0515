#include "frosted/rules/types.h"

namespace frosted {
namespace {
constexpr std::array<std::string_view, kObjectiveTypeCount> kObjectiveNames = {
    "purple", "red", "white", "water", "worker", "barn", "windmill"};
} // namespace

std::string_view name(ObjectiveType o) {
    return kObjectiveNames[static_cast<std::size_t>(index(o))];
}
std::string_view name(LandType t) {
    return name(objectiveTypeOf(t));
}
std::string_view name(Improvement i) {
    return name(objectiveTypeOf(i));
}

std::optional<ObjectiveType> parseObjectiveType(std::string_view s) {
    for (std::size_t k = 0; k < kObjectiveNames.size(); ++k)
        if (kObjectiveNames[k] == s)
            return static_cast<ObjectiveType>(k);
    return std::nullopt;
}

std::optional<LandType> parseLandType(std::string_view s) {
    auto o = parseObjectiveType(s);
    if (!o || !isLandscape(*o))
        return std::nullopt;
    return landTypeOf(*o);
}

std::optional<Improvement> parseImprovement(std::string_view s) {
    auto o = parseObjectiveType(s);
    if (!o || isLandscape(*o))
        return std::nullopt;
    return improvementOf(*o);
}

} // namespace frosted
