// The desktop program's harnesses, run by frosted-blooms instead of the game when asked
// (main.cpp): --screenshot (a picture of one view, docs/ and the tests), --measure-responsiveness
// (how long the event loop is kept from running) and --autoplay (the crash test's player).
#pragma once

#include "Challenge.h" // challenges::setToday, for the screenshots' --date (main.cpp)

#include "frosted/rules/components.h"

#include <QSize>
#include <QString>

namespace harness {

// What --view puzzle shows (--puzzle): an id of the puzzle list or a puzzle file; empty: the
// first shipped puzzle.
extern QString puzzleShot;

// What --view balance adds: the games, data set B, the tab shown.
struct BalanceShot {
    int games = 200;
    QString compare;
    QString tab;
};

int screenshot(const frosted::ComponentsPtr& builtIn, const QString& file, quint64 seed, int turns,
               bool solo, int players, const QString& view, QSize size, bool colourBlindSafe,
               const QString& dataFolder, const BalanceShot& balance, const QString& saved,
               int step);
int responsiveness(const frosted::ComponentsPtr& comps, int seconds, quint64 seed);
int autoplay(const frosted::ComponentsPtr& comps, int steps, quint64 seed, int pauseMs);

} // namespace harness
