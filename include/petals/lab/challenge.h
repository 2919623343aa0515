// Petals' daily deal (issue 34, item 7): one seeded deal per calendar day, the same for every
// player of the same release, played by the person against one computer player.
//
// Its seed is engine::stableHash of "petals/daily/<release>/YYYY-MM-DD" (the player's local
// date; engine/calendar.h), so a new release (whose rules or data may differ) deals new days.
// The deal is Game::deal's for two seats in the standard variant (R-PE-SETUP: removals, the
// starting cards, the hands, the pile and the start player all drawn from the seed), so it is the
// same whoever plays it and whatever the seats are called: the names only label the seats.
#pragma once

#include "engine/calendar.h"
#include "petals/rules/game.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace petals::lab {

inline constexpr int kDailySeats = 2;
inline constexpr int kDailyAttempts = 3; // deals put on the table per day
// The computer player of the day (bots.h's level name).
inline constexpr const char* kDailyLevel = "medium";

std::string dailyName(const engine::CivilDate& d, std::string_view release);
std::uint64_t dailySeed(const engine::CivilDate& d, std::string_view release);

// Is `g` dealt as that day's deal (seats, variant and the whole deal as the seed deals it; not a
// deal fixed by hand)? Whatever has been played since.
bool isDailyGame(const Game& g, const engine::CivilDate& d, std::string_view release);

} // namespace petals::lab
