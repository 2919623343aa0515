// A Petals save from any bytes: loadSave() with the bundled data must load it or refuse it with a
// SaveError of a documented code (malformed_json, not_a_save, unsupported_version, data_mismatch,
// corrupt_save: those of Frosted Blooms' saves) and a message of one short line. A game it loads
// is whole (the soak's checkState: every card once, scores its log's) and saves and loads again
// to an equal game.
#include "petals_fuzz.h"

#include "fuzz_game.h"

#include "petals/rules/save.h"

using namespace petals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzzcheck::checkSaveInput<Game>(
        data, size, [](const std::string& text) { return loadSave(fuzz::bundled(), text); },
        [](const Game& g) {
            fuzz::expectClean("a loaded save", [&] {
                soak::checkState(g);
                soak::checkLegal(g, g.legalActions());
                soak::checkSaveLoad(g);
            });
        });
    return 0;
}
