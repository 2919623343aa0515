// Petals' commands of frosted-blooms-cli (spec/petals/CLI.md, docs/cli.md): the pieces the
// commands share. What every game's commands share is the engine's (engine/cli.h).
#pragma once

#include "engine/cli.h"
#include "engine/cli_commands.h"
#include "petals/ai/bots.h"
#include "petals/cli/run.h"
#include "petals/lab/record.h"
#include "petals/rules/components.h"
#include "petals/rules/game.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace petals::cli {

using engine::cli::inputError;
using engine::cli::json;

// A command's options, --data, streams and the bundled data set (engine/cli_commands.h).
using Args = engine::cli::GameArgs<ComponentsPtr>;

// The data set of --data (or the bundled one); bad data throws CliError with exit 1.
ComponentsPtr loadData(const Args& args);

// The game a `play` input describes, and the records (petals/lab/record.h).
using lab::lyingJson;
using lab::replayRecord;
using lab::scriptedGame;

// The output's pieces (CLI.md "Output").
json pointsJson(const Points& p);
json logJson(const Game& g); // the turns, then the last cards once over
json playersJson(const Game& g);
std::string stepName(Step s); // "place", "effect", "move", "over"
json toPlay(const Game& g);   // the seat to act's name, or null

// A bot's name (--bot), or a usage error naming the bots (engine/cli.h).
using engine::cli::parseBot;

int runValidateData(const Args& args);
int runPlay(const Args& args);
int runLegal(const Args& args);
int runSuggest(const Args& args);
int runCheckSave(const Args& args);
int runSimulate(const Args& args);
int runMerge(const Args& args); // the shards of a simulate run (issue 37)

} // namespace petals::cli
