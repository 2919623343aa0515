#include "MainWindow.h"

#include "ChallengeMode.h"
#include "DataSetMode.h"
#include "DesignerTools.h"
#include "GardenView.h"
#include "Language.h"
#include "StatisticsMode.h"
#include "TutorialMode.h"

#include "Art.h"
#include "ConfirmDiscard.h"
#include "DeckView.h"
#include "EndCeremony.h"
#include "FlightOverlay.h"
#include "HandBar.h"
#include "NewGameDialog.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "PreviewPanel.h"
#include "RecordWindow.h"
#include "SaveFiles.h"
#include "ScorePadPage.h"
#include "ScreenFit.h"
#include "TableNotes.h"
#include "TurnFocus.h"
#include "Tutorial.h"
#include "Words.h"

#include "frosted/rules/action.h"

#include <QComboBox>
#include <QDialog>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

#include <utility>

using namespace frosted;

MainWindow::MainWindow(ComponentsPtr components, QWidget* parent, Build when)
    : Frame(parent), components_(std::move(components)) {
    // The frame: what the window shows when it maps (its title, its colour, its size).
    art::ensureResources();
    language::installEnglishPlurals();
    setWindowTitle(tr("Frosted Blooms"));
    QPalette pal = palette();
    pal.setColor(QPalette::Window, art::background());
    setPalette(pal);
    // The designed size, but never larger than the desktop, frame included (issue 31: a 1024x600
    // screen with a panel shows it all); where it opens is ScreenFit's (main.cpp), which puts it
    // back where it was left when that still fits.
    setMinimumSize(screenfit::bounded(this, kLeastSize));
    resize(screenfit::bounded(this, QSize(1440, 900)));
    if (when == Build::Now)
        build();
}

void MainWindow::build(ComponentsPtr components) {
    if (pages_)
        return;
    c_ = new GameController(components ? std::move(components) : std::move(components_), this);
    c_->setAutosaveDir(savefiles::defaultAutosaveDir());
    statistics_ = new StatisticsMode(modeHost(), this); // read at its first use
    setWindowIcon(QIcon(art::pixmap(QStringLiteral("frosted-blooms"), 128)));
    // (Even an empty central widget costs the frame's first show milliseconds: made here.)
    pages_ = new QStackedWidget(this);
    setCentralWidget(pages_);
    buildTable();
    buildMenus();
    // The status bar exists from the start: its first message does not shrink the table.
    statusBar()->setSizeGripEnabled(false);
    buildFlights();
    tutorial_ = new TutorialMode(
        modeHost(), {pages_, table_, board_, garden_, hand_, leftColumn_, now_, scorePage_}, this);
    tutorial_->setAction(learn_);
    // The now line says when the face held fits nowhere (F): read again when the tile is turned
    // over, in any game (words::NowContext::otherFaceOnly).
    connect(c_, &GameController::ghostChanged, this,
            [this, side = std::optional<Side>()]() mutable {
                const std::optional<Side> held =
                    c_->hasGhost() ? std::optional(c_->ghost().orientation().side) : std::nullopt;
                if (held != side) {
                    side = held;
                    refresh();
                }
            });

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
    // Statistics: a game counted is said in the ceremony and on the score pad.
    statistics_->followGames([this] { scorePage_->setRecordNote({}); },
                             [this](const Statistics::Outcome& o) {
                                 if (ceremony_)
                                     ceremony_->setOutcome(o); // said in the ceremony too
                                 if (o.counted) // a daily garden's result is kept with it
                                     scorePage_->setRecordNote(
                                         QStringList({Statistics::note(o), challenges_->finished()})
                                             .join(QLatin1Char(' '))
                                             .trimmed());
                             });
    // The end as a moment (EndCeremony), over the score pad and before it; not in the guided
    // game, which ends on its own note about the score pad.
    ceremony_ = new EndCeremony(c_, pages_);
    connect(c_, &GameController::gameOver, this, [this] {
        if (!c_->guide() && !c_->readOnly())
            ceremony_->play(scorePage_->tieBreakLabel()->text());
    });
    connect(ceremony_, &EndCeremony::finished, this,
            [this] { scorePage_->playAgainButton()->setFocus(Qt::OtherFocusReason); });
    // The keyboard follows the turn's steps (after the window has followed each change).
    new TurnFocus(c_, pages_, board_, garden_, hand_, this);
    QSettings s;
    // Read, nothing to write back: the choices below are the settings' own (and writing them at
    // every start cost the start-up tens of milliseconds).
    const bool remember = std::exchange(useSettings_, false);
    setColumnCollapsed(Column::Players,
                       s.value(QStringLiteral("layout/playersCollapsed"), false).toBool());
    setColumnCollapsed(Column::Turn,
                       s.value(QStringLiteral("layout/turnCollapsed"), false).toBool());
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
    useSettings_ = remember;
    if (!useSettings_)
        setSettingsEnabled(false); // turned off before the table was built
    refresh();
    if (isVisible()) // built in a window on the screen: laid out again once its parts are shown
        QTimer::singleShot(0, this, &MainWindow::layoutColumns);
}

void MainWindow::startGame(const NewGameOptions& o) {
    if (!c_->newGame(o))
        return; // refused: the message is shown, the game in progress goes on
    if (useSettings_)
        NewGameDialog::rememberSetup(o);
    markSaved(false);
    refresh();
}

ModeHost MainWindow::modeHost() {
    ModeHost h;
    h.frame = this;
    h.game = c_;
    h.mayDiscardGame = [this](confirm::Purpose p) { return mayDiscardGame(p); };
    h.markSaved = [this](bool saved) { markSaved(saved); };
    h.refresh = [this] { refresh(); };
    h.updateActions = [this] { updateActions(); };
    h.showTable = [this] { pages_->setCurrentWidget(table_); };
    h.addRecentFile = [this](const QString& path) { addRecentFile(path); };
    h.openGameFile = [this](const QString& path) { return openGameFile(path); };
    h.newGameDialog = [this] { newGameDialog(); };
    h.fileChooser = [this] { return chooseFile_; };
    return h;
}

void MainWindow::chooseDataAtStart(const QString& commandLineFolder) {
    dataSets_->chooseAtStart(commandLineFolder);
}

void MainWindow::newGameWithDataSet() {
    if (NewGameDialog::realGame(*c_)) { // not the guided game's seats (issue 31)
        NewGameOptions o = c_->options();
        o.seed.reset();
        if (c_->newGame(o)) {
            if (useSettings_)
                NewGameDialog::rememberSetup(o);
            markSaved(false);
            refresh();
            return;
        }
    }
    // No game yet, or its players cannot sit at this set's table: the dialog, with this set's
    // colours. The game on the table was already let go (mayDiscardGame), so it is not asked
    // about again.
    runNewGameDialog();
}

void MainWindow::runNewGameDialog() {
    // The players of the game on the table, unless it is the guided game or a position.
    NewGameDialog d(NewGameDialog::proposedSetup(*c_, useSettings_), *c_->dataSet(), this);
    if (d.exec() == QDialog::Accepted)
        startGame(d.options());
    else if (!d.switchTo().isEmpty() && c_->hasGame())
        letGo(); // the switch closes the window without asking again
}

std::optional<QByteArray> MainWindow::gameMark() const {
    if (!c_ || !c_->hasGame())
        return std::nullopt;
    QByteArray mark;
    for (const Action& a : c_->fullState().actions())
        mark += QByteArray::fromStdString(actionText(a, c_->components())) + ';';
    return mark;
}

bool MainWindow::gameAtStake() const {
    // A puzzle (a one-turn game) is never saved: Try again or the list give it back.
    return c_ && c_->hasGame() && !c_->oneTurn() && !c_->fullState().isOver() &&
           !c_->fullState().actions().empty();
}

QString MainWindow::gameSummary() const {
    const SeatView& g = c_->view();
    QStringList names;
    for (int s = 0; s < g.seatCount(); ++s)
        names << c_->seatName(s);
    return (g.solo()
                ? tr("%1's game against the Master Gardener (round %2 of %3)").arg(names.value(0))
                : tr("The game of %1 (round %2 of %3)").arg(words::joined(names)))
        .arg(g.round())
        .arg(g.components().rules.rounds);
}

void MainWindow::gameReplaced() {
    log_->setLines(c_->log());
    players_->rebuild();
    garden_->fitToView();
    if (!c_->handOverPending())
        pages_->setCurrentWidget(table_);
}

QString MainWindow::errorDetails() const {
    return c_ && c_->hasGame() ? tr("The game in progress is unchanged.") : QString();
}

void MainWindow::newGameDialog() {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    runNewGameDialog();
}

bool MainWindow::mayClose() {
    // Let go for another game (runNewGameDialog), and unchanged since: not asked again.
    return mayQuitGame();
}

void MainWindow::closing() {
    if (designer_)
        designer_->closing();
}
