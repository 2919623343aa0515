// The command line's action language (CLI.md "Actions as text", "Scripts that stop part-way",
// "legal", "play --from SAVE"), run on the built binary.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <set>

using namespace frosted::clitest;

namespace {

json runJson(const std::vector<std::string>& args, const std::string& input) {
    const RunResult r = run(args, input);
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    return parsedOut(r);
}

// A 2-player deal fixed in every part, from the play fixtures.
json baseGame() {
    json in = readJson(kFixtures / "play-short-2p.input.json");
    in.erase("turns");
    return in;
}

json withActions(json in, const std::vector<std::string>& actions) {
    in["actions"] = actions;
    return in;
}

const fs::path kRelease01 = kFixtures.parent_path() / "release-0.1";

} // namespace

TEST(CliActions, ScriptsStopInTheMiddleOfATurn) {
    const json in = baseGame();
    json out = runJson({"play"}, in.dump());
    EXPECT_EQ(out["complete"], false);
    EXPECT_EQ(out["step"], "take");
    const std::string first = out["to_play"];
    // The legal choices of each step, one at a time, as a script would take them.
    std::vector<std::string> actions;
    for (const char* step : {"take", "place", "card", "claim"}) {
        const json legal = runJson({"legal"}, withActions(in, actions).dump());
        EXPECT_EQ(legal["step"], step);
        EXPECT_EQ(legal["to_play"], first);
        EXPECT_EQ(legal.contains("tile"), std::string(step) == "place");
        ASSERT_FALSE(legal["actions"].empty());
        const std::set<std::string> unique(legal["actions"].begin(), legal["actions"].end());
        EXPECT_EQ(unique.size(), legal["actions"].size()) << "each action once";
        actions.push_back(legal["actions"].back().get<std::string>() == "done"
                              ? "done"
                              : legal["actions"][0].get<std::string>());
        out = runJson(
            {"play"},
            withActions(in, std::vector<std::string>(actions.begin(), actions.end())).dump());
        EXPECT_EQ(out["complete"], false);
    }
    // After "done" the other seat is to take.
    EXPECT_EQ(out["step"], "take");
    EXPECT_NE(out["to_play"], first);
    ASSERT_EQ(out["log"].size(), 1u);
    EXPECT_EQ(out["log"][0]["player"], first);
}

TEST(CliActions, TurnsAndActionsAreTheSameGame) {
    // The fixture's turns, and the same game written as actions, print the same document.
    const json in = readJson(kFixtures / "play-full-2p.input.json");
    const json byTurns = runJson({"play"}, in.dump());
    json asActions = in;
    asActions.erase("turns");
    std::vector<std::string> actions;
    for (const json& t : in["turns"]) {
        actions.push_back("take " + std::to_string(t["take"].get<int>()));
        const json& p = t["place"];
        actions.push_back("place " + p.value("side", std::string("front")) + " " +
                          std::to_string(p.value("rotation", 0)) + " " +
                          std::to_string(p["x"].get<int>()) + " " +
                          std::to_string(p["y"].get<int>()));
        actions.push_back("card " + t["card"].get<std::string>());
        if (t.contains("claim"))
            for (const json& o : t["claim"])
                actions.push_back("claim " + o.get<std::string>());
        actions.push_back("done");
    }
    asActions["actions"] = actions;
    EXPECT_EQ(runJson({"play"}, asActions.dump()), byTurns);
    // Turns then actions: the first half as turns, the rest as actions.
    json mixed = in;
    mixed["turns"] = json(std::vector<json>(in["turns"].begin(), in["turns"].begin() + 5));
    std::size_t skip = 0, turnsSeen = 0;
    while (turnsSeen < 5)
        turnsSeen += actions[skip++] == "done";
    mixed["actions"] =
        std::vector<std::string>(actions.begin() + static_cast<long>(skip), actions.end());
    EXPECT_EQ(runJson({"play"}, mixed.dump()), byTurns);
}

TEST(CliActions, BadAndIllegalActions) {
    const json in = baseGame();
    for (const char* bad :
         {"take", "Take 1", "take  1", "jump 2", "card rainbow", "place front 45 0 0"}) {
        const json e = expectInputError(run({"play"}, withActions(in, {bad}).dump()), "bad_action");
        EXPECT_EQ(e["action"], 0) << bad;
    }
    expectInputError(run({"play"}, json{{"players", {"A", "B"}}, {"actions", {1}}}.dump()),
                     "bad_action");
    // Well formed, refused by the rules: the reason is given.
    const json e1 = expectInputError(run({"play"}, withActions(in, {"take 1", "take 2"}).dump()),
                                     "illegal_action");
    EXPECT_EQ(e1["action"], 1);
    EXPECT_FALSE(e1["reason"].get<std::string>().empty());
    expectInputError(run({"play"}, withActions(in, {"card purple"}).dump()), "illegal_action");
    expectInputError(run({"play"}, withActions(in, {"take 1", "place front 0 30 30"}).dump()),
                     "illegal_action");
    expectInputError(run({"play"}, withActions(in, {"done"}).dump()), "illegal_action");
}

TEST(CliActions, LegalListsExactlyTheAcceptedActions) {
    const json in = baseGame();
    const json takes = runJson({"legal"}, in.dump());
    // Every listed action is accepted by play; a few not listed are refused.
    for (const json& a : takes["actions"])
        EXPECT_EQ(run({"play"}, withActions(in, {a.get<std::string>()}).dump()).exitCode, 0) << a;
    const json placing = runJson({"legal"}, withActions(in, {"take 1"}).dump());
    ASSERT_EQ(placing["step"], "place");
    const std::vector<std::string> listed = placing["actions"];
    ASSERT_GT(listed.size(), 20u);
    for (std::size_t i = 0; i < listed.size(); i += listed.size() / 10)
        EXPECT_EQ(run({"play"}, withActions(in, {"take 1", listed[i]}).dump()).exitCode, 0);
    for (const char* refused : {"place front 0 9 9", "place back 180 -9 0", "pass"}) {
        ASSERT_EQ(std::find(listed.begin(), listed.end(), refused), listed.end());
        expectInputError(run({"play"}, withActions(in, {"take 1", refused}).dump()),
                         "illegal_action");
    }
    // A finished game has no choices.
    const json over = runJson({"legal"}, readFile(kFixtures / "play-full-2p.input.json"));
    EXPECT_EQ(over["step"], "over");
    EXPECT_TRUE(over["actions"].empty());
}

TEST(CliActions, PlayFromASaveIsTheWholeGame) {
    TempDir dir;
    const json in = readJson(kFixtures / "play-full-2p.input.json");
    const json whole = runJson({"play"}, in.dump());
    // Save after 7 turns and 2 more actions; continue with the rest.
    json part = in;
    part["turns"] = json(std::vector<json>(in["turns"].begin(), in["turns"].begin() + 7));
    const json turn8 = in["turns"][7];
    part["actions"] = {"take " + std::to_string(turn8["take"].get<int>())};
    const fs::path save = dir.path() / "part.json";
    ASSERT_EQ(run({"play", "--save", save.string()}, part.dump()).exitCode, 0);
    json rest = json::object();
    rest["actions"] = json::array();
    const json& p = turn8["place"];
    rest["actions"].push_back("place " + p.value("side", std::string("front")) + " " +
                              std::to_string(p.value("rotation", 0)) + " " +
                              std::to_string(p["x"].get<int>()) + " " +
                              std::to_string(p["y"].get<int>()));
    rest["actions"].push_back("card " + turn8["card"].get<std::string>());
    if (turn8.contains("claim"))
        for (const json& o : turn8["claim"])
            rest["actions"].push_back("claim " + o.get<std::string>());
    rest["actions"].push_back("done");
    rest["turns"] = json(std::vector<json>(in["turns"].begin() + 8, in["turns"].end()));
    // play --from applies "turns" before "actions": continue in two steps.
    json finishTurn = json{{"actions", rest["actions"]}};
    const fs::path save2 = dir.path() / "part2.json";
    ASSERT_EQ(run({"play", "--from", save.string(), "--save", save2.string()}, finishTurn.dump())
                  .exitCode,
              0);
    EXPECT_EQ(runJson({"play", "--from", save2.string()}, json{{"turns", rest["turns"]}}.dump()),
              whole);
    // {} continues with nothing: the game so far, as play printed it.
    const json sofar = runJson({"play", "--from", save.string()}, "{}");
    EXPECT_EQ(sofar, runJson({"play"}, part.dump()));
    EXPECT_EQ(sofar["step"], "place");
    // legal takes --from the same way.
    EXPECT_EQ(runJson({"legal", "--from", save.string()}, "{}"), runJson({"legal"}, part.dump()));
    // A continuation holds only turns and actions.
    for (const char* key : {"players", "solo", "seed", "setup"}) {
        json bad = json::object();
        bad[key] = in.contains(key) ? in[key] : json(1);
        expectInputError(run({"play", "--from", save.string()}, bad.dump()), "conflicts_with_save");
    }
    expectInputError(run({"play", "--from", (dir.path() / "none.json").string()}, "{}"),
                     "io_error");
}

TEST(CliActions, FilesOfRelease01KeepWorking) {
    // Saves written by release 0.1 continue with --from and print what release 0.1 printed.
    for (const char* name :
         {"save-2p-turn8", "save-solo-round5", "save-4p-round4", "save-4p-complete"}) {
        json out = runJson(
            {"play", "--from", (kRelease01 / (std::string(name) + ".json")).string()}, "{}");
        out.erase("step");
        out.erase("to_play");
        EXPECT_EQ(out, readJson(kRelease01 / (std::string(name) + ".play.json"))) << name;
    }
    // Its replay records are play inputs that give the same document.
    for (const char* name : {"record-2p-complete", "record-solo-complete", "record-4p-complete"})
        EXPECT_EQ(parsedOut(runWithFile({"play"}, kRelease01 / (std::string(name) + ".json"))),
                  readJson(kRelease01 / (std::string(name) + ".play.json")))
            << name;
    // Its mid-turn saves: check-save reads them, legal continues them.
    const json legal =
        runJson({"legal", "--from", (kRelease01 / "save-3p-place-step.json").string()}, "{}");
    EXPECT_EQ(legal["step"], "place");
    EXPECT_EQ(legal["to_play"], "Ben");
    const json checked =
        runJson({"check-save", (kRelease01 / "save-3p-card-step.json").string()}, "");
    EXPECT_EQ(checked["version"], 1);
    EXPECT_EQ(checked["phase"], "play_card");
}

TEST(CliSimulate, TheSameOutputForAnyNumberOfJobs) {
    const std::vector<std::string> base = {"simulate", "--players", "3",     "--games", "40",
                                           "--seed",   "9",         "--bot", "random"};
    auto with = [&](const std::string& jobs) {
        std::vector<std::string> a = base;
        a.push_back("--jobs");
        a.push_back(jobs);
        const RunResult r = run(a);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return r.out;
    };
    const std::string one = with("1");
    EXPECT_EQ(with("2"), one);
    EXPECT_EQ(with("5"), one);
    EXPECT_EQ(run(base).out, one);
    expectInputError(run({"simulate", "--jobs", "0"}), "usage");
}
