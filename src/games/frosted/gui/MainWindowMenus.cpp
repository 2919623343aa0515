// The main window's menus and keys (MainWindow.h): Game, Edit, Turn, View, Tools, Help; each action
// enabled only when it does something now. The standard entries (New game…, Open…, Undo, Hint,
// Rules …) are the shell's (StandardActions.h): placed and connected here.
#include "MainWindow.h"

#include "Art.h"
#include "BoardView.h"
#include "ChallengeMode.h"
#include "ConfirmDiscard.h"
#include "DataSetMode.h"
#include "DeckView.h"
#include "DesignerTools.h"
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
#include "PuzzleMode.h"
#include "RecordWindow.h"
#include "ScorePadPage.h"
#include "SettingsDialog.h"
#include "StatisticsMode.h"
#include "TableNotes.h"
#include "TurnFocus.h"
#include "Tutorial.h"
#include "TutorialMode.h"
#include "Words.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

#include <utility>

using namespace frosted;

void MainWindow::buildMenus() {
    buildGameMenu();
    buildEditMenu();
    buildTurnMenu();
    buildViewMenu();
    buildToolsMenu();
    buildSettingsMenu(); // MainWindowSettings.cpp
    buildHelpMenu();
}

void MainWindow::buildGameMenu() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    addStandardAction(game, Standard::New, this, &MainWindow::newGameDialog);
    turn_.playAgain = game->addAction(tr("Play &again with the same players"), this, [this] {
        if (c_->hasGame() && mayDiscardGame(confirm::Purpose::NewGame)) {
            NewGameOptions o = c_->options();
            o.seed.reset();
            startGame(o);
        }
    });
    turn_.playAgain->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    // KDE's standard Restart (F5): this game again from its deal, the same players and seats.
    addStandardAction(game, Standard::Restart, this, &MainWindow::restartGame);
    game->addSeparator();
    addStandardAction(game, Standard::Open, this, &MainWindow::openGame);
    addRecentMenu(game); // KDE's standard Open Recent: the saved games opened or saved last
    addStandardAction(game, Standard::Save, this, &MainWindow::saveGame);
    export_ = game->addAction(tr("&Export record…"), this, &MainWindow::exportRecord);
    export_->setToolTip(tr("Write the game as a record that frosted-blooms-cli play replays"));
    openRecord_ = game->addAction(tr("Open &record…"), this, &MainWindow::openRecord);
    openRecord_->setToolTip(tr("Watch an exported record step by step (read-only)"));
    statistics_->addGameEntry(game); // Statistics…
    // Daily garden…, Garden of the week…: dealt from the built-in set (the data sets' below).
    challenges_ = new ChallengeMode(
        modeHost(), game, statistics_->statistics(),
        [this] { return dataSets_->sets()->builtIn(); }, this);
    game->addSeparator();
    // Sandbox…, Set up a position… (and Tools ▸ Balance…): the designer's windows.
    designer_ = new DesignerTools(
        modeHost(), [this] { return dataSets_->sets(); }, this);
    designer_->addGameEntries(game);
    puzzles_ = new PuzzleMode(modeHost(), game, table_, this); // Puzzles…
    // Open data set…, Use the built-in data set; the sandbox and the help pages follow the set.
    dataSets_ = new DataSetMode(
        modeHost(), game, [this] { return markedSaved(); }, [this] { newGameWithDataSet(); }, this);
    connect(dataSets_, &DataSetMode::inUseChanged, this,
            [this] { designer_->rebuildSandbox(dataSets_->phrase()); });
    connect(dataSets_, &DataSetMode::tableSetChanged, this, [this] {
        // The help pages quote the data's values (rounds, points): written again when next shown.
        for (HelpDialog* d : {rules_.data(), keyboard_.data()})
            if (d) {
                d->close();
                d->deleteLater();
            }
    });
    game->addSeparator();
    addStandardAction(game, Standard::Quit, this, &QWidget::close);
}

void MainWindow::buildEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    addStandardAction(edit, Standard::Undo, c_, &GameController::undo)
        ->setStatusTip(tr("Take back a step of your turn (until a card is played)"));
    addStandardAction(edit, Standard::Redo, c_, &GameController::redo);
}

void MainWindow::buildTurnMenu() {
    QMenu* turn = menuBar()->addMenu(tr("&Turn"));
    // An entry whose key works wherever the window has the focus.
    auto place = [&](QAction* act, auto slot) {
        act->setShortcutContext(Qt::WindowShortcut);
        connect(act, &QAction::triggered, this, slot);
        addAction(act);
        return act;
    };
    auto add = [&](const QString& text, const QKeySequence& key, auto slot) {
        QAction* act = turn->addAction(text);
        act->setShortcut(key);
        return place(act, slot);
    };
    // Each enabled only when it does something now (updateActions, on every change).
    turn_.rotate = add(tr("&Rotate the tile"), QKeySequence(Qt::Key_R), [this] { c_->rotate(); });
    turn_.turnOver =
        add(tr("Turn the tile &over"), QKeySequence(Qt::Key_F), [this] { c_->turnOver(); });
    turn_.proceed =
        add(tr("&Place / Done / Continue"), QKeySequence(Qt::Key_Return), [this] { keyReturn(); });
    turn_.enter = new QAction(this);
    turn_.enter->setShortcut(QKeySequence(Qt::Key_Enter));
    connect(turn_.enter, &QAction::triggered, this, [this] { keyReturn(); });
    addAction(turn_.enter);
    turn_.putBack =
        add(tr("Put the tile &back"), QKeySequence(Qt::Key_Escape), [this] { c_->cancelTake(); });
    turn_.pass = add(tr("P&ass (no tile can be taken or placed)"), QKeySequence(Qt::Key_P),
                     [this] { c_->pass(); });
    turn_.claim = add(tr("&Claim an objective…"), QKeySequence(Qt::Key_C), [this] { claimMenu(); });
    turn_.done =
        add(tr("&Done (end the turn)"), QKeySequence(Qt::Key_D), [this] { c_->endTurn(); });
    // KDE's standard End Turn (Ctrl+E) as well as D.
    turn_.done->setShortcuts({QKeySequence(Qt::Key_D), QKeySequence(tr("Ctrl+E"))});
    turn_.nextStep = add(tr("Master Gardener: &next step"), QKeySequence(Qt::Key_Space),
                         [this] { c_->nextGardenerStep(); });
    // KDE's standard Hint (Move ▸ Hint, H): what the hard computer player would do here.
    turn_.hint = place(addStandardAction(turn, Standard::Hint), [this] {
        c_->requestHint();
        if (c_->hintRunning())
            statusBar()->showMessage(tr("Thinking about a hint…"));
        updateActions();
    });
    // 1–9: keyNumber() answers those the table's data uses (another data set may use more).
    for (int n = 1; n <= 9; ++n) {
        QAction* num = new QAction(this);
        num->setShortcut(QKeySequence(Qt::Key_0 + n));
        connect(num, &QAction::triggered, this, [this, n] { keyNumber(n); });
        addAction(num);
    }
}

void MainWindow::buildViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* a = view->addAction(tr("Zoom &in"), garden_, &GardenView::zoomIn);
    a->setShortcuts({QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))});
    a = view->addAction(tr("Zoom &out"), garden_, &GardenView::zoomOut);
    a->setShortcut(QKeySequence::ZoomOut);
    a = view->addAction(tr("&Fit the garden"), garden_, &GardenView::fitToView);
    a->setShortcut(QKeySequence(tr("Ctrl+0")));
    view->addSeparator();
    playersColumn_ = view->addAction(tr("&Players column"));
    playersColumn_->setCheckable(true);
    playersColumn_->setChecked(true);
    playersColumn_->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    playersColumn_->setToolTip(tr("Show or hide the players on the left"));
    connect(playersColumn_, &QAction::triggered, this,
            [this](bool on) { setColumnCollapsed(Column::Players, !on); });
    turnColumn_ = view->addAction(tr("&Turn column (now, preview, log)"));
    turnColumn_->setCheckable(true);
    turnColumn_->setChecked(true);
    turnColumn_->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    turnColumn_->setToolTip(
        tr("Show or hide the prompt, the preview and the game log on the right"));
    connect(turnColumn_, &QAction::triggered, this,
            [this](bool on) { setColumnCollapsed(Column::Turn, !on); });
    view->addSeparator();
    myCards_ = view->addAction(tr("&My cards…"), this, &MainWindow::showMyCards);
    myCards_->setShortcut(QKeySequence(tr("Ctrl+D")));
    myCards_->setToolTip(tr("Your cards still in your deck and those you have played"));
    view->addSeparator();
    // A menu of a speed box's choices, checked as the box is.
    auto speedMenu = [&](const QString& title, QComboBox* box) {
        QMenu* menu = view->addMenu(title);
        auto* group = new QActionGroup(this);
        for (int i = 0; i < box->count(); ++i) {
            QAction* s = menu->addAction(box->itemText(i));
            s->setCheckable(true);
            s->setData(box->itemData(i));
            s->setChecked(i == box->currentIndex());
            group->addAction(s);
            connect(s, &QAction::triggered, box, [box, i] { box->setCurrentIndex(i); });
        }
        return group;
    };
    speedGroup_ = speedMenu(tr("Master Gardener &speed"), speed_);
    computerSpeedGroup_ = speedMenu(tr("&Computer players' speed"), computerSpeed_);
}

void MainWindow::buildToolsMenu() {
    QMenu* tools = menuBar()->addMenu(tr("T&ools"));
    designer_->addToolsEntries(tools);
}

void MainWindow::buildHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    learn_ = help->addAction(tr("&Learn to play…"), this, [this] { tutorial_->learnToPlay(); });
    learn_->setObjectName(QStringLiteral("learnAction"));
    learn_->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
    addStandardAction(help, Standard::Rules, this, &MainWindow::showRules);
    help->addAction(tr("&Keyboard"), this, &MainWindow::showKeyboard);
    addStandardAction(help, Standard::About, this, [this] {
        QMessageBox::about(this, tr("About Frosted Blooms"),
                           tr("<b>Frosted Blooms</b> — a tile-laying game of gardens in early "
                              "spring.<br>Hotseat for 2–4 players or solo against the Master "
                              "Gardener.<br>Qt %1.")
                               .arg(QLatin1String(qVersion())));
    });
}

void MainWindow::updateActions() {
    const bool game = c_->hasGame();
    const bool input = c_->acceptsInput();
    const Phase ph = game ? c_->view().phase() : Phase::GameOver;
    bool claimable = false;
    if (input && ph == Phase::Claim)
        for (int o : c_->view().board())
            claimable = claimable || c_->view().mayClaim(o);
    undoAction()->setEnabled(c_->canUndo());
    redoAction()->setEnabled(c_->canRedo());
    myCards_->setEnabled(DeckDialog::privateSeat(c_) >= 0);
    saveAction()->setEnabled(game);
    export_->setEnabled(game);
    turn_.playAgain->setEnabled(game);
    restartAction()->setEnabled(game && !c_->readOnly());
    turn_.rotate->setEnabled(c_->hasGhost());
    turn_.turnOver->setEnabled(c_->hasGhost());
    const bool cont = c_->handOverPending() || c_->replaying() || c_->hasGhost() ||
                      (input && ph == Phase::Claim) || tutorial_->tutorial()->holding();
    turn_.proceed->setEnabled(cont);
    turn_.enter->setEnabled(cont);
    turn_.putBack->setEnabled(c_->canCancelTake());
    turn_.pass->setEnabled(input && c_->mustPass());
    turn_.claim->setEnabled(claimable);
    turn_.done->setEnabled(input && ph == Phase::Claim);
    turn_.nextStep->setEnabled(c_->replaying() || c_->computerStepWaiting());
    turn_.hint->setEnabled(c_->canHint() && !c_->hintRunning() && !c_->hint());
}

void MainWindow::keyNumber(int n) {
    if (!c_->acceptsInput() ||
        n > std::max(c_->components().rules.marketSlots, c_->components().rules.handSize))
        return;
    const SeatView& g = c_->view();
    if (g.phase() == Phase::TakeTile)
        c_->takeTile(n);
    else if (g.phase() == Phase::PlayCard) {
        const auto& hand = g.hand();
        if (n <= static_cast<int>(hand.size()))
            c_->playCard(hand[static_cast<std::size_t>(n - 1)]);
    }
}

void MainWindow::keyReturn() {
    if (tutorial_->tutorial()->holding()) { // the guided game's note: Enter reads on
        tutorial_->tutorial()->next();
        return;
    }
    if (c_->handOverPending()) {
        c_->confirmHandOver();
        return;
    }
    if (c_->replaying()) {
        c_->nextGardenerStep();
        return;
    }
    if (!c_->acceptsInput())
        return;
    if (c_->hasGhost())
        c_->place();
    else if (c_->view().phase() == Phase::Claim)
        c_->endTurn();
}

void MainWindow::claimMenu() {
    if (!c_->acceptsInput() || c_->view().phase() != Phase::Claim)
        return;
    QMenu m(this);
    for (int o : c_->view().board())
        if (c_->view().mayClaim(o)) {
            QAction* a = m.addAction(tr("Claim %1").arg(words::objectiveName(c_->components(), o)));
            connect(a, &QAction::triggered, c_, [this, o] { c_->claim(o); });
        }
    if (m.isEmpty())
        m.addAction(tr("No objective qualifies this turn"))->setEnabled(false);
    m.exec(board_->mapToGlobal(board_->rect().center()));
}

void MainWindow::showRules() {
    if (!rules_) {
        rules_ = new HelpDialog(tr("Rules — Frosted Blooms"), QStringLiteral("rules"), this);
        rules_->setMarkdown(HelpDialog::rulesText(c_->components()), &c_->components());
        rules_->resize(780, 720);
    }
    rules_->present();
}

void MainWindow::showKeyboard() {
    if (!keyboard_) {
        keyboard_ =
            new HelpDialog(tr("Keyboard — Frosted Blooms"), QStringLiteral("keyboard"), this);
        keyboard_->setMarkdown(HelpDialog::keyboardText(c_->components()));
        keyboard_->resize(640, 520);
    }
    keyboard_->present();
}
