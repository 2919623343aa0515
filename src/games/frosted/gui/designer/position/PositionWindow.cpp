#include "PositionWindow.h"

#include "Art.h"
#include "GameController.h"
#include "GameFiles.h"
#include "SandboxModel.h"
#include "SandboxView.h"
#include "SaveFiles.h"
#include "ScreenFit.h"
#include "TilePictures.h"
#include "Words.h"

#include "engine/input.h"
#include "frosted/ai/bots.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
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

namespace {

enum CardPlace { InHand = 0, InDeck = 1, Played = 2 };
// Where an objective tile is, in its list (a seat's index for a player holding it).
constexpr int kInTheBox = -2;
constexpr int kOnTheBoard = -1;
constexpr int kHeldByGardener = 100;

QString id(const std::string& s) {
    return QString::fromStdString(s);
}

QSpinBox* spin(int lo, int hi) {
    auto* s = new QSpinBox;
    s->setRange(lo, hi);
    s->setAccelerated(true);
    return s;
}

} // namespace

struct PositionWindow::SeatTab {
    QWidget* page = nullptr;
    QLineEdit* name = nullptr;
    QComboBox* who = nullptr;
    QSpinBox* coins = nullptr;
    QSpinBox* track = nullptr;
    QComboBox* start = nullptr;
    std::vector<QComboBox*> cards;
    SandboxModel* model = nullptr;
    SandboxView* view = nullptr;
    QComboBox* tile = nullptr;
    QListWidget* deck = nullptr;
};

PositionWindow::PositionWindow(ComponentsPtr components, GameController* game, QWidget* parent)
    : QMainWindow(parent), c_(std::move(components)), game_(game) {
    setWindowTitle(tr("Set up a position — Frosted Blooms"));
    setObjectName(QStringLiteral("positionWindow"));
    resize(screenfit::bounded(this, QSize(1180, 780)));

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

void PositionWindow::buildTable(QWidget* page) {
    auto* outer = new QHBoxLayout(page);
    auto* left = new QVBoxLayout;
    auto* game = new QGroupBox(tr("The turn"));
    auto* form = new QFormLayout(game);
    round_ = spin(1, c_->rules.rounds);
    round_->setMaximumWidth(120);
    form->addRow(tr("Round"), round_);
    toPlay_ = new QComboBox;
    toPlay_->setMinimumContentsLength(16);
    toPlay_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    form->addRow(tr("To play"), toPlay_);
    seed_ = new QLineEdit;
    seed_->setMaximumWidth(240);
    seed_->setToolTip(tr("Deals what is not set here: the bag's order, the decks' order"));
    form->addRow(tr("Seed"), seed_);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    connect(round_, &QSpinBox::valueChanged, this, [this](int r) {
        if (filling_)
            return;
        position_.round = r;
        turnsChanged();
    });
    connect(toPlay_, &QComboBox::activated, this, [this](int s) {
        position_.toPlay = s;
        turnsChanged();
    });
    connect(seed_, &QLineEdit::editingFinished, this, [this] {
        bool ok = false;
        const quint64 v = seed_->text().trimmed().toULongLong(&ok);
        seedProblems_.clear();
        if (ok)
            position_.seed = v;
        else
            seedProblems_ << tr("The seed must be a whole number from 0.");
        edited();
    });
    left->addWidget(game);

    auto* ring = new QGroupBox(tr("The ring (clockwise)"));
    auto* grid = new QGridLayout(ring);
    grid->addWidget(new QLabel(tr("Slot")), 0, 0);
    grid->addWidget(new QLabel(tr("Tile")), 0, 1);
    grid->addWidget(new QLabel(tr("Coins beside")), 0, 2);
    grid->addWidget(new QLabel(tr("Flower token")), 0, 3);
    for (int s = 0; s < c_->rules.marketSlots; ++s) {
        grid->addWidget(new QLabel(QString::number(s)), s + 1, 0);
        auto* tile = new QComboBox;
        tilepictures::setUp(tile); // each tile by its picture (issue 31)
        auto* coins = spin(-99, 99999);
        auto* token = new QRadioButton;
        token->setToolTip(tr("The Flower token sits here (its slot is empty: the last tile "
                             "taken lay here)"));
        grid->addWidget(tile, s + 1, 1);
        grid->addWidget(coins, s + 1, 2);
        grid->addWidget(token, s + 1, 3, Qt::AlignCenter);
        ringTiles_.push_back(tile);
        ringCoins_.push_back(coins);
        tokens_.push_back(token);
        connect(tile, &QComboBox::activated, this, [this, s, tile] {
            position_.ring[static_cast<std::size_t>(s)] = tile->currentData().toInt();
            position_.bag.reset(); // the other tiles: dealt from the seed again
            edited();
        });
        connect(coins, &QSpinBox::valueChanged, this, [this, s](int v) {
            if (filling_)
                return;
            position_.ringCoins[static_cast<std::size_t>(s)] = v;
            edited();
        });
        connect(token, &QRadioButton::toggled, this, [this, s](bool on) {
            if (filling_ || !on)
                return;
            position_.token = s;
            edited();
        });
    }
    bagLabel_ = new QLabel;
    bagLabel_->setWordWrap(true);
    grid->addWidget(bagLabel_, c_->rules.marketSlots + 1, 0, 1, 4);
    left->addWidget(ring);

    auto* out = new QGroupBox(
        tr("Out of the game (tiles taken and not laid; in solo, those the Master Gardener "
           "discarded)"));
    auto* ol = new QVBoxLayout(out);
    outOfGame_ = new QLineEdit;
    outOfGame_->setPlaceholderText(tr("tile ids, e.g. T07 T12"));
    ol->addWidget(outOfGame_);
    connect(outOfGame_, &QLineEdit::editingFinished, this, [this] {
        position_.outOfGame.clear();
        outOfGameProblems_.clear();
        for (const QString& word : outOfGame_->text().split(
                 QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
            if (const auto t = c_->tileIndex(word.toStdString()))
                position_.outOfGame.push_back(*t);
            else
                outOfGameProblems_ << tr("Out of the game: %1 is not a tile of the data.")
                                          .arg(words::q(frosted::shown(word.toStdString())));
        }
        position_.bag.reset();
        edited();
    });
    left->addWidget(out);
    left->addStretch(1);
    outer->addLayout(left, 1);

    auto* objectives = new QGroupBox(tr("Objective tiles"));
    auto* objl = new QVBoxLayout(objectives);
    objectives_ = new QTableWidget(static_cast<int>(c_->objectives.size()), 4);
    objectives_->setHorizontalHeaderLabels({tr("Tile"), tr("Needs"), tr("Points"), tr("Where")});
    objectives_->verticalHeader()->hide();
    objectives_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    objectives_->setSelectionMode(QAbstractItemView::NoSelection);
    objectives_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    for (int o = 0; o < static_cast<int>(c_->objectives.size()); ++o) {
        const ObjectiveTile& t = c_->objectives[static_cast<std::size_t>(o)];
        objectives_->setItem(o, 0, new QTableWidgetItem(id(t.id)));
        objectives_->setItem(o, 1, new QTableWidgetItem(QString::number(t.threshold)));
        objectives_->setItem(o, 2, new QTableWidgetItem(QString::number(t.points)));
        auto* where = new QComboBox;
        objectives_->setCellWidget(o, 3, where);
        connect(where, &QComboBox::activated, this,
                [this, o, where] { objectiveMoved(o, where->currentData().toInt()); });
    }
    objectives_->resizeColumnsToContents();
    objl->addWidget(objectives_);
    outer->addWidget(objectives, 1);
}

QString PositionWindow::seatName(int seat) const {
    const std::string& n = position_.seats[static_cast<std::size_t>(seat)].name;
    return n.empty() ? tr("Seat %1").arg(seat + 1) : QString::fromStdString(n);
}

void PositionWindow::buildSeatTab(int seat) {
    auto* t = new SeatTab;
    seats_.push_back(t);
    t->page = new QWidget;
    auto* outer = new QHBoxLayout(t->page);
    auto* left = new QVBoxLayout;
    auto* form = new QFormLayout;
    t->name = new QLineEdit;
    t->name->setMaxLength(static_cast<int>(kMaxNameChars));
    form->addRow(tr("Name"), t->name);
    t->who = new QComboBox;
    t->who->addItem(tr("A person at the table"), QString());
    for (std::string_view level : botNames()) {
        const QString name = QString::fromUtf8(level.data(), static_cast<int>(level.size()));
        t->who->addItem(tr("Computer: %1").arg(words::botName(name)), name);
    }
    form->addRow(tr("Who plays"), t->who);
    t->coins = spin(-99, 99999);
    form->addRow(tr("Coins"), t->coins);
    t->track = spin(-99, 99999);
    form->addRow(tr("Score track"), t->track);
    t->start = new QComboBox;
    for (const StartingTile& s : c_->startingTiles)
        //: a starting tile: its id and its player colour
        t->start->addItem(tr("%1 (%2)").arg(id(s.id), art::colourName(words::q(s.colour))));
    form->addRow(tr("Starting tile"), t->start);
    left->addLayout(form);

    auto* cards = new QGroupBox(tr("Cards"));
    auto* cl = new QGridLayout(cards);
    for (int k = 0; k < static_cast<int>(c_->cards.size()); ++k) {
        cl->addWidget(new QLabel(id(c_->cards[static_cast<std::size_t>(k)].id)), k, 0);
        auto* where = new QComboBox;
        where->addItem(tr("In hand"), InHand);
        where->addItem(tr("In the deck"), InDeck);
        where->addItem(tr("Played"), Played);
        cl->addWidget(where, k, 1);
        t->cards.push_back(where);
        connect(where, &QComboBox::activated, this, [this, seat] {
            PositionSeat& s = position_.seats[static_cast<std::size_t>(seat)];
            std::vector<int> hand, discard;
            for (int card = 0;
                 card < static_cast<int>(seats_[static_cast<std::size_t>(seat)]->cards.size());
                 ++card) {
                const int place = seats_[static_cast<std::size_t>(seat)]
                                      ->cards[static_cast<std::size_t>(card)]
                                      ->currentData()
                                      .toInt();
                if (place == InHand)
                    hand.push_back(card);
                else if (place == Played)
                    discard.push_back(card);
            }
            s.hand = hand;
            s.discard = discard;
            s.deck.reset(); // the rest, in an order dealt from the seed
            edited();
        });
    }
    left->addWidget(cards);
    auto* deckBox = new QGroupBox(tr("Deck, top first (drag to reorder)"));
    auto* dl = new QVBoxLayout(deckBox);
    t->deck = new QListWidget;
    t->deck->setDragDropMode(QAbstractItemView::InternalMove);
    t->deck->setToolTip(tr("The cards drawn next, in order; left alone, the seed deals the order"));
    dl->addWidget(t->deck);
    left->addWidget(deckBox, 1);
    // Queued: the list is filled again after the drop has finished with it.
    connect(
        t->deck->model(), &QAbstractItemModel::rowsMoved, this,
        [this, seat, t] {
            if (filling_)
                return;
            std::vector<int> order;
            for (int i = 0; i < t->deck->count(); ++i)
                order.push_back(t->deck->item(i)->data(Qt::UserRole).toInt());
            position_.seats[static_cast<std::size_t>(seat)].deck = order;
            edited();
        },
        Qt::QueuedConnection);
    outer->addLayout(left);

    auto* gardenBox = new QGroupBox(tr("Garden"));
    auto* gl = new QVBoxLayout(gardenBox);
    auto* tools = new QHBoxLayout;
    t->tile = new QComboBox;
    tilepictures::setUp(t->tile);
    t->tile->setToolTip(tr("The tile to lay: click in the garden to lay it"));
    auto* rotate = new QPushButton(tr("Rotate"));
    auto* flip = new QPushButton(tr("Turn over"));
    tools->addWidget(new QLabel(tr("Tile in hand")));
    tools->addWidget(t->tile, 1);
    tools->addWidget(rotate);
    tools->addWidget(flip);
    gl->addLayout(tools);
    t->model = new SandboxModel(c_, this);
    t->view = new SandboxView(t->model);
    t->view->setMinimumSize(360, 300);
    gl->addWidget(t->view, 1);
    auto* hint = new QLabel(tr("Click to lay the tile in hand where the rules allow; right-click "
                               "or R rotates, F turns over, Esc puts it down; with no tile in "
                               "hand click a tile and press Delete to remove it."));
    hint->setWordWrap(true);
    gl->addWidget(hint);
    outer->addWidget(gardenBox, 1);
    connect(rotate, &QPushButton::clicked, t->model, &SandboxModel::rotate);
    connect(flip, &QPushButton::clicked, t->model, &SandboxModel::turnOver);
    connect(t->tile, &QComboBox::activated, this, [t] {
        const int tile = t->tile->currentData().toInt();
        if (tile >= 0)
            t->model->pick(tile);
        else
            t->model->drop();
        t->view->setFocus();
    });
    connect(t->model, &SandboxModel::gardenChanged, this,
            [this, seat] { seatGardenChanged(seat); });
    connect(t->model, &SandboxModel::handChanged, this, [t] {
        // The list shows the tile in hand, however it was taken (the list, a key, a test).
        const int i = t->tile->findData(t->model->inHand().value_or(-1));
        if (i >= 0 && i != t->tile->currentIndex())
            t->tile->setCurrentIndex(i);
    });
    connect(t->view, &SandboxView::message, this,
            [this](const QString& m) { statusBar()->showMessage(m, 6000); });
    connect(t->name, &QLineEdit::textEdited, this, [this, seat](const QString& text) {
        position_.seats[static_cast<std::size_t>(seat)].name = text.toStdString();
        tabs_->setTabText(seat + 1, seatName(seat));
        seats_[static_cast<std::size_t>(seat)]->view->setGardenName(
            tr("%1's garden").arg(seatName(seat)));
        refreshTable(); // "To play" and "Held by" name the seat
        edited();
    });
    connect(t->who, &QComboBox::activated, this, [this, seat, t] {
        position_.seats[static_cast<std::size_t>(seat)].computer =
            t->who->currentData().toString().toStdString();
        edited();
    });
    connect(t->coins, &QSpinBox::valueChanged, this, [this, seat](int v) {
        if (filling_)
            return;
        position_.seats[static_cast<std::size_t>(seat)].coins = v;
        edited();
    });
    connect(t->track, &QSpinBox::valueChanged, this, [this, seat](int v) {
        if (filling_)
            return;
        position_.seats[static_cast<std::size_t>(seat)].track = v;
        edited();
    });
    connect(t->start, &QComboBox::activated, this, [this, seat](int s) {
        position_.seats[static_cast<std::size_t>(seat)].startingTile = s;
        edited();
        refreshSeat(seat); // the garden again around the new starting tile
    });
    t->view->setGardenName(tr("%1's garden").arg(seatName(seat)));
    tabs_->addTab(t->page, seatName(seat));
}

void PositionWindow::buildGardenerTab() {
    mgPage_ = new QWidget;
    auto* l = new QVBoxLayout(mgPage_);
    auto* form = new QFormLayout;
    mgCoins_ = spin(-99, 99999);
    form->addRow(tr("Coins"), mgCoins_);
    l->addLayout(form);
    auto* about = new QLabel(tr("His row of cards (oldest first) and his deck (top first): drag "
                                "to reorder. His score and Improvements follow from his row; "
                                "before round R he has played R − 1 cards, and his row and deck "
                                "hold his 10 cards."));
    about->setWordWrap(true);
    l->addWidget(about);
    auto* lists = new QHBoxLayout;
    auto column = [&](const QString& title, QListWidget*& list, bool reorder) {
        auto* box = new QGroupBox(title);
        auto* bl = new QVBoxLayout(box);
        list = new QListWidget;
        if (reorder)
            list->setDragDropMode(QAbstractItemView::InternalMove);
        bl->addWidget(list, 1);
        lists->addWidget(box, 1);
        return bl;
    };
    auto button = [this](QVBoxLayout* to, const QString& text, auto&& onClick) {
        auto* b = new QPushButton(text);
        to->addWidget(b);
        connect(b, &QPushButton::clicked, this, onClick);
        return b;
    };
    QVBoxLayout* played = column(tr("His row, oldest first"), mgPlayed_, true);
    QVBoxLayout* deck = column(tr("His deck, top first"), mgDeck_, true);
    QVBoxLayout* box = column(tr("In the box"), mgBox_, false);
    l->addLayout(lists, 1);
    auto selected = [](QListWidget* list) {
        QListWidgetItem* item = list->currentItem();
        return item ? item->data(Qt::UserRole).toInt() : -1;
    };
    auto changed = [this] {
        edited();
        refreshGardener();
    };
    button(played, tr("◂ Back on top of his deck"), [this, selected, changed] {
        PositionGardener& mg = position_.gardener;
        if (const int card = selected(mgPlayed_); card >= 0) {
            std::erase(mg.played, card);
            mg.deck->insert(mg.deck->begin(), card);
            changed();
        }
    });
    button(deck, tr("Play it ▸"), [this, selected, changed] {
        PositionGardener& mg = position_.gardener;
        if (const int card = selected(mgDeck_); card >= 0) {
            std::erase(*mg.deck, card);
            mg.played.push_back(card);
            changed();
        }
    })->setObjectName(QStringLiteral("gardenerPlay"));
    button(deck, tr("To the box"), [this, selected, changed] {
        if (const int card = selected(mgDeck_); card >= 0) {
            std::erase(*position_.gardener.deck, card);
            changed();
        }
    });
    button(box, tr("◂ Into his deck"), [this, selected, changed] {
        if (const int card = selected(mgBox_); card >= 0) {
            position_.gardener.deck->push_back(card);
            changed();
        }
    });
    auto readLists = [this, changed] {
        if (filling_)
            return;
        PositionGardener& mg = position_.gardener;
        mg.played.clear();
        for (int i = 0; i < mgPlayed_->count(); ++i)
            mg.played.push_back(mgPlayed_->item(i)->data(Qt::UserRole).toInt());
        mg.deck = std::vector<int>{};
        for (int i = 0; i < mgDeck_->count(); ++i)
            mg.deck->push_back(mgDeck_->item(i)->data(Qt::UserRole).toInt());
        changed();
    };
    connect(mgPlayed_->model(), &QAbstractItemModel::rowsMoved, this, readLists,
            Qt::QueuedConnection);
    connect(mgDeck_->model(), &QAbstractItemModel::rowsMoved, this, readLists,
            Qt::QueuedConnection);
    connect(mgCoins_, &QSpinBox::valueChanged, this, [this](int v) {
        if (filling_)
            return;
        position_.gardener.coins = v;
        edited();
    });
    tabs_->addTab(mgPage_, tr("Master Gardener"));
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

void PositionWindow::refreshTable() {
    filling_ = true;
    round_->setValue(position_.round);
    toPlay_->clear();
    for (int s = 0; s < static_cast<int>(position_.seats.size()); ++s)
        toPlay_->addItem(seatName(s));
    toPlay_->setCurrentIndex(position_.toPlay);
    seed_->setText(QString::number(position_.seed));
    for (int s = 0; s < c_->rules.marketSlots; ++s) {
        ringCoins_[static_cast<std::size_t>(s)]->setValue(
            position_.ringCoins[static_cast<std::size_t>(s)]);
        tokens_[static_cast<std::size_t>(s)]->setChecked(s == position_.token);
    }
    QStringList out;
    for (int t : position_.outOfGame)
        out << id(c_->tiles[static_cast<std::size_t>(t)].id);
    outOfGame_->setText(out.join(QLatin1Char(' ')));
    // Objectives: box, board, or a holder.
    for (int o = 0; o < static_cast<int>(c_->objectives.size()); ++o) {
        auto* where = static_cast<QComboBox*>(objectives_->cellWidget(o, 3));
        where->clear();
        where->addItem(tr("In the box"), kInTheBox);
        where->addItem(tr("On the board"), kOnTheBoard);
        for (int s = 0; s < static_cast<int>(position_.seats.size()); ++s)
            where->addItem(tr("Held by %1").arg(seatName(s)), s);
        if (position_.solo)
            where->addItem(tr("Held by the Master Gardener"), kHeldByGardener);
        int place = kInTheBox;
        if (std::find(position_.board.begin(), position_.board.end(), o) != position_.board.end())
            place = kOnTheBoard;
        for (int s = 0; s < static_cast<int>(position_.seats.size()); ++s) {
            const auto& held = position_.seats[static_cast<std::size_t>(s)].objectives;
            if (std::find(held.begin(), held.end(), o) != held.end())
                place = s;
        }
        const auto& mg = position_.gardener.objectives;
        if (std::find(mg.begin(), mg.end(), o) != mg.end())
            place = kHeldByGardener;
        where->setCurrentIndex(where->findData(place));
    }
    filling_ = false;
    refreshTileChoices();
}

void PositionWindow::refreshSeat(int seat) {
    SeatTab* t = seats_[static_cast<std::size_t>(seat)];
    const PositionSeat& s = position_.seats[static_cast<std::size_t>(seat)];
    filling_ = true;
    t->name->setText(QString::fromStdString(s.name));
    t->who->setCurrentIndex(std::max(0, t->who->findData(QString::fromStdString(s.computer))));
    t->coins->setValue(s.coins);
    t->track->setValue(s.track);
    t->start->setCurrentIndex(s.startingTile);
    // The cards: those given in the hand or played, the rest in the deck; a hand or played
    // cards left to the seed as the seed deals them, when the position can be played.
    std::vector<int> hand = s.hand.value_or(std::vector<int>{});
    std::vector<int> discard = s.discard.value_or(std::vector<int>{});
    if (!s.hand || !s.discard)
        if (const auto g = game()) {
            const PositionSeat& dealt = g->origin()->seats[static_cast<std::size_t>(seat)];
            hand = dealt.hand.value_or(hand);
            discard = dealt.discard.value_or(discard);
        }
    for (int card = 0; card < static_cast<int>(t->cards.size()); ++card) {
        int place = InDeck;
        if (std::find(hand.begin(), hand.end(), card) != hand.end())
            place = InHand;
        else if (std::find(discard.begin(), discard.end(), card) != discard.end())
            place = Played;
        t->cards[static_cast<std::size_t>(card)]->setCurrentIndex(place);
    }
    // The garden: the starting tile at the origin, then the tiles laid after it.
    Sandbox sb(c_);
    if (s.startingTile >= 0 && s.startingTile < static_cast<int>(c_->startingTiles.size())) {
        sb.add(-1 - s.startingTile, {}, {0, 0});
        for (const PositionTile& e : s.garden)
            if (!sb.add(e.tile, e.orientation, e.at).legal())
                break; // the rest cannot lie: the checks say so
    }
    t->model->reset(sb);
    filling_ = false;
}

bool PositionWindow::refreshGardener() {
    if (!mgPage_)
        return false;
    PositionGardener& mg = position_.gardener;
    const bool resolved = !mg.deck;
    if (!mg.deck) {
        // His deck left to the seed: shown as the seed deals it (when the rest can be played),
        // and kept as shown from now on.
        if (const auto g = game())
            mg.deck = g->origin()->gardener.deck;
        else {
            mg.deck = std::vector<int>{};
            for (int card = 0; card < static_cast<int>(c_->gardenerCards.size()); ++card)
                if (std::find(mg.played.begin(), mg.played.end(), card) == mg.played.end() &&
                    static_cast<int>(mg.deck->size() + mg.played.size()) <
                        c_->rules.gardenerDeckSize)
                    mg.deck->push_back(card);
        }
    }
    filling_ = true;
    mgCoins_->setValue(mg.coins);
    auto fill = [this](QListWidget* list, const std::vector<int>& cards, bool numbered) {
        list->clear();
        int n = 0;
        for (int card : cards) {
            const QString name = id(c_->gardenerCards[static_cast<std::size_t>(card)].id);
            auto* item = new QListWidgetItem(numbered ? tr("%1. %2").arg(++n).arg(name) : name);
            item->setData(Qt::UserRole, card);
            list->addItem(item);
        }
    };
    fill(mgPlayed_, mg.played, true);
    fill(mgDeck_, *mg.deck, true);
    std::vector<int> boxed;
    for (int card = 0; card < static_cast<int>(c_->gardenerCards.size()); ++card)
        if (std::find(mg.played.begin(), mg.played.end(), card) == mg.played.end() &&
            std::find(mg.deck->begin(), mg.deck->end(), card) == mg.deck->end())
            boxed.push_back(card);
    fill(mgBox_, boxed, false);
    filling_ = false;
    return resolved;
}

void PositionWindow::refreshTileChoices() {
    // Where each Landscape tile lies now, to name it in every list.
    std::vector<QString> where(c_->tiles.size());
    for (int s = 0; s < static_cast<int>(position_.ring.size()); ++s)
        if (const int t = position_.ring[static_cast<std::size_t>(s)]; t >= 0)
            where[static_cast<std::size_t>(t)] = tr("slot %1").arg(s);
    for (int seat = 0; seat < static_cast<int>(position_.seats.size()); ++seat)
        for (const PositionTile& e : position_.seats[static_cast<std::size_t>(seat)].garden)
            if (e.tile >= 0 && e.tile < static_cast<int>(where.size()))
                where[static_cast<std::size_t>(e.tile)] = tr("%1's garden").arg(seatName(seat));
    for (int t : position_.outOfGame)
        where[static_cast<std::size_t>(t)] = tr("out of the game");
    // "T05 — in Ben's garden"; a list's own place is not repeated (`own`).
    auto label = [&](int t, const QString& own) {
        const QString name = id(c_->tiles[static_cast<std::size_t>(t)].id);
        const QString& at = where[static_cast<std::size_t>(t)];
        return at.isEmpty() || at == own ? name : tr("%1 — %2").arg(name, at);
    };
    filling_ = true;
    int bag = 0;
    for (const QString& w : where)
        bag += w.isEmpty() ? 1 : 0;
    for (int s = 0; s < static_cast<int>(ringTiles_.size()); ++s) {
        QComboBox* box = ringTiles_[static_cast<std::size_t>(s)];
        box->clear();
        box->addItem(tr("— empty —"), -1);
        for (int t = 0; t < static_cast<int>(c_->tiles.size()); ++t)
            tilepictures::add(box, *c_, t, label(t, tr("slot %1").arg(s)));
        box->setCurrentIndex(box->findData(position_.ring[static_cast<std::size_t>(s)]));
    }
    for (SeatTab* st : seats_) {
        const int held = st->model->inHand().value_or(-1);
        st->tile->clear();
        st->tile->addItem(tr("— none —"), -1);
        for (int t = 0; t < static_cast<int>(c_->tiles.size()); ++t)
            tilepictures::add(st->tile, *c_, t, label(t, QString()));
        st->tile->setCurrentIndex(std::max(0, st->tile->findData(held)));
    }
    bagLabel_->setText(
        position_.bag
            ? tr("The bag: the %n other tile(s), in the order of the game they come from.", nullptr,
                 bag)
            : tr("The bag: the %n other tile(s), drawn in an order dealt from the seed.", nullptr,
                 bag));
    filling_ = false;
}

void PositionWindow::seatGardenChanged(int seat) {
    if (filling_)
        return;
    SeatTab* t = seats_[static_cast<std::size_t>(seat)];
    PositionSeat& s = position_.seats[static_cast<std::size_t>(seat)];
    const auto& entries = t->model->sandbox().entries();
    const bool startKept = !entries.empty() && entries.front().tile == -1 - s.startingTile &&
                           entries.front().at == Point{0, 0} &&
                           entries.front().orientation == Orientation{};
    if (!startKept) {
        // R-TURN-1: the starting tile lies at the origin, front face up; it is not removed.
        statusBar()->showMessage(
            tr("The starting tile stays at (0, 0), front face up; choose another starting tile "
               "above."),
            8000);
        refreshSeat(seat);
        return;
    }
    s.garden.clear();
    for (std::size_t k = 1; k < entries.size(); ++k) {
        if (entries[k].tile < 0) {
            statusBar()->showMessage(tr("A garden holds one starting tile."), 8000);
            refreshSeat(seat);
            return;
        }
        s.garden.push_back({entries[k].tile, entries[k].orientation, entries[k].at});
    }
    position_.bag.reset();
    edited();
}

void PositionWindow::objectiveMoved(int objective, int place) {
    auto drop = [objective](std::vector<int>& v) { std::erase(v, objective); };
    drop(position_.board);
    for (PositionSeat& s : position_.seats)
        drop(s.objectives);
    drop(position_.gardener.objectives);
    if (place == kOnTheBoard)
        position_.board.push_back(objective);
    else if (place == kHeldByGardener)
        position_.gardener.objectives.push_back(objective);
    else if (place >= 0 && place < static_cast<int>(position_.seats.size()))
        position_.seats[static_cast<std::size_t>(place)].objectives.push_back(objective);
    std::sort(position_.board.begin(), position_.board.end());
    edited();
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

void PositionWindow::refreshDeckOrders() {
    // A deck given keeps its order; one left to the seed is shown as the seed deals it when the
    // position can be played, else its cards in the data's order.
    const auto g = game();
    filling_ = true;
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) {
        const PositionSeat& s = position_.seats[static_cast<std::size_t>(seat)];
        std::vector<int> order;
        if (s.deck)
            order = *s.deck;
        else if (g)
            order = g->origin()->seats[static_cast<std::size_t>(seat)].deck.value_or(order);
        else
            for (int card = 0; card < static_cast<int>(c_->cards.size()); ++card)
                if (cardPlace(seat, card)->currentData().toInt() == InDeck)
                    order.push_back(card);
        QListWidget* list = seats_[static_cast<std::size_t>(seat)]->deck;
        list->clear();
        for (int card : order) {
            auto* item = new QListWidgetItem(id(c_->cards[static_cast<std::size_t>(card)].id));
            item->setData(Qt::UserRole, card);
            list->addItem(item);
        }
    }
    filling_ = false;
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
