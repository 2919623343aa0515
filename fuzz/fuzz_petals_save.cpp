// A Petals save from any bytes: loadSave() with the bundled data must load it or refuse it with a
// SaveError of a documented code (malformed_json, not_a_save, unsupported_version, data_mismatch,
// corrupt_save: those of Frosted Blooms' saves) and a message of one short line. A game it loads
// is whole (the soak's checkState: every card once, scores its log's) and saves and loads again
// to an equal game.
#include "petals_fuzz.h"

#include "petals/rules/save.h"

#include <set>

using namespace petals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    Game g;
    try {
        g = loadSave(fuzz::bundled(), text);
    } catch (const SaveError& e) {
        static const std::set<std::string> kCodes = {
            "malformed_json", "not_a_save", "unsupported_version", "data_mismatch", "corrupt_save"};
        if (!kCodes.count(e.code()))
            fuzz::finding("a SaveError of the code " + e.code());
        fuzz::checkMessage(e.what(), 600, "a SaveError's message");
        return 0;
    } catch (const std::exception& e) {
        fuzz::finding(std::string("loadSave threw something else than SaveError: ") + e.what());
    }
    fuzz::expectClean("a loaded save", [&] {
        soak::checkState(g);
        soak::checkLegal(g, g.legalActions());
        soak::checkSaveLoad(g);
    });
    return 0;
}
