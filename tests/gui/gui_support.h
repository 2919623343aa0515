// Shared pieces of the GUI tests: the new-game options of a hotseat or a solo test game.
#pragma once

#include "GameController.h"

#include <QStringList>

namespace guitest {

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

} // namespace guitest
