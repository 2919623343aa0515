// Blossoms' data set (spec/blossoms/COMPONENTS.md "Validation") from any bytes: cards.json, loaded
// in memory (loadComponentsFromText) and, one input in 8, also written into a temporary folder
// and loaded from there (loadComponents, the route of --data DIR): the same verdict. A set that
// does not load throws a DataError whose every problem is one short line "cards.json: <item>:
// <what>"; a set that loads is dealt (as its player counts and variants allow) and played for a
// while with every check of the soak, then saved and loaded again.
#include "blossoms_fuzz.h"

#include "fuzz_game.h"

#include "blossoms/rules/data_loader.h"

#include <filesystem>
#include <fstream>
#include <functional>
#include <string_view>

using namespace blossoms;

namespace {

const std::filesystem::path& folder() {
    return fuzzcheck::temporaryFolder("blossoms-fuzz-data");
}

// The verdict of one load: the content hash, or the problems' lines.
std::vector<std::string> verdict(const std::function<ComponentsPtr()>& load, ComponentsPtr* out) {
    return fuzzcheck::dataVerdict<DataError>(load, out, [](const DataProblem& p) {
        if (p.text.rfind(std::string(kDataFile) + ": ", 0) != 0)
            fuzz::finding("a data problem that does not start with its file: " + p.text);
    });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    ComponentsPtr set;
    const auto memory = verdict([&] { return loadComponentsFromText(in); }, &set);
    if ((std::hash<std::string_view>{}(in)&7) == 0) {
        std::ofstream(folder() / kDataFile, std::ios::binary | std::ios::trunc) << in;
        ComponentsPtr fromFolder;
        if (verdict([&] { return loadComponents(folder()); }, &fromFolder) != memory)
            fuzz::finding("the data set loads otherwise from a folder than from memory");
    }
    if (set) {
        if (set->contentHash.size() != 16)
            fuzz::finding("a content hash of " + std::to_string(set->contentHash.size()) +
                          " characters");
        const std::uint8_t choice = size > 0 ? data[size - 1] : 0;
        Game g = fuzz::reach(set, choice, choice, 80);
        fuzz::expectClean("a game of a loaded set", [&] { fuzz::checkSaveLoad(g); });
    }
    return 0;
}
