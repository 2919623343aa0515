// A Blossoms save or record (spec/blossoms/CLI.md "Continuing a save": the whole deal and every
// action as text) from any bytes: loadSave() with the bundled data must load it or refuse it with
// a SaveError of a documented code (malformed_json, not_a_save, unsupported_version,
// data_mismatch, corrupt_save) and a message of one short line. A game it loads keeps every
// invariant (every card once, no two pots of one type, heights within the limit), its legal list
// is sound, and it saves and loads again to an equal game.
#include "blossoms_fuzz.h"

#include "fuzz_game.h"

#include "blossoms/rules/save.h"

using namespace blossoms;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzzcheck::checkSaveInput<Game>(
        data, size, [](const std::string& text) { return loadSave(fuzz::bundled(), text); },
        [](const Game& g) {
            fuzz::expectClean("a loaded save", [&] {
                fuzz::checkState(g);
                fuzz::checkLegal(g, g.legalActions());
                fuzz::checkSaveLoad(g);
            });
        });
    return 0;
}
