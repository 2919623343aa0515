// The charts of the Balance window (Tools ▸ Balance…, docs/designer.md "Balance lab"), built with
// Qt Charts from one balance report (frosted::BalanceReport), or two for an A / B run, where each
// chart shows A and B side by side (two bar sets, two box series).
//
// Every bar and box knows its exact figure: the text shown on hover is kept on the bar set (the
// "tips" property, one per category; "tip" on a box) and shown by QToolTip. Rates are drawn in
// percent with their 95% Wilson interval as whiskers (a line series per bar, drawn on the
// category axis at the bar's centre). Nothing here decides a figure: each value is the report's.
#pragma once

#include "frosted/lab/balance.h"

#include <QColor>
#include <QString>
#include <QStringList>

class QChart;
class QBarSet;
class QBoxSet;

namespace balancecharts {

// What the charts show: A, and B for an A / B run, with the names their bar sets carry.
struct Reports {
    const frosted::BalanceReport* a = nullptr;
    const frosted::BalanceReport* b = nullptr;
    QString nameA, nameB; // "A · built-in data", "B · my-variant"; empty: "A", "B"
};

// The colour of A's bars and of B's.
QColor setColour(int which);

// Wins by start position (null in solo: one start position).
QChart* positions(const Reports& r);
// Solo: the player's and the Master Gardener's mean score with the 95% interval of the mean.
QChart* duel(const Reports& r);
// Wins by seat (and the Master Gardener in solo).
QChart* seats(const Reports& r);
// Score distributions per seat as box plots (min, quartiles, max).
QChart* scores(const Reports& r);
// The mean score of each seat split into score track, Improvements, objectives and coins.
QChart* breakdown(const Reports& r);
// How often each objective is claimed when on the board.
QChart* claims(const Reports& r);
// In which round each objective is claimed: the share of its claims per round, of A (which 0)
// or B (1).
QChart* rounds(const Reports& r, int which);
// Gaps closed per game by shape, and Improvements per game.
QChart* gaps(const Reports& r);
QChart* improvements(const Reports& r);
// How often each tile is taken when on offer, sorted by A's take rate (else in data order).
QChart* tiles(const Reports& r, bool byRate);
// Mean points per card played.
QChart* cards(const Reports& r);

// The hover text of a bar (category `index` of `set`) and of a box.
QString tip(const QBarSet* set, int index);
QString tip(const QBoxSet* box);

// Figures as the charts and the A / B table write them: "52.3%", "6.42".
QString percent(double rate, int decimals = 1);
QString number(double value, int decimals = 2);
// A seat's name as the charts show it: "Seat 1 · greedy", or "Master Gardener".
QString seatLabel(const frosted::BalanceReport::SeatRow& seat);
// A seat of a report by the core's name of it ("Seat 1", "Master Gardener"), in words.
QString seatName(const std::string& coreName);

} // namespace balancecharts
