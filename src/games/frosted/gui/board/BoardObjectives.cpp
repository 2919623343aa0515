// The main board's objectives (R-OBJ-1/2): one row per type still on the board, on the right of
// the ring, under the round and the bag; each tile's threshold and points measured so that they
// never overlap or leave the tile (one line, else the points under the threshold, else smaller,
// else the points without "pts"), and the words a tooltip says of an objective. The rest of the
// board is BoardView.cpp.
#include "Art.h"
#include "BoardMetrics.h"
#include "BoardView.h"
#include "GameController.h"
#include "Words.h"

#include <QPainter>

#include <algorithm>
#include <map>

using namespace frosted;
using namespace boardmetrics;

std::pair<qreal, qreal> BoardView::objectiveFonts() const {
    // The threshold's and the points' font sizes in board units, fitted to the tile's height.
    const qreal h = objectiveRect(-1).height();
    return {std::min(textPx(22, kMinText + 2), h - 6), std::min(textPx(13, kMinText), h - 6)};
}

std::vector<ObjectiveType> BoardView::objectiveColumns() const {
    // The objective types with a tile still on the board, in the rules' order (R-OBJ-1): a type
    // whose tiles are all claimed leaves no empty column.
    std::vector<ObjectiveType> out;
    if (!c_->hasGame())
        return out;
    const ComponentSet& cs = c_->components();
    for (int t = 0; t < kObjectiveTypeCount; ++t) {
        const auto type = static_cast<ObjectiveType>(t);
        for (int o : c_->shown().board())
            if (cs.objectives[static_cast<std::size_t>(o)].type == type) {
                out.push_back(type);
                break;
            }
    }
    return out;
}

QRectF BoardView::objectiveRect(int objective) const {
    // One row per type with a tile still on the board (R-OBJ-1's order), its tiles side by side
    // from the left by threshold; objective -1: the size of a tile (row and column 0).
    const ComponentSet& cs = c_->components();
    const std::vector<ObjectiveType> types = objectiveColumns();
    int perRow = 1;
    std::map<ObjectiveType, int> perType;
    if (c_->hasGame())
        for (int o : c_->shown().board())
            perRow = std::max(perRow, ++perType[cs.objectives[static_cast<std::size_t>(o)].type]);
    int row = 0, col = 0;
    if (objective >= 0 && c_->hasGame()) {
        const ObjectiveTile& ot = cs.objectives[static_cast<std::size_t>(objective)];
        for (int o : c_->shown().board()) {
            const ObjectiveTile& x = cs.objectives[static_cast<std::size_t>(o)];
            if (x.type == ot.type && x.threshold < ot.threshold)
                ++col;
        }
        row = static_cast<int>(std::find(types.begin(), types.end(), ot.type) - types.begin());
    }
    const int rows = std::max<int>(1, static_cast<int>(types.size()));
    const auto [left, chipW] = objectiveGrid(perRow);
    const qreal gap = 5, top = objectivesTop();
    const qreal h = std::min<qreal>(58, (kInBottom - top - (rows - 1) * gap) / rows);
    return {left + col * (chipW + gap), top + row * (h + gap), chipW, h};
}

qreal BoardView::objectivesTop() const {
    // Below the round and the bag (two lines when one does not hold them).
    return kInTop + headerHeight() + 4;
}

qreal BoardView::headerHeight() const {
    QFont f = font();
    f.setPixelSize(static_cast<int>(textPx(14, kMinText)));
    f.setBold(true);
    const QFontMetricsF fm(f);
    const bool two = c_->hasGame() && fm.horizontalAdvance(headerText()) > kInR - kObjL;
    return fm.height() * (two ? 2 : 1) + 4;
}

QString BoardView::headerText() const {
    if (!c_->hasGame())
        return {};
    const SeatView& g = c_->shown();
    const ComponentSet& cs = g.components();
    return tr("Round %1 of %2  ·  %n tile(s) in the bag", "", g.bagSize())
        .arg(std::min(g.round(), cs.rules.rounds))
        .arg(cs.rules.rounds);
}

qreal BoardView::objectiveIcon() const {
    // The type's picture at the start of its row: at least 16 px on screen, within the row.
    const qreal rowH = std::min<qreal>(58, (kInBottom - objectivesTop()) / 7);
    return std::min(std::max<qreal>(22, 16 / scale()), rowH);
}

qreal BoardView::objectiveHeadWidth() const {
    // The type's picture and its word when the words take at most a third of the width, else
    // the picture alone (the tooltip and the screen reader say the type).
    QFont small = font();
    small.setPixelSize(static_cast<int>(textPx(11, kMinSmall)));
    qreal word = 0;
    for (ObjectiveType t : objectiveColumns())
        word = std::max(word, QFontMetricsF(small).horizontalAdvance(words::typeWord(t)));
    const qreal is = objectiveIcon(), with = is + 4 + word + 8;
    return with <= (kInR - kObjL) / 3 ? with : is + 6;
}

std::pair<qreal, qreal> BoardView::objectiveGrid(int perRow) const {
    // The tiles' left edge (after the rows' heads) and width: at most 150 wide.
    const qreal left = kObjL + objectiveHeadWidth(), gap = 5;
    const int n = std::max(1, perRow);
    return {left, std::min<qreal>(150, (kInR - left - (n - 1) * gap) / n)};
}

void BoardView::drawObjectives(QPainter& p) {
    const SeatView& g = c_->shown();
    const ComponentSet& cs = g.components();
    const std::vector<ObjectiveType> types = objectiveColumns();
    QFont f = font();
    f.setPixelSize(static_cast<int>(textPx(14, kMinText)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(art::ink());
    p.drawText(QRectF(kObjL, kInTop, kInR - kObjL, headerHeight()),
               Qt::AlignCenter | Qt::TextWordWrap, headerText());
    QFont small = font();
    small.setPixelSize(static_cast<int>(textPx(11, kMinSmall)));
    // Each row's head: the type's picture, and its word when there is room (objectiveHeadWidth).
    const qreal is = objectiveIcon(), headW = objectiveHeadWidth();
    for (int t = 0; t < static_cast<int>(types.size()); ++t) {
        const ObjectiveType type = types[static_cast<std::size_t>(t)];
        std::optional<QRectF> row;
        for (int o : g.board())
            if (cs.objectives[static_cast<std::size_t>(o)].type == type) {
                row = objectiveRect(o);
                break;
            }
        if (!row)
            continue;
        const qreal size = std::min(is, row->height());
        art::draw(p, art::iconElement(type),
                  QRectF(kObjL + 2, row->center().y() - size / 2, size, size));
        if (headW > is + 6) {
            p.setFont(small);
            p.setPen(art::ink());
            p.drawText(QRectF(kObjL + size + 6, row->top(), headW - size - 8, row->height()),
                       Qt::AlignVCenter | Qt::AlignLeft, words::typeWord(type));
        }
    }
    if (types.empty()) {
        p.setFont(small);
        p.setPen(QColor(0x8a, 0x98, 0xa6));
        p.drawText(QRectF(kObjL, objectivesTop(), kInR - kObjL, kInBottom - objectivesTop()),
                   Qt::AlignCenter | Qt::TextWordWrap, tr("Every objective has been claimed"));
    }
    const bool claiming = c_->acceptsInput() && g.phase() == Phase::Claim;
    const auto [numberPx, pointsPx] = objectiveFonts();
    pointsShortened_ = false;
    for (int o : g.board()) {
        const ObjectiveTile& ot = cs.objectives[static_cast<std::size_t>(o)];
        const QRectF r = objectiveRect(o);
        const bool can = claiming && g.mayClaim(o);
        if (can) { // glow
            for (int i = 3; i >= 1; --i) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0xff, 0xc8, 0x3d, 50 * i));
                p.drawRoundedRect(r.adjusted(-2 * i, -2 * i, 2 * i, 2 * i), 8, 8);
            }
        }
        p.setPen(QPen(can ? QColor(0xc2, 0x8a, 0x00) : QColor(0xb8, 0xc6, 0xd3), can ? 3 : 1.5));
        p.setBrush(can && o == hoverObjective_ ? QColor(0xff, 0xf3, 0xc4)
                                               : QColor(0xee, 0xf3, 0xf7));
        p.drawRoundedRect(r, 7, 7);
        if (o == objectiveCursor_ && objectivesPart_->hasFocus() && accessible::keyboardInUse())
            drawKeyboardFrame(p, r);
        // The threshold, large, on the left ("≥ 8": a group of 8, or 8 of a kind); the points on
        // the right. Measured, never overlapping: each half centred when both fit there, else
        // pushed to the box's two ends, else the points without their "pts" (the tooltip and the
        // rules page say it in full).
        QFont big = font();
        big.setPixelSize(static_cast<int>(numberPx));
        big.setBold(true);
        QFont pts = font();
        pts.setPixelSize(static_cast<int>(pointsPx));
        pts.setBold(true);
        const QString threshold = QStringLiteral("≥%1").arg(ot.threshold);
        QString points = tr("%1 pts").arg(ot.points);
        qreal tw = QFontMetricsF(big).horizontalAdvance(threshold);
        qreal pw = QFontMetricsF(pts).horizontalAdvance(points);
        const QRectF inner = r.adjusted(4, 0, -4, 0);
        const qreal gap = std::max(3.0, 5 / scale()); // at least 5 px between the two
        // Too narrow for one line: the points under the threshold when the box is tall enough
        // ("10 pts" kept whole), else the threshold as small as the points, else the points
        // without "pts" (the tooltip and the rules say it in full).
        const qreal bh = QFontMetricsF(big).height() * 0.92,
                    ph = QFontMetricsF(pts).height() * 0.92;
        bool oneLine = tw + gap + pw <= inner.width();
        const bool stacked = !oneLine && bh + ph <= r.height() && std::max(tw, pw) <= inner.width();
        if (!oneLine && !stacked) {
            big = pts;
            tw = QFontMetricsF(big).horizontalAdvance(threshold);
            oneLine = tw + gap + pw <= inner.width();
        }
        if (!oneLine && !stacked) {
            pointsShortened_ = true;
            points = QString::number(ot.points);
            pw = QFontMetricsF(pts).horizontalAdvance(points);
        }
        const bool centred = !stacked && tw <= inner.width() / 2 - 1 && pw <= inner.width() / 2 - 1;
        const qreal top = r.top() + (r.height() - bh - ph) / 2;
        const QRectF left = stacked   ? QRectF(inner.left(), top, inner.width(), bh)
                            : centred ? QRectF(inner.left(), r.top(), inner.width() / 2, r.height())
                                      : QRectF(inner.left(), r.top(), tw, r.height());
        const QRectF right =
            stacked   ? QRectF(inner.left(), top + bh, inner.width(), ph)
            : centred ? QRectF(inner.center().x(), r.top(), inner.width() / 2, r.height())
                      : QRectF(inner.right() - pw, r.top(), pw, r.height());
        p.setFont(big);
        p.setPen(art::ink());
        p.drawText(left, Qt::AlignCenter, threshold);
        p.setFont(pts);
        p.setPen(QColor(0x7a, 0x55, 0x00));
        p.drawText(right, Qt::AlignCenter, points);
        const auto inked = [&](const QRectF& box, qreal w) { // where the centred text lies
            return QRectF(box.center().x() - w / 2, box.top(), w, box.height());
        };
        objectiveText_[o] = {inked(left, tw), inked(right, pw)};
    }
}

QString BoardView::objectiveTip(int o) const {
    const SeatView& g = c_->shown();
    const ComponentSet& cs = g.components();
    const ObjectiveTile& ot = cs.objectives[static_cast<std::size_t>(o)];
    QString tip = isLandscape(ot.type)
                      ? tr("Objective %1: claim it when the %2 group of the tile you placed this "
                           "turn is worth at least %3. %4 points.")
                            .arg(words::objectiveName(cs, o), words::typeWord(ot.type))
                            .arg(ot.threshold)
                            .arg(ot.points)
                      : tr("Objective %1: claim it in a turn you placed a %2 and have at least %3. "
                           "%4 points.")
                            .arg(words::objectiveName(cs, o), words::typeWord(ot.type))
                            .arg(ot.threshold)
                            .arg(ot.points);
    tip += tr("\nEach player holds at most one objective of each type for the whole game.");
    if (!g.isOver() && g.phase() == Phase::Claim && !g.mayClaim(o))
        tip += tr("\nNot now: %1.").arg(words::refusal(g, Action::claim(o)));
    return tip;
}
