// frosted-blooms-cli --game blossoms: the command runner (spec/blossoms/CLI.md, docs/cli.md).
#include "cli.h"

#include "engine/cli_commands.h"
#include "engine/cli_shard.h"
#include "engine/input.h"

#include <map>
#include <ostream>

namespace {

using namespace blossoms::cli;
using engine::shown;

const char* kUsage = R"(frosted-blooms-cli --game blossoms - Blossoms' rules from the command line

Usage: frosted-blooms-cli <command> --game blossoms [options] [--data DIR]

Commands:
  validate-data   load and check Blossoms' cards.json
  play            a scripted game (JSON on standard input)
  legal           the legal actions of the seat to act (JSON on standard input)
  view            what one seat may know (JSON on standard input)
  suggest         what a computer player would do (JSON on standard input)
  simulate        many games by computer players
  check-save      check a saved game file

Options for every command:
  --data DIR      use Blossoms' data in DIR (default: the installed data/blossoms)
  --game GAME     the game: frosted-blooms (the default), petals, blossoms
  --help          show the help of a command

Exit codes: 0 success, 1 bad data, 2 bad input (the error as JSON on standard output).
See spec/blossoms/CLI.md for the JSON formats.
)";

const std::map<std::string, const char*> kCommandHelp = {
    {"merge", engine::cli::kMergeHelp},
    {"validate-data", R"(Usage: frosted-blooms-cli validate-data --game blossoms [--data DIR]

Loads and checks DIR/cards.json. Prints {"ok": true, "game": "blossoms", "cards": 54, "types": 6,
"pots": 4, "data_hash": ...}; on a bad data set exits 1 and lists every problem as
"cards.json: <item>: <what>".
)"},
    {"play",
     R"(Usage: frosted-blooms-cli play --game blossoms [--save FILE] [--data DIR] < game.json
       frosted-blooms-cli play --game blossoms --from SAVE [--save FILE] < continuation.json

Input: {"game": "blossoms", "players": ["Caroline", "Ralph"], "seed": 42,
"variant": {"children": false, "advanced": false},
"setup": {"start_player", "pots", "removed", "hands", "deck"},
"actions": ["grow", "token 1", "prune", "pass", ...]}
Every part of "setup" is optional; the rest is dealt from the seed. Prints the step reached, the
log of every turn start and action, the pots, the deck's size, the discard pile and each player's
hand, tokens, sets and scores; once complete, the winners and what decided.

  --from SAVE   continue a saved game with the input's "actions" only
  --save FILE   also write the game reached as a save file
)"},
    {"legal",
     R"(Usage: frosted-blooms-cli legal --game blossoms [--from SAVE] [--data DIR] < game.json

Reads a `play` input and prints every legal action of the seat to act, each once, by id:
{"to_play": "Ralph", "step": "actions", "final_turn": false, "actions": ["grow", ...]}
)"},
    {"view",
     R"(Usage: frosted-blooms-cli view --game blossoms [--seat K | --seat public] [--from SAVE]
                         [--data DIR] < game.json

Reads a `play` input and prints what seat K (from 1, in seat order; default: the seat to play,
or the public view once the game is over) may know: the public state, its hand, its known top
of the deck, the cards it knows in other hands, and every card whose place it does not know.
)"},
    {"suggest",
     R"(Usage: frosted-blooms-cli suggest --game blossoms --bot LEVEL [--from SAVE]
                         [--think-ms N | --iterations N] [--seed S] [--data DIR] < game.json

Reads a `play` input and prints what the bot would do for the seat to play, deciding on that
seat's view only: {"to_play", "step", "bot", "action", "expected", "alternatives"}.
Bots: random, greedy, easy, medium, hard (hard takes --think-ms or --iterations).
)"},
    {"simulate",
     R"(Usage: frosted-blooms-cli simulate --game blossoms [--players N] [--games G] [--seed S]
                         [--variant children] [--variant advanced] [--bot LEVEL ...]
                         [--think-ms N | --iterations N] [--jobs J] [--timing]
                         [--records DIR] [--csv FILE] [--data DIR] [--shard K/N]

Plays G games (game g dealt from seed S + g, seat 1 starting) with one --bot for all seats or
one per seat, and prints a summary: per seat mean/min/max total and win share, what decided,
turns, Growth results, bad luck and death rates, how turns ended, tools used, unplayed tokens,
sets and types. The same options give byte-identical output for any --jobs.
--shard K/N plays only shard K of N and prints a shard document for `merge` (docs/cluster.md);
--csv and --records then go to merge.
)"},
    {"check-save", R"(Usage: frosted-blooms-cli check-save --game blossoms FILE [--data DIR]

Loads a saved Blossoms game and reports it valid: {"ok": true, "game": "blossoms", "players":
[...], "turn": ..., "step": ..., "to_play": ..., "complete": false} (exit 0); or why not (exit 2).
)"},
};

const char* kCommands = "validate-data, play, legal, view, suggest, simulate, check-save, merge";

} // namespace

namespace blossoms::cli {

int run(const std::vector<std::string>& raw, std::istream& in, std::ostream& out, std::ostream& err,
        const ComponentsPtr& bundled) {
    const engine::cli::CommandSet commands = engine::cli::listedCommands(
        kUsage, kCommandHelp, "Blossoms'", kCommands, {{"evaluate", "Frosted Blooms"}});
    static const std::map<std::string, int (*)(const Args&)> kRun = {
        {"validate-data", runValidateData},
        {"play", runPlay},
        {"legal", runLegal},
        {"view", runView},
        {"suggest", runSuggest},
        {"simulate", runSimulate},
        {"merge", runMerge},
        {"check-save", runCheckSave}};
    return engine::cli::runGameCommands(raw, in, out, err, bundled, commands, kRun);
}

} // namespace blossoms::cli
