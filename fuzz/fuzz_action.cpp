// The action text parser with the bundled data: parseAction() either accepts a text that
// actionText() prints back byte for byte, with an ActionIds id that maps back to the same action
// (every action has one but a take beyond the ring), or refuses it with a short one-line
// message. The input's first four bytes, read as an id, are also checked the other way round:
// action(id) has that id, and its text parses back to it.
#include "fuzz_support.h"

#include "frosted/rules/action.h"

#include <cstring>

using namespace frosted;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const ComponentSet& c = *fuzz::bundled();
    static const ActionIds ids(c);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string error;
    if (const auto a = parseAction(text, c, &error)) {
        const std::string printed = actionText(*a, c);
        if (printed != text)
            fuzz::finding("parseAction accepts a text that prints back as \"" + printed + "\"");
        const int id = ids.id(*a);
        if (id < 0 && !(a->kind == Action::Kind::Take && a->value > ids.ringSlots))
            fuzz::finding("an accepted action without an id: " + printed);
        if (id >= ids.count() || (id >= 0 && !(ids.action(id) == *a)))
            fuzz::finding("the id of an accepted action does not map back: " + printed);
    } else {
        fuzz::checkMessage(error, 200, "parseAction's error");
    }
    if (size >= 4) {
        std::uint32_t raw = 0;
        std::memcpy(&raw, data, 4);
        const int id = static_cast<int>(raw % static_cast<std::uint32_t>(ids.count()));
        const Action a = ids.action(id);
        if (ids.id(a) != id)
            fuzz::finding("action(" + std::to_string(id) + ") has the id " +
                          std::to_string(ids.id(a)));
        const auto back = parseAction(actionText(a, c), c);
        if (!back || !(*back == a))
            fuzz::finding("the text of action(" + std::to_string(id) +
                          ") does not parse back: " + actionText(a, c));
    }
    return 0;
}
