// Why the rules refuse an action, as data: a stable code, the rule that refuses, and the numbers
// the words need. Every game's check() and apply() answer with a Verdict; the command line prints
// its English sentence (`reason`, the contract's words), the GUI words it in the player's language
// from the code and the numbers, so no rule is run again to explain a refusal (issue 32).
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace engine {

struct Verdict {
    bool ok = true;
    std::string_view code;  // snake_case and stable (the game's table of codes); empty when ok
    std::string_view rule;  // the rule's ID ("R-OBJ-5"), empty when no one rule refuses
    std::array<int, 3> n{}; // the numbers the code's words need (the game's table says which)
    std::string reason;     // an English sentence for players, as the command line prints it
    explicit operator bool() const { return ok; }

    static Verdict refuse(std::string_view code, std::string_view rule, std::string reason,
                          std::array<int, 3> n = {}) {
        return {false, code, rule, n, std::move(reason)};
    }
};

} // namespace engine
