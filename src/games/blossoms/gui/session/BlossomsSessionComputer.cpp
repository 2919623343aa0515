// The session's computer players and hint (BlossomsSession.h): they think off the GUI thread on
// one seat's view only (R-BL-PRIV-4), and a computer's chosen step is shown at the computer
// players' speed (TableSession's timers; Next in step by step).
#include "BlossomsSession.h"

#include <QLocale>

#include <cmath>

using namespace blossoms;

namespace {
// The randomness of one decision: the game's computer seed (drawn when the game was put on the
// table, nothing of the deal) mixed with the number of actions so far.
quint64 decisionSeed(quint64 seed, std::size_t actions) {
    return seed ^ ((actions + 1) * 0x9E3779B97F4A7C15ull);
}

QString percent(double share) {
    return QLocale().toString(static_cast<int>(std::lround(share * 100)));
}
} // namespace

void BlossomsSession::stopComputer() {
    player_->cancel();
    computerTimer_.stop();
    thinkTimer_.stop();
    next_.reset();
}

void BlossomsSession::thinkIfComputer() {
    if (!computerToPlay() || next_ || player_->running())
        return;
    if (guide_)
        if (const std::optional<Action> a = guide_->scriptedAction()) {
            next_ = *a; // the guided game's script
            scheduleComputerStep();
            return;
        }
    const int seat = game_->toAct();
    // R-BL-PRIV-4: the seat's own view, like a person at the table.
    player_->start(level(seat), game_->viewFor(seat), budget_,
                   decisionSeed(computerSeed_, game_->history().size()), positionKey());
}

void BlossomsSession::onComputerChoice(const ai::Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !computerToPlay())
        return; // a stale answer about an earlier position
    next_ = s.action;
    scheduleComputerStep();
}

void BlossomsSession::playComputerStep() {
    if (!next_ || !computerToPlay())
        return;
    const Action a = *next_;
    const int seat = game_->toAct();
    next_.reset();
    acting_ = true;
    const bool done = apply(a);
    acting_ = false;
    if (!done)
        fail(tr("The computer player %1 chose an action the rules refuse: %2")
                 .arg(seatName(seat), lastRefusal_));
}

void BlossomsSession::requestHint() {
    if (!canHint() || (hinter_->running() && hint_.key == positionKey()))
        return;
    hint_.action.reset();
    hint_.text.clear();
    hint_.key = positionKey();
    // The person to play's own view: the hint knows what they know, nothing more.
    hinter_->start(ai::BotKind::Hard, game_->viewFor(game_->toAct()), hint_.budget,
                   decisionSeed(~computerSeed_, game_->history().size()), hint_.key);
}

void BlossomsSession::onHint(const ai::Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !personToPlay())
        return;
    hint_.action = s.action;
    // A cut's points are in the reason: the action is said short.
    QString what = s.action.kind == Action::Kind::Cut
                       ? tr("cut the %1").arg(typeName(game_->pot(s.action.pot).type))
                       : describe(s.action);
    if (!what.isEmpty())
        what[0] = what[0].toUpper();
    const QString why = hintWhy(s);
    hint_.text = why.isEmpty() ? tr("Hint: %1.").arg(what) : tr("Hint: %1: %2.").arg(what, why);
    emit hintReady(hint_.text);
}

// One line of why, from the suggestion and the odds of the seat's next Growth (its view only).
QString BlossomsSession::hintWhy(const ai::Suggestion& s) const {
    const SeatView v = game_->viewFor(game_->toAct());
    const ai::GrowthOdds o = ai::growthOdds(v);
    const double risk = o.badLuckChance() + o.deathChance();
    switch (s.action.kind) {
    case Action::Kind::Cut: {
        const int points = components_->valueOf(game_->pot(s.action.pot).height());
        return tr("%1 points now; %2% bad luck if you grow again").arg(points).arg(percent(risk));
    }
    case Action::Kind::Grow:
        return tr("%1% bad luck, %2% good growth").arg(percent(risk)).arg(percent(1.0 - risk));
    case Action::Kind::Pass:
        return tr("%1% bad luck if you grow again").arg(percent(risk));
    default:
        return {};
    }
}
