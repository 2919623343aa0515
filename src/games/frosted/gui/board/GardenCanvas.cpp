#include "GardenCanvas.h"

#include "Art.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using namespace frosted;

namespace {
constexpr qreal kMinScale = 4.0, kMaxScale = 160.0;
}

GardenCanvas::GardenCanvas(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
}

QPointF GardenCanvas::toWidget(QPointF cell) const {
    return (cell - centre_) * scale_ + QPointF(width() / 2.0, height() / 2.0);
}

QRectF GardenCanvas::cellRect(Point c) const {
    return {toWidget(QPointF(c.x, c.y)), QSizeF(scale_, scale_)};
}

QPoint GardenCanvas::cellCenter(Point cell) const {
    return toWidget(QPointF(cell.x + 0.5, cell.y + 0.5)).toPoint();
}

Point GardenCanvas::cellAt(QPointF w) const {
    const QPointF c = (w - QPointF(width() / 2.0, height() / 2.0)) / scale_ + centre_;
    return {static_cast<int>(std::floor(c.x())), static_cast<int>(std::floor(c.y()))};
}

void GardenCanvas::fitToView() {
    const Garden* g = canvasGarden();
    if (!g || g->empty())
        return;
    // Room around the garden for the ghost tile (a tile is at most 5 long).
    const qreal margin = fitMargin();
    const QRectF box(QPointF(g->minCorner().x - margin, g->minCorner().y - margin),
                     QPointF(g->maxCorner().x + 1 + margin, g->maxCorner().y + 1 + margin));
    scale_ = std::clamp(std::min(width() / box.width(), height() / box.height()), kMinScale, 110.0);
    centre_ = box.center();
    update();
}

bool GardenCanvas::gardenVisible() const {
    const Garden* g = canvasGarden();
    if (!g || g->empty())
        return true;
    const QRectF box(toWidget(QPointF(g->minCorner().x, g->minCorner().y)),
                     toWidget(QPointF(g->maxCorner().x + 1, g->maxCorner().y + 1)));
    return QRectF(rect()).contains(box);
}

void GardenCanvas::panBy(QPointF cells) {
    centre_ += cells;
    update();
}

void GardenCanvas::zoomIn() {
    scale_ = std::min(scale_ * 1.2, kMaxScale);
    update();
}

void GardenCanvas::zoomOut() {
    scale_ = std::max(scale_ / 1.2, kMinScale);
    update();
}

void GardenCanvas::paintCloth(QPainter& p, bool grid) const {
    p.fillRect(rect(), QColor(0xea, 0xf0, 0xe6)); // the cloth
    if (!grid)
        return;
    p.setPen(QPen(QColor(0xd3, 0xdd, 0xcf), 1));
    const Point tl = cellAt(QPointF(0, 0)), br = cellAt(QPointF(width(), height()));
    for (int x = tl.x; x <= br.x + 1; ++x)
        p.drawLine(toWidget(QPointF(x, tl.y)), toWidget(QPointF(x, br.y + 1)));
    for (int y = tl.y; y <= br.y + 1; ++y)
        p.drawLine(toWidget(QPointF(tl.x, y)), toWidget(QPointF(br.x + 1, y)));
}

void GardenCanvas::paintTiles(QPainter& p, const Garden& g) const {
    const QPointF origin = toWidget(QPointF(0, 0));
    for (const Garden::Laid& l : g.laid())
        art::drawFace(p, l.face, origin + QPointF(l.at.x * scale_, l.at.y * scale_), scale_);
}

QRectF GardenCanvas::pieceRect(const ImprovementPiece& piece) const {
    int x0 = piece.cells[0].x, y0 = piece.cells[0].y, x1 = x0, y1 = y0;
    for (Point c : piece.cells) {
        x0 = std::min(x0, c.x), y0 = std::min(y0, c.y);
        x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
    }
    return {toWidget(QPointF(x0, y0)), toWidget(QPointF(x1 + 1, y1 + 1))};
}

void GardenCanvas::paintImprovements(QPainter& p, const Garden& g) const {
    for (const ImprovementPiece& piece : g.improvementPieces())
        art::drawImprovement(p, piece.kind, pieceRect(piece));
}

void GardenCanvas::paintCells(QPainter& p, const std::vector<Point>& cells, const QColor& fill,
                              const QPen& outline) const {
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    for (Point c : cells)
        p.drawRect(cellRect(c));
    art::drawOutline(p, cells, toWidget(QPointF(0, 0)), scale_, outline);
}

QRectF GardenCanvas::paintGhost(QPainter& p, const Face& f, Point at, bool legal) const {
    const qreal s = scale_;
    const QPointF o = toWidget(QPointF(at.x, at.y));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 40)); // a lift shadow
    for (const Cell& c : f.cells)
        p.drawRect(QRectF(o + QPointF((c.x + 0.12) * s, (c.y + 0.12) * s), QSizeF(s, s)));
    art::drawFace(p, f, o, s, 0.85);
    std::vector<Point> cells;
    for (const Cell& c : f.cells)
        cells.push_back({c.x + at.x, c.y + at.y});
    // No tint over the ghost: its tulips keep their colours while the player judges them; the
    // outline says legal (green) or not (red, dashed).
    const QPointF origin = toWidget(QPointF(0, 0));
    art::drawOutline(p, cells, origin, s,
                     QPen(QColor(255, 255, 255, 220), std::max<qreal>(6, s / 5)));
    art::drawOutline(p, cells, origin, s,
                     QPen(legal ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28),
                          std::max<qreal>(3, s / 9), legal ? Qt::SolidLine : Qt::DashLine));
    return {o, QSizeF(f.width() * s, f.height() * s)};
}

void GardenCanvas::paintGapHints(QPainter& p, const std::vector<Gap>& gaps) const {
    p.setPen(QPen(QColor(0x8d, 0x6e, 0x10), 2, Qt::DashLine));
    p.setBrush(QColor(0xff, 0xf3, 0xc4, 160));
    for (const Gap& gap : gaps)
        for (Point c : gap.cells)
            p.drawRect(cellRect(c));
}

void GardenCanvas::paintRefusedCells(QPainter& p, const std::vector<Point>& cells) const {
    p.setPen(QPen(QColor(0xc6, 0x28, 0x28, 200), std::max<qreal>(2, scale_ / 14)));
    p.setBrush(Qt::NoBrush);
    for (Point c : cells)
        p.drawRect(cellRect(c).adjusted(3, 3, -3, -3));
}

QRectF GardenCanvas::paintReason(QPainter& p, const QRectF& ghostBox, const QString& why,
                                 const QRectF& avoid) const {
    QFont rf = font();
    rf.setPixelSize(14);
    p.setFont(rf);
    QRectF r = QFontMetricsF(rf).boundingRect(why).adjusted(-8, -5, 8, 5);
    r.moveCenter(QPointF(ghostBox.center().x(), 0));
    r.moveBottom(ghostBox.top() - 8);
    if (r.top() < 4)
        r.moveTop(ghostBox.bottom() + 8);
    r.moveLeft(std::clamp(r.left(), 4.0, std::max(4.0, width() - 4 - r.width())));
    if (!avoid.isEmpty() && r.intersects(avoid)) {
        QRectF other = r;
        other.moveTop(r.top() < ghostBox.top() ? ghostBox.bottom() + 8
                                               : ghostBox.top() - 8 - r.height());
        if (!other.intersects(avoid) && other.top() >= 4 && other.bottom() <= height() - 4)
            r = other;
    }
    p.setPen(QPen(QColor(0xc6, 0x28, 0x28), 1.5));
    p.setBrush(QColor(0xff, 0xf1, 0xf0));
    p.drawRoundedRect(r, 6, 6);
    p.setPen(QColor(0x8e, 0x1b, 0x1b));
    p.drawText(r, Qt::AlignCenter, why);
    return r;
}

namespace {
QFont topBubbleFont(QFont bf) {
    bf.setPixelSize(13);
    bf.setBold(true);
    return bf;
}
} // namespace

QRectF GardenCanvas::topBubbleRect(const QString& text, const QRectF& avoid) const {
    // At the top of the view, over the cloth, not beside the ghost where it would cover the
    // garden's tiles.
    QRectF br = QFontMetricsF(topBubbleFont(font())).boundingRect(text).adjusted(-7, -4, 7, 4);
    br.moveCenter(QPointF(width() / 2.0, 0));
    br.moveTop(8);
    br.moveLeft(std::clamp(br.left(), 80.0, std::max(80.0, width() - 4 - br.width())));
    // Never over the tile being placed: then at the bottom, left of the caption.
    if (!avoid.isEmpty() && br.intersects(avoid)) {
        QRectF low = br;
        low.moveLeft(8);
        low.moveBottom(height() - 8);
        if (!low.intersects(avoid))
            return low;
    }
    return br;
}

void GardenCanvas::paintTopBubble(QPainter& p, const QString& text, const QRectF& avoid) const {
    p.setFont(topBubbleFont(font()));
    const QRectF br = topBubbleRect(text, avoid);
    p.setPen(QPen(QColor(0x2e, 0x7d, 0x32), 1.5));
    p.setBrush(QColor(0xf0, 0xfa, 0xee));
    p.drawRoundedRect(br, 6, 6);
    p.setPen(QColor(0x1b, 0x5e, 0x20));
    p.drawText(br, Qt::AlignCenter, text);
}

void GardenCanvas::paintCaption(QPainter& p, const QString& caption) const {
    QFont f = font();
    f.setPixelSize(13);
    p.setFont(f);
    // On a pale plate: the garden may reach under the caption.
    QRectF box = QFontMetricsF(f).boundingRect(caption).adjusted(-6, -2, 6, 2);
    box.moveBottomRight(QPointF(width() - 4, height() - 4));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xf4, 0xf7, 0xf2, 215));
    p.drawRoundedRect(box, 5, 5);
    p.setPen(QColor(0x5a, 0x6a, 0x5a));
    p.drawText(box, Qt::AlignCenter, caption);
}

void GardenCanvas::resizeEvent(QResizeEvent*) {
    fitToView();
}

void GardenCanvas::mouseMoveEvent(QMouseEvent* e) {
    pointerInside_ = true;
    if (pressPos_) {
        const QPointF d = e->position() - *pressPos_;
        if (dragging_ || std::hypot(d.x(), d.y()) > 6) {
            dragging_ = true;
            centre_ = pressCentre_ - d / scale_;
            update();
            return;
        }
    }
    pointerMoved(cellAt(e->position()));
    update();
}

void GardenCanvas::leaveEvent(QEvent*) {
    pointerInside_ = false;
    update();
}

void GardenCanvas::mousePressEvent(QMouseEvent* e) {
    interacted();
    setFocus();
    if (e->button() == Qt::RightButton) {
        rightClickedAt(cellAt(e->position()));
        return;
    }
    if (e->button() == Qt::LeftButton || e->button() == Qt::MiddleButton) {
        pressPos_ = e->position();
        pressCentre_ = centre_;
        dragging_ = false;
    }
}

void GardenCanvas::mouseReleaseEvent(QMouseEvent* e) {
    const bool wasDrag = dragging_;
    pressPos_.reset();
    dragging_ = false;
    if (wasDrag || e->button() != Qt::LeftButton)
        return;
    pointerInside_ = true;
    clickedAt(cellAt(e->position()));
}

void GardenCanvas::wheelEvent(QWheelEvent* e) {
    interacted();
    const QPointF before = (e->position() - QPointF(width() / 2.0, height() / 2.0)) / scale_;
    const qreal factor = std::pow(1.0015, e->angleDelta().y());
    scale_ = std::clamp(scale_ * factor, kMinScale, kMaxScale);
    const QPointF after = (e->position() - QPointF(width() / 2.0, height() / 2.0)) / scale_;
    centre_ += before - after; // keep the cell under the pointer in place
    update();
}

bool GardenCanvas::event(QEvent* e) {
    if (e->type() == QEvent::NativeGesture) {
        auto* g = static_cast<QNativeGestureEvent*>(e);
        if (g->gestureType() == Qt::ZoomNativeGesture) {
            scale_ = std::clamp(scale_ * (1 + g->value()), kMinScale, kMaxScale);
            update();
            return true;
        }
    }
    return QWidget::event(e);
}

void GardenCanvas::keyPressEvent(QKeyEvent* e) {
    interacted();
    switch (e->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    default:
        QWidget::keyPressEvent(e);
    }
}
