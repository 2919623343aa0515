#include "ChoicePanels.h"

#include "BlossomsArt.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

#include <algorithm>

namespace blossoms::gui {

ChoicesPanel::ChoicesPanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("choices"));
    setAccessibleName(tr("What you may do"));
    setFrameShape(QFrame::StyledPanel);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(6, 6, 6, 6);
    l->setSpacing(4);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("choicesTitle"));
    title_->setWordWrap(true);
    QFont f = title_->font();
    f.setBold(true);
    title_->setFont(f);
    l->addWidget(title_);
    list_ = new QVBoxLayout;
    list_->setSpacing(3);
    l->addLayout(list_);
    l->addStretch(1);
}

void ChoicesPanel::setChoices(const QString& title, const QList<Choice>& choices) {
    title_->setText(title);
    title_->setVisible(!title.isEmpty());
    // The keyboard's focus stays at its place in the list when the choices change.
    int focused = -1;
    for (int i = 0; i < buttons_.size(); ++i)
        if (buttons_[i]->hasFocus())
            focused = i;
    for (QPushButton* b : buttons_) { // (perhaps in its own clicked(): deleted later)
        list_->removeWidget(b);
        b->hide();
        b->deleteLater();
    }
    buttons_.clear();
    for (int i = 0; i < choices.size(); ++i) {
        // The words as a button says them: a capital first ("Grow", "Plant a tulip in pot 2").
        QString words = choices[i].words;
        if (!words.isEmpty())
            words[0] = words[0].toUpper();
        auto* b = new QPushButton(words, this);
        b->setObjectName(QStringLiteral("choice%1").arg(i));
        b->setToolTip(choices[i].tip);
        b->setProperty("actionIndex", i);
        b->setStyleSheet(QStringLiteral("text-align:left; padding:4px 8px;"));
        const Action a = choices[i].action;
        connect(b, &QPushButton::clicked, this, [this, a] { emit chosen(a); });
        b->installEventFilter(this);
        list_->addWidget(b);
        b->show(); // at once, not at the layout's next pass: the keyboard may go to it now
        buttons_ << b;
    }
    if (focused >= 0 && !buttons_.isEmpty())
        buttons_[std::min<int>(focused, int(buttons_.size()) - 1)]->setFocus();
}

bool ChoicesPanel::eventFilter(QObject* o, QEvent* e) {
    // Up and Down walk the list of choices, as in a menu.
    if (e->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(e)->key();
        const int i = int(buttons_.indexOf(static_cast<QPushButton*>(o)));
        if (i >= 0 && (key == Qt::Key_Down || key == Qt::Key_Up)) {
            const int n = int(buttons_.size());
            buttons_[(i + (key == Qt::Key_Down ? 1 : n - 1)) % n]->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QFrame::eventFilter(o, e);
}

void ChoicesPanel::focusFirst() {
    if (!buttons_.isEmpty())
        buttons_.first()->setFocus();
}

RakePanel::RakePanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("rakePanel"));
    setAccessibleName(tr("The Rake"));
    setFrameShape(QFrame::StyledPanel);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(8, 6, 8, 6);
    text_ = new QLabel(tr("The Rake: only you see these cards. Drag them into the order they go "
                          "back on the deck — the first is the next card drawn."),
                       this);
    text_->setWordWrap(true);
    l->addWidget(text_);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("rakeList"));
    list_->setAccessibleName(tr("Raked cards, the top of the deck first"));
    list_->setViewMode(QListView::IconMode);
    list_->setFlow(QListView::LeftToRight);
    list_->setMovement(QListView::Snap);
    list_->setDragDropMode(QAbstractItemView::InternalMove);
    list_->setDefaultDropAction(Qt::MoveAction);
    list_->setIconSize(QSize(64, 90));
    list_->setGridSize(QSize(110, 130));
    list_->setWrapping(false);
    list_->setFixedHeight(140);
    l->addWidget(list_);
    auto* row = new QHBoxLayout;
    up_ = new QPushButton(tr("Move &up"), this);
    up_->setObjectName(QStringLiteral("rakeUp"));
    down_ = new QPushButton(tr("Move do&wn"), this);
    down_->setObjectName(QStringLiteral("rakeDown"));
    putBack_ = new QPushButton(tr("&Put them back"), this);
    putBack_->setObjectName(QStringLiteral("rakePutBack"));
    putBack_->setDefault(true);
    row->addWidget(up_);
    row->addWidget(down_);
    row->addStretch(1);
    row->addWidget(putBack_);
    l->addLayout(row);
    connect(up_, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(down_, &QPushButton::clicked, this, [this] { moveSelected(1); });
    connect(putBack_, &QPushButton::clicked, this, [this] { emit orderChosen(order()); });
    auto* left = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left), list_);
    left->setContext(Qt::WidgetShortcut);
    connect(left, &QShortcut::activated, this, [this] { moveSelected(-1); });
    auto* right = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right), list_);
    right->setContext(Qt::WidgetShortcut);
    connect(right, &QShortcut::activated, this, [this] { moveSelected(1); });
}

void RakePanel::setCards(const std::vector<int>& cards, const std::vector<int>& types,
                         const QStringList& names) {
    list_->clear();
    for (std::size_t i = 0; i < cards.size(); ++i) {
        // The same picture selected or not (a selected icon is greyed by default).
        const QPixmap pm = art::cardPixmap(types[i], QSize(64, 90), devicePixelRatioF());
        QIcon icon;
        icon.addPixmap(pm, QIcon::Normal);
        icon.addPixmap(pm, QIcon::Selected);
        auto* item = new QListWidgetItem(icon, names.value(int(i)), list_);
        item->setData(Qt::UserRole, cards[i]);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    }
    if (list_->count() > 0)
        list_->setCurrentRow(0);
}

std::vector<int> RakePanel::order() const {
    std::vector<int> out;
    for (int i = 0; i < list_->count(); ++i)
        out.push_back(list_->item(i)->data(Qt::UserRole).toInt());
    return out;
}

void RakePanel::moveSelected(int delta) {
    const int row = list_->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= list_->count())
        return;
    QListWidgetItem* item = list_->takeItem(row);
    list_->insertItem(to, item);
    list_->setCurrentRow(to);
}

} // namespace blossoms::gui
