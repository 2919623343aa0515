#include "ScreenFit.h"

#include <QApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMargins>
#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace screenfit {

QRect available(const QWidget* w) {
    QScreen* s = w ? w->screen() : nullptr;
    if (!s)
        s = QGuiApplication::primaryScreen();
    return s ? s->availableGeometry() : QRect(0, 0, 1440, 900);
}

QMargins frameMargins(const QWidget* w) {
    if (w && w->isVisible()) {
        const QRect f = w->frameGeometry(), g = w->geometry();
        if (f != g)
            return {g.left() - f.left(), g.top() - f.top(), f.right() - g.right(),
                    f.bottom() - g.bottom()};
    }
    // Not framed yet (or a platform that tells no frame): a usual title bar and borders.
    return {4, 30, 4, 4};
}

QSize bounded(const QWidget* w, QSize preferred) {
    const QMargins m = frameMargins(w);
    const QSize room = available(w).size() - QSize(m.left() + m.right(), m.top() + m.bottom());
    return preferred.boundedTo(room);
}

void keepInside(QWidget* w) {
    if (!w || !w->isWindow() || w->isMaximized() || w->isFullScreen())
        return;
    const QRect avail = available(w);
    const QMargins m = frameMargins(w);
    const QSize room = avail.size() - QSize(m.left() + m.right(), m.top() + m.bottom());
    // A least size larger than the desktop gives way (the layouts scroll or shrink below it).
    if (w->minimumWidth() > room.width() || w->minimumHeight() > room.height())
        w->setMinimumSize(w->minimumSize().boundedTo(room));
    if (w->width() > room.width() || w->height() > room.height())
        w->resize(w->size().boundedTo(room));
    // The frame's top-left so that the whole frame lies inside.
    QRect frame(w->pos(), w->size().grownBy(m));
    if (frame.right() > avail.right())
        frame.moveRight(avail.right());
    if (frame.bottom() > avail.bottom())
        frame.moveBottom(avail.bottom());
    frame.moveLeft(std::max(frame.left(), avail.left()));
    frame.moveTop(std::max(frame.top(), avail.top()));
    if (frame.topLeft() != w->pos())
        w->move(frame.topLeft());
}

void showMainWindow(QWidget* w, QSize preferred, const QByteArray& saved) {
    if (!saved.isEmpty() && w->restoreGeometry(saved)) {
        // Left maximised, or it still fits (another screen, a panel added): as it was.
        const QRect avail = available(w);
        const QMargins m = frameMargins(w);
        const QRect frame(w->pos(), w->size().grownBy(m));
        if (w->isMaximized() || avail.contains(frame)) {
            w->show();
            return;
        }
    }
    const QMargins m = frameMargins(w);
    const QRect avail = available(w);
    const QSize room = avail.size() - QSize(m.left() + m.right(), m.top() + m.bottom());
    if (preferred.width() <= room.width() && preferred.height() <= room.height()) {
        w->resize(preferred);
        const QSize frame = preferred.grownBy(m);
        w->move(avail.left() + (avail.width() - frame.width()) / 2,
                avail.top() + (avail.height() - frame.height()) / 2);
        w->show();
        return;
    }
    w->resize(room);
    w->move(avail.topLeft());
    w->showMaximized();
}

Guard::Guard(QObject* parent) : QObject(parent) {
    qApp->installEventFilter(this);
}

bool Guard::eventFilter(QObject* o, QEvent* e) {
    if (e->type() != QEvent::Show || !o->isWidgetType())
        return false;
    auto* w = static_cast<QWidget*>(o);
    if (!w->isWindow() || w->windowType() == Qt::Popup || w->windowType() == Qt::ToolTip ||
        w->windowType() == Qt::SplashScreen || w->windowType() == Qt::Desktop)
        return false;
    keepInside(w);
    // Once the window manager has framed it, its title bar counts too.
    QTimer::singleShot(100, w, [w] { keepInside(w); });
    return false;
}

} // namespace screenfit
