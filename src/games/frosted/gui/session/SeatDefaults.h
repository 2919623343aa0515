// The default players of seats 1–4 (QSettings "players/names" and "players/colours"), chosen in
// Settings ▸ Configure… ▸ Players: the rows the new-game dialog proposes beyond the last setup's
// players, the players `frosted-blooms --players N` and a challenge deal.
//
// builtIn(): Ada, Ben, Chloé and Dev in the data set's first four colours. fromSettings() reads
// the settings and repairs what cannot be used: a name that is empty, too long, the Master
// Gardener's or a seat above's, and a colour the set does not have or a seat above's, give way to
// the seat's built-in one (else the first free one). Always kSeats entries.
#pragma once

#include "frosted/rules/components.h"

#include <QList>
#include <QString>
#include <QStringList>

// A seat's default player: a name and a colour of the data set's starting tiles.
struct SeatDefault {
    QString name;
    QString colour;
    bool operator==(const SeatDefault&) const = default;
};

namespace seatdefaults {
constexpr int kSeats = 4;
constexpr int kMaxNameLength = 20;
// The built-in names: seats 1–4, then names for further seats.
const QStringList& names();
// Whether `names` holds `n`, compared as the rules compare names (trimmed, any case).
bool containsName(const QStringList& names, const QString& n);
// The starting tiles' colours of a data set, in data order (the keys of the colour boxes).
QStringList colourKeys(const frosted::ComponentSet& components);
QList<SeatDefault> builtIn(const QStringList& colours);
QList<SeatDefault> fromSettings(const QStringList& colours);
void remember(const QList<SeatDefault>& seats);
} // namespace seatdefaults
