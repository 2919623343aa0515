#include "GameChoice.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionFocusRect>
#include <QTimer>

#include <algorithm>
#include <climits>

namespace {

QList<GameOffer>& offerList() {
    static QList<GameOffer> list;
    return list;
}

gamechoice::SwitchHandler& handler() {
    static gamechoice::SwitchHandler h;
    return h;
}

constexpr int kPad = 10, kCardWidth = 330;

} // namespace

namespace gamechoice {

void setOffers(QList<GameOffer> offers) {
    offerList() = std::move(offers);
}

const QList<GameOffer>& offers() {
    return offerList();
}

bool hasChoice() {
    return offerList().size() > 1;
}

void setSwitchHandler(SwitchHandler h) {
    handler() = std::move(h);
}

bool requestSwitch(const QString& id) {
    if (!handler())
        return false;
    const bool known = std::any_of(offerList().begin(), offerList().end(),
                                   [&id](const GameOffer& o) { return o.id == id; });
    if (!known)
        return false;
    // Queued: the dialog that asked closes first, and the window it belongs to is not closed
    // under its feet.
    QTimer::singleShot(0, QCoreApplication::instance(), [id] {
        if (handler())
            handler()(id);
    });
    return true;
}

} // namespace gamechoice

// ---------------------------------------------------------------------------------------------

GameCard::GameCard(const GameOffer& offer, QWidget* parent)
    : QAbstractButton(parent), id_(offer.id), title_(offer.title), summary_(offer.summary) {
    setObjectName(QStringLiteral("gameCard_%1").arg(offer.id));
    setCheckable(true);
    setCursor(Qt::PointingHandCursor);
    setText(offer.title); // the button's text: what a screen reader says first
    setAccessibleName(offer.title);
    setAccessibleDescription(offer.summary);
    setToolTip(offer.summary);
    if (offer.picture) {
        const qreal dpr = parent ? parent->devicePixelRatioF() : 1.0;
        picture_ = offer.picture((QSizeF(pictureSize()) * dpr).toSize());
        picture_.setDevicePixelRatio(dpr);
    }
}

QSize GameCard::pictureSize() {
    return {128, 80};
}

namespace {

QFont titleFont(const QFont& f) {
    QFont bold = f;
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    return bold;
}

} // namespace

QSize GameCard::sizeHint() const {
    const QFontMetrics fm(font()), bm(titleFont(font()));
    // The picture on the left; the title and up to three lines about the game on its right.
    const int text = bm.height() + 4 + 3 * fm.lineSpacing();
    // As wide as the title needs, never cut ("フロステッド・ブルーム" is wider than "Petals").
    const int width = 3 * kPad + pictureSize().width() + bm.horizontalAdvance(title_) + 4;
    return {std::max(kCardWidth, width), 2 * kPad + std::max(pictureSize().height(), text)};
}

void GameCard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QRectF frame = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const bool on = isChecked();
    QPainterPath shape;
    shape.addRoundedRect(frame, 10, 10);
    p.fillPath(shape, on ? pal.color(QPalette::Base) : pal.color(QPalette::Window));
    // Selected: a thick frame in the highlight colour and a tick in its corner (not colour
    // alone); the others a thin grey frame.
    p.setPen(QPen(on ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), on ? 3 : 1));
    p.drawPath(shape);
    const QRect pic(QPoint(kPad, (height() - pictureSize().height()) / 2), pictureSize());
    QPainterPath clip;
    clip.addRoundedRect(QRectF(pic), 6, 6);
    if (!picture_.isNull()) {
        p.save();
        p.setClipPath(clip);
        p.drawPixmap(pic, picture_);
        p.restore();
    } else {
        p.fillPath(clip, pal.color(QPalette::AlternateBase));
    }
    if (on) {
        // On the picture's corner: the title keeps the card's whole width.
        const QRectF tick(pic.right() - 16, pic.top() - 6, 22, 22);
        p.setPen(QPen(Qt::white, 2));
        p.setBrush(pal.color(QPalette::Highlight));
        p.drawEllipse(tick);
        QPainterPath mark;
        mark.moveTo(tick.left() + 6, tick.center().y());
        mark.lineTo(tick.left() + 10, tick.bottom() - 6);
        mark.lineTo(tick.right() - 5, tick.top() + 6);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(mark);
    }
    const QFont bold = titleFont(font());
    const QFontMetrics bm(bold);
    const int x = pic.right() + 1 + kPad, w = width() - x - kPad;
    int y = kPad;
    p.setFont(bold);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRect(x, y, w, bm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               bm.elidedText(title_, Qt::ElideRight, w));
    y += bm.height() + 4;
    p.setFont(font());
    p.drawText(QRect(x, y, width() - x - kPad, height() - y - kPad / 2),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, summary_);
    if (hasFocus()) {
        QStyleOptionFocusRect o;
        o.initFrom(this);
        o.rect = rect().adjusted(5, 5, -5, -5);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &o, &p, this);
    }
}

void GameCard::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        click();
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        e->ignore(); // the row moves the focus between its cards
        return;
    default:
        QAbstractButton::keyPressEvent(e);
    }
}

// ---------------------------------------------------------------------------------------------

GameChoice::GameChoice(const QString& current, QWidget* parent)
    : GameChoice(gamechoice::offers(), current, parent) {}

GameChoice::GameChoice(const QList<GameOffer>& offers, const QString& current, QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("gameChoice"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(12);
    for (const GameOffer& o : offers) {
        auto* c = new GameCard(o, this);
        cards_.push_back(c);
        row->addWidget(c);
        connect(c, &GameCard::clicked, this, [this, id = o.id] {
            setCurrent(id);
            emit chosen(id);
        });
    }
    row->addStretch(1);
    setCurrent(current);
}

void GameChoice::setCurrent(const QString& id) {
    current_ = id;
    // Tab reaches the row at its selected card (at the first when none is), as a group of radio
    // buttons; the arrows move on from there.
    const bool known = card(id) != nullptr;
    for (GameCard* c : cards_) {
        c->setChecked(c->id() == id);
        const bool entry = known ? c->id() == id : c == cards_.front();
        c->setFocusPolicy(entry ? Qt::StrongFocus : Qt::ClickFocus);
    }
}

GameCard* GameChoice::card(const QString& id) const {
    for (GameCard* c : cards_)
        if (c->id() == id)
            return c;
    return nullptr;
}

void GameChoice::moveFocus(int by) {
    if (cards_.empty())
        return;
    const auto at =
        std::find_if(cards_.begin(), cards_.end(), [](const GameCard* c) { return c->hasFocus(); });
    int i = at == cards_.end() ? 0 : static_cast<int>(at - cards_.begin());
    const int n = static_cast<int>(cards_.size());
    if (by == INT_MIN)
        i = 0;
    else if (by == INT_MAX)
        i = n - 1;
    else
        i = std::clamp(i + by, 0, n - 1);
    cards_[static_cast<std::size_t>(i)]->setFocus(Qt::TabFocusReason);
}

void GameChoice::keyPressEvent(QKeyEvent* e) {
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    switch (e->key()) {
    case Qt::Key_Left:
        moveFocus(rtl ? 1 : -1);
        break;
    case Qt::Key_Right:
        moveFocus(rtl ? -1 : 1);
        break;
    case Qt::Key_Up:
        moveFocus(-1);
        break;
    case Qt::Key_Down:
        moveFocus(1);
        break;
    case Qt::Key_Home:
        moveFocus(INT_MIN);
        break;
    case Qt::Key_End:
        moveFocus(INT_MAX);
        break;
    default:
        QWidget::keyPressEvent(e);
    }
}
