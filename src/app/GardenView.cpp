#include "GardenView.h"

#include "Art.h"
#include "GameController.h"
#include "Words.h"
#include "frosted/game.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using namespace frosted;

namespace {
constexpr int kPopMs = 350;      // the Improvements appear
constexpr int kCaptionMs = 2600; // the caption stays, then fades
constexpr int kFadeMs = 450;

bool inGaps(const std::vector<Gap>& gaps, Point p) {
    for (const Gap& g : gaps)
        if (std::find(g.cells.begin(), g.cells.end(), p) != g.cells.end())
            return true;
    return false;
}
} // namespace

GardenView::GardenView(GameController* c, int seat, QWidget* parent)
    : QWidget(parent), c_(c), fixedSeat_(seat) {
    setMouseTracking(true);
    setFocusPolicy(seat < 0 ? Qt::StrongFocus : Qt::ClickFocus);
    setObjectName(seat < 0 ? QStringLiteral("gardenView")
                           : QStringLiteral("gardenView%1").arg(seat));
    connect(c_, &GameController::stateChanged, this, &GardenView::onStateChanged);
    connect(c_, &GameController::tilePlaced, this, &GardenView::onTilePlaced);
    connect(c_, &GameController::ghostChanged, this, [this] {
        followGhost();
        update();
    });
    connect(c_, &GameController::refused, this, qOverload<>(&QWidget::update));
    gapAnim_ = new QVariantAnimation(this);
    gapAnim_->setStartValue(0.0);
    gapAnim_->setEndValue(1.0);
    gapAnim_->setDuration(kCaptionMs);
    connect(gapAnim_, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
    connect(gapAnim_, &QVariantAnimation::finished, this, &GardenView::finishAnimation);
}

bool GardenView::animating() const {
    return gapAnim_->state() == QAbstractAnimation::Running;
}

void GardenView::finishAnimation() {
    gapAnim_->stop();
    if (animGaps_.empty())
        return;
    animGaps_.clear();
    gapCaption_.clear();
    update();
}

int GardenView::seat() const {
    if (fixedSeat_ >= 0)
        return fixedSeat_;
    return c_->hasGame() ? c_->shown().currentSeat() : 0;
}

bool GardenView::interactive() const {
    return fixedSeat_ < 0;
}

bool GardenView::hasSeat() const {
    // A garden window of a seat that the game now on the table does not have (a game with fewer
    // players was started or opened since it was opened) shows nothing.
    return c_->hasGame() && seat() < c_->shown().seatCount();
}

void GardenView::onStateChanged() {
    if (!hasSeat())
        return;
    const SeatView& g = c_->shown();
    const Garden& garden = g.player(seat()).garden;
    const std::size_t laid = garden.laid().size();
    // The view holds still while the garden changes (a placement, Undo): it fits again for
    // another seat's garden, or when the garden has grown past the visible area.
    if (seat() != shownSeat_) {
        shownSeat_ = seat();
        shownLaid_ = laid;
        fitToView();
    } else if (laid != shownLaid_) {
        shownLaid_ = laid;
        if (!gardenVisible())
            fitToView();
    }
    highlight_.clear();
    // Any change of state ends the running animation (a placement that filled gaps starts one
    // after it: onTilePlaced).
    finishAnimation();
    update();
}

void GardenView::onTilePlaced(int placedSeat) {
    // The event of the placement; what it filled is in the turn's record (R-GAP-2/3).
    if (!hasSeat() || placedSeat != seat() || !interactive() || thumbnail_ ||
        !art::animationsEnabled())
        return;
    const SeatView& g = c_->shown();
    const PlayerTurn& turn = g.currentTurn();
    if (g.isOver() || g.phase() != Phase::PlayCard || turn.seat != placedSeat || !turn.placed ||
        turn.gaps.empty())
        return;
    animGaps_ = turn.gaps;
    // The Worker coins as the core previewed them for this placement.
    const PlacementPreview& pv = c_->lastPlacement();
    gapCaption_ = words::gapsCaption(turn.gaps, pv.check.gaps == turn.gaps ? pv.coins : 0);
    gapAnim_->start();
    update();
}

void GardenView::drawGapCaption(QPainter& p, qreal ms) {
    if (gapCaption_.isEmpty())
        return;
    // Above the garden (below it when there is no room), over the gaps, with a thin leader down
    // to them: the caption never hides the tile just placed.
    int x0 = animGaps_[0].cells[0].x, y0 = animGaps_[0].cells[0].y, x1 = x0, y1 = y0;
    for (const Gap& gp : animGaps_)
        for (Point c : gp.cells) {
            x0 = std::min(x0, c.x), y0 = std::min(y0, c.y);
            x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
        }
    const QRectF cells(toWidget(QPointF(x0, y0)), toWidget(QPointF(x1 + 1, y1 + 1)));
    const Garden& g = c_->shown().player(seat()).garden;
    const qreal top = toWidget(QPointF(0, g.minCorner().y)).y();
    const qreal bottom = toWidget(QPointF(0, g.maxCorner().y + 1)).y();
    QFont f = font();
    f.setPixelSize(13);
    f.setBold(true);
    p.setFont(f);
    QRectF r = QFontMetricsF(f).boundingRect(gapCaption_).adjusted(-9, -5, 9, 5);
    const qreal in = std::clamp(ms / 180.0, 0.0, 1.0);
    const qreal out = std::clamp((kCaptionMs - ms) / kFadeMs, 0.0, 1.0);
    r.moveCenter(QPointF(cells.center().x(), 0));
    r.moveBottom(top - 14 + (1 - in) * 6);
    QPointF from(cells.center().x(), r.bottom()), to(cells.center().x(), cells.top() + 4);
    if (r.top() < 4) {
        r.moveTop(bottom + 14 - (1 - in) * 6);
        from.setY(r.top());
        to.setY(cells.bottom() - 4);
    }
    r.moveLeft(std::clamp(r.left(), 4.0, std::max(4.0, width() - 4 - r.width())));
    p.save();
    p.setOpacity(std::min(in, out));
    p.setPen(QPen(QColor(0x8d, 0x6e, 0x10, 200), 1.5, Qt::DotLine, Qt::RoundCap));
    p.drawLine(from, to);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x8d, 0x6e, 0x10));
    p.drawEllipse(to, 3, 3);
    p.setPen(QPen(QColor(0x8d, 0x6e, 0x10), 1.5));
    p.setBrush(QColor(0xff, 0xf8, 0xe1));
    p.drawRoundedRect(r, 6, 6);
    p.setPen(QColor(0x5d, 0x40, 0x37));
    p.drawText(r, Qt::AlignCenter, gapCaption_);
    p.restore();
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
    if (!hasSeat())
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

bool GardenView::gardenVisible() const {
    const Garden& g = c_->shown().player(seat()).garden;
    if (g.empty())
        return true;
    const QRectF box(toWidget(QPointF(g.minCorner().x, g.minCorner().y)),
                     toWidget(QPointF(g.maxCorner().x + 1, g.maxCorner().y + 1)));
    return QRectF(rect()).contains(box);
}

void GardenView::followGhost() {
    // Moved by the keys, the ghost stays in sight: the view pans by whole cells to keep it a
    // cell inside the edges (the pointer, when it moves the ghost, is in the view already).
    if (!interactive() || pointerInside_ || !c_->hasGhost())
        return;
    const auto at = c_->ghostAnchor();
    if (!at)
        return;
    const Face f = c_->ghostFace();
    const QRectF ghost(toWidget(QPointF(at->x - 1, at->y - 1)),
                       toWidget(QPointF(at->x + f.width() + 1, at->y + f.height() + 1)));
    QPointF shift(0, 0);
    if (ghost.left() < 0)
        shift.rx() = ghost.left();
    else if (ghost.right() > width())
        shift.rx() = ghost.right() - width();
    if (ghost.top() < 0)
        shift.ry() = ghost.top();
    else if (ghost.bottom() > height())
        shift.ry() = ghost.bottom() - height();
    if (shift != QPointF(0, 0)) {
        centre_ += shift / scale_;
        update();
    }
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

std::vector<Point> GardenView::lastPlacementCells() const {
    std::vector<Point> out;
    if (!hasSeat())
        return out;
    const std::vector<Garden::Laid>& laid = c_->shown().player(seat()).garden.laid();
    if (laid.size() < 2) // the starting tile alone: nothing placed yet
        return out;
    for (const Cell& cell : laid.back().face.cells)
        out.push_back({laid.back().at.x + cell.x, laid.back().at.y + cell.y});
    return out;
}

void GardenView::paintEvent(QPaintEvent*) {
    lastGhost_ = lastReason_ = {};
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xea, 0xf0, 0xe6)); // the cloth
    if (!hasSeat())
        return;
    const SeatView& gs = c_->shown();
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
    // The gap animation: a warm glow on the filled cells, fading, under the new figures.
    const qreal ms = animGaps_.empty() ? kCaptionMs : gapAnim_->currentTime();
    if (!animGaps_.empty()) {
        const qreal glow = std::clamp(1 - ms / 900.0, 0.0, 1.0);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xff, 0xe0, 0x82, static_cast<int>(170 * glow)));
        for (const Gap& gp : animGaps_)
            for (Point c : gp.cells)
                p.drawRect(QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)));
    }
    for (const ImprovementPiece& piece : g.improvementPieces()) {
        int x0 = piece.cells[0].x, y0 = piece.cells[0].y, x1 = x0, y1 = y0;
        for (Point c : piece.cells) {
            x0 = std::min(x0, c.x), y0 = std::min(y0, c.y);
            x1 = std::max(x1, c.x), y1 = std::max(y1, c.y);
        }
        const QRectF r(toWidget(QPointF(x0, y0)), toWidget(QPointF(x1 + 1, y1 + 1)));
        if (ms < kPopMs && inGaps(animGaps_, piece.cells[0])) {
            // Pops in: grows from 55% with a slight overshoot, fading in.
            const qreal t = ms / kPopMs;
            const qreal grow =
                0.55 + 0.45 * QEasingCurve(QEasingCurve::OutBack).valueForProgress(t);
            p.save();
            p.setOpacity(std::clamp(t * 1.8, 0.0, 1.0));
            p.translate(r.center());
            p.scale(grow, grow);
            p.translate(-r.center());
            art::drawImprovement(p, piece.kind, r);
            p.restore();
        } else
            art::drawImprovement(p, piece.kind, r);
    }
    // The tile laid last, outlined thinly (this turn's, once placed, gets the bold outline).
    if (const std::vector<Point> last = lastPlacementCells(); !last.empty())
        art::drawOutline(p, last, origin, s,
                         QPen(QColor(0xe0, 0x9a, 0x1a, 230), std::max(1.5, s / 18)));
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
    lastFit_.clear();
    if (interactive() && c_->hasGhost()) {
        // Hints: the pointer cells where the tile fits in this orientation.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2e, 0x7d, 0x32, 110));
        for (Point c : c_->legalPointerCells())
            p.drawEllipse(toWidget(QPointF(c.x + 0.5, c.y + 0.5)), s * 0.09, s * 0.09);
        if (const auto fit = c_->nearestFitAnchor()) {
            // Where the tile would fit nearest, in this orientation: its footprint, faint and
            // dashed green, so the player sees a place to move it to, not only a dot.
            std::vector<Point> cells;
            for (const Cell& c : c_->ghostFace().cells)
                cells.push_back({c.x + fit->x, c.y + fit->y});
            p.setBrush(QColor(0x2e, 0x7d, 0x32, 40));
            for (Point c : cells)
                p.drawRect(QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)));
            art::drawOutline(
                p, cells, origin, s,
                QPen(QColor(0x2e, 0x7d, 0x32, 200), std::max<qreal>(2, s / 14), Qt::DashLine));
            lastFit_ = cells;
        }
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
            // No tint over the ghost: its tulips keep their colours while the player judges
            // them; the outline says legal (green) or not (red, dashed).
            art::drawOutline(p, cells, origin, s,
                             QPen(QColor(255, 255, 255, 220), std::max<qreal>(6, s / 5)));
            art::drawOutline(p, cells, origin, s,
                             QPen(legal ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28),
                                  std::max<qreal>(3, s / 9), legal ? Qt::SolidLine : Qt::DashLine));
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
                // At the top of the view, over the cloth, not beside the ghost where it would
                // cover the garden's tiles.
                QRectF br = QFontMetricsF(bf).boundingRect(text).adjusted(-7, -4, 7, 4);
                br.moveCenter(QPointF(width() / 2.0, 0));
                br.moveTop(8);
                br.moveLeft(std::clamp(br.left(), 80.0, std::max(80.0, width() - 4 - br.width())));
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
                // The cells where the rule breaks: a red frame inside each, the ghost's tulips
                // still seen through it.
                p.setPen(QPen(QColor(0xc6, 0x28, 0x28, 200), std::max<qreal>(2, s / 14)));
                p.setBrush(Qt::NoBrush);
                for (Point c : pv.check.region)
                    p.drawRect(
                        QRectF(toWidget(QPointF(c.x, c.y)), QSizeF(s, s)).adjusted(3, 3, -3, -3));
                // The core's reason, in a bubble above the ghost (below it when there is no
                // room), never over it.
                const QString why = words::placementProblem(pv.check);
                QFont rf = font();
                rf.setPixelSize(14);
                p.setFont(rf);
                const QRectF ghostBox(o, QSizeF(f.width() * s, f.height() * s));
                QRectF tr = QFontMetricsF(rf).boundingRect(why).adjusted(-8, -5, 8, 5);
                tr.moveCenter(QPointF(ghostBox.center().x(), 0));
                tr.moveBottom(ghostBox.top() - 8);
                if (tr.top() < 4)
                    tr.moveTop(ghostBox.bottom() + 8);
                tr.moveLeft(std::clamp(tr.left(), 4.0, std::max(4.0, width() - 4 - tr.width())));
                lastGhost_ = ghostBox;
                lastReason_ = tr;
                p.setPen(QPen(QColor(0xc6, 0x28, 0x28), 1.5));
                p.setBrush(QColor(0xff, 0xf1, 0xf0));
                p.drawRoundedRect(tr, 6, 6);
                p.setPen(QColor(0x8e, 0x1b, 0x1b));
                p.drawText(tr, Qt::AlignCenter, why);
            }
        }
    }
    if (!animGaps_.empty())
        drawGapCaption(p, ms);
    if (!thumbnail_ && interactive()) {
        QFont f = font();
        f.setPixelSize(13);
        p.setFont(f);
        // On a pale plate: the garden may reach under the caption.
        const QString caption =
            tr("%1's garden  ·  wheel: zoom  ·  drag: pan").arg(c_->seatName(seat()));
        QRectF box = QFontMetricsF(f).boundingRect(caption).adjusted(-6, -2, 6, 2);
        box.moveBottomRight(QPointF(width() - 4, height() - 4));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xf4, 0xf7, 0xf2, 215));
        p.drawRoundedRect(box, 5, 5);
        p.setPen(QColor(0x5a, 0x6a, 0x5a));
        p.drawText(box, Qt::AlignCenter, caption);
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
    finishAnimation();
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
    finishAnimation();
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
    finishAnimation();
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
