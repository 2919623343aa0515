// simulate: many games by computer players (CLI.md).
#include "cli.h"

#include "engine/cli_shard.h"
#include "engine/cli_simulate.h"
#include "engine/replay.h"
#include "frosted/lab/simulate.h"
#include "frosted/rules/save.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <tuple>

namespace frosted::cli {

namespace {

double rounded(double v, int digits) {
    const double f = std::pow(10.0, digits);
    return std::round(v * f) / f;
}

// The CSV's temporary file, removed when the run ends without renaming it (an error, an
// exception): a failed run leaves nothing behind.
struct TemporaryFile {
    std::string path;
    bool kept = false;
    ~TemporaryFile() {
        if (!path.empty() && !kept) {
            std::error_code ignored;
            std::filesystem::remove(path, ignored);
        }
    }
};

// A run as simulate's options describe it.
struct Run {
    // The run as the balance lab describes it (balance.h); the core derives the games' config
    // from it (simulationConfig), so the CLI, its report and the Balance window agree.
    BalanceSetup setup;
    BotBudget budget;
    int jobs = 0;
    bool timing = false;
    std::string recordsDir, csvPath, reportPath, compareDir;
    engine::cli::Shard shard;
};

Run parseRun(const Args& args) {
    Run r;
    BalanceSetup& setup = r.setup;
    setup.games = 100;
    setup.seed = 1;
    bool playersGiven = false;
    forEachOption(args, [&](const std::string& opt, const OptionValue& value) {
        if (opt == "--players") {
            setup.players = static_cast<int>(parseNumber(opt, value(), 1, 4));
            playersGiven = true;
        } else if (opt == "--games") {
            setup.games = static_cast<int>(parseNumber(opt, value(), 1, 1000000));
        } else if (opt == "--seed") {
            setup.seed = parseNumber(opt, value(), 0, std::numeric_limits<std::uint64_t>::max());
        } else if (opt == "--solo") {
            setup.solo = true;
        } else if (opt == "--records") {
            r.recordsDir = engine::cli::fileName(opt, value());
        } else if (opt == "--jobs") {
            r.jobs = static_cast<int>(parseNumber(opt, value(), 1, 256));
        } else if (opt == "--rotate-start") {
            setup.rotateStart = true;
        } else if (opt == "--csv") {
            r.csvPath = engine::cli::fileName(opt, value());
        } else if (opt == "--report") {
            r.reportPath = engine::cli::fileName(opt, value());
        } else if (opt == "--compare") {
            r.compareDir = engine::cli::fileName(opt, value());
        } else if (opt == "--timing") {
            r.timing = true;
        } else if (opt == "--shard") {
            r.shard = engine::cli::parseShard(opt, value());
        } else if (opt == "--bot") {
            const std::string& b = value();
            parseBot(opt, b); // refuses an unknown name
            setup.bots.push_back(b);
        } else if (!budgetOption(opt, value, r.budget)) {
            inputError("usage", "simulate: unknown option " + shown(opt) + " (see --help)");
        }
    });
    if (setup.solo && playersGiven && setup.players != 1)
        inputError("usage", "--solo is one player against the Master Gardener: --players 1");
    if (setup.solo)
        setup.players = 1;
    if (setup.solo && setup.rotateStart)
        inputError("usage", "--rotate-start: in solo the player always starts (R-MG-1)");
    checkBudget(r.budget);
    setup.iterations = r.budget.iterations;
    setup.thinkMs = r.budget.thinkMs;
    if (setup.bots.empty())
        setup.bots = {"random"};
    if (setup.bots.size() != 1 && static_cast<int>(setup.bots.size()) != setup.players)
        inputError("usage", "give one --bot for all seats or one per seat (" +
                                std::to_string(setup.players) + ")");
    if (r.shard.given() &&
        (r.timing || !r.csvPath.empty() || !r.recordsDir.empty() || !r.reportPath.empty()))
        inputError("usage", "--shard prints a shard document: give --csv, --records and --report "
                            "to merge (--timing measures one machine's run)");
    if (!r.compareDir.empty() && r.reportPath.empty() && !r.shard.given())
        inputError("usage", "--compare writes its A / B document to --report FILE: give one");
    return r;
}

// The run's options as a shard writes them (engine/cli_shard.h).
std::vector<std::string> runOptions(const Run& r, const SimulationConfig& config) {
    std::vector<std::string> o;
    if (r.setup.solo)
        o = {"--solo"};
    else
        o = {"--players", std::to_string(r.setup.players)};
    if (r.setup.rotateStart)
        o.emplace_back("--rotate-start");
    const std::vector<std::string> common = engine::cli::runOptions(config);
    o.insert(o.end(), common.begin(), common.end());
    return o;
}

json summaryJson(const SimulationSummary& s, const SimulationConfig& config,
                 const BalanceSetup& setup, bool timing) {
    json out;
    out["games"] = s.games;
    out["players"] = config.players;
    out["solo"] = config.solo;
    out["seed"] = config.seed;
    if (config.rotateStart)
        out["rotate_start"] = true;
    json seats = json::array();
    for (int i = 0; i < config.players; ++i) {
        const SeatSummary& seat = s.seats[static_cast<std::size_t>(i)];
        seats.push_back(
            json{{"seat", i + 1},
                 {"bot",
                  setup.bots.size() == 1 ? setup.bots[0] : setup.bots[static_cast<std::size_t>(i)]},
                 {"mean", rounded(seat.mean, 2)},
                 {"min", seat.min},
                 {"max", seat.max},
                 {"win_share", rounded(seat.winShare, 4)}});
        if (timing && !seat.decisionMs.empty()) {
            std::vector<double> t = seat.decisionMs;
            std::sort(t.begin(), t.end());
            const auto at = [&](double q) {
                return t[std::min(t.size() - 1,
                                  static_cast<std::size_t>(q * (t.size() - 1) + 0.5))];
            };
            seats.back()["decision_ms"] = json{{"p50", rounded(at(0.5), 1)},
                                               {"p95", rounded(at(0.95), 1)},
                                               {"max", rounded(t.back(), 1)}};
        }
    }
    out["seats"] = seats;
    if (config.solo) {
        const SeatSummary& mg = s.seats.back();
        out["master_gardener"] = json{{"mean", rounded(mg.mean, 2)},
                                      {"min", mg.min},
                                      {"max", mg.max},
                                      {"win_share", rounded(mg.winShare, 4)}};
    }
    json objectives = json::object();
    for (int t = 0; t < kObjectiveTypeCount; ++t)
        objectives[std::string(name(static_cast<ObjectiveType>(t)))] =
            s.objectivesClaimed[static_cast<std::size_t>(t)];
    out["objectives_claimed"] = objectives;
    // Every shape of R-GAP-2, in the order CLI.md lists them, 0 included.
    json shapes = json::object();
    for (GapShape g : {GapShape::One, GapShape::Two, GapShape::ThreeI, GapShape::ThreeL,
                       GapShape::O, GapShape::T, GapShape::I, GapShape::L, GapShape::S}) {
        const std::string key(name(g));
        const auto it = s.gapShapes.find(key);
        shapes[key] = it == s.gapShapes.end() ? 0 : it->second;
    }
    out["gap_shapes"] = shapes;
    out["improvements"] = improvementsJson(s.improvements);
    if (timing)
        out["mean_ms_per_game"] = rounded(s.meanMillisecondsPerGame, 2);
    return out;
}

// The games of data set B, the same seeds (and, replaying, their own actions), summed.
BalanceReport reportOfB(const ComponentsPtr& compared, const BalanceSetup& setup,
                        const SimulationConfig& config, const std::function<void(int)>& progress,
                        const std::function<void(const PlayedGame&)>& each) {
    BalanceAccumulator sums(compared, setup, false);
    playGames(compared, config, [&](PlayedGame& p) {
        if (each)
            each(p);
        sums.add(p.figures);
        progress(sums.games());
    });
    return sums.report();
}

// The run played (or replayed from shards: `scriptsB` for data set B) into its summary, CSV,
// records and report; `each` sees every game of A first, `eachB` every game of B.
int printRun(const Args& args, const ComponentsPtr& c, const ComponentsPtr& compared, Run& run,
             const SimulationConfig& config,
             const std::vector<std::vector<std::string>>* scriptsB = nullptr,
             const std::function<void(const PlayedGame&)>& each = {},
             const std::function<void(const PlayedGame&)>& eachB = {}) {
    BalanceSetup& setup = run.setup;
    const std::string& csvPath = run.csvPath;
    const std::string& recordsDir = run.recordsDir;
    const std::string& reportPath = run.reportPath;
    // Every file is checked before any is made and before any game is played.
    if (!csvPath.empty())
        engine::cli::checkWritable(csvPath);
    if (!reportPath.empty())
        engine::cli::checkWritable(reportPath);
    // Progress on standard error when it runs longer than a second, only on a terminal.
    const bool tty = args.err == &std::cerr && ::isatty(STDERR_FILENO) != 0;
    const auto start = std::chrono::steady_clock::now();
    bool progressShown = false;
    if (!recordsDir.empty())
        engine::cli::makeFolder(recordsDir, "records directory");
    // The CSV is written as the games end, to a temporary file renamed at the end (a failed or
    // interrupted run never leaves half a file under the name asked for).
    std::ofstream csv;
    const std::string csvTemp = csvPath + ".tmp";
    TemporaryFile csvGuard;
    if (!csvPath.empty()) {
        csvGuard.path = csvTemp;
        csv.open(csvTemp, std::ios::binary | std::ios::trunc);
        if (!csv)
            inputError("io_error", "cannot write " + shown(csvPath), json{{"path", csvPath}});
        csv << csvHeader();
    }
    std::optional<BalanceAccumulator> sums;
    if (!reportPath.empty())
        sums.emplace(c, setup, false);
    auto showProgress = [&](const char* what, int done) {
        if (!tty)
            return;
        const auto elapsed = std::chrono::steady_clock::now() - start;
        if (elapsed < std::chrono::seconds(1) && !progressShown)
            return;
        progressShown = true;
        *args.err << "\r" << what << ": " << done << "/" << config.games << " games"
                  << (done == config.games ? "\n" : "") << std::flush;
    };
    auto progress = [&](int done, const PlayedGame& game) {
        if (each)
            each(game);
        const GameState& end = game.end;
        if (!recordsDir.empty()) {
            char file[32];
            std::snprintf(file, sizeof file, "game-%05d.json", done);
            writeFileAtomically((std::filesystem::path(recordsDir) / file).string(),
                                replayRecord(end).dump(2) + "\n");
        }
        if (csv.is_open())
            csv << csvRows(game.figures, setup);
        if (sums)
            sums->add(game.figures);
        showProgress(compared ? "simulating A" : "simulating", done);
    };
    const SimulationSummary s = simulate(c, config, progress);
    if (csv.is_open()) {
        csv.close();
        std::error_code ec;
        if (csv)
            std::filesystem::rename(csvTemp, csvPath, ec);
        csvGuard.kept = csv && !ec;
        if (!csvGuard.kept) {
            inputError("io_error", "writing " + shown(csvPath) + " failed (disk full?)",
                       json{{"path", csvPath}});
        }
    }
    if (sums && compared) {
        // The same games (seeds, seats, bots) on data set B, then the A / B document.
        BalanceSetup b = setup;
        b.dataName = run.compareDir;
        b.dataHash = compared->contentHash;
        SimulationConfig configB = config;
        configB.scripts = scriptsB;
        const BalanceReport reportB = reportOfB(
            compared, b, configB, [&](int done) { showProgress("simulating B", done); }, eachB);
        writeFileAtomically(reportPath, dumpJson(comparisonJson(sums->report(), reportB)) + "\n");
    } else if (sums) {
        writeFileAtomically(reportPath, dumpJson(reportJson(sums->report())) + "\n");
    }
    *args.out << dumpJson(summaryJson(s, config, setup, run.timing)) << "\n";
    char meanTime[64];
    std::snprintf(meanTime, sizeof meanTime, "mean time per game: %.2f ms\n",
                  s.meanMillisecondsPerGame);
    *args.err << meanTime;
    return 0;
}

std::vector<int> scoresOf(const PlayedGame& p) {
    std::vector<int> out;
    for (const auto& seat : p.figures.seats)
        out.push_back(seat.total);
    return out;
}

// Issue 37: only this shard's games, each with its actions (and data set B's), for `merge`.
int printShard(const Args& args, const ComponentsPtr& c, const ComponentsPtr& compared,
               const Run& run, SimulationConfig config) {
    std::tie(config.from, config.to) = engine::cli::shardGames(run.shard, config.games);
    config.keepActions = true;
    json entries = json::array();
    playGames(c, config, [&](PlayedGame& p) {
        entries.push_back(engine::cli::shardEntry(p.game, scoresOf(p), p.actions));
    });
    json data{{"folder", args.dataDir}, {"hash", c->contentHash}};
    if (compared) {
        data["compare"] = json{{"folder", run.compareDir}, {"hash", compared->contentHash}};
        std::size_t i = 0;
        playGames(compared, config, [&](PlayedGame& p) {
            json& e = entries[i++];
            e["scores_b"] = scoresOf(p);
            e["actions_b"] = p.actions;
        });
    }
    const engine::cli::ShardRun shardRun{"frosted-blooms", runOptions(run, config), data};
    *args.out
        << engine::cli::shardDocument(shardRun, run.shard, config.games, std::move(entries)).dump()
        << "\n";
    return 0;
}

} // namespace

int runSimulate(const Args& args) {
    Run run = parseRun(args);
    const SimulationConfig config = simulationConfig(run.setup, run.jobs);
    const ComponentsPtr c = loadData(args);
    // B: the data set to compare with, loaded (and refused, exit 1) before any game is played.
    ComponentsPtr compared;
    if (!run.compareDir.empty()) {
        Args b = args;
        b.dataDir = run.compareDir;
        compared = loadData(b);
    }
    if (run.shard.given())
        return printShard(args, c, compared, run, config);
    run.setup.dataName = args.dataDir.empty() ? "built-in" : args.dataDir;
    run.setup.dataHash = c->contentHash;
    return printRun(args, c, compared, run, config);
}

int runMerge(const Args& args) {
    const engine::cli::MergeOptions m = engine::cli::mergeOptions(args.options, true);
    const engine::cli::MergedShards shards = engine::cli::readShards(m.files, "frosted-blooms");
    Args given = args;
    given.options = shards.run.options;
    Run run = parseRun(given);
    SimulationConfig config = simulationConfig(run.setup, run.jobs);
    Args from = args;
    if (from.dataDir.empty())
        from.dataDir = shards.run.data.value("folder", std::string());
    const ComponentsPtr c = loadData(from);
    engine::cli::checkShardData(shards.run.data, c->contentHash, from.dataDir);
    ComponentsPtr compared;
    std::vector<std::vector<std::string>> scriptsB;
    if (shards.run.data.contains("compare")) {
        const json& b = shards.run.data.at("compare");
        Args argsB = args;
        argsB.dataDir = b.value("folder", std::string());
        run.compareDir = argsB.dataDir;
        compared = loadData(argsB);
        engine::cli::checkShardData(b, compared->contentHash, argsB.dataDir);
        scriptsB = engine::cli::scriptsOf(shards, "actions_b");
    }
    const auto scripts = engine::cli::scriptsOf(shards);
    config.scripts = &scripts;
    run.csvPath = m.csvPath;
    run.recordsDir = m.recordsDir;
    run.reportPath = m.reportPath;
    run.setup.dataName = from.dataDir.empty() ? "built-in" : from.dataDir;
    run.setup.dataHash = c->contentHash;
    try {
        return printRun(
            args, c, compared, run, config, compared ? &scriptsB : nullptr,
            [&](const PlayedGame& p) { engine::cli::checkReplayed(shards, p.game, scoresOf(p)); },
            [&](const PlayedGame& p) { // data set B's games
                engine::cli::checkReplayed(shards, p.game, scoresOf(p), "scores_b");
            });
    } catch (const engine::ReplayError& e) {
        engine::cli::replayRefused(shards, e.game(), e.what());
    }
}

} // namespace frosted::cli
