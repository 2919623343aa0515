// A computer player of Frosted Blooms thinking off the GUI thread (the shell's Worker): one
// suggestion at a time (bots.h suggest()) on a copy of a seat's view, cancelled at once by
// cancel(), a new start() or the Thinker's end. The answer arrives on the GUI thread (finished),
// with the ticket given to start() so that the caller can tell a stale answer from a fresh one.
#pragma once

#include "Worker.h"

#include "frosted/ai/bots.h"

class Thinker : public Worker {
    Q_OBJECT
  public:
    using Worker::Worker;

    void start(frosted::BotKind kind, frosted::SeatView view, frosted::BotBudget budget,
               quint64 seed, quint64 ticket);

  signals:
    void finished(const frosted::Suggestion& suggestion, quint64 ticket);
};
