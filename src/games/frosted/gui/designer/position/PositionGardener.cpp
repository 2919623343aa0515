// The position editor's Master Gardener tab (solo): his coins, his row of cards in order, his deck
// and the cards left in the box.
#include "PositionWindow.h"
#include "PositionWindowParts.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace frosted;
using namespace positionparts;

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
    QVBoxLayout* played = column(tr("His row, oldest first"), mgPlayed_, true);
    QVBoxLayout* deck = column(tr("His deck, top first"), mgDeck_, true);
    QVBoxLayout* box = column(tr("In the box"), mgBox_, false);
    l->addLayout(lists, 1);
    addGardenerButtons(played, deck, box);
    connectGardenerFields();
    tabs_->addTab(mgPage_, tr("Master Gardener"));
}

// The buttons under his lists, moving the selected card between his row, his deck and the box.
void PositionWindow::addGardenerButtons(QVBoxLayout* played, QVBoxLayout* deck, QVBoxLayout* box) {
    auto button = [this](QVBoxLayout* to, const QString& text, auto&& onClick) {
        auto* b = new QPushButton(text);
        to->addWidget(b);
        connect(b, &QPushButton::clicked, this, onClick);
        return b;
    };
    auto selected = [](QListWidget* list) {
        QListWidgetItem* item = list->currentItem();
        return item ? item->data(Qt::UserRole).toInt() : -1;
    };
    button(played, tr("◂ Back on top of his deck"), [this, selected] {
        PositionGardener& mg = position_.gardener;
        if (const int card = selected(mgPlayed_); card >= 0) {
            std::erase(mg.played, card);
            mg.deck->insert(mg.deck->begin(), card);
            gardenerChanged();
        }
    });
    button(deck, tr("Play it ▸"), [this, selected] {
        PositionGardener& mg = position_.gardener;
        if (const int card = selected(mgDeck_); card >= 0) {
            std::erase(*mg.deck, card);
            mg.played.push_back(card);
            gardenerChanged();
        }
    })->setObjectName(QStringLiteral("gardenerPlay"));
    button(deck, tr("To the box"), [this, selected] {
        if (const int card = selected(mgDeck_); card >= 0) {
            std::erase(*position_.gardener.deck, card);
            gardenerChanged();
        }
    });
    button(box, tr("◂ Into his deck"), [this, selected] {
        if (const int card = selected(mgBox_); card >= 0) {
            position_.gardener.deck->push_back(card);
            gardenerChanged();
        }
    });
}

// His lists reordered by dragging, and his coins, written into the position.
void PositionWindow::connectGardenerFields() {
    auto readLists = [this] {
        if (filling_)
            return;
        PositionGardener& mg = position_.gardener;
        mg.played.clear();
        for (int i = 0; i < mgPlayed_->count(); ++i)
            mg.played.push_back(mgPlayed_->item(i)->data(Qt::UserRole).toInt());
        mg.deck = std::vector<int>{};
        for (int i = 0; i < mgDeck_->count(); ++i)
            mg.deck->push_back(mgDeck_->item(i)->data(Qt::UserRole).toInt());
        gardenerChanged();
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
}

void PositionWindow::gardenerChanged() {
    edited();
    refreshGardener();
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
