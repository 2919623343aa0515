// Game ▸ Puzzles… (PuzzleMode.h, docs/designer.md "Puzzles"): the dialog, a puzzle put on the
// table as a one-turn game, its banner, the verdict, and the player's own game kept meanwhile.
#include "PuzzleMode.h"

#include "GameController.h"
#include "PuzzleBanner.h"
#include "PuzzleDialog.h"
#include "SaveFiles.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace frosted;

PuzzleMode::PuzzleMode(ModeHost host, QMenu* game, QWidget* table, QObject* parent)
    : QObject(parent), host_(std::move(host)) {
    GameController* c = host_.game;
    library_ = new PuzzleLibrary(this);
    library_->setRecordPath(PuzzleLibrary::defaultRecordPath());
    action_ = game->addAction(tr("P&uzzles…"), this, &PuzzleMode::openPuzzles);
    action_->setObjectName(QStringLiteral("puzzlesAction"));
    action_->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    action_->setToolTip(tr("One turn to play, with a goal to reach: score, close gaps, "
                           "claim objectives"));

    // Over the table, above the board and the garden; hidden until a puzzle is played.
    banner_ = new PuzzleBanner(table);
    if (auto* outer = qobject_cast<QVBoxLayout*>(table->layout()))
        outer->insertWidget(0, banner_);
    connect(banner_, &PuzzleBanner::retryRequested, this, [this] {
        if (puzzle_ && host_.game->oneTurn() && host_.game->restartGame())
            host_.frame->statusBar()->showMessage(tr("The puzzle starts again."), 4000);
    });
    connect(banner_, &PuzzleBanner::nextRequested, this, [this] {
        if (!puzzle_)
            return;
        if (const auto next = library_->next(puzzle_->key()))
            playPuzzle(*next);
    });
    connect(banner_, &PuzzleBanner::listRequested, this, &PuzzleMode::openPuzzles);
    connect(banner_, &PuzzleBanner::leaveRequested, this, &PuzzleMode::leavePuzzle);
    connect(c, &GameController::stateChanged, this, &PuzzleMode::refreshBanner);
    connect(c, &GameController::oneTurnEnded, this, &PuzzleMode::turnEnded);
    connect(c, &GameController::gameReplaced, this, &PuzzleMode::gameReplaced);
    connect(library_, &PuzzleLibrary::changed, this, [this] {
        if (!library_->problem().isEmpty())
            host_.frame->statusBar()->showMessage(savefiles::bounded(library_->problem()), 10000);
    });
}

void PuzzleMode::setSettingsEnabled(bool on) {
    library_->setRecordPath(on ? PuzzleLibrary::defaultRecordPath() : QString());
}

void PuzzleMode::openPuzzles() {
    GameController* c = host_.game;
    library_->reload(c->dataSet());
    if (!dialog_) {
        dialog_ = new PuzzleDialog(library_, c->dataSet(), host_.frame);
        connect(dialog_, &PuzzleDialog::playRequested, this, [this](const PuzzleEntry& e) {
            if (playPuzzle(e))
                dialog_->hide();
        });
        connect(dialog_, &PuzzleDialog::openFileRequested, this, &PuzzleMode::openPuzzleFile);
    } else {
        dialog_->refill(c->dataSet());
    }
    if (puzzle_)
        dialog_->select(puzzle_->key());
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
}

void PuzzleMode::openPuzzleFile() {
    const QString folder = library_->userFolder();
    const Frame::FileChooser chooser = host_.fileChooser();
    const QString path =
        chooser
            ? chooser(QStringLiteral("puzzle"), folder)
            : QFileDialog::getOpenFileName(dialog_ ? static_cast<QWidget*>(dialog_) : host_.frame,
                                           tr("Open a puzzle"), folder,
                                           tr("Puzzles (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const PuzzleEntry e =
        PuzzleLibrary::readFile(host_.game->dataSet(), path, PuzzleEntry::Source::File);
    if (!e.puzzle) {
        host_.frame->showError(
            tr("Cannot open the puzzle “%1”: %2")
                .arg(savefiles::shownPath(QFileInfo(path).fileName()), e.problem));
        return;
    }
    if (playPuzzle(e) && dialog_)
        dialog_->hide();
}

bool PuzzleMode::playPuzzle(const PuzzleEntry& e) {
    GameController* c = host_.game;
    if (!e.puzzle)
        return false;
    if (library_->entries().isEmpty()) // for Next puzzle
        library_->reload(c->dataSet());
    std::optional<GameState> g;
    try {
        g = puzzleGame(c->dataSet(), *e.puzzle);
    } catch (const std::exception& err) {
        host_.frame->showError(
            tr("Cannot play the puzzle “%1”: %2").arg(e.title(), QString::fromUtf8(err.what())));
        return false;
    }
    // The player's own unfinished game: its autosave holds it as it is now (written after every
    // step), and nothing is autosaved during a puzzle, so it comes back when the puzzle is left.
    // A copy is kept aside too, in case another game replaces the puzzle. When the autosave does
    // not hold it (autosave off or failing), ask as a new game does.
    if (!c->oneTurn() && keptGame_.isEmpty() && c->hasGame() && !c->readOnly() &&
        !c->fullState().isOver()) {
        QString err;
        const bool autosaved =
            !c->files().autosavePath().isEmpty() && c->lastAutosaveError().isEmpty();
        if (autosaved)
            keptGame_ = c->files().keepUnfinishedAutosave(err);
        if (keptGame_.isEmpty() && !host_.mayDiscardGame(confirm::Purpose::NewGame))
            return false;
    }
    puzzle_ = e;
    c->playOneTurn(std::move(*g));
    host_.markSaved(false);
    host_.showTable();
    refreshBanner();
    host_.frame->statusBar()->showMessage(
        keptGame_.isEmpty()
            ? tr("Puzzle: %1").arg(e.title())
            : tr("Puzzle: %1. Your own game waits: Leave the puzzle brings it back.")
                  .arg(e.title()),
        8000);
    return true;
}

void PuzzleMode::leavePuzzle() {
    GameController* c = host_.game;
    if (!puzzle_)
        return;
    if (!keptGame_.isEmpty()) {
        leaving_ = true;
        // The autosave still holds the player's game (nothing was autosaved meanwhile); else the
        // copy kept aside.
        const bool back = c->resumeAutosave() || host_.openGameFile(keptGame_);
        leaving_ = false;
        if (back) {
            QFile::remove(keptGame_);
            keptGame_.clear();
            host_.frame->statusBar()->showMessage(tr("Back to your game: round %1, %2 to play.")
                                                      .arg(c->view().round())
                                                      .arg(c->seatName(c->view().currentSeat())),
                                                  8000);
            return;
        }
    }
    host_.newGameDialog(); // a new game ends the puzzle (gameReplaced); cancelled, it stays
}

void PuzzleMode::gameReplaced() {
    if (!puzzle_ || host_.game->oneTurn())
        return; // no puzzle, or the puzzle (again)
    // Another game replaced the puzzle: the puzzle is left.
    puzzle_.reset();
    banner_->hide();
    if (!leaving_ && !keptGame_.isEmpty()) {
        // Not the player's own game back: their game stays kept as a save of its own.
        host_.addRecentFile(keptGame_);
        host_.frame->statusBar()->showMessage(
            tr("Your unfinished game was kept as %1 (Game ▸ Open recent).")
                .arg(savefiles::shownPath(QFileInfo(keptGame_).fileName())),
            15000);
        keptGame_.clear();
    }
}

void PuzzleMode::refreshBanner() {
    GameController* c = host_.game;
    if (!puzzle_ || !c->hasGame() || !c->oneTurn() || c->oneTurnAfter())
        return;
    const Puzzle& p = *puzzle_->puzzle;
    const ComponentSet& comps = c->components();
    const PuzzleVerdict v = judgePuzzle(p, c->view());
    QStringList progress;
    for (const GoalCheck& k : v.goals)
        progress << puzzlewords::progress(comps, k);
    banner_->showGoal(puzzle_->title(), puzzlewords::goals(comps, p, true), progress,
                      puzzlewords::text(p.hint));
}

void PuzzleMode::turnEnded() {
    GameController* c = host_.game;
    if (!puzzle_ || !c->oneTurnAfter())
        return;
    const Puzzle& p = *puzzle_->puzzle;
    const ComponentSet& comps = c->components();
    const PuzzleVerdict v = judgePuzzle(p, *c->oneTurnAfter());
    QStringList lines;
    for (const GoalCheck& k : v.goals)
        lines << (k.met ? QStringLiteral("✔ ") : QStringLiteral("✘ ")) +
                     puzzlewords::verdict(comps, k);
    if (!c->log().isEmpty())
        lines << tr("Your turn: %1").arg(c->log().back());
    if (v.solved && !library_->markSolved(puzzle_->key()))
        host_.frame->statusBar()->showMessage(
            savefiles::bounded(
                tr("The puzzle could not be recorded as solved: %1").arg(library_->problem())),
            10000);
    banner_->showResult(v.solved, lines, library_->next(puzzle_->key()).has_value());
    if (dialog_)
        dialog_->refill(c->dataSet());
}
