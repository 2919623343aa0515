// Blossoms' saves (CLI.md "Continuing a save"): deal + actions in a frosted-blooms-save document,
// written atomically and read back through the rules.
#include "staging.h"

#include "blossoms/rules/save.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>

using namespace blossoms;
using namespace blossoms::testing;
using nlohmann::json;

namespace {

Game example() {
    Staged s;
    s.players = {"Caroline", "Ralph"};
    s.hands = {{"C05", "C29"}, {"C38", "C47"}};
    s.deckTop = {"C02", "C03", "C11", "C20", "C10", "C04", "C37"};
    Game g = staged(s);
    play(g, {"grow", "grow", "token 1", "prune", "pass", "grow", "grow"});
    return g;
}

std::string codeOf(const std::string& text) {
    try {
        loadSave(shipped(), text);
    } catch (const SaveError& e) {
        return e.code();
    }
    return "";
}

} // namespace

TEST(BlossomsSave, TheDocumentHoldsTheDealAndTheActions) {
    const Game g = example();
    const json doc = json::parse(saveText(g));
    EXPECT_EQ(doc["format"], "frosted-blooms-save");
    EXPECT_EQ(doc["game"], "blossoms");
    EXPECT_EQ(doc["data_hash"], shipped()->contentHash);
    EXPECT_EQ(doc["variant"], (json{{"children", false}, {"advanced", false}}));
    EXPECT_EQ(doc["deal"]["names"], (json{"Caroline", "Ralph"}));
    EXPECT_EQ(doc["deal"]["pots"], (json{"C01", "C19", "C28", "C46"}));
    EXPECT_EQ(doc["deal"]["removed"], "C54");
    EXPECT_EQ(doc["deal"]["hands"][1], (json{"C38", "C47"}));
    EXPECT_EQ(doc["deal"]["deck"].size(), 45u);
    EXPECT_EQ(doc["actions"], (json{"grow", "grow", "token 1", "prune", "pass", "grow", "grow"}));
    EXPECT_TRUE(loadSave(shipped(), saveText(g)) == g);
}

TEST(BlossomsSave, WrittenAtomicallyAndReadBack) {
    const std::filesystem::path path =
        std::filesystem::path(TESTING_TMP) / "blossoms-save-test.json";
    Game g = Game::deal(shipped(), 3, {true, true}, 77);
    engine::Rng rng(4);
    for (int i = 0; i < 30 && !g.isOver(); ++i) {
        const auto legal = g.legalActions();
        g.apply(legal[rng.below(legal.size())]);
    }
    writeSave(path, g);
    EXPECT_TRUE(readSave(shipped(), path) == g);
    std::filesystem::remove(path);
    try {
        readSave(shipped(), path);
        FAIL();
    } catch (const SaveError& e) {
        EXPECT_EQ(e.code(), "io_error");
    }
}

TEST(BlossomsSave, ASaveInSeatOrderWithoutThePlayerList) {
    json doc = json::parse(saveText(example()));
    doc["deal"].erase("players");
    doc["deal"].erase("start_player");
    doc["deal"]["names"] = {"Ralph", "Caroline"}; // Ralph starts
    doc["actions"] = {"grow"};
    const Game g = loadSave(shipped(), doc.dump());
    EXPECT_EQ(g.seatName(0), "Ralph");
    EXPECT_EQ(g.turn(), 1);
}

TEST(BlossomsSave, SavesThatCannotBeLoaded) {
    const json good = json::parse(saveText(example()));
    EXPECT_EQ(codeOf("{"), "malformed_json");
    EXPECT_EQ(codeOf("{}"), "not_a_save");
    json doc = good;
    doc["version"] = 99;
    EXPECT_EQ(codeOf(doc.dump()), "unsupported_version");
    doc = good;
    doc["game"] = "petals";
    EXPECT_EQ(codeOf(doc.dump()), "data_mismatch");
    doc = good;
    doc["data_hash"] = "0000000000000000";
    EXPECT_EQ(codeOf(doc.dump()), "data_mismatch");
    doc = good;
    doc["actions"].push_back("plant 1 C38"); // not Caroline's card... and not her turn
    EXPECT_EQ(codeOf(doc.dump()), "corrupt_save");
    doc = good;
    doc["actions"].push_back("dance");
    EXPECT_EQ(codeOf(doc.dump()), "corrupt_save");
    doc = good;
    doc["deal"]["pots"] = {"C01", "C02", "C28", "C46"};
    EXPECT_EQ(codeOf(doc.dump()), "corrupt_save");
    doc = good;
    doc["deal"]["deck"].erase(doc["deal"]["deck"].end() - 1);
    EXPECT_EQ(codeOf(doc.dump()), "corrupt_save");
    doc = good;
    doc["variant"] = {{"children", "yes"}};
    EXPECT_EQ(codeOf(doc.dump()), "corrupt_save");
    doc = good;
    doc["deal"].erase("hands");
    EXPECT_EQ(codeOf(doc.dump()), "corrupt_save");
}
