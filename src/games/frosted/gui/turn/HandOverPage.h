// The hand-over cover between two people (R-PRIV-1): the table hidden, whose seat it is (their
// badge and name), every turn played since their last one (issue 31, "watching others": each
// player's badge and what the turn did, from the core's log in Words' words; no seed, nothing
// hidden), a button to replay those turns on a table of their own (TurnReplay, the public view
// only), and the one button that the next person presses to see their hand (the default: Enter
// or Space take the seat at once). MainWindow shows it when the controller asks for a hand-over.
#pragma once

#include "Art.h"

#include <QWidget>

class GameController;
class QLabel;
class QPushButton;
class QStackedLayout;
class QVBoxLayout;
class PlayerBadge;
class TurnReplay;

class HandOverPage : public QWidget {
    Q_OBJECT
  public:
    explicit HandOverPage(GameController* c, QWidget* parent = nullptr);

    // Covers the table for `name`, the seat to play, whose badge is `colour`, `shape` and their
    // initial; the turns since their last one are read from the controller's (public) view.
    void showFor(const QString& name, const QColor& colour, art::BadgeShape shape);

    QPushButton* button() const { return button_; }
    QPushButton* replayButton() const { return replay_; }
    PlayerBadge* badge() const { return badge_; }
    QString title() const;
    // The turns told, one plain line each ("Ben took the 2nd tile …"), in order.
    QStringList turnLines() const { return lines_; }
    // The replay, while it is shown (null before the first one).
    TurnReplay* replayView() const { return replayView_; }

  public slots:
    // Plays the turns since the seat's last one on the replay's table, then comes back.
    void startReplay();

  signals:
    void confirmed(); // the next player took the seat

  private:
    void fillTurns(int seat);
    void endReplay();

    GameController* c_;
    QStackedLayout* stack_;
    QWidget* cover_;
    QLabel* icon_;
    PlayerBadge* badge_;
    QLabel* title_;
    QLabel* text_;
    QLabel* heading_;
    QWidget* turns_;
    QVBoxLayout* turnsLayout_;
    QPushButton* replay_;
    QPushButton* button_;
    TurnReplay* replayView_ = nullptr;
    QStringList lines_;
    int seat_ = -1;
};
