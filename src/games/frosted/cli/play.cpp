// play: a scripted game, turn by turn (CLI.md).
#include "cli.h"

#include "frosted/rules/game.h"
#include "frosted/rules/position.h"
#include "frosted/rules/save.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>
#include <ostream>

namespace frosted::cli {

namespace {

SetupSpec parseSetup(const json& in) {
    SetupSpec s;
    s.players = stringList(require(in, "players", "the input"), "players");
    if (in.contains("solo") && !in.at("solo").is_null()) {
        if (!in.at("solo").is_boolean())
            inputError("invalid_input", "solo must be true or false");
        s.solo = in.at("solo").get<bool>();
    }
    if (in.contains("seed") && !in.at("seed").is_null()) {
        const json& seed = in.at("seed");
        if (!seed.is_number_integer())
            inputError("invalid_input", "seed must be an integer");
        s.seed = seed.is_number_unsigned() ? seed.get<std::uint64_t>()
                                           : static_cast<std::uint64_t>(seed.get<std::int64_t>());
    }
    if (!in.contains("setup") || in.at("setup").is_null())
        return s;
    const json& setup = in.at("setup");
    requireObject(setup, "setup");
    if (setup.contains("start_player") && !setup.at("start_player").is_null())
        s.startPlayer = requireInt(setup, "start_player", "setup");
    auto list = [&](const char* key, std::vector<std::string>& out) {
        if (setup.contains(key) && !setup.at(key).is_null())
            out = stringList(setup.at(key), std::string("setup.") + key);
    };
    list("starting_tiles", s.startingTiles);
    list("market", s.market);
    list("bag", s.bag);
    list("gardener_deck", s.gardenerDeck);
    if (setup.contains("objectives") && !setup.at("objectives").is_null())
        s.objectives = stringList(setup.at("objectives"), "setup.objectives");
    if (setup.contains("decks") && !setup.at("decks").is_null()) {
        const json& decks = setup.at("decks");
        requireArray(decks, "setup.decks");
        for (std::size_t i = 0; i < decks.size(); ++i)
            s.decks.push_back(stringList(decks[i], "setup.decks[" + std::to_string(i) + "]"));
    }
    return s;
}

std::string tileId(const ComponentSet& c, int t) {
    return c.tiles[static_cast<std::size_t>(t)].id;
}

json objectiveIds(const ComponentSet& c, const std::vector<int>& objectives) {
    json out = json::array();
    for (int o : objectives)
        out.push_back(c.objectives[static_cast<std::size_t>(o)].id);
    return out;
}

json logEntry(const GameState& g, const PlayerTurn& r) {
    const ComponentSet& c = g.components();
    json placed = nullptr;
    if (r.placed)
        placed = json{{"tile", tileId(c, r.took)},
                      {"side", std::string(name(r.orientation.side))},
                      {"rotation", r.orientation.rotation},
                      {"x", r.at.x},
                      {"y", r.at.y}};
    json gaps = json::array();
    for (const Gap& gap : r.gaps)
        gaps.push_back(gapJson(gap));
    return json{{"turn", r.turn},
                {"round", r.round},
                {"player", g.player(r.seat).name},
                {"took", r.took >= 0 ? json(tileId(c, r.took)) : json(nullptr)},
                {"skipped", r.skipped},
                {"coins_paid", r.coinsPaid},
                {"coins_taken", r.coinsTaken},
                {"placed", placed},
                {"card", c.cards[static_cast<std::size_t>(r.card)].id},
                {"points", r.points},
                {"gaps", gaps},
                {"claimed", objectiveIds(c, r.claimed)}};
}

json logEntry(const GameState& g, const GardenerTurn& r) {
    const ComponentSet& c = g.components();
    return json{{"turn", r.turn},
                {"round", r.round},
                {"player", kGardenerName},
                {"gardener_card", c.gardenerCards[static_cast<std::size_t>(r.card)].id},
                {"sequences", landValuesJson(r.sequences)},
                {"points", r.points},
                {"improvements", improvementsJson(r.improvements)},
                {"moved", r.moved},
                {"coins_paid", r.coinsPaid},
                {"coins_taken", r.coinsTaken},
                {"discarded", r.discarded >= 0 ? json(tileId(c, r.discarded)) : json(nullptr)},
                {"claimed", objectiveIds(c, r.claimed)}};
}

json logEntry(const GameState& g, const GardenerEndClaims& r) {
    return json{{"player", kGardenerName}, {"end_claims", objectiveIds(g.components(), r.claimed)}};
}

// Applies one scripted human turn; any refusal is an illegal turn (exit 2).
void playTurn(GameState& g, const json& turn, std::size_t index) {
    const std::string where = "turns[" + std::to_string(index) + "]";
    auto illegal = [&](const std::string& message) {
        inputError("illegal_turn", where + ": " + message, json{{"turn", index}});
    };
    if (g.isOver())
        illegal("the game is already over");
    requireObject(turn, where);
    const ComponentSet& c = g.components();
    TurnChoices t;
    if (turn.contains("take") && !turn.at("take").is_null())
        t.take = requireInt(turn, "take", where);
    if (turn.contains("place") && !turn.at("place").is_null()) {
        const json& p = turn.at("place");
        t.place = PlacementOption{
            parseOrientation(p, where + ".place"),
            {requireCoord(p, "x", where + ".place"), requireCoord(p, "y", where + ".place")}};
    }
    const std::string cardId = requireString(turn, "card", where);
    const auto card = c.cardIndex(cardId);
    if (!card)
        inputError("unknown_id", where + ".card: unknown card id " + shown(cardId),
                   json{{"turn", index}, {"id", oneLine(cardId, InputLimits::kShownChars)}});
    t.card = *card;
    if (turn.contains("claim") && !turn.at("claim").is_null()) {
        for (const std::string& id : stringList(turn.at("claim"), where + ".claim")) {
            const auto o = c.objectiveIndex(id);
            if (!o)
                inputError("unknown_id", where + ".claim: unknown objective id " + shown(id),
                           json{{"turn", index}, {"id", oneLine(id, InputLimits::kShownChars)}});
            t.claims.push_back(*o);
        }
    }
    // The take (or a pass on an empty ring), the placement (or a pass, refused unless no
    // placement exists, R-PL-6), the card, the claims, the end of the turn.
    for (const Action& a : turnActions(t))
        if (ApplyResult r = g.apply(a); !r)
            illegal(r.reason);
}

// Applies the script's "actions" to whichever seat is to act.
void playActions(GameState& g, const json& actions) {
    requireArray(actions, "actions");
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const std::string where = "actions[" + std::to_string(i) + "]";
        if (!actions[i].is_string())
            inputError("bad_action",
                       where + " must be an action as text, not " + describe(actions[i]),
                       json{{"action", i}});
        std::string error;
        const auto a = parseAction(actions[i].get<std::string>(), g.components(), &error);
        if (!a)
            inputError("bad_action", where + ": " + error, json{{"action", i}});
        ApplyResult r = g.isOver()
                            ? ApplyResult::refuse(refused::kGameOver, "R-END-1", "the game is over")
                            : g.apply(*a);
        if (!r)
            inputError("illegal_action",
                       where + " (" + actionText(*a, g.components()) + "): " + r.reason,
                       json{{"action", i}, {"reason", r.reason}});
    }
}

GameState readSave(const ComponentsPtr& c, const std::string& path) {
    try {
        return loadFromFile(c, path);
    } catch (const SaveError& e) {
        inputError(e.code(), e.code() == "io_error" ? e.what() : path + ": " + e.what(),
                   json{{"path", path}});
    }
}

} // namespace

std::string_view stepName(Phase p) {
    switch (p) {
    case Phase::TakeTile:
        return "take";
    case Phase::PlaceTile:
        return "place";
    case Phase::PlayCard:
        return "card";
    case Phase::Claim:
        return "claim";
    case Phase::GameOver:
        return "over";
    }
    return "over";
}

GameState scriptedGame(const ComponentsPtr& c, const json& in, const std::string& fromSave) {
    requireObject(in, "the input");
    GameState g;
    if (!fromSave.empty()) {
        for (const char* key : {"players", "solo", "seed", "setup", "position"})
            if (in.contains(key))
                inputError("conflicts_with_save",
                           std::string("\"") + key + "\" comes from the save " + fromSave +
                               "; a continuation holds only \"turns\" and \"actions\"");
        g = readSave(c, fromSave);
    } else if (in.contains("position")) {
        // A position set up by hand (docs/designer.md) in place of a deal: what the GUI's
        // position editor exports, or a record of a game set up from one.
        for (const char* key : {"players", "solo", "seed", "setup"})
            if (in.contains(key))
                inputError("conflicts_with_position",
                           std::string("\"") + key +
                               "\" comes from the position; an input with \"position\" holds "
                               "only \"turns\" and \"actions\" beside it");
        try {
            g = GameState::fromPosition(c, positionFromJson(*c, in.at("position")));
        } catch (const SetupError& e) {
            inputError(e.code(), std::string(e.code() == "impossible_position"
                                                 ? "the position is impossible: "
                                                 : "position: ") +
                                     e.what());
        }
    } else {
        const SetupSpec spec = parseSetup(in);
        try {
            g = GameState::setup(c, spec);
        } catch (const SetupError& e) {
            inputError(e.code(), std::string("setup: ") + e.what());
        }
    }
    if (in.contains("turns") && !in.at("turns").is_null()) {
        const json& turns = in.at("turns");
        requireArray(turns, "turns");
        for (std::size_t i = 0; i < turns.size(); ++i) {
            try {
                playTurn(g, turns[i], i);
            } catch (const CliError& e) {
                // Every error raised by turns[i] names it: "turn" is its 0-based index.
                json extra = e.extra();
                if (!extra.contains("turn"))
                    extra["turn"] = i;
                throw CliError(e.exitCode(), e.code(), e.what(), std::move(extra));
            }
        }
    }
    if (in.contains("actions") && !in.at("actions").is_null())
        playActions(g, in.at("actions"));
    return g;
}

json toPlay(const GameState& g) {
    return g.isOver() ? json(nullptr) : json(g.player(g.currentSeat()).name);
}

namespace {
// The options of the commands that read a script: --from SAVE, and --save FILE where allowed.
struct ScriptOptions {
    std::string fromSave;
    std::string savePath;
};

ScriptOptions scriptOptions(const Args& args, const std::string& command, bool allowSave) {
    ScriptOptions o;
    const auto& a = args.options;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == "--from" && i + 1 < a.size())
            o.fromSave = a[++i];
        else if (allowSave && a[i] == "--save" && i + 1 < a.size())
            o.savePath = a[++i];
        else
            inputError("usage", command + " reads its input from standard input; its options are " +
                                    (allowSave ? "--from SAVE and --save FILE" : "--from SAVE"));
    }
    return o;
}
} // namespace

int runPlay(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "play", true);
    const std::string& savePath = o.savePath;
    const ComponentsPtr c = loadData(args);
    const GameState g = scriptedGame(c, readInput(args), o.fromSave);
    json out;
    out["complete"] = g.isOver();
    if (!g.isOver()) {
        out["step"] = std::string(stepName(g.phase()));
        out["to_play"] = toPlay(g);
    }
    json log = json::array();
    for (const TurnRecord& r : g.log())
        log.push_back(std::visit([&](const auto& t) { return logEntry(g, t); }, r));
    out["log"] = log;
    json players = json::array();
    for (const FinalScore& s : g.scores())
        players.push_back(json{{"name", s.name},
                               {"track", s.track},
                               {"improvements", s.improvements},
                               {"objectives", s.objectives},
                               {"coins", s.coins},
                               {"total", s.total},
                               {"rank", s.rank}});
    out["players"] = players;
    if (g.isOver())
        out["winners"] = g.winners();
    if (!savePath.empty())
        writeFileAtomically(savePath, saveToText(g)); // before printing: no partial output
    *args.out << dumpJson(out) << "\n";
    return 0;
}

int runLegal(const Args& args) {
    const ScriptOptions o = scriptOptions(args, "legal", false);
    const ComponentsPtr c = loadData(args);
    const GameState g = scriptedGame(c, readInput(args), o.fromSave);
    json out;
    out["to_play"] = toPlay(g);
    out["step"] = std::string(stepName(g.phase()));
    if (g.phase() == Phase::PlaceTile && g.takenTile() >= 0)
        out["tile"] = tileId(*c, g.takenTile());
    json actions = json::array();
    for (const Action& a : g.legalActions())
        actions.push_back(actionText(a, *c));
    out["actions"] = actions;
    *args.out << dumpJson(out) << "\n";
    return 0;
}

// suggest: what a bot would do for the seat to play (CLI.md "Computer players"). It decides on
// that seat's view only (R-PRIV-1), so nothing hidden in the input changes the output.
int runSuggest(const Args& args) {
    std::string fromSave;
    std::optional<BotKind> bot;
    std::string botText;
    BotBudget budget;
    std::uint64_t seed = 1;
    forEachOption(args, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--from")
            fromSave = value();
        else if (opt == "--bot")
            bot = parseBot(opt, botText = value());
        else if (opt == "--seed")
            seed = parseNumber(opt, value(), 0, std::numeric_limits<std::uint64_t>::max());
        else if (!budgetOption(opt, value, budget))
            inputError("usage", "suggest: unknown option " + shown(opt) +
                                    " (its options are --bot, --from, --think-ms, --iterations "
                                    "and --seed)");
    });
    if (!bot)
        inputError("usage", "suggest needs --bot LEVEL");
    checkBudget(budget);
    const ComponentsPtr c = loadData(args);
    const GameState g = scriptedGame(c, readInput(args), fromSave);
    json out;
    out["to_play"] = toPlay(g);
    out["step"] = std::string(stepName(g.phase()));
    out["bot"] = botText;
    const auto rounded = [](double v) { return std::round(v * 100.0) / 100.0; };
    if (g.isOver()) {
        out["action"] = nullptr;
        out["expected"] = 0.0;
        out["alternatives"] = json::array();
    } else {
        const SeatView view = g.viewFor(g.currentSeat());
        Rng rng(seed);
        const Suggestion s = suggest(*bot, view, rng, budget);
        out["action"] = actionText(s.action, *c);
        out["expected"] = rounded(s.expected);
        json alternatives = json::array();
        for (const auto& [action, value] : s.alternatives)
            alternatives.push_back(
                json{{"action", actionText(action, *c)}, {"expected", rounded(value)}});
        out["alternatives"] = alternatives;
    }
    *args.out << dumpJson(out) << "\n";
    return 0;
}

} // namespace frosted::cli
