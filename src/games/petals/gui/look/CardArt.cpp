#include "CardArt.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <numbers>

namespace petals::art {

namespace {

QString tr(const char* s) {
    return QCoreApplication::translate("petals::art", s);
}

std::size_t ix(Element e) {
    return static_cast<std::size_t>(e);
}

// The card's proportions, as fractions of its side.
constexpr qreal kPetalReach = 0.345; // how far the petals reach into the card
constexpr qreal kHeart = 0.2;        // the heart's radius (where the number sits)
constexpr qreal kCorner = 0.075;     // the card's rounded corners

QRectF squareIn(const QRectF& r) {
    const qreal s = std::min(r.width(), r.height());
    return QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s);
}

// One petal of element `e` in petal coordinates: along +x from the heart, `b` its base, `tip`
// its end, `s` the card's side.
QPainterPath petalPath(Element e, qreal b, qreal tip, qreal s) {
    QPainterPath path;
    const qreal len = tip - b;
    switch (e) {
    case Element::Fire: { // a flame: narrow, pointed, its tip slightly curled
        const qreal w = 0.075 * s;
        path.moveTo(b, 0);
        path.cubicTo(b + len * 0.25, -w * 1.2, b + len * 0.7, -w * 0.9, tip, -w * 0.15);
        path.cubicTo(b + len * 0.72, w * 0.35, b + len * 0.35, w * 1.1, b, 0);
        break;
    }
    case Element::Air: { // a round puff
        const qreal rw = len * 0.5;
        path.addEllipse(QPointF(b + rw, 0), rw, 0.105 * s);
        break;
    }
    case Element::Earth: { // broad, square-tipped with a notch
        const qreal w = 0.1 * s;
        path.moveTo(b, -w * 0.35);
        path.lineTo(tip - w * 0.25, -w);
        path.quadTo(tip, -w, tip, -w * 0.6);
        path.lineTo(tip - w * 0.3, 0);
        path.lineTo(tip, w * 0.6);
        path.quadTo(tip, w, tip - w * 0.25, w);
        path.lineTo(b, w * 0.35);
        path.closeSubpath();
        break;
    }
    case Element::Water: { // a drop, round outward
        const qreal rw = 0.085 * s;
        QPainterPath round;
        round.addEllipse(QPointF(tip - rw, 0), rw, rw);
        QPainterPath cone;
        cone.moveTo(b, 0);
        cone.lineTo(tip - rw * 1.1, -rw * 0.98);
        cone.lineTo(tip - rw * 1.1, rw * 0.98);
        cone.closeSubpath();
        path = round.united(cone);
        break;
    }
    }
    return path;
}

// The pattern on a petal (the second cue after the shape), in petal coordinates.
void petalPattern(QPainter& p, Element e, qreal b, qreal tip, qreal s) {
    const qreal len = tip - b;
    p.setBrush(Qt::NoBrush);
    switch (e) {
    case Element::Fire: { // a bright inner tongue
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 236, 200, 200));
        QPainterPath in;
        in.moveTo(b + len * 0.3, 0);
        in.quadTo(b + len * 0.6, -0.03 * s, b + len * 0.85, -0.01 * s);
        in.quadTo(b + len * 0.6, 0.025 * s, b + len * 0.3, 0);
        p.drawPath(in);
        break;
    }
    case Element::Air: // a hollow ring
        p.setPen(QPen(QColor(255, 255, 255, 230), 0.022 * s));
        p.drawEllipse(QPointF(b + len * 0.55, 0), len * 0.2, 0.045 * s);
        break;
    case Element::Earth: // two seeds
        p.setPen(Qt::NoPen);
        p.setBrush(elementInk(e));
        p.drawEllipse(QPointF(b + len * 0.62, -0.035 * s), 0.016 * s, 0.016 * s);
        p.drawEllipse(QPointF(b + len * 0.62, 0.035 * s), 0.016 * s, 0.016 * s);
        break;
    case Element::Water: { // a ripple
        p.setPen(QPen(QColor(255, 255, 255, 235), 0.02 * s, Qt::SolidLine, Qt::RoundCap));
        const qreal rw = 0.085 * s;
        p.drawArc(QRectF(tip - rw * 1.6, -rw * 0.6, rw * 1.2, rw * 1.2), -60 * 16, 120 * 16);
        break;
    }
    }
}

int petalSteps(Element e) { // petals from one end of the edge to the other
    switch (e) {
    case Element::Fire:
        return 6;
    case Element::Water:
        return 5;
    case Element::Air:
    case Element::Earth:
        break;
    }
    return 4;
}

// The point `depth` (fraction of the side) into the card from the middle of edge `d`.
QPointF intoCard(const QRectF& card, int d, qreal depth) {
    const qreal s = card.width(), h = s / 2 - depth * s;
    const QPointF c = card.center();
    switch (d & 3) {
    case 0:
        return c + QPointF(0, -h);
    case 1:
        return c + QPointF(h, 0);
    case 2:
        return c + QPointF(0, h);
    default:
        return c + QPointF(-h, 0);
    }
}

void drawLadybug(QPainter& p, QPointF c, qreal s, int rotation) {
    p.save();
    p.translate(c);
    p.rotate(90.0 * rotation);
    const qreal r = 0.085 * s;
    const QColor black(0x2b, 0x26, 0x2a);
    p.setPen(Qt::NoPen);
    p.setBrush(black);
    p.drawEllipse(QPointF(0, -r * 0.95), r * 0.5, r * 0.45); // head
    p.setPen(QPen(black, std::max(0.8, r * 0.12)));
    p.setBrush(QColor(0xe2, 0x4b, 0x44));
    p.drawEllipse(QPointF(0, 0), r, r * 1.05);
    p.drawLine(QPointF(0, -r * 1.05), QPointF(0, r * 1.05));
    p.setPen(Qt::NoPen);
    p.setBrush(black);
    const qreal d = r * 0.22;
    for (const QPointF& at :
         {QPointF(-0.5, -0.35), QPointF(0.5, -0.35), QPointF(-0.45, 0.4), QPointF(0.45, 0.4)})
        p.drawEllipse(QPointF(at.x() * r, at.y() * r), d, d);
    p.setBrush(Qt::white);
    p.drawEllipse(QPointF(-r * 0.2, -r * 1.05), r * 0.09, r * 0.09);
    p.drawEllipse(QPointF(r * 0.2, -r * 1.05), r * 0.09, r * 0.09);
    p.restore();
}

// A small pale clover in the centre of a card without a ladybug: no rule meaning
// (R-PE-CARD-1), it only makes the card a card.
void drawCentre(QPainter& p, QPointF c, qreal s) {
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xcf, 0xe3, 0xc0));
    const qreal r = 0.032 * s;
    for (int k = 0; k < 4; ++k) {
        const qreal a = k * std::numbers::pi / 2 + std::numbers::pi / 4;
        p.drawEllipse(c + QPointF(std::cos(a) * r, std::sin(a) * r), r, r);
    }
}

void drawFrame(QPainter& p, const QRectF& sq, const CardStyle& style, const QColor& fill,
               const QColor& border) {
    const qreal s = sq.width();
    if (style.highlighted) {
        p.setPen(QPen(QColor(0xf2, 0xb1, 0x2c, 220), 0.07 * s));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(sq.adjusted(-0.01 * s, -0.01 * s, 0.01 * s, 0.01 * s), kCorner * s,
                          kCorner * s);
    }
    if (style.shadow) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(60, 70, 50, 45));
        p.drawRoundedRect(sq.translated(0.018 * s, 0.028 * s), kCorner * s, kCorner * s);
    }
    p.setPen(QPen(border, std::max(1.0, 0.014 * s)));
    p.setBrush(fill);
    p.drawRoundedRect(sq, kCorner * s, kCorner * s);
}

void drawSelection(QPainter& p, const QRectF& sq, const CardStyle& style) {
    if (!style.selected)
        return;
    const qreal s = sq.width();
    p.setPen(QPen(QColor(0x2f, 0x6f, 0xd6), std::max(2.0, 0.05 * s)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(sq.adjusted(0.02 * s, 0.02 * s, -0.02 * s, -0.02 * s), kCorner * s,
                      kCorner * s);
}

} // namespace

QColor tableColour() {
    return QColor(0xdc, 0xe8, 0xd2);
}
QColor cardColour() {
    return QColor(0xff, 0xfb, 0xf1);
}
QColor ink() {
    return QColor(0x33, 0x3a, 0x44);
}

QColor elementColour(Element e) {
    static const QColor c[] = {QColor(0xf2, 0x83, 0x6b), QColor(0xe0, 0xdc, 0xf4),
                               QColor(0xf1, 0xcf, 0x5b), QColor(0x68, 0xa8, 0xe2)};
    return c[ix(e)];
}

QColor elementInk(Element e) {
    static const QColor c[] = {QColor(0xb0, 0x3a, 0x26), QColor(0x5e, 0x55, 0x9e),
                               QColor(0x8a, 0x67, 0x0c), QColor(0x24, 0x64, 0x9e)};
    return c[ix(e)];
}

QColor elementPale(Element e) {
    static const QColor c[] = {QColor(0xfd, 0xe4, 0xdc), QColor(0xee, 0xec, 0xfa),
                               QColor(0xfb, 0xf1, 0xcc), QColor(0xdc, 0xed, 0xfa)};
    return c[ix(e)];
}

QString elementName(Element e) {
    switch (e) {
    case Element::Fire:
        return tr("Fire");
    case Element::Air:
        return tr("Air");
    case Element::Earth:
        return tr("Earth");
    case Element::Water:
        return tr("Water");
    }
    return {};
}

QString directionName(int d) {
    switch (d & 3) {
    case 0:
        return tr("north");
    case 1:
        return tr("east");
    case 2:
        return tr("south");
    default:
        return tr("west");
    }
}

namespace {

// A flame with its bright heart.
void flame(QPainter& p, const QRectF& r, const QColor& fill, const QPen& pen) {
    const qreal w = r.width();
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * w); };
    QPainterPath f;
    f.moveTo(at(0.5, 0.05));
    f.cubicTo(at(0.62, 0.3), at(0.9, 0.45), at(0.85, 0.7));
    f.cubicTo(at(0.8, 0.92), at(0.62, 0.97), at(0.5, 0.97));
    f.cubicTo(at(0.3, 0.97), at(0.15, 0.85), at(0.17, 0.65));
    f.cubicTo(at(0.2, 0.5), at(0.32, 0.45), at(0.35, 0.3));
    f.cubicTo(at(0.45, 0.4), at(0.45, 0.5), at(0.45, 0.55));
    f.cubicTo(at(0.55, 0.4), at(0.55, 0.2), at(0.5, 0.05));
    p.setPen(pen);
    p.setBrush(fill);
    p.drawPath(f);
    QPainterPath in;
    in.moveTo(at(0.5, 0.55));
    in.cubicTo(at(0.65, 0.68), at(0.65, 0.88), at(0.5, 0.88));
    in.cubicTo(at(0.36, 0.88), at(0.36, 0.7), at(0.5, 0.55));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 240, 190));
    p.drawPath(in);
}

// Three gusts, the middle one curling.
void gusts(QPainter& p, const QRectF& r, const QColor&, const QPen& pen) {
    const qreal w = r.width();
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * w); };
    p.setBrush(Qt::NoBrush);
    QPen thick = pen;
    thick.setWidthF(std::max(1.2, w * 0.1));
    p.setPen(thick);
    QPainterPath g;
    g.moveTo(at(0.08, 0.3));
    g.lineTo(at(0.6, 0.3));
    g.cubicTo(at(0.85, 0.3), at(0.85, 0.05), at(0.65, 0.08));
    g.moveTo(at(0.08, 0.52));
    g.lineTo(at(0.75, 0.52));
    g.cubicTo(at(1.0, 0.52), at(1.0, 0.82), at(0.78, 0.8));
    g.moveTo(at(0.18, 0.74));
    g.lineTo(at(0.5, 0.74));
    p.drawPath(g);
}

// Two mountains.
void mountains(QPainter& p, const QRectF& r, const QColor& fill, const QPen& pen) {
    const qreal w = r.width();
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * w); };
    QPainterPath back;
    back.moveTo(at(0.45, 0.88));
    back.lineTo(at(0.7, 0.35));
    back.lineTo(at(0.97, 0.88));
    back.closeSubpath();
    QPainterPath front;
    front.moveTo(at(0.03, 0.88));
    front.lineTo(at(0.38, 0.15));
    front.lineTo(at(0.75, 0.88));
    front.closeSubpath();
    p.setPen(pen);
    p.setBrush(fill.darker(112));
    p.drawPath(back);
    p.setBrush(fill);
    p.drawPath(front);
    QPainterPath cap;
    cap.moveTo(at(0.38, 0.15));
    cap.lineTo(at(0.27, 0.38));
    cap.lineTo(at(0.34, 0.34));
    cap.lineTo(at(0.39, 0.4));
    cap.lineTo(at(0.49, 0.38));
    cap.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    p.drawPath(cap);
}

// A drop with its shine.
void drop(QPainter& p, const QRectF& r, const QColor& fill, const QPen& pen) {
    const qreal w = r.width();
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * w); };
    QPainterPath d;
    d.moveTo(at(0.5, 0.04));
    d.cubicTo(at(0.62, 0.3), at(0.86, 0.5), at(0.86, 0.68));
    d.cubicTo(at(0.86, 0.88), at(0.7, 0.97), at(0.5, 0.97));
    d.cubicTo(at(0.3, 0.97), at(0.14, 0.88), at(0.14, 0.68));
    d.cubicTo(at(0.14, 0.5), at(0.38, 0.3), at(0.5, 0.04));
    p.setPen(pen);
    p.setBrush(fill);
    p.drawPath(d);
    p.setPen(
        QPen(QColor(255, 255, 255, 230), std::max(0.8, w * 0.07), Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(at(0.26, 0.5), at(0.6, 0.86)), 160 * 16, 70 * 16);
}

} // namespace

void drawPictogram(QPainter& p, const QRectF& box, Element e, const QColor& fill,
                   const QColor& outline) {
    const QRectF r = squareIn(box);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QPen pen(outline, std::max(0.9, r.width() * 0.07), Qt::SolidLine, Qt::RoundCap,
                   Qt::RoundJoin);
    switch (e) {
    case Element::Fire:
        flame(p, r, fill, pen);
        break;
    case Element::Air:
        gusts(p, r, fill, pen);
        break;
    case Element::Earth:
        mountains(p, r, fill, pen);
        break;
    case Element::Water:
        drop(p, r, fill, pen);
        break;
    }
    p.restore();
}

void drawHalfFlower(QPainter& p, const QRectF& card, int d, const HalfFlower& h) {
    const qreal s = card.width();
    const Element e = h.flower;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(card.center());
    p.rotate(90.0 * (d & 3));
    p.setClipRect(QRectF(-s / 2, -s / 2, s, s), Qt::IntersectClip);
    p.translate(0, -s / 2); // the middle of the edge; the card lies towards +y
    const qreal heart = kHeart * s, base = heart * 0.55, tip = kPetalReach * s;
    const int steps = petalSteps(e);
    const QPen outline(elementInk(e), std::max(0.7, 0.012 * s));
    for (int k = 0; k <= steps; ++k) {
        p.save();
        p.rotate(180.0 * k / steps);
        p.setPen(outline);
        p.setBrush(elementColour(e));
        p.drawPath(petalPath(e, base, tip, s));
        petalPattern(p, e, base, tip, s);
        p.restore();
    }
    // The heart: a cream half-disc ringed in the element's ink, where the number reads.
    p.setPen(QPen(elementInk(e), std::max(1.0, 0.022 * s)));
    p.setBrush(h.isSymbol() ? QColor(0xff, 0xf4, 0xd6) : QColor(0xff, 0xfd, 0xf7));
    const qreal r = h.isSymbol() ? heart * 1.12 : heart;
    p.drawEllipse(QPointF(0, 0), r, r);
    p.restore();

    // The number or the symbol, upright whatever the direction.
    const QPointF c = intoCard(card, d, kHeart * (h.isSymbol() ? 0.5 : 0.47));
    if (h.isSymbol()) {
        const qreal box = kHeart * 1.05 * s;
        drawPictogram(p, QRectF(c.x() - box / 2, c.y() - box / 2, box, box), h.symbol,
                      elementColour(h.symbol), elementInk(h.symbol).darker(115));
        return;
    }
    p.save();
    QFont f = p.font();
    f.setPixelSize(std::max(6, qRound(kHeart * 1.08 * s)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(elementInk(e).darker(135));
    const qreal box = kHeart * s;
    p.drawText(QRectF(c.x() - box, c.y() - box, 2 * box, 2 * box), Qt::AlignCenter,
               QString::number(h.number));
    p.restore();
}

void drawCard(QPainter& p, const QRectF& r, const Card& card, int rotation,
              const CardStyle& style) {
    const QRectF sq = squareIn(r);
    const qreal s = sq.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setOpacity(p.opacity() * style.opacity);
    drawFrame(p, sq, style, cardColour(), QColor(0xd8, 0xcc, 0xb0));
    p.save();
    QPainterPath inside;
    inside.addRoundedRect(sq, kCorner * s, kCorner * s);
    p.setClipPath(inside, Qt::IntersectClip);
    for (int d = 0; d < 4; ++d)
        drawHalfFlower(p, sq, d, card.edges[static_cast<std::size_t>((d - rotation + 8) % 4)]);
    p.restore();
    if (card.ladybug)
        drawLadybug(p, sq.center(), s, rotation);
    else
        drawCentre(p, sq.center(), s);
    if (style.showId && s >= 40) {
        QFont f = p.font();
        f.setPixelSize(std::max(7, qRound(0.085 * s)));
        f.setBold(false);
        p.setFont(f);
        p.setPen(QColor(0x9a, 0x8f, 0x78));
        p.drawText(sq.adjusted(0.05 * s, 0.03 * s, -0.05 * s, -0.03 * s),
                   Qt::AlignRight | Qt::AlignBottom, QString::fromStdString(card.id));
    }
    drawSelection(p, sq, style);
    p.restore();
}

void drawBack(QPainter& p, const QRectF& r, const CardStyle& style) {
    const QRectF sq = squareIn(r);
    const qreal s = sq.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setOpacity(p.opacity() * style.opacity);
    drawFrame(p, sq, style, QColor(0xe4, 0xdc, 0xf3), QColor(0xb9, 0xad, 0xd6));
    QPainterPath inside;
    inside.addRoundedRect(sq, kCorner * s, kCorner * s);
    p.setClipPath(inside, Qt::IntersectClip);
    // A lattice of tiny white dots, and an inner white frame.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 150));
    const int n = 8;
    for (int i = 0; i <= n; ++i)
        for (int j = 0; j <= n; ++j)
            if ((i + j) % 2 == 0)
                p.drawEllipse(QPointF(sq.left() + s * i / n, sq.top() + s * j / n), 0.012 * s,
                              0.012 * s);
    p.setPen(QPen(QColor(255, 255, 255, 210), std::max(1.0, 0.02 * s)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(sq.adjusted(0.07 * s, 0.07 * s, -0.07 * s, -0.07 * s), kCorner * s * 0.7,
                      kCorner * s * 0.7);
    // The rosette: two petals of each element, the four elements around.
    p.translate(sq.center());
    const qreal base = 0.06 * s, tip = 0.3 * s;
    for (int k = 0; k < 8; ++k) {
        const Element e = kAllElements[static_cast<std::size_t>((k / 2 + (k % 2) * 2) % 4)];
        p.save();
        p.rotate(-90.0 + 45.0 * k);
        p.setPen(QPen(elementInk(e), std::max(0.7, 0.012 * s)));
        p.setBrush(elementColour(e));
        p.drawPath(petalPath(e, base, tip, s * 0.9));
        petalPattern(p, e, base, tip, s * 0.9);
        p.restore();
    }
    p.setPen(QPen(QColor(0xb9, 0xad, 0xd6), std::max(1.0, 0.018 * s)));
    p.setBrush(cardColour());
    p.drawEllipse(QPointF(0, 0), 0.085 * s, 0.085 * s);
    p.restore();
    p.save();
    drawSelection(p, sq, style);
    p.restore();
}

void drawElementIcon(QPainter& p, const QRectF& box, Element e) {
    const QRectF r = squareIn(box);
    const qreal w = r.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(elementInk(e), std::max(1.0, w * 0.06)));
    p.setBrush(elementPale(e));
    p.drawEllipse(r.adjusted(w * 0.04, w * 0.04, -w * 0.04, -w * 0.04));
    p.restore();
    drawPictogram(p, r.adjusted(w * 0.2, w * 0.18, -w * 0.2, -w * 0.22), e, elementColour(e),
                  elementInk(e));
}

QPixmap elementPixmap(Element e, int size, qreal dpr) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    drawElementIcon(p, QRectF(0, 0, size, size), e);
    return pm;
}

QIcon elementIcon(Element e) {
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64})
        icon.addPixmap(elementPixmap(e, size));
    return icon;
}

QPixmap cardPixmap(const Card& card, int rotation, int size, qreal dpr, const CardStyle& style) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    drawCard(p, QRectF(0, 0, size, size), card, rotation, style);
    return pm;
}

QString describeHalf(const HalfFlower& h) {
    if (!h.isSymbol())
        return QStringLiteral("%1 %2").arg(art::elementName(h.flower)).arg(h.number);
    return tr("%1 flower with the %2 symbol")
        .arg(art::elementName(h.flower), art::elementName(h.symbol));
}

QString describeCard(const Card& card, int rotation) {
    QStringList parts;
    for (int d = 0; d < 4; ++d)
        parts << tr("%1 %2").arg(
            describeHalf(card.edges[static_cast<std::size_t>((d - rotation + 8) % 4)]),
            directionName(d));
    QString text = parts.join(QStringLiteral(", "));
    if (card.ladybug)
        text += tr(", ladybug");
    return text;
}

} // namespace petals::art
