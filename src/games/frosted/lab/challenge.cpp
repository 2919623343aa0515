#include "frosted/lab/challenge.h"

#include "engine/rng.h"

#include <numeric>

namespace frosted {

namespace {

// Different salts for what is drawn beside the core's deal.
constexpr std::uint64_t kStartingTileSalt = 0x5354415254494e47ull; // "STARTING"

std::vector<std::string> startingTilesFrom(const ComponentSet& c, std::uint64_t seed, int seats) {
    std::vector<int> order(c.startingTiles.size());
    std::iota(order.begin(), order.end(), 0);
    Rng rng(seed ^ kStartingTileSalt);
    rng.shuffle(order);
    std::vector<std::string> ids;
    for (int s = 0; s < seats && s < static_cast<int>(order.size()); ++s)
        ids.push_back(
            c.startingTiles[static_cast<std::size_t>(order[static_cast<std::size_t>(s)])].id);
    return ids;
}

// The seats start from the tiles the seed draws (a game of the same seed dealt by the new-game
// dialog with the players' own colours is not the challenge).
bool startsAsDrawn(const GameState& g) {
    const ComponentSet& c = g.components();
    const std::vector<std::string> ids = startingTilesFrom(c, g.seed(), g.seatCount());
    for (int seat = 0; seat < g.seatCount(); ++seat) {
        const int t = g.player(seat).startingTile;
        if (t < 0 || t >= static_cast<int>(c.startingTiles.size()) ||
            seat >= static_cast<int>(ids.size()) ||
            c.startingTiles[static_cast<std::size_t>(t)].id != ids[static_cast<std::size_t>(seat)])
            return false;
    }
    return true;
}

} // namespace

std::string dailyName(const CivilDate& d, std::string_view release) {
    return "frosted-blooms/daily/" + std::string(release) + "/" + isoText(d);
}

std::string weeklyName(const IsoWeek& w, std::string_view release) {
    return "frosted-blooms/weekly/" + std::string(release) + "/" + isoText(w);
}

std::uint64_t dailySeed(const CivilDate& d, std::string_view release) {
    return stableHash(dailyName(d, release));
}

std::uint64_t weeklySeed(const IsoWeek& w, std::string_view release) {
    return stableHash(weeklyName(w, release));
}

SetupSpec dailySpec(const ComponentSet& c, std::uint64_t seed, const std::string& person) {
    SetupSpec spec;
    spec.players = {person};
    spec.solo = true;
    spec.seed = seed;
    spec.startingTiles = startingTilesFrom(c, seed, 1);
    return spec;
}

SetupSpec weeklySpec(const ComponentSet& c, std::uint64_t seed, const std::string& person,
                     const std::string& computer) {
    SetupSpec spec;
    spec.players = {person, computer}; // the core draws who starts (R-TURN-1)
    spec.seed = seed;
    spec.startingTiles = startingTilesFrom(c, seed, 2);
    return spec;
}

GameState dailyGame(ComponentsPtr c, const CivilDate& d, std::string_view release,
                    const std::string& person) {
    const SetupSpec spec = dailySpec(*c, dailySeed(d, release), person);
    return GameState::setup(std::move(c), spec);
}

GameState weeklyGame(ComponentsPtr c, const IsoWeek& w, std::string_view release,
                     const std::string& person, const std::string& computer) {
    const SetupSpec spec = weeklySpec(*c, weeklySeed(w, release), person, computer);
    GameState g = GameState::setup(std::move(c), spec);
    std::vector<std::string> computers(2);
    for (int seat = 0; seat < 2; ++seat)
        if (g.player(seat).name == computer)
            computers[static_cast<std::size_t>(seat)] = kWeeklyLevel;
    g.setComputers(std::move(computers));
    return g;
}

bool isDailyGame(const GameState& g, const CivilDate& d, std::string_view release) {
    return g.solo() && g.seatCount() == 1 && !g.origin() && g.seed() == dailySeed(d, release) &&
           startsAsDrawn(g);
}

bool isWeeklyGame(const GameState& g, const IsoWeek& w, std::string_view release) {
    if (g.solo() || g.seatCount() != 2 || g.origin() || g.seed() != weeklySeed(w, release))
        return false;
    int hard = 0;
    for (int seat = 0; seat < 2; ++seat)
        hard += g.isComputer(seat) && g.computers()[static_cast<std::size_t>(seat)] == kWeeklyLevel;
    return hard == 1 && startsAsDrawn(g);
}

} // namespace frosted
