// The position editor's Table tab: the turn, the ring, the tiles out of the game and where each
// objective tile is.
#include "PositionWindow.h"
#include "PositionWindowParts.h"

#include "SandboxModel.h"
#include "TilePictures.h"
#include "Words.h"

#include "engine/input.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace frosted;
using namespace positionparts;

void PositionWindow::buildTable(QWidget* page) {
    auto* outer = new QHBoxLayout(page);
    auto* left = new QVBoxLayout;
    left->addWidget(buildTurnGroup());
    left->addWidget(buildRingGroup());
    left->addWidget(buildOutOfGameGroup());
    left->addStretch(1);
    outer->addLayout(left, 1);
    outer->addWidget(buildObjectivesGroup(), 1);
}

// The round, the seat to play and the seed.
QGroupBox* PositionWindow::buildTurnGroup() {
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
    return game;
}

// Per slot of the ring: its tile, the coins beside it and whether the Flower token sits there.
QGroupBox* PositionWindow::buildRingGroup() {
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
    return ring;
}

QGroupBox* PositionWindow::buildOutOfGameGroup() {
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
    return out;
}

// Each objective tile and where it is (the box, the board or a seat holding it).
QGroupBox* PositionWindow::buildObjectivesGroup() {
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
    return objectives;
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
