#include "RingLayout.h"

#include <algorithm>
#include <cmath>

RingLayout::RingLayout(const QRectF& area, int n, qreal label, qreal coin)
    : area_(area), label_(label), coin_(coin) {
    // Two rows: the top one holds the first half of the loop (rounded up), left to right; the
    // bottom one the rest, right to left, centred under the top row when it is shorter.
    n = std::max(1, n);
    const int top = (n + 1) / 2, bottom = n - top;
    const int rows = bottom > 0 ? 2 : 1;
    const qreal w = (area.width() - (top - 1) * kGap) / top;
    const qreal h = (area.height() - (rows - 1) * kGap) / rows;
    const qreal shift = (top - bottom) * (w + kGap) / 2;
    rects_.resize(static_cast<std::size_t>(n));
    for (int s = 0; s < n; ++s) {
        const int p = loopIndex(s);
        const qreal x = p < top ? area.left() + p * (w + kGap)
                                : area.right() - w - (p - top) * (w + kGap) - shift;
        const qreal y = p < top ? area.top() : area.bottom() - h;
        rects_[static_cast<std::size_t>(s)] = QRectF(x, y, w, h);
    }
}

int RingLayout::loopIndex(int s) const {
    // R-MKT-1: slot 0 at the bottom left, then clockwise: the top row from the left...
    const int n = std::max(1, count());
    return (s + n - 1) % n;
}

QRectF RingLayout::slot(int s) const {
    if (s < 0 || s >= count())
        return {};
    return rects_[static_cast<std::size_t>(s)];
}

QRectF RingLayout::face(int s) const {
    const QRectF r = slot(s);
    return {r.left() + 4, r.top() + 4, r.width() - 10 - coin_, r.height() - 6 - label_};
}

QRectF RingLayout::coins(int s) const {
    const QRectF r = slot(s);
    return {r.right() - 4 - coin_, r.top() + 4, coin_, r.height() - 6 - label_};
}

QRectF RingLayout::label(int s) const {
    const QRectF r = slot(s);
    return {r.left() + 2, r.bottom() - 2 - label_, r.width() - 4, label_};
}

QRectF RingLayout::token(int s) const {
    // In the middle of the emptied tile's place, as large as reads well.
    const QRectF f = face(s);
    const qreal d = std::min({72.0, f.height() * 0.7, f.width() * 0.7});
    return {f.center() - QPointF(d / 2, d / 2), QSizeF(d, d)};
}

std::vector<QPointF> RingLayout::path(int from, int to) const {
    std::vector<QPointF> out{token(from).center()};
    const int n = count();
    if (from < 0 || to < 0 || n == 0)
        return out;
    for (int s = (from + 1) % n; out.size() <= static_cast<std::size_t>(n); s = (s + 1) % n) {
        out.push_back(token(s).center());
        if (s == to)
            break;
    }
    return out;
}

QPointF RingLayout::along(const std::vector<QPointF>& path, qreal t) {
    if (path.empty())
        return {};
    std::vector<qreal> len{0};
    for (std::size_t i = 1; i < path.size(); ++i)
        len.push_back(len.back() +
                      std::hypot(path[i].x() - path[i - 1].x(), path[i].y() - path[i - 1].y()));
    const qreal at = std::clamp(t, 0.0, 1.0) * len.back();
    for (std::size_t i = 1; i < path.size(); ++i)
        if (at <= len[i] && len[i] > len[i - 1]) {
            const qreal f = (at - len[i - 1]) / (len[i] - len[i - 1]);
            return path[i - 1] + (path[i] - path[i - 1]) * f;
        }
    return path.back();
}

std::vector<RingLayout::Arrow> RingLayout::arrows() const {
    // Halfway between the facing edges of two neighbouring slots, pointing at the next one.
    std::vector<Arrow> out;
    const int n = count();
    if (n < 2)
        return out;
    for (int s = 0; s < n; ++s) {
        const QRectF a = slot(s), b = slot((s + 1) % n);
        QPointF at, dir;
        if (std::abs(a.center().y() - b.center().y()) < 1) { // in one row
            const bool right = b.center().x() > a.center().x();
            at = QPointF(right ? (a.right() + b.left()) / 2 : (a.left() + b.right()) / 2,
                         a.center().y());
            dir = QPointF(right ? 1 : -1, 0);
        } else { // from one row to the other, at the loop's end
            const bool down = b.center().y() > a.center().y();
            at = QPointF((a.center().x() + b.center().x()) / 2,
                         down ? (a.bottom() + b.top()) / 2 : (a.top() + b.bottom()) / 2);
            dir = QPointF(0, down ? 1 : -1);
        }
        out.push_back({s, at, dir});
    }
    return out;
}

QRectF RingLayout::loop() const {
    if (count() < 3)
        return {};
    qreal l = 1e9, t = 1e9, r = -1e9, b = -1e9;
    for (const QRectF& s : rects_) {
        l = std::min(l, s.center().x());
        r = std::max(r, s.center().x());
        t = std::min(t, s.center().y());
        b = std::max(b, s.center().y());
    }
    return QRectF(QPointF(l, t), QPointF(r, b));
}
