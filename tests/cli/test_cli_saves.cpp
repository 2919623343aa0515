// The command line's save files and replay records: play --save, check-save, simulate --records.
#include "cli_runner.h"

#include <gtest/gtest.h>

using namespace frosted::clitest;

namespace {

json runJson(const std::vector<std::string>& args, const std::string& input = "") {
    const RunResult r = run(args, input);
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    return parsedOut(r);
}

} // namespace

TEST(CliRecords, ExportedRecordsReplayToIdenticalFinalScores) {
    // For 2, 3, 4 players and solo: one simulated game writes its record; playing the record
    // gives the same final totals as the simulation reported (min = max = the game's total).
    struct Case {
        std::vector<std::string> args;
        std::size_t seats;
    };
    const std::vector<Case> cases = {
        {{"--players", "2"}, 2}, {{"--players", "3"}, 3}, {{"--players", "4"}, 4}, {{"--solo"}, 2}};
    for (const Case& c : cases) {
        TempDir dir;
        std::vector<std::string> args = {"simulate", "--games",   "1",
                                         "--seed",   "11",        "--bot",
                                         "greedy",   "--records", dir.path().string()};
        args.insert(args.end(), c.args.begin(), c.args.end());
        const json summary = runJson(args);
        const fs::path record = dir.path() / "game-00001.json";
        ASSERT_TRUE(fs::exists(record));
        const json played = parsedOut(runWithFile({"play"}, record));
        ASSERT_EQ(played["complete"], true);
        ASSERT_EQ(played["players"].size(), c.seats);
        const std::size_t humans = summary["seats"].size();
        for (std::size_t s = 0; s < humans; ++s)
            EXPECT_EQ(played["players"][s]["total"], summary["seats"][s]["min"]) << "seat " << s;
        if (summary["solo"] == true) {
            EXPECT_EQ(played["players"][1]["name"], "Master Gardener");
            EXPECT_EQ(played["players"][1]["total"], summary["master_gardener"]["min"]);
        }
    }
}

TEST(CliSaves, PlaySaveWritesAFileCheckSaveAccepts) {
    TempDir dir;
    const fs::path save = dir.path() / "position.frosted.json";
    const RunResult r =
        runWithFile({"play", "--save", save.string()}, kFixtures / "play-short-2p.input.json");
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    ASSERT_TRUE(fs::exists(save));
    const json check = runJson({"check-save", save.string()});
    EXPECT_EQ(check["ok"], true);
    EXPECT_EQ(check["complete"], parsedOut(r)["complete"]);
    EXPECT_EQ(check["players"].size(), 2u);
    EXPECT_EQ(check["format"], "frosted-blooms-save");
}

TEST(CliSaves, CheckSaveReportsWhyAFileIsBad) {
    TempDir dir;
    const fs::path save = dir.path() / "good.frosted.json";
    ASSERT_EQ(runWithFile({"play", "--save", save.string()}, kFixtures / "play-short-2p.input.json")
                  .exitCode,
              0);
    const std::string good = readFile(save);
    auto check = [&](const std::string& text, const std::string& code) {
        const fs::path bad = dir.path() / "bad.json";
        writeFile(bad, text);
        const json error = expectInputError(run({"check-save", bad.string()}), code);
        EXPECT_NE(error["message"].get<std::string>().find(bad.string()), std::string::npos);
    };
    check(good.substr(0, good.size() / 2), "malformed_json"); // truncated
    check("{\"hello\": 1}", "not_a_save");                    // foreign JSON
    json doc = json::parse(good);
    doc["version"] = 99;
    check(doc.dump(), "unsupported_version");
    doc = json::parse(good);
    doc["data_hash"] = "ffffffffffffffff";
    check(doc.dump(), "data_mismatch");
    doc = json::parse(good);
    doc["actions"][0] = "take lots";
    check(doc.dump(), "corrupt_save");
    doc = json::parse(good);
    doc["actions"][1] = "place front 0 40 40"; // the rules refuse it when it is replayed
    check(doc.dump(), "corrupt_save");
    expectInputError(run({"check-save", (dir.path() / "missing.json").string()}), "io_error");
    expectInputError(run({"check-save", dir.path().string()}), "io_error");
    expectInputError(run({"check-save"}), "usage");
}

TEST(CliSaves, PlaySaveToAnUnwritablePathIsAnError) {
    const RunResult r = runWithFile({"play", "--save", "/nonexistent-dir/x.json"},
                                    kFixtures / "play-short-2p.input.json");
    expectInputError(r, "io_error");
}

// A position set up by hand (docs/designer.md): `play` reads it in place of a deal, `play --save`
// writes a save that `play --from` continues, and an impossible one is an input error naming why.
TEST(CliPositions, PlayReadsAPositionAndItsSaveContinues) {
    const json position = json::parse(R"({
      "seed": 4, "round": 2, "to_play": 0,
      "ring": [null, {"tile": "T01", "coins": 1}, {"tile": "T02"}, {"tile": "T03"},
               {"tile": "T04"}, {"tile": "T05"}],
      "token": 0,
      "out_of_game": ["T30", "T31"],
      "objectives": ["purple-6", "red-6", "white-6", "water-6", "worker-2", "barn-2",
                     "windmill-1", "barn-3"],
      "seats": [{"name": "Ada", "starting_tile": "S-yellow", "coins": 0, "track": 9},
                {"name": "Ben", "starting_tile": "S-blue", "coins": 2, "track": 4}]})");
    const json played =
        runJson({"play"}, json{{"position", position}, {"actions", {"take 1"}}}.dump());
    EXPECT_EQ(played["complete"], false);
    EXPECT_EQ(played["step"], "place");
    EXPECT_EQ(played["to_play"], "Ada");
    EXPECT_EQ(played["players"][0]["track"], 9);
    EXPECT_EQ(played["players"][0]["coins"], 1) << "the coin beside T01 is taken with it";

    TempDir dir;
    const fs::path save = dir.path() / "position.frosted.json";
    ASSERT_EQ(run({"play", "--save", save.string()}, json{{"position", position}}.dump()).exitCode,
              0);
    EXPECT_EQ(readJson(save)["version"], 3);
    EXPECT_EQ(runJson({"check-save", save.string()})["ok"], true);
    const json legal = runJson({"legal", "--from", save.string()}, "{}");
    EXPECT_EQ(legal["step"], "take");
    EXPECT_EQ(legal["to_play"], "Ada");
    const json on = runJson({"play", "--from", save.string()}, R"({"actions": ["take 1"]})");
    EXPECT_EQ(on, played) << "the save continues as the position's script would";

    json impossible = position;
    impossible["seats"][1]["coins"] = 9;
    const json e = expectInputError(run({"play"}, json{{"position", impossible}}.dump()),
                                    "impossible_position");
    EXPECT_NE(e["message"].get<std::string>().find("coins lie on the table"), std::string::npos)
        << e;
    expectInputError(run({"play"}, json{{"position", position}, {"players", {"A", "B"}}}.dump()),
                     "conflicts_with_position");
    expectInputError(run({"play", "--from", save.string()}, json{{"position", position}}.dump()),
                     "conflicts_with_save");
    json unknown = position;
    unknown["ring"][2]["tile"] = "T99";
    expectInputError(run({"play"}, json{{"position", unknown}}.dump()), "invalid_position");
}
