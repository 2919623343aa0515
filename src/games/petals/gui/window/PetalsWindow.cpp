#include "PetalsWindow.h"

#include "EffectPanel.h"
#include "HandView.h"
#include "PetalsDaily.h"
#include "PetalsNewGameDialog.h"
#include "PetalsRecordWindow.h"
#include "PetalsScorePad.h"
#include "PetalsStatistics.h"
#include "PetalsStatisticsDialog.h"
#include "SaveFiles.h"
#include "StartChoices.h"
#include "TableView.h"
#include "TrackersView.h"
#include "TurnPanels.h"

#include <QActionGroup>
#include <QApplication>
#include <QDir>
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
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

using namespace petals;
using namespace petals::gui;

namespace {

// A scroll area that asks for its whole widget's height (a plain one asks for a fixed few
// lines), so a layout gives it what the widget needs when there is room and less when not.
class FitScrollArea : public QScrollArea {
  public:
    using QScrollArea::QScrollArea;
    QSize sizeHint() const override {
        const QSize inner = widget() ? widget()->sizeHint() : QSize();
        const int frame = 2 * frameWidth();
        return {inner.width() + frame, inner.height() + frame};
    }

  protected:
    // The widget's contents changed (a result set): the hint above changes with them.
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == widget() && e->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(o, e);
    }
};

constexpr const char* kSuffix = PetalsFiles::kSuffix;
} // namespace

PetalsWindow::PetalsWindow(ComponentsPtr components, QWidget* parent, Build when)
    : Frame(parent), components_(std::move(components)) {
    // The frame: what the window shows when it maps (its title and size, in the window's plain
    // colour; where it opens and how large is ScreenFit's, in PetalsTable).
    setObjectName(QStringLiteral("petalsWindow"));
    setWindowTitle(tr("Petals"));
    setMinimumSize(kLeastSize);
    if (when == Build::Now)
        build();
}

void PetalsWindow::build(ComponentsPtr components) {
    if (session_)
        return;
    session_ = new PetalsSession(components ? std::move(components) : std::move(components_), this);
    components_.reset();
    // (Even an empty central widget costs the frame's first show milliseconds: made here.)
    buildTable();
    buildMenus();
    connect(session_, &TableSession::stateChanged, this, [this] { shownAt_.reset(); });
    connect(session_, &TableSession::stateChanged, this, &PetalsWindow::refresh);
    connect(session_, &TableSession::gameReplaced, this, &PetalsWindow::onGameReplaced);
    connect(session_, &TableSession::gameOver, this, &PetalsWindow::onGameOver);
    connect(session_, &TableSession::errorOccurred, this, &Frame::showError);
    connect(session_, &TableSession::autosaveFailed, this, &Frame::showError);
    connect(session_, &TableSession::handOverRequired, this, [this](const QString&) { refresh(); });
    connect(session_, &TableSession::refused, this, [this](const QString& reason) {
        banner_->setDetail(tr("Not possible: %1").arg(reason), true);
    });
    connect(session_, &TableSession::hintReady, this, [this](const QString& text) {
        banner_->setDetail(text); // "Hint: …" (scoring or skipping: said, not shown)
        // A card to place or to move: shown on the table as the person would, the card chosen
        // (or the lit card picked) and its ghost at the place, Enter to play it.
        if (const auto a = session_->hint(); a && a->kind == Action::Kind::Place) {
            chooseCard(a->card);
            rotation_ = a->rotation;
            table_->setCursor(a->cell);
            showGhost(a->cell);
        } else if (a && a->kind == Action::Kind::Move) {
            onCardClicked(a->card);
            rotation_ = a->rotation;
            table_->setCursor(a->cell);
            showGhost(a->cell);
        }
    });
    connect(
        session_, &PetalsSession::computerActed, this,
        [this](int seat, const Action&, const QString& words) { onComputerActed(seat, words); });
    connect(session_, &PetalsSession::undone, this,
            [this] { statusBar()->showMessage(tr("The card is back in your hand."), 4000); });
    if (!useSettings_)
        setSettingsEnabled(false); // turned off before the table was made
    refresh();
}

QString PetalsWindow::programName() const {
    return tr("Petals");
}

void PetalsWindow::buildTable() {
    pages_ = new QStackedWidget(this);
    setCentralWidget(pages_);

    tablePage_ = new QWidget(pages_);
    tablePage_->setObjectName(QStringLiteral("tablePage"));
    banner_ = new TurnBanner(tablePage_);
    table_ = new TableView(tablePage_);
    table_->setObjectName(QStringLiteral("table"));
    table_->setAccessibleName(tr("The table"));
    hand_ = new HandView(tablePage_);
    hand_->setObjectName(QStringLiteral("hand"));
    trackers_ = new TrackersView(tablePage_);
    trackers_->setObjectName(QStringLiteral("trackers"));
    effect_ = new EffectPanel(tablePage_);
    effect_->setObjectName(QStringLiteral("effect"));
    log_ = new QListWidget(tablePage_);
    log_->setObjectName(QStringLiteral("log"));
    log_->setAccessibleName(tr("What happened"));
    log_->setWordWrap(true);
    log_->setFocusPolicy(Qt::NoFocus);
    next_ = new QPushButton(tr("&Next step"), tablePage_);
    next_->setObjectName(QStringLiteral("nextStep"));
    next_->setToolTip(tr("Show the computer player's next step (step by step)."));

    // The table first: the banner, the effect when asked and the grid fill the left; on the
    // right the trackers, the hands (the seat's cards, the others' backs, the pile) and the log.
    auto* left = new QVBoxLayout;
    left->setSpacing(6);
    left->addWidget(banner_);
    left->addWidget(effect_);
    left->addWidget(table_, 1);
    auto* right = new QVBoxLayout;
    right->setSpacing(4);
    right->setContentsMargins(0, 0, 0, 0);
    right->addWidget(trackers_);
    right->addWidget(hand_);
    auto* logTitle = new QLabel(tr("What happened"), tablePage_);
    QFont bold = logTitle->font();
    bold.setBold(true);
    logTitle->setFont(bold);
    right->addWidget(logTitle);
    right->addWidget(log_, 1);
    right->addWidget(next_);
    auto* rightBox = new QWidget(tablePage_);
    rightBox->setObjectName(QStringLiteral("sideColumn"));
    rightBox->setLayout(right);
    rightBox->setMinimumWidth(300);
    rightBox->setMaximumWidth(400);
    auto* row = new QHBoxLayout(tablePage_);
    row->setContentsMargins(6, 6, 6, 6);
    row->addLayout(left, 1);
    row->addWidget(rightBox);
    pages_->addWidget(tablePage_);

    cover_ = new HandOverCover(pages_);
    pages_->addWidget(cover_);
    connect(cover_, &HandOverCover::confirmed, session_, &PetalsSession::confirmHandOver);

    scorePad_ = new PetalsScorePad;
    scorePad_->setObjectName(QStringLiteral("scorePad"));
    // On a small screen (1024x600, five players, notes under the pad) the pad scrolls rather
    // than squeezing its rows and columns until their words are cut; its buttons stay in sight
    // below it.
    endPage_ = new QWidget(pages_);
    endPage_->setObjectName(QStringLiteral("endPage"));
    endPage_->setAutoFillBackground(true);
    endPage_->setPalette(scorePad_->palette()); // the table's green all round
    auto* endColumn = new QVBoxLayout(endPage_);
    endColumn->setContentsMargins(0, 0, 0, 10);
    endColumn->setSpacing(0);
    auto* endScroll = new FitScrollArea(endPage_);
    endScroll->setObjectName(QStringLiteral("endScroll"));
    endScroll->setWidgetResizable(true);
    endScroll->setFrameShape(QFrame::NoFrame);
    QWidget* bar = scorePad_->takeButtonBar();
    endScroll->setWidget(scorePad_);
    // Room to spare: the pad and its buttons together in the middle; else the pad scrolls.
    endColumn->addStretch(1);
    endColumn->addWidget(endScroll, 0);
    endColumn->addWidget(bar);
    endColumn->addStretch(1);
    pages_->addWidget(endPage_);
    connect(scorePad_, &PetalsScorePad::playAgainRequested, this, [this] {
        PetalsSetup s = session_->setup();
        s.seed.reset(); // the same players and variant, a new deal
        startGame(s);
    });
    connect(scorePad_, &PetalsScorePad::newGameRequested, this, &PetalsWindow::newGameDialog);
    connect(scorePad_, &PetalsScorePad::tableRequested, this,
            [this] { pages_->setCurrentWidget(tablePage_); });
    connect(scorePad_, &PetalsScorePad::watchRequested, this, &PetalsWindow::watchAgain);
    statistics_ = new PetalsStatistics(QString(), this);
    connect(statistics_, &PetalsStatistics::problemFound, this, &Frame::showError);

    connect(hand_, &HandView::cardSelected, this, &PetalsWindow::chooseCard);
    connect(table_, &TableView::cellHovered, this, &PetalsWindow::showGhost);
    connect(table_, &TableView::cellClicked, this, &PetalsWindow::onCellClicked);
    connect(table_, &TableView::cardClicked, this, &PetalsWindow::onCardClicked);
    connect(table_, &TableView::rotateRequested, this, &PetalsWindow::rotate);
    connect(effect_, &EffectPanel::scoreChosen, session_, &PetalsSession::score);
    connect(effect_, &EffectPanel::skipChosen, session_, &PetalsSession::skip);
    connect(effect_, &EffectPanel::cancelMove, this, [this] {
        moving_ = -1;
        refreshMarks();
        refreshEffect();
    });
    connect(next_, &QPushButton::clicked, session_, &PetalsSession::nextComputerStep);
    statusBar();
}

void PetalsWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    addStandardAction(game, Standard::New, this, &PetalsWindow::newGameDialog);
    addStandardAction(game, Standard::Restart, this, &PetalsWindow::restartGame);
    game->addSeparator();
    addStandardAction(game, Standard::Open, this, &PetalsWindow::openGame);
    addRecentMenu(game);
    addStandardAction(game, Standard::Save, this, &PetalsWindow::saveGame);
    game->addSeparator();
    QAction* stats = game->addAction(tr("S&tatistics…"), this, &PetalsWindow::showStatistics);
    stats->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    stats->setObjectName(QStringLiteral("statisticsAction"));
    QAction* daily = game->addAction(tr("&Daily Petals…"), this, &PetalsWindow::dailyDialog);
    daily->setObjectName(QStringLiteral("dailyAction"));
    game->addSeparator();
    QAction* openRecord = game->addAction(tr("Open &record…"), this, &PetalsWindow::openRecord);
    openRecord->setObjectName(QStringLiteral("openRecordAction"));
    export_ = game->addAction(tr("&Export record…"), this, &PetalsWindow::exportRecord);
    export_->setObjectName(QStringLiteral("exportRecordAction"));
    game->addSeparator();
    addStandardAction(game, Standard::Quit, this, &QWidget::close);

    QMenu* turn = menuBar()->addMenu(tr("&Turn"));
    QAction* undo = addStandardAction(turn, Standard::Undo, session_, &PetalsSession::undo);
    undo->setToolTip(tr("Take back the card just placed, until its symbol pair is answered."));
    addStandardAction(turn, Standard::Hint, session_, &PetalsSession::requestHint);
    turn->addSeparator();
    QAction* cw = turn->addAction(tr("&Rotate clockwise"), this, [this] { rotate(1); });
    cw->setShortcut(QKeySequence(Qt::Key_R));
    cw->setObjectName(QStringLiteral("rotateClockwise"));
    QAction* ccw = turn->addAction(tr("Rotate &counter-clockwise"), this, [this] { rotate(-1); });
    ccw->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_R));
    ccw->setObjectName(QStringLiteral("rotateCounterClockwise"));
    QAction* hand = turn->addAction(tr("Go to my &hand"), this, [this] { hand_->setFocus(); });
    hand->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction* table = turn->addAction(tr("Go to the &table"), this, [this] { table_->setFocus(); });
    table->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction* next =
        turn->addAction(tr("&Next computer step"), session_, &PetalsSession::nextComputerStep);
    next->setShortcut(QKeySequence(Qt::Key_N));
    next->setObjectName(QStringLiteral("nextStepAction"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* fit = view->addAction(tr("&Fit the table"), table_, &TableView::fitToTable);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QMenu* speed = view->addMenu(tr("Computer players’ &speed"));
    speeds_ = new QActionGroup(this);
    const std::pair<int, QString> choices[] = {{TableSession::Slow, tr("&Slow")},
                                               {TableSession::Normal, tr("&Normal")},
                                               {TableSession::Fast, tr("&Fast")},
                                               {TableSession::Instant, tr("&Instant")},
                                               {TableSession::StepByStep, tr("Step by s&tep")}};
    const int remembered =
        QSettings().value(QStringLiteral("petals/computerSpeed"), TableSession::Normal).toInt();
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
            QSettings().setValue(QStringLiteral("petals/computerSpeed"), a->data().toInt());
        refresh();
        preferencesChanged();
    });

    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    startChoices()->addMenus(settings);
    connect(startChoices(), &StartChoices::chosen, this, &PetalsWindow::preferencesChanged);
    settings->addSeparator();
    // KDE's standard Configure (Settings ▸ Configure Petals…): every setting in one place.
    addStandardAction(settings, Standard::Configure, this, &PetalsWindow::configure);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addStandardAction(help, Standard::Rules, this, &PetalsWindow::showRules);
    QAction* learn = help->addAction(tr("&Learn to play…"), this, &PetalsWindow::startTutorial);
    learn->setObjectName(QStringLiteral("learnToPlayAction"));
    help->addSeparator();
    addStandardAction(help, Standard::About, this, [this] {
        QMessageBox::about(this, tr("About Petals"),
                           tr("<p><b>Petals</b>: a card game of matching flowers for 2 to 5 "
                              "players, from the design documents of Frosted Blooms (Bruno Cathala "
                              "&amp; Ludovic Maublanc).</p><p>Version %1.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
}

void PetalsWindow::setSettingsEnabled(bool on) {
    useSettings_ = on;
    if (!session_)
        return; // the frame only: build() applies it
    if (on)
        confirmPlacement_ = QSettings().value(QStringLiteral("petals/confirmPlacement")).toBool();
    if (!on)
        session_->setAutosaveDir({});
    // Off: no game counted on disk (tests, screenshots); on: beside the autosave.
    statistics_->setPath(on ? PetalsStatistics::defaultPath() : QString());
}

void PetalsWindow::showStatistics() {
    PetalsStatisticsDialog d(statistics_, this);
    d.exec();
}

PetalsSetup PetalsWindow::defaultSetup() {
    return PetalsNewGameDialog::defaultSetup();
}

void PetalsWindow::startup(const std::function<bool()>& ask,
                           const std::optional<PetalsSetup>& asked, const QString& file) {
    if (useSettings_)
        session_->setAutosaveDir(savefiles::defaultAutosaveDir());
    // A damaged autosave is named and kept aside before anything is autosaved over it.
    if (const QStringList damaged = session_->setAsideDamagedAutosaves(); !damaged.isEmpty())
        showAutosaveProblem(
            damagedAutosaveNotice(damaged, session_->files().damagedAutosaves().value(0)));
    if (!file.isEmpty() && openGameFile(file))
        return;
    if (asked) {
        startGame(*asked);
        return;
    }
    // Read once: the game found is the one resumed.
    if (auto saved = session_->files().autosaveOff() ? std::nullopt
                                                     : session_->files().resumableAutosave()) {
        const bool resume =
            ask ? ask()
                : QMessageBox::question(
                      this, tr("Resume?"), tr("A game of Petals was not finished. Resume it?"),
                      QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) == QMessageBox::Yes;
        if (resume) {
            session_->resume(std::move(*saved));
            markSaved(true);
            statusBar()->showMessage(tr("The unfinished game is back on the table."), 5000);
            return;
        }
    }
    // The very first start: the game is chosen before it offers to teach itself.
    if (chooseGameFirst())
        return;
    offerTutorialOnce();
}

void PetalsWindow::startGame(const PetalsSetup& setup) {
    if (session_->newGame(setup)) {
        markSaved(false);
        // The same deal played again counts again in the statistics.
        statistics_->forget(session_->game(), session_->players());
    }
}

void PetalsWindow::newGameDialog() {
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return;
    runNewGameDialog();
}

void PetalsWindow::runNewGameDialog() {
    // The seats of the game on the table (not the guided game's), else the last ones chosen.
    PetalsSetup proposed = session_->hasGame() && !tutorialActive() ? session_->setup()
                           : useSettings_ ? PetalsNewGameDialog::lastSetup()
                                          : PetalsNewGameDialog::defaultSetup();
    proposed.seed.reset();
    proposed.startPlayer = -1;
    PetalsNewGameDialog d(session_->components(), proposed, this);
    if (d.exec() == QDialog::Accepted) {
        const PetalsSetup chosen = d.setup();
        startGame(chosen);
        if (useSettings_ && session_->hasGame() && session_->setup() == chosen)
            PetalsNewGameDialog::rememberSetup(chosen);
    } else if (!d.switchTo().isEmpty() && session_->hasGame()) {
        // Another game chosen: the switch closes this window without asking again.
        letGo();
    }
}

void PetalsWindow::restartGame() {
    if (!session_->hasGame() || !mayDiscardGame(confirm::Purpose::NewGame))
        return;
    // The day's deal again uses an attempt of its day.
    if (const auto day = PetalsDaily::dayOf(session_->game())) {
        PetalsDaily daily(useSettings_);
        if (!daily.useAttempt(*day)) {
            showError(tr("No attempt is left today for the daily deal: come back tomorrow."));
            return;
        }
    }
    if (session_->restart()) {
        markSaved(false);
        statistics_->forget(session_->game(), session_->players());
        statusBar()->showMessage(tr("The game started again from its deal."), 5000);
    }
}

std::optional<QByteArray> PetalsWindow::gameMark() const {
    if (!session_ || !session_->hasGame())
        return std::nullopt;
    // The actions themselves, not their number: an undone placement then another is a change.
    QByteArray mark;
    const Game& g = session_->game();
    for (const Action& a : g.history())
        mark += QByteArray::fromStdString(g.actionText(a)) + ';';
    return mark;
}

bool PetalsWindow::gameAtStake() const {
    return session_ && session_->hasGame() && !session_->isOver() &&
           !session_->game().history().empty();
}

QString PetalsWindow::gameSummary() const {
    QStringList names;
    for (int s = 0; s < session_->seats(); ++s)
        names << session_->seatName(s);
    return tr("The game of Petals of %1 (turn %2)")
        .arg(names.join(tr(", ")))
        .arg(session_->game().turn());
}

QString PetalsWindow::fileDialog(const QString& purpose, const QString& suggested) {
    const QString filter = tr("Petals games (*%1);;All files (*)").arg(QLatin1String(kSuffix));
    if (purpose == QLatin1String("open"))
        return QFileDialog::getOpenFileName(this, tr("Open a saved game"), suggested, filter);
    const QString records = tr("Records and saved games (*.json);;All files (*)");
    if (purpose == QLatin1String("record"))
        return QFileDialog::getOpenFileName(this, tr("Open a replay record"), suggested, records);
    if (purpose == QLatin1String("export"))
        return QFileDialog::getSaveFileName(this, tr("Export the replay record"), suggested,
                                            records);
    return QFileDialog::getSaveFileName(this, tr("Save the game"), suggested, filter);
}

void PetalsWindow::openGame() {
    if (!mayDiscardGame(confirm::Purpose::Open))
        return;
    const QString path = chooseInFolder(QStringLiteral("open"));
    if (!path.isEmpty())
        openGameFile(path);
}

bool PetalsWindow::openGameFile(const QString& path) {
    if (!session_->load(path))
        return false; // the session's error is shown
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(savefiles::shownPath(QFileInfo(path).fileName())),
                             5000);
    return true;
}

void PetalsWindow::openFileFromOutside(const QString& path) {
    if (!session_) { // the frame only: the file waits for the table
        QTimer::singleShot(100, this, [this, path] { openFileFromOutside(path); });
        return;
    }
    if (mayDiscardGame(confirm::Purpose::Open))
        openGameFile(path);
}

bool PetalsWindow::saveGame() {
    if (!session_->hasGame())
        return false;
    const QString suffix = QLatin1String(kSuffix);
    const QString path = chooseInFolder(
        QStringLiteral("save"), tr("petals-turn-%1").arg(session_->game().turn()) + suffix, suffix);
    if (path.isEmpty())
        return false;
    if (!session_->save(path))
        return false;
    markSaved(true);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved to %1").arg(savefiles::shownPath(path)), 5000);
    return true;
}

bool PetalsWindow::mayClose() {
    // Let go for another game (runNewGameDialog), and unchanged since: not asked again.
    return mayQuitGame();
}

void PetalsWindow::closing() {}

QString PetalsWindow::errorDetails() const {
    return session_ && session_->hasGame() ? tr("The game in progress is unchanged.") : QString();
}

QStringList PetalsWindow::restartArguments() const {
    return QStringList{QStringLiteral("--game"), QStringLiteral("petals"),
                       QStringLiteral("--resume")} +
           startChoices()->restartArguments();
}

void PetalsWindow::openRecord() {
    const QString path = chooseInFolder(QStringLiteral("record"));
    if (path.isEmpty())
        return;
    try {
        Game g = PetalsRecordWindow::read(session_->componentsPtr(), path);
        record_ = new PetalsRecordWindow(std::move(g),
                                         tr("Replay: %1").arg(QFileInfo(path).fileName()), this);
        record_->show();
    } catch (const PetalsRecordError& e) {
        showError(tr("Cannot open the record %1: %2")
                      .arg(savefiles::shownPath(path), QString::fromUtf8(e.what())));
    }
}

void PetalsWindow::exportRecord() {
    if (!session_->hasGame())
        return;
    const QString path = chooseInFolder(
        QStringLiteral("export"), QStringLiteral("petals-record.json"), QStringLiteral(".json"));
    if (path.isEmpty())
        return;
    if (const QString err =
            savefiles::writeAtomically(path, PetalsRecordWindow::recordText(session_->game()));
        !err.isEmpty()) {
        showError(err);
        return;
    }
    statusBar()->showMessage(
        tr("Record written to %1 — replay it with Game ▸ Open record… or frosted-blooms-cli --game "
           "petals play")
            .arg(savefiles::shownPath(path)),
        8000);
}

void PetalsWindow::watchAgain() {
    if (!session_->hasGame())
        return;
    record_ = new PetalsRecordWindow(session_->game(), tr("The game again"), this);
    record_->show();
}

QString PetalsWindow::personName() const {
    for (const PetalsSeat& seat : session_->setup().seats)
        if (!seat.computer && !seat.name.trimmed().isEmpty())
            return seat.name.trimmed();
    return tr("You");
}

void PetalsWindow::dailyDialog() {
    PetalsDaily daily(useSettings_);
    auto* d = new PetalsDailyDialog(daily, personName(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    dailyShown_ = d;
    connect(d, &QDialog::accepted, this, [this] {
        if (mayDiscardGame(confirm::Purpose::NewGame))
            playDaily();
    });
    d->open();
}

bool PetalsWindow::playDaily() {
    PetalsDaily daily(useSettings_);
    const QDate day = PetalsDaily::today();
    if (!daily.useAttempt(day)) {
        showError(tr("No attempt is left today for the daily deal: come back tomorrow."));
        return false;
    }
    startGame(PetalsDaily::setupFor(day, personName()));
    statusBar()->showMessage(tr("Today’s deal: attempt %1 of %2.")
                                 .arg(daily.attemptsUsed(day))
                                 .arg(daily.attemptsUsed(day) + daily.attemptsLeft(day)),
                             6000);
    return true;
}
