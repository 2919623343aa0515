// Petals' action language on positions reached by random play. The input's first three bytes
// choose the position (seats and variant, seed, how many random actions in); the rest is lines of
// text, each parsed with Game::parseAction: a refusal names what is wrong in one short line; an
// accepted text prints back byte for byte and its id maps back; then it is tried on the game
// (soak's tryAction): check() and apply() agree, a refused action changes nothing (the game equals
// its copy), an accepted one is legal and its transition is checked, and the game stays whole.
#include "petals_fuzz.h"

#include "fuzz_game.h"

#include <string_view>

using namespace petals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3)
        return 0;
    Game g = fuzz::reach(fuzz::bundled(), data[0], data[1], data[2] % 48);
    std::string_view rest(reinterpret_cast<const char*>(data) + 3, size - 3);
    fuzzcheck::tryActionLines(g, rest, [&](const Action& a) {
        fuzz::expectClean("an action from text", [&] {
            soak::checkRoundTrip(g, a);
            if (soak::tryAction(g, g.legalActions(), a))
                soak::checkState(g);
        });
    });
    return 0;
}
