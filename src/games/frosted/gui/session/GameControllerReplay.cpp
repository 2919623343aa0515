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
    replay_.clear();
    replayShown_.reset();
    replayTail_ = false;
    replayText_.clear();
    replayRecord_ = -1;
    replayStep_.reset();
}

void GameController::confirmHandOver() {
    if (!handOver_)
        return;
    handOver_ = false;
    lastHumanSeat_ = game_->currentSeat();
    updateView();
    // A game resumed with a tile in hand: the ghost waits in the garden at once.
    if (hasGhost() && !ghostPointer_)
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
    if (replay_.empty()) {
        if (replayTail_)
            endReplay();
        return;
    }
    const ReplayItem item = replay_.front();
    replay_.erase(replay_.begin());
    const TurnRecord& r = game_->log()[static_cast<std::size_t>(item.record)];
    replayRecord_ = item.record;
    replayStep_ = item.step;
    // The table changes with the step told, not before (R-MG-4 in step: his points when he
    // scores, his Workers when he collects, the ring when his token moves).
    std::optional<Market> ringBefore;
    if (replayShown_) {
        const int from = replayShown_->gardener().track;
        if (item.step == GardenerStep::Move)
            ringBefore = replayShown_->market();
        replayShown_ = replayShown_->withGardenerStep(r, item.step, *view_);
        if (const int to = replayShown_->gardener().track; to != from)
            scoreMovedPending_ = {from, to};
    }
    replayText_ = words::gardenerStep(*components_, r, item.step);
    log_ << words::roundLine(roundOf(r), replayText_);
    emit logAppended(log_.back());
    emit gardenerStepShown(replayText_);
    // His last step stays on screen for a step's time (or until Next) before the next turn.
    replayTail_ = replay_.empty() && speed_ != Instant;
    if (!replaying()) {
        endReplay();
        return;
    }
    notify();
    // R-MG-4 step 2: his points move his marker as the step is told; step 5 (and R-MG-5): the
    // objectives he claims go to him.
    if (scoreMovedPending_) {
        const auto [from, to] = *scoreMovedPending_;
        scoreMovedPending_.reset();
        emit scoreMoved(-1, from, to);
    }
    if (item.step == GardenerStep::Claim)
        for (int o : claimedIn(r))
            emit objectiveClaimed(o, -1);
    // Step 4: his token slides, leaving a coin beside each tile he skips.
    if (ringBefore && replayShown_)
        emit ringMoved(ringBefore->token, replayShown_->market().token,
                       coinsLaid(*ringBefore, replayShown_->market()));
    scheduleStep();
}

void GameController::scheduleStep() {
    static const int ms[] = {2200, 1200, 450, 0};
    if (speed_ == StepByStep)
        return;
    if (speed_ == Instant) {
        while (replaying())
            showStep();
        return;
    }
    timer_.start(ms[speed_]);
}

void GameController::nextGardenerStep() {
    if (!replaying() && computerNext_) {
        computerTimer_.stop();
        playComputerStep();
        return;
    }
    timer_.stop();
    showStep();
}

void GameController::setGardenerSpeed(int s) {
    speed_ = static_cast<Speed>(std::clamp(s, -1, 3));
    if (replaying()) {
        timer_.stop();
        scheduleStep();
    }
}

void GameController::setComputerSpeed(int s) {
    computerSpeed_ = static_cast<Speed>(std::clamp(s, -1, 3));
    if (computerNext_) // the step waiting is shown at the new pace
        scheduleComputerStep();
}

void GameController::setSpeed(int s) {
    setComputerSpeed(s);
    setGardenerSpeed(s);
}
