// The controller's computer players, hints and the guided game (GameController.h): they think off
// the GUI thread on a seat's view (R-PRIV-1).
#include "GameController.h"

#include "SaveFiles.h"
#include "TurnSummary.h"
#include "Words.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/save.h"

#include <algorithm>

using namespace frosted;

bool GameController::computerToPlay() const {
    return hasGame() && !readOnly_ && !game_->isOver() && game_->isComputer(game_->currentSeat());
}

bool GameController::computerThinking() const {
    return player_->running();
}

int GameController::humanSeats() const {
    int n = 0;
    for (int s = 0; s < game_->seatCount(); ++s)
        n += !game_->isComputer(s);
    return n;
}

std::vector<bool> GameController::computerSeats() const {
    std::vector<bool> computers;
    for (int s = 0; s < game_->seatCount(); ++s)
        computers.push_back(game_->isComputer(s));
    return computers;
}

bool GameController::needsHandOver() const {
    if (game_->isOver() || game_->solo() || game_->seatCount() < 2)
        return false;
    const int seat = game_->currentSeat();
    return handOverNeeded(seat, game_->isComputer(seat), humanSeats());
}

void GameController::stopComputer() {
    player_->cancel();
    computerTimer_.stop();
    thinkTimer_.stop();
    computer_.next.reset();
}

void GameController::thinkIfComputer() {
    if (!computerToPlay() || replaying() || handOver_ || computer_.next || player_->running())
        return;
    const int seat = game_->currentSeat();
    if (guide_) {
        if (std::optional<Action> a = guide_->scriptedAction(game_->viewFor(seat))) {
            computer_.next = *a;
            scheduleComputerStep();
            return;
        }
    }
    const auto kind = botFromName(game_->computers()[static_cast<std::size_t>(seat)]);
    // R-PRIV-1: the seat's own view, like a person at the table.
    player_->start(kind.value_or(BotKind::Medium), game_->viewFor(seat), computer_.budget,
                   game_->seed() ^ (positionKey() * 0x9E3779B97F4A7C15ull), positionKey());
}

void GameController::onComputerChoice(const Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !computerToPlay() || replaying())
        return;
    computer_.next = s.action;
    scheduleComputerStep();
}

bool GameController::computerStepHeld() const {
    return guide_ && guide_->holding(); // guideResumed() goes on
}

void GameController::playComputerStep() {
    if (!computer_.next || !computerToPlay() || (guide_ && guide_->holding()))
        return;
    const Action a = *computer_.next;
    const int seat = game_->currentSeat();
    computer_.next.reset();
    computer_.acting = true;
    perform(a);
    computer_.step = {seat, turnsummary::stepText(game_->publicView(), seat, a)};
    computer_.acting = false;
    notify(); // the next decision, if it is still a computer's
}

quint64 GameController::positionKey() const {
    return hasGame() ? TableSession::positionKey(game_->actions().size()) : 0;
}

void GameController::setGuide(GameGuide* guide) {
    guide_ = guide;
    if (!hasGame())
        return;
    notify();
    // A computer seat's step held for a note goes on now.
    if (!guide_ && computer_.next)
        scheduleComputerStep();
}

void GameController::playGuided(GameState g, GameGuide* guide, const QString& autosaveDir) {
    guidedFiles_.setAutosaveDir(autosaveDir);
    guide_ = guide;
    adoptingGuided_ = true;
    adopt(std::move(g));
    adoptingGuided_ = false;
    guidedGame_ = true; // kept when the guide is cleared at its end (not the player's setup)
}

void GameController::guideResumed() {
    if (!hasGame())
        return;
    if (computer_.next)
        scheduleComputerStep();
    else
        thinkIfComputer();
}

bool GameController::canHint() const {
    // Not in a guided game (one way through) nor in a puzzle (its own hint: the computer
    // player's move would give the answer away).
    if (guide_ || oneTurn_)
        return false;
    return acceptsInput() && !mustPass();
}

bool GameController::hintRunning() const {
    return hinter_->running();
}

void GameController::requestHint() {
    if (!canHint() || (hinter_->running() && hint_.key == positionKey()))
        return;
    hint_.action.reset();
    hint_.text.clear();
    hint_.key = positionKey();
    // The seat to play's own view: the hint knows what that player knows, nothing more.
    hinter_->start(BotKind::Hard, game_->viewFor(game_->currentSeat()), hint_.budget,
                   game_->seed() ^ hint_.key, hint_.key);
}

void GameController::onHint(const Suggestion& s, quint64 ticket) {
    if (ticket != positionKey() || !acceptsInput())
        return;
    const SeatView v = game_->viewFor(game_->currentSeat());
    // Issue 31: this turn's points as the previews count them, and apart what hard's play-outs
    // make of the choice for the rest of the game (its final margin over the next best choice).
    std::optional<double> ahead;
    if (s.worlds > 0 && !s.alternatives.empty())
        ahead = s.expected - s.alternatives.front().second;
    hint_.action = s.action;
    hint_.text = words::hint(v, s.action, turnGain(v, s.action), ahead);
    if (s.action.kind == Action::Kind::Place && hasGhost()) {
        ghost_.lay(s.action.orientation, s.action.at);
        refreshGhost();
    }
    emit hintReady(hint_.text);
}

void GameController::endGuide() {
    if (!guide_ || adoptingGuided_)
        return;
    guide_ = nullptr;
    // The player's own unfinished game waited in the autosave while the guided game was on the
    // table (autosaved apart): kept as a save of its own before this game's first autosave.
    QString error;
    keptAtGuideEnd_ = files_.keepUnfinishedAutosave(error);
    if (!error.isEmpty())
        emit autosaveFailed(savefiles::bounded(error));
    emit guideEnded();
}
