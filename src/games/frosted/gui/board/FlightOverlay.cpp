#include "FlightOverlay.h"

#include "Art.h"

#include <QEasingCurve>
#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

FlightOverlay::FlightOverlay(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setObjectName(QStringLiteral("flightOverlay"));
    clock_.start();
    frame_.setInterval(16);
    connect(&frame_, &QTimer::timeout, this, [this] {
        const qint64 now = clock_.elapsed();
        std::erase_if(flights_, [now](const Flight& f) { return now - f.start >= f.ms; });
        if (flights_.empty()) {
            frame_.stop();
            hide();
        }
        update();
    });
    parent->installEventFilter(this);
    setGeometry(parent->rect());
    hide();
}

bool FlightOverlay::eventFilter(QObject* watched, QEvent* e) {
    if (watched == parentWidget() && e->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, e);
}

void FlightOverlay::fly(const QPixmap& picture, const QRectF& from, const QRectF& to, int ms,
                        bool fade) {
    launch({picture, from, to, 0, ms, fade, {}});
}

void FlightOverlay::fly(const QPixmap& picture, const QRectF& from, Target to, int ms, bool fade) {
    if (to)
        launch({picture, from, to(), 0, ms, fade, std::move(to)});
}

void FlightOverlay::launch(Flight f) {
    if (!art::animationsEnabled() || f.picture.isNull() || f.ms <= 0)
        return;
    f.ms = std::max(1, art::animationMs(f.ms)); // at the speed chosen in the settings
    f.start = clock_.elapsed();
    flights_.push_back(std::move(f));
    setGeometry(parentWidget()->rect());
    show();
    raise();
    if (!frame_.isActive())
        frame_.start();
    update();
}

void FlightOverlay::finish() {
    flights_.clear();
    frame_.stop();
    hide();
}

void FlightOverlay::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setRenderHint(QPainter::Antialiasing);
    const qint64 now = clock_.elapsed();
    const QEasingCurve ease(QEasingCurve::InOutCubic);
    for (const Flight& f : flights_) {
        const qreal t = std::clamp(static_cast<qreal>(now - f.start) / f.ms, 0.0, 1.0);
        const qreal e = ease.valueForProgress(t);
        const qreal lift = std::sin(t * M_PI);
        const QRectF to = f.end();
        QRectF r(f.from.topLeft() + (to.topLeft() - f.from.topLeft()) * e,
                 f.from.size() + (to.size() - f.from.size()) * e);
        r = r.adjusted(-r.width() * 0.08 * lift, -r.height() * 0.08 * lift, r.width() * 0.08 * lift,
                       r.height() * 0.08 * lift);
        // A fading flight thins out over its last quarter.
        p.setOpacity(f.fade ? std::clamp((1 - t) * 4, 0.0, 1.0) : 1.0);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, static_cast<int>(50 * lift)));
        p.drawRoundedRect(r.translated(4 * lift, 7 * lift), 6, 6);
        p.drawPixmap(r, f.picture, QRectF(f.picture.rect()));
    }
}

QRectF FlightOverlay::landingBeside(const QWidget* into, const QWidget* panel,
                                    const QWidget* picture, qreal side) {
    if (picture && picture->isVisible() && picture->height() > 12 && picture->width() > 12) {
        const qreal s = std::min({side, picture->height() - 6.0, picture->width() - 6.0});
        const QRectF r(picture->mapTo(into, QPoint()), QSizeF(picture->size()));
        return QRectF(r.right() - 4 - s, r.center().y() - s / 2, s, s);
    }
    // No picture shown (a compact panel): beside the panel, on the side facing the table.
    const QRectF r(panel->mapTo(into, QPoint()), QSizeF(panel->size()));
    const bool leftColumn = r.center().x() < into->width() / 2.0;
    const qreal x = leftColumn ? r.right() + 4 : r.left() - 4 - side;
    return QRectF(x, std::clamp(r.top() + 2, 0.0, into->height() - side), side, side);
}
