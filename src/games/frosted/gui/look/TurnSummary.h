// What happened while a person was away from the screen, in words (issue 31, "watching others"):
// the turns the hand-over summarises (every player's turn since the person's own last one), where
// a replay of them starts, and the line told for each step of a turn being watched (a computer
// player's step at the table, a step of the replay).
//
// Nothing here decides a rule: the turns are the core's log (TurnRecord), the steps the core's
// actions and the turn record they filled (GameState::currentTurn); the words are Words.cpp's.
// Everything read is public (R-PRIV-1): the log and the actions are the same for every seat.
#pragma once

#include "frosted/rules/game.h"

#include <QString>

#include <vector>

namespace turnsummary {

struct Turn {
    int seat = 0;
    int round = 0;
    QString text; // the clauses after the player's name: "took the 2nd tile (…), placed it, …"
};

// Every player's turn in the log after `seat`'s last one, in order (from the start of the game
// when `seat` has not played yet).
std::vector<Turn> since(const frosted::SeatView& v, int seat);

// How many of g.actions() had been played when `seat`'s last turn ended (0 when `seat` has not
// played yet): the actions after it are the turns since() tells. Replays g from its deal.
std::size_t actionsBefore(const frosted::GameState& g, int seat);

// The words for action `a` of seat `seat`, just applied: `after` is the table after it. "took
// the 2nd tile (…), paying 1 coin", "placed it, gap of 3 (…)", "played purple for 6 points",
// "claimed the objective …"; empty for the end of the turn (the turn's own line tells it).
QString stepText(const frosted::SeatView& after, int seat, const frosted::Action& a);

// A turn's or a step's words after the player's name, as a sentence: "Ben took the 2nd tile …".
QString line(const QString& who, const QString& text);

} // namespace turnsummary
