#include "HandView.h"
#include "Accessible.h"

#include "CardArt.h"
#include "TrackersView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace petals::gui {

namespace {
constexpr int kMargin = 8, kGap = 10, kTitle = 20, kOtherRow = 26;
}

HandView::HandView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("petalsHand"));
    setAccessibleName(tr("Hands"));
    setFocusPolicy(Qt::StrongFocus);
}

void HandView::setGame(const Game& g, int seat) {
    components_ = g.componentsPtr();
    seat_ = seat;
    own_ = seat >= 0 ? g.hand(seat) : std::vector<int>{};
    others_.clear();
    for (int s = 0; s < g.seats(); ++s)
        if (s != seat)
            others_.push_back(
                {QString::fromStdString(g.seatName(s)), static_cast<int>(g.hand(s).size())});
    pile_ = static_cast<int>(g.pile().size());
    refreshed();
}

void HandView::setView(const SeatView& v, bool faceUp) {
    const Game& g = v.known();
    components_ = g.componentsPtr();
    seat_ = faceUp ? v.seat() : -1;
    own_ = faceUp ? g.hand(v.seat()) : std::vector<int>{};
    others_.clear();
    for (int s = 0; s < g.seats(); ++s)
        if (s != seat_)
            others_.push_back({QString::fromStdString(g.seatName(s)), v.handSize(s)});
    pile_ = v.pileSize();
    refreshed();
}

void HandView::refreshed() {
    if (std::find(own_.begin(), own_.end(), selected_) == own_.end())
        selected_ = -1;
    describe();
    updateGeometry();
    update();
}

void HandView::setSelected(int card) {
    selected_ = card;
    describe();
    update();
}

QSize HandView::sizeHint() const {
    const int rows = static_cast<int>(others_.size()) + 1;
    return {2 * kMargin + 3 * 112 + 2 * kGap, 2 * kMargin + kTitle + 112 + kGap + rows * kOtherRow};
}

qreal HandView::cardSize() const {
    const int n = std::max<int>(2, static_cast<int>(own_.size()));
    const qreal byWidth = (width() - 2.0 * kMargin - kGap * (n - 1)) / n;
    const qreal byHeight =
        height() - 2.0 * kMargin - kTitle - kOtherRow * static_cast<qreal>(others_.size() + 1);
    return std::clamp(std::min(byWidth, byHeight), 40.0, 128.0);
}

QRectF HandView::cardRect(int i) const {
    const qreal s = cardSize();
    return QRectF(kMargin + i * (s + kGap), kMargin + kTitle, s, s);
}

void HandView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    QFont title = font();
    title.setBold(true);
    p.setFont(title);
    p.setPen(art::ink());
    p.drawText(QRectF(kMargin, kMargin, width() - 2 * kMargin, kTitle),
               Qt::AlignLeft | Qt::AlignTop, seat_ >= 0 ? tr("Your cards") : tr("Cards hidden"));
    for (std::size_t i = 0; i < own_.size(); ++i) {
        art::CardStyle style;
        style.selected = own_[i] == selected_;
        style.highlighted = style.selected;
        art::drawCard(p, cardRect(static_cast<int>(i)),
                      components_->cards[static_cast<std::size_t>(own_[i])], 0, style);
    }
    qreal y = kMargin + kTitle + cardSize() + kGap;
    const qreal back = kOtherRow - 4;
    QFont text = font();
    p.setFont(text);
    auto row = [&](const QString& label, int count) {
        p.setPen(art::ink());
        const qreal labelW = std::min<qreal>(140, width() * 0.45);
        p.drawText(QRectF(kMargin, y, labelW, kOtherRow), Qt::AlignVCenter | Qt::AlignLeft, label);
        qreal x = kMargin + labelW + 4;
        for (int k = 0; k < std::min(count, 3); ++k, x += back * 0.45)
            art::drawBack(p, QRectF(x, y + 2, back, back));
        p.drawText(QRectF(x + back * 0.7, y, 60, kOtherRow), Qt::AlignVCenter | Qt::AlignLeft,
                   QStringLiteral("\u00D7 %1").arg(count));
        y += kOtherRow;
    };
    for (const Other& o : others_)
        row(o.name, o.count);
    row(tr("Pile"), pile_);
}

void HandView::mousePressEvent(QMouseEvent* e) {
    for (std::size_t i = 0; i < own_.size(); ++i)
        if (cardRect(static_cast<int>(i)).contains(e->position())) {
            setSelected(own_[i]);
            emit cardSelected(own_[i]);
            return;
        }
    QWidget::mousePressEvent(e);
}

void HandView::keyPressEvent(QKeyEvent* e) {
    if (own_.empty())
        return QWidget::keyPressEvent(e);
    auto it = std::find(own_.begin(), own_.end(), selected_);
    int i = it == own_.end() ? -1 : static_cast<int>(it - own_.begin());
    const int n = static_cast<int>(own_.size());
    switch (e->key()) {
    case Qt::Key_Left:
        i = (i <= 0 ? n : i) - 1;
        break;
    case Qt::Key_Right:
        i = (i + 1) % n;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (i >= 0)
            emit cardSelected(own_[static_cast<std::size_t>(i)]);
        return;
    default:
        return QWidget::keyPressEvent(e);
    }
    setSelected(own_[static_cast<std::size_t>(i)]);
    emit cardSelected(selected_);
}

void HandView::describe() {
    QStringList parts;
    // Each card as drawn, in the hand's order (no data id: none is printed on the cards).
    for (std::size_t i = 0; i < own_.size(); ++i) {
        const Card& card = components_->cards[static_cast<std::size_t>(own_[i])];
        parts << tr("Card %1%2: %3")
                     .arg(i + 1)
                     .arg(own_[i] == selected_ ? tr(" (selected)") : QString(),
                          art::describeCard(card, 0));
    }
    for (const Other& o : others_)
        parts << tr("%1 holds %n card(s)", nullptr, o.count).arg(o.name);
    accessible::setDescription(this, parts.join(QStringLiteral("; ")));
}

} // namespace petals::gui
