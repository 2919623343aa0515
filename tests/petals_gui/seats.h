// Seats and setups for Petals' GUI tests (the session's, the window's): a person, a computer, a
// game of these seats in a variant dealt from a seed.
#pragma once

#include "PetalsSetup.h"

#include <QList>
#include <QMetaType>
#include <QString>

Q_DECLARE_METATYPE(PetalsSetup)

namespace petals::guitest {

inline PetalsSeat person(const QString& name) {
    return {name, false, ai::BotKind::Medium};
}

inline PetalsSeat computer(const QString& name, ai::BotKind k = ai::BotKind::Easy) {
    return {name, true, k};
}

inline PetalsSetup setupOf(const QList<PetalsSeat>& seats, Variant v, quint64 seed) {
    PetalsSetup s;
    s.seats = seats;
    s.variant = v;
    s.seed = seed;
    return s;
}

} // namespace petals::guitest
