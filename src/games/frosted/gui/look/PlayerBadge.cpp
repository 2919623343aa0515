#include "PlayerBadge.h"

#include <QPainter>

PlayerBadge::PlayerBadge(const QColor& colour, art::BadgeShape shape, const QString& initial,
                         int size, QWidget* parent)
    : QWidget(parent), colour_(colour), shape_(shape), initial_(initial), size_(size) {
    setFixedSize(size, size);
    setObjectName(QStringLiteral("playerBadge"));
    set(colour, shape, initial);
}

void PlayerBadge::set(const QColor& colour, art::BadgeShape shape, const QString& initial) {
    colour_ = colour;
    shape_ = shape;
    initial_ = initial;
    setToolTip(shapeWords(shape, initial));
    setAccessibleName(toolTip()); // what a screen reader reads of it
    update();
}

QString PlayerBadge::shapeWords(art::BadgeShape shape, const QString& initial) {
    return shape == art::BadgeShape::Gardener || initial.isEmpty()
               ? art::shapeName(shape)
               : tr("%1 on a %2").arg(initial, art::shapeName(shape));
}

void PlayerBadge::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const qreal m = std::max<qreal>(1.0, size_ / 30.0);
    art::drawPlayerBadge(p, QRectF(rect()).adjusted(m, m, -m, -m), colour_, shape_, initial_);
}
