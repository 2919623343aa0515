// Petals' components (spec/petals/COMPONENTS.md): the cards with their four half-flowers, the
// four Elemental Trackers and the rule values a designer may vary, read from data/petals/ by
// loadComponents() (data_loader.h) into an immutable ComponentSet shared by every game.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace petals {

// The four flower types, which are also the four symbols and the four trackers, always in this
// order (R-PE-CARD-2, R-PE-CARD-5).
enum class Element : std::uint8_t { Fire, Air, Earth, Water };
inline constexpr int kElements = 4;
inline constexpr std::array<Element, kElements> kAllElements = {Element::Fire, Element::Air,
                                                                Element::Earth, Element::Water};
std::string_view elementName(Element e); // "fire", "air", "earth", "water"
std::optional<Element> elementOf(std::string_view name);
char elementLetter(Element e); // 'F', 'A', 'E', 'W' (the notation of COMPONENTS.md)

// A half-flower (R-PE-CARD-2): a flower type showing a number from 1, or a symbol (value 0).
struct HalfFlower {
    Element flower = Element::Fire;
    std::uint8_t number = 0; // 0: a symbol
    Element symbol = Element::Fire;
    bool isSymbol() const { return number == 0; }
    int value() const { return number; } // a symbol counts as 0
    bool operator==(const HalfFlower&) const = default;
};

// The four edges of a card from north, clockwise, as printed (rotation 0, R-PE-CARD-3).
struct Card {
    std::string id;
    std::array<HalfFlower, 4> edges{};
    bool ladybug = false;
    // The notation of COMPONENTS.md ("F3 W1 E2 A1", "F*", "F*A").
    std::string text() const;
};

struct Tracker {
    std::string id; // "fire", "air", "earth", "water"
    std::string name;
    std::string colour;
    int cards = 2;
    int spaces = 50;
};

// What rules.json holds (COMPONENTS.md "Rule values").
struct RuleValues {
    int minPlayers = 2;
    int maxPlayers = 5;
    int handSize = 2;
    int startCards = 3;
    struct Removal {
        bool ladybug = false;
        int random = 0;
    };
    std::map<int, Removal> removal; // by player count
    std::vector<std::string> cubeColours;
};

struct ComponentSet {
    std::vector<Card> cards; // data order: the order of actions' ids and of every list
    std::array<Tracker, kElements> trackers;
    RuleValues rules;
    std::string contentHash; // names the data set (saves, reports)

    std::optional<int> cardIndex(std::string_view id) const;
    // The half-flower facing direction `d` (0 north, 1 east, 2 south, 3 west) of card `card`
    // lying at rotation `r` quarter turns clockwise (R-PE-CARD-3).
    const HalfFlower& facing(int card, int r, int d) const {
        return cards[static_cast<std::size_t>(card)]
            .edges[static_cast<std::size_t>((d - r + 8) % 4)];
    }
};
using ComponentsPtr = std::shared_ptr<const ComponentSet>;

} // namespace petals
