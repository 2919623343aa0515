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
    const json doc = engine::openSave(text, kSaveFormat, "petals",
                                      "this is not a saved game of Petals (a save of Frosted "
                                      "Blooms is opened without --game petals)",
                                      components->contentHash);
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
        d.removed = engine::savedCards(c, dj.at("removed"));
        for (const json& s : dj.at("start"))
            d.start.push_back({engine::savedCard(c, s.at("card")),
                               {whole(s.at("x"), kMinCoord, kMaxCoord, "x"),
                                whole(s.at("y"), kMinCoord, kMaxCoord, "y")},
                               quarterTurns(s.at("rotation"))});
        for (const json& h : dj.at("hands"))
            d.hands.push_back(engine::savedCards(c, h));
        d.pile = engine::savedCards(c, dj.at("pile"));
    } catch (const json::exception& e) {
        throw SaveError("corrupt_save", std::string("the deal cannot be read: ") + e.what());
    }
    if (const auto problem = dealProblem(c, d))
        throw SaveError("corrupt_save", "the deal breaks the rules: " + *problem);
    Game g = Game::fromDeal(components, *variant, d);
    engine::replaySavedActions(g, doc.at("actions"));
    return g;
}

} // namespace petals
