// The command line's standard input for one command (kCliCommand: evaluate, play or legal), run in
// process through frosted::cli::run() with the bundled data. Findings: an exit code other than 0 or
// 2, output that is not one JSON document (ended by a newline), an "internal_error", an error
// document with more than "error", anything on standard error after a success, standard error that
// is not one line after a failure, or (legal) a listed action that does not parse.
#include "cli.h"
#include "fuzz_support.h"

#include "frosted/rules/action.h"

#include <nlohmann/json.hpp>

#include <sstream>

using namespace frosted;

namespace frosted::fuzz {
extern const char* const kCliCommand; // the target's command (fuzz/CMakeLists.txt)
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string command = fuzz::kCliCommand;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out, err;
    const int exit = frosted::cli::run({command}, in, out, err, fuzz::bundled());
    const nlohmann::json doc = fuzzcheck::checkCliAnswer(command, exit, out.str(), err.str());
    if (exit == 0 && command == "legal")
        for (const auto& a : doc.at("actions"))
            if (!parseAction(a.get<std::string>(), *fuzz::bundled()))
                fuzz::finding("legal listed an action that does not parse: " +
                              a.get<std::string>());
    return 0;
}
