#include "TableSession.h"

#include <algorithm>

int TableSession::stepMilliseconds(Speed s) {
    static const int ms[] = {2200, 1200, 450, 0};
    return s == StepByStep ? 0 : ms[s];
}

TableSession::Speed TableSession::speedOf(int s) {
    return static_cast<Speed>(std::clamp(s, int(StepByStep), int(Instant)));
}

TableSession::TableSession(QObject* parent) : QObject(parent) {
    thinkTimer_.setSingleShot(true);
    thinkTimer_.setInterval(0);
    connect(&thinkTimer_, &QTimer::timeout, this, [this] { thinkIfComputer(); });
    computerTimer_.setSingleShot(true);
    connect(&computerTimer_, &QTimer::timeout, this, [this] { playComputerStep(); });
}

bool TableSession::fail(const QString& message) {
    lastError_ = message;
    emit errorOccurred(message);
    return false;
}

void TableSession::autosaveDone(const QString& error, const QString& told, const QString& path) {
    if (error != lastAutosaveError_ && !error.isEmpty())
        emit autosaveFailed(told);
    lastAutosaveError_ = error;
    if (error.isEmpty())
        emit autosaved(path);
}

void TableSession::nextGame(const std::vector<bool>& computerSeats) {
    ++serial_;
    lastHumanSeat_ = -1;
    if (readOnly_ || std::count(computerSeats.begin(), computerSeats.end(), false) != 1)
        return;
    lastHumanSeat_ =
        int(std::find(computerSeats.begin(), computerSeats.end(), false) - computerSeats.begin());
}

void TableSession::scheduleComputerStep() {
    computerTimer_.stop();
    if (computerStepHeld())
        return;
    if (computerSpeed_ == StepByStep) {
        emit stateChanged(); // Next is enabled
        return;
    }
    computerTimer_.start(stepMilliseconds(computerSpeed_));
}
