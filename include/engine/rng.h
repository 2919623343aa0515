// Reproducible randomness owned by the project.
//
// The standard distributions and std::shuffle differ between standard libraries, so a seeded deal
// would differ between compilers. Rng is a SplitMix64 generator with its own bounded integer
// (rejection sampling, no modulo bias) and Fisher-Yates shuffle: the same seed gives the same
// deal everywhere. Its whole state is one 64-bit word, saved with the game.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace engine {

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in [0, n); n > 0.
    std::uint64_t below(std::uint64_t n) {
        const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
        std::uint64_t v;
        do {
            v = next();
        } while (v >= limit);
        return v % n;
    }

    // Fisher-Yates, from the back.
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[static_cast<std::size_t>(below(i))]);
    }

    std::uint64_t state() const { return state_; }
    void setState(std::uint64_t s) { state_ = s; }
    bool operator==(const Rng&) const = default;

  private:
    std::uint64_t state_;
};

} // namespace engine
