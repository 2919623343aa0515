// Data sets (docs/designer.md "Data sets"): Game ▸ Open data set… (a folder, asked for through
// the file chooser with purpose "data") and Game ▸ Use the built-in data set. A folder that does
// not load is refused: its problems are listed in the "Data set problems" window and the set in
// use stays. A valid one becomes the set in use and starts a new game with it (after asking to
// save an unfinished game). The folder is watched (DataSets): a change that loads is the set in
// use for new games at once, while a game being played goes on with the set it was dealt from
// (one nobody has played in yet is dealt again); a change that breaks it lists the problems and
// keeps its last valid version. The sandbox follows the set in use (inUseChanged()). The set in
// use is named in the title and in a permanent status-bar label; the folder chosen last is
// remembered (QSettings data/folder). One of the window's modes (ModeHost), made with the Game
// menu; DataSets loads and watches, this class decides what the window does about it.
#pragma once

#include "DataProblemsWindow.h"
#include "DataSets.h"
#include "ModeHost.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QLabel;
class QMenu;

class DataSetMode : public QObject {
    Q_OBJECT
  public:
    // The entries in `game`. `fromFile()`: the game on the table was saved or opened;
    // `newGame()`: a new game with the set chosen (the same players, else the new-game dialog).
    DataSetMode(ModeHost host, QMenu* game, std::function<bool()> fromFile,
                std::function<void()> newGame, QObject* parent);

    DataSets* sets() const { return data_; }
    QAction* openAction() const { return open_; }
    QAction* builtInAction() const { return builtIn_; }
    DataProblemsWindow* problemsWindow() const { return problems_; }
    QLabel* label() const { return label_; }
    QString phrase() const; // "the built-in data", "the data set “x”"

    // At start, before startup(): the folder of --data for this run (not remembered), else (with
    // settings on) the folder chosen last time. One that does not load leaves the built-in set
    // in use and stays watched: for --data the problems window opens, for the remembered folder
    // the status bar says so.
    void chooseAtStart(const QString& commandLineFolder = {});
    void openDataSet();
    void useBuiltInDataSet();
    void showProblems();

  signals:
    void inUseChanged();    // the set in use is another (the sandbox follows)
    void tableSetChanged(); // the table's game is dealt from another set (the help pages follow)

  private:
    void setChanged(DataSets::Change how);
    void problemsChanged(DataSets::Change how);
    void refreshNames(); // the title and the status bar's label
    void tableGameReplaced();

    ModeHost host_;
    std::function<bool()> fromFile_;
    std::function<void()> newGame_;
    DataSets* data_ = nullptr;
    QPointer<DataProblemsWindow> problems_;
    QLabel* label_ = nullptr;
    QAction* open_ = nullptr;
    QAction* builtIn_ = nullptr;
    QString lastFolder_;
    bool remember_ = false;          // the watched folder was chosen in the menu (not --data)
    frosted::ComponentsPtr helpSet_; // the table's set the help pages were written for
};
