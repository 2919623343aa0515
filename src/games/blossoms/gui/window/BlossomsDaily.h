// Game ▸ Daily Blossoms… (issue 36 item 8, as Petals' PetalsDaily): the day's deal
// (blossoms/lab/challenge.h: the same for every player of this release that day) played by the
// person against one computer player, kDailyAttempts times a day at most, its best result kept.
//
// BlossomsDaily is the bookkeeping (the shell's DailyBook, shared with Petals: QSettings group
// "blossoms/daily", per day the attempts used, the best total and whether it was won) and the
// setup of the day's game; BlossomsDailyDialog the dialog that offers it. An attempt is used
// each time the deal is put on the table (Play); a game of the day resumed from the autosave or a
// save counts at its end for the day it was dealt for.
#pragma once

#include "BlossomsSetup.h"
#include "DailyBook.h"

#include "blossoms/lab/challenge.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPushButton;

class BlossomsDaily : public DailyBook {
  public:
    explicit BlossomsDaily(bool useSettings)
        : DailyBook(QStringLiteral("blossoms"), blossoms::lab::kDailyAttempts, useSettings) {}
    // The day's game: the person (named `person`) against the computer player of the day.
    static BlossomsSetup setupFor(const QDate& day, const QString& person);
    // The day a game on the table was dealt for (today or yesterday), if it is a daily deal.
    static std::optional<QDate> dayOf(const blossoms::Game& g);
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
