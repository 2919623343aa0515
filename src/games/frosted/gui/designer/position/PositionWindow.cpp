#include "PositionWindow.h"
#include "PositionWindowParts.h"

#include "GameController.h"
#include "GameFiles.h"
#include "SandboxModel.h"
#include "SaveFiles.h"
#include "ScreenFit.h"

#include "engine/input.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace frosted;
using namespace positionparts;

PositionWindow::PositionWindow(ComponentsPtr components, GameController* game, QWidget* parent)
    : QMainWindow(parent), c_(std::move(components)), game_(game) {
    setWindowTitle(tr("Set up a position — Frosted Blooms"));
    setObjectName(QStringLiteral("positionWindow"));
    resize(screenfit::bounded(this, QSize(1180, 780)));

    buildToolBar();

    auto* split = new QSplitter(Qt::Vertical);
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    auto* table = new QWidget;
    buildTable(table);
    auto* scroll = new QScrollArea;
    scroll->setWidget(table);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    tabs_->addTab(scroll, tr("Table"));
    split->addWidget(tabs_);

    auto* panel = new QWidget;
    auto* pl = new QVBoxLayout(panel);
    pl->setContentsMargins(8, 4, 8, 4);
    verdict_ = new QLabel;
    verdict_->setObjectName(QStringLiteral("verdict"));
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);
    problemList_ = new QListWidget;
    problemList_->setWordWrap(true);
    problemList_->setAlternatingRowColors(true);
    pl->addWidget(verdict_);
    pl->addWidget(problemList_);
    split->addWidget(panel);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    // On a small screen (issue 31) the editor scrolls rather than leave the desktop.
    auto* fit = new QScrollArea(this);
    fit->setFrameShape(QFrame::NoFrame);
    fit->setWidgetResizable(true);
    fit->setWidget(split);
    setCentralWidget(fit);
    statusBar()->showMessage(tr("Every change is checked by the rules at once."));

    newDeal(2, false); // MainWindow then takes the table's game, if it may be shown
}

// The tool bar: the seats of a fresh deal, the table's game, the files, Play from here.
void PositionWindow::buildToolBar() {
    QToolBar* bar = addToolBar(tr("Position"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    players_ = new QComboBox;
    players_->addItem(tr("Solo against the Master Gardener"));
    for (int n = 2; n <= std::min<int>(4, static_cast<int>(c_->startingTiles.size())); ++n)
        players_->addItem(tr("%n player(s)", "", n));
    players_->setToolTip(tr("A fresh deal for this many seats (the names are kept)"));
    bar->addWidget(new QLabel(tr("Seats: ")));
    bar->addWidget(players_);
    connect(players_, &QComboBox::activated, this,
            [this](int i) { newDeal(i == 0 ? 1 : i + 1, i == 0); });
    bar->addSeparator();
    QAction* fromGame = bar->addAction(tr("From the table"), this, [this] { takeFromGame(); });
    fromGame->setToolTip(tr("The game on the table, as its current turn starts"));
    QAction* open = bar->addAction(tr("Open…"), this, [this] {
        const QString path = choose(QStringLiteral("open"), QString());
        QString why;
        if (!path.isEmpty() && !openPosition(path, &why))
            statusBar()->showMessage(why, 10000);
    });
    open->setShortcut(QKeySequence::Open);
    save_ = bar->addAction(tr("Save position…"), this, [this] {
        const QString path =
            choose(QStringLiteral("save"), QStringLiteral("position.frosted.json"));
        QString why;
        if (path.isEmpty())
            return;
        if (savePosition(path, &why))
            statusBar()->showMessage(tr("Saved to %1.").arg(savefiles::shownPath(path)), 8000);
        else
            statusBar()->showMessage(why, 10000);
    });
    save_->setShortcut(QKeySequence::Save);
    save_->setToolTip(tr("A save file that Game ▸ Open and “frosted-blooms-cli play --from” "
                         "continue"));
    copy_ = bar->addAction(tr("Copy as play script"), this, [this] {
        QApplication::clipboard()->setText(playScript());
        statusBar()->showMessage(
            tr("The position is on the clipboard as a “frosted-blooms-cli play” input."), 8000);
    });
    copy_->setShortcut(QKeySequence::Copy);
    bar->addSeparator();
    play_ = bar->addAction(tr("Play from here"), this, [this] {
        if (auto g = this->game()) {
            emit playRequested(*g);
            statusBar()->showMessage(tr("The position is on the table."), 6000);
        }
    });
    play_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    play_->setToolTip(tr("Play on from this position at the table (Ctrl+Enter)"));
    if (auto* b = qobject_cast<QToolButton*>(bar->widgetForAction(play_)))
        b->setObjectName(QStringLiteral("playFromHere"));
}

void PositionWindow::setPosition(const Position& p) {
    position_ = p;
    fromTable_ = false;
    position_.ring.resize(static_cast<std::size_t>(c_->rules.marketSlots), -1);
    position_.ringCoins.resize(static_cast<std::size_t>(c_->rules.marketSlots), 0);
    seedProblems_.clear();
    outOfGameProblems_.clear();
    // The seats' tabs again.
    while (tabs_->count() > 1) {
        QWidget* w = tabs_->widget(1);
        tabs_->removeTab(1);
        w->deleteLater();
    }
    for (SeatTab* t : seats_) {
        t->model->deleteLater();
        delete t;
    }
    seats_.clear();
    mgPage_ = nullptr;
    for (int s = 0; s < static_cast<int>(position_.seats.size()); ++s)
        buildSeatTab(s);
    if (position_.solo)
        buildGardenerTab();
    filling_ = true;
    players_->setCurrentIndex(
        position_.solo
            ? 0
            : std::clamp(static_cast<int>(position_.seats.size()) - 1, 1, players_->count() - 1));
    filling_ = false;
    check(); // the fields below show what the seed deals
    refreshTable();
    for (int s = 0; s < static_cast<int>(seats_.size()); ++s)
        refreshSeat(s);
    if (refreshGardener())
        check();
    refreshDeckOrders();
}

void PositionWindow::turnsChanged() {
    // The turns played follow the round and the seat to play: each seat's played cards and deck
    // are dealt again around the hand, and the Master Gardener plays or takes back his top cards
    // so that his row holds one card a round before this one.
    for (PositionSeat& seat : position_.seats) {
        seat.discard.reset();
        seat.deck.reset();
    }
    PositionGardener& mg = position_.gardener;
    if (position_.solo && mg.deck) {
        const auto want = static_cast<std::size_t>(std::max(0, position_.round - 1));
        while (mg.played.size() > want) {
            mg.deck->insert(mg.deck->begin(), mg.played.back());
            mg.played.pop_back();
        }
        while (mg.played.size() < want && !mg.deck->empty()) {
            mg.played.push_back(mg.deck->front());
            mg.deck->erase(mg.deck->begin());
        }
    }
    check();
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat)
        refreshSeat(seat);
    if (refreshGardener())
        check();
    refreshTileChoices();
    refreshDeckOrders();
}

void PositionWindow::edited() {
    if (filling_)
        return;
    check();
    refreshTileChoices();
    refreshDeckOrders();
}

void PositionWindow::recheck() {
    built_ = GameState::fromPosition(c_, position_, coreProblems_);
}

QStringList PositionWindow::problems() const {
    QStringList out = seedProblems_ + outOfGameProblems_;
    for (const std::string& p : coreProblems_) {
        QString s = QString::fromStdString(p);
        if (!s.isEmpty())
            s[0] = s[0].toUpper();
        out << s + QLatin1Char('.');
    }
    return out;
}

void PositionWindow::check() {
    recheck();
    const QStringList list = problems();
    problemList_->clear();
    problemList_->addItems(list);
    const bool ok = list.isEmpty();
    verdict_->setText(ok ? tr("✔ The rules can reach this position: it can be played.")
                         : tr("✘ %n problem(s): the rules could never reach this position.",
                              nullptr, static_cast<int>(list.size())));
    verdict_->setStyleSheet(ok ? QStringLiteral("color: #2e7d32;")
                               : QStringLiteral("color: #b3261e;"));
    problemList_->setVisible(!ok);
    play_->setEnabled(ok);
    save_->setEnabled(ok);
    copy_->setEnabled(ok);
}

std::optional<GameState> PositionWindow::game() const {
    if (!seedProblems_.isEmpty() || !outOfGameProblems_.isEmpty())
        return std::nullopt;
    return built_;
}

bool PositionWindow::takeFromGame() {
    if (!game_ || !game_->hasGame()) {
        statusBar()->showMessage(tr("There is no game on the table."), 8000);
        return false;
    }
    if (game_->fullState().componentsPtr() != c_) {
        statusBar()->showMessage(tr("The game on the table uses another data set."), 8000);
        return false;
    }
    const auto p = game_->fullState().position();
    if (!p) {
        statusBar()->showMessage(
            tr("The game on the table is in the middle of a turn or over: finish or undo the "
               "turn first."),
            8000);
        return false;
    }
    if (!game_->fullState().isOver() && !mayReveal()) {
        statusBar()->showMessage(tr("The cards of the game on the table stay hidden."), 8000);
        return false;
    }
    setPosition(*p);
    fromTable_ = true;
    statusBar()->showMessage(tr("The game on the table, as this turn starts."), 8000);
    return true;
}

void PositionWindow::newDeal(int players, bool solo) {
    static const char* fallback[] = {"Ada", "Ben", "Chloé", "Dev"};
    SetupSpec spec;
    spec.solo = solo;
    spec.seed = position_.seed;
    spec.startPlayer = 0;
    for (int i = 0; i < players; ++i)
        spec.players.push_back(i < static_cast<int>(position_.seats.size())
                                   ? position_.seats[static_cast<std::size_t>(i)].name
                                   : fallback[i % 4]);
    GameState g;
    try {
        g = GameState::setup(c_, spec);
    } catch (const SetupError&) {
        for (int i = 0; i < players; ++i)
            spec.players[static_cast<std::size_t>(i)] = fallback[i % 4];
        g = GameState::setup(c_, spec);
    }
    setPosition(*g.position());
}

bool PositionWindow::savePosition(const QString& path, QString* error) {
    const auto g = game();
    if (!g) {
        if (error)
            *error = tr("This position cannot be played, so it is not saved: %1")
                         .arg(problems().value(0));
        return false;
    }
    const QString err = GameFiles(c_).save(*g, path);
    if (error)
        *error = err;
    return err.isEmpty();
}

bool PositionWindow::openPosition(const QString& path, QString* error) {
    auto fail = [&](const QString& why) {
        if (error)
            *error = savefiles::bounded(why);
        return false;
    };
    std::string text;
    nlohmann::json doc;
    try {
        text = readRegularFile(path.toStdString());
        doc = parseJson(text);
    } catch (const std::exception& e) {
        return fail(tr("Cannot open %1: %2").arg(savefiles::shownPath(path), e.what()));
    }
    if (doc.is_object() && doc.value("format", std::string()) == kPositionFormat) {
        try {
            setPosition(positionFromJson(*c_, doc));
        } catch (const SetupError& e) {
            return fail(tr("Cannot open %1: %2").arg(savefiles::shownPath(path), e.what()));
        }
        return true;
    }
    QString why;
    const auto g = GameFiles(c_).open(path, why);
    if (!g)
        return fail(why);
    const auto p = g->position();
    if (!p)
        return fail(tr("%1 is saved in the middle of a turn or after the end; a position starts "
                       "a turn.")
                        .arg(savefiles::shownPath(path)));
    setPosition(*p);
    return true;
}

QString PositionWindow::playScript() const {
    const nlohmann::json script = {{"position", embeddedPositionJson(*c_, position_)},
                                   {"actions", nlohmann::json::array()}};
    return QString::fromStdString(script.dump(1)) + QLatin1Char('\n');
}

QString PositionWindow::choose(const QString& purpose, const QString& suggested) {
    if (chooseFile_)
        return chooseFile_(purpose, suggested);
    const QString filter = tr("Frosted Blooms positions and saves (*.json);;All files (*)");
    return purpose == QLatin1String("save")
               ? QFileDialog::getSaveFileName(this, tr("Save position"), suggested, filter)
               : QFileDialog::getOpenFileName(this, tr("Open a position"), suggested, filter);
}

QComboBox* PositionWindow::objectivePlace(int objective) const {
    return static_cast<QComboBox*>(objectives_->cellWidget(objective, 3));
}
QSpinBox* PositionWindow::coinsOf(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->coins;
}
QSpinBox* PositionWindow::trackOf(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->track;
}
QLineEdit* PositionWindow::nameOf(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->name;
}
QComboBox* PositionWindow::whoPlays(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->who;
}
QComboBox* PositionWindow::cardPlace(int seat, int card) const {
    return seats_[static_cast<std::size_t>(seat)]->cards[static_cast<std::size_t>(card)];
}
SandboxModel* PositionWindow::gardenOf(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->model;
}
SandboxView* PositionWindow::gardenViewOf(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->view;
}
QListWidget* PositionWindow::deckOrder(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->deck;
}
QComboBox* PositionWindow::gardenTileBox(int seat) const {
    return seats_[static_cast<std::size_t>(seat)]->tile;
}
