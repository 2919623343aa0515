// A Blossoms deal fixed in part (spec/blossoms/CLI.md "Setup", RULES.md R-BL-SETUP-6): the parts a
// test, a designer or a replay gives, checked against the rules and the data, and completed from
// the seed (R-BL-SETUP-7). With nothing given the deal is Game::deal's. The checks are the rules'
// own, so the command line, saves and the desktop game refuse the same deals.
//
// Dealing from the seed (engine::Rng, as Petals' deal uses it): the start player is drawn first
// (rng.below(players), R-BL-SETUP-5); the cards no part uses are shuffled (data order, then
// rng.shuffle; index 0 is the top); the pots not given take the first cards of a type not yet
// above a pot, pot 1 first, setting duplicates aside, and when any was set aside the whole rest is
// shuffled again (R-BL-SETUP-2 [decision]); then the removed cards (R-BL-SETUP-3), the hands not
// given one card at a time in seat order, `hand_size` rounds (R-BL-SETUP-4), and the deck: the
// part given, then the rest in its shuffled order.
#pragma once

#include "blossoms/rules/game.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace blossoms {

struct SetupSpec {
    std::vector<std::string> names; // as listed; seats run from the start player
    std::uint64_t seed = 0;
    std::optional<int> startPlayer;          // an index into names
    std::optional<std::vector<int>> pots;    // exactly 4, pot 1 first
    std::optional<std::vector<int>> removed; // exactly rules.removed_cards
    std::optional<std::vector<std::vector<int>>>
        hands;             // by seat; fewer leave later seats to the seed
    std::vector<int> deck; // from the top; completed with the rest
};

// A setup that contradicts the rules, the data or itself (the command line's invalid_setup).
class SetupError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The deal of `spec`: every part given kept, the rest dealt from its seed. Throws SetupError
// naming what is wrong: a player count the data does not allow, two equal names, a start player
// out of range, a card given twice, pot cards not 4 or of one type twice, removed cards not
// rules.removed_cards, more hands than seats, a hand not of hand_size cards.
Deal completeDeal(const ComponentSet& c, const SetupSpec& spec);

// What is wrong with a whole deal (saves): the checks of completeDeal, and every card of the data
// set used exactly once; nullopt when it is sound.
std::optional<std::string> dealProblem(const ComponentSet& c, const Deal& d);

} // namespace blossoms
