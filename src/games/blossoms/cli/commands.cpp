// validate-data, play, legal, view and check-save for Blossoms (spec/blossoms/CLI.md).
#include "cli.h"

#include "blossoms/rules/data_loader.h"
#include "blossoms/rules/save.h"
#include "engine/input.h"

#include <filesystem>
#include <ostream>

namespace blossoms::cli {

using engine::shown;
using engine::cli::dumpJson;
using engine::cli::OptionValue;

ComponentsPtr loadData(const Args& args) {
    return engine::cli::loadGameData<DataError>(
        args, defaultDataDir(),
        [](const std::filesystem::path& dir) { return loadComponents(dir); }, "Blossoms data",
        [](const std::string&, const std::exception& e) {
            return std::string(kDataFile) + ": (file): " + e.what();
        });
}

namespace {

struct ScriptOptions {
    std::string fromSave, savePath, seat;
};

ScriptOptions scriptOptions(const Args& args, const std::string& command, bool allowSave,
                            bool allowSeat) {
    ScriptOptions o;
    engine::cli::forEachOption(args.options, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--from")
            o.fromSave = value();
        else if (allowSave && opt == "--save")
            o.savePath = value();
        else if (allowSeat && opt == "--seat")
            o.seat = value();
        else
            inputError("usage", command + ": unknown option " + shown(opt) + "; its options are " +
                                    (allowSave   ? "--from SAVE and --save FILE"
                                     : allowSeat ? "--seat K|public and --from SAVE"
                                                 : "--from SAVE"));
    });
    return o;
}

// The state's head shared by play, legal and view: step, to_play, final_turn, card, peeked.
void stepFields(const Game& g, json& out, bool withPeeked) {
    const ComponentSet& c = g.components();
    out["step"] = std::string(stepName(g.step()));
    out["to_play"] = toPlay(g);
    out["final_turn"] = !g.isOver() && g.finalTurn();
    if (g.step() == Step::Pot)
        out["card"] = c.cardId(g.pendingCard());
    if (withPeeked && g.step() == Step::Order)
        out["peeked"] = cardIds(c, g.peeked());
}

json viewJson(const Game& g, int seat) {
    const ComponentSet& c = g.components();
    const SeatView v = g.viewFor(seat);
    json out{{"game", "blossoms"},
             {"seat", seat < 0 ? json(nullptr) : json(g.seatName(seat))},
             {"complete", v.complete},
             {"turn", v.turn},
             {"to_play", toPlay(g)},
             {"step", std::string(stepName(v.step))},
             {"final_turn", !v.complete && v.finalTurn},
             {"last_card_drawn", v.lastCardDrawn}};
    if (v.complete)
        out["this_turn"] = nullptr;
    else
        out["this_turn"] = json{
            {"grown", v.thisTurn.grown},
            {"planted", v.thisTurn.planted},
            {"token_pot", v.thisTurn.tokenPot < 0 ? json(nullptr) : json(v.thisTurn.tokenPot + 1)},
            {"tool_used", v.thisTurn.toolUsed}};
    if (v.step == Step::Pot)
        out["card"] = c.cardId(v.card);
    out["pots"] = potsJson(g);
    out["deck_size"] = v.deckSize;
    out["discard"] = cardIds(c, v.discard);
    json players = json::array();
    for (const PlayerView& p : v.players) {
        json sets = json::array();
        for (const FlowerSet& s : p.sets)
            sets.push_back(setJson(c, s));
        players.push_back(json{{"name", p.name},
                               {"hand", cardIds(c, p.hand)},
                               {"hand_size", p.handSize},
                               {"tokens_left", p.tokensLeft},
                               {"sets", sets},
                               {"flowers", p.standing.flowers},
                               {"types", p.standing.types},
                               {"variety", p.standing.variety},
                               {"total", p.standing.total},
                               {"rank", p.standing.rank}});
    }
    out["players"] = players;
    out["known_top"] = cardIds(c, v.knownTop);
    out["hidden"] = cardIds(c, v.hidden);
    if (v.complete) {
        out["winners"] = winnersJson(g);
        out["decided_by"] = std::string(decidedByName(v.decidedBy));
    }
    return out;
}

} // namespace

int runPlay(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "play", true, false);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), o.fromSave);
    json out;
    out["game"] = "blossoms";
    out["complete"] = g.isOver();
    if (!g.isOver())
        stepFields(g, out, true);
    out["log"] = logJson(g);
    out["table"] =
        json{{"pots", potsJson(g)},
             {"deck_size", g.deckSize()},
             {"discard", cardIds(*c, std::vector<int>(g.discard().begin(), g.discard().end()))}};
    out["players"] = playersJson(g);
    if (g.isOver()) {
        out["winners"] = winnersJson(g);
        out["decided_by"] = std::string(decidedByName(g.decidedBy()));
    }
    if (!o.savePath.empty()) // before printing: no partial output
        engine::cli::writeFileAtomically(o.savePath, saveText(g));
    *args.out << dumpJson(out) << "\n";
    return 0;
}

int runLegal(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "legal", false, false);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), o.fromSave);
    json out;
    out["to_play"] = toPlay(g);
    stepFields(g, out, true); // the raked cards: only the raker is to play in step order
    json actions = json::array();
    for (const Action& a : g.legalActions())
        actions.push_back(g.actionText(a));
    out["actions"] = actions;
    *args.out << dumpJson(out) << "\n";
    return 0;
}

int runView(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "view", false, true);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), o.fromSave);
    int seat = g.isOver() ? -1 : g.toAct();
    if (o.seat == "public")
        seat = -1;
    else if (!o.seat.empty())
        seat = static_cast<int>(engine::cli::parseNumber("--seat", o.seat, 1,
                                                         static_cast<std::uint64_t>(g.seats()))) -
               1;
    *args.out << dumpJson(viewJson(g, seat)) << "\n";
    return 0;
}

int runCheckSave(const Args& args) {
    if (args.options.size() != 1 || args.options.front().starts_with("--"))
        inputError("usage", "check-save needs exactly one FILE");
    const std::string& path = args.options.front();
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, json::object(), path);
    json players = json::array();
    for (int s = 0; s < g.seats(); ++s)
        players.push_back(g.seatName(s));
    const json out = {{"ok", true},
                      {"format", std::string(kSaveFormat.format)},
                      {"version", kSaveFormat.current},
                      {"game", "blossoms"},
                      {"players", players},
                      {"turn", g.turn()},
                      {"step", std::string(stepName(g.step()))},
                      {"to_play", toPlay(g)},
                      {"complete", g.isOver()}};
    *args.out << dumpJson(out) << "\n";
    return 0;
}

int runValidateData(const Args& args) {
    if (!args.options.empty())
        inputError("usage", "validate-data takes no arguments besides --data DIR");
    const ComponentsPtr c = loadData(args);
    const json out = {{"ok", true},
                      {"game", "blossoms"},
                      {"cards", c->cards.size()},
                      {"types", c->types.size()},
                      {"pots", kPots},
                      {"data_hash", c->contentHash}};
    *args.out << dumpJson(out) << "\n";
    return 0;
}

} // namespace blossoms::cli
