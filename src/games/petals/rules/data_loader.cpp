// Petals' data set (spec/petals/COMPONENTS.md): three JSON files read within the input limits and
// checked rule by rule; every problem is collected before anything is refused.
#include "petals/rules/data_loader.h"

#include "engine/files.h"
#include "engine/input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <set>

namespace petals {

using nlohmann::json;

namespace {

constexpr int kCardCount = 38;   // [fact] COMPONENTS.md
constexpr int kLadybugCount = 3; // [fact]
constexpr const char* kFiles[] = {"cards.json", "trackers.json", "rules.json"};
constexpr const char* kEdgeNames[] = {"n", "e", "s", "w"};

std::vector<std::string> texts(const std::vector<DataProblem>& problems) {
    std::vector<std::string> out;
    for (const DataProblem& p : problems)
        out.push_back(p.text);
    return out;
}

class Problems {
  public:
    void add(const std::string& file, const std::string& item, const std::string& what) {
        std::string text = file;
        if (!item.empty())
            text += (text.empty() ? "" : ": ") + item;
        text += (text.empty() ? "" : ": ") + what;
        list_.push_back({file, item, what, engine::oneLine(text)});
    }
    bool empty() const { return list_.empty(); }
    std::size_t size() const { return list_.size(); }
    std::vector<DataProblem> take() { return std::move(list_); }

  private:
    std::vector<DataProblem> list_;
};

// A card id: 1-40 printable characters, no space or control character (a token of the action
// language).
bool goodId(const std::string& id) {
    if (id.empty() || id.size() > 40)
        return false;
    return std::all_of(id.begin(), id.end(), [](unsigned char c) { return c > 0x20 && c != 0x7f; });
}

std::optional<int> wholeIn(const json& j, int lo, int hi) {
    const auto v = engine::integerIn(j, lo, hi);
    return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
}

std::optional<HalfFlower> readEdge(const json& e, const std::string& where, Problems& problems) {
    const std::string file = "cards.json";
    if (!e.is_object()) {
        problems.add(file, where, "must be an object");
        return std::nullopt;
    }
    HalfFlower h;
    bool ok = true;
    const auto flower = e.find("flower");
    if (flower == e.end() || !flower->is_string() || !elementOf(flower->get<std::string>())) {
        problems.add(file, where, "flower must be fire, air, earth or water");
        ok = false;
    } else
        h.flower = *elementOf(flower->get<std::string>());
    const bool hasNumber = e.contains("number"), hasSymbol = e.contains("symbol");
    if (hasNumber == hasSymbol) {
        problems.add(file, where, "needs exactly one of number and symbol");
        return std::nullopt;
    }
    if (hasNumber) {
        const auto n = wholeIn(e.at("number"), 1, 9);
        if (!n) {
            problems.add(file, where, "number must be a whole number from 1 to 9");
            return std::nullopt;
        }
        h.number = static_cast<std::uint8_t>(*n);
    } else {
        const json& s = e.at("symbol");
        if (!s.is_string() || !elementOf(s.get<std::string>())) {
            problems.add(file, where, "symbol must be fire, air, earth or water");
            return std::nullopt;
        }
        h.number = 0;
        h.symbol = *elementOf(s.get<std::string>());
    }
    return ok ? std::optional<HalfFlower>(h) : std::nullopt;
}

// The card's four edges turned `r` quarter turns: equal cards under rotation (R-PE-CARD-4).
bool equalUnderRotation(const Card& a, const Card& b) {
    for (int r = 0; r < 4; ++r) {
        bool same = true;
        for (int d = 0; d < 4 && same; ++d)
            same = a.edges[static_cast<std::size_t>(d)] ==
                   b.edges[static_cast<std::size_t>((d + r) % 4)];
        if (same)
            return true;
    }
    return false;
}

void readCards(const json& doc, ComponentSet& set, Problems& problems) {
    const std::string file = "cards.json";
    if (!doc.is_object() || !doc.contains("cards") || !doc.at("cards").is_array()) {
        problems.add(file, "", "needs a list \"cards\"");
        return;
    }
    std::set<std::string> ids;
    int n = 0;
    bool allRead = true;
    for (const json& c : doc.at("cards")) {
        ++n;
        std::string item = "card " + std::to_string(n);
        if (!c.is_object()) {
            problems.add(file, item, "must be an object");
            allRead = false;
            continue;
        }
        Card card;
        const auto id = c.find("id");
        if (id == c.end() || !id->is_string() || !goodId(id->get<std::string>())) {
            problems.add(file, item, "id must be 1 to 40 printable characters without spaces");
            allRead = false;
        } else {
            card.id = id->get<std::string>();
            item = card.id;
            if (!ids.insert(card.id).second) {
                problems.add(file, item, "id used twice");
                allRead = false;
            }
        }
        bool ok = !card.id.empty();
        const auto edges = c.find("edges");
        if (edges == c.end() || !edges->is_array() || edges->size() != 4) {
            problems.add(file, item,
                         "edges must be a list of 4 half-flowers (north, east, "
                         "south, west)");
            ok = false;
        } else
            for (std::size_t d = 0; d < 4; ++d) {
                const auto h = readEdge(edges->at(d), item + ": edge " + kEdgeNames[d], problems);
                if (h)
                    card.edges[d] = *h;
                else
                    ok = false;
            }
        if (const auto lb = c.find("ladybug"); lb != c.end()) {
            if (!lb->is_boolean()) {
                problems.add(file, item, "ladybug must be true or false");
                ok = false;
            } else
                card.ladybug = lb->get<bool>();
        }
        // (The problem's item above is "<id>: edge e" for an edge: one line names both.)
        if (ok)
            set.cards.push_back(std::move(card));
        else
            allRead = false;
    }
    if (n != kCardCount)
        problems.add(file, "",
                     "has " + std::to_string(n) + " cards; Petals has " +
                         std::to_string(kCardCount));
    if (!allRead)
        return; // the set's own rules are judged on cards that all read
    const auto ladybugs =
        std::count_if(set.cards.begin(), set.cards.end(), [](const Card& c) { return c.ladybug; });
    if (ladybugs != kLadybugCount)
        problems.add(file, "",
                     "has " + std::to_string(ladybugs) + " ladybug cards; Petals has " +
                         std::to_string(kLadybugCount));
    for (std::size_t i = 0; i < set.cards.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (equalUnderRotation(set.cards[i], set.cards[j])) {
                problems.add(file, set.cards[i].id,
                             "equals " + set.cards[j].id + " under rotation (cards are unique)");
                break;
            }
    for (Element e : kAllElements) {
        bool flower = false, symbol = false;
        for (const Card& c : set.cards)
            for (const HalfFlower& h : c.edges) {
                flower = flower || h.flower == e;
                symbol = symbol || (h.isSymbol() && h.symbol == e);
            }
        if (!flower)
            problems.add(file, "", "no card shows a " + std::string(elementName(e)) + " flower");
        if (!symbol)
            problems.add(file, "", "no card shows the " + std::string(elementName(e)) + " symbol");
    }
}

void readTrackers(const json& doc, ComponentSet& set, Problems& problems) {
    const std::string file = "trackers.json";
    if (!doc.is_object() || !doc.contains("trackers") || !doc.at("trackers").is_array() ||
        doc.at("trackers").size() != kElements) {
        problems.add(file, "",
                     "needs a list \"trackers\" of exactly four: fire, air, earth, water");
        return;
    }
    for (std::size_t i = 0; i < kElements; ++i) {
        const json& t = doc.at("trackers").at(i);
        const std::string want(elementName(kAllElements[i]));
        std::string item = "tracker " + std::to_string(i + 1);
        if (!t.is_object()) {
            problems.add(file, item, "must be an object");
            continue;
        }
        Tracker tr;
        const auto id = t.find("id");
        if (id == t.end() || !id->is_string() || id->get<std::string>() != want) {
            problems.add(file, item,
                         "id must be \"" + want +
                             "\" (fire, air, earth, water in "
                             "that order)");
            continue;
        }
        tr.id = want;
        item = want;
        for (const char* key : {"name", "colour"}) {
            const auto v = t.find(key);
            if (v == t.end() || !v->is_string() || v->get<std::string>().empty())
                problems.add(file, item, std::string(key) + " must be a non-empty text");
            else
                (std::string_view(key) == "name" ? tr.name : tr.colour) = v->get<std::string>();
        }
        const auto cards = t.find("cards");
        if (cards == t.end() || !wholeIn(*cards, 2, 2))
            problems.add(file, item, "cards must be 2");
        const auto spaces = t.find("spaces");
        const auto sp = spaces == t.end() ? std::nullopt : wholeIn(*spaces, 1, 1000);
        if (!sp)
            problems.add(file, item, "spaces must be a whole number from 1 to 1000");
        else
            tr.spaces = *sp;
        set.trackers[i] = tr;
    }
}

void readRules(const json& doc, ComponentSet& set, Problems& problems) {
    const std::string file = "rules.json";
    if (!doc.is_object()) {
        problems.add(file, "", "must be an object");
        return;
    }
    RuleValues& r = set.rules;
    auto whole = [&](const json* v, const std::string& name, int lo, int hi, int& out) {
        const auto n = v ? wholeIn(*v, lo, hi) : std::nullopt;
        if (!n) {
            problems.add(file, name,
                         "must be a whole number from " + std::to_string(lo) + " to " +
                             std::to_string(hi));
            return false;
        }
        out = *n;
        return true;
    };
    auto field = [&](const json& o, const char* key) -> const json* {
        const auto it = o.is_object() ? o.find(key) : o.end();
        return o.is_object() && it != o.end() ? &*it : nullptr;
    };
    bool players = false;
    if (const json* p = field(doc, "players"); p && p->is_object()) {
        // Both are read (each problem told), then judged together.
        const bool min = whole(field(*p, "min"), "players.min", 2, 5, r.minPlayers);
        const bool max = whole(field(*p, "max"), "players.max", 2, 5, r.maxPlayers);
        players = min && max;
        if (players && r.minPlayers > r.maxPlayers) {
            problems.add(file, "players", "min must not be above max");
            players = false;
        }
    } else
        problems.add(file, "players", "must be an object with min and max");
    const bool hand = whole(field(doc, "hand_size"), "hand_size", 2, 5, r.handSize);
    const bool start = whole(field(doc, "start_cards"), "start_cards", 1, 5, r.startCards);
    const json* removal = field(doc, "removal");
    if (!removal || !removal->is_object())
        problems.add(file, "removal", "must be an object by player count");
    else if (players) {
        const int ladybugs = static_cast<int>(std::count_if(
            set.cards.begin(), set.cards.end(), [](const Card& c) { return c.ladybug; }));
        const int cards = static_cast<int>(set.cards.size());
        for (int n = r.minPlayers; n <= r.maxPlayers; ++n) {
            const std::string item = "removal." + std::to_string(n);
            const json* e = field(*removal, std::to_string(n).c_str());
            if (!e || !e->is_object()) {
                problems.add(file, item, "missing (one entry per player count)");
                continue;
            }
            RuleValues::Removal rm;
            const json* lb = field(*e, "ladybug");
            if (!lb || !lb->is_boolean()) {
                problems.add(file, item, "ladybug must be true or false");
                continue;
            }
            rm.ladybug = lb->get<bool>();
            if (!whole(field(*e, "random"), item + ".random", 0, kCardCount, rm.random))
                continue;
            r.removal[n] = rm;
            const int removed = (rm.ladybug ? ladybugs : 0) + rm.random;
            if (hand && start && !set.cards.empty() &&
                cards - removed < r.startCards + n * r.handSize)
                problems.add(file, item,
                             "leaves " + std::to_string(cards - removed) + " cards, fewer than " +
                                 std::to_string(r.startCards + n * r.handSize) +
                                 " to deal (starting cards and hands)");
        }
    }
    const json* colours = field(doc, "cube_colours");
    std::set<std::string> distinct;
    if (colours && colours->is_array())
        for (const json& c : *colours)
            if (c.is_string() && !c.get<std::string>().empty() &&
                distinct.insert(c.get<std::string>()).second)
                r.cubeColours.push_back(c.get<std::string>());
    if (!colours || !colours->is_array() ||
        static_cast<int>(r.cubeColours.size()) != static_cast<int>(colours->size()) ||
        static_cast<int>(r.cubeColours.size()) < (players ? r.maxPlayers : 5))
        problems.add(file, "cube_colours",
                     "must list at least " + std::to_string(players ? r.maxPlayers : 5) +
                         " different non-empty names");
}

} // namespace

DataError::DataError(std::vector<DataProblem> problems)
    : std::runtime_error(engine::invalidDataMessage(texts(problems))),
      details_(std::move(problems)), problems_(texts(details_)) {}

std::filesystem::path defaultDataDir() {
    return engine::bundledDataDir(PETALS_DEFAULT_DATA_DIR, PETALS_DATA_FROM_BIN, "cards.json");
}

namespace {
// The set from the files' texts; `unreadable` names the files that could not be read (their
// problems come first, the others are still checked).
ComponentsPtr build(const std::map<std::string, std::string>& files,
                    const std::map<std::string, std::string>& unreadable) {
    auto set = std::make_shared<ComponentSet>();
    Problems problems;
    for (const auto& [file, why] : unreadable)
        problems.add(file, "", why);
    std::uint64_t hash = 1469598103934665603ull;
    json docs[3];
    for (std::size_t i = 0; i < 3; ++i) {
        const auto f = files.find(kFiles[i]);
        if (f == files.end()) {
            if (!unreadable.count(kFiles[i]))
                problems.add(kFiles[i], "", "is missing");
            continue;
        }
        hash = engine::fnv1a(engine::fnv1a(hash, kFiles[i]), f->second);
        try {
            docs[i] = engine::parseJson(f->second);
        } catch (const engine::InputError& e) {
            problems.add(kFiles[i], "", std::string("malformed JSON at ") + e.what());
        }
    }
    if (!docs[0].is_null())
        readCards(docs[0], *set, problems);
    if (!docs[1].is_null())
        readTrackers(docs[1], *set, problems);
    if (!docs[2].is_null())
        readRules(docs[2], *set, problems);
    if (!problems.empty())
        throw DataError(problems.take());
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    set->contentHash = hex;
    return set;
}
} // namespace

ComponentsPtr loadComponentsFromTexts(const std::map<std::string, std::string>& files) {
    return build(files, {});
}

ComponentsPtr loadComponents(const std::filesystem::path& dir) {
    if (const engine::PathInfo where = engine::inspect(dir);
        where.kind != engine::PathKind::Folder) {
        const std::string what = where.kind == engine::PathKind::Unreadable
                                     ? "not a data directory: it " + where.reason
                                     : "not a data directory";
        throw DataError({{"", "", what, dir.string() + ": " + what}});
    }
    std::map<std::string, std::string> files, unreadable;
    for (const char* file : kFiles) {
        try {
            files[file] = engine::readRegularFile(dir / file);
        } catch (const engine::InputError& e) {
            unreadable[file] = e.what();
        }
    }
    return build(files, unreadable);
}

} // namespace petals
