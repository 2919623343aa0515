#include "Art.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <cmath>
#include <numbers>
#include <optional>
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

namespace {
std::optional<bool> animations;
AnimationSpeed speed = AnimationSpeed::Normal;
} // namespace

bool animationsEnabled() {
    if (!animations)
        animations = QGuiApplication::platformName() != QLatin1String("offscreen");
    return *animations;
}

void setAnimationsEnabled(bool on) {
    animations = on;
}

AnimationSpeed animationSpeed() {
    return speed;
}

void setAnimationSpeed(AnimationSpeed s) {
    speed = s;
}

int animationMs(int normalMs) {
    switch (speed) {
    case AnimationSpeed::Slow:
        return normalMs * 7 / 4;
    case AnimationSpeed::Fast:
        return normalMs / 2;
    case AnimationSpeed::Normal:
        break;
    }
    return normalMs;
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

namespace {
bool safePalette = false;
}

bool colourBlindSafe() {
    return safePalette;
}

void setColourBlindSafe(bool on) {
    safePalette = on;
}

QColor playerColour(const QString& c) {
    return playerColour(c, safePalette);
}

QColor playerColour(const QString& c, bool safe) {
    // The safe palette keeps each colour's name true (a yellow, a blue, a pink, a green) and moves
    // them apart in lightness where the simulations of colour blindness fold hues together.
    if (c == QLatin1String("yellow"))
        return safe ? QColor(0xf0, 0xe4, 0x42) : QColor(0xf2, 0xc2, 0x2e);
    if (c == QLatin1String("blue"))
        return safe ? QColor(0x00, 0x50, 0xa0) : QColor(0x3d, 0x7e, 0xd6);
    if (c == QLatin1String("pink"))
        return safe ? QColor(0xff, 0x9e, 0xcf) : QColor(0xe8, 0x7a, 0xb4);
    if (c == QLatin1String("green"))
        return safe ? QColor(0x00, 0x9e, 0x73) : QColor(0x3f, 0xa3, 0x5b);
    // Another colour of the data's starting tiles, by its name ("orange", "#8e44ad").
    if (!c.isEmpty() && c != QLatin1String("gardener") && QColor::isValidColorName(c))
        return QColor::fromString(c);
    return QColor(0x6b, 0x55, 0x3c); // the Master Gardener: earth brown
}

BadgeShape playerShape(const QString& c) {
    if (c.isEmpty() || c == QLatin1String("gardener"))
        return BadgeShape::Gardener;
    if (c == QLatin1String("yellow"))
        return BadgeShape::Circle;
    if (c == QLatin1String("blue"))
        return BadgeShape::Square;
    if (c == QLatin1String("pink"))
        return BadgeShape::Triangle;
    if (c == QLatin1String("green"))
        return BadgeShape::Diamond;
    // Another colour of the data: a shape by its name, the same in every game.
    static constexpr BadgeShape kShapes[] = {BadgeShape::Hexagon,  BadgeShape::Star,
                                             BadgeShape::Circle,   BadgeShape::Square,
                                             BadgeShape::Triangle, BadgeShape::Diamond};
    return kShapes[qHash(c) % std::size(kShapes)];
}

QString colourName(const QString& c) {
    if (c == QLatin1String("yellow"))
        return QCoreApplication::translate("art", "yellow", "player colour");
    if (c == QLatin1String("blue"))
        return QCoreApplication::translate("art", "blue", "player colour");
    if (c == QLatin1String("pink"))
        return QCoreApplication::translate("art", "pink", "player colour");
    if (c == QLatin1String("green"))
        return QCoreApplication::translate("art", "green", "player colour");
    return c;
}

QString shapeName(BadgeShape s) {
    switch (s) {
    case BadgeShape::Circle:
        return QCoreApplication::translate("art", "circle");
    case BadgeShape::Square:
        return QCoreApplication::translate("art", "square");
    case BadgeShape::Triangle:
        return QCoreApplication::translate("art", "triangle");
    case BadgeShape::Diamond:
        return QCoreApplication::translate("art", "diamond");
    case BadgeShape::Hexagon:
        return QCoreApplication::translate("art", "hexagon");
    case BadgeShape::Star:
        return QCoreApplication::translate("art", "star");
    case BadgeShape::Gardener:
        return QCoreApplication::translate("art", "Master Gardener");
    }
    return {};
}

namespace {

// The shape's outline in `r` (square), and where its initial sits.
QPainterPath badgePath(BadgeShape s, const QRectF& r, QRectF* text) {
    QPainterPath path;
    const qreal w = r.width(), h = r.height();
    auto at = [&](qreal x, qreal y) { return QPointF(r.left() + x * w, r.top() + y * h); };
    *text = r;
    switch (s) {
    case BadgeShape::Circle:
        path.addEllipse(r.adjusted(w * 0.04, h * 0.04, -w * 0.04, -h * 0.04));
        break;
    case BadgeShape::Square:
        path.addRoundedRect(r.adjusted(w * 0.09, h * 0.09, -w * 0.09, -h * 0.09), w * 0.1, h * 0.1);
        break;
    case BadgeShape::Triangle: {
        QPolygonF t;
        t << at(0.5, 0.02) << at(0.99, 0.92) << at(0.01, 0.92);
        path.addPolygon(t);
        path.closeSubpath();
        *text = QRectF(at(0.2, 0.4), at(0.8, 0.88));
        break;
    }
    case BadgeShape::Diamond: {
        QPolygonF d;
        d << at(0.5, 0) << at(1, 0.5) << at(0.5, 1) << at(0, 0.5);
        path.addPolygon(d);
        path.closeSubpath();
        *text = QRectF(at(0.2, 0.2), at(0.8, 0.8));
        break;
    }
    case BadgeShape::Hexagon: {
        QPolygonF x;
        for (int i = 0; i < 6; ++i)
            x << at(0.5 + 0.48 * std::cos(i * std::numbers::pi / 3),
                    0.5 + 0.48 * std::sin(i * std::numbers::pi / 3));
        path.addPolygon(x);
        path.closeSubpath();
        break;
    }
    case BadgeShape::Star: {
        QPolygonF x;
        for (int i = 0; i < 10; ++i) {
            const qreal rad = i % 2 ? 0.26 : 0.5,
                        a = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
            x << at(0.5 + rad * std::cos(a), 0.54 + rad * std::sin(a));
        }
        path.addPolygon(x);
        path.closeSubpath();
        *text = QRectF(at(0.25, 0.3), at(0.75, 0.8));
        break;
    }
    case BadgeShape::Gardener:
        path.addRoundedRect(r.adjusted(w * 0.03, h * 0.03, -w * 0.03, -h * 0.03), w * 0.2, h * 0.2);
        break;
    }
    return path;
}

} // namespace

void drawPlayerBadge(QPainter& p, const QRectF& r, const QColor& colour, BadgeShape shape,
                     const QString& initial) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QRectF text;
    const QPainterPath path = badgePath(shape, r, &text);
    p.setPen(QPen(colour.darker(175), std::max<qreal>(1.0, r.width() / 16), Qt::SolidLine,
                  Qt::FlatCap, Qt::RoundJoin));
    p.setBrush(colour);
    p.drawPath(path);
    if (shape == BadgeShape::Gardener) {
        draw(p, QStringLiteral("master-gardener"),
             r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1));
    } else if (!initial.isEmpty()) {
        QFont f = p.font();
        f.setBold(true);
        // The letter as large as the shape lets it be: smaller in the narrow shapes.
        const qreal k = shape == BadgeShape::Triangle || shape == BadgeShape::Diamond ? 0.45
                        : shape == BadgeShape::Star                                   ? 0.36
                                                                                      : 0.56;
        f.setPixelSize(
            std::max(6, static_cast<int>(r.height() * k * (initial.size() > 1 ? 0.75 : 1.0))));
        p.setFont(f);
        // Dark on light colours, white on dark ones (by perceived brightness).
        const int brightness =
            (299 * colour.red() + 587 * colour.green() + 114 * colour.blue()) / 1000;
        p.setPen(brightness > 150 ? ink() : QColor(Qt::white));
        p.drawText(text, Qt::AlignCenter, initial);
    }
    p.restore();
}

QPixmap playerBadge(const QColor& colour, BadgeShape shape, const QString& initial, int size,
                    qreal dpr) {
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    drawPlayerBadge(p, QRectF(0.5, 0.5, size - 1.0, size - 1.0), colour, shape, initial);
    p.end();
    return pm;
}

namespace {

// Drawn only should an SVG be missing from the resources (a test checks none is): a frame with
// the element's initial, in a 100 x 100 box.
void fallback(QPainter& p, const QString& element) {
    p.setPen(QPen(ink(), 3));
    p.setBrush(board());
    p.drawRoundedRect(QRectF(8, 8, 84, 84), 12, 12);
    QFont f = p.font();
    f.setPixelSize(48);
    f.setBold(true);
    p.setFont(f);
    p.drawText(QRectF(0, 0, 100, 100), Qt::AlignCenter, element.left(1).toUpper());
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
        fallback(p, element);
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

void drawMarker(QPainter& p, const QRectF& r, const QColor& colour, BadgeShape shape,
                const QString& initial) {
    if (shape != BadgeShape::Gardener) {
        // The badge standing on a soft shadow, so that it reads as a piece on the track.
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 45));
        p.drawEllipse(QRectF(r.left() + r.width() * 0.12, r.bottom() - r.height() * 0.2,
                             r.width() * 0.76, r.height() * 0.18));
        p.restore();
        drawPlayerBadge(p, r.adjusted(r.width() * 0.04, 0, -r.width() * 0.04, -r.height() * 0.08),
                        colour, shape, initial);
        return;
    }
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
