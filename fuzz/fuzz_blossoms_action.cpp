// Blossoms' action language (spec/blossoms/CLI.md "Actions as text") on positions reached by
// random play. The input's first three bytes choose the position (seats and variant, seed, how
// many random actions in); the rest is lines of text, each parsed with Game::parseAction: a
// refusal (bad_action) names what is wrong in one short line; an accepted text prints back byte
// for byte and its dense id maps back; then it is tried on the game: check() and apply() agree, a
// refused action (illegal_action) changes nothing, an accepted one is legal, and the game keeps
// every invariant (R-BL-POT-4, every card once) and every seat's view its hidden count.
#include "blossoms_fuzz.h"

#include "fuzz_game.h"

#include <string_view>

using namespace blossoms;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3)
        return 0;
    Game g = fuzz::reach(fuzz::bundled(), data[0], data[1], data[2] % 96);
    std::string_view rest(reinterpret_cast<const char*>(data) + 3, size - 3);
    std::vector<Action> legal;
    fuzzcheck::tryActionLines(g, rest, [&](const Action& a) {
        fuzz::expectClean("an action from text", [&] {
            fuzz::checkRoundTrip(g, a);
            g.legalActions(legal);
            fuzz::checkLegal(g, legal);
            if (fuzz::tryAction(g, legal, a))
                fuzz::checkState(g);
        });
    });
    return 0;
}
