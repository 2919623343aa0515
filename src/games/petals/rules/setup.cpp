// A deal fixed in part, checked and completed (setup.h, spec/petals/CLI.md "Setup", R-PE-SETUP).
#include "petals/rules/setup.h"

#include "engine/rng.h"

#include <algorithm>
#include <set>

namespace petals {

namespace {

std::string idOf(const ComponentSet& c, int card) {
    return c.cards[static_cast<std::size_t>(card)].id;
}

// R-PE-SETUP-1: the player count the rule values allow, each player named once.
const RuleValues::Removal& checkPlayers(const ComponentSet& c,
                                        const std::vector<std::string>& names) {
    const RuleValues& rv = c.rules;
    const int n = static_cast<int>(names.size());
    const auto removal = rv.removal.find(n);
    if (n < rv.minPlayers || n > rv.maxPlayers || removal == rv.removal.end())
        throw SetupError("Petals is for " + std::to_string(rv.minPlayers) + " to " +
                         std::to_string(rv.maxPlayers) + " players, not " + std::to_string(n) +
                         " (R-PE-SETUP-1)");
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (names[i] == names[j])
                throw SetupError("two players are named \"" + names[i] + "\"");
    return removal->second;
}

// R-PE-SETUP-1: with 2 or 4 players exactly the ladybug cards, with 3 those and `random` others,
// with 5 none (as the rule values say for each count).
void checkRemoved(const ComponentSet& c, const RuleValues::Removal& rule, int players,
                  const std::vector<int>& removed) {
    int others = 0;
    for (int card : removed)
        if (c.cards[static_cast<std::size_t>(card)].ladybug && !rule.ladybug)
            throw SetupError(idOf(c, card) + " is a ladybug card: with " + std::to_string(players) +
                             " players the ladybug cards stay in the game (R-PE-SETUP-1)");
        else if (!c.cards[static_cast<std::size_t>(card)].ladybug)
            ++others;
    if (rule.ladybug)
        for (std::size_t i = 0; i < c.cards.size(); ++i)
            if (c.cards[i].ladybug &&
                std::find(removed.begin(), removed.end(), static_cast<int>(i)) == removed.end())
                throw SetupError("with " + std::to_string(players) +
                                 " players the ladybug cards are removed, " + c.cards[i].id +
                                 " too (R-PE-SETUP-1)");
    if (others != rule.random)
        throw SetupError("with " + std::to_string(players) + " players " +
                         std::to_string(rule.random) +
                         " cards besides the ladybug cards are removed, not " +
                         std::to_string(others) + " (R-PE-SETUP-1)");
}

std::vector<Lying> startOf(const ComponentSet& c, const std::vector<StartSpec>& given) {
    if (static_cast<int>(given.size()) != c.rules.startCards)
        throw SetupError("the game starts with exactly " + std::to_string(c.rules.startCards) +
                         " cards on the table, not " + std::to_string(given.size()) +
                         " (R-PE-SETUP-2)");
    std::vector<Lying> start;
    for (std::size_t i = 0; i < given.size(); ++i) {
        const int d = static_cast<int>(i) - 1; // the diagonal: (-1,-1), (0,0), (1,1)
        const Lying l{given[i].card, Cell{given[i].x.value_or(d), given[i].y.value_or(d)},
                      given[i].rotation};
        for (const Lying& other : start)
            if (other.cell == l.cell)
                throw SetupError("two starting cards lie on (" + std::to_string(l.cell.x) + ", " +
                                 std::to_string(l.cell.y) + ")");
        start.push_back(l);
    }
    return start;
}

void checkHands(const ComponentSet& c, const std::vector<std::vector<int>>& hands, int players) {
    if (static_cast<int>(hands.size()) != players)
        throw SetupError("hands lists " + std::to_string(hands.size()) + " hands for " +
                         std::to_string(players) + " players");
    for (std::size_t s = 0; s < hands.size(); ++s)
        if (static_cast<int>(hands[s].size()) != c.rules.handSize)
            throw SetupError("hand " + std::to_string(s) + " holds " +
                             std::to_string(hands[s].size()) + " cards, not " +
                             std::to_string(c.rules.handSize) + " (R-PE-SETUP-3)");
}

} // namespace

Deal completeDeal(const ComponentSet& c, const SetupSpec& spec) {
    const RuleValues::Removal& rule = checkPlayers(c, spec.names);
    const int n = static_cast<int>(spec.names.size());
    Deal d;
    d.names = spec.names;
    d.seed = spec.seed;
    engine::Rng rng(spec.seed); // the draws of Game::deal, in its order
    d.startPlayer = static_cast<int>(rng.below(static_cast<std::uint64_t>(n))); // R-PE-SETUP-5
    if (spec.startPlayer) {
        if (*spec.startPlayer < 0 || *spec.startPlayer >= n)
            throw SetupError("start_player " + std::to_string(*spec.startPlayer) +
                             " is not the index of a player (0 to " + std::to_string(n - 1) + ")");
        d.startPlayer = *spec.startPlayer;
    }
    std::vector<char> used(c.cards.size(), 0);
    auto use = [&](int card) {
        if (used[static_cast<std::size_t>(card)])
            throw SetupError(idOf(c, card) + " is given twice");
        used[static_cast<std::size_t>(card)] = 1;
    };
    if (spec.removed) {
        checkRemoved(c, rule, n, *spec.removed);
        std::for_each(spec.removed->begin(), spec.removed->end(), use);
    }
    if (spec.start)
        for (const StartSpec& s : *spec.start)
            use(s.card);
    if (spec.hands) {
        checkHands(c, *spec.hands, n);
        for (const auto& hand : *spec.hands)
            std::for_each(hand.begin(), hand.end(), use);
    }
    std::for_each(spec.pile.begin(), spec.pile.end(), use);
    if (!spec.removed && rule.ladybug)
        for (std::size_t i = 0; i < c.cards.size(); ++i)
            if (c.cards[i].ladybug) {
                if (used[i])
                    throw SetupError(c.cards[i].id + " is removed with " + std::to_string(n) +
                                     " players (R-PE-SETUP-1); it cannot be in play");
                used[i] = 1;
                d.removed.push_back(static_cast<int>(i));
            }

    // R-PE-SETUP-2..3: the cards no part uses, shuffled, deal the parts not given.
    std::vector<int> rest;
    for (std::size_t i = 0; i < c.cards.size(); ++i)
        if (!used[i])
            rest.push_back(static_cast<int>(i));
    rng.shuffle(rest);
    std::size_t next = 0;
    auto take = [&] {
        if (next >= rest.size())
            throw SetupError("the data set has too few cards for this setup");
        return rest[next++];
    };
    if (spec.removed)
        d.removed = *spec.removed;
    else
        for (int i = 0; i < rule.random; ++i)
            d.removed.push_back(take()); // R-PE-SETUP-1: face down with 3 players
    if (spec.start) {
        d.start = startOf(c, *spec.start);
    } else {
        for (int i = 0; i < c.rules.startCards; ++i)
            d.start.push_back({take(), Cell{i - 1, i - 1}, 0});
    }
    if (spec.hands) {
        d.hands = *spec.hands;
    } else {
        d.hands.resize(static_cast<std::size_t>(n));
        for (auto& hand : d.hands) {
            for (int i = 0; i < c.rules.handSize; ++i)
                hand.push_back(take());
            std::sort(hand.begin(), hand.end());
        }
    }
    d.pile = spec.pile;
    d.pile.insert(d.pile.end(), rest.begin() + static_cast<std::ptrdiff_t>(next), rest.end());
    return d;
}

std::optional<std::string> dealProblem(const ComponentSet& c, const Deal& d) {
    SetupSpec spec;
    spec.names = d.names;
    spec.seed = d.seed;
    spec.startPlayer = d.startPlayer;
    spec.removed = d.removed;
    spec.start.emplace();
    for (const Lying& l : d.start) {
        if (l.card < 0 || l.card >= static_cast<int>(c.cards.size()) || l.rotation < 0 ||
            l.rotation > 3 || l.cell.x < kMinCoord || l.cell.x > kMaxCoord ||
            l.cell.y < kMinCoord || l.cell.y > kMaxCoord)
            return "a starting card is not a card of the data set at a cell of the grid";
        spec.start->push_back({l.card, l.cell.x, l.cell.y, l.rotation});
    }
    spec.hands = d.hands;
    spec.pile = d.pile;
    for (const auto* part : {&d.removed, &d.pile})
        for (int card : *part)
            if (card < 0 || card >= static_cast<int>(c.cards.size()))
                return std::string("a card is not of the data set");
    for (const auto& hand : d.hands)
        for (int card : hand)
            if (card < 0 || card >= static_cast<int>(c.cards.size()))
                return std::string("a card is not of the data set");
    try {
        const Deal full = completeDeal(c, spec);
        if (full.pile.size() != d.pile.size())
            return idOf(c, full.pile[d.pile.size()]) + " is missing from the deal";
    } catch (const SetupError& e) {
        return std::string(e.what());
    }
    return std::nullopt;
}

} // namespace petals
