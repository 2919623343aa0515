#include "ArtParts.h"
#include "BlossomsArt.h"

#include <QPainterPath>

#include <cmath>
#include <numbers>

namespace blossoms::art::parts {

namespace {

constexpr qreal kPi = std::numbers::pi;

QPointF polar(qreal angleDeg, qreal len) {
    const qreal a = angleDeg * kPi / 180.0;
    return {std::cos(a) * len, std::sin(a) * len};
}

// A pointed petal from the origin along +x: `len` long, `w` at its widest.
QPainterPath petal(qreal len, qreal w, qreal roundness = 0.6) {
    QPainterPath path;
    path.moveTo(0, 0);
    path.cubicTo(len * 0.3, -w, len * (0.75 + 0.2 * roundness), -w * roundness, len, 0);
    path.cubicTo(len * (0.75 + 0.2 * roundness), w * roundness, len * 0.3, w, 0, 0);
    return path;
}

// Draws `path` rotated by `angleDeg` around the painter's origin.
void drawRotated(QPainter& p, const QPainterPath& path, qreal angleDeg) {
    p.save();
    p.rotate(angleDeg);
    p.drawPath(path);
    p.restore();
}

// A closed outline whose radius waves `waves` times by `depth` (a ruffled petal's edge).
QPainterPath ruffled(QPointF c, qreal rx, qreal ry, int waves, qreal depth) {
    QPainterPath path;
    const int n = 96;
    for (int i = 0; i <= n; ++i) {
        const qreal a = 2 * kPi * i / n;
        const qreal k = 1.0 + depth * std::sin(waves * a);
        const QPointF pt(c.x() + std::cos(a) * rx * k, c.y() + std::sin(a) * ry * k);
        if (i == 0)
            path.moveTo(pt);
        else
            path.lineTo(pt);
    }
    path.closeSubpath();
    return path;
}

void rose(QPainter& p, qreal r, const Tones& t) {
    const QPen pen = roundPen(t.ink, 0.05 * r);
    p.setPen(pen);
    p.setBrush(t.fill);
    for (int k = 0; k < 5; ++k) // the outer petals, each overlapping the last
        p.drawEllipse(polar(-90 + 72 * k, 0.47 * r), 0.52 * r, 0.5 * r);
    p.setBrush(t.fill.lighter(112));
    for (int k = 0; k < 5; ++k)
        p.drawEllipse(polar(-54 + 72 * k, 0.24 * r), 0.36 * r, 0.34 * r);
    p.setBrush(t.centre);
    p.drawEllipse(QPointF(0, 0), 0.3 * r, 0.28 * r);
    // The bud's spiral.
    p.setBrush(Qt::NoBrush);
    p.setPen(roundPen(t.ink, 0.045 * r));
    QPainterPath s;
    for (int i = 0; i <= 40; ++i) {
        const qreal a = 0.5 * kPi + 3.2 * kPi * i / 40.0;
        const qreal rr = 0.24 * r * (1.0 - i / 48.0);
        const QPointF pt(std::cos(a) * rr, std::sin(a) * rr * 0.9);
        i == 0 ? s.moveTo(pt) : s.lineTo(pt);
    }
    p.drawPath(s);
}

void iris(QPainter& p, qreal r, const Tones& t) {
    p.setPen(roundPen(t.ink, 0.045 * r));
    // The three standards, upright and behind.
    p.setBrush(t.fill.lighter(118));
    const QPainterPath standard = petal(0.88 * r, 0.3 * r, 0.8);
    for (qreal a : {-90.0 - 38, -90.0 + 38, -90.0})
        drawRotated(p, standard, a);
    // The three falls, hanging in front, each with its yellow beard and veins.
    const QPainterPath fall = petal(0.95 * r, 0.4 * r, 0.9);
    for (qreal a : {90.0 + 62, 90.0 - 62, 90.0}) {
        p.save();
        p.rotate(a);
        p.setPen(roundPen(t.ink, 0.045 * r));
        p.setBrush(t.fill);
        p.drawPath(fall);
        p.setPen(roundPen(t.ink.darker(110), 0.03 * r));
        p.drawLine(QPointF(0.45 * r, -0.1 * r), QPointF(0.75 * r, -0.12 * r));
        p.drawLine(QPointF(0.45 * r, 0.1 * r), QPointF(0.75 * r, 0.12 * r));
        p.setPen(roundPen(t.centre, 0.11 * r));
        p.drawLine(QPointF(0.12 * r, 0), QPointF(0.5 * r, 0));
        p.restore();
    }
}

void tulip(QPainter& p, qreal r, const Tones& t) {
    p.setPen(roundPen(t.ink, 0.05 * r));
    // The back petal's tip shows between the side petals.
    p.setBrush(t.fill.darker(112));
    QPainterPath back;
    back.moveTo(-0.35 * r, 0.1 * r);
    back.quadTo(-0.25 * r, -0.7 * r, 0, -0.92 * r);
    back.quadTo(0.25 * r, -0.7 * r, 0.35 * r, 0.1 * r);
    back.closeSubpath();
    p.drawPath(back);
    // The cup: two side petals meeting at the foot.
    p.setBrush(t.fill);
    QPainterPath cup;
    cup.moveTo(-0.62 * r, -0.72 * r);
    cup.cubicTo(-0.78 * r, 0.1 * r, -0.55 * r, 0.72 * r, 0, 0.74 * r);
    cup.cubicTo(0.55 * r, 0.72 * r, 0.78 * r, 0.1 * r, 0.62 * r, -0.72 * r);
    cup.quadTo(0.3 * r, -0.45 * r, 0.05 * r, -0.3 * r);
    cup.quadTo(-0.3 * r, -0.45 * r, -0.62 * r, -0.72 * r);
    cup.closeSubpath();
    p.drawPath(cup);
    // The front petal, lighter, with its vein.
    p.setBrush(t.fill.lighter(112));
    QPainterPath front;
    front.moveTo(0, 0.72 * r);
    front.cubicTo(-0.45 * r, 0.6 * r, -0.42 * r, -0.3 * r, 0, -0.8 * r);
    front.cubicTo(0.42 * r, -0.3 * r, 0.45 * r, 0.6 * r, 0, 0.72 * r);
    p.drawPath(front);
    p.setPen(roundPen(t.pale, 0.05 * r));
    p.drawLine(QPointF(0, 0.5 * r), QPointF(0, -0.45 * r));
}

void poppy(QPainter& p, qreal r, const Tones& t) {
    p.setPen(roundPen(t.ink, 0.045 * r));
    // Four broad petals: the two behind darker, the two in front lighter.
    const qreal d = 0.4 * r;
    p.setBrush(t.fill.darker(110));
    p.drawPath(ruffled(polar(-45, d), 0.56 * r, 0.52 * r, 7, 0.03));
    p.drawPath(ruffled(polar(-135, d), 0.56 * r, 0.52 * r, 7, 0.03));
    p.setBrush(t.fill);
    p.drawPath(ruffled(polar(135, d), 0.56 * r, 0.52 * r, 7, 0.03));
    p.drawPath(ruffled(polar(45, d), 0.56 * r, 0.52 * r, 7, 0.03));
    // The dark centre: a black blotch, the green seed head and its rays.
    p.setPen(Qt::NoPen);
    p.setBrush(t.centre);
    p.drawEllipse(QPointF(0, 0), 0.34 * r, 0.34 * r);
    p.setBrush(QColor(0x8f, 0xa8, 0x5a));
    p.setPen(roundPen(t.centre, 0.03 * r));
    p.drawEllipse(QPointF(0, 0), 0.17 * r, 0.17 * r);
    for (int k = 0; k < 8; ++k)
        p.drawLine(QPointF(0, 0), polar(22.5 + 45 * k, 0.15 * r));
    p.setBrush(t.centre);
    p.drawEllipse(QPointF(0, 0), 0.04 * r, 0.04 * r);
}

// One sweet pea flower at `c`, `s` its size: the standard, a broad ruffled fan notched at the
// top, behind; the two wings, deeper, and the pale keel between them in front.
void sweetPeaFlower(QPainter& p, QPointF c, qreal s, const Tones& t) {
    p.setPen(roundPen(t.ink, 0.05 * s));
    p.setBrush(t.fill.lighter(110));
    QPainterPath standard = ruffled(c + QPointF(-0.3 * s, -0.2 * s), 0.5 * s, 0.5 * s, 9, 0.05);
    standard = standard.united(ruffled(c + QPointF(0.3 * s, -0.2 * s), 0.5 * s, 0.5 * s, 9, 0.05));
    p.drawPath(standard);
    p.setPen(roundPen(t.fill.darker(115), 0.035 * s));
    for (qreal a : {-140.0, -110.0, -70.0, -40.0})
        p.drawLine(c + polar(a, 0.15 * s), c + polar(a, 0.6 * s));
    p.setPen(roundPen(t.ink, 0.05 * s));
    p.setBrush(t.fill);
    p.drawPath(ruffled(c + QPointF(-0.25 * s, 0.3 * s), 0.32 * s, 0.27 * s, 6, 0.05));
    p.drawPath(ruffled(c + QPointF(0.25 * s, 0.3 * s), 0.32 * s, 0.27 * s, 6, 0.05));
    p.setBrush(t.pale);
    p.drawEllipse(c + QPointF(0, 0.5 * s), 0.14 * s, 0.11 * s);
}

void sweetPea(QPainter& p, qreal r, const Tones& t) {
    // A spray: a bud and a small flower above, the large flower below, on short green stalks.
    const QPointF top(0.05 * r, 0.95 * r);
    p.setPen(roundPen(t.stem, 0.06 * r));
    p.drawLine(top, QPointF(0.1 * r, -0.75 * r));
    p.drawLine(QPointF(0.08 * r, -0.2 * r), QPointF(0.4 * r, -0.45 * r));
    p.setPen(roundPen(t.ink, 0.04 * r));
    p.setBrush(t.fill.darker(105));
    p.drawEllipse(QPointF(0.1 * r, -0.85 * r), 0.1 * r, 0.15 * r);
    sweetPeaFlower(p, QPointF(0.45 * r, -0.5 * r), 0.5 * r, t);
    sweetPeaFlower(p, QPointF(-0.12 * r, 0.2 * r), 0.85 * r, t);
}

// One six-petalled star of the schizostylis' spike.
void star(QPainter& p, QPointF c, qreal s, const Tones& t, qreal turn) {
    p.save();
    p.translate(c);
    p.setPen(roundPen(t.ink, 0.08 * s));
    p.setBrush(t.fill);
    const QPainterPath one = petal(s, 0.3 * s, 0.5);
    for (int k = 0; k < 6; ++k)
        drawRotated(p, one, turn + 60 * k);
    p.setPen(Qt::NoPen);
    p.setBrush(t.centre);
    p.drawEllipse(QPointF(0, 0), 0.22 * s, 0.22 * s);
    p.restore();
}

void schizostylis(QPainter& p, qreal r, const Tones& t) {
    // The spike: buds at the tip, stars opening downward.
    p.setPen(roundPen(t.stem, 0.06 * r));
    p.drawLine(QPointF(0, 0.9 * r), QPointF(0, -0.95 * r));
    p.setPen(roundPen(t.ink, 0.04 * r));
    p.setBrush(t.fill.darker(108));
    p.drawEllipse(QPointF(0, -0.98 * r), 0.08 * r, 0.13 * r);
    p.drawEllipse(QPointF(0.1 * r, -0.8 * r), 0.07 * r, 0.11 * r);
    star(p, QPointF(-0.12 * r, -0.52 * r), 0.3 * r, t, -90);
    star(p, QPointF(0.2 * r, -0.02 * r), 0.4 * r, t, -75);
    star(p, QPointF(-0.2 * r, 0.5 * r), 0.45 * r, t, -100);
}

// A pointed leaf from `base` towards `angleDeg`, `len` long, with its midrib.
void leaf(QPainter& p, QPointF base, qreal angleDeg, qreal len, qreal w, const Tones& t) {
    p.save();
    p.translate(base);
    p.rotate(angleDeg);
    p.setPen(roundPen(t.leaf.darker(130), 0.08 * w));
    p.setBrush(t.leaf);
    p.drawPath(petal(len, w, 0.55));
    p.setPen(roundPen(t.leaf.darker(125), 0.05 * w));
    p.drawLine(QPointF(0.1 * len, 0), QPointF(0.8 * len, 0));
    p.restore();
}

void tendril(QPainter& p, QPointF from, qreal w, const Tones& t) {
    p.setPen(roundPen(t.stem, 0.022 * w));
    p.setBrush(Qt::NoBrush);
    QPainterPath s;
    s.moveTo(from);
    s.quadTo(from + QPointF(0.12 * w, -0.02 * w), from + QPointF(0.2 * w, -0.1 * w));
    const QPointF c = from + QPointF(0.2 * w, -0.16 * w);
    for (int i = 0; i <= 30; ++i) {
        const qreal a = kPi * 0.5 + 2.6 * kPi * i / 30.0;
        const qreal rr = 0.06 * w * (1.0 - i / 36.0);
        s.lineTo(c + QPointF(std::cos(a) * rr, std::sin(a) * rr));
    }
    p.drawPath(s);
}

} // namespace

QPen roundPen(const QColor& c, qreal w, qreal min) {
    return QPen(c, std::max(min, w), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

QRectF squareIn(const QRectF& r) {
    const qreal s = std::min(r.width(), r.height());
    return QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s);
}

qreal luminance(const QColor& c) {
    return (0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF());
}

Tones typeTones(int type) {
    Tones t{typeColour(type),         typeInk(type), typePale(type), QColor(0x6a, 0xa8, 0x4f),
            QColor(0x4d, 0x86, 0x3a), typeInk(type)};
    switch (type) {
    case 0: // rose: a deeper heart
        t.centre = typeColour(type).darker(125);
        break;
    case 1: // iris: the yellow beard
        t.centre = QColor(0xf6, 0xc8, 0x3c);
        break;
    case 3: // poppy: the dark centre
        t.centre = QColor(0x2a, 0x1e, 0x22);
        break;
    case 5: // schizostylis: a pale eye
        t.centre = QColor(0xff, 0xf1, 0xc4);
        break;
    default:
        break;
    }
    return t;
}

Tones wiltedTones(int type) {
    Tones t{QColor(0xb3, 0xa2, 0x90), QColor(0x6e, 0x60, 0x55), QColor(0xd4, 0xc9, 0xbc),
            QColor(0xa3, 0x9c, 0x72), QColor(0x8c, 0x84, 0x5e), QColor(0x7a, 0x6a, 0x5c)};
    if (type == 3)
        t.centre = QColor(0x4a, 0x40, 0x3a);
    return t;
}

void drawBloom(QPainter& p, QPointF c, qreal r, int type, const Tones& t) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(c);
    using Bloom = void (*)(QPainter&, qreal, const Tones&);
    static const Bloom blooms[] = {rose, iris, tulip, poppy, sweetPea, schizostylis};
    if (type >= 0 && type < kTypes) {
        blooms[type](p, r, t);
    } else { // a type the look does not know: a plain round flower
        p.setPen(roundPen(t.ink, 0.05 * r));
        p.setBrush(t.fill);
        p.drawEllipse(QPointF(0, 0), 0.8 * r, 0.8 * r);
    }
    p.restore();
}

void drawStem(QPainter& p, QPointF top, QPointF bottom, qreal w, int type, const Tones& t) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(roundPen(t.stem, 0.045 * w));
    p.drawLine(top, bottom);
    const qreal len = bottom.y() - top.y();
    auto at = [&](qreal f) { return QPointF(top.x(), top.y() + f * len); };
    switch (type) {
    case 1: // iris: sword leaves from the foot
    case 5: // schizostylis: narrow grassy leaves
    {
        const qreal lw = type == 1 ? 0.075 * w : 0.05 * w;
        leaf(p, bottom, -100, 0.55 * len, lw, t);
        leaf(p, bottom, -78, 0.48 * len, lw, t);
        if (type == 5)
            leaf(p, bottom + QPointF(0.02 * w, 0), -62, 0.32 * len, lw, t);
        break;
    }
    case 2: // tulip: two broad leaves hugging the stem
        leaf(p, bottom + QPointF(-0.02 * w, 0), -118, 0.5 * len, 0.11 * w, t);
        leaf(p, bottom + QPointF(0.02 * w, 0), -65, 0.42 * len, 0.1 * w, t);
        break;
    case 4: // sweet pea: a pair of leaves and its tendril
        leaf(p, at(0.62), -150, 0.22 * w, 0.07 * w, t);
        leaf(p, at(0.62), -30, 0.22 * w, 0.07 * w, t);
        tendril(p, at(0.8), w, t);
        break;
    case 0: // rose: alternate leaves and thorns
        leaf(p, at(0.55), -155, 0.24 * w, 0.08 * w, t);
        leaf(p, at(0.75), -25, 0.24 * w, 0.08 * w, t);
        p.setPen(roundPen(t.stem.darker(120), 0.025 * w));
        for (qreal f : {0.4, 0.66, 0.88}) {
            const qreal side = f > 0.6 && f < 0.7 ? -1 : 1;
            p.drawLine(at(f), at(f) + QPointF(side * 0.04 * w, -0.03 * w));
        }
        break;
    default: // poppy and the rest: a lobed pair low on the stem
        leaf(p, at(0.7), -145, 0.26 * w, 0.075 * w, t);
        leaf(p, at(0.7), -35, 0.26 * w, 0.075 * w, t);
        break;
    }
    p.restore();
}

} // namespace blossoms::art::parts
