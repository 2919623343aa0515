// Shared pieces of the libFuzzer targets (docs/reliability.md "Fuzzing").
//
// A target reports a finding by calling finding(): it prints what was wrong and aborts, so that
// libFuzzer keeps the input (crash-<sha1>) like any sanitizer report. Besides the sanitizers'
// reports, the targets treat as findings: an exception other than the documented error of the
// entry point, an `internal_error` from the command line, output that is not one JSON document, a
// message that is not one bounded line, and an accepted input that does not round-trip.
#pragma once

#include "fuzz_common.h"

#include "frosted/rules/components.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/game.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace frosted::fuzz {

// finding() and checkMessage(): fuzz_common.h.
using fuzzcheck::checkMessage;
using fuzzcheck::finding;

// The bundled data set, loaded once.
const ComponentsPtr& bundled();
// A loader holding the bundled data files, read and checked once.
const DataSetLoader& bundledLoader();

// Plays a game on a data set that loaded: a setup chosen by `choice`, then at most `steps`
// random legal actions, checking that the chosen action is accepted, that the ids and texts of
// the chosen, first and last legal actions round-trip, and that a save taken at the end loads to
// an equal state.
void exercise(const ComponentsPtr& data, std::uint8_t choice, int steps);

// Builds the data set of `loader` (the checks of loadComponents): a DataError must list 1 to 101
// problems, each one line of at most 300 bytes; a set that loads is played (exercise(), 120
// steps at most).
void loadAndPlay(const DataSetLoader& loader, std::uint8_t choice);

} // namespace frosted::fuzz
