// The game-neutral pieces of the libFuzzer targets (docs/reliability.md "Fuzzing"): how a target
// reports a finding and what a message for people must look like. Every game's fuzz support
// (fuzz_support.h for Frosted Blooms, petals_fuzz.h for Petals) builds on these.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace fuzzcheck {

// Prints "finding: <what>" on standard error, then aborts, so that libFuzzer keeps the input
// (crash-<sha1>) like any sanitizer report.
[[noreturn]] void finding(const std::string& what);

// A message meant for people: not empty, one line (no control characters), at most `max` bytes.
void checkMessage(std::string_view message, std::size_t max, const std::string& where);

// A folder /tmp/<name>-XXXXXX made once for this process (a data set's folder route).
const std::filesystem::path& temporaryFolder(const std::string& name);

// The answer of one command of frosted-blooms-cli (any game) to fuzzed standard input: exit 0 or
// 2, one JSON object ended by a newline; on success no error and nothing on standard error; on
// failure one error document whose code is no "internal_error", whose message is one line, the
// same line on standard error. Returns the document printed.
nlohmann::json checkCliAnswer(const std::string& command, int exit, const std::string& out,
                              const std::string& err);

} // namespace fuzzcheck
