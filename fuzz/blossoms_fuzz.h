// Shared pieces of Blossoms' libFuzzer targets (fuzz/fuzz_blossoms_*.cpp; docs/reliability.md
// "Fuzzing"), as petals_fuzz.h is for Petals. The checks are those of Blossoms' soak
// (tests/blossoms/test_soak.cpp): Game::invariantProblem (every card once, no two pots of one
// type, heights within the limit: R-BL-POT-4, issue 35's invariants), the views' hidden counts,
// check() and apply() agreeing, a refused action changing nothing, saves loading back equal. A
// failed check is a finding, like a sanitizer's report or an exception other than the entry
// point's documented error.
#pragma once

#include "fuzz_common.h"

#include "blossoms/rules/game.h"

#include <cstdint>
#include <string>
#include <vector>

namespace blossoms::fuzz {

using fuzzcheck::checkMessage;
using fuzzcheck::finding;

// The bundled data set, loaded once.
const ComponentsPtr& bundled();

// Runs `check`; any exception is a finding.
template <class F>
void expectClean(const char* where, F check) {
    try {
        check();
    } catch (const std::exception& e) {
        finding(std::string(where) + " threw " + e.what());
    }
}

// The game's invariants (invariantProblem) and every seat's view: its hidden cards are exactly
// the cards the seat cannot know (R-BL-PRIV-4).
void checkState(const Game& g);
// The legal list: by increasing dense id, each accepted by check(), non-empty until the end.
void checkLegal(const Game& g, const std::vector<Action>& legal);
// An action's text parses back to it and its dense id maps back to it.
void checkRoundTrip(const Game& g, const Action& a);
// Tries `a` on `g`: check() and apply() agree; a refusal has a code and a one-line reason and
// changes nothing; an accepted action was in `legal`. Returns whether it was applied.
bool tryAction(Game& g, const std::vector<Action>& legal, const Action& a);
// saveText then loadSave gives an equal game.
void checkSaveLoad(const Game& g);

// A game of 2 or 3 seats (as the data allows) and a variant chosen by `setup`, dealt from `seed`,
// then `steps` random legal actions in (each accepted), its state checked at the end.
Game reach(const ComponentsPtr& data, std::uint8_t setup, std::uint64_t seed, int steps);

} // namespace blossoms::fuzz
