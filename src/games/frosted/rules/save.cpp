#include "frosted/rules/save.h"

#include "engine/envelope.h"
#include "engine/input.h"
#include "engine/json_fields.h"
#include "frosted/rules/levels.h"

#include <algorithm>

namespace frosted {

using nlohmann::json;

// Reads the hidden parts of a GameState that a save file holds: the deal and the seed.
struct SaveAccess {
    static const Deal& deal(const GameState& g) { return g.deal(); }
    static std::uint64_t seed(const GameState& g) { return g.seed_; }
};

namespace {

[[noreturn]] void corrupt(const std::string& what) {
    throw SaveError("corrupt_save", "the save file is damaged: " + what);
}

// --- writing -------------------------------------------------------------------------------

template <class V>
json ids(const V& items, const std::vector<int>& indices) {
    json out = json::array();
    for (int i : indices)
        out.push_back(i >= 0 ? json(items[static_cast<std::size_t>(i)].id) : json(nullptr));
    return out;
}

json dealJson(const ComponentSet& c, const Deal& d) {
    json decks = json::array();
    for (const auto& deck : d.decks)
        decks.push_back(ids(c.cards, deck));
    return json{{"names", d.names},
                {"starting_tiles", ids(c.startingTiles, d.startingTiles)},
                {"market", ids(c.tiles, d.market)},
                {"bag", ids(c.tiles, d.bag)},
                {"board", ids(c.objectives, d.board)},
                {"decks", decks},
                {"gardener_deck", ids(c.gardenerCards, d.gardenerDeck)}};
}

json actionsJson(const GameState& g) {
    json out = json::array();
    for (const Action& a : g.actions())
        out.push_back(actionText(a, g.components()));
    return out;
}

// --- reading -------------------------------------------------------------------------------

// Every field of a save is read through the one field reader; a problem is a damaged file.
void corruptField(const engine::FieldProblem& p) {
    using Kind = engine::FieldProblem::Kind;
    if (p.kind == Kind::Missing || p.kind == Kind::NotAnObject)
        corrupt(p.where + " has no \"" + p.key + "\"");
    if (p.kind == Kind::OutOfRange)
        corrupt(p.path() + " is out of range");
    corrupt(p.path() + " is not " + p.expected);
}

engine::Fields at(const json& obj, const std::string& where) {
    return engine::Fields(obj, where, corruptField);
}

int intField(const json& obj, const char* key, const std::string& where) {
    return static_cast<int>(at(obj, where).integer(key, -1000000, 1000000, "a whole number"));
}

// A placement's x or y (kMinPlacementCoord..kMaxPlacementCoord).
int coordField(const json& obj, const char* key, const std::string& where) {
    const int v = intField(obj, key, where);
    if (v < kMinPlacementCoord || v > kMaxPlacementCoord)
        corrupt(where + "." + key + " is out of range (" + std::to_string(kMinPlacementCoord) +
                " to " + std::to_string(kMaxPlacementCoord) + ")");
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
        corrupt(where + " names an unknown id");
    return *i;
}

template <class Lookup>
std::vector<int> idList(const json& list, Lookup lookup, bool nullable, const std::string& where) {
    if (!list.is_array())
        corrupt(where + " is not a list");
    std::vector<int> out;
    for (std::size_t i = 0; i < list.size(); ++i)
        out.push_back(resolveId(list[i], lookup, nullable, where + "[" + std::to_string(i) + "]"));
    return out;
}

Deal dealOf(const ComponentSet& c, const json& dj) {
    auto tile = [&](const std::string& id) { return c.tileIndex(id); };
    Deal deal;
    for (const json& n : at(dj, "deal").array("names")) {
        if (!n.is_string())
            corrupt("deal.names holds a non-string");
        deal.names.push_back(n.get<std::string>());
    }
    deal.startingTiles = idList(
        at(dj, "deal").require("starting_tiles"),
        [&](const std::string& id) { return c.startingTileIndex(id); }, false,
        "deal.starting_tiles");
    deal.market = idList(at(dj, "deal").require("market"), tile, false, "deal.market");
    deal.bag = idList(at(dj, "deal").require("bag"), tile, false, "deal.bag");
    deal.board = idList(
        at(dj, "deal").require("board"),
        [&](const std::string& id) { return c.objectiveIndex(id); }, false, "deal.board");
    const json& decks = at(dj, "deal").array("decks");
    for (std::size_t i = 0; i < decks.size(); ++i)
        deal.decks.push_back(idList(
            decks[i], [&](const std::string& id) { return c.cardIndex(id); }, false,
            "deal.decks[" + std::to_string(i) + "]"));
    deal.gardenerDeck = idList(
        at(dj, "deal").require("gardener_deck"),
        [&](const std::string& id) { return c.gardenerCardIndex(id); }, false,
        "deal.gardener_deck");
    return deal;
}

// The game of the deal, with every action applied: the rules check each one.
GameState replay(const ComponentsPtr& components, const Deal& deal, bool solo, std::uint64_t seed,
                 const std::vector<Action>& actions, const std::vector<std::string>& texts);
// The same from a game at its start.
GameState replay(GameState g, const std::vector<Action>& actions,
                 const std::vector<std::string>& texts);

GameState replay(const ComponentsPtr& components, const Deal& deal, bool solo, std::uint64_t seed,
                 const std::vector<Action>& actions, const std::vector<std::string>& texts) {
    GameState g;
    try {
        g = GameState::fromDeal(components, deal, solo, seed);
    } catch (const SetupError& e) {
        corrupt(std::string("its deal is impossible: ") + e.what());
    }
    return replay(std::move(g), actions, texts);
}

GameState replay(GameState g, const std::vector<Action>& actions,
                 const std::vector<std::string>& texts) {
    const ComponentSet* components = &g.components();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string text =
            oneLine(i < texts.size() ? texts[i] : actionText(actions[i], *components), 60);
        if (g.isOver())
            corrupt("action " + std::to_string(i + 1) + " (" + text + ") comes after the end");
        if (const ApplyResult r = g.apply(actions[i]); !r)
            corrupt("action " + std::to_string(i + 1) + " (" + text +
                    ") is refused by the rules: " + r.reason);
    }
    return g;
}

std::uint64_t seedOf(const json& doc) {
    const json& seedJson = at(doc, "the file").require("seed");
    if (!seedJson.is_number_integer())
        corrupt("the seed is not a number");
    return seedJson.get<std::uint64_t>();
}

// "computers" (optional): per seat "" for a person or a computer player's level (bots.h).
std::vector<std::string> computersOf(const json& doc, int seats) {
    if (!doc.contains("computers") || doc.at("computers").is_null())
        return {};
    const json& list = doc.at("computers");
    if (!list.is_array() || list.size() != static_cast<std::size_t>(seats))
        corrupt("\"computers\" is not a list of one entry per seat");
    std::vector<std::string> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string() ||
            (!list[i].get<std::string>().empty() && !botFromName(list[i].get<std::string>())))
            corrupt("computers[" + std::to_string(i) + "] is not a computer player's level");
        out.push_back(list[i].get<std::string>());
    }
    return out;
}

// The current version (3): a game set up from a position ("position" instead of "deal"), or
// dealt (as version 2 holds it).
GameState loadCurrent(const ComponentsPtr& components, const json& doc) {
    const ComponentSet& c = *components;
    std::optional<GameState> start;
    if (doc.contains("position")) {
        try {
            start = GameState::fromPosition(components, positionFromJson(c, doc.at("position")));
        } catch (const SetupError& e) {
            corrupt(std::string("its position is ") +
                    (e.code() == "impossible_position" ? "impossible: " : "unreadable: ") +
                    e.what());
        }
    }
    const Deal deal = start ? Deal{} : dealOf(c, at(doc, "the file").require("deal"));
    const bool solo = start ? start->solo() : at(doc, "the file").boolean("solo");
    std::vector<Action> actions;
    std::vector<std::string> texts;
    const json& list = at(doc, "the file").array("actions");
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string())
            corrupt("actions[" + std::to_string(i) + "] is not an action");
        std::string error;
        const auto a = parseAction(list[i].get<std::string>(), c, &error);
        if (!a)
            corrupt("actions[" + std::to_string(i) + "] is not an action: " + error);
        actions.push_back(*a);
        texts.push_back(list[i].get<std::string>());
    }
    GameState g = start ? replay(std::move(*start), actions, texts)
                        : replay(components, deal, solo, seedOf(doc), actions, texts);
    if (doc.contains("computers") || !start)
        g.setComputers(computersOf(doc, g.seatCount()));
    return g;
}

// A version 1 file also states what its turns led to; a hand-edited one says something else.
// Compares the players' coins and scores and, turn by turn, the points, coins and gaps of the
// log with the replay (every number read within range: nothing wraps or is truncated).
void checkVersion1Outcome(const GameState& g, const json& doc) {
    const json& players = at(doc, "the file").array("players");
    if (players.size() != g.players().size())
        corrupt("it lists " + std::to_string(players.size()) + " players; its deal has " +
                std::to_string(g.players().size()));
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string where = "players[" + std::to_string(i) + "]";
        const PlayerState& p = g.players()[i];
        if (intField(players[i], "coins", where) != p.coins ||
            intField(players[i], "track", where) != p.track)
            corrupt(where + " does not match its turns (coins or score)");
    }
    const json& log = at(doc, "the file").array("log");
    std::vector<const PlayerTurn*> turns;
    for (const TurnRecord& r : g.log())
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            turns.push_back(t);
    std::size_t k = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const std::string where = "log[" + std::to_string(i) + "]";
        if (intField(log[i], "seat", where) < 0)
            continue;
        if (k >= turns.size())
            corrupt(where + " is a turn the replay does not have");
        const PlayerTurn& t = *turns[k++];
        if (intField(log[i], "points", where) != t.points ||
            intField(log[i], "coins_paid", where) != t.coinsPaid)
            corrupt(where + " does not match its turn (points or coins)");
        const json& gaps = at(log[i], where).array("gaps");
        if (gaps.size() != t.gaps.size())
            corrupt(where + ".gaps does not match its turn");
        for (std::size_t j = 0; j < gaps.size(); ++j) {
            const std::string gw = where + ".gaps[" + std::to_string(j) + "]";
            const json& cells = at(gaps[j], gw).array("cells");
            std::vector<Point> pts;
            for (const json& cell : cells) {
                const auto x = cell.is_array() && cell.size() == 2
                                   ? integerIn(cell[0], kMinPlacementCoord - kMaxFaceExtent,
                                               kMaxPlacementCoord + kMaxFaceExtent)
                                   : std::nullopt;
                const auto y = x ? integerIn(cell[1], kMinPlacementCoord - kMaxFaceExtent,
                                             kMaxPlacementCoord + kMaxFaceExtent)
                                 : std::nullopt;
                if (!y)
                    corrupt(gw + ".cells holds a cell that is not [x, y] within range");
                pts.push_back({static_cast<int>(*x), static_cast<int>(*y)});
            }
            std::vector<Point> expected = t.gaps[j].cells;
            std::sort(pts.begin(), pts.end());
            std::sort(expected.begin(), expected.end());
            if (pts != expected)
                corrupt(gw + " does not match its turn");
        }
    }
}

// Version 2 -> 3: nothing but the version (3 only added "position"; a version 2 file that holds
// one was never read from it).
json version2To3(const json& doc) {
    json out = doc;
    out.erase("position");
    return out;
}

// A version 1 file states where its turns led: the replay must arrive there.
void checkVersion1(const GameState& g, const json& doc) {
    if (std::string(name(g.phase())) != at(doc, "the file").require("phase").get<std::string>() ||
        g.round() != intField(doc, "round", "the file") ||
        g.currentSeat() != intField(doc, "seat", "the file"))
        corrupt("its turns do not lead to the position it describes");
    checkVersion1Outcome(g, doc);
}

// Version 1 (release 0.1): the turns of the log (and the turn in progress) as actions, replayed
// as the current version's are (not through their texts: a damaged file is worded as ever).
GameState loadVersion1(const ComponentsPtr& components, const json& doc) {
    const ComponentSet& c = *components;
    const Deal deal = dealOf(c, at(doc, "the file").require("deal"));
    const bool solo = at(at(doc, "the file").require("gardener"), "gardener").boolean("active");
    auto choicesOfRecord = [&](const json& r, const std::string& where) {
        const engine::Fields f = at(r, where);
        TurnChoices t;
        const int took = resolveId(
            f.require("took"), [&](const std::string& id) { return c.tileIndex(id); }, true,
            where + ".took");
        if (took >= 0)
            t.take = intField(r, "skipped", where) + 1;
        if (f.boolean("placed")) {
            const json& side = f.require("side");
            if (side != "front" && side != "back")
                corrupt(where + ".side is not front or back");
            t.place = PlacementOption{
                {side == "front" ? Side::Front : Side::Back, intField(r, "rotation", where)},
                {coordField(r, "x", where), coordField(r, "y", where)}};
        }
        t.card = resolveId(
            f.require("card"), [&](const std::string& id) { return c.cardIndex(id); }, true,
            where + ".card");
        t.claims = idList(
            f.require("claimed"), [&](const std::string& id) { return c.objectiveIndex(id); },
            false, where + ".claimed");
        return t;
    };
    std::vector<Action> actions;
    const json& log = at(doc, "the file").array("log");
    for (std::size_t i = 0; i < log.size(); ++i) {
        const std::string where = "log[" + std::to_string(i) + "]";
        if (intField(log[i], "seat", where) < 0)
            continue; // the Master Gardener's turns follow by themselves
        const std::vector<Action> turn = turnActions(choicesOfRecord(log[i], where));
        actions.insert(actions.end(), turn.begin(), turn.end());
    }
    // The turn in progress: as far as its phase says.
    const json& phase = at(doc, "the file").require("phase");
    int steps = 0;
    if (phase == "place_tile")
        steps = 1;
    else if (phase == "play_card")
        steps = 2;
    else if (phase == "claim")
        steps = 3;
    else if (phase != "take_tile" && phase != "game_over")
        corrupt("unknown phase");
    if (steps > 0) {
        const TurnChoices t = choicesOfRecord(at(doc, "the file").require("current"), "current");
        std::vector<Action> turn = turnActions(t);
        turn.pop_back(); // not ended
        if (steps < 3)
            turn.resize(static_cast<std::size_t>(steps));
        actions.insert(actions.end(), turn.begin(), turn.end());
    }
    GameState g = replay(components, deal, solo, seedOf(doc), actions, {});
    checkVersion1(g, doc);
    return g;
}

constexpr engine::FileFormat kSaveFile{kSaveFormat, kSaveVersion, 1};

} // namespace

json saveToJson(const GameState& g) {
    const ComponentSet& c = g.components();
    // Version 3 holds a game set up from a position, whole; a dealt game stays in version 2,
    // which builds from before positions read too.
    const Position* origin = g.origin();
    json doc = engine::envelopeJson(kSaveFile, origin ? kSaveVersion : kDealtSaveVersion);
    doc["data_hash"] = c.contentHash;
    doc["seed"] = SaveAccess::seed(g);
    doc["solo"] = g.solo();
    if (origin)
        doc["position"] = embeddedPositionJson(c, *origin);
    else
        doc["deal"] = dealJson(c, SaveAccess::deal(g));
    doc["actions"] = actionsJson(g);
    if (!g.computers().empty())
        doc["computers"] = g.computers();
    return doc;
}

std::string saveToText(const GameState& g) {
    return saveToJson(g).dump(1) + "\n";
}

GameState loadFromJson(const ComponentsPtr& components, const json& doc, int* version) {
    const ComponentSet& c = *components;
    const engine::Envelope envelope = engine::readEnvelope(doc, kSaveFile);
    if (!envelope.formatMatches)
        throw SaveError("not_a_save", "this file is not a Frosted Blooms saved game");
    if (!envelope.hasVersion || !doc.at("version").is_number_integer())
        throw SaveError("corrupt_save", "the save file is damaged: it has no version");
    if (!envelope.supported)
        throw SaveError("unsupported_version",
                        "this game was saved in format version " + doc.at("version").dump() +
                            "; this program reads versions " + engine::versionsRead(kSaveFile));
    // A save of another game of the program (its "game" field; Frosted Blooms' saves have none).
    if (doc.contains("game") && doc.at("game") != "frosted-blooms")
        throw SaveError("data_mismatch",
                        "this is a saved game of " +
                            (doc.at("game").is_string() ? shown(doc.at("game").get<std::string>())
                                                        : std::string("another game")) +
                            ", not of Frosted Blooms (give its --game)");
    const json& hash = at(doc, "the file").require("data_hash");
    if (!hash.is_string() || hash.get<std::string>() != c.contentHash) {
        // The file's hash is echoed as any input is: quoted, cut short, control characters
        // replaced (a fuzzed save carried a control character into the message).
        const std::string named = hash.is_string() ? shown(hash.get<std::string>()) : "?";
        throw SaveError("data_mismatch",
                        "this game was played with a different component data set (" + named +
                            "); the data loaded now is " + c.contentHash);
    }
    const int v = envelope.versionOr0();
    if (version)
        *version = v;
    try {
        // Version 1 is read by its own reader into the same replay; a later file goes up the
        // one upgrade path to the current version, then loads as one.
        if (v == 1)
            return loadVersion1(components, doc);
        return loadCurrent(components, engine::upgrade(doc, v, kSaveFile, {{}, version2To3}));
    } catch (const json::exception& e) {
        corrupt(oneLine(e.what(), 300));
    }
}

GameState loadFromText(const ComponentsPtr& components, const std::string& text, int* version) {
    json doc;
    try {
        doc = parseJson(text);
    } catch (const InputError& e) {
        throw SaveError("malformed_json",
                        "the file is not readable JSON (it may be truncated or damaged) at " +
                            std::string(e.what()));
    }
    return loadFromJson(components, doc, version);
}

GameState loadFromFile(const ComponentsPtr& components, const std::filesystem::path& path,
                       int* version) {
    std::string text;
    try {
        text = readRegularFile(path);
    } catch (const InputError& e) {
        throw SaveError("io_error", e.what());
    }
    return loadFromText(components, text, version);
}

json replayRecord(const GameState& g) {
    const ComponentSet& c = g.components();
    if (const Position* origin = g.origin()) {
        // `play` reads a position in place of players, solo, seed and setup.
        json position = embeddedPositionJson(c, *origin);
        json record = {{"position", std::move(position)}, {"actions", actionsJson(g)}};
        if (!g.computers().empty())
            record["computers"] = g.computers();
        return record;
    }
    const Deal& d = SaveAccess::deal(g);
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
    json record = {{"players", d.names},
                   {"solo", g.solo()},
                   {"seed", SaveAccess::seed(g)},
                   {"setup", setup},
                   {"actions", actionsJson(g)}};
    if (!g.computers().empty())
        record["computers"] = g.computers(); // per seat; `play` reads the rest and ignores it
    return record;
}

} // namespace frosted
