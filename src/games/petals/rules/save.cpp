#include "petals/rules/save.h"
#include "petals/rules/setup.h"

#include "engine/input.h"

#include <nlohmann/json.hpp>

namespace petals {

using nlohmann::json;

std::string variantName(Variant v) {
    return v == Variant::Harmony ? "harmony" : "standard";
}

std::optional<Variant> variantOf(std::string_view name) {
    if (name == "standard")
        return Variant::Standard;
    if (name == "harmony")
        return Variant::Harmony;
    return std::nullopt;
}

namespace {

json ids(const ComponentSet& c, const std::vector<int>& cards) {
    json out = json::array();
    for (int k : cards)
        out.push_back(c.cards[static_cast<std::size_t>(k)].id);
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

int whole(const json& j, int lo, int hi, const char* what) {
    const auto v = engine::integerIn(j, lo, hi);
    if (!v)
        throw SaveError("corrupt_save", std::string(what) + " must be a whole number from " +
                                            std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(*v);
}

int quarterTurns(const json& j) {
    const int degrees = whole(j, 0, 270, "rotation");
    if (degrees % 90 != 0)
        throw SaveError("corrupt_save", "a rotation is 0, 90, 180 or 270");
    return degrees / 90;
}

} // namespace

std::string saveText(const Game& g) {
    const ComponentSet& c = g.components();
    const Deal& d = g.dealt();
    json doc = engine::envelopeJson(kSaveFormat);
    doc["game"] = "petals";
    doc["data_hash"] = c.contentHash;
    doc["seed"] = d.seed;
    doc["variant"] = variantName(g.variant());
    json deal;
    deal["names"] = d.names;
    deal["start_player"] = d.startPlayer;
    deal["removed"] = ids(c, d.removed);
    json start = json::array();
    for (const Lying& l : d.start)
        start.push_back({{"card", c.cards[static_cast<std::size_t>(l.card)].id},
                         {"x", l.cell.x},
                         {"y", l.cell.y},
                         {"rotation", l.rotation * 90}});
    deal["start"] = start;
    json hands = json::array();
    for (const auto& h : d.hands)
        hands.push_back(ids(c, h));
    deal["hands"] = hands;
    deal["pile"] = ids(c, d.pile);
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
    if (!doc.contains("game") || doc.at("game") != "petals")
        throw SaveError("data_mismatch", "this is not a saved game of Petals (a save of Frosted "
                                         "Blooms is opened without --game petals)");
    if (!doc.contains("data_hash") || doc.at("data_hash") != components->contentHash)
        throw SaveError("data_mismatch", "this save was played with another data set");
    const ComponentSet& c = *components;
    const auto variant = doc.contains("variant") && doc.at("variant").is_string()
                             ? variantOf(doc.at("variant").get<std::string>())
                             : std::nullopt;
    if (!variant || !doc.contains("deal") || !doc.at("deal").is_object() ||
        !doc.contains("actions") || !doc.at("actions").is_array())
        throw SaveError("corrupt_save", "a save needs a variant, a deal and its actions");
    const json& dj = doc.at("deal");
    Deal d;
    try {
        if (doc.contains("seed"))
            d.seed = doc.at("seed").get<std::uint64_t>();
        d.names = dj.at("names").get<std::vector<std::string>>();
        d.startPlayer =
            whole(dj.at("start_player"), 0, static_cast<int>(d.names.size()) - 1, "start_player");
        d.removed = cardsOf(c, dj.at("removed"));
        for (const json& s : dj.at("start"))
            d.start.push_back({cardOf(c, s.at("card")),
                               {whole(s.at("x"), kMinCoord, kMaxCoord, "x"),
                                whole(s.at("y"), kMinCoord, kMaxCoord, "y")},
                               quarterTurns(s.at("rotation"))});
        for (const json& h : dj.at("hands"))
            d.hands.push_back(cardsOf(c, h));
        d.pile = cardsOf(c, dj.at("pile"));
    } catch (const json::exception& e) {
        throw SaveError("corrupt_save", std::string("the deal cannot be read: ") + e.what());
    }
    if (const auto problem = dealProblem(c, d))
        throw SaveError("corrupt_save", "the deal breaks the rules: " + *problem);
    Game g = Game::fromDeal(components, *variant, d);
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

} // namespace petals
