#include "DeckView.h"

#include "GameController.h"
#include "HandBar.h"
#include "Words.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

using namespace frosted;

namespace {
constexpr int kCardW = 120, kCardH = 84, kGap = 6;
}

CardStrip::CardStrip(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    accessible::install();
    QSizePolicy sp(QSizePolicy::Expanding, QSizePolicy::Preferred);
    sp.setHeightForWidth(true);
    setSizePolicy(sp);
}

void CardStrip::setCards(std::vector<int> cards) {
    const bool changed = cards != cards_;
    cards_ = std::move(cards);
    updateGeometry();
    update();
    if (changed)
        accessible::itemsChanged(this); // a screen reader knows the cards by their place
}

int CardStrip::columns(int width) const {
    return std::max(1, (width + kGap) / (kCardW + kGap));
}

int CardStrip::heightForWidth(int w) const {
    const int n = std::max<int>(1, static_cast<int>(cards_.size()));
    const int rows = (n + columns(w) - 1) / columns(w);
    return rows * kCardH + (rows - 1) * kGap;
}

QSize CardStrip::sizeHint() const {
    const int w = 5 * kCardW + 4 * kGap; // five cards a row: a deck of ten in two
    return {w, heightForWidth(w)};
}

QSize CardStrip::minimumSizeHint() const {
    return {kCardW, kCardH};
}

void CardStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    if (cards_.empty()) {
        p.setPen(QColor(0x8a, 0x98, 0xa6));
        p.drawText(QRectF(rect()), Qt::AlignLeft | Qt::AlignVCenter, tr("none"));
        return;
    }
    if (!c_->hasGame())
        return;
    for (std::size_t i = 0; i < cards_.size(); ++i)
        paintCard(p, QRectF(cardRect(static_cast<int>(i))).adjusted(1, 1, -1, -1), font(),
                  c_->components(), cards_[i], CardLook{});
}

QRect CardStrip::cardRect(int i) const {
    const int cols = columns(width());
    return {(i % cols) * (kCardW + kGap), (i / cols) * (kCardH + kGap), kCardW, kCardH};
}

AccessibleItem CardStrip::accessibleItem(int i) const {
    AccessibleItem item;
    if (i < 0 || i >= accessibleItemCount() || !c_->hasGame())
        return item;
    const int card = cards_[static_cast<std::size_t>(i)];
    const ComponentSet& cs = c_->components();
    item.name = words::cardName(cs, card);
    item.description = cs.cards[static_cast<std::size_t>(card)].types.size() == 1
                           ? tr("2 points per element of the group of its type")
                           : tr("1 point per element of the groups of each of its types");
    item.rect = cardRect(i);
    return item;
}

DeckDialog::DeckDialog(GameController* c, QWidget* parent) : QDialog(parent), c_(c) {
    setObjectName(QStringLiteral("deckDialog"));
    setWindowTitle(tr("My cards"));
    setModal(false);
    auto* l = new QVBoxLayout(this);
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("deckHeading"));
    heading_->setWordWrap(true);
    l->addWidget(heading_);
    deckTitle_ = new QLabel(this);
    l->addWidget(deckTitle_);
    deck_ = new CardStrip(c, this);
    deck_->setObjectName(QStringLiteral("deckStrip"));
    l->addWidget(deck_);
    l->addSpacing(6);
    playedTitle_ = new QLabel(this);
    l->addWidget(playedTitle_);
    played_ = new CardStrip(c, this);
    played_->setObjectName(QStringLiteral("playedStrip"));
    l->addWidget(played_);
    l->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(buttons);
    // Each change of state: MainWindow::refresh() refreshes it first (it is made on demand).
    connect(c_, &GameController::handOverRequired, this, &DeckDialog::refresh);
    connect(c_, &GameController::gameReplaced, this, &DeckDialog::refresh);
    refresh();
}

const std::vector<int>& DeckDialog::deckCards() const {
    return deck_->cards();
}

const std::vector<int>& DeckDialog::playedCards() const {
    return played_->cards();
}

int DeckDialog::privateSeat(const GameController* c) {
    if (!c->hasGame())
        return -1;
    const int s = c->screenSeat();
    return s >= 0 && c->view().seat() == s ? s : -1;
}

bool DeckDialog::showForScreenSeat() {
    refresh();
    if (seat_ < 0)
        return false;
    show();
    raise();
    activateWindow();
    return true;
}

void DeckDialog::refresh() {
    seat_ = privateSeat(c_);
    if (seat_ < 0) {
        // R-PRIV-1: nobody's seat at the screen, nothing private on it.
        deck_->setCards({});
        played_->setCards({});
        heading_->clear();
        hide();
        return;
    }
    const SeatView& g = c_->view();
    deck_->setCards(g.ownDeck()); // a sorted set: the deck's order stays hidden
    played_->setCards(g.player(seat_).discard);
    deck_->setAccessibleName(tr("Still in your deck"));
    played_->setAccessibleName(tr("Played"));
    heading_->setText(tr("<b>%1's cards</b> · %2 in your hand")
                          .arg(c_->seatName(seat_).toHtmlEscaped(),
                               tr("%n card(s)", "", static_cast<int>(g.hand().size()))));
    deckTitle_->setText(tr("<b>Still in your deck</b> (%n card(s), in no particular order)", "",
                           static_cast<int>(g.ownDeck().size())));
    playedTitle_->setText(tr("<b>Played</b> (%n card(s), oldest first)", "",
                             static_cast<int>(g.player(seat_).discard.size())));
    if (!isVisible())
        adjustSize();
}
