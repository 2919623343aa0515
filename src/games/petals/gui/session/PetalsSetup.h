// What a Petals game at the table is set up with (the new-game dialog, Play again, tests): the
// seats as listed, who plays each (a person, or a computer player of a level), the variant and
// the seed. Plain values; PetalsSession::newGame() checks them.
#pragma once

#include "petals/ai/bots.h"
#include "petals/rules/game.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// One seat: its player's name and whether a computer plays it, at which level (docs/ai.md
// "Petals": easy, medium, hard; random and greedy are accepted too, for tests and demos).
struct PetalsSeat {
    QString name;
    bool computer = false;
    petals::ai::BotKind level = petals::ai::BotKind::Medium;
    bool operator==(const PetalsSeat&) const = default;
};

// A computer player's level as players read it, in their language ("easy", "facile", "かんたん");
// files keep ai::botName's.
inline QString levelName(petals::ai::BotKind k) {
    switch (k) {
    case petals::ai::BotKind::Easy:
        return QCoreApplication::translate("PetalsSeat", "easy");
    case petals::ai::BotKind::Medium:
        return QCoreApplication::translate("PetalsSeat", "medium");
    case petals::ai::BotKind::Hard:
        return QCoreApplication::translate("PetalsSeat", "hard");
    default:
        return QString::fromLatin1(petals::ai::botName(k).data(),
                                   static_cast<qsizetype>(petals::ai::botName(k).size()));
    }
}

struct PetalsSetup {
    // 2 to 5 seats (R-PE-SETUP-1), names unique, in the order listed. The game's seat s (seat 0
    // plays first, R-PE-SETUP-5) is seats[(startPlayer + s) % n], as petals::Deal::names.
    QList<PetalsSeat> seats;
    petals::Variant variant = petals::Variant::Standard;
    std::optional<quint64> seed; // none: a fresh one
    int startPlayer = -1;        // an index into seats; -1: drawn from the seed (R-PE-SETUP-5)
    bool operator==(const PetalsSetup&) const = default;
};
