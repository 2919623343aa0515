// frosted-blooms-cli --game blossoms suggest and simulate (spec/blossoms/CLI.md "suggest",
// "simulate"): the fields and their order, no peeking, byte-identical runs for any --jobs, the
// CSV columns and records that `play` replays.
#include "blossoms/cli/run.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using nlohmann::json;

namespace {

struct Raw {
    int code = 0;
    std::string out;
};

Raw runRaw(const std::vector<std::string>& args, const std::string& input = "{}") {
    std::istringstream in(input);
    std::ostringstream out, err;
    Raw r;
    r.code = blossoms::cli::run(args, in, out, err);
    r.out = out.str();
    return r;
}

json runJson(const std::vector<std::string>& args, const json& input = json::object()) {
    return json::parse(runRaw(args, input.dump()).out);
}

std::vector<std::string> keys(const std::string& text) {
    const nlohmann::ordered_json j = nlohmann::ordered_json::parse(text);
    std::vector<std::string> out;
    for (auto it = j.begin(); it != j.end(); ++it)
        out.push_back(it.key());
    return out;
}

// S-BL-1's deal (CLI.md "play" input), the deck given in full, and `actions`.
json exampleInput(const std::vector<std::string>& actions, bool shuffledHidden = false) {
    std::vector<std::string> deck = {"C02", "C03", "C11", "C20", "C10", "C04", "C37"};
    const std::vector<std::string> used = {"C01", "C19", "C28", "C46", "C54",
                                           "C05", "C29", "C38", "C47"};
    for (int i = 1; i <= 54; ++i) {
        const std::string id = (i < 10 ? "C0" : "C") + std::to_string(i);
        if (std::find(deck.begin(), deck.end(), id) == deck.end() &&
            std::find(used.begin(), used.end(), id) == used.end())
            deck.push_back(id);
    }
    json hands = json::array({json::array({"C05", "C29"}), json::array({"C38", "C47"})});
    std::string removed = "C54";
    if (shuffledHidden) { // what Caroline cannot see after two Growths: Ralph's hand, the rest
        std::reverse(deck.begin() + 2, deck.end());
        std::swap(deck[5], removed);
        hands[1] = json::array({deck[9], deck[10]});
        deck[9] = "C38";
        deck[10] = "C47";
    }
    return json{{"game", "blossoms"},
                {"players", {"Caroline", "Ralph"}},
                {"seed", 42},
                {"setup",
                 {{"start_player", 0},
                  {"pots", {"C01", "C19", "C28", "C46"}},
                  {"removed", removed},
                  {"hands", hands},
                  {"deck", deck}}},
                {"actions", actions}};
}

} // namespace

// CLI.md "suggest": greedy cuts the rose of 3 (3 points and a first type: 1).
TEST(BlossomsCliBots, SuggestGreedyFieldsInOrder) {
    const Raw r = runRaw({"suggest", "--bot", "greedy"}, exampleInput({"grow", "grow"}).dump());
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(keys(r.out), (std::vector<std::string>{"to_play", "step", "bot", "action", "expected",
                                                     "alternatives"}));
    const json j = json::parse(r.out);
    EXPECT_EQ(j["to_play"], "Caroline");
    EXPECT_EQ(j["step"], "actions");
    EXPECT_EQ(j["action"], "cut 1");
    EXPECT_EQ(j["expected"], 4);
    ASSERT_EQ(j["alternatives"].size(), 5u);
    EXPECT_EQ(j["alternatives"][0]["action"], "grow");
    EXPECT_EQ(j["alternatives"][0]["expected"], 0);
}

// CLI.md "No peeking": the hidden places changed, every bot's output the same.
TEST(BlossomsCliBots, SuggestDoesNotPeek) {
    const json a = exampleInput({"grow", "grow"});
    const json b = exampleInput({"grow", "grow"}, true);
    ASSERT_NE(a, b);
    EXPECT_EQ(runJson({"view"}, a), runJson({"view"}, b));
    for (const char* bot : {"random", "greedy", "easy", "medium", "hard"}) {
        const std::vector<std::string> args = {"suggest", "--bot",        bot, "--seed",
                                               "5",       "--iterations", "16"};
        const Raw ra = runRaw(args, a.dump()), rb = runRaw(args, b.dump());
        EXPECT_EQ(ra.code, 0) << ra.out;
        EXPECT_EQ(ra.out, rb.out) << bot;
    }
}

TEST(BlossomsCliBots, SuggestErrors) {
    EXPECT_EQ(runJson({"suggest"}, exampleInput({}))["error"]["code"], "usage");
    EXPECT_EQ(runJson({"suggest", "--bot", "expert"}, exampleInput({}))["error"]["code"], "usage");
    EXPECT_EQ(runJson({"suggest", "--bot", "hard", "--think-ms", "5", "--iterations", "5"},
                      exampleInput({}))["error"]["code"],
              "usage");
}

TEST(BlossomsCliBots, SimulateFieldsAndByteIdenticalForAnyJobs) {
    const std::vector<std::string> args = {"simulate", "--games", "12",    "--seed", "3",
                                           "--bot",    "easy",    "--bot", "medium"};
    std::vector<std::string> one = args, two = args;
    one.insert(one.end(), {"--jobs", "1"});
    two.insert(two.end(), {"--jobs", "2"});
    const Raw r1 = runRaw(one), r2 = runRaw(two);
    ASSERT_EQ(r1.code, 0) << r1.out;
    EXPECT_EQ(r1.out, r2.out);
    EXPECT_EQ(keys(r1.out),
              (std::vector<std::string>{"game", "games", "players", "seed", "variant", "seats",
                                        "decided_by", "mean_turns", "growth", "bad_luck_rate",
                                        "death_rate", "turn_ends", "tools_used",
                                        "tokens_unplayed_mean", "sets", "types_mean"}));
    const json j = json::parse(r1.out);
    EXPECT_EQ(j["seats"][1]["bot"], "medium");
    EXPECT_EQ(j["decided_by"]["total"].get<int>() + j["decided_by"]["tokens"].get<int>() +
                  j["decided_by"]["shared"].get<int>(),
              12);
    const json& g = j["growth"];
    EXPECT_EQ(g["actions"].get<int>(), g["grew"].get<int>() + g["planted"].get<int>() +
                                           g["choose_pot"].get<int>() + g["bad_luck"].get<int>() +
                                           g["died"].get<int>() + g["fenced"].get<int>());
    EXPECT_EQ(j["sets"]["by_height"].size(), 5u); // 2 .. 6
    const json timed = runJson({"simulate", "--games", "2", "--timing", "--variant", "advanced",
                                "--variant", "children", "--players", "3"});
    EXPECT_TRUE(timed.contains("mean_ms_per_game"));
    EXPECT_EQ(timed["variant"], (json{{"children", true}, {"advanced", true}}));
    EXPECT_EQ(timed["seats"].size(), 3u);
    EXPECT_EQ(runJson({"simulate", "--players", "4"})["error"]["code"], "usage");
    EXPECT_EQ(runJson({"simulate", "--variant", "harmony"})["error"]["code"], "usage");
    // A CSV that cannot be written is refused before any game is played (a million games
    // would take a while): a folder, as for Frosted Blooms.
    const json folder = runJson({"simulate", "--games", "1000000", "--csv", TESTING_TMP});
    EXPECT_EQ(folder["error"]["code"], "io_error");
    EXPECT_NE(folder["error"]["message"].get<std::string>().find("it is a folder"),
              std::string::npos);
}

TEST(BlossomsCliBots, SimulateCsvAndRecordsThatPlayReplays) {
    const auto dir = std::filesystem::path(TESTING_TMP) / "blossoms-sim";
    std::filesystem::remove_all(dir);
    const std::string csv = (dir.parent_path() / "blossoms-sim.csv").string();
    const Raw r = runRaw({"simulate", "--games", "3", "--seed", "9", "--bot", "greedy", "--records",
                          dir.string(), "--csv", csv});
    ASSERT_EQ(r.code, 0) << r.out;
    std::ifstream in(csv);
    std::string line;
    std::getline(in, line);
    EXPECT_EQ(line, "game,seed,seat,name,bot,start_position,flowers,variety,types,tokens_left,"
                    "total,rank,won,sets,bad_luck,died");
    std::vector<std::string> rows;
    while (std::getline(in, line))
        rows.push_back(line);
    ASSERT_EQ(rows.size(), 6u);
    // Game g (from 0, as Frosted Blooms') is dealt from seed S + g.
    EXPECT_EQ(rows[0].substr(0, 24), "0,9,1,Player 1,greedy,1,");
    EXPECT_EQ(rows[2].substr(0, 5), "1,10,");
    for (int game = 1; game <= 3; ++game) {
        std::ifstream f(dir / ("game-0000" + std::to_string(game) + ".json"));
        std::stringstream text;
        text << f.rdbuf();
        const json record = json::parse(text.str());
        EXPECT_EQ(record["seed"], 8 + game);
        const json played = runJson({"play"}, record);
        EXPECT_EQ(played["complete"], true);
        const std::string total = std::to_string(played["players"][0]["total"].get<int>());
        const std::string& row = rows[static_cast<std::size_t>(2 * (game - 1))];
        EXPECT_NE(row.find("," + total + ","), std::string::npos) << row;
    }
    // A finished game: no action (CLI.md "suggest").
    std::ifstream f(dir / "game-00001.json");
    std::stringstream text;
    text << f.rdbuf();
    const json over = runJson({"suggest", "--bot", "medium"}, json::parse(text.str()));
    EXPECT_EQ(over["step"], "over");
    EXPECT_EQ(over["action"], nullptr);
    EXPECT_EQ(over["expected"], 0);
    EXPECT_EQ(over["alternatives"], json::array());
}
