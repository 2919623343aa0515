#include "AutoPlayRun.h"

#include "TableSession.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace autoplay {

void reportAutosaves(TableSession& session) {
    auto saved = std::make_shared<int>(0);
    QObject::connect(&session, &TableSession::autosaving, &session, [saved] {
        std::printf("writing %d\n", *saved + 1);
        std::fflush(stdout);
    });
    QObject::connect(&session, &TableSession::autosaved, &session, [saved] {
        std::printf("saved %d\n", ++*saved);
        std::fflush(stdout);
    });
    QObject::connect(&session, &TableSession::autosaveFailed, &session, [](const QString& why) {
        std::printf("autosave failed: %s\n", qPrintable(why));
        std::fflush(stdout);
    });
}

int run(QObject* context, int steps, const std::function<bool()>& step) {
    int done = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, context, [&] {
        if (done >= steps) {
            tick.stop();
            QApplication::quit();
            return;
        }
        done += step() ? 1 : 0;
    });
    tick.start(0);
    return QApplication::exec();
}

} // namespace autoplay
