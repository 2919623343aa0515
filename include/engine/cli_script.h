// What the `play` scripts of the games that script by actions share (their CLI.md "play — a
// scripted game"): a field that is present, card ids resolved after every type is checked, the
// players' names, the seed, the actions applied in order and the save a script continues. The
// setup and the variant stay each game's own.
#pragma once

#include "engine/cli.h"
#include "engine/input.h"
#include "engine/refusal.h"
#include "engine/saves.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace engine::cli {

// The field is there and not null.
bool present(const json& obj, const char* key);

// "players": 1 to 40 printable characters each (invalid_input naming the name otherwise).
std::vector<std::string> playerNames(const json& in);

// "seed": an integer (a negative one taken as its 64-bit pattern), 0 when absent.
std::uint64_t seedIn(const json& in);

// Card ids (`Components::cardIndex`), resolved once every type is checked: the first unknown id
// is reported by check(), after them.
template <class Components>
class CardIds {
  public:
    explicit CardIds(const Components& c) : c_(c) {}
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
    // unknown_id for the first unknown id met, with `extra` (a turn) beside "id".
    void check(json extra = json::object()) const {
        if (!unknown_)
            return;
        extra["id"] = oneLine(unknown_->first, InputLimits::kShownChars);
        inputError("unknown_id", unknown_->second + ": unknown card id " + shown(unknown_->first),
                   extra);
    }

  private:
    const Components& c_;
    std::optional<std::pair<std::string, std::string>> unknown_;
};

// The script's "actions" applied to `g` in order, whichever seat is to act: bad_action for one
// that is not text or not an action (`Game::parseAction(components, text, &error)`),
// illegal_action for one the rules refuse (its reason and refusal code, and with `withRule` the
// rule that refuses when there is one).
template <class Game>
void playActions(Game& g, const json& actions, bool withRule) {
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
        if (const Verdict v = g.apply(*a); !v) {
            json extra{{"action", i}, {"reason", v.reason}, {"refusal", std::string(v.code)}};
            if (withRule && !v.rule.empty())
                extra["rule"] = std::string(v.rule);
            inputError("illegal_action", where + " (" + g.actionText(*a) + "): " + v.reason, extra);
        }
    }
}

// The text of the save at `path` a script continues (--from): io_error naming the path.
std::string scriptSaveText(const std::string& path);

// The game `load(text)` makes of the save at `path`; its SaveError is an input error with the
// save's code, naming the path.
template <class Load>
auto loadScriptSave(const std::string& path, Load load) {
    const std::string text = scriptSaveText(path);
    try {
        return load(text);
    } catch (const SaveError& e) {
        inputError(e.code(), path + ": " + e.what(), json{{"path", path}});
    }
}

} // namespace engine::cli
