// Game ▸ Daily Petals… (issue 34, item 7): the day's deal (petals/lab/challenge.h: the same for
// every player of this release that day) played by the person against one computer player,
// kDailyAttempts times a day at most, its best result kept.
//
// PetalsDaily is the bookkeeping (the shell's DailyBook, shared with Blossoms: QSettings group
// "petals/daily", per day the attempts used, the best total and whether it was won; nothing is
// written when the window's settings are off) and the setup of the day's game; PetalsDailyDialog
// the dialog that offers it. An attempt is used each time the deal is put on the table (Play, and
// Restart of the day's game); a game of the day resumed from the autosave or a save counts at its
// end for the day it was dealt for.
#pragma once

#include "DailyBook.h"
#include "PetalsSetup.h"

#include "petals/lab/challenge.h"
#include "petals/rules/game.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;

class PetalsDaily : public DailyBook {
  public:
    explicit PetalsDaily(bool useSettings)
        : DailyBook(QStringLiteral("petals"), petals::lab::kDailyAttempts, useSettings) {}
    // The day's game: the person (named `person`) against the computer player of the day.
    static PetalsSetup setupFor(const QDate& day, const QString& person);
    // The day a game on the table was dealt for (today or yesterday), if it is a daily deal.
    static std::optional<QDate> dayOf(const petals::Game& g);
};

class PetalsDailyDialog : public QDialog {
    Q_OBJECT
  public:
    PetalsDailyDialog(const PetalsDaily& daily, const QString& person, QWidget* parent = nullptr);
    QPushButton* playButton() const { return play_; }
    QString text() const;

  private:
    QLabel* title_;
    QLabel* text_;
    QPushButton* play_;
};
