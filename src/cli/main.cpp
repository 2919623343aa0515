// frosted-blooms-cli: the headless tool over the rules core (docs/cli.md, CLI.md).
#include "cli.h"

#include <iostream>
#include <map>

namespace {

using namespace frosted::cli;

const char* kUsage = R"(frosted-blooms-cli - the Frosted Blooms rules engine from the command line

Usage: frosted-blooms-cli <command> [options] [--data DIR]

Commands:
  validate-data   load and check every component data file
  evaluate        one placement in one garden (JSON on standard input)
  play            a scripted game, turn by turn (JSON on standard input)
  simulate        many games played by computer players

Options for every command:
  --data DIR      use the component data in DIR (default: the bundled data/)
  --help          show the help of a command

Exit codes: 0 success, 1 bad component data, 2 bad input (the error as JSON on standard output).
See docs/cli.md for the JSON formats.
)";

const std::map<std::string, const char*> kCommandHelp = {
    {"validate-data", R"(Usage: frosted-blooms-cli validate-data [--data DIR]

Loads and checks every data file of DIR (tiles, starting tiles, cards, objectives, Master Gardener
cards, rule values). Prints {"ok": true, "tiles": 44, ...}; on a bad data set exits 1 and lists
every problem with its file and item.
)"},
    {"evaluate", R"(Usage: frosted-blooms-cli evaluate [--data DIR] < input.json

Input: {"garden": [<Placement>...], "place": <Placement>, "cards": [["purple"], ["white", "water"]]}
A <Placement> is {"tile": <id or inline tile or face>, "side": "front"|"back", "rotation":
0|90|180|270, "x": int, "y": int}. The garden's first entry is laid without the contact rule, the
others must be legal. Prints whether "place" is legal (or why not), its cells, the group value of
each type, the points of each card, the gaps it creates with their Improvements, and the Worker
coins.
)"},
    {"play", R"(Usage: frosted-blooms-cli play [--data DIR] < game.json

Input: {"players": [...], "solo": false, "seed": 42, "setup": {...}, "turns": [{"take": k,
"place": {"side", "rotation", "x", "y"}, "card": id, "claim": [ids]}, ...]}
Every part of "setup" is optional (start_player, starting_tiles, market, bag, objectives, decks,
gardener_deck); the rest is dealt from the seed. Prints the log of every turn (the Master
Gardener's included), the score breakdown per player and, when the game is complete, the winners.
)"},
    {"simulate", R"(Usage: frosted-blooms-cli simulate --players N --games G --seed S [--solo]
                          [--bot random|greedy ...] [--timing] [--data DIR]

Plays G complete games (default 100) with computer players: one --bot for all seats or one per
seat (default random). --solo plays one seat against the Master Gardener. Prints per-seat
mean/min/max final score and win share, the Master Gardener's in solo, objectives claimed per
type, gap shapes and Improvements. The same seed gives the same output; the mean time per game is
printed on standard error (and in the JSON with --timing). Progress is shown on standard error
when a run takes longer than a second and standard error is a terminal.
)"},
};

int printError(const CliError& e) {
    json body = {{"code", e.code()}, {"message", e.what()}};
    for (auto it = e.extra().begin(); it != e.extra().end(); ++it)
        body[it.key()] = it.value();
    json out = {{"error", body}};
    if (e.exitCode() == 1)
        out["ok"] = false;
    std::cout << dumpJson(out) << "\n";
    std::cerr << "frosted-blooms-cli: " << e.what() << "\n";
    if (body.contains("problems"))
        for (const auto& p : body["problems"])
            std::cerr << "  " << p.get<std::string>() << "\n";
    return e.exitCode();
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> raw(argv + 1, argv + argc);
    try {
        if (raw.empty() || raw[0] == "--help" || raw[0] == "-h" || raw[0] == "help") {
            std::cout << kUsage;
            return raw.empty() ? 2 : 0;
        }
        const std::string command = raw[0];
        Args args;
        for (std::size_t i = 1; i < raw.size(); ++i) {
            if (raw[i] == "--data") {
                if (i + 1 >= raw.size())
                    inputError("usage", "--data needs a directory");
                args.dataDir = raw[++i];
            } else if (raw[i] == "--help" || raw[i] == "-h") {
                args.help = true;
            } else {
                args.positional.push_back(raw[i]);
            }
        }
        const auto help = kCommandHelp.find(command);
        if (help == kCommandHelp.end())
            inputError("usage", "unknown command \"" + command +
                                    "\"; commands: validate-data, evaluate, play, simulate");
        if (args.help) {
            std::cout << help->second;
            return 0;
        }
        if (command == "validate-data")
            return runValidateData(args);
        if (command == "evaluate")
            return runEvaluate(args);
        if (command == "play")
            return runPlay(args);
        return runSimulate(args);
    } catch (const CliError& e) {
        return printError(e);
    } catch (const std::exception& e) {
        return printError(CliError(2, "internal_error", e.what()));
    }
}
