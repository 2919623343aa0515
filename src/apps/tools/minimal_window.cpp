// The yardstick of the desktop program's start-up (issue 32, docs/performance.md "Start-up"): a
// minimal Qt 6 QMainWindow of the program's size, shown as the program's window is (maximised on a
// screen too small for it), ended as soon as it is shown, as `frosted-blooms --exit-when-shown`
// ends.
#include "ScreenFit.h"
#include "ShownProbe.h"

#include <QApplication>
#include <QMainWindow>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QMainWindow w;
    shownprobe::exitWhenShown(&w);
    // Shown as the program's window is: 1440x900 where it fits with its frame, else maximised
    // (ScreenFit, issue 31), so that both meet the window manager the same way.
    screenfit::showMainWindow(&w, QSize(1440, 900), {});
    return app.exec();
}
