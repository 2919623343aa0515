// Blossoms' records and `play` inputs (blossoms/lab/record.h). The game a `play` input describes
// (spec/blossoms/CLI.md "play — a scripted game"): the players, seed, variant and setup, then the
// actions as text. Checks in the order of CLI.md: wrong types or values (invalid_input), unknown
// card ids (unknown_id), a setup that contradicts the rules (invalid_setup); then each action in
// order (bad_action, illegal_action).
#include "blossoms/lab/record.h"

#include "blossoms/rules/save.h"
#include "blossoms/rules/setup.h"
#include "engine/cli_script.h"
#include "engine/input.h"

#include <algorithm>
#include <optional>

namespace blossoms::lab {

using engine::cli::inputError;

namespace {

using engine::shown;
using engine::cli::describe;
using engine::cli::playerNames;
using engine::cli::present;
using engine::cli::requireArray;
using engine::cli::requireObject;
using engine::cli::seedIn;

using Ids = engine::cli::CardIds<ComponentSet>;

Variant variantIn(const json& in) {
    Variant v;
    if (!present(in, "variant"))
        return v;
    const json& j = in.at("variant");
    requireObject(j, "variant");
    for (const auto& [key, value] : j.items()) {
        if (key != "children" && key != "advanced")
            inputError("invalid_input", "variant has children and advanced, not " + shown(key));
        if (!value.is_boolean())
            inputError("invalid_input",
                       "variant." + key + " must be true or false, not " + describe(value));
        (key == "children" ? v.children : v.advanced) = value.get<bool>();
    }
    return v;
}

// The setup of CLI.md "Setup", its types and ids checked.
SetupSpec setupIn(const ComponentSet& c, const json& in) {
    SetupSpec s;
    s.names = playerNames(in);
    s.seed = seedIn(in);
    Ids ids(c);
    if (present(in, "setup")) {
        const json& setup = in.at("setup");
        requireObject(setup, "setup");
        if (present(setup, "start_player"))
            s.startPlayer = engine::cli::requireInt(setup, "start_player", "setup");
        if (present(setup, "pots"))
            s.pots = ids.cards(setup.at("pots"), "setup.pots");
        if (present(setup, "removed")) {
            const json& r = setup.at("removed");
            s.removed = r.is_string() ? std::vector<int>{ids.card(r, "setup.removed")}
                                      : ids.cards(r, "setup.removed");
        }
        if (present(setup, "hands")) {
            const json& hands = setup.at("hands");
            requireArray(hands, "setup.hands");
            s.hands.emplace();
            for (std::size_t i = 0; i < hands.size(); ++i)
                s.hands->push_back(ids.cards(hands[i], "setup.hands[" + std::to_string(i) + "]"));
        }
        if (present(setup, "deck"))
            s.deck = ids.cards(setup.at("deck"), "setup.deck");
    }
    ids.check();
    return s;
}

Game fromSave(const ComponentsPtr& c, const std::string& path) {
    return engine::cli::loadScriptSave(path, [&](const std::string& text) {
        try { // the save names its game: another game's save is not continued with --game blossoms
            const auto doc = engine::parseJson(text);
            if (doc.is_object() && doc.contains("format") && doc.contains("game") &&
                doc.at("game").is_string() && doc.at("game") != "blossoms")
                inputError("usage", path + " is a saved game of " +
                                        shown(doc.at("game").get<std::string>()) +
                                        ", not of Blossoms (--game blossoms)");
        } catch (const engine::InputError&) {
        }
        return loadSave(c, text);
    });
}

} // namespace

Game scriptedGame(const ComponentsPtr& c, const json& in, const std::string& from) {
    requireObject(in, "the input");
    if (in.contains("game") && in.at("game") != "blossoms")
        inputError("invalid_input", "game must be \"blossoms\", not " + describe(in.at("game")));
    if (in.contains("turns"))
        inputError("invalid_input",
                   "turns is not used by Blossoms: a script is its actions (CLI.md \"play\")");
    Game g;
    if (!from.empty()) {
        for (const char* key : {"players", "variant", "seed", "setup"})
            if (in.contains(key))
                inputError("conflicts_with_save", std::string("\"") + key +
                                                      "\" comes from the save " + from +
                                                      "; a continuation holds only \"actions\"");
        g = fromSave(c, from);
    } else {
        if (present(in, "actions")) // every type before any id or rule (CLI.md "Errors")
            requireArray(in.at("actions"), "actions");
        const Variant variant = variantIn(in);
        const SetupSpec spec = setupIn(*c, in);
        try {
            g = Game::fromDeal(c, variant, completeDeal(*c, spec));
        } catch (const SetupError& e) {
            inputError("invalid_setup", std::string("setup: ") + e.what());
        }
    }
    if (present(in, "actions"))
        engine::cli::playActions(g, in.at("actions"), true); // with the rule (CLI.md)
    return g;
}

json cardIds(const ComponentSet& c, const std::vector<int>& cards) {
    json out = json::array();
    for (int k : cards)
        out.push_back(c.cardId(k));
    return out;
}

json recordJson(const Game& g) {
    const ComponentSet& c = g.components();
    const Deal& d = g.dealt();
    json hands = json::array();
    for (const auto& h : d.hands)
        hands.push_back(cardIds(c, h));
    json actions = json::array();
    for (const Action& a : g.history())
        actions.push_back(g.actionText(a));
    return json{
        {"game", "blossoms"},
        {"players", d.names},
        {"seed", d.seed},
        {"variant", json{{"children", g.variant().children}, {"advanced", g.variant().advanced}}},
        {"setup", json{{"start_player", d.startPlayer},
                       {"pots", cardIds(c, std::vector<int>(d.pots.begin(), d.pots.end()))},
                       {"removed", d.removed.size() == 1 ? json(c.cardId(d.removed.front()))
                                                         : cardIds(c, d.removed)},
                       {"hands", hands},
                       {"deck", cardIds(c, d.deck)}}},
        {"actions", actions}};
}

Game readRecord(const ComponentsPtr& c, std::string_view text) {
    json doc;
    try {
        doc = engine::parseJson(std::string(text));
    } catch (const engine::InputError& e) {
        inputError("invalid_input", std::string("not JSON: ") + e.what());
    }
    if (!doc.is_object())
        inputError("invalid_input", "a record is a JSON object, not " + describe(doc));
    if (doc.contains("format")) // the envelope of saves
        inputError("invalid_input", "it is a saved game, not a record");
    if (!doc.contains("game"))
        inputError("invalid_input", "not a record of Blossoms: \"game\" is missing");
    if (doc.at("game") != "blossoms")
        inputError("invalid_input",
                   "not a record of Blossoms: game is " + describe(doc.at("game")));
    if (!doc.contains("actions"))
        inputError("invalid_input", "not a record: \"actions\" is missing");
    return scriptedGame(c, doc);
}

} // namespace blossoms::lab
