// Game ▸ Daily Blossoms… (issue 36 item 8, as Petals' PetalsDaily): the day's deal
// (blossoms/lab/challenge.h: the same for every player of this release that day) played by the
// person against one computer player, kDailyAttempts times a day at most, its best result kept.
//
// BlossomsDaily is the bookkeeping (QSettings group "blossoms/daily": per day the attempts used,
// the best total and whether it was won; kept in memory when the window's settings are off) and
// the setup of the day's game; BlossomsDailyDialog the dialog that offers it. An attempt is used
// each time the deal is put on the table (Play); a game of the day resumed from the autosave or a
// save counts at its end for the day it was dealt for. The day is the player's local date (or one
// fixed for tests), the release the application's version, as for Petals.
#pragma once

#include "BlossomsSetup.h"

#include "engine/calendar.h"

#include <QDate>
#include <QDialog>
#include <QString>

#include <optional>

class QLabel;
class QPushButton;

class BlossomsDaily {
  public:
    explicit BlossomsDaily(bool useSettings) : useSettings_(useSettings) {}
    // The day (the player's local date, or the one set for screenshots and tests).
    static QDate today();
    static void setToday(const QDate& d);
    static QString release(); // the application's version: part of the seed
    static engine::CivilDate civil(const QDate& d) { return {d.year(), d.month(), d.day()}; }

    // The day's game: the person (named `person`) against the computer player of the day.
    static BlossomsSetup setupFor(const QDate& day, const QString& person);
    static QString rivalName(const QString& person); // "Hazel", or "Rowan" beside a Hazel
    // The day a game on the table was dealt for (today or yesterday), if it is a daily deal.
    static std::optional<QDate> dayOf(const blossoms::Game& g);

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
    bool useSettings_;
};

class BlossomsDailyDialog : public QDialog {
    Q_OBJECT
  public:
    BlossomsDailyDialog(const BlossomsDaily& daily, const QString& person,
                        QWidget* parent = nullptr);
    QPushButton* playButton() const { return play_; }
    QString text() const;

  private:
    QLabel* title_;
    QLabel* text_;
    QPushButton* play_;
};
