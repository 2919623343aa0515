// The six files of a data set, each read and checked on its own (data_parts.h); the loader
// (data_loader.cpp) puts them together.
#include "data_parts.h"

#include "engine/input.h"
#include "engine/json_fields.h"
#include "frosted/rules/game.h"

#include <algorithm>
#include <array>
#include <set>

namespace frosted::data {

using nlohmann::json;

json parseDataFile(const std::string& file, const DataText& in, Problems& problems,
                   std::uint64_t& hash) {
    if (!in.text) {
        problems.add(file, "", in.error);
        return json();
    }
    hash = engine::fnv1a(engine::fnv1a(hash, file), *in.text);
    try {
        return parseJson(*in.text);
    } catch (const InputError& e) {
        problems.add(file, "", std::string("malformed JSON at ") + e.what());
        return json();
    }
}

namespace {

std::string describeType(const json& j) {
    return j.type_name();
}

// A field a data file's item lacks or holds wrongly, in the data's wording
// ("missing field \"x\"", "field \"x\" must be an integer, not string").
struct FieldRefused {
    std::string what;
};

[[noreturn]] void refuseDataField(const engine::FieldProblem& p) {
    const std::string field = "field \"" + p.key + "\"";
    switch (p.kind) {
    case engine::FieldProblem::Kind::NotAnObject:
    case engine::FieldProblem::Kind::Missing:
        throw FieldRefused{"missing " + field};
    case engine::FieldProblem::Kind::WrongType:
        throw FieldRefused{p.type == engine::FieldProblem::Type::Integer
                               ? field + " must be an integer, not " + describeType(*p.value)
                               : field + " must be a string"};
    case engine::FieldProblem::Kind::OutOfRange:
        break;
    }
    throw FieldRefused{field + " is out of range (" + std::to_string(p.lo) + " to " +
                       std::to_string(p.hi) + ")"};
}

} // namespace

// Reads "<key>" of `obj` through the one field reader; on error sets `err`, returns nullopt.
std::optional<int> intField(const json& obj, const char* key, std::string& err) {
    try {
        return static_cast<int>(
            engine::Fields(obj, "", refuseDataField).integer(key, -1000000, 1000000));
    } catch (const FieldRefused& r) {
        err = r.what;
        return std::nullopt;
    }
}

std::optional<std::string> stringField(const json& obj, const char* key, std::string& err) {
    try {
        return engine::Fields(obj, "", refuseDataField).text(key);
    } catch (const FieldRefused& r) {
        err = r.what;
        return std::nullopt;
    }
}

namespace {

constexpr int kTileCount = 44;         // [fact] 44 double-sided Landscape tiles
constexpr int kStartingTileCount = 4;  // [fact] one per colour
constexpr int kObjectiveCount = 21;    // [fact] 7 types x 3
constexpr int kGardenerCardCount = 15; // [fact]

// The top-level array `key` of a file, or nullptr after reporting.
const json* topArray(const json& doc, const char* key, const std::string& file,
                     Problems& problems) {
    if (doc.is_null())
        return nullptr; // already reported
    if (!doc.is_object() || !doc.contains(key) || !doc.at(key).is_array()) {
        problems.add(file, "", std::string("expected an object with an array \"") + key + "\"");
        return nullptr;
    }
    return &doc.at(key);
}

std::string itemName(const json& item, std::size_t i) {
    if (item.is_object() && item.contains("id") && item.at("id").is_string())
        return oneLine(item.at("id").get<std::string>(), InputLimits::kShownChars);
    return "item " + std::to_string(i + 1);
}

bool isWordId(const std::string& id) {
    return !id.empty() && std::none_of(id.begin(), id.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return c <= 0x20 || c == 0x7f;
    });
}

void checkUniqueIds(const std::vector<std::string>& ids, const std::string& file,
                    Problems& problems) {
    std::set<std::string> seen;
    for (const auto& id : ids)
        if (!seen.insert(id).second)
            problems.inField(file, id, "id", "", "id used more than once");
}

// Calls f(item, id) for each item of the top-level array `key` that has a string id; reports the
// items without one and the ids used twice. Returns the number of items, or nullopt (reported)
// when the file has no such array.
template <class F>
std::optional<std::size_t> forEachItem(const json& doc, const char* key, const std::string& file,
                                       Problems& problems, F&& f) {
    const json* arr = topArray(doc, key, file, problems);
    if (!arr)
        return std::nullopt;
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < arr->size(); ++i) {
        const json& item = (*arr)[i];
        std::string err;
        auto id = stringField(item, "id", err);
        if (!id) {
            problems.inField(file, itemName(item, i), "id", "", err);
            continue;
        }
        // An id is one token of the action language ("card ID", "claim ID") and of the
        // line-based files: no space, no control character, not empty.
        if (!isWordId(*id)) {
            problems.inField(file, itemName(item, i), "id", "",
                             "the id " + shown(*id) +
                                 " must be one word: no spaces or control characters");
            continue;
        }
        ids.push_back(*id);
        f(item, *id);
    }
    checkUniqueIds(ids, file, problems);
    return arr->size();
}

bool parseTypeList(const json& j, std::vector<LandType>& out, std::string& err) {
    if (!j.is_array()) {
        err = "must be a list of types";
        return false;
    }
    for (const json& t : j) {
        auto lt = t.is_string() ? parseLandType(t.get<std::string>()) : std::nullopt;
        if (!lt) {
            // Never dump the value itself: a hostile file may nest it deeply.
            err = t.is_string() ? "unknown landscape type \"" + t.get<std::string>() + "\""
                                : "a type must be a string, not " + std::string(t.type_name());
            return false;
        }
        if (std::find(out.begin(), out.end(), *lt) != out.end()) {
            err = "type \"" + std::string(name(*lt)) + "\" listed twice";
            return false;
        }
        out.push_back(*lt);
    }
    return true;
}

// Parses a double-sided tile's two faces and checks R-GEO-2 / R-GEO-3 on them.
bool parseTileFaces(const json& item, Tile& tile, const std::string& file, Problems& problems) {
    bool ok = true;
    for (Side side : {Side::Front, Side::Back}) {
        const std::string sideName(name(side));
        std::vector<std::string> faceProblems;
        Face f;
        if (!item.contains(sideName)) {
            problems.inField(file, tile.id, sideName, "", "missing field \"" + sideName + "\"");
            ok = false;
            continue;
        }
        if (!faceFromJson(item.at(sideName), f, faceProblems) ||
            !checkLandscapeFace(f, faceProblems)) {
            for (const auto& p : faceProblems)
                problems.inField(file, tile.id, sideName, sideName + " face: ", p);
            ok = false;
            continue;
        }
        (side == Side::Front ? tile.front : tile.back) = std::move(f);
    }
    // R-GEO-3 [decision]: turning a tile over mirrors its outline.
    if (ok && canonicalOutline(tile.back, false) != canonicalOutline(mirrored(tile.front), false)) {
        problems.add(file, tile.id,
                     "the back outline is not the mirror image of the front outline (R-GEO-3)");
        ok = false;
    }
    return ok;
}

} // namespace

std::vector<Tile> loadTiles(const json& doc, Problems& problems) {
    const std::string file = "tiles.json";
    std::vector<Tile> tiles;
    const auto count =
        forEachItem(doc, "tiles", file, problems, [&](const json& item, const std::string& id) {
            Tile t;
            t.id = id;
            std::string err;
            if (parseTileFaces(item, t, file, problems))
                tiles.push_back(std::move(t));
        });
    if (!count)
        return tiles;

    if (static_cast<int>(*count) != kTileCount)
        problems.add(file, "",
                     "holds " + std::to_string(*count) + " tiles; the game has " +
                         std::to_string(kTileCount));
    // [recon] no two of the 88 faces equal under rotation or mirroring ("every tile is unique").
    std::map<std::vector<std::tuple<int, int, int, int>>, std::string> seen;
    for (const Tile& t : tiles) {
        for (Side s : {Side::Front, Side::Back}) {
            std::vector<std::tuple<int, int, int, int>> key;
            for (const Cell& c : canonicalUnderSymmetry(t.face(s)).cells)
                key.emplace_back(c.x, c.y, index(c.type), c.flowers);
            const std::string label = t.id + " " + std::string(name(s));
            auto [it, fresh] = seen.emplace(key, label);
            if (!fresh)
                problems.inField(file, t.id, std::string(name(s)), "",
                                 std::string(name(s)) + " face equals " + it->second +
                                     " under rotation or mirroring; every face must be unique");
        }
    }
    return tiles;
}

std::vector<StartingTile> loadStartingTiles(const json& doc, Problems& problems) {
    const std::string file = "starting_tiles.json";
    std::vector<StartingTile> tiles;
    std::vector<std::string> colours;
    const auto count = forEachItem(doc, "starting_tiles", file, problems,
                                   [&](const json& item, const std::string& id) {
                                       StartingTile t;
                                       t.id = id;
                                       std::string err;
                                       auto colour = stringField(item, "colour", err);
                                       if (!colour) {
                                           problems.inField(file, t.id, "colour", "", err);
                                           return;
                                       }
                                       t.colour = *colour;
                                       colours.push_back(t.colour);
                                       if (parseTileFaces(item, t, file, problems))
                                           tiles.push_back(std::move(t));
                                   });
    if (!count)
        return tiles;

    if (static_cast<int>(*count) != kStartingTileCount)
        problems.add(file, "",
                     "holds " + std::to_string(*count) + " starting tiles; the game has " +
                         std::to_string(kStartingTileCount) + " (one per colour)");
    std::set<std::string> seenColours;
    for (const auto& c : colours)
        if (!seenColours.insert(c).second)
            problems.inField(file, "", "colour", "",
                             "colour \"" + c + "\" has more than one starting tile");
    return tiles;
}

std::vector<LandscapeCard> loadCards(const json& doc, int rounds, Problems& problems) {
    const std::string file = "cards.json";
    std::vector<LandscapeCard> cards;
    const auto count =
        forEachItem(doc, "cards", file, problems, [&](const json& item, const std::string& id) {
            LandscapeCard c;
            c.id = id;
            std::string err;
            if (!item.contains("types")) {
                problems.inField(file, c.id, "types", "", "missing field \"types\"");
                return;
            }
            if (!parseTypeList(item.at("types"), c.types, err)) {
                problems.inField(file, c.id, "types", "\"types\" ", err);
                return;
            }
            // [fact] a card shows one type or two types.
            if (c.types.empty() || c.types.size() > 2) {
                problems.inField(file, c.id, "types", "",
                                 "a card must show 1 or 2 landscape types, not " +
                                     std::to_string(c.types.size()));
                return;
            }
            cards.push_back(std::move(c));
        });
    if (!count)
        return cards;

    // Every card is played once over the rounds (R-CARD-2, R-END-1).
    if (static_cast<int>(*count) != rounds)
        problems.add(file, "",
                     "holds " + std::to_string(*count) +
                         " cards; a deck must hold one card per round (" + std::to_string(rounds) +
                         ", rules.json)");
    return cards;
}

std::vector<ObjectiveTile> loadObjectives(const json& doc, Problems& problems) {
    const std::string file = "objectives.json";
    std::vector<ObjectiveTile> objectives;
    std::array<int, kObjectiveTypeCount> perType{};
    const auto count = forEachItem(
        doc, "objectives", file, problems, [&](const json& item, const std::string& id) {
            ObjectiveTile o;
            o.id = id;
            std::string err;
            auto type = stringField(item, "type", err);
            auto threshold = intField(item, "threshold", err);
            auto points = intField(item, "points", err);
            if (!type || !threshold || !points) {
                // `err` is the last failing field's.
                const char* field = !points ? "points" : !threshold ? "threshold" : "type";
                problems.inField(file, o.id, field, "", err);
                return;
            }
            auto ot = parseObjectiveType(*type);
            if (!ot) {
                problems.inField(file, o.id, "type", "",
                                 "unknown objective type \"" + *type + "\"");
                return;
            }
            if (*threshold < 1 || *points < 1) {
                problems.inField(file, o.id, *threshold < 1 ? "threshold" : "points", "",
                                 "threshold and points must be at least 1");
                return;
            }
            o.type = *ot;
            o.threshold = *threshold;
            o.points = *points;
            ++perType[static_cast<std::size_t>(index(o.type))];
            objectives.push_back(std::move(o));
        });
    if (!count)
        return objectives;

    if (static_cast<int>(*count) != kObjectiveCount)
        problems.add(file, "",
                     "holds " + std::to_string(*count) + " objectives; the game has " +
                         std::to_string(kObjectiveCount));
    for (int t = 0; t < kObjectiveTypeCount; ++t)
        if (perType[static_cast<std::size_t>(t)] != 3)
            problems.add(file, "",
                         "type \"" + std::string(name(static_cast<ObjectiveType>(t))) + "\" has " +
                             std::to_string(perType[static_cast<std::size_t>(t)]) +
                             " tiles; every type has 3 (R-OBJ-1)");
    // Rulebook data points [fact].
    auto exists = [&](ObjectiveType t, int threshold, int points) {
        return std::any_of(objectives.begin(), objectives.end(), [&](const ObjectiveTile& o) {
            return o.type == t && o.threshold == threshold && (points == 0 || o.points == points);
        });
    };
    struct Fact {
        ObjectiveType type;
        int threshold;
        int points;
        const char* text;
    };
    const Fact facts[] = {
        {ObjectiveType::Purple, 6, 3, "a 6-purple tile worth 3 points"},
        {ObjectiveType::Purple, 8, 10, "an 8-purple tile worth 10 points"},
        {ObjectiveType::White, 6, 0, "a 6-white tile"},
        {ObjectiveType::Barn, 2, 0, "a 2-barn tile"},
        {ObjectiveType::Barn, 3, 0, "a 3-barn tile"},
    };
    for (const Fact& f : facts)
        if (!objectives.empty() && !exists(f.type, f.threshold, f.points))
            problems.add(file, "", std::string("the rulebook shows ") + f.text + "; it is missing");
    const bool has25 = std::any_of(objectives.begin(), objectives.end(),
                                   [](const ObjectiveTile& o) { return o.points == 25; });
    const bool has3 = std::any_of(objectives.begin(), objectives.end(),
                                  [](const ObjectiveTile& o) { return o.points == 3; });
    if (!objectives.empty() && (!has25 || !has3))
        problems.add(file, "", "the rulebook shows tiles worth 25 and 3 points; one is missing");
    return objectives;
}

std::vector<GardenerCard> loadGardenerCards(const json& doc, int marketSlots, Problems& problems) {
    const std::string file = "master_gardener.json";
    std::vector<GardenerCard> cards;
    const auto count =
        forEachItem(doc, "cards", file, problems, [&](const json& item, const std::string& id) {
            GardenerCard c;
            c.id = id;
            std::string err;
            bool ok = true;
            // R-MG-2: one row per landscape type, a count 1-3 or a blank (0).
            if (!item.contains("rows") || !item.at("rows").is_object()) {
                problems.inField(file, c.id, "rows", "", "missing object \"rows\"");
                ok = false;
            } else {
                int blanks = 0;
                for (LandType t : kLandTypes) {
                    const std::string key(name(t));
                    auto v = intField(item.at("rows"), key.c_str(), err);
                    if (!v) {
                        problems.inField(file, c.id, "rows", "rows: ", err);
                        ok = false;
                    } else if (*v < 0 || *v > 3) {
                        problems.inField(file, c.id, "rows", "rows: ",
                                         "\"" + key + "\" must be 0 (blank) to 3, not " +
                                             std::to_string(*v));
                        ok = false;
                    } else {
                        c.rows[t] = *v;
                        blanks += *v == 0;
                    }
                }
                if (ok && blanks == kLandTypeCount) {
                    problems.inField(file, c.id, "rows", "", "all four rows are blank");
                    ok = false;
                }
            }
            if (!item.contains("scoring")) {
                problems.inField(file, c.id, "scoring", "", "missing field \"scoring\"");
                ok = false;
            } else if (!parseTypeList(item.at("scoring"), c.scoring, err)) {
                problems.inField(file, c.id, "scoring", "\"scoring\" ", err);
                ok = false;
            } else if (c.scoring.size() > 2) {
                problems.inField(file, c.id, "scoring", "", "a card has 0 to 2 scoring elements");
                ok = false;
            }
            if (!item.contains("improvements") || !item.at("improvements").is_object()) {
                problems.inField(file, c.id, "improvements", "", "missing object \"improvements\"");
                ok = false;
            } else {
                for (Improvement imp : kImprovements) {
                    const std::string key(name(imp));
                    auto v = intField(item.at("improvements"), key.c_str(), err);
                    if (!v || *v < 0) {
                        problems.inField(file, c.id, "improvements", "improvements: ",
                                         v ? "\"" + key + "\" must not be negative" : err);
                        ok = false;
                    } else {
                        c.improvements[imp] = *v;
                    }
                }
            }
            auto arrows = intField(item, "arrows", err);
            if (!arrows) {
                problems.inField(file, c.id, "arrows", "", err);
                ok = false;
            } else if (*arrows < 1 || *arrows > marketSlots - 1) {
                problems.inField(file, c.id, "arrows", "",
                                 "arrows must be 1 to " + std::to_string(marketSlots - 1) +
                                     " (the tiles of the ring), not " + std::to_string(*arrows));
                ok = false;
            } else {
                c.arrows = *arrows;
            }
            if (ok)
                cards.push_back(std::move(c));
        });
    if (!count)
        return cards;

    if (static_cast<int>(*count) != kGardenerCardCount)
        problems.add(file, "",
                     "holds " + std::to_string(*count) + " cards; the Master Gardener has " +
                         std::to_string(kGardenerCardCount));
    // [fact] the four cards of the rulebook's example (RULES.md section 8) are in every set.
    struct Known {
        std::array<int, 4> rows;
        std::vector<LandType> scoring;
    };
    const Known known[] = {
        {{2, 2, 1, 0}, {LandType::White}},
        {{2, 3, 0, 1}, {}},
        {{1, 2, 1, 2}, {LandType::Red, LandType::Water}},
        {{2, 0, 3, 1}, {LandType::Purple, LandType::White}},
    };
    if (!cards.empty()) {
        for (const Known& k : known) {
            const bool found = std::any_of(cards.begin(), cards.end(), [&](const GardenerCard& c) {
                auto a = c.scoring, b = k.scoring;
                std::sort(a.begin(), a.end());
                std::sort(b.begin(), b.end());
                return c.rows.v == k.rows && a == b;
            });
            if (!found) {
                std::string s = "rows " + std::to_string(k.rows[0]) + "/" +
                                std::to_string(k.rows[1]) + "/" + std::to_string(k.rows[2]) + "/" +
                                std::to_string(k.rows[3]);
                problems.add(file, "",
                             "the rulebook's example card (" + s +
                                 " purple/red/white/water) is missing or changed");
            }
        }
    }
    return cards;
}

RuleValues loadRules(const json& doc, Problems& problems) {
    const std::string file = "rules.json";
    RuleValues r;
    if (doc.is_null())
        return r;
    if (!doc.is_object()) {
        problems.add(file, "", "expected an object of rule values");
        return r;
    }
    std::string err;
    // A problem of one rule value: the key is the field ("rules.json: rounds: must be ...").
    auto value = [&](const std::string& key, const std::string& what) {
        problems.inField(file, "", key, key + ": ", what);
    };
    // Each value within a range that keeps a game finite and small (docs/components.md).
    auto ranged = [&](const char* key, int& out, int minimum, int maximum) {
        auto v = intField(doc, key, err);
        if (!v)
            value(key, err);
        else if (*v < minimum || *v > maximum)
            value(key, "must be " + std::to_string(minimum) + " to " + std::to_string(maximum));
        else
            out = *v;
    };
    ranged("rounds", r.rounds, 1, 100);
    ranged("hand_size", r.handSize, 1, 10);
    ranged("gardener_coins", r.gardenerCoins, 0, 1000);
    ranged("gardener_deck_size", r.gardenerDeckSize, 1, kGardenerCardCount);
    ranged("coins_per_worker", r.coinsPerWorker, 0, 100);
    ranged("market_slots", r.marketSlots, 2, 12);
    if (!doc.contains("seat_coins") || !doc.at("seat_coins").is_array() ||
        doc.at("seat_coins").size() != 4) {
        value("seat_coins", "must be a list of 4 integers (1st to 4th seat)");
    } else {
        r.seatCoins.clear();
        for (const json& v : doc.at("seat_coins")) {
            const auto coins = integerIn(v, 0, 1000);
            if (!coins) {
                value("seat_coins", "must hold integers from 0 to 1000");
                break;
            }
            r.seatCoins.push_back(static_cast<int>(*coins));
        }
    }
    if (!doc.contains("objectives_by_players") || !doc.at("objectives_by_players").is_object()) {
        value("objectives_by_players", "missing object");
    } else {
        r.objectivesByPlayers.clear();
        for (int n = 1; n <= 4; ++n) {
            const std::string key = std::to_string(n);
            auto v = intField(doc.at("objectives_by_players"), key.c_str(), err);
            if (!v)
                value("objectives_by_players", err);
            else if (*v < 0 || *v > kObjectiveCount)
                value("objectives_by_players",
                      "\"" + key + "\" must be 0 to " + std::to_string(kObjectiveCount));
            else
                r.objectivesByPlayers[n] = *v;
        }
    }
    if (!doc.contains("improvement_points") || !doc.at("improvement_points").is_object()) {
        value("improvement_points", "missing object");
    } else {
        for (Improvement imp : kImprovements) {
            const std::string key(name(imp));
            auto v = intField(doc.at("improvement_points"), key.c_str(), err);
            if (!v || *v < 0 || *v > 1000)
                value("improvement_points", v ? "\"" + key + "\" must be 0 to 1000" : err);
            else
                r.improvementPoints[imp] = *v;
        }
    }
    if (r.handSize > r.rounds)
        value("hand_size", "must not exceed rounds");
    return r;
}

} // namespace frosted::data
