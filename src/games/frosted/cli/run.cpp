// frosted-blooms-cli: the command runner of the headless tool (docs/cli.md, CLI.md).
#include "cli.h"

#include <istream>
#include <map>
#include <ostream>

namespace {

using namespace frosted::cli;
using frosted::oneLine;
using frosted::shown;

const char* kUsage = R"(frosted-blooms-cli - the Frosted Blooms rules engine from the command line

Usage: frosted-blooms-cli <command> [options] [--data DIR] [--game GAME]

Commands:
  validate-data   load and check every component data file
  evaluate        one placement in one garden (JSON on standard input)
  play            a scripted game, turn by turn (JSON on standard input)
  legal           the legal actions of the seat to play (JSON on standard input)
  suggest         what a computer player would do for the seat to play (same input as legal)
  simulate        many games played by computer players
  check-save      check a saved game file
  merge           the shards of a simulate run spread over machines, as one run

Options for every command:
  --data DIR      use the component data in DIR (default: the installed data set)
  --game GAME     the game: frosted-blooms (the default)
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
    {"play", R"(Usage: frosted-blooms-cli play [--save FILE] [--data DIR] < game.json

Input: {"players": [...], "solo": false, "seed": 42, "setup": {...}, "turns": [{"take": k,
"place": {"side", "rotation", "x", "y"}, "card": id, "claim": [ids]}, ...]}
Every part of "setup" is optional (start_player, starting_tiles, market, bag, objectives, decks,
gardener_deck); the rest is dealt from the seed. Seats run from the start player; "decks" and
"starting_tiles" are listed by seat. Prints the log of every turn (the Master Gardener's
included), the score breakdown per seat and, when the game is complete, the winners. An illegal
turn exits 2 with {"error": {"code": "illegal_turn", "turn": <0-based index>, ...}}.

"actions": ["take 2", "place front 0 1 0", "card purple", "claim purple-6", "done", ...] may
follow "turns" (or stand alone): applied in order to whichever seat is to act, so a script can stop
in the middle of a turn; an incomplete game reports "step" and "to_play". Unreadable action text
exits 2 with code "bad_action", an action the rules refuse with "illegal_action".

  --from SAVE   continue a saved game with the input's "turns" and "actions" only ({} continues
                with nothing); the output covers the whole game from its first turn
  --save FILE   also write the state reached as a save file (open it in the desktop game)
)"},
    {"legal", R"(Usage: frosted-blooms-cli legal [--from SAVE] [--data DIR] < game.json

Reads a `play` input (or, with --from, a continuation of a saved game) and prints the choices of
the seat to play as actions in text form, each once, in the order of their ids:
{"to_play": "Ada", "step": "place", "tile": "T17", "actions": ["place front 0 -2 1", ...]}
"tile" is present in the place step only; a finished game gives "step": "over" and no actions.
)"},
    {"suggest",
     R"(Usage: frosted-blooms-cli suggest --bot LEVEL [--from SAVE] [--think-ms N | --iterations N]
                         [--seed S] [--data DIR] < game.json

Reads the input of `legal` and prints the action the bot would take for the seat to play, with
its own estimate of what it is worth and up to 5 other actions it weighed, best first:
{"to_play": "Ada", "step": "take", "bot": "hard", "action": "take 2", "expected": 14.5,
 "alternatives": [{"action": "take 1", "expected": 9.0}]}
The bot sees only what that seat may know: nothing hidden in the input changes the output.

  --bot LEVEL     random, greedy, easy, medium or hard (docs/ai.md)
  --think-ms N    hard: thinking time per decision in milliseconds (default 700)
  --iterations N  hard: exactly N sampled worlds; the same input and seed give the same output on
                  any machine
  --seed S        the bot's own random generator (default 1)
)"},
    {"check-save", R"(Usage: frosted-blooms-cli check-save FILE [--data DIR]

Loads a saved game and reports it valid: {"ok": true, "players": [...], "round": r, "phase": ...,
"complete": false} (exit 0); or why not (exit 2): {"error": {"code": "not_a_save" |
"unsupported_version" | "data_mismatch" | "corrupt_save" | "malformed_json" | "io_error",
"message": ...}}.
)"},
    {"merge", R"(Usage: frosted-blooms-cli merge [--game GAME] [--csv FILE] [--records DIR]
                       [--report FILE] [--data DIR] SHARD-FILE...

Merges the shard documents of one `simulate ... --shard K/N` run (every K from 1 to N, each once)
and prints the summary that `simulate` prints for the whole run on one machine, byte for byte;
--csv, --records and --report (A / B included when the shards were played with --compare DIR)
write the same files as simulate's. The game is read from the shards when --game is not given;
each game is replayed from its actions on the run's data (the folder the shards name, or --data
DIR), whose hash must be the shards'. Refused (exit 2): a set that is incomplete
(shards_incomplete, naming the missing), mixed (shards_mixed: another game, release, setup, data
or number of shards), duplicated (shards_duplicated) or a damaged file (shard_damaged). See
docs/cluster.md.
)"},
    {"simulate", R"(Usage: frosted-blooms-cli simulate --players N --games G --seed S [--solo]
                          [--bot LEVEL ...] [--think-ms N | --iterations N] [--jobs J]
                          [--rotate-start] [--timing] [--records DIR] [--csv FILE]
                          [--report FILE [--compare DIR]] [--data DIR] [--shard K/N]

Plays G complete games with computer players and prints a summary as JSON: per-seat mean/min/max
final score and win share, the Master Gardener's in solo, objectives claimed per type, gaps per
shape and Improvements per type.

  --players N   human seats, 1 to 4 (default 2; 1 with --solo)
  --games G     games to play, 1 to 1000000 (default 100)
  --seed S      a whole number (default 1); game g (from 0) is dealt from seed S + g
  --solo        one seat against the Master Gardener
  --bot B       random, greedy, easy, medium or hard (docs/ai.md): once for all seats or once
                per seat (default random)
  --think-ms N  hard: thinking time per decision (default 700 ms)
  --iterations N  hard: exactly N sampled worlds per decision (the same output on any machine)
  --jobs J      play on J threads (default: every core); the output is the same for any J
  --timing      add the mean time per game to the JSON (always printed on standard error) and,
                for each seat played by hard, its decision times: "decision_ms": {"p50", "p95",
                "max"}
  --rotate-start  game g starts with seat (g mod N) + 1 instead of seat 1 (seat i keeps its bot)
  --records DIR write each game's replay record (a `play` input) to DIR/game-00001.json, ...
  --csv FILE    write one row per seat per game (header first; the Master Gardener's rows have
                bot "master_gardener"); the columns are in docs/cli.md
  --report FILE write the balance report (win rates with 95% intervals, score distributions,
                objectives, tiles, cards...) as JSON, the document the desktop game's
                Tools > Balance window exports and opens
  --compare DIR A / B: play the same games on the data set in DIR too and write both reports and
                every difference, with its p-value and whether it is significant, to --report
  --shard K/N   play only shard K of N (games (K-1)G/N to KG/N - 1) and print a shard document
                for `merge` (docs/cluster.md); --csv, --records and --report then go to merge

The same arguments give byte-identical standard output. Progress is shown on standard error when
a run takes longer than a second and standard error is a terminal.
)"},
};

} // namespace

namespace frosted::cli {

int run(const std::vector<std::string>& raw, std::istream& in, std::ostream& out, std::ostream& err,
        const ComponentsPtr& bundled) {
    const engine::cli::CommandSet commands{
        kUsage, kCommandHelp,
        "no command given; commands: validate-data, evaluate, play, legal, suggest, simulate, "
        "check-save, merge (see --help)",
        [](const std::string& command) {
            return "unknown command " + shown(command) +
                   "; commands: validate-data, evaluate, play, legal, suggest, simulate, "
                   "check-save, merge";
        }};
    static const std::map<std::string, int (*)(const Args&)> kRun = {
        {"validate-data", runValidateData}, {"evaluate", runEvaluate}, {"play", runPlay},
        {"check-save", runCheckSave},       {"legal", runLegal},       {"suggest", runSuggest},
        {"simulate", runSimulate},          {"merge", runMerge}};
    return engine::cli::runGameCommands(raw, in, out, err, bundled, commands, kRun);
}

} // namespace frosted::cli
