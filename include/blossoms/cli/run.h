// Blossoms' commands of frosted-blooms-cli (`--game blossoms`, spec/blossoms/CLI.md, docs/cli.md).
#pragma once

#include "blossoms/rules/components.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace blossoms::cli {

// Runs one command line (the arguments after the program name, --game taken out) with `in`,
// `out` and `err` as standard input, output and error; returns the exit code. Never throws:
// every failure is an error document on `out` and one line on `err`. `bundled`, when given, is
// the data set used without --data.
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const ComponentsPtr& bundled = nullptr);

} // namespace blossoms::cli
