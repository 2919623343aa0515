// Files written by release 0.1 keep opening (tests/fixtures/release-0.1): its version 1 saves are
// replayed from their log into the same position they describe, and continue to the end.
#include "frosted/ai/bots.h"
#include "frosted/rules/save.h"
#include "game_access.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

using namespace frosted;
using nlohmann::json;
using test::data;
using test::dataPtr;

namespace {

std::string readFixture(const std::string& name) {
    std::ifstream in(std::string(FROSTED_TEST_FIXTURES) + "/release-0.1/" + name, std::ios::binary);
    EXPECT_TRUE(in.good()) << name;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

template <class V>
json ids(const V& items, const std::vector<int>& indices) {
    json out = json::array();
    for (int i : indices)
        out.push_back(i >= 0 ? json(items[static_cast<std::size_t>(i)].id) : json(nullptr));
    return out;
}

// Every part of the position that a version 1 file stored, compared with the replayed game.
void expectSamePosition(const json& v1, const GameState& g) {
    const ComponentSet& c = data();
    EXPECT_EQ(v1["phase"], std::string(name(g.phase())));
    EXPECT_EQ(v1["seat"], g.currentSeat());
    EXPECT_EQ(v1["round"], g.round());
    ASSERT_EQ(v1["players"].size(), static_cast<std::size_t>(g.seatCount()));
    for (int s = 0; s < g.seatCount(); ++s) {
        const json& p = v1["players"][static_cast<std::size_t>(s)];
        const PlayerState& q = g.player(s);
        EXPECT_EQ(p["name"], q.name);
        EXPECT_EQ(p["coins"], q.coins) << q.name;
        EXPECT_EQ(p["track"], q.track) << q.name;
        EXPECT_EQ(p["hand"], ids(c.cards, q.hand)) << q.name;
        EXPECT_EQ(p["deck"], ids(c.cards, q.deck)) << q.name;
        EXPECT_EQ(p["discard"], ids(c.cards, q.discard)) << q.name;
        EXPECT_EQ(p["objectives"], ids(c.objectives, q.objectives)) << q.name;
        ASSERT_EQ(p["garden"].size(), q.garden.laid().size()) << q.name;
        for (std::size_t i = 1; i < q.garden.laid().size(); ++i) {
            const Garden::Laid& l = q.garden.laid()[i];
            EXPECT_EQ(p["garden"][i]["tile"], c.tiles[static_cast<std::size_t>(l.tile)].id);
            EXPECT_EQ(p["garden"][i]["x"], l.at.x);
            EXPECT_EQ(p["garden"][i]["y"], l.at.y);
            EXPECT_EQ(p["garden"][i]["rotation"], l.orientation.rotation);
        }
    }
    EXPECT_EQ(v1["market"]["tiles"], ids(c.tiles, g.market().tile));
    EXPECT_EQ(v1["market"]["coins"], g.market().coins);
    EXPECT_EQ(v1["market"]["token"], g.market().token);
    EXPECT_EQ(v1["bag"], ids(c.tiles, GameStateAccess::bag(g)));
    EXPECT_EQ(v1["board"], ids(c.objectives, g.board()));
    EXPECT_EQ(v1["out_of_game"], ids(c.tiles, g.outOfGame()));
    const json& mg = v1["gardener"];
    EXPECT_EQ(mg["active"], g.solo());
    EXPECT_EQ(mg["deck"], ids(c.gardenerCards, g.gardener().deck));
    EXPECT_EQ(mg["played"], ids(c.gardenerCards, g.gardener().played));
    EXPECT_EQ(mg["coins"], g.gardener().coins);
    EXPECT_EQ(mg["track"], g.gardener().track);
    EXPECT_EQ(mg["objectives"], ids(c.objectives, g.gardener().objectives));
    EXPECT_EQ(v1["log"].size(), g.log().size());
    EXPECT_EQ(v1["taken"], g.takenTile() >= 0
                               ? json(c.tiles[static_cast<std::size_t>(g.takenTile())].id)
                               : json(nullptr));
}

class Release01Save : public ::testing::TestWithParam<const char*> {};

} // namespace

TEST_P(Release01Save, OpensInTheSamePositionAndPlaysOn) {
    const std::string text = readFixture(GetParam());
    const json v1 = json::parse(text);
    ASSERT_EQ(v1["version"], 1);
    int version = 0;
    GameState g = loadFromText(dataPtr(), text, &version);
    EXPECT_EQ(version, 1);
    expectSamePosition(v1, g);
    // It continues, and saving it again writes the current version, which opens identically.
    Rng rng(4);
    for (int i = 0; i < 30 && !g.isOver(); ++i)
        ASSERT_TRUE(g.apply(chooseRandom(test::toPlay(g), rng)));
    const GameState again = loadFromText(dataPtr(), saveToText(g), &version);
    EXPECT_EQ(version, kDealtSaveVersion);
    EXPECT_EQ(again, g);
    while (!g.isOver())
        ASSERT_TRUE(g.apply(chooseGreedy(test::toPlay(g))));
    EXPECT_FALSE(g.winners().empty());
}

INSTANTIATE_TEST_SUITE_P(Files, Release01Save,
                         ::testing::Values("save-2p-turn8.json", "save-solo-round5.json",
                                           "save-4p-round4.json", "save-4p-complete.json",
                                           "save-3p-place-step.json", "save-3p-card-step.json",
                                           "save-3p-claim-step.json", "save-solo-claim-step.json"),
                         [](const auto& info) {
                             std::string n = info.param;
                             n = n.substr(0, n.find('.'));
                             for (char& ch : n)
                                 if (ch == '-')
                                     ch = '_';
                             return n;
                         });

TEST(Release01Save, ACompleteGameKeepsItsScores) {
    const GameState g = loadFromText(dataPtr(), readFixture("save-4p-complete.json"));
    ASSERT_TRUE(g.isOver());
    const json played = json::parse(readFixture("save-4p-complete.play.json"));
    const auto scores = g.scores();
    ASSERT_EQ(played["players"].size(), scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) {
        EXPECT_EQ(played["players"][i]["total"], scores[i].total);
        EXPECT_EQ(played["players"][i]["rank"], scores[i].rank);
    }
}

TEST(Release01Save, ADamagedVersion1FileIsRefused) {
    json v1 = json::parse(readFixture("save-2p-turn8.json"));
    v1["log"][0]["x"] = 40; // a placement far away from the garden
    try {
        (void)loadFromJson(dataPtr(), v1);
        ADD_FAILURE() << "loaded";
    } catch (const SaveError& e) {
        EXPECT_EQ(e.code(), "corrupt_save");
    }
    v1 = json::parse(readFixture("save-2p-turn8.json"));
    v1["round"] = 7; // the turns lead elsewhere
    EXPECT_THROW((void)loadFromJson(dataPtr(), v1), SaveError);
}
