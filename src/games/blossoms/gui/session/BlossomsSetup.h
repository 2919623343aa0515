// What a Blossoms game at the table is set up with (the new-game dialog, Play again, tests): the
// seats as listed, who plays each (a person, or a computer player of a level), the variants, the
// seed, the start player, the Longer Game of three (R-BL-VAR-1) and the odds aid (issue 36 item
// 4). Plain values; BlossomsSession::newGame() checks them.
#pragma once

#include "blossoms/ai/bots.h"
#include "blossoms/rules/game.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// One seat: its player's name and whether a computer plays it, at which level (docs/ai.md
// "Blossoms": easy, medium, hard; random and greedy are accepted too, for tests and demos).
struct BlossomsSeat {
    QString name;
    bool computer = false;
    blossoms::ai::BotKind level = blossoms::ai::BotKind::Medium;
    bool operator==(const BlossomsSeat&) const = default;
};

// A computer player's level as players read it, in their language; files keep ai::botName's.
inline QString levelName(blossoms::ai::BotKind k) {
    switch (k) {
    case blossoms::ai::BotKind::Easy:
        return QCoreApplication::translate("BlossomsSeat", "easy");
    case blossoms::ai::BotKind::Medium:
        return QCoreApplication::translate("BlossomsSeat", "medium");
    case blossoms::ai::BotKind::Hard:
        return QCoreApplication::translate("BlossomsSeat", "hard");
    default:
        return QString::fromLatin1(blossoms::ai::botName(k).data(),
                                   static_cast<qsizetype>(blossoms::ai::botName(k).size()));
    }
}

struct BlossomsSetup {
    // 2 or 3 seats (R-BL-SETUP), names unique, in the order listed. The game's seat s (seat 0
    // plays first, R-BL-SETUP-5) is seats[(startPlayer + s) % n], as blossoms::Deal::names.
    QList<BlossomsSeat> seats;
    blossoms::Variant variant;   // children, advanced (R-BL-VAR-2, R-BL-VAR-4)
    std::optional<quint64> seed; // none: a fresh one
    int startPlayer = -1;        // an index into seats; -1: drawn from the seed (R-BL-SETUP-5)
    bool match = false;          // the Longer Game: a match of three (R-BL-VAR-1)
    std::optional<bool> odds;    // the odds aid; none: on in the children's variant only
    bool oddsShown() const { return odds.value_or(variant.children); }
    bool operator==(const BlossomsSetup&) const = default;
};
