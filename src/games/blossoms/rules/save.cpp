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
    const std::vector<int> pots = engine::savedCards(c, dj.at("pots"));
    if (pots.size() != static_cast<std::size_t>(kPots))
        throw SaveError("corrupt_save", "the deal needs 4 pot cards");
    std::copy(pots.begin(), pots.end(), d.pots.begin());
    const json& removed = dj.at("removed");
    d.removed = removed.is_string() ? std::vector<int>{engine::savedCard(c, removed)}
                                    : engine::savedCards(c, removed);
    for (const json& h : dj.at("hands"))
        d.hands.push_back(engine::savedCards(c, h));
    d.deck = engine::savedCards(c, dj.at("deck"));
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
    const json doc =
        engine::openSave(text, kSaveFormat, "blossoms", "this is not a saved game of Blossoms",
                         components->contentHash);
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
    engine::replaySavedActions(g, doc.at("actions"));
    return g;
}

void writeSave(const std::filesystem::path& path, const Game& g) {
    engine::writeFileAtomically(path, saveText(g) + "\n");
}

Game readSave(const ComponentsPtr& components, const std::filesystem::path& path) {
    return loadSave(components, engine::readSaveText(path));
}

} // namespace blossoms
