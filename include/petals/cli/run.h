// Petals' commands of frosted-blooms-cli (`--game petals`, spec/petals/CLI.md, docs/cli.md).
#pragma once

#include "petals/rules/components.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace petals::cli {

// Runs one command line (the arguments after the program name, --game taken out) with `in`,
// `out` and `err` as standard input, output and error; returns the exit code. Never throws:
// every failure is an error document on `out` and one line on `err`. `bundled`, when given, is
// the data set used without --data (the fuzz targets load it once).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err, const ComponentsPtr& bundled = nullptr);

} // namespace petals::cli
