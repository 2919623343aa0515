// The game told in words: log lines from the core's TurnRecords, names of cards, objectives and
// gaps. Nothing here decides a rule; it only phrases what the core recorded.
#pragma once

#include "frosted/game.h"

#include <QString>
#include <QStringList>

namespace words {

QString q(std::string_view s);
QString cardName(const frosted::ComponentSet& c, int card);     // "purple + water"
QString objectiveName(const frosted::ComponentSet& c, int obj); // "water 8 (10 pts)"
QString improvements(const frosted::ImprovementCounts& n);      // "1 Barn + 2 Workers"
QString gap(const frosted::Gap& g);                             // "gap of 3 (bent): 1 Barn + ..."
// The caption of the gaps a placement filled, "Gap of 4 (T shape): 1 Barn + 2 Workers, +2 coins";
// `coins` is the core's Worker coins for them (left out when 0).
QString gapsCaption(const std::vector<frosted::Gap>& gaps, int coins);
QString ordinal(int k); // 1st, 2nd...

// A player's turn, one line; `who` names the seat.
QString playerTurn(const frosted::ComponentSet& c, const QString& who,
                   const frosted::PlayerTurn& r);
// The Master Gardener's turn, step by step (R-MG-4): the core's kGardenerSteps in order (the claim
// step only when he claimed something); his end-of-game claims are one Claim step. Empty for a
// player's turn.
std::vector<frosted::GardenerStep> gardenerSteps(const frosted::TurnRecord& r);
// The position of a step in kGardenerSteps (to compare steps: "has his token moved yet?").
int stepIndex(frosted::GardenerStep s);
QString gardenerStep(const frosted::ComponentSet& c, const frosted::TurnRecord& r,
                     frosted::GardenerStep step);
QString gardenerTurn(const frosted::ComponentSet& c, const frosted::TurnRecord& r);

} // namespace words
