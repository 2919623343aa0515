// Petals' commands' standard input (kCliCommand: play or legal, `--game petals`), run in process
// through petals::cli::run() with the bundled data. Findings: those of checkCliAnswer
// (fuzz_common.h), and (legal) a listed action that does not parse or that play refuses.
#include "fuzz_common.h"
#include "petals_fuzz.h"

#include "petals/cli/run.h"
#include "petals/rules/game.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace petals::fuzz {
extern const char* const kCliCommand; // the target's command (fuzz/CMakeLists.txt)
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string command = petals::fuzz::kCliCommand;
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::istringstream in(input);
    std::ostringstream out, err;
    const int exit = petals::cli::run({command}, in, out, err, petals::fuzz::bundled());
    const nlohmann::json doc = fuzzcheck::checkCliAnswer(command, exit, out.str(), err.str());
    if (exit != 0 || command != "legal")
        return 0;
    const auto& actions = doc.at("actions");
    for (const auto& a : actions) {
        std::string why;
        if (!petals::Game::parseAction(*petals::fuzz::bundled(), a.get<std::string>(), &why))
            fuzzcheck::finding("legal listed an action that does not parse: " +
                               a.get<std::string>());
    }
    if (actions.empty())
        return 0;
    // The first listed action, appended to the input's actions, is accepted by play.
    nlohmann::json script = nlohmann::json::parse(input);
    script["actions"].push_back(actions.front());
    std::istringstream again(script.dump());
    std::ostringstream out2, err2;
    if (petals::cli::run({"play"}, again, out2, err2, petals::fuzz::bundled()) != 0)
        fuzzcheck::finding("play refused the action legal listed first: " + out2.str());
    return 0;
}
