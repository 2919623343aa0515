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

void MainWindow::buildTable() {
    table_ = new QWidget(this);
    table_->setObjectName(QStringLiteral("tablePage"));
    auto* outer = new QVBoxLayout(table_);
    outer->setContentsMargins(6, 6, 6, 6);
    outer->setSpacing(6);
    auto* row = new QHBoxLayout;
    outer->addLayout(row, 1);

    // A column's toggle: a small arrow button that collapses it to a strip or expands it.
    auto toggle = [this](const QString& name, Column col) {
        auto* b = new QToolButton(table_);
        b->setObjectName(name);
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus);
        b->setFixedSize(22, 22);
        connect(b, &QToolButton::clicked, this, [this, col] {
            autoFolded_ = false; // the player's choice from now on
            setColumnCollapsed(col, !columnCollapsed(col));
        });
        return b;
    };

    // Left: players.
    leftColumn_ = new QWidget(table_);
    leftColumn_->setObjectName(QStringLiteral("playersColumn"));
    auto* ll = new QVBoxLayout(leftColumn_);
    ll->setContentsMargins(0, 0, 0, 0);
    ll->setSpacing(0);
    leftToggle_ = toggle(QStringLiteral("playersToggle"), Column::Players);
    auto* lh = new QHBoxLayout;
    lh->setContentsMargins(0, 0, 0, 0);
    leftBody_ = new QWidget(leftColumn_);
    auto* lb = new QVBoxLayout(leftBody_);
    lb->setContentsMargins(0, 0, 0, 0);
    lb->setSpacing(0);
    auto* playersTitle = new QLabel(tr("<b>PLAYERS</b>"), leftColumn_);
    lh->addWidget(playersTitle, 1);
    lh->addWidget(leftToggle_, 0, Qt::AlignRight | Qt::AlignTop);
    ll->addLayout(lh);
    players_ = new PlayersPanel(c_, table_);
    auto* scroll = new QScrollArea(leftBody_);
    scroll->setWidget(players_);
    scroll->setWidgetResizable(true);
    playersScroll_ = scroll;
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->installEventFilter(this);
    lb->addWidget(scroll);
    ll->addWidget(leftBody_, 1);
    playersTitle->setObjectName(QStringLiteral("playersTitle"));
    row->addWidget(leftColumn_);
    connect(players_, &PlayersPanel::gardenRequested, this, &MainWindow::openGarden);

    // Centre: the board above the active garden.
    auto* split = boardOverGarden(c_, table_, &board_, &garden_);
    split_ = split;
    split->installEventFilter(this);
    connect(split, &QSplitter::splitterMoved, this, [this] { splitterMoved_ = true; });
    split->setChildrenCollapsible(false);
    auto* fit = new QToolButton(garden_);
    fit->setText(tr("⤢ Fit"));
    fit->setToolTip(tr("Fit the garden to the view (Ctrl+0)"));
    fit->setObjectName(QStringLiteral("fitButton"));
    fit->move(8, 8);
    connect(fit, &QToolButton::clicked, garden_, &GardenView::fitToView);
    row->addWidget(split, 1);

    // Right: NOW, preview, Master Gardener controls, log.
    rightColumn_ = new QWidget(table_);
    rightColumn_->setObjectName(QStringLiteral("turnColumn"));
    rightColumn_->setFixedWidth(340);
    auto* rc = new QVBoxLayout(rightColumn_);
    rc->setContentsMargins(0, 0, 0, 0);
    rc->setSpacing(0);
    rightToggle_ = toggle(QStringLiteral("turnToggle"), Column::Turn);
    auto* rh = new QHBoxLayout;
    rh->setContentsMargins(0, 0, 0, 0);
    rh->addWidget(rightToggle_, 0, Qt::AlignLeft | Qt::AlignTop);
    auto* nowTitle = new QLabel(tr("<b>NOW</b>"), rightColumn_);
    nowTitle->setObjectName(QStringLiteral("nowTitle"));
    rh->addWidget(nowTitle, 1);
    rc->addLayout(rh);
    auto* right = new QWidget(rightColumn_);
    rightBody_ = right;
    rc->addWidget(right, 1);
    auto* rl = new QVBoxLayout(right);
    rl->setContentsMargins(0, 0, 0, 0);
    now_ = new QLabel(right);
    now_->setObjectName(QStringLiteral("nowLabel"));
    now_->setWordWrap(true);
    // Room for a prompt of four lines: the controls below it stay put from step to step.
    now_->setMinimumHeight(100);
    now_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    now_->setStyleSheet(QStringLiteral("QLabel { background: #ffffff; border: 2px solid #7fa7cf; "
                                       "border-radius: 6px; padding: 6px; font-size: 15px; }"));
    // Issue 31: the NOW line and the preview scroll when their words need more than the column
    // can give on a low screen, rather than make the window taller than the screen (a label's
    // height for the column's width no longer counts as the table's).
    const auto scrolling = [right](QLabel* label, const char* name) {
        auto* area = new QScrollArea(right);
        area->setObjectName(QLatin1String(name));
        area->setFrameShape(QFrame::NoFrame);
        area->setFocusPolicy(Qt::NoFocus);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        area->setWidgetResizable(true);
        area->setWidget(label);
        return area;
    };
    QScrollArea* nowScroll = scrolling(now_, "nowScroll");
    nowScroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // fitNowLine's height
    rl->addWidget(nowScroll);
    // The speeds of the turns shown, labelled, and Next ▶ (SpeedControls).
    auto* mgBox = new SpeedControls(right);
    speed_ = mgBox->gardenerBox();
    computerSpeed_ = mgBox->computerBox();
    next_ = mgBox->nextButton();
    rl->addWidget(mgBox);
    preview_ = new PreviewPanel(c_, right);
    preview_->setObjectName(QStringLiteral("previewLabel"));
    preview_->setWordWrap(true);
    preview_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    preview_->setStyleSheet(
        QStringLiteral("QLabel { background: #f7fafc; border: 1px solid #c9d5e0; "
                       "border-radius: 6px; padding: 6px; }"));
    rl->addWidget(scrolling(preview_, "previewScroll"), 1); // sharing the room with the log
    // Each speed box: the controller's speed, its View menu's check, its setting.
    // (The View menus are made later: buildMenus().)
    auto follow = [this](QComboBox* box, QActionGroup* MainWindow::*group, const char* key,
                         void (GameController::*set)(int)) {
        connect(box, &QComboBox::currentIndexChanged, this, [=, this](int) {
            const int v = box->currentData().toInt();
            (c_->*set)(v);
            if (QActionGroup* g = this->*group)
                for (QAction* a : g->actions())
                    a->setChecked(a->data().toInt() == v);
            if (useSettings_)
                QSettings().setValue(QLatin1String(key), v);
            preferencesChanged();
        });
    };
    follow(speed_, &MainWindow::speedGroup_, "options/gardenerSpeed",
           &GameController::setGardenerSpeed);
    follow(computerSpeed_, &MainWindow::computerSpeedGroup_, "options/computerSpeed",
           &GameController::setComputerSpeed);
    connect(next_, &QPushButton::clicked, c_, &GameController::nextGardenerStep);
    rl->addWidget(new QLabel(tr("<b>GAME LOG</b>"), right));
    log_ = new GameLog(right); // follows its newest line (unless the player scrolled up)
    rl->addWidget(log_, 1);
    row->addWidget(rightColumn_);

    hand_ = new HandBar(c_, table_);
    hand_->setStyleSheet(QStringLiteral("#handBar { background: #f3f6f9; border-radius: 6px; }"));
    hand_->setAttribute(Qt::WA_StyledBackground);
    outer->addWidget(hand_);
    connect(hand_, &HandBar::cardHovered, this, &MainWindow::onCardHovered);
    connect(hand_, &HandBar::deckRequested, this, &MainWindow::showMyCards);
    connect(hand_, &HandBar::scorePadRequested, this, &MainWindow::showScorePad);
    deck_ = new DeckDialog(c_, this); // View ▸ My cards, non-modal
    pages_->addWidget(table_);

    // The hand-over cover (R-PRIV-1).
    handOverPage_ = new HandOverPage(c_, this);
    connect(handOverPage_, &HandOverPage::confirmed, c_, &GameController::confirmHandOver);
    pages_->addWidget(handOverPage_);

    // The score pad (R-END-2/3, R-MG-6): a page of its own.
    scorePage_ = new ScorePadPage(c_, this);
    connect(scorePage_, &ScorePadPage::playAgainRequested, this, [this] {
        startGame([this] {
            NewGameOptions o = c_->options();
            o.seed.reset();
            return o;
        }());
    });
    connect(scorePage_, &ScorePadPage::newGameRequested, this, &MainWindow::newGameDialog);
    connect(scorePage_, &ScorePadPage::gardensRequested, this,
            [this] { pages_->setCurrentWidget(table_); });
    connect(scorePage_, &ScorePadPage::gardenRequested, this, &MainWindow::openGarden);
    pages_->addWidget(scorePage_);
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* a = game->addAction(tr("&New game…"), this, &MainWindow::newGameDialog);
    a->setShortcut(QKeySequence::New);
    playAgain_ = game->addAction(tr("Play &again with the same players"), this, [this] {
        if (c_->hasGame() && mayDiscardGame(confirm::Purpose::NewGame)) {
            NewGameOptions o = c_->options();
            o.seed.reset();
            startGame(o);
        }
    });
    playAgain_->setShortcut(QKeySequence(tr("Ctrl+Shift+N")));
    // KDE's standard Restart (F5): this game again from its deal, the same players and seats.
    restart_ = game->addAction(tr("Res&tart this game"), this, &MainWindow::restartGame);
    restart_->setShortcut(QKeySequence(Qt::Key_F5));
    restart_->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    restart_->setToolTip(tr("Start this game again from its deal, with the same players"));
    game->addSeparator();
    open_ = game->addAction(tr("&Open…"), this, &MainWindow::openGame);
    open_->setShortcut(QKeySequence::Open);
    addRecentMenu(game); // KDE's standard Open Recent: the saved games opened or saved last
    save_ = game->addAction(tr("&Save…"), this, &MainWindow::saveGame);
    save_->setShortcut(QKeySequence::Save);
    export_ = game->addAction(tr("&Export record…"), this, &MainWindow::exportRecord);
    export_->setToolTip(tr("Write the game as a record that frosted-blooms-cli play replays"));
    openRecord_ = game->addAction(tr("Open &record…"), this, &MainWindow::openRecord);
    openRecord_->setToolTip(tr("Watch an exported record step by step (read-only)"));
    // KDE's Show High Scores (Ctrl+H): games, wins, best scores and streaks per mode.
    statisticsAct_ = game->addAction(tr("Stat&istics…"), this, &MainWindow::showStatistics);
    statisticsAct_->setShortcut(QKeySequence(tr("Ctrl+H")));
    statisticsAct_->setIcon(QIcon::fromTheme(QStringLiteral("games-highscores")));
    statisticsAct_->setToolTip(
        tr("Games played and won, best and average scores and winning streaks, per mode"));
    buildChallenges(game); // Daily garden…, Garden of the week… (MainWindowChallenges.cpp)
    game->addSeparator();
    sandboxAct_ = game->addAction(tr("Sand&box…"), this, &MainWindow::openSandbox);
    sandboxAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+B")));
    sandboxAct_->setToolTip(tr("A garden to build freely from any tile, with what the rules see"));
    positionAct_ =
        game->addAction(tr("Set up a &position…"), this, &MainWindow::openPositionEditor);
    positionAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
    positionAct_->setToolTip(
        tr("Any game position, checked by the rules, to play on from or to save"));
    buildPuzzles(game);  // Puzzles… (MainWindowPuzzles.cpp)
    buildDataSets(game); // Open data set…, Use the built-in data set
    game->addSeparator();
    a = game->addAction(tr("&Quit"), this, &QWidget::close);
    a->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    undo_ = edit->addAction(tr("&Undo"), c_, &GameController::undo);
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setStatusTip(tr("Take back a step of your turn (until a card is played)"));
    redo_ = edit->addAction(tr("&Redo"), c_, &GameController::redo);
    {
        // The platform's Redo keys (Ctrl+Y on some), and always Ctrl+Shift+Z, the one the
        // keyboard page gives.
        QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
        const QKeySequence shiftZ(tr("Ctrl+Shift+Z"));
        if (!keys.contains(shiftZ))
            keys.prepend(shiftZ);
        redo_->setShortcuts(keys);
    }

    QMenu* turn = menuBar()->addMenu(tr("&Turn"));
    auto add = [&](const QString& text, const QKeySequence& key, auto slot) {
        QAction* act = turn->addAction(text);
        act->setShortcut(key);
        act->setShortcutContext(Qt::WindowShortcut);
        connect(act, &QAction::triggered, this, slot);
        addAction(act);
        return act;
    };
    // Each enabled only when it does something now (updateActions, on every change).
    rotate_ = add(tr("&Rotate the tile"), QKeySequence(Qt::Key_R), [this] { c_->rotate(); });
    turnOver_ = add(tr("Turn the tile &over"), QKeySequence(Qt::Key_F), [this] { c_->turnOver(); });
    continue_ =
        add(tr("&Place / Done / Continue"), QKeySequence(Qt::Key_Return), [this] { keyReturn(); });
    enter_ = new QAction(this);
    enter_->setShortcut(QKeySequence(Qt::Key_Enter));
    connect(enter_, &QAction::triggered, this, [this] { keyReturn(); });
    addAction(enter_);
    putBack_ =
        add(tr("Put the tile &back"), QKeySequence(Qt::Key_Escape), [this] { c_->cancelTake(); });
    pass_ = add(tr("P&ass (no tile can be taken or placed)"), QKeySequence(Qt::Key_P),
                [this] { c_->pass(); });
    claim_ = add(tr("&Claim an objective…"), QKeySequence(Qt::Key_C), [this] { claimMenu(); });
    done_ = add(tr("&Done (end the turn)"), QKeySequence(Qt::Key_D), [this] { c_->endTurn(); });
    // KDE's standard End Turn (Ctrl+E) as well as D.
    done_->setShortcuts({QKeySequence(Qt::Key_D), QKeySequence(tr("Ctrl+E"))});
    nextStep_ = add(tr("Master Gardener: &next step"), QKeySequence(Qt::Key_Space),
                    [this] { c_->nextGardenerStep(); });
    // KDE's standard Hint (Move ▸ Hint, H): what the hard computer player would do here.
    hint_ = add(tr("&Hint"), QKeySequence(Qt::Key_H), [this] {
        c_->requestHint();
        if (c_->hintRunning())
            statusBar()->showMessage(tr("Thinking about a hint…"));
        updateActions();
    });
    hint_->setIcon(QIcon::fromTheme(QStringLiteral("games-hint")));
    // 1–9: keyNumber() answers those the table's data uses (another data set may use more).
    for (int n = 1; n <= 9; ++n) {
        QAction* num = new QAction(this);
        num->setShortcut(QKeySequence(Qt::Key_0 + n));
        connect(num, &QAction::triggered, this, [this, n] { keyNumber(n); });
        addAction(num);
    }

    QMenu* view = menuBar()->addMenu(tr("&View"));
    a = view->addAction(tr("Zoom &in"), garden_, &GardenView::zoomIn);
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

    QMenu* tools = menuBar()->addMenu(tr("T&ools"));
    balanceAct_ = tools->addAction(tr("&Balance…"), this, &MainWindow::openBalance);
    balanceAct_->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    balanceAct_->setToolTip(tr("Many games by computer players on every core, as charts: win "
                               "rates, scores, objectives, tiles, cards; A / B of two data sets"));

    // Settings (issue 17): the language and the table's size apply from the next start (offered
    // at once: the game is autosaved after every action and resumes where it is).
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    QMenu* langMenu = settings->addMenu(tr("&Language"));
    langMenu->setObjectName(QStringLiteral("languageMenu"));
    languageGroup_ = new QActionGroup(this);
    const QString chosen = language::setting();
    auto addLanguage = [&](const QString& code, const QString& text) {
        QAction* l = langMenu->addAction(text);
        l->setCheckable(true);
        l->setData(code);
        l->setChecked(code == chosen);
        languageGroup_->addAction(l);
        connect(l, &QAction::triggered, this, [this, code] {
            if (const QString next = chooseLanguage(code); !next.isEmpty())
                offerRestart(next);
            preferencesChanged();
        });
    };
    addLanguage(
        {}, tr("The system's language (%1)").arg(language::nativeName(language::systemLanguage())));
    langMenu->addSeparator();
    for (const language::Language& l : language::available())
        addLanguage(l.code, l.nativeName);
    QMenu* sizeMenu = settings->addMenu(tr("&Text size"));
    sizeMenu->setObjectName(QStringLiteral("textSizeMenu"));
    sizeMenu->setToolTip(tr("Larger text scales the whole table: tiles, cards and words"));
    textSizeGroup_ = new QActionGroup(this);
    const int size = language::textSizeSetting();
    textSizeAtStart_ = size;
    for (int percent : language::textSizes()) {
        QAction* t = sizeMenu->addAction(SettingsDialog::textSizeName(percent));
        t->setCheckable(true);
        t->setData(percent);
        t->setChecked(percent == size);
        textSizeGroup_->addAction(t);
        connect(t, &QAction::triggered, this, [this, percent] {
            if (const QString next = chooseTextSize(percent); !next.isEmpty())
                offerRestart(next);
            preferencesChanged();
        });
    }
    settings->addSeparator();
    animations_ = settings->addAction(tr("&Animations"));
    animations_->setCheckable(true);
    animations_->setToolTip(tr("Short animations of gaps filling, coins and the Flower token"));
    connect(animations_, &QAction::toggled, this, [this](bool on) {
        art::setAnimationsEnabled(on);
        if (!on) {
            board_->finishAnimation();
            garden_->finishAnimation();
        }
        if (useSettings_)
            QSettings().setValue(QStringLiteral("options/animations"), on);
        preferencesChanged();
    });
    colourBlind_ = settings->addAction(tr("&Colour-blind-safe colours"));
    colourBlind_->setCheckable(true);
    colourBlind_->setToolTip(tr("Player colours that stay apart with red-green or blue-yellow "
                                "colour blindness; each player also keeps their badge's shape"));
    connect(colourBlind_, &QAction::toggled, this, [this](bool on) {
        art::setColourBlindSafe(on);
        applyPalette();
        if (useSettings_)
            QSettings().setValue(QStringLiteral("options/colourBlindSafe"), on);
        preferencesChanged();
    });
    settings->addSeparator();
    // KDE's standard Configure (Settings ▸ Configure <application>…): every setting in one place.
    configure_ =
        settings->addAction(tr("Con&figure Frosted Blooms…"), this, &MainWindow::configure);
    configure_->setObjectName(QStringLiteral("configureAction"));
    configure_->setIcon(QIcon::fromTheme(QStringLiteral("configure")));
    configure_->setShortcut(QKeySequence::Preferences);
    configure_->setMenuRole(QAction::PreferencesRole);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    learn_ = help->addAction(tr("&Learn to play…"), this, &MainWindow::learnToPlay);
    learn_->setObjectName(QStringLiteral("learnAction"));
    learn_->setIcon(QIcon::fromTheme(QStringLiteral("help-contents")));
    a = help->addAction(tr("&Rules"), this, &MainWindow::showRules);
    a->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard"), this, &MainWindow::showKeyboard);
    help->addAction(tr("&About Frosted Blooms"), this, [this] {
        QMessageBox::about(this, tr("About Frosted Blooms"),
                           tr("<b>Frosted Blooms</b> — a tile-laying game of gardens in early "
                              "spring.<br>Hotseat for 2–4 players or solo against the Master "
                              "Gardener.<br>Qt %1.")
                               .arg(QLatin1String(qVersion())));
    });
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

void MainWindow::updateActions() {
    const bool game = c_->hasGame();
    const bool input = c_->acceptsInput();
    const Phase ph = game ? c_->view().phase() : Phase::GameOver;
    bool claimable = false;
    if (input && ph == Phase::Claim)
        for (int o : c_->view().board())
            claimable = claimable || c_->view().mayClaim(o);
    undo_->setEnabled(c_->canUndo());
    redo_->setEnabled(c_->canRedo());
    myCards_->setEnabled(DeckDialog::privateSeat(c_) >= 0);
    save_->setEnabled(game);
    export_->setEnabled(game);
    playAgain_->setEnabled(game);
    restart_->setEnabled(game && !c_->readOnly());
    rotate_->setEnabled(c_->hasGhost());
    turnOver_->setEnabled(c_->hasGhost());
    const bool cont = c_->handOverPending() || c_->replaying() || c_->hasGhost() ||
                      (input && ph == Phase::Claim) || tutorial_->holding();
    continue_->setEnabled(cont);
    enter_->setEnabled(cont);
    putBack_->setEnabled(c_->canCancelTake());
    pass_->setEnabled(input && c_->mustPass());
    claim_->setEnabled(claimable);
    done_->setEnabled(input && ph == Phase::Claim);
    nextStep_->setEnabled(c_->replaying() || c_->computerStepWaiting());
    hint_->setEnabled(c_->canHint() && !c_->hintRunning() && !c_->hint());
}

void MainWindow::gameReplaced() {
    log_->setLines(c_->log());
    players_->rebuild();
    garden_->fitToView();
    if (!c_->handOverPending())
        pages_->setCurrentWidget(table_);
}

QString MainWindow::fileDialog(const QString& purpose, const QString& suggested) {
    if (purpose == QLatin1String("open"))
        return QFileDialog::getOpenFileName(this, tr("Open a saved game"), suggested,
                                            savefiles::filter());
    if (purpose == QLatin1String("record"))
        return QFileDialog::getOpenFileName(this, tr("Open a replay record"), suggested,
                                            tr("Replay records (*.json);;All files (*)"));
    if (purpose == QLatin1String("export"))
        return QFileDialog::getSaveFileName(this, tr("Export the replay record"), suggested,
                                            tr("Replay records (*.json);;All files (*)"));
    if (purpose == QLatin1String("data"))
        return QFileDialog::getExistingDirectory(
            this, tr("Open a data set: the folder of tiles.json, cards.json…"), suggested);
    return QFileDialog::getSaveFileName(this, tr("Save the game"), suggested, savefiles::filter());
}

void MainWindow::openGame() {
    if (!mayDiscardGame(confirm::Purpose::Open))
        return;
    QString folder = lastFolder_;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = choose(QStringLiteral("open"), folder);
    if (path.isEmpty())
        return;
    lastFolder_ = QFileInfo(path).absolutePath();
    openGameFile(path);
}

bool MainWindow::openGameFile(const QString& path) {
    if (!c_->loadGame(path))
        return false; // the controller's error is shown
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(savefiles::shownPath(QFileInfo(path).fileName())),
                             5000);
    return true;
}

void MainWindow::openFileFromOutside(const QString& path) {
    if (mayDiscardGame(confirm::Purpose::Open))
        openGameFile(path);
}

void MainWindow::restartGame() {
    if (!c_->hasGame() || c_->readOnly())
        return;
    if (tutorial_->active()) { // the guided game from its first step, in its own autosave
        startTutorial(false);
        return;
    }
    if (!challengeMayRestart()) // a daily garden: an attempt left, on its day
        return;
    // Like a new game: an unfinished game that changed since it was saved is offered a save.
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    if (c_->restartGame()) { // gameReplaced(): the table, or the hand-over cover (R-PRIV-1)
        challengeRestarted();
        markSaved(false);
        statusBar()->showMessage(tr("The game started again from its deal."), 5000);
    }
}

bool MainWindow::saveGame() {
    if (!c_->hasGame())
        return false;
    QString folder = lastFolder_;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(
        tr("frosted-blooms-round-%1").arg(c_->view().round()) + QLatin1String(savefiles::kSuffix));
    QString path = choose(QStringLiteral("save"), suggested);
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QLatin1String(savefiles::kSuffix);
    lastFolder_ = QFileInfo(path).absolutePath();
    if (!c_->saveGame(path))
        return false;
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved to %1").arg(savefiles::shownPath(path)), 5000);
    return true;
}

void MainWindow::exportRecord() {
    if (!c_->hasGame())
        return;
    QString folder = lastFolder_;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = choose(QStringLiteral("export"),
                          QDir(folder).filePath(QStringLiteral("frosted-blooms-record.json")));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QLatin1String(".json");
    lastFolder_ = QFileInfo(path).absolutePath();
    if (c_->exportRecord(path))
        statusBar()->showMessage(tr("Record written to %1 — replay it with frosted-blooms-cli play")
                                     .arg(savefiles::shownPath(path)),
                                 8000);
}

void MainWindow::setSettingsEnabled(bool on) {
    useSettings_ = on;
    tutorial_->setAutosaveDir(on ? tutorialDir() : QString());
    stats_->setPath(on ? Statistics::defaultPath() : QString());
    puzzleLibrary_->setRecordPath(on ? PuzzleLibrary::defaultRecordPath() : QString());
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

void MainWindow::openRecord() {
    QString folder = lastFolder_;
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = choose(QStringLiteral("record"), folder);
    if (path.isEmpty())
        return;
    lastFolder_ = QFileInfo(path).absolutePath();
    try {
        Record r = RecordWindow::read(c_->dataSet(), path);
        auto* w = new RecordWindow(c_->dataSet(), std::move(r), QFileInfo(path).fileName(), this);
        record_ = w;
        w->show();
        w->raise();
        w->activateWindow();
    } catch (const RecordError& e) {
        showError(tr("Cannot open the record “%1”: %2.")
                      .arg(savefiles::shownPath(path), QString::fromStdString(e.what())));
    }
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

void MainWindow::showAutosaveProblem(const QStringList& messages) {
    lastError_ = messages.join(QLatin1Char(' '));
    const QStringList kept = c_->damagedAutosaves();
    // Not damaged, only of another data set: it is kept for opening with that set.
    const bool otherData = kept.isEmpty() && !c_->otherDataAutosaves().isEmpty();
    const QString title = otherData ? tr("Your autosaved game was played with another data set.")
                                    : tr("Your autosaved game could not be opened.");
    statusBar()->showMessage(
        otherData
            ? tr("Your autosaved game was played with another data set; it was kept as %1.")
                  .arg(savefiles::shownPath(QFileInfo(c_->otherDataAutosaves().front()).fileName()))
        : kept.isEmpty() ? title
                         : tr("Your autosaved game could not be opened; it was kept as %1.")
                               .arg(savefiles::shownPath(QFileInfo(kept.front()).fileName())),
        15000);
    if (!messageBoxes_)
        return;
    QString details = messages.join(QStringLiteral("\n\n"));
    if (c_->resumableAutosave())
        details += tr("\n\nThe step before it was autosaved too: you can resume your game from "
                      "there.");
    QMessageBox box(otherData ? QMessageBox::Information : QMessageBox::Warning,
                    tr("Frosted Blooms"), title, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("autosaveProblemBox"));
    box.setInformativeText(details);
    box.exec();
}

bool MainWindow::startup(const std::function<bool()>& ask,
                         const std::optional<NewGameOptions>& asked, const QString& file) {
    // A damaged autosave is named and kept aside before anything is autosaved over it.
    if (const QStringList damaged = c_->setAsideDamagedAutosaves(); !damaged.isEmpty())
        showAutosaveProblem(damaged);
    if (!file.isEmpty()) {
        // The game opened replaces the autosave at its first write: an unfinished game there
        // is kept first, as a save found in Game ▸ Open recent.
        QString keepError;
        const QString kept = c_->keepUnfinishedAutosave(keepError);
        if (!keepError.isEmpty()) {
            showError(tr("%1 was not opened, so that your unfinished game is not lost: it could "
                         "not be kept aside first. %2")
                          .arg(savefiles::shownPath(QFileInfo(file).fileName()), keepError));
        } else if (openGameFile(file)) {
            if (!kept.isEmpty()) {
                addRecentFile(kept);
                addRecentFile(file); // the game on the table stays first
                statusBar()->showMessage(
                    tr("Opened %1. Your unfinished game was kept as %2 (Game ▸ Open recent).")
                        .arg(savefiles::shownPath(QFileInfo(file).fileName()),
                             savefiles::shownPath(QFileInfo(kept).fileName())),
                    15000);
            }
            return true;
        } else if (!kept.isEmpty()) {
            QFile::remove(kept); // nothing replaced the autosave: the copy is not needed
        }
    }
    if (asked) {
        startGame(*asked);
        if (!c_->hasGame())
            newGameDialog();
        return false;
    }
    if (const auto g = c_->resumableAutosave()) {
        bool yes = false;
        if (ask)
            yes = ask();
        else {
            QMessageBox box(QMessageBox::Question, tr("Frosted Blooms"),
                            tr("Resume your unfinished game?"), QMessageBox::NoButton, this);
            QStringList names;
            for (const PlayerState& p : g->players())
                names << words::q(p.name);
            box.setInformativeText(
                (g->solo()
                     ? tr("%1 against the Master Gardener — round %2 of %3.").arg(names.value(0))
                     : tr("%1 — round %2 of %3.").arg(words::joined(names)))
                    .arg(g->round())
                    .arg(g->components().rules.rounds));
            QPushButton* resume = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
            box.addButton(tr("New game"), QMessageBox::RejectRole);
            box.setDefaultButton(resume);
            box.exec();
            yes = box.clickedButton() == resume;
        }
        if (yes && c_->resumeAutosave()) {
            statusBar()->showMessage(tr("Resumed your game: round %1, %2 to play.")
                                         .arg(c_->view().round())
                                         .arg(c_->seatName(c_->view().currentSeat())),
                                     8000);
            return true;
        }
    }
    if (offerTutorial())
        return false;
    newGameDialog();
    return false;
}

void MainWindow::newGameDialog() {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    // The players of the game on the table, unless it is the guided game or a position.
    NewGameDialog d(NewGameDialog::proposedSetup(*c_, useSettings_), *c_->dataSet(), this);
    if (d.exec() == QDialog::Accepted)
        startGame(d.options());
}

void MainWindow::buildFlights() {
    // Pieces moving between the board, the garden and the players (the turn's events).
    flights_ = new FlightOverlay(table_);
    connect(c_, &GameController::tileTaken, this, [this](int slot, int tile) {
        if (slot < 0 || tile < 0 || !art::animationsEnabled())
            return;
        // As the ghost will lie, where it waits in the garden (its centre when it waits nowhere).
        const Face f = c_->hasGhost()
                           ? c_->ghostFace()
                           : c_->components().tiles[static_cast<std::size_t>(tile)].front;
        const qreal cell = 40;
        QPixmap pm(QSize(qRound(f.width() * cell), qRound(f.height() * cell)));
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            art::drawFace(p, f, QPointF(0, 0), cell);
        }
        const QPointF start = board_->mapTo(table_, board_->slotCenter(slot));
        const QSizeF small(f.width() * 16.0, f.height() * 16.0);
        const qreal g = garden_->cellSize();
        const QSizeF big(f.width() * g, f.height() * g);
        QRectF target(garden_->mapTo(table_, garden_->rect().center()) -
                          QPointF(big.width() / 2, big.height() / 2),
                      big);
        if (const auto at = c_->ghostAnchor())
            target.moveTopLeft(garden_->mapTo(table_, garden_->cellCenter(*at)) -
                               QPointF(g / 2, g / 2));
        flights_->fly(pm, QRectF(start - QPointF(small.width() / 2, small.height() / 2), small),
                      target);
    });
    connect(c_, &GameController::objectiveClaimed, this, [this](int objective, int seat) {
        if (objective < 0 || !art::animationsEnabled())
            return;
        const ObjectiveTile& o = c_->components().objectives[static_cast<std::size_t>(objective)];
        QPixmap pm(64, 64);
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor(0xb8, 0xc6, 0xd3), 2));
            p.setBrush(QColor(0xfb, 0xfd, 0xff));
            p.drawRoundedRect(QRectF(1, 1, 62, 62), 8, 8);
            art::draw(p, art::iconElement(o.type), QRectF(6, 6, 24, 24));
            QFont f = font();
            f.setPixelSize(20);
            f.setBold(true);
            p.setFont(f);
            p.setPen(art::ink());
            p.drawText(QRectF(30, 4, 32, 28), Qt::AlignCenter, QString::number(o.threshold));
            f.setPixelSize(13);
            p.setFont(f);
            p.drawText(QRectF(2, 36, 60, 22), Qt::AlignCenter, tr("%n pts", "", o.points));
        }
        SeatPanel* panel = players_->seatPanel(seat);
        if (!panel || !panel->isVisible())
            return;
        const QPointF start = board_->mapTo(table_, board_->objectiveCenter(objective));
        // It lands on the garden thumbnail (his card row), not over the panel's words.
        QWidget* picture = seat >= 0 ? static_cast<QWidget*>(panel->thumbnail())
                                     : panel->findChild<GardenerRow*>();
        // Asked at every frame: the panel's words grow with the claim and move the picture.
        flights_->fly(
            pm, QRectF(start - QPointF(26, 26), QSizeF(52, 52)),
            [this, p = QPointer<SeatPanel>(panel), pic = QPointer<QWidget>(picture),
             was = FlightOverlay::landingBeside(table_, panel, picture, 40)] {
                return p ? FlightOverlay::landingBeside(table_, p, pic, 40) : was;
            },
            600, true);
    });
    connect(c_, &GameController::gameReplaced, flights_, &FlightOverlay::finish);
}

namespace {
// The NOW line as high as its words (the prompt and a hint, issue 31), from `least` up to a
// third of the window (a fifth on the lowest, where the column has less to give): the
// preview and the log below give way.
void fitNowLine(QLabel* now, int least, int windowHeight) {
    const int most = windowHeight / (windowHeight < 560 ? 5 : 3);
    // The label inside its scroll area (nowScroll): the area takes the height.
    QWidget* area = now->parentWidget() ? now->parentWidget()->parentWidget() : nullptr;
    const int h = std::clamp(now->heightForWidth(now->width()), least, std::max(least, most));
    (area ? area : now)->setMinimumHeight(h);
    now->setMinimumHeight(std::min(h, least));
}
} // namespace

void MainWindow::refresh() {
    updateActions();
    now_->setText(c_->prompt());
    fitNowLine(now_, height() < 560 ? 64 : 100, height());
    next_->setEnabled(c_->replaying() || c_->computerStepWaiting());
    // The speeds of whoever plays the turns shown there: the Master Gardener's in solo, the
    // computer players' when a seat is one (both in a solo game left to a computer player).
    const bool gardener = !c_->hasGame() || c_->view().solo();
    bool computer = false;
    if (c_->hasGame())
        for (const std::string& level : c_->fullState().computers())
            computer = computer || !level.empty();
    if (auto* box = findChild<SpeedControls*>())
        box->showFor(c_->hasGame() && (gardener || !c_->fullState().computers().empty()), gardener,
                     computer);
    if (c_->hasGame() && !c_->handOverPending() && pages_->currentWidget() == handOverPage_) {
        pages_->setCurrentWidget(table_);
        // The keyboard follows the player to the table (the hand-over's button, which had it,
        // is hidden now): the window's shortcuts (1–6, H, D…) and the garden's keys work at once.
        garden_->setFocus();
    }
    // A person's tile in hand: the garden's keys move it (a computer's tile moves no focus).
    if (c_->hasGame() && c_->hasGhost() && c_->personToPlay())
        garden_->setFocus();
    refreshPreview();
}

void MainWindow::refreshPreview() {
    preview_->refresh();
}

QLabel* MainWindow::previewLabel() const {
    return preview_;
}

void MainWindow::onCardHovered(int card, bool on) {
    preview_->setHoveredCard(on ? card : -1);
    if (on && c_->hasGame() && c_->view().phase() == Phase::PlayCard)
        garden_->setHighlight(c_->cardGroupCells(card),
                              tr("%1 scores %n point(s)", "", c_->cardPoints(card))
                                  .arg(words::cardName(c_->components(), card)));
    else
        garden_->setHighlight({}, {});
    refreshPreview();
}

void MainWindow::showMyCards() {
    if (!deck_->showForScreenSeat())
        statusBar()->showMessage(tr("Your cards are shown when you are at the screen."), 5000);
}

void MainWindow::applyPalette() {
    // Every view takes the player colours from art::playerColour(): redraw them all.
    board_->update();
    garden_->update();
    if (c_->hasGame()) {
        for (int s = -1; s < c_->view().seatCount(); ++s)
            if (SeatPanel* p = players_->seatPanel(s))
                p->refresh();
        if (c_->handOverPending())
            showHandOver(c_->seatName(c_->view().currentSeat()));
        if (pages_->currentWidget() == scorePage_)
            scorePage_->showFinalScores();
    }
    update();
}

void MainWindow::showHandOver(const QString& name) {
    QColor colour = art::playerColour({});
    art::BadgeShape shape = art::BadgeShape::Circle;
    if (c_->hasGame()) {
        const QString seatColour = c_->seatColour(c_->view().currentSeat());
        colour = art::playerColour(seatColour);
        shape = art::playerShape(seatColour);
    }
    handOverPage_->showFor(name, colour, shape);
    pages_->setCurrentWidget(handOverPage_);
    handOverPage_->button()->setFocus();
}

void MainWindow::showScorePad() {
    scorePage_->showFinalScores();
    pages_->setCurrentWidget(scorePage_);
}

void MainWindow::openGarden(int seat) {
    auto* d = new QDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setWindowTitle(tr("%1's garden").arg(c_->seatName(seat)));
    auto* l = new QVBoxLayout(d);
    auto* v = new GardenView(c_, seat, d);
    // A garden of the game it was opened for: closed when another game takes the table.
    connect(c_, &GameController::gameReplaced, d, &QDialog::close);
    l->addWidget(v);
    auto* bb = new QDialogButtonBox(QDialogButtonBox::Close, d);
    connect(bb, &QDialogButtonBox::rejected, d, &QDialog::reject);
    l->addWidget(bb);
    d->resize(760, 560);
    d->show();
    v->fitToView();
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
    if (tutorial_->holding()) { // the guided game's note: Enter reads on
        tutorial_->next();
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

bool MainWindow::columnCollapsed(Column c) const {
    return (c == Column::Players ? leftBody_ : rightBody_)->isHidden();
}

void MainWindow::setColumnCollapsed(Column c, bool collapsed) {
    QWidget* body = c == Column::Players ? leftBody_ : rightBody_;
    QToolButton* b = columnToggle(c);
    body->setHidden(collapsed);
    // The column's title goes with its body; the toggle stays, in a narrow strip.
    for (QLabel* l : column(c)->findChildren<QLabel*>(
             c == Column::Players ? QStringLiteral("playersTitle") : QStringLiteral("nowTitle"),
             Qt::FindDirectChildrenOnly))
        l->setHidden(collapsed);
    const bool left = c == Column::Players;
    b->setText(left == collapsed ? QStringLiteral("▶") : QStringLiteral("◀"));
    b->setToolTip(left ? (collapsed ? tr("Show the players (Ctrl+Shift+L)")
                                    : tr("Hide the players (Ctrl+Shift+L)"))
                       : (collapsed ? tr("Show the prompt, preview and log (Ctrl+Shift+R)")
                                    : tr("Hide the prompt, preview and log (Ctrl+Shift+R)")));
    columnAction(c)->setChecked(!collapsed);
    if (useSettings_)
        QSettings().setValue(left ? QStringLiteral("layout/playersCollapsed")
                                  : QStringLiteral("layout/turnCollapsed"),
                             collapsed);
    layoutColumns();
}

void MainWindow::layoutColumns() {
    // The side columns give way on small windows so the board and garden keep their room; a
    // collapsed column keeps only its toggle.
    const int w = width();
    // Issue 31: narrower than kNarrowWidth the players' column folds away by itself (not
    // remembered) and comes back when the window is wide again, unless the player chose.
    if (const bool narrow = isVisible() && w < kNarrowWidth; narrow != narrow_) {
        narrow_ = narrow;
        const bool fold = narrow ? !columnCollapsed(Column::Players)
                                 : autoFolded_ && columnCollapsed(Column::Players);
        autoFolded_ = narrow && fold;
        if (fold) {
            const bool remember = std::exchange(useSettings_, false);
            setColumnCollapsed(Column::Players, narrow);
            useSettings_ = remember;
            return; // laid out by setColumnCollapsed
        }
    }
    leftColumn_->setFixedWidth(columnCollapsed(Column::Players)
                                   ? leftToggle_->width()
                                   : std::clamp(w * 20 / 100, 210, 300));
    rightColumn_->setFixedWidth(columnCollapsed(Column::Turn) ? rightToggle_->width()
                                                              : std::clamp(w * 22 / 100, 230, 340));
    // A shorter preview on low windows leaves the log its room; on the lowest (a 1024x600
    // screen, issue 31) the NOW line, the preview and the garden give way too.
    const int h = height();
    preview_->parentWidget()->parentWidget()->setMinimumHeight(h < 560   ? 60
                                                               : h < 700 ? 90
                                                               : h < 820 ? 130
                                                                         : 180);
    fitNowLine(now_, h < 560 ? 64 : 100, h);
    garden_->setMinimumSize(200, h < 560 ? 90 : 140);
    log_->setMinimumHeight(h < 560 ? 36 : 60);
}

void MainWindow::resizeEvent(QResizeEvent* e) {
    layoutColumns();
    QMainWindow::resizeEvent(e);
}

bool MainWindow::eventFilter(QObject* o, QEvent* e) {
    if (e->type() == QEvent::Resize) {
        if (o == split_ && !splitterMoved_) {
            // The board as high as its proportions want, at most half of the centre (UI.md: the
            // garden is the largest area); the garden takes the rest.
            const int total = split_->height() - split_->handleWidth();
            const int board = std::clamp(board_->heightForWidth(split_->width()),
                                         board_->minimumSizeHint().height(),
                                         std::max(board_->minimumSizeHint().height(), total / 2));
            split_->setSizes({board, std::max(0, total - board)});
        } else if (playersScroll_ && o == playersScroll_->viewport())
            players_->fitHeight(playersScroll_->viewport()->height());
    }
    return QMainWindow::eventFilter(o, e);
}

void MainWindow::configure() {
    if (settings_ && !settings_->isVisible())
        settings_ = nullptr; // closed, deleted once back in the event loop: a fresh one
    if (!settings_) {
        settings_ =
            new SettingsDialog(preferences(), NewGameDialog::colourKeys(*c_->dataSet()), this);
        settings_->setAttribute(Qt::WA_DeleteOnClose);
        connect(settings_, &SettingsDialog::applied, this, &MainWindow::applyPreferences);
    }
    settings_->show();
    settings_->raise();
    settings_->activateWindow();
}

Preferences MainWindow::preferences() const {
    Preferences p;
    if (const QAction* l = languageGroup_->checkedAction())
        p.language = l->data().toString();
    if (const QAction* t = textSizeGroup_->checkedAction())
        p.textSize = t->data().toInt();
    p.colourBlindSafe = colourBlind_->isChecked();
    p.animations = animations_->isChecked();
    p.animationSpeed = art::animationSpeed();
    p.gardenerSpeed = speed_->currentData().toInt();
    p.computerSpeed = computerSpeed_->currentData().toInt();
    p.players = NewGameDialog::playerDefaults(NewGameDialog::colourKeys(*c_->dataSet()));
    return p;
}

void MainWindow::applyPreferences(const Preferences& p) {
    const Preferences was = preferences();
    const bool followed = std::exchange(applyingPreferences_, true);
    // The language and the text size, as their menu entries do, with one offer to start again.
    QStringList next;
    if (p.language != was.language)
        for (QAction* a : languageGroup_->actions())
            if (a->data().toString() == p.language) {
                a->setChecked(true);
                next << chooseLanguage(p.language);
            }
    if (p.textSize != was.textSize)
        for (QAction* a : textSizeGroup_->actions())
            if (a->data().toInt() == p.textSize) {
                a->setChecked(true);
                next << chooseTextSize(p.textSize);
            }
    next.removeAll(QString());
    // The rest at once, through the menus' and the table's own entries (each remembers itself).
    animations_->setChecked(p.animations);
    colourBlind_->setChecked(p.colourBlindSafe);
    if (const int i = speed_->findData(p.gardenerSpeed); i >= 0)
        speed_->setCurrentIndex(i);
    if (const int i = computerSpeed_->findData(p.computerSpeed); i >= 0)
        computerSpeed_->setCurrentIndex(i);
    art::setAnimationSpeed(p.animationSpeed);
    if (useSettings_) {
        QSettings().setValue(QStringLiteral("options/animationSpeed"),
                             static_cast<int>(p.animationSpeed));
        if (p.players != was.players)
            NewGameDialog::setPlayerDefaults(p.players);
    }
    applyingPreferences_ = followed;
    if (!next.isEmpty())
        offerRestart(next.join(QLatin1Char(' ')));
}

QString MainWindow::chooseLanguage(const QString& code) {
    if (useSettings_)
        language::setSetting(code);
    const QString next = code.isEmpty() ? language::systemLanguage() : code;
    if (next == language::current())
        return {};
    return tr("Frosted Blooms speaks %1 from its next start.").arg(language::nativeName(next));
}

QString MainWindow::chooseTextSize(int percent) {
    if (useSettings_)
        language::setTextSizeSetting(percent);
    if (percent == textSizeAtStart_)
        return {};
    return tr("The table is shown at %1% from the next start.").arg(percent);
}

void MainWindow::preferencesChanged() {
    if (settings_ && !applyingPreferences_)
        settings_->follow(preferences());
}

QStringList MainWindow::restartArguments() const {
    // The language and the size chosen in the menus, given explicitly: they hold even where the
    // settings could not be written, and over a --lang this process was started with.
    const QAction* lang = languageGroup_->checkedAction();
    const QString code = lang && !lang->data().toString().isEmpty() ? lang->data().toString()
                                                                    : language::systemLanguage();
    const QAction* size = textSizeGroup_->checkedAction();
    QStringList args = {QStringLiteral("--resume"), QStringLiteral("--lang"), code,
                        QStringLiteral("--text-size"),
                        QString::number(size ? size->data().toInt() : 100)};
    if (!data_->usingBuiltIn())
        args << QStringLiteral("--data") << data_->folder();
    return args;
}

bool MainWindow::mayRestart() {
    // The game is autosaved after every action: the new process resumes it, with the data set in
    // use. Where the autosave is off or its last write failed, the game would be lost: the usual
    // question (save?) comes first.
    const bool autosaved = !c_->autosavePath().isEmpty() && c_->lastAutosaveError().isEmpty();
    return autosaved || mayDiscardGame(confirm::Purpose::Quit);
}

bool MainWindow::mayClose() {
    return mayDiscardGame(confirm::Purpose::Quit);
}

void MainWindow::closing() {
    if (balance_)
        balance_->close(); // a run going on there is cancelled and its thread joined
}
