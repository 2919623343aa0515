// simulate: many games by computer players (CLI.md).
#include "cli.h"

#include "engine/cli_simulate.h"
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

} // namespace

int runSimulate(const Args& args) {
    // The run as the balance lab describes it (balance.h); the core derives the games' config
    // from it (simulationConfig), so the CLI, its report and the Balance window agree.
    BalanceSetup setup;
    setup.games = 100;
    setup.seed = 1;
    BotBudget budget;
    int jobs = 0;
    bool playersGiven = false, timing = false;
    std::string recordsDir, csvPath, reportPath, compareDir;
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
            recordsDir = engine::cli::fileName(opt, value());
        } else if (opt == "--jobs") {
            jobs = static_cast<int>(parseNumber(opt, value(), 1, 256));
        } else if (opt == "--rotate-start") {
            setup.rotateStart = true;
        } else if (opt == "--csv") {
            csvPath = engine::cli::fileName(opt, value());
        } else if (opt == "--report") {
            reportPath = engine::cli::fileName(opt, value());
        } else if (opt == "--compare") {
            compareDir = engine::cli::fileName(opt, value());
        } else if (opt == "--timing") {
            timing = true;
        } else if (opt == "--bot") {
            const std::string& b = value();
            parseBot(opt, b); // refuses an unknown name
            setup.bots.push_back(b);
        } else if (!budgetOption(opt, value, budget)) {
            inputError("usage", "simulate: unknown option " + shown(opt) + " (see --help)");
        }
    });
    if (setup.solo && playersGiven && setup.players != 1)
        inputError("usage", "--solo is one player against the Master Gardener: --players 1");
    if (setup.solo)
        setup.players = 1;
    if (setup.solo && setup.rotateStart)
        inputError("usage", "--rotate-start: in solo the player always starts (R-MG-1)");
    checkBudget(budget);
    setup.iterations = budget.iterations;
    setup.thinkMs = budget.thinkMs;
    if (setup.bots.empty())
        setup.bots = {"random"};
    if (setup.bots.size() != 1 && static_cast<int>(setup.bots.size()) != setup.players)
        inputError("usage", "give one --bot for all seats or one per seat (" +
                                std::to_string(setup.players) + ")");
    const SimulationConfig config = simulationConfig(setup, jobs);

    if (!compareDir.empty() && reportPath.empty())
        inputError("usage", "--compare writes its A / B document to --report FILE: give one");
    const ComponentsPtr c = loadData(args);
    // B: the data set to compare with, loaded (and refused, exit 1) before any game is played.
    ComponentsPtr compared;
    if (!compareDir.empty()) {
        Args b = args;
        b.dataDir = compareDir;
        compared = loadData(b);
    }
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
    setup.dataName = args.dataDir.empty() ? "built-in" : args.dataDir;
    setup.dataHash = c->contentHash;
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
        b.dataName = compareDir;
        b.dataHash = compared->contentHash;
        const BalanceReport reportB = runBalance(
                                          compared, b, config.jobs,
                                          [&](const BalanceAccumulator& sumsB) {
                                              showProgress("simulating B", sumsB.games());
                                          },
                                          nullptr, false)
                                          .report();
        writeFileAtomically(reportPath, dumpJson(comparisonJson(sums->report(), reportB)) + "\n");
    } else if (sums) {
        writeFileAtomically(reportPath, dumpJson(reportJson(sums->report())) + "\n");
    }

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
    *args.out << dumpJson(out) << "\n";
    char meanTime[64];
    std::snprintf(meanTime, sizeof meanTime, "mean time per game: %.2f ms\n",
                  s.meanMillisecondsPerGame);
    *args.err << meanTime;
    return 0;
}

} // namespace frosted::cli
