#include "fuzz_common.h"

#include <cstdio>
#include <cstdlib>

namespace fuzzcheck {

void finding(const std::string& what) {
    std::fprintf(stderr, "\n==== finding: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

void checkMessage(std::string_view message, std::size_t max, const std::string& where) {
    if (message.empty())
        finding(where + ": an empty message");
    if (message.size() > max)
        finding(where + ": a message of " + std::to_string(message.size()) + " bytes (at most " +
                std::to_string(max) + ")");
    for (unsigned char c : message)
        if (c < 0x20 || c == 0x7f)
            finding(where + ": a control character in the message: " + std::string(message));
}

} // namespace fuzzcheck
