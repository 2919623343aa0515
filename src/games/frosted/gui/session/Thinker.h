// A computer player thinking off the GUI thread: one suggestion at a time (bots.h suggest()) on a
// copy of a seat's view, cancelled at once by cancel(), a new start() or the Thinker's end. The
// answer arrives on the GUI thread (finished), with the ticket given to start() so that the
// caller can tell a stale answer from a fresh one. The window never waits for it.
#pragma once

#include "frosted/ai/bots.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

class Thinker : public QObject {
    Q_OBJECT
  public:
    explicit Thinker(QObject* parent = nullptr);
    ~Thinker() override;

    void start(frosted::BotKind kind, frosted::SeatView view, frosted::BotBudget budget,
               quint64 seed, quint64 ticket);
    void cancel(); // the running search stops; its answer is dropped
    bool running() const { return running_; }

  signals:
    void finished(const frosted::Suggestion& suggestion, quint64 ticket);

  private:
    std::thread thread_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    bool running_ = false;
    quint64 ticket_ = 0;
};
