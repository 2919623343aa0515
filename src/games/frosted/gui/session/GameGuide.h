#pragma once

#include "frosted/rules/action.h"
#include "frosted/rules/game.h"

#include <QString>

#include <optional>

// A guided game (issue 19, Help ▸ Learn to play; Tutorial): the guide plays the computer seat's
// actions from its script instead of a computer player thinking, says which of a person's actions
// the game waits for, and holds the table while a note is being read.
class GameGuide {
  public:
    virtual ~GameGuide() = default;
    // The next action of the computer seat to play, read from the guide's script by the number of
    // actions played (the seat's own view: R-PRIV-1); nullopt lets its computer player think.
    virtual std::optional<frosted::Action> scriptedAction(const frosted::SeatView& seat) const = 0;
    // Why a person's action is not the one the guided game waits for; empty when it is.
    virtual QString refusal(const frosted::Action& a) const = 0;
    // A note is being read: no computer step is played until the guide calls
    // GameController::guideResumed().
    virtual bool holding() const = 0;
};
