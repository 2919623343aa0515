// A balance run spread over many machines (issue 37, docs/cluster.md): `simulate ... --shard K/N`
// plays only the games of shard K and prints a shard document; `merge SHARD-FILE...` checks that
// the files make one whole run and gives every game back in game order, so that the game's own
// `simulate` code replays them into exactly the summary, CSV and records the run gives on one
// machine.
//
// A shard document:
//   {"format": "frosted-blooms-shard", "version": 1, "game": "petals", "release": "0.4.0",
//    "run": ["--players", "2", "--games", "100", ...],   the run's options, as the game writes them
//    "data": {"folder": "", "hash": "..."},              and "compare" likewise for data set B
//    "shard": {"k": 1, "n": 4, "first": 0, "games": 25},
//    "games": [{"index": 0, "scores": [31, 40], "actions": ["take 3", ...]}, ...]}
// Game g (from 0) is dealt from the run's seed + g whatever the shards, so shard K always holds
// the same games: games floor((K - 1) G / N) to floor(K G / N) - 1 of a run of G games.
#pragma once

#include "engine/cli.h"
#include "engine/cli_simulate.h"
#include "engine/replay.h"

#include <functional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace engine::cli {

// --shard K/N: 1 <= K <= N <= 100000.
struct Shard {
    int k = 0, n = 0;
    bool given() const { return n > 0; }
};
Shard parseShard(const std::string& option, const std::string& value);

// The games [first, last) of `shard` in a run of `games` games.
std::pair<int, int> shardGames(const Shard& shard, int games);

// This program's release ("0.4.0"): shards of one run come from one release.
std::string release();

// What a shard says about its run beside its games.
struct ShardRun {
    std::string game;                 // the --game name
    std::vector<std::string> options; // the run's simulate options, as the game writes them
    json data;                        // {"folder": ..., "hash": ...}; "compare" likewise
};

// The shard document of shard `shard` of `run` (of `games` games) holding `entries`, one per
// game in order: {"index": g, "scores": [...], "actions": [...]} and what the game adds.
json shardDocument(const ShardRun& run, const Shard& shard, int games, json entries);

// The shards of one run, in game order.
struct MergedShards {
    ShardRun run;
    int shards = 0;
    std::vector<json> games;         // games[g]: game g's entry
    std::vector<std::string> files;  // by shard, from 1: its file
    std::string fileOf(int g) const; // the file holding game g
};

// Reads and checks shard files. Refusals (exit 2): shard_damaged (not readable, not JSON, not a
// shard document, its games not those of its shard), shards_mixed (another game, release, run or
// data, or another number of shards), shards_duplicated, shards_incomplete (naming the shards
// missing). `game`: the game the command runs for (a shard of another is mixed).
MergedShards readShards(const std::vector<std::string>& files, std::string_view game);

// The game named by the first shard file among `args` (merge without --game), or empty.
std::string shardGame(const std::vector<std::string>& args);

// The help of `merge` (the games whose merge is mergeCommand's).
inline constexpr const char* kMergeHelp =
    R"(Usage: frosted-blooms-cli merge [--game GAME] [--csv FILE] [--records DIR] [--data DIR]
                       SHARD-FILE...

Merges the shard documents of one `simulate ... --shard K/N` run (every K from 1 to N, each once)
and prints the summary that `simulate` prints for the whole run on one machine, byte for byte;
--csv and --records write the same files as simulate's. The game is read from the shards when
--game is not given; each game is replayed from its actions on the run's data (the folder the
shards name, or --data DIR), whose hash must be the shards'. Refused (exit 2): a set that is
incomplete (shards_incomplete, naming the missing), mixed (shards_mixed: another game, release,
setup, data or number of shards), duplicated (shards_duplicated) or a damaged file
(shard_damaged). See docs/cluster.md.
)";

// merge's options: --csv FILE, --records DIR, --report FILE (only where `report`), the shard
// files; anything else a usage error.
struct MergeOptions {
    std::string csvPath, recordsDir, reportPath;
    std::vector<std::string> files;
};
MergeOptions mergeOptions(const std::vector<std::string>& options, bool report);

// Game g's actions (its entry's "actions"), for replaying it.
std::vector<std::vector<std::string>> scriptsOf(const MergedShards& m, const char* key = "actions");

struct MergedShards;

// A game's entry: {"index": g, "scores": [...], "actions": [...]}.
json shardEntry(int index, const std::vector<int>& scores, const std::vector<std::string>& actions);
// Refuses (replayRefused) game `index` replayed to `scores` when its entry's `key` says otherwise.
void checkReplayed(const MergedShards& m, int index, const std::vector<int>& scores,
                   const char* key = "scores");

// A game replayed from a shard that does not end as the shard says: shard_damaged naming the
// game and what differs (thrown by the games' merge).
[[noreturn]] void replayRefused(const MergedShards& m, int index, const std::string& what);

// The data a merge replays on: `given` (--data) or the folder the shards name ("" for the
// built-in data); the refusal (exit 2, data_mismatch) when `hash` is not the shards'.
void checkShardData(const json& data, const std::string& hash, const std::string& folder);

// The common options of a run as shards write them: --games, --seed, one --bot per entry of
// `bots`, and the budget.
template <class Config>
std::vector<std::string> runOptions(const Config& config) {
    std::vector<std::string> o = {"--games", std::to_string(config.games), "--seed",
                                  std::to_string(config.seed)};
    for (const auto bot : config.bots) {
        o.push_back("--bot");
        o.emplace_back(botName(bot));
    }
    if (config.budget.iterations > 0)
        o.insert(o.end(), {"--iterations", std::to_string(config.budget.iterations)});
    if (config.budget.thinkMs > 0)
        o.insert(o.end(), {"--think-ms", std::to_string(config.budget.thinkMs)});
    return o;
}

// `simulate` and `merge` of a game whose run `R` gives (static members): R::kGame,
// R::kCsvHeader, R::Config (a lab config with from, to, keepActions and scripts), R::Played
// (index, actions), R::parse(options, SimulateOptions&, Shard&), R::options(config),
// R::load(args, config), R::scores(played), R::simulate(components, config, each) (the lab's:
// the Summary of the games, each handed to `each` in order), R::record(played),
// R::csvRows(played, config), R::summary(components, summary, config, timing) and
// R::finished(args, summary) (what is said on standard error at the end).

// The run played, or replayed from shards, into its summary, CSV and records; `each` sees every
// game first.
template <class R, class Args, class Components>
int printRun(const Args& args, const Components& c, const typename R::Config& config,
             const SimulateOptions& o, const std::function<void(const typename R::Played&)>& each) {
    SimulationFiles files(o.recordsDir, o.csvPath, R::kCsvHeader);
    const auto s = R::simulate(c, config, [&](const typename R::Played& game) {
        if (each)
            each(game);
        if (files.recording())
            files.record(game.index, R::record(game));
        if (files.writingCsv())
            files.csvRows(R::csvRows(game, config));
    });
    files.finish();
    *args.out << dumpJson(R::summary(c, s, config, o.timing)) << "\n";
    R::finished(args, s);
    return 0;
}

template <class R, class Args>
int simulateCommand(const Args& args) {
    SimulateOptions o;
    Shard shard;
    typename R::Config config = R::parse(args.options, o, shard);
    if (shard.given() && (o.timing || !o.csvPath.empty() || !o.recordsDir.empty()))
        inputError("usage", "--shard prints a shard document: give --csv and --records to merge "
                            "(--timing measures one machine's run)");
    const auto c = R::load(args, config);
    if (!shard.given())
        return printRun<R>(args, c, config, o, {});
    // Issue 37: only this shard's games, each with its actions, for `merge`.
    std::tie(config.from, config.to) = shardGames(shard, config.games);
    config.keepActions = true;
    json entries = json::array();
    R::simulate(c, config, [&](const typename R::Played& game) {
        entries.push_back(shardEntry(game.index, R::scores(game), game.actions));
    });
    const ShardRun run{R::kGame, R::options(config),
                       json{{"folder", args.dataDir}, {"hash", c->contentHash}}};
    *args.out << shardDocument(run, shard, config.games, std::move(entries)).dump() << "\n";
    return 0;
}

template <class R, class Args>
int mergeCommand(const Args& args) {
    const MergeOptions m = mergeOptions(args.options, false);
    const MergedShards shards = readShards(m.files, R::kGame);
    SimulateOptions o;
    Shard none;
    typename R::Config config = R::parse(shards.run.options, o, none);
    Args from = args;
    if (from.dataDir.empty())
        from.dataDir = shards.run.data.value("folder", std::string());
    const auto c = R::load(from, config);
    checkShardData(shards.run.data, c->contentHash, from.dataDir);
    const auto scripts = scriptsOf(shards);
    config.scripts = &scripts;
    o.csvPath = m.csvPath;
    o.recordsDir = m.recordsDir;
    try {
        return printRun<R>(args, c, config, o, [&](const typename R::Played& game) {
            checkReplayed(shards, game.index, R::scores(game));
        });
    } catch (const ReplayError& e) {
        replayRefused(shards, e.game(), e.what());
    }
}

} // namespace engine::cli
