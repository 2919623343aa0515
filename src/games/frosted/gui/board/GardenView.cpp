#include "GardenView.h"

#include "Art.h"
#include "GameController.h"
#include "Words.h"
#include "frosted/rules/game.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QPainter>
#include <QTimer>
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
    accessible::install();
    setFocusPolicy(Qt::StrongFocus);
    setObjectName(seat < 0 ? QStringLiteral("gardenView")
                           : QStringLiteral("gardenView%1").arg(seat));
    connect(c_, &GameController::stateChanged, this, &GardenView::onStateChanged);
    connect(c_, &GameController::tilePlaced, this, &GardenView::onTilePlaced);
    connect(c_, &GameController::ghostChanged, this, [this] {
        followGhost();
        update();
        tell();
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

int GardenView::animationLength() const {
    return gapAnim_->duration();
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
    tellItems();
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
        cursor_.reset(); // another garden: browsed from its last tile again
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
    tell();
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
    gapAnim_->setDuration(art::animationMs(kCaptionMs)); // at the speed chosen
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
    const auto at = c_->ghost().anchor();
    if (!at)
        return;
    const Face f = c_->ghost().face();
    keepInView(QRectF(toWidget(QPointF(at->x - 1, at->y - 1)),
                      toWidget(QPointF(at->x + f.width() + 1, at->y + f.height() + 1))));
}

void GardenView::keepInView(const QRectF& r) {
    QPointF shift(0, 0);
    if (r.left() < 0)
        shift.rx() = r.left();
    else if (r.right() > width())
        shift.rx() = r.right() - width();
    if (r.top() < 0)
        shift.ry() = r.top();
    else if (r.bottom() > height())
        shift.ry() = r.bottom() - height();
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

QRectF GardenView::ghostBox() const {
    const auto at = c_->ghost().anchor();
    if (!interactive() || !c_->hasGhost() || !at)
        return {};
    const Face f = c_->ghost().face();
    const qreal s = cellSize();
    return {toWidget(QPointF(at->x, at->y)), QSizeF(f.width() * s, f.height() * s)};
}

QRectF GardenView::previewLabelBox() const {
    if (ghostBox().isEmpty() || !c_->ghost().preview().legal())
        return {};
    return topBubbleRect(words::previewBubble(c_->ghost().preview()), ghostBox());
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
    // The time into it as at normal speed (its duration follows the setting).
    const qreal ms = animGaps_.empty() ? kCaptionMs
                                       : gapAnim_->currentTime() * static_cast<qreal>(kCaptionMs) /
                                             std::max(1, gapAnim_->duration());
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
        for (Point c : c_->ghost().legalPointerCells())
            p.drawEllipse(toWidget(QPointF(c.x + 0.5, c.y + 0.5)), s * 0.09, s * 0.09);
        if (const auto fit = c_->ghost().nearestFitAnchor()) {
            // Where the tile would fit nearest, in this orientation: its footprint, faint and
            // dashed green, so the player sees a place to move it to, not only a dot.
            std::vector<Point> cells;
            for (const Cell& c : c_->ghost().face().cells)
                cells.push_back({c.x + fit->x, c.y + fit->y});
            p.setBrush(QColor(0x2e, 0x7d, 0x32, 40));
            for (Point c : cells)
                p.drawRect(cellRect(c));
            art::drawOutline(
                p, cells, origin, s,
                QPen(QColor(0x2e, 0x7d, 0x32, 200), std::max<qreal>(2, s / 14), Qt::DashLine));
            lastFit_ = cells;
        }
        if (const auto at = c_->ghost().anchor()) {
            const PlacementPreview& pv = c_->ghost().preview();
            const Face f = c_->ghost().face();
            const bool legal = pv.legal();
            const QRectF box = paintGhost(p, f, *at, legal);
            if (legal) {
                // What it brings, from the core, not over the tile.
                paintTopBubble(p, words::previewBubble(pv), box);
                paintGapHints(p, pv.check.gaps); // what it would enclose
            } else {
                paintRefusedCells(p, pv.check.region);
                // The core's reason, in a bubble above the ghost (below it when there is no
                // room), never over it.
                lastGhost_ = box;
                QRectF outline; // the guided game's: the reason does not cover it
                for (Point c : highlight_)
                    outline |= cellRect(c);
                lastReason_ = paintReason(p, box, words::placementProblem(pv.check), outline);
            }
        }
    }
    if (cursor_ && hasFocus() && accessible::keyboardInUse() && !thumbnail_ &&
        !(interactive() && c_->hasGhost())) {
        // The keyboard's cursor over the spaces.
        p.setPen(QPen(QColor(0x1f, 0x5f, 0xbf), std::max<qreal>(2, s / 14), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(*cursor_).adjusted(1, 1, -1, -1));
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
    if (thumbnail_ &&
        (e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter || e->key() == Qt::Key_Space)) {
        emit clicked(); // opens the larger view, as a click does
        return;
    }
    if (!thumbnail_ && hasSeat() && !(interactive() && c_->hasGhost())) {
        // No tile held: the arrows browse the spaces.
        const int dx = e->key() == Qt::Key_Left ? -1 : e->key() == Qt::Key_Right ? 1 : 0;
        const int dy = e->key() == Qt::Key_Up ? -1 : e->key() == Qt::Key_Down ? 1 : 0;
        if (dx != 0 || dy != 0) {
            moveCursor(dx, dy);
            return;
        }
    }
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

// ---------------------------------------------------------------------------------------------
// The keyboard's cursor and the screen reader (issue 17)

void GardenView::setThumbnail(bool on) {
    thumbnail_ = on;
    // A thumbnail is reached by Tab and opened by Enter; the large views take clicks too.
    setFocusPolicy(on ? Qt::TabFocus : Qt::StrongFocus);
}

void GardenView::focusInEvent(QFocusEvent* e) {
    GardenCanvas::focusInEvent(e);
    update();
    // After the garden's own Focus event: the cursor, what the player is about.
    QTimer::singleShot(0, this, [this] { accessible::focusItem(this, accessibleFocusItem()); });
}

void GardenView::focusOutEvent(QFocusEvent* e) {
    GardenCanvas::focusOutEvent(e);
    update();
}

void GardenView::moveCursor(int dx, int dy) {
    if (!cursor_) {
        // From the tile laid last (the starting tile in a new garden).
        const std::vector<Point> last = lastPlacementCells();
        const std::vector<Garden::Laid>& laid = c_->shown().player(seat()).garden.laid();
        if (!last.empty())
            cursor_ = last.front();
        else if (!laid.empty() && !laid.front().face.cells.empty())
            cursor_ = Point{laid.front().at.x + laid.front().face.cells.front().x,
                            laid.front().at.y + laid.front().face.cells.front().y};
        else
            cursor_ = Point{0, 0};
    } else
        cursor_ = Point{cursor_->x + dx, cursor_->y + dy};
    followCursor();
    update();
    tell();
}

void GardenView::followCursor() {
    if (!cursor_)
        return;
    // A cell inside the edges, as the ghost.
    keepInView(cellRect(*cursor_).adjusted(-cellSize(), -cellSize(), cellSize(), cellSize()));
}

void GardenView::tell() {
    if (!accessible::listening())
        return;
    if (!thumbnail_) {
        const QString now = cursorWords();
        if (now != toldCursor_) {
            toldCursor_ = now;
            accessible::nameChanged(this, 0);
        }
    }
    const QString description = accessibleWidgetText(QAccessible::Description);
    if (description != toldDescription_) {
        toldDescription_ = description;
        accessible::descriptionChanged(this);
    }
}

void GardenView::tellItems() {
    // A screen reader knows the spaces by their place in the list: a tile laid (or taken back),
    // another seat's garden, is told as a new list.
    std::vector<Point> cells = occupiedCells();
    const int count = accessibleItemCount();
    const int shown = hasSeat() ? seat() : -1;
    if (cells == toldCells_ && count == toldCount_ && shown == toldSeat_)
        return;
    toldCells_ = std::move(cells);
    toldCount_ = count;
    toldSeat_ = shown;
    accessible::itemsChanged(this);
}

std::vector<Point> GardenView::occupiedCells() const {
    std::vector<Point> out;
    if (!hasSeat())
        return out;
    const Garden& g = c_->shown().player(seat()).garden;
    for (const Garden::Laid& l : g.laid())
        for (const Cell& c : l.face.cells)
            out.push_back({l.at.x + c.x, l.at.y + c.y});
    for (const ImprovementPiece& piece : g.improvementPieces())
        out.insert(out.end(), piece.cells.begin(), piece.cells.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

QString GardenView::cellWords(Point p) const {
    if (!hasSeat())
        return {};
    const Garden& g = c_->shown().player(seat()).garden;
    auto improvement = [](Improvement i) {
        return tr("a %1 in a closed gap").arg(words::typeWord(objectiveTypeOf(i)));
    };
    switch (g.contentAt(p)) {
    case Garden::Content::Empty:
        return tr("an empty space");
    case Garden::Content::Worker:
        return improvement(Improvement::Worker);
    case Garden::Content::Barn:
        return improvement(Improvement::Barn);
    case Garden::Content::Windmill:
        return improvement(Improvement::Windmill);
    case Garden::Content::Tile:
        break;
    }
    Cell cell;
    if (!g.tileCellAt(p, cell))
        return {};
    // R-SCORE-1: the group of its type it belongs to, its spaces and what it is worth.
    const QString type = words::typeWord(objectiveTypeOf(cell.type));
    const int spaces = static_cast<int>(g.groupCells({p}, cell.type).size());
    if (cell.type == LandType::Water)
        return tr("water, in a water group of %n space(s)", "", spaces);
    const int worth = g.groupValues({p})[cell.type];
    return tr("%1, %2").arg(
        tr("%1 with %n tulip(s)", "", cell.flowers).arg(type),
        tr("in a %1 group of %2 and %3")
            .arg(type, tr("%n space(s)", "", spaces), tr("%n tulip(s)", "", worth)));
}

namespace {
// Which way a place lies from another, in spaces: "2 spaces to the right and 1 space up".
QString direction(int dx, int dy) {
    QStringList parts;
    if (dx > 0)
        parts << GardenView::tr("%n space(s) to the right", "", dx);
    else if (dx < 0)
        parts << GardenView::tr("%n space(s) to the left", "", -dx);
    if (dy < 0)
        parts << GardenView::tr("%n space(s) up", "", -dy);
    else if (dy > 0)
        parts << GardenView::tr("%n space(s) down", "", dy);
    if (parts.size() == 2)
        //: two directions on the garden: "2 spaces to the right and 1 space up"
        return GardenView::tr("%1 and %2").arg(parts[0], parts[1]);
    return parts.value(0);
}
} // namespace

QString GardenView::placementWords() const {
    if (!interactive() || !c_->hasGhost())
        return {};
    const SeatView& g = c_->view();
    const QString tile = words::tileName(c_->components(), g.takenTile());
    const Orientation o = c_->ghost().orientation();
    QStringList how;
    if (o.side == Side::Back)
        how << tr("turned over");
    if (o.rotation != 0)
        how << tr("rotated %1°").arg(o.rotation);
    const QString held = how.isEmpty() ? tr("Holding %1").arg(tile)
                                       : tr("Holding %1, %2").arg(tile, how.join(tr(", ")));
    const auto at = c_->ghost().anchor();
    if (!at)
        return held;
    const PlacementPreview& pv = c_->ghost().preview();
    if (pv.legal())
        return tr("%1: it fits here — %2").arg(held, words::previewBubble(pv));
    QString out = tr("%1: not here — %2.").arg(held, words::placementProblem(pv.check));
    if (const auto fit = c_->ghost().nearestFitAnchor())
        out += QLatin1Char(' ') + tr("The nearest place it fits this way: %1.")
                                      .arg(direction(fit->x - at->x, fit->y - at->y));
    else if (c_->ghost().legalPointerCells().empty())
        out += QLatin1Char(' ') + tr("It fits nowhere this way: R rotates it, F turns it over.");
    return out;
}

QString GardenView::cursorWords() const {
    if (interactive() && c_->hasGhost())
        return placementWords();
    if (!hasSeat())
        return {};
    if (!cursor_)
        return tr("Garden cursor: the arrows move it over the spaces");
    return cellWords(*cursor_);
}

QString GardenView::gardenSummary() const {
    if (!hasSeat())
        return {};
    const Garden& g = c_->shown().player(seat()).garden;
    const LandValues best = g.largestGroups(); // R-SCORE-1
    QStringList groups;
    for (LandType t : kLandTypes)
        if (best[t] > 0)
            groups << tr("%1 %2").arg(words::typeWord(objectiveTypeOf(t))).arg(best[t]);
    const QString improvements = words::improvements(g.improvements());
    return tr("%n tile(s); largest groups: %1; Improvements: %2", "",
              static_cast<int>(g.laid().size()))
        .arg(groups.join(tr(", ")), improvements.isEmpty() ? tr("none") : improvements);
}

int GardenView::accessibleItemCount() const {
    if (!hasSeat())
        return 0;
    return static_cast<int>(occupiedCells().size()) + (thumbnail_ ? 0 : 1);
}

AccessibleItem GardenView::accessibleItem(int i) const {
    AccessibleItem item;
    if (!hasSeat() || i < 0)
        return item;
    if (!thumbnail_ && i == 0) {
        // The cursor: the held tile where it would lie, or the space under the cursor.
        item.name = cursorWords();
        if (interactive() && c_->hasGhost()) {
            item.description = c_->prompt();
            item.pressable = c_->ghost().preview().legal();
            if (const auto at = c_->ghost().anchor()) {
                const Face f = c_->ghost().face();
                item.rect = QRectF(toWidget(QPointF(at->x, at->y)),
                                   toWidget(QPointF(at->x + f.width(), at->y + f.height())))
                                .toAlignedRect();
            }
        } else if (cursor_)
            item.rect = cellRect(*cursor_).toAlignedRect();
        item.rect &= rect();
        return item;
    }
    const std::vector<Point> cells = occupiedCells();
    const int k = i - (thumbnail_ ? 0 : 1);
    if (k >= static_cast<int>(cells.size()))
        return item;
    const Point p = cells[static_cast<std::size_t>(k)];
    item.name = cellWords(p);
    const std::vector<Point> last = lastPlacementCells();
    if (std::find(last.begin(), last.end(), p) != last.end())
        item.description = tr("part of the tile laid last");
    item.rect = cellRect(p).toAlignedRect() & rect();
    return item;
}

int GardenView::accessibleFocusItem() const {
    return thumbnail_ || !hasSeat() ? -1 : 0;
}

void GardenView::accessiblePress(int i) {
    if (i == 0 && interactive() && c_->hasGhost())
        c_->place();
}

QString GardenView::accessibleWidgetText(QAccessible::Text t) const {
    if (!hasSeat())
        return {};
    if (t == QAccessible::Name)
        return tr("%1's garden").arg(c_->seatName(seat()));
    if (t != QAccessible::Description)
        return {};
    const QString summary = gardenSummary();
    if (interactive() && c_->acceptsInput() && c_->view().phase() == Phase::PlaceTile)
        return tr("%1 %2").arg(c_->prompt(), summary);
    return summary;
}
