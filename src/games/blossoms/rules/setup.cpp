// A deal fixed in part, checked and completed (setup.h, CLI.md "Setup", R-BL-SETUP-1..7).
#include "blossoms/rules/setup.h"

#include "engine/rng.h"

#include <algorithm>

namespace blossoms {

namespace {

// R-BL-SETUP-1, R-BL-VAR-3: a player count the rule values allow, each player named once.
void checkPlayers(const ComponentSet& c, const std::vector<std::string>& names) {
    const int n = static_cast<int>(names.size());
    if (!c.rules.allows(n))
        throw SetupError("Blossoms is not played by " + std::to_string(n) +
                         " players (R-BL-SETUP-1)");
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (names[i] == names[j])
                throw SetupError("two players are named \"" + names[i] + "\"");
}

void checkPots(const ComponentSet& c, const std::vector<int>& pots) {
    if (pots.size() != static_cast<std::size_t>(kPots))
        throw SetupError("pots lists " + std::to_string(pots.size()) + " cards, not " +
                         std::to_string(kPots) + " (R-BL-SETUP-6)");
    for (std::size_t i = 0; i < pots.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (c.typeOf(pots[i]) == c.typeOf(pots[j]))
                throw SetupError("pot cards " + c.cardId(pots[j]) + " and " + c.cardId(pots[i]) +
                                 " are of one type (R-BL-SETUP-2)");
}

void checkHands(const ComponentSet& c, const std::vector<std::vector<int>>& hands, int players) {
    if (static_cast<int>(hands.size()) > players)
        throw SetupError("hands lists " + std::to_string(hands.size()) + " hands for " +
                         std::to_string(players) + " players");
    for (std::size_t s = 0; s < hands.size(); ++s)
        if (static_cast<int>(hands[s].size()) != c.rules.handSize)
            throw SetupError("hand " + std::to_string(s + 1) + " holds " +
                             std::to_string(hands[s].size()) + " cards, not " +
                             std::to_string(c.rules.handSize) + " (R-BL-SETUP-4)");
}

} // namespace

Deal completeDeal(const ComponentSet& c, const SetupSpec& spec) {
    checkPlayers(c, spec.names);
    const int n = static_cast<int>(spec.names.size());
    Deal d;
    d.names = spec.names;
    d.seed = spec.seed;
    engine::Rng rng(spec.seed);
    d.startPlayer = static_cast<int>(rng.below(static_cast<std::uint64_t>(n))); // R-BL-SETUP-5
    if (spec.startPlayer) {
        if (*spec.startPlayer < 0 || *spec.startPlayer >= n)
            throw SetupError("start_player " + std::to_string(*spec.startPlayer) +
                             " is not the index of a player (0 to " + std::to_string(n - 1) + ")");
        d.startPlayer = *spec.startPlayer;
    }
    std::vector<char> used(c.cards.size(), 0);
    auto use = [&](int card) {
        if (card < 0 || card >= static_cast<int>(c.cards.size()))
            throw SetupError("a card is not of the data set");
        if (used[static_cast<std::size_t>(card)])
            throw SetupError(c.cardId(card) + " is given twice");
        used[static_cast<std::size_t>(card)] = 1;
    };
    if (spec.pots) {
        std::for_each(spec.pots->begin(), spec.pots->end(), use);
        checkPots(c, *spec.pots);
    }
    if (spec.removed) {
        if (static_cast<int>(spec.removed->size()) != c.rules.removedCards)
            throw SetupError("removed lists " + std::to_string(spec.removed->size()) +
                             " cards, not " + std::to_string(c.rules.removedCards) +
                             " (R-BL-SETUP-3)");
        std::for_each(spec.removed->begin(), spec.removed->end(), use);
    }
    if (spec.hands) {
        checkHands(c, *spec.hands, n);
        for (const auto& hand : *spec.hands)
            std::for_each(hand.begin(), hand.end(), use);
    }
    std::for_each(spec.deck.begin(), spec.deck.end(), use);

    std::vector<int> rest; // R-BL-SETUP-2: shuffled; index 0 is the top
    for (std::size_t i = 0; i < c.cards.size(); ++i)
        if (!used[i])
            rest.push_back(static_cast<int>(i));
    rng.shuffle(rest);
    if (spec.pots) {
        std::copy(spec.pots->begin(), spec.pots->end(), d.pots.begin());
    } else {
        std::uint32_t above = 0;
        bool setAside = false;
        for (int p = 0; p < kPots; ++p) {
            auto it = std::find_if(rest.begin(), rest.end(),
                                   [&](int k) { return !(above & (1u << c.typeOf(k))); });
            if (it == rest.end())
                throw SetupError("the cards left cannot give the 4 pots 4 different types");
            setAside = setAside || it != rest.begin();
            d.pots[static_cast<std::size_t>(p)] = *it;
            above |= 1u << c.typeOf(*it);
            rest.erase(it);
        }
        if (setAside)
            rng.shuffle(rest); // [decision] the set-aside cards are shuffled back: the whole deck
    }
    std::size_t next = 0;
    auto take = [&] {
        if (next >= rest.size())
            throw SetupError("the data set has too few cards for this setup");
        return rest[next++];
    };
    if (spec.removed)
        d.removed = *spec.removed;
    else
        for (int i = 0; i < c.rules.removedCards; ++i)
            d.removed.push_back(take()); // R-BL-SETUP-3
    d.hands = spec.hands.value_or(std::vector<std::vector<int>>{});
    const std::size_t given = d.hands.size();
    d.hands.resize(static_cast<std::size_t>(n));
    for (int round = 0; round < c.rules.handSize; ++round) // R-BL-SETUP-4
        for (std::size_t s = given; s < d.hands.size(); ++s)
            d.hands[s].push_back(take());
    d.deck = spec.deck;
    d.deck.insert(d.deck.end(), rest.begin() + static_cast<std::ptrdiff_t>(next), rest.end());
    return d;
}

std::optional<std::string> dealProblem(const ComponentSet& c, const Deal& d) {
    SetupSpec spec;
    spec.names = d.names;
    spec.seed = d.seed;
    spec.startPlayer = d.startPlayer;
    spec.pots = std::vector<int>(d.pots.begin(), d.pots.end());
    spec.removed = d.removed;
    spec.hands = d.hands;
    spec.deck = d.deck;
    if (d.hands.size() != d.names.size())
        return "the deal has " + std::to_string(d.hands.size()) + " hands for " +
               std::to_string(d.names.size()) + " players";
    try {
        const Deal full = completeDeal(c, spec);
        if (full.deck.size() != d.deck.size())
            return c.cardId(full.deck[d.deck.size()]) + " is missing from the deal";
    } catch (const SetupError& e) {
        return std::string(e.what());
    }
    return std::nullopt;
}

} // namespace blossoms
