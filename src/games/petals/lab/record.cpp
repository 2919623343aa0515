// Petals' replay records and `play` inputs (petals/lab/record.h). The game a `play` input
// describes (spec/petals/CLI.md "play — a scripted game"): the players, variant, seed and setup,
// then the whole turns, then the actions as text. Checks in the order of CLI.md: wrong types or
// values (invalid_input), unknown card ids (unknown_id), a setup that contradicts the rules
// (invalid_setup); then each turn and each action in order.
#include "petals/lab/record.h"

#include "engine/cli_script.h"
#include "engine/input.h"
#include "petals/rules/save.h"
#include "petals/rules/setup.h"

#include <algorithm>
#include <optional>

namespace petals::lab {

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

int rotationOf(const json& obj, const std::string& where) {
    if (!present(obj, "rotation"))
        return 0;
    const json& r = obj.at("rotation");
    if (!r.is_number_integer() || (r.get<std::int64_t>() % 90) != 0 || r.get<std::int64_t>() < 0 ||
        r.get<std::int64_t>() > 270)
        inputError("invalid_input",
                   where + ".rotation must be 0, 90, 180 or 270, not " + describe(r));
    return static_cast<int>(r.get<std::int64_t>() / 90);
}

int coordOf(const json& obj, const char* key, const std::string& where) {
    return engine::cli::requireIntIn(obj, key, kMinCoord, kMaxCoord, where);
}

Variant variantIn(const json& in) {
    if (!present(in, "variant"))
        return Variant::Standard;
    const json& v = in.at("variant");
    const auto variant = v.is_string() ? variantOf(v.get<std::string>()) : std::nullopt;
    if (!variant)
        inputError("invalid_input",
                   "variant must be \"standard\" or \"harmony\", not " + describe(v));
    return *variant;
}

StartSpec startCard(Ids& ids, const json& j, const std::string& where) {
    StartSpec s;
    if (j.is_string()) {
        s.card = ids.card(j, where);
        return s;
    }
    requireObject(j, where);
    s.card = ids.card(engine::cli::require(j, "card", where), where + ".card");
    if (present(j, "x"))
        s.x = coordOf(j, "x", where);
    if (present(j, "y"))
        s.y = coordOf(j, "y", where);
    s.rotation = rotationOf(j, where);
    return s;
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
        if (present(setup, "removed"))
            s.removed = ids.cards(setup.at("removed"), "setup.removed");
        if (present(setup, "start")) {
            const json& start = setup.at("start");
            requireArray(start, "setup.start");
            s.start.emplace();
            for (std::size_t i = 0; i < start.size(); ++i)
                s.start->push_back(
                    startCard(ids, start[i], "setup.start[" + std::to_string(i) + "]"));
        }
        if (present(setup, "hands")) {
            const json& hands = setup.at("hands");
            requireArray(hands, "setup.hands");
            s.hands.emplace();
            for (std::size_t i = 0; i < hands.size(); ++i)
                s.hands->push_back(ids.cards(hands[i], "setup.hands[" + std::to_string(i) + "]"));
        }
        if (present(setup, "pile"))
            s.pile = ids.cards(setup.at("pile"), "setup.pile");
    }
    ids.check();
    return s;
}

// A {"card", "x", "y", "rotation"} of a turn (rotation default 0).
Action placed(Ids& ids, const json& p, const std::string& where, Action::Kind kind) {
    requireObject(p, where);
    const int card = ids.card(engine::cli::require(p, "card", where), where + ".card");
    const Cell cell{coordOf(p, "x", where), coordOf(p, "y", where)};
    return Action{kind, card, cell, rotationOf(p, where)};
}

[[noreturn]] void refuseTurn(std::size_t index, const std::string& refusal,
                             const std::string& reason) {
    inputError("illegal_turn", "turns[" + std::to_string(index) + "]: " + reason,
               json{{"turn", index}, {"refusal", refusal}, {"reason", reason}});
}

void applyTurnAction(Game& g, const Action& a, std::size_t index) {
    if (const engine::Verdict v = g.apply(a); !v)
        refuseTurn(index, std::string(v.code), v.reason);
}

// One whole turn (CLI.md "Turns"): the placement, then the effect exactly when it triggers one.
void playTurn(Game& g, const json& turn, std::size_t index) {
    const std::string where = "turns[" + std::to_string(index) + "]";
    requireObject(turn, where);
    const ComponentSet& c = g.components();
    Ids ids(c);
    const Action place = placed(ids, engine::cli::require(turn, "place", where), where + ".place",
                                Action::Kind::Place);
    std::optional<Action> effect;
    if (present(turn, "effect")) {
        const json& e = turn.at("effect");
        if (e.is_string() && e.get<std::string>() == "score")
            effect = Action::score();
        else if (e.is_string() && e.get<std::string>() == "skip")
            effect = Action::skip();
        else if (e.is_object() && e.size() == 1 && e.contains("move"))
            effect = placed(ids, e.at("move"), where + ".effect.move", Action::Kind::Move);
        else
            inputError("invalid_input", where +
                                            ".effect must be \"score\", \"skip\" or "
                                            "{\"move\": {\"card\", \"x\", \"y\", \"rotation\"}}, "
                                            "not " +
                                            describe(e));
    }
    ids.check(json{{"turn", index}});
    applyTurnAction(g, place, index);
    const bool triggered = g.step() == Step::Effect || g.step() == Step::Move;
    if (triggered && !effect)
        refuseTurn(index, "effect_missing",
                   "the placement triggers an effect (R-PE-EFFECT-1); give \"effect\"");
    if (!triggered && effect)
        refuseTurn(index, "no_effect", "the placement triggers no effect (R-PE-EFFECT-1)");
    if (effect)
        applyTurnAction(g, *effect, index);
}

Game readSave(const ComponentsPtr& c, const std::string& path) {
    return engine::cli::loadScriptSave(path,
                                       [&](const std::string& text) { return loadSave(c, text); });
}

} // namespace

Game scriptedGame(const ComponentsPtr& c, const json& in, const std::string& fromSave) {
    requireObject(in, "the input");
    Game g;
    if (!fromSave.empty()) {
        for (const char* key : {"players", "variant", "seed", "setup"})
            if (in.contains(key))
                inputError("conflicts_with_save",
                           std::string("\"") + key + "\" comes from the save " + fromSave +
                               "; a continuation holds only \"turns\" and \"actions\"");
        g = readSave(c, fromSave);
    } else {
        const Variant variant = variantIn(in);
        const SetupSpec spec = setupIn(*c, in);
        try {
            g = Game::fromDeal(c, variant, completeDeal(*c, spec));
        } catch (const SetupError& e) {
            inputError("invalid_setup", std::string("setup: ") + e.what());
        }
    }
    if (present(in, "turns")) {
        const json& turns = in.at("turns");
        requireArray(turns, "turns");
        for (std::size_t i = 0; i < turns.size(); ++i) {
            try {
                playTurn(g, turns[i], i);
            } catch (const engine::cli::CliError& e) {
                json extra = e.extra(); // every error raised by turns[i] names it
                if (!extra.contains("turn"))
                    extra["turn"] = i;
                throw engine::cli::CliError(e.exitCode(), e.code(), e.what(), std::move(extra));
            }
        }
    }
    if (present(in, "actions"))
        engine::cli::playActions(g, in.at("actions"), false);
    return g;
}

} // namespace petals::lab

namespace petals::lab {

json lyingJson(const ComponentSet& c, const Lying& l) {
    return json{{"card", c.cards[static_cast<std::size_t>(l.card)].id},
                {"x", l.cell.x},
                {"y", l.cell.y},
                {"rotation", l.rotation * 90}};
}

json replayRecord(const Game& g) {
    const ComponentSet& c = g.components();
    const Deal& d = g.dealt();
    auto ids = [&](const std::vector<int>& cards) {
        json out = json::array();
        for (int k : cards)
            out.push_back(c.cards[static_cast<std::size_t>(k)].id);
        return out;
    };
    json start = json::array();
    for (const Lying& l : d.start)
        start.push_back(lyingJson(c, l));
    json hands = json::array();
    for (const auto& h : d.hands)
        hands.push_back(ids(h));
    json actions = json::array();
    for (const Action& a : g.history())
        actions.push_back(g.actionText(a));
    return json{{"players", d.names},
                {"variant", variantName(g.variant())},
                {"seed", d.seed},
                {"setup",
                 {{"start_player", d.startPlayer},
                  {"removed", ids(d.removed)},
                  {"start", start},
                  {"hands", hands},
                  {"pile", ids(d.pile)}}},
                {"actions", actions}};
}

} // namespace petals::lab
