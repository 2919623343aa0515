// Game ▸ Open data set…'s "Data set problems" window (docs/designer.md "Data sets"): every problem
// the validator found in a data folder, one row each in a table of File, Item, Field and Message
// (frosted::DataProblem, in the validator's order; a click on a heading sorts), with the folder's
// path, which set stays in use meanwhile, and that the folder is watched. Copy (Ctrl+C) puts the
// selected problems, or all of them, on the clipboard as the command line prints them, one per
// line ("tiles.json: T05: front face: ..."), under the folder's path.
//
// Non-modal and kept: MainWindow shows the watched folder's problems in it as they change, and
// once the folder loads it says so over an empty table. Its title follows: "Data set “x”: 3
// problems", then "Data set “x” loaded".
#pragma once

#include "frosted/rules/data_loader.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

class DataProblemsWindow : public QDialog {
    Q_OBJECT
  public:
    explicit DataProblemsWindow(QWidget* parent = nullptr);

    // The problems of `folder`; `inUse` names the set in use meanwhile ("the built-in data",
    // "the data set “x”"), `inUseIsItsLastVersion` when that is this folder as it last loaded. No
    // problems: the folder loads and is in use. `watched`: the folder is watched and loaded
    // again when its files change (the game window's data set; not Tools ▸ Balance…'s).
    void setProblems(const QString& folder, const std::vector<frosted::DataProblem>& problems,
                     const QString& inUse, bool inUseIsItsLastVersion = false, bool watched = true);
    const QString& folder() const { return folder_; }
    void present(); // shown, raised and activated

    QTableWidget* table() const { return table_; }
    QLabel* heading() const { return heading_; }
    QLabel* pathLabel() const { return path_; }
    QPushButton* copyButton() const { return copy_; }
    // What Copy puts on the clipboard: the selected rows, or every row when none is selected.
    QString copiedText() const;
    void copy();

    // Column of each part in the table.
    enum Column { File, Item, Field, Message };

  private:
    QLabel* icon_;
    QLabel* heading_;
    QLabel* path_;
    QLabel* note_;
    QTableWidget* table_;
    QPushButton* copy_;
    QPushButton* openFolder_;
    QString folder_;
};
