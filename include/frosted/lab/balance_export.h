// The files the desktop game's Balance window exports (Tools ▸ Balance… ▸ Report, docs/designer.md
// "Balance lab"), as text: the games' CSV and the report's JSON. The window writes them atomically
// and words their failures; the charts' pictures need Qt and stay in the window's folder
// (src/games/frosted/gui/designer/balance/BalancePictures.cpp).
#pragma once

#include "frosted/lab/balance.h"

#include <string>

namespace frosted {

// Every game's figures: csvHeader() and csvRows() of each game of `a`, as `frosted-blooms-cli
// simulate --csv` writes them. An A / B run (`b` given): a first column "data", "A" for the rows
// of `a`, then "B" for those of `b`.
std::string balanceCsv(const BalanceAccumulator& a, const BalanceAccumulator* b = nullptr);

// The report as `simulate --report` documents it (reportJson; with `b`, the A / B document of
// comparisonJson, both reports and their differences), indented by two spaces, ending in "\n".
std::string balanceJson(const BalanceReport& a, const BalanceReport* b = nullptr);

} // namespace frosted
