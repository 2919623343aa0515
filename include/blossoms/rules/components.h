// Blossoms' components (spec/blossoms/COMPONENTS.md): the 6 flower types, the 54 cards, the 4 pots
// with their tools, the score card and the rule values a designer may vary, read from
// data/blossoms/cards.json by loadComponents() (data_loader.h) into an immutable ComponentSet
// shared by every game. Validation fixes the counts (6 types, 54 cards of 9 per type, 4 pots with
// the 4 tools once each), so the rules index cards, types and pots by small integers: a card by
// its data order (0-53), a type by its place in `types` (0-5), a pot by its place in the row (0-3,
// written 1-4 in actions).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace blossoms {

inline constexpr int kPots = 4;            // [fact] COMPONENTS.md
inline constexpr int kTypes = 6;           // [fact]
inline constexpr int kCards = 54;          // [fact]
inline constexpr int kCardsPerType = 9;    // [fact]
inline constexpr int kMaxSeats = 3;        // rules.players is a subset of {2, 3}
inline constexpr int kMaxHeightLimit = 20; // rules.max_height is at most 20
inline constexpr int kMaxRakeLimit = 10;   // rules.rake_cards is at most 10

// The four tools (R-BL-TOOL-0), one per pot.
enum class Tool : std::uint8_t { WateringCan, Fence, Rake, Pruner };
inline constexpr std::array<Tool, 4> kAllTools = {Tool::WateringCan, Tool::Fence, Tool::Rake,
                                                  Tool::Pruner};
std::string_view toolName(Tool t); // "watering_can", "fence", "rake", "pruner"
std::optional<Tool> toolOf(std::string_view name);

struct FlowerType {
    std::string id;    // "rose", "sweet_pea" ...
    std::string name;  // "Sweet pea" (may be empty)
    std::string latin; // "Lathyrus" (may be empty)
};

struct Card {
    std::string id; // "C07": case-sensitive, no space
    int type = 0;   // index into ComponentSet::types
};

// COMPONENTS.md "rules".
struct RuleValues {
    std::vector<int> players{2, 3};
    std::map<int, int> tokensByPlayers{{2, 3}, {3, 2}};
    int handSize = 2;
    int removedCards = 1;
    int maxHeight = 6;
    int minCut = 2;
    int rakeCards = 3;
    bool allows(int seats) const;
    int tokens(int seats) const; // 0 for a count not listed
};

struct ComponentSet {
    std::vector<FlowerType> types; // kTypes, the rulebook's order
    std::vector<Card> cards;       // kCards, data order: sorts hands and legal lists
    std::array<Tool, kPots> pots{Tool::Pruner, Tool::WateringCan, Tool::Fence, Tool::Rake};
    std::map<int, int> flowerValue; // by height, min_cut .. max_height (R-BL-SCORE-1)
    std::vector<int> flowerTypes;   // by number of types, 0 .. kTypes (R-BL-SCORE-2)
    RuleValues rules;
    std::string contentHash; // names the data set (saves, validate-data's data_hash)

    std::optional<int> cardIndex(std::string_view id) const;
    std::optional<int> typeIndex(std::string_view id) const;
    int typeOf(int card) const { return cards[static_cast<std::size_t>(card)].type; }
    const std::string& cardId(int card) const { return cards[static_cast<std::size_t>(card)].id; }
    const std::string& typeId(int type) const { return types[static_cast<std::size_t>(type)].id; }
    // The pot (0-3) that shows `t` (R-BL-TOOL-0).
    int potOf(Tool t) const;
    // R-BL-SCORE-1: the value of a set of `height` cards (0 outside the table).
    int valueOf(int height) const;
    // R-BL-SCORE-2: the points for `types` different types.
    int varietyOf(int types) const;
};
using ComponentsPtr = std::shared_ptr<const ComponentSet>;

} // namespace blossoms
