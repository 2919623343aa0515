// DailyBook: the bookkeeping of a game's daily deal, with no game in it (Petals' and Blossoms'
// Game ▸ Daily …): per day the attempts used (at most attempts()), the best total and whether it
// was won, kept in QSettings under "<game>/daily/YYYY-MM-DD/…", or in memory only when the
// window's settings are off (tests, screenshots). The day is the player's local date, or the one
// fixed by setToday (tests, screenshots); the release (the application's version) is part of each
// game's daily seed (its lab's challenge.h) so that a new release deals new days. The computer
// player of the day is called rivalName(person).
#pragma once

#include "engine/calendar.h"

#include <QDate>
#include <QString>

#include <optional>

class DailyBook {
  public:
    DailyBook(const QString& game, int attempts, bool useSettings)
        : game_(game), attempts_(attempts), useSettings_(useSettings) {}

    static QDate today();
    static void setToday(const QDate& d); // an invalid date: the clock's again
    static QString release();
    static engine::CivilDate civil(const QDate& d) { return {d.year(), d.month(), d.day()}; }
    static QString rivalName(const QString& person); // "Hazel", or "Rowan" beside a Hazel

    int attempts() const { return attempts_; }
    int attemptsUsed(const QDate& day) const { return read(day).attempts; }
    int attemptsLeft(const QDate& day) const;
    bool useAttempt(const QDate& day); // false when none is left
    // The end of a game of the day: its total for the person's seat and whether it won.
    void recordResult(const QDate& day, int total, bool won);
    std::optional<int> best(const QDate& day) const { return read(day).best; }
    bool won(const QDate& day) const { return read(day).won; }

  private:
    struct Day {
        int attempts = 0;
        std::optional<int> best;
        bool won = false;
    };
    Day read(const QDate& day) const;
    void write(const QDate& day, const Day& d);
    QString key(const QDate& day, const char* what) const;

    QString game_;
    int attempts_;
    bool useSettings_;
};
