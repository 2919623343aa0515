// Save files and replay records (the save format of include/frosted/save.h).
#include "frosted/bots.h"
#include "frosted/save.h"
#include "frosted/simulate.h"
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
        const Action x = chooseRandom(g, a);
        const Action y = chooseRandom(copy, b);
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
    doc["version"] = 2;
    EXPECT_EQ(loadError(doc.dump()).code(), "unsupported_version");
    doc = saveToJson(g);
    doc["data_hash"] = "0123456789abcdef";
    const SaveError mismatch = loadError(doc.dump());
    EXPECT_EQ(mismatch.code(), "data_mismatch");
    EXPECT_NE(std::string(mismatch.what()).find("different component data set"), std::string::npos);

    // Hand-edited files.
    auto edited = [&](auto change) {
        json d = saveToJson(g);
        change(d);
        return loadError(d.dump());
    };
    EXPECT_EQ(edited([](json& d) { d["players"][0]["coins"] = "many"; }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["players"][0]["hand"][0] = "rainbow"; }).code(),
              "corrupt_save");
    EXPECT_EQ(
        edited([](json& d) { d["players"][0]["hand"][0] = d["players"][0]["hand"][1]; }).code(),
        "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["bag"].erase(0); }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["market"]["token"] = 9; }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["phase"] = "dancing"; }).code(), "corrupt_save");
    EXPECT_EQ(edited([](json& d) { d["players"][0]["garden"][0]["x"] = 1.5; }).code(),
              "corrupt_save");
    const SaveError illegal = edited([](json& d) {
        // A second tile laid far from the garden.
        d["players"][0]["garden"].push_back(
            {{"tile", d["bag"][0]}, {"side", "front"}, {"rotation", 0}, {"x", 50}, {"y", 50}});
        d["bag"].erase(0);
    });
    EXPECT_EQ(illegal.code(), "corrupt_save");
    EXPECT_NE(std::string(illegal.what()).find("not a legal placement"), std::string::npos);
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
    for (const json& t : record["turns"]) {
        EXPECT_TRUE(g.apply(Action::take(t["take"].get<int>())));
        const json& p = t["place"];
        EXPECT_TRUE(g.apply(Action::place(
            {p["side"] == "front" ? Side::Front : Side::Back, p["rotation"].get<int>()},
            {p["x"].get<int>(), p["y"].get<int>()})));
        EXPECT_TRUE(g.apply(Action::playCard(*c.cardIndex(t["card"].get<std::string>()))));
        if (t.contains("claim")) {
            for (const json& o : t["claim"])
                EXPECT_TRUE(g.apply(Action::claim(*c.objectiveIndex(o.get<std::string>()))));
        }
        EXPECT_TRUE(g.apply(Action::endTurn()));
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
            EXPECT_EQ(again.deal(), end.deal());
            const auto a = again.scores(), b = end.scores();
            ASSERT_EQ(a.size(), b.size());
            for (std::size_t i = 0; i < a.size(); ++i)
                EXPECT_EQ(a[i].total, b[i].total);
        }
    }
}
