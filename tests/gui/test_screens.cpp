// Every screen (issue 31): the game's window and every window and dialog it opens fit the
// available desktop and lose nothing, on the screen this run is given. CMake runs this suite once
// per screen — 1024x600, 1280x720, 1366x768, 1440x900 and 1920x1080, each less a 32-pixel panel —
// at 100 % and 125 % text size (the offscreen platform's screen from a config file,
// FROSTED_TEST_TEXT_SIZE for Settings ▸ Text size). Each window's frame counts as the platform
// draws it; the game's window opens at its designed size only where that fits with a title bar.
#include "BalanceWindow.h"
#include "BoardView.h"
#include "ChallengeMode.h"
#include "DesignerTools.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "Language.h"
#include "MainWindow.h"
#include "PuzzleMode.h"
#include "RecordWindow.h"
#include "ScreenFit.h"
#include "StatisticsMode.h"
#include "gui_support.h"

#include "frosted/rules/data_loader.h"

#include <QDialog>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace frosted;

namespace {
constexpr int kTitleBar = 30; // a usual window manager's title bar and borders

// The widget's rectangle in its window's coordinates.
QRect inWindow(const QWidget* w) {
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}
} // namespace

class ScreensTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void SCREEN_gameWindowOpensInsideTheDesktop();
    void SCREEN_tableIsWholeInTheLeastWindow();
    void SCREEN_everyWindowAndDialogFits();
    void SCREEN_windowRemembersItsGeometry();

  private:
    void checkFits(QWidget* w, const QString& what);
    QRect avail() const { return QGuiApplication::primaryScreen()->availableGeometry(); }
    ComponentsPtr comps_;
    QTemporaryDir home_;
};

void ScreensTest::initTestCase() {
    guitest::isolateSettings(home_.path());
    comps_ = loadComponents(defaultDataDir());
    qInfo("screen %dx%d available, text size %s", avail().width(), avail().height(),
          qgetenv("QT_SCALE_FACTOR").constData());
}

// A top-level window: inside the available geometry with room for a title bar, and its contents'
// least size fits there too (nothing is squeezed out of sight).
void ScreensTest::checkFits(QWidget* w, const QString& what) {
    QTRY_VERIFY(w->isVisible());
    QApplication::processEvents();
    const QRect a = avail();
    const QRect frame = w->frameGeometry();
    // The frame as the platform draws it (a window manager's title bar and borders; ScreenFit
    // takes them into account once the window is framed).
    const QSize room = a.size() - (frame.size() - w->size());
    qInfo("%s: frame %d,%d %dx%d, geometry %dx%d%s", qPrintable(what), frame.x(), frame.y(),
          frame.width(), frame.height(), w->width(), w->height(),
          w->isMaximized() ? " maximised" : "");
    // (A maximised window at a fractional text size may round a pixel over.)
    QVERIFY2((w->isMaximized() ? a.adjusted(-1, -1, 1, 1) : a).contains(frame),
             qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 leaves the desktop %6x%7")
                            .arg(what)
                            .arg(frame.x())
                            .arg(frame.y())
                            .arg(frame.width())
                            .arg(frame.height())
                            .arg(a.width())
                            .arg(a.height())));
    // Once the window is laid out (a column folding on a narrow window asks for a new layout).
    const auto least = [w] { return w->minimumSizeHint().expandedTo(w->minimumSize()); };
    QTRY_VERIFY2(least().width() <= room.width() && least().height() <= room.height(),
                 qPrintable(QStringLiteral("%1 needs at least %2x%3")
                                .arg(what)
                                .arg(least().width())
                                .arg(least().height())));
}

void ScreensTest::SCREEN_gameWindowOpensInsideTheDesktop() {
    MainWindow w(comps_);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    screenfit::showMainWindow(&w, QSize(1440, 900), {});
    checkFits(&w, QStringLiteral("the game's window"));
    // The designed size where it fits, else maximised: never larger than the desktop.
    const QRect a = avail();
    if (a.width() >= 1440 + 8 && a.height() >= 900 + kTitleBar + 4)
        QCOMPARE(w.size(), QSize(1440, 900));
    else
        QVERIFY(w.isMaximized());
}

// At its least size the table shows all of itself: the board, the garden, the hand with Done,
// the NOW line and the status bar, each inside the window and given at least its own least size.
void ScreensTest::SCREEN_tableIsWholeInTheLeastWindow() {
    auto w = guitest::bareWindow(
        comps_, {.size = avail().size() - QSize(0, kTitleBar), .game = guitest::hotseat(5, 4)});
    w->resize(w->minimumSize());
    QApplication::processEvents();
    qInfo("least %dx%d; hints: window %dx%d, central %dx%d, board %dx%d, garden %dx%d, hand %dx%d, "
          "right column %dx%d, menu %d, status %d",
          w->width(), w->height(), w->minimumSizeHint().width(), w->minimumSizeHint().height(),
          w->centralWidget()->minimumSizeHint().width(),
          w->centralWidget()->minimumSizeHint().height(), w->board()->minimumSizeHint().width(),
          w->board()->minimumSizeHint().height(), w->garden()->minimumSizeHint().width(),
          w->garden()->minimumSizeHint().height(), w->hand()->minimumSizeHint().width(),
          w->hand()->minimumSizeHint().height(),
          w->column(MainWindow::Column::Turn)->minimumSizeHint().width(),
          w->column(MainWindow::Column::Turn)->minimumSizeHint().height(), w->menuBar()->height(),
          w->statusBar()->height());
    for (int i = 0; i < w->pages()->count(); ++i)
        qInfo("page %d %s: %dx%d", i, qPrintable(w->pages()->widget(i)->objectName()),
              w->pages()->widget(i)->minimumSizeHint().width(),
              w->pages()->widget(i)->minimumSizeHint().height());
    qInfo("centre %dx%d", w->centre()->minimumSizeHint().width(),
          w->centre()->minimumSizeHint().height());
    for (QWidget* k : w->tablePage()->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        qInfo("  table child %s %s: %dx%d visible %d", k->metaObject()->className(),
              qPrintable(k->objectName()), k->minimumSizeHint().width(),
              k->minimumSizeHint().height(), k->isVisible());
    for (QWidget* k : w->column(MainWindow::Column::Turn)->findChildren<QWidget*>())
        if (k->isVisible() && k->parentWidget() &&
            k->parentWidget()->parentWidget() == w->column(MainWindow::Column::Turn))
            qInfo("  turn child %s %s: %dx%d min %d", k->metaObject()->className(),
                  qPrintable(k->objectName()), k->minimumSizeHint().width(),
                  k->minimumSizeHint().height(), k->minimumHeight());
    qInfo("players column %dx%d", w->column(MainWindow::Column::Players)->minimumSizeHint().width(),
          w->column(MainWindow::Column::Players)->minimumSizeHint().height());
    guitest::playTurns(*w->controller(), 5);
    w->statusBar()->showMessage(QStringLiteral("Not allowed: test"));
    QApplication::processEvents();
    const QRect all = w->rect();
    const std::pair<QWidget*, const char*> parts[] = {{w->board(), "board"},
                                                      {w->garden(), "garden"},
                                                      {w->hand(), "hand bar"},
                                                      {w->hand()->doneButton(), "Done"},
                                                      {w->nowLabel(), "NOW line"},
                                                      {w->statusBar(), "status bar"},
                                                      {w->hand()->undoButton(), "Undo"}};
    for (const auto& [widget, name] : parts) {
        QVERIFY2(widget->isVisible(), name);
        const QRect r = inWindow(widget);
        QVERIFY2(all.contains(r), qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 is cut off in %6x%7")
                                                 .arg(QLatin1String(name))
                                                 .arg(r.x())
                                                 .arg(r.y())
                                                 .arg(r.width())
                                                 .arg(r.height())
                                                 .arg(all.width())
                                                 .arg(all.height())));
        // Its least size: the one set on it, else its hint (as the layouts take it).
        const QSize hint = widget->minimumSizeHint();
        const QSize least(widget->minimumWidth() > 0 ? widget->minimumWidth() : hint.width(),
                          widget->minimumHeight() > 0 ? widget->minimumHeight() : hint.height());
        QVERIFY2(r.height() >= least.height() && r.width() >= std::min(least.width(), 40),
                 qPrintable(QStringLiteral("%1 squeezed to %2x%3 (needs %4x%5)")
                                .arg(QLatin1String(name))
                                .arg(r.width())
                                .arg(r.height())
                                .arg(least.width())
                                .arg(least.height())));
    }
    qInfo("least window %dx%d: board %dx%d, garden %dx%d", w->width(), w->height(),
          w->board()->width(), w->board()->height(), w->garden()->width(), w->garden()->height());
}

// Each window and dialog of the game, opened as a player or a designer opens it.
void ScreensTest::SCREEN_everyWindowAndDialogFits() {
    screenfit::Guard guard;
    auto w = guitest::bareWindow(
        comps_, {.size = avail().size() - QSize(0, kTitleBar), .game = guitest::hotseat(9, 3)});
    guitest::playTurns(*w->controller(), 6);
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.record.json"));
    QVERIFY(w->controller()->exportRecord(record));
    w->setFileChooser([&](const QString&, const QString&) { return record; });
    const std::pair<const char*, std::function<void()>> opens[] = {
        {"rules", [&] { w->showRules(); }},
        {"keys", [&] { w->showKeyboard(); }},
        {"statistics", [&] { w->statisticsMode()->showStatistics(); }},
        {"settings", [&] { w->configure(); }},
        {"record viewer", [&] { w->openRecord(); }},
        {"position editor", [&] { w->designerTools()->openPositionEditor(); }},
        {"sandbox", [&] { w->designerTools()->openSandbox(); }},
        {"balance lab", [&] { w->designerTools()->openBalance(); }},
        {"balance lab's cluster dialog",
         [&] { w->designerTools()->balanceWindow()->showClusterDialog(); }},
        {"puzzles", [&] { w->puzzleMode()->openPuzzles(); }},
        {"daily garden", [&] { w->challengeMode()->showChallenges(challenges::Kind::Daily); }},
        {"my cards", [&] { w->myCardsAction()->trigger(); }},
    };
    for (const auto& [name, open] : opens) {
        const QWidgetList before = QApplication::topLevelWidgets();
        open();
        QApplication::processEvents();
        QWidget* shown = nullptr;
        for (QWidget* t : QApplication::topLevelWidgets())
            if (t != w.get() && t->isVisible() && !before.contains(t) &&
                t->windowType() != Qt::ToolTip && t->windowType() != Qt::Popup)
                shown = t;
        if (!shown) // opened before and kept: the one on top now
            for (QWidget* t : QApplication::topLevelWidgets())
                if (t != w.get() && t->isVisible() && t->windowType() != Qt::ToolTip &&
                    t->windowType() != Qt::Popup)
                    shown = t;
        QVERIFY2(shown, name);
        QTest::qWait(150); // the guard's second look, once framed
        checkFits(shown, QLatin1String(name));
        shown->close();
        QApplication::processEvents();
    }
    // The new-game dialog, which is modal.
    bool checked = false;
    QTimer::singleShot(50, this, [&] {
        QWidget* d = QApplication::activeModalWidget();
        if (d) {
            checkFits(d, QStringLiteral("new game"));
            checked = true;
            d->close();
        }
    });
    w->newGameDialog();
    QVERIFY(checked);
}

// Where the window was left is where it opens, when that still fits the desktop.
void ScreensTest::SCREEN_windowRemembersItsGeometry() {
    QByteArray saved;
    const QRect a = avail();
    const QSize size(std::min(900, a.width() - 40), std::min(500, a.height() - 80));
    {
        MainWindow w(comps_);
        w.setSettingsEnabled(false);
        w.setMinimumSize(QSize(200, 200));
        w.resize(size);
        w.move(a.topLeft() + QPoint(20, 40));
        w.show();
        QApplication::processEvents();
        saved = w.saveGeometry();
    }
    MainWindow w(comps_);
    w.setSettingsEnabled(false);
    w.setMinimumSize(QSize(200, 200));
    screenfit::showMainWindow(&w, QSize(1440, 900), saved);
    QApplication::processEvents();
    QCOMPARE(w.size(), size);
    QCOMPARE(w.pos(), a.topLeft() + QPoint(20, 40));
}

int main(int argc, char** argv) {
    if (const int size = qEnvironmentVariableIntValue("FROSTED_TEST_TEXT_SIZE"); size > 100)
        language::applyTextSize(size); // QT_SCALE_FACTOR, before the application is made
    QApplication app(argc, argv);
    ScreensTest t;
    return QTest::qExec(&t, argc, argv);
}

#include "test_screens.moc"
