// What every game's commands of frosted-blooms-cli share (docs/cli.md): the error document, the
// layout of the JSON printed, the reading of standard input and of the input's fields with
// messages that name the field, and the options' values.
//
// Every command builds its whole output document first and prints it at the end, so a failure
// never leaves a partial document. Failures are CliError: an exit code (1 bad component data,
// 2 bad input), an error code and message, and optional extra fields, printed as
// {"error": {...}} on standard output with a readable line on standard error.
#pragma once

#include "engine/bot_levels.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <vector>

namespace engine::cli {

using json = nlohmann::ordered_json;

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

// An input error (exit 2).
[[noreturn]] void inputError(const std::string& code, const std::string& message,
                             json extra = json::object());

// Prints `e` as the error document on `out` and one line on `err`; returns its exit code.
// validate-data answers bad data (exit 1) with {"ok": false, "error": ...}.
int printError(const CliError& e, bool validateData, std::ostream& out, std::ostream& err);

// Pretty JSON with lists of plain values (cells, coordinates) kept on one line.
std::string dumpJson(const json& j);

// A short, safe description of an input value for messages ("the string \"up\"", "a list").
std::string describe(const json& v);

// Reads and parses standard input within the limits of engine/input.h; malformed JSON is an input
// error naming line and column.
json readInput(std::istream& in);

// Field access with input errors that name the field ("turns[2].place must be an object").
void requireObject(const json& j, const std::string& where);
void requireArray(const json& j, const std::string& where);
const json& require(const json& obj, const char* key, const std::string& where);
int requireInt(const json& obj, const char* key, const std::string& where);
// A whole number from lo to hi.
int requireIntIn(const json& obj, const char* key, int lo, int hi, const std::string& where);
int optionalInt(const json& obj, const char* key, int fallback, const std::string& where);
std::string requireString(const json& obj, const char* key, const std::string& where);
// A list of strings.
std::vector<std::string> stringList(const json& j, const std::string& where);

// A whole number in [lo, hi], digits only (no sign, no spaces); else a usage error naming `option`.
std::uint64_t parseNumber(const std::string& option, const std::string& value, std::uint64_t lo,
                          std::uint64_t hi);

// Walks a command's options: `handle(option, value)` for each; `value()` takes the next argument
// as the option's value (a usage error when there is none).
using OptionValue = std::function<const std::string&()>;
void forEachOption(const std::vector<std::string>& options,
                   const std::function<void(const std::string&, const OptionValue&)>& handle);

// A command's arguments (those after the command's name) with the options every command takes
// taken out: --data DIR (or --data=DIR) and --help (or -h).
struct CommandArgs {
    std::vector<std::string> options; // the rest, in order
    std::string dataDir;
    bool help = false;
};
CommandArgs commandArgs(const std::vector<std::string>& afterCommand);

// Runs a command's `body` so that nothing escapes it: a CliError is printed as the error
// document (printError), any other exception as an "internal_error" (a bug, still one document,
// never a crash). `validateData`: as printError's.
int guarded(bool validateData, std::ostream& out, std::ostream& err,
            const std::function<int()>& body);

// Creates the folder `path` (and its parents) for files a command writes; an io_error naming it
// ("cannot create the <what> <path>") when it cannot.
void makeFolder(const std::string& path, const std::string& what);
// Refuses at once (io_error naming it), before any game is played, a path that cannot become a
// file: a folder, one whose folder does not exist, or one whose folder may not be written to.
void checkWritable(const std::string& path);

// A searching bot's budget options: --think-ms N (1..600000) into `thinkMs`, --iterations N
// (1..1000000) into `iterations`; false for any other option. checkBudget refuses both given.
bool budgetOption(const std::string& option, const OptionValue& value, int& thinkMs,
                  int& iterations);
void checkBudget(int thinkMs, int iterations);

// A computer player's level by its name (--bot), or a usage error naming `option` and the levels.
BotKind parseBot(const std::string& option, const std::string& value);

// Writes `text` to `path` atomically (a temporary file renamed over it); an I/O failure is an
// input error naming the path.
void writeFileAtomically(const std::string& path, const std::string& text);

} // namespace engine::cli
