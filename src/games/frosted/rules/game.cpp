#include "frosted/rules/game.h"

#include "engine/input.h"
#include "frosted/rules/gardener.h"

#include <algorithm>
#include <set>

namespace frosted {

std::string_view name(Phase p) {
    switch (p) {
    case Phase::TakeTile:
        return "take_tile";
    case Phase::PlaceTile:
        return "place_tile";
    case Phase::PlayCard:
        return "play_card";
    case Phase::Claim:
        return "claim";
    case Phase::GameOver:
        return "game_over";
    }
    return "";
}

int Market::tileCount() const {
    return static_cast<int>(std::count_if(tile.begin(), tile.end(), [](int t) { return t >= 0; }));
}

int Market::slotOfKth(int k) const {
    const int n = static_cast<int>(tile.size());
    for (int step = 1; step <= n; ++step) {
        const int slot = (token + step) % n;
        if (tile[static_cast<std::size_t>(slot)] >= 0 && --k == 0)
            return slot;
    }
    return -1;
}

int Market::kOfSlot(int slot) const {
    for (int k = 1; k <= tileCount(); ++k)
        if (slotOfKth(k) == slot)
            return k;
    return 0;
}

bool PlayerState::holds(ObjectiveType t, const ComponentSet& c) const {
    return std::any_of(objectives.begin(), objectives.end(),
                       [&](int o) { return c.objectives[static_cast<std::size_t>(o)].type == t; });
}

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

GameState GameState::setup(ComponentsPtr components, const SetupSpec& spec) {
    const ComponentSet& c = *components;
    const RuleValues& rules = c.rules;
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

    // R-MKT-1: the market and the bag.
    auto tileLookup = [&](const std::string& id) { return c.tileIndex(id); };
    std::vector<std::string> tileIds = spec.market;
    tileIds.insert(tileIds.end(), spec.bag.begin(), spec.bag.end());
    const std::vector<int> listed = resolveIds(tileIds, tileLookup, "tile");
    std::vector<int> pool = completed({}, c.tiles.size(), rng);
    std::erase_if(
        pool, [&](int t) { return std::find(listed.begin(), listed.end(), t) != listed.end(); });
    g.market_.tile.assign(static_cast<std::size_t>(slots), -1);
    g.market_.coins.assign(static_cast<std::size_t>(slots), 0);
    g.market_.token = 0;
    auto next = pool.begin();
    for (int s = 1; s < slots; ++s) {
        if (!spec.market.empty())
            g.market_.tile[static_cast<std::size_t>(s)] = listed[static_cast<std::size_t>(s - 1)];
        else if (next != pool.end())
            g.market_.tile[static_cast<std::size_t>(s)] = *next++;
    }
    g.bag_.assign(listed.begin() + static_cast<long>(spec.market.size()), listed.end());
    g.bag_.insert(g.bag_.end(), next, pool.end());

    // R-OBJ-2: the objectives on the board (kept in data order, as columns show them).
    auto objLookup = [&](const std::string& id) { return c.objectiveIndex(id); };
    if (spec.objectives) {
        g.board_ = resolveIds(*spec.objectives, objLookup, "objective");
    } else {
        const int count = rules.objectivesByPlayers.at(spec.solo ? 2 : n);
        std::vector<int> all = completed({}, c.objectives.size(), rng);
        g.board_.assign(all.begin(),
                        all.begin() + std::min<long>(count, static_cast<long>(all.size())));
    }
    std::sort(g.board_.begin(), g.board_.end());

    // R-TURN-1 / R-CARD-2: seats, starting tiles, decks, hands, coins.
    std::vector<int> startTiles;
    if (!spec.startingTiles.empty())
        startTiles = resolveIds(
            spec.startingTiles, [&](const std::string& id) { return c.startingTileIndex(id); },
            "starting tile");
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
                    std::any_of(g.players_.begin(), g.players_.end(),
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
        g.players_.push_back(std::move(p));
    }

    // R-MG-1: the Master Gardener's deck of 10 of his 15 cards, and his 10 coins. A gardener
    // deck given for a game without him is checked for known ids and otherwise unused.
    if (!spec.solo)
        resolveIds(
            spec.gardenerDeck, [&](const std::string& id) { return c.gardenerCardIndex(id); },
            "Master Gardener card");
    if (spec.solo) {
        g.gardener_.active = true;
        g.gardener_.coins = rules.gardenerCoins;
        const std::vector<int> prefix = resolveIds(
            spec.gardenerDeck, [&](const std::string& id) { return c.gardenerCardIndex(id); },
            "Master Gardener card");
        if (static_cast<int>(prefix.size()) > rules.gardenerDeckSize)
            throw SetupError("invalid_setup", "gardener_deck lists more than " +
                                                  std::to_string(rules.gardenerDeckSize) +
                                                  " cards");
        std::vector<int> deck = completed(prefix, c.gardenerCards.size(), rng);
        deck.resize(static_cast<std::size_t>(rules.gardenerDeckSize));
        g.gardener_.deck = std::move(deck);
    }
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
// Turn flow

void GameState::startTurn() {
    phase_ = Phase::TakeTile;
    taken_ = -1;
    placedCells_.clear();
    placedGroups_ = {};
    improvementsThisTurn_ = {};
    current_ = PlayerTurn{};
    current_.turn = turnNumber_;
    current_.round = round_;
    current_.seat = seat_;
}

int GameState::drawFromBag() {
    if (bag_.empty())
        return -1;
    const int t = bag_.front();
    bag_.erase(bag_.begin());
    return t;
}

void GameState::finishTurn() {
    log_.edit().push_back(current_);
    ++turnNumber_;
    if (gardener_.active) {
        // R-MG-4: his turn follows the player's; after his last card, R-MG-5.
        MasterGardener::play(*this);
        if (gardener_.deck.empty()) {
            MasterGardener::endClaims(*this);
            endGame();
            return;
        }
        ++round_;
        startTurn();
        return;
    }
    // R-END-1: the game ends when every player has played their last card.
    const bool allPlayed = std::all_of(players_.begin(), players_.end(), [](const PlayerState& p) {
        return p.hand.empty() && p.deck.empty();
    });
    if (allPlayed) {
        endGame();
        return;
    }
    seat_ = (seat_ + 1) % seatCount();
    if (seat_ == 0)
        ++round_;
    startTurn();
}

void GameState::endGame() {
    phase_ = Phase::GameOver;
    current_ = PlayerTurn{};
    taken_ = -1;
    placedCells_.clear();
    placedGroups_ = {};
    improvementsThisTurn_ = {};
}

std::vector<Action> GameState::legalActions() const {
    std::vector<Action> out;
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    switch (phase_) {
    case Phase::TakeTile: {
        // R-MKT-2: k = 1..tiles, k - 1 coins; with 0 coins only k = 1.
        const int tiles = market_.tileCount();
        for (int k = 1; k <= tiles && k - 1 <= p.coins; ++k)
            out.push_back(Action::take(k));
        if (tiles == 0)
            out.push_back(Action::pass());
        break;
    }
    case Phase::PlaceTile: {
        if (taken_ >= 0) {
            // Every orientation, the symmetric duplicates of a face included (each is its own
            // action and check() accepts it), in id order: side, rotation, x, y.
            const DerivedTables::TileOrientations& t = orientations(taken_);
            const auto options = p.garden.legalPlacements(t.distinct);
            // legalPlacements lists entry by entry, each in (y, x) order: find each entry's run,
            // then a stable counting sort by x gives the (x, y) order of the ids.
            const std::size_t entries = t.distinct.entries.size();
            std::array<std::size_t, 9> run{};
            for (std::size_t e = 0, i = 0; e < entries; ++e) {
                while (i < options.size() &&
                       options[i].orientation == t.distinct.entries[e].orientation)
                    ++i;
                run[e + 1] = i;
            }
            std::size_t total = 0;
            for (int o = 0; o < 8; ++o) {
                const auto e = static_cast<std::size_t>(t.entryOf[static_cast<std::size_t>(o)]);
                total += run[e + 1] - run[e];
            }
            out.resize(total);
            int lo = 0, hi = -1;
            for (std::size_t i = 0; i < options.size(); ++i) {
                lo = i == 0 ? options[i].at.x : std::min(lo, options[i].at.x);
                hi = i == 0 ? options[i].at.x : std::max(hi, options[i].at.x);
            }
            const auto span = static_cast<std::size_t>(hi - lo + 1);
            thread_local std::vector<int> count;
            std::size_t base = 0;
            for (int o = 0; o < 8; ++o) {
                const Orientation orientation{static_cast<Side>(o / 4), (o % 4) * 90};
                const auto e = static_cast<std::size_t>(t.entryOf[static_cast<std::size_t>(o)]);
                count.assign(span + 1, 0);
                for (std::size_t i = run[e]; i < run[e + 1]; ++i)
                    ++count[static_cast<std::size_t>(options[i].at.x - lo + 1)];
                for (std::size_t k = 1; k <= span; ++k)
                    count[k] += count[k - 1];
                for (std::size_t i = run[e]; i < run[e + 1]; ++i) {
                    Action& a =
                        out[base + static_cast<std::size_t>(
                                       count[static_cast<std::size_t>(options[i].at.x - lo)]++)];
                    a.kind = Action::Kind::Place;
                    a.orientation = orientation;
                    a.at = options[i].at;
                }
                base += run[e + 1] - run[e];
            }
        }
        if (out.empty())
            out.push_back(Action::pass()); // R-PL-6 [decision]
        break;
    }
    case Phase::PlayCard: {
        std::vector<int> hand = p.hand;
        std::sort(hand.begin(), hand.end());
        for (int card : hand)
            out.push_back(Action::playCard(card));
        break;
    }
    case Phase::Claim:
        for (int o : board_)
            if (mayClaim(o))
                out.push_back(Action::claim(o));
        out.push_back(Action::endTurn());
        break;
    case Phase::GameOver:
        break;
    }
    return out;
}

bool GameState::mayClaim(int objective) const {
    if (phase_ != Phase::Claim)
        return false;
    if (std::find(board_.begin(), board_.end(), objective) == board_.end())
        return false;
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    const ObjectiveTile& o = components_->objectives[static_cast<std::size_t>(objective)];
    if (p.holds(o.type, *components_))
        return false; // R-OBJ-5: one per type for the whole game
    return objectiveQualifies(o, placedGroups_, improvementsThisTurn_, p.garden.improvements());
}

int GameState::cardPointsNow(int card) const {
    return cardPoints(components_->cards[static_cast<std::size_t>(card)].types, placedGroups_);
}

std::vector<Point> GameState::placedGroupCells(LandType t) const {
    return players_[static_cast<std::size_t>(seat_)].garden.groupCells(placedCells_, t);
}

PreviewContext GameState::previewContext() const {
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    PreviewContext ctx;
    for (int card : p.hand)
        ctx.hand.push_back(components_->cards[static_cast<std::size_t>(card)].types);
    ctx.objectives = &components_->objectives;
    ctx.board = board_;
    for (int o : p.objectives)
        ctx.held[static_cast<std::size_t>(
            index(components_->objectives[static_cast<std::size_t>(o)].type))] = true;
    ctx.coinsPerWorker = components_->rules.coinsPerWorker;
    return ctx;
}

PlacementPreview GameState::preview(Orientation o, Point at) const {
    if (phase_ != Phase::PlaceTile || taken_ < 0)
        return {};
    if (!isValidRotation(o.rotation))
        return {};
    return previewPlacement(players_[static_cast<std::size_t>(seat_)].garden, faceOf(taken_, o), at,
                            previewContext());
}

namespace {
// A placement the garden refuses (R-PL-1..3), with the enclosed region's cells for a gap.
ApplyResult refusePlacement(const PlacementCheck& c) {
    const std::string_view rule = c.reason == IllegalReason::Overlap       ? "R-PL-1"
                                  : c.reason == IllegalReason::NotAdjacent ? "R-PL-2"
                                                                           : "R-PL-3";
    const int cells =
        c.reason == IllegalReason::GapTooLarge ? static_cast<int>(c.region.size()) : 0;
    return ApplyResult::refuse(code(c.reason), rule, c.message(), {cells});
}
} // namespace

ApplyResult GameState::placeStepAllows(const Action& a) const {
    if (phase_ != Phase::PlaceTile || taken_ < 0)
        return refuse(refused::kNoTileToPlace, "R-TURN-2", "there is no tile to place now");
    if (!isValidRotation(a.orientation.rotation))
        return refuse(refused::kBadRotation, "R-GEO-4", "rotation must be 0, 90, 180 or 270");
    auto inRange = [](int v) { return v >= kMinPlacementCoord && v <= kMaxPlacementCoord; };
    if (!inRange(a.at.x) || !inRange(a.at.y))
        return refuse(refused::kOffTheTable, "",
                      "x and y must be from " + std::to_string(kMinPlacementCoord) + " to " +
                          std::to_string(kMaxPlacementCoord),
                      {kMinPlacementCoord, kMaxPlacementCoord});
    return {};
}

ApplyResult GameState::check(const Action& a) const {
    if (phase_ == Phase::GameOver)
        return refuse(refused::kGameOver, "R-END-1", "the game is over");
    const PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    const ComponentSet& c = *components_;
    switch (a.kind) {
    case Action::Kind::Take: {
        if (phase_ != Phase::TakeTile)
            return refuse(refused::kNotTakeStep, "R-TURN-2", "it is not the moment to take a tile");
        const int tiles = market_.tileCount();
        if (a.value < 1 || a.value > tiles)
            return refuse(refused::kNoSuchTile, "R-MKT-2",
                          "there is no tile " + std::to_string(a.value) +
                              " clockwise from the Flower token (the ring holds " +
                              std::to_string(tiles) + ")",
                          {a.value, tiles});
        if (a.value - 1 > p.coins)
            return refuse(refused::kNotEnoughCoins, "R-MKT-2",
                          "skipping " + std::to_string(a.value - 1) + " tiles costs " +
                              std::to_string(a.value - 1) + " coins; " + p.name + " has " +
                              std::to_string(p.coins),
                          {a.value - 1, p.coins});
        return {};
    }
    case Action::Kind::Place: {
        if (ApplyResult r = placeStepAllows(a); !r)
            return r;
        const PlacementCheck r = p.garden.check(faceOf(taken_, a.orientation), a.at);
        if (!r.legal())
            return refusePlacement(r);
        return {};
    }
    case Action::Kind::Pass:
        if (phase_ == Phase::TakeTile && market_.tileCount() == 0)
            return {};
        if (phase_ == Phase::PlaceTile) {
            if (taken_ >= 0 && p.garden.countLegalPlacements(orientations(taken_).distinct) > 0)
                return refuse(refused::kMustPlace, "R-PL-6",
                              "the tile can be placed, so it must be (R-PL-6)");
            return {};
        }
        return refuse(refused::kNothingToPass, "R-TURN-2", "there is nothing to pass now");
    case Action::Kind::PlayCard:
        if (phase_ != Phase::PlayCard)
            return refuse(refused::kNotCardStep, "R-TURN-2", "it is not the moment to play a card");
        if (std::find(p.hand.begin(), p.hand.end(), a.value) == p.hand.end())
            return refuse(refused::kCardNotInHand, "R-CARD-2",
                          "that card is not in " + p.name + "'s hand", {a.value});
        return {};
    case Action::Kind::Claim: {
        if (phase_ != Phase::Claim)
            return refuse(refused::kNotClaimStep, "R-TURN-2",
                          "objectives are claimed after the card is played");
        if (a.value < 0 || a.value >= static_cast<int>(c.objectives.size()) ||
            std::find(board_.begin(), board_.end(), a.value) == board_.end())
            return refuse(refused::kNotOnBoard, "R-OBJ-2", "that objective is not on the board",
                          {a.value});
        const ObjectiveTile& o = c.objectives[static_cast<std::size_t>(a.value)];
        if (p.holds(o.type, c))
            return refuse(refused::kHoldsType, "R-OBJ-5",
                          p.name + " already holds a " + std::string(name(o.type)) +
                              " objective: one per type (R-OBJ-5)",
                          {a.value});
        if (!mayClaim(a.value)) {
            if (isLandscape(o.type))
                return refuse(refused::kGroupTooSmall, "R-OBJ-3",
                              "the " + std::string(name(o.type)) +
                                  " group of this turn's tile is " +
                                  std::to_string(placedGroups_[landTypeOf(o.type)]) + "; " + o.id +
                                  " needs " + std::to_string(o.threshold),
                              {a.value, placedGroups_[landTypeOf(o.type)], o.threshold});
            return refuse(refused::kTooFewImprovements, "R-OBJ-4",
                          o.id + " needs at least one " + std::string(name(o.type)) +
                              " placed this turn and " + std::to_string(o.threshold) +
                              " in the garden",
                          {a.value, o.threshold});
        }
        return {};
    }
    case Action::Kind::EndTurn:
        if (phase_ != Phase::Claim)
            return refuse(refused::kTurnNotFinished, "R-TURN-2", "the turn is not finished yet");
        return {};
    }
    return refuse(refused::kUnknownAction, "", "unknown action");
}

ApplyResult GameState::apply(const Action& a) {
    if (phase_ == Phase::GameOver)
        return refuse(refused::kGameOver, "R-END-1", "the game is over");
    PlayerState& p = players_[static_cast<std::size_t>(seat_)];
    PlacementCheck placed;
    if (a.kind == Action::Kind::Place) {
        // R-PL-1..4: Garden::place checks the placement itself and changes nothing when it is
        // illegal, so the placement is checked once.
        if (ApplyResult r = placeStepAllows(a); !r)
            return r;
        placed = p.garden.place(taken_, a.orientation, faceOf(taken_, a.orientation), a.at);
        if (!placed.legal())
            return refusePlacement(placed);
    } else if (ApplyResult r = check(a); !r) {
        return r;
    }
    actions_.edit().push_back(a);
    const ComponentSet& c = *components_;
    switch (a.kind) {
    case Action::Kind::Take: {
        // R-MKT-2/3.
        const int k = a.value;
        for (int i = 1; i < k; ++i) {
            const int slot = market_.slotOfKth(i);
            ++market_.coins[static_cast<std::size_t>(slot)];
            --p.coins;
        }
        const int slot = market_.slotOfKth(k);
        taken_ = market_.tile[static_cast<std::size_t>(slot)];
        const int coins = market_.coins[static_cast<std::size_t>(slot)];
        p.coins += coins;
        market_.coins[static_cast<std::size_t>(slot)] = 0;
        market_.tile[static_cast<std::size_t>(slot)] = -1;
        // R-MKT-3: the slot the token left is refilled from the bag. The draw is made when the
        // card is played (below): nothing in between uses the ring, and so taking the tile can
        // be taken back without anyone having seen the bag.
        current_.refillSlot = market_.token;
        market_.token = slot;
        current_.took = taken_;
        current_.skipped = k - 1;
        current_.coinsPaid = k - 1;
        current_.coinsTaken = coins;
        phase_ = Phase::PlaceTile;
        break;
    }
    case Action::Kind::Place:
        placedCells_ = placed.cells;
        placedGroups_ = p.garden.groupValues(placed.cells);
        improvementsThisTurn_ = placed.improvements();
        current_.placed = true;
        current_.orientation = a.orientation;
        current_.at = a.at;
        current_.gaps = placed.gaps;
        phase_ = Phase::PlayCard;
        break;
    case Action::Kind::Pass:
        if (phase_ == Phase::TakeTile) {
            phase_ = Phase::PlaceTile;
            break;
        }
        // R-PL-6 [decision]: the tile leaves the game and the turn goes on without it.
        if (taken_ >= 0)
            outOfGame_.push_back(taken_);
        phase_ = Phase::PlayCard;
        break;
    case Action::Kind::PlayCard: {
        // R-SCORE-2/3, R-CARD-2.
        const int points = cardPointsNow(a.value);
        p.track += points;
        std::erase(p.hand, a.value);
        p.discard.push_back(a.value);
        if (!p.deck.empty()) {
            p.hand.push_back(p.deck.front());
            p.deck.erase(p.deck.begin());
        }
        current_.card = a.value;
        current_.points = points;
        if (current_.refillSlot >= 0) { // R-MKT-3, deferred from the take
            current_.refilled = drawFromBag();
            market_.tile[static_cast<std::size_t>(current_.refillSlot)] = current_.refilled;
            current_.refillSlot = -1;
        }
        // R-GAP-3: each Worker placed this turn earns a coin.
        const int workerCoins = improvementsThisTurn_[Improvement::Worker] * c.rules.coinsPerWorker;
        p.coins += workerCoins;
        current_.workerCoins = workerCoins;
        phase_ = Phase::Claim;
        break;
    }
    case Action::Kind::Claim:
        std::erase(board_, a.value);
        p.objectives.push_back(a.value);
        current_.claimed.push_back(a.value);
        break;
    case Action::Kind::EndTurn:
        finishTurn();
        break;
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Scores

std::vector<FinalScore> GameState::scores() const {
    const ComponentSet& c = *components_;
    const ImprovementCounts& value = c.rules.improvementPoints;
    auto improvementPoints = [&](const ImprovementCounts& n) {
        int total = 0;
        for (Improvement i : kImprovements)
            total += n[i] * value[i];
        return total;
    };
    auto objectivePoints = [&](const std::vector<int>& held) {
        int total = 0;
        for (int o : held)
            total += c.objectives[static_cast<std::size_t>(o)].points;
        return total;
    };
    std::vector<FinalScore> out;
    for (const PlayerState& p : players_) {
        FinalScore s{p.name,
                     p.track,
                     improvementPoints(p.garden.improvements()),
                     objectivePoints(p.objectives),
                     p.coins,
                     0,
                     0,
                     false,
                     FinalScore::Decider::Total};
        out.push_back(s);
    }
    if (gardener_.active)
        out.push_back(FinalScore{kGardenerName, gardener_.track,
                                 improvementPoints(gardener_.improvements),
                                 objectivePoints(gardener_.objectives), gardener_.coins, 0, 0, true,
                                 FinalScore::Decider::Total});
    // R-END-2 and R-END-3 / R-MG-6: rank = 1 + entries strictly ahead on (total, coins); in solo
    // the Master Gardener is ahead of the player on a full tie.
    for (FinalScore& s : out)
        s.total = s.track + s.improvements + s.objectives + s.coins;
    for (FinalScore& s : out) {
        int ahead = 0;
        for (const FinalScore& o : out) {
            if (&o == &s)
                continue;
            const bool better = o.total > s.total || (o.total == s.total && o.coins > s.coins) ||
                                (o.total == s.total && o.coins == s.coins && o.gardener);
            ahead += better;
        }
        s.rank = 1 + ahead;
        bool sameTotal = false, sameCoins = false;
        for (const FinalScore& o : out) {
            if (&o == &s || o.total != s.total)
                continue;
            sameTotal = true;
            sameCoins |= o.coins == s.coins;
        }
        s.decidedBy = !sameTotal         ? FinalScore::Decider::Total
                      : !sameCoins       ? FinalScore::Decider::Coins
                      : gardener_.active ? FinalScore::Decider::MasterGardener
                                         : FinalScore::Decider::Shared;
    }
    return out;
}

std::vector<std::string> GameState::winners() const {
    std::vector<std::string> out;
    if (!isOver())
        return out;
    for (const FinalScore& s : scores())
        if (s.rank == 1)
            out.push_back(s.name);
    return out;
}

bool GameState::operator==(const GameState& o) const {
    return components_ == o.components_ && seed_ == o.seed_ && computers_ == o.computers_ &&
           deal_ == o.deal_ &&
           (origin_ == o.origin_ || (origin_ && o.origin_ && *origin_ == *o.origin_)) &&
           phase_ == o.phase_ && seat_ == o.seat_ && round_ == o.round_ &&
           turnNumber_ == o.turnNumber_ && players_ == o.players_ && gardener_ == o.gardener_ &&
           market_ == o.market_ && bag_ == o.bag_ && outOfGame_ == o.outOfGame_ &&
           board_ == o.board_ && log_ == o.log_ && actions_ == o.actions_ &&
           current_ == o.current_ && taken_ == o.taken_ && placedCells_ == o.placedCells_ &&
           placedGroups_ == o.placedGroups_ && improvementsThisTurn_ == o.improvementsThisTurn_;
}

// ---------------------------------------------------------------------------------------------
// Derived tables, the deal, turn records

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

int turnOf(const TurnRecord& r) {
    return std::visit([](const auto& t) { return t.turn; }, r);
}

int roundOf(const TurnRecord& r) {
    return std::visit([](const auto& t) { return t.round; }, r);
}

const std::vector<int>& claimedIn(const TurnRecord& r) {
    return std::visit([](const auto& t) -> const std::vector<int>& { return t.claimed; }, r);
}

std::vector<Action> turnActions(const TurnChoices& t) {
    std::vector<Action> out;
    out.push_back(t.take ? Action::take(*t.take) : Action::pass());
    out.push_back(t.place ? Action::place(t.place->orientation, t.place->at) : Action::pass());
    out.push_back(Action::playCard(t.card));
    for (int o : t.claims)
        out.push_back(Action::claim(o));
    out.push_back(Action::endTurn());
    return out;
}

TurnChoices choicesOf(const PlayerTurn& t) {
    TurnChoices c;
    if (t.took >= 0)
        c.take = t.skipped + 1;
    if (t.placed)
        c.place = PlacementOption{t.orientation, t.at};
    c.card = t.card;
    c.claims = t.claimed;
    return c;
}

std::string_view name(FinalScore::Decider d) {
    switch (d) {
    case FinalScore::Decider::Total:
        return "total";
    case FinalScore::Decider::Coins:
        return "coins";
    case FinalScore::Decider::Shared:
        return "shared";
    case FinalScore::Decider::MasterGardener:
        return "master_gardener";
    }
    return "total";
}

// ---------------------------------------------------------------------------------------------
// Seat views (R-PRIV-1)

void SeatView::assign(const GameState& g, int seat) {
    // Assignments, not constructions: a view filled again reuses its vectors' storage.
    const ComponentSet& c = g.components();
    seat_ = seat;
    g_ = g;
    g_.seed_ = 0;
    g_.deal_.reset();
    g_.origin_.reset(); // the bag's order and every deck (R-PRIV-1)
    unseen_.assign(g.bag_.begin(), g.bag_.end());
    std::sort(unseen_.begin(), unseen_.end());
    g_.bag_.clear();
    handSizes_.clear();
    deckSizes_.clear();
    ownDeck_.clear();
    for (int s = 0; s < g.seatCount(); ++s) {
        PlayerState& p = g_.players_[static_cast<std::size_t>(s)];
        handSizes_.push_back(static_cast<int>(p.hand.size()));
        deckSizes_.push_back(static_cast<int>(p.deck.size()));
        if (s == seat) {
            ownDeck_.assign(p.deck.begin(), p.deck.end());
            std::sort(ownDeck_.begin(), ownDeck_.end());
        } else {
            p.hand.clear();
        }
        p.deck.clear();
    }
    gardenerDeckSize_ = static_cast<int>(g.gardener_.deck.size());
    g_.gardener_.deck.clear();
    gardenerUnplayed_.clear();
    if (g.solo())
        for (int card = 0; card < static_cast<int>(c.gardenerCards.size()); ++card)
            if (std::find(g.gardener_.played.begin(), g.gardener_.played.end(), card) ==
                g.gardener_.played.end())
                gardenerUnplayed_.push_back(card);
}

SeatView SeatView::withGardenerStep(const TurnRecord& r, GardenerStep step,
                                    const SeatView& after) const {
    SeatView v = *this;
    GardenerState& mg = v.g_.gardener_;
    auto claim = [&](const std::vector<int>& claimed) {
        for (int o : claimed) {
            auto& board = v.g_.board_;
            board.erase(std::remove(board.begin(), board.end(), o), board.end());
            if (std::find(mg.objectives.begin(), mg.objectives.end(), o) == mg.objectives.end())
                mg.objectives.push_back(o);
        }
    };
    if (const auto* end = std::get_if<GardenerEndClaims>(&r)) {
        if (step == GardenerStep::Claim)
            claim(end->claimed);
        return v;
    }
    const auto* t = std::get_if<GardenerTurn>(&r);
    if (!t)
        return v;
    switch (step) {
    case GardenerStep::PlayCard:
        if (t->card >= 0) {
            mg.played.push_back(t->card);
            v.gardenerDeckSize_ = std::max(0, v.gardenerDeckSize_ - 1);
            auto& unplayed = v.gardenerUnplayed_;
            unplayed.erase(std::remove(unplayed.begin(), unplayed.end(), t->card), unplayed.end());
        }
        break;
    case GardenerStep::Score:
        mg.track += t->points;
        break;
    case GardenerStep::Collect:
        mg.improvements += t->improvements;
        mg.coins += t->workerCoins;
        break;
    case GardenerStep::Move:
        mg.coins += t->coinsTaken - t->coinsPaid;
        v.g_.market_ = after.g_.market_;
        v.g_.outOfGame_ = after.g_.outOfGame_;
        v.unseen_ = after.unseen_;
        break;
    case GardenerStep::Claim:
        claim(t->claimed);
        break;
    }
    return v;
}

void SeatView::release() {
    g_.log_.reset();
    g_.actions_.reset();
    for (PlayerState& p : g_.players_)
        p.garden = Garden();
}

const std::vector<int>& SeatView::hand() const {
    static const std::vector<int> none;
    return seat_ < 0 ? none : g_.player(seat_).hand;
}

SeatView GameState::viewFor(int seat) const {
    return SeatView(*this, seat);
}

SeatView GameState::publicView() const {
    return SeatView(*this, -1);
}

void GameState::viewFor(int seat, SeatView& view) const {
    view.assign(*this, seat);
}

GameState determinize(const SeatView& view, Rng& rng) {
    GameState g = view.g_;
    const ComponentSet& c = g.components();
    g.bag_ = view.unseen_;
    rng.shuffle(g.bag_);
    for (int s = 0; s < g.seatCount(); ++s) {
        PlayerState& p = g.players_[static_cast<std::size_t>(s)];
        std::vector<int> pool;
        if (s == view.seat_) {
            pool = view.ownDeck_;
        } else {
            // The seat's unplayed cards: every card but its discards.
            for (int card = 0; card < static_cast<int>(c.cards.size()); ++card)
                if (std::find(p.discard.begin(), p.discard.end(), card) == p.discard.end())
                    pool.push_back(card);
        }
        rng.shuffle(pool);
        if (s != view.seat_) {
            const auto h = static_cast<std::size_t>(view.handSize(s));
            p.hand.assign(pool.begin(), pool.begin() + static_cast<long>(std::min(h, pool.size())));
            pool.erase(pool.begin(), pool.begin() + static_cast<long>(p.hand.size()));
        }
        pool.resize(std::min(pool.size(), static_cast<std::size_t>(view.deckSize(s))));
        p.deck = std::move(pool);
    }
    if (g.solo()) {
        std::vector<int> pool = view.gardenerUnplayed_;
        rng.shuffle(pool);
        pool.resize(std::min(pool.size(), static_cast<std::size_t>(view.gardenerDeckSize_)));
        g.gardener_.deck = std::move(pool);
    }
    return g;
}

} // namespace frosted
