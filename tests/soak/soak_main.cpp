// frosted-soak: many whole games through the rules core, invariants checked after every action.
//
// HEADER-PLACEHOLDER
#include "soak.h"

#include "frosted/data_loader.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <sstream>

using namespace frosted;
using namespace frosted::soak;

namespace {

const char* kUsage = R"(Usage: frosted-soak [options]

  --games N        games to play (default 100000)
  --seed S         base seed (default 1); game g is dealt from a seed mixed from S and g
  --jobs J         threads (default: every core); the output does not depend on it
  --modes LIST     comma-separated, from solo,1p,2p,3p,4p (default: all)
  --deep K         actions per game with the expensive checks (default 3)
  --continue C     of those, save/load points continued to the end beside the game (default 1)
  --full           every check on every action (slow; to replay one game)
  --game-seed S --mode M --bots B1,B2,...
                   play exactly one game (the rerun line a failure prints)
  --no-timing      leave elapsed_seconds and jobs out of the summary
  --progress       a line on standard error every 5% of the games
  --data DIR       component data (default: the bundled data/)
  --tiles N        play with only the first N Landscape tiles (5 to 44): the bag and the ring
                   run out, so empty slots, passes and the Master Gardener's short moves occur
  --gardener-coins N
                   the Master Gardener starts with N coins (a rule value; default the data's)

Prints a JSON summary; exits 1 on the first invariant broken (with the rerun command), 2 on bad
options.
)";

[[noreturn]] void usage(const std::string& problem) {
    std::cerr << "frosted-soak: " << problem << "\n\n" << kUsage;
    std::exit(2);
}

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    for (std::string item; std::getline(in, item, ',');)
        out.push_back(item);
    return out;
}

std::uint64_t parseNumber(const std::string& s, const char* what) {
    try {
        std::size_t used = 0;
        const unsigned long long v = std::stoull(s, &used, 0);
        if (used == s.size() && !s.empty() && s[0] != '-')
            return v;
    } catch (const std::exception&) {
    }
    usage(std::string("bad ") + what + " \"" + s + "\"");
}

std::string hex(std::uint64_t v) {
    std::ostringstream out;
    out << "0x" << std::hex << v;
    return out.str();
}

} // namespace

int main(int argc, char** argv) {
    RunConfig config;
    bool timing = true;
    std::string dataDir;
    int tiles = 0;
    int gardenerCoins = -1;
    bool one = false;
    GameSpec single;
    bool haveMode = false, haveBots = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc)
                usage(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (arg == "--games") {
            config.games = static_cast<long long>(parseNumber(value(), "game count"));
        } else if (arg == "--seed") {
            config.seed = parseNumber(value(), "seed");
        } else if (arg == "--jobs") {
            config.jobs = static_cast<int>(parseNumber(value(), "job count"));
            if (config.jobs < 1 || config.jobs > 256)
                usage("--jobs must be 1 to 256");
        } else if (arg == "--modes") {
            config.modes.clear();
            for (const std::string& m : split(value())) {
                Mode mode;
                if (!parseMode(m, mode))
                    usage("unknown mode \"" + m + "\"");
                config.modes.push_back(mode);
            }
            if (config.modes.empty())
                usage("--modes lists no mode");
        } else if (arg == "--deep") {
            config.plan.deepPerGame = static_cast<int>(parseNumber(value(), "--deep"));
        } else if (arg == "--continue") {
            config.plan.continuePerGame = static_cast<int>(parseNumber(value(), "--continue"));
        } else if (arg == "--full") {
            config.plan.full = true;
        } else if (arg == "--game-seed") {
            one = true;
            single.seed = parseNumber(value(), "seed");
        } else if (arg == "--mode") {
            haveMode = parseMode(value(), single.mode);
            if (!haveMode)
                usage("unknown mode \"" + std::string(argv[i]) + "\"");
        } else if (arg == "--bots") {
            single.bots.clear();
            for (const std::string& b : split(value())) {
                BotKind k;
                if (!parseBot(b, k))
                    usage("unknown bot \"" + b + "\"");
                single.bots.push_back(k);
            }
            haveBots = true;
        } else if (arg == "--no-timing") {
            timing = false;
        } else if (arg == "--progress") {
            config.progress = true;
        } else if (arg == "--data") {
            dataDir = value();
        } else if (arg == "--gardener-coins") {
            gardenerCoins = static_cast<int>(parseNumber(value(), "coin count"));
        } else if (arg == "--tiles") {
            tiles = static_cast<int>(parseNumber(value(), "tile count"));
        } else {
            usage("unknown option \"" + arg + "\"");
        }
    }
    if (config.plan.continuePerGame > config.plan.deepPerGame)
        usage("--continue cannot exceed --deep");
    if (one && (!haveMode || !haveBots))
        usage("--game-seed needs --mode and --bots");
    if (one && static_cast<int>(single.bots.size()) != seatsOf(single.mode))
        usage("--bots must name one bot per seat of the mode");

    ComponentsPtr components;
    try {
        components =
            loadComponents(dataDir.empty() ? defaultDataDir() : std::filesystem::path(dataDir));
    } catch (const std::exception& e) {
        std::cerr << "frosted-soak: cannot load the data: " << e.what() << "\n";
        return 2;
    }

    if (tiles != 0 || gardenerCoins >= 0) {
        // The same components with fewer Landscape tiles (not a valid data set for play, which
        // has 44, but every rule still applies) or other rule values; save files name the set
        // by a hash of its own.
        auto changed = std::make_shared<ComponentSet>(*components);
        if (tiles != 0) {
            if (tiles < components->rules.marketSlots - 1 ||
                tiles > static_cast<int>(components->tiles.size()))
                usage("--tiles must be " + std::to_string(components->rules.marketSlots - 1) +
                      " to " + std::to_string(components->tiles.size()));
            changed->tiles.resize(static_cast<std::size_t>(tiles));
            changed->contentHash += "-first-" + std::to_string(tiles) + "-tiles";
        }
        if (gardenerCoins >= 0) {
            changed->rules.gardenerCoins = gardenerCoins;
            changed->contentHash += "-gardener-coins-" + std::to_string(gardenerCoins);
        }
        changed->derived = DerivedTables::build(*changed);
        components = changed;
    }

    RunSummary sum;
    if (one) {
        const auto start = std::chrono::steady_clock::now();
        const GameResult r = playChecked(components, single, config.plan);
        sum.games = 1;
        sum.actions = r.actions;
        sum.turns = r.turns;
        sum.deepChecks = r.deepChecks;
        sum.saveLoads = r.saveLoads;
        sum.continued = r.continued;
        sum.det = r.det;
        sum.coverage = r.coverage;
        sum.gamesByMode.assign(std::size(kModes), 0);
        sum.gamesByMode[static_cast<std::size_t>(single.mode)] = 1;
        sum.seatsByBot.assign(2, 0);
        for (BotKind b : single.bots)
            ++sum.seatsByBot[b == BotKind::Random ? 0 : 1];
        sum.failed = !r.ok;
        sum.failedSpec = single;
        sum.failure = r;
        sum.jobs = 1;
        sum.elapsedSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } else {
        sum = runSoak(components, config);
    }

    nlohmann::ordered_json out;
    out["format"] = "frosted-soak";
    if (one) {
        out["game_seed"] = hex(single.seed);
        out["mode"] = modeName(single.mode);
        out["bots"] = botsText(single.bots);
    } else {
        out["seed"] = config.seed;
        std::vector<std::string> modes;
        for (Mode m : config.modes)
            modes.push_back(modeName(m));
        out["modes"] = modes;
    }
    out["tiles"] = components->tiles.size();
    out["gardener_coins"] = components->rules.gardenerCoins;
    out["checks"] = {{"deep_per_game", config.plan.full ? -1 : config.plan.deepPerGame},
                     {"continue_per_game", config.plan.full ? -1 : config.plan.continuePerGame},
                     {"full", config.plan.full}};
    out["games"] = sum.games;
    nlohmann::ordered_json byMode = nlohmann::ordered_json::object();
    for (Mode m : kModes) {
        const auto mi = static_cast<std::size_t>(m);
        if (sum.gamesByMode[mi] == 0)
            continue;
        nlohmann::ordered_json entry;
        entry["games"] = sum.gamesByMode[mi];
        if (!sum.gamesByModeAndBots.empty()) {
            nlohmann::ordered_json bots = nlohmann::ordered_json::object();
            const auto& combos = sum.gamesByModeAndBots[mi];
            for (std::size_t combo = 0; combo < combos.size(); ++combo) {
                std::vector<BotKind> b;
                for (int s = 0; s < seatsOf(m); ++s)
                    b.push_back((combo >> s) & 1 ? BotKind::Greedy : BotKind::Random);
                bots[botsText(b)] = combos[combo];
            }
            entry["by_bots"] = bots;
        }
        byMode[modeName(m)] = entry;
    }
    out["games_by_mode"] = byMode;
    out["seats_by_bot"] = {{"random", sum.seatsByBot[0]}, {"greedy", sum.seatsByBot[1]}};
    out["turns"] = sum.turns;
    out["actions_checked"] = sum.actions;
    out["deep_checks"] = sum.deepChecks;
    out["save_loads"] = sum.saveLoads;
    out["continued_from_save"] = sum.continued;
    out["determinized"] = {{"views", sum.det.samples},
                           {"with_choice", sum.det.couldDiffer},
                           {"differing", sum.det.differing}};
    out["coverage"] = {{"gaps", sum.coverage.gaps},
                       {"claims", sum.coverage.claims},
                       {"gardener_claims", sum.coverage.gardenerClaims},
                       {"empty_ring_turns", sum.coverage.emptyRingTurns},
                       {"gardener_short_moves", sum.coverage.gardenerShortMoves},
                       {"gardener_short_of_coins", sum.coverage.gardenerShortOfCoins}};
    out["failures"] = sum.failed ? 1 : 0;
    std::string rerun;
    if (sum.failed) {
        const GameSpec& f = sum.failedSpec;
        rerun = std::string(argv[0]) + " --game-seed " + hex(f.seed) + " --mode " +
                modeName(f.mode) + " --bots " + botsText(f.bots);
        if (config.plan.full)
            rerun += " --full";
        else if (config.plan.deepPerGame != CheckPlan{}.deepPerGame ||
                 config.plan.continuePerGame != CheckPlan{}.continuePerGame)
            rerun += " --deep " + std::to_string(config.plan.deepPerGame) + " --continue " +
                     std::to_string(config.plan.continuePerGame);
        if (!dataDir.empty())
            rerun += " --data " + dataDir;
        if (tiles != 0)
            rerun += " --tiles " + std::to_string(tiles);
        if (gardenerCoins >= 0)
            rerun += " --gardener-coins " + std::to_string(gardenerCoins);
        out["failure"] = {{"game", f.index},
                          {"game_seed", hex(f.seed)},
                          {"mode", modeName(f.mode)},
                          {"bots", botsText(f.bots)},
                          {"rule", sum.failure.rule},
                          {"message", sum.failure.failure},
                          {"action_index", sum.failure.actionIndex},
                          {"last_action", sum.failure.lastAction},
                          {"rerun", rerun}};
    }
    if (timing) {
        out["elapsed_seconds"] = std::round(sum.elapsedSeconds * 10) / 10;
        out["jobs"] = sum.jobs;
    }
    std::cout << out.dump(2) << "\n";
    if (sum.failed) {
        const GameSpec& f = sum.failedSpec;
        std::cerr << "frosted-soak: FAILED in game " << f.index << " (" << modeName(f.mode)
                  << ", bots " << botsText(f.bots) << ", game seed " << hex(f.seed)
                  << ") at action " << sum.failure.actionIndex << " (" << sum.failure.lastAction
                  << "):\n  " << sum.failure.failure << "\nrerun exactly this game:\n  " << rerun
                  << "\n(add --full to check every action of it)\n";
        return 1;
    }
    return 0;
}
