// The game's basic vocabulary: landscape element types, Improvements and objective types.
//
// Implements the type lists of R-GEO-2 (purple, red, white, water), R-GAP-2 (worker, barn,
// windmill) and R-OBJ-1 (the seven objective types), with their canonical lower-case names as used
// in the data files and in the command line's JSON (CLI.md).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// The engine's names (include/engine/: Rng, Shared, the input limits, Verdict) are Frosted
// Blooms' too: its code says Rng where the engine says engine::Rng.
namespace engine {}
namespace frosted {
using namespace engine;
} // namespace frosted

namespace frosted {

// R-GEO-2: the four landscape element types. Purple, red and white are flower spaces.
enum class LandType : std::uint8_t { Purple = 0, Red = 1, White = 2, Water = 3 };
inline constexpr int kLandTypeCount = 4;
inline constexpr std::array<LandType, kLandTypeCount> kLandTypes = {
    LandType::Purple, LandType::Red, LandType::White, LandType::Water};

// R-GAP-2: the three kinds of Improvement.
enum class Improvement : std::uint8_t { Worker = 0, Barn = 1, Windmill = 2 };
inline constexpr int kImprovementCount = 3;
inline constexpr std::array<Improvement, kImprovementCount> kImprovements = {
    Improvement::Worker, Improvement::Barn, Improvement::Windmill};

// R-OBJ-1: seven objective types, the four landscape types followed by the three Improvements.
// Index 0-3 equals the LandType value, 4-6 equals 4 + the Improvement value.
enum class ObjectiveType : std::uint8_t {
    Purple = 0,
    Red = 1,
    White = 2,
    Water = 3,
    Worker = 4,
    Barn = 5,
    Windmill = 6
};
inline constexpr int kObjectiveTypeCount = 7;

constexpr bool isFlower(LandType t) {
    return t != LandType::Water;
}
constexpr int index(LandType t) {
    return static_cast<int>(t);
}
constexpr int index(Improvement i) {
    return static_cast<int>(i);
}
constexpr int index(ObjectiveType o) {
    return static_cast<int>(o);
}
constexpr ObjectiveType objectiveTypeOf(LandType t) {
    return static_cast<ObjectiveType>(index(t));
}
constexpr ObjectiveType objectiveTypeOf(Improvement i) {
    return static_cast<ObjectiveType>(4 + index(i));
}
constexpr bool isLandscape(ObjectiveType o) {
    return index(o) < 4;
}
constexpr LandType landTypeOf(ObjectiveType o) {
    return static_cast<LandType>(index(o));
}
constexpr Improvement improvementOf(ObjectiveType o) {
    return static_cast<Improvement>(index(o) - 4);
}

std::string_view name(LandType t);
std::string_view name(Improvement i);
std::string_view name(ObjectiveType o);
std::optional<LandType> parseLandType(std::string_view s);
std::optional<Improvement> parseImprovement(std::string_view s);
std::optional<ObjectiveType> parseObjectiveType(std::string_view s);

// A count per Improvement kind (worker, barn, windmill).
struct ImprovementCounts {
    std::array<int, kImprovementCount> n{};
    int& operator[](Improvement i) { return n[static_cast<std::size_t>(index(i))]; }
    int operator[](Improvement i) const { return n[static_cast<std::size_t>(index(i))]; }
    ImprovementCounts& operator+=(const ImprovementCounts& o) {
        for (std::size_t k = 0; k < n.size(); ++k)
            n[k] += o.n[k];
        return *this;
    }
    int total() const { return n[0] + n[1] + n[2]; }
    bool operator==(const ImprovementCounts&) const = default;
};

// A value per landscape type (purple, red, white, water).
struct LandValues {
    std::array<int, kLandTypeCount> v{};
    int& operator[](LandType t) { return v[static_cast<std::size_t>(index(t))]; }
    int operator[](LandType t) const { return v[static_cast<std::size_t>(index(t))]; }
    bool operator==(const LandValues&) const = default;
};

} // namespace frosted
