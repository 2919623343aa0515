// frosted-blooms-cli: the headless tool (docs/cli.md, CLI.md). `--game NAME` (or --game=NAME),
// anywhere on the command line, chooses the game whose commands run; the default is
// frosted-blooms, so every earlier command line keeps its meaning.
#include "blossoms/cli/run.h"
#include "engine/cli.h"
#include "engine/cli_shard.h"
#include "engine/input.h"
#include "frosted/cli/run.h"
#include "petals/cli/run.h"

#include <array>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using Run = int (*)(const std::vector<std::string>&, std::istream&, std::ostream&, std::ostream&);

// The registry of the command line's games: the one place that names them.
// `bySave`: a save of the game names it, and a command that reads one (check-save FILE, --from
// SAVE) runs that game's commands without --game (spec/blossoms/CLI.md "Continuing a save").
struct Game {
    std::string_view name;
    Run run;
    bool bySave = false;
};
const std::array kGames = {
    Game{"frosted-blooms",
         [](const std::vector<std::string>& a, std::istream& in, std::ostream& out,
            std::ostream& err) { return frosted::cli::run(a, in, out, err); }},
    Game{"petals", [](const std::vector<std::string>& a, std::istream& in, std::ostream& out,
                      std::ostream& err) { return petals::cli::run(a, in, out, err); }},
    Game{"blossoms",
         [](const std::vector<std::string>& a, std::istream& in, std::ostream& out,
            std::ostream& err) { return blossoms::cli::run(a, in, out, err); },
         true},
};

std::string gameNames() {
    std::string names;
    for (const Game& g : kGames)
        names += (names.empty() ? "" : ", ") + std::string(g.name);
    return names;
}

// The game named by the save a command reads (check-save FILE, --from SAVE), or empty.
std::string savedGame(const std::vector<std::string>& args) {
    std::string path;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--from" && i + 1 < args.size())
            path = args[i + 1];
        else if (args[i].starts_with("--from="))
            path = args[i].substr(7);
    }
    if (path.empty() && !args.empty() && args[0] == "check-save")
        for (std::size_t i = 1; i < args.size(); ++i) {
            if (args[i] == "--data") {
                ++i;
                continue;
            }
            if (!args[i].starts_with("-")) {
                path = args[i];
                break;
            }
        }
    if (path.empty())
        return {};
    try {
        const nlohmann::json doc = engine::parseJson(engine::readRegularFile(path));
        if (doc.is_object() && doc.contains("game") && doc.at("game").is_string())
            return doc.at("game").get<std::string>();
    } catch (const std::exception&) {
    }
    return {}; // the game's own command reports what is wrong with the file
}

int usage(const std::string& message) {
    return engine::cli::printError(engine::cli::CliError(2, "usage", message), false, std::cout,
                                   std::cerr);
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args;
    std::string game(kGames.front().name);
    bool chosen = false;
    if (argc == 2 && std::string_view(argv[1]) == "--version") {
        // The release, as shard documents name it (docs/cluster.md).
        std::cout << "frosted-blooms-cli " << engine::cli::release() << "\n";
        return 0;
    }
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        std::string value;
        if (a == "--game") {
            if (i + 1 >= argc)
                return usage("--game needs a game: " + gameNames());
            value = argv[++i];
        } else if (a.starts_with("--game=")) {
            value = a.substr(7);
        } else {
            args.push_back(a);
            continue;
        }
        if (chosen && value != game)
            return usage("--game names two games; games: " + gameNames());
        game = value;
        chosen = true;
    }
    // merge without --game: the game of its shard files (engine/cli_shard.h).
    if (!chosen && !args.empty() && args[0] == "merge") {
        const std::string sharded = engine::cli::shardGame(args);
        if (!sharded.empty())
            game = sharded;
    }
    const std::string saved = savedGame(args);
    for (const Game& g : kGames)
        if (g.bySave && g.name == saved && game != saved) {
            if (chosen)
                return usage("the save is a game of " + saved + "; --game " + game +
                             " contradicts it");
            game = saved;
        }
    for (const Game& g : kGames)
        if (g.name == game)
            return g.run(args, std::cin, std::cout, std::cerr);
    return usage("unknown game " + engine::shown(game) + "; games: " + gameNames());
}
