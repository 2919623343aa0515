// Save files and replay records (the save format of include/frosted/rules/save.h).
#include "frosted/ai/bots.h"
#include "frosted/lab/simulate.h"
#include "frosted/rules/save.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

using namespace frosted;
using nlohmann::json;
using test::dataPtr;

namespace {

SetupSpec spec(int players, bool solo, std::uint64_t seed) {
    SetupSpec s;
    for (int i = 0; i < players; ++i)
        s.players.push_back(std::string("Player ") + char('A' + i));
    s.solo = solo;
    s.seed = seed;
    return s;
}

SaveError loadError(const std::string& text) {
    try {
        loadFromText(dataPtr(), text);
    } catch (const SaveError& e) {
        return e;
    }
    return SaveError("none", "loaded");
}

} // namespace

TEST(Save, RoundTripAtRandomStepsContinuesIdentically) {
    // In seeded random playouts, save and load at random steps: the loaded state equals the
    // original, and both continue identically to the end.
    for (int game = 0; game < 60; ++game) {
        const int players = 1 + game % 4;
        const bool solo = game % 5 == 0;
        GameState g = GameState::setup(dataPtr(), spec(solo ? 1 : players, solo, 900 + game));
        Rng rng(static_cast<std::uint64_t>(game) + 1);
        int step = 0;
        while (!g.isOver()) {
            if (rng.below(7) == 0 || step == 0) {
                const std::string text = saveToText(g);
                const GameState loaded = loadFromText(dataPtr(), text);
                ASSERT_TRUE(loaded == g) << "game " << game << " step " << step;
                ASSERT_EQ(saveToText(loaded), text);
            }
            const auto actions = g.legalActions();
            g.apply(actions[static_cast<std::size_t>(rng.below(actions.size()))]);
            ++step;
        }
        const GameState loaded = loadFromText(dataPtr(), saveToText(g));
        ASSERT_TRUE(loaded == g);
        EXPECT_EQ(loaded.winners(), g.winners());
    }
}

TEST(Save, LoadedGameContinuesExactlyAsTheOriginal) {
    GameState g = GameState::setup(dataPtr(), spec(3, false, 77));
    Rng rng(5);
    for (int i = 0; i < 40; ++i) {
        const auto actions = g.legalActions();
        g.apply(actions[static_cast<std::size_t>(rng.below(actions.size()))]);
    }
    GameState copy = loadFromText(dataPtr(), saveToText(g));
    Rng a(9), b(9);
    while (!g.isOver()) {
        const Action x = chooseRandom(test::toPlay(g), a);
        const Action y = chooseRandom(test::toPlay(copy), b);
        ASSERT_EQ(x, y);
        ASSERT_TRUE(g.apply(x));
        ASSERT_TRUE(copy.apply(y));
    }
    EXPECT_TRUE(copy == g);
}

TEST(Save, BadFilesGiveClearErrors) {
    const GameState g = GameState::setup(dataPtr(), spec(2, false, 3));
    const std::string good = saveToText(g);
    // Truncated at many points: always a clear error, never a crash.
    for (std::size_t cut = 0; cut < good.size(); cut += 97) {
        const SaveError e = loadError(good.substr(0, cut));
        EXPECT_TRUE(e.code() == "malformed_json" || e.code() == "corrupt_save" ||
                    e.code() == "not_a_save")
            << cut << ": " << e.code();
    }
    EXPECT_EQ(loadError("").code(), "malformed_json");
    EXPECT_EQ(loadError("{\"hello\": 1}").code(), "not_a_save");
    EXPECT_EQ(loadError("[1, 2]").code(), "not_a_save");

    json doc = saveToJson(g);
    doc["version"] = kSaveVersion + 1;
    EXPECT_EQ(loadError(doc.dump()).code(), "unsupported_version");
    doc = saveToJson(g);
    doc["data_hash"] = "0123456789abcdef";
    const SaveError mismatch = loadError(doc.dump());
    EXPECT_EQ(mismatch.code(), "data_mismatch");
    EXPECT_NE(std::string(mismatch.what()).find("different component data set"), std::string::npos);

    // Hand-edited files: the deal must be a possible deal and every action must be accepted by
    // the rules when replayed.
    GameState played = g;
    ASSERT_TRUE(played.apply(Action::take(1)));
    ASSERT_TRUE(played.apply(played.legalActions().front()));
    auto edited = [&](auto change) {
        json d = saveToJson(played);
        change(d);
        return loadError(d.dump());
    };
    EXPECT_EQ(edited([](json& d) { d["deal"]["decks"][0][0] = "rainbow"; }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["deal"]["decks"][0][1] = d["deal"]["decks"][0][0]; }).code(),
              "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["deal"]["bag"].erase(0); }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["deal"]["names"][1] = d["deal"]["names"][0]; }).code(),
              "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["solo"] = "maybe"; }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["actions"] = "take 1"; }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["actions"][0] = 1; }).code(), "corrupt_save");
    const SaveError garbled = edited([](json& d) { d["actions"][0] = "take one"; });
    EXPECT_EQ(garbled.code(), "corrupt_save");
    EXPECT_NE(std::string(garbled.what()).find("actions[0]"), std::string::npos);
    const SaveError illegal = edited([](json& d) { d["actions"][1] = "place front 0 50 50"; });
    EXPECT_EQ(illegal.code(), "corrupt_save");
    EXPECT_NE(std::string(illegal.what()).find("refused by the rules"), std::string::npos);
    EXPECT_NE(std::string(illegal.what()).find("place front 0 50 50"), std::string::npos);
}

TEST(Save, Version2HoldsTheDealAndTheActionsOnly) {
    GameState g = GameState::setup(dataPtr(), spec(2, false, 4));
    Rng rng(3);
    for (int i = 0; i < 17; ++i)
        ASSERT_TRUE(g.apply(chooseRandom(test::toPlay(g), rng)));
    const json doc = saveToJson(g);
    EXPECT_EQ(doc["version"], 2);
    std::vector<std::string> keys;
    for (auto it = doc.begin(); it != doc.end(); ++it)
        keys.push_back(it.key());
    std::sort(keys.begin(), keys.end());
    EXPECT_EQ(keys, (std::vector<std::string>{"actions", "data_hash", "deal", "format", "seed",
                                              "solo", "version"}));
    ASSERT_EQ(doc["actions"].size(), 17u);
    for (std::size_t i = 0; i < g.actions().size(); ++i)
        EXPECT_EQ(doc["actions"][i], actionText(g.actions()[i], test::data()));
}

namespace {
// Replays a record (a `play` input) through the core, as the command line does.
GameState replay(const json& record) {
    const ComponentSet& c = test::data();
    SetupSpec s;
    s.players = record["players"].get<std::vector<std::string>>();
    s.solo = record["solo"].get<bool>();
    s.seed = record["seed"].get<std::uint64_t>();
    const json& setup = record["setup"];
    s.startPlayer = setup["start_player"].get<int>();
    s.startingTiles = setup["starting_tiles"].get<std::vector<std::string>>();
    s.market = setup["market"].get<std::vector<std::string>>();
    s.bag = setup["bag"].get<std::vector<std::string>>();
    s.objectives = setup["objectives"].get<std::vector<std::string>>();
    s.decks = setup["decks"].get<std::vector<std::vector<std::string>>>();
    if (setup.contains("gardener_deck"))
        s.gardenerDeck = setup["gardener_deck"].get<std::vector<std::string>>();
    GameState g = GameState::setup(dataPtr(), s);
    for (const json& t : record["actions"]) {
        const auto a = parseAction(t.get<std::string>(), c);
        EXPECT_TRUE(a.has_value()) << t;
        if (a) {
            EXPECT_TRUE(g.apply(*a)) << t;
        }
    }
    return g;
}
} // namespace

TEST(Save, ReplayRecordReproducesTheGame) {
    for (int players = 1; players <= 4; ++players) {
        for (bool solo : {false, true}) {
            if (solo && players != 1)
                continue;
            Rng rng(static_cast<std::uint64_t>(players) * 13);
            const GameState end =
                playWithBots(GameState::setup(dataPtr(), spec(players, solo, 300 + players)),
                             {BotKind::Greedy}, rng);
            ASSERT_TRUE(end.isOver());
            const GameState again = replay(replayRecord(end));
            ASSERT_TRUE(again.isOver());
            EXPECT_EQ(again.log(), end.log());
            EXPECT_EQ(GameStateAccess::deal(again), GameStateAccess::deal(end));
            EXPECT_EQ(again, end);
            const auto a = again.scores(), b = end.scores();
            ASSERT_EQ(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i)
                EXPECT_EQ(a[i].total, b[i].total);
        }
    }
}

// Issue 14: a save and a record say which seats are computer players and at which level; a
// loaded game has them again; a save without the list (release 0.1, or people only) has none; a
// list that is not one known level (or "") per seat is a damaged file.
TEST(Save, ComputerSeatsAreKeptAndChecked) {
    SetupSpec spec;
    spec.players = {"Ada", "Bot", "Cy"};
    spec.seed = 12;
    GameState g = GameState::setup(test::dataPtr(), spec);
    g.setComputers({"", "hard", "easy"});
    Rng rng(1);
    for (int i = 0; i < 7; ++i)
        ASSERT_TRUE(g.apply(chooseGreedy(g.viewFor(g.currentSeat()))));
    const GameState back = loadFromText(test::dataPtr(), saveToText(g));
    EXPECT_TRUE(back == g);
    EXPECT_EQ(back.computers(), (std::vector<std::string>{"", "hard", "easy"}));
    EXPECT_TRUE(back.isComputer(1));
    EXPECT_FALSE(back.isComputer(0));
    EXPECT_EQ(replayRecord(g)["computers"], saveToJson(g)["computers"]);
    EXPECT_TRUE(back.viewFor(0).player(0).name == "Ada");

    GameState people = GameState::setup(test::dataPtr(), spec);
    EXPECT_FALSE(saveToJson(people).contains("computers"));
    EXPECT_TRUE(loadFromText(test::dataPtr(), saveToText(people)).computers().empty());

    for (const nlohmann::json& bad : {nlohmann::json{"", "hard"}, nlohmann::json{"", "expert", ""},
                                      nlohmann::json{"", 3, ""}, nlohmann::json("hard")}) {
        nlohmann::json doc = saveToJson(g);
        doc["computers"] = bad;
        try {
            (void)loadFromJson(test::dataPtr(), doc);
            ADD_FAILURE() << "accepted computers " << bad.dump();
        } catch (const SaveError& e) {
            EXPECT_EQ(e.code(), "corrupt_save") << bad.dump();
        }
    }
}
