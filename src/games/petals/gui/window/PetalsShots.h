// Petals' screens rendered headless (issue 34, item 8):
//
//   frosted-blooms --game petals --screenshot FILE --view
//   table|effect|scorepad|handover|record|rules|tutorial
//                  [--players N] [--seed S] [--turns T] [--size WxH] [--variant V]
//
// A game of N seats (2 by default) dealt from S and played T turns (by default 4) by the greedy
// computer player, then shown at the window as the person to play sees it: `table` with the
// card the greedy player would place hovering at its place (the ghost and its points);
// `effect` at the first turn from T on whose best placement has a symbol pair, placed, the
// effect asking its answer; `scorepad` the end of the game played out; `handover` the cover
// between two people; `record` the replay viewer half way through the game played out; `rules`
// Help ▸ Rules; `tutorial` Learn to play at its first step. Nothing is
// saved or autosaved. The exit code is 0 when the PNG was written.
#pragma once

#include "petals/rules/components.h"
#include "petals/rules/game.h"

#include <QSize>
#include <QString>

namespace petals::shots {

struct Shot {
    QString file, view = QStringLiteral("table");
    quint64 seed = 1;
    int players = 2, turns = 4;
    QSize size{1440, 900};
    Variant variant = Variant::Standard;
};

int screenshot(const ComponentsPtr& components, const Shot& shot);

} // namespace petals::shots
