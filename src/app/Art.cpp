#include "Art.h"

#include <QFile>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <cmath>
#include <set>

using namespace frosted;

// The resources (assets/, data/, docs/rules.md) live in the static library frosted_gui, whose
// object holding them is linked only if referenced: register them explicitly. Q_INIT_RESOURCE
// must be used at global scope.
static bool registerResources() {
    Q_INIT_RESOURCE(frosted);
    return true;
}

namespace art {

void ensureResources() {
    static const bool done = registerResources();
    (void)done;
}

QColor background() {
    return QColor(0xdf, 0xe7, 0xee);
}
QColor board() {
    return QColor(0xfb, 0xfc, 0xfd);
}
QColor meadow() {
    return QColor(0xb9, 0xd9, 0x9a);
}
QColor waterColour() {
    return QColor(0x7f, 0xb7, 0xe3);
}
QColor ink() {
    return QColor(0x2f, 0x3b, 0x48);
}

QColor typeColour(LandType t) {
    switch (t) {
    case LandType::Purple:
        return QColor(0x8e, 0x4f, 0xc4);
    case LandType::Red:
        return QColor(0xd8, 0x3a, 0x3a);
    case LandType::White:
        return QColor(0xfa, 0xfa, 0xfa);
    case LandType::Water:
        return waterColour();
    }
    return Qt::gray;
}

QString typeName(LandType t) {
    return QString::fromUtf8(std::string(name(t)).c_str());
}

QColor playerColour(const QString& c) {
    if (c == QLatin1String("yellow"))
        return QColor(0xf2, 0xc2, 0x2e);
    if (c == QLatin1String("blue"))
        return QColor(0x3d, 0x7e, 0xd6);
    if (c == QLatin1String("pink"))
        return QColor(0xe8, 0x7a, 0xb4);
    if (c == QLatin1String("green"))
        return QColor(0x3f, 0xa3, 0x5b);
    return QColor(0x6b, 0x55, 0x3c); // the Master Gardener: earth brown
}

namespace {

// Placeholder art (viewBox 0 0 100 100), used while an SVG file is missing. Each flower type
// has its own silhouette: purple pointed petals, red a round cup, white fringed.
void tulip(QPainter& p, LandType t) {
    const QColor c = typeColour(t);
    const QColor outline = t == LandType::White ? QColor(0x55, 0x5f, 0x6a) : c.darker(150);
    p.setPen(QPen(QColor(0x3f, 0x7d, 0x3a), 6));
    p.drawLine(QPointF(50, 92), QPointF(50, 50));
    p.setBrush(QColor(0x5c, 0x9e, 0x4c));
    p.setPen(Qt::NoPen);
    QPainterPath leaf;
    leaf.moveTo(50, 88);
    leaf.quadTo(22, 70, 26, 56);
    leaf.quadTo(42, 66, 50, 80);
    p.drawPath(leaf);
    p.setPen(QPen(outline, 3.5));
    p.setBrush(c);
    QPainterPath head;
    if (t == LandType::Purple) { // pointed petals
        head.moveTo(26, 26);
        head.lineTo(38, 40);
        head.lineTo(50, 12);
        head.lineTo(62, 40);
        head.lineTo(74, 26);
        head.lineTo(70, 56);
        head.quadTo(50, 66, 30, 56);
        head.closeSubpath();
    } else if (t == LandType::Red) { // round cup
        head.moveTo(28, 30);
        head.quadTo(50, 40, 72, 30);
        head.cubicTo(76, 60, 62, 64, 50, 64);
        head.cubicTo(38, 64, 24, 60, 28, 30);
        head.closeSubpath();
        head.addEllipse(QPointF(50, 30), 22, 9);
    } else { // fringed
        head.moveTo(26, 30);
        for (int i = 0; i < 8; ++i)
            head.lineTo(26 + 6 * i + 3, i % 2 ? 30 : 20);
        head.lineTo(74, 30);
        head.cubicTo(76, 60, 62, 64, 50, 64);
        head.cubicTo(38, 64, 24, 60, 26, 30);
        head.closeSubpath();
    }
    p.drawPath(head);
}

void placeholder(QPainter& p, const QString& e) {
    p.setRenderHint(QPainter::Antialiasing);
    const QPen inkPen(ink(), 4);
    if (e == QLatin1String("tulip-purple"))
        tulip(p, LandType::Purple);
    else if (e == QLatin1String("tulip-red"))
        tulip(p, LandType::Red);
    else if (e == QLatin1String("tulip-white"))
        tulip(p, LandType::White);
    else if (e == QLatin1String("water")) {
        p.fillRect(QRectF(0, 0, 100, 100), waterColour());
        p.setPen(QPen(QColor(255, 255, 255, 170), 5));
        for (int row = 0; row < 3; ++row) {
            QPainterPath w;
            const qreal y = 25 + row * 25;
            w.moveTo(10, y);
            w.cubicTo(30, y - 10, 40, y + 10, 55, y);
            w.cubicTo(70, y - 10, 80, y + 10, 90, y);
            p.drawPath(w);
        }
    } else if (e == QLatin1String("meadow")) {
        p.fillRect(QRectF(0, 0, 100, 100), meadow());
        p.setPen(QPen(meadow().darker(115), 3));
        for (int i = 0; i < 9; ++i) {
            const qreal x = 8 + (i * 37) % 86, y = 14 + (i * 53) % 76;
            p.drawLine(QPointF(x, y), QPointF(x + 3, y - 7));
        }
    } else if (e == QLatin1String("worker") || e == QLatin1String("icon-worker")) {
        p.setPen(inkPen);
        p.setBrush(QColor(0xe9, 0xa8, 0x4c));
        p.drawEllipse(QPointF(50, 24), 13, 13);
        QPainterPath body;
        body.moveTo(30, 90);
        body.lineTo(36, 44);
        body.lineTo(64, 44);
        body.lineTo(70, 90);
        body.closeSubpath();
        p.drawPath(body);
    } else if (e == QLatin1String("barn") || e == QLatin1String("icon-barn")) {
        p.setPen(inkPen);
        p.setBrush(QColor(0xb2, 0x3b, 0x2e));
        QPainterPath b;
        b.moveTo(12, 90);
        b.lineTo(12, 44);
        b.lineTo(50, 14);
        b.lineTo(88, 44);
        b.lineTo(88, 90);
        b.closeSubpath();
        p.drawPath(b);
        p.setBrush(Qt::white);
        p.drawRect(QRectF(38, 58, 24, 32));
        p.drawLine(QPointF(38, 58), QPointF(62, 90));
        p.drawLine(QPointF(62, 58), QPointF(38, 90));
    } else if (e == QLatin1String("windmill") || e == QLatin1String("icon-windmill")) {
        p.setPen(inkPen);
        p.setBrush(QColor(0xee, 0xe4, 0xd0));
        QPainterPath t;
        t.moveTo(36, 94);
        t.lineTo(42, 44);
        t.lineTo(58, 44);
        t.lineTo(64, 94);
        t.closeSubpath();
        p.drawPath(t);
        p.setBrush(QColor(0x8a, 0x9b, 0xad));
        for (int a = 0; a < 4; ++a) {
            p.save();
            p.translate(50, 40);
            p.rotate(45 + 90 * a);
            p.drawRect(QRectF(-5, -36, 10, 32));
            p.restore();
        }
        p.setBrush(ink());
        p.drawEllipse(QPointF(50, 40), 5, 5);
    } else if (e == QLatin1String("coin")) {
        p.setPen(QPen(QColor(0xa0, 0x74, 0x10), 6));
        p.setBrush(QColor(0xf4, 0xc8, 0x42));
        p.drawEllipse(QPointF(50, 50), 42, 42);
        p.setPen(QPen(QColor(0xa0, 0x74, 0x10), 4));
        p.drawEllipse(QPointF(50, 50), 28, 28);
    } else if (e == QLatin1String("flower-token")) {
        p.setPen(QPen(ink(), 3));
        p.setBrush(QColor(0xff, 0xf1, 0xa8));
        for (int a = 0; a < 6; ++a) {
            p.save();
            p.translate(50, 50);
            p.rotate(60 * a);
            p.drawEllipse(QPointF(0, -26), 16, 22);
            p.restore();
        }
        p.setBrush(QColor(0xf0, 0x9a, 0x2a));
        p.drawEllipse(QPointF(50, 50), 16, 16);
    } else if (e.startsWith(QLatin1String("icon-"))) {
        const QString t = e.mid(5);
        if (t == QLatin1String("water")) {
            p.setPen(QPen(ink(), 3));
            p.setBrush(waterColour());
            QPainterPath d;
            d.moveTo(50, 8);
            d.cubicTo(58, 36, 82, 52, 80, 68);
            d.cubicTo(78, 88, 22, 88, 20, 68);
            d.cubicTo(18, 52, 42, 36, 50, 8);
            p.drawPath(d);
        } else {
            const auto lt = parseLandType(t.toStdString());
            tulip(p, lt ? *lt : LandType::Purple);
        }
    } else if (e == QLatin1String("master-gardener")) {
        p.setPen(inkPen);
        p.setBrush(QColor(0x6b, 0x55, 0x3c));
        p.drawEllipse(QPointF(50, 34), 18, 18);
        p.drawRect(QRectF(26, 56, 48, 38));
        p.setBrush(QColor(0x3f, 0x7d, 0x3a));
        p.drawRect(QRectF(22, 14, 56, 8));
        p.drawRect(QRectF(34, 2, 32, 14));
    } else if (e == QLatin1String("marker")) {
        p.setPen(inkPen);
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(50, 50), 44, 44);
    } else { // frosted-blooms and anything unknown: a snowflake over a tulip
        tulip(p, LandType::Purple);
        p.setPen(QPen(QColor(0x6f, 0x9c, 0xc8), 4));
        for (int a = 0; a < 3; ++a) {
            p.save();
            p.translate(78, 20);
            p.rotate(60 * a);
            p.drawLine(QPointF(-14, 0), QPointF(14, 0));
            p.restore();
        }
    }
}

} // namespace

QPixmap pixmap(const QString& element, int size) {
    return pixmap(element, QSize(size, size));
}

QPixmap pixmap(const QString& element, QSize size) {
    size = size.expandedTo(QSize(1, 1));
    const QString key =
        QStringLiteral("fb:%1:%2x%3").arg(element).arg(size.width()).arg(size.height());
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    ensureResources();
    pm = QPixmap(size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QString file = QStringLiteral(":/assets/%1.svg").arg(element);
    bool drawn = false;
    if (QFile::exists(file)) {
        QSvgRenderer r(file);
        if (r.isValid()) {
            r.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
            drawn = true;
        }
    }
    if (!drawn) {
        p.scale(size.width() / 100.0, size.height() / 100.0);
        placeholder(p, element);
    }
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

QPixmap tinted(const QString& element, int size, const QColor& colour) {
    size = std::max(size, 1);
    const QString key = QStringLiteral("fb:%1:%2:%3").arg(element).arg(size).arg(colour.name());
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    const QPixmap base = pixmap(element, size);
    pm = base;
    QPainter p(&pm);
    p.setCompositionMode(QPainter::CompositionMode_Multiply);
    p.fillRect(pm.rect(), colour);
    p.setCompositionMode(QPainter::CompositionMode_DestinationIn);
    p.drawPixmap(0, 0, base); // keep the element's shape
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

namespace {
int devicePixels(const QPainter& p, qreal logical) {
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const qreal scale = std::hypot(p.worldTransform().m11(), p.worldTransform().m12());
    return std::max(1, static_cast<int>(std::ceil(logical * dpr * std::max<qreal>(scale, 0.1))));
}
} // namespace

void draw(QPainter& p, const QString& element, const QRectF& r, bool stretch) {
    const int w = devicePixels(p, r.width());
    QPixmap pm =
        stretch ? pixmap(element, QSize(w, devicePixels(p, r.height()))) : pixmap(element, w);
    pm.setDevicePixelRatio(w / r.width());
    p.drawPixmap(r.topLeft(), pm);
}

void drawMarker(QPainter& p, const QRectF& r, const QColor& colour, const QString& initial) {
    const int px = devicePixels(p, r.width());
    QPixmap pm = tinted(QStringLiteral("marker"), px, colour.lighter(112));
    pm.setDevicePixelRatio(px / r.width());
    p.drawPixmap(r.topLeft(), pm);
    // The initial on the disc's top (marker.svg: ellipse centred at 50,44 of 100).
    p.save();
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(std::max(7, static_cast<int>(r.height() * (initial.size() > 1 ? 0.36 : 0.46))));
    p.setFont(f);
    p.setPen(colour.lightness() > 150 ? ink() : QColor(Qt::white));
    const QRectF top(r.left(), r.top() + r.height() * 0.16, r.width(), r.height() * 0.56);
    p.drawText(top, Qt::AlignCenter, initial);
    p.restore();
}

void drawCell(QPainter& p, const QRectF& r, const Cell& c) {
    if (c.type == LandType::Water) {
        draw(p, QStringLiteral("water"), r);
        return;
    }
    draw(p, QStringLiteral("meadow"), r);
    const QString e = QStringLiteral("tulip-") + typeName(c.type);
    const int n = std::clamp(c.flowers, 1, 3);
    // 1-3 separate flowers, so the count reads at a glance.
    static const QPointF one[] = {{0.5, 0.5}};
    static const QPointF two[] = {{0.3, 0.38}, {0.7, 0.62}};
    static const QPointF three[] = {{0.27, 0.32}, {0.73, 0.32}, {0.5, 0.7}};
    const QPointF* pos = n == 1 ? one : n == 2 ? two : three;
    const qreal fs = r.width() * (n == 1 ? 0.78 : n == 2 ? 0.56 : 0.5);
    for (int i = 0; i < n; ++i) {
        const QPointF ctr(r.left() + pos[i].x() * r.width(), r.top() + pos[i].y() * r.height());
        draw(p, e, QRectF(ctr.x() - fs / 2, ctr.y() - fs / 2, fs, fs));
    }
}

void drawOutline(QPainter& p, const std::vector<Point>& cells, QPointF origin, qreal s,
                 const QPen& pen) {
    std::set<std::pair<int, int>> in;
    for (Point c : cells)
        in.insert({c.x, c.y});
    p.save();
    p.setPen(pen);
    for (Point c : cells) {
        const qreal x = origin.x() + c.x * s, y = origin.y() + c.y * s;
        if (!in.count({c.x, c.y - 1}))
            p.drawLine(QPointF(x, y), QPointF(x + s, y));
        if (!in.count({c.x, c.y + 1}))
            p.drawLine(QPointF(x, y + s), QPointF(x + s, y + s));
        if (!in.count({c.x - 1, c.y}))
            p.drawLine(QPointF(x, y), QPointF(x, y + s));
        if (!in.count({c.x + 1, c.y}))
            p.drawLine(QPointF(x + s, y), QPointF(x + s, y + s));
    }
    p.restore();
}

void drawFace(QPainter& p, const Face& f, QPointF origin, qreal s, qreal opacity) {
    p.save();
    p.setOpacity(opacity);
    std::vector<Point> pts;
    for (const Cell& c : f.cells) {
        const QRectF r(origin.x() + c.x * s, origin.y() + c.y * s, s, s);
        drawCell(p, r, c);
        p.setPen(QPen(QColor(60, 80, 60, 90), std::max<qreal>(0.6, s / 40)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        pts.push_back(c.point());
    }
    drawOutline(p, pts, origin, s, QPen(QColor(0x3b, 0x4a, 0x3a), std::max<qreal>(1.5, s / 12)));
    p.restore();
}

QString improvementElement(Improvement i) {
    switch (i) {
    case Improvement::Worker:
        return QStringLiteral("worker");
    case Improvement::Barn:
        return QStringLiteral("barn");
    case Improvement::Windmill:
        return QStringLiteral("windmill");
    }
    return {};
}

QString iconElement(ObjectiveType t) {
    if (isLandscape(t))
        return QStringLiteral("icon-") + typeName(landTypeOf(t));
    return improvementElement(improvementOf(t));
}

void drawImprovement(QPainter& p, Improvement kind, const QRectF& r) {
    p.save();
    p.setPen(QPen(QColor(0xb8, 0xa9, 0x86), std::max<qreal>(1.0, r.width() / 60)));
    p.setBrush(QColor(0xe9, 0xe2, 0xcf));
    const qreal round = std::min(r.width(), r.height()) * 0.1;
    p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), round, round);
    // The figure covers all its cells: a Barn's two (a long or a tall barn, its proportions
    // stretched at most 1.6 times), a Windmill's 2×2 square, a Worker's one.
    const qreal w = r.width() * 0.92, h = r.height() * 0.92;
    constexpr qreal kMaxStretch = 1.6;
    const qreal fw = std::min(w, h * kMaxStretch), fh = std::min(h, w * kMaxStretch);
    draw(p, improvementElement(kind),
         QRectF(r.center().x() - fw / 2, r.center().y() - fh / 2, fw, fh), true);
    p.restore();
}

} // namespace art
