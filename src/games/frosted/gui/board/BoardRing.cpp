// The main board's tile ring (R-MKT-1..3): its places around the loop (RingLayout), the tiles
// with their place after the Flower token and their cost, the coins beside them, the token and
// its slide, the hint's mark, the hovered tile's large picture, and the words a tooltip or a
// screen reader says of a slot. The rest of the board is BoardView.cpp.
#include "Art.h"
#include "BoardMetrics.h"
#include "BoardView.h"
#include "GameController.h"
#include "Words.h"

#include <QEasingCurve>
#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

using namespace frosted;
using namespace boardmetrics;

RingLayout BoardView::ring() const {
    // The label line holds "2nd · 1 coin" in a font that reads on screen; the coins' column
    // holds a coin at least kMinCoin pixels wide.
    const qreal label = textPx(12, kMinSmall) + 6;
    const qreal coin = std::max<qreal>(24, kMinCoin / scale());
    return RingLayout(QRectF(kInL, kInTop, kRingR - kInL, kInBottom - kInTop),
                      std::max(1, c_->components().rules.marketSlots), label, coin);
}

QPointF BoardView::tokenAt(qreal t) const {
    // Clockwise through the slots in between (R-MKT-1: slot numbers run clockwise).
    return RingLayout::along(ring().path(tokenFrom_, tokenTo_), t);
}

qreal BoardView::ringCell(int slot, const Face& f) const {
    const QRectF a = ring().face(slot);
    return std::min(
        {48.0, a.width() / std::max(1, f.width()), a.height() / std::max(1, f.height())});
}

qreal BoardView::ringCellPixels() const {
    if (!c_->hasGame())
        return 0;
    const SeatView& g = c_->shown();
    qreal least = 0;
    for (std::size_t s = 0; s < g.market().tile.size(); ++s)
        if (const int t = g.market().tile[s]; t >= 0) {
            const qreal px = ringCell(static_cast<int>(s),
                                      g.components().tiles[static_cast<std::size_t>(t)].front) *
                             scale();
            least = least == 0 ? px : std::min(least, px);
        }
    return least;
}

QRect BoardView::slotFaceArea(int slot) const {
    return toWidget().mapRect(ring().face(slot)).toAlignedRect();
}

QRect BoardView::slotCoinArea(int slot) const {
    return toWidget().mapRect(ring().coins(slot)).toAlignedRect();
}

void BoardView::setHintedTile(std::optional<int> slot) {
    if (slot == hintedTile_)
        return;
    hintedTile_ = slot;
    update();
    if (accessible::listening())
        accessible::itemsChanged(ringPart_);
}

QRect BoardView::lastHintMark() const {
    return hintMark_.isEmpty() ? QRect() : toWidget().mapRect(hintMark_).toAlignedRect();
}

std::optional<int> BoardView::hintedTile() const {
    if (!c_->hasGame())
        return std::nullopt;
    const SeatView& g = c_->shown();
    const int n = static_cast<int>(g.market().tile.size());
    if (hintedTile_)
        return *hintedTile_ >= 0 && *hintedTile_ < n ? hintedTile_ : std::nullopt;
    // The controller's own hint while the tile is chosen (Turn ▸ Hint).
    const auto h = c_->hint();
    if (h && c_->acceptsInput() && g.phase() == Phase::TakeTile && h->kind == Action::Kind::Take)
        if (const int s = g.market().slotOfKth(h->value); s >= 0)
            return s;
    return std::nullopt;
}

void BoardView::drawTilePreview(QPainter& p) {
    // A large picture of the ring tile under the pointer, both faces, beside its slot and
    // toward the board's middle, at a size that reads whatever the board's scale.
    if (hoverSlot_ < 0 || animating())
        return;
    const SeatView& g = c_->shown();
    const std::vector<int>& ring = g.market().tile;
    if (hoverSlot_ >= static_cast<int>(ring.size()) ||
        ring[static_cast<std::size_t>(hoverSlot_)] < 0)
        return;
    const Tile& tile =
        g.components().tiles[static_cast<std::size_t>(ring[static_cast<std::size_t>(hoverSlot_)])];
    const Face* faces[] = {&tile.front, &tile.back};
    int cols = 0, rows = 0;
    for (const Face* f : faces) {
        cols += f->width();
        rows = std::max(rows, f->height());
    }
    const qreal pad = 10, caption = 18;
    const QRectF slot = toWidget().mapRect(this->ring().slot(hoverSlot_));
    // Below the slot, over the objectives (above it when there is more room there).
    const qreal below = height() - slot.bottom() - 6, above = slot.top() - 6;
    const qreal room = std::max(below, above);
    const qreal cell = std::clamp(std::min((room - 2 * pad - caption) / std::max(1, rows),
                                           (width() - 3 * pad - 8) / std::max(1.0, cols + 0.5)),
                                  14.0, 34.0);
    QRectF box(0, 0, cols * cell + 3 * pad + cell * 0.5, rows * cell + 2 * pad + caption);
    box.moveLeft(std::clamp(slot.center().x() - box.width() / 2, 2.0,
                            std::max(2.0, width() - box.width() - 2)));
    if (below >= above || below >= box.height())
        box.moveTop(std::min(slot.bottom() + 6, std::max(2.0, height() - box.height() - 2)));
    else
        box.moveBottom(std::max(slot.top() - 6, box.height() + 2));
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 40));
    p.drawRoundedRect(box.translated(3, 4), 10, 10);
    p.setPen(QPen(QColor(0x7f, 0xa7, 0xcf), 1.5));
    p.setBrush(QColor(0xfd, 0xfe, 0xff));
    p.drawRoundedRect(box, 10, 10);
    QFont f = font();
    f.setPixelSize(12);
    p.setFont(f);
    qreal x = box.left() + pad;
    const QString labels[] = {tr("as it lies"), tr("turned over")};
    for (int i = 0; i < 2; ++i) {
        const Face& face = *faces[i];
        const QPointF o(x, box.top() + pad + (rows - face.height()) * cell / 2);
        art::drawFace(p, face, o, cell);
        p.setPen(QColor(0x5a, 0x6a, 0x7a));
        p.drawText(
            QRectF(x - pad / 2, box.bottom() - caption - 4, face.width() * cell + pad, caption),
            Qt::AlignCenter, labels[i]);
        x += face.width() * cell + pad + cell * 0.5;
    }
    p.restore();
}

void BoardView::drawRingLoop(QPainter& p, const RingLayout& r) {
    // The loop the tiles stand on, and a chevron between each two neighbours pointing clockwise
    // (R-MKT-1), so that the order reads without the labels too.
    const QRectF loop = r.loop();
    p.save();
    if (!loop.isEmpty()) {
        p.setPen(QPen(QColor(0xd3, 0xdf, 0xc8), 14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(loop, 24, 24);
    }
    const qreal a = std::max<qreal>(7, 6 / scale()); // at least 6 px long
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x5d, 0x7f, 0x3e));
    for (const RingLayout::Arrow& arrow : r.arrows()) {
        const QPointF d = arrow.dir, n(-d.y(), d.x());
        const QPointF tip = arrow.at + d * a * 0.6;
        p.drawPolygon(QPolygonF({tip, tip - d * a * 1.2 + n * a * 0.8, tip - d * a * 0.7,
                                 tip - d * a * 1.2 - n * a * 0.8}));
    }
    p.restore();
}

void BoardView::drawHintMark(QPainter& p, const QRectF& r) {
    // A glowing gold outline and a "Hint" tag on its top edge: seen without telling colours.
    hintMark_ = r.adjusted(-4, -4, 4, 4);
    p.save();
    p.setBrush(Qt::NoBrush);
    for (int i = 3; i >= 1; --i) {
        p.setPen(QPen(QColor(0xff, 0xc8, 0x3d, 70 * i), 2.5 * i));
        p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 11, 11);
    }
    p.setPen(QPen(QColor(0xa8, 0x70, 0x00), 2.5));
    p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 11, 11);
    QFont f = font();
    f.setPixelSize(static_cast<int>(textPx(11, kMinSmall)));
    f.setBold(true);
    p.setFont(f);
    //: the tag on the ring tile the hint takes (Turn ▸ Hint)
    const QString word = tr("Hint");
    const QFontMetricsF fm(f);
    const QRectF tag(r.left() + 8, r.top() - fm.height() / 2 - 2, fm.horizontalAdvance(word) + 12,
                     fm.height() + 4);
    p.setPen(QPen(QColor(0xa8, 0x70, 0x00), 1.5));
    p.setBrush(QColor(0xff, 0xe0, 0x82));
    p.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
    p.setPen(art::ink());
    p.drawText(tag, Qt::AlignCenter, word);
    hintMark_ = hintMark_.united(tag);
    p.restore();
}

void BoardView::drawSlotCoins(QPainter& p, const RingLayout& r, int s) {
    // Coins lying next to the tile (R-MKT-2/3), in their column beside it, never over it: a coin
    // and the count under it; a coin just put there drops in. Below them, while the pointer is on
    // a later tile, the coin that choice would leave here ("+1").
    const Market& m = c_->shown().market();
    const QRectF col = r.coins(s);
    const qreal d = std::min(col.width(), col.height() / 3);
    QFont bf = font();
    bf.setPixelSize(static_cast<int>(textPx(12, kMinSmall)));
    bf.setBold(true);
    p.setFont(bf);
    const qreal lineH = QFontMetricsF(bf).height();
    const int n = m.coins[static_cast<std::size_t>(s)];
    QRectF cr(col.center().x() - d / 2, col.top(), d, d);
    if (n > 0) {
        if (std::find(dropping_.begin(), dropping_.end(), s) != dropping_.end() &&
            ringMs() < kDropMs) {
            const qreal t = ringMs() / kDropMs;
            const qreal fall = QEasingCurve(QEasingCurve::OutBounce).valueForProgress(t);
            if (n > 1) // the coins that lay there already
                art::draw(p, QStringLiteral("coin"), cr);
            p.save();
            p.setOpacity(std::clamp(t * 3, 0.0, 1.0));
            art::draw(p, QStringLiteral("coin"), cr.translated(0, -(1 - fall) * d));
            p.restore();
        } else
            art::draw(p, QStringLiteral("coin"), cr);
        p.setPen(art::ink());
        p.drawText(QRectF(col.left() - 6, cr.bottom(), col.width() + 12, lineH),
                   Qt::AlignCenter | Qt::TextDontClip, QStringLiteral("×%1").arg(n));
        cr.translate(0, d + lineH + 2);
    }
    const int k = kOfSlot(s);
    const bool choosing = c_->acceptsInput() && c_->shown().phase() == Phase::TakeTile;
    if (choosing && hoverSlot_ >= 0 && k > 0 && k < kOfSlot(hoverSlot_) &&
        cr.bottom() + lineH <= col.bottom() + lineH / 2) {
        p.save();
        p.setOpacity(0.6);
        art::draw(p, QStringLiteral("coin"), cr);
        p.restore();
        p.setPen(QColor(0x8a, 0x60, 0x00));
        p.drawText(QRectF(col.left() - 6, cr.bottom(), col.width() + 12, lineH),
                   Qt::AlignCenter | Qt::TextDontClip, QStringLiteral("+1"));
    }
}

void BoardView::drawRing(QPainter& p) {
    const SeatView& g = c_->shown();
    const Market& m = g.market();
    const ComponentSet& cs = g.components();
    const RingLayout ring = this->ring();
    const bool choosing = c_->acceptsInput() && g.phase() == Phase::TakeTile;
    const int coins = g.isOver() ? 0 : g.player(g.currentSeat()).coins;
    const std::optional<int> hinted = hintedTile();
    QFont small = font();
    small.setPixelSize(static_cast<int>(textPx(12, kMinSmall)));
    QFont bold = small;
    bold.setBold(true);
    // While his replay shows his move (or later steps): the slot his token left.
    int refilledByGardener = -1;
    int discardedByGardener = -1; // the tile his token landed on, shown while his move is told
    if (c_->replaying() && c_->replayStep() && c_->replayRecord() >= 0 &&
        words::stepIndex(*c_->replayStep()) >= words::stepIndex(GardenerStep::Move))
        if (const auto* t = std::get_if<GardenerTurn>(
                &c_->view().log()[static_cast<std::size_t>(c_->replayRecord())])) {
            refilledByGardener = t->refilled >= 0 ? t->leftSlot : -1;
            if (*c_->replayStep() == GardenerStep::Move)
                discardedByGardener = t->discarded;
        }
    drawRingLoop(p, ring);
    hintMark_ = {};
    for (int s = 0; s < static_cast<int>(m.tile.size()) && s < ring.count(); ++s) {
        const QRectF r = ring.slot(s);
        const int k = kOfSlot(s);
        const bool affordable = choosing && k > 0 && k - 1 <= coins;
        const bool faded = choosing && k > 0 && !affordable; // unaffordable now (R-MKT-2)
        p.setPen(QPen(affordable && s == hoverSlot_ ? QColor(0x2e, 0x7d, 0x32)
                                                    : QColor(0xb8, 0xc6, 0xd3),
                      affordable && s == hoverSlot_ ? 3 : 1.5));
        p.setBrush(affordable ? QColor(0xf0, 0xf7, 0xec)
                   : faded    ? QColor(0xec, 0xee, 0xf0)
                              : QColor(0xf8, 0xfa, 0xfc));
        p.drawRoundedRect(r, 10, 10);
        if (hinted == s)
            drawHintMark(p, r);
        if (s == ringCursor_ && ringPart_->hasFocus() && accessible::keyboardInUse())
            drawKeyboardFrame(p, r);
        p.setFont(small);
        const int tile = m.tile[static_cast<std::size_t>(s)];
        const QRectF fa = ring.face(s), label = ring.label(s);
        auto faceOrigin = [&](const Face& f, qreal cell) {
            return QPointF(fa.left() + (fa.width() - f.width() * cell) / 2,
                           fa.top() + (fa.height() - f.height() * cell) / 2);
        };
        if (tile >= 0) {
            // A tile too dear now stays readable: a lighter face on a grey place, its cost in grey.
            const Face& f = cs.tiles[static_cast<std::size_t>(tile)].front;
            const qreal cell = ringCell(s, f);
            art::drawFace(p, f, faceOrigin(f, cell), cell, faded ? 0.72 : 1.0);
            if (k > 0) {
                // "2nd · 1 coin": its place after the Flower token and what taking it costs.
                p.setFont(bold);
                p.setPen(faded ? QColor(0x6a, 0x74, 0x80) : art::ink());
                p.drawText(label, Qt::AlignCenter | Qt::TextDontClip,
                           tr("%1 · %2").arg(words::ordinal(k),
                                             k == 1 ? tr("free") : tr("%n coin(s)", "", k - 1)));
            }
        } else if (s == m.token && discardedByGardener >= 0) {
            // R-MG-4 step 4: the tile his token landed on leaves the game; seen as it goes.
            const Face& f = cs.tiles[static_cast<std::size_t>(discardedByGardener)].front;
            const qreal cell = ringCell(s, f);
            const QPointF o = faceOrigin(f, cell);
            art::drawFace(p, f, o, cell, 0.4);
            const QRectF box(o, QSizeF(f.width() * cell, f.height() * cell));
            p.setPen(QPen(QColor(0xb0, 0x3a, 0x2e), 3, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(box.topLeft(), box.bottomRight());
            p.drawLine(box.topRight(), box.bottomLeft());
            p.setPen(QColor(0xb0, 0x3a, 0x2e));
            p.drawText(label, Qt::AlignCenter, tr("discarded"));
        } else if (s == m.token) {
            // The token's place: between the last tile and the first, where the count starts.
            p.setFont(bold);
            p.setPen(QColor(0x5d, 0x7f, 0x3e));
            //: under the Flower token on the ring: the tiles are counted clockwise from it
            p.drawText(label, Qt::AlignCenter | Qt::TextDontClip, tr("Flower token"));
        } else {
            p.setPen(QColor(0x8a, 0x96, 0xa2));
            // R-MKT-3: the slot the token left is refilled when the card is played.
            const bool refillPending = s == g.currentTurn().refillSlot && g.bagSize() > 0;
            p.drawText(r.adjusted(6, 6, -6, -6), Qt::AlignCenter | Qt::TextWordWrap,
                       refillPending ? tr("refilled from the bag\nafter the card") : tr("empty"));
        }
        drawSlotCoins(p, ring, s);
        if (s == refilledByGardener) {
            // The slot the Master Gardener's token left, refilled from the bag (R-MG-4 step 4).
            p.setPen(QPen(QColor(0xd1, 0x6d, 0x00), 2.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 12, 12);
            p.setFont(small);
            p.setPen(QColor(0xa3, 0x54, 0x00));
            p.drawText(r.adjusted(6, 2, -6, 0), Qt::AlignLeft | Qt::AlignTop, tr("refilled"));
        }
        if (s == m.token && tokenFrom_ < 0)
            art::draw(p, QStringLiteral("flower-token"), ring.token(s));
    }
    if (tokenFrom_ >= 0) {
        // The token slides, lifted a little (larger, with a shadow) while it moves.
        const qreal t = std::min(1.0, ringMs() / kSlideMs);
        const QPointF c = tokenAt(QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(t));
        const qreal lift = std::sin(t * M_PI);
        const qreal d = ring.token(0).width() * (1 + 0.12 * lift);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, static_cast<int>(45 * lift)));
        p.drawEllipse(c + QPointF(3, 5) * lift, d / 2.2, d / 2.2);
        art::draw(p, QStringLiteral("flower-token"),
                  QRectF(c - QPointF(d / 2, d / 2), QSizeF(d, d)));
    }
}

QString BoardView::slotSentence(int s) const {
    // A slot holding a tile: its place after the Flower token, its tulips, its cost, its coins.
    const SeatView& g = c_->shown();
    const ComponentSet& cs = g.components();
    const int k = kOfSlot(s);
    const int tile = g.market().tile[static_cast<std::size_t>(s)];
    const int lying = g.market().coins[static_cast<std::size_t>(s)];
    return tr("The %1 tile after the Flower token: %2.\nTaking it costs %3; it carries %4.")
        .arg(words::ordinal(k), words::tulips(cs, tile),
             k == 1 ? tr("nothing") : words::coins(k - 1),
             lying == 0 ? tr("no coin") : words::coins(lying));
}

QString BoardView::slotTip(int s) const {
    const SeatView& g = c_->shown();
    const int k = kOfSlot(s);
    QString tip = slotSentence(s);
    if (!g.isOver() && g.phase() == Phase::TakeTile && !g.check(Action::take(k)))
        tip += tr("\nNot now: %1.").arg(words::refusal(g, Action::take(k)));
    return tip;
}

QString BoardView::slotName(int s) const {
    if (!c_->hasGame() || s < 0 || s >= static_cast<int>(c_->shown().market().tile.size()))
        return {};
    const SeatView& g = c_->shown();
    const Market& m = g.market();
    if (m.tile[static_cast<std::size_t>(s)] >= 0 && kOfSlot(s) > 0)
        return slotSentence(s).replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (s == m.token)
        return tr("The Flower token's place, without a tile");
    if (s == g.currentTurn().refillSlot && g.bagSize() > 0)
        return tr("An empty place, refilled from the bag after the card");
    return tr("An empty place");
}

QString BoardView::slotDescription(int s) const {
    // What may be done with the slot's tile now, after the hint's mark when the hint takes it.
    QString now;
    if (c_->hasGame() && c_->acceptsInput() && c_->view().phase() == Phase::TakeTile) {
        const SeatView& g = c_->view();
        if (const int k = kOfSlot(s); k > 0)
            now = g.check(Action::take(k))
                      ? tr("Enter takes it (or the key %1).").arg(k)
                      : tr("Not now: %1.").arg(words::refusal(g, Action::take(k)));
    }
    if (hintedTile() != s)
        return now;
    //: said of the ring tile marked "Hint" (Turn ▸ Hint)
    const QString hint = tr("Hint: the tile to take.");
    return now.isEmpty() ? hint : hint + QLatin1Char(' ') + now;
}
