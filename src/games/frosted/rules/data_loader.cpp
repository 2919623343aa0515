#include "frosted/rules/data_loader.h"

#include "engine/files.h"
#include "engine/input.h"
#include "frosted/rules/game.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <set>

namespace frosted {

using nlohmann::json;

namespace {

constexpr int kTileCount = 44;         // [fact] 44 double-sided Landscape tiles
constexpr int kStartingTileCount = 4;  // [fact] one per colour
constexpr int kObjectiveCount = 21;    // [fact] 7 types x 3
constexpr int kGardenerCardCount = 15; // [fact]

// Collects the problems of one file, each naming the file, the item and, where it is in one,
// the field. The one-line text is "file: item: what" (the command line's wording).
class Problems {
  public:
    explicit Problems(std::vector<DataProblem>& all) : all_(all) {}
    void add(const std::string& file, const std::string& item, const std::string& what) {
        inField(file, item, "", "", what);
    }
    // A problem in `field`; `prefix` is how the text names the field before `what` ("front
    // face: ", "rows: ", "\"types\" "; empty when `what` names it itself).
    void inField(const std::string& file, const std::string& item, const std::string& field,
                 const std::string& prefix, const std::string& what) {
        all_.push_back({file, item, field, what,
                        file + ": " + (item.empty() ? "" : item + ": ") + prefix + what});
    }

  private:
    std::vector<DataProblem>& all_;
};

std::string describeType(const json& j) {
    return j.type_name();
}

// Reads "<key>" as an integer field of `obj`; on error reports and returns nullopt.
std::optional<int> intField(const json& obj, const char* key, std::string& err) {
    if (!obj.is_object() || !obj.contains(key)) {
        err = std::string("missing field \"") + key + "\"";
        return std::nullopt;
    }
    const json& v = obj.at(key);
    if (!v.is_number_integer()) {
        err = std::string("field \"") + key + "\" must be an integer, not " + describeType(v);
        return std::nullopt;
    }
    const auto value = integerIn(v, -1000000, 1000000);
    if (!value) {
        err = std::string("field \"") + key + "\" is out of range (-1000000 to 1000000)";
        return std::nullopt;
    }
    return static_cast<int>(*value);
}

std::optional<std::string> stringField(const json& obj, const char* key, std::string& err) {
    if (!obj.is_object() || !obj.contains(key)) {
        err = std::string("missing field \"") + key + "\"";
        return std::nullopt;
    }
    if (!obj.at(key).is_string()) {
        err = std::string("field \"") + key + "\" must be a string";
        return std::nullopt;
    }
    return obj.at(key).get<std::string>();
}

std::uint64_t fnv1a(std::uint64_t h, const std::string& bytes) {
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

// One data file as read: its text, or why it could not be read.
struct DataText {
    std::optional<std::string> text;
    std::string error;
};

// Parses one file's text within InputLimits; on failure (or when it could not be read) reports
// and returns a null json.
json parseDataFile(const std::string& file, const DataText& in, Problems& problems,
                   std::uint64_t& hash) {
    if (!in.text) {
        problems.add(file, "", in.error);
        return json();
    }
    hash = fnv1a(fnv1a(hash, file), *in.text);
    try {
        return parseJson(*in.text);
    } catch (const InputError& e) {
        problems.add(file, "", std::string("malformed JSON at ") + e.what());
        return json();
    }
}

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

} // namespace

namespace {
// At most 100 problems, each one line of at most 300 bytes: a broken file never swamps.
std::vector<DataProblem> bounded(std::vector<DataProblem> problems) {
    constexpr std::size_t kMax = 100;
    const std::size_t more = problems.size() > kMax ? problems.size() - kMax : 0;
    if (more)
        problems.resize(kMax);
    for (DataProblem& p : problems)
        for (std::string* part : {&p.file, &p.item, &p.field, &p.message, &p.text})
            *part = oneLine(*part, 300);
    if (more) {
        const std::string what = "... and " + std::to_string(more) + " more problems";
        problems.push_back({"", "", "", what, what});
    }
    return problems;
}

std::vector<DataProblem> wholeSet(std::vector<std::string> problems) {
    std::vector<DataProblem> out;
    for (std::string& p : problems)
        out.push_back({"", "", "", p, p});
    return out;
}

std::vector<std::string> texts(const std::vector<DataProblem>& problems) {
    std::vector<std::string> out;
    for (const DataProblem& p : problems)
        out.push_back(p.text);
    return out;
}
} // namespace

DataError::DataError(std::vector<DataProblem> problems_in)
    : DataError(bounded(std::move(problems_in)), 0) {}

DataError::DataError(std::vector<std::string> problems_in)
    : DataError(wholeSet(std::move(problems_in))) {}

DataError::DataError(std::vector<DataProblem> problems, int)
    : std::runtime_error([&] {
          std::string s = "invalid component data (" + std::to_string(problems.size()) +
                          (problems.size() == 1 ? " problem)" : " problems)");
          for (const auto& p : problems)
              s += "\n  " + p.text;
          return s;
      }()),
      details_(std::move(problems)), problems_(texts(details_)) {}

namespace {
// The running program's folder (Linux: /proc/self/exe), or empty when it cannot be told.
std::filesystem::path programDir() {
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : exe.parent_path();
}
} // namespace

std::filesystem::path defaultDataDir() {
    // An installed program finds its data relative to itself (bin/../share/frosted-blooms/data
    // with the usual layout), so an install tree can be moved or unpacked anywhere; a program
    // run from its build folder uses the source tree's data/. When neither is there, the
    // installed place is the one named in the messages.
    const std::filesystem::path dir = programDir();
    const std::filesystem::path source = FROSTED_DEFAULT_DATA_DIR;
    if (dir.empty())
        return source;
    const std::filesystem::path installed = (dir / FROSTED_DATA_FROM_BIN).lexically_normal();
    std::error_code ec;
    if (std::filesystem::exists(installed / "tiles.json", ec) ||
        !std::filesystem::exists(source / "tiles.json", ec))
        return installed;
    return source;
}

bool faceFromJson(const json& j, Face& out, std::vector<std::string>& problems) {
    const std::size_t before = problems.size();
    if (!j.is_object() || !j.contains("cells") || !j.at("cells").is_array()) {
        problems.push_back("a face must be an object with a list \"cells\"");
        return false;
    }
    const json& cells = j.at("cells");
    if (cells.empty()) {
        problems.push_back("a face needs at least one cell");
        return false;
    }
    if (cells.size() > static_cast<std::size_t>(kMaxFaceCells)) {
        problems.push_back("a face has at most " + std::to_string(kMaxFaceCells) + " cells, not " +
                           std::to_string(cells.size()));
        return false;
    }
    Face f;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const json& c = cells[i];
        const std::string where = "cell " + std::to_string(i + 1) + ": ";
        std::string err;
        auto x = intField(c, "x", err);
        auto y = x ? intField(c, "y", err) : std::nullopt;
        auto type = y ? stringField(c, "type", err) : std::nullopt;
        if (!type) {
            problems.push_back(where + err);
            continue;
        }
        auto lt = parseLandType(*type);
        if (!lt) {
            problems.push_back(where + "unknown type " + shown(*type));
            continue;
        }
        Cell cell{*x, *y, *lt, 0};
        if (isFlower(*lt)) {
            auto flowers = intField(c, "flowers", err);
            if (!flowers || *flowers < 1 || *flowers > 3) {
                problems.push_back(where + "a " + *type + " space needs \"flowers\" from 1 to 3");
                continue;
            }
            cell.flowers = *flowers;
        } else if (c.contains("flowers")) {
            problems.push_back(where + "a water space has no flowers");
            continue;
        }
        f.cells.push_back(cell);
    }
    if (problems.size() != before)
        return false;
    int minX = f.cells.front().x, maxX = minX, minY = f.cells.front().y, maxY = minY;
    for (const Cell& c : f.cells) {
        minX = std::min(minX, c.x);
        maxX = std::max(maxX, c.x);
        minY = std::min(minY, c.y);
        maxY = std::max(maxY, c.y);
    }
    if (maxX - minX >= kMaxFaceExtent || maxY - minY >= kMaxFaceExtent) {
        problems.push_back("a face fits in " + std::to_string(kMaxFaceExtent) + " x " +
                           std::to_string(kMaxFaceExtent) + " cells; this one is " +
                           std::to_string(maxX - minX + 1) + " x " +
                           std::to_string(maxY - minY + 1));
        return false;
    }
    std::vector<Point> pts;
    for (const Cell& c : f.cells)
        pts.push_back(c.point());
    if (!hasDistinctCells(pts)) {
        problems.push_back("a cell is listed twice");
        return false;
    }
    if (!isOrthogonallyConnected(pts)) {
        problems.push_back("the cells are not orthogonally connected");
        return false;
    }
    out = normalised(std::move(f));
    return true;
}

json faceToJson(const Face& f) {
    json cells = json::array();
    for (const Cell& c : f.cells) {
        json jc = {{"x", c.x}, {"y", c.y}, {"type", std::string(name(c.type))}};
        if (isFlower(c.type))
            jc["flowers"] = c.flowers;
        cells.push_back(std::move(jc));
    }
    return json{{"cells", std::move(cells)}};
}

bool checkLandscapeFace(const Face& f, std::vector<std::string>& problems) {
    const std::size_t before = problems.size();
    if (f.cells.size() != 5)
        problems.push_back("has " + std::to_string(f.cells.size()) +
                           " spaces; a Landscape face has 5 (R-GEO-2)");
    LandValues count;
    int flowers = 0;
    std::vector<Point> water;
    for (const Cell& c : f.cells) {
        ++count[c.type];
        flowers += c.flowers;
        if (c.type == LandType::Water)
            water.push_back(c.point());
    }
    for (LandType t : {LandType::Purple, LandType::Red, LandType::White})
        if (count[t] != 1)
            problems.push_back("has " + std::to_string(count[t]) + " " + std::string(name(t)) +
                               " spaces; a Landscape face has exactly 1 (R-GEO-2)");
    if (count[LandType::Water] != 2)
        problems.push_back("has " + std::to_string(count[LandType::Water]) +
                           " water spaces; a Landscape face has exactly 2 (R-GEO-2)");
    else if (!isOrthogonallyConnected(water))
        problems.push_back("its 2 water spaces are not orthogonally adjacent (R-GEO-2)");
    if (flowers != 6)
        problems.push_back("shows " + std::to_string(flowers) +
                           " flowers; a Landscape face shows exactly 6 (R-GEO-2)");
    return problems.size() == before;
}

// One file of a DataSetLoader: its text, its JSON and the problems and items of its own checks.
// The card files read rules.json's values, so only their JSON is kept; build() checks them.
struct DataSetLoader::Part {
    DataText in;
    json doc;
    std::vector<DataProblem> parseProblems, itemProblems;
    RuleValues rules;
    std::vector<Tile> tiles;
    std::vector<StartingTile> startingTiles;
    std::vector<ObjectiveTile> objectives;
};

const std::array<const char*, 6>& DataSetLoader::fileNames() {
    // The order the files are read, checked and hashed in.
    static const std::array<const char*, 6> names = {"tiles.json",           "starting_tiles.json",
                                                     "cards.json",           "objectives.json",
                                                     "master_gardener.json", "rules.json"};
    return names;
}

DataSetLoader::DataSetLoader() {
    for (const char* file : fileNames())
        set(file, std::nullopt, "missing from the data set");
}

void DataSetLoader::setText(const std::string& file, std::string text) {
    const auto& names = fileNames();
    const auto at = std::find(names.begin(), names.end(), file);
    if (at != names.end()) {
        const auto& part = parts_[static_cast<std::size_t>(at - names.begin())];
        if (part && part->in.text == text)
            return; // unchanged: its checks stand
    }
    if (text.size() > InputLimits::kMaxFileBytes)
        set(file, std::nullopt,
            "is " + std::to_string(text.size()) + " bytes; the limit is " +
                std::to_string(InputLimits::kMaxFileBytes));
    else
        set(file, std::move(text), {});
}

void DataSetLoader::setUnreadable(const std::string& file, std::string why) {
    set(file, std::nullopt, std::move(why));
}

void DataSetLoader::set(const std::string& file, std::optional<std::string> text, std::string why) {
    const auto& names = fileNames();
    const auto at = std::find(names.begin(), names.end(), file);
    if (at == names.end())
        return;
    auto part = std::make_shared<Part>();
    part->in.text = std::move(text);
    part->in.error = std::move(why);
    {
        Problems problems(part->parseProblems);
        std::uint64_t unused = 0;
        part->doc = parseDataFile(file, part->in, problems, unused);
    }
    Problems problems(part->itemProblems);
    switch (at - names.begin()) {
    case 0:
        part->tiles = loadTiles(part->doc, problems);
        break;
    case 1:
        part->startingTiles = loadStartingTiles(part->doc, problems);
        break;
    case 3:
        part->objectives = loadObjectives(part->doc, problems);
        break;
    case 5:
        part->rules = loadRules(part->doc, problems);
        break;
    default:
        break; // cards.json and master_gardener.json: checked by build()
    }
    parts_[static_cast<std::size_t>(at - names.begin())] = std::move(part);
}

ComponentsPtr DataSetLoader::build() const {
    const Part &tiles = *parts_[0], &start = *parts_[1], &cards = *parts_[2],
               &objectives = *parts_[3], &gardener = *parts_[4], &rules = *parts_[5];
    std::vector<DataProblem> all;
    std::uint64_t hash = 1469598103934665603ull;
    for (std::size_t i = 0; i < parts_.size(); ++i) {
        const Part& p = *parts_[i];
        all.insert(all.end(), p.parseProblems.begin(), p.parseProblems.end());
        if (p.in.text)
            hash = fnv1a(fnv1a(hash, fileNames()[i]), *p.in.text);
    }
    auto set = std::make_shared<ComponentSet>();
    set->rules = rules.rules;
    set->tiles = tiles.tiles;
    set->startingTiles = start.startingTiles;
    set->objectives = objectives.objectives;
    // The problems in the order of one file after another: rules, tiles, starting tiles, cards,
    // objectives, Master Gardener cards, then across files.
    for (const Part* p : {&rules, &tiles, &start})
        all.insert(all.end(), p->itemProblems.begin(), p->itemProblems.end());
    Problems problems(all);
    set->cards = loadCards(cards.doc, set->rules.rounds, problems);
    all.insert(all.end(), objectives.itemProblems.begin(), objectives.itemProblems.end());
    set->gardenerCards = loadGardenerCards(gardener.doc, set->rules.marketSlots, problems);

    // Cross-file rules, each a problem of a rule value.
    auto rule = [&](const std::string& key, const std::string& what) {
        problems.inField("rules.json", "", key, key + ": ", what);
    };
    if (!gardener.doc.is_null() &&
        set->rules.gardenerDeckSize > static_cast<int>(set->gardenerCards.size()))
        rule("gardener_deck_size", "exceeds the Master Gardener's cards");
    if (!gardener.doc.is_null() && set->rules.gardenerDeckSize != set->rules.rounds)
        rule("gardener_deck_size",
             "must equal rounds: the Master Gardener plays one card per round");
    if (!tiles.doc.is_null() && set->rules.marketSlots - 1 > static_cast<int>(set->tiles.size()))
        rule("market_slots", "more slots than tiles");
    if (!all.empty())
        throw DataError(std::move(all));

    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    set->contentHash = hex;
    set->derived = DerivedTables::build(*set);
    return set;
}

ComponentsPtr loadComponents(const std::filesystem::path& dir) {
    DataSetLoader loader;
    return loadComponents(dir, loader);
}

ComponentsPtr loadComponents(const std::filesystem::path& dir, DataSetLoader& loader) {
    // The file system's answer in words (engine/files.h): a loop of symbolic links or a folder
    // out of reach says so, never a library's exception text.
    if (const engine::PathInfo where = engine::inspect(dir);
        where.kind != engine::PathKind::Folder) {
        const std::string what = where.kind == engine::PathKind::Unreadable
                                     ? "not a data directory: it " + where.reason
                                     : "not a data directory";
        throw DataError(std::vector<DataProblem>{{"", "", "", what, dir.string() + ": " + what}});
    }
    for (const char* file : DataSetLoader::fileNames()) {
        try {
            loader.setText(file, readRegularFile(dir / file));
        } catch (const InputError& e) {
            loader.setUnreadable(file, e.what());
        }
    }
    return loader.build();
}

ComponentsPtr loadComponentsFromTexts(const std::map<std::string, std::string>& files) {
    DataSetLoader loader;
    for (const auto& [file, text] : files)
        loader.setText(file, text);
    return loader.build();
}

namespace {
template <class V>
std::optional<int> findId(const V& items, std::string_view id) {
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id)
            return static_cast<int>(i);
    return std::nullopt;
}
} // namespace

std::optional<int> ComponentSet::tileIndex(std::string_view id) const {
    return findId(tiles, id);
}
std::optional<int> ComponentSet::startingTileIndex(std::string_view id) const {
    return findId(startingTiles, id);
}
std::optional<int> ComponentSet::cardIndex(std::string_view id) const {
    return findId(cards, id);
}
std::optional<int> ComponentSet::objectiveIndex(std::string_view id) const {
    return findId(objectives, id);
}
std::optional<int> ComponentSet::gardenerCardIndex(std::string_view id) const {
    return findId(gardenerCards, id);
}

} // namespace frosted
