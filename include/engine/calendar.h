// Calendar days and ISO weeks, and a stable hash of a text (issue 19, shared by every game's
// daily challenge): the seeds of the challenges are stableHash() of a text naming the game, the
// release and the day or the week, so every player of one release gets the same deal that day.
//
// ISO weeks (ISO 8601): weeks start on Monday; week 1 is the week with the year's first Thursday,
// so 2026-12-31 (a Thursday) is in 2026-W53, 2027-01-01 (a Friday) is still in 2026-W53, and
// 2020-12-31 is in 2020-W53. A week belongs to the ISO year of its Thursday.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace engine {

// A calendar date (proleptic Gregorian), month 1..12, day 1..31.
struct CivilDate {
    int year = 1970;
    int month = 1;
    int day = 1;
    bool operator==(const CivilDate&) const = default;
};

// An ISO 8601 week: the week-numbering year and the week 1..53.
struct IsoWeek {
    int year = 1970;
    int week = 1;
    bool operator==(const IsoWeek&) const = default;
};

bool isValid(const CivilDate& d);
// "YYYY-MM-DD" and "YYYY-Www" (years 0000..9999); parse* give nullopt for anything else
// (including a date or week that does not exist).
std::string isoText(const CivilDate& d);
std::string isoText(const IsoWeek& w);
std::optional<CivilDate> parseIsoDate(std::string_view s);
std::optional<IsoWeek> parseIsoWeek(std::string_view s);

IsoWeek isoWeekOf(const CivilDate& d);        // d must be valid
int isoWeeksIn(int isoYear);                  // 52 or 53
CivilDate mondayOf(const IsoWeek& w);         // the week's first day
CivilDate addDays(const CivilDate& d, int n); // d must be valid

// FNV-1a 64 over the UTF-8 bytes (offset basis 0xcbf29ce484222325, prime 0x100000001b3), then
// the SplitMix64 finaliser (the one of Rng::next): texts that differ in one digit give unrelated
// values. Nothing depends on the platform, std::hash, the locale or the time zone.
std::uint64_t stableHash(std::string_view text);
} // namespace engine
