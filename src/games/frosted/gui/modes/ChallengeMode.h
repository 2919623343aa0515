// Game ▸ Daily garden… and Game ▸ Garden of the week… (Challenge.h, ChallengeDialog): one dialog
// with both, kept; Play deals the challenge from the built-in data set (playChallenge: false,
// with the reason shown, when no attempt is left or the player keeps the game on the table).
// Game ▸ Restart of a challenge game uses an attempt, and is refused when none is left or its day
// / week is over. A challenge on the table is named in a permanent status-bar label (banner());
// its result is kept at its end with the statistics, and the score pad says when it is the
// period's best. One of the window's modes (ModeHost), made with the Game menu.
#pragma once

#include "Challenge.h"
#include "ChallengeDialog.h"
#include "ModeHost.h"
#include "frosted/rules/components.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class Statistics;

class ChallengeMode : public QObject {
    Q_OBJECT
  public:
    // Daily garden… and Garden of the week… in `game`; the challenges are dealt from `builtIn()`.
    ChallengeMode(ModeHost host, QMenu* game, Statistics* stats,
                  std::function<frosted::ComponentsPtr()> builtIn, QObject* parent);

    QAction* dailyAction() const { return daily_; }
    QAction* weeklyAction() const { return weekly_; }
    ChallengeDialog* dialog() const { return dialog_; }
    QLabel* banner() const { return banner_; }
    const std::optional<challenges::TableChallenge>& onTable() const { return onTable_; }
    void showChallenges(challenges::Kind k);
    bool playChallenge(challenges::Kind k);

    // Game ▸ Restart: false (told) when it must not deal the challenge again; restarted() after
    // it did (an attempt used).
    bool mayRestart();
    void restarted();
    QString finished(); // the game ended: its result kept; the score pad's line, or empty

  private:
    void identify(); // a game put on the table: which challenge it is, if any
    void refresh();  // the banner and the dialog

    ModeHost host_;
    Statistics* stats_;
    std::function<frosted::ComponentsPtr()> builtIn_;
    QPointer<ChallengeDialog> dialog_;
    QAction* daily_ = nullptr;
    QAction* weekly_ = nullptr;
    QLabel* banner_ = nullptr;
    std::optional<challenges::TableChallenge> onTable_;
};
