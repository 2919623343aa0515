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
    const std::string o = out.str(), e = err.str();
    if (exit != 0 && exit != 2)
        fuzz::finding(command + " exited " + std::to_string(exit));
    if (o.empty() || o.back() != '\n')
        fuzz::finding(command + "'s output does not end with a newline");
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(o);
    } catch (const std::exception& x) {
        fuzz::finding(command + " printed something else than one JSON document: " + x.what());
    }
    if (!doc.is_object())
        fuzz::finding(command + " printed a JSON document that is not an object");
    if (exit == 0) {
        if (doc.contains("error"))
            fuzz::finding(command + " exited 0 with an error document");
        if (!e.empty())
            fuzz::finding(command + " wrote to standard error after a success: " + e);
        if (command == "legal")
            for (const auto& a : doc.at("actions"))
                if (!parseAction(a.get<std::string>(), *fuzz::bundled()))
                    fuzz::finding("legal listed an action that does not parse: " +
                                  a.get<std::string>());
        return 0;
    }
    if (doc.size() != 1 || !doc.contains("error") || !doc["error"].is_object())
        fuzz::finding(command + " failed without one error document: " + o);
    const auto& error = doc["error"];
    const std::string code = error.value("code", "");
    const std::string message = error.value("message", "");
    if (code.empty() || code == "internal_error")
        fuzz::finding(command + " failed with the code \"" + code + "\": " + message);
    fuzz::checkMessage(message, 1100, command + "'s error message");
    if (e != "frosted-blooms-cli: " + message + "\n")
        fuzz::finding(command + "'s standard error is not the message on one line: " + e);
    return 0;
}
