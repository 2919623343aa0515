// The position document (position.h; docs/designer.md "The position format"): written and read
// through the engine's envelope and field reader.
#include "engine/envelope.h"
#include "engine/input.h"
#include "engine/json_fields.h"
#include "frosted/rules/game.h"
#include "frosted/rules/position.h"
#include "frosted/rules/tile_refs.h"

#include <nlohmann/json.hpp>

namespace frosted {

namespace {

using nlohmann::json;

constexpr engine::FileFormat kPositionFile{kPositionFormat, kPositionVersion};

[[noreturn]] void invalid(const std::string& where, const std::string& what) {
    throw SetupError("invalid_position", where + ": " + what);
}

// Every field of a position is refused as "<field>: must be <what was wanted>".
engine::Fields fieldsOf(const json& j, const std::string& where) {
    return engine::Fields(
        j, where, [](const engine::FieldProblem& p) { invalid(p.path(), "must be " + p.expected); },
        engine::Fields::Null::IsAbsent);
}

int intOr(const engine::Fields& f, const char* key, int lo, int hi, int otherwise) {
    return static_cast<int>(f.integerOr(key, lo, hi, otherwise));
}

template <class Lookup>
std::vector<int> idsOf(const json& list, Lookup lookup, const std::string& where,
                       const char* what) {
    if (!list.is_array())
        invalid(where, std::string("must be a list of ") + what + " ids");
    std::vector<int> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string at = where + "[" + std::to_string(i) + "]";
        if (!list[i].is_string())
            invalid(at, std::string("must be a ") + what + " id");
        const auto k = lookup(list[i].get<std::string>());
        if (!k)
            invalid(at,
                    std::string("unknown ") + what + " id " + shown(list[i].get<std::string>()));
        out.push_back(*k);
    }
    return out;
}

template <class Lookup>
std::optional<std::vector<int>> optionalIds(const engine::Fields& f, const char* key, Lookup lookup,
                                            const char* what) {
    const json* v = f.find(key);
    if (!v)
        return std::nullopt;
    return idsOf(*v, lookup, f.path(key), what);
}

template <class Items>
json idList(const Items& items, const std::vector<int>& indices) {
    json out = json::array();
    for (int i : indices)
        out.push_back(componentId(items, i));
    return out;
}

json seatJson(const ComponentSet& c, const PositionSeat& s) {
    json garden = json::array();
    for (const PositionTile& t : s.garden)
        garden.push_back(json{{"tile", componentId(c.tiles, t.tile)},
                              {"side", std::string(name(t.orientation.side))},
                              {"rotation", t.orientation.rotation},
                              {"x", t.at.x},
                              {"y", t.at.y}});
    json seat = {
        {"name", s.name},   {"starting_tile", componentId(c.startingTiles, s.startingTile)},
        {"garden", garden}, {"coins", s.coins},
        {"track", s.track}, {"objectives", idList(c.objectives, s.objectives)}};
    if (!s.computer.empty())
        seat["computer"] = s.computer;
    if (s.hand)
        seat["hand"] = idList(c.cards, *s.hand);
    if (s.deck)
        seat["deck"] = idList(c.cards, *s.deck);
    if (s.discard)
        seat["played"] = idList(c.cards, *s.discard);
    return seat;
}

// The ring's slots: each {"tile": id, "coins": n} or null (an empty slot).
void readRing(const ComponentSet& c, const engine::Fields& f, Position& p) {
    const json& ring = f.array("ring", "a list of slots, each {\"tile\", \"coins\"} or null");
    for (std::size_t s = 0; s < ring.size(); ++s) {
        const std::string where = "ring[" + std::to_string(s) + "]";
        const json& slot = ring[s];
        if (slot.is_null()) {
            p.ring.push_back(-1);
            p.ringCoins.push_back(0);
            continue;
        }
        if (!slot.is_object() || !slot.contains("tile") || !slot.at("tile").is_string())
            invalid(where, "must be {\"tile\": id, \"coins\": n} or null (an empty slot)");
        const auto t = c.tileIndex(slot.at("tile").get<std::string>());
        if (!t)
            invalid(where + ".tile",
                    "unknown tile id " + shown(slot.at("tile").get<std::string>()));
        p.ring.push_back(*t);
        p.ringCoins.push_back(intOr(fieldsOf(slot, where), "coins", 0, 100000, 0));
    }
}

PositionSeat readSeat(const ComponentSet& c, const json& sj, const std::string& where) {
    if (!sj.is_object())
        invalid(where, "must be an object");
    const engine::Fields f = fieldsOf(sj, where);
    auto card = [&](const std::string& id) { return c.cardIndex(id); };
    PositionSeat s;
    s.name = f.text("name", "a name");
    if (f.has("computer"))
        s.computer = f.text("computer", "a computer player's level");
    const std::string st = f.text("starting_tile", "a starting tile id");
    const auto sti = c.startingTileIndex(st);
    if (!sti)
        invalid(where + ".starting_tile", "unknown starting tile id " + shown(st));
    s.startingTile = *sti;
    if (f.has("garden")) {
        const json& garden = f.array("garden", "a list of placements");
        for (std::size_t k = 0; k < garden.size(); ++k) {
            const std::string at = where + ".garden[" + std::to_string(k) + "]";
            std::string error;
            const auto e = placementFromJson(c, garden[k], at, &error);
            if (!e)
                throw SetupError("invalid_position", error);
            if (e->tile < 0)
                invalid(at, "a starting tile lies only at the start of its garden "
                            "(\"starting_tile\")");
            s.garden.push_back({e->tile, e->orientation, e->at});
        }
    }
    s.coins = intOr(f, "coins", -100000, 100000, 0);
    s.track = intOr(f, "track", -100000, 100000, 0);
    s.hand = optionalIds(f, "hand", card, "card");
    s.deck = optionalIds(f, "deck", card, "card");
    s.discard = optionalIds(f, "played", card, "card");
    if (const json* held = f.find("objectives"))
        s.objectives = idsOf(
            *held, [&](const std::string& id) { return c.objectiveIndex(id); },
            where + ".objectives", "objective");
    return s;
}

void readGardener(const ComponentSet& c, const engine::Fields& top, Position& p) {
    if (!top.has("master_gardener"))
        return;
    const engine::Fields f = fieldsOf(top.objectField("master_gardener"), "master_gardener");
    auto gardenerCard = [&](const std::string& id) { return c.gardenerCardIndex(id); };
    if (const json* played = f.find("played"))
        p.gardener.played =
            idsOf(*played, gardenerCard, "master_gardener.played", "Master Gardener card");
    p.gardener.deck = optionalIds(f, "deck", gardenerCard, "Master Gardener card");
    p.gardener.coins = intOr(f, "coins", -100000, 100000, 0);
    if (const json* held = f.find("objectives"))
        p.gardener.objectives = idsOf(
            *held, [&](const std::string& id) { return c.objectiveIndex(id); },
            "master_gardener.objectives", "objective");
}

} // namespace

json positionToJson(const ComponentSet& c, const Position& p) {
    json ring = json::array();
    for (std::size_t s = 0; s < p.ring.size(); ++s) {
        const int coins = s < p.ringCoins.size() ? p.ringCoins[s] : 0;
        if (p.ring[s] < 0)
            ring.push_back(nullptr);
        else
            ring.push_back(json{{"tile", componentId(c.tiles, p.ring[s])}, {"coins", coins}});
    }
    json seats = json::array();
    for (const PositionSeat& s : p.seats)
        seats.push_back(seatJson(c, s));
    json doc = engine::envelopeJson(kPositionFile);
    doc["solo"] = p.solo;
    doc["seed"] = p.seed;
    doc["round"] = p.round;
    doc["to_play"] = p.toPlay;
    doc["ring"] = ring;
    doc["token"] = p.token;
    doc["out_of_game"] = idList(c.tiles, p.outOfGame);
    doc["objectives"] = idList(c.objectives, p.board);
    doc["seats"] = seats;
    if (p.bag)
        doc["bag"] = idList(c.tiles, *p.bag);
    if (p.solo) {
        json mg = {{"played", idList(c.gardenerCards, p.gardener.played)},
                   {"coins", p.gardener.coins},
                   {"objectives", idList(c.objectives, p.gardener.objectives)}};
        if (p.gardener.deck)
            mg["deck"] = idList(c.gardenerCards, *p.gardener.deck);
        doc["master_gardener"] = std::move(mg);
    }
    return doc;
}

json embeddedPositionJson(const ComponentSet& c, const Position& p) {
    json doc = positionToJson(c, p);
    doc.erase("format");
    doc.erase("version");
    return doc;
}

Position positionFromJson(const ComponentSet& c, const json& j) {
    if (!j.is_object())
        invalid("the position", "must be an object");
    // The envelope is optional here: a save embeds the same object without it.
    const engine::Envelope envelope = engine::readEnvelope(j, kPositionFile);
    if (envelope.hasFormat && !envelope.formatMatches)
        invalid("format", std::string("must be \"") + kPositionFormat + "\"");
    if (envelope.hasVersion && !envelope.supported)
        invalid("version", "must be " + engine::wholeNumberFrom(1, kPositionVersion));
    const engine::Fields f = fieldsOf(j, "");
    auto tile = [&](const std::string& id) { return c.tileIndex(id); };
    auto objective = [&](const std::string& id) { return c.objectiveIndex(id); };
    Position p;
    if (f.has("solo"))
        p.solo = f.boolean("solo");
    if (f.has("seed"))
        p.seed = f.natural("seed");
    p.round = intOr(f, "round", 1, 1000, 1);
    p.toPlay = intOr(f, "to_play", 0, 3, 0);
    p.token = intOr(f, "token", 0, 1000, 0);
    readRing(c, f, p);
    p.bag = optionalIds(f, "bag", tile, "tile");
    if (const json* out = f.find("out_of_game"))
        p.outOfGame = idsOf(*out, tile, "out_of_game", "tile");
    if (const json* board = f.find("objectives"))
        p.board = idsOf(*board, objective, "objectives", "objective");
    const json& seats = f.array("seats", "a list of seats");
    for (std::size_t i = 0; i < seats.size(); ++i)
        p.seats.push_back(readSeat(c, seats[i], "seats[" + std::to_string(i) + "]"));
    readGardener(c, f, p);
    return p;
}

} // namespace frosted
