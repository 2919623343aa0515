// Blossoms' daily deal (issue 36 item 8, as Petals' petals/lab/challenge.h): one seeded deal per
// calendar day, the same for every player of the same release, played by the person against one
// computer player.
//
// Its seed is engine::stableHash of "blossoms/daily/<release>/YYYY-MM-DD" (the player's local
// date; engine/calendar.h), so a new release (whose rules or data may differ) deals new days. The
// deal is completeDeal's for two seats without variant (R-BL-SETUP-1..7: the start player, the
// pots, the removed card, the hands and the deck all drawn from the seed), so it is the same
// whoever plays it and whatever the seats are called: the names only label the seats.
#pragma once

#include "blossoms/rules/game.h"
#include "engine/calendar.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace blossoms::lab {

inline constexpr int kDailySeats = 2;
inline constexpr int kDailyAttempts = 3; // deals put on the table per day
// The computer player of the day (bots.h's level name).
inline constexpr const char* kDailyLevel = "medium";

std::string dailyName(const engine::CivilDate& d, std::string_view release);
std::uint64_t dailySeed(const engine::CivilDate& d, std::string_view release);

// The day's deal with these two names (as listed).
Deal dailyDeal(const ComponentSet& c, const engine::CivilDate& d, std::string_view release,
               const std::vector<std::string>& names);

// Is `g` dealt as that day's deal (two seats, no variant and the whole deal as the seed deals it;
// not a deal fixed by hand)? Whatever has been played since.
bool isDailyGame(const Game& g, const engine::CivilDate& d, std::string_view release);

} // namespace blossoms::lab
