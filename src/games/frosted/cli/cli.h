// frosted-blooms-cli: shared pieces of the subcommands (CLI.md).
//
// What every game's commands share (the error document, the JSON layout, the input's fields) is
// the engine's (engine/cli.h).
#pragma once

#include "engine/cli.h"
#include "engine/cli_commands.h"
#include "engine/input.h"
#include "frosted/ai/bots.h"
#include "frosted/cli/run.h"
#include "frosted/rules/components.h"
#include "frosted/rules/game.h"
#include "frosted/rules/garden.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

namespace frosted::cli {

using engine::cli::CliError;
using engine::cli::describe;
using engine::cli::dumpJson;
using engine::cli::inputError;
using engine::cli::json;
using engine::cli::optionalInt;
using engine::cli::OptionValue;
using engine::cli::parseNumber;
using engine::cli::printError;
using engine::cli::require;
using engine::cli::requireArray;
using engine::cli::requireInt;
using engine::cli::requireObject;
using engine::cli::requireString;
using engine::cli::stringList;
using engine::cli::writeFileAtomically;

// A command's options, --data, streams and the bundled data set (engine/cli_commands.h).
using Args = engine::cli::GameArgs<ComponentsPtr>;

// The data set of --data (or the bundled one); bad data throws CliError with exit 1.
ComponentsPtr loadData(const Args& args);
// Reads and parses standard input; malformed JSON is an input error naming line and column.
json readInput(const Args& args);

// A bot's name (--bot), or a usage error naming the bots (engine/cli.h).
using engine::cli::parseBot;

// Walks a command's options: `handle(option, value)` for each; `value()` takes the next argument
// as the option's value (a usage error when there is none).
void forEachOption(const Args& args,
                   const std::function<void(const std::string&, const OptionValue&)>& handle);
// --think-ms N and --iterations N into `budget`; false for any other option. Giving both is a
// usage error (checkBudget).
bool budgetOption(const std::string& option, const OptionValue& value, BotBudget& budget);
void checkBudget(const BotBudget& budget);

// A placement's x or y: an integer from kMinPlacementCoord to kMaxPlacementCoord.
int requireCoord(const json& obj, const char* key, const std::string& where);
// "side" (default front) and "rotation" (default 0) of a <Placement> (R-GEO-4).
Orientation parseOrientation(const json& placement, const std::string& where);

json pointsJson(const std::vector<Point>& cells);
json improvementsJson(const ImprovementCounts& n);
json gapJson(const Gap& g);
json landValuesJson(const LandValues& v);

int runValidateData(const Args& args);
int runEvaluate(const Args& args);
int runPlay(const Args& args);
int runSimulate(const Args& args);
int runMerge(const Args& args); // the shards of a simulate run (issue 37)
int runCheckSave(const Args& args);
int runLegal(const Args& args);
int runSuggest(const Args& args);

// The game a `play` input describes (or, with `fromSave`, the saved game continued by the
// input's "turns" and "actions"); every refusal is an input error (exit 2).
GameState scriptedGame(const ComponentsPtr& c, const json& in, const std::string& fromSave);

} // namespace frosted::cli
