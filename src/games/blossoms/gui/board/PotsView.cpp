#include "PotsView.h"
#include "Accessible.h"

#include "BlossomsArt.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace blossoms::gui {

namespace {
constexpr qreal kMargin = 10;
constexpr qreal kCardRatio = 1.4; // height / width of a card (5:7)
} // namespace

PotsView::PotsView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("garden"));
    setAccessibleName(tr("The garden"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    anim_.setStartValue(0.0);
    anim_.setEndValue(1.0);
    connect(&anim_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&anim_, &QVariantAnimation::finished, this, [this] {
        flight_.reset();
        update();
        emit animationFinished();
    });
}

QSize PotsView::sizeHint() const {
    return {720, 420};
}

QSize PotsView::minimumSizeHint() const {
    return {480, 260};
}

void PotsView::setView(const SeatView& v, const QList<QColor>& colours,
                       const QStringList& initials) {
    view_ = v;
    colours_ = colours;
    initials_ = initials;
    describe();
    update();
}

void PotsView::setTargets(const std::array<bool, kPots>& pots, bool deck) {
    targets_ = pots;
    deckTarget_ = deck;
    update();
}

void PotsView::setPotNotes(const std::array<QString, kPots>& notes) {
    notes_ = notes;
    update();
}

// ---- Geometry: the deck and the pile in a column on the left, the pots in a row ---------------

// The deck above the discard pile, each with its count under it; both always fit the height.
qreal PotsView::labelHeight() const {
    return fontMetrics().lineSpacing() + 4;
}

QRectF PotsView::deckRect() const {
    const qreal byHeight = (height() - 3 * kMargin - 2 * labelHeight() - 8) / 2.0;
    const qreal h = std::max(40.0, std::min(byHeight, width() * 0.16 * kCardRatio));
    return {kMargin, kMargin, h / kCardRatio, h};
}

QRectF PotsView::discardRect() const {
    const QRectF d = deckRect();
    return {d.left(), d.bottom() + labelHeight() + kMargin + 8, d.width(), d.height()};
}

QRectF PotsView::potRect(int pot) const {
    const QRectF d = deckRect();
    const qreal left = d.right() + 2 * kMargin;
    const qreal w = (width() - left - kMargin) / kPots;
    const qreal potH = std::min(height() * 0.22, w * 0.75);
    const qreal noteH = fontMetrics().lineSpacing() * 2 + 4;
    return {left + pot * w + w * 0.12, height() - kMargin - noteH - potH, w * 0.76, potH};
}

QRectF PotsView::stackRect(int pot) const {
    const QRectF r = potRect(pot);
    const qreal top = kMargin;
    return {r.left() - r.width() * 0.06, top, r.width() * 1.12, r.top() - top + r.height() * 0.25};
}

int PotsView::hit(const QPointF& at) const {
    if (deckRect().contains(at))
        return -1;
    for (int pot = 0; pot < kPots; ++pot)
        if (potRect(pot).united(stackRect(pot)).contains(at))
            return pot;
    return -2;
}

// ---- Painting -----------------------------------------------------------------------------------

void PotsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(rect(), art::tableColour());
    if (!view_)
        return;
    paintDeck(p);
    for (int pot = 0; pot < kPots; ++pot)
        paintPot(p, pot);
    if (flight_ && animating())
        paintFlight(p, anim_.currentValue().toReal());
}

void PotsView::paintDeck(QPainter& p) {
    const QRectF d = deckRect();
    p.setPen(art::ink());
    QFont small = font();
    small.setBold(true);
    p.setFont(small);
    p.drawText(QRectF(d.left() - kMargin / 2, d.bottom() + 6, d.width() + kMargin, labelHeight()),
               Qt::AlignHCenter | Qt::AlignTop, tr("Deck: %1").arg(view_->deckSize));
    const bool flying = flight_ && animating();
    const int deck = view_->deckSize + (flying && flight_->outcome.card >= 0 ? 1 : 0);
    if (deck > 0) {
        // A few edges under the top card: a thicker deck looks thicker.
        const int edges = std::min(4, (deck + 9) / 10);
        for (int i = edges; i > 0; --i)
            art::drawBack(p, d.translated(i * 1.5, i * 1.5));
        art::drawBack(p, d);
    } else {
        p.setPen(QPen(art::ink(), 1.5, Qt::DashLine));
        p.drawRoundedRect(d, 6, 6);
    }
    if (deckTarget_) {
        p.setPen(QPen(QColor(255, 200, 40), cursor_ == -1 && hasFocus() ? 5 : 3.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(d.adjusted(-4, -4, 4, 4), 8, 8);
    } else if (cursor_ == -1 && hasFocus()) {
        p.setPen(QPen(palette().highlight().color(), 2, Qt::DotLine));
        p.drawRoundedRect(d.adjusted(-4, -4, 4, 4), 8, 8);
    }
    const QRectF pile = discardRect();
    p.setPen(art::ink());
    p.setFont(font());
    const int discarded =
        static_cast<int>(view_->discard.size()) - (flying && flight_->to == pile ? 1 : 0);
    p.drawText(
        QRectF(pile.left() - kMargin / 2, pile.bottom() + 2, pile.width() + kMargin, labelHeight()),
        Qt::AlignHCenter | Qt::AlignTop, tr("Discard: %1").arg(std::max(0, discarded)));
    if (discarded > 0) {
        const int top = view_->discard[static_cast<std::size_t>(discarded - 1)];
        art::drawCard(p, pile, view_->components->typeOf(top));
    } else {
        p.setPen(QPen(art::ink(), 1, Qt::DotLine));
        p.drawRoundedRect(pile, 6, 6);
    }
}

int PotsView::hiddenTop(int pot) const {
    if (!flight_ || !animating() || flight_->outcome.pot != pot || flight_->faceDown)
        return 0;
    const GrowResult r = flight_->outcome.result;
    return r == GrowResult::Grew || r == GrowResult::Planted ? 1 : 0;
}

void PotsView::paintPot(QPainter& p, int pot) {
    const Pot& pt = view_->pots[static_cast<std::size_t>(pot)];
    const ComponentSet& c = *view_->components;
    const int maxHeight = c.rules.maxHeight;
    const QRectF body = potRect(pot), stack = stackRect(pot);
    // The children's game shows no tool (R-BL-VAR-2, R-BL-TOOL-6).
    const std::optional<Tool> tool =
        view_->variant.children ? std::nullopt
                                : std::optional<Tool>(c.pots[static_cast<std::size_t>(pot)]);
    const int height = pt.height() - hiddenTop(pot);
    const bool dying = flight_ && animating() && flight_->outcome.pot == pot &&
                       flight_->outcome.result == GrowResult::Died &&
                       anim_.currentValue().toReal() > 0.6;
    if (dying)
        art::drawWilted(p, stack, flight_->type);
    else if (height > 0)
        art::drawFlowerStack(p, stack, pt.type, height, maxHeight);
    art::drawPot(p, body, tool, height == 0);
    if (targets_[static_cast<std::size_t>(pot)]) {
        p.setPen(QPen(QColor(255, 200, 40), cursor_ == pot && hasFocus() ? 5 : 3.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(body.united(stack).adjusted(-3, -3, 3, 3), 10, 10);
    } else if (cursor_ == pot && hasFocus()) {
        p.setPen(QPen(palette().highlight().color(), 2, Qt::DotLine));
        p.drawRoundedRect(body.united(stack).adjusted(-3, -3, 3, 3), 10, 10);
    } else if (hover_ == pot) {
        p.setPen(QPen(QColor(255, 255, 255, 120), 2));
        p.drawRoundedRect(body.united(stack).adjusted(-3, -3, 3, 3), 10, 10);
    }
    if (pt.token >= 0) {
        const qreal s = std::min(body.height() * 0.55, body.width() * 0.3);
        const QRectF token(body.right() - s * 0.75, body.top() - s * 0.45, s, s);
        art::drawToken(p, token, colours_.value(pt.token), initials_.value(pt.token));
    }
    // Under the pot: its number and tool, then the window's note for a lit pot.
    const qreal lineH = fontMetrics().lineSpacing();
    QRectF under(body.left() - body.width() * 0.1, body.bottom() + 2, body.width() * 1.2, lineH);
    p.setPen(art::ink());
    QFont f = font();
    p.setFont(f);
    p.drawText(under, Qt::AlignHCenter | Qt::AlignTop,
               tool ? tr("Pot %1 · %2").arg(pot + 1).arg(art::toolName(*tool))
                    : tr("Pot %1").arg(pot + 1));
    const QString& note = notes_[static_cast<std::size_t>(pot)];
    if (!note.isEmpty()) {
        f.setBold(true);
        p.setFont(f);
        p.drawText(under.translated(0, lineH), Qt::AlignHCenter | Qt::AlignTop,
                   fontMetrics().elidedText(note, Qt::ElideRight, int(under.width())));
    }
}

void PotsView::paintFlight(QPainter& p, qreal t) {
    const Flight& f = *flight_;
    const QRectF card(0, 0, deckRect().width(), deckRect().height());
    // 0 – 0.3: the card turns over on the deck; 0.3 – 0.8: it flies; 0.8 – 1: its result says.
    if (t < 0.3) {
        const qreal turn = t / 0.3; // 0: back, 1: face
        const qreal sx = std::abs(std::cos(turn * M_PI));
        QRectF r = f.from;
        r.setWidth(r.width() * std::max(0.05, sx));
        r.moveCenter(f.from.center());
        if (turn < 0.5 || f.faceDown)
            art::drawBack(p, r);
        else
            art::drawCard(p, r, f.type);
        return;
    }
    const qreal m =
        QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(std::min(1.0, (t - 0.3) / 0.5));
    QRectF r = card;
    const QPointF c = f.from.center() + (f.to.center() - f.from.center()) * m;
    const qreal scale = 1.0 + 0.15 * std::sin(m * M_PI); // lifted in flight
    r.setSize(card.size() * scale);
    r.moveCenter(c);
    if (t < 0.8 || f.to == discardRect()) {
        if (f.faceDown)
            art::drawBack(p, r);
        else
            art::drawCard(p, r, f.type);
    }
    if (t >= 0.8) {
        const QString caption = captionOf(f.outcome);
        const GrowResult res = f.outcome.result;
        const bool bad = res == GrowResult::BadLuck || res == GrowResult::Died;
        const QColor colour = bad                         ? QColor(190, 40, 40)
                              : res == GrowResult::Fenced ? QColor(40, 110, 170)
                                                          : QColor(40, 130, 60);
        const QRectF over = f.outcome.pot >= 0 ? stackRect(f.outcome.pot) : discardRect();
        paintCaption(p, over, caption, colour);
    }
}

void PotsView::paintCaption(QPainter& p, const QRectF& over, const QString& text, const QColor& c) {
    if (text.isEmpty())
        return;
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.3);
    p.setFont(f);
    const QFontMetricsF fm(f);
    const qreal w = std::min<qreal>(fm.horizontalAdvance(text) + 24, width() - 2 * kMargin);
    QRectF box(0, 0, w, fm.lineSpacing() + 12);
    box.moveCenter(
        QPointF(std::clamp(over.center().x(), w / 2 + kMargin, width() - w / 2 - kMargin),
                over.top() + over.height() * 0.3));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 235));
    p.drawRoundedRect(box, 8, 8);
    p.setPen(QPen(c, 2));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(box, 8, 8);
    p.drawText(box, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, box.width() - 12));
}

QString PotsView::captionOf(const Outcome& o) const {
    switch (o.result) {
    case GrowResult::Grew:
        return tr("Grows to %1").arg(o.height);
    case GrowResult::Planted:
        return tr("A new flower");
    case GrowResult::ChoosePot:
        return tr("Choose its pot");
    case GrowResult::BadLuck:
        return tr("Bad luck!");
    case GrowResult::Died:
        return tr("Too tall: it dies");
    case GrowResult::Fenced:
        return tr("The Fence saves the turn");
    }
    return {};
}

// ---- The draw as an event
// -------------------------------------------------------------------------

void PotsView::play(const Outcome& o, int ms) {
    finishAnimation();
    if (!view_ || o.card < 0)
        return;
    const Action::Kind k = o.action.kind;
    if (k != Action::Kind::Grow && k != Action::Kind::Prune)
        return; // only a draw flies: a Plant or the Watering Can is the player's own gesture
    Flight f;
    f.outcome = o;
    f.faceDown = k == Action::Kind::Prune;
    f.type = f.faceDown ? -1 : view_->components->typeOf(o.card);
    f.from = deckRect();
    switch (o.result) {
    case GrowResult::Grew:
    case GrowResult::Planted:
    case GrowResult::Died: {
        // Onto the level it takes (the danger level for the seventh card).
        const int level = o.result == GrowResult::Died ? view_->components->rules.maxHeight + 1
                                                       : std::max(1, o.height);
        const QRectF at =
            art::stackCardRect(stackRect(o.pot), level, view_->components->rules.maxHeight);
        QRectF r(0, 0, deckRect().width(), deckRect().height());
        r.moveCenter(at.center());
        f.to = r;
        break;
    }
    case GrowResult::ChoosePot:
        f.to = QRectF(width() * 0.55, height() * 0.3, deckRect().width(), deckRect().height());
        break;
    case GrowResult::BadLuck:
    case GrowResult::Fenced:
        f.to = discardRect();
        break;
    }
    if (f.faceDown)
        f.to = QRectF(width() / 2.0, height() + 10, deckRect().width(), deckRect().height());
    if (ms <= 0)
        return;
    flight_ = f;
    anim_.stop();
    anim_.setDuration(ms);
    anim_.start();
}

void PotsView::finishAnimation() {
    if (animating())
        anim_.setCurrentTime(anim_.duration()); // finished(): the flight ends
    flight_.reset();
    update();
}

// ---- Input
// ----------------------------------------------------------------------------------------

void PotsView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(e);
    const int h = hit(e->position());
    if (h == -1 && deckTarget_) {
        cursor_ = -1;
        emit deckClicked();
    } else if (h >= 0 && targets_[static_cast<std::size_t>(h)]) {
        cursor_ = h;
        emit potClicked(h);
    }
}

void PotsView::mouseMoveEvent(QMouseEvent* e) {
    const int h = hit(e->position());
    const bool lit = (h == -1 && deckTarget_) || (h >= 0 && targets_[static_cast<std::size_t>(h)]);
    setCursor(lit ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (h != hover_) {
        hover_ = h;
        update();
    }
}

void PotsView::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Left:
        cursor_ = std::max(-1, cursor_ - 1);
        break;
    case Qt::Key_Right:
        cursor_ = std::min(kPots - 1, cursor_ + 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (cursor_ == -1 && deckTarget_)
            emit deckClicked();
        else if (cursor_ >= 0 && targets_[static_cast<std::size_t>(cursor_)])
            emit potClicked(cursor_);
        return;
    default:
        return QWidget::keyPressEvent(e);
    }
    describe();
    update();
}

void PotsView::focusInEvent(QFocusEvent* e) {
    QWidget::focusInEvent(e);
    update();
}

void PotsView::focusOutEvent(QFocusEvent* e) {
    QWidget::focusOutEvent(e);
    update();
}

// ---- Words for screen readers
// --------------------------------------------------------------------

void PotsView::describe() {
    if (!view_)
        return;
    const ComponentSet& c = *view_->components;
    QStringList parts;
    parts << tr("Deck: %n card(s).", nullptr, view_->deckSize);
    for (int pot = 0; pot < kPots; ++pot) {
        const Pot& pt = view_->pots[static_cast<std::size_t>(pot)];
        QString s = view_->variant.children
                        ? tr("Pot %1: ").arg(pot + 1)
                        : tr("Pot %1 (%2): ")
                              .arg(pot + 1)
                              .arg(art::toolName(c.pots[static_cast<std::size_t>(pot)]));
        s += pt.empty()
                 ? tr("empty")
                 : tr("%1, %n card(s) high", nullptr, pt.height()).arg(art::typeName(pt.type));
        if (pt.token >= 0)
            s += tr(", %1's token")
                     .arg(view_->players[static_cast<std::size_t>(pt.token)].name.c_str());
        if (cursor_ == pot)
            s += tr(" (selected)");
        parts << s + QLatin1Char('.');
    }
    const QString text = parts.join(QLatin1Char(' '));
    accessible::setDescription(this, text);
}

} // namespace blossoms::gui
