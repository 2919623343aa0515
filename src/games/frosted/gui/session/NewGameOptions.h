// What a new game is set up with (the new-game dialog, --players / --solo / --seed, a challenge,
// Play again): the seats in table order, who plays them, solo or not, the start player and seed.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

struct NewGameOptions {
    QStringList names;   // in table order
    QStringList colours; // starting-tile colours of the data (StartingTile::colour), one per name
    bool solo = false;   // one player against the Master Gardener
    int startPlayer =
        -1; // index into names, -1: random, drawn by the core from the seed (R-TURN-1)
    std::optional<quint64> seed;
    // Per name: "" a person at the table, else a computer player's level ("easy", "medium",
    // "hard"); missing entries are people.
    QStringList computers;
};
