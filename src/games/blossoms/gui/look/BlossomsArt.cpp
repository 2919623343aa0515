#include "BlossomsArt.h"

#include "ArtParts.h"

#include <QCoreApplication>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace blossoms::art {

using namespace parts;

namespace {

QString tr(const char* s, int n = -1) {
    return QCoreApplication::translate("blossoms::art", s, nullptr, n);
}

constexpr qreal kCorner = 0.075; // the card's rounded corners, as a fraction of its width

bool known(int type) {
    return type >= 0 && type < kTypes;
}

void drawFrame(QPainter& p, const QRectF& c, const CardStyle& style, const QColor& fill,
               const QColor& border) {
    const qreal w = c.width(), k = kCorner * w;
    if (style.highlighted) {
        p.setPen(QPen(QColor(0xf2, 0xb1, 0x2c, 220), 0.06 * w));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(c.adjusted(-0.01 * w, -0.01 * w, 0.01 * w, 0.01 * w), k, k);
    }
    if (style.shadow) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(70, 50, 30, 50));
        p.drawRoundedRect(c.translated(0.015 * w, 0.025 * w), k, k);
    }
    p.setPen(QPen(border, std::max(1.0, 0.014 * w)));
    p.setBrush(fill);
    p.drawRoundedRect(c, k, k);
}

void drawSelection(QPainter& p, const QRectF& c, const CardStyle& style) {
    if (!style.selected)
        return;
    const qreal w = c.width();
    p.setPen(QPen(QColor(0x2f, 0x6f, 0xd6), std::max(2.0, 0.05 * w)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(c.adjusted(0.025 * w, 0.025 * w, -0.025 * w, -0.025 * w), kCorner * w,
                      kCorner * w);
}

// The pictograms' silhouettes in the square `s`.
QPainterPath pictogramPath(const QRectF& s, int type) {
    const qreal w = s.width();
    auto at = [&](qreal x, qreal y) { return QPointF(s.left() + x * w, s.top() + y * w); };
    QPainterPath path;
    switch (type) {
    case 0: // rose: round
        path.addEllipse(s.adjusted(0.08 * w, 0.08 * w, -0.08 * w, -0.08 * w));
        break;
    case 1: // iris: a triangle, point up
        path.moveTo(at(0.5, 0.08));
        path.lineTo(at(0.94, 0.86));
        path.lineTo(at(0.06, 0.86));
        path.closeSubpath();
        break;
    case 2: // tulip: a cup crowned with three points
        path.moveTo(at(0.12, 0.1));
        path.lineTo(at(0.33, 0.34));
        path.lineTo(at(0.5, 0.08));
        path.lineTo(at(0.67, 0.34));
        path.lineTo(at(0.88, 0.1));
        path.cubicTo(at(0.92, 0.6), at(0.8, 0.92), at(0.5, 0.92));
        path.cubicTo(at(0.2, 0.92), at(0.08, 0.6), at(0.12, 0.1));
        path.closeSubpath();
        break;
    case 3: { // poppy: four lobes
        const qreal r = 0.23 * w;
        for (const QPointF& c : {at(0.5, 0.28), at(0.72, 0.5), at(0.5, 0.72), at(0.28, 0.5)})
            path.addEllipse(c, r, r);
        path.setFillRule(Qt::WindingFill);
        path = path.simplified();
        break;
    }
    case 4: // sweet pea: a heart
        path.moveTo(at(0.5, 0.9));
        path.cubicTo(at(0.1, 0.6), at(0.02, 0.35), at(0.2, 0.18));
        path.cubicTo(at(0.35, 0.05), at(0.48, 0.16), at(0.5, 0.3));
        path.cubicTo(at(0.52, 0.16), at(0.65, 0.05), at(0.8, 0.18));
        path.cubicTo(at(0.98, 0.35), at(0.9, 0.6), at(0.5, 0.9));
        path.closeSubpath();
        break;
    case 5: // schizostylis: a six-pointed star
        for (int k = 0; k < 12; ++k) {
            const qreal a = -std::numbers::pi / 2 + k * std::numbers::pi / 6;
            const qreal rr = (k % 2 == 0 ? 0.46 : 0.22) * w;
            const QPointF pt = s.center() + QPointF(std::cos(a) * rr, std::sin(a) * rr);
            k == 0 ? path.moveTo(pt) : path.lineTo(pt);
        }
        path.closeSubpath();
        break;
    default: // unknown: a square
        path.addRect(s.adjusted(0.15 * w, 0.15 * w, -0.15 * w, -0.15 * w));
        break;
    }
    return path;
}

} // namespace

QColor tableColour() {
    return QColor(0xee, 0xe1, 0xc6);
}
QColor cardColour() {
    return QColor(0xff, 0xfa, 0xf0);
}
QColor ink() {
    return QColor(0x3d, 0x33, 0x2e);
}
QColor dangerColour() {
    return QColor(0xd3, 0x22, 0x3a);
}
QColor playerColour(int listed) {
    static const QColor kColours[] = {QColor(0x2b, 0x6c, 0xb0), QColor(0xe0, 0x8a, 0x1e),
                                      QColor(0x8a, 0x4f, 0xa8)};
    return kColours[std::clamp(listed, 0, 2)];
}

namespace {

struct TypeColours {
    QColor fill, ink, pale;
};

// By type, the rulebook's order: a crimson rose, a blue iris, a golden tulip, a scarlet-orange
// poppy, a lilac sweet pea, a pink schizostylis; grey for a type the look does not know.
const TypeColours& coloursOf(int type) {
    static const TypeColours c[] = {
        {QColor(0xd6, 0x30, 0x4a), QColor(0x8c, 0x1a, 0x2c), QColor(0xfb, 0xe1, 0xe4)},
        {QColor(0x5b, 0x6f, 0xd6), QColor(0x2d, 0x3b, 0x8c), QColor(0xe4, 0xe8, 0xfa)},
        {QColor(0xf4, 0xb6, 0x2c), QColor(0x96, 0x66, 0x06), QColor(0xfd, 0xf1, 0xcf)},
        {QColor(0xf0, 0x64, 0x2c), QColor(0x9c, 0x35, 0x10), QColor(0xfd, 0xe4, 0xd6)},
        {QColor(0xb7, 0x7a, 0xd9), QColor(0x6a, 0x3a, 0x8c), QColor(0xf2, 0xe5, 0xf9)},
        {QColor(0xf5, 0x8f, 0xb4), QColor(0xa8, 0x36, 0x64), QColor(0xfd, 0xe7, 0xf0)},
        {QColor(0xa0, 0xa0, 0xa0), QColor(0x60, 0x60, 0x60), QColor(0xec, 0xec, 0xec)},
    };
    return c[known(type) ? type : kTypes];
}

} // namespace

QColor typeColour(int type) {
    return coloursOf(type).fill;
}
QColor typeInk(int type) {
    return coloursOf(type).ink;
}
QColor typePale(int type) {
    return coloursOf(type).pale;
}

QString typeName(int type) {
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("BlossomsType", "Rose"),
        QT_TRANSLATE_NOOP("BlossomsType", "Iris"),
        QT_TRANSLATE_NOOP("BlossomsType", "Tulip"),
        QT_TRANSLATE_NOOP("BlossomsType", "Common poppy"),
        QT_TRANSLATE_NOOP("BlossomsType", "Sweet pea"),
        QT_TRANSLATE_NOOP("BlossomsType", "Schizostylis"),
    };
    if (!known(type))
        return QCoreApplication::translate("BlossomsType", "Flower");
    return QCoreApplication::translate("BlossomsType", names[type]);
}

QString toolName(Tool tool) {
    switch (tool) {
    case Tool::WateringCan:
        return QCoreApplication::translate("BlossomsTool", "Watering can");
    case Tool::Fence:
        return QCoreApplication::translate("BlossomsTool", "Fence");
    case Tool::Rake:
        return QCoreApplication::translate("BlossomsTool", "Rake");
    case Tool::Pruner:
        return QCoreApplication::translate("BlossomsTool", "Pruner");
    }
    return {};
}

QRectF cardRectIn(const QRectF& r) {
    // A margin of 4.5% keeps the glow and the shadow inside `r`.
    const qreal w = std::min(r.width(), r.height() * 5.0 / 7.0) * 0.91, h = w * 7.0 / 5.0;
    return QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h);
}

void drawTypePictogram(QPainter& p, const QRectF& r, int type, bool grey) {
    const QRectF s = squareIn(r);
    const qreal w = s.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const Tones t = grey ? wiltedTones(type) : typeTones(type);
    p.setPen(roundPen(t.ink, 0.08 * w, 0.9));
    p.setBrush(t.fill);
    p.drawPath(pictogramPath(s, type));
    // An inner mark where the drawing has one: the rose's spiral, the poppy's dark heart.
    if (type == 0 && w >= 10) {
        p.setBrush(Qt::NoBrush);
        p.setPen(roundPen(t.ink, 0.07 * w, 0.8));
        p.drawArc(s.adjusted(0.3 * w, 0.3 * w, -0.3 * w, -0.3 * w), 90 * 16, 270 * 16);
    } else if (type == 3) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2a, 0x1e, 0x22));
        p.drawEllipse(s.center(), 0.13 * w, 0.13 * w);
    }
    p.restore();
}

void drawTypeIcon(QPainter& p, const QRectF& r, int type) {
    const QRectF s = squareIn(r);
    const qreal w = s.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(typeInk(type), std::max(1.0, 0.06 * w)));
    p.setBrush(typePale(type));
    p.drawEllipse(s.adjusted(0.04 * w, 0.04 * w, -0.04 * w, -0.04 * w));
    p.restore();
    drawTypePictogram(p, s.adjusted(0.2 * w, 0.2 * w, -0.2 * w, -0.2 * w), type);
}

void drawCard(QPainter& p, const QRectF& r, int type, const CardStyle& style) {
    if (style.faceDown) {
        drawBack(p, r, style);
        return;
    }
    const QRectF c = cardRectIn(r);
    const qreal w = c.width(), h = c.height();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setOpacity(p.opacity() * style.opacity);
    drawFrame(p, c, style, cardColour(), QColor(0xd9, 0xc6, 0xa4));
    // The pale ground of the type's colour, lighter towards the foot.
    const QRectF panel = c.adjusted(0.06 * w, 0.06 * w, -0.06 * w, -0.06 * w);
    QLinearGradient g(panel.topLeft(), panel.bottomLeft());
    g.setColorAt(0, typePale(type));
    g.setColorAt(1, typePale(type).lighter(104));
    p.setPen(QPen(typeInk(type).lighter(160), std::max(0.7, 0.01 * w)));
    p.setBrush(g);
    p.drawRoundedRect(panel, kCorner * w * 0.6, kCorner * w * 0.6);
    p.save();
    QPainterPath clip;
    clip.addRoundedRect(panel, kCorner * w * 0.6, kCorner * w * 0.6);
    p.setClipPath(clip, Qt::IntersectClip);
    const Tones t = typeTones(type);
    const bool spike = type == 5;
    const QPointF head(c.center().x(), c.top() + h * (spike ? 0.4 : 0.35));
    drawStem(p, head, QPointF(head.x(), panel.bottom() + 0.02 * w), w, type, t);
    drawBloom(p, head, (spike ? 0.4 : 0.32) * w, type, t);
    p.restore();
    // The pictogram in two corners, the lower one upside down as on playing cards.
    const qreal pic = 0.2 * w;
    drawTypePictogram(p, QRectF(panel.left() + 0.03 * w, panel.top() + 0.03 * w, pic, pic), type);
    p.translate(panel.bottomRight());
    p.rotate(180);
    drawTypePictogram(p, QRectF(0.03 * w, 0.03 * w, pic, pic), type);
    p.resetTransform();
    p.restore();
    p.save();
    drawSelection(p, c, style);
    p.restore();
}

void drawBack(QPainter& p, const QRectF& r, const CardStyle& style) {
    const QRectF c = cardRectIn(r);
    const qreal w = c.width(), h = c.height();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setOpacity(p.opacity() * style.opacity);
    drawFrame(p, c, style, QColor(0x6f, 0x9c, 0x55), QColor(0x4a, 0x73, 0x38));
    QPainterPath inside;
    inside.addRoundedRect(c, kCorner * w, kCorner * w);
    p.setClipPath(inside, Qt::IntersectClip);
    // The trellis: wooden laths crossing diagonally.
    p.setPen(QPen(QColor(0xe8, 0xcf, 0x9e, 170), std::max(1.0, 0.035 * w)));
    const qreal step = 0.2 * w;
    for (qreal d = -h; d < w + h; d += step) {
        p.drawLine(QPointF(c.left() + d, c.top()), QPointF(c.left() + d - h, c.bottom()));
        p.drawLine(QPointF(c.left() + d - h, c.top()), QPointF(c.left() + d, c.bottom()));
    }
    p.setPen(QPen(QColor(0xff, 0xf6, 0xe0, 220), std::max(1.0, 0.02 * w)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(c.adjusted(0.07 * w, 0.07 * w, -0.07 * w, -0.07 * w), kCorner * w * 0.7,
                      kCorner * w * 0.7);
    // The medallion: a sprout in a little pot.
    const QPointF m = c.center();
    const qreal mr = 0.3 * w;
    p.setPen(QPen(QColor(0x4a, 0x73, 0x38), std::max(1.0, 0.025 * w)));
    p.setBrush(cardColour());
    p.drawEllipse(m, mr, mr);
    QPainterPath pot;
    pot.moveTo(m + QPointF(-0.13 * w, 0.05 * w));
    pot.lineTo(m + QPointF(0.13 * w, 0.05 * w));
    pot.lineTo(m + QPointF(0.09 * w, 0.2 * w));
    pot.lineTo(m + QPointF(-0.09 * w, 0.2 * w));
    pot.closeSubpath();
    p.setPen(roundPen(QColor(0x8e, 0x3f, 0x22), 0.015 * w));
    p.setBrush(QColor(0xc8, 0x64, 0x3b));
    p.drawPath(pot);
    Tones t = typeTones(-1);
    p.setPen(roundPen(t.stem, 0.03 * w));
    p.drawLine(m + QPointF(0, 0.05 * w), m + QPointF(0, -0.14 * w));
    p.save();
    p.translate(m + QPointF(0, -0.04 * w));
    for (qreal a : {-150.0, -30.0}) {
        p.save();
        p.rotate(a);
        p.setPen(roundPen(t.leaf.darker(130), 0.012 * w));
        p.setBrush(t.leaf);
        p.drawEllipse(QPointF(0.07 * w, 0), 0.07 * w, 0.035 * w);
        p.restore();
    }
    p.restore();
    p.setPen(roundPen(typeInk(0), 0.012 * w));
    p.setBrush(typeColour(5));
    p.drawEllipse(m + QPointF(0, -0.17 * w), 0.045 * w, 0.05 * w);
    p.restore();
    p.save();
    drawSelection(p, c, style);
    p.restore();
}

namespace {

template <typename Draw>
QPixmap paintPixmap(QSize size, qreal dpr, Draw draw) {
    QPixmap pm(size * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    draw(p, QRectF(QPointF(0, 0), QSizeF(size)));
    return pm;
}

template <typename Draw>
QIcon paintIcon(Draw draw) {
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64})
        icon.addPixmap(paintPixmap(QSize(size, size), 1.0, draw));
    return icon;
}

} // namespace

QPixmap cardPixmap(int type, QSize size, qreal dpr, const CardStyle& style) {
    return paintPixmap(size, dpr,
                       [&](QPainter& p, const QRectF& r) { drawCard(p, r, type, style); });
}

QPixmap backPixmap(QSize size, qreal dpr, const CardStyle& style) {
    return paintPixmap(size, dpr, [&](QPainter& p, const QRectF& r) { drawBack(p, r, style); });
}

QIcon typeIcon(int type) {
    return paintIcon([type](QPainter& p, const QRectF& r) { drawTypeIcon(p, r, type); });
}

QIcon toolIcon(Tool tool) {
    return paintIcon([tool](QPainter& p, const QRectF& r) { drawToolIcon(p, r, tool); });
}

QIcon tokenIcon(const QColor& colour, const QString& label) {
    return paintIcon([&](QPainter& p, const QRectF& r) { drawToken(p, r, colour, label); });
}

QString describeCard(int type) {
    return typeName(type);
}

QString describeFlower(int type, int height) {
    return tr("%1, %n card(s)", height).arg(typeName(type));
}

QString describePot(int pot, std::optional<Tool> tool, int type, int height) {
    const QString name =
        tool ? tr("Pot %1, %2").arg(pot).arg(art::toolName(*tool)) : tr("Pot %1").arg(pot);
    if (height <= 0)
        return tr("%1: empty").arg(name);
    return tr("%1: %2").arg(name, describeFlower(type, height));
}

} // namespace blossoms::art
