// frosted-blooms-cli and the computer players (CLI.md "Computer players"): `suggest` for every
// level, deciding from the seat's view only (R-PRIV-1: two deals that differ only in what the
// seat cannot see give the same output), byte-identical with --iterations, the levels as
// simulate's --bot names, and --timing's decision times.
#include "cli_runner.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace frosted::clitest;

// Two deals of one public table: the same ring, objectives, Ada's hand and the first refills of
// the bag; other seeds, another order of Ada's deck below her hand, of Ben's whole deck and of
// the bag after its first two tiles.
std::string deal(bool other, const std::string& actions = "[]") {
    const std::string adaDeck =
        other ? R"(["purple", "red", "white", "white+water", "red+water", "water", "purple+red",
                   "purple+white", "purple+water", "red+white"])"
              : R"(["purple", "red", "white", "water", "purple+red", "purple+white",
                   "purple+water", "red+white", "red+water", "white+water"])";
    const std::string benDeck =
        other ? R"(["white+water", "red+water", "red+white", "purple+water", "purple+white",
                   "purple+red", "water", "white", "red", "purple"])"
              : R"(["red+white", "purple", "water", "purple+red", "white", "red", "purple+white",
                   "white+water", "purple+water", "red+water"])";
    const std::string bag = other ? R"(["T06", "T07", "T30", "T22", "T11", "T09"])"
                                  : R"(["T06", "T07", "T08", "T09", "T10", "T11"])";
    return R"({"players": ["Ada", "Ben"], "seed": )" + std::string(other ? "99" : "1") +
           R"(, "setup": {"start_player": 0, "starting_tiles": ["S-yellow", "S-blue"],
             "market": ["T01", "T02", "T03", "T04", "T05"],
             "objectives": ["purple-6", "red-8", "white-10", "water-6", "worker-3", "barn-2",
                            "windmill-1", "windmill-3"],
             "decks": [)" +
           adaDeck + ", " + benDeck + R"(], "bag": )" + bag + R"(},
             "actions": )" +
           actions + "}";
}

TEST(CliSuggest, EveryLevelAnswersWithALegalActionAndItsEstimate) {
    const RunResult legal = run({"legal"}, deal(false));
    ASSERT_EQ(legal.exitCode, 0) << legal.out << legal.err;
    const json actions = parsedOut(legal)["actions"];
    for (const char* bot : {"random", "greedy", "easy", "medium", "hard"}) {
        std::vector<std::string> args = {"suggest", "--bot", bot};
        if (std::string(bot) == "hard")
            args.insert(args.end(), {"--iterations", "3"});
        const RunResult r = run(args, deal(false));
        ASSERT_EQ(r.exitCode, 0) << bot << r.out << r.err;
        const json out = parsedOut(r);
        EXPECT_EQ(out["to_play"], "Ada");
        EXPECT_EQ(out["step"], "take");
        EXPECT_EQ(out["bot"], bot);
        EXPECT_NE(std::find(actions.begin(), actions.end(), out["action"]), actions.end())
            << bot << ": " << out["action"];
        EXPECT_TRUE(out["expected"].is_number());
        ASSERT_TRUE(out["alternatives"].is_array());
        EXPECT_LE(out["alternatives"].size(), 5u);
        for (const json& a : out["alternatives"]) {
            EXPECT_NE(a["action"], out["action"]);
            EXPECT_LE(a["expected"].get<double>(), out["expected"].get<double>() + 1e-9) << bot;
        }
    }
}

// R-PRIV-1 through the command line: what Ada cannot see changes nothing, at the take and at
// the place step.
TEST(CliSuggest, R_PRIV_1_HiddenPartsOfTheDealChangeNothing) {
    for (const std::string& actions : {std::string("[]"), std::string(R"(["take 1"])")}) {
        ASSERT_EQ(parsedOut(run({"legal"}, deal(false, actions))),
                  parsedOut(run({"legal"}, deal(true, actions))));
        for (const char* bot : {"easy", "medium", "hard"}) {
            std::vector<std::string> args = {"suggest", "--bot", bot, "--seed", "4"};
            if (std::string(bot) == "hard")
                args.insert(args.end(), {"--iterations", "4"});
            const RunResult a = run(args, deal(false, actions));
            const RunResult b = run(args, deal(true, actions));
            ASSERT_EQ(a.exitCode, 0) << a.out << a.err;
            EXPECT_EQ(a.out, b.out) << bot << " after " << actions;
        }
    }
}

TEST(CliSuggest, IterationsGiveByteIdenticalOutput) {
    const std::vector<std::string> args = {"suggest", "--bot",  "hard", "--iterations",
                                           "5",       "--seed", "8"};
    const RunResult a = run(args, deal(false, R"(["take 2"])"));
    const RunResult b = run(args, deal(false, R"(["take 2"])"));
    ASSERT_EQ(a.exitCode, 0) << a.out << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_EQ(parsedOut(a)["step"], "place");
}

TEST(CliSuggest, BadOptionsAreUsageErrors) {
    expectInputError(run({"suggest"}, deal(false)), "usage");
    expectInputError(run({"suggest", "--bot", "expert"}, deal(false)), "usage");
    expectInputError(run({"suggest", "--bot", "hard", "--iterations", "0"}, deal(false)), "usage");
    expectInputError(
        run({"suggest", "--bot", "hard", "--iterations", "3", "--think-ms", "5"}, deal(false)),
        "usage");
    expectInputError(run({"suggest", "--bot", "easy", "--turbo"}, deal(false)), "usage");
    const json e = expectInputError(run({"simulate", "--bot", "clever"}), "usage");
    EXPECT_NE(e["message"].get<std::string>().find("medium"), std::string::npos);
}

TEST(CliSuggest, FinishedGameHasNoAction) {
    // A whole game played by the tool itself, then asked for a suggestion.
    TempDir dir;
    const RunResult sim = run({"simulate", "--players", "2", "--games", "1", "--seed", "3", "--bot",
                               "greedy", "--records", dir.path().string()});
    ASSERT_EQ(sim.exitCode, 0) << sim.out << sim.err;
    const RunResult r = runWithFile({"suggest", "--bot", "medium"}, dir.path() / "game-00001.json");
    ASSERT_EQ(r.exitCode, 0) << r.out << r.err;
    const json out = parsedOut(r);
    EXPECT_EQ(out["step"], "over");
    EXPECT_TRUE(out["action"].is_null());
    EXPECT_TRUE(out["alternatives"].empty());
}

// The levels as simulate's bots, the same output for any --jobs with --iterations, and the
// decision times of the searching seat with --timing.
TEST(CliSimulate, LevelsPlayAndHardReportsItsDecisionTimes) {
    const std::vector<std::string> base = {
        "simulate", "--players", "2",      "--games",      "2", "--seed", "5", "--bot",
        "hard",     "--bot",     "medium", "--iterations", "1"};
    std::vector<std::string> one = base, two = base;
    one.insert(one.end(), {"--jobs", "1"});
    two.insert(two.end(), {"--jobs", "2"});
    const RunResult a = run(one), b = run(two);
    ASSERT_EQ(a.exitCode, 0) << a.out << a.err;
    EXPECT_EQ(a.out, b.out);
    const json out = parsedOut(a);
    EXPECT_EQ(out["seats"][0]["bot"], "hard");
    EXPECT_EQ(out["seats"][1]["bot"], "medium");
    std::vector<std::string> timed = one;
    timed.push_back("--timing");
    const json t = parsedOut(run(timed));
    const json& d = t["seats"][0]["decision_ms"];
    ASSERT_TRUE(d.is_object()) << t.dump();
    EXPECT_LE(d["p50"].get<double>(), d["p95"].get<double>());
    EXPECT_LE(d["p95"].get<double>(), d["max"].get<double>());
    EXPECT_FALSE(t["seats"][1].contains("decision_ms")); // medium does not search
    for (const char* bot : {"easy", "medium"})
        EXPECT_EQ(run({"simulate", "--players", "3", "--games", "1", "--bot", bot}).exitCode, 0);
}

} // namespace
