// Game ▸ Puzzles… (docs/designer.md "Puzzles"): the list of puzzles (solved tick, title, goal in
// words; a file that does not load with its problem), a preview of the one chosen (its note, its
// goal, the seat's garden) and Play; Open puzzle file… and the user's puzzle folder for
// designers' own puzzles.
#pragma once

#include "PuzzleLibrary.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;
class PuzzlePreview;

class PuzzleDialog : public QDialog {
    Q_OBJECT
  public:
    PuzzleDialog(PuzzleLibrary* library, frosted::ComponentsPtr components,
                 QWidget* parent = nullptr);

    QTreeWidget* list() const { return list_; }
    QPushButton* playButton() const { return play_; }
    QLabel* details() const { return details_; }
    // The entry chosen in the list (none when nothing or a file that does not load is chosen).
    std::optional<PuzzleEntry> current() const;
    // Chooses the line of `key` (the first puzzle when none has it).
    void select(const QString& key);
    // The list again from the library (kept choice); the components of the table's data set.
    void refill(const frosted::ComponentsPtr& components);

  signals:
    void playRequested(const PuzzleEntry& entry);
    void openFileRequested();

  private:
    void showCurrent();
    PuzzleLibrary* library_;
    frosted::ComponentsPtr components_;
    QTreeWidget* list_;
    QLabel* summary_;
    QLabel* details_;
    PuzzlePreview* preview_;
    QPushButton* play_;
};
