#include "petals/rules/components.h"

namespace petals {

std::string_view elementName(Element e) {
    switch (e) {
    case Element::Fire:
        return "fire";
    case Element::Air:
        return "air";
    case Element::Earth:
        return "earth";
    case Element::Water:
        return "water";
    }
    return "fire";
}

std::optional<Element> elementOf(std::string_view name) {
    for (Element e : kAllElements)
        if (elementName(e) == name)
            return e;
    return std::nullopt;
}

char elementLetter(Element e) {
    return "FAEW"[static_cast<int>(e)];
}

std::string Card::text() const {
    std::string s;
    for (const HalfFlower& h : edges) {
        if (!s.empty())
            s += ' ';
        s += elementLetter(h.flower);
        if (!h.isSymbol())
            s += std::to_string(h.number);
        else {
            s += '*';
            if (h.symbol != h.flower)
                s += elementLetter(h.symbol); // a symbol of another element: "F*A"
        }
    }
    return s;
}

std::optional<int> ComponentSet::cardIndex(std::string_view id) const {
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id)
            return static_cast<int>(i);
    return std::nullopt;
}

} // namespace petals
