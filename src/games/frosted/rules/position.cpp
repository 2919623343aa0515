// A position set up by hand: its checks, GameState::fromPosition() and GameState::position()
// (position.h); the position document is in position_json.cpp.
#include "frosted/rules/position.h"

#include "engine/input.h"
#include "engine/rng.h"
#include "frosted/rules/game.h"
#include "frosted/rules/gardener.h"
#include "frosted/rules/levels.h"
#include "frosted/rules/tile_refs.h"

#include <algorithm>
#include <numeric>

namespace frosted {

int turnsPlayed(const Position& p, int seat) {
    return p.round - 1 + (seat < p.toPlay ? 1 : 0);
}

namespace {

template <class Items>
bool inRange(const Items& items, int i) {
    return i >= 0 && i < static_cast<int>(items.size());
}

std::string plural(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

// Builds the game of a position, checking it on the way, one part of the table at a time; every
// problem found is appended to `problems` (the game built is then meaningless).
struct PositionBuilder {
    static GameState build(const ComponentsPtr& comps, const Position& in,
                           std::vector<std::string>& problems);

    PositionBuilder(const ComponentsPtr& comps, const Position& in,
                    std::vector<std::string>& problems);

    const ComponentSet& c;
    const RuleValues& rules;
    std::vector<std::string>& problems;
    Position p; // the open parts resolved as they are dealt
    GameState g;
    Rng rng;
    int n = 0;
    std::vector<std::string> placeOf;        // where each tile lies
    std::vector<std::string> objectivePlace; // where each objective lies
    std::vector<PlayerState> players;
    ImprovementCounts gardenImprovements;
    GardenerState mg;
    std::vector<int> bag;

    void problem(std::string s) {
        if (problems.size() < 100)
            problems.push_back(std::move(s));
    }
    // R-TURN-1: the coins a seat is given at setup (1, 2, 3, 4 by seat order).
    int coinsAtSetup(int seat) const {
        if (rules.seatCoins.empty())
            return 0;
        return rules.seatCoins[std::min<std::size_t>(static_cast<std::size_t>(seat),
                                                     rules.seatCoins.size() - 1)];
    }
    std::string who(int seat) const {
        const std::string& name = p.seats[static_cast<std::size_t>(seat)].name;
        return name.empty() ? "seat " + std::to_string(seat + 1) : name;
    }
    // Where each component of a kind lies, to find one in two places: placing item i at `where`
    // is refused (false, with a problem) when i is not in the data or already lies elsewhere.
    template <class Items>
    bool placing(const Items& items, std::vector<std::string>& places, const char* kind,
                 const char* named, const char* twice, int i, const std::string& where) {
        if (!inRange(items, i)) {
            problem(where + " names " + kind + " that is not in the data");
            return false;
        }
        std::string& at = places[static_cast<std::size_t>(i)];
        if (!at.empty()) {
            problem(named + componentId(items, i) + twice + at + " and " + where);
            return false;
        }
        at = where;
        return true;
    }
    bool put(int tile, const std::string& where) {
        return placing(c.tiles, placeOf, "a tile", "tile ", " lies twice: ", tile, where);
    }
    bool placeObjective(int o, const std::string& where) {
        return placing(c.objectives, objectivePlace, "an objective", "the objective ",
                       " is twice: ", o, where);
    }

    bool seats();
    void ring();
    void gardens();
    void bagAndOutOfGame();
    void seatCards();
    void gardener();
    std::vector<int> holderClaims(const std::vector<int>& held, const std::string& holder);
    void objectives();
    void objectivesMet();
    void setupAndCoins();
    GameState finish();
};

PositionBuilder::PositionBuilder(const ComponentsPtr& comps, const Position& in,
                                 std::vector<std::string>& problems)
    : c(*comps), rules(comps->rules), problems(problems), p(in), rng(in.seed),
      placeOf(comps->tiles.size()), objectivePlace(comps->objectives.size()) {
    g.components_ = comps;
    g.tables_ = c.derived ? c.derived : DerivedTables::build(c);
    g.seed_ = p.seed;
}

GameState PositionBuilder::build(const ComponentsPtr& comps, const Position& in,
                                 std::vector<std::string>& problems) {
    PositionBuilder b(comps, in, problems);
    if (!b.seats())
        return std::move(b.g);
    b.ring();
    b.gardens();
    b.bagAndOutOfGame();
    b.seatCards();
    b.gardener();
    b.objectives();
    b.objectivesMet();
    b.setupAndCoins();
    return b.finish();
}

// Seats, the round and the seat to play.
bool PositionBuilder::seats() {
    n = static_cast<int>(p.seats.size());
    if (n < 1 || n > 4) {
        problem("a game has 1 to 4 players, not " + std::to_string(n));
        return false;
    }
    if (p.solo && n != 1)
        problem("a solo game has exactly one player");
    std::vector<std::string> names;
    for (const PositionSeat& s : p.seats)
        names.push_back(s.name);
    if (const auto why = seatNamesProblem(names, p.solo))
        problem(*why);
    if (p.round < 1 || p.round > rules.rounds)
        problem("the round must be 1 to " + std::to_string(rules.rounds) + ", not " +
                std::to_string(p.round));
    if (p.toPlay < 0 || p.toPlay >= n)
        problem("the seat to play (to_play) must be 0 to " + std::to_string(n - 1) +
                ", its place in the order of play");
    else if (p.solo && p.toPlay != 0)
        problem("in solo the player plays first in every round (R-MG-1)");
    return problems.empty();
}

// The ring (R-MKT-1) as play leaves it at the start of a turn.
void PositionBuilder::ring() {
    const int slots = rules.marketSlots;
    if (static_cast<int>(p.ring.size()) != slots)
        problem("the ring has " + std::to_string(slots) + " slots, not " +
                std::to_string(p.ring.size()));
    p.ring.resize(static_cast<std::size_t>(slots), -1);
    p.ringCoins.resize(static_cast<std::size_t>(slots), 0);
    if (p.token < 0 || p.token >= slots) {
        problem("the Flower token must sit on a slot from 0 to " + std::to_string(slots - 1));
        p.token = 0;
    }
    for (int s = 0; s < slots; ++s) {
        const int t = p.ring[static_cast<std::size_t>(s)];
        const int coins = p.ringCoins[static_cast<std::size_t>(s)];
        if (t >= 0 || t < -1)
            put(t, "in the ring (slot " + std::to_string(s) + ")");
        if (coins < 0)
            problem("slot " + std::to_string(s) + " has a negative number of coins");
        else if (t == -1 && coins > 0)
            problem(plural(coins, "coin lies", "coins lie") + " beside slot " + std::to_string(s) +
                    ", which holds no tile (coins lie beside tiles, R-MKT-1)");
    }
    if (const int t = p.ring[static_cast<std::size_t>(p.token)]; t != -1)
        problem("the Flower token's slot " + std::to_string(p.token) + " holds tile " +
                componentId(c.tiles, t) +
                ": at the start of a turn the token sits where the last tile was taken, on an "
                "empty slot (R-MKT-3)");
}

// Gardens, coins and tracks.
void PositionBuilder::gardens() {
    for (int i = 0; i < n; ++i) {
        const PositionSeat& s = p.seats[static_cast<std::size_t>(i)];
        PlayerState pl;
        pl.name = s.name;
        pl.startingTile = s.startingTile;
        if (!inRange(c.startingTiles, s.startingTile)) {
            problem(who(i) + " has no starting tile of the data");
        } else {
            for (int j = 0; j < i; ++j)
                if (p.seats[static_cast<std::size_t>(j)].startingTile == s.startingTile)
                    problem("the starting tile " + componentId(c.startingTiles, s.startingTile) +
                            " is both " + who(j) + "'s and " + who(i) + "'s");
            // R-TURN-1 [decision]: at (0, 0), front face, rotation 0.
            pl.garden.place(
                -1 - s.startingTile, {},
                normalised(c.startingTiles[static_cast<std::size_t>(s.startingTile)].front), {0, 0},
                false);
        }
        for (std::size_t k = 0; k < s.garden.size(); ++k) {
            const PositionTile& e = s.garden[k];
            if (!put(e.tile, "in " + who(i) + "'s garden"))
                continue;
            if (!isValidRotation(e.orientation.rotation)) {
                problem(who(i) + "'s garden: the rotation of " + componentId(c.tiles, e.tile) +
                        " must be 0, 90, 180 or 270");
                continue;
            }
            const PlacementCheck r =
                pl.garden.place(e.tile, e.orientation, g.faceOf(e.tile, e.orientation), e.at, true);
            if (!r.legal())
                problem(who(i) + "'s garden: " + componentId(c.tiles, e.tile) + " (laid " +
                        std::to_string(k + 1) +
                        (k == 0   ? "st"
                         : k == 1 ? "nd"
                         : k == 2 ? "rd"
                                  : "th") +
                        ") cannot lie at (" + std::to_string(e.at.x) + ", " +
                        std::to_string(e.at.y) + "): " + r.message());
        }
        const int played = turnsPlayed(p, i);
        if (static_cast<int>(s.garden.size()) > played)
            problem(who(i) + "'s garden holds " +
                    plural(static_cast<int>(s.garden.size()), "tile", "tiles") +
                    " besides the starting tile, but " + who(i) + " has played " +
                    plural(played, "turn", "turns") + " (one tile a turn)");
        if (s.coins < 0)
            problem(who(i) + " has a negative number of coins");
        if (s.track < 0)
            problem(who(i) + "'s score is negative");
        pl.coins = s.coins;
        pl.track = s.track;
        gardenImprovements += pl.garden.improvements();
        players.push_back(std::move(pl));
    }
}

// The bag and the tiles out of the game.
void PositionBuilder::bagAndOutOfGame() {
    if (p.bag)
        for (int t : *p.bag)
            put(t, "in the bag");
    for (int t : p.outOfGame)
        put(t, "out of the game");
    {
        // Tiles leave the game when a taken tile cannot be laid (R-PL-6) and when the Master
        // Gardener discards the tile his token lands on (R-MG-4). While the ring holds a tile it
        // has held one at every turn so far (tiles only leave it, and an empty ring and bag stay
        // empty), so every turn took a tile: exactly one out of the game per card he played and
        // per turn a seat laid no tile. Once the ring is empty, some turns may have found none.
        int missing = p.solo ? static_cast<int>(p.gardener.played.size()) : 0;
        for (int i = 0; i < n; ++i)
            missing += std::max(
                0, turnsPlayed(p, i) -
                       static_cast<int>(p.seats[static_cast<std::size_t>(i)].garden.size()));
        const bool ringHoldsATile =
            std::any_of(p.ring.begin(), p.ring.end(), [](int t) { return t >= 0; });
        const int out = static_cast<int>(p.outOfGame.size());
        const std::string why =
            p.solo ? " (one for each card the Master Gardener played, R-MG-4, and each turn a seat "
                     "laid no tile, R-PL-6)"
                   : " (one for each turn a seat laid no tile, R-PL-6)";
        if (out > missing)
            problem(plural(out, "tile is", "tiles are") + " out of the game, but at most " +
                    std::to_string(missing) + " can be" + why);
        else if (ringHoldsATile && out < missing)
            problem(plural(out, "tile is", "tiles are") + " out of the game, but " +
                    std::to_string(missing) + " must be while the ring holds tiles" + why);
    }
    bag = p.bag.value_or(std::vector<int>{});
    std::erase_if(bag, [&](int t) { return !inRange(c.tiles, t); });
    {
        std::vector<int> rest;
        for (int t = 0; t < static_cast<int>(c.tiles.size()); ++t)
            if (placeOf[static_cast<std::size_t>(t)].empty())
                rest.push_back(t);
        rng.shuffle(rest);
        bag.insert(bag.end(), rest.begin(), rest.end());
    }
    p.bag = bag;
    const int slots = rules.marketSlots;
    for (int s = 0; s < slots; ++s)
        if (s != p.token && p.ring[static_cast<std::size_t>(s)] == -1 && !bag.empty()) {
            problem("slot " + std::to_string(s) + " is empty while the bag still holds " +
                    plural(static_cast<int>(bag.size()), "tile", "tiles") +
                    ": the ring is refilled from the bag (R-MKT-3)");
            break;
        }
}

// Each seat's cards (R-CARD-2): played one a turn, the hand as full as the deck allows.
void PositionBuilder::seatCards() {
    const int cards = static_cast<int>(c.cards.size());
    for (int i = 0; i < n; ++i) {
        PositionSeat& s = p.seats[static_cast<std::size_t>(i)];
        const int played = turnsPlayed(p, i);
        std::vector<char> seen(static_cast<std::size_t>(cards), 0);
        for (const auto* list : {&s.hand, &s.deck, &s.discard}) {
            if (!*list)
                continue;
            for (int card : **list) {
                if (!inRange(c.cards, card))
                    problem(who(i) + "'s cards name a card that is not in the data");
                else if (seen[static_cast<std::size_t>(card)]++)
                    problem("the card " + componentId(c.cards, card) + " is twice in " + who(i) +
                            "'s cards (each deck holds one of each)");
            }
        }
        std::vector<int> free;
        for (int card = 0; card < cards; ++card)
            if (!seen[static_cast<std::size_t>(card)])
                free.push_back(card);
        rng.shuffle(free);
        const int wantDiscard = std::min(played, cards);
        const int wantHand = std::clamp(cards - played, 0, rules.handSize);
        const int wantDeck = std::max(0, cards - played - wantHand);
        auto fill = [&](std::optional<std::vector<int>>& list, int want) {
            if (!list) {
                const auto k = static_cast<long>(
                    std::min<std::size_t>(static_cast<std::size_t>(want), free.size()));
                list = std::vector<int>(free.begin(), free.begin() + k);
                free.erase(free.begin(), free.begin() + k);
            }
        };
        if (s.discard && static_cast<int>(s.discard->size()) != wantDiscard)
            problem(who(i) + " has played " +
                    plural(static_cast<int>(s.discard->size()), "card", "cards") + " in " +
                    plural(played, "turn", "turns") + " (one card a turn)");
        if (s.hand && static_cast<int>(s.hand->size()) != wantHand)
            problem(who(i) + " holds " + plural(static_cast<int>(s.hand->size()), "card", "cards") +
                    "; after " + plural(played, "turn", "turns") + " the hand holds " +
                    std::to_string(wantHand) + " (R-CARD-2)");
        if (s.deck && static_cast<int>(s.deck->size()) != wantDeck)
            problem(who(i) + "'s deck holds " +
                    plural(static_cast<int>(s.deck->size()), "card", "cards") + "; after " +
                    plural(played, "turn", "turns") + " it holds " + std::to_string(wantDeck));
        fill(s.discard, wantDiscard);
        fill(s.hand, wantHand);
        fill(s.deck, static_cast<int>(free.size()));
        if (i == p.toPlay && s.hand->empty())
            problem(who(i) + " has no card left to play: that game is over");
        PlayerState& pl = players[static_cast<std::size_t>(i)];
        pl.hand = *s.hand;
        pl.deck = *s.deck;
        pl.discard = *s.discard;
        std::erase_if(pl.hand, [&](int k) { return !inRange(c.cards, k); });
        std::erase_if(pl.deck, [&](int k) { return !inRange(c.cards, k); });
        std::erase_if(pl.discard, [&](int k) { return !inRange(c.cards, k); });
    }
}

// The Master Gardener (R-MG-1..4): one card a round before this one.
void PositionBuilder::gardener() {
    PositionGardener& pg = p.gardener;
    if (p.solo) {
        mg.active = true;
        std::vector<char> seen(c.gardenerCards.size(), 0);
        bool cardsOk = true;
        for (const auto* list : {&pg.played, pg.deck ? &*pg.deck : nullptr}) {
            if (!list)
                continue;
            for (int card : *list) {
                if (!inRange(c.gardenerCards, card)) {
                    problem("the Master Gardener's cards name a card that is not in the data");
                    cardsOk = false;
                } else if (seen[static_cast<std::size_t>(card)]++) {
                    problem("the Master Gardener card " + componentId(c.gardenerCards, card) +
                            " is twice in his cards");
                    cardsOk = false;
                }
            }
        }
        const int wantPlayed = p.round - 1;
        const int wantDeck = rules.gardenerDeckSize - wantPlayed;
        if (static_cast<int>(pg.played.size()) != wantPlayed)
            problem("the Master Gardener has played " +
                    plural(static_cast<int>(pg.played.size()), "card", "cards") +
                    "; before round " + std::to_string(p.round) + " he has played " +
                    std::to_string(wantPlayed) + " (one a round, R-MG-4)");
        if (pg.deck && static_cast<int>(pg.deck->size()) != wantDeck)
            problem("the Master Gardener's deck holds " +
                    plural(static_cast<int>(pg.deck->size()), "card", "cards") + "; in round " +
                    std::to_string(p.round) + " it holds " + std::to_string(wantDeck) + " (his " +
                    std::to_string(rules.gardenerDeckSize) + " cards less those played)");
        if (!pg.deck) {
            std::vector<int> free;
            for (int card = 0; card < static_cast<int>(c.gardenerCards.size()); ++card)
                if (!seen[static_cast<std::size_t>(card)])
                    free.push_back(card);
            rng.shuffle(free);
            free.resize(std::min(free.size(), static_cast<std::size_t>(std::max(0, wantDeck))));
            pg.deck = free;
        }
        if (pg.deck->empty())
            problem("the Master Gardener has no card left to play: that game is over");
        if (pg.coins < 0)
            problem("the Master Gardener has a negative number of coins");
        if (cardsOk) {
            mg.played = pg.played;
            mg.deck = *pg.deck;
            // His score and Improvements follow from his cards (R-MG-3/4 steps 2 and 3).
            std::vector<int> row;
            for (int card : pg.played) {
                row.push_back(card);
                const GardenerCard& gc = c.gardenerCards[static_cast<std::size_t>(card)];
                mg.track += gardenerPoints(gc, sequencesOf(row, c).current);
                mg.improvements += gc.improvements;
            }
        }
        mg.coins = pg.coins;
    } else if (!pg.played.empty() || (pg.deck && !pg.deck->empty()) || pg.coins != 0 ||
               !pg.objectives.empty()) {
        problem("only a solo game has a Master Gardener; this one has " +
                plural(n, "player", "players"));
    }
}

std::vector<int> PositionBuilder::holderClaims(const std::vector<int>& held,
                                               const std::string& holder) {
    std::vector<int> types;
    std::vector<int> out;
    for (int o : held) {
        if (!placeObjective(o, "held by " + holder))
            continue;
        const ObjectiveType t = c.objectives[static_cast<std::size_t>(o)].type;
        if (std::find(types.begin(), types.end(), static_cast<int>(t)) != types.end())
            problem(holder + " holds two " + std::string(name(t)) +
                    " objectives (one per type, R-OBJ-5)");
        types.push_back(static_cast<int>(t));
        out.push_back(o);
    }
    return out;
}

// Objectives (R-OBJ-2, R-OBJ-5).
void PositionBuilder::objectives() {
    for (int o : p.board)
        placeObjective(o, "on the board");
    for (int i = 0; i < n; ++i)
        players[static_cast<std::size_t>(i)].objectives =
            holderClaims(p.seats[static_cast<std::size_t>(i)].objectives, who(i));
    if (p.solo)
        mg.objectives = holderClaims(p.gardener.objectives, kGardenerName);
}

void PositionBuilder::objectivesMet() {
    // A held objective was met when it was claimed, and what it counts only grows since: the
    // group values of a garden (groups merge, never split) and its Improvements (R-OBJ-3/4); the
    // Master Gardener's sequences and Improvements (R-MG-5 claims on a previous sequence too).
    auto bestGroup = [&](const Garden& garden, LandType t) {
        int best = 0;
        for (const Garden::Laid& l : garden.laid()) {
            std::vector<Point> cells;
            for (const Cell& cell : l.face.cells)
                cells.push_back({l.at.x + cell.x, l.at.y + cell.y});
            best = std::max(best, garden.groupValues(cells)[t]);
        }
        return best;
    };
    const GardenerSequences mgSequences = sequencesOf(mg.played, c);
    auto metNow = [&](int o, int seat) {
        const ObjectiveTile& tile = c.objectives[static_cast<std::size_t>(o)];
        if (isLandscape(tile.type)) {
            const LandType land = landTypeOf(tile.type);
            return seat < 0 ? mgSequences.best(land) >= tile.threshold
                            : bestGroup(players[static_cast<std::size_t>(seat)].garden, land) >=
                                  tile.threshold;
        }
        const Improvement imp = improvementOf(tile.type);
        const int have = seat < 0
                             ? mg.improvements[imp]
                             : players[static_cast<std::size_t>(seat)].garden.improvements()[imp];
        return have >= tile.threshold;
    };
    for (int i = 0; i < n; ++i)
        for (int o : players[static_cast<std::size_t>(i)].objectives)
            if (!metNow(o, i))
                problem(who(i) + " holds " + componentId(c.objectives, o) +
                        ", but the garden does not meet it (what it counts never shrinks, "
                        "R-OBJ-3/4)");
    if (p.solo) {
        for (int o : mg.objectives)
            if (!metNow(o, -1))
                problem(std::string("the Master Gardener holds ") + componentId(c.objectives, o) +
                        ", but none of his sequences or Improvements meets it (R-MG-4/5)");
        // R-MG-4 step 5: after each card he claims, for each type he holds none of, the
        // highest-scoring tile of it on the board when his current count meets it.
        if (!mg.played.empty())
            for (int k = 0; k < kObjectiveTypeCount; ++k) {
                const auto t = static_cast<ObjectiveType>(k);
                const bool holds =
                    std::any_of(mg.objectives.begin(), mg.objectives.end(), [&](int o) {
                        return c.objectives[static_cast<std::size_t>(o)].type == t;
                    });
                std::vector<int> board = p.board;
                std::erase_if(board, [&](int o) { return !inRange(c.objectives, o); });
                const auto top = highestObjective(board, t, c);
                if (holds || !top)
                    continue;
                const ObjectiveTile& tile = c.objectives[static_cast<std::size_t>(*top)];
                const int now = isLandscape(t) ? mgSequences.current[landTypeOf(t)]
                                               : mg.improvements[improvementOf(t)];
                if (now >= tile.threshold)
                    problem("the Master Gardener would have claimed " + tile.id +
                            " after his last card (R-MG-4 step 5)");
            }
    }
}

void PositionBuilder::setupAndCoins() {
    // A seat that has not played yet has what setup gave it (R-TURN-1, R-MG-1).
    for (int i = 0; i < n; ++i) {
        if (turnsPlayed(p, i) > 0)
            continue;
        const PositionSeat& s = p.seats[static_cast<std::size_t>(i)];
        const int setupCoins = coinsAtSetup(i);
        if (s.coins != setupCoins || s.track != 0 || !s.objectives.empty())
            problem(who(i) + " has not played yet, so has the " + std::to_string(setupCoins) +
                    (setupCoins == 1 ? " coin" : " coins") +
                    " of setup, no points and no objective (R-TURN-1)");
    }
    if (p.solo && p.gardener.played.empty() && p.gardener.coins != rules.gardenerCoins)
        problem("the Master Gardener has not played yet, so has his " +
                std::to_string(rules.gardenerCoins) + " coins of setup (R-MG-1)");

    // Coins (R-GAP-3, R-GAP-5, R-MG-1/4): they enter at setup and with Workers, and stay.
    int atSetup = p.solo ? rules.gardenerCoins : 0;
    for (int i = 0; i < n; ++i)
        atSetup += coinsAtSetup(i);
    const int workers =
        gardenImprovements[Improvement::Worker] + mg.improvements[Improvement::Worker];
    const int exist = atSetup + workers * rules.coinsPerWorker;
    long long lie = std::accumulate(p.ringCoins.begin(), p.ringCoins.end(), 0LL) + mg.coins;
    for (const PositionSeat& s : p.seats)
        lie += s.coins;
    if (lie != exist) {
        const std::string why =
            workers == 0 ? std::to_string(atSetup) + " at setup, and no Worker has been placed"
                         : std::to_string(atSetup) + " at setup and " +
                               std::to_string(workers * rules.coinsPerWorker) + " from " +
                               plural(workers, "Worker", "Workers");
        if (lie > exist)
            problem(std::to_string(lie) + " coins lie on the table, but only " +
                    std::to_string(exist) + " exist (" + why + ")");
        else
            problem("only " + std::to_string(lie) + " coins lie on the table, but " +
                    std::to_string(exist) + " exist (" + why + "; coins never leave the game)");
    }
}

GameState PositionBuilder::finish() {
    // Who decides for each seat (not a rule; kept for the game to go on with them).
    std::vector<std::string> computers;
    bool anyComputer = false;
    for (int i = 0; i < n; ++i) {
        const std::string& level = p.seats[static_cast<std::size_t>(i)].computer;
        if (!level.empty() && !botFromName(level))
            problem(who(i) + "'s computer player " + shown(level) + " is not a level");
        anyComputer = anyComputer || !level.empty();
        computers.push_back(level);
    }

    g.players_ = std::move(players);
    g.gardener_ = std::move(mg);
    g.market_.tile = p.ring;
    g.market_.coins = p.ringCoins;
    g.market_.token = p.token;
    g.bag_ = bag;
    g.outOfGame_ = p.outOfGame;
    g.board_ = p.board;
    std::erase_if(g.board_, [&](int o) { return !inRange(c.objectives, o); });
    std::sort(g.board_.begin(), g.board_.end());
    g.seat_ = p.toPlay;
    g.round_ = p.round;
    g.turnNumber_ = (p.round - 1) * (n + (p.solo ? 1 : 0)) + p.toPlay + 1;
    if (anyComputer)
        g.computers_ = std::move(computers);
    g.origin_ = std::make_shared<const Position>(std::move(p));
    g.startTurn();
    return std::move(g);
}

std::vector<std::string> positionProblems(const ComponentsPtr& components, const Position& p) {
    std::vector<std::string> problems;
    PositionBuilder::build(components, p, problems);
    return problems;
}

std::optional<GameState> GameState::fromPosition(ComponentsPtr components, const Position& p,
                                                 std::vector<std::string>& problems) {
    problems.clear();
    GameState g = PositionBuilder::build(components, p, problems);
    if (!problems.empty())
        return std::nullopt;
    return g;
}

GameState GameState::fromPosition(ComponentsPtr components, const Position& p) {
    std::vector<std::string> problems;
    std::optional<GameState> g = fromPosition(std::move(components), p, problems);
    if (!g) {
        std::string all = problems.front();
        for (std::size_t i = 1; i < problems.size() && i < 5; ++i)
            all += "; " + problems[i];
        if (problems.size() > 5)
            all += "; and " + std::to_string(problems.size() - 5) + " more";
        throw SetupError("impossible_position", all);
    }
    return std::move(*g);
}

std::optional<Position> GameState::position() const {
    if (phase_ != Phase::TakeTile)
        return std::nullopt;
    Position p;
    p.solo = solo();
    p.seed = seed_;
    p.round = round_;
    p.toPlay = seat_;
    p.ring = market_.tile;
    p.ringCoins = market_.coins;
    p.token = market_.token;
    p.bag = bag_;
    p.outOfGame = outOfGame_;
    p.board = board_;
    for (int i = 0; i < seatCount(); ++i) {
        const PlayerState& pl = player(i);
        PositionSeat s;
        s.name = pl.name;
        if (isComputer(i))
            s.computer = computers_[static_cast<std::size_t>(i)];
        s.startingTile = pl.startingTile;
        const auto& laid = pl.garden.laid();
        for (std::size_t k = 1; k < laid.size(); ++k)
            s.garden.push_back({laid[k].tile, laid[k].orientation, laid[k].at});
        s.coins = pl.coins;
        s.track = pl.track;
        s.hand = pl.hand;
        s.deck = pl.deck;
        s.discard = pl.discard;
        s.objectives = pl.objectives;
        p.seats.push_back(std::move(s));
    }
    if (solo()) {
        p.gardener.played = gardener_.played;
        p.gardener.deck = gardener_.deck;
        p.gardener.coins = gardener_.coins;
        p.gardener.objectives = gardener_.objectives;
    }
    return p;
}

} // namespace frosted
