#include "frosted/lab/challenge.h"

#include "engine/rng.h"

#include <chrono>
#include <cstdio>
#include <numeric>

namespace frosted {

namespace {

namespace chr = std::chrono;

chr::sys_days daysOf(const CivilDate& d) {
    return chr::sys_days{chr::year{d.year} / chr::month{static_cast<unsigned>(d.month)} /
                         chr::day{static_cast<unsigned>(d.day)}};
}

CivilDate civilOf(chr::sys_days days) {
    const chr::year_month_day ymd{days};
    return {static_cast<int>(ymd.year()), static_cast<int>(static_cast<unsigned>(ymd.month())),
            static_cast<int>(static_cast<unsigned>(ymd.day()))};
}

// The Monday of ISO week 1 of `isoYear`: the week holding 4 January.
chr::sys_days weekOneMonday(int isoYear) {
    const chr::sys_days jan4 = daysOf({isoYear, 1, 4});
    const unsigned iso = chr::weekday{jan4}.iso_encoding(); // Monday 1 .. Sunday 7
    return jan4 - chr::days{iso - 1};
}

bool digits(std::string_view s) {
    for (char ch : s)
        if (ch < '0' || ch > '9')
            return false;
    return !s.empty();
}

int number(std::string_view s) {
    return std::accumulate(s.begin(), s.end(), 0, [](int n, char ch) { return n * 10 + ch - '0'; });
}

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

bool isValid(const CivilDate& d) {
    return d.year >= 0 && d.year <= 9999 && d.month >= 1 && d.month <= 12 && d.day >= 1 &&
           d.day <= 31 &&
           (chr::year{d.year} / chr::month{static_cast<unsigned>(d.month)} /
            chr::day{static_cast<unsigned>(d.day)})
               .ok();
}

std::string isoText(const CivilDate& d) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d.year, d.month, d.day);
    return buf;
}

std::string isoText(const IsoWeek& w) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-W%02d", w.year, w.week);
    return buf;
}

std::optional<CivilDate> parseIsoDate(std::string_view s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-' || !digits(s.substr(0, 4)) ||
        !digits(s.substr(5, 2)) || !digits(s.substr(8, 2)))
        return std::nullopt;
    const CivilDate d{number(s.substr(0, 4)), number(s.substr(5, 2)), number(s.substr(8, 2))};
    if (!isValid(d))
        return std::nullopt;
    return d;
}

std::optional<IsoWeek> parseIsoWeek(std::string_view s) {
    if (s.size() != 8 || s[4] != '-' || s[5] != 'W' || !digits(s.substr(0, 4)) ||
        !digits(s.substr(6, 2)))
        return std::nullopt;
    const IsoWeek w{number(s.substr(0, 4)), number(s.substr(6, 2))};
    // Years 1..9998 keep the week's days within years 0..9999.
    if (w.year < 1 || w.year > 9998 || w.week < 1 || w.week > isoWeeksIn(w.year))
        return std::nullopt;
    return w;
}

IsoWeek isoWeekOf(const CivilDate& d) {
    const chr::sys_days day = daysOf(d);
    const unsigned iso = chr::weekday{day}.iso_encoding();
    // The week belongs to the ISO year of its Thursday.
    const chr::sys_days thursday = day + chr::days{4 - static_cast<int>(iso)};
    const int year = civilOf(thursday).year;
    const int week = static_cast<int>((thursday - weekOneMonday(year)).count() / 7) + 1;
    return {year, week};
}

int isoWeeksIn(int isoYear) {
    return static_cast<int>((weekOneMonday(isoYear + 1) - weekOneMonday(isoYear)).count() / 7);
}

CivilDate mondayOf(const IsoWeek& w) {
    return civilOf(weekOneMonday(w.year) + chr::days{7 * (w.week - 1)});
}

CivilDate addDays(const CivilDate& d, int n) {
    return civilOf(daysOf(d) + chr::days{n});
}

std::uint64_t stableHash(std::string_view text) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (char ch : text) {
        h ^= static_cast<unsigned char>(ch);
        h *= 0x100000001b3ull;
    }
    // SplitMix64's finaliser.
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    return h ^ (h >> 31);
}

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
