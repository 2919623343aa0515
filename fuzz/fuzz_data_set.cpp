// A whole data set from the input: the six files (tiles, starting tiles, cards, objectives,
// Master Gardener cards, rules) one after the other, each ended by a line "%%" (a missing part is
// a missing file), so that several files are mutated at once. Loaded in memory and, when it
// loads, played for a while.
#include "fuzz_support.h"

#include <string_view>

using namespace frosted;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    constexpr std::string_view kEnd = "\n%%\n";
    DataSetLoader loader; // a part never set is a missing file
    std::size_t at = 0;
    for (int i = 0; i < 6 && at <= in.size(); ++i) {
        std::size_t end = in.find(kEnd, at);
        if (end == std::string_view::npos)
            end = in.size();
        loader.setText(DataSetLoader::fileNames()[static_cast<std::size_t>(i)],
                       std::string(in.substr(at, end - at)));
        at = end + kEnd.size();
    }
    fuzz::loadAndPlay(loader, size > 0 ? data[size - 1] : 0);
    return 0;
}
