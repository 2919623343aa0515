// GameController's state by concern (GameController.h): the Master Gardener's turn shown step by
// step (R-MG-4), the computer seats' chosen step, and the hint. Plain values, changed only by the
// controller.
#pragma once

#include "frosted/ai/bots.h"
#include "frosted/rules/game.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

// The Master Gardener's logged turn as the table shows it, one step at a time.
struct GardenerReplay {
    struct Item {
        int record;
        frosted::GardenerStep step;
    };
    std::vector<Item> items; // the steps still to show
    // The table as his steps shown so far left it (SeatView::withGardenerStep).
    std::optional<frosted::SeatView> shown;
    bool tail = false; // his last step is on screen; the next turn waits for it
    std::optional<std::pair<int, int>> scoreMovedPending; // his marker's move in the step shown
    QString text;
    int record = -1;
    std::optional<frosted::GardenerStep> step;
};

// A computer seat's turn: the step it chose, waiting for its time (or Next), and what it did.
struct ComputerTurn {
    std::optional<frosted::Action> next;
    std::pair<int, QString> step{-1, {}}; // the seat and the words of its last step
    bool acting = false;                  // its chosen action is being applied
    frosted::BotBudget budget;
};

// The hint being computed or shown, for the position (key) it was asked in.
struct HintState {
    quint64 key = 0;
    std::optional<frosted::Action> action;
    QString text;
    frosted::BotBudget budget;
};
