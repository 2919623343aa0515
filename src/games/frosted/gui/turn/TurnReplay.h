// The replay of the turns a person did not see (issue 31, "watching others"): asked on the
// hand-over cover ("Replay these turns"), the turns since their last one are played again on a
// table of their own — the ring, the players, the garden of whoever plays — one step at a time
// at the computer players' speed (Next in step by step; Instant is shown at Fast, a replay asked
// for is watched), each step with its line in words (turnsummary::stepText), then the cover
// again. Esc or "Back" stops it; Enter, as on the cover, takes the seat (MainWindow).
//
// R-PRIV-1: its own read-only GameController draws the public view only, so no hand is ever on
// it, whoever watches. It rebuilds the game from the deal and the actions, as a record does;
// the game on the table is not touched.
#pragma once

#include "frosted/rules/game.h"

#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class BoardView;
class GameController;
class GardenView;
class PlayerBadge;
class PlayersPanel;
class QLabel;
class QPushButton;

class TurnReplay : public QWidget {
    Q_OBJECT
  public:
    explicit TurnReplay(frosted::ComponentsPtr components, QWidget* parent = nullptr);

    // Shows `start` (the table after the watcher's last turn, told by `intro`), then plays
    // `actions` from it at `speed` (GameController::Speed).
    void start(frosted::GameState start, std::vector<frosted::Action> actions, int speed,
               const QString& intro);
    bool running() const { return running_; }
    GameController* controller() const { return c_; }
    QLabel* line() const { return line_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* backButton() const { return back_; }
    // The steps shown so far (the start not counted).
    int stepsShown() const { return shown_; }

  public slots:
    void next(); // the next step now (Next, Space, the timer)
    void stop(); // back to the cover

  signals:
    void finished();

  protected:
    void keyPressEvent(QKeyEvent* e) override;
    void hideEvent(QHideEvent* e) override;

  private:
    void show(int seat, const QString& text);
    void schedule();

    GameController* c_;
    PlayersPanel* players_;
    BoardView* board_;
    GardenView* garden_;
    PlayerBadge* badge_;
    QLabel* line_;
    QLabel* where_;
    QPushButton* next_;
    QPushButton* back_;
    QTimer timer_;
    std::optional<frosted::GameState> game_;
    std::vector<frosted::Action> actions_;
    std::size_t at_ = 0;
    int speed_ = 1;
    int turn_ = 0, turns_ = 0, shown_ = 0;
    bool running_ = false;
    bool last_ = false; // the last step is on screen
};
