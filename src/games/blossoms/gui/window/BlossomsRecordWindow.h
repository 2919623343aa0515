// Game ▸ Open record… and "Watch again" (issue 36 item 8, as Petals' PetalsRecordWindow): a
// Blossoms game replayed step by step, read-only — a record (Game ▸ Export record…,
// `frosted-blooms-cli --game blossoms simulate --records`, a `play` input) or a saved game.
// Reading is the lab's and the files' (blossoms::lab::readRecord, BlossomsFiles): the same record
// is refused with the same reason as the command line refuses it.
//
// Each step is the game replayed from its deal by the rules (nothing stored but the actions): the
// garden and the players drawn by the table's own widgets (PotsView, PlayersView) from the public
// view, and the hand of the seat to play face up — the game is over when it is watched, and a
// record holds every hand; the log lists every action in words (the Pruner's card named), the
// current one selected (a click goes there). Keys: Left / Right step, Home / End, Space plays and
// pauses at the speed chosen.
#pragma once

#include "blossoms/rules/game.h"

#include <QDialog>

#include <stdexcept>
#include <vector>

class BlossomsSession;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QTimer;

namespace blossoms::gui {
class PotsView;
class HandsView;
class PlayersView;
} // namespace blossoms::gui

// A file that is not a record or a save of Blossoms, or one the rules refuse: why, for players.
class BlossomsRecordError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class BlossomsRecordWindow : public QDialog {
    Q_OBJECT
  public:
    // The game of a record or a save at `path`, replayed to its last action. Throws
    // BlossomsRecordError.
    static blossoms::Game read(const blossoms::ComponentsPtr& c, const QString& path);
    // The record of `g` as the command line writes it (JSON text).
    static QByteArray recordText(const blossoms::Game& g);

    BlossomsRecordWindow(blossoms::Game game, const QString& title, QWidget* parent = nullptr);
    int step() const { return at_; }
    int steps() const { return static_cast<int>(actions_.size()); }
    const blossoms::Game& shown() const { return shown_; } // the game at step()
    QLabel* stepLabel() const { return label_; }
    QListWidget* logList() const { return log_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* previousButton() const { return previous_; }
    QPushButton* playButton() const { return play_; }
    QComboBox* speedBox() const { return speed_; }
    QTimer* timer() const { return timer_; }
    blossoms::gui::PotsView* garden() const { return garden_; }
    blossoms::gui::HandsView* hands() const { return hands_; }

  public slots:
    void goTo(int step);
    void first() { goTo(0); }
    void previous() { goTo(at_ - 1); }
    void next() { goTo(at_ + 1); }
    void last() { goTo(steps()); }
    void togglePlay();

  protected:
    void keyPressEvent(QKeyEvent* e) override;

  private:
    void fillLog();
    QString endText() const; // the standings once over
    blossoms::Game start_;
    std::vector<blossoms::Action> actions_;
    blossoms::Game shown_;
    int at_ = -1;
    BlossomsSession* words_; // the table's words for actions (no game)
    blossoms::gui::PotsView* garden_;
    blossoms::gui::HandsView* hands_;
    blossoms::gui::PlayersView* players_;
    QLabel* label_;
    QListWidget* log_;
    QSlider* slider_;
    QPushButton* first_;
    QPushButton* previous_;
    QPushButton* play_;
    QPushButton* next_;
    QPushButton* last_;
    QComboBox* speed_;
    QTimer* timer_;
};
