// The calendar and the stable hash of the engine (engine/calendar.h).
#include "engine/calendar.h"

#include "engine/input.h"

#include <chrono>
#include <cstdio>
#include <numeric>

namespace engine {

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
    std::uint64_t h = fnv1a(0xcbf29ce484222325ull, text);
    // SplitMix64's finaliser.
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    return h ^ (h >> 31);
}

} // namespace engine
