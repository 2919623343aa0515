// One data file of the bundled set replaced by the input: the first byte picks the file
// (tiles, starting tiles, cards, objectives, Master Gardener cards, rules; modulo 6), the rest is
// its text. The set is loaded in memory (loadComponentsFromTexts, the checks of loadComponents);
// a set that loads is played for a while.
#include "fuzz_support.h"

using namespace frosted;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    std::map<std::string, std::string> texts = fuzz::bundledTexts();
    texts[fuzz::kDataFiles[data[0] % 6]] =
        std::string(reinterpret_cast<const char*>(data) + 1, size - 1);
    fuzz::loadAndPlay(texts, data[0]);
    return 0;
}
