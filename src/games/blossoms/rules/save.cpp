// Blossoms' saves (save.h).
#include "blossoms/rules/save.h"
#include "blossoms/rules/setup.h"

#include "engine/files.h"
#include "engine/input.h"

#include <nlohmann/json.hpp>

namespace blossoms {

using nlohmann::json;

namespace {

json ids(const ComponentSet& c, const std::vector<int>& cards) {
    json out = json::array();
    for (int k : cards)
        out.push_back(c.cardId(k));
    return out;
}

int cardOf(const ComponentSet& c, const json& j) {
    if (!j.is_string())
        throw SaveError("corrupt_save", "a card must be given by its id");
    const auto k = c.cardIndex(j.get<std::string>());
    if (!k)
        throw SaveError("corrupt_save", "no card is called " + engine::shown(j.get<std::string>()));
    return *k;
}

std::vector<int> cardsOf(const ComponentSet& c, const json& j) {
    if (!j.is_array())
        throw SaveError("corrupt_save", "a list of card ids was expected");
    std::vector<int> out;
    for (const json& e : j)
        out.push_back(cardOf(c, e));
    return out;
}

bool flag(const json& variant, const char* key) {
    if (!variant.contains(key))
        return false;
    if (!variant.at(key).is_boolean())
        throw SaveError("corrupt_save", std::string("variant.") + key + " must be true or false");
    return variant.at(key).get<bool>();
}

Deal dealOf(const ComponentSet& c, const json& dj) {
    Deal d;
    const auto names = dj.at("names").get<std::vector<std::string>>(); // seat order
    const int n = static_cast<int>(names.size());
    d.names = names;
    if (dj.contains("players") && dj.contains("start_player")) {
        d.names = dj.at("players").get<std::vector<std::string>>();
        const auto start = engine::integerIn(dj.at("start_player"), 0, n - 1);
        if (!start || static_cast<int>(d.names.size()) != n)
            throw SaveError("corrupt_save", "start_player and players do not fit the names");
        d.startPlayer = static_cast<int>(*start);
        for (int s = 0; s < n; ++s)
            if (d.names[static_cast<std::size_t>((d.startPlayer + s) % n)] !=
                names[static_cast<std::size_t>(s)])
                throw SaveError("corrupt_save", "the names are not the players from start_player");
    }
    const std::vector<int> pots = cardsOf(c, dj.at("pots"));
    if (pots.size() != static_cast<std::size_t>(kPots))
        throw SaveError("corrupt_save", "the deal needs 4 pot cards");
    std::copy(pots.begin(), pots.end(), d.pots.begin());
    const json& removed = dj.at("removed");
    d.removed = removed.is_string() ? std::vector<int>{cardOf(c, removed)} : cardsOf(c, removed);
    for (const json& h : dj.at("hands"))
        d.hands.push_back(cardsOf(c, h));
    d.deck = cardsOf(c, dj.at("deck"));
    return d;
}

} // namespace

std::string saveText(const Game& g) {
    const ComponentSet& c = g.components();
    const Deal& d = g.dealt();
    json doc = engine::envelopeJson(kSaveFormat);
    doc["game"] = "blossoms";
    doc["data_hash"] = c.contentHash;
    doc["seed"] = d.seed;
    doc["variant"] = {{"children", g.variant().children}, {"advanced", g.variant().advanced}};
    json deal;
    json names = json::array();
    for (int s = 0; s < g.seats(); ++s)
        names.push_back(g.seatName(s));
    deal["names"] = names;
    deal["players"] = d.names;
    deal["start_player"] = d.startPlayer;
    deal["pots"] = ids(c, std::vector<int>(d.pots.begin(), d.pots.end()));
    deal["removed"] = d.removed.size() == 1 && c.rules.removedCards == 1
                          ? json(c.cardId(d.removed.front()))
                          : ids(c, d.removed);
    json hands = json::array();
    for (const auto& h : d.hands)
        hands.push_back(ids(c, h));
    deal["hands"] = hands;
    deal["deck"] = ids(c, d.deck);
    doc["deal"] = deal;
    json actions = json::array();
    for (const Action& a : g.history())
        actions.push_back(g.actionText(a));
    doc["actions"] = actions;
    return doc.dump();
}

Game loadSave(const ComponentsPtr& components, const std::string& text) {
    json doc;
    try {
        doc = engine::parseJson(text);
    } catch (const engine::InputError& e) {
        throw SaveError("malformed_json", std::string("not JSON: ") + e.what());
    }
    const engine::Envelope env = engine::readEnvelope(doc, kSaveFormat);
    if (!env.formatMatches)
        throw SaveError("not_a_save", "not a saved game (no \"format\": \"" +
                                          std::string(kSaveFormat.format) + "\")");
    if (!env.supported)
        throw SaveError("unsupported_version", "a save of a version this program does not read (" +
                                                   engine::versionsRead(kSaveFormat) + ")");
    if (!doc.contains("game") || doc.at("game") != "blossoms")
        throw SaveError("data_mismatch", "this is not a saved game of Blossoms");
    if (!doc.contains("data_hash") || doc.at("data_hash") != components->contentHash)
        throw SaveError("data_mismatch", "this save was played with another data set");
    const ComponentSet& c = *components;
    if (!doc.contains("deal") || !doc.at("deal").is_object() || !doc.contains("actions") ||
        !doc.at("actions").is_array())
        throw SaveError("corrupt_save", "a save needs a deal and its actions");
    Variant variant;
    Deal d;
    try {
        if (doc.contains("variant")) {
            if (!doc.at("variant").is_object())
                throw SaveError("corrupt_save", "variant must be an object");
            variant = {flag(doc.at("variant"), "children"), flag(doc.at("variant"), "advanced")};
        }
        d = dealOf(c, doc.at("deal"));
        if (doc.contains("seed"))
            d.seed = doc.at("seed").get<std::uint64_t>();
    } catch (const json::exception& e) {
        throw SaveError("corrupt_save", std::string("the deal cannot be read: ") + e.what());
    }
    if (const auto problem = dealProblem(c, d))
        throw SaveError("corrupt_save", "the deal breaks the rules: " + *problem);
    Game g = Game::fromDeal(components, variant, d);
    int i = 0;
    for (const json& a : doc.at("actions")) {
        std::string why;
        const auto action =
            a.is_string() ? Game::parseAction(c, a.get<std::string>(), &why) : std::nullopt;
        if (!action)
            throw SaveError("corrupt_save", "action " + std::to_string(i) + " is not an action" +
                                                (why.empty() ? std::string() : ": " + why));
        if (const engine::Verdict v = g.apply(*action); !v)
            throw SaveError("corrupt_save", "action " + std::to_string(i) + " (" +
                                                a.get<std::string>() + ") is refused: " + v.reason);
        ++i;
    }
    return g;
}

void writeSave(const std::filesystem::path& path, const Game& g) {
    engine::writeFileAtomically(path, saveText(g) + "\n");
}

Game readSave(const ComponentsPtr& components, const std::filesystem::path& path) {
    std::string text;
    try {
        text = engine::readRegularFile(path);
    } catch (const engine::InputError& e) {
        throw SaveError("io_error", e.what());
    }
    return loadSave(components, text);
}

} // namespace blossoms
