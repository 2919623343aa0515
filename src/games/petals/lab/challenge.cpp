#include "petals/lab/challenge.h"

#include "petals/rules/setup.h"

namespace petals::lab {

std::string dailyName(const engine::CivilDate& d, std::string_view release) {
    return "petals/daily/" + std::string(release) + "/" + engine::isoText(d);
}

std::uint64_t dailySeed(const engine::CivilDate& d, std::string_view release) {
    return engine::stableHash(dailyName(d, release));
}

bool isDailyGame(const Game& g, const engine::CivilDate& d, std::string_view release) {
    if (g.seats() != kDailySeats || g.variant() != Variant::Standard)
        return false;
    const Deal& dealt = g.dealt();
    SetupSpec spec;
    spec.names = dealt.names;
    spec.seed = dailySeed(d, release);
    if (dealt.seed != spec.seed)
        return false;
    // The deal as the seed deals it, with these names (the names never change the deal).
    return completeDeal(g.components(), spec) == dealt;
}

} // namespace petals::lab
