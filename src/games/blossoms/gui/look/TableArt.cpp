// The pieces on the table: the flowers as stacks above their pots, the pots, the tools, the
// tokens, the signs of a death and of bad luck, and the game's picture (BlossomsArt.h).
#include "ArtParts.h"
#include "BlossomsArt.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <cmath>

namespace blossoms::art {

using namespace parts;

namespace {

constexpr qreal kStep = 0.3; // the part of a card below the next one that stays visible

struct StackGeometry {
    qreal x = 0, bottom = 0, cw = 0, ch = 0, step = 0;
};

// The stack's cards in `r`: as wide as fits (a margin on each side for the badge and the
// shadows), each level `step` above the last, maxHeight + 1 levels in all.
StackGeometry stackGeometry(const QRectF& r, int maxHeight) {
    const int levels = std::max(1, maxHeight);
    StackGeometry g;
    const qreal bottomMargin = 0.04 * r.width();
    const qreal room = std::max(1.0, r.height() - bottomMargin);
    g.ch = room / (1.0 + levels * kStep);
    g.cw = g.ch * 5.0 / 7.0;
    if (g.cw > 0.7 * r.width()) {
        g.cw = 0.7 * r.width();
        g.ch = g.cw * 7.0 / 5.0;
    }
    g.step = std::min((room - g.ch) / levels, 0.4 * g.ch);
    g.x = r.center().x() - g.cw / 2;
    g.bottom = r.bottom() - bottomMargin;
    return g;
}

QRectF levelRect(const StackGeometry& g, int level) {
    return QRectF(g.x, g.bottom - g.ch - (level - 1) * g.step, g.cw, g.ch);
}

// The danger of the next card grows with the flower: far from the limit only a thin dotted line
// marks where the flower stops (level 0); one card below it the band and its sign show lightly
// (1); at the limit, strong (2).
void drawDangerBand(QPainter& p, const QRectF& band, int level) {
    const qreal w = band.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (level == 0) {
        QColor c = dangerColour();
        c.setAlpha(90);
        p.setPen(QPen(c, std::max(1.0, 0.012 * w), Qt::DotLine, Qt::FlatCap));
        p.drawLine(QPointF(band.left() + 0.1 * w, band.bottom()),
                   QPointF(band.right() - 0.1 * w, band.bottom()));
        p.restore();
        return;
    }
    const bool strong = level >= 2;
    QColor fill = dangerColour();
    fill.setAlpha(strong ? 70 : 16);
    QPen pen(dangerColour(), std::max(1.0, (strong ? 0.045 : 0.025) * w), Qt::DashLine,
             Qt::FlatCap);
    if (!strong)
        pen.setColor(
            QColor(dangerColour().red(), dangerColour().green(), dangerColour().blue(), 170));
    p.setPen(pen);
    p.setBrush(fill);
    const qreal k = 0.07 * w;
    p.drawRoundedRect(band.adjusted(pen.widthF() / 2, pen.widthF() / 2, -pen.widthF() / 2, 0), k,
                      k);
    // A "no more" sign: a red ring with a bar, readable without the colour.
    const qreal s = std::min(band.height() * 0.7, 0.3 * w);
    if (s >= 6) {
        const QPointF c = band.center();
        p.setPen(roundPen(dangerColour(), (strong ? 0.16 : 0.12) * s));
        p.setBrush(strong ? QBrush(QColor(255, 255, 255, 200)) : QBrush(Qt::NoBrush));
        p.drawEllipse(c, s / 2, s / 2);
        p.drawLine(c + QPointF(-s * 0.33, s * 0.33), c + QPointF(s * 0.33, -s * 0.33));
    }
    p.restore();
}

void drawBadge(QPainter& p, QPointF c, qreal r, int height, bool atLimit) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(atLimit ? dangerColour() : ink(), std::max(1.0, 0.14 * r)));
    p.setBrush(atLimit ? QColor(0xff, 0xe8, 0xe6) : cardColour());
    p.drawEllipse(c, r, r);
    QFont f = p.font();
    f.setPixelSize(std::max(6, qRound(1.25 * r)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(atLimit ? dangerColour().darker(120) : ink());
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
               QString::number(height));
    p.restore();
}

} // namespace

QRectF stackCardRect(const QRectF& r, int level, int maxHeight) {
    return levelRect(stackGeometry(r, maxHeight), level);
}

QRectF dangerBandRect(const QRectF& r, int maxHeight) {
    const StackGeometry g = stackGeometry(r, maxHeight);
    const QRectF top = levelRect(g, maxHeight + 1);
    return QRectF(top.left(), top.top(), top.width(), g.step);
}

namespace {

// The cards of a flower of `height` laid out by `g` in `r`, and its badge when it reads.
void drawCards(QPainter& p, const QRectF& r, const StackGeometry& g, int type, int height,
               bool atLimit, const CardStyle& style) {
    CardStyle lower;
    lower.faceDown = style.faceDown;
    for (int level = 1; level <= height; ++level) {
        CardStyle s = level == height ? style : lower;
        s.opacity = 1.0;
        drawCard(p, levelRect(g, level), type, s);
    }
    if (height <= 0 || g.cw < 24)
        return;
    const QRectF top = levelRect(g, height);
    const qreal br = std::max(6.0, 0.17 * g.cw);
    const QPointF c(std::min(top.right() + 0.02 * g.cw, r.right() - br - 1),
                    std::max(top.top() + 0.16 * g.ch, r.top() + br + 1));
    drawBadge(p, c, br, height, atLimit);
}

} // namespace

void drawFlowerStack(QPainter& p, const QRectF& r, int type, int height, int maxHeight,
                     const CardStyle& style) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setClipRect(r, Qt::IntersectClip);
    p.setOpacity(p.opacity() * style.opacity);
    drawDangerBand(p, dangerBandRect(r, maxHeight),
                   height >= maxHeight       ? 2
                   : height == maxHeight - 1 ? 1
                                             : 0);
    drawCards(p, r, stackGeometry(r, maxHeight), type, height, height >= maxHeight, style);
    p.restore();
}

void drawPot(QPainter& p, const QRectF& r, std::optional<Tool> tool, bool empty) {
    const qreal W = r.width(), H = r.height();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QColor clay(0xc8, 0x64, 0x3b), edge(0x8e, 0x3f, 0x22);
    const qreal lw = std::max(1.0, 0.012 * W);
    // The body, narrowing to its foot, lit from the left.
    const qreal rimH = 0.22 * H, top = r.top() + 0.06 * H;
    QPainterPath body;
    body.moveTo(r.left() + 0.09 * W, top + rimH);
    body.lineTo(r.right() - 0.09 * W, top + rimH);
    body.lineTo(r.right() - 0.18 * W, r.bottom() - lw);
    body.lineTo(r.left() + 0.18 * W, r.bottom() - lw);
    body.closeSubpath();
    QLinearGradient shade(r.topLeft(), r.topRight());
    shade.setColorAt(0, clay.lighter(112));
    shade.setColorAt(0.35, clay);
    shade.setColorAt(1, clay.darker(125));
    p.setPen(roundPen(edge, lw));
    p.setBrush(shade);
    p.drawPath(body);
    // The rim and the soil in its mouth.
    const QRectF rim(r.left() + 0.04 * W, top, 0.92 * W, rimH);
    QLinearGradient rimShade(rim.topLeft(), rim.topRight());
    rimShade.setColorAt(0, clay.lighter(125));
    rimShade.setColorAt(0.4, clay.lighter(108));
    rimShade.setColorAt(1, clay.darker(115));
    p.setBrush(rimShade);
    p.drawRoundedRect(rim, 0.03 * W, 0.03 * W);
    const QRectF soil(rim.left() + 0.05 * W, r.top() + lw, rim.width() - 0.1 * W, 0.12 * H);
    p.setPen(Qt::NoPen);
    p.setBrush(empty ? QColor(0x8a, 0x62, 0x48) : QColor(0x5b, 0x3a, 0x29));
    p.drawEllipse(soil);
    if (empty) { // a few seeds on bare soil
        p.setBrush(QColor(0xe8, 0xd7, 0xb0));
        for (qreal f : {0.3, 0.5, 0.7})
            p.drawEllipse(QPointF(soil.left() + f * soil.width(), soil.center().y()), 0.02 * W,
                          0.014 * W);
    }
    // The tool's badge on the front, or the children's pot's plain painted band.
    const QRectF front(r.left() + 0.18 * W, top + rimH, 0.64 * W, r.bottom() - top - rimH);
    if (tool) {
        const qreal d = std::min(front.height() * 0.82, front.width() * 0.8);
        const QRectF badge(front.center().x() - d / 2, front.center().y() - d / 2, d, d);
        p.setPen(QPen(edge, std::max(1.0, 0.05 * d)));
        p.setBrush(cardColour());
        p.drawEllipse(badge);
        drawToolIcon(p, badge.adjusted(0.16 * d, 0.16 * d, -0.16 * d, -0.16 * d), *tool);
    } else {
        p.setPen(roundPen(QColor(0xf3, 0xd9, 0xb8), 0.03 * H));
        const qreal y = front.center().y();
        p.drawLine(QPointF(front.left() + 0.04 * W, y), QPointF(front.right() - 0.04 * W, y));
    }
    p.restore();
}

namespace {

void wateringCan(QPainter& p, const QRectF& s, qreal w, const QPen& outline) {
    auto at = [&](qreal x, qreal y) { return QPointF(s.left() + x * w, s.top() + y * w); };
    const QColor body(0x3f, 0x97, 0x80);
    // The spout, then the handle, then the body over their ends.
    p.setPen(roundPen(outline.color(), 0.17 * w, 2.4));
    p.drawLine(at(0.6, 0.72), at(0.88, 0.32));
    p.setPen(roundPen(body, 0.09 * w, 1.2));
    p.drawLine(at(0.6, 0.72), at(0.88, 0.32));
    p.setPen(outline);
    p.setBrush(body.lighter(115));
    QPainterPath rose;
    rose.moveTo(at(0.8, 0.24));
    rose.lineTo(at(0.98, 0.3));
    rose.lineTo(at(0.9, 0.44));
    rose.closeSubpath();
    p.drawPath(rose);
    p.setBrush(Qt::NoBrush);
    p.setPen(roundPen(outline.color(), 0.1 * w, 1.5));
    p.drawArc(QRectF(at(0.18, 0.14), at(0.6, 0.62)), 0, 180 * 16);
    p.setPen(outline);
    p.setBrush(body);
    p.drawRoundedRect(QRectF(at(0.08, 0.4), at(0.66, 0.92)), 0.1 * w, 0.1 * w);
    if (w >= 28) { // a band of light on the body
        p.setPen(roundPen(body.lighter(140), 0.05 * w));
        p.drawLine(at(0.17, 0.52), at(0.17, 0.8));
    }
}

void fence(QPainter& p, const QRectF& s, qreal w, const QPen& outline) {
    auto at = [&](qreal x, qreal y) { return QPointF(s.left() + x * w, s.top() + y * w); };
    const QColor wood(0xd6, 0xa8, 0x65);
    p.setPen(outline);
    p.setBrush(wood.darker(110));
    p.drawRect(QRectF(at(0.04, 0.36), at(0.96, 0.48)));
    p.drawRect(QRectF(at(0.04, 0.68), at(0.96, 0.8)));
    p.setBrush(wood);
    for (qreal x : {0.1, 0.4, 0.7}) {
        QPainterPath picket;
        picket.moveTo(at(x, 0.22));
        picket.lineTo(at(x + 0.1, 0.06));
        picket.lineTo(at(x + 0.2, 0.22));
        picket.lineTo(at(x + 0.2, 0.95));
        picket.lineTo(at(x, 0.95));
        picket.closeSubpath();
        p.drawPath(picket);
    }
}

void rake(QPainter& p, const QRectF& s, qreal w, const QPen& outline) {
    auto at = [&](qreal x, qreal y) { return QPointF(s.left() + x * w, s.top() + y * w); };
    const QColor wood(0xb9, 0x85, 0x4a), steel(0x78, 0x84, 0x92);
    p.setPen(roundPen(outline.color(), 0.17 * w, 2.4));
    p.drawLine(at(0.5, 0.04), at(0.5, 0.6));
    p.setPen(roundPen(wood, 0.09 * w, 1.2));
    p.drawLine(at(0.5, 0.04), at(0.5, 0.6));
    p.setPen(roundPen(steel.darker(130), 0.1 * w, 1.4));
    for (qreal x : {0.12, 0.31, 0.5, 0.69, 0.88})
        p.drawLine(at(x, 0.62), at(x, 0.95));
    p.setPen(outline);
    p.setBrush(steel);
    p.drawRoundedRect(QRectF(at(0.05, 0.56), at(0.95, 0.7)), 0.04 * w, 0.04 * w);
}

void pruner(QPainter& p, const QRectF& s, qreal w, const QPen& outline) {
    auto at = [&](qreal x, qreal y) { return QPointF(s.left() + x * w, s.top() + y * w); };
    const QColor steel(0xb4, 0xbe, 0xc8), grip(0xd6, 0x3a, 0x36);
    // The red handles, opening downward.
    for (const QPointF& end : {at(0.2, 0.94), at(0.8, 0.94)}) {
        p.setPen(roundPen(outline.color(), 0.22 * w, 3.0));
        p.drawLine(at(0.5, 0.52), end);
        p.setPen(roundPen(grip, 0.14 * w, 1.8));
        p.drawLine(at(0.5, 0.56) + (end - at(0.5, 0.56)) * 0.25, end);
    }
    // The blades: a straight one and a hooked one, open like a beak.
    p.setPen(outline);
    p.setBrush(steel);
    QPainterPath blade;
    blade.moveTo(at(0.52, 0.56));
    blade.quadTo(at(0.24, 0.4), at(0.28, 0.04));
    blade.quadTo(at(0.48, 0.24), at(0.6, 0.46));
    blade.closeSubpath();
    p.drawPath(blade);
    QPainterPath hook;
    hook.moveTo(at(0.46, 0.56));
    hook.quadTo(at(0.78, 0.44), at(0.74, 0.08));
    hook.quadTo(at(0.6, 0.26), at(0.42, 0.44));
    hook.closeSubpath();
    p.drawPath(hook);
    p.setBrush(outline.color());
    p.setPen(Qt::NoPen);
    p.drawEllipse(at(0.5, 0.5), 0.06 * w, 0.06 * w);
}

} // namespace

void drawToolIcon(QPainter& p, const QRectF& r, Tool tool) {
    // A margin for the outlines' round caps, which reach past the drawing's square.
    const QRectF sq = squareIn(r);
    const qreal m = std::max(1.0, 0.06 * sq.width());
    const QRectF s = sq.adjusted(m, m, -m, -m);
    const qreal w = s.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QPen outline = roundPen(QColor(0x3a, 0x2e, 0x26), 0.055 * w, 0.9);
    switch (tool) {
    case Tool::WateringCan:
        wateringCan(p, s, w, outline);
        break;
    case Tool::Fence:
        fence(p, s, w, outline);
        break;
    case Tool::Rake:
        rake(p, s, w, outline);
        break;
    case Tool::Pruner:
        pruner(p, s, w, outline);
        break;
    }
    p.restore();
}

void drawToken(QPainter& p, const QRectF& r, const QColor& colour, const QString& label) {
    const QRectF s = squareIn(r);
    const qreal w = s.width();
    const QRectF disc = s.adjusted(0.05 * w, 0.05 * w, -0.05 * w, -0.05 * w);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // The wooden rim.
    QRadialGradient wood(disc.center() - QPointF(0.15 * w, 0.15 * w), 0.6 * w);
    wood.setColorAt(0, QColor(0xec, 0xd0, 0xa0));
    wood.setColorAt(1, QColor(0xb5, 0x86, 0x4e));
    p.setPen(QPen(QColor(0x6e, 0x4c, 0x28), std::max(1.0, 0.05 * w)));
    p.setBrush(wood);
    p.drawEllipse(disc);
    // The painted face with its light.
    const qreal fw = 0.74 * disc.width();
    const QRectF face(disc.center().x() - fw / 2, disc.center().y() - fw / 2, fw, fw);
    QRadialGradient paint(face.center() - QPointF(0.12 * fw, 0.15 * fw), 0.7 * fw);
    paint.setColorAt(0, colour.lighter(125));
    paint.setColorAt(1, colour.darker(110));
    p.setPen(QPen(colour.darker(150), std::max(0.8, 0.035 * w)));
    p.setBrush(paint);
    p.drawEllipse(face);
    // The owner's initial: dark on a light colour, white on a dark one.
    if (!label.isEmpty() && w >= 9) {
        QFont f = p.font();
        f.setPixelSize(std::max(6, qRound(0.5 * fw)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(luminance(colour) > 0.55 ? ink() : QColor(Qt::white));
        p.drawText(face, Qt::AlignCenter, label.left(2));
    }
    p.restore();
}

void drawWilted(QPainter& p, const QRectF& r, int type) {
    const QRectF c = cardRectIn(r);
    const qreal w = c.width(), h = c.height();
    auto at = [&](qreal x, qreal y) { return QPointF(c.left() + x * w, c.top() + y * h); };
    const Tones t = wiltedTones(type);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // The bowed stem and a drooping leaf.
    QPainterPath stem;
    stem.moveTo(at(0.42, 0.97));
    stem.cubicTo(at(0.38, 0.55), at(0.45, 0.2), at(0.68, 0.2));
    stem.quadTo(at(0.8, 0.22), at(0.78, 0.36));
    p.setPen(roundPen(t.stem, 0.05 * w));
    p.setBrush(Qt::NoBrush);
    p.drawPath(stem);
    p.save();
    p.translate(at(0.4, 0.7));
    p.rotate(150);
    p.setPen(roundPen(t.leaf.darker(130), 0.012 * w));
    p.setBrush(t.leaf);
    QPainterPath leaf;
    leaf.moveTo(0, 0);
    leaf.cubicTo(0.1 * w, -0.08 * w, 0.22 * w, -0.04 * w, 0.3 * w, 0.06 * w);
    leaf.cubicTo(0.2 * w, 0.06 * w, 0.08 * w, 0.06 * w, 0, 0);
    p.drawPath(leaf);
    p.restore();
    // The head, hanging.
    p.save();
    p.translate(at(0.78, 0.48));
    p.rotate(160);
    drawBloom(p, QPointF(0, 0), 0.24 * w, type, t);
    p.restore();
    // Two petals falling.
    p.setPen(roundPen(t.ink, 0.01 * w));
    p.setBrush(t.fill);
    for (const QPointF& at2 : {at(0.62, 0.8), at(0.82, 0.9)}) {
        p.save();
        p.translate(at2);
        p.rotate(at2.x() > c.center().x() + 0.2 * w ? 35 : -20);
        p.drawEllipse(QPointF(0, 0), 0.06 * w, 0.03 * w);
        p.restore();
    }
    p.restore();
}

void drawBadLuck(QPainter& p, const QRectF& r) {
    const QRectF s = squareIn(r);
    const qreal w = s.width();
    auto at = [&](qreal x, qreal y) { return QPointF(s.left() + x * w, s.top() + y * w); };
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // Rain.
    p.setPen(roundPen(QColor(0x4f, 0x8f, 0xd8), 0.045 * w));
    for (qreal x : {0.2, 0.36, 0.66, 0.8})
        p.drawLine(at(x, 0.66), at(x - 0.05, 0.8));
    // The cloud.
    QPainterPath cloud;
    cloud.addEllipse(at(0.28, 0.46), 0.2 * w, 0.17 * w);
    cloud.addEllipse(at(0.5, 0.34), 0.24 * w, 0.22 * w);
    cloud.addEllipse(at(0.72, 0.45), 0.2 * w, 0.18 * w);
    cloud.addRoundedRect(QRectF(at(0.12, 0.42), at(0.88, 0.64)), 0.1 * w, 0.1 * w);
    cloud.setFillRule(Qt::WindingFill);
    cloud = cloud.simplified();
    QLinearGradient g(at(0, 0.12), at(0, 0.64));
    g.setColorAt(0, QColor(0x8c, 0x94, 0xa3));
    g.setColorAt(1, QColor(0x55, 0x5d, 0x6b));
    p.setPen(roundPen(QColor(0x33, 0x38, 0x42), 0.04 * w));
    p.setBrush(g);
    p.drawPath(cloud);
    // The lightning bolt.
    QPainterPath bolt;
    bolt.moveTo(at(0.54, 0.5));
    bolt.lineTo(at(0.38, 0.74));
    bolt.lineTo(at(0.5, 0.74));
    bolt.lineTo(at(0.42, 0.97));
    bolt.lineTo(at(0.66, 0.66));
    bolt.lineTo(at(0.54, 0.66));
    bolt.lineTo(at(0.64, 0.5));
    bolt.closeSubpath();
    p.setPen(roundPen(QColor(0x7a, 0x4a, 0x00), 0.03 * w));
    p.setBrush(QColor(0xff, 0xcc, 0x33));
    p.drawPath(bolt);
    p.restore();
}

QPixmap gamePicture(QSize size) {
    QPixmap pm(size);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    QLinearGradient ground(0, 0, 0, size.height());
    ground.setColorAt(0, tableColour().lighter(104));
    ground.setColorAt(1, tableColour().darker(106));
    p.fillRect(QRect(QPoint(0, 0), size), ground);
    // Four pots with their tools (R-BL-TOOL-0) and flowers of different heights, as large as
    // the picture allows (it is small in the game choice): no danger band.
    struct Pot {
        Tool tool;
        int type, height;
    };
    const Pot pots[] = {
        {Tool::Pruner, 0, 2}, {Tool::WateringCan, 2, 4}, {Tool::Fence, 4, 1}, {Tool::Rake, 1, 3}};
    const qreal cell = size.width() / 4.0, H = size.height();
    const qreal potH = std::min(0.26 * H, 0.7 * cell);
    for (int i = 0; i < 4; ++i) {
        const qreal x = i * cell;
        const QRectF pot(x + 0.12 * cell, H - potH - 0.04 * H, 0.76 * cell, potH);
        const QRectF above(x + 0.02 * cell, 0.04 * H, 0.96 * cell, pot.top() - 0.02 * H);
        const StackGeometry g = stackGeometry(above, 3);
        drawCards(p, above, g, pots[i].type, pots[i].height, false, {});
        drawPot(p, pot, pots[i].tool);
    }
    const qreal t = std::min(0.2 * cell, 0.14 * H);
    drawToken(p, QRectF(3 * cell + 0.7 * cell - t / 2, H - 0.04 * H - t * 0.9, t, t),
              QColor(0x3f, 0x7f, 0xc8), QStringLiteral("A"));
    return pm;
}

} // namespace blossoms::art
