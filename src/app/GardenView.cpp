#include "GardenView.h"

#include "Art.h"
#include "GameController.h"
#include "Words.h"
#include "frosted/game.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QWheelEvent>

#include <cmath>

using namespace frosted;

GardenView::GardenView(GameController* c, int seat, QWidget* parent)
    : QWidget(parent), c_(c), fixedSeat_(seat) {
    setMouseTracking(true);
    setFocusPolicy(seat < 0 ? Qt::StrongFocus : Qt::ClickFocus);
    setObjectName(seat < 0 ? QStringLiteral("gardenView")
                           : QStringLiteral("gardenView%1").arg(seat));
    connect(c_, &GameController::stateChanged, this, &GardenView::onStateChanged);
    connect(c_, &GameController::ghostChanged, this, qOverload<>(&QWidget::update));
    connect(c_, &GameController::refused, this, qOverload<>(&QWidget::update));
}

int GardenView::seat() const {
    if (fixedSeat_ >= 0)
        return fixedSeat_;
    return c_->hasGame() ? c_->shown().currentSeat() : 0;
}

bool GardenView::interactive() const {
    return fixedSeat_ < 0;
}

void GardenView::onStateChanged() {
    if (!c_->hasGame())
        return;
    const std::size_t laid = c_->shown().player(seat()).garden.laid().size();
    if (seat() != shownSeat_ || laid != shownLaid_) {
        shownSeat_ = seat();
        shownLaid_ = laid;
        fitToView();
    }
    highlight_.clear();
    update();
}

void GardenView::setHighlight(std::vector<Point> cells, const QString& label) {
    highlight_ = std::move(cells);
    highlightLabel_ = label;
    update();
}

QPointF GardenView::toWidget(QPointF cell) const {
    return (cell - centre_) * scale_ + QPointF(width() / 2.0, height() / 2.0);
}

QPoint GardenView::cellCenter(Point cell) const {
    return toWidget(QPointF(cell.x + 0.5, cell.y + 0.5)).toPoint();
}

Point GardenView::cellAt(QPointF w) const {
    const QPointF c = (w - QPointF(width() / 2.0, height() / 2.0)) / scale_ + centre_;
    return {static_cast<int>(std::floor(c.x())), static_cast<int>(std::floor(c.y()))};
}

void GardenView::fitToView() {
    if (!c_->hasGame())
        return;
    const Garden& g = c_->shown().player(seat()).garden;
    if (g.empty())
        return;
    // Room around the garden for the ghost tile (a tile is at most 5 long).
    const qreal margin = thumbnail_ ? 0.6 : 3.2;
    const QRectF box(QPointF(g.minCorner().x - margin, g.minCorner().y - margin),
                     QPointF(g.maxCorner().x + 1 + margin, g.maxCorner().y + 1 + margin));
    scale_ = std::clamp(std::min(width() / box.width(), height() / box.height()), 4.0, 110.0);
    centre_ = box.center();
    update();
}

void GardenView::zoomIn() {
    scale_ = std::min(scale_ * 1.2, 160.0);
    update();
}

void GardenView::zoomOut() {
    scale_ = std::max(scale_ / 1.2, 4.0);
    update();
}

void GardenView::resizeEvent(QResizeEvent*) {
    fitToView();
}

void GardenView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xea, 0xf0, 0xe6)); // the cloth
    if (!c_->hasGame())
        return;
    const GameState& gs = c_->shown();
    const Garden& g = gs.player(seat()).garden;
    const qreal s = scale_;
    // Faint grid around the garden.
    if (!thumbnail_) {
        p.setPen(QPen(QColor(0xd3, 0xdd, 0xcf), 1));
        const Point tl = cellAt(QPointF(0, 0)), br = cellAt(QPointF(width(), height()));
        for (int x = tl.x; x <= br.x + 1; ++x)
            p.drawLine(toWidget(QPointF(x, tl.y)), toWidget(QPointF(x, br.y + 1)));
        for (int y = tl.y; y <= br.y + 1; ++y)
            p.drawLine(toWidget(QPointF(tl.x, y)), toWidget(QPointF(br.x + 1, y)));
    }
    const QPointF origin = toWidget(QPointF(0, 0));
    for (const Garden::Laid& l : g.laid()) {
        Face f = l.face;
        art::drawFace(p, f, origin + QPointF(l.at.x * s, l.at.y * s), s);
    }
    for (const ImprovementPiece& piece : g.improvementPieces()) {
        int x0 = piece.cells[0].x, y0 = piece.cells[0].y, x1 = x0, y1 = y0;
        for (Point c : piece.cells) {
            x0 = std::min(x0, c.x), y0 = std::min(y0, c.y);
            x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
        }
        art::drawImprovement(p, piece.kind,
                             QRectF(toWidget(QPointF(x0, y0)), toWidget(QPointF(x1 + 1, y1 + 1))));
    }
    // This turn's tile, once placed.
    if (interactive() && !gs.isOver() && !gs.placedCells().empty() &&
        (gs.phase() == Phase::PlayCard || gs.phase() == Phase::Claim))
        art::drawOutline(p, gs.placedCells(), origin, s, QPen(QColor(0xff, 0xb3, 0x00), s / 10));
    if (!highlight_.empty()) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 230, 120, 90));
        for (Point c : highlight_)
            p.drawRect(QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)));
        art::drawOutline(p, highlight_, origin, s, QPen(QColor(0xd1, 0x6d, 0x00), s / 9));
        if (!highlightLabel_.isEmpty()) {
            QFont f = font();
            f.setPixelSize(16);
            f.setBold(true);
            p.setFont(f);
            const QRectF r(80, 10, width() - 90, 26);
            p.setPen(art::ink());
            p.drawText(r, Qt::AlignLeft | Qt::AlignTop, highlightLabel_);
        }
    }
    if (interactive() && c_->hasGhost()) {
        // Hints: the pointer cells where the tile fits in this orientation.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2e, 0x7d, 0x32, 110));
        for (Point c : c_->legalPointerCells())
            p.drawEllipse(toWidget(QPointF(c.x + 0.5, c.y + 0.5)), s * 0.09, s * 0.09);
        if (const auto at = c_->ghostAnchor()) {
            const PlacementPreview& pv = c_->ghostPreview();
            const Face f = c_->ghostFace();
            const QPointF o = toWidget(QPointF(at->x, at->y));
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0, 0, 0, 40)); // a lift shadow
            for (const Cell& c : f.cells)
                p.drawRect(QRectF(o + QPointF((c.x + 0.12) * s, (c.y + 0.12) * s), QSizeF(s, s)));
            art::drawFace(p, f, o, s, 0.85);
            std::vector<Point> cells;
            for (const Cell& c : f.cells)
                cells.push_back({c.x + at->x, c.y + at->y});
            const bool legal = pv.legal();
            p.setPen(Qt::NoPen);
            p.setBrush(legal ? QColor(60, 180, 80, 45) : QColor(220, 40, 40, 60));
            for (Point c : cells)
                p.drawRect(QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)));
            art::drawOutline(p, cells, origin, s,
                             QPen(QColor(255, 255, 255, 220), std::max<qreal>(6, s / 5)));
            art::drawOutline(p, cells, origin, s,
                             QPen(legal ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28),
                                  std::max<qreal>(3, s / 9)));
            if (legal) {
                // A bubble next to the tile: the best card and the Improvements (from the core).
                int best = 0;
                for (int v : pv.cardPoints)
                    best = std::max(best, v);
                QString text = tr("best card +%1").arg(best);
                if (pv.improvements.total() > 0)
                    text += QStringLiteral(" · ") + words::improvements(pv.improvements);
                if (!pv.claimable.empty())
                    text += tr(" · objective!");
                QFont bf = font();
                bf.setPixelSize(13);
                bf.setBold(true);
                p.setFont(bf);
                QRectF br = QFontMetricsF(bf).boundingRect(text).adjusted(-7, -4, 7, 4);
                const QPointF tr = toWidget(QPointF(at->x + f.width(), at->y));
                br.moveBottomLeft(tr + QPointF(4, -4));
                if (br.right() > width() - 4)
                    br.moveRight(width() - 4);
                if (br.top() < 4)
                    br.moveTop(4);
                p.setPen(QPen(QColor(0x2e, 0x7d, 0x32), 1.5));
                p.setBrush(QColor(0xf0, 0xfa, 0xee));
                p.drawRoundedRect(br, 6, 6);
                p.setPen(QColor(0x1b, 0x5e, 0x20));
                p.drawText(br, Qt::AlignCenter, text);
            }
            if (legal) {
                // The gaps the placement would create, with their Improvements.
                for (const Gap& gap : pv.check.gaps) {
                    p.setPen(QPen(QColor(0x8d, 0x6e, 0x10), 2, Qt::DashLine));
                    p.setBrush(QColor(0xff, 0xf3, 0xc4, 160));
                    for (Point c : gap.cells)
                        p.drawRect(QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)));
                }
            } else {
                p.setPen(Qt::NoPen);
                p.setBrush(QBrush(QColor(220, 40, 40, 120), Qt::BDiagPattern));
                for (Point c : pv.check.region)
                    p.drawRect(QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)));
                // The core's reason, next to the pointer.
                const QString why = words::q(pv.check.message());
                QFont f = font();
                f.setPixelSize(14);
                p.setFont(f);
                const QPointF anchor =
                    pointerInside_ ? pointer_ : toWidget(QPointF(at->x + f.pointSize() * 0, at->y));
                QRectF tr = QFontMetricsF(f).boundingRect(why).adjusted(-8, -5, 8, 5);
                tr.moveTopLeft(anchor + QPointF(16, 18));
                if (tr.right() > width() - 4)
                    tr.moveRight(width() - 4);
                if (tr.bottom() > height() - 4)
                    tr.moveBottom(anchor.y() - 12);
                p.setPen(QPen(QColor(0xc6, 0x28, 0x28), 1.5));
                p.setBrush(QColor(0xff, 0xf1, 0xf0));
                p.drawRoundedRect(tr, 6, 6);
                p.setPen(QColor(0x8e, 0x1b, 0x1b));
                p.drawText(tr, Qt::AlignCenter, why);
            }
        }
    }
    if (!thumbnail_ && interactive()) {
        QFont f = font();
        f.setPixelSize(13);
        p.setFont(f);
        p.setPen(QColor(0x5a, 0x6a, 0x5a));
        p.drawText(rect().adjusted(8, 4, -8, -6), Qt::AlignRight | Qt::AlignBottom,
                   tr("%1's garden  ·  wheel: zoom  ·  drag: pan").arg(c_->seatName(seat())));
    }
}

void GardenView::mouseMoveEvent(QMouseEvent* e) {
    pointer_ = e->position();
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
    if (interactive() && c_->hasGhost())
        c_->setGhostPointer(cellAt(e->position()));
    update();
}

void GardenView::leaveEvent(QEvent*) {
    pointerInside_ = false;
    update();
}

void GardenView::mousePressEvent(QMouseEvent* e) {
    setFocus();
    if (e->button() == Qt::RightButton) {
        if (interactive())
            c_->rotate();
        return;
    }
    if (e->button() == Qt::LeftButton || e->button() == Qt::MiddleButton) {
        pressPos_ = e->position();
        pressCentre_ = centre_;
        dragging_ = false;
    }
}

void GardenView::mouseReleaseEvent(QMouseEvent* e) {
    const bool wasDrag = dragging_;
    pressPos_.reset();
    if (thumbnail_ && !wasDrag && e->button() == Qt::LeftButton) {
        emit clicked();
        return;
    }
    dragging_ = false;
    if (wasDrag || e->button() != Qt::LeftButton || !interactive() || !c_->hasGhost())
        return;
    pointer_ = e->position();
    pointerInside_ = true;
    c_->setGhostPointer(cellAt(e->position()));
    c_->place();
}

void GardenView::wheelEvent(QWheelEvent* e) {
    const QPointF before = (e->position() - QPointF(width() / 2.0, height() / 2.0)) / scale_;
    const qreal factor = std::pow(1.0015, e->angleDelta().y());
    scale_ = std::clamp(scale_ * factor, 4.0, 160.0);
    const QPointF after = (e->position() - QPointF(width() / 2.0, height() / 2.0)) / scale_;
    centre_ += before - after; // keep the cell under the pointer in place
    update();
}

bool GardenView::event(QEvent* e) {
    if (e->type() == QEvent::NativeGesture) {
        auto* g = static_cast<QNativeGestureEvent*>(e);
        if (g->gestureType() == Qt::ZoomNativeGesture) {
            scale_ = std::clamp(scale_ * (1 + g->value()), 4.0, 160.0);
            update();
            return true;
        }
    }
    return QWidget::event(e);
}

void GardenView::keyPressEvent(QKeyEvent* e) {
    if (interactive() && c_->hasGhost()) {
        pointerInside_ = false;
        switch (e->key()) {
        case Qt::Key_Left:
            c_->moveGhost(-1, 0);
            return;
        case Qt::Key_Right:
            c_->moveGhost(1, 0);
            return;
        case Qt::Key_Up:
            c_->moveGhost(0, -1);
            return;
        case Qt::Key_Down:
            c_->moveGhost(0, 1);
            return;
        default:
            break;
        }
    }
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
