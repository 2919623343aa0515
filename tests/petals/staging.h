// Staging Petals positions with the shipped cards for the tests (spec/petals/RULES.md §12): the
// data, cards by id, cards lying on the table, actions, points, and 2-player games with a given
// table and first hand.
#pragma once

#include "petals/rules/data_loader.h"
#include "petals/rules/game.h"

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace petals::testing {

inline const ComponentsPtr& shipped() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

inline int id(const std::string& card) {
    const auto i = shipped()->cardIndex(card);
    if (!i)
        throw std::invalid_argument("no card " + card);
    return *i;
}

inline Lying lie(const std::string& card, int x, int y, int degrees) {
    return {id(card), {x, y}, degrees / 90};
}

inline Action place(const std::string& card, int x, int y, int degrees) {
    return Action::place(id(card), {x, y}, degrees / 90);
}

inline Action move(const std::string& card, int x, int y, int degrees) {
    return Action::move(id(card), {x, y}, degrees / 90);
}

inline Points pts(int fire, int air, int earth, int water) {
    return {fire, air, earth, water};
}

// A 2-player game with these cards on the table and (part of) the first player's hand; the
// ladybug cards removed, the hands filled and the pile made from the cards left, in data order.
inline Game staged(const std::vector<Lying>& table, const std::vector<std::string>& firstHand) {
    Deal d;
    std::set<int> used;
    for (int i = 0; i < static_cast<int>(shipped()->cards.size()); ++i)
        if (shipped()->cards[static_cast<std::size_t>(i)].ladybug) {
            d.removed.push_back(i);
            used.insert(i);
        }
    d.start = table;
    for (const Lying& l : table)
        used.insert(l.card);
    d.hands.resize(2);
    for (const std::string& c : firstHand) {
        d.hands[0].push_back(id(c));
        used.insert(id(c));
    }
    for (int i = 0; i < static_cast<int>(shipped()->cards.size()); ++i)
        if (!used.count(i)) {
            if (d.hands[0].size() < 2)
                d.hands[0].push_back(i); // the first hand filled up with cards left
            else if (d.hands[1].size() < 2)
                d.hands[1].push_back(i);
            else
                d.pile.push_back(i);
        }
    return Game::fromDeal(shipped(), Variant::Standard, d);
}

// The staging of §12: S1 at (-1,-1), S2 at (0,0), the placed card at (0,-1).
inline Game example(const Lying& s1, const Lying& s2, const std::string& placed,
                    std::optional<Lying> third = std::nullopt) {
    std::vector<Lying> table = {s1, s2};
    if (third)
        table.push_back(*third);
    return staged(table, {placed});
}

} // namespace petals::testing
