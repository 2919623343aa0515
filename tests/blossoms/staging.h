// Staging Blossoms games for the tests (spec/blossoms/RULES.md §15-16): the shipped data, cards
// by id, actions by text, deals with the pots of S-BL-1 and a deck given from the top (the other
// cards after it in data order), and positions built from a view that knows every card (a deck of
// one card, which no deal of 54 cards gives).
#pragma once

#include "blossoms/rules/data_loader.h"
#include "blossoms/rules/game.h"
#include "blossoms/rules/setup.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace blossoms::testing {

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

inline std::vector<int> ids(const std::vector<std::string>& cards) {
    std::vector<int> out;
    for (const auto& c : cards)
        out.push_back(id(c));
    return out;
}

inline std::vector<std::string> names(const std::vector<int>& cards) {
    std::vector<std::string> out;
    for (int c : cards)
        out.push_back(shipped()->cardId(c));
    return out;
}

inline Action act(const std::string& text) {
    std::string why;
    const auto a = Game::parseAction(*shipped(), text, &why);
    if (!a)
        throw std::invalid_argument(text + ": " + why);
    return *a;
}

inline std::vector<std::string> legalTexts(const Game& g) {
    std::vector<std::string> out;
    for (const Action& a : g.legalActions())
        out.push_back(g.actionText(a));
    return out;
}

// Applies every action, failing the test at the first refusal.
inline void play(Game& g, const std::vector<std::string>& actions) {
    for (const std::string& t : actions) {
        const engine::Verdict v = g.apply(act(t));
        ASSERT_TRUE(v) << t << ": " << v.reason;
    }
}

struct Staged {
    std::vector<std::string> players = {"Ada", "Ben"};
    std::vector<std::string> pots = {"C01", "C19", "C28", "C46"}; // S-BL-1's
    std::string removed = "C54";
    std::vector<std::vector<std::string>> hands = {{"C11", "C29"}, {"C38", "C47"}};
    std::vector<std::string> deckTop;
    Variant variant;
};

// The deal of `s`: the deck is `deckTop`, then every other card in data order.
inline Deal dealOf(const Staged& s) {
    Deal d;
    d.names = s.players;
    std::vector<int> used;
    for (std::size_t p = 0; p < kPots; ++p) {
        d.pots[p] = id(s.pots[p]);
        used.push_back(d.pots[p]);
    }
    d.removed = {id(s.removed)};
    used.push_back(d.removed.front());
    for (const auto& h : s.hands) {
        d.hands.push_back(ids(h));
        used.insert(used.end(), d.hands.back().begin(), d.hands.back().end());
    }
    d.deck = ids(s.deckTop);
    used.insert(used.end(), d.deck.begin(), d.deck.end());
    for (int c = 0; c < kCards; ++c)
        if (std::find(used.begin(), used.end(), c) == used.end())
            d.deck.push_back(c);
    if (const auto problem = dealProblem(*shipped(), d))
        throw std::invalid_argument(*problem);
    return d;
}

inline Game staged(const Staged& s) {
    return Game::fromDeal(shipped(), s.variant, dealOf(s));
}

// A position at the start of seat 0's turn whose deck is exactly `deck` (top first): the cards of
// no pot, hand or deck lie in the discard pile, but the removed card.
inline Game withDeck(const Staged& s, const std::vector<std::string>& deck) {
    if (deck.size() > static_cast<std::size_t>(kMaxRakeLimit))
        throw std::invalid_argument("withDeck stages at most 10 cards in the deck");
    SeatView v;
    v.components = shipped();
    v.variant = s.variant;
    v.seat = 0;
    v.names = s.players;
    v.toAct = 0;
    v.step = Step::Growth;
    std::vector<int> used = {id(s.removed)};
    for (std::size_t p = 0; p < kPots; ++p) {
        v.pots[p].cards.push_back(static_cast<std::int8_t>(id(s.pots[p])));
        v.pots[p].type = static_cast<std::int8_t>(shipped()->typeOf(id(s.pots[p])));
        used.push_back(id(s.pots[p]));
    }
    const int tokens = shipped()->rules.tokens(static_cast<int>(s.players.size()));
    for (std::size_t k = 0; k < s.players.size(); ++k) {
        PlayerView p;
        p.name = s.players[k];
        p.hand = ids(s.hands[k]);
        std::sort(p.hand.begin(), p.hand.end());
        p.handSize = static_cast<int>(p.hand.size());
        p.tokensLeft = tokens;
        used.insert(used.end(), p.hand.begin(), p.hand.end());
        v.players.push_back(p);
    }
    v.knownTop = ids(deck);
    v.deckSize = static_cast<int>(deck.size());
    used.insert(used.end(), v.knownTop.begin(), v.knownTop.end());
    for (int c = 0; c < kCards; ++c)
        if (std::find(used.begin(), used.end(), c) == used.end())
            v.discard.push_back(c);
    v.hidden = {id(s.removed)};
    v.removedCount = 1;
    engine::Rng rng(1);
    return determinize(v, rng);
}

} // namespace blossoms::testing
