// frosted-blooms-cli --game petals: the command runner (spec/petals/CLI.md, docs/cli.md).
#include "cli.h"

#include "engine/cli_commands.h"
#include "engine/cli_shard.h"
#include "engine/input.h"

#include <map>
#include <ostream>

namespace {

using namespace petals::cli;
using engine::shown;

const char* kUsage = R"(frosted-blooms-cli --game petals - Petals' rules from the command line

Usage: frosted-blooms-cli <command> --game petals [options] [--data DIR]

Commands:
  validate-data   load and check Petals' data files
  play            a scripted game (JSON on standard input)
  legal           the legal actions of the seat to act (JSON on standard input)
  suggest         what a computer player would do for the seat to act (same input as legal)
  simulate        many games played by computer players
  merge           the shards of a simulate run spread over machines, as one run
  check-save      check a saved game file

Options for every command:
  --data DIR      use Petals' data in DIR (default: the installed data/petals)
  --game GAME     the game: frosted-blooms (the default), petals
  --help          show the help of a command

Exit codes: 0 success, 1 bad data, 2 bad input (the error as JSON on standard output).
See docs/cli.md ("Petals") for the JSON formats.
)";

const std::map<std::string, const char*> kCommandHelp = {
    {"merge", engine::cli::kMergeHelp},
    {"validate-data", R"(Usage: frosted-blooms-cli validate-data --game petals [--data DIR]

Loads and checks cards.json, trackers.json and rules.json of DIR. Prints {"ok": true, "game":
"petals", "cards": 38, "ladybug_cards": 3, "trackers": 4, "data_hash": ...}; on a bad data set
exits 1 and lists every problem with its file and card.
)"},
    {"play",
     R"(Usage: frosted-blooms-cli play --game petals [--save FILE] [--from SAVE] [--data DIR] < game.json

Input: {"players": ["Ada", "Ben"], "variant": "standard"|"harmony", "seed": 42,
"setup": {"start_player", "removed", "start", "hands", "pile"},
"turns": [{"place": {"card", "x", "y", "rotation"}, "effect": "score"|"skip"|{"move": {...}}}],
"actions": ["place C06 -1 0 180", "score", "move C11 2 1 270", "skip"]}
Every part of "setup" is optional; the rest is dealt from the seed. Seats run from the start
player. Prints the log of every finished turn, each player's trackers and, once the game is
complete, who wins each tracker, eligibility, totals, spreads, ranks and the winners.

  --from SAVE   continue a saved game with the input's "turns" and "actions" only
  --save FILE   also write the game reached as a save file
)"},
    {"legal",
     R"(Usage: frosted-blooms-cli legal --game petals [--from SAVE] [--data DIR] < game.json

Reads a `play` input and prints every legal action of the seat to act, each once, in id order:
{"to_play": "Ada", "step": "place", "hand": ["C02", "C29"], "actions": ["place C02 -2 -1 0", ...]}
)"},
    {"suggest", R"(Usage: frosted-blooms-cli suggest --game petals --bot LEVEL [--from SAVE]
                         [--think-ms N | --iterations N] [--seed S] [--data DIR] < game.json

Prints the action the bot would take for the seat to act, with its own estimate of what it is
worth and up to 5 other actions it weighed, best first. The bot sees only what that seat may
know: nothing hidden in the input changes the output.

  --bot LEVEL     random, greedy, easy, medium or hard (docs/ai.md "Petals")
  --think-ms N    hard: thinking time per decision in milliseconds (default 600)
  --iterations N  hard: exactly N sampled worlds (the same output on any machine)
  --seed S        the bot's own random generator (default 1)
)"},
    {"check-save", R"(Usage: frosted-blooms-cli check-save --game petals FILE [--data DIR]

Loads a saved Petals game and reports it valid: {"ok": true, "players": [...], "step": ...,
"complete": false} (exit 0); or why not (exit 2): {"error": {"code": "not_a_save" |
"unsupported_version" | "data_mismatch" | "corrupt_save" | "malformed_json" | "io_error", ...}}.
)"},
    {"simulate", R"(Usage: frosted-blooms-cli simulate --game petals --players N --games G --seed S
                          [--variant standard|harmony] [--bot B ...] [--think-ms N | --iterations N]
                          [--jobs J] [--timing] [--csv FILE] [--records DIR] [--data DIR]

Plays G complete games with computer players and prints a summary as JSON: per seat the mean,
lowest and highest total, the mean of each tracker, the share of games eligible and won; the
effects and choices made; trackers won by more than one player; shared victories.

  --players N   2 to 5 (default 2)
  --games G     games to play, 1 to 1000000 (default 100)
  --seed S      a whole number (default 1); game g (from 0) is dealt from seed S + g
  --variant V   standard (default) or harmony
  --bot B       random, greedy, easy, medium or hard: once for all seats or once per seat
                (default random)
  --think-ms N / --iterations N   hard's budget per decision
  --jobs J      play on J threads (default: every core); the output is the same for any J
  --timing      add the mean time per game (and hard's decision times) to the JSON
  --csv FILE    one row per seat per game (docs/cli.md gives the columns)
  --records DIR each game's replay record (a `play` input) as DIR/game-00001.json, ...
  --shard K/N   play only shard K of N and print a shard document for `merge`
                (docs/cluster.md); --csv and --records then go to merge
)"},
};

const char* kCommands = "validate-data, play, legal, suggest, simulate, check-save, merge";

} // namespace

namespace petals::cli {

int run(const std::vector<std::string>& raw, std::istream& in, std::ostream& out, std::ostream& err,
        const ComponentsPtr& bundled) {
    const engine::cli::CommandSet commands = engine::cli::listedCommands(
        kUsage, kCommandHelp, "Petals'", kCommands, {{"evaluate", "Frosted Blooms"}});
    static const std::map<std::string, int (*)(const Args&)> kRun = {
        {"validate-data", runValidateData},
        {"play", runPlay},
        {"legal", runLegal},
        {"suggest", runSuggest},
        {"check-save", runCheckSave},
        {"simulate", runSimulate},
        {"merge", runMerge}};
    return engine::cli::runGameCommands(raw, in, out, err, bundled, commands, kRun);
}

} // namespace petals::cli
