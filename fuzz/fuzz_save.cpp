// A save file (any format version) or a replay record's text, loaded with the bundled data:
// loadFromText() must load it or refuse it with a SaveError of a documented code and a short
// message; a game it loads saves and loads again to an equal state. One input in 8 (by a hash
// of its bytes: a load costs milliseconds under the sanitizers) is also checked as a file through
// the command line's check-save, in process: the same verdict, one JSON document, one line on
// standard error.
#include "cli.h"
#include "fuzz_support.h"

#include "frosted/rules/save.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>

using namespace frosted;

namespace {

const std::string& savePath() {
    static const std::string path = [] {
        char dir[] = "/tmp/frosted-fuzz-save-XXXXXX";
        if (::mkdtemp(dir) == nullptr)
            fuzz::finding("cannot make a temporary folder");
        return std::string(dir) + "/game.frosted.json";
    }();
    return path;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::set<std::string> kCodes = {"not_a_save", "unsupported_version",
                                                 "data_mismatch", "corrupt_save", "malformed_json"};
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::string code;
    try {
        int version = 0;
        const GameState g = loadFromText(fuzz::bundled(), text, &version);
        if (version < 1 || version > kSaveVersion)
            fuzz::finding("loaded with version " + std::to_string(version));
        (void)g.scores();
        (void)g.legalActions();
        const GameState again = loadFromText(fuzz::bundled(), saveToText(g));
        if (!(again == g))
            fuzz::finding("a loaded game saves and loads to a different state");
    } catch (const SaveError& e) {
        if (!kCodes.count(e.code()))
            fuzz::finding("a SaveError with the code " + e.code());
        fuzz::checkMessage(e.what(), 1000, "a SaveError (" + e.code() + ")");
        code = e.code();
    } catch (const std::exception& e) {
        fuzz::finding(std::string("loadFromText threw something else than SaveError: ") + e.what());
    }

    // check-save FILE, in process, for one input in 8.
    std::uint32_t hash = 2166136261u;
    for (std::size_t i = 0; i < size; ++i)
        hash = (hash ^ data[i]) * 16777619u;
    if (hash % 8 != 0)
        return 0;
    {
        std::ofstream out(savePath(), std::ios::binary | std::ios::trunc);
        out << text;
    }
    std::istringstream in;
    std::ostringstream out, err;
    const int exit = frosted::cli::run({"check-save", savePath()}, in, out, err, fuzz::bundled());
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(out.str());
    } catch (const std::exception& e) {
        fuzz::finding(std::string("check-save printed something else than one JSON document: ") +
                      e.what());
    }
    if (code.empty()) {
        if (exit != 0 || !err.str().empty() || doc.value("ok", false) != true)
            fuzz::finding("check-save refuses a save that loads: " + out.str());
    } else {
        if (exit != 2 || !doc.contains("error") || doc["error"].value("code", "") != code)
            fuzz::finding("check-save does not report " + code + ": " + out.str());
        const std::string e = err.str();
        if (e.empty() || e.back() != '\n' || e.find('\n') != e.size() - 1)
            fuzz::finding("check-save's standard error is not one line: " + e);
    }
    return 0;
}
