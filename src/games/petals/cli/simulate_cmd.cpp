// simulate --game petals: many games by computer players (spec/petals/CLI.md "simulate").
#include "cli.h"

#include "engine/cli_shard.h"
#include "engine/cli_simulate.h"
#include "engine/input.h"
#include "engine/replay.h"
#include "petals/lab/simulate.h"
#include "petals/rules/save.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <ostream>
#include <tuple>

namespace petals::cli {

namespace {

using engine::shown;
using engine::cli::OptionValue;

double rounded(double v, int digits) {
    const double f = std::pow(10.0, digits);
    return std::round(v * f) / f;
}

constexpr const char* kCsvHeader =
    "game,seed,seat,name,bot,start_position,fire,air,earth,water,won,"
    "eligible,total,spread,rank,winner,moves\n";

// One row per listed player (CLI.md "--csv").
std::string csvRows(const lab::PlayedGame& played, const lab::SimConfig& config) {
    const Game& g = played.end;
    const std::vector<Standing> st = g.standings();
    std::string out;
    for (int p = 0; p < g.seats(); ++p) {
        const int seat = lab::seatOfPlayer(g, p);
        const Standing& s = st[static_cast<std::size_t>(seat)];
        int won = 0, moves = 0;
        for (bool w : s.won)
            won += w ? 1 : 0;
        for (const TurnRecord& r : g.log())
            moves += r.seat == seat && r.choice == Action::Kind::Move ? 1 : 0;
        const Points& t = g.scores(seat);
        out += std::to_string(played.index + 1) + "," + std::to_string(g.dealt().seed) + "," +
               std::to_string(p + 1) + "," + g.seatName(seat) + "," +
               std::string(ai::botName(config.botOf(p))) + "," + std::to_string(seat + 1) + "," +
               std::to_string(t[0]) + "," + std::to_string(t[1]) + "," + std::to_string(t[2]) +
               "," + std::to_string(t[3]) + "," + std::to_string(won) + "," +
               (s.eligible ? "1" : "0") + "," + std::to_string(s.total) + "," +
               std::to_string(s.spread) + "," + (s.rank ? std::to_string(*s.rank) : "") + "," +
               (s.rank == 1 ? "1" : "0") + "," + std::to_string(moves) + "\n";
    }
    return out;
}

json decisionTimes(std::vector<double> t) {
    std::sort(t.begin(), t.end());
    const auto at = [&](double q) {
        return rounded(t[std::min(t.size() - 1, static_cast<std::size_t>(q * t.size()))], 1);
    };
    return json{{"p50", at(0.5)}, {"p95", at(0.95)}, {"max", rounded(t.back(), 1)}};
}

json summaryJson(const lab::Summary& s, const lab::SimConfig& config, bool timing) {
    json out;
    out["game"] = "petals";
    out["games"] = s.games;
    out["players"] = config.players;
    out["variant"] = variantName(config.variant);
    out["seed"] = config.seed;
    json seats = json::array();
    for (int p = 0; p < config.players; ++p) {
        const lab::SeatFigures& f = s.seats[static_cast<std::size_t>(p)];
        json trackers = json::object();
        for (Element e : kAllElements)
            trackers[std::string(elementName(e))] =
                rounded(f.trackerSums[static_cast<std::size_t>(e)] / s.games, 2);
        json seat = {{"seat", p + 1},
                     {"bot", std::string(ai::botName(config.botOf(p)))},
                     {"mean_total", rounded(f.totalSum / s.games, 2)},
                     {"min_total", f.minTotal},
                     {"max_total", f.maxTotal},
                     {"mean_trackers", trackers},
                     {"eligible_share", rounded(static_cast<double>(f.eligible) / s.games, 4)},
                     {"win_share", rounded(static_cast<double>(f.wins) / s.games, 4)}};
        if (timing && !f.decisionMs.empty())
            seat["decision_ms"] = decisionTimes(f.decisionMs);
        seats.push_back(seat);
    }
    out["seats"] = seats;
    out["effects"] = json{{"simple", s.simple},
                          {"double", s.doubles},
                          {"score", s.score},
                          {"move", s.move},
                          {"skip", s.skip}};
    out["tracker_ties"] = s.trackerTies;
    out["shared_victories"] = s.sharedVictories;
    if (timing)
        out["mean_ms_per_game"] = rounded(s.milliseconds / s.games, 2);
    return out;
}

// The run of `simulate` and `merge` (engine/cli_shard.h: simulateCommand, mergeCommand).
struct Run {
    static constexpr const char* kGame = "petals";
    using Config = lab::SimConfig;
    using Played = lab::PlayedGame;

    // simulate's options (CLI.md "simulate") into the run's config; --shard K/N into `shard`.
    static lab::SimConfig parse(const std::vector<std::string>& options,
                                engine::cli::SimulateOptions& o, engine::cli::Shard& shard) {
        lab::SimConfig config;
        engine::cli::forEachOption(options, [&](const std::string& opt, const OptionValue& value) {
            using engine::cli::parseNumber;
            if (opt == "--players")
                config.players = static_cast<int>(parseNumber(opt, value(), 2, 5));
            else if (opt == "--variant") {
                const std::string& v = value();
                const auto variant = variantOf(v);
                if (!variant)
                    inputError("usage", "--variant must be standard or harmony, not " + shown(v));
                config.variant = *variant;
            } else if (opt == "--shard")
                shard = engine::cli::parseShard(opt, value());
            else if (opt == "--rotate-start" || opt == "--report" || opt == "--compare" ||
                     opt == "--solo")
                inputError("usage", opt + " is not an option of Petals' simulate (see --help)");
            else if (!engine::cli::simulateOption(opt, value, config, o))
                inputError("usage", "simulate: unknown option " + shown(opt) + " (see --help)");
        });
        engine::cli::checkSimulateBots(config);
        return config;
    }

    // The run's options as a shard writes them (engine/cli_shard.h).
    static std::vector<std::string> options(const lab::SimConfig& config) {
        std::vector<std::string> o = {"--players", std::to_string(config.players), "--variant",
                                      std::string(variantName(config.variant))};
        const std::vector<std::string> common = engine::cli::runOptions(config);
        o.insert(o.end(), common.begin(), common.end());
        return o;
    }

    static ComponentsPtr load(const Args& args, const lab::SimConfig& config) {
        const ComponentsPtr c = loadData(args);
        if (c->rules.removal.find(config.players) == c->rules.removal.end())
            inputError("usage", "--players: this data set is for " +
                                    std::to_string(c->rules.minPlayers) + " to " +
                                    std::to_string(c->rules.maxPlayers) + " players");
        return c;
    }

    static std::vector<int> scores(const lab::PlayedGame& game) {
        std::vector<int> out;
        for (const Standing& s : game.end.standings())
            out.push_back(s.total);
        return out;
    }

    static constexpr const char* kCsvHeader = petals::cli::kCsvHeader;
    static lab::Summary simulate(const ComponentsPtr& c, const lab::SimConfig& config,
                                 const std::function<void(const lab::PlayedGame&)>& each) {
        return lab::simulate(c, config, each);
    }
    static json record(const lab::PlayedGame& game) { return replayRecord(game.end); }
    static std::string csvRows(const lab::PlayedGame& game, const lab::SimConfig& config) {
        return petals::cli::csvRows(game, config);
    }
    static json summary(const ComponentsPtr&, const lab::Summary& s, const lab::SimConfig& config,
                        bool timing) {
        return summaryJson(s, config, timing);
    }
    static void finished(const Args& args, const lab::Summary& s) {
        char meanTime[64];
        std::snprintf(meanTime, sizeof meanTime, "mean time per game: %.2f ms\n",
                      s.milliseconds / std::max(1, s.games));
        *args.err << meanTime;
    }
};

} // namespace

int runSimulate(const Args& args) {
    return engine::cli::simulateCommand<Run>(args);
}

int runMerge(const Args& args) {
    return engine::cli::mergeCommand<Run>(args);
}

} // namespace petals::cli
