#include "BlossomsWindow.h"

#include "BlossomsArt.h"
#include "BlossomsNewGameDialog.h"
#include "BlossomsRulesDialog.h"
#include "BlossomsStatistics.h"
#include "BlossomsStatisticsDialog.h"
#include "ChoicePanels.h"
#include "HandsView.h"
#include "PlayersView.h"
#include "PotsView.h"
#include "SaveFiles.h"
#include "ScorePad.h"
#include "StartChoices.h"
#include "TurnPanels.h"

#include <QActionGroup>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

using namespace blossoms;
using namespace blossoms::gui;

namespace {
constexpr const char* kSpeedKey = "blossoms/computerSpeed";
constexpr const char* kAnimationKey = "blossoms/animationSpeed";
} // namespace

BlossomsWindow::BlossomsWindow(ComponentsPtr components, QWidget* parent, Build when)
    : Frame(parent), components_(std::move(components)) {
    setObjectName(QStringLiteral("blossomsWindow"));
    setWindowTitle(tr("Blossoms"));
    setMinimumSize(kLeastSize);
    if (when == Build::Now)
        build();
}

void BlossomsWindow::build(ComponentsPtr components) {
    if (session_)
        return;
    session_ =
        new BlossomsSession(components ? std::move(components) : std::move(components_), this);
    components_.reset();
    buildTable();
    buildEndPage();
    buildMenus();
    loadPreferences();
    connect(session_, &TableSession::stateChanged, this, &BlossomsWindow::refresh);
    connect(session_, &TableSession::gameReplaced, this, &BlossomsWindow::onGameReplaced);
    connect(session_, &TableSession::gameOver, this, &BlossomsWindow::onGameOver);
    connect(session_, &TableSession::errorOccurred, this, &Frame::showError);
    connect(session_, &TableSession::autosaveFailed, this, &Frame::showError);
    connect(session_, &TableSession::handOverRequired, this, [this](const QString&) { refresh(); });
    connect(session_, &TableSession::refused, this, [this](const QString& reason) {
        banner_->setDetail(tr("Not possible: %1").arg(reason), true);
    });
    connect(session_, &TableSession::hintReady, this,
            [this](const QString& text) { banner_->setDetail(text); });
    connect(session_, &BlossomsSession::acted, this, &BlossomsWindow::onActed);
    if (!useSettings_)
        setSettingsEnabled(false);
    refresh();
}

QString BlossomsWindow::programName() const {
    return tr("Blossoms");
}

void BlossomsWindow::buildTable() {
    pages_ = new QStackedWidget(this);
    setCentralWidget(pages_);
    tablePage_ = new QWidget(pages_);
    tablePage_->setObjectName(QStringLiteral("tablePage"));
    banner_ = new TurnBanner(tablePage_);
    garden_ = new PotsView(tablePage_);
    rake_ = new RakePanel(tablePage_);
    rake_->hide();
    hand_ = new HandsView(tablePage_);
    hand_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    players_ = new PlayersView(tablePage_);
    odds_ = new QLabel(tablePage_);
    odds_->setObjectName(QStringLiteral("odds"));
    odds_->setWordWrap(true);
    odds_->setAccessibleName(tr("Odds of the next card"));
    odds_->setFrameShape(QFrame::StyledPanel);
    odds_->setMargin(4);
    choices_ = new ChoicesPanel(tablePage_);
    log_ = new QListWidget(tablePage_);
    log_->setObjectName(QStringLiteral("log"));
    log_->setAccessibleName(tr("What happened"));
    log_->setWordWrap(true);
    log_->setFocusPolicy(Qt::NoFocus);
    next_ = new QPushButton(tr("&Next step"), tablePage_);
    next_->setObjectName(QStringLiteral("nextStep"));
    next_->setToolTip(tr("Show the computer player's next step (step by step)."));

    auto* left = new QVBoxLayout;
    left->setSpacing(6);
    left->addWidget(banner_);
    left->addWidget(garden_, 1);
    left->addWidget(rake_);
    left->addWidget(hand_);
    // The side column scrolls on a small screen rather than squeezing its parts.
    auto* side = new QWidget;
    side->setObjectName(QStringLiteral("sideColumn"));
    auto* right = new QVBoxLayout(side);
    right->setContentsMargins(0, 0, 0, 0);
    right->setSpacing(4);
    right->addWidget(players_);
    right->addWidget(odds_);
    right->addWidget(choices_);
    auto* logTitle = new QLabel(tr("What happened"), side);
    QFont bold = logTitle->font();
    bold.setBold(true);
    logTitle->setFont(bold);
    right->addWidget(logTitle);
    right->addWidget(log_, 1);
    right->addWidget(next_);
    auto* scroll = new QScrollArea(tablePage_);
    scroll->setObjectName(QStringLiteral("sideScroll"));
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(300);
    scroll->setMaximumWidth(400);
    log_->setMinimumHeight(90);
    auto* row = new QHBoxLayout(tablePage_);
    row->setContentsMargins(6, 6, 6, 6);
    row->addLayout(left, 1);
    row->addWidget(scroll);
    pages_->addWidget(tablePage_);

    cover_ = new HandOverCover(pages_);
    pages_->addWidget(cover_);
    connect(cover_, &HandOverCover::confirmed, session_, &BlossomsSession::confirmHandOver);

    connect(garden_, &PotsView::potClicked, this, &BlossomsWindow::onPotClicked);
    connect(garden_, &PotsView::deckClicked, this, &BlossomsWindow::onDeckClicked);
    connect(hand_, &HandsView::cardChosen, this, &BlossomsWindow::chooseCard);
    connect(choices_, &ChoicesPanel::chosen, this, [this](const Action& a) {
        chosen_ = -1;
        session_->apply(a);
    });
    connect(rake_, &RakePanel::orderChosen, this,
            [this](const std::vector<int>& cards) { session_->apply(Action::orderOf(cards)); });
    connect(next_, &QPushButton::clicked, session_, &BlossomsSession::nextComputerStep);
    statusBar();
}

void BlossomsWindow::buildEndPage() {
    scorePad_ = new ScorePad;
    endPage_ = new QScrollArea(pages_);
    endPage_->setObjectName(QStringLiteral("endPage"));
    auto* scroll = static_cast<QScrollArea*>(endPage_);
    scroll->setWidget(scorePad_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    pages_->addWidget(endPage_);
    connect(scorePad_, &ScorePad::playAgainRequested, this, [this] {
        if (session_->inMatch() && session_->isOver() && !session_->matchOver()) {
            session_->nextMatchGame();
            return;
        }
        BlossomsSetup s = session_->setup();
        s.seed.reset();
        startGame(s);
    });
    statistics_ = new BlossomsStatistics(QString(), this);
    connect(statistics_, &BlossomsStatistics::problemFound, this, &Frame::showError);
    connect(scorePad_, &ScorePad::newGameRequested, this, &BlossomsWindow::newGameDialog);
    connect(scorePad_, &ScorePad::watchAgainRequested, this, &BlossomsWindow::watchAgain);
    connect(scorePad_, &ScorePad::tableRequested, this,
            [this] { pages_->setCurrentWidget(tablePage_); });
}

void BlossomsWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    addStandardAction(game, Standard::New, this, &BlossomsWindow::newGameDialog);
    addStandardAction(game, Standard::Restart, this, &BlossomsWindow::restartGame);
    game->addSeparator();
    addStandardAction(game, Standard::Open, this, &BlossomsWindow::openGame);
    addRecentMenu(game);
    addStandardAction(game, Standard::Save, this, &BlossomsWindow::saveGame);
    addRecordActions(game);
    game->addSeparator();
    QAction* stats = game->addAction(tr("Stat&istics…"), this, &BlossomsWindow::showStatistics);
    stats->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    stats->setObjectName(QStringLiteral("statisticsAction"));
    game->addSeparator();
    addStandardAction(game, Standard::Quit, this, &QWidget::close);

    QMenu* turn = menuBar()->addMenu(tr("&Turn"));
    addStandardAction(turn, Standard::Hint, session_, &BlossomsSession::requestHint);
    turn->addSeparator();
    QAction* grow = turn->addAction(tr("&Grow: draw a card"), this, &BlossomsWindow::onDeckClicked);
    grow->setShortcut(QKeySequence(Qt::Key_G));
    grow->setObjectName(QStringLiteral("growAction"));
    QAction* pass = turn->addAction(tr("&Pass"), this, [this] {
        if (session_->personToPlay())
            session_->apply(Action::pass());
    });
    pass->setShortcut(QKeySequence(Qt::Key_P));
    pass->setObjectName(QStringLiteral("passAction"));
    turn->addSeparator();
    QAction* toHand = turn->addAction(tr("Go to &my hand"), this, [this] { hand_->setFocus(); });
    toHand->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction* toGarden =
        turn->addAction(tr("Go to the gar&den"), this, [this] { garden_->setFocus(); });
    toGarden->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction* toChoices =
        turn->addAction(tr("Go to the &choices"), this, [this] { choices_->focusFirst(); });
    toChoices->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    QAction* next =
        turn->addAction(tr("&Next computer step"), session_, &BlossomsSession::nextComputerStep);
    next->setShortcut(QKeySequence(Qt::Key_N));
    next->setObjectName(QStringLiteral("nextStepAction"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QMenu* speed = view->addMenu(tr("Computer players’ &speed"));
    speeds_ = new QActionGroup(this);
    const std::pair<int, QString> choices[] = {{TableSession::Slow, tr("&Slow")},
                                               {TableSession::Normal, tr("&Normal")},
                                               {TableSession::Fast, tr("&Fast")},
                                               {TableSession::Instant, tr("&Instant")},
                                               {TableSession::StepByStep, tr("Step by s&tep")}};
    const int remembered =
        useSettings_ ? QSettings().value(QLatin1String(kSpeedKey), TableSession::Normal).toInt()
                     : int(TableSession::Normal);
    for (const auto& [value, name] : choices) {
        QAction* a = speed->addAction(name);
        a->setCheckable(true);
        a->setData(value);
        a->setChecked(value == remembered);
        speeds_->addAction(a);
    }
    session_->setComputerSpeed(remembered);
    connect(speeds_, &QActionGroup::triggered, this, [this](QAction* a) {
        session_->setComputerSpeed(a->data().toInt());
        if (useSettings_)
            QSettings().setValue(QLatin1String(kSpeedKey), a->data().toInt());
        refresh();
        preferencesChanged();
    });
    QMenu* anim = view->addMenu(tr("&Animations"));
    animations_ = new QActionGroup(this);
    const std::pair<int, QString> animChoices[] = {
        {0, tr("&Off")}, {1, tr("&Slow")}, {2, tr("&Normal")}, {3, tr("&Fast")}};
    animationSpeed_ = useSettings_ ? QSettings().value(QLatin1String(kAnimationKey), 2).toInt() : 2;
    for (const auto& [value, name] : animChoices) {
        QAction* a = anim->addAction(name);
        a->setCheckable(true);
        a->setData(value);
        a->setChecked(value == animationSpeed_);
        animations_->addAction(a);
    }
    connect(animations_, &QActionGroup::triggered, this,
            [this](QAction* a) { setAnimationSpeed(a->data().toInt()); });

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    startChoices()->addMenus(settings);
    connect(startChoices(), &StartChoices::chosen, this, &BlossomsWindow::preferencesChanged);
    settings->addSeparator();
    addStandardAction(settings, Standard::Configure, this, &BlossomsWindow::configure);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addStandardAction(help, Standard::Rules, this, &BlossomsWindow::showRules);
    QAction* learn = help->addAction(tr("&Learn to play…"), this, [this] { startTutorial(); });
    learn->setObjectName(QStringLiteral("learnToPlayAction"));
    help->addSeparator();
    addStandardAction(help, Standard::About, this, [this] {
        QMessageBox::about(this, tr("About Blossoms"),
                           tr("<p><b>Blossoms</b>: a push-your-luck card game of growing flowers "
                              "for 2 or 3 players, from the design documents of Frosted Blooms "
                              "(Bruno Cathala &amp; Ludovic Maublanc).</p><p>Version %1.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

int BlossomsWindow::animationMs() const {
    static constexpr int kMs[] = {0, 1400, 900, 500};
    return kMs[std::clamp(animationSpeed_, 0, 3)];
}

void BlossomsWindow::setAnimationSpeed(int speed) {
    animationSpeed_ = std::clamp(speed, 0, 3);
    for (QAction* a : animations_->actions())
        a->setChecked(a->data().toInt() == animationSpeed_);
    if (useSettings_)
        QSettings().setValue(QLatin1String(kAnimationKey), animationSpeed_);
    if (animationSpeed_ == 0)
        garden_->finishAnimation();
    animationsChanged();
}

void BlossomsWindow::setSettingsEnabled(bool on) {
    useSettings_ = on;
    if (!session_)
        return;
    if (!on)
        session_->setAutosaveDir({});
    statistics_->setPath(on ? BlossomsStatistics::defaultPath() : QString());
}

BlossomsSetup BlossomsWindow::defaultSetup() {
    return BlossomsNewGameDialog::defaultSetup();
}

void BlossomsWindow::startup(const std::function<bool()>& ask,
                             const std::optional<BlossomsSetup>& asked, const QString& file) {
    if (useSettings_)
        session_->setAutosaveDir(savefiles::defaultAutosaveDir());
    if (const QStringList damaged = session_->setAsideDamagedAutosaves(); !damaged.isEmpty())
        showAutosaveProblem(
            damagedAutosaveNotice(damaged, session_->files().damagedAutosaves().value(0)));
    if (!file.isEmpty() && openGameFile(file))
        return;
    if (asked) {
        startGame(*asked);
        return;
    }
    if (auto saved = session_->files().autosaveOff() ? std::nullopt
                                                     : session_->files().resumableAutosave()) {
        const bool resume =
            ask ? ask()
                : QMessageBox::question(
                      this, tr("Resume?"), tr("A game of Blossoms was not finished. Resume it?"),
                      QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
        if (resume) {
            session_->resume(std::move(*saved));
            markSaved(true);
            statusBar()->showMessage(tr("The unfinished game is back on the table."), 5000);
            return;
        }
    }
    if (chooseGameFirst())
        return;
    QTimer::singleShot(0, this, &BlossomsWindow::offerTutorialOnce); // the very first game
}

void BlossomsWindow::startGame(const BlossomsSetup& setup) {
    if (session_->newGame(setup)) {
        markSaved(false);
        // The same deal played again counts again in the statistics.
        statistics_->forget(session_->game(), session_->players());
    }
}

void BlossomsWindow::newGameDialog() {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    runNewGameDialog();
}

void BlossomsWindow::runNewGameDialog() {
    BlossomsSetup proposed = session_->hasGame() && !tutorialActive() ? session_->setup()
                             : useSettings_ ? BlossomsNewGameDialog::lastSetup()
                                            : BlossomsNewGameDialog::defaultSetup();
    proposed.seed.reset();
    proposed.startPlayer = -1;
    proposeOdds(proposed);
    BlossomsNewGameDialog d(proposed, this);
    if (d.exec() == QDialog::Accepted) {
        const BlossomsSetup chosen = d.setup();
        startGame(chosen);
        if (useSettings_ && session_->hasGame())
            BlossomsNewGameDialog::rememberSetup(chosen);
    } else if (!d.switchTo().isEmpty() && session_->hasGame()) {
        letGo();
    }
}

void BlossomsWindow::restartGame() {
    if (!session_->hasGame() || !mayDiscardGame(confirm::Purpose::NewGame) || !restartUsesAttempt())
        return;
    if (session_->restart()) {
        markSaved(false);
        statistics_->forget(session_->game(), session_->players());
        statusBar()->showMessage(tr("The game started again from its deal."), 5000);
    }
}

std::optional<QByteArray> BlossomsWindow::gameMark() const {
    if (!session_ || !session_->hasGame())
        return std::nullopt;
    QByteArray mark;
    const Game& g = session_->game();
    for (const Action& a : g.history())
        mark += QByteArray::fromStdString(g.actionText(a)) + ';';
    return mark;
}

bool BlossomsWindow::gameAtStake() const {
    return session_ && session_->hasGame() && !session_->isOver() &&
           !session_->game().history().empty();
}

QString BlossomsWindow::gameSummary() const {
    QStringList names;
    for (int s = 0; s < session_->seats(); ++s)
        names << session_->seatName(s);
    return tr("The game of Blossoms of %1 (turn %2)")
        .arg(names.join(tr(", ")))
        .arg(session_->game().turn());
}

QString BlossomsWindow::fileDialog(const QString& purpose, const QString& suggested) {
    const QString filter =
        tr("Blossoms games (*%1);;All files (*)").arg(QLatin1String(BlossomsFiles::kSuffix));
    if (purpose == QLatin1String("open"))
        return QFileDialog::getOpenFileName(this, tr("Open a saved game"), suggested, filter);
    if (purpose == QLatin1String("record") || purpose == QLatin1String("export"))
        return recordFileDialog(purpose, suggested);
    return QFileDialog::getSaveFileName(this, tr("Save the game"), suggested, filter);
}

void BlossomsWindow::openGame() {
    if (!mayDiscardGame(confirm::Purpose::Open))
        return;
    const QString path = chooseInFolder(QStringLiteral("open"));
    if (!path.isEmpty())
        openGameFile(path);
}

bool BlossomsWindow::openGameFile(const QString& path) {
    if (!session_->load(path))
        return false;
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(savefiles::shownPath(QFileInfo(path).fileName())),
                             5000);
    return true;
}

void BlossomsWindow::openFileFromOutside(const QString& path) {
    if (!session_) { // the frame only: the file waits for the table
        QTimer::singleShot(100, this, [this, path] { openFileFromOutside(path); });
        return;
    }
    if (mayDiscardGame(confirm::Purpose::Open))
        openGameFile(path);
}

bool BlossomsWindow::saveGame() {
    if (!session_->hasGame())
        return false;
    const QString suffix = QLatin1String(BlossomsFiles::kSuffix);
    const QString path =
        chooseInFolder(QStringLiteral("save"),
                       tr("blossoms-turn-%1").arg(session_->game().turn()) + suffix, suffix);
    if (path.isEmpty() || !session_->save(path))
        return false;
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved to %1").arg(savefiles::shownPath(path)), 5000);
    return true;
}

bool BlossomsWindow::mayClose() {
    return mayQuitGame();
}

void BlossomsWindow::showRules() {
    if (!rules_)
        rules_ = new BlossomsRulesDialog(session_->componentsPtr(), this);
    rules_->present();
}

void BlossomsWindow::showStatistics() {
    BlossomsStatisticsDialog d(statistics_, this);
    d.exec();
}

QString BlossomsWindow::errorDetails() const {
    return session_ && session_->hasGame() ? tr("The game in progress is unchanged.") : QString();
}

QStringList BlossomsWindow::restartArguments() const {
    return QStringList{QStringLiteral("--game"), QStringLiteral("blossoms"),
                       QStringLiteral("--resume")} +
           startChoices()->restartArguments();
}
