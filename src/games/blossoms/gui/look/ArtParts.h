// The parts Blossoms' look is drawn from (private to src/games/blossoms/gui/look): the six
// blooms, the stem and leaves that run to a card's foot, and small shared helpers. Public
// functions are in BlossomsArt.h.
#pragma once

#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>

namespace blossoms::art::parts {

// The colours a bloom is painted in: its type's own, or the greys of a wilting flower.
struct Tones {
    QColor fill;   // the petals
    QColor ink;    // outlines and patterns
    QColor pale;   // highlights
    QColor leaf;   // leaves
    QColor stem;   // the stem
    QColor centre; // the heart (stamens, the poppy's dark centre)
};
Tones typeTones(int type);
Tones wiltedTones(int type);

// The bloom of `type` centred on `c` with radius `r` (its petals reach about r from c).
void drawBloom(QPainter& p, QPointF c, qreal r, int type, const Tones& t);
// The stem from `top` straight down to `bottom` and the type's leaves on it (sword leaves for
// the iris and the schizostylis, broad ones for the tulip, a pair for the others), `w` the card's
// width. The sweet pea's tendril curls beside it.
void drawStem(QPainter& p, QPointF top, QPointF bottom, qreal w, int type, const Tones& t);
// A pen of width `w` (never thinner than `min`) with round caps and joins.
QPen roundPen(const QColor& c, qreal w, qreal min = 0.8);
// The largest square centred in `r`.
QRectF squareIn(const QRectF& r);
// The relative luminance of `c` (0 black .. 1 white): picks a readable ink over a fill.
qreal luminance(const QColor& c);

} // namespace blossoms::art::parts
