// Game ▸ Puzzles… (MainWindow.h, docs/designer.md "Puzzles"): the dialog, a puzzle put on the
// table as a one-turn game, its banner, the verdict, and the player's own game kept meanwhile.
#include "MainWindow.h"

#include "PuzzleBanner.h"
#include "PuzzleDialog.h"
#include "SaveFiles.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace frosted;

void MainWindow::buildPuzzles(QMenu* game) {
    puzzleLibrary_ = new PuzzleLibrary(this);
    puzzleLibrary_->setRecordPath(PuzzleLibrary::defaultRecordPath());
    puzzlesAct_ = game->addAction(tr("P&uzzles…"), this, &MainWindow::openPuzzles);
    puzzlesAct_->setObjectName(QStringLiteral("puzzlesAction"));
    puzzlesAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    puzzlesAct_->setToolTip(tr("One turn to play, with a goal to reach: score, close gaps, "
                               "claim objectives"));

    // Over the table, above the board and the garden; hidden until a puzzle is played.
    puzzleBanner_ = new PuzzleBanner(table_);
    if (auto* outer = qobject_cast<QVBoxLayout*>(table_->layout()))
        outer->insertWidget(0, puzzleBanner_);
    connect(puzzleBanner_, &PuzzleBanner::retryRequested, this, [this] {
        if (puzzle_ && c_->oneTurn() && c_->restartGame())
            statusBar()->showMessage(tr("The puzzle starts again."), 4000);
    });
    connect(puzzleBanner_, &PuzzleBanner::nextRequested, this, [this] {
        if (!puzzle_)
            return;
        if (const auto next = puzzleLibrary_->next(puzzle_->key()))
            playPuzzle(*next);
    });
    connect(puzzleBanner_, &PuzzleBanner::listRequested, this, &MainWindow::openPuzzles);
    connect(puzzleBanner_, &PuzzleBanner::leaveRequested, this, &MainWindow::leavePuzzle);
    connect(c_, &GameController::stateChanged, this, &MainWindow::refreshPuzzleBanner);
    connect(c_, &GameController::oneTurnEnded, this, &MainWindow::puzzleTurnEnded);
    connect(c_, &GameController::gameReplaced, this, &MainWindow::puzzleGameReplaced);
    connect(puzzleLibrary_, &PuzzleLibrary::changed, this, [this] {
        if (!puzzleLibrary_->problem().isEmpty())
            statusBar()->showMessage(savefiles::bounded(puzzleLibrary_->problem()), 10000);
    });
}

void MainWindow::openPuzzles() {
    puzzleLibrary_->reload(c_->dataSet());
    if (!puzzleDialog_) {
        puzzleDialog_ = new PuzzleDialog(puzzleLibrary_, c_->dataSet(), this);
        connect(puzzleDialog_, &PuzzleDialog::playRequested, this, [this](const PuzzleEntry& e) {
            if (playPuzzle(e))
                puzzleDialog_->hide();
        });
        connect(puzzleDialog_, &PuzzleDialog::openFileRequested, this, &MainWindow::openPuzzleFile);
    } else {
        puzzleDialog_->refill(c_->dataSet());
    }
    if (puzzle_)
        puzzleDialog_->select(puzzle_->key());
    puzzleDialog_->show();
    puzzleDialog_->raise();
    puzzleDialog_->activateWindow();
}

void MainWindow::openPuzzleFile() {
    const QString folder = puzzleLibrary_->userFolder();
    const QString path =
        chooseFile_ ? chooseFile_(QStringLiteral("puzzle"), folder)
                    : QFileDialog::getOpenFileName(
                          puzzleDialog_ ? static_cast<QWidget*>(puzzleDialog_) : this,
                          tr("Open a puzzle"), folder, tr("Puzzles (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const PuzzleEntry e = PuzzleLibrary::readFile(c_->dataSet(), path, PuzzleEntry::Source::File);
    if (!e.puzzle) {
        showError(tr("Cannot open the puzzle “%1”: %2")
                      .arg(savefiles::shownPath(QFileInfo(path).fileName()), e.problem));
        return;
    }
    if (playPuzzle(e) && puzzleDialog_)
        puzzleDialog_->hide();
}

bool MainWindow::playPuzzle(const PuzzleEntry& e) {
    if (!e.puzzle)
        return false;
    if (puzzleLibrary_->entries().isEmpty()) // for Next puzzle
        puzzleLibrary_->reload(c_->dataSet());
    std::optional<GameState> g;
    try {
        g = puzzleGame(c_->dataSet(), *e.puzzle);
    } catch (const std::exception& err) {
        showError(
            tr("Cannot play the puzzle “%1”: %2").arg(e.title(), QString::fromUtf8(err.what())));
        return false;
    }
    // The player's own unfinished game: its autosave holds it as it is now (written after every
    // step), and nothing is autosaved during a puzzle, so it comes back when the puzzle is left.
    // A copy is kept aside too, in case another game replaces the puzzle. When the autosave does
    // not hold it (autosave off or failing), ask as a new game does.
    if (!c_->oneTurn() && puzzleKeptGame_.isEmpty() && c_->hasGame() && !c_->readOnly() &&
        !c_->fullState().isOver()) {
        QString err;
        const bool autosaved =
            !c_->files().autosavePath().isEmpty() && c_->lastAutosaveError().isEmpty();
        if (autosaved)
            puzzleKeptGame_ = c_->files().keepUnfinishedAutosave(err);
        if (puzzleKeptGame_.isEmpty() && !mayDiscardGame(confirm::Purpose::NewGame))
            return false;
    }
    puzzle_ = e;
    c_->playOneTurn(std::move(*g));
    markSaved(false);
    pages_->setCurrentWidget(table_);
    refreshPuzzleBanner();
    statusBar()->showMessage(
        puzzleKeptGame_.isEmpty()
            ? tr("Puzzle: %1").arg(e.title())
            : tr("Puzzle: %1. Your own game waits: Leave the puzzle brings it back.")
                  .arg(e.title()),
        8000);
    return true;
}

void MainWindow::leavePuzzle() {
    if (!puzzle_)
        return;
    if (!puzzleKeptGame_.isEmpty()) {
        leavingPuzzle_ = true;
        // The autosave still holds the player's game (nothing was autosaved meanwhile); else the
        // copy kept aside.
        const bool back = c_->resumeAutosave() || openGameFile(puzzleKeptGame_);
        leavingPuzzle_ = false;
        if (back) {
            QFile::remove(puzzleKeptGame_);
            puzzleKeptGame_.clear();
            statusBar()->showMessage(tr("Back to your game: round %1, %2 to play.")
                                         .arg(c_->view().round())
                                         .arg(c_->seatName(c_->view().currentSeat())),
                                     8000);
            return;
        }
    }
    newGameDialog(); // a new game ends the puzzle (puzzleGameReplaced); cancelled, it stays
}

void MainWindow::puzzleGameReplaced() {
    if (!puzzle_ || c_->oneTurn())
        return; // no puzzle, or the puzzle (again)
    // Another game replaced the puzzle: the puzzle is left.
    puzzle_.reset();
    puzzleBanner_->hide();
    if (!leavingPuzzle_ && !puzzleKeptGame_.isEmpty()) {
        // Not the player's own game back: their game stays kept as a save of its own.
        addRecentFile(puzzleKeptGame_);
        statusBar()->showMessage(
            tr("Your unfinished game was kept as %1 (Game ▸ Open recent).")
                .arg(savefiles::shownPath(QFileInfo(puzzleKeptGame_).fileName())),
            15000);
        puzzleKeptGame_.clear();
    }
}

void MainWindow::refreshPuzzleBanner() {
    if (!puzzle_ || !c_->hasGame() || !c_->oneTurn() || c_->oneTurnAfter())
        return;
    const Puzzle& p = *puzzle_->puzzle;
    const ComponentSet& comps = c_->components();
    const PuzzleVerdict v = judgePuzzle(p, c_->view());
    QStringList progress;
    for (const GoalCheck& k : v.goals)
        progress << puzzlewords::progress(comps, k);
    puzzleBanner_->showGoal(puzzle_->title(), puzzlewords::goals(comps, p, true), progress,
                            puzzlewords::text(p.hint));
}

void MainWindow::puzzleTurnEnded() {
    if (!puzzle_ || !c_->oneTurnAfter())
        return;
    const Puzzle& p = *puzzle_->puzzle;
    const ComponentSet& comps = c_->components();
    const PuzzleVerdict v = judgePuzzle(p, *c_->oneTurnAfter());
    QStringList lines;
    for (const GoalCheck& k : v.goals)
        lines << (k.met ? QStringLiteral("✔ ") : QStringLiteral("✘ ")) +
                     puzzlewords::verdict(comps, k);
    if (!c_->log().isEmpty())
        lines << tr("Your turn: %1").arg(c_->log().back());
    if (v.solved && !puzzleLibrary_->markSolved(puzzle_->key()))
        statusBar()->showMessage(
            savefiles::bounded(tr("The puzzle could not be recorded as solved: %1")
                                   .arg(puzzleLibrary_->problem())),
            10000);
    puzzleBanner_->showResult(v.solved, lines, puzzleLibrary_->next(puzzle_->key()).has_value());
    if (puzzleDialog_)
        puzzleDialog_->refill(c_->dataSet());
}
