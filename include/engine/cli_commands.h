// A game's command runner of frosted-blooms-cli (docs/cli.md): the arguments a command runs with
// and the walk every game's `run` makes from the command line to one of its commands. The usage,
// the help of each command and the words naming a command the game has not stay the game's.
#pragma once

#include "engine/cli.h"

#include <exception>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

namespace engine::cli {

// What one of a game's commands runs with: its options and --data, the streams, and the game's
// data set when the program has it loaded already (`Data`: the game's ComponentsPtr).
template <class Data>
struct GameArgs {
    std::vector<std::string> options; // everything after the command but --data and --help
    std::string dataDir;
    std::istream* in = nullptr;
    std::ostream* out = nullptr;
    std::ostream* err = nullptr;
    Data bundled; // the bundled data set when already loaded, else null
};

// A game's commands: its usage, each command's help by name, the usage error when no command is
// given, and the one for a command not in `help`.
struct CommandSet {
    const char* usage;
    const std::map<std::string, const char*>& help;
    std::string noCommand;
    std::function<std::string(const std::string& command)> unknown;
};

// The CommandSet of a game whose commands are `list` ("validate-data, play, ..."), `owner`'s in
// its messages ("Petals'"): "no command given; commands: <list> (see --help)"; a command of
// another game (`elsewhere`: "evaluate" -> its game) "<command> is a command of <game>; <owner>
// commands are <list>"; any other "unknown command \"x\"; <owner> commands are <list>".
CommandSet listedCommands(const char* usage, const std::map<std::string, const char*>& help,
                          const std::string& owner, const std::string& list,
                          const std::map<std::string, std::string>& elsewhere);

// Runs the command `raw[0]` (guarded: every failure is one error document): none given prints the
// usage on `err` and is a usage error; "--help", "-h" or "help" print the usage or a command's
// help; an unknown command is a usage error; a command given --help prints its help; else
// `runCommand(command, its arguments)`.
int runCommands(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err,
                const CommandSet& commands,
                const std::function<int(const std::string&, CommandArgs&&)>& runCommand);

// The same for a game whose commands take GameArgs: `table` runs each command of `help`.
template <class Data>
int runGameCommands(const std::vector<std::string>& raw, std::istream& in, std::ostream& out,
                    std::ostream& err, const Data& bundled, const CommandSet& commands,
                    const std::map<std::string, int (*)(const GameArgs<Data>&)>& table) {
    return runCommands(raw, out, err, commands,
                       [&](const std::string& command, CommandArgs&& common) {
                           GameArgs<Data> args;
                           args.options = std::move(common.options);
                           args.dataDir = std::move(common.dataDir);
                           args.in = &in;
                           args.out = &out;
                           args.err = &err;
                           args.bundled = bundled;
                           return table.at(command)(args);
                       });
}

// The data set of --data, or the bundled one when none is given: `load(folder)` (the default
// folder `defaultDir`). What stops loading is bad data (exit 1): "invalid <what> in <folder>" with
// the problems of a `DataError`, or for any other exception the one line
// `fileProblem(folder, e)`.
template <class DataError, class Data, class Load, class FileProblem>
Data loadGameData(const GameArgs<Data>& args, const std::filesystem::path& defaultDir, Load load,
                  const std::string& what, FileProblem fileProblem) {
    const std::string& dir = args.dataDir;
    if (dir.empty() && args.bundled)
        return args.bundled;
    const std::string where = dir.empty() ? defaultDir.string() : dir;
    try {
        return load(dir.empty() ? defaultDir : std::filesystem::path(dir));
    } catch (const DataError& e) {
        throw CliError(1, "bad_data", "invalid " + what + " in " + where,
                       json{{"problems", e.problems()}});
    } catch (const std::exception& e) {
        // Anything else that stops loading (a file system error) is still bad data: exit 1.
        throw CliError(1, "bad_data", "invalid " + what + " in " + where,
                       json{{"problems", json::array({fileProblem(where, e)})}});
    }
}

} // namespace engine::cli
