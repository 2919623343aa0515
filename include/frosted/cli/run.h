// Frosted Blooms' commands of frosted-blooms-cli (docs/cli.md, spec/CLI.md).
#pragma once

#include "frosted/rules/components.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace frosted::cli {

// Runs one command line (the arguments after the program name, --game taken out) with `in`,
// `out` and `err` as standard input, output and error; returns the exit code. Never throws:
// every failure is an error document on `out` and one line on `err` (CLI.md). `bundled`, when
// given, is the data set used without --data instead of loading the bundled data/ again (the
// fuzz targets load it once).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const ComponentsPtr& bundled = nullptr);

} // namespace frosted::cli
