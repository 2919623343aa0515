// Blossoms' screens rendered headless (issue 36 item 9):
//
//   frosted-blooms --game blossoms --screenshot FILE
//                  --view table|rake|scorepad|handover|rules|tutorial
//                  [--players N] [--seed S] [--turns T] [--size WxH] [--variant V]
//
// A game of N seats (2 by default) dealt from S and played T turns (by default 6) by the medium
// computer player, then shown at the window as the person to play sees it: `table` in the middle of
// a turn (its Growth taken, the odds shown), `rake` with the Rake's cards to put back (the first
// turn from T on where medium would rake), `scorepad` the end of the game played out, `handover`
// the cover between two people; `rules` Help ▸ Rules (the illustrated rules page); `tutorial`
// Learn to play with its coach, the guided game's first T actions made (BlossomsTutorial's
// script; 0: its first step). Nothing is saved or autosaved. The exit code is 0 when the PNG
// was written.
#pragma once

#include "blossoms/rules/game.h"

#include <QSize>
#include <QString>

namespace blossoms::shots {

struct Shot {
    QString file, view = QStringLiteral("table");
    quint64 seed = 1;
    int players = 2, turns = 6;
    QSize size{1440, 900};
    Variant variant;
};

// The views a shot knows.
QStringList views();
int screenshot(const ComponentsPtr& components, const Shot& shot);

} // namespace blossoms::shots
