// A Blossoms save or record (spec/blossoms/CLI.md "Continuing a save": the whole deal and every
// action as text) from any bytes: loadSave() with the bundled data must load it or refuse it with
// a SaveError of a documented code (malformed_json, not_a_save, unsupported_version,
// data_mismatch, corrupt_save) and a message of one short line. A game it loads keeps every
// invariant (every card once, no two pots of one type, heights within the limit), its legal list
// is sound, and it saves and loads again to an equal game.
#include "blossoms_fuzz.h"

#include "blossoms/rules/save.h"

#include <set>

using namespace blossoms;

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
        fuzz::checkState(g);
        fuzz::checkLegal(g, g.legalActions());
        fuzz::checkSaveLoad(g);
    });
    return 0;
}
