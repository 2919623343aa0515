#include "frosted/save.h"

#include <algorithm>

namespace frosted {

using nlohmann::json;

// Reaches into GameState to rebuild it from a document.
struct SaveAccess {
    static int turnNumber(const GameState& g) { return g.turnNumber_; }
    static void set(GameState& g, const ComponentsPtr& c, std::uint64_t seed, Deal deal,
                    Phase phase, int seat, int round, int turnNumber,
                    std::vector<PlayerState> players, GardenerState gardener, Market market,
                    std::vector<int> bag, std::vector<int> outOfGame, std::vector<int> board,
                    std::vector<TurnRecord> log, TurnRecord current, int taken) {
        g.components_ = c;
        g.seed_ = seed;
        g.deal_ = std::move(deal);
        g.phase_ = phase;
        g.seat_ = seat;
        g.round_ = round;
        g.turnNumber_ = turnNumber;
        g.players_ = std::move(players);
        g.gardener_ = std::move(gardener);
        g.market_ = std::move(market);
        g.bag_ = std::move(bag);
        g.outOfGame_ = std::move(outOfGame);
        g.board_ = std::move(board);
        g.log_ = std::move(log);
        g.current_ = std::move(current);
        g.taken_ = taken;
        g.placedCells_.clear();
        g.placedGroups_ = {};
        g.improvementsThisTurn_ = {};
        // The placement of the turn in progress is the seat's last laid tile.
        if (g.current_.placed && g.phase_ != Phase::TakeTile && g.phase_ != Phase::PlaceTile &&
            g.phase_ != Phase::GameOver) {
            const Garden& garden = g.players_[static_cast<std::size_t>(g.seat_)].garden;
            const Garden::Laid& last = garden.laid().back();
            for (const Cell& cell : last.face.cells)
                g.placedCells_.push_back({cell.x + last.at.x, cell.y + last.at.y});
            std::sort(g.placedCells_.begin(), g.placedCells_.end());
            g.placedGroups_ = garden.groupValues(g.placedCells_);
            for (const Gap& gap : g.current_.gaps)
                g.improvementsThisTurn_ += gap.improvements;
        }
    }
};

namespace {

[[noreturn]] void corrupt(const std::string& what) {
    throw SaveError("corrupt_save", "the save file is damaged: " + what);
}

// --- writing -------------------------------------------------------------------------------

json idOrNull(const std::vector<Tile>& tiles, int t) {
    return t >= 0 ? json(tiles[static_cast<std::size_t>(t)].id) : json(nullptr);
}

template <class V>
json ids(const V& items, const std::vector<int>& indices) {
    json out = json::array();
    for (int i : indices)
        out.push_back(i >= 0 ? json(items[static_cast<std::size_t>(i)].id) : json(nullptr));
    return out;
}

json counts(const ImprovementCounts& n) {
    return json{{"worker", n[Improvement::Worker]},
                {"barn", n[Improvement::Barn]},
                {"windmill", n[Improvement::Windmill]}};
}

json landValues(const LandValues& v) {
    json out = json::object();
    for (LandType t : kLandTypes)
        out[std::string(name(t))] = v[t];
    return out;
}

json cellsJson(const std::vector<Point>& cells) {
    json out = json::array();
    for (const Point& p : cells)
        out.push_back(json::array({p.x, p.y}));
    return out;
}

json recordJson(const ComponentSet& c, const TurnRecord& r) {
    json gaps = json::array();
    for (const Gap& g : r.gaps)
        gaps.push_back(json{{"cells", cellsJson(g.cells)}});
    return json{
        {"turn", r.turn},
        {"round", r.round},
        {"seat", r.seat},
        {"took", idOrNull(c.tiles, r.took)},
        {"skipped", r.skipped},
        {"coins_paid", r.coinsPaid},
        {"coins_taken", r.coinsTaken},
        {"placed", r.placed},
        {"side", std::string(name(r.orientation.side))},
        {"rotation", r.orientation.rotation},
        {"x", r.at.x},
        {"y", r.at.y},
        {"card", r.card >= 0 ? json(c.cards[static_cast<std::size_t>(r.card)].id) : json(nullptr)},
        {"points", r.points},
        {"gaps", gaps},
        {"worker_coins", r.workerCoins},
        {"claimed", ids(c.objectives, r.claimed)},
        {"gardener_card", r.gardenerCard >= 0
                              ? json(c.gardenerCards[static_cast<std::size_t>(r.gardenerCard)].id)
                              : json(nullptr)},
        {"sequences", landValues(r.sequences)},
        {"improvements", counts(r.improvements)},
        {"moved", r.moved},
        {"discarded", idOrNull(c.tiles, r.discarded)},
        {"refilled", idOrNull(c.tiles, r.refilled)},
        {"refill_slot", r.refillSlot},
        {"end_claims", r.endClaims}};
}

json laidJson(const ComponentSet& c, const Garden::Laid& l) {
    const std::string id = l.tile >= 0 ? c.tiles[static_cast<std::size_t>(l.tile)].id
                                       : c.startingTiles[static_cast<std::size_t>(-1 - l.tile)].id;
    return json{{"tile", id},
                {"side", std::string(name(l.orientation.side))},
                {"rotation", l.orientation.rotation},
                {"x", l.at.x},
                {"y", l.at.y}};
}

// --- reading -------------------------------------------------------------------------------

const json& field(const json& obj, const char* key, const std::string& where) {
    if (!obj.is_object() || !obj.contains(key))
        corrupt(where + " has no \"" + key + "\"");
    return obj.at(key);
}

int intField(const json& obj, const char* key, const std::string& where) {
    const json& v = field(obj, key, where);
    if (!v.is_number_integer())
        corrupt(where + "." + key + " is not a whole number");
    const auto n = v.get<std::int64_t>();
    if (n < -1000000 || n > 1000000)
        corrupt(where + "." + key + " is out of range");
    return static_cast<int>(n);
}

bool boolField(const json& obj, const char* key, const std::string& where) {
    const json& v = field(obj, key, where);
    if (!v.is_boolean())
        corrupt(where + "." + key + " is not true or false");
    return v.get<bool>();
}

const json& arrayField(const json& obj, const char* key, const std::string& where) {
    const json& v = field(obj, key, where);
    if (!v.is_array())
        corrupt(where + "." + key + " is not a list");
    return v;
}

template <class Lookup>
int resolveId(const json& v, Lookup lookup, bool nullable, const std::string& where) {
    if (v.is_null() && nullable)
        return -1;
    if (!v.is_string())
        corrupt(where + " is not an id");
    const auto i = lookup(v.get<std::string>());
    if (!i)
        corrupt(where + " names an unknown id \"" + v.get<std::string>() + "\"");
    return *i;
}

template <class Lookup>
std::vector<int> idList(const json& obj, const char* key, Lookup lookup, bool nullable,
                        const std::string& where) {
    std::vector<int> out;
    const json& list = arrayField(obj, key, where);
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(resolveId(list[i], lookup, nullable,
                                where + "." + key + "[" + std::to_string(i) + "]"));
    return out;
}

Orientation orientationOf(const json& obj, const std::string& where) {
    const json& side = field(obj, "side", where);
    if (side != "front" && side != "back")
        corrupt(where + ".side is not front or back");
    const int rotation = intField(obj, "rotation", where);
    if (!isValidRotation(rotation))
        corrupt(where + ".rotation is not 0, 90, 180 or 270");
    return {side == "front" ? Side::Front : Side::Back, rotation};
}

ImprovementCounts countsOf(const json& obj, const std::string& where) {
    ImprovementCounts n;
    for (Improvement i : kImprovements) {
        const std::string key(name(i));
        n[i] = intField(obj, key.c_str(), where);
        if (n[i] < 0)
            corrupt(where + "." + key + " is negative");
    }
    return n;
}

TurnRecord recordOf(const ComponentSet& c, const json& j, const std::string& where) {
    auto tile = [&](const std::string& id) { return c.tileIndex(id); };
    TurnRecord r;
    r.turn = intField(j, "turn", where);
    r.round = intField(j, "round", where);
    r.seat = intField(j, "seat", where);
    r.took = resolveId(field(j, "took", where), tile, true, where + ".took");
    r.skipped = intField(j, "skipped", where);
    r.coinsPaid = intField(j, "coins_paid", where);
    r.coinsTaken = intField(j, "coins_taken", where);
    r.placed = boolField(j, "placed", where);
    r.orientation = orientationOf(j, where);
    r.at = {intField(j, "x", where), intField(j, "y", where)};
    r.card = resolveId(
        field(j, "card", where), [&](const std::string& id) { return c.cardIndex(id); }, true,
        where + ".card");
    r.points = intField(j, "points", where);
    for (const json& g : arrayField(j, "gaps", where)) {
        Gap gap;
        for (const json& p : arrayField(g, "cells", where + ".gaps")) {
            if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() ||
                !p[1].is_number_integer())
                corrupt(where + ".gaps has a bad cell");
            gap.cells.push_back({p[0].get<int>(), p[1].get<int>()});
        }
        if (gap.cells.empty() || gap.cells.size() > 4 || !isOrthogonallyConnected(gap.cells))
            corrupt(where + ".gaps has a bad gap");
        std::sort(gap.cells.begin(), gap.cells.end());
        gap.shape = classifyGap(gap.cells);
        gap.improvements = improvementsFor(gap.shape);
        r.gaps.push_back(std::move(gap));
    }
    r.workerCoins = intField(j, "worker_coins", where);
    r.claimed = idList(
        j, "claimed", [&](const std::string& id) { return c.objectiveIndex(id); }, false, where);
    r.gardenerCard = resolveId(
        field(j, "gardener_card", where),
        [&](const std::string& id) { return c.gardenerCardIndex(id); }, true,
        where + ".gardener_card");
    const json& seq = field(j, "sequences", where);
    for (LandType t : kLandTypes)
        r.sequences[t] = intField(seq, std::string(name(t)).c_str(), where + ".sequences");
    r.improvements = countsOf(field(j, "improvements", where), where + ".improvements");
    r.moved = intField(j, "moved", where);
    r.discarded = resolveId(field(j, "discarded", where), tile, true, where + ".discarded");
    r.refilled = resolveId(field(j, "refilled", where), tile, true, where + ".refilled");
    r.refillSlot = intField(j, "refill_slot", where);
    if (r.refillSlot < -1 || r.refillSlot >= c.rules.marketSlots)
        corrupt(where + ".refill_slot is out of range");
    r.endClaims = boolField(j, "end_claims", where);
    return r;
}

void checkPermutation(std::vector<int> items, std::size_t total, const std::string& what) {
    std::sort(items.begin(), items.end());
    std::vector<int> all(total);
    for (std::size_t i = 0; i < total; ++i)
        all[i] = static_cast<int>(i);
    if (items != all)
        corrupt(what);
}

} // namespace

json saveToJson(const GameState& g) {
    const ComponentSet& c = g.components();
    json players = json::array();
    for (const PlayerState& p : g.players()) {
        json laid = json::array();
        for (const Garden::Laid& l : p.garden.laid())
            laid.push_back(laidJson(c, l));
        players.push_back(
            json{{"name", p.name},
                 {"starting_tile", c.startingTiles[static_cast<std::size_t>(p.startingTile)].id},
                 {"garden", laid},
                 {"hand", ids(c.cards, p.hand)},
                 {"deck", ids(c.cards, p.deck)},
                 {"discard", ids(c.cards, p.discard)},
                 {"coins", p.coins},
                 {"track", p.track},
                 {"objectives", ids(c.objectives, p.objectives)}});
    }
    const GardenerState& mg = g.gardener();
    const Deal& d = g.deal();
    json decks = json::array();
    for (const auto& deck : d.decks)
        decks.push_back(ids(c.cards, deck));
    json log = json::array();
    for (const TurnRecord& r : g.log())
        log.push_back(recordJson(c, r));
    return json{{"format", kSaveFormat},
                {"version", kSaveVersion},
                {"data_hash", c.contentHash},
                {"seed", g.seed()},
                {"deal",
                 {{"names", d.names},
                  {"starting_tiles", ids(c.startingTiles, d.startingTiles)},
                  {"market", ids(c.tiles, d.market)},
                  {"bag", ids(c.tiles, d.bag)},
                  {"board", ids(c.objectives, d.board)},
                  {"decks", decks},
                  {"gardener_deck", ids(c.gardenerCards, d.gardenerDeck)}}},
                {"phase", std::string(name(g.phase()))},
                {"seat", g.currentSeat()},
                {"round", g.round()},
                {"turn", SaveAccess::turnNumber(g)},
                {"players", players},
                {"gardener",
                 {{"active", mg.active},
                  {"deck", ids(c.gardenerCards, mg.deck)},
                  {"played", ids(c.gardenerCards, mg.played)},
                  {"coins", mg.coins},
                  {"track", mg.track},
                  {"improvements", counts(mg.improvements)},
                  {"objectives", ids(c.objectives, mg.objectives)}}},
                {"market",
                 {{"tiles", ids(c.tiles, g.market().tile)},
                  {"coins", g.market().coins},
                  {"token", g.market().token}}},
                {"bag", ids(c.tiles, g.bag())},
                {"out_of_game", ids(c.tiles, g.outOfGame())},
                {"board", ids(c.objectives, g.board())},
                {"log", log},
                {"current", recordJson(c, g.currentTurn())},
                {"taken", idOrNull(c.tiles, g.takenTile())}};
}

std::string saveToText(const GameState& g) {
    return saveToJson(g).dump(1) + "\n";
}

GameState loadFromJson(const ComponentsPtr& components, const json& doc) {
    const ComponentSet& c = *components;
    if (!doc.is_object() || !doc.contains("format") || doc.at("format") != kSaveFormat)
        throw SaveError("not_a_save", "this file is not a Frosted Blooms saved game");
    if (!doc.contains("version") || !doc.at("version").is_number_integer())
        throw SaveError("corrupt_save", "the save file is damaged: it has no version");
    if (doc.at("version").get<std::int64_t>() != kSaveVersion)
        throw SaveError("unsupported_version",
                        "this game was saved in format version " + doc.at("version").dump() +
                            "; this program reads version " + std::to_string(kSaveVersion));
    const json& hash = field(doc, "data_hash", "the file");
    if (!hash.is_string() || hash.get<std::string>() != c.contentHash)
        throw SaveError("data_mismatch",
                        "this game was played with a different component data set (" +
                            (hash.is_string() ? hash.get<std::string>() : std::string("?")) +
                            "); the data loaded now is " + c.contentHash);
    try {
        auto tile = [&](const std::string& id) { return c.tileIndex(id); };
        auto card = [&](const std::string& id) { return c.cardIndex(id); };
        auto objective = [&](const std::string& id) { return c.objectiveIndex(id); };
        auto mgCard = [&](const std::string& id) { return c.gardenerCardIndex(id); };
        auto startTile = [&](const std::string& id) { return c.startingTileIndex(id); };

        const json& seedJson = field(doc, "seed", "the file");
        if (!seedJson.is_number_unsigned() && !seedJson.is_number_integer())
            corrupt("the seed is not a number");
        const std::uint64_t seed = seedJson.get<std::uint64_t>();

        Deal deal;
        const json& dj = field(doc, "deal", "the file");
        for (const json& n : arrayField(dj, "names", "deal")) {
            if (!n.is_string())
                corrupt("deal.names holds a non-string");
            deal.names.push_back(n.get<std::string>());
        }
        deal.startingTiles = idList(dj, "starting_tiles", startTile, false, "deal");
        deal.market = idList(dj, "market", tile, true, "deal");
        deal.bag = idList(dj, "bag", tile, false, "deal");
        deal.board = idList(dj, "board", objective, false, "deal");
        const json& decks = arrayField(dj, "decks", "deal");
        for (std::size_t i = 0; i < decks.size(); ++i) {
            json wrap = {{"d", decks[i]}};
            deal.decks.push_back(idList(wrap, "d", card, false, "deal.decks"));
        }
        deal.gardenerDeck = idList(dj, "gardener_deck", mgCard, false, "deal");

        const json& phaseJson = field(doc, "phase", "the file");
        std::optional<Phase> phase;
        for (Phase p :
             {Phase::TakeTile, Phase::PlaceTile, Phase::PlayCard, Phase::Claim, Phase::GameOver})
            if (phaseJson == std::string(name(p)))
                phase = p;
        if (!phase)
            corrupt("unknown phase " + phaseJson.dump());

        std::vector<PlayerState> players;
        const json& pj = arrayField(doc, "players", "the file");
        if (pj.empty() || pj.size() > 4)
            corrupt("a game has 1 to 4 players");
        for (std::size_t s = 0; s < pj.size(); ++s) {
            const std::string where = "players[" + std::to_string(s) + "]";
            const json& j = pj[s];
            PlayerState p;
            const json& nameJson = field(j, "name", where);
            if (!nameJson.is_string() || nameJson.get<std::string>().empty())
                corrupt(where + ".name is not a name");
            p.name = nameJson.get<std::string>();
            p.startingTile = resolveId(field(j, "starting_tile", where), startTile, false,
                                       where + ".starting_tile");
            const json& laid = arrayField(j, "garden", where);
            if (laid.empty())
                corrupt(where + ".garden has no starting tile");
            for (std::size_t i = 0; i < laid.size(); ++i) {
                const std::string w = where + ".garden[" + std::to_string(i) + "]";
                const Orientation o = orientationOf(laid[i], w);
                const Point at{intField(laid[i], "x", w), intField(laid[i], "y", w)};
                int ref;
                Face face;
                if (i == 0) {
                    const int st = resolveId(field(laid[i], "tile", w), startTile, false, w);
                    if (st != p.startingTile)
                        corrupt(w + " is not the player's starting tile");
                    ref = -1 - st;
                    face = orientedFace(c.startingTiles[static_cast<std::size_t>(st)], o);
                } else {
                    ref = resolveId(field(laid[i], "tile", w), tile, false, w);
                    face = orientedFace(c.tiles[static_cast<std::size_t>(ref)], o);
                }
                const PlacementCheck r = p.garden.place(ref, o, face, at, i != 0);
                if (!r.legal())
                    corrupt(w + " is not a legal placement (" + r.message() + ")");
            }
            p.hand = idList(j, "hand", card, false, where);
            p.deck = idList(j, "deck", card, false, where);
            p.discard = idList(j, "discard", card, false, where);
            std::vector<int> all = p.hand;
            all.insert(all.end(), p.deck.begin(), p.deck.end());
            all.insert(all.end(), p.discard.begin(), p.discard.end());
            checkPermutation(all, c.cards.size(), where + " does not hold each card exactly once");
            p.coins = intField(j, "coins", where);
            p.track = intField(j, "track", where);
            if (p.coins < 0 || p.track < 0)
                corrupt(where + " has negative coins or score");
            p.objectives = idList(j, "objectives", objective, false, where);
            players.push_back(std::move(p));
        }

        GardenerState mg;
        const json& gj = field(doc, "gardener", "the file");
        mg.active = boolField(gj, "active", "gardener");
        mg.deck = idList(gj, "deck", mgCard, false, "gardener");
        mg.played = idList(gj, "played", mgCard, false, "gardener");
        mg.coins = intField(gj, "coins", "gardener");
        mg.track = intField(gj, "track", "gardener");
        mg.improvements = countsOf(field(gj, "improvements", "gardener"), "gardener.improvements");
        mg.objectives = idList(gj, "objectives", objective, false, "gardener");
        if (mg.coins < 0 || mg.track < 0)
            corrupt("the Master Gardener has negative coins or score");
        if (mg.active && players.size() != 1)
            corrupt("a solo game has one player");

        Market market;
        const json& mj = field(doc, "market", "the file");
        market.tile = idList(mj, "tiles", tile, true, "market");
        for (const json& n : arrayField(mj, "coins", "market")) {
            if (!n.is_number_integer() || n.get<int>() < 0)
                corrupt("market.coins holds a bad count");
            market.coins.push_back(n.get<int>());
        }
        market.token = intField(mj, "token", "market");
        if (static_cast<int>(market.tile.size()) != c.rules.marketSlots ||
            market.coins.size() != market.tile.size() || market.token < 0 ||
            market.token >= c.rules.marketSlots)
            corrupt("the market does not have " + std::to_string(c.rules.marketSlots) + " slots");

        std::vector<int> bag = idList(doc, "bag", tile, false, "the file");
        std::vector<int> outOfGame = idList(doc, "out_of_game", tile, false, "the file");
        std::vector<int> board = idList(doc, "board", objective, false, "the file");
        std::vector<TurnRecord> log;
        const json& lj = arrayField(doc, "log", "the file");
        for (std::size_t i = 0; i < lj.size(); ++i)
            log.push_back(recordOf(c, lj[i], "log[" + std::to_string(i) + "]"));
        TurnRecord current = recordOf(c, field(doc, "current", "the file"), "current");
        const int taken = resolveId(field(doc, "taken", "the file"), tile, true, "taken");
        const int seat = intField(doc, "seat", "the file");
        const int round = intField(doc, "round", "the file");
        const int turn = intField(doc, "turn", "the file");
        if (seat < 0 || seat >= static_cast<int>(players.size()))
            corrupt("the seat to play does not exist");
        if (round < 1 || round > c.rules.rounds)
            corrupt("the round is out of range");

        // Every tile in exactly one place.
        std::vector<int> tiles = bag;
        for (int t : market.tile)
            if (t >= 0)
                tiles.push_back(t);
        tiles.insert(tiles.end(), outOfGame.begin(), outOfGame.end());
        for (const PlayerState& p : players)
            for (const Garden::Laid& l : p.garden.laid())
                if (l.tile >= 0)
                    tiles.push_back(l.tile);
        if (*phase == Phase::PlaceTile && taken >= 0)
            tiles.push_back(taken);
        checkPermutation(tiles, c.tiles.size(), "the tiles are not each in exactly one place");
        // Every objective at most once.
        std::vector<int> objectives = board;
        for (const PlayerState& p : players)
            objectives.insert(objectives.end(), p.objectives.begin(), p.objectives.end());
        objectives.insert(objectives.end(), mg.objectives.begin(), mg.objectives.end());
        std::sort(objectives.begin(), objectives.end());
        if (std::adjacent_find(objectives.begin(), objectives.end()) != objectives.end())
            corrupt("an objective is in two places");
        if (current.placed && (*phase == Phase::PlayCard || *phase == Phase::Claim) &&
            players[static_cast<std::size_t>(seat)].garden.laid().size() < 2)
            corrupt("the turn's placement is missing from the garden");

        GameState g;
        SaveAccess::set(g, components, seed, std::move(deal), *phase, seat, round, turn,
                        std::move(players), std::move(mg), std::move(market), std::move(bag),
                        std::move(outOfGame), std::move(board), std::move(log), std::move(current),
                        taken);
        return g;
    } catch (const json::exception& e) {
        corrupt(e.what());
    }
}

GameState loadFromText(const ComponentsPtr& components, const std::string& text) {
    json doc;
    try {
        doc = json::parse(text);
    } catch (const json::parse_error& e) {
        throw SaveError("malformed_json",
                        "the file is not readable JSON (it may be truncated or damaged): " +
                            std::string(e.what()));
    }
    return loadFromJson(components, doc);
}

json replayRecord(const GameState& g) {
    const ComponentSet& c = g.components();
    const Deal& d = g.deal();
    json decks = json::array();
    for (const auto& deck : d.decks)
        decks.push_back(ids(c.cards, deck));
    json setup = {{"start_player", 0},
                  {"starting_tiles", ids(c.startingTiles, d.startingTiles)},
                  {"market", ids(c.tiles, d.market)},
                  {"bag", ids(c.tiles, d.bag)},
                  {"objectives", ids(c.objectives, d.board)},
                  {"decks", decks}};
    if (g.solo())
        setup["gardener_deck"] = ids(c.gardenerCards, d.gardenerDeck);
    json turns = json::array();
    for (const TurnRecord& r : g.log()) {
        if (r.seat < 0)
            continue; // the Master Gardener's turns follow by themselves
        json t = json::object();
        if (r.took >= 0)
            t["take"] = r.skipped + 1;
        if (r.placed)
            t["place"] = json{{"side", std::string(name(r.orientation.side))},
                              {"rotation", r.orientation.rotation},
                              {"x", r.at.x},
                              {"y", r.at.y}};
        t["card"] = c.cards[static_cast<std::size_t>(r.card)].id;
        if (!r.claimed.empty())
            t["claim"] = ids(c.objectives, r.claimed);
        turns.push_back(std::move(t));
    }
    return json{{"players", d.names},
                {"solo", g.solo()},
                {"seed", g.seed()},
                {"setup", setup},
                {"turns", turns}};
}

} // namespace frosted
