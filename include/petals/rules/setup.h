// A deal fixed in part (spec/petals/CLI.md "Setup"): the parts a designer, a test or a replay
// record gives, checked against the rules (R-PE-SETUP) and completed from the seed. The checks
// are the rules' own, so the command line, saves and the desktop game refuse the same deals.
#pragma once

#include "petals/rules/game.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace petals {

// A starting card as given: its cell and rotation may be left to their defaults (the diagonal
// cell of its place in the list, R-PE-SETUP-2; rotation 0).
struct StartSpec {
    int card = -1;
    std::optional<int> x, y;
    int rotation = 0; // quarter turns
};

struct SetupSpec {
    std::vector<std::string> names; // as listed; seats run from the start player
    std::uint64_t seed = 0;
    std::optional<int> startPlayer; // an index into names
    std::optional<std::vector<int>> removed;
    std::optional<std::vector<StartSpec>> start;
    std::optional<std::vector<std::vector<int>>> hands; // by seat
    std::vector<int> pile;                              // from the top; completed with the rest
};

// A setup that contradicts the rules, the data or itself (the command line's invalid_setup).
class SetupError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The deal of `spec`: every part given kept, the rest dealt from its seed exactly as Game::deal
// deals (with nothing given, the same deal). Throws SetupError naming what is wrong.
Deal completeDeal(const ComponentSet& c, const SetupSpec& spec);

// What is wrong with a whole deal (saves): the checks of completeDeal, and every card of the data
// set used exactly once (removed, start, hands, pile); nullopt when it is sound.
std::optional<std::string> dealProblem(const ComponentSet& c, const Deal& d);

} // namespace petals
