#include "HandBar.h"

#include "Accessible.h"
#include "Art.h"
#include "GameController.h"
#include "Words.h"

#include <QFontMetricsF>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QPainter>
#include <QPushButton>

#include <algorithm>
#include <array>
#include <utility>

using namespace frosted;

CardButton::CardButton(GameController* c, int card, int slot, QWidget* parent)
    : QAbstractButton(parent), c_(c), card_(card), slot_(slot) {
    setCursor(Qt::PointingHandCursor);
    setObjectName(QStringLiteral("card%1").arg(slot));
    setMinimumSize(110, 80);
}

void CardButton::enterEvent(QEnterEvent*) {
    emit hovered(card_, true);
    update();
}

void CardButton::leaveEvent(QEvent*) {
    emit hovered(card_, false);
    update();
}

void CardButton::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        click(); // plays it, as Space does
        return;
    case Qt::Key_Left:
    case Qt::Key_Right: {
        // From card to card of the hand, round.
        std::vector<CardButton*> hand;
        for (CardButton* b : parentWidget()->findChildren<CardButton*>(Qt::FindDirectChildrenOnly))
            if (b->isVisible() && b->isEnabled())
                hand.push_back(b);
        std::sort(hand.begin(), hand.end(),
                  [](const CardButton* a, const CardButton* b) { return a->slot_ < b->slot_; });
        const auto at = std::find(hand.begin(), hand.end(), this) - hand.begin();
        const auto n = static_cast<long>(hand.size());
        if (n > 1)
            hand[static_cast<std::size_t>((at + (e->key() == Qt::Key_Right ? 1 : n - 1)) % n)]
                ->setFocus(Qt::TabFocusReason);
        return;
    }
    default:
        QAbstractButton::keyPressEvent(e);
    }
}

void CardButton::focusInEvent(QFocusEvent* e) {
    QAbstractButton::focusInEvent(e);
    // Reached by the keys, the garden outlines what it counts, as for the pointer (the focus the
    // turn gives the first card outlines nothing by itself).
    if (e->reason() == Qt::TabFocusReason || e->reason() == Qt::BacktabFocusReason) {
        outlined_ = true;
        emit hovered(card_, true);
    }
    update();
}

void CardButton::focusOutEvent(QFocusEvent* e) {
    QAbstractButton::focusOutEvent(e);
    if (std::exchange(outlined_, false) && !underMouse())
        emit hovered(card_, false);
    update();
}

namespace {
// A card's two lines: its name, how it scores.
std::array<QString, 2> cardLines(const ComponentSet& cs, int card) {
    return {words::cardName(cs, card), cs.cards[static_cast<std::size_t>(card)].types.size() == 1
                                           ? CardButton::tr("2 pts per element")
                                           : CardButton::tr("1 pt/element each")};
}

// The box of a line in the card `r`, `top` below its top.
QRectF lineBox(const QRectF& r, qreal top) {
    return {r.left() + 4, r.top() + top, r.width() - 8, 16};
}

// A line in its box's width: 12 px, smaller type for longer words (French), down to 9 px.
QFont lineFont(const QFont& font, const QString& text, qreal width) {
    QFont lf = font;
    lf.setPixelSize(12);
    for (int px = 12; px > 9 && QFontMetricsF(lf).horizontalAdvance(text) > width; --px)
        lf.setPixelSize(px - 1);
    return lf;
}

constexpr qreal kLineTops[2] = {44, 60};
} // namespace

bool cardLinesFit(const QFont& font, const QRectF& r, const ComponentSet& cs, int card) {
    const std::array<QString, 2> lines = cardLines(cs, card);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const qreal width = lineBox(r, kLineTops[i]).width();
        if (QFontMetricsF(lineFont(font, lines[i], width)).horizontalAdvance(lines[i]) > width)
            return false;
    }
    return true;
}

void paintCard(QPainter& p, const QRectF& r, const QFont& font, const ComponentSet& cs, int card,
               const CardLook& look) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setOpacity(look.enabled ? 1.0 : 0.55);
    p.setPen(QPen(look.hovered ? QColor(0xd1, 0x6d, 0x00) : QColor(0x9a, 0xa6, 0xb2),
                  look.hovered ? 3 : 1.5));
    p.setBrush(QColor(0xfb, 0xf8, 0xef));
    p.drawRoundedRect(r, 8, 8);
    if (look.focused) {
        p.setPen(QPen(QColor(0x1f, 0x5f, 0xbf), 2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), 9, 9);
    }
    const auto& types = cs.cards[static_cast<std::size_t>(card)].types;
    const qreal icon = 34;
    const qreal total = types.size() * icon + (types.size() - 1) * 6;
    qreal x = r.center().x() - total / 2;
    for (LandType t : types) {
        art::draw(p, art::iconElement(static_cast<ObjectiveType>(index(t))),
                  QRectF(x, r.top() + 8, icon, icon));
        x += icon + 6;
    }
    QFont f = font;
    f.setPixelSize(12);
    // Each line in the card's width: smaller type for longer words (French), down to 9 px, then
    // elided (cardLinesFit says whether it is); never cut at the card's edge.
    const std::array<QString, 2> lines = cardLines(cs, card);
    const QColor pens[2] = {art::ink(), QColor(0x6a, 0x78, 0x86)};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const QRectF box = lineBox(r, kLineTops[i]);
        const QFont lf = lineFont(font, lines[i], box.width());
        p.setFont(lf);
        p.setPen(pens[i]);
        p.drawText(box, Qt::AlignCenter,
                   QFontMetricsF(lf).elidedText(lines[i], Qt::ElideRight, box.width()));
    }
    p.setFont(f);
    if (!look.corner.isEmpty()) {
        p.setPen(QColor(0x8a, 0x98, 0xa6));
        p.drawText(QRectF(r.left() + 6, r.top() + 2, 20, 16), Qt::AlignLeft, look.corner);
    }
    if (!look.points.isEmpty()) {
        QFont b = f;
        b.setBold(true);
        b.setPixelSize(14);
        p.setFont(b);
        p.setPen(QColor(0x2e, 0x7d, 0x32));
        p.drawText(QRectF(r.right() - 50, r.top() + 2, 46, 18), Qt::AlignRight, look.points);
    }
    p.restore();
}

void CardButton::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const bool on = isEnabled();
    CardLook look;
    look.enabled = on;
    look.hovered = underMouse() && on;
    look.focused = hasFocus() && on && accessible::keyboardInUse();
    look.corner = QString::number(slot_ + 1); // the key that plays it
    if (on && c_->hasGame() && c_->view().phase() == Phase::PlayCard)
        look.points = QStringLiteral("+%1").arg(c_->cardPoints(card_));
    framed_ = look.focused;
    paintCard(p, cardRect(), font(), c_->components(), card_, look);
}

QRectF CardButton::cardRect() const {
    return QRectF(rect()).adjusted(2, 2, -2, -2);
}

HandBar::HandBar(GameController* c, QWidget* parent) : QWidget(parent), c_(c) {
    accessible::install(); // the keyboard's frame on the cards follows the input in use
    setObjectName(QStringLiteral("handBar"));
    auto* l = new QHBoxLayout(this);
    l->setContentsMargins(8, 4, 8, 4);
    auto* title = new QLabel(tr("<b>HAND</b>"), this);
    l->addWidget(title);
    cardsLayout_ = new QHBoxLayout;
    l->addLayout(cardsLayout_);
    info_ = new QLabel(this);
    info_->setObjectName(QStringLiteral("handInfo"));
    info_->setMinimumWidth(96); // the whole bar fits a 1024x600 screen at 125 % (issue 31)
    info_->setWordWrap(true);
    info_->setTextFormat(Qt::RichText);
    info_->setToolTip(tr("Click the deck to see your cards still in it and those played"));
    connect(info_, &QLabel::linkActivated, this, [this] { emit deckRequested(); });
    l->addWidget(info_, 1);
    // The turn's buttons in two rows (the tile's, then the turn's), so the cards keep their room
    // on a small window.
    auto* buttons = new QGridLayout;
    buttons->setSpacing(4);
    l->addLayout(buttons);
    int placed = 0;
    auto button = [&](const QString& text, const QString& tip, const char* name) {
        auto* b = new QPushButton(text, this);
        b->setToolTip(tip);
        b->setObjectName(QLatin1String(name));
        b->setFocusPolicy(Qt::NoFocus);
        buttons->addWidget(b, placed / 3, placed % 3);
        ++placed;
        return b;
    };
    rotate_ = button(tr("Rotate (R)"), tr("Rotate the tile 90° clockwise (also right-click)"),
                     "rotateButton");
    flip_ = button(tr("Turn over (F)"), tr("Show the tile's other face"), "flipButton");
    putBack_ =
        button(tr("Put back (Esc)"), tr("Return the tile and choose again"), "putBackButton");
    undo_ = button(tr("Undo"),
                   tr("Take back the last step of your turn (%1) — until a card is played")
                       .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                   "undoButton");
    redo_ = button(tr("Redo"),
                   tr("Do again the step you took back (%1)")
                       .arg(QKeySequence(QKeySequence::Redo).toString(QKeySequence::NativeText)),
                   "redoButton");
    done_ = button(tr("Done"), tr("End your turn (claiming is optional)"), "doneButton");
    pass_ = button(tr("Pass"), tr("Go on without a tile (only when none can be taken or placed)"),
                   "passButton");
    buttons->removeWidget(pass_);
    buttons->addWidget(pass_, 0, 3, 2, 1); // shown only when the core offers nothing else
    pass_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    done_->setStyleSheet(QStringLiteral("QPushButton:enabled { font-weight: bold; }"));
    // Done is the last stop of the turn's keyboard order (ring, garden, hand, objectives, Done).
    done_->setFocusPolicy(Qt::TabFocus);
    done_->setAutoDefault(true); // Enter on it ends the turn
    // After the game: back from the gardens to the score pad.
    scores_ = new QPushButton(tr("Final scores"), this);
    scores_->setObjectName(QStringLiteral("scoresButton"));
    scores_->setToolTip(tr("Back to the score pad"));
    scores_->setAutoDefault(true);
    scores_->setVisible(false);
    buttons->addWidget(scores_, 0, 3, 2, 1);
    scores_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    connect(scores_, &QPushButton::clicked, this, &HandBar::scorePadRequested);
    connect(rotate_, &QPushButton::clicked, c_, &GameController::rotate);
    connect(flip_, &QPushButton::clicked, c_, &GameController::turnOver);
    connect(putBack_, &QPushButton::clicked, c_, &GameController::cancelTake);
    connect(undo_, &QPushButton::clicked, c_, &GameController::undo);
    connect(redo_, &QPushButton::clicked, c_, &GameController::redo);
    connect(pass_, &QPushButton::clicked, c_, &GameController::pass);
    connect(done_, &QPushButton::clicked, c_, &GameController::endTurn);
    connect(c_, &GameController::stateChanged, this, &HandBar::refresh);
    setMinimumHeight(104);
    refresh();
}

void HandBar::refresh() {
    // The keyboard stays on the card of the same place when the cards are made again.
    int focused = -1;
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (cards_[i]->hasFocus()) {
            focused = static_cast<int>(i);
            cards_[i]->clearFocus();
        }
    for (CardButton* b : cards_) {
        // Not deleted at once: refresh() may run inside the card's own click.
        cardsLayout_->removeWidget(b);
        b->hide();
        b->deleteLater();
    }
    cards_.clear();
    if (!c_->hasGame()) {
        info_->setText(tr("No game yet: Game ▸ New game (Ctrl+N)."));
        for (QPushButton* b : {rotate_, flip_, putBack_, undo_, redo_, done_})
            b->setEnabled(false);
        pass_->setVisible(false);
        scores_->setVisible(false);
        return;
    }
    const frosted::SeatView& g = c_->view();
    const frosted::ComponentSet& cs = c_->components();
    const bool input = c_->acceptsInput();
    const Phase ph = g.phase();
    if (c_->handVisible()) {
        // R-PRIV-1: the hand of the seat at the screen, from its view.
        int slot = 0;
        for (int card : g.hand()) {
            auto* b = new CardButton(c_, card, slot, this);
            b->setEnabled(input && ph == Phase::PlayCard);
            b->setToolTip(ph == Phase::PlayCard
                              ? tr("Play this card: %n point(s) now", "", c_->cardPoints(card))
                              : tr("Cards are played after placing the tile"));
            // What a screen reader reads: the key that plays it, its types, its points now.
            const QString name = tr("Card %1: %2").arg(slot + 1).arg(words::cardName(cs, card));
            b->setAccessibleName(
                ph == Phase::PlayCard
                    ? tr("%1 — %n point(s) now", "", c_->cardPoints(card)).arg(name)
                    : name);
            b->setAccessibleDescription(
                cs.cards[static_cast<std::size_t>(card)].types.size() == 1
                    ? tr("It scores 2 points per element of the group of its type.")
                    : tr("It scores 1 point per element of the groups of each of its types."));
            ++slot;
            connect(b, &CardButton::clicked, this, [this, card] { c_->playCard(card); });
            connect(b, &CardButton::hovered, this, &HandBar::cardHovered);
            cardsLayout_->addWidget(b);
            cards_.push_back(b);
        }
        if (focused >= 0 && focused < static_cast<int>(cards_.size()) &&
            cards_[static_cast<std::size_t>(focused)]->isEnabled())
            cards_[static_cast<std::size_t>(focused)]->setFocus(Qt::OtherFocusReason);
        // The deck's count opens the deck view (View ▸ My cards).
        info_->setText(tr("%1's hand · <a href=\"deck\">deck: %2 left</a>")
                           .arg(c_->seatName(g.seat()).toHtmlEscaped(),
                                tr("%n card(s)", "", g.deckSize(g.seat()))));
    } else if (c_->handOverPending()) {
        info_->setText(tr("Hand hidden until %1 is at the screen.")
                           .arg(c_->seatName(g.currentSeat()).toHtmlEscaped()));
    } else if (c_->replaying()) {
        info_->setText(tr("The Master Gardener is playing…"));
    } else if (c_->computerToPlay()) {
        // R-PRIV-1: two or more people at the table, none of them holds the seat now.
        info_->setText(tr("Hands stay hidden while %1 plays.")
                           .arg(c_->seatName(g.currentSeat()).toHtmlEscaped()));
    } else {
        info_->setText(g.isOver() ? tr("The game is over.") : QString());
    }
    rotate_->setEnabled(c_->hasGhost());
    flip_->setEnabled(c_->hasGhost());
    putBack_->setEnabled(c_->canCancelTake());
    undo_->setEnabled(c_->canUndo());
    redo_->setEnabled(c_->canRedo());
    pass_->setVisible(c_->mustPass() && input);
    done_->setEnabled(input && ph == Phase::Claim);
    scores_->setVisible(g.isOver() && !c_->replaying());
}
