// Blossoms' data set (spec/blossoms/COMPONENTS.md "Validation"): one JSON file read within the
// input limits and checked rule by rule; every problem is collected before anything is refused.
#include "blossoms/rules/data_loader.h"

#include "engine/files.h"
#include "engine/input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <set>

namespace blossoms {

using nlohmann::json;

namespace {

std::vector<std::string> texts(const std::vector<DataProblem>& problems) {
    std::vector<std::string> out;
    for (const DataProblem& p : problems)
        out.push_back(p.text);
    return out;
}

class Problems {
  public:
    void add(const std::string& item, const std::string& what) {
        list_.push_back(
            {item, what, engine::oneLine(std::string(kDataFile) + ": " + item + ": " + what)});
    }
    bool empty() const { return list_.empty(); }
    std::vector<DataProblem> take() { return std::move(list_); }

  private:
    std::vector<DataProblem> list_;
};

bool isLower(char c) {
    return c >= 'a' && c <= 'z';
}
bool isLetter(char c) {
    return isLower(c) || (c >= 'A' && c <= 'Z');
}
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// COMPONENTS.md 2: 1-32 characters of a-z and _, starting with a letter.
bool goodTypeId(const std::string& id) {
    return !id.empty() && id.size() <= 32 && isLower(id[0]) &&
           std::all_of(id.begin(), id.end(), [](char c) { return isLower(c) || c == '_'; });
}

// COMPONENTS.md 3: 1-16 letters, digits, _ or -, starting with a letter.
bool goodCardId(const std::string& id) {
    return !id.empty() && id.size() <= 16 && isLetter(id[0]) &&
           std::all_of(id.begin(), id.end(),
                       [](char c) { return isLetter(c) || isDigit(c) || c == '_' || c == '-'; });
}

const json* field(const json& o, const char* key) {
    if (!o.is_object())
        return nullptr;
    const auto it = o.find(key);
    return it == o.end() ? nullptr : &*it;
}

std::string optionalText(const json& o, const char* key) {
    const json* v = field(o, key);
    return v && v->is_string() ? v->get<std::string>() : std::string();
}

void readTypes(const json* types, ComponentSet& set, Problems& problems) {
    if (!types || !types->is_array()) {
        problems.add("types", "must be a list of exactly " + std::to_string(kTypes) + " types");
        return;
    }
    if (types->size() != static_cast<std::size_t>(kTypes))
        problems.add("types", "must be a list of exactly " + std::to_string(kTypes) +
                                  " types, not " + std::to_string(types->size()));
    std::set<std::string> seen;
    for (std::size_t i = 0; i < types->size(); ++i) {
        const json& t = (*types)[i];
        const std::string where = "types[" + std::to_string(i) + "]";
        const json* id = field(t, "id");
        if (!t.is_object()) {
            problems.add(where, "must be an object");
            continue;
        }
        if (!id || !id->is_string() || !goodTypeId(id->get<std::string>())) {
            problems.add(where,
                         "id must be 1 to 32 characters of a-z and _, starting with a letter");
            continue;
        }
        const std::string name = id->get<std::string>();
        if (!seen.insert(name).second) {
            problems.add("type " + name, "id used twice");
            continue;
        }
        set.types.push_back({name, optionalText(t, "name"), optionalText(t, "latin")});
    }
}

void readCards(const json* cards, ComponentSet& set, Problems& problems, bool typesOk) {
    if (!cards || !cards->is_array()) {
        problems.add("cards", "must be a list of exactly " + std::to_string(kCards) + " cards");
        return;
    }
    if (cards->size() != static_cast<std::size_t>(kCards))
        problems.add("cards", "must be a list of exactly " + std::to_string(kCards) +
                                  " cards, not " + std::to_string(cards->size()));
    std::set<std::string> seen;
    std::vector<int> perType(set.types.size(), 0);
    for (std::size_t i = 0; i < cards->size(); ++i) {
        const json& c = (*cards)[i];
        std::string where = "cards[" + std::to_string(i) + "]";
        if (!c.is_object()) {
            problems.add(where, "must be an object");
            continue;
        }
        const json* id = field(c, "id");
        if (!id || !id->is_string() || !goodCardId(id->get<std::string>())) {
            problems.add(where,
                         "id must be 1 to 16 letters, digits, _ or -, starting with a letter");
            continue;
        }
        Card card;
        card.id = id->get<std::string>();
        where = card.id;
        if (!seen.insert(card.id).second) {
            problems.add(where, "id used twice");
            continue;
        }
        const json* type = field(c, "type");
        const auto t =
            type && type->is_string() ? set.typeIndex(type->get<std::string>()) : std::nullopt;
        if (!t) {
            if (type && type->is_string()) {
                if (typesOk)
                    problems.add(where, "unknown type " + engine::shown(type->get<std::string>()));
            } else
                problems.add(where, "type must be the id of a type");
            continue;
        }
        card.type = *t;
        ++perType[static_cast<std::size_t>(*t)];
        set.cards.push_back(std::move(card));
    }
    for (std::size_t t = 0; t < set.types.size(); ++t)
        if (perType[t] != kCardsPerType)
            problems.add("type " + set.types[t].id, "has " + std::to_string(perType[t]) +
                                                        " cards; every type has " +
                                                        std::to_string(kCardsPerType));
}

void readPots(const json* pots, ComponentSet& set, Problems& problems) {
    if (!pots || !pots->is_array() || pots->size() != static_cast<std::size_t>(kPots)) {
        problems.add("pots", "must be a list of exactly 4 pots");
        if (!pots || !pots->is_array())
            return;
    }
    std::map<Tool, int> where;
    for (std::size_t i = 0; i < pots->size(); ++i) {
        const std::string item = "pot " + std::to_string(i + 1);
        const json& p = (*pots)[i];
        if (!p.is_object()) {
            problems.add(item, "must be an object");
            continue;
        }
        const json* id = field(p, "id");
        if (!id || engine::integerIn(*id, static_cast<std::int64_t>(i + 1),
                                     static_cast<std::int64_t>(i + 1)) == std::nullopt)
            problems.add(item, "id must be " + std::to_string(i + 1) + " (its place in the row)");
        const json* tool = field(p, "tool");
        const auto t = tool && tool->is_string() ? toolOf(tool->get<std::string>()) : std::nullopt;
        if (!t) {
            problems.add(item, "tool must be one of watering_can, fence, rake, pruner");
            continue;
        }
        if (const auto other = where.find(*t); other != where.end()) {
            problems.add(item, "tool " + std::string(toolName(*t)) + " is also on pot " +
                                   std::to_string(other->second));
            continue;
        }
        where[*t] = static_cast<int>(i + 1);
        if (i < static_cast<std::size_t>(kPots))
            set.pots[i] = *t;
    }
}

// A score table: exactly the keys "lo" .. "hi", each a whole number from 0 to 1000.
std::map<int, int> readTable(const json* table, const std::string& item, int lo, int hi,
                             bool keysKnown, Problems& problems) {
    std::map<int, int> out;
    if (!table || !table->is_object()) {
        problems.add(item, "must be an object of points by " +
                               std::string(item.ends_with("value") ? "height" : "number of types"));
        return out;
    }
    for (const auto& [key, value] : table->items()) {
        const auto k = engine::plainDecimal(key);
        if (keysKnown && (!k || *k < lo || *k > hi)) {
            problems.add(item, "unexpected key " + engine::shown(key) + " (the keys are \"" +
                                   std::to_string(lo) + "\" to \"" + std::to_string(hi) + "\")");
            continue;
        }
        const auto v = engine::integerIn(value, 0, 1000);
        if (!v) {
            problems.add(item, engine::shown(key) + " must be a whole number from 0 to 1000");
            continue;
        }
        if (k)
            out[*k] = static_cast<int>(*v);
    }
    if (keysKnown)
        for (int k = lo; k <= hi; ++k)
            if (!table->contains(std::to_string(k)))
                problems.add(item, "missing \"" + std::to_string(k) + "\"");
    return out;
}

// COMPONENTS.md 6; returns whether every value read.
bool readRules(const json* rules, RuleValues& r, Problems& problems, bool& heightsOk) {
    heightsOk = false;
    if (!rules || !rules->is_object()) {
        problems.add("rules", "must be an object");
        return false;
    }
    bool ok = true;
    auto whole = [&](const char* key, int lo, int hi, int& out) {
        const json* v = field(*rules, key);
        const auto n = v ? engine::integerIn(*v, lo, hi) : std::nullopt;
        if (!n) {
            problems.add(std::string("rules.") + key, "must be a whole number from " +
                                                          std::to_string(lo) + " to " +
                                                          std::to_string(hi));
            ok = false;
            return false;
        }
        out = static_cast<int>(*n);
        return true;
    };
    r.players.clear();
    const json* players = field(*rules, "players");
    bool playersOk = players && players->is_array() && !players->empty();
    if (playersOk)
        for (const json& p : *players) {
            const auto n = engine::integerIn(p, 2, 3);
            if (!n || std::count(r.players.begin(), r.players.end(), static_cast<int>(*n))) {
                playersOk = false;
                break;
            }
            r.players.push_back(static_cast<int>(*n));
        }
    if (!playersOk) {
        problems.add("rules.players", "must be a non-empty list of distinct counts from {2, 3}");
        ok = false;
    }
    r.tokensByPlayers.clear();
    const json* tokens = field(*rules, "tokens_by_players");
    if (!tokens || !tokens->is_object()) {
        problems.add("rules.tokens_by_players", "must be an object of tokens by player count");
        ok = false;
    } else if (playersOk) {
        for (int n : r.players) {
            const json* v = field(*tokens, std::to_string(n).c_str());
            const auto t = v ? engine::integerIn(*v, 0, 10) : std::nullopt;
            if (!v)
                problems.add("rules.tokens_by_players", "missing \"" + std::to_string(n) + "\"");
            else if (!t)
                problems.add("rules.tokens_by_players",
                             "\"" + std::to_string(n) + "\" must be a whole number from 0 to 10");
            else {
                r.tokensByPlayers[n] = static_cast<int>(*t);
                continue;
            }
            ok = false;
        }
    }
    whole("hand_size", 0, 10, r.handSize);
    whole("removed_cards", 0, 10, r.removedCards);
    const bool maxOk = whole("max_height", 2, 20, r.maxHeight);
    const bool minOk = whole("min_cut", 1, 20, r.minCut);
    if (minOk && maxOk && r.minCut > r.maxHeight) {
        problems.add("rules.min_cut",
                     "must not be larger than max_height (" + std::to_string(r.maxHeight) + ")");
        ok = false;
    }
    heightsOk = minOk && maxOk && r.minCut <= r.maxHeight;
    whole("rake_cards", 1, 10, r.rakeCards);
    return ok;
}

ComponentsPtr build(std::string_view text) {
    auto set = std::make_shared<ComponentSet>();
    Problems problems;
    json doc;
    try {
        doc = engine::parseJson(text);
    } catch (const engine::InputError& e) {
        problems.add("(file)", std::string("is not JSON: ") + e.what());
        throw DataError(problems.take());
    }
    if (!doc.is_object()) {
        problems.add("(file)", "must be a JSON object");
        throw DataError(problems.take());
    }
    Problems ruleProblems;
    bool heightsOk = false;
    const bool rulesOk = readRules(field(doc, "rules"), set->rules, ruleProblems, heightsOk);
    readTypes(field(doc, "types"), *set, problems);
    readCards(field(doc, "cards"), *set, problems, !set->types.empty());
    readPots(field(doc, "pots"), *set, problems);
    const json* card = field(doc, "score_card");
    if (!card || !card->is_object())
        problems.add("score_card", "must be an object with flower_value and flower_types");
    else {
        const RuleValues& r = set->rules;
        set->flowerValue = readTable(field(*card, "flower_value"), "score_card.flower_value",
                                     r.minCut, r.maxHeight, heightsOk, problems);
        const auto types = readTable(field(*card, "flower_types"), "score_card.flower_types", 0,
                                     kTypes, true, problems);
        for (const auto& [k, v] : types)
            if (k == static_cast<int>(set->flowerTypes.size()))
                set->flowerTypes.push_back(v);
    }
    for (DataProblem& p : ruleProblems.take())
        problems.add(p.item, p.message);
    // COMPONENTS.md 7: enough cards for the largest game.
    if (rulesOk && field(doc, "cards") && field(doc, "cards")->is_array()) {
        const int largest = *std::max_element(set->rules.players.begin(), set->rules.players.end());
        const int need = kPots + set->rules.removedCards + largest * set->rules.handSize + 1;
        const int have = static_cast<int>(field(doc, "cards")->size());
        if (have < need)
            problems.add("cards", "has " + std::to_string(have) +
                                      " cards; the largest game needs " + std::to_string(need));
    }
    if (!problems.empty())
        throw DataError(problems.take());
    const std::uint64_t hash =
        engine::fnv1a(engine::fnv1a(1469598103934665603ull, kDataFile), text);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    set->contentHash = hex;
    return set;
}

} // namespace

DataError::DataError(std::vector<DataProblem> problems)
    : std::runtime_error(engine::invalidDataMessage(texts(problems))),
      details_(std::move(problems)), problems_(texts(details_)) {}

std::filesystem::path defaultDataDir() {
    return engine::bundledDataDir(BLOSSOMS_DEFAULT_DATA_DIR, BLOSSOMS_DATA_FROM_BIN, kDataFile);
}

ComponentsPtr loadComponentsFromText(std::string_view text) {
    return build(text);
}

ComponentsPtr loadComponents(const std::filesystem::path& dir) {
    std::string text;
    try {
        text = engine::readRegularFile(dir / kDataFile);
    } catch (const engine::InputError& e) {
        throw DataError({{"(file)", e.what(),
                          engine::oneLine(std::string(kDataFile) + ": (file): " + e.what())}});
    }
    return build(text);
}

} // namespace blossoms
