// The component data set and its validating loader (COMPONENTS.md "Validation").
#include "frosted/rules/data_loader.h"
#include "test_support.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
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
            if (e.is_regular_file()) // (data/petals is another game's)
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

// Loads and returns the problems in parts, checking that they are the one-line problems in the
// same order.
std::vector<DataProblem> detailsOf(const fs::path& dir) {
    try {
        loadComponents(dir);
    } catch (const DataError& e) {
        EXPECT_EQ(e.details().size(), e.problems().size());
        for (std::size_t i = 0; i < e.details().size() && i < e.problems().size(); ++i)
            EXPECT_EQ(e.details()[i].text, e.problems()[i]);
        return e.details();
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

TEST(DataSet, R_OBJ_1_TwentyOneObjectivesSevenTypesThreeEach) {
    std::map<ObjectiveType, int> perType;
    for (const ObjectiveTile& o : test::data().objectives)
        ++perType[o.type];
    EXPECT_EQ(perType.size(), 7u);
    for (const auto& [type, n] : perType)
        EXPECT_EQ(n, 3) << name(type);
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
    EXPECT_TRUE(anyContains(problemsOf(copy.dir()), "rules.json", "does not exist"));
}

TEST(DataLoader, SeveralProblemsAreAllReported) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    tiles["tiles"][2]["front"]["cells"][0]["x"] = 20; // T03 disconnected
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

// The bundled files' texts by name, for loadComponentsFromTexts().
std::map<std::string, std::string> bundledTexts() {
    std::map<std::string, std::string> texts;
    for (const auto& e : fs::directory_iterator(defaultDataDir())) {
        if (!e.is_regular_file())
            continue; // (data/petals is another game's)
        std::ifstream in(e.path(), std::ios::binary);
        texts[e.path().filename().string()] = {std::istreambuf_iterator<char>(in), {}};
    }
    return texts;
}

std::vector<std::string> problemsOfTexts(const std::map<std::string, std::string>& texts) {
    try {
        loadComponentsFromTexts(texts);
    } catch (const DataError& e) {
        return e.problems();
    }
    return {};
}

TEST(DataLoader, TextsLoadLikeTheFolder) {
    const auto set = loadComponentsFromTexts(bundledTexts());
    EXPECT_EQ(set->contentHash, test::data().contentHash);
    EXPECT_EQ(set->tiles.size(), test::data().tiles.size());
    EXPECT_EQ(set->gardenerCards.size(), test::data().gardenerCards.size());
}

TEST(DataLoader, TextsReportWhatTheFolderReports) {
    DataCopy copy;
    auto texts = bundledTexts();
    texts["cards.json"] = "{\n  \"cards\": [\n    {\"id\": \"purple\",, }\n  ]\n}\n";
    texts.erase("rules.json");
    copy.writeText("cards.json", texts["cards.json"]);
    fs::remove(copy.dir() / "rules.json");
    const auto fromTexts = problemsOfTexts(texts);
    const auto fromFolder = problemsOf(copy.dir());
    ASSERT_EQ(fromTexts.size(), fromFolder.size());
    EXPECT_EQ(fromTexts.front(), fromFolder.front()); // the malformed cards.json, line and column
    EXPECT_TRUE(anyContains(fromTexts, "rules.json", "missing from the data set"));
    EXPECT_TRUE(anyContains(fromFolder, "rules.json", "does not exist"));
}

// A loader copied from a whole set and given one file anew loads like the whole set's texts:
// the same set (content hash), the same problems in the same order, whichever file changes; and
// the copy leaves the original as it was.
TEST(DataLoader, OneFileReplacedInACopyLoadsLikeTheWholeTexts) {
    const auto texts = bundledTexts();
    DataSetLoader base;
    for (const auto& [file, text] : texts)
        base.setText(file, text);
    EXPECT_EQ(base.build()->contentHash, test::data().contentHash);

    auto bad = [](std::string text, const std::string& from, const std::string& to) {
        const auto at = text.find(from);
        EXPECT_NE(at, std::string::npos) << from;
        return text.replace(at, from.size(), to);
    };
    const std::vector<std::pair<std::string, std::string>> changes = {
        {"tiles.json", bad(texts.at("tiles.json"), "\"flowers\": 2", "\"flowers\": 7")},
        {"starting_tiles.json", "{\"starting_tiles\": []}"},
        {"cards.json", bad(texts.at("cards.json"), "\"cards\"", "\"kards\"")},
        {"objectives.json", texts.at("objectives.json") + " {"},
        {"master_gardener.json",
         bad(texts.at("master_gardener.json"), "\"arrows\": ", "\"arrows\": 9")},
        {"rules.json", bad(texts.at("rules.json"), "\"rounds\": 10", "\"rounds\": 9")},
        {"rules.json", bad(texts.at("rules.json"), "\"rounds\": 10", "\"rounds\": 10 ")},
    };
    for (const auto& [file, text] : changes) {
        SCOPED_TRACE(file + " changed");
        auto whole = texts;
        whole[file] = text;
        DataSetLoader copy = base;
        copy.setText(file, text);
        const auto expected = problemsOfTexts(whole);
        std::vector<std::string> got;
        try {
            const auto set = copy.build();
            EXPECT_EQ(set->contentHash, loadComponentsFromTexts(whole)->contentHash);
            EXPECT_NE(set->contentHash, test::data().contentHash);
        } catch (const DataError& e) {
            got = e.problems();
        }
        EXPECT_EQ(got, expected);
    }
    EXPECT_EQ(base.build()->contentHash, test::data().contentHash);

    DataSetLoader missing = base;
    missing.setUnreadable("rules.json", "cannot be read");
    try {
        missing.build();
        ADD_FAILURE() << "a set without rules.json loaded";
    } catch (const DataError& e) {
        EXPECT_TRUE(anyContains(e.problems(), "rules.json", "cannot be read"));
    }
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

// One broken data set per validation rule: the message names the file, the item and the problem.
struct Breakage {
    const char* rule;
    const char* file;
    std::function<void(json&)> breakIt;
    const char* item; // expected in the message together with `file`
    const char* what; // expected in the message
};

void PrintTo(const Breakage& b, std::ostream* os) {
    *os << b.rule;
}

class ValidationRule : public ::testing::TestWithParam<Breakage> {};

TEST_P(ValidationRule, NamesFileItemAndProblem) {
    const Breakage& b = GetParam();
    DataCopy copy;
    json doc = copy.read(b.file);
    b.breakIt(doc);
    copy.write(b.file, doc);
    const auto p = problemsOf(copy.dir());
    ASSERT_FALSE(p.empty()) << b.rule << ": the broken set loaded";
    EXPECT_TRUE(anyContains(p, std::string(b.file) + ": " + b.item, b.what))
        << b.rule << ": got " << p.front();
    // In parts, each problem names its file, and its text is its one line.
    for (const DataProblem& d : detailsOf(copy.dir())) {
        EXPECT_EQ(d.file, b.file) << d.text;
        EXPECT_EQ(d.text.rfind(d.file + ": ", 0), 0u) << d.text;
        EXPECT_NE(d.text.find(d.message), std::string::npos) << d.text;
    }
}

namespace {
json& tileCell(json& d, int tile, const char* side, const char* type) {
    for (json& c : d["tiles"][static_cast<std::size_t>(tile)][side]["cells"])
        if (c["type"] == type)
            return c;
    throw std::runtime_error("no such cell");
}
} // namespace

INSTANTIATE_TEST_SUITE_P(
    Validation, ValidationRule,
    ::testing::Values(
        Breakage{"tile count", "tiles.json", [](json& d) { d["tiles"].erase(43); }, "",
                 "holds 43 tiles"},
        Breakage{"tile id", "tiles.json", [](json& d) { d["tiles"][0].erase("id"); }, "item 1",
                 "missing field \"id\""},
        Breakage{"unique tile ids", "tiles.json", [](json& d) { d["tiles"][1]["id"] = "T01"; },
                 "T01", "id used more than once"},
        // Found by fuzz_data_file: "card tw ihe" did not parse back as the card "tw ihe".
        Breakage{"card id one word", "cards.json", [](json& d) { d["cards"][2]["id"] = "tw ihe"; },
                 "tw ihe", "the id \"tw ihe\" must be one word"},
        Breakage{"objective id one line", "objectives.json",
                 [](json& d) { d["objectives"][0]["id"] = "purple\n6"; }, "purple 6",
                 "the id \"purple?6\" must be one word"},
        Breakage{"tile id not empty", "tiles.json", [](json& d) { d["tiles"][3]["id"] = ""; }, "",
                 "the id \"\" must be one word"},
        Breakage{"face present", "tiles.json", [](json& d) { d["tiles"][4].erase("back"); }, "T05",
                 "missing field \"back\""},
        Breakage{"five spaces", "tiles.json",
                 [](json& d) { d["tiles"][6]["front"]["cells"].erase(4); }, "T07", "has 4 spaces"},
        Breakage{"water adjacent", "tiles.json",
                 [](json& d) {
                     // Swap a water cell with a flower cell that does not touch the other water.
                     json& cells = d["tiles"][8]["front"]["cells"];
                     std::vector<std::size_t> water, flower;
                     for (std::size_t i = 0; i < cells.size(); ++i)
                         (cells[i]["type"] == "water" ? water : flower).push_back(i);
                     for (std::size_t f : flower) {
                         const json& keep = cells[water[0]];
                         const int dx = std::abs(cells[f]["x"].get<int>() - keep["x"].get<int>());
                         const int dy = std::abs(cells[f]["y"].get<int>() - keep["y"].get<int>());
                         if (dx + dy == 1)
                             continue;
                         json moved = cells[water[1]];
                         cells[water[1]] = cells[f];
                         cells[water[1]]["x"] = moved["x"];
                         cells[water[1]]["y"] = moved["y"];
                         moved["x"] = cells[f]["x"];
                         moved["y"] = cells[f]["y"];
                         cells[f] = moved;
                         return;
                     }
                 },
                 "T09", "water spaces are not orthogonally adjacent"},
        Breakage{"flowers 1 to 3", "tiles.json",
                 [](json& d) { tileCell(d, 11, "back", "red")["flowers"] = 0; }, "T12",
                 "needs \"flowers\" from 1 to 3"},
        Breakage{"known type", "tiles.json",
                 [](json& d) { tileCell(d, 12, "front", "white")["type"] = "yellow"; }, "T13",
                 "unknown type \"yellow\""},
        Breakage{"coordinates", "tiles.json",
                 [](json& d) { d["tiles"][13]["front"]["cells"][0]["x"] = 1.5; }, "T14",
                 "must be an integer"},
        Breakage{"starting tile count", "starting_tiles.json",
                 [](json& d) { d["starting_tiles"].erase(3); }, "", "holds 3 starting tiles"},
        Breakage{"starting colour", "starting_tiles.json",
                 [](json& d) { d["starting_tiles"][1]["colour"] = "yellow"; }, "",
                 "colour \"yellow\" has more than one"},
        Breakage{"starting face", "starting_tiles.json",
                 [](json& d) { d["starting_tiles"][2]["front"]["cells"].erase(0); }, "S-pink",
                 "front face"},
        Breakage{"card types known", "cards.json",
                 [](json& d) { d["cards"][2]["types"] = json::array({"blue"}); }, "white",
                 "unknown landscape type"},
        Breakage{"card types distinct", "cards.json",
                 [](json& d) {
                     d["cards"][4]["types"] = json::array({"purple", "purple"});
                 },
                 "purple+red", "listed twice"},
        Breakage{"objective count", "objectives.json", [](json& d) { d["objectives"].erase(20); },
                 "", "holds 20 objectives"},
        Breakage{"objective threshold", "objectives.json",
                 [](json& d) { d["objectives"][5]["threshold"] = 0; }, "red-10", "at least 1"},
        Breakage{"three per type", "objectives.json",
                 [](json& d) { d["objectives"][20]["type"] = "barn"; }, "",
                 "type \"windmill\" has 2 tiles"},
        Breakage{"gardener count", "master_gardener.json", [](json& d) { d["cards"].erase(14); },
                 "", "holds 14 cards"},
        Breakage{"gardener row range", "master_gardener.json",
                 [](json& d) { d["cards"][6]["rows"]["red"] = 4; }, "MG07",
                 "\"red\" must be 0 (blank) to 3"},
        Breakage{"gardener scoring", "master_gardener.json",
                 [](json& d) {
                     d["cards"][7]["scoring"] = json::array({"purple", "red", "white"});
                 },
                 "MG08", "0 to 2 scoring elements"},
        Breakage{"gardener improvements", "master_gardener.json",
                 [](json& d) { d["cards"][8]["improvements"]["barn"] = -1; }, "MG09",
                 "must not be negative"},
        Breakage{"rules field", "rules.json", [](json& d) { d.erase("market_slots"); },
                 "market_slots", "missing field"},
        Breakage{"seat coins", "rules.json", [](json& d) { d["seat_coins"] = json::array({1, 2}); },
                 "seat_coins", "list of 4 integers"},
        Breakage{"objectives by players", "rules.json",
                 [](json& d) { d["objectives_by_players"]["3"] = 30; }, "objectives_by_players",
                 "must be 0 to 21"},
        Breakage{"gardener deck size", "rules.json", [](json& d) { d["gardener_deck_size"] = 16; },
                 "gardener_deck_size", "must be 1 to 15"}),
    [](const ::testing::TestParamInfo<Breakage>& info) {
        std::string n;
        for (const char* c = info.param.rule; *c; ++c)
            n += std::isalnum(static_cast<unsigned char>(*c)) ? *c : '_';
        return n;
    });

// The parts of a problem, as a table shows them (Game ▸ Open data set…): the file, the item, the
// field and what is wrong, and the one line the command line prints.
TEST(DataLoader, ProblemsComeInFileItemFieldAndMessage) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    tiles["tiles"][4]["front"]["cells"].erase(4); // T05: 4 spaces
    tiles["tiles"][6].erase("back");              // T07: no back
    copy.write("tiles.json", tiles);
    json cards = copy.read("cards.json");
    cards["cards"][2]["types"] = json::array({"blue"});
    copy.write("cards.json", cards);
    json rules = copy.read("rules.json");
    rules["market_slots"] = 40;
    copy.write("rules.json", rules);
    fs::remove(copy.dir() / "objectives.json");
    const auto details = detailsOf(copy.dir());
    auto find = [&](const std::string& file, const std::string& item, const std::string& field) {
        for (const DataProblem& d : details)
            if (d.file == file && d.item == item && d.field == field)
                return d;
        ADD_FAILURE() << "no problem for " << file << " / " << item << " / " << field;
        return DataProblem{};
    };
    const DataProblem face = find("tiles.json", "T05", "front");
    EXPECT_EQ(face.text, "tiles.json: T05: front face: " + face.message);
    EXPECT_NE(face.message.find("has 4 spaces"), std::string::npos) << face.message;
    EXPECT_EQ(find("tiles.json", "T07", "back").message, "missing field \"back\"");
    const DataProblem card = find("cards.json", "white", "types");
    EXPECT_EQ(card.message, "unknown landscape type \"blue\"");
    EXPECT_EQ(card.text, "cards.json: white: \"types\" unknown landscape type \"blue\"");
    const DataProblem slots = find("rules.json", "", "market_slots");
    EXPECT_EQ(slots.message, "must be 2 to 12");
    EXPECT_EQ(slots.text, "rules.json: market_slots: must be 2 to 12");
    const DataProblem missing = find("objectives.json", "", "");
    EXPECT_EQ(missing.text, "objectives.json: " + missing.message);

    const DataProblem folder = [] {
        try {
            loadComponents("/nonexistent/frosted-data");
        } catch (const DataError& e) {
            return e.details().at(0);
        }
        return DataProblem{};
    }();
    EXPECT_EQ(folder.file, "");
    EXPECT_EQ(folder.message, "not a data directory");
    EXPECT_EQ(folder.text, "/nonexistent/frosted-data: not a data directory");
}

// Past 100 problems the rest is counted in one more line, in parts too.
TEST(DataLoader, ManyProblemsAreCountedInPartsToo) {
    DataCopy copy;
    json tiles = copy.read("tiles.json");
    for (json& t : tiles["tiles"]) {
        t["front"]["cells"][0]["type"] = "blue";
        t["back"]["cells"][0]["type"] = "blue";
        t["id"] = "same";
    }
    copy.write("tiles.json", tiles);
    const auto details = detailsOf(copy.dir());
    ASSERT_EQ(details.size(), 101u);
    EXPECT_EQ(details.back().file, "");
    EXPECT_EQ(details.back().text.rfind("... and ", 0), 0u) << details.back().text;
    EXPECT_EQ(details.back().message, details.back().text);
}

// A loader kept between loads of a folder (a watched folder reloaded) gives what a fresh load
// gives, broken or valid, and keeps the files it already checked.
TEST(DataLoader, AFolderReloadedThroughOneLoaderLoadsLikeAFreshLoad) {
    DataCopy copy;
    DataSetLoader loader;
    EXPECT_EQ(loadComponents(copy.dir(), loader)->contentHash, test::data().contentHash);
    json rules = copy.read("rules.json");
    rules["rounds"] = 0;
    copy.write("rules.json", rules);
    std::vector<std::string> got;
    try {
        loadComponents(copy.dir(), loader);
        ADD_FAILURE() << "a broken folder loaded";
    } catch (const DataError& e) {
        got = e.problems();
    }
    EXPECT_EQ(got, problemsOf(copy.dir()));
    rules["rounds"] = 10;
    rules["gardener_coins"] = 12;
    copy.write("rules.json", rules);
    const auto reloaded = loadComponents(copy.dir(), loader);
    EXPECT_EQ(reloaded->contentHash, loadComponents(copy.dir())->contentHash);
    EXPECT_NE(reloaded->contentHash, test::data().contentHash);
    EXPECT_EQ(reloaded->rules.gardenerCoins, 12);
}

TEST(DataLoader, EmptyFileIsMalformedJson) {
    DataCopy copy;
    copy.writeText("objectives.json", "");
    auto p = problemsOf(copy.dir());
    EXPECT_TRUE(anyContains(p, "objectives.json", "malformed JSON at line 1, column 1"))
        << (p.empty() ? "" : p[0]);
}

TEST(DataLoader, WrongTopLevelShape) {
    DataCopy copy;
    copy.writeText("tiles.json", "[1, 2, 3]");
    EXPECT_TRUE(anyContains(problemsOf(copy.dir()), "tiles.json", "array \"tiles\""));
}

// The shipped reconstruction keeps the [recon] choices of COMPONENTS.md (a different, valid data
// set may differ; these are checks of our data, not validation rules).
TEST(ShippedData, ReconTilesAreAnEvenMixOfThe12Pentominoes) {
    std::map<std::vector<Point>, int> shapes;
    for (const Tile& t : test::data().tiles)
        ++shapes[canonicalOutline(t.front, true)];
    EXPECT_EQ(shapes.size(), 12u);
    for (const auto& [outline, n] : shapes) {
        EXPECT_GE(n, 3);
        EXPECT_LE(n, 4);
    }
}

TEST(ShippedData, ReconObjectiveTable) {
    const std::map<std::string, std::array<int, 3>> thresholds = {
        {"purple", {6, 8, 10}}, {"red", {6, 8, 10}}, {"white", {6, 8, 10}},  {"water", {6, 8, 10}},
        {"worker", {2, 3, 4}},  {"barn", {2, 3, 4}}, {"windmill", {1, 2, 3}}};
    const std::array<int, 3> points = {3, 10, 25};
    for (const ObjectiveTile& o : test::data().objectives) {
        const auto& t = thresholds.at(std::string(name(o.type)));
        const auto i =
            static_cast<std::size_t>(std::find(t.begin(), t.end(), o.threshold) - t.begin());
        ASSERT_LT(i, 3u) << o.id;
        EXPECT_EQ(o.points, points[i]) << o.id;
        EXPECT_EQ(o.id, std::string(name(o.type)) + "-" + std::to_string(o.threshold));
    }
}

TEST(ShippedData, ReconGardenerCards) {
    int windmills = 0, blanks = 0, scoring[3] = {0, 0, 0};
    for (const GardenerCard& c : test::data().gardenerCards) {
        windmills += c.improvements[Improvement::Windmill];
        for (LandType t : kLandTypes)
            blanks += c.rows[t] == 0;
        ++scoring[c.scoring.size()];
        EXPECT_GE(c.arrows, 1);
        EXPECT_LE(c.arrows, 3);
    }
    EXPECT_LE(windmills, 2);
    EXPECT_GE(blanks, 10); // about one blank per card
    EXPECT_LE(blanks, 20);
    for (int n : scoring) // about a third each
        EXPECT_GE(n, 3);
}
