// Help ▸ Learn to play… (issue 19; Tutorial, CoachMark): the guided first game. It asks to resume
// an unfinished guided game or start it again; the player's own game is autosaved apart and comes
// back when they leave the guided game (Leave in the bubble), else the guided game goes on as a
// game of their own against Rosa. Offered once on the first start (offerTutorial(), settings on
// only). Not counted in the statistics. One of the window's modes (ModeHost): its coach mark
// points at the parts of the table (TableParts).
#pragma once

#include "ModeHost.h"

#include <QObject>
#include <QRect>

class BoardView;
class CoachMark;
class GardenView;
class HandBar;
class QAction;
class QLabel;
class QStackedWidget;
class ScorePadPage;
class Tutorial;

class TutorialMode : public QObject {
    Q_OBJECT
  public:
    // What the guided game's notes point at (tutorial.h's targets), in the window.
    struct TableParts {
        QStackedWidget* pages; // the table's page and the score pad's
        QWidget* table;
        BoardView* board;
        GardenView* garden;
        HandBar* hand;
        QWidget* players; // the players' column
        QLabel* now;
        ScorePadPage* scorePad;
    };
    TutorialMode(ModeHost host, TableParts parts, QObject* parent);

    // Help ▸ Learn to play… (made with the Help menu: setAction()).
    QAction* action() const { return action_; }
    void setAction(QAction* a) { action_ = a; }
    Tutorial* tutorial() const { return tutorial_; }
    CoachMark* coachMark() const { return coach_; }
    void setSettingsEnabled(bool on); // the guided game's own autosave, or none

    void learnToPlay();
    bool startTutorial(bool resume);
    void leaveTutorial();
    bool offerTutorial();
    // Where a part of the table named by the guided game (tutorial.h's targets) is, in the
    // window's coordinates; empty when it is not on screen.
    QRect coachTarget(const QString& at) const;

  private:
    void showCoach();
    static QString autosaveDir();

    ModeHost host_;
    TableParts t_;
    Tutorial* tutorial_ = nullptr;
    CoachMark* coach_ = nullptr;
    QAction* action_ = nullptr;
};
