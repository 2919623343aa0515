#include "ShownProbe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include <chrono>
#include <cstdio>

namespace {

// Watches the application's events for the first Expose of the window watched, then runs its
// function once and goes.
class Probe : public QObject {
  public:
    Probe(QWidget* w, std::function<void()> f, bool deferred)
        : QObject(w), widget_(w), f_(std::move(f)), deferred_(deferred) {
        QCoreApplication::instance()->installEventFilter(this);
    }
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Expose && widget_->windowHandle() == o &&
            widget_->windowHandle()->isExposed())
            fire();
        return false;
    }
    void fire() {
        if (!f_)
            return;
        QCoreApplication::instance()->removeEventFilter(this);
        deleteLater();
        if (!deferred_)
            return std::exchange(f_, {})();
        // After the expose has been handled (the window drawn), not inside its delivery.
        QTimer::singleShot(0, widget_, std::exchange(f_, {}));
    }

  private:
    QWidget* widget_;
    std::function<void()> f_;
    bool deferred_;
};

} // namespace

namespace shownprobe {

void whenShown(QWidget* w, std::function<void()> f, int fallbackMs) {
    auto* probe = new Probe(w, std::move(f), true);
    if (w->windowHandle() && w->windowHandle()->isExposed()) { // shown already
        probe->fire();
        return;
    }
    QTimer::singleShot(fallbackMs, probe, [probe] { probe->fire(); });
}

void exitWhenShown(QWidget* w) {
    // At once, inside the Expose's delivery: nothing after it is timed.
    auto* probe = new Probe(
        w,
        [] {
            // The moment, for a timing that leaves out the program's ending (scripts/startup.py):
            // the system clock's nanoseconds, comparable with the launcher's.
            const auto now = std::chrono::system_clock::now().time_since_epoch();
            std::printf("shown-at %lld\n",
                        static_cast<long long>(std::chrono::nanoseconds(now).count()));
            std::fflush(stdout);
            QCoreApplication::exit(0);
        },
        false);
    if (w->windowHandle() && w->windowHandle()->isExposed())
        QTimer::singleShot(0, probe, [probe] { probe->fire(); });
}

} // namespace shownprobe
