// frosted-blooms-cli --game blossoms (spec/blossoms/CLI.md): the S-BL-1 example document of
// "play", the legal list and Ralph's view of "legal" and "view", saves continued with --from.
#include "blossoms/cli/run.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>

using nlohmann::json;

namespace {

struct Result {
    int code = 0;
    json out;
};

Result runCli(const std::vector<std::string>& args, const json& input) {
    std::istringstream in(input.dump());
    std::ostringstream out, err;
    Result r;
    r.code = blossoms::cli::run(args, in, out, err);
    r.out = json::parse(out.str());
    return r;
}

json exampleInput(std::size_t actions) {
    std::vector<std::string> deck = {"C02", "C03", "C11", "C20", "C10", "C04", "C37"};
    const std::vector<std::string> used = {"C01", "C19", "C28", "C46", "C54",
                                           "C05", "C29", "C38", "C47"};
    for (int i = 1; i <= 54; ++i) {
        const std::string id = (i < 10 ? "C0" : "C") + std::to_string(i);
        if (std::find(deck.begin(), deck.end(), id) == deck.end() &&
            std::find(used.begin(), used.end(), id) == used.end())
            deck.push_back(id);
    }
    std::vector<std::string> script = {"grow", "grow", "token 1",     "prune", "pass", "grow",
                                       "grow", "grow", "plant 1 C05", "cut 1", "grow"};
    script.resize(std::min(actions, script.size()));
    return json{
        {"game", "blossoms"},
        {"players", {"Caroline", "Ralph"}},
        {"seed", 42},
        {"variant", {{"children", false}, {"advanced", false}}},
        {"setup",
         {{"start_player", 0},
          {"pots", {"C01", "C19", "C28", "C46"}},
          {"removed", "C54"},
          {"hands", json::array({json::array({"C05", "C29"}), json::array({"C38", "C47"})})},
          {"deck", deck}}},
        {"actions", script}};
}

// CLI.md "Example", every field but the abridged part of the log.
const char* kExpected = R"({
  "game": "blossoms", "complete": false, "step": "actions", "to_play": "Ralph", "final_turn": false,
  "table": {
    "pots": [
      {"pot": 1, "tool": "pruner", "type": "sweet_pea", "height": 1, "cards": ["C37"], "token": null},
      {"pot": 2, "tool": "watering_can", "type": "tulip", "height": 2, "cards": ["C19", "C20"], "token": null},
      {"pot": 3, "tool": "fence", "type": "poppy", "height": 1, "cards": ["C28"], "token": null},
      {"pot": 4, "tool": "rake", "type": "schizostylis", "height": 1, "cards": ["C46"], "token": null}
    ],
    "deck_size": 38,
    "discard": ["C10"]
  },
  "players": [
    {"name": "Caroline", "hand": ["C11", "C29"], "tokens_left": 2,
     "sets": [{"type": "rose", "cards": ["C01", "C02", "C03", "C04", "C05"], "height": 5, "value": 10}],
     "flowers": 10, "types": 1, "variety": 1, "total": 11, "rank": 1},
    {"name": "Ralph", "hand": ["C38", "C47"], "tokens_left": 3, "sets": [],
     "flowers": 0, "types": 0, "variety": 0, "total": 0, "rank": 2}
  ]
})";

const char* kExpectedLog = R"([
    {"turn": 1, "player": "Caroline", "event": "turn_start", "final_turn": false, "tokens_removed": []},
    {"turn": 1, "player": "Caroline", "action": "grow", "drew": "C02", "type": "rose",
     "result": "grew", "pot": 1, "height": 2, "last_card": false, "turn_ended": false},
    {"turn": 1, "player": "Caroline", "action": "grow", "drew": "C03", "type": "rose",
     "result": "grew", "pot": 1, "height": 3, "last_card": false, "turn_ended": false},
    {"turn": 1, "player": "Caroline", "action": "token 1", "pot": 1, "tool": "pruner",
     "tokens_left": 2, "turn_ended": false},
    {"turn": 1, "player": "Caroline", "action": "prune", "drew": "C11", "last_card": false,
     "turn_ended": false},
    {"turn": 1, "player": "Caroline", "action": "pass", "turn_ended": true},
    {"turn": 2, "player": "Ralph", "event": "turn_start", "final_turn": false, "tokens_removed": []},
    {"turn": 2, "player": "Ralph", "action": "grow", "drew": "C20", "type": "tulip",
     "result": "grew", "pot": 2, "height": 2, "last_card": false, "turn_ended": false},
    {"turn": 2, "player": "Ralph", "action": "grow", "drew": "C10", "type": "iris",
     "result": "bad_luck", "pot": null, "height": null, "last_card": false, "turn_ended": true},
    {"turn": 3, "player": "Caroline", "event": "turn_start", "final_turn": false, "tokens_removed": [1]},
    {"turn": 3, "player": "Caroline", "action": "grow", "drew": "C04", "type": "rose",
     "result": "grew", "pot": 1, "height": 4, "last_card": false, "turn_ended": false},
    {"turn": 3, "player": "Caroline", "action": "plant 1 C05", "card": "C05", "pot": 1,
     "height": 5, "turn_ended": false},
    {"turn": 3, "player": "Caroline", "action": "cut 1", "pot": 1, "turn_ended": true,
     "set": {"type": "rose", "cards": ["C01", "C02", "C03", "C04", "C05"], "height": 5, "value": 10}},
    {"turn": 4, "player": "Ralph", "event": "turn_start", "final_turn": false, "tokens_removed": []},
    {"turn": 4, "player": "Ralph", "action": "grow", "drew": "C37", "type": "sweet_pea",
     "result": "planted", "pot": 1, "height": 1, "last_card": false, "turn_ended": false}
])";

} // namespace

TEST(BlossomsCli, S_BL_1_TheExampleDocumentOfPlay) {
    const Result r = runCli({"play"}, exampleInput(100));
    ASSERT_EQ(r.code, 0) << r.out.dump();
    json got = r.out;
    const json log = got["log"];
    got.erase("log");
    EXPECT_EQ(got, json::parse(kExpected)) << got.dump(2);
    EXPECT_EQ(log, json::parse(kExpectedLog)) << log.dump(2);
}

TEST(BlossomsCli, S_BL_1_LegalAndRalphsView) {
    Result r = runCli({"legal"}, exampleInput(100));
    EXPECT_EQ(r.out, json::parse(R"({"to_play": "Ralph", "step": "actions", "final_turn": false,
        "actions": ["grow", "plant 1 C38", "plant 4 C47", "cut 2", "token 1", "token 2",
                    "token 3", "token 4", "pass"]})"));
    r = runCli({"view"}, exampleInput(6)); // turn 2 after Ralph's first Growth
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out["seat"], "Ralph");
    EXPECT_EQ(r.out["turn"], 2);
    EXPECT_EQ(r.out["this_turn"], json::parse(R"({"grown": true, "planted": false,
        "token_pot": null, "tool_used": false})"));
    EXPECT_EQ(r.out["deck_size"], 41);
    EXPECT_EQ(r.out["players"][0], json::parse(R"({"name": "Caroline", "hand": [], "hand_size": 3,
        "tokens_left": 2, "sets": [], "flowers": 0, "types": 0, "variety": 0, "total": 0,
        "rank": 2})"));
    EXPECT_EQ(r.out["players"][1]["hand"], json::parse(R"(["C38", "C47"])"));
    EXPECT_EQ(r.out["known_top"], json::array());
    EXPECT_EQ(r.out["hidden"].size(), 45u);
    EXPECT_EQ(r.out["hidden"][0], "C04");
    EXPECT_EQ(r.out["hidden"][1], "C05");
    EXPECT_EQ(r.out["hidden"].back(), "C54");
    r = runCli({"view", "--seat", "public"}, exampleInput(6));
    EXPECT_EQ(r.out["players"][1]["hand"], json::array());
    EXPECT_EQ(runCli({"view", "--seat", "3"}, exampleInput(6)).out["error"]["code"], "usage");
    EXPECT_EQ(runCli({"legal", "--seat", "1"}, exampleInput(6)).out["error"]["code"], "usage");
}

TEST(BlossomsCli, ASaveIsContinuedWithFrom) {
    const std::string path =
        (std::filesystem::path(TESTING_TMP) / "blossoms-cli-save.json").string();
    Result r = runCli({"play", "--save", path}, exampleInput(5));
    ASSERT_EQ(r.code, 0) << r.out.dump();
    const Result whole = runCli({"play"}, exampleInput(100));
    r = runCli({"play", "--from", path},
               json{{"actions", {"grow", "grow", "grow", "plant 1 C05", "cut 1", "grow"}}});
    ASSERT_EQ(r.code, 0) << r.out.dump();
    EXPECT_EQ(r.out, whole.out);
    r = runCli({"check-save", path}, json::object());
    EXPECT_EQ(r.out["game"], "blossoms");
    EXPECT_EQ(r.out["turn"], 2);
    EXPECT_EQ(r.out["to_play"], "Ralph");
    EXPECT_EQ(runCli({"play", "--from", path}, json{{"seed", 3}}).out["error"]["code"],
              "conflicts_with_save");
    std::filesystem::remove(path);
}

TEST(BlossomsCli, ErrorsOfTheInput) {
    const auto code = [](const json& in) { return runCli({"play"}, in).out["error"]["code"]; };
    EXPECT_EQ(code(json{{"players", {"A", "B"}}, {"game", "petals"}}), "invalid_input");
    EXPECT_EQ(code(json{{"players", {"A", "B"}}, {"variant", {{"advanced", "yes"}}}}),
              "invalid_input");
    EXPECT_EQ(code(json{{"players", {"A", "B"}}, {"actions", "grow"}}), "invalid_input");
    EXPECT_EQ(code(json{{"players", {"A", "B"}}, {"turns", json::array()}}), "invalid_input");
    EXPECT_EQ(code(json{{"players", {"A", "B", "C", "D"}}}), "invalid_setup");
    EXPECT_EQ(code(json{{"players", {"A", "B"}}, {"setup", {{"removed", "C99"}}}}), "unknown_id");
    EXPECT_EQ(
        code(json{{"players", {"A", "B"}}, {"setup", {{"pots", {"C01", "C02", "C28", "C46"}}}}}),
        "invalid_setup");
    EXPECT_EQ(code(json{{"players", {"A", "B"}}, {"actions", {"grow", 3}}}), "bad_action");
    const Result r = runCli({"play"}, json{{"players", {"A", "B"}}, {"actions", {"pass"}}});
    EXPECT_EQ(r.out["error"]["code"], "illegal_action");
    EXPECT_EQ(r.out["error"]["action"], 0);
    EXPECT_EQ(r.out["error"]["rule"], "R-BL-TURN-3");
    EXPECT_EQ(runCli({"evaluate"}, json::object()).out["error"]["code"], "usage");
    EXPECT_EQ(runCli({"validate-data"}, json::object()).out["data_hash"].get<std::string>().size(),
              16u);
}
