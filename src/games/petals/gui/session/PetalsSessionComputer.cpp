// The session's computer players and hint (PetalsSession.h): they think off the GUI thread on one
// seat's view only (R-PE-PRIV-1), and a computer's chosen step is shown at the computer players'
// speed (TableSession's timers; Next in step by step).
#include "PetalsSession.h"

#include <QLocale>

using namespace petals;

namespace {
// The randomness of one decision: the game's computer seed (drawn when the game was put on the
// table, nothing of the deal) mixed with the number of actions so far.
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
    if (guide_)
        if (const std::optional<Action> a = guide_->scriptedAction()) {
            next_ = *a; // the guided game's script
            scheduleComputerStep();
            return;
        }
    const int seat = game_->toAct();
    // R-PE-PRIV-1: the seat's own view, like a person at the table.
    player_->start(level(seat), game_->viewFor(seat), budget_,
                   decisionSeed(computerSeed_, game_->history().size()), positionKey());
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
    const QString words = describe(a, Tense::Done); // its points, from the table before it
    acting_ = true;
    const bool done = apply(a);
    acting_ = false;
    if (done)
        emit computerActed(seat, a, words);
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
    // The person to play's own view: the hint knows what they know, nothing more.
    hinter_->start(ai::BotKind::Hard, game_->viewFor(game_->toAct()), hint_.budget,
                   decisionSeed(~computerSeed_, game_->history().size()), hint_.key);
}

void PetalsSession::onHint(const ai::Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !personToPlay())
        return;
    hint_.action = s.action;
    hint_.expected = s.expected;
    const QString ahead =
        s.expected >= 0 ? tr("the hard computer player expects to finish about %1 points ahead")
                              .arg(QLocale().toString(s.expected, 'f', 1))
                        : tr("the hard computer player expects to finish about %1 points behind")
                              .arg(QLocale().toString(-s.expected, 'f', 1));
    hint_.text = tr("Hint: %1 (%2).").arg(describe(s.action), ahead);
    emit hintReady(hint_.text);
}

QString PetalsSession::describe(const Action& a, Tense tense) const {
    const bool done = tense == Tense::Done;
    switch (a.kind) {
    case Action::Kind::Place: {
        const QString points = pointsText(preview(a.card, a.cell, a.rotation).points);
        return done ? tr("placed a card: %1").arg(points) : tr("place a card: %1").arg(points);
    }
    case Action::Kind::Move: { // R-PE-MOVE-6: scored as if just placed there
        const QString points = pointsText(previewMove(a.card, a.cell, a.rotation).points);
        return done ? tr("moved a lit card: %1").arg(points)
                    : tr("move a lit card: %1").arg(points);
    }
    case Action::Kind::Score: // R-PE-EFFECT-3 A
        return done ? tr("scored the placed card") : tr("score the placed card");
    case Action::Kind::Skip: // R-PE-EFFECT-4
        return done ? tr("skipped the move") : tr("skip the move");
    }
    return {};
}

QString PetalsSession::pointsText(const Points& p) {
    static const char* const names[kElements] = {QT_TR_NOOP("Fire"), QT_TR_NOOP("Air"),
                                                 QT_TR_NOOP("Earth"), QT_TR_NOOP("Water")};
    QStringList parts;
    for (int e = 0; e < kElements; ++e)
        if (const int v = p[static_cast<std::size_t>(e)]; v != 0)
            parts << tr("%1 +%2").arg(tr(names[e])).arg(v);
    return parts.isEmpty() ? tr("no points") : parts.join(tr(", "));
}
