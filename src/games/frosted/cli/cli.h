// frosted-blooms-cli: shared pieces of the subcommands (CLI.md).
//
// Every subcommand builds its whole output document first and prints it at the end, so a failure
// never leaves a partial document. Failures are CliError: an exit code (1 bad component data,
// 2 bad input), an error code and message, and optional extra fields, printed as
// {"error": {...}} on standard output with a readable line on standard error.
#pragma once

#include "engine/input.h"
#include "frosted/ai/bots.h"
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

using json = nlohmann::ordered_json;

// Pretty JSON with lists of plain values (cells, coordinates) kept on one line.
std::string dumpJson(const json& j);

class CliError : public std::runtime_error {
  public:
    CliError(int exitCode, std::string code, const std::string& message,
             json extra = json::object())
        : std::runtime_error(message), exitCode_(exitCode), code_(std::move(code)),
          extra_(std::move(extra)) {}
    int exitCode() const { return exitCode_; }
    const std::string& code() const { return code_; }
    const json& extra() const { return extra_; }

  private:
    int exitCode_;
    std::string code_;
    json extra_;
};

// A short, safe description of an input value for messages ("the string \"up\"", "a list").
std::string describe(const json& v);

// An input error (exit 2).
[[noreturn]] void inputError(const std::string& code, const std::string& message,
                             json extra = json::object());

struct Args {
    std::vector<std::string> positional;
    std::string dataDir;
    bool help = false;
    std::istream* in = nullptr;  // standard input
    std::ostream* out = nullptr; // standard output
    std::ostream* err = nullptr; // standard error
    ComponentsPtr bundled;       // the bundled data set when already loaded, else null
};

// Prints `e` as the error document of CLI.md on `out` and one line on `err`; returns its exit
// code. validate-data answers bad data (exit 1) with {"ok": false, "error": ...}.
int printError(const CliError& e, bool validateData, std::ostream& out, std::ostream& err);

// Runs one command line (the arguments after the program name) as frosted-blooms-cli does, with
// `in`, `out` and `err` as standard input, output and error; returns the exit code. Never throws:
// every failure is an error document on `out` and one line on `err` (CLI.md). `bundled`, when
// given, is the data set used without --data instead of loading the bundled data/ again (the
// fuzz targets load it once).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const ComponentsPtr& bundled = nullptr);

// The data set of --data (or the bundled one); bad data throws CliError with exit 1.
ComponentsPtr loadData(const Args& args);
// Reads and parses standard input; malformed JSON is an input error naming line and column.
json readInput(const Args& args);

// A whole number in [lo, hi], digits only (no sign, no spaces); else a usage error naming `option`.
std::uint64_t parseNumber(const std::string& option, const std::string& value, std::uint64_t lo,
                          std::uint64_t hi);
// A bot's name (bots.h botNames()); else a usage error listing the names.
BotKind parseBot(const std::string& option, const std::string& value);

// Walks a command's options: `handle(option, value)` for each; `value()` takes the next argument
// as the option's value (a usage error when there is none).
using OptionValue = std::function<const std::string&()>;
void forEachOption(const Args& args,
                   const std::function<void(const std::string&, const OptionValue&)>& handle);
// --think-ms N and --iterations N into `budget`; false for any other option. Giving both is a
// usage error (checkBudget).
bool budgetOption(const std::string& option, const OptionValue& value, BotBudget& budget);
void checkBudget(const BotBudget& budget);

// Field access with input errors that name the field ("turns[2].take must be an integer").
const json& require(const json& obj, const char* key, const std::string& where);
int requireInt(const json& obj, const char* key, const std::string& where);
// A placement's x or y: an integer from kMinPlacementCoord to kMaxPlacementCoord.
int requireCoord(const json& obj, const char* key, const std::string& where);
int optionalInt(const json& obj, const char* key, int fallback, const std::string& where);
std::string requireString(const json& obj, const char* key, const std::string& where);
void requireObject(const json& j, const std::string& where);
void requireArray(const json& j, const std::string& where);
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
int runCheckSave(const Args& args);
int runLegal(const Args& args);
int runSuggest(const Args& args);

// The game a `play` input describes (or, with `fromSave`, the saved game continued by the
// input's "turns" and "actions"); every refusal is an input error (exit 2).
GameState scriptedGame(const ComponentsPtr& c, const json& in, const std::string& fromSave);

// Writes `text` to `path` atomically (a temporary file renamed over it); an I/O failure is an
// input error naming the path.
void writeFileAtomically(const std::string& path, const std::string& text);

} // namespace frosted::cli
