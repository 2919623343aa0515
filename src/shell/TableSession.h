// What every game's session at the table shares (issue 32, docs/architecture.md "The shell"),
// with no game's names: the game's own controller derives from it and adds its rules' state.
//
// - The pace of what the table shows by itself (Speed): a computer player's chosen step waits
//   stepMilliseconds() of its speed, or for Next when step by step (scheduleComputerStep()).
// - Computer seats: their thinking starts once a change has been drawn (thinkTimer_, the
//   derived thinkIfComputer()), their step is shown at its time (computerTimer_,
//   playComputerStep()); positionKey() tells a late answer about an earlier position from a
//   fresh one (the game's serial, moved on by nextGame(), and its count of actions).
// - Hotseat (R-PRIV-1 and its like in every game): a person's seat is covered by the hand-over
//   page when another person sat at the screen last (handOverNeeded()).
// - Read-only tables (a record watched step by step), errors told once (fail()) and the outcome
//   of each autosave write (autosaveDone()).
// The signals are those every table listens to; a game adds its own events.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstddef>
#include <vector>

class TableSession : public QObject {
    Q_OBJECT
  public:
    enum Speed { StepByStep = -1, Slow = 0, Normal = 1, Fast = 2, Instant = 3 };
    // How long a step shown at `s` stays before the next: Slow, Normal and Fast leave time to
    // read it; Instant none (step by step waits for Next).
    static int stepMilliseconds(Speed s);
    static Speed speedOf(int s); // clamped to StepByStep … Instant

    explicit TableSession(QObject* parent = nullptr);

    // Read-only (a record watched step by step): no input, no hand-over, no autosave.
    void setReadOnly(bool on) { readOnly_ = on; }
    bool readOnly() const { return readOnly_; }
    bool handOverPending() const { return handOver_; }
    Speed computerSpeed() const { return computerSpeed_; }
    QString lastError() const { return lastError_; }
    QString lastAutosaveError() const { return lastAutosaveError_; }

  signals:
    void stateChanged();
    void handOverRequired(const QString& name);
    void refused(const QString& reason);
    void gameOver();
    void gameReplaced(); // a new or loaded game: views rebuild their seats
    void errorOccurred(const QString& message);
    void autosaveFailed(const QString& message);
    void autosaving();                   // before each write of the autosave
    void autosaved(const QString& path); // after each completed write of the autosave
    void hintReady(const QString& text);

  protected:
    // The derived session's computer seats: start thinking for the seat to play if it is a
    // computer's; show the step it chose; whether that step is held (e.g. while a note is read).
    virtual void thinkIfComputer() = 0;
    virtual void playComputerStep() = 0;
    virtual bool computerStepHeld() const { return false; }

    bool fail(const QString& message); // lastError(), errorOccurred(); returns false
    void clearError() { lastError_.clear(); }
    // One autosave write done: `error` empty on success (autosaved(path)); a new error is told
    // once, as `told`.
    void autosaveDone(const QString& error, const QString& told, const QString& path);
    // A game put on the table with these seats (true: a computer player's): answers about the
    // game before are dropped; a lone person sits at the screen from the start (no hand-over),
    // else nobody yet.
    void nextGame(const std::vector<bool>& computerSeats);
    quint64 positionKey(std::size_t actions) const { return (serial_ << 20) + actions; }
    bool handOverNeeded(int seat, bool computer, int people) const {
        return !readOnly_ && !computer && people > 1 && lastHumanSeat_ != seat;
    }
    void setComputerPace(int s) { computerSpeed_ = speedOf(s); }
    // The computer's chosen step waits for its time, or for Next (stateChanged: Next is on).
    void scheduleComputerStep();

    QTimer thinkTimer_;
    QTimer computerTimer_;
    bool readOnly_ = false;
    bool handOver_ = false;
    int lastHumanSeat_ = -1; // the person at the screen (while computers play too)

  private:
    Speed computerSpeed_ = Normal;
    quint64 serial_ = 0; // a new number for each game put on the table
    QString lastError_;
    QString lastAutosaveError_;
};
