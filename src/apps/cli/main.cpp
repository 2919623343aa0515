// frosted-blooms-cli: the headless tool (docs/cli.md, CLI.md). `--game NAME` (or --game=NAME),
// anywhere on the command line, chooses the game whose commands run; the default is
// frosted-blooms, so every earlier command line keeps its meaning.
#include "blossoms/cli/run.h"
#include "engine/cli.h"
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
struct Game {
    std::string_view name;
    Run run;
};
const std::array kGames = {
    Game{"frosted-blooms",
         [](const std::vector<std::string>& a, std::istream& in, std::ostream& out,
            std::ostream& err) { return frosted::cli::run(a, in, out, err); }},
    Game{"petals", [](const std::vector<std::string>& a, std::istream& in, std::ostream& out,
                      std::ostream& err) { return petals::cli::run(a, in, out, err); }},
    Game{"blossoms", [](const std::vector<std::string>& a, std::istream& in, std::ostream& out,
                        std::ostream& err) { return blossoms::cli::run(a, in, out, err); }},
};

std::string gameNames() {
    std::string names;
    for (const Game& g : kGames)
        names += (names.empty() ? "" : ", ") + std::string(g.name);
    return names;
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
    for (const Game& g : kGames)
        if (g.name == game)
            return g.run(args, std::cin, std::cout, std::cerr);
    return usage("unknown game " + engine::shown(game) + "; games: " + gameNames());
}
