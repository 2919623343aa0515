// play: a scripted game, turn by turn (CLI.md).
#include "cli.h"

#include "frosted/game.h"

#include <iostream>

namespace frosted::cli {

namespace {

std::vector<std::string> stringList(const json& j, const std::string& where) {
    requireArray(j, where);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < j.size(); ++i) {
        if (!j[i].is_string())
            inputError("invalid_input", where + "[" + std::to_string(i) + "] must be a string");
        out.push_back(j[i].get<std::string>());
    }
    return out;
}

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
    for (std::size_t i = 0; i < s.players.size(); ++i)
        for (std::size_t j = i + 1; j < s.players.size(); ++j)
            if (s.players[i] == s.players[j])
                inputError("invalid_setup", "two players are named \"" + s.players[i] + "\"");
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

json logEntry(const GameState& g, const TurnRecord& r) {
    const ComponentSet& c = g.components();
    if (r.endClaims)
        return json{{"player", "Master Gardener"}, {"end_claims", objectiveIds(c, r.claimed)}};
    if (r.seat < 0) {
        return json{{"turn", r.turn},
                    {"round", r.round},
                    {"player", "Master Gardener"},
                    {"gardener_card", c.gardenerCards[static_cast<std::size_t>(r.gardenerCard)].id},
                    {"sequences", landValuesJson(r.sequences)},
                    {"points", r.points},
                    {"improvements", improvementsJson(r.improvements)},
                    {"moved", r.moved},
                    {"coins_paid", r.coinsPaid},
                    {"coins_taken", r.coinsTaken},
                    {"discarded", r.discarded >= 0 ? json(tileId(c, r.discarded)) : json(nullptr)},
                    {"claimed", objectiveIds(c, r.claimed)}};
    }
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

// Applies one scripted human turn; any refusal is an illegal turn (exit 2).
void playTurn(GameState& g, const json& turn, std::size_t index) {
    const std::string where = "turns[" + std::to_string(index) + "]";
    auto illegal = [&](const std::string& message) {
        inputError("illegal_turn", where + ": " + message, json{{"turn", index}});
    };
    auto apply = [&](const Action& a) {
        if (ApplyResult r = g.apply(a); !r)
            illegal(r.reason);
    };
    if (g.isOver())
        illegal("the game is already over");
    requireObject(turn, where);
    const ComponentSet& c = g.components();
    // 1. Take a tile.
    if (turn.contains("take") && !turn.at("take").is_null())
        apply(Action::take(requireInt(turn, "take", where)));
    else
        apply(Action::pass());
    // 2. Place it (a Placement without "tile").
    if (turn.contains("place") && !turn.at("place").is_null()) {
        const json& p = turn.at("place");
        requireObject(p, where + ".place");
        Orientation o;
        if (p.contains("side") && !p.at("side").is_null()) {
            const json& side = p.at("side");
            if (!side.is_string() || (side != "front" && side != "back"))
                inputError("invalid_input", where + ".place.side must be \"front\" or \"back\"");
            o.side = side == "front" ? Side::Front : Side::Back;
        }
        o.rotation = optionalInt(p, "rotation", 0, where + ".place");
        const Point at{requireInt(p, "x", where + ".place"), requireInt(p, "y", where + ".place")};
        apply(Action::place(o, at));
    } else {
        apply(Action::pass()); // refused unless no placement exists (R-PL-6)
    }
    // 3. Play a card.
    const std::string cardId = requireString(turn, "card", where);
    const auto card = c.cardIndex(cardId);
    if (!card)
        inputError("unknown_id", where + ".card: unknown card id \"" + cardId + "\"",
                   json{{"turn", index}, {"id", cardId}});
    apply(Action::playCard(*card));
    // 5. Claims.
    if (turn.contains("claim") && !turn.at("claim").is_null()) {
        for (const std::string& id : stringList(turn.at("claim"), where + ".claim")) {
            const auto o = c.objectiveIndex(id);
            if (!o)
                inputError("unknown_id", where + ".claim: unknown objective id \"" + id + "\"",
                           json{{"turn", index}, {"id", id}});
            apply(Action::claim(*o));
        }
    }
    apply(Action::endTurn());
}

} // namespace

int runPlay(const Args& args) {
    if (!args.positional.empty())
        inputError("usage", "play reads its input from standard input; it takes no arguments");
    const ComponentsPtr c = loadData(args.dataDir);
    const json in = readInput();
    requireObject(in, "the input");
    const SetupSpec spec = parseSetup(in);
    GameState g;
    try {
        g = GameState::setup(c, spec);
    } catch (const SetupError& e) {
        inputError(e.code(), std::string("setup: ") + e.what());
    }
    if (in.contains("turns") && !in.at("turns").is_null()) {
        const json& turns = in.at("turns");
        requireArray(turns, "turns");
        for (std::size_t i = 0; i < turns.size(); ++i)
            playTurn(g, turns[i], i);
    }
    json out;
    out["complete"] = g.isOver();
    json log = json::array();
    for (const TurnRecord& r : g.log())
        log.push_back(logEntry(g, r));
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
    std::cout << dumpJson(out) << "\n";
    return 0;
}

} // namespace frosted::cli
