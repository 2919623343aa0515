// Game ▸ Puzzles… (Ctrl+Shift+P; PuzzleLibrary, PuzzleDialog, PuzzleBanner; docs/designer.md
// "Puzzles"): the list of the shipped puzzles and of the user's puzzle folder, one dialog kept.
// Playing one puts its position on the table as a one-turn game (GameController::playOneTurn)
// with its goal in a banner over the table; when the seat's turn ends the banner says Solved! or
// Not solved (the rules core's judge), a solved one is recorded (puzzles.json beside
// statistics.json; none with settings off). A puzzle is never autosaved nor counted in the
// statistics: the player's unfinished game stays in the autosave (and is kept aside as a save,
// named in Open recent, in case another game replaces the puzzle), and comes back when they
// leave the puzzle. One of the window's modes (ModeHost), made with the Game menu.
#pragma once

#include "ModeHost.h"
#include "PuzzleDialog.h"
#include "PuzzleLibrary.h"

#include <QObject>
#include <QPointer>

#include <optional>

class PuzzleBanner;
class QAction;
class QMenu;
class QWidget;

class PuzzleMode : public QObject {
    Q_OBJECT
  public:
    // Puzzles… in `game`, the banner over the `table`'s page.
    PuzzleMode(ModeHost host, QMenu* game, QWidget* table, QObject* parent);

    PuzzleLibrary* library() const { return library_; }
    PuzzleDialog* dialog() const { return dialog_; }
    PuzzleBanner* banner() const { return banner_; }
    QAction* action() const { return action_; }
    const std::optional<PuzzleEntry>& onTable() const { return puzzle_; }
    void setSettingsEnabled(bool on); // the solved ones recorded, or not

    void openPuzzles();
    bool playPuzzle(const PuzzleEntry& e); // false when refused (told) or kept the table's game
    void openPuzzleFile();                 // through the file chooser, purpose "puzzle"
    void leavePuzzle();

  private:
    void refreshBanner(); // the goal and the turn's progress
    void turnEnded();     // the judge's verdict in the banner
    void gameReplaced();  // another game replaced the puzzle: the puzzle is left

    ModeHost host_;
    PuzzleLibrary* library_ = nullptr;
    QPointer<PuzzleDialog> dialog_;
    PuzzleBanner* banner_ = nullptr;
    QAction* action_ = nullptr;
    std::optional<PuzzleEntry> puzzle_;
    QString keptGame_; // the player's unfinished game kept aside while a puzzle is on
    bool leaving_ = false;
};
