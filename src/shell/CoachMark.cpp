// The guided game's pointer (CoachMark.h).
#include "CoachMark.h"

#include <QAccessible>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {
const QColor kAccent(0xd9, 0x6a, 0x1e); // warm orange: apart from the table's cool colours
}

CoachMark::CoachMark(QWidget* host, QWidget* area) : QWidget(host), area_(area) {
    setObjectName(QStringLiteral("coachMark"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);

    bubble_ = new QFrame(host);
    bubble_->setObjectName(QStringLiteral("coachBubble"));
    bubble_->setFrameShape(QFrame::StyledPanel);
    bubble_->setAutoFillBackground(true);
    bubble_->setStyleSheet(QStringLiteral(
        "#coachBubble { background: #fffaf2; border: 2px solid #d96a1e; border-radius: 10px; }"
        "#coachBubble QLabel { background: transparent; color: #2b2b2b; }"
        "#coachTitle { color: #9a4a12; font-weight: bold; }"));
    auto* v = new QVBoxLayout(bubble_);
    v->setContentsMargins(14, 10, 14, 10);
    v->setSpacing(8);
    title_ = new QLabel(bubble_);
    title_->setObjectName(QStringLiteral("coachTitle"));
    text_ = new QLabel(bubble_);
    text_->setObjectName(QStringLiteral("coachText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    QFont f = text_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    text_->setFont(f);
    auto* buttons = new QHBoxLayout;
    leave_ = new QPushButton(tr("Leave the guided game"), bubble_);
    leave_->setObjectName(QStringLiteral("coachLeave"));
    leave_->setFlat(true);
    leave_->setCursor(Qt::PointingHandCursor);
    next_ = new QPushButton(bubble_);
    next_->setObjectName(QStringLiteral("coachNext"));
    next_->setDefault(true);
    buttons->addWidget(leave_);
    buttons->addStretch(1);
    buttons->addWidget(next_);
    v->addWidget(title_);
    v->addWidget(text_);
    v->addLayout(buttons);
    connect(next_, &QPushButton::clicked, this, &CoachMark::nextClicked);
    connect(leave_, &QPushButton::clicked, this, &CoachMark::leaveClicked);
    bubble_->hide();
    hide();
    follow_ = new QTimer(this);
    follow_->setInterval(250);
    connect(follow_, &QTimer::timeout, this, [this] {
        if ((find_ && find_() != target_) || (keep_ && keep_() != clear_))
            place();
    });
    if (area_)
        area_->installEventFilter(this);
}

void CoachMark::showStep(const QString& title, const QString& text, std::function<QRect()> target,
                         bool next, const QString& nextText) {
    find_ = std::move(target);
    dim_ = next;
    const bool changed = text_->text() != text || !bubble_->isVisible();
    title_->setText(title);
    text_->setText(text);
    bubble_->setAccessibleName(title);
    bubble_->setAccessibleDescription(text);
    next_->setVisible(next);
    next_->setText(nextText);
    if (area_)
        setGeometry(QRect(area_->mapTo(parentWidget(), QPoint()), area_->size()));
    show();
    raise();
    place();
    bubble_->show();
    bubble_->raise();
    if (next)
        next_->setFocus(Qt::OtherFocusReason);
    if (changed) { // a screen reader says the new words
        QAccessibleEvent said(text_, QAccessible::Alert);
        QAccessible::updateAccessibility(&said);
    }
    follow_->start();
    update();
}

void CoachMark::hideMark() {
    target_ = {};
    placedFor_ = {};
    find_ = {};
    follow_->stop();
    bubble_->hide();
    hide();
}

bool CoachMark::eventFilter(QObject* watched, QEvent* e) {
    if (watched == area_ && (e->type() == QEvent::Resize || e->type() == QEvent::Move) &&
        isVisible()) {
        setGeometry(QRect(area_->mapTo(parentWidget(), QPoint()), area_->size()));
        place();
    }
    return QWidget::eventFilter(watched, e);
}

namespace {
qint64 overlap(const QRect& a, const QRect& b) {
    const QRect i = a.intersected(b);
    return i.isEmpty() ? 0 : static_cast<qint64>(i.width()) * i.height();
}
} // namespace

void CoachMark::place() {
    const QRect area = geometry(); // host coordinates
    target_ = find_ ? find_() : QRect();
    clear_ = keep_ ? keep_() : QList<QRect>();
    const int width = std::clamp(area.width() / 3, 300, 440);
    bubble_->layout()->activate();
    const QSize size(width, bubble_->layout()->totalHeightForWidth(width));
    const bool resized = bubble_->size() != size;
    bubble_->setFixedSize(size);
    const int gap = 18;
    const QRect t = target_;
    const QRect inside = area.adjusted(8, 8, -8, -8);
    auto clampIn = [&](QRect q) {
        q.moveLeft(std::clamp(q.left(), inside.left(),
                              std::max(inside.left(), inside.right() + 1 - q.width())));
        q.moveTop(std::clamp(q.top(), inside.top(),
                             std::max(inside.top(), inside.bottom() + 1 - q.height())));
        return q;
    };
    // The target with its ring (never covered while any place is free of it), then the parts
    // to keep clear.
    const QRect ringed = t.isEmpty() ? QRect() : t.adjusted(-8, -8, 8, 8);
    auto cost = [&](const QRect& q) {
        qint64 c = 0;
        if (!ringed.isEmpty())
            c += overlap(q, ringed) * 1000;
        for (const QRect& k : clear_)
            c += overlap(q, k);
        return c;
    };
    QList<QRect> tries;
    if (t.isEmpty()) {
        tries << QRect(QPoint(area.center().x() - size.width() / 2, area.top() + area.height() / 5),
                       size);
    } else {
        const int cx = t.center().x() - size.width() / 2;
        const int cy = t.center().y() - size.height() / 2;
        const int below = t.bottom() + gap, above = t.top() - gap - size.height();
        const int right = t.right() + gap, left = t.left() - gap - size.width();
        tries << QRect(QPoint(cx, below), size) << QRect(QPoint(cx, above), size)
              << QRect(QPoint(right, cy), size) << QRect(QPoint(left, cy), size);
        // The same sides, slid to either end of the target.
        tries << QRect(QPoint(t.left(), below), size)
              << QRect(QPoint(t.right() - size.width(), below), size)
              << QRect(QPoint(t.left(), above), size)
              << QRect(QPoint(t.right() - size.width(), above), size)
              << QRect(QPoint(right, t.top()), size)
              << QRect(QPoint(right, t.bottom() - size.height()), size)
              << QRect(QPoint(left, t.top()), size)
              << QRect(QPoint(left, t.bottom() - size.height()), size);
    }
    // The window's corners and edges' middles, last.
    for (int y :
         {inside.top(), area.center().y() - size.height() / 2, inside.bottom() + 1 - size.height()})
        for (int x : {inside.left(), area.center().x() - size.width() / 2,
                      inside.right() + 1 - size.width()})
            tries << QRect(QPoint(x, y), size);
    QRect r;
    qint64 best = -1;
    for (const QRect& q : tries) {
        const QRect c = clampIn(q);
        if (const qint64 k = cost(c); best < 0 || k < best) {
            best = k;
            r = c;
        }
    }
    // Where it stands is still as good: it stays (the tile moved under the pointer, not past it).
    const QRect now = bubble_->geometry();
    if (bubble_->isVisible() && !resized && placedFor_ == t && inside.contains(now) &&
        cost(now) <= best)
        r = now;
    placedFor_ = t;
    bubble_->move(r.topLeft());
    update();
}

void CoachMark::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRect t = target_.translated(-pos());
    const QRect b = bubble_->geometry().translated(-pos());
    if (dim_) {
        QPainterPath all;
        all.addRect(rect());
        QPainterPath hole;
        if (!t.isEmpty())
            hole.addRoundedRect(QRectF(t).adjusted(-6, -6, 6, 6), 8, 8);
        p.fillPath(all.subtracted(hole), QColor(20, 30, 40, 90));
    }
    if (t.isEmpty())
        return;
    // The ring around the part named.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(255, 255, 255, 200), 7));
    p.drawRoundedRect(QRectF(t).adjusted(-6, -6, 6, 6), 8, 8);
    p.setPen(QPen(kAccent, 3.5));
    p.drawRoundedRect(QRectF(t).adjusted(-6, -6, 6, 6), 8, 8);
    // The arrow from the bubble to it.
    const QPointF from(
        std::clamp(static_cast<double>(t.center().x()), b.left() + 20.0, b.right() - 20.0),
        std::clamp(static_cast<double>(t.center().y()), b.top() + 20.0, b.bottom() - 20.0));
    QPointF to(std::clamp(from.x(), t.left() - 6.0, t.right() + 6.0),
               std::clamp(from.y(), t.top() - 6.0, t.bottom() + 6.0));
    QPointF start = from;
    if (from.y() <= b.top() + 20.0 + 0.1 && to.y() < b.top())
        start.setY(b.top());
    else if (from.y() >= b.bottom() - 20.0 - 0.1 && to.y() > b.bottom())
        start.setY(b.bottom());
    else if (to.x() < b.left())
        start.setX(b.left());
    else if (to.x() > b.right())
        start.setX(b.right());
    const QLineF line(start, to);
    if (line.length() < 8 || b.contains(to.toPoint()))
        return;
    p.setPen(QPen(kAccent, 3, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line);
    const double a = std::atan2(line.dy(), line.dx());
    const double s = 11;
    QPolygonF head;
    head << to << to - QPointF(std::cos(a - 0.45) * s, std::sin(a - 0.45) * s)
         << to - QPointF(std::cos(a + 0.45) * s, std::sin(a + 0.45) * s);
    p.setBrush(kAccent);
    p.drawPolygon(head);
}
