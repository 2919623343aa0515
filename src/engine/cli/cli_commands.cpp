// A game's command runner (engine/cli_commands.h).
#include "engine/cli_commands.h"
#include "engine/input.h"

#include <ostream>

namespace engine::cli {

CommandSet listedCommands(const char* usage, const std::map<std::string, const char*>& help,
                          const std::string& owner, const std::string& list,
                          const std::map<std::string, std::string>& elsewhere) {
    return {usage, help, "no command given; commands: " + list + " (see --help)",
            [=](const std::string& command) {
                if (const auto other = elsewhere.find(command); other != elsewhere.end())
                    return command + " is a command of " + other->second + "; " + owner +
                           " commands are " + list;
                return "unknown command " + shown(command) + "; " + owner + " commands are " + list;
            }};
}

int runCommands(const std::vector<std::string>& raw, std::ostream& out, std::ostream& err,
                const CommandSet& commands,
                const std::function<int(const std::string&, CommandArgs&&)>& runCommand) {
    const bool validateData = !raw.empty() && raw[0] == "validate-data";
    return guarded(validateData, out, err, [&]() -> int {
        if (raw.empty()) {
            err << commands.usage;
            inputError("usage", commands.noCommand);
        }
        if (raw[0] == "--help" || raw[0] == "-h" || raw[0] == "help") {
            const auto help = raw.size() > 1 ? commands.help.find(raw[1]) : commands.help.end();
            out << (help != commands.help.end() ? help->second : commands.usage);
            return 0;
        }
        const std::string command = raw[0];
        CommandArgs args = commandArgs({raw.begin() + 1, raw.end()});
        const auto found = commands.help.find(command);
        if (found == commands.help.end())
            inputError("usage", commands.unknown(command));
        if (args.help) {
            out << found->second;
            return 0;
        }
        return runCommand(command, std::move(args));
    });
}

} // namespace engine::cli
