// The findings of Petals' soak and fuzz targets (docs/reliability.md "Fuzzing", "Soak"), each
// replayed as a normal test.
#include "petals/rules/data_loader.h"
#include "petals/rules/game.h"
#include "petals/rules/save.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace petals;

namespace {

const ComponentsPtr& shipped() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

// A game played at random until its step is `step`.
Game reachStep(Step step, std::uint64_t seed) {
    for (;; ++seed) {
        Game g = Game::deal(shipped(), 2, Variant::Standard, seed);
        engine::Rng rng(seed);
        while (!g.isOver() && g.step() != step) {
            const auto legal = g.legalActions();
            g.apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
        }
        if (g.step() == step)
            return g;
    }
}

} // namespace

// Soak: `score` and `skip` with a card, a cell or a rotation left in them were accepted and kept
// as they were, and the save (which writes them as words) then loaded to another game.
TEST(PetalsFindings, ScoreAndSkipAreKeptInTheirOneForm) {
    for (const Step step : {Step::Effect, Step::Move}) {
        Game g = reachStep(step, 1);
        Action a = step == Step::Effect ? Action::score() : Action::skip();
        a.card = 3;
        a.cell = {4, -2};
        a.rotation = 2;
        ASSERT_TRUE(g.apply(a));
        EXPECT_EQ(g.history().back(), step == Step::Effect ? Action::score() : Action::skip());
        EXPECT_TRUE(loadSave(shipped(), saveText(g)) == g);
    }
}

// Found writing fuzz_petals_save (and fixed at the same time on the branch petals by
// dealProblem(), setup.h): a save's deal was trusted as it was; a card twice, a card missing, six
// hands, two starting cards on one cell or 130 of them (past the table's 128-slot cell index: a
// hang) left the rules with a game no deal can make. Each is refused as corrupt_save.
TEST(PetalsFindings, ASaveWhoseDealIsNotADealIsRefused) {
    const Game g = Game::deal(shipped(), 3, Variant::Standard, 9);
    const nlohmann::json doc = nlohmann::json::parse(saveText(g));
    ASSERT_TRUE(loadSave(shipped(), doc.dump()) == g);
    std::vector<nlohmann::json> bad(8, doc);
    bad[0]["deal"]["pile"].push_back(doc["deal"]["pile"][0]);       // a card twice
    bad[1]["deal"]["pile"].erase(0);                                // a card missing
    bad[2]["deal"]["start"][1]["x"] = doc["deal"]["start"][0]["x"]; // one cell, two cards
    bad[2]["deal"]["start"][1]["y"] = doc["deal"]["start"][0]["y"];
    bad[3]["deal"]["start"].erase(2);                             // too few starting cards
    bad[4]["deal"]["hands"][0].push_back(doc["deal"]["pile"][0]); // a hand of 3
    bad[4]["deal"]["pile"].erase(0);
    bad[5]["deal"]["names"] = {"A", "B", "C", "D", "E", "F"}; // six players
    bad[6]["deal"]["names"] = {"Ada", "Ada", "Ben"};          // one name twice
    bad[7]["deal"]["removed"].erase(4);                       // 4 cards removed with 3
    bad[7]["deal"]["pile"].push_back(doc["deal"]["removed"][4]);
    for (std::size_t i = 0; i < bad.size(); ++i) {
        try {
            loadSave(shipped(), bad[i].dump());
            ADD_FAILURE() << "deal " << i << " was loaded";
        } catch (const SaveError& e) {
            EXPECT_EQ(e.code(), "corrupt_save") << i;
            EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << i;
        }
    }
    nlohmann::json many = doc; // 130 starting cards: more than the table's cell index holds
    for (int i = 0; i < 130; ++i)
        many["deal"]["start"].push_back({{"card", "C01"}, {"x", i}, {"y", 40}, {"rotation", 0}});
    EXPECT_THROW(loadSave(shipped(), many.dump()), SaveError);
}

// Fuzz (fuzz_petals_action, fuzz_petals_save): the refusal of an unknown card echoed the text as
// it was, control characters and all, in a message meant to be one line.
TEST(PetalsFindings, AnUnknownCardIsEchoedOnOneLine) {
    std::string why;
    EXPECT_FALSE(Game::parseAction(*shipped(), std::string("place C\n\x01\x7f 0 0 0"), &why));
    EXPECT_NE(why.find("no card is called"), std::string::npos);
    for (unsigned char ch : why)
        EXPECT_TRUE(ch >= 0x20 && ch != 0x7f) << why;
}
