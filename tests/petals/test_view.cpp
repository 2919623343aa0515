// What a seat may know (R-PE-PRIV-1), worlds dealt from a view, the action language and saves.
#include "petals/rules/data_loader.h"
#include "petals/rules/module.h"
#include "petals/rules/save.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace petals;

namespace {
const ComponentsPtr& shipped() {
    return Module::components();
}
} // namespace

// R-PE-PRIV-1, R-PE-SETUP-1: with 3 players the two cards removed at random stay hidden; the
// ladybug cards' removal is public; other hands and the pile are known only as a set.
TEST(PetalsView, R_PE_PRIV_1_ThreePlayersHideTheRandomRemovals) {
    const Game g = Game::deal(shipped(), 3, Variant::Standard, 5);
    ASSERT_EQ(g.dealt().removed.size(), 5u);
    const SeatView v = g.viewFor(1);
    EXPECT_EQ(v.publicRemoved().size(), 3u);
    EXPECT_EQ(v.known().dealt().removed, v.publicRemoved());
    EXPECT_TRUE(v.known().hand(0).empty());
    EXPECT_TRUE(v.known().pile().empty());
    EXPECT_EQ(v.known().hand(1), g.hand(1));
    EXPECT_EQ(v.handSize(0), 2);
    EXPECT_EQ(v.pileSize(), 24);
    // Unseen: 2 hidden removals, 2 other hands of 2, the pile of 24.
    EXPECT_EQ(v.unseen().size(), 30u);
    for (int hidden : {g.dealt().removed[3], g.dealt().removed[4]})
        EXPECT_TRUE(std::count(v.unseen().begin(), v.unseen().end(), hidden));
}

// No peeking: another deal of what seat 0 cannot see gives seat 0 the same view.
TEST(PetalsView, ADealOfTheHiddenPartsGivesTheSameView) {
    Game g = Game::deal(shipped(), 4, Variant::Harmony, 9);
    engine::Rng rng(3);
    for (int i = 0; i < 12; ++i)
        ASSERT_TRUE(g.apply(g.legalActions()[rng.below(g.legalActions().size())]));
    const SeatView v = g.viewFor(g.toAct());
    for (int k = 0; k < 5; ++k) {
        const Game world = determinize(v, rng);
        EXPECT_EQ(world.viewFor(g.toAct()), v);
        EXPECT_EQ(world.legalActions(), g.legalActions());
    }
}

TEST(PetalsActions, TextIsStrictAndRoundTrips) {
    const Game g = Game::deal(shipped(), 2, Variant::Standard, 1);
    std::string why;
    const auto a = Game::parseAction(g.components(), "place C17 0 1 90", &why);
    ASSERT_TRUE(a) << why;
    EXPECT_EQ(g.actionText(*a), "place C17 0 1 90");
    EXPECT_EQ(Game::parseAction(g.components(), "move C05 2 -1 180", &why)->kind,
              Action::Kind::Move);
    for (const char* bad : {"place c17 0 1 90", "place C17 0 1 45", "place C17 +1 0 0",
                            "place C17 01 0 0", "place C17 -0 0 0", "place  C17 0 1 90",
                            "place C17 0 512 0", "Score", "skip ", "pass", ""})
        EXPECT_FALSE(Game::parseAction(g.components(), bad, &why)) << bad;
    EXPECT_TRUE(Game::parseAction(g.components(), "place C17 -512 511 270", &why));
}

TEST(PetalsSave, ASaveIsTheDealAndTheActions) {
    Game g = Game::deal(shipped(), 3, Variant::Harmony, 77);
    engine::Rng rng(1);
    for (int i = 0; i < 10; ++i)
        ASSERT_TRUE(g.apply(g.legalActions()[rng.below(g.legalActions().size())]));
    const std::string text = saveText(g);
    const nlohmann::json doc = nlohmann::json::parse(text);
    EXPECT_EQ(doc.at("format"), "frosted-blooms-save");
    EXPECT_EQ(doc.at("game"), "petals");
    EXPECT_EQ(doc.at("variant"), "harmony");
    EXPECT_EQ(doc.at("actions").size(), 10u);
    EXPECT_EQ(doc.at("deal").at("removed").size(), 5u);
    EXPECT_EQ(loadSave(shipped(), text), g);
    // Damaged or foreign saves are refused with a reason, never half-loaded.
    nlohmann::json bad = doc;
    bad["actions"][3] = "place C99 0 0 0";
    EXPECT_THROW(loadSave(shipped(), bad.dump()), SaveError);
    bad = doc;
    bad["data_hash"] = "0000000000000000";
    try {
        loadSave(shipped(), bad.dump());
        FAIL() << "another data set was accepted";
    } catch (const SaveError& e) {
        EXPECT_EQ(e.code(), "data_mismatch");
    }
    EXPECT_THROW(
        loadSave(shipped(), "{\"format\": \"frosted-blooms-save\", \"version\": 4294967297}"),
        SaveError);
}
