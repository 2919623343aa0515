// simulate --game blossoms: many games by computer players (spec/blossoms/CLI.md "simulate").
#include "blossoms/lab/record.h"
#include "blossoms/lab/simulate.h"
#include "cli.h"

#include "engine/cli_shard.h"
#include "engine/cli_simulate.h"
#include "engine/input.h"
#include "engine/replay.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <ostream>
#include <tuple>

namespace blossoms::cli {

namespace {

using engine::shown;
using engine::cli::OptionValue;

double rounded(double v, int digits) {
    const double f = std::pow(10.0, digits);
    return std::round(v * f) / f;
}

double share(double part, double whole, int digits) {
    return whole > 0 ? rounded(part / whole, digits) : 0.0;
}

constexpr const char* kCsvHeader = "game,seed,seat,name,bot,start_position,flowers,variety,types,"
                                   "tokens_left,total,rank,won,sets,bad_luck,died\n";

// One row per seat (CLI.md "--csv"); seats are numbered from the start player, so a seat's
// start_position is its number.
std::string csvRows(const lab::PlayedGame& played, const lab::SimConfig& config) {
    const Game& g = played.end;
    const std::vector<Standing> st = g.standings();
    std::string out;
    for (int s = 0; s < g.seats(); ++s) {
        const auto i = static_cast<std::size_t>(s);
        const Standing& x = st[i];
        // `game` from 0 as Frosted Blooms' (CLI.md: game g is dealt from seed S + g); its record
        // is game-(g + 1).json.
        out += std::to_string(played.index) + "," + std::to_string(g.dealt().seed) + "," +
               std::to_string(s + 1) + "," + g.seatName(s) + "," +
               std::string(ai::botName(config.botOf(s))) + "," + std::to_string(s + 1) + "," +
               std::to_string(x.flowers) + "," + std::to_string(x.variety) + "," +
               std::to_string(x.types) + "," + std::to_string(x.tokensLeft) + "," +
               std::to_string(x.total) + "," + std::to_string(x.rank) + "," +
               (x.rank == 1 ? "1" : "0") + "," + std::to_string(played.counts.sets[i]) + "," +
               std::to_string(played.counts.badLuck[i]) + "," +
               std::to_string(played.counts.died[i]) + "\n";
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

json summaryJson(const ComponentSet& c, const lab::Summary& s, const lab::SimConfig& config,
                 bool timing) {
    const double games = s.games;
    const double playerGames = games * config.players;
    json out{{"game", "blossoms"},
             {"games", s.games},
             {"players", config.players},
             {"seed", config.seed},
             {"variant",
              json{{"children", config.variant.children}, {"advanced", config.variant.advanced}}}};
    json seats = json::array();
    for (int p = 0; p < config.players; ++p) {
        const lab::SeatFigures& f = s.seats[static_cast<std::size_t>(p)];
        json seat{{"seat", p + 1},
                  {"bot", std::string(ai::botName(config.botOf(p)))},
                  {"mean", share(f.totalSum, games, 2)},
                  {"min", f.minTotal},
                  {"max", f.maxTotal},
                  {"win_share", share(f.wins, games, 4)}};
        if (timing && !f.decisionMs.empty())
            seat["decision_ms"] = decisionTimes(f.decisionMs);
        seats.push_back(seat);
    }
    out["seats"] = seats;
    out["decided_by"] =
        json{{"total", s.decidedBy[0]}, {"tokens", s.decidedBy[1]}, {"shared", s.decidedBy[2]}};
    out["mean_turns"] = share(static_cast<double>(s.turns), games, 2);
    const lab::GameCounts& k = s.counts;
    const auto growth = [&](GrowResult r) { return k.growth[static_cast<std::size_t>(r)]; };
    out["growth"] = json{{"actions", k.growths},
                         {"grew", growth(GrowResult::Grew)},
                         {"planted", growth(GrowResult::Planted)},
                         {"choose_pot", growth(GrowResult::ChoosePot)},
                         {"bad_luck", growth(GrowResult::BadLuck)},
                         {"died", growth(GrowResult::Died)},
                         {"fenced", growth(GrowResult::Fenced)}};
    out["bad_luck_rate"] = share(growth(GrowResult::BadLuck), k.growths, 4);
    out["death_rate"] = share(growth(GrowResult::Died), k.growths, 4);
    out["turn_ends"] = json{{"cut", k.cutEnds},
                            {"pass", k.passEnds},
                            {"bad_luck", k.badLuckEnds},
                            {"died", k.diedEnds}};
    json tools = json::object();
    for (Tool t : {Tool::WateringCan, Tool::Fence, Tool::Rake, Tool::Pruner})
        tools[std::string(toolName(t))] = k.tools[static_cast<std::size_t>(t)];
    out["tools_used"] = tools;
    out["tokens_unplayed_mean"] = share(static_cast<double>(s.tokensUnplayed), playerGames, 2);
    json byHeight = json::object(); // every height a set may have (R-BL-SCORE-1), then others
    for (int h = c.rules.minCut; h <= c.rules.maxHeight; ++h)
        byHeight[std::to_string(h)] = 0;
    for (const auto& [h, n] : s.byHeight)
        byHeight[std::to_string(h)] = n;
    out["sets"] = json{{"per_game", share(static_cast<double>(s.setCount), games, 2)},
                       {"mean_height", share(static_cast<double>(s.setHeights), s.setCount, 2)},
                       {"by_height", byHeight}};
    out["types_mean"] = share(static_cast<double>(s.typesSum), playerGames, 2);
    if (timing)
        out["mean_ms_per_game"] = share(s.milliseconds, games, 2);
    return out;
}

// The run of `simulate` and `merge` (engine/cli_shard.h: simulateCommand, mergeCommand).
struct Run {
    static constexpr const char* kGame = "blossoms";
    using Config = lab::SimConfig;
    using Played = lab::PlayedGame;

    // simulate's options (CLI.md "simulate") into the run's config; --shard K/N into `shard`.
    static lab::SimConfig parse(const std::vector<std::string>& options,
                                engine::cli::SimulateOptions& o, engine::cli::Shard& shard) {
        lab::SimConfig config;
        engine::cli::forEachOption(options, [&](const std::string& opt, const OptionValue& value) {
            using engine::cli::parseNumber;
            if (opt == "--players")
                config.players = static_cast<int>(parseNumber(opt, value(), 2, 3));
            else if (opt == "--variant") {
                const std::string& v = value();
                if (v == "children")
                    config.variant.children = true;
                else if (v == "advanced")
                    config.variant.advanced = true;
                else
                    inputError("usage", "--variant must be children or advanced, not " + shown(v));
            } else if (opt == "--shard")
                shard = engine::cli::parseShard(opt, value());
            else if (!engine::cli::simulateOption(opt, value, config, o))
                inputError("usage", "simulate: unknown option " + shown(opt) + " (see --help)");
        });
        engine::cli::checkSimulateBots(config);
        return config;
    }

    // The run's options as a shard writes them (engine/cli_shard.h).
    static std::vector<std::string> options(const lab::SimConfig& config) {
        std::vector<std::string> o = {"--players", std::to_string(config.players)};
        if (config.variant.children)
            o.insert(o.end(), {"--variant", "children"});
        if (config.variant.advanced)
            o.insert(o.end(), {"--variant", "advanced"});
        const std::vector<std::string> common = engine::cli::runOptions(config);
        o.insert(o.end(), common.begin(), common.end());
        return o;
    }

    static ComponentsPtr load(const Args& args, const lab::SimConfig& config) {
        const ComponentsPtr c = loadData(args);
        if (!c->rules.allows(config.players))
            inputError("usage", "--players: this data set does not allow " +
                                    std::to_string(config.players) + " players");
        return c;
    }

    static std::vector<int> scores(const lab::PlayedGame& game) {
        std::vector<int> out;
        for (const Standing& s : game.end.standings())
            out.push_back(s.total);
        return out;
    }

    static constexpr const char* kCsvHeader = blossoms::cli::kCsvHeader;
    static lab::Summary simulate(const ComponentsPtr& c, const lab::SimConfig& config,
                                 const std::function<void(const lab::PlayedGame&)>& each) {
        return lab::simulate(c, config, each);
    }
    static json record(const lab::PlayedGame& game) { return lab::recordJson(game.end); }
    static std::string csvRows(const lab::PlayedGame& game, const lab::SimConfig& config) {
        return blossoms::cli::csvRows(game, config);
    }
    static json summary(const ComponentsPtr& c, const lab::Summary& s, const lab::SimConfig& config,
                        bool timing) {
        return summaryJson(*c, s, config, timing);
    }
    static void finished(const Args&, const lab::Summary&) {}
};

} // namespace

int runSimulate(const Args& args) {
    return engine::cli::simulateCommand<Run>(args);
}

int runMerge(const Args& args) {
    return engine::cli::mergeCommand<Run>(args);
}

} // namespace blossoms::cli
