// One data file of the bundled set replaced by the input: the first byte picks the file
// (tiles, starting tiles, cards, objectives, Master Gardener cards, rules; modulo 6), the rest is
// its text. The other five files are the bundled ones, parsed and checked once (a copy of
// bundledLoader(), DataSetLoader); the set gets the checks of loadComponents() and, when it
// loads, is played for a while.
#include "fuzz_support.h"

using namespace frosted;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    DataSetLoader loader = fuzz::bundledLoader();
    loader.setText(DataSetLoader::fileNames()[data[0] % 6],
                   std::string(reinterpret_cast<const char*>(data) + 1, size - 1));
    fuzz::loadAndPlay(loader, data[0]);
    return 0;
}
