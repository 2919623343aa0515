// simulate: many games by computer players (CLI.md).
#include "cli.h"

#include "frosted/simulate.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <unistd.h>

namespace frosted::cli {

namespace {

long parseNumber(const std::string& option, const std::string& value, long lo, long hi) {
    std::size_t used = 0;
    long n = 0;
    try {
        n = std::stol(value, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != value.size() || value.empty() || n < lo || n > hi)
        inputError("usage", option + " needs a whole number from " + std::to_string(lo) + " to " +
                                std::to_string(hi) + ", not \"" + value + "\"");
    return n;
}

double rounded(double v, int digits) {
    const double f = std::pow(10.0, digits);
    return std::round(v * f) / f;
}

} // namespace

int runSimulate(const Args& args) {
    SimulationConfig config;
    config.games = 100;
    config.seed = 1;
    bool playersGiven = false, timing = false;
    std::vector<std::string> botNames;
    const auto& a = args.positional;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const std::string& opt = a[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 >= a.size())
                inputError("usage", opt + " needs a value");
            return a[++i];
        };
        if (opt == "--players") {
            config.players = static_cast<int>(parseNumber(opt, value(), 1, 4));
            playersGiven = true;
        } else if (opt == "--games") {
            config.games = static_cast<int>(parseNumber(opt, value(), 1, 1000000));
        } else if (opt == "--seed") {
            config.seed = static_cast<std::uint64_t>(parseNumber(opt, value(), 0, 2147483647));
        } else if (opt == "--solo") {
            config.solo = true;
        } else if (opt == "--timing") {
            timing = true;
        } else if (opt == "--bot") {
            const std::string& b = value();
            if (b != "random" && b != "greedy")
                inputError("usage", "--bot must be random or greedy, not \"" + b + "\"");
            botNames.push_back(b);
        } else {
            inputError("usage", "simulate: unknown option \"" + opt + "\" (see --help)");
        }
    }
    if (config.solo && playersGiven && config.players != 1)
        inputError("usage", "--solo is one player against the Master Gardener: --players 1");
    if (config.solo)
        config.players = 1;
    if (botNames.empty())
        botNames = {"random"};
    if (botNames.size() != 1 && static_cast<int>(botNames.size()) != config.players)
        inputError("usage", "give one --bot for all seats or one per seat (" +
                                std::to_string(config.players) + ")");
    for (const std::string& b : botNames)
        config.bots.push_back(b == "greedy" ? BotKind::Greedy : BotKind::Random);

    const ComponentsPtr c = loadData(args.dataDir);
    // Progress on standard error when it runs longer than a second, only on a terminal.
    const bool tty = ::isatty(STDERR_FILENO) != 0;
    const auto start = std::chrono::steady_clock::now();
    bool shown = false;
    auto progress = [&](int done) {
        if (!tty)
            return;
        const auto elapsed = std::chrono::steady_clock::now() - start;
        if (elapsed < std::chrono::seconds(1) && !shown)
            return;
        shown = true;
        std::fprintf(stderr, "\rsimulating: %d/%d games", done, config.games);
        if (done == config.games)
            std::fprintf(stderr, "\n");
    };
    const SimulationSummary s = simulate(c, config, progress);

    json out;
    out["games"] = s.games;
    out["players"] = config.players;
    out["solo"] = config.solo;
    out["seed"] = config.seed;
    json seats = json::array();
    for (int i = 0; i < config.players; ++i) {
        const SeatSummary& seat = s.seats[static_cast<std::size_t>(i)];
        seats.push_back(json{
            {"seat", i + 1},
            {"bot", botNames.size() == 1 ? botNames[0] : botNames[static_cast<std::size_t>(i)]},
            {"mean", rounded(seat.mean, 2)},
            {"min", seat.min},
            {"max", seat.max},
            {"win_share", rounded(seat.winShare, 4)}});
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
    out["gap_shapes"] = s.gapShapes;
    out["improvements"] = improvementsJson(s.improvements);
    if (timing)
        out["mean_ms_per_game"] = rounded(s.meanMillisecondsPerGame, 2);
    std::cout << dumpJson(out) << "\n";
    std::fprintf(stderr, "mean time per game: %.2f ms\n", s.meanMillisecondsPerGame);
    return 0;
}

} // namespace frosted::cli
