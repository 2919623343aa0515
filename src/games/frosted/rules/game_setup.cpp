// Setting a game up (game_setup.h, game_state.h): from a spec dealt by a seed (R-TURN-1, R-MKT-1,
// R-OBJ-2, R-CARD-2, R-MG-1), from a resolved deal, and the tables derived from the components.
#include "frosted/rules/game.h"

#include "engine/input.h"

#include <algorithm>
#include <set>

namespace frosted {

// ---------------------------------------------------------------------------------------------
// Setup

namespace {

template <class Lookup>
std::vector<int> resolveIds(const std::vector<std::string>& ids, Lookup lookup, const char* what) {
    std::vector<int> out;
    std::set<int> seen;
    for (const std::string& id : ids) {
        auto i = lookup(id);
        if (!i)
            throw SetupError("unknown_id", std::string("unknown ") + what + " id " + shown(id));
        if (!seen.insert(*i).second)
            throw SetupError("invalid_setup",
                             std::string(what) + " " + shown(id) + " listed twice");
        out.push_back(*i);
    }
    return out;
}

std::vector<int> allIndices(std::size_t n) {
    std::vector<int> v(n);
    for (std::size_t i = 0; i < n; ++i)
        v[i] = static_cast<int>(i);
    return v;
}

// The given prefix followed by the other indices in seeded random order.
std::vector<int> completed(const std::vector<int>& prefix, std::size_t total, Rng& rng) {
    std::vector<int> rest;
    for (int i : allIndices(total))
        if (std::find(prefix.begin(), prefix.end(), i) == prefix.end())
            rest.push_back(i);
    rng.shuffle(rest);
    std::vector<int> out = prefix;
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

} // namespace

std::optional<std::string> seatNamesProblem(const std::vector<std::string>& names, bool solo) {
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string& name = names[i];
        if (name.empty())
            return "a player name is empty";
        const auto characters = std::count_if(name.begin(), name.end(), [](char ch) {
            return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; // UTF-8 lead bytes
        });
        if (characters > static_cast<std::ptrdiff_t>(kMaxNameChars))
            return "the player name " + shown(name) + " is longer than " +
                   std::to_string(kMaxNameChars) + " characters";
        for (unsigned char ch : name)
            if (ch < 0x20 || ch == 0x7f)
                return "the player name " + shown(name) + " holds a control character";
        for (std::size_t j = 0; j < i; ++j)
            if (names[j] == name)
                return "two players are named " + shown(name) +
                       "; every player needs a name of their own";
        if (solo && name == kGardenerName)
            return std::string("in solo the player cannot be named \"") + kGardenerName +
                   "\": the two would not be told apart";
    }
    return std::nullopt;
}

namespace {

// Throws SetupError when the spec contradicts itself or the rules' numbers.
void checkSpec(const RuleValues& rules, const SetupSpec& spec) {
    const int n = static_cast<int>(spec.players.size());
    if (spec.solo && n != 1)
        throw SetupError("invalid_setup", "a solo game has exactly one player");
    if (n < 1 || n > 4)
        throw SetupError("invalid_setup", "a game has 1 to 4 players, not " + std::to_string(n));
    if (const auto why = seatNamesProblem(spec.players, spec.solo))
        throw SetupError("invalid_setup", *why);
    if (spec.startPlayer && (*spec.startPlayer < 0 || *spec.startPlayer >= n))
        throw SetupError("invalid_setup", "start_player must be 0 to " + std::to_string(n - 1));
    if (spec.solo && spec.startPlayer && *spec.startPlayer != 0)
        throw SetupError("invalid_setup", "in solo the player always starts (R-MG-1)");
    if (static_cast<int>(spec.decks.size()) > n)
        throw SetupError("invalid_setup", "more decks than seats");
    if (static_cast<int>(spec.startingTiles.size()) > n)
        throw SetupError("invalid_setup", "more starting tiles than seats");
    const int slots = rules.marketSlots;
    if (!spec.market.empty() && static_cast<int>(spec.market.size()) != slots - 1)
        throw SetupError("invalid_setup", "market lists " + std::to_string(spec.market.size()) +
                                              " tiles; it fills slots 1 to " +
                                              std::to_string(slots - 1));
}

// R-MKT-1: the market (slots 1.. filled, the token on slot 0) and the bag.
void dealRing(const ComponentSet& c, const SetupSpec& spec, Rng& rng, Market& market,
              std::vector<int>& bag) {
    const int slots = c.rules.marketSlots;
    auto tileLookup = [&](const std::string& id) { return c.tileIndex(id); };
    std::vector<std::string> tileIds = spec.market;
    tileIds.insert(tileIds.end(), spec.bag.begin(), spec.bag.end());
    const std::vector<int> listed = resolveIds(tileIds, tileLookup, "tile");
    std::vector<int> pool = completed({}, c.tiles.size(), rng);
    std::erase_if(
        pool, [&](int t) { return std::find(listed.begin(), listed.end(), t) != listed.end(); });
    market.tile.assign(static_cast<std::size_t>(slots), -1);
    market.coins.assign(static_cast<std::size_t>(slots), 0);
    market.token = 0;
    auto next = pool.begin();
    for (int s = 1; s < slots; ++s) {
        if (!spec.market.empty())
            market.tile[static_cast<std::size_t>(s)] = listed[static_cast<std::size_t>(s - 1)];
        else if (next != pool.end())
            market.tile[static_cast<std::size_t>(s)] = *next++;
    }
    bag.assign(listed.begin() + static_cast<long>(spec.market.size()), listed.end());
    bag.insert(bag.end(), next, pool.end());
}

// R-OBJ-2: the objectives on the board (kept in data order, as columns show them).
std::vector<int> dealBoard(const ComponentSet& c, const SetupSpec& spec, Rng& rng) {
    auto objLookup = [&](const std::string& id) { return c.objectiveIndex(id); };
    std::vector<int> board;
    if (spec.objectives) {
        board = resolveIds(*spec.objectives, objLookup, "objective");
    } else {
        const int n = static_cast<int>(spec.players.size());
        const int count = c.rules.objectivesByPlayers.at(spec.solo ? 2 : n);
        std::vector<int> all = completed({}, c.objectives.size(), rng);
        board.assign(all.begin(),
                     all.begin() + std::min<long>(count, static_cast<long>(all.size())));
    }
    std::sort(board.begin(), board.end());
    return board;
}

// R-TURN-1 / R-CARD-2: the seats from the start player, starting tiles, decks, hands, coins.
std::vector<PlayerState> seatPlayers(const ComponentSet& c, const SetupSpec& spec, int start,
                                     Rng& rng) {
    const RuleValues& rules = c.rules;
    const int n = static_cast<int>(spec.players.size());
    std::vector<int> startTiles;
    if (!spec.startingTiles.empty())
        startTiles = resolveIds(
            spec.startingTiles, [&](const std::string& id) { return c.startingTileIndex(id); },
            "starting tile");
    std::vector<PlayerState> players;
    for (int seat = 0; seat < n; ++seat) {
        PlayerState p;
        // R-TURN-1: the seat order runs from the start player.
        p.name = spec.players[static_cast<std::size_t>((start + seat) % n)];
        if (seat < static_cast<int>(startTiles.size()))
            p.startingTile = startTiles[static_cast<std::size_t>(seat)];
        else {
            // The first colour not taken by an explicit choice.
            for (int t = 0; t < static_cast<int>(c.startingTiles.size()); ++t) {
                const bool taken =
                    std::find(startTiles.begin(), startTiles.end(), t) != startTiles.end() ||
                    std::any_of(players.begin(), players.end(),
                                [&](const PlayerState& q) { return q.startingTile == t; });
                if (!taken) {
                    p.startingTile = t;
                    break;
                }
            }
        }
        if (p.startingTile < 0)
            throw SetupError("invalid_setup", "not enough starting tiles");
        // R-TURN-1 [decision]: the starting tile lies at (0, 0), front face, rotation 0.
        p.garden.place(-1 - p.startingTile, {},
                       normalised(c.startingTiles[static_cast<std::size_t>(p.startingTile)].front),
                       {0, 0}, false);
        std::vector<int> prefix;
        if (seat < static_cast<int>(spec.decks.size()))
            prefix = resolveIds(
                spec.decks[static_cast<std::size_t>(seat)],
                [&](const std::string& id) { return c.cardIndex(id); }, "card");
        std::vector<int> deck = completed(prefix, c.cards.size(), rng);
        const auto hand = static_cast<long>(
            std::min<std::size_t>(static_cast<std::size_t>(rules.handSize), deck.size()));
        p.hand.assign(deck.begin(), deck.begin() + hand);
        p.deck.assign(deck.begin() + hand, deck.end());
        p.coins = rules.seatCoins[static_cast<std::size_t>(std::min(seat, 3))];
        players.push_back(std::move(p));
    }
    return players;
}

// R-MG-1: the Master Gardener's deck of 10 of his 15 cards, and his 10 coins. A gardener deck
// given for a game without him is checked for known ids and otherwise unused.
GardenerState dealGardener(const ComponentSet& c, const SetupSpec& spec, Rng& rng) {
    const RuleValues& rules = c.rules;
    GardenerState mg;
    const std::vector<int> prefix = resolveIds(
        spec.gardenerDeck, [&](const std::string& id) { return c.gardenerCardIndex(id); },
        "Master Gardener card");
    if (!spec.solo)
        return mg;
    mg.active = true;
    mg.coins = rules.gardenerCoins;
    if (static_cast<int>(prefix.size()) > rules.gardenerDeckSize)
        throw SetupError("invalid_setup", "gardener_deck lists more than " +
                                              std::to_string(rules.gardenerDeckSize) + " cards");
    std::vector<int> deck = completed(prefix, c.gardenerCards.size(), rng);
    deck.resize(static_cast<std::size_t>(rules.gardenerDeckSize));
    mg.deck = std::move(deck);
    return mg;
}

} // namespace

GameState GameState::setup(ComponentsPtr components, const SetupSpec& spec) {
    const ComponentSet& c = *components;
    checkSpec(c.rules, spec);
    const int n = static_cast<int>(spec.players.size());

    GameState g;
    g.components_ = components;
    g.tables_ = c.derived ? c.derived : DerivedTables::build(c);
    g.seed_ = spec.seed;
    Rng rng(spec.seed);

    // R-TURN-1: the start player (default random) and seat order from them.
    int start = 0;
    if (spec.startPlayer)
        start = *spec.startPlayer;
    else if (!spec.solo)
        start = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    dealRing(c, spec, rng, g.market_, g.bag_);
    g.board_ = dealBoard(c, spec, rng);
    g.players_ = seatPlayers(c, spec, start, rng);
    g.gardener_ = dealGardener(c, spec, rng);

    // Remember the deal (replay records, save files).
    Deal& d = g.deal_.edit();
    for (const PlayerState& p : g.players_) {
        d.names.push_back(p.name);
        d.startingTiles.push_back(p.startingTile);
        std::vector<int> deck = p.hand;
        deck.insert(deck.end(), p.deck.begin(), p.deck.end());
        d.decks.push_back(std::move(deck));
    }
    d.market.assign(g.market_.tile.begin() + 1, g.market_.tile.end());
    d.bag = g.bag_;
    d.board = g.board_;
    d.gardenerDeck = g.gardener_.deck;
    g.startTurn();
    return g;
}

// ---------------------------------------------------------------------------------------------
// Derived tables, the deal

std::shared_ptr<const DerivedTables> DerivedTables::build(const ComponentSet& c) {
    auto d = std::make_shared<DerivedTables>();
    for (const Tile& tile : c.tiles) {
        TileOrientations t;
        t.distinct = OrientedTile::of(tile);
        for (int o = 0; o < 8; ++o) {
            const Face f = orientedFace(tile, {static_cast<Side>(o / 4), (o % 4) * 90});
            for (std::size_t e = 0; e < t.distinct.entries.size(); ++e)
                if (t.distinct.entries[e].face == f) {
                    t.entryOf[static_cast<std::size_t>(o)] = static_cast<int>(e);
                    break;
                }
        }
        d->tiles.push_back(std::move(t));
    }
    return d;
}

GameState GameState::atSetup() const {
    GameState g = origin_ ? fromPosition(components_, *origin_)
                          : fromDeal(components_, deal(), solo(), seed_);
    g.computers_ = computers_; // who plays each seat is part of the game as it was set up
    return g;
}

GameState GameState::fromDeal(ComponentsPtr components, const Deal& deal, bool solo,
                              std::uint64_t seed) {
    const ComponentSet& c = *components;
    auto ids = [](const auto& items, const std::vector<int>& indices) {
        std::vector<std::string> out;
        for (int i : indices) {
            if (i < 0 || i >= static_cast<int>(items.size()))
                throw SetupError("invalid_setup", "the deal names a component that does not exist");
            out.push_back(items[static_cast<std::size_t>(i)].id);
        }
        return out;
    };
    // A deal is complete: every tile in the ring or the bag, every deck whole.
    if (deal.market.size() + deal.bag.size() != c.tiles.size())
        throw SetupError("invalid_setup", "the deal's ring and bag do not hold every tile");
    for (const std::vector<int>& deck : deal.decks)
        if (deck.size() != c.cards.size())
            throw SetupError("invalid_setup", "a deck of the deal does not hold every card");
    if (deal.decks.size() != deal.names.size() || deal.startingTiles.size() != deal.names.size())
        throw SetupError("invalid_setup", "the deal does not give every seat a deck and a tile");
    if (solo && static_cast<int>(deal.gardenerDeck.size()) != c.rules.gardenerDeckSize)
        throw SetupError("invalid_setup", "the deal's Master Gardener deck is not whole");
    SetupSpec spec;
    spec.players = deal.names;
    spec.solo = solo;
    spec.seed = seed;
    spec.startPlayer = 0;
    spec.startingTiles = ids(c.startingTiles, deal.startingTiles);
    spec.market = ids(c.tiles, deal.market);
    spec.bag = ids(c.tiles, deal.bag);
    spec.objectives = ids(c.objectives, deal.board);
    for (const std::vector<int>& deck : deal.decks)
        spec.decks.push_back(ids(c.cards, deck));
    if (solo)
        spec.gardenerDeck = ids(c.gardenerCards, deal.gardenerDeck);
    return setup(std::move(components), spec);
}

} // namespace frosted
