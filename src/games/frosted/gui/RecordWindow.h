// Game ▸ Open record…: a replay record (Game ▸ Export record…, `frosted-blooms-cli play` input:
// players, solo, seed, the explicit deal in "setup", and "actions" as text) watched step by step,
// read-only: First, Previous, Next (→, Space) and Last (End), the table (board, players, the
// current seat's garden, the log) drawn from the public view at each step.
//
// Reading a record is parsing only: the deal goes to GameState::setup and every action through
// GameState::apply, so the rules check the record; an action they refuse, an unknown id or a
// malformed file is a RecordError with a message for players.
#pragma once

#include "frosted/rules/game.h"

#include <QDialog>

#include <stdexcept>

class BoardView;
class GameController;
class GardenView;
class PlayersPanel;
class QLabel;
class QListWidget;
class QPushButton;

class RecordError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct Record {
    frosted::GameState start; // as dealt
    std::vector<frosted::Action> actions;
};

class RecordWindow : public QDialog {
    Q_OBJECT
  public:
    // Throws RecordError (also for files the core's input limits refuse).
    static Record read(const frosted::ComponentsPtr& c, const QString& path);

    RecordWindow(frosted::ComponentsPtr components, Record record, const QString& title,
                 QWidget* parent = nullptr);
    int step() const { return at_; }
    int steps() const { return static_cast<int>(record_.actions.size()); }
    GameController* controller() const { return c_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* previousButton() const { return previous_; }
    QPushButton* lastButton() const { return last_; }
    QLabel* stepLabel() const { return label_; }
    QListWidget* logList() const { return log_; }
    BoardView* board() const { return board_; }

  public slots:
    void goTo(int step);
    void first() { goTo(0); }
    void previous() { goTo(at_ - 1); }
    void next() { goTo(at_ + 1); }
    void last() { goTo(steps()); }

  protected:
    // The side columns narrow with the window (players about a fifth, the log a little more), so
    // that the board keeps room to read at 1024 wide.
    void resizeEvent(QResizeEvent* e) override;

  private:
    Record record_;
    QWidget* playersScroll_;
    int at_ = -1;
    GameController* c_;
    BoardView* board_;
    GardenView* garden_;
    PlayersPanel* players_;
    QListWidget* log_;
    QLabel* label_;
    QPushButton* first_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* last_;
};
