// Petals' data set from any bytes: cards.json, trackers.json and rules.json one after the other,
// each ended by a line "%%" (a part left out is a missing file), so that several files are
// mutated at once. Loaded in memory (loadComponentsFromTexts) and, one input in 8, also written
// into a temporary folder and loaded from there (loadComponents): the same verdict. A set that
// does not load throws a DataError whose every problem is one short line naming its file (and
// its card or tracker); a set that loads is dealt and played for a while with the soak's checks.
#include "petals_fuzz.h"

#include "fuzz_game.h"

#include "petals/rules/data_loader.h"

#include <array>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <string_view>

using namespace petals;

namespace {

constexpr std::array<const char*, 3> kFiles = {"cards.json", "trackers.json", "rules.json"};

const std::filesystem::path& folder() {
    return fuzzcheck::temporaryFolder("petals-fuzz-data");
}

// The verdict of one load: the content hash, or the problems' lines.
std::vector<std::string> verdict(const std::function<ComponentsPtr()>& load, ComponentsPtr* out) {
    return fuzzcheck::dataVerdict<DataError>(load, out, [](const DataProblem& p) {
        if (p.text.rfind(p.file, 0) != 0)
            fuzz::finding("a data problem that does not start with its file: " + p.text);
        if (p.file != kFiles[0] && p.file != kFiles[1] && p.file != kFiles[2])
            fuzz::finding("a data problem naming no file: " + p.text);
    });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    constexpr std::string_view kEnd = "\n%%\n";
    std::map<std::string, std::string> files;
    std::size_t at = 0;
    for (const char* file : kFiles) {
        if (at > in.size())
            break;
        std::size_t end = in.find(kEnd, at);
        if (end == std::string_view::npos)
            end = in.size();
        files[file] = std::string(in.substr(at, end - at));
        at = end + kEnd.size();
    }
    ComponentsPtr set;
    const auto memory = verdict([&] { return loadComponentsFromTexts(files); }, &set);
    const std::uint8_t choice = size > 0 ? data[size - 1] : 0;
    // The folder route, when the three files are there (a file missing from a folder is told
    // with the file system's words).
    if (files.size() == kFiles.size() && (std::hash<std::string_view>{}(in)&7) == 0) {
        for (const auto& [file, text] : files)
            std::ofstream(folder() / file, std::ios::binary | std::ios::trunc) << text;
        ComponentsPtr fromFolder;
        if (verdict([&] { return loadComponents(folder()); }, &fromFolder) != memory)
            fuzz::finding("the data set loads otherwise from a folder than from memory");
    }
    if (set) {
        if (set->contentHash.size() != 16)
            fuzz::finding("a content hash of " + std::to_string(set->contentHash.size()) +
                          " characters");
        Game g = fuzz::reach(set, choice, choice, 60);
        fuzz::expectClean("a game of a loaded set", [&] { soak::checkSaveLoad(g); });
    }
    return 0;
}
