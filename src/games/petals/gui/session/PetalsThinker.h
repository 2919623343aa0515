// A computer player of Petals thinking off the GUI thread (the shell's Worker): one suggestion at
// a time (petals::ai::suggest) on a copy of one seat's view — nothing else of the game reaches it
// (R-PE-PRIV-1) — cancelled at once by cancel(), a new start() or the Thinker's end. The answer
// arrives on the GUI thread (finished) with the ticket given to start(), so that the caller can
// tell a stale answer from a fresh one.
#pragma once

#include "Worker.h"

#include "petals/ai/bots.h"

class PetalsThinker : public Worker {
    Q_OBJECT
  public:
    using Worker::Worker;

    void start(petals::ai::BotKind kind, petals::SeatView view, petals::ai::Budget budget,
               quint64 seed, quint64 ticket);

  signals:
    void finished(const petals::ai::Suggestion& suggestion, quint64 ticket);
};
