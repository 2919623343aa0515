// The component data set and its validating loader (COMPONENTS.md "Validation").
#include "frosted/data_loader.h"
#include "test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>

using namespace frosted;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// A scratch copy of the bundled data directory that a test may break.
class DataCopy {
  public:
    DataCopy() {
        static int counter = 0;
        dir_ = fs::temp_directory_path() /
               ("frosted-data-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        for (const auto& e : fs::directory_iterator(defaultDataDir()))
            fs::copy_file(e.path(), dir_ / e.path().filename());
    }
    ~DataCopy() { fs::remove_all(dir_); }
    json read(const std::string& file) const {
        std::ifstream in(dir_ / file);
        return json::parse(in);
    }
    void write(const std::string& file, const json& j) const { writeText(file, j.dump(2)); }
    void writeText(const std::string& file, const std::string& text) const {
        std::ofstream(dir_ / file) << text;
    }
    const fs::path& dir() const { return dir_; }

  private:
    fs::path dir_;
};

// Loads and returns the problems (empty when the set loads).
std::vector<std::string> problemsOf(const fs::path& dir) {
    try {
        loadComponents(dir);
    } catch (const DataError& e) {
        return e.problems();
    }
    return {};
}

bool anyContains(const std::vector<std::string>& problems, const std::string& a,
                 const std::string& b = "") {
    for (const auto& p : problems)
        if (p.find(a) != std::string::npos && p.find(b) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST(DataSet, BundledDataLoadsWithTheRulebookCounts) {
    const ComponentSet& d = test::data();
    EXPECT_EQ(d.tiles.size(), 44u);
    EXPECT_EQ(d.startingTiles.size(), 4u);
    EXPECT_EQ(d.cards.size(), 10u);
    EXPECT_EQ(d.objectives.size(), 21u);
    EXPECT_EQ(d.gardenerCards.size(), 15u);
    EXPECT_EQ(d.rules.rounds, 10);
    EXPECT_EQ(d.rules.marketSlots, 6);
    EXPECT_EQ(d.tiles.front().id, "T01");
    EXPECT_EQ(d.tiles.back().id, "T44");
    EXPECT_TRUE(d.startingTileIndex("S-yellow").has_value());
    EXPECT_TRUE(d.cardIndex("purple+water").has_value());
    EXPECT_TRUE(d.objectiveIndex("barn-3").has_value());
    EXPECT_TRUE(d.gardenerCardIndex("MG01").has_value());
    EXPECT_EQ(d.contentHash.size(), 16u);
}

TEST(DataSet, R_GEO_2_EveryLandscapeFaceFollowsTheFaceRules) {
    for (const Tile& t : test::data().tiles) {
        for (Side s : {Side::Front, Side::Back}) {
            std::vector<std::string> problems;
            EXPECT_TRUE(checkLandscapeFace(t.face(s), problems)) << t.id;
        }
    }
}

TEST(DataSet, R_CARD_1_DeckHoldsFourSinglesAndSixPairs) {
    std::set<std::vector<LandType>> kinds;
    int singles = 0;
    for (const LandscapeCard& c : test::data().cards) {
        auto types = c.types;
        std::sort(types.begin(), types.end());
        kinds.insert(types);
        singles += types.size() == 1;
    }
    EXPECT_EQ(singles, 4);
    EXPECT_EQ(kinds.size(), 10u);
}

TEST(DataSet, ObjectiveTableMatchesTheReconstruction) {
    const ComponentSet& d = test::data();
    const ObjectiveTile& o = d.objectives[static_cast<std::size_t>(*d.objectiveIndex("water-8"))];
    EXPECT_EQ(o.type, ObjectiveType::Water);
    EXPECT_EQ(o.threshold, 8);
    EXPECT_EQ(o.points, 10);
    const ObjectiveTile& m =
        d.objectives[static_cast<std::size_t>(*d.objectiveIndex("windmill-3"))];
    EXPECT_EQ(m.points, 25);
}

TEST(DataSet, R_MG_2_RulebookGardenerCardsArePresent) {
    const ComponentSet& d = test::data();
    const GardenerCard& c = d.gardenerCards[0];
    EXPECT_EQ(c.id, "MG01");
    EXPECT_EQ(c.rows[LandType::Purple], 2);
    EXPECT_EQ(c.rows[LandType::Water], 0);
    ASSERT_EQ(c.scoring.size(), 1u);
    EXPECT_EQ(c.scoring[0], LandType::White);
    EXPECT_EQ(d.gardenerCards[1].arrows, 2);
    EXPECT_EQ(d.gardenerCards[1].improvements[Improvement::Worker], 1);
}

TEST(DataLoader, MissingDirectoryIsReported) {
    auto p = problemsOf("/nonexistent/frosted");
    ASSERT_EQ(p.size(), 1u);
    EXPECT_TRUE(anyContains(p, "not a data directory"));
}

TEST(DataLoader, MalformedJsonNamesFileLineAndColumn) {
    DataCopy copy;
    copy.writeText("cards.json", "{\n  \"cards\": [\n    {\"id\": \"purple\",, }\n  ]\n}\n");
    auto p = problemsOf(copy.dir());
    ASSERT_FALSE(p.empty());
    EXPECT_TRUE(anyContains(p, "cards.json", "line 3, column")) << p.front();
}

TEST(DataLoader, MissingFileIsReported) {
    DataCopy copy;
    fs::remove(copy.dir() / "rules.json");
    EXPECT_TRUE(anyContains(problemsOf(copy.dir()), "rules.json", "cannot be read"));
}

TEST(DataLoader, SeveralProblemsAreAllReported) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    tiles["tiles"][2]["front"]["cells"][0]["x"] = 40; // T03 disconnected
    tiles["tiles"][5]["back"]["cells"].erase(0);      // T06 back: 4 cells
    json objectives = copy.read("objectives.json");
    objectives["objectives"][0]["type"] = "tulip"; // unknown type
    copy.write("tiles.json", tiles);
    copy.write("objectives.json", objectives);
    auto p = problemsOf(copy.dir());
    EXPECT_TRUE(anyContains(p, "tiles.json: T03", "not orthogonally connected"));
    EXPECT_TRUE(anyContains(p, "tiles.json: T06", "back face"));
    EXPECT_TRUE(anyContains(p, "objectives.json: purple-6", "unknown objective type"));
}

TEST(DataLoader, R_GEO_2_FaceRulesAreChecked) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    for (json& c : tiles["tiles"][0]["front"]["cells"])
        if (c["type"] != "water")
            c["flowers"] = 3; // 9 flowers
    for (json& c : tiles["tiles"][1]["front"]["cells"])
        if (c["type"] == "red")
            c["type"] = "purple"; // two purple, no red
    for (json& c : tiles["tiles"][3]["front"]["cells"])
        if (c["type"] == "water") {
            c["flowers"] = 1; // water with flowers
            break;
        }
    copy.write("tiles.json", tiles);
    auto p = problemsOf(copy.dir());
    EXPECT_TRUE(anyContains(p, "T01", "9 flowers"));
    EXPECT_TRUE(anyContains(p, "T02", "2 purple spaces"));
    EXPECT_TRUE(anyContains(p, "T04", "water space has no flowers"));
}

TEST(DataLoader, R_GEO_3_BackMustMirrorTheFront) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    // Give T05 a back that is its front (a rotated copy is not the mirror for a chiral outline).
    std::size_t i = 0;
    for (; i < tiles["tiles"].size(); ++i) {
        std::string s = tiles["tiles"][i]["shape"];
        if (s == "F" || s == "L" || s == "N" || s == "P" || s == "Y" || s == "Z")
            break;
    }
    tiles["tiles"][i]["back"] = tiles["tiles"][i]["front"];
    copy.write("tiles.json", tiles);
    auto p = problemsOf(copy.dir());
    const std::string id = tiles["tiles"][i]["id"];
    EXPECT_TRUE(anyContains(p, id, "mirror image"));
}

TEST(DataLoader, DuplicateFacesUnderSymmetryAreRefused) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    tiles["tiles"][10]["front"] = tiles["tiles"][9]["front"];
    tiles["tiles"][10]["back"] = tiles["tiles"][9]["back"];
    tiles["tiles"][10]["id"] = "T10";
    copy.write("tiles.json", tiles);
    auto p = problemsOf(copy.dir());
    EXPECT_TRUE(anyContains(p, "id used more than once"));
    EXPECT_TRUE(anyContains(p, "equals T10 front"));
}

TEST(DataLoader, WrongCountsAndFieldTypes) {
    DataCopy copy;
    json cards = copy.read("cards.json");
    cards["cards"].erase(9);
    cards["cards"][0]["types"] = json::array({"purple", "red", "white"});
    copy.write("cards.json", cards);
    json rules = copy.read("rules.json");
    rules["rounds"] = "ten";
    copy.write("rules.json", rules);
    json mg = copy.read("master_gardener.json");
    mg["cards"][5]["arrows"] = 9;
    mg["cards"][6]["rows"] = {{"purple", 0}, {"red", 0}, {"white", 0}, {"water", 0}};
    copy.write("master_gardener.json", mg);
    auto p = problemsOf(copy.dir());
    EXPECT_TRUE(anyContains(p, "cards.json: purple", "1 or 2 landscape types"));
    EXPECT_TRUE(anyContains(p, "cards.json", "holds 9 cards"));
    EXPECT_TRUE(anyContains(p, "rules.json: rounds", "must be an integer"));
    EXPECT_TRUE(anyContains(p, "master_gardener.json", "arrows must be 1 to 5"));
    EXPECT_TRUE(anyContains(p, "master_gardener.json", "all four rows are blank"));
}

TEST(DataLoader, RulebookFactsAreEnforced) {
    DataCopy copy;
    json mg = copy.read("master_gardener.json");
    mg["cards"][2]["rows"]["water"] = 3; // MG03 no longer the rulebook's card
    copy.write("master_gardener.json", mg);
    json objectives = copy.read("objectives.json");
    objectives["objectives"][0]["points"] = 4; // no 6-purple worth 3 any more
    copy.write("objectives.json", objectives);
    auto p = problemsOf(copy.dir());
    EXPECT_TRUE(anyContains(p, "master_gardener.json", "rulebook's example card"));
    EXPECT_TRUE(anyContains(p, "objectives.json", "6-purple tile worth 3 points"));
}

TEST(DataLoader, ContentHashChangesWithTheData) {
    DataCopy copy;
    json objectives = copy.read("objectives.json");
    objectives["objectives"][20]["points"] = 30;
    copy.write("objectives.json", objectives);
    auto changed = loadComponents(copy.dir());
    EXPECT_NE(changed->contentHash, test::data().contentHash);
    EXPECT_EQ(changed->objectives[20].points, 30);
}

TEST(FaceJson, InlineFacesAreCheckedAndNormalised) {
    Face f;
    std::vector<std::string> problems;
    ASSERT_TRUE(faceFromJson(json::parse(R"({"cells": [{"x": 5, "y": 7, "type": "water"},
        {"x": 6, "y": 7, "type": "red", "flowers": 3}]})"),
                             f, problems));
    ASSERT_EQ(f.cells.size(), 2u);
    EXPECT_EQ(f.cells[0].x, 0);
    EXPECT_EQ(f.cells[0].y, 0);
    EXPECT_EQ(f.cells[1].flowers, 3);
    EXPECT_EQ(faceToJson(f)["cells"][1]["flowers"], 3);

    auto bad = [&](const char* text, const std::string& expect) {
        Face g;
        std::vector<std::string> p;
        EXPECT_FALSE(faceFromJson(json::parse(text), g, p)) << text;
        EXPECT_TRUE(anyContains(p, expect)) << text << " -> " << (p.empty() ? "" : p[0]);
    };
    bad(R"({"cells": [{"x": 0, "y": 0, "type": "water"}, {"x": 2, "y": 0, "type": "water"}]})",
        "not orthogonally connected");
    bad(R"({"cells": [{"x": 0, "y": 0, "type": "water"}, {"x": 0, "y": 0, "type": "water"}]})",
        "listed twice");
    bad(R"({"cells": [{"x": 0, "y": 0, "type": "red"}]})", "flowers");
    bad(R"({"cells": [{"x": 0, "y": 0, "type": "red", "flowers": 4}]})", "flowers");
    bad(R"({"cells": [{"x": 0, "y": 0, "type": "water", "flowers": 1}]})", "no flowers");
    bad(R"({"cells": [{"x": 0, "y": 0, "type": "tulip"}]})", "unknown type");
    bad(R"({"cells": []})", "at least one cell");
    bad(R"({"cells": [{"x": "a", "y": 0, "type": "water"}]})", "must be an integer");
}
