// The position editor's seat tabs: a seat's name, who plays it, its coins and score, its starting
// tile, where each of its cards is, its deck's order and its garden.
#include "PositionWindow.h"
#include "PositionWindowParts.h"

#include "Art.h"
#include "SandboxModel.h"
#include "SandboxView.h"
#include "TilePictures.h"
#include "Words.h"

#include "frosted/ai/bots.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace frosted;
using namespace positionparts;

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
    left->addLayout(buildSeatForm(t));
    left->addWidget(buildSeatCards(seat, t));
    left->addWidget(buildSeatDeck(seat, t), 1);
    outer->addLayout(left);
    outer->addWidget(buildSeatGarden(seat, t), 1);
    connectSeatFields(seat, t);
    t->view->setGardenName(tr("%1's garden").arg(seatName(seat)));
    tabs_->addTab(t->page, seatName(seat));
}

// The seat's name, who plays it, its coins, its score and its starting tile.
QFormLayout* PositionWindow::buildSeatForm(SeatTab* t) {
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
    return form;
}

// Where each of the seat's cards is: in its hand, in its deck or played.
QGroupBox* PositionWindow::buildSeatCards(int seat, SeatTab* t) {
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
    return cards;
}

// The seat's deck, top first, in the order it will be drawn.
QGroupBox* PositionWindow::buildSeatDeck(int seat, SeatTab* t) {
    auto* deckBox = new QGroupBox(tr("Deck, top first (drag to reorder)"));
    auto* dl = new QVBoxLayout(deckBox);
    t->deck = new QListWidget;
    t->deck->setDragDropMode(QAbstractItemView::InternalMove);
    t->deck->setToolTip(tr("The cards drawn next, in order; left alone, the seed deals the order"));
    dl->addWidget(t->deck);
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
    return deckBox;
}

// The seat's garden, laid as in the sandbox around its starting tile.
QGroupBox* PositionWindow::buildSeatGarden(int seat, SeatTab* t) {
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
    return gardenBox;
}

// The seat's fields, each change written into the position and checked.
void PositionWindow::connectSeatFields(int seat, SeatTab* t) {
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
