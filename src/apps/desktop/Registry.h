// The games of the desktop program (issue 32): the one place of the program that names them, in
// the order it offers them; the first is the one played when --game is not given. Each is its
// table plug-in (shell/TableGame.h) and the tools the program runs over it instead of a window.
#pragma once

#include "TableGame.h"

#include <QCommandLineParser>

#include <functional>
#include <optional>
#include <vector>

namespace registry {

struct Game {
    std::unique_ptr<TableGame> table;
    // --screenshot and the tests' harnesses (Harnesses.h), run once table->prepare() has loaded
    // the game: their exit code, or nullopt when the window is wanted.
    std::function<std::optional<int>(TableGame&, const QCommandLineParser&)> tools;
};

std::vector<Game> games();

} // namespace registry
