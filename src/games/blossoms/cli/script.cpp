// The game a `play` input describes (spec/blossoms/CLI.md "play — a scripted game"): the players,
// seed, variant and setup, then the actions as text. Checks in the order of CLI.md: wrong types or
// values (invalid_input), unknown card ids (unknown_id), a setup that contradicts the rules
// (invalid_setup); then each action in order (bad_action, illegal_action).
#include "cli.h"

#include "blossoms/rules/save.h"
#include "blossoms/rules/setup.h"
#include "engine/input.h"

#include <algorithm>
#include <optional>

namespace blossoms::cli {

namespace {

using engine::shown;
using engine::cli::describe;
using engine::cli::requireArray;
using engine::cli::requireObject;

bool present(const json& obj, const char* key) {
    return obj.contains(key) && !obj.at(key).is_null();
}

// Card ids, resolved once every type is checked: the first unknown id is reported after them.
class Ids {
  public:
    explicit Ids(const ComponentSet& c) : c_(c) {}
    int card(const json& j, const std::string& where) {
        if (!j.is_string())
            inputError("invalid_input", where + " must be a card id, not " + describe(j));
        const std::string id = j.get<std::string>();
        if (const auto k = c_.cardIndex(id))
            return *k;
        if (!unknown_)
            unknown_ = {id, where};
        return 0;
    }
    std::vector<int> cards(const json& j, const std::string& where) {
        requireArray(j, where);
        std::vector<int> out;
        for (std::size_t i = 0; i < j.size(); ++i)
            out.push_back(card(j[i], where + "[" + std::to_string(i) + "]"));
        return out;
    }
    void check() const {
        if (!unknown_)
            return;
        inputError(
            "unknown_id", unknown_->second + ": unknown card id " + shown(unknown_->first),
            json{{"id", engine::oneLine(unknown_->first, engine::InputLimits::kShownChars)}});
    }

  private:
    const ComponentSet& c_;
    std::optional<std::pair<std::string, std::string>> unknown_;
};

std::vector<std::string> playerNames(const json& in) {
    const std::vector<std::string> names =
        engine::cli::stringList(engine::cli::require(in, "players", "the input"), "players");
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string& n = names[i];
        const bool printable = std::all_of(n.begin(), n.end(), [](char ch) {
            return static_cast<unsigned char>(ch) >= 0x20 && ch != 0x7f;
        });
        const auto characters = std::count_if(n.begin(), n.end(), [](char ch) {
            return (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
        });
        if (characters < 1 || characters > 40 || !printable)
            inputError("invalid_input", "players[" + std::to_string(i) +
                                            "] must be a name of 1 to 40 printable characters, "
                                            "not " +
                                            describe(json(n)));
    }
    return names;
}

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

std::uint64_t seedIn(const json& in) {
    if (!present(in, "seed"))
        return 0;
    const json& seed = in.at("seed");
    if (!seed.is_number_integer())
        inputError("invalid_input", "seed must be an integer, not " + describe(seed));
    return seed.is_number_unsigned() ? seed.get<std::uint64_t>()
                                     : static_cast<std::uint64_t>(seed.get<std::int64_t>());
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

void playActions(Game& g, const json& actions) {
    requireArray(actions, "actions");
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string where = "actions[" + std::to_string(i) + "]";
        if (!actions[i].is_string())
            inputError("bad_action",
                       where + " must be an action as text, not " + describe(actions[i]),
                       json{{"action", i}});
        std::string error;
        const auto a = Game::parseAction(g.components(), actions[i].get<std::string>(), &error);
        if (!a)
            inputError("bad_action", where + ": " + error, json{{"action", i}});
        if (const engine::Verdict v = g.apply(*a); !v) {
            json extra{{"action", i}, {"reason", v.reason}, {"refusal", std::string(v.code)}};
            if (!v.rule.empty())
                extra["rule"] = std::string(v.rule);
            inputError("illegal_action", where + " (" + g.actionText(*a) + "): " + v.reason, extra);
        }
    }
}

Game fromSave(const ComponentsPtr& c, const std::string& path) {
    std::string text;
    try {
        text = engine::readRegularFile(path);
    } catch (const engine::InputError& e) {
        inputError("io_error", e.what(), json{{"path", path}});
    }
    try { // the save names its game: another game's save is not continued with --game blossoms
        const auto doc = engine::parseJson(text);
        if (doc.is_object() && doc.contains("format") && doc.contains("game") &&
            doc.at("game").is_string() && doc.at("game") != "blossoms")
            inputError("usage", path + " is a saved game of " +
                                    shown(doc.at("game").get<std::string>()) +
                                    ", not of Blossoms (--game blossoms)");
    } catch (const engine::InputError&) {
    }
    try {
        return loadSave(c, text);
    } catch (const SaveError& e) {
        inputError(e.code(), path + ": " + e.what(), json{{"path", path}});
    }
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
        playActions(g, in.at("actions"));
    return g;
}

} // namespace blossoms::cli
