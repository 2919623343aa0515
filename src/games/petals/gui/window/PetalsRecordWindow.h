// Game ▸ Open record… and "Watch the game again" (issue 34, item 7): a Petals game replayed step
// by step, read-only — a replay record (Game ▸ Export record…, `frosted-blooms-cli --game petals
// simulate --records`, a `play` input) or a saved game. Reading is the lab's and the rules'
// (petals::lab::scriptedGame, petals::loadSave): the same file is refused with the same reason as
// the command line refuses it. The table and the trackers of each step are drawn from the game
// replayed to that step; hands are not shown (a record holds every hand: watching is for after
// the game). Keys: Left / Right step, Home / End, Space plays and pauses.
#pragma once

#include "petals/rules/game.h"

#include <QDialog>

#include <stdexcept>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QTimer;

namespace petals::gui {
class TableView;
class TrackersView;
} // namespace petals::gui

// A file that is not a record or a save of Petals, or one the rules refuse: why, for players.
class PetalsRecordError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class PetalsRecordWindow : public QDialog {
    Q_OBJECT
  public:
    // The game of a record or a save at `path`, replayed to its last action. Throws
    // PetalsRecordError.
    static petals::Game read(const petals::ComponentsPtr& c, const QString& path);
    // The record of `g` as the command line writes it (JSON text).
    static QByteArray recordText(const petals::Game& g);

    PetalsRecordWindow(petals::Game game, const QString& title, QWidget* parent = nullptr);
    int step() const { return at_; }
    int steps() const { return static_cast<int>(actions_.size()); }
    const petals::Game& shown() const { return shown_; } // the game at step()
    QLabel* stepLabel() const { return label_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* previousButton() const { return previous_; }
    petals::gui::TableView* table() const { return table_; }

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
    QString describe(int step) const; // what the step-th action did, in words
    petals::Game start_;
    std::vector<petals::Action> actions_;
    std::vector<int> actors_; // the seat that took each action
    petals::Game shown_;
    int at_ = -1;
    petals::Points stepPoints_{}; // what the step at_ scored, taken before it was replayed
    petals::gui::TableView* table_;
    petals::gui::TrackersView* trackers_;
    QLabel* label_;
    QSlider* slider_;
    QPushButton* first_;
    QPushButton* previous_;
    QPushButton* play_;
    QPushButton* next_;
    QPushButton* last_;
    QTimer* timer_;
};
