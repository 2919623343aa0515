#include "HandsView.h"
#include "Accessible.h"

#include "BlossomsArt.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace blossoms::gui {

namespace {
constexpr qreal kMargin = 8, kGap = 8, kTitle = 22, kRow = 26, kOthersWidth = 220;
constexpr qreal kRatio = 1.4;
} // namespace

HandsView::HandsView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("hand"));
    setAccessibleName(tr("Hands"));
    setFocusPolicy(Qt::StrongFocus);
}

void HandsView::setHands(const QString& title, const std::vector<int>& cards,
                         const std::vector<int>& types, bool shown, const QList<Other>& others) {
    title_ = title;
    cards_ = shown ? cards : std::vector<int>{};
    types_ = shown ? types : std::vector<int>{};
    shown_ = shown;
    others_ = others;
    if (std::find(cards_.begin(), cards_.end(), chosen_) == cards_.end())
        chosen_ = -1;
    cursor_ = std::clamp(cursor_, 0, std::max(0, static_cast<int>(cards_.size()) - 1));
    describe();
    updateGeometry();
    update();
}

void HandsView::setChoosable(const std::vector<int>& cards) {
    choosable_ = cards;
    if (!choosable(chosen_))
        chosen_ = -1;
    update();
}

void HandsView::setChosen(int card) {
    chosen_ = card;
    describe();
    update();
}

bool HandsView::choosable(int card) const {
    return std::find(choosable_.begin(), choosable_.end(), card) != choosable_.end();
}

// The seat's cards in a row, the other hands' counts in a column at their right.
QSize HandsView::sizeHint() const {
    const qreal h = 100;
    return {int(2 * kMargin + 4 * (h / kRatio + kGap) + kOthersWidth),
            int(2 * kMargin + kTitle + std::max(h, others_.size() * kRow))};
}

QSize HandsView::minimumSizeHint() const {
    return {260, int(2 * kMargin + kTitle + std::max<qreal>(60, others_.size() * kRow))};
}

qreal HandsView::cardHeight() const {
    const int n = std::max(3, static_cast<int>(cards_.size()));
    const qreal byWidth = (width() - 2 * kMargin - kOthersWidth - kGap * n) / n * kRatio;
    const qreal byHeight = height() - 2 * kMargin - kTitle;
    return std::clamp(std::min(byWidth, byHeight), 40.0, 120.0);
}

QRectF HandsView::cardRect(int i) const {
    const qreal h = cardHeight(), w = h / kRatio;
    return {kMargin + i * (w + kGap), kMargin + kTitle, w, h};
}

void HandsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().windowText().color());
    p.drawText(QRectF(kMargin, kMargin, width() - 2 * kMargin, kTitle),
               Qt::AlignLeft | Qt::AlignVCenter, title_);
    if (shown_ && cards_.empty()) {
        p.setFont(font());
        p.drawText(QRectF(kMargin, kMargin + kTitle, width() - 2 * kMargin, cardHeight()),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, tr("No cards in hand."));
    }
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        art::CardStyle style;
        style.selected = cards_[i] == chosen_;
        style.highlighted = !style.selected && choosable(cards_[i]);
        const QRectF r = cardRect(static_cast<int>(i));
        art::drawCard(p, style.selected ? r.translated(0, -4) : r, types_[i], style);
        if (hasFocus() && cursor_ == static_cast<int>(i)) {
            p.setPen(QPen(palette().highlight().color(), 2, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 6, 6);
        }
    }
    if (!shown_) {
        const qreal h = std::min<qreal>(cardHeight(), 80);
        for (int i = 0; i < 2; ++i)
            art::drawBack(
                p, QRectF(kMargin + i * (h / kRatio * 0.5), kMargin + kTitle, h / kRatio, h));
    }
    qreal y = kMargin + kTitle;
    const qreal x = width() - kMargin - kOthersWidth;
    p.setFont(font());
    for (const Other& o : others_) {
        const qreal b = kRow - 6;
        p.setPen(Qt::NoPen);
        p.setBrush(o.colour);
        p.drawEllipse(QRectF(x, y + 3, b, b));
        p.setPen(palette().windowText().color());
        const QString text = tr("%1: %n card(s)", nullptr, o.count).arg(o.name);
        p.drawText(QRectF(x + b + 6, y, kOthersWidth - b - 6, kRow),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fontMetrics().elidedText(text, Qt::ElideRight, int(kOthersWidth - b - 6)));
        y += kRow;
    }
}

void HandsView::mousePressEvent(QMouseEvent* e) {
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (cardRect(static_cast<int>(i)).contains(e->position()) && choosable(cards_[i])) {
            cursor_ = static_cast<int>(i);
            chosen_ = chosen_ == cards_[i] ? -1 : cards_[i];
            describe();
            update();
            emit cardChosen(chosen_);
            return;
        }
    QWidget::mousePressEvent(e);
}

void HandsView::keyPressEvent(QKeyEvent* e) {
    const int n = static_cast<int>(cards_.size());
    switch (e->key()) {
    case Qt::Key_Left:
        cursor_ = std::max(0, cursor_ - 1);
        break;
    case Qt::Key_Right:
        cursor_ = std::min(std::max(0, n - 1), cursor_ + 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (cursor_ < n && choosable(cards_[static_cast<std::size_t>(cursor_)])) {
            const int card = cards_[static_cast<std::size_t>(cursor_)];
            chosen_ = chosen_ == card ? -1 : card;
            emit cardChosen(chosen_);
        }
        break;
    default:
        return QWidget::keyPressEvent(e);
    }
    describe();
    update();
}

void HandsView::describe() {
    QStringList parts;
    if (!shown_)
        parts << tr("Cards hidden.");
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        QString s = art::typeName(types_[i]);
        if (cards_[i] == chosen_)
            s += tr(" (chosen)");
        parts << s;
    }
    for (const Other& o : others_)
        parts << tr("%1: %n card(s)", nullptr, o.count).arg(o.name);
    const QString text = parts.join(QStringLiteral("; "));
    accessible::setDescription(this, text);
}

} // namespace blossoms::gui
