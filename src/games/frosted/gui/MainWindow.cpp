#include "MainWindow.h"

#include "Language.h"

#include "Art.h"
#include "BoardView.h"
#include "ConfirmDiscard.h"
#include "DeckView.h"
#include "EndCeremony.h"
#include "FlightOverlay.h"
#include "GardenView.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "HelpDialog.h"
#include "NewGameDialog.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "PreviewPanel.h"
#include "RecordWindow.h"
#include "SaveFiles.h"
#include "ScorePadPage.h"
#include "ScreenFit.h"
#include "SettingsDialog.h"
#include "SingleInstance.h"
#include "SpeedControls.h"
#include "TableNotes.h"
#include "TurnFocus.h"
#include "Tutorial.h"
#include "Words.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

using namespace frosted;

MainWindow::MainWindow(ComponentsPtr components, QWidget* parent) : Frame(parent) {
    art::ensureResources();
    words::installPlurals();
    c_ = new GameController(std::move(components), this);
    c_->setAutosaveDir(savefiles::defaultAutosaveDir());
    stats_ = new Statistics(Statistics::defaultPath(), this); // read at its first use
    setWindowTitle(tr("Frosted Blooms"));
    setWindowIcon(QIcon(art::pixmap(QStringLiteral("frosted-blooms"), 128)));
    QPalette pal = palette();
    pal.setColor(QPalette::Window, art::background());
    setPalette(pal);
    pages_ = new QStackedWidget(this);
    setCentralWidget(pages_);
    buildTable();
    buildMenus();
    // The status bar exists from the start: its first message does not shrink the table.
    statusBar()->setSizeGripEnabled(false);
    buildFlights();
    buildTutorial();

    connect(c_, &GameController::stateChanged, this, &MainWindow::refresh);
    connect(c_, &GameController::ghostChanged, this, &MainWindow::refreshPreview);
    connect(c_, &GameController::ghostChanged, this, &MainWindow::updateActions);
    connect(c_, &GameController::handOverRequired, this, &MainWindow::showHandOver);
    connect(c_, &GameController::gameOver, this, &MainWindow::showScorePad);
    connect(c_, &GameController::logAppended, this,
            [this](const QString& line) { log_->append(line); });
    connect(c_, &GameController::hintReady, this, [this] {
        refresh(); // the NOW line, the board's marked tile, the menus
    });
    // Refusals and hints said on the table (the NOW column, by the pointer), the hint's focus.
    new TableNotes(this);
    connect(c_, &GameController::errorOccurred, this, &MainWindow::showError);
    connect(c_, &GameController::autosaveFailed, this,
            [this](const QString& why) { statusBar()->showMessage(why, 8000); });
    connect(c_, &GameController::gameReplaced, this, &MainWindow::gameReplaced);
    // Statistics: which game on the table counts at its end (after the score pad is shown).
    connect(c_, &GameController::gameReplaced, this, [this] {
        scorePage_->setRecordNote({});
        const GameState& g = c_->fullState();
        // Not a guided game (Learn to play): its deal and moves are the script's.
        statsCountable_ = !c_->readOnly() && !g.isOver() && !g.origin() && !c_->guide();
        if (statsCountable_ && g.actions().empty())
            stats_->forget(Statistics::gameKey(g)); // at its deal: a new game
    });
    // Counted as soon as the game is over in the core, before the Master Gardener's last steps
    // are shown (a game quit or replaced during them still counts), and again at gameOver for
    // the score pad's note (Statistics counts each game once).
    connect(c_, &GameController::stateChanged, this, &MainWindow::recordStatistics);
    connect(c_, &GameController::gameOver, this, &MainWindow::recordStatistics);
    // The end as a moment (EndCeremony), over the score pad and before it; not in the guided
    // game, which ends on its own note about the score pad.
    ceremony_ = new EndCeremony(c_, pages_);
    connect(c_, &GameController::gameOver, this, [this] {
        if (!c_->guide() && !c_->readOnly())
            ceremony_->play(scorePage_->tieBreakLabel()->text());
    });
    connect(ceremony_, &EndCeremony::finished, this,
            [this] { scorePage_->playAgainButton()->setFocus(Qt::OtherFocusReason); });
    connect(stats_, &Statistics::problemFound, this, [this](const QString& why) {
        statusBar()->showMessage(savefiles::bounded(why), 15000);
    });
    // The keyboard follows the turn's steps (after the window has followed each change).
    new TurnFocus(c_, pages_, board_, garden_, hand_, this);
    // The designed size, but never larger than the desktop, frame included (issue 31: a 1024x600
    // screen with a panel shows it all); where it opens is ScreenFit's (main.cpp), which puts it
    // back where it was left when that still fits.
    setMinimumSize(screenfit::bounded(this, kLeastSize));
    resize(screenfit::bounded(this, QSize(1440, 900)));
    QSettings s;
    {
        const bool remember = std::exchange(useSettings_, false); // read, nothing to write
        setColumnCollapsed(Column::Players,
                           s.value(QStringLiteral("layout/playersCollapsed"), false).toBool());
        setColumnCollapsed(Column::Turn,
                           s.value(QStringLiteral("layout/turnCollapsed"), false).toBool());
        useSettings_ = remember;
    }
    // The two speeds (a value that is none of the choices: normal), the animations' speed.
    for (auto [box, key] : {std::pair{speed_, "options/gardenerSpeed"},
                            std::pair{computerSpeed_, "options/computerSpeed"}}) {
        const int i = box->findData(s.value(QLatin1String(key), GameController::Normal).toInt());
        box->setCurrentIndex(i >= 0 ? i : box->findData(GameController::Normal));
    }
    c_->setGardenerSpeed(speed_->currentData().toInt());
    c_->setComputerSpeed(computerSpeed_->currentData().toInt());
    art::setAnimationSpeed(static_cast<art::AnimationSpeed>(
        std::clamp(s.value(QStringLiteral("options/animationSpeed"), 1).toInt(), 0, 2)));
    // Off on the offscreen platform and for screenshots whatever the setting says.
    animations_->setChecked(art::animationsEnabled() &&
                            s.value(QStringLiteral("options/animations"), true).toBool());
    art::setAnimationsEnabled(animations_->isChecked());
    colourBlind_->setChecked(s.value(QStringLiteral("options/colourBlindSafe"), false).toBool());
    art::setColourBlindSafe(colourBlind_->isChecked());
    refresh();
}

void MainWindow::startGame(const NewGameOptions& o) {
    if (!c_->newGame(o))
        return; // refused: the message is shown, the game in progress goes on
    if (useSettings_)
        NewGameDialog::rememberSetup(o);
    markSaved(false);
    refresh();
}

void MainWindow::markSaved(bool saved) {
    savedActions_.reset();
    if (saved && c_->hasGame())
        savedActions_ = c_->fullState().actions();
}

bool MainWindow::hasUnsavedGame() const {
    // A puzzle (a one-turn game) is never saved: Try again or the list give it back.
    if (!c_->hasGame() || c_->oneTurn() || c_->fullState().isOver() ||
        c_->fullState().actions().empty())
        return false;
    return !savedActions_ || *savedActions_ != c_->fullState().actions();
}

bool MainWindow::mayDiscardGame(confirm::Purpose purpose) {
    if (!hasUnsavedGame())
        return true;
    const SeatView& g = c_->view();
    QStringList names;
    for (int s = 0; s < g.seatCount(); ++s)
        names << c_->seatName(s);
    const QString summary =
        (g.solo() ? tr("%1's game against the Master Gardener (round %2 of %3)").arg(names.value(0))
                  : tr("The game of %1 (round %2 of %3)").arg(words::joined(names)))
            .arg(g.round())
            .arg(g.components().rules.rounds);
    const confirm::Answer a = askToSave(purpose, summary);
    if (a == confirm::Answer::Cancel)
        return false;
    if (a == confirm::Answer::Save)
        return saveGame(); // a cancelled or failed save keeps the game
    return true;
}

void MainWindow::gameReplaced() {
    log_->setLines(c_->log());
    players_->rebuild();
    garden_->fitToView();
    if (!c_->handOverPending())
        pages_->setCurrentWidget(table_);
}

void MainWindow::recordStatistics() {
    // Once per game: a game opened already over, or ended again after a save from before its
    // end was opened, adds nothing (Statistics: the keys of the games counted).
    if (!statsCountable_ || stats_->path().isEmpty() || !c_->hasGame() || c_->readOnly() ||
        !c_->fullState().isOver())
        return;
    const GameState& g = c_->fullState();
    const Statistics::Outcome o = stats_->record(
        Statistics::resultOf(g, QDateTime::currentDateTimeUtc()), Statistics::gameKey(g));
    statsCountable_ = false; // told once; the score pad shows the note when it opens
    if (ceremony_)
        ceremony_->setOutcome(o); // said in the ceremony too
    if (o.counted)                // a daily garden's result is kept with it
        scorePage_->setRecordNote(QStringList({Statistics::note(o), challengeFinished()})
                                      .join(QLatin1Char(' '))
                                      .trimmed());
}

void MainWindow::showStatistics() {
    if (!statsDialog_)
        statsDialog_ = new StatisticsDialog(stats_, this);
    stats_->refresh();
    if (c_->hasGame())
        statsDialog_->showMode(Statistics::modeOf(c_->fullState()));
    statsDialog_->show();
    statsDialog_->raise();
    statsDialog_->activateWindow();
}

void MainWindow::openSandbox() {
    if (!sandbox_)
        sandbox_ = new SandboxWindow(c_->dataSet(), c_, this); // the set in use
    sandbox_->setWindowFlag(Qt::Window);
    sandbox_->show();
    sandbox_->raise();
    sandbox_->activateWindow();
}

void MainWindow::openBalance() {
    if (!balance_) {
        // Data set A: the set in use (the one new games are dealt from).
        balance_ = new BalanceWindow(data_->builtIn(), c_->dataSet(),
                                     data_->usingBuiltIn() ? QString() : data_->folder(), this);
        balance_->setWindowFlag(Qt::Window);
        balance_->setMessageBoxesEnabled(messageBoxes_);
    }
    balance_->show();
    balance_->raise();
    balance_->activateWindow();
}

void MainWindow::openPositionEditor() {
    if (!position_ || position_->components() != c_->dataSet()) {
        delete position_; // made for another data set
        position_ = new PositionWindow(c_->dataSet(), c_, this);
        position_->setWindowFlag(Qt::Window);
        // R-PRIV-1: a position shows every hand and deck; at a shared screen, ask first.
        position_->setRevealAsker([this] {
            if (!messageBoxes_)
                return true;
            QMessageBox box(QMessageBox::Question, tr("Show the game's secrets?"),
                            tr("A position taken from the game on the table shows every "
                               "player's hand and deck and the order of the bag."),
                            QMessageBox::NoButton, position_);
            QPushButton* show = box.addButton(tr("Show them"), QMessageBox::AcceptRole);
            box.addButton(tr("Start from a fresh deal"), QMessageBox::RejectRole);
            box.setDefaultButton(show);
            box.exec();
            return box.clickedButton() == show;
        });
        position_->setFileChooser([this](const QString& purpose, const QString& suggested) {
            return choose(purpose, suggested);
        });
        connect(position_, &PositionWindow::playRequested, this, [this](const GameState& g) {
            // Play from here: the table's game is given up as for a new game (asked first).
            if (!mayDiscardGame(confirm::Purpose::NewGame))
                return;
            c_->playFrom(g);
            markSaved(false);
            raise();
            activateWindow();
        });
        if (!position_->takeFromGame() && c_->hasGame())
            position_->newDeal(c_->fullState().seatCount(), c_->fullState().solo());
    } else if (!position_->isVisible() && position_->fromTable() && c_->hasGame() &&
               !c_->fullState().isOver()) {
        // Opened again: whoever sits at the screen now is asked again before the secrets of
        // the game on the table show; declined, a fresh deal of the same seats.
        if (!position_->mayReveal())
            position_->newDeal(c_->fullState().seatCount(), c_->fullState().solo());
    }
    position_->show();
    position_->raise();
    position_->activateWindow();
}

QString MainWindow::errorDetails() const {
    return c_->hasGame() ? tr("The game in progress is unchanged.") : QString();
}

void MainWindow::newGameDialog() {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    // The players of the game on the table, unless it is the guided game or a position.
    NewGameDialog d(NewGameDialog::proposedSetup(*c_, useSettings_), *c_->dataSet(), this);
    if (d.exec() == QDialog::Accepted)
        startGame(d.options());
}

bool MainWindow::mayClose() {
    return mayDiscardGame(confirm::Purpose::Quit);
}

void MainWindow::closing() {
    if (balance_)
        balance_->close(); // a run going on there is cancelled and its thread joined
}
