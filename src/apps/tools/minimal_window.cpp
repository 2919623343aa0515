// The yardstick of the desktop program's start-up (issue 32, docs/performance.md "Start-up"): a
// minimal Qt 6 QMainWindow of the program's size, ended as soon as it is shown, as
// `frosted-blooms --exit-when-shown` ends.
#include "ShownProbe.h"

#include <QApplication>
#include <QMainWindow>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow w;
    w.resize(1440, 900);
    shownprobe::exitWhenShown(&w);
    w.show();
    return app.exec();
}
