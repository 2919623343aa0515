// frosted-soak: many whole games through the rules core, invariants checked after every action.
//
// Games. Game g of a run (0-based) is dealt from a seed mixed from the base seed (--seed) and g;
// its mode cycles through solo (one player against the Master Gardener), 1p (one player, no
// automa), 2p, 3p and 4p, and its bots through every combination of random and greedy over the
// seats (seat s greedy when bit s of the combination is set). The start player is dealt from the
// seed too (R-TURN-1). The bots decide on their seat's view (R-PRIV-1) with a generator seeded
// from the game's seed; the sampled check points come from another one, so checks never change a
// game. A failure prints the game's seed, mode and bots and the exact command that replays it.
//
// The checks recompute the rules with code of their own (a plain grid with flood fills for
// gardens, their own clockwise walk of the ring, their own Master Gardener turn; soak_check.cpp)
// and read hidden parts through the test-only GameStateAccess.
//
// On every action (cheap):
//  - before it: the bot's action is one of legalActions(), which is in strictly increasing id
//    order and, in the take, card and claim steps, exactly what the rules allow (R-MKT-2,
//    R-CARD-2, R-OBJ-3..5); its text parses back to it and its id maps back (action.h).
//  - the step, pre -> post, against the soak's reading: take (R-MKT-2/3: skipped tiles get a
//    coin each, the coins of the taken tile, the token, the refill slot); place (R-PL-1..3 on the
//    soak's grid, the laid face is the taken tile turned by the soak's own R-GEO-4, the gaps are
//    the soak's enclosed regions, R-GAP-2 shapes, the pieces tile the gaps, nothing enclosed
//    stays, the bit planes show the laid cells, R-SCORE-1 groups by the soak's flood); card
//    (R-SCORE-2/3 points, R-CARD-2 discard and draw, R-MKT-3 refill from the top of the bag,
//    R-GAP-3 Worker coins); claim (R-OBJ-3/4/5); end of turn (the log's record is the turn as
//    played, the next seat and round, R-END-1) and in solo the Master Gardener's whole turn
//    recomputed (R-MG-3/4) and his end claims (R-MG-5); other seats unchanged.
//  - the state: conservation of coins (on the table = dealt + Workers' coins from the supply,
//    counted from the gardens' pieces and from the log; each seat's and the Master Gardener's
//    coins = dealt + taken - paid + Workers' coins of their turns; none negative, none next to an
//    empty slot); of tiles (each Landscape tile in exactly one of bag, ring, hand, a garden, out
//    of the game; the bag is what is left of the dealt bag, in order); of cards (hand + deck +
//    discard are the 10 cards once; deck = the rest of the dealt deck; discard = the log's
//    cards; the Master Gardener's deck and row = his dealt 10); of objectives (board + held =
//    the dealt ones once, one per type per holder, held = the log's claims); the turn records;
//    the score track = the sum of the log's points (his too), the Improvements = the log's gaps,
//    and every score pad line (scores(): track, Improvements, objectives, coins, total, rank,
//    decider) recounted (R-END-2/3, R-MG-6).
//  - every seat's view and the public view (R-PRIV-1): other hands and every deck empty with the
//    right sizes, the own hand, the own deck as a sorted set, his deck hidden, the bag as a sorted
//    set, the public parts equal to the game's.
// At --deep (default 3) actions per game, drawn uniformly from the first 40 x seats (the fewest
// actions a game has), the expensive checks:
//  - determinize() of every seat's view and of the public view: the world's view equals the
//    game's; the world is a consistent game (the state checks, no seed, no deal), public parts
//    and the own cards unchanged, the same legal actions for the seat to play; its hidden parts
//    differ from the game's whenever more than 10^15 worlds are possible (and a run fails if no
//    world ever differed).
//  - save -> load (save.h): equal state (GameState ==), the same text when saved again, the same
//    legal actions.
//  - every legal action passes check() and round-trips through the codec; 55 other actions, 79
//    in the place step (random ids, near misses, every card and objective, wrong steps), are
//    refused by check() exactly when not listed, and applying up to 3 of them leaves the state
//    unchanged; in the place step the legal placements equal the soak's own enumeration of every
//    orientation and position (R-PL-1..4), and 12 previews (scoring.h) match the soak's cells,
//    gaps, groups, card points, Improvements and claimable objectives.
// At --continue (default 1) of those points: save -> load -> continue equals continue. The loaded
// game is played on beside the game by a bot seeded as the game's: the same action at every
// step; at the end the same state, log, actions, scores and winners.
// At the end of every game: R-END-1 (10 turns per seat, his 10 turns and end claims, 39 refills
// with 4 players), every card's points and every gap recounted from the garden rebuilt tile by
// tile on the soak's grid, the final totals and winners, a save -> load, determinize() of every
// view.
// --full runs the expensive checks on every action (and continues a loaded copy from every 16th).
//
// Figures (docs/reliability.md, "Soak"): about 20 ms of CPU per game with the defaults (2-core
// machine under load), against 110 ms with --full.
#include "soak.h"

#include "frosted/rules/data_loader.h"

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
    if (!one && (haveMode || haveBots))
        usage("--mode and --bots go with --game-seed (one game); use --modes for a run");
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
        static_cast<Counts&>(sum) = r;
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
