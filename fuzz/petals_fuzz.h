// Shared pieces of Petals' libFuzzer targets (fuzz/fuzz_petals_*.cpp; docs/reliability.md
// "Fuzzing"). The targets check what the soak checks (tests/soak/petals_soak.h): a Violation of
// any of those checks is a finding, like a sanitizer's report or an exception other than the
// entry point's documented error.
#pragma once

#include "fuzz_common.h"
#include "petals_soak.h"

#include "petals/rules/game.h"

#include <cstdint>
#include <string>

namespace petals::fuzz {

using fuzzcheck::checkMessage;
using fuzzcheck::finding;

// The bundled data set, loaded once.
const ComponentsPtr& bundled();

// Runs `check`; a soak Violation or any other exception is a finding.
template <class F>
void expectClean(const char* where, F check) {
    try {
        check();
    } catch (const soak::Violation& v) {
        finding(std::string(where) + ": " + v.what());
    } catch (const std::exception& e) {
        finding(std::string(where) + " threw " + e.what());
    }
}

// A game of 2 to 5 seats and a variant chosen by `setup`, dealt from `seed`, then `steps` random
// legal actions in (each accepted; the soak checks the transitions of whole games, the targets
// pay for the state's checks at the end only).
Game reach(const ComponentsPtr& data, std::uint8_t setup, std::uint64_t seed, int steps);

} // namespace petals::fuzz
