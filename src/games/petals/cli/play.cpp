// play, legal, suggest, check-save and validate-data for Petals (spec/petals/CLI.md).
#include "cli.h"

#include "engine/input.h"
#include "petals/rules/data_loader.h"
#include "petals/rules/save.h"

#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <ostream>

namespace petals::cli {

using engine::shown;
using engine::cli::dumpJson;
using engine::cli::OptionValue;

ComponentsPtr loadData(const Args& args) {
    return engine::cli::loadGameData<DataError>(
        args, defaultDataDir(),
        [](const std::filesystem::path& dir) { return loadComponents(dir); }, "Petals data",
        [](const std::string& where, const std::exception& e) { return where + ": " + e.what(); });
}

json pointsJson(const Points& p) {
    json out = json::object();
    for (Element e : kAllElements)
        out[std::string(elementName(e))] = p[static_cast<std::size_t>(e)];
    return out;
}

namespace {

std::string effectName(EffectKind e) {
    return e == EffectKind::None ? "none" : e == EffectKind::Simple ? "simple" : "double";
}

json choiceJson(const TurnRecord& r) {
    switch (r.choice) {
    case Action::Kind::Score:
        return "score";
    case Action::Kind::Move:
        return "move";
    case Action::Kind::Skip:
        return "skip";
    case Action::Kind::Place:
        break;
    }
    return nullptr;
}

// CLI.md "A turn in the log".
json turnJson(const Game& g, const TurnRecord& r) {
    const ComponentSet& c = g.components();
    json triggered = json::array();
    for (int card : r.triggeredBy)
        triggered.push_back(c.cards[static_cast<std::size_t>(card)].id);
    json moved = nullptr;
    if (r.moved && r.movedFrom) {
        moved = json{{"card", c.cards[static_cast<std::size_t>(r.moved->card)].id},
                     {"from",
                      {{"x", r.movedFrom->cell.x},
                       {"y", r.movedFrom->cell.y},
                       {"rotation", r.movedFrom->rotation * 90}}},
                     {"x", r.moved->cell.x},
                     {"y", r.moved->cell.y},
                     {"rotation", r.moved->rotation * 90}};
    }
    return json{{"turn", r.turn},
                {"round", 1 + (r.turn - 1) / g.seats()},
                {"player", g.seatName(r.seat)},
                {"placed", lyingJson(c, r.placed)},
                {"placed_points", pointsJson(r.placedPoints)},
                {"effect", effectName(r.effect)},
                {"triggered_by", triggered},
                {"choice", choiceJson(r)},
                {"moved", moved},
                {"moved_points", r.movedPoints ? pointsJson(*r.movedPoints) : json(nullptr)},
                {"points", pointsJson(r.points)},
                {"drew", r.drew}};
}

} // namespace

json logJson(const Game& g) {
    json log = json::array();
    for (const TurnRecord& r : g.log())
        log.push_back(turnJson(g, r));
    for (const LastCard& l : g.lastCards()) // R-PE-END-3
        log.push_back(json{{"player", g.seatName(l.seat)},
                           {"last_card", g.components().cards[static_cast<std::size_t>(l.card)].id},
                           {"points", pointsJson(l.points)}});
    return log;
}

json playersJson(const Game& g) {
    json players = json::array();
    const std::vector<Standing> standings = g.isOver() ? g.standings() : std::vector<Standing>{};
    for (int s = 0; s < g.seats(); ++s) {
        json p = {{"name", g.seatName(s)}, {"trackers", pointsJson(g.scores(s))}};
        if (g.isOver()) { // R-PE-WIN-1..4, R-PE-HARM-1..2
            const Standing& st = standings[static_cast<std::size_t>(s)];
            json won = json::array();
            for (Element e : kAllElements)
                if (st.won[static_cast<std::size_t>(e)])
                    won.push_back(std::string(elementName(e)));
            p["won"] = won;
            p["eligible"] = st.eligible;
            p["total"] = st.total;
            p["spread"] = st.spread;
            p["rank"] = st.rank ? json(*st.rank) : json(nullptr);
        }
        players.push_back(p);
    }
    return players;
}

std::string stepName(Step s) {
    switch (s) {
    case Step::Place:
        return "place";
    case Step::Effect:
        return "effect";
    case Step::Move:
        return "move";
    case Step::Over:
        break;
    }
    return "over";
}

json toPlay(const Game& g) {
    return g.isOver() ? json(nullptr) : json(g.seatName(g.toAct()));
}

namespace {

// The options of the commands that read a script: --from SAVE, and --save FILE where allowed.
struct ScriptOptions {
    std::string fromSave, savePath;
};

ScriptOptions scriptOptions(const Args& args, const std::string& command, bool allowSave) {
    ScriptOptions o;
    engine::cli::forEachOption(args.options, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--from")
            o.fromSave = value();
        else if (allowSave && opt == "--save")
            o.savePath = value();
        else
            inputError("usage", command + " reads its input from standard input; its options are " +
                                    (allowSave ? "--from SAVE and --save FILE" : "--from SAVE"));
    });
    return o;
}

json trackerWinners(const Game& g) {
    const std::vector<Standing> st = g.standings();
    json out = json::object();
    for (Element e : kAllElements) {
        json names = json::array();
        for (int s = 0; s < g.seats(); ++s)
            if (st[static_cast<std::size_t>(s)].won[static_cast<std::size_t>(e)])
                names.push_back(g.seatName(s));
        out[std::string(elementName(e))] = names;
    }
    return out;
}

} // namespace

int runPlay(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "play", true);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), o.fromSave);
    json out;
    out["game"] = "petals";
    out["variant"] = variantName(g.variant());
    out["complete"] = g.isOver();
    if (!g.isOver()) {
        out["step"] = stepName(g.step());
        out["to_play"] = toPlay(g);
    }
    out["log"] = logJson(g);
    out["players"] = playersJson(g);
    if (g.isOver()) {
        out["tracker_winners"] = trackerWinners(g);
        json winners = json::array();
        const std::vector<Standing> st = g.standings();
        for (int s = 0; s < g.seats(); ++s)
            if (st[static_cast<std::size_t>(s)].rank == 1)
                winners.push_back(g.seatName(s));
        out["winners"] = winners;
    }
    if (!o.savePath.empty()) // before printing: no partial output
        engine::cli::writeFileAtomically(o.savePath, saveText(g));
    *args.out << dumpJson(out) << "\n";
    return 0;
}

int runLegal(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "legal", false);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), o.fromSave);
    json out;
    out["to_play"] = toPlay(g);
    out["step"] = stepName(g.step());
    if (g.step() == Step::Place) { // the seat's own hand, data order (its view)
        json hand = json::array();
        for (int card : g.hand(g.toAct()))
            hand.push_back(c->cards[static_cast<std::size_t>(card)].id);
        out["hand"] = hand;
    } else if (!g.isOver()) {
        out["effect"] = g.pendingEffect() == EffectKind::Double ? "double" : "simple";
    }
    json actions = json::array();
    for (const Action& a : g.legalActions())
        actions.push_back(g.actionText(a));
    out["actions"] = actions;
    *args.out << dumpJson(out) << "\n";
    return 0;
}

// suggest: what a bot would do for the seat to act, decided on that seat's view only
// (R-PE-PRIV-1): nothing hidden from the seat changes the output.
int runSuggest(const Args& args) {
    std::string fromSave, botText;
    std::optional<ai::BotKind> bot;
    ai::Budget budget;
    std::uint64_t seed = 1;
    engine::cli::forEachOption(args.options, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--from")
            fromSave = value();
        else if (opt == "--bot")
            bot = parseBot(opt, botText = value());
        else if (opt == "--seed")
            seed = engine::cli::parseNumber(opt, value(), 0,
                                            std::numeric_limits<std::uint64_t>::max());
        else if (!engine::cli::budgetOption(opt, value, budget.thinkMs, budget.iterations))
            inputError("usage", "suggest: unknown option " + shown(opt) +
                                    " (its options are --bot, --from, --think-ms, --iterations "
                                    "and --seed)");
    });
    if (!bot)
        inputError("usage", "suggest needs --bot LEVEL");
    engine::cli::checkBudget(budget.thinkMs, budget.iterations);
    const ComponentsPtr c = loadData(args);
    const Game g = scriptedGame(c, engine::cli::readInput(*args.in), fromSave);
    json out;
    out["to_play"] = toPlay(g);
    out["step"] = stepName(g.step());
    out["bot"] = botText;
    const auto rounded = [](double v) { return std::round(v * 100.0) / 100.0; };
    if (g.isOver()) {
        out["action"] = nullptr;
        out["expected"] = 0.0;
        out["alternatives"] = json::array();
    } else {
        const SeatView view = g.viewFor(g.toAct());
        engine::Rng rng(seed);
        const ai::Suggestion s = ai::suggest(*bot, view, rng, budget);
        out["action"] = g.actionText(s.action);
        out["expected"] = rounded(s.expected);
        json alternatives = json::array();
        for (const auto& [action, value] : s.alternatives)
            alternatives.push_back(
                json{{"action", g.actionText(action)}, {"expected", rounded(value)}});
        out["alternatives"] = alternatives;
    }
    *args.out << dumpJson(out) << "\n";
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
                      {"game", "petals"},
                      {"variant", variantName(g.variant())},
                      {"players", players},
                      {"turn", g.turn()},
                      {"step", stepName(g.step())},
                      {"to_play", toPlay(g)},
                      {"complete", g.isOver()}};
    *args.out << dumpJson(out) << "\n";
    return 0;
}

int runValidateData(const Args& args) {
    if (!args.options.empty())
        inputError("usage", "validate-data takes no arguments besides --data DIR");
    const ComponentsPtr c = loadData(args);
    int ladybugs = 0;
    for (const Card& card : c->cards)
        ladybugs += card.ladybug ? 1 : 0;
    const json out = {{"ok", true},
                      {"game", "petals"},
                      {"cards", c->cards.size()},
                      {"ladybug_cards", ladybugs},
                      {"trackers", c->trackers.size()},
                      {"data_hash", c->contentHash}};
    *args.out << dumpJson(out) << "\n";
    return 0;
}

} // namespace petals::cli
