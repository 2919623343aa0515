// frosted-blooms-cli --game petals (spec/petals/CLI.md): the contract seen from outside — the
// documents printed, the error codes in the order CLI.md checks them, saves, legal, suggest's no
// peeking and simulate's records and determinism.
#include "cli_runner.h"

#include <set>

namespace {

using namespace frosted::clitest;

// Rulebook example 3 (RULES.md §12), the setup of CLI.md's example with a partial pile.
json example3() {
    return json::parse(R"({"players": ["Ada", "Ben"], "seed": 1,
      "setup": {"start_player": 0, "removed": ["C36", "C37", "C38"],
        "start": [{"card": "C08", "x": -1, "y": -1, "rotation": 270},
                  {"card": "C12", "x": 0, "y": 0, "rotation": 270},
                  {"card": "C01", "x": 1, "y": 1, "rotation": 0}],
        "hands": [["C29", "C02"], ["C34", "C10"]],
        "pile": ["C18", "C31", "C17"]}})");
}

RunResult petals(const std::string& command, const json& input,
                 std::vector<std::string> more = {}) {
    std::vector<std::string> args = {command, "--game", "petals"};
    args.insert(args.end(), more.begin(), more.end());
    return run(args, input.dump());
}

json okOut(const RunResult& r) {
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    return parsedOut(r);
}

TEST(CliPetals, R_PE_MOVE_ExampleThreeOptionBPrintsTheDocumentOfCliMd) {
    json in = example3();
    in["actions"] = {"place C29 0 -1 90", "move C01 -1 0 90"};
    const json out = okOut(petals("play", in));
    const json expected = json::parse(R"({"game": "petals", "variant": "standard",
     "complete": false, "step": "place", "to_play": "Ben",
     "log": [
      {"turn": 1, "round": 1, "player": "Ada",
       "placed": {"card": "C29", "x": 0, "y": -1, "rotation": 90},
       "placed_points": {"fire": 0, "air": 0, "earth": 0, "water": 4},
       "effect": "simple", "triggered_by": ["C08"], "choice": "move",
       "moved": {"card": "C01", "from": {"x": 1, "y": 1, "rotation": 0}, "x": -1, "y": 0,
                 "rotation": 90},
       "moved_points": {"fire": 6, "air": 1, "earth": 0, "water": 0},
       "points": {"fire": 6, "air": 1, "earth": 0, "water": 0}, "drew": true}],
     "players": [{"name": "Ada", "trackers": {"fire": 6, "air": 1, "earth": 0, "water": 0}},
                 {"name": "Ben", "trackers": {"fire": 0, "air": 0, "earth": 0, "water": 0}}]})");
    EXPECT_EQ(out, expected) << out.dump(2);
}

// The worked examples of docs/cli.md's Petals section (tests/fixtures/cli/petals-*).
TEST(CliPetals, DocumentedExamplesAreTheFixtures) {
    const RunResult play =
        runWithFile({"play", "--game", "petals"}, kFixtures / "petals-play-example3.input.json");
    EXPECT_EQ(okOut(play), readJson(kFixtures / "petals-play-example3.expected.json"));
    for (const char* name : {"petals-simulate-3p", "petals-validate-data"}) {
        SCOPED_TRACE(name);
        const auto args = readJson(kFixtures / (std::string(name) + ".args.json"))
                              .get<std::vector<std::string>>();
        EXPECT_EQ(okOut(run(args)), readJson(kFixtures / (std::string(name) + ".expected.json")));
    }
}

TEST(CliPetals, TurnsMeanExactlyTheActionsTheyStandFor) {
    json byActions = example3();
    byActions["actions"] = {"place C29 0 -1 90", "move C01 -1 0 90"};
    json byTurns = example3();
    byTurns["turns"] = json::parse(R"([{"place": {"card": "C29", "x": 0, "y": -1, "rotation": 90},
        "effect": {"move": {"card": "C01", "x": -1, "y": 0, "rotation": 90}}}])");
    EXPECT_EQ(okOut(petals("play", byTurns)), okOut(petals("play", byActions)));
}

TEST(CliPetals, R_PE_SETUP_5_SeatsRunFromTheStartPlayer) {
    const json in = json::parse(R"({"players": ["Ada", "Ben", "Cleo"], "seed": 3,
                                    "setup": {"start_player": 1}})");
    const json out = okOut(petals("play", in));
    EXPECT_EQ(out["to_play"], "Ben");
    ASSERT_EQ(out["players"].size(), 3u);
    EXPECT_EQ(out["players"][0]["name"], "Ben");
    EXPECT_EQ(out["players"][1]["name"], "Cleo");
    EXPECT_EQ(out["players"][2]["name"], "Ada");
}

TEST(CliPetals, SetupErrorsComeInTheOrderOfCliMd) {
    json in = example3();
    in["setup"]["start"][0]["rotation"] = 45;
    in["setup"]["hands"][0][0] = "C99"; // an unknown id too: the type is reported first
    expectInputError(petals("play", in), "invalid_input");
    in = example3();
    std::string name;
    for (int i = 0; i < 40; ++i)
        name += "\u00c5"; // 40 characters, 80 bytes: a name may hold 40 characters
    in["players"][0] = name;
    EXPECT_EQ(petals("play", in).exitCode, 0);
    in["players"][0] = name + "s";
    expectInputError(petals("play", in), "invalid_input");
    in["players"][0] = "Ada\tLovelace";
    expectInputError(petals("play", in), "invalid_input");
    in = example3();
    in["variant"] = "chaos";
    expectInputError(petals("play", in), "invalid_input");
    in = example3();
    in["setup"]["hands"][0][0] = "c29"; // ids are case-sensitive
    in["players"] = {"Ada"};            // and the setup is wrong too: the id first
    const json unknown = expectInputError(petals("play", in), "unknown_id");
    EXPECT_EQ(unknown["id"], "c29");
}

TEST(CliPetals, R_PE_SETUP_1_InvalidSetupsAreRefused) {
    std::vector<std::pair<std::string, json>> cases;
    json in = example3();
    in["players"] = {"Ada"};
    cases.emplace_back("one player", in);
    in = example3();
    in["players"] = {"A", "B", "C", "D", "E", "F"};
    in.erase("setup");
    cases.emplace_back("six players", in);
    in = example3();
    in["players"] = {"Ada", "Ada"};
    cases.emplace_back("equal names", in);
    in = example3();
    in["setup"]["hands"][1][0] = "C29";
    cases.emplace_back("a card twice", in);
    in = example3();
    in["setup"]["removed"] = {"C36", "C37", "C04"};
    cases.emplace_back("2 players keep a ladybug card", in);
    in = example3();
    in["players"] = {"Ada", "Ben", "Cleo"};
    in["setup"]["hands"].push_back({"C03", "C05"});
    cases.emplace_back("3 players without the two random removals", in);
    in = example3();
    in["setup"]["start"].erase(2);
    cases.emplace_back("two starting cards", in);
    in = example3();
    in["setup"]["start"][1]["x"] = -1;
    in["setup"]["start"][1]["y"] = -1;
    cases.emplace_back("two starting cards on one cell", in);
    in = example3();
    in["setup"]["hands"][0] = {"C29"};
    cases.emplace_back("a hand of one card", in);
    in = example3();
    in["setup"]["start_player"] = 2;
    cases.emplace_back("start player out of range", in);
    for (const auto& [what, input] : cases) {
        SCOPED_TRACE(what);
        expectInputError(petals("play", input), "invalid_setup");
    }
}

TEST(CliPetals, R_PE_EFFECT_1_TurnsNeedTheirEffectExactlyWhenOneIsTriggered) {
    json in = example3();
    in["turns"] = json::parse(R"([{"place": {"card": "C29", "x": 0, "y": -1, "rotation": 90}}])");
    json e = expectInputError(petals("play", in), "illegal_turn");
    EXPECT_EQ(e["turn"], 0);
    EXPECT_EQ(e["refusal"], "effect_missing");

    in = example3();
    in["actions"] = {"place C29 0 -1 90", "score"};
    const json out = okOut(petals("play", in));
    // Ben's first placement of a card beside nothing but non-matching edges: find one without
    // an effect through legal, then give it an effect.
    in = example3();
    in["turns"] = json::parse(R"([{"place": {"card": "C29", "x": 0, "y": -1, "rotation": 90},
                                   "effect": "score"},
                                  {"place": {"card": "C10", "x": 9, "y": 9}}])");
    e = expectInputError(petals("play", in), "illegal_turn");
    EXPECT_EQ(e["turn"], 1);
    EXPECT_EQ(e["refusal"], "not_adjacent");
    in["turns"][1] = json::parse(R"({"place": {"card": "C99", "x": 0, "y": 1}})");
    e = expectInputError(petals("play", in), "unknown_id");
    EXPECT_EQ(e["turn"], 1);
    EXPECT_EQ(out["log"][0]["choice"], "score");
}

TEST(CliPetals, R_PE_EFFECT_1_AnEffectForAPlacementWithoutOneIsNoEffect) {
    // Search the legal placements of the first turn for one that triggers no effect.
    const json legal = okOut(petals("legal", example3()));
    for (const json& a : legal["actions"]) {
        json in = example3();
        in["actions"] = json::array({a}); // {a} alone is a copy of a with clang (CWG 1467)
        if (okOut(petals("play", in))["complete"] == false &&
            okOut(petals("play", in)).value("step", "") == "place") {
            std::istringstream words(a.get<std::string>());
            std::string verb, card;
            int x = 0, y = 0, r = 0;
            words >> verb >> card >> x >> y >> r;
            json t = example3();
            t["turns"] = {{{"place", {{"card", card}, {"x", x}, {"y", y}, {"rotation", r}}},
                           {"effect", "score"}}};
            const json e = expectInputError(petals("play", t), "illegal_turn");
            EXPECT_EQ(e["refusal"], "no_effect");
            return;
        }
    }
    FAIL() << "no placement without an effect";
}

TEST(CliPetals, ActionsAsTextRefusals) {
    for (const char* bad : {"place c29 0 -1 90", "place C29 +0 -1 90", "place C29 0 -1 45",
                            "place  C29 0 -1 90", "pass", "place C29 0 -1", "PLACE C29 0 -1 90"}) {
        SCOPED_TRACE(bad);
        json in = example3();
        in["actions"] = {bad};
        const json e = expectInputError(petals("play", in), "bad_action");
        EXPECT_EQ(e["action"], 0);
    }
    const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
        {{"place C10 0 -1 0"}, "not_in_hand"},
        {{"place C29 0 0 0"}, "occupied"},
        {{"place C29 1 -1 0"}, "not_adjacent"}, // corner contact only
        {{"score"}, "wrong_step"},
        {{"skip"}, "wrong_step"},
        {{"place C29 0 -1 90", "skip"}, "wrong_step"},
        {{"place C29 0 -1 90", "move C29 2 2 0"}, "triggering_card"},
        {{"place C29 0 -1 90", "move C01 1 1 0"}, "same_location"},
        {{"place C29 0 -1 90", "move C01 0 0 0"}, "occupied"},
        {{"place C29 0 -1 90", "move C01 5 5 0"}, "not_adjacent"},
        {{"place C29 0 -1 90", "move C10 5 5 0"}, "not_on_table"},
    };
    for (const auto& [actions, refusal] : refused) {
        SCOPED_TRACE(refusal);
        json in = example3();
        in["actions"] = actions;
        const json e = expectInputError(petals("play", in), "illegal_action");
        EXPECT_EQ(e["action"], actions.size() - 1);
        EXPECT_EQ(e["refusal"], refusal);
        EXPECT_TRUE(e["reason"].is_string());
    }
}

TEST(CliPetals, LegalListsEveryActionPlayAcceptsInIdOrder) {
    json in = example3();
    in["actions"] = {"place C29 0 -1 90"};
    const json legal = okOut(petals("legal", in));
    EXPECT_EQ(legal["step"], "effect");
    EXPECT_EQ(legal["effect"], "simple");
    EXPECT_FALSE(legal.contains("hand"));
    ASSERT_GE(legal["actions"].size(), 2u);
    EXPECT_EQ(legal["actions"][0], "score");
    std::set<std::string> seen;
    for (const json& a : legal["actions"])
        EXPECT_TRUE(seen.insert(a.get<std::string>()).second) << a;
    // A sample of the moves, each accepted by play.
    for (std::size_t i = 1; i < legal["actions"].size(); i += 7) {
        json next = in;
        next["actions"].push_back(legal["actions"][i]);
        EXPECT_EQ(petals("play", next).exitCode, 0) << legal["actions"][i];
    }
    const json first = okOut(petals("legal", example3()));
    EXPECT_EQ(first["hand"], json::parse(R"(["C02", "C29"])"));
    EXPECT_EQ(first["actions"][0], "place C02 -2 -1 0"); // card, rotation, x, y order
}

TEST(CliPetals, SavesContinueAndCheck) {
    TempDir dir;
    const std::string save = (dir.path() / "game.save").string();
    json in = example3();
    in["actions"] = {"place C29 0 -1 90", "move C01 -1 0 90"};
    const json direct = okOut(petals("play", in, {"--save", save}));
    EXPECT_EQ(okOut(petals("play", json::object(), {"--from", save})), direct);
    const json more = okOut(petals("legal", json::object(), {"--from", save}));
    EXPECT_EQ(more["to_play"], "Ben");
    const json checked = okOut(run({"check-save", "--game", "petals", save}));
    EXPECT_EQ(checked["ok"], true);
    EXPECT_EQ(checked["game"], "petals");
    EXPECT_EQ(checked["complete"], false);
    // A save of one game given with the other --game is data_mismatch, both ways.
    expectInputError(run({"check-save", save}), "data_mismatch");
    expectInputError(petals("play", json{{"players", {"Ada"}}}, {"--from", save}),
                     "conflicts_with_save");
    writeFile(dir.path() / "bad.save", "{\"format\": \"frosted-blooms-save\", \"version\": 1}");
    expectInputError(run({"check-save", "--game", "petals", (dir.path() / "bad.save").string()}),
                     "data_mismatch");
    writeFile(dir.path() / "junk.save", "{not json");
    expectInputError(run({"check-save", "--game", "petals", (dir.path() / "junk.save").string()}),
                     "malformed_json");
}

TEST(CliPetals, SimulateIsTheSameOnAnyJobsAndItsRecordsReplay) {
    TempDir dir;
    const std::string records = (dir.path() / "records").string();
    const std::string csv = (dir.path() / "games.csv").string();
    const RunResult one =
        run({"simulate", "--game", "petals", "--players", "3", "--games", "12", "--seed", "5",
             "--bot", "greedy", "--jobs", "1", "--records", records, "--csv", csv});
    const RunResult two = run({"simulate", "--game", "petals", "--players", "3", "--games", "12",
                               "--seed", "5", "--bot", "greedy", "--jobs", "2"});
    ASSERT_EQ(one.exitCode, 0) << one.out << one.err;
    EXPECT_EQ(one.out, two.out);
    const json summary = parsedOut(one);
    EXPECT_EQ(summary["game"], "petals");
    EXPECT_EQ(summary["games"], 12);
    ASSERT_EQ(summary["seats"].size(), 3u);
    const std::string rows = readFile(csv);
    EXPECT_EQ(rows.substr(0, rows.find('\n')),
              "game,seed,seat,name,bot,start_position,fire,air,earth,water,won,eligible,total,"
              "spread,rank,winner,moves");
    int winners = 0;
    for (int g = 1; g <= 12; ++g) {
        char name[32];
        std::snprintf(name, sizeof name, "game-%05d.json", g);
        const json record = readJson(fs::path(records) / name);
        const json replay = okOut(run({"play", "--game", "petals"}, record.dump()));
        EXPECT_EQ(replay["complete"], true);
        winners += static_cast<int>(replay["winners"].size());
    }
    double shares = 0;
    for (const json& s : summary["seats"])
        shares += s["win_share"].get<double>() * 12;
    EXPECT_NEAR(shares, winners, 1e-6); // the records give the summary's winners
}

// A complete game's result (CLI.md "Output"), checked against R-PE-WIN and R-PE-HARM from the
// trackers printed: winners of each tracker, eligibility, totals, spreads and ranks.
TEST(CliPetals, R_PE_WIN_ACompleteGameReportsItsResult) {
    TempDir dir;
    for (const char* variant : {"standard", "harmony"}) {
        SCOPED_TRACE(variant);
        const std::string records = (dir.path() / variant).string();
        ASSERT_EQ(run({"simulate", "--game", "petals", "--players", "4", "--games", "6", "--seed",
                       "21", "--variant", variant, "--bot", "greedy", "--records", records})
                      .exitCode,
                  0);
        for (int g = 1; g <= 6; ++g) {
            char name[32];
            std::snprintf(name, sizeof name, "game-%05d.json", g);
            const json out =
                okOut(run({"play", "--game", "petals"}, readJson(fs::path(records) / name).dump()));
            ASSERT_EQ(out["complete"], true);
            EXPECT_FALSE(out.contains("step"));
            const json& players = out["players"];
            // R-PE-END-3: one last-card entry per seat, in seat order, after the turns.
            const json& log = out["log"];
            for (std::size_t s = 0; s < players.size(); ++s)
                EXPECT_EQ(log[log.size() - players.size() + s]["player"], players[s]["name"]);
            for (const char* t : {"fire", "air", "earth", "water"}) {
                int best = -1;
                for (const json& p : players)
                    best = std::max(best, p["trackers"][t].get<int>());
                json winners = json::array();
                for (const json& p : players)
                    if (p["trackers"][t] == best)
                        winners.push_back(p["name"]);
                EXPECT_EQ(out["tracker_winners"][t], winners); // R-PE-WIN-1
            }
            std::vector<std::string> first;
            for (const json& p : players) {
                std::vector<int> v;
                for (const auto& [k, n] : p["trackers"].items())
                    v.push_back(n.get<int>());
                std::sort(v.begin(), v.end());
                EXPECT_EQ(p["total"], v[0] + v[1]);          // R-PE-WIN-3
                EXPECT_EQ(p["spread"], v[3] - v[0]);         // R-PE-HARM-2
                EXPECT_EQ(p["eligible"], !p["won"].empty()); // R-PE-WIN-2
                EXPECT_EQ(p["rank"].is_null(), !p["eligible"].get<bool>());
                if (p["rank"] == 1)
                    first.push_back(p["name"]);
            }
            EXPECT_EQ(out["winners"], json(first));
            EXPECT_FALSE(first.empty());
        }
    }
}

TEST(CliPetals, R_PE_PRIV_1_SuggestNeverPeeks) {
    // Ben to act after Ada's turn; two deals that agree on all Ben sees: Ada's hand and the pile
    // differ (the cards Ben has not seen), and so does the seed.
    json a = example3();
    a["actions"] = {"place C29 0 -1 90", "score"};
    json b = a;
    b["seed"] = 99;
    b["setup"]["hands"][0] = {"C29", "C17"};
    b["setup"]["pile"] = {"C02", "C18", "C31"};
    for (const std::string bot : {"random", "greedy", "easy", "medium"}) {
        SCOPED_TRACE(bot);
        const RunResult ra = petals("suggest", a, {"--bot", bot});
        const RunResult rb = petals("suggest", b, {"--bot", bot});
        EXPECT_EQ(ra.exitCode, 0) << ra.out << ra.err;
        EXPECT_EQ(rb.exitCode, 0) << rb.out << rb.err;
        EXPECT_EQ(ra.out, rb.out);
    }
    const RunResult ha = petals("suggest", a, {"--bot", "hard", "--iterations", "4"});
    const RunResult hb = petals("suggest", b, {"--bot", "hard", "--iterations", "4"});
    EXPECT_EQ(ha.exitCode, 0) << ha.out << ha.err;
    EXPECT_EQ(ha.out, hb.out);
}

TEST(CliPetals, CommandsAndOptionsPetalsDoesNotHaveAreUsageErrors) {
    expectInputError(run({"evaluate", "--game", "petals"}, "{}"), "usage");
    expectInputError(run({"validate-data", "--game", "chess"}), "usage");
    expectInputError(run({"simulate", "--game", "petals", "--players", "6"}), "usage");
    expectInputError(run({"simulate", "--game", "petals", "--rotate-start"}), "usage");
    expectInputError(run({"suggest", "--game", "petals"}, example3().dump()), "usage");
    const json v = okOut(run({"validate-data", "--game=petals"}));
    EXPECT_EQ(v["cards"], 38);
    EXPECT_EQ(v["ladybug_cards"], 3);
    EXPECT_EQ(v["trackers"], 4);
}

TEST(CliPetals, BadDataIsNamedWithFileAndCard) {
    TempDir dir;
    fs::copy(fs::path(FROSTED_CLI_DATA) / "petals", dir.path() / "petals");
    writeFile(dir.path() / "petals" / "trackers.json", "[1, 2");
    const RunResult r =
        run({"validate-data", "--game", "petals", "--data", (dir.path() / "petals").string()});
    EXPECT_EQ(r.exitCode, 1);
    const json out = parsedOut(r);
    EXPECT_EQ(out["ok"], false);
    EXPECT_EQ(out["error"]["code"], "bad_data");
    ASSERT_FALSE(out["error"]["problems"].empty());
    EXPECT_NE(out["error"]["problems"][0].get<std::string>().find("trackers.json"),
              std::string::npos);
}

} // namespace
