#include "blossoms/lab/challenge.h"

#include "blossoms/rules/setup.h"

namespace blossoms::lab {

std::string dailyName(const engine::CivilDate& d, std::string_view release) {
    return "blossoms/daily/" + std::string(release) + "/" + engine::isoText(d);
}

std::uint64_t dailySeed(const engine::CivilDate& d, std::string_view release) {
    return engine::stableHash(dailyName(d, release));
}

Deal dailyDeal(const ComponentSet& c, const engine::CivilDate& d, std::string_view release,
               const std::vector<std::string>& names) {
    SetupSpec spec;
    spec.names = names;
    spec.seed = dailySeed(d, release);
    return completeDeal(c, spec);
}

bool isDailyGame(const Game& g, const engine::CivilDate& d, std::string_view release) {
    if (g.seats() != kDailySeats || g.variant() != Variant{})
        return false;
    const Deal& dealt = g.dealt();
    if (dealt.seed != dailySeed(d, release))
        return false;
    // The deal as the seed deals it, with these names (the names never change the deal).
    return dailyDeal(g.components(), d, release, dealt.names) == dealt;
}

} // namespace blossoms::lab
