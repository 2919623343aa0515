// Shared pieces of the GUI tests: the new-game options of a hotseat or a solo test game, whole
// turns played by the core's greedy bot, and the main window as the tests start it.
#pragma once

#include "GameController.h"
#include "MainWindow.h"

#include "frosted/ai/bots.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QtTest>

#include <memory>
#include <optional>

namespace guitest {

// The child widget of `w` called `name`; the test stops when there is none.
template <class T>
T* child(QWidget* w, const char* name) {
    T* t = w->findChild<T*>(QLatin1String(name));
    if (!t)
        qFatal("no child %s", name);
    return t;
}

// QSettings and QStandardPaths in a folder of the test's own (`dir`), never anybody's settings.
inline void isolateSettings(const QString& dir) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::NativeFormat);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir);
}

// Ada, Ben, Chloé and Dev in yellow, blue, pink and green (the first `players`), Ada starting.
inline NewGameOptions hotseat(quint64 seed, int players = 2) {
    NewGameOptions o;
    const QStringList names = {QStringLiteral("Ada"), QStringLiteral("Ben"),
                               QStringLiteral("Chloé"), QStringLiteral("Dev")};
    const QStringList colours = {QStringLiteral("yellow"), QStringLiteral("blue"),
                                 QStringLiteral("pink"), QStringLiteral("green")};
    o.names = names.mid(0, players);
    o.colours = colours.mid(0, players);
    o.startPlayer = 0;
    o.seed = seed;
    return o;
}

// Ada (green) against the Master Gardener.
inline NewGameOptions solo(quint64 seed) {
    NewGameOptions o;
    o.names = {QStringLiteral("Ada")};
    o.colours = {QStringLiteral("green")};
    o.solo = true;
    o.seed = seed;
    return o;
}

// Plays whole turns through the controller with the core's greedy bot (the Master Gardener's
// steps one by one), then lets the next player take the seat.
inline void playTurns(GameController& c, int turns) {
    for (int done = 0; done < turns && !c.view().isOver();) {
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        if (c.replaying()) {
            c.nextGardenerStep();
            continue;
        }
        const frosted::Action a = frosted::chooseGreedy(c.view());
        if (a.kind == frosted::Action::Kind::EndTurn)
            ++done;
        c.perform(a);
    }
    if (c.handOverPending())
        c.confirmHandOver();
    QApplication::processEvents();
}

// How a test's main window starts (bareWindow).
struct WindowSetup {
    QSize size{1440, 900};
    QString autosaveDir{};     // empty: no autosave
    bool messageBoxes = false; // errors and offers shown in message boxes
    // A game started at once; by default the Master Gardener's and computers' steps wait for
    // Next, and its first player takes the seat (the table, not the hand-over cover).
    std::optional<NewGameOptions> game{};
    bool stepByStep = true;
    bool confirmHandOver = true;
};

// The main window as the tests use it: no settings written, message boxes and autosave off (unless
// `s` asks), both side columns shown whatever a run remembered, at `s.size`, shown and active;
// then `s.game`, if any, started.
inline std::unique_ptr<MainWindow> bareWindow(const frosted::ComponentsPtr& comps,
                                              const WindowSetup& s = {}) {
    auto w = std::make_unique<MainWindow>(comps);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(s.messageBoxes);
    w->controller()->setAutosaveDir(s.autosaveDir);
    w->setColumnCollapsed(MainWindow::Column::Players, false);
    w->setColumnCollapsed(MainWindow::Column::Turn, false);
    w->resize(s.size);
    w->show();
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get()))
        qWarning("window not active");
    if (s.game) {
        if (s.stepByStep)
            w->controller()->setSpeed(GameController::StepByStep);
        w->startGame(*s.game);
        if (s.confirmHandOver && w->controller()->handOverPending())
            w->controller()->confirmHandOver();
        QApplication::processEvents(); // the panels' widgets are shown by a queued call
    }
    return w;
}

} // namespace guitest
