// Balance runs in shards (issue 37, docs/cluster.md): for every game of the registry, the shards
// of `simulate ... --shard K/N` merge into exactly what the one-machine `simulate` prints and
// writes (summary, CSV, records, Frosted Blooms' report and A / B document), byte for byte; a
// set that is incomplete, mixed, duplicated or damaged is refused, naming what is wrong, and
// nothing is written.
#include "../common/test_scale.h"
#include "cli_runner.h"

#include <algorithm>

namespace {

using namespace frosted::clitest;

struct Case {
    const char* game;
    std::vector<std::string> options; // the run's simulate options
};

// Every game, a seat count and variant of each, quick bots.
std::vector<Case> everyGame() {
    return {
        {"frosted-blooms",
         {"--players", "3", "--rotate-start", "--games", "14", "--seed", "5", "--bot", "greedy",
          "--bot", "random", "--bot", "medium"}},
        {"petals",
         {"--players", "4", "--variant", "harmony", "--games", "14", "--seed", "8", "--bot",
          "greedy"}},
        {"blossoms",
         {"--players", "3", "--variant", "advanced", "--games", "14", "--seed", "3", "--bot",
          "greedy", "--bot", "random", "--bot", "medium"}},
    };
}

std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

std::vector<std::string> simulateArgs(const Case& c, const std::vector<std::string>& more) {
    return with(with({"simulate", "--game", c.game}, c.options), more);
}

// Writes shard k of n of `c` to DIR/shard-k.json; the path.
fs::path writeShard(const fs::path& dir, const Case& c, int k, int n,
                    const std::vector<std::string>& more = {}) {
    const RunResult r =
        run(simulateArgs(c, with({"--shard", std::to_string(k) + "/" + std::to_string(n)}, more)));
    EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
    const fs::path p = dir / ("shard-" + std::to_string(k) + ".json");
    writeFile(p, r.out);
    return p;
}

std::vector<std::string> shardFiles(const fs::path& dir, const Case& c, int n,
                                    const std::vector<std::string>& more = {}) {
    std::vector<std::string> files;
    for (int k = 1; k <= n; ++k)
        files.push_back(writeShard(dir, c, k, n, more).string());
    return files;
}

// Every file of a records folder by name, with its bytes.
std::vector<std::pair<std::string, std::string>> folderBytes(const fs::path& dir) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& e : fs::directory_iterator(dir))
        out.emplace_back(e.path().filename().string(), readFile(e.path()));
    std::sort(out.begin(), out.end());
    return out;
}

TEST(CliShards, EveryGameMergesIntoTheOneMachineRunByteForByte) {
    for (const Case& c : everyGame()) {
        SCOPED_TRACE(c.game);
        TempDir dir;
        const RunResult one =
            run(simulateArgs(c, {"--csv", (dir.path() / "one.csv").string(), "--records",
                                 (dir.path() / "one").string(), "--jobs", "2"}));
        ASSERT_EQ(one.exitCode, 0) << one.out << one.err;
        for (int n : {1, 3, 4}) {
            SCOPED_TRACE("shards: " + std::to_string(n));
            TempDir shards;
            std::vector<std::string> args = {"merge", "--csv", (shards.path() / "m.csv").string(),
                                             "--records", (shards.path() / "m").string()};
            // Shards are played on one thread here, the whole run on two: no difference.
            const auto files = shardFiles(shards.path(), c, n, {"--jobs", "1"});
            // In any order, and without --game (the shards name their game).
            std::vector<std::string> reversed(files.rbegin(), files.rend());
            const RunResult merged = run(with(args, reversed));
            ASSERT_EQ(merged.exitCode, 0) << merged.out << merged.err;
            EXPECT_EQ(merged.out, one.out);
            EXPECT_EQ(readFile(shards.path() / "m.csv"), readFile(dir.path() / "one.csv"));
            EXPECT_EQ(folderBytes(shards.path() / "m"), folderBytes(dir.path() / "one"));
        }
    }
}

TEST(CliShards, HardWithFixedIterationsMergesIntoTheOneMachineRun) {
    for (Case c : everyGame()) {
        SCOPED_TRACE(c.game);
        // Fewer games under the sanitizers (FROSTED_TEST_SCALE), still more than one shard.
        const int games = testing_scale::scaled(4, 2);
        c.options = {"--players", "2",     "--games", std::to_string(games), "--seed",
                     "11",        "--bot", "hard",    "--iterations",        "2"};
        TempDir dir;
        const RunResult one = run(simulateArgs(c, {}));
        ASSERT_EQ(one.exitCode, 0) << one.out << one.err;
        const RunResult merged =
            run(with({"merge"}, shardFiles(dir.path(), c, std::min(3, games))));
        ASSERT_EQ(merged.exitCode, 0) << merged.out << merged.err;
        EXPECT_EQ(merged.out, one.out);
    }
}

// A shard holds the same games whatever the number of shards: game g is dealt from seed + g.
TEST(CliShards, AShardsGamesDoNotDependOnTheNumberOfShards) {
    for (const Case& c : everyGame()) {
        SCOPED_TRACE(c.game);
        TempDir dir;
        const json half = readJson(writeShard(dir.path(), c, 1, 2));
        TempDir quarters;
        const json q1 = readJson(writeShard(quarters.path(), c, 1, 4));
        const json q2 = readJson(writeShard(quarters.path(), c, 2, 4));
        json joined = q1.at("games");
        for (const json& g : q2.at("games"))
            joined.push_back(g);
        EXPECT_EQ(half.at("games"), joined);
        EXPECT_EQ(half.at("shard").at("first"), 0);
        EXPECT_EQ(half.at("shard").at("games"), 7);
        EXPECT_EQ(q2.at("shard").at("first"), 3);
        EXPECT_EQ(half.at("format"), "frosted-blooms-shard");
        EXPECT_EQ(half.at("game"), c.game);
    }
}

TEST(CliShards, FrostedBloomsReportAndABDocumentMergeByteForByte) {
    const std::string games = std::to_string(testing_scale::scaled(6, 2));
    const Case c{"frosted-blooms",
                 {"--players", "2", "--games", games, "--seed", "2", "--bot", "greedy", "--compare",
                  FROSTED_CLI_DATA}};
    TempDir dir;
    const RunResult one = run(simulateArgs(c, {"--report", (dir.path() / "one-ab.json").string()}));
    ASSERT_EQ(one.exitCode, 0) << one.out << one.err;
    const auto files = shardFiles(dir.path(), c, 2);
    const RunResult merged =
        run(with({"merge", "--report", (dir.path() / "m-ab.json").string()}, files));
    ASSERT_EQ(merged.exitCode, 0) << merged.out << merged.err;
    EXPECT_EQ(merged.out, one.out);
    EXPECT_EQ(readFile(dir.path() / "m-ab.json"), readFile(dir.path() / "one-ab.json"));
    EXPECT_TRUE(readJson(dir.path() / "m-ab.json").contains("differences"));
    // Data set B's games are checked too: one that ends with other scores is refused.
    json doc = readJson(files[1]);
    doc["games"][0]["scores_b"][0] = 999;
    writeFile(files[1], doc.dump());
    const json e = expectInputError(
        run(with({"merge", "--report", (dir.path() / "never.json").string()}, files)),
        "shard_damaged");
    EXPECT_NE(e.at("message").get<std::string>().find("the shard says"), std::string::npos);
    EXPECT_FALSE(fs::exists(dir.path() / "never.json"));

    const Case solo{"frosted-blooms",
                    {"--solo", "--games", std::to_string(testing_scale::scaled(5, 2)), "--seed",
                     "4", "--bot", "hard", "--iterations", "2"}};
    const RunResult oneSolo =
        run(simulateArgs(solo, {"--report", (dir.path() / "one-solo.json").string()}));
    ASSERT_EQ(oneSolo.exitCode, 0) << oneSolo.out << oneSolo.err;
    TempDir soloShards;
    const RunResult mergedSolo =
        run(with({"merge", "--report", (dir.path() / "m-solo.json").string()},
                 shardFiles(soloShards.path(), solo, 2)));
    ASSERT_EQ(mergedSolo.exitCode, 0) << mergedSolo.out << mergedSolo.err;
    EXPECT_EQ(mergedSolo.out, oneSolo.out);
    EXPECT_EQ(readFile(dir.path() / "m-solo.json"), readFile(dir.path() / "one-solo.json"));
}

// The refusals name what is wrong and write nothing.
json refused(const std::vector<std::string>& files, const fs::path& dir, const std::string& code) {
    const fs::path csv = dir / "never.csv";
    const RunResult r = run(with({"merge", "--csv", csv.string()}, files));
    EXPECT_FALSE(fs::exists(csv)) << "a refused merge wrote its CSV";
    return expectInputError(r, code);
}

std::string message(const json& e) {
    return e.at("message").get<std::string>();
}

TEST(CliShards, AnIncompleteSetIsRefusedNamingTheShardsMissing) {
    const Case c = everyGame()[1];
    TempDir dir;
    auto files = shardFiles(dir.path(), c, 5);
    files.erase(files.begin() + 3);
    files.erase(files.begin() + 1);
    const json e = refused(files, dir.path(), "shards_incomplete");
    EXPECT_EQ(e.at("missing"), json::parse("[2, 4]"));
    EXPECT_NE(message(e).find("2 of the run's 5 shards are missing: 2, 4"), std::string::npos)
        << message(e);
}

TEST(CliShards, ADuplicatedShardIsRefusedNamingItsFiles) {
    const Case c = everyGame()[2];
    TempDir dir;
    auto files = shardFiles(dir.path(), c, 2);
    const fs::path copy = dir.path() / "copy-of-2.json";
    fs::copy_file(files[1], copy);
    files.push_back(copy.string());
    const json e = refused(files, dir.path(), "shards_duplicated");
    EXPECT_EQ(e.at("duplicated")[0].at("shard"), 2);
    EXPECT_NE(message(e).find("copy-of-2.json"), std::string::npos) << message(e);
}

TEST(CliShards, AMixedSetIsRefusedNamingWhatDiffers) {
    const Case c = everyGame()[0];
    TempDir dir;
    const auto files = shardFiles(dir.path(), c, 2);
    // Another seed, another game count, other bots: each named.
    const std::vector<std::pair<std::vector<std::string>, std::string>> others = {
        {{"--seed", "6"}, "--seed 6, not --seed 5"},
        {{"--games", "15"}, "--games 15, not --games 14"},
        {{"--bot", "random"}, "--bot"},
    };
    for (const auto& [change, named] : others) {
        Case other = c;
        for (std::size_t i = 0; i + 1 < change.size(); i += 2) {
            auto it = std::find(other.options.begin(), other.options.end(), change[i]);
            if (change[i] == "--bot") { // one bot for all seats
                other.options.erase(
                    std::remove(other.options.begin(), other.options.end(), std::string("--bot")),
                    other.options.end());
                for (const char* b : {"greedy", "random", "medium"})
                    other.options.erase(std::find(other.options.begin(), other.options.end(), b));
                other.options.insert(other.options.end(), {"--bot", change[i + 1]});
            } else {
                *(it + 1) = change[i + 1];
            }
        }
        TempDir otherDir;
        const fs::path second = writeShard(otherDir.path(), other, 2, 2);
        const json e = refused({files[0], second.string()}, dir.path(), "shards_mixed");
        EXPECT_NE(message(e).find(named), std::string::npos) << message(e);
    }
    // Another number of shards.
    TempDir thirds;
    const fs::path third = writeShard(thirds.path(), c, 2, 3);
    EXPECT_NE(message(refused({files[0], third.string()}, dir.path(), "shards_mixed"))
                  .find("one of 3 shards, not 2"),
              std::string::npos);
    // Another release and another data hash (the shard edited as another program would write it).
    json doc = readJson(files[1]);
    doc["release"] = "0.1.0";
    writeFile(dir.path() / "old.json", doc.dump());
    EXPECT_NE(
        message(refused({files[0], (dir.path() / "old.json").string()}, dir.path(), "shards_mixed"))
            .find("played by release 0.1.0"),
        std::string::npos);
    doc = readJson(files[1]);
    doc["data"]["hash"] = "0123456789abcdef";
    writeFile(dir.path() / "data.json", doc.dump());
    EXPECT_NE(message(refused({files[0], (dir.path() / "data.json").string()}, dir.path(),
                              "shards_mixed"))
                  .find("other data"),
              std::string::npos);
    // Another game, and --game contradicting the shards.
    TempDir petals;
    const fs::path p = writeShard(petals.path(), everyGame()[1], 2, 2);
    refused({files[0], p.string()}, dir.path(), "shards_mixed");
    expectInputError(run(with({"merge", "--game", "petals"}, files)), "shards_mixed");
}

TEST(CliShards, ADamagedShardIsRefusedAsSuch) {
    const Case c = everyGame()[1];
    TempDir dir;
    const auto files = shardFiles(dir.path(), c, 2);
    const std::string whole = readFile(files[1]);
    const auto damagedAs = [&](const std::string& text, const std::string& named) {
        writeFile(files[1], text);
        const json e = refused(files, dir.path(), "shard_damaged");
        EXPECT_NE(message(e).find(named), std::string::npos) << message(e);
        EXPECT_EQ(e.at("file"), files[1]);
    };
    damagedAs(whole.substr(0, whole.size() / 2), "not JSON"); // a task killed while writing
    damagedAs("", "not JSON");
    damagedAs(R"({"format": "frosted-blooms-save"})", "not a shard");
    json doc = json::parse(whole);
    doc["games"].erase(0);
    damagedAs(doc.dump(), "must list its 7 games");
    doc = json::parse(whole);
    doc["shard"]["first"] = 6;
    damagedAs(doc.dump(), "not what it says");
    // A game whose actions the rules refuse, or whose end is not the one the shard says.
    doc = json::parse(whole);
    doc["games"][2]["actions"][0] = "skip";
    damagedAs(doc.dump(), "game 10 of");
    doc = json::parse(whole);
    doc["games"][2]["actions"].erase(doc["games"][2]["actions"].size() - 1);
    damagedAs(doc.dump(), "end after");
    doc = json::parse(whole);
    doc["games"][0]["scores"][0] = 999;
    damagedAs(doc.dump(), "the shard says");
    writeFile(files[1], whole);
    EXPECT_EQ(run(with({"merge"}, files)).exitCode, 0);
}

TEST(CliShards, ShardAndMergeOptionsAreChecked) {
    const Case c = everyGame()[0];
    for (const char* bad : {"0/4", "5/4", "1/0", "x/4", "1/4/2", "-1/4", "1/100001"})
        expectInputError(run(simulateArgs(c, {"--shard", bad})), "usage");
    // The files of a run belong to merge.
    for (const char* option : {"--csv", "--records", "--report"})
        expectInputError(run(simulateArgs(c, {"--shard", "1/2", option, "x"})), "usage");
    expectInputError(run(simulateArgs(c, {"--shard", "1/2", "--timing"})), "usage");
    expectInputError(run({"merge"}), "usage");
    expectInputError(run({"merge", "--bogus", "x.json"}), "usage");
    expectInputError(run({"merge", "--game", "petals", "--report", "r.json", "x.json"}), "usage");
    expectInputError(run({"merge", "/nonexistent/shard-1.json"}), "io_error");
}

// Merging replays each game on the run's data: another data set is refused by its hash.
TEST(CliShards, MergeOnOtherDataIsRefused) {
    const Case c = everyGame()[0];
    TempDir dir;
    const auto files = shardFiles(dir.path(), c, 2);
    const fs::path other = dir.path() / "data";
    fs::create_directory(other);
    for (const auto& e : fs::directory_iterator(FROSTED_CLI_DATA))
        if (e.is_regular_file())
            fs::copy_file(e.path(), other / e.path().filename());
    json rules = readJson(other / "rules.json");
    writeFile(other / "rules.json", rules.dump(1)); // the same rules, other bytes: another hash
    const RunResult r = run(with({"merge", "--data", other.string()}, files));
    expectInputError(r, "data_mismatch");
}

} // namespace
