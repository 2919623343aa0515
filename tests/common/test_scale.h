// How long the long random tests run: `n` times FROSTED_TEST_SCALE (a number from 0 to 1 in the
// environment; 1 when unset), at least `minimum`. The sanitizer builds (scripts/sanitize.sh) run
// them shorter. Shared by every game's tests.
#pragma once

#include <algorithm>
#include <cstdlib>

namespace testing_scale {

inline double scale() {
    static const double value = [] {
        const char* s = std::getenv("FROSTED_TEST_SCALE");
        char* end = nullptr;
        const double v = s ? std::strtod(s, &end) : 1.0;
        return s && end != s && v > 0.0 && v <= 1.0 ? v : 1.0;
    }();
    return value;
}

inline int scaled(int n, int minimum = 1) {
    return std::max(minimum, static_cast<int>(n * scale()));
}

} // namespace testing_scale
