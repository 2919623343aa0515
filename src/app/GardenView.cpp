#include "GardenView.h"

#include "Art.h"
#include "GameController.h"
#include "Words.h"
#include "frosted/game.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>

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
    : GardenCanvas(parent), c_(c), fixedSeat_(seat) {
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

const Garden* GardenView::canvasGarden() const {
    return hasSeat() ? &c_->shown().player(seat()).garden : nullptr;
}

void GardenView::followGhost() {
    // Moved by the keys, the ghost stays in sight: the view pans by whole cells to keep it a
    // cell inside the edges (the pointer, when it moves the ghost, is in the view already).
    if (!interactive() || pointerInside() || !c_->hasGhost())
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
    if (shift != QPointF(0, 0))
        panBy(shift / cellSize());
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
    paintCloth(p, hasSeat() && !thumbnail_); // a faint grid around the garden
    if (!hasSeat())
        return;
    const SeatView& gs = c_->shown();
    const Garden& g = gs.player(seat()).garden;
    const qreal s = cellSize();
    const QPointF origin = toWidget(QPointF(0, 0));
    paintTiles(p, g);
    // The gap animation: a warm glow on the filled cells, fading, under the new figures.
    const qreal ms = animGaps_.empty() ? kCaptionMs : gapAnim_->currentTime();
    if (!animGaps_.empty()) {
        const qreal glow = std::clamp(1 - ms / 900.0, 0.0, 1.0);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xff, 0xe0, 0x82, static_cast<int>(170 * glow)));
        for (const Gap& gp : animGaps_)
            for (Point c : gp.cells)
                p.drawRect(cellRect(c));
    }
    for (const ImprovementPiece& piece : g.improvementPieces()) {
        const QRectF r = pieceRect(piece);
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
            p.drawRect(cellRect(c));
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
                p.drawRect(cellRect(c));
            art::drawOutline(
                p, cells, origin, s,
                QPen(QColor(0x2e, 0x7d, 0x32, 200), std::max<qreal>(2, s / 14), Qt::DashLine));
            lastFit_ = cells;
        }
        if (const auto at = c_->ghostAnchor()) {
            const PlacementPreview& pv = c_->ghostPreview();
            const Face f = c_->ghostFace();
            const bool legal = pv.legal();
            const QRectF ghostBox = paintGhost(p, f, *at, legal);
            if (legal) {
                paintTopBubble(p, words::previewBubble(pv)); // what it brings, from the core
                paintGapHints(p, pv.check.gaps);             // what it would enclose
            } else {
                paintRefusedCells(p, pv.check.region);
                // The core's reason, in a bubble above the ghost (below it when there is no
                // room), never over it.
                lastGhost_ = ghostBox;
                lastReason_ = paintReason(p, ghostBox, words::placementProblem(pv.check));
            }
        }
    }
    if (!animGaps_.empty())
        drawGapCaption(p, ms);
    if (!thumbnail_ && interactive())
        paintCaption(p, tr("%1's garden  ·  wheel: zoom  ·  drag: pan").arg(c_->seatName(seat())));
}

void GardenView::pointerMoved(Point cell) {
    if (interactive() && c_->hasGhost())
        c_->setGhostPointer(cell);
}

void GardenView::rightClickedAt(Point) {
    if (interactive())
        c_->rotate();
}

void GardenView::clickedAt(Point cell) {
    if (thumbnail_) {
        emit clicked();
        return;
    }
    if (!interactive() || !c_->hasGhost())
        return;
    c_->setGhostPointer(cell);
    c_->place();
}

void GardenView::keyPressEvent(QKeyEvent* e) {
    finishAnimation();
    if (interactive() && c_->hasGhost()) {
        forgetPointer();
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
    GardenCanvas::keyPressEvent(e);
}
