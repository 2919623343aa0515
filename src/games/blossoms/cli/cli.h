// Blossoms' commands of frosted-blooms-cli (spec/blossoms/CLI.md): the pieces the commands share.
// What every game's commands share is the engine's (engine/cli.h).
#pragma once

#include "blossoms/ai/bots.h"
#include "blossoms/cli/run.h"
#include "blossoms/lab/record.h"
#include "blossoms/rules/game.h"
#include "engine/cli.h"
#include "engine/cli_commands.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace blossoms::cli {

using engine::cli::inputError;
using engine::cli::json;

// A command's options, --data, streams and the bundled data set (engine/cli_commands.h).
using Args = engine::cli::GameArgs<ComponentsPtr>;

// The data set of --data (or the bundled one); bad data throws CliError with exit 1.
ComponentsPtr loadData(const Args& args);

// The game a `play` input describes (blossoms/lab/record.h: the desktop reads records with it).
using lab::scriptedGame;

// The output's pieces (CLI.md "Output").
json potsJson(const Game& g);
json setJson(const ComponentSet& c, const FlowerSet& s);
json logJson(const Game& g); // every turn start and every action, replayed from the deal
json playersJson(const Game& g);
json toPlay(const Game& g); // the seat to act's name, or null
json winnersJson(const Game& g);
using lab::cardIds; // blossoms/lab/record.h

int runValidateData(const Args& args);
int runPlay(const Args& args);
int runLegal(const Args& args);
int runView(const Args& args);
int runCheckSave(const Args& args);
int runSuggest(const Args& args);
int runSimulate(const Args& args);
int runMerge(const Args& args); // the shards of a simulate run (issue 37)

// A bot's name (--bot), or a usage error naming the bots (engine/cli.h).
using engine::cli::parseBot;

} // namespace blossoms::cli
