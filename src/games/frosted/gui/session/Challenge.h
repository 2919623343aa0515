// The daily garden and the garden of the week in the GUI (issue 19): the day, the week and the
// release that name them, the person who plays them, and which challenge a game on the table is.
//
// The deals are the core's (frosted/challenge.h): the daily garden is the person against the
// Master Gardener, the garden of the week the person against one hard computer player (called
// Hazel, or Rowan when the person is called Hazel), both dealt from the built-in data set with the
// seed of the player's local date / ISO week and of this release (FROSTED_VERSION), so every
// player of the same release gets the same garden that day. The person is the first of the
// default players (Settings ▸ Configure… ▸ Players, QSettings "players/names"), else Ada.
//
// Attempts (Statistics::useAttempt): kDailyAttempts a day and kWeeklyAttempts a week. One is used
// each time the deal is put on the table: by Play in the challenges dialog, and by Game ▸ Restart
// of a challenge game (refused, with the reason, when none are left or its day or week is over).
// A game on the table is a challenge when its deal is one (isDailyGame / isWeeklyGame) of a day or
// week with an attempt used: so a game resumed from the autosave or opened from a save still
// counts at its end, for the day it was dealt for (a game started before midnight and finished
// after it counts for the day before). Its result is kept once per attempt used
// (Statistics::recordChallenge).
#pragma once

#include "Statistics.h"

#include "frosted/lab/challenge.h"

#include <QDate>
#include <QString>

#include <optional>

namespace challenges {

using Kind = Statistics::Challenge;

// This release, as the seeds use it ("0.4.0").
QString release();
// The player's local date, or the one set by setToday() (--date, tests); an invalid date goes
// back to the clock.
QDate today();
void setToday(const QDate& d);

frosted::CivilDate civil(const QDate& d);
QDate qdate(const frosted::CivilDate& d);
frosted::IsoWeek weekOf(const QDate& d);
// A day's or week's period as Statistics keeps it ("2026-12-02", "2026-W49").
QString period(Kind k, const QDate& day);
int attemptsPerPeriod(Kind k);

// For people: "Wednesday 2 December 2026" (the locale's long date), "Week 49, 30 November 2026
// to 6 December 2026".
QString dayText(const QDate& d);
QString dateText(const QDate& d); // the same without the day of the week
QString weekText(const frosted::IsoWeek& w);
// The period as Statistics keeps it, in words (dayText or weekText); the text itself when it is
// not a period.
QString periodText(Kind k, const QString& period);
QString title(Kind k); // "Daily garden", "Garden of the week"

// The person who plays (the first default player) and the computer player of the week.
QString personName(const frosted::ComponentSet& c);
QString rivalName(const QString& person);

// The challenge a game is: its kind, period and the attempt it is (the attempts used so far of
// that period, the last one being the one on the table).
struct TableChallenge {
    Kind kind = Kind::Daily;
    QString period;
    int attempt = 0;
    bool operator==(const TableChallenge&) const = default;
};
std::optional<TableChallenge> identify(const frosted::GameState& g, const Statistics& s);
// The deal of today's / this week's challenge for `person`; throws SetupError.
frosted::GameState deal(Kind k, const frosted::ComponentsPtr& c, const QDate& day,
                        const QString& person);
// "Daily garden — Wednesday 2 December 2026 (attempt 2 of 3)".
QString banner(const TableChallenge& t);

} // namespace challenges
