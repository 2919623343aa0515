// The daily solo garden and the garden of the week (issue 19): one seeded deal per calendar day
// and one per ISO week, the same for every player of the same release.
//
// Seeds. A challenge's seed is a stable 64-bit hash of a text that names it:
//
//   "frosted-blooms/daily/<release>/YYYY-MM-DD"     (the player's local calendar date)
//   "frosted-blooms/weekly/<release>/YYYY-Www"      (ISO 8601 week-numbering year and week)
//
// hashed with FNV-1a 64 over its UTF-8 bytes (offset basis 0xcbf29ce484222325, prime
// 0x100000001b3) and then mixed by the SplitMix64 finaliser (the one of Rng::next), so that texts
// that differ in one digit give unrelated seeds. Nothing depends on the platform, std::hash, the
// locale or the time zone: the caller gives the date. The release is part of the text, so a new
// release (whose rules or data may differ) deals new challenges.
//
// ISO weeks (ISO 8601): weeks start on Monday; week 1 is the week with the year's first Thursday,
// so 2026-12-31 (a Thursday) is in 2026-W53, 2027-01-01 (a Friday) is still in 2026-W53, and
// 2020-12-31 is in 2020-W53. A week belongs to the ISO year of its Thursday.
//
// The deals (GameState::setup, R-TURN-1, R-MG-1):
// - daily: one person against the Master Gardener (solo). The starting tile is drawn from the
//   seed too (the same garden to start from for everybody), as is the rest of the deal.
// - weekly: two seats, the person and one computer player at level "hard" (bots.h). Who starts
//   is drawn from the seed by the core (R-TURN-1: no start player given), so it is the same for
//   everybody that week; so are the two starting tiles (per seat, drawn from the seed).
// The names never change the deal: the core deals by seat, and names only label the seats.
#pragma once

#include "engine/calendar.h"
#include "frosted/rules/game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace frosted {

// The calendar and the stable hash are the engine's (engine/calendar.h).
using engine::addDays;
using engine::CivilDate;
using engine::isoText;
using engine::IsoWeek;
using engine::isoWeekOf;
using engine::isoWeeksIn;
using engine::isValid;
using engine::mondayOf;
using engine::parseIsoDate;
using engine::parseIsoWeek;
using engine::stableHash;

// How many deals of one challenge may be put on the table per day / per week.
inline constexpr int kDailyAttempts = 3;
inline constexpr int kWeeklyAttempts = 3;
// The computer player of the garden of the week (bots.h's level name).
inline constexpr const char* kWeeklyLevel = "hard";

std::string dailyName(const CivilDate& d, std::string_view release);
std::string weeklyName(const IsoWeek& w, std::string_view release);
std::uint64_t dailySeed(const CivilDate& d, std::string_view release);
std::uint64_t weeklySeed(const IsoWeek& w, std::string_view release);
inline std::uint64_t dailySeed(int year, int month, int day, std::string_view release) {
    return dailySeed(CivilDate{year, month, day}, release);
}
inline std::uint64_t weeklySeed(int isoYear, int isoWeek, std::string_view release) {
    return weeklySeed(IsoWeek{isoYear, isoWeek}, release);
}

// The setups (GameState::setup throws SetupError on names that cannot sit at one table, e.g. a
// person named like the computer player). The weekly game has its computers() set: "" for the
// person's seat, kWeeklyLevel for the other.
SetupSpec dailySpec(const ComponentSet& c, std::uint64_t seed, const std::string& person);
SetupSpec weeklySpec(const ComponentSet& c, std::uint64_t seed, const std::string& person,
                     const std::string& computer);
GameState dailyGame(ComponentsPtr c, const CivilDate& d, std::string_view release,
                    const std::string& person);
GameState weeklyGame(ComponentsPtr c, const IsoWeek& w, std::string_view release,
                     const std::string& person, const std::string& computer);

// Is `g` dealt as that day's / week's challenge (seed, seats, starting tiles, computer player; not
// set up from a position)? Whatever has been played since.
bool isDailyGame(const GameState& g, const CivilDate& d, std::string_view release);
bool isWeeklyGame(const GameState& g, const IsoWeek& w, std::string_view release);

} // namespace frosted
