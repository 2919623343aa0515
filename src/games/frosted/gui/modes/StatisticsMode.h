// Game ▸ Statistics… (Ctrl+H; Statistics, StatisticsDialog): every game played to its end at
// this table is counted once, at its end (not a game already over when it was opened or resumed,
// not one set up from a position, not a read-only one, not the guided game); a game at its deal
// (new, restarted) is a new game. The score pad says when a game set a record; a statistics file
// that cannot be read or written is told in the status bar. Nothing is counted while the
// statistics have no file (settings off). One dialog, opened at the mode of the game on the
// table and kept. One of the window's modes (ModeHost).
#pragma once

#include "ModeHost.h"
#include "Statistics.h"
#include "StatisticsDialog.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;

class StatisticsMode : public QObject {
    Q_OBJECT
  public:
    StatisticsMode(ModeHost host, QObject* parent); // the statistics, read at their first use
    void addGameEntry(QMenu* game);                 // Statistics…
    // Follows the games put on the table: `replaced()` first, then whether the game counts;
    // `counted(o)` once it was counted at its end.
    void followGames(std::function<void()> replaced,
                     std::function<void(const Statistics::Outcome&)> counted);

    Statistics* statistics() const { return stats_; }
    QAction* action() const { return action_; }
    StatisticsDialog* dialog() const { return dialog_; }
    void showStatistics();
    void setSettingsEnabled(bool on); // the statistics' file, or none

  private:
    void record(); // the game ended

    ModeHost host_;
    Statistics* stats_ = nullptr;
    QAction* action_ = nullptr;
    QPointer<StatisticsDialog> dialog_;
    bool countable_ = false; // the game on the table counts when it ends here
    std::function<void(const Statistics::Outcome&)> counted_;
};
