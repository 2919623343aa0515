#include "petals/rules/save.h"

#include "engine/input.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

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
        throw SaveError("bad_save", "a card must be given by its id");
    const auto k = c.cardIndex(j.get<std::string>());
    if (!k)
        throw SaveError("bad_save", "no card is called " + engine::shown(j.get<std::string>()));
    return *k;
}

std::vector<int> cardsOf(const ComponentSet& c, const json& j) {
    if (!j.is_array())
        throw SaveError("bad_save", "a list of card ids was expected");
    std::vector<int> out;
    for (const json& e : j)
        out.push_back(cardOf(c, e));
    return out;
}

int whole(const json& j, int lo, int hi, const char* what) {
    const auto v = engine::integerIn(j, lo, hi);
    if (!v)
        throw SaveError("bad_save", std::string(what) + " must be a whole number from " +
                                        std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<int>(*v);
}

int quarterTurns(const json& j) {
    const int degrees = whole(j, 0, 270, "rotation");
    if (degrees % 90 != 0)
        throw SaveError("bad_save", "a rotation is 0, 90, 180 or 270");
    return degrees / 90;
}

// What a save's deal must be (CLI.md "Setup": a fully fixed deal): 2-5 distinct names, every card
// exactly once, the removals of R-PE-SETUP-1, the starting cards on distinct cells, full hands.
// A deal that is not one would leave the rules with a table or hands no game can reach.
std::optional<std::string> dealProblem(const ComponentSet& c, const Deal& d) {
    const RuleValues& rv = c.rules;
    const int seats = static_cast<int>(d.hands.size());
    const auto removal = rv.removal.find(seats);
    if (static_cast<int>(d.names.size()) != seats || seats < rv.minPlayers ||
        seats > rv.maxPlayers || removal == rv.removal.end())
        return "the deal needs one hand per player, " + std::to_string(rv.minPlayers) + " to " +
               std::to_string(rv.maxPlayers) + " players";
    for (std::size_t i = 0; i < d.names.size(); ++i) {
        const std::string& n = d.names[i];
        if (n.empty() || n.size() > 40 || std::any_of(n.begin(), n.end(), [](unsigned char ch) {
                return ch < 0x20 || ch == 0x7f;
            }))
            return "a player's name is 1 to 40 printable characters";
        if (std::find(d.names.begin(), d.names.begin() + static_cast<std::ptrdiff_t>(i), n) !=
            d.names.begin() + static_cast<std::ptrdiff_t>(i))
            return "two players have the name " + engine::shown(n);
    }
    std::vector<int> uses(c.cards.size(), 0);
    int ladybugs = 0, others = 0;
    for (int k : d.removed)
        (c.cards[static_cast<std::size_t>(k)].ladybug ? ladybugs : others) += 1;
    const int allLadybugs = static_cast<int>(
        std::count_if(c.cards.begin(), c.cards.end(), [](const Card& k) { return k.ladybug; }));
    if (ladybugs != (removal->second.ladybug ? allLadybugs : 0) || others != removal->second.random)
        return "the removed cards break the removal rule for " + std::to_string(seats) +
               " players (R-PE-SETUP-1)";
    if (static_cast<int>(d.start.size()) != rv.startCards)
        return "the deal needs " + std::to_string(rv.startCards) + " starting cards";
    for (std::size_t i = 0; i < d.start.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (d.start[i].cell == d.start[j].cell)
                return "two starting cards lie on one cell";
    for (const auto& h : d.hands)
        if (static_cast<int>(h.size()) != rv.handSize)
            return "each hand holds " + std::to_string(rv.handSize) + " cards";
    for (int k : d.removed)
        ++uses[static_cast<std::size_t>(k)];
    for (const Lying& l : d.start)
        ++uses[static_cast<std::size_t>(l.card)];
    for (const auto& h : d.hands)
        for (int k : h)
            ++uses[static_cast<std::size_t>(k)];
    for (int k : d.pile)
        ++uses[static_cast<std::size_t>(k)];
    for (std::size_t k = 0; k < uses.size(); ++k)
        if (uses[k] != 1)
            return c.cards[k].id + (uses[k] ? " is dealt twice" : " is missing from the deal");
    return std::nullopt;
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
        throw SaveError("bad_save", std::string("not a save: ") + e.what());
    }
    const engine::Envelope env = engine::readEnvelope(doc, kSaveFormat);
    if (!env.ok())
        throw SaveError("bad_save", "not a save of a version this program reads (" +
                                        engine::versionsRead(kSaveFormat) + ")");
    if (!doc.contains("game") || doc.at("game") != "petals")
        throw SaveError("data_mismatch", "this save is not of a Petals game");
    if (!doc.contains("data_hash") || doc.at("data_hash") != components->contentHash)
        throw SaveError("data_mismatch", "this save was played with another data set");
    const ComponentSet& c = *components;
    const auto variant = doc.contains("variant") && doc.at("variant").is_string()
                             ? variantOf(doc.at("variant").get<std::string>())
                             : std::nullopt;
    if (!variant || !doc.contains("deal") || !doc.at("deal").is_object() ||
        !doc.contains("actions") || !doc.at("actions").is_array())
        throw SaveError("bad_save", "a save needs a variant, a deal and its actions");
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
        throw SaveError("bad_save", std::string("the deal cannot be read: ") + e.what());
    }
    if (const auto why = dealProblem(c, d))
        throw SaveError("bad_save", *why);
    Game g = Game::fromDeal(components, *variant, d);
    int i = 0;
    for (const json& a : doc.at("actions")) {
        std::string why;
        const auto action =
            a.is_string() ? Game::parseAction(c, a.get<std::string>(), &why) : std::nullopt;
        if (!action)
            throw SaveError("bad_save", "action " + std::to_string(i) + " is not an action" +
                                            (why.empty() ? std::string() : ": " + why));
        if (const engine::Verdict v = g.apply(*action); !v)
            throw SaveError("bad_save", "action " + std::to_string(i) + " (" +
                                            a.get<std::string>() + ") is refused: " + v.reason);
        ++i;
    }
    return g;
}

} // namespace petals
