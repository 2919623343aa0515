// Tests of frosted-blooms-cli against its JSON contract (CLI.md, docs/cli.md).
//
// Every test runs the BUILT binary (FROSTED_CLI_PATH) as a child process with standard input read
// from a file and standard output / standard error written to files, then checks the exit code
// and both streams. Good inputs are fixtures in tests/fixtures/cli: `<name>.input.json` on
// standard input, `<name>.expected.json` the full expected output (compared as parsed JSON). The
// evaluate fixtures were computed by hand from RULES.md (the generator comments in each case below
// say how); the play and simulate fixtures were produced by the tool once and are checked here
// for internal consistency as well (totals, ranks, turn numbering, coins, end claims).
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace frosted::clitest;

json evaluateError(const std::string& input, const std::string& code) {
    return expectInputError(run({"evaluate"}, input), code);
}

json playError(const std::string& input, const std::string& code) {
    return expectInputError(run({"play"}, input), code);
}

// ---------------------------------------------------------------------------------------------
// validate-data

std::vector<std::string> fixtureArgs(const std::string& name) {
    return readJson(kFixtures / (name + ".args.json")).get<std::vector<std::string>>();
}

TEST(CliValidateData, ShippedDataIsValid) {
    const RunResult r = run(fixtureArgs("validate-data"));
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(parsedOut(r), readJson(kFixtures / "validate-data.expected.json"));
}

TEST(CliValidateData, ExplicitDataDirectory) {
    const RunResult r = run({"validate-data", "--data", FROSTED_CLI_DATA});
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(parsedOut(r), readJson(kFixtures / "validate-data.expected.json"));
    const RunResult eq = run({"validate-data", std::string("--data=") + FROSTED_CLI_DATA});
    EXPECT_EQ(eq.exitCode, 0) << eq.out << eq.err;
}

TEST(CliValidateData, ArgumentsAreUsageErrors) {
    expectInputError(run({"validate-data", "extra"}), "usage");
    expectInputError(run({"validate-data", "--data"}), "usage");
}

// Issue 32: --game chooses the game; frosted-blooms is the default, so every earlier command
// line means what it meant, with or without it, before or after the command.
TEST(CliGame, FrostedBloomsIsTheDefaultAndMayBeNamed) {
    const RunResult plain = run({"validate-data"});
    ASSERT_EQ(plain.exitCode, 0) << plain.out << plain.err;
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--game", "frosted-blooms", "validate-data"},
          std::vector<std::string>{"validate-data", "--game=frosted-blooms"},
          std::vector<std::string>{"validate-data", "--game", "frosted-blooms", "--game",
                                   "frosted-blooms"}}) {
        const RunResult named = run(args);
        EXPECT_EQ(named.exitCode, 0) << named.out << named.err;
        EXPECT_EQ(named.out, plain.out);
    }
}

TEST(CliGame, AnUnknownOrMissingGameIsAUsageErrorNamingTheGames) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"validate-data", "--game", "chess"},
          std::vector<std::string>{"validate-data", "--game"},
          std::vector<std::string>{"--game=frosted-blooms", "validate-data", "--game=chess"}}) {
        const RunResult r = run(args);
        expectInputError(r, "usage");
        EXPECT_NE(r.out.find("frosted-blooms"), std::string::npos) << r.out;
    }
}

// ---------------------------------------------------------------------------------------------
// A broken --data directory: exit 1, naming the file and the item.

class CliBrokenData : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::copy(FROSTED_CLI_DATA, dir_.path() / "data", fs::copy_options::recursive);
    }
    fs::path data() const { return dir_.path() / "data"; }
    void editJson(const std::string& file, const std::function<void(json&)>& edit) {
        json j = readJson(data() / file);
        edit(j);
        writeFile(data() / file, j.dump(2));
    }
    // Exit 1, one JSON document with the error and its problems, every problem also on stderr.
    void expectBadData(const std::vector<std::string>& args, const std::string& stdinText,
                       const std::vector<std::string>& mentioned) {
        std::vector<std::string> full = args;
        full.push_back("--data");
        full.push_back(data().string());
        const RunResult r = run(full, stdinText);
        EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
        const json out = parsedOut(r);
        ASSERT_TRUE(out.contains("error")) << r.out;
        EXPECT_EQ(out["error"]["code"], "bad_data");
        ASSERT_TRUE(out["error"]["problems"].is_array());
        ASSERT_FALSE(out["error"]["problems"].empty());
        for (const std::string& word : mentioned) {
            EXPECT_NE(out["error"]["problems"].dump().find(word), std::string::npos)
                << word << " not named in " << r.out;
            EXPECT_NE(r.err.find(word), std::string::npos) << word << " not on stderr: " << r.err;
        }
        // validate-data mirrors its {"ok": true} with "ok": false; the others print only the error.
        if (args[0] == "validate-data") {
            EXPECT_EQ(out.value("ok", true), false);
        } else {
            EXPECT_EQ(out.size(), 1u) << r.out;
        }
    }
    TempDir dir_;
};

const char* kSimpleEvaluate = R"({"garden": [], "place": {"tile": "T01", "x": 0, "y": 0}})";

TEST_F(CliBrokenData, BadFlowerCountInTilesJson) {
    // R-GEO-2 / COMPONENTS.md: a flower space shows 1-3 flowers.
    editJson("tiles.json", [](json& j) { j["tiles"][0]["front"]["cells"][1]["flowers"] = 7; });
    expectBadData({"validate-data"}, "", {"tiles.json", "T01"});
    expectBadData({"evaluate"}, kSimpleEvaluate, {"tiles.json", "T01"});
    expectBadData({"play"}, R"({"players": ["Ada"]})", {"tiles.json", "T01"});
    expectBadData({"simulate", "--games", "1"}, "", {"tiles.json", "T01"});
}

TEST_F(CliBrokenData, DuplicateCardId) {
    editJson("cards.json", [](json& j) { j["cards"][1]["id"] = j["cards"][0]["id"]; });
    expectBadData({"validate-data"}, "", {"cards.json", "purple"});
    expectBadData({"evaluate"}, kSimpleEvaluate, {"cards.json", "purple"});
}

TEST_F(CliBrokenData, MalformedObjectivesFile) {
    writeFile(data() / "objectives.json", "{\"objectives\": [");
    expectBadData({"validate-data"}, "", {"objectives.json"});
    expectBadData({"evaluate"}, kSimpleEvaluate, {"objectives.json"});
}

TEST_F(CliBrokenData, MissingDirectory) {
    const RunResult r = run({"validate-data", "--data", (dir_.path() / "nowhere").string()});
    EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
    EXPECT_EQ(parsedOut(r)["error"]["code"], "bad_data");
}

TEST_F(CliBrokenData, AGoodCopyIsAccepted) {
    // --data works for every command.
    EXPECT_EQ(run({"validate-data", "--data", data().string()}).exitCode, 0);
    EXPECT_EQ(run({"evaluate", "--data", data().string()}, kSimpleEvaluate).exitCode, 0);
    EXPECT_EQ(run({"play", "--data", data().string()}, R"({"players": ["Ada"]})").exitCode, 0);
    EXPECT_EQ(run({"simulate", "--games", "1", "--data", data().string()}).exitCode, 0);
}

// ---------------------------------------------------------------------------------------------
// evaluate: fixtures computed by hand from RULES.md.

TEST(CliEvaluate, RulebookCardExamples10And7_R_SCORE_2) {
    // Purple 3 + 2 in one group: a purple card scores 10. White 1 + 2 + 2 (the placed white joins
    // the whites of two earlier tiles, R-SCORE-1) and an unconnected water pair: white+water
    // scores 5 + 2 = 7.
    expectFixture("evaluate", "evaluate-rulebook");
}
TEST(CliEvaluate, GapMonomino_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-1");
}
TEST(CliEvaluate, GapDomino_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-2");
}
TEST(CliEvaluate, GapStraightTromino_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-3I");
}
TEST(CliEvaluate, GapBentTromino_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-3L");
}
TEST(CliEvaluate, GapSquareGivesWindmill_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-O");
}
TEST(CliEvaluate, GapTGivesBarnAndTwoWorkers_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-T");
}
TEST(CliEvaluate, GapStraightTetrominoGivesTwoBarns_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-I");
}
TEST(CliEvaluate, GapLGivesTwoBarns_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-L");
}
TEST(CliEvaluate, GapJCountsAsL_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-J");
}
TEST(CliEvaluate, GapSGivesTwoBarns_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-S");
}
TEST(CliEvaluate, GapZCountsAsS_R_GAP_2) {
    expectFixture("evaluate", "evaluate-gap-Z");
}
TEST(CliEvaluate, GapTooLarge_R_PL_3) {
    expectFixture("evaluate", "evaluate-gap-too-large");
}
TEST(CliEvaluate, TwoGapsAtOnceSortedByFirstCell_R_GAP_1) {
    expectFixture("evaluate", "evaluate-two-gaps");
}
TEST(CliEvaluate, OverlapWithAnImprovement_R_PL_1_R_GAP_4) {
    expectFixture("evaluate", "evaluate-overlap-improvement");
}
TEST(CliEvaluate, FirstEntryEnclosureIsFilled_R_GAP_4) {
    expectFixture("evaluate", "evaluate-first-entry-gap");
}
TEST(CliEvaluate, CornerOnlyContactIsNotAdjacent_R_PL_2) {
    expectFixture("evaluate", "evaluate-corner-contact");
}
TEST(CliEvaluate, OverlapReportedBeforeNotAdjacent_R_PL_1) {
    expectFixture("evaluate", "evaluate-overlap-before-not-adjacent");
}
TEST(CliEvaluate, NotAdjacentReportedBeforeGapTooLarge_R_PL_2) {
    expectFixture("evaluate", "evaluate-not-adjacent-before-gap-too-large");
}
TEST(CliEvaluate, EmptyGardenIsNotAdjacent) {
    expectFixture("evaluate", "evaluate-empty-garden");
}
TEST(CliEvaluate, InlineFaceShiftedAtRotation90_R_GEO_4) {
    expectFixture("evaluate", "evaluate-rotation-90-shifted");
}
TEST(CliEvaluate, InlineFaceRotation270_R_GEO_4) {
    expectFixture("evaluate", "evaluate-rotation-270");
}
TEST(CliEvaluate, InlineFaceNormalisedAtRotation0_R_GEO_4) {
    expectFixture("evaluate", "evaluate-normalise-rotation-0");
}
TEST(CliEvaluate, DataTileBackRotated90_R_GEO_4_R_SCORE_1) {
    expectFixture("evaluate", "evaluate-data-tile-rotation-90");
}
TEST(CliEvaluate, InlineTwoFacedTileOnItsBack_R_GEO_3) {
    expectFixture("evaluate", "evaluate-inline-tile-back");
}

// evaluate input errors ------------------------------------------------------------------------

const std::string kWater = R"({"x": 0, "y": 0, "type": "water"})";
// {"garden": [<first>, ...], "place": <place>} with a single water cell as the first garden entry.
std::string evaluateInput(const std::string& place, const std::string& garden = "") {
    return R"({"garden": [{"tile": {"cells": [)" + kWater + R"(]}, "x": 0, "y": 0})" +
           (garden.empty() ? "" : ", " + garden) + R"(], "place": )" + place + "}";
}
std::string inlinePlace(const std::string& cells, const std::string& extra = "") {
    return R"({"tile": {"cells": [)" + cells + R"(]}, "x": 1, "y": 0)" + extra + "}";
}

TEST(CliEvaluateErrors, MalformedJson) {
    const json e = evaluateError(R"({"garden": [}, "place": 1)", "malformed_json");
    EXPECT_EQ(e["line"], 1);
    evaluateError("", "malformed_json");
    evaluateError(R"({"garden": [], "place": {}} trailing)", "malformed_json");
}
TEST(CliEvaluateErrors, InvalidUtf8IsAnErrorNotACrash) {
    evaluateError("{\"garden\": \xff\xfe}", "malformed_json");
    evaluateError("{\"garden\": [\"\xff\"]}", "malformed_json");
}
TEST(CliEvaluateErrors, NotAnObject) {
    evaluateError("[]", "invalid_input");
    evaluateError(R"({"garden": {}, "place": {}})", "invalid_input");
    evaluateError(R"({"garden": []})", "invalid_input");
}
TEST(CliEvaluateErrors, UnknownTileId) {
    const json e = evaluateError(evaluateInput(R"({"tile": "T99", "x": 1, "y": 0})"), "unknown_id");
    EXPECT_EQ(e["id"], "T99");
    evaluateError(R"({"garden": [{"tile": "S-red", "x": 0, "y": 0}], "place": {"tile": "T01",
                  "x": 1, "y": 0}})",
                  "unknown_id");
}
TEST(CliEvaluateErrors, IllegalGardenEntryNotAdjacent_R_PL_2) {
    const json e = evaluateError(evaluateInput(inlinePlace(kWater), R"({"tile": "T01", "x": 9,
                                 "y": 9})"),
                                 "illegal_garden");
    EXPECT_EQ(e["index"], 1);
    EXPECT_EQ(e["reason"], "not_adjacent");
}
TEST(CliEvaluateErrors, IllegalGardenEntryOverlap_R_PL_1) {
    // garden[1] (T02 front, a straight pentomino from (0, 0)) covers the first entry's cell.
    const json e = evaluateError(evaluateInput(inlinePlace(kWater), R"({"tile": "T02", "x": 0,
                                 "y": 0})"),
                                 "illegal_garden");
    EXPECT_EQ(e["index"], 1);
    EXPECT_EQ(e["reason"], "overlap");
}
TEST(CliEvaluateErrors, FirstEntryEnclosingMoreThan4_R_PL_3) {
    // A 5x5 ring of water encloses 9 cells on its own.
    std::string cells;
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x)
            if (x == 0 || x == 4 || y == 0 || y == 4)
                cells += std::string(cells.empty() ? "" : ", ") + R"({"x": )" + std::to_string(x) +
                         R"(, "y": )" + std::to_string(y) + R"(, "type": "water"})";
    const json e = evaluateError(R"({"garden": [{"tile": {"cells": [)" + cells +
                                     R"(]}, "x": 0, "y": 0}], "place": {"tile": "T01", "x": 5,
                                     "y": 0}})",
                                 "illegal_garden");
    EXPECT_EQ(e["index"], 0);
    EXPECT_EQ(e["reason"], "gap_too_large");
}
TEST(CliEvaluateErrors, WrongTypes) {
    evaluateError(evaluateInput(R"({"tile": "T01", "x": "1", "y": 0})"), "invalid_input");
    evaluateError(evaluateInput(R"({"tile": "T01", "x": 1.5, "y": 0})"), "invalid_input");
    evaluateError(evaluateInput(R"({"tile": "T01", "x": 1, "y": 0, "rotation": 45})"),
                  "invalid_input");
    evaluateError(evaluateInput(R"({"tile": "T01", "x": 1, "y": 0, "rotation": "90"})"),
                  "invalid_input");
    evaluateError(evaluateInput(R"({"tile": "T01", "x": 1, "y": 0, "side": "up"})"),
                  "invalid_input");
    evaluateError(evaluateInput(R"({"tile": 7, "x": 1, "y": 0})"), "invalid_input");
    evaluateError(evaluateInput(R"({"tile": "T01", "y": 0})"), "invalid_input");
    evaluateError(evaluateInput(R"({"tile": "T01", "x": 99999999999, "y": 0})"), "invalid_input");
}
TEST(CliEvaluateErrors, BadCards) {
    const std::string base = evaluateInput(R"({"tile": "T01", "x": 1, "y": 0})");
    auto withCards = [&](const std::string& cards) {
        return base.substr(0, base.size() - 1) + R"(, "cards": )" + cards + "}";
    };
    evaluateError(withCards(R"([["pink"]])"), "invalid_input");
    evaluateError(withCards(R"([[]])"), "invalid_input");
    evaluateError(withCards(R"([["purple", "red", "white"]])"), "invalid_input");
    evaluateError(withCards(R"([["purple", "purple"]])"), "invalid_input");
    evaluateError(withCards(R"("purple")"), "invalid_input");
}
TEST(CliEvaluateErrors, InlineFaceCellsNotConnected_R_GEO_1) {
    evaluateError(evaluateInput(inlinePlace(
                      R"({"x": 0, "y": 0, "type": "water"}, {"x": 1, "y": 1, "type": "water"})")),
                  "invalid_face");
}
TEST(CliEvaluateErrors, InlineFaceCellTwice) {
    evaluateError(evaluateInput(inlinePlace(
                      R"({"x": 0, "y": 0, "type": "water"}, {"x": 0, "y": 0, "type": "water"})")),
                  "invalid_face");
}
TEST(CliEvaluateErrors, InlineFaceFlowerCellWithoutFlowers) {
    evaluateError(evaluateInput(inlinePlace(R"({"x": 0, "y": 0, "type": "purple"})")),
                  "invalid_face");
}
TEST(CliEvaluateErrors, InlineFaceFlowers4And0) {
    evaluateError(evaluateInput(inlinePlace(R"({"x": 0, "y": 0, "type": "red", "flowers": 4})")),
                  "invalid_face");
    evaluateError(evaluateInput(inlinePlace(R"({"x": 0, "y": 0, "type": "red", "flowers": 0})")),
                  "invalid_face");
}
TEST(CliEvaluateErrors, InlineFaceWaterWithFlowers) {
    evaluateError(evaluateInput(inlinePlace(R"({"x": 0, "y": 0, "type": "water", "flowers": 1})")),
                  "invalid_face");
}
TEST(CliEvaluateErrors, InlineFaceUnknownType) {
    evaluateError(evaluateInput(inlinePlace(R"({"x": 0, "y": 0, "type": "blue"})")),
                  "invalid_face");
    evaluateError(evaluateInput(inlinePlace("")), "invalid_face");
}
TEST(CliEvaluateErrors, BackSideOfAnInlineSingleFace) {
    evaluateError(evaluateInput(inlinePlace(kWater, R"(, "side": "back")")), "invalid_input");
}
TEST(CliEvaluateErrors, InlineTileNeedsTwoValidFaces) {
    // {"front", "back"}: both faces are required and checked, whichever side is used.
    evaluateError(
        evaluateInput(R"({"tile": {"front": {"cells": [)" + kWater + R"(]}}, "x": 1, "y": 0})"),
        "invalid_input");
    evaluateError(evaluateInput(R"({"tile": {"front": {"cells": [)" + kWater +
                                R"(]}, "back": {"cells": [{"x": 0, "y": 0, "type": "sky"}]}},
                                "x": 1, "y": 0})"),
                  "invalid_face");
    evaluateError(evaluateInput(R"({"tile": {"front": {"cells": [{"x": 0, "y": 0, "type": "sky"}]},
                                "back": {"cells": [)" +
                                kWater + R"(]}}, "side": "back", "x": 1, "y": 0})"),
                  "invalid_face");
}
// Issue 12 finding 1: nesting beyond the limit of 64 levels is refused before it is parsed,
// with the place and the limit, however deep it goes and whatever follows it.
TEST(CliEvaluateErrors, DeeplyNestedInputIsAnErrorNotACrash) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const json e = evaluateError(deep, "malformed_json");
    EXPECT_NE(e["message"].get<std::string>().find("64 levels"), std::string::npos);
    EXPECT_EQ(e["line"], 1);
    EXPECT_EQ(e["column"], 65);
    evaluateError(R"({"garden": [], "place": {"tile": "T01", "x": 0, "y": 0}, "cards": [)" + deep +
                      "]}",
                  "malformed_json");
    evaluateError(R"({"a": )" + deep + R"(, "b": 1})", "malformed_json");
    // Within the limit a nested value is only the wrong type.
    evaluateError(R"({"garden": [], "place": {"tile": "T01", "x": 0, "y": 0}, "cards": [)" +
                      std::string(60, '[') + std::string(60, ']') + "]}",
                  "invalid_input");
}

// ---------------------------------------------------------------------------------------------
// play

// The objective points of the shipped data, by id.
std::map<std::string, int> objectivePoints() {
    std::map<std::string, int> points;
    const json data = readJson(fs::path(FROSTED_CLI_DATA) / "objectives.json");
    for (const json& o : data["objectives"])
        points[o["id"].get<std::string>()] = o["points"].get<int>();
    return points;
}

int improvementValue(const json& improvements) {
    // R-GAP-6: Worker 3, Barn 10, Windmill 25.
    return 3 * improvements["worker"].get<int>() + 10 * improvements["barn"].get<int>() +
           25 * improvements["windmill"].get<int>();
}

// Internal consistency of a play output (CLI.md `play`, R-END-2/3, R-MG-4..6).
void checkPlayConsistency(const json& in, const json& out) {
    const bool solo = in.value("solo", false);
    const auto points = objectivePoints();
    const json& log = out["log"];
    const json& players = out["players"];
    const bool complete = out["complete"].get<bool>();
    const std::size_t humans = in["players"].size();
    ASSERT_EQ(players.size(), humans + (solo ? 1 : 0));
    if (solo) {
        EXPECT_EQ(players.back()["name"], "Master Gardener");
    }

    // Re-add every figure from the log.
    std::map<std::string, int> track, improvements, objectives, coins;
    for (std::size_t seat = 0; seat < humans; ++seat)
        coins[players[seat]["name"].get<std::string>()] =
            solo ? 1 : static_cast<int>(seat) + 1; // R-TURN-1, R-MG-1
    if (solo)
        coins["Master Gardener"] = 10;
    std::set<std::string> claimedIds;
    int expectedTurn = 1;
    std::size_t seatIndex = 0; // position in the round
    const std::size_t perRound = humans + (solo ? 1 : 0);
    for (std::size_t i = 0; i < log.size(); ++i) {
        const json& e = log[i];
        SCOPED_TRACE("log entry " + std::to_string(i));
        const std::string who = e["player"].get<std::string>();
        if (e.contains("end_claims")) {
            // R-MG-5: the last entry of a complete solo game.
            EXPECT_TRUE(solo && complete);
            EXPECT_EQ(i, log.size() - 1);
            EXPECT_EQ(who, "Master Gardener");
            EXPECT_EQ(e.size(), 2u);
            for (const json& id : e["end_claims"]) {
                EXPECT_TRUE(claimedIds.insert(id.get<std::string>()).second);
                objectives[who] += points.at(id.get<std::string>());
            }
            continue;
        }
        // Turns count from 1 over every turn, the Master Gardener's included; rounds 1-10; the
        // seats play in order.
        EXPECT_EQ(e["turn"], expectedTurn);
        EXPECT_EQ(e["round"], static_cast<int>((expectedTurn - 1) / perRound) + 1);
        EXPECT_GE(e["round"].get<int>(), 1);
        EXPECT_LE(e["round"].get<int>(), 10);
        const std::string expectedWho = seatIndex < humans
                                            ? players[seatIndex]["name"].get<std::string>()
                                            : std::string("Master Gardener");
        EXPECT_EQ(who, expectedWho);
        ++expectedTurn;
        seatIndex = (seatIndex + 1) % perRound;
        track[who] += e["points"].get<int>();
        coins[who] += e["coins_taken"].get<int>() - e["coins_paid"].get<int>();
        for (const json& id : e["claimed"]) {
            EXPECT_TRUE(claimedIds.insert(id.get<std::string>()).second) << id;
            objectives[who] += points.at(id.get<std::string>());
        }
        if (who == "Master Gardener") {
            EXPECT_LE(e["coins_paid"].get<int>(), e["moved"].get<int>() - 1);
            EXPECT_GE(e["moved"].get<int>(), 1);
            improvements[who] += improvementValue(e["improvements"]);
            coins[who] += e["improvements"]["worker"].get<int>();
        } else {
            // skipped = coins_paid = k - 1; the placed tile is the one taken.
            EXPECT_EQ(e["skipped"], e["coins_paid"]);
            if (!e["placed"].is_null()) {
                EXPECT_EQ(e["placed"]["tile"], e["took"]);
            }
            for (const json& gap : e["gaps"]) {
                improvements[who] += improvementValue(gap["improvements"]);
                coins[who] += gap["improvements"]["worker"].get<int>();
            }
        }
    }
    // R-END-2: every figure, and total = the sum of the parts.
    for (const json& p : players) {
        const std::string name = p["name"].get<std::string>();
        SCOPED_TRACE(name);
        EXPECT_EQ(p["track"], track[name]);
        EXPECT_EQ(p["improvements"], improvements[name]);
        EXPECT_EQ(p["objectives"], objectives[name]);
        EXPECT_EQ(p["coins"], coins[name]);
        EXPECT_EQ(p["total"].get<int>(), p["track"].get<int>() + p["improvements"].get<int>() +
                                             p["objectives"].get<int>() + p["coins"].get<int>());
    }
    // R-END-3 / R-MG-6: rank = 1 + entries strictly ahead on (total, coins); the Master Gardener
    // is ahead of the player on a full tie.
    std::vector<std::string> winners;
    for (const json& p : players) {
        int ahead = 0;
        for (const json& o : players) {
            if (&o == &p)
                continue;
            const int t = p["total"].get<int>(), ot = o["total"].get<int>();
            const int c = p["coins"].get<int>(), oc = o["coins"].get<int>();
            ahead += ot > t || (ot == t && oc > c) ||
                     (ot == t && oc == c && o["name"] == "Master Gardener" && solo);
        }
        EXPECT_EQ(p["rank"], 1 + ahead) << p["name"];
        if (1 + ahead == 1)
            winners.push_back(p["name"].get<std::string>());
    }
    // Winners only when complete; a complete game has 10 rounds, and in solo ends with the
    // Master Gardener's end claims.
    EXPECT_EQ(out.contains("winners"), complete);
    if (complete) {
        std::vector<std::string> got = out["winners"].get<std::vector<std::string>>();
        std::sort(got.begin(), got.end());
        std::sort(winners.begin(), winners.end());
        EXPECT_EQ(got, winners);
        EXPECT_EQ(log.size(), 10 * perRound + (solo ? 1 : 0));
        if (solo) {
            EXPECT_TRUE(log.back().contains("end_claims"));
        }
    }
}

void expectPlayFixture(const std::string& name) {
    SCOPED_TRACE(name);
    expectFixture("play", name);
    const RunResult r = runWithFile({"play"}, kFixtures / (name + ".input.json"));
    checkPlayConsistency(readJson(kFixtures / (name + ".input.json")), parsedOut(r));
}

TEST(CliPlay, ShortTwoPlayerGame_R_MKT_2_R_MKT_3_R_OBJ_3) {
    // Hand-checked: Ada takes k=2 (T02, leaves a coin on T01), Ben k=3 (T05, 2 coins), Ada k=1
    // (T06 refilled into slot 0), Ben k=1 (T01 with Ada's coin: coins_taken 1); a Barn gap, a
    // Worker gap (+1 coin) and Ben's white-6 claim (white group 6).
    expectPlayFixture("play-short-2p");
}
TEST(CliPlay, CompleteTwoPlayerGame_R_END_1_R_END_2_R_END_3) {
    expectPlayFixture("play-full-2p");
}
TEST(CliPlay, CompleteSoloGameWithEndClaims_R_MG_4_R_MG_5_R_MG_6) {
    expectPlayFixture("play-solo-complete");
    const json out = readJson(kFixtures / "play-solo-complete.expected.json");
    EXPECT_FALSE(out["log"].back()["end_claims"].empty());
}
TEST(CliPlay, CompleteSoloGameWithoutEndClaims_R_MG_5) {
    expectPlayFixture("play-solo-no-end-claims");
    const json out = readJson(kFixtures / "play-solo-no-end-claims.expected.json");
    EXPECT_EQ(out["log"].back(),
              json({{"player", "Master Gardener"}, {"end_claims", json::array()}}));
}
TEST(CliPlay, SeatsStartWithTheStartPlayer_R_TURN_1) {
    // Ada, Ben, Cleo with start_player 1: seats Ben, Cleo, Ada with 1, 2, 3 coins.
    expectPlayFixture("play-start-player");
}
TEST(CliPlay, PartialGameStopsEarly) {
    // The first 7 turns of the complete solo game: not complete, no winners, running figures.
    json in = readJson(kFixtures / "play-solo-complete.input.json");
    in["turns"] = json(std::vector<json>(in["turns"].begin(), in["turns"].begin() + 7));
    const RunResult r = run({"play"}, in.dump());
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const json out = parsedOut(r);
    EXPECT_EQ(out["complete"], false);
    EXPECT_FALSE(out.contains("winners"));
    EXPECT_EQ(out["log"].size(), 14u);
    checkPlayConsistency(in, out);
}

// play input errors ----------------------------------------------------------------------------

std::string shortGameWith(const std::function<void(json&)>& edit) {
    json in = readJson(kFixtures / "play-short-2p.input.json");
    edit(in);
    return in.dump();
}

TEST(CliPlayErrors, MalformedJson) {
    playError(R"({"players": ["Ada", ]})", "malformed_json");
}
TEST(CliPlayErrors, UnknownTileId) {
    playError(shortGameWith([](json& in) { in["setup"]["market"][0] = "T45"; }), "unknown_id");
    playError(shortGameWith([](json& in) { in["setup"]["starting_tiles"][0] = "S-red"; }),
              "unknown_id");
}
TEST(CliPlayErrors, UnknownCardId) {
    playError(shortGameWith([](json& in) { in["setup"]["decks"][0][0] = "orange"; }), "unknown_id");
    const json e =
        playError(shortGameWith([](json& in) { in["turns"][2]["card"] = "orange"; }), "unknown_id");
    EXPECT_EQ(e["turn"], 2);
    playError(shortGameWith([](json& in) {
                  in["solo"] = true;
                  in["players"] = {"Ada"};
                  in["setup"]["starting_tiles"] = {"S-yellow"};
                  in["setup"]["decks"] = json::array();
                  in["setup"]["gardener_deck"] = {"MG99"};
              }),
              "unknown_id");
}
TEST(CliPlayErrors, UnknownObjectiveId) {
    playError(shortGameWith([](json& in) { in["setup"]["objectives"][0] = "purple-7"; }),
              "unknown_id");
    const json e = playError(shortGameWith([](json& in) { in["turns"][3]["claim"] = {"gold-1"}; }),
                             "unknown_id");
    EXPECT_EQ(e["turn"], 3);
}
TEST(CliPlayErrors, ContradictorySetup) {
    // A tile twice (market and bag), a card twice in a deck, a starting tile twice, an objective
    // twice, a market of 4, two players with one name, a solo game of two.
    playError(shortGameWith([](json& in) { in["setup"]["bag"][0] = "T01"; }), "invalid_setup");
    playError(shortGameWith([](json& in) { in["setup"]["decks"][1][1] = "water"; }),
              "invalid_setup");
    playError(shortGameWith([](json& in) { in["setup"]["starting_tiles"][1] = "S-yellow"; }),
              "invalid_setup");
    playError(shortGameWith([](json& in) { in["setup"]["objectives"][1] = "purple-6"; }),
              "invalid_setup");
    playError(shortGameWith([](json& in) { in["setup"]["market"].erase(4); }), "invalid_setup");
    playError(shortGameWith([](json& in) { in["players"][1] = "Ada"; }), "invalid_setup");
    playError(shortGameWith([](json& in) { in["solo"] = true; }), "invalid_setup");
    playError(shortGameWith([](json& in) { in["setup"]["start_player"] = 2; }), "invalid_setup");
    playError(R"({"players": []})", "invalid_setup");
    playError(R"({"players": ["A", "B", "C", "D", "E"]})", "invalid_setup");
    playError(R"({"players": ["Master Gardener"], "solo": true})", "invalid_setup");
}
TEST(CliPlayErrors, IllegalTurn) {
    // Each with "turn" = the 0-based index in turns.
    auto illegal = [](const std::function<void(json&)>& edit, int turn) {
        const json e = playError(shortGameWith(edit), "illegal_turn");
        EXPECT_EQ(e["turn"], turn);
    };
    illegal([](json& in) { in["turns"][0]["take"] = 9; }, 0);        // R-MKT-2: no tile 9
    illegal([](json& in) { in["turns"][1]["take"] = 4; }, 1);        // 3 coins, has 2
    illegal([](json& in) { in["turns"][1]["place"]["x"] = 40; }, 1); // R-PL-2
    illegal([](json& in) { in["turns"][2]["place"] = {{"x", 0}, {"y", 0}}; }, 2); // R-PL-1
    illegal([](json& in) { in["turns"][2]["card"] = "purple"; }, 2);              // already played
    illegal([](json& in) { in["turns"][0]["claim"] = {"purple-8"}; }, 0);         // R-OBJ-3: 5 < 8
    illegal([](json& in) { in["turns"][0]["claim"] = {"barn-2"}; }, 0);           // R-OBJ-4
    illegal([](json& in) { in["turns"][3]["claim"] = {"white-6", "white-6"}; }, 3); // R-OBJ-5
    illegal([](json& in) { in["turns"][0].erase("place"); }, 0);                    // R-PL-6
}
TEST(CliPlayErrors, TurnAfterTheEnd) {
    json in = readJson(kFixtures / "play-solo-complete.input.json");
    in["turns"].push_back(in["turns"][0]);
    const json e = playError(in.dump(), "illegal_turn");
    EXPECT_EQ(e["turn"], 10);
}
TEST(CliPlayErrors, WrongTypes) {
    auto wrong = [](const std::function<void(json&)>& edit, std::optional<int> turn) {
        const json e = playError(shortGameWith(edit), "invalid_input");
        if (turn) {
            EXPECT_EQ(e["turn"], *turn);
        }
    };
    wrong([](json& in) { in["turns"][1]["take"] = "3"; }, 1);
    wrong([](json& in) { in["turns"][0]["place"]["x"] = "2"; }, 0);
    wrong([](json& in) { in["turns"][0]["place"]["rotation"] = 45; }, 0);
    wrong([](json& in) { in["turns"][0]["place"]["side"] = "up"; }, 0);
    wrong([](json& in) { in["turns"][0]["card"] = 3; }, 0);
    wrong([](json& in) { in["turns"][3]["claim"] = "white-6"; }, 3);
    wrong([](json& in) { in["turns"][0] = "take 2"; }, 0);
    wrong([](json& in) { in["seed"] = "42"; }, std::nullopt);
    wrong([](json& in) { in["solo"] = "no"; }, std::nullopt);
    wrong([](json& in) { in["players"] = "Ada"; }, std::nullopt);
    wrong([](json& in) { in["setup"]["start_player"] = "0"; }, std::nullopt);
    wrong([](json& in) { in["setup"]["decks"] = {"purple"}; }, std::nullopt);
    wrong([](json& in) { in["turns"] = json::object(); }, std::nullopt);
    wrong([](json& in) { in.erase("players"); }, std::nullopt);
}

// ---------------------------------------------------------------------------------------------
// simulate

TEST(CliSimulate, TwoGreedyAndRandomSeats) {
    const RunResult r = run(fixtureArgs("simulate-2p"));
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    EXPECT_EQ(parsedOut(r), readJson(kFixtures / "simulate-2p.expected.json"));
    // The mean time per game goes to standard error only; no progress when it is not a terminal.
    EXPECT_NE(r.err.find("mean time per game"), std::string::npos);
    EXPECT_EQ(r.err.find("simulating"), std::string::npos);
    EXPECT_EQ(r.err.find('\r'), std::string::npos);
}

TEST(CliSimulate, SoloReportsTheMasterGardener_R_MG_6) {
    const RunResult r = run(fixtureArgs("simulate-solo"));
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const json out = parsedOut(r);
    EXPECT_EQ(out, readJson(kFixtures / "simulate-solo.expected.json"));
    ASSERT_TRUE(out.contains("master_gardener"));
    EXPECT_EQ(out["seats"].size(), 1u);
    // No shared victory in solo: the shares add up to 1.
    EXPECT_NEAR(out["seats"][0]["win_share"].get<double>() +
                    out["master_gardener"]["win_share"].get<double>(),
                1.0, 1e-9);
}

TEST(CliSimulate, SameSeedGivesByteIdenticalOutput) {
    const std::vector<std::string> args = {"simulate", "--players", "3",     "--games", "5",
                                           "--seed",   "9",         "--bot", "greedy"};
    const RunResult a = run(args), b = run(args);
    ASSERT_EQ(a.exitCode, 0) << a.err;
    EXPECT_EQ(a.out, b.out);
    const RunResult solo1 = run({"simulate", "--solo", "--games", "4", "--seed", "5"});
    const RunResult solo2 = run({"simulate", "--solo", "--games", "4", "--seed", "5"});
    EXPECT_EQ(solo1.out, solo2.out);
}

TEST(CliSimulate, DifferentSeedsDiffer) {
    const RunResult a = run({"simulate", "--players", "2", "--games", "5", "--seed", "1"});
    const RunResult b = run({"simulate", "--players", "2", "--games", "5", "--seed", "2"});
    ASSERT_EQ(a.exitCode, 0);
    ASSERT_EQ(b.exitCode, 0);
    EXPECT_NE(a.out, b.out);
}

TEST(CliSimulate, SummaryShape) {
    const RunResult r = run({"simulate", "--players", "4", "--games", "3", "--seed", "7", "--bot",
                             "random", "--bot", "greedy", "--bot", "random", "--bot", "greedy"});
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const json out = parsedOut(r);
    EXPECT_EQ(out["games"], 3);
    ASSERT_EQ(out["seats"].size(), 4u);
    double shares = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const json& s = out["seats"][i];
        EXPECT_EQ(s["seat"], i + 1);
        EXPECT_EQ(s["bot"], i % 2 ? "greedy" : "random");
        EXPECT_LE(s["min"].get<double>(), s["mean"].get<double>());
        EXPECT_LE(s["mean"].get<double>(), s["max"].get<double>());
        shares += s["win_share"].get<double>();
    }
    EXPECT_GE(shares, 1.0 - 1e-9); // shared victories count for each winner
    EXPECT_FALSE(out.contains("master_gardener"));
    EXPECT_FALSE(out.contains("mean_ms_per_game"));
    // Every objective type, gap shape (R-GAP-2, in CLI.md's order) and Improvement is listed.
    std::vector<std::string> objectiveTypes, shapes;
    for (auto it = out["objectives_claimed"].begin(); it != out["objectives_claimed"].end(); ++it)
        objectiveTypes.push_back(it.key());
    std::sort(objectiveTypes.begin(), objectiveTypes.end());
    EXPECT_EQ(objectiveTypes, (std::vector<std::string>{"barn", "purple", "red", "water", "white",
                                                        "windmill", "worker"}));
    const std::string text = r.out;
    std::size_t at = 0;
    for (const char* shape :
         {"\"1\"", "\"2\"", "\"3I\"", "\"3L\"", "\"O\"", "\"T\"", "\"I\"", "\"L\"", "\"S\""}) {
        const std::size_t next = text.find(shape, at);
        ASSERT_NE(next, std::string::npos) << shape;
        at = next;
    }
    for (const char* kind : {"worker", "barn", "windmill"})
        EXPECT_TRUE(out["improvements"].contains(kind));
}

TEST(CliSimulate, TimingOptionAddsTheMeanTime) {
    const RunResult r = run({"simulate", "--games", "2", "--seed", "1", "--timing"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(parsedOut(r)["mean_ms_per_game"].is_number());
}

TEST(CliSimulate, BadArguments) {
    expectInputError(run({"simulate", "--games", "0"}), "usage");
    expectInputError(run({"simulate", "--games", "-3"}), "usage");
    expectInputError(run({"simulate", "--games", "ten"}), "usage");
    expectInputError(run({"simulate", "--games"}), "usage");
    expectInputError(run({"simulate", "--bot", "smart"}), "usage");
    expectInputError(run({"simulate", "--frobnicate"}), "usage");
    expectInputError(run({"simulate", "--players", "3", "--bot", "random", "--bot", "greedy"}),
                     "usage");
    expectInputError(run({"simulate", "--players", "5"}), "usage");
    expectInputError(run({"simulate", "--players", "0"}), "usage");
    expectInputError(run({"simulate", "--solo", "--players", "2"}), "usage");
    expectInputError(run({"simulate", "--seed", "-1"}), "usage");
}

// simulate --csv, --report, --rotate-start, --jobs (issue 16: the balance lab)

namespace {
std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}
std::vector<std::string> fields(const std::string& line) {
    std::vector<std::string> out;
    std::istringstream in(line);
    for (std::string f; std::getline(in, f, ',');)
        out.push_back(f);
    return out;
}
} // namespace

TEST(CliSimulate, CsvHasOneRowPerSeatPerGameWithTheDocumentedColumns) {
    TempDir dir;
    const fs::path csv = dir.path() / "games.csv";
    const RunResult r = run({"simulate", "--solo", "--games", "4", "--seed", "30", "--bot",
                             "greedy", "--csv", csv.string()});
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const std::vector<std::string> rows = lines(readFile(csv));
    ASSERT_EQ(rows.size(), 1u + 4u * 2u);
    const std::vector<std::string> header = fields(rows[0]);
    for (const char* column : {"game", "seed", "seat", "bot", "start_position", "track",
                               "improvements", "objectives", "coins", "total", "rank"})
        EXPECT_NE(std::find(header.begin(), header.end(), column), header.end()) << column;
    auto col = [&](const std::string& name) {
        return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) -
                                        header.begin());
    };
    const json out = parsedOut(r);
    double playerTotal = 0;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const std::vector<std::string> f = fields(rows[i]);
        ASSERT_EQ(f.size(), header.size()) << rows[i];
        const bool gardener = i % 2 == 0;
        EXPECT_EQ(f[col("bot")], gardener ? "master_gardener" : "greedy");
        EXPECT_EQ(std::stoi(f[col("game")]), static_cast<int>((i - 1) / 2));
        EXPECT_EQ(std::stoi(f[col("seed")]), 30 + static_cast<int>((i - 1) / 2));
        // R-END-2: the total is the sum of its parts.
        EXPECT_EQ(std::stoi(f[col("total")]),
                  std::stoi(f[col("track")]) + std::stoi(f[col("improvements")]) +
                      std::stoi(f[col("objectives")]) + std::stoi(f[col("coins")]));
        if (!gardener)
            playerTotal += std::stoi(f[col("total")]);
    }
    // The rows add up to the summary.
    EXPECT_NEAR(playerTotal / 4, out["seats"][0]["mean"].get<double>(), 0.01);
}

TEST(CliSimulate, CsvReportAndOutputAreByteIdenticalForAnyJobs) {
    TempDir dir;
    std::vector<std::string> outputs, csvs, reports;
    for (const char* jobs : {"1", "2", "3"}) {
        const fs::path csv = dir.path() / (std::string("games-") + jobs + ".csv");
        const fs::path report = dir.path() / (std::string("report-") + jobs + ".json");
        const RunResult r =
            run({"simulate", "--players",  "4",        "--games",        "24",     "--seed",
                 "12",       "--bot",      "random",   "--bot",          "greedy", "--bot",
                 "easy",     "--bot",      "greedy",   "--rotate-start", "--jobs", jobs,
                 "--csv",    csv.string(), "--report", report.string()});
        ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
        outputs.push_back(r.out);
        csvs.push_back(readFile(csv));
        reports.push_back(readFile(report));
    }
    for (std::size_t i = 1; i < 3; ++i) {
        EXPECT_EQ(outputs[i], outputs[0]);
        EXPECT_EQ(csvs[i], csvs[0]);
        EXPECT_EQ(reports[i], reports[0]);
    }
    EXPECT_TRUE(parsedOut(RunResult{0, outputs[0], ""})["rotate_start"].get<bool>());
}

TEST(CliSimulate, ReportAgreesWithTheSummary) {
    TempDir dir;
    const fs::path report = dir.path() / "report.json";
    const RunResult r = run({"simulate", "--players", "3", "--games", "20", "--seed", "5", "--bot",
                             "greedy", "--report", report.string()});
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const json out = parsedOut(r);
    const json rep = readJson(report);
    EXPECT_EQ(rep["format"], "frosted-blooms-balance");
    EXPECT_EQ(rep["games"], 20);
    EXPECT_EQ(rep["setup"]["seed"], 5);
    EXPECT_EQ(rep["setup"]["data_hash"].get<std::string>().size(), 16u);
    ASSERT_EQ(rep["seats"].size(), 3u);
    ASSERT_EQ(rep["start_positions"].size(), 3u);
    for (std::size_t s = 0; s < 3; ++s) {
        const json& seat = rep["seats"][s];
        EXPECT_NEAR(seat["score"]["mean"].get<double>(), out["seats"][s]["mean"].get<double>(),
                    0.01);
        EXPECT_EQ(seat["score"]["min"], out["seats"][s]["min"]);
        EXPECT_EQ(seat["score"]["max"], out["seats"][s]["max"]);
        EXPECT_NEAR(seat["wins"]["rate"].get<double>(), out["seats"][s]["win_share"].get<double>(),
                    1e-4);
        const double low = seat["wins"]["ci95"][0], high = seat["wins"]["ci95"][1];
        EXPECT_LE(low, seat["wins"]["rate"].get<double>());
        EXPECT_GE(high, seat["wins"]["rate"].get<double>());
    }
    int claimed = 0;
    for (const json& o : rep["objectives"])
        claimed += o["claimed"]["hits"].get<int>();
    int summaryClaimed = 0;
    for (auto it = out["objectives_claimed"].begin(); it != out["objectives_claimed"].end(); ++it)
        summaryClaimed += it->get<int>();
    EXPECT_EQ(claimed, summaryClaimed);
    EXPECT_NEAR(rep["improvements_per_game"]["barn"].get<double>() * 20,
                out["improvements"]["barn"].get<double>(), 1e-6);
}

TEST(CliSimulate, OutputFilesThatCannotBeWrittenAreRefusedBeforePlaying) {
    TempDir dir;
    const RunResult folder = run({"simulate", "--games", "1000000", "--csv", dir.path().string()});
    expectInputError(folder, "io_error");
    EXPECT_NE(folder.out.find("folder"), std::string::npos) << folder.out;
    const RunResult missing = run({"simulate", "--games", "1000000", "--report",
                                   (dir.path() / "no" / "such" / "report.json").string()});
    expectInputError(missing, "io_error");
    // Every file is checked before any is made: a good --csv beside a bad --report leaves no
    // half-made CSV.
    expectInputError(
        run({"simulate", "--games", "1000000", "--csv", (dir.path() / "games.csv").string(),
             "--report", (dir.path() / "no" / "report.json").string()}),
        "io_error");
    // Nothing is left behind.
    EXPECT_TRUE(fs::is_empty(dir.path()));
    expectInputError(run({"simulate", "--csv"}), "usage");
    // An empty name (an unset shell variable) is refused, not taken as "no file".
    for (const char* option : {"--csv", "--report", "--records", "--compare"})
        expectInputError(run({"simulate", option, ""}), "usage");
    expectInputError(run({"simulate", "--solo", "--rotate-start"}), "usage");
}

TEST_F(CliBrokenData, CompareMarksWhatAChangedDataSetChanges) {
    // B: every Improvement objective worth 40 more points (the landscape ones are rulebook
    // facts); the same seeds, seats and bots.
    TempDir out;
    const fs::path variant = out.path() / "variant";
    fs::copy(data(), variant, fs::copy_options::recursive);
    json objectives = readJson(variant / "objectives.json");
    for (json& o : objectives["objectives"])
        if (o["type"] == "worker" || o["type"] == "barn" || o["type"] == "windmill")
            o["points"] = o["points"].get<int>() + 40;
    writeFile(variant / "objectives.json", objectives.dump(2));
    const fs::path report = out.path() / "ab.json";
    const RunResult r = run({"simulate", "--players", "2", "--games", "30", "--seed", "4", "--bot",
                             "greedy", "--data", data().string(), "--compare", variant.string(),
                             "--report", report.string()});
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const json ab = readJson(report);
    EXPECT_EQ(ab["format"], "frosted-blooms-balance-ab");
    EXPECT_EQ(ab["a"]["setup"]["data"], data().string());
    EXPECT_EQ(ab["b"]["setup"]["data"], variant.string());
    EXPECT_EQ(ab["a"]["setup"]["seed"], ab["b"]["setup"]["seed"]);
    EXPECT_NE(ab["a"]["setup"]["data_hash"], ab["b"]["setup"]["data_hash"]);
    int scores = 0;
    for (const json& d : ab["differences"]) {
        EXPECT_EQ(d["kind"], d["measure"].get<std::string>().find("rate") != std::string::npos
                                 ? "rate"
                                 : "mean");
        if (d["section"] == "scores") {
            EXPECT_TRUE(d["significant"].get<bool>()) << d.dump();
            EXPECT_GT(d["difference"].get<double>(), 20.0);
            ++scores;
        }
        EXPECT_GE(d["p"].get<double>(), 0.0);
        EXPECT_LE(d["p"].get<double>(), 1.0);
    }
    EXPECT_EQ(scores, 2);
    // Standard output is A's summary, as without --compare.
    const RunResult alone = run({"simulate", "--players", "2", "--games", "30", "--seed", "4",
                                 "--bot", "greedy", "--data", data().string()});
    EXPECT_EQ(r.out, alone.out);
    // B must load (exit 1 naming its problem, before any game), and needs --report.
    editJson("tiles.json", [](json& j) { j["tiles"][0]["front"]["cells"][1]["flowers"] = 7; });
    const RunResult broken = run({"simulate", "--games", "5", "--compare", data().string(),
                                  "--report", (out.path() / "x.json").string()});
    EXPECT_EQ(broken.exitCode, 1) << broken.out;
    EXPECT_NE(broken.out.find("T01"), std::string::npos);
    EXPECT_FALSE(fs::exists(out.path() / "x.json"));
    expectInputError(run({"simulate", "--compare", variant.string()}), "usage");
}

// ---------------------------------------------------------------------------------------------
// Commands and help

TEST(CliHelp, EverySubcommandHasHelp) {
    for (const std::string command : {"validate-data", "evaluate", "play", "simulate"}) {
        SCOPED_TRACE(command);
        const RunResult r = run({command, "--help"});
        EXPECT_EQ(r.exitCode, 0);
        EXPECT_NE(r.out.find("Usage: frosted-blooms-cli " + command), std::string::npos) << r.out;
        EXPECT_EQ(r.err, "");
        const RunResult h = run({command, "-h"});
        EXPECT_EQ(h.exitCode, 0);
        EXPECT_EQ(h.out, r.out);
    }
    const RunResult top = run({"--help"});
    EXPECT_EQ(top.exitCode, 0);
    EXPECT_NE(top.out.find("Usage: frosted-blooms-cli"), std::string::npos);
    for (const std::string command : {"validate-data", "evaluate", "play", "simulate"})
        EXPECT_NE(top.out.find(command), std::string::npos);
    EXPECT_NE(top.out.find("--game GAME"), std::string::npos); // issue 32
}

TEST(CliHelp, NoOrUnknownCommandIsAUsageError) {
    expectInputError(run({}), "usage");
    expectInputError(run({"explode"}), "usage");
    expectInputError(run({"evaluate", "extra"}), "usage");
}

// ---------------------------------------------------------------------------------------------
// docs/cli.md: every worked example is exactly a fixture used above.

struct DocExample {
    std::string kind; // "example" (a JSON block) or "example-command" (a shell command)
    std::string name; // the fixture
    std::string body;
};

std::vector<DocExample> docExamples() {
    std::vector<DocExample> out;
    std::istringstream doc(readFile(FROSTED_CLI_DOC));
    std::string line;
    while (std::getline(doc, line)) {
        for (const std::string kind : {"example-command", "example"}) {
            const std::string marker = "<!-- " + kind + ": ";
            if (line.rfind(marker, 0) != 0)
                continue;
            const std::size_t end = line.find(" -->");
            DocExample e{kind, line.substr(marker.size(), end - marker.size()), ""};
            std::string fence;
            while (std::getline(doc, fence) && fence.empty()) {
            }
            EXPECT_EQ(fence.rfind("```", 0), 0u) << "no code block after " << line;
            while (std::getline(doc, line) && line.rfind("```", 0) != 0)
                e.body += line + "\n";
            out.push_back(e);
            break;
        }
    }
    return out;
}

TEST(CliDocs, ExamplesAreTheFixtures) {
    const std::vector<DocExample> examples = docExamples();
    std::set<std::string> names;
    for (const DocExample& e : examples) {
        SCOPED_TRACE(e.name);
        names.insert(e.name);
        ASSERT_TRUE(fs::exists(kFixtures / e.name)) << "no fixture " << e.name;
        if (e.kind == "example") {
            json shown;
            ASSERT_NO_THROW(shown = json::parse(e.body)) << e.body;
            EXPECT_EQ(shown, readJson(kFixtures / e.name));
        } else {
            // "frosted-blooms-cli <args...>" on one line; the fixture lists the arguments.
            std::istringstream words(e.body);
            std::string program, word;
            words >> program;
            EXPECT_EQ(program, "frosted-blooms-cli");
            std::vector<std::string> args;
            while (words >> word)
                args.push_back(word);
            EXPECT_EQ(args, readJson(kFixtures / e.name).get<std::vector<std::string>>());
        }
    }
    // One worked example per subcommand, input and full output.
    for (const char* required :
         {"validate-data.args.json", "validate-data.expected.json", "evaluate-rulebook.input.json",
          "evaluate-rulebook.expected.json", "play-short-2p.input.json",
          "play-short-2p.expected.json", "simulate-2p.args.json", "simulate-2p.expected.json"})
        EXPECT_TRUE(names.count(required)) << "docs/cli.md lacks the example " << required;
}

} // namespace
