// The game-neutral pieces of the libFuzzer targets (docs/reliability.md "Fuzzing"): how a target
// reports a finding and what a message for people must look like. Every game's fuzz support
// (fuzz_support.h for Frosted Blooms, petals_fuzz.h for Petals) builds on these.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace fuzzcheck {

// Prints "finding: <what>" on standard error, then aborts, so that libFuzzer keeps the input
// (crash-<sha1>) like any sanitizer report.
[[noreturn]] void finding(const std::string& what);

// A message meant for people: not empty, one line (no control characters), at most `max` bytes.
void checkMessage(std::string_view message, std::size_t max, const std::string& where);

} // namespace fuzzcheck
