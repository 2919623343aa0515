// The controller's hand-over (R-PRIV-1) and the step-by-step replay of the Master Gardener's turns
// (R-MG-4) (GameController.h).
#include "GameController.h"

#include "Words.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/save.h"

#include <algorithm>

using namespace frosted;

void GameController::clearReplay() {
    timer_.stop();
    replay_.items.clear();
    replay_.shown.reset();
    replay_.tail = false;
    replay_.text.clear();
    replay_.record = -1;
    replay_.step.reset();
}

void GameController::confirmHandOver() {
    if (!handOver_)
        return;
    handOver_ = false;
    lastHumanSeat_ = game_->currentSeat();
    updateView();
    // A game resumed with a tile in hand: the ghost waits in the garden at once.
    if (hasGhost() && !ghost_.pointer())
        resetGhost();
    notify();
}

void GameController::endReplay() {
    // The last step has been seen: the table is the game's again, his words leave the screen
    // (they stay in the game log) and the next turn begins.
    clearReplay();
    notify();
    finishIfOver();
}

void GameController::showStep() {
    if (replay_.items.empty()) {
        if (replay_.tail)
            endReplay();
        return;
    }
    const GardenerReplay::Item item = replay_.items.front();
    replay_.items.erase(replay_.items.begin());
    const TurnRecord& r = game_->log()[static_cast<std::size_t>(item.record)];
    replay_.record = item.record;
    replay_.step = item.step;
    // The table changes with the step told, not before (R-MG-4 in step: his points when he
    // scores, his Workers when he collects, the ring when his token moves).
    std::optional<Market> ringBefore;
    if (replay_.shown) {
        const int from = replay_.shown->gardener().track;
        if (item.step == GardenerStep::Move)
            ringBefore = replay_.shown->market();
        replay_.shown = replay_.shown->withGardenerStep(r, item.step, *view_);
        if (const int to = replay_.shown->gardener().track; to != from)
            replay_.scoreMovedPending = {from, to};
    }
    replay_.text = words::gardenerStep(*components_, r, item.step);
    log_ << words::roundLine(roundOf(r), replay_.text);
    emit logAppended(log_.back());
    emit gardenerStepShown(replay_.text);
    // His last step stays on screen for a step's time (or until Next) before the next turn.
    replay_.tail = replay_.items.empty() && speed_ != Instant;
    if (!replaying()) {
        endReplay();
        return;
    }
    notify();
    // R-MG-4 step 2: his points move his marker as the step is told; step 5 (and R-MG-5): the
    // objectives he claims go to him.
    if (replay_.scoreMovedPending) {
        const auto [from, to] = *replay_.scoreMovedPending;
        replay_.scoreMovedPending.reset();
        emit scoreMoved(-1, from, to);
    }
    if (item.step == GardenerStep::Claim)
        for (int o : claimedIn(r))
            emit objectiveClaimed(o, -1);
    // Step 4: his token slides, leaving a coin beside each tile he skips.
    if (ringBefore && replay_.shown)
        emit ringMoved(ringBefore->token, replay_.shown->market().token,
                       coinsLaid(*ringBefore, replay_.shown->market()));
    scheduleStep();
}

void GameController::scheduleStep() {
    if (speed_ == StepByStep)
        return;
    if (speed_ == Instant) {
        while (replaying())
            showStep();
        return;
    }
    timer_.start(stepMilliseconds(speed_));
}

void GameController::nextGardenerStep() {
    if (!replaying() && computer_.next) {
        computerTimer_.stop();
        playComputerStep();
        return;
    }
    timer_.stop();
    showStep();
}

void GameController::setGardenerSpeed(int s) {
    speed_ = speedOf(s);
    if (replaying()) {
        timer_.stop();
        scheduleStep();
    }
}

void GameController::setComputerSpeed(int s) {
    setComputerPace(s);
    if (computer_.next) // the step waiting is shown at the new pace
        scheduleComputerStep();
}

void GameController::setSpeed(int s) {
    setComputerSpeed(s);
    setGardenerSpeed(s);
}
