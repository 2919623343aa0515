// A deal in the data's ids, for tests that compare deals (the core's challenge tests and the
// GUI's): the ring slot by slot ("-" for an empty slot) and the objectives on the board.
#pragma once

#include "frosted/rules/game.h"

#include <string>
#include <vector>

namespace frosted::test {

inline std::vector<std::string> ringIds(const GameState& g) {
    std::vector<std::string> ids;
    for (int t : g.market().tile)
        ids.push_back(t < 0 ? std::string("-")
                            : g.components().tiles[static_cast<std::size_t>(t)].id);
    return ids;
}

inline std::vector<std::string> objectiveIds(const GameState& g) {
    std::vector<std::string> ids;
    for (int o : g.board())
        ids.push_back(g.components().objectives[static_cast<std::size_t>(o)].id);
    return ids;
}

} // namespace frosted::test
