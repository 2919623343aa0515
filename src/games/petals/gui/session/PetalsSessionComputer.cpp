// The session's computer players and hint (PetalsSession.h): they think off the GUI thread on one
// seat's view only (R-PE-PRIV-1), and a computer's chosen step is shown at the computer players'
// speed (TableSession's timers; Next in step by step).
#include "PetalsSession.h"

using namespace petals;

namespace {
// The randomness of one decision: the session's seed mixed with the number of actions so far,
// both known to every seat (the deal's seed itself is not in a SeatView; it only seeds the dice).
quint64 decisionSeed(quint64 seed, std::size_t actions) {
    return seed ^ ((actions + 1) * 0x9E3779B97F4A7C15ull);
}
} // namespace

void PetalsSession::stopComputer() {
    player_->cancel();
    computerTimer_.stop();
    thinkTimer_.stop();
    next_.reset();
}

void PetalsSession::thinkIfComputer() {
    if (!computerToPlay() || next_ || player_->running())
        return;
    const int seat = game_->toAct();
    const quint64 seed = computerSeed_ ? computerSeed_ : game_->dealt().seed;
    // R-PE-PRIV-1: the seat's own view, like a person at the table.
    player_->start(level(seat), game_->viewFor(seat), budget_,
                   decisionSeed(seed, game_->history().size()), positionKey());
}

void PetalsSession::onComputerChoice(const ai::Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !computerToPlay())
        return;
    next_ = s.action;
    scheduleComputerStep();
}

void PetalsSession::playComputerStep() {
    if (!next_ || !computerToPlay())
        return;
    const Action a = *next_;
    const int seat = game_->toAct();
    next_.reset();
    acting_ = true;
    const bool done = apply(a);
    acting_ = false;
    if (done)
        emit computerActed(seat, a);
    else
        fail(tr("The computer player %1 chose an action the rules refuse: %2")
                 .arg(seatName(seat), lastRefusal_));
}

void PetalsSession::requestHint() {
    if (!canHint() || (hinter_->running() && hint_.key == positionKey()))
        return;
    hint_.action.reset();
    hint_.text.clear();
    hint_.key = positionKey();
    const quint64 seed = computerSeed_ ? computerSeed_ : game_->dealt().seed;
    // The person to play's own view: the hint knows what they know, nothing more.
    hinter_->start(ai::BotKind::Hard, game_->viewFor(game_->toAct()), hint_.budget,
                   decisionSeed(~seed, game_->history().size()), hint_.key);
}

void PetalsSession::onHint(const ai::Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !personToPlay())
        return;
    hint_.action = s.action;
    hint_.expected = s.expected;
    hint_.text = tr("Hint: %1 (the hard computer player expects %2)")
                     .arg(QString::fromStdString(game_->actionText(s.action)))
                     .arg(s.expected, 0, 'f', 1);
    emit hintReady(hint_.text);
}
