// A computer player of Blossoms thinking off the GUI thread (the shell's Worker), as PetalsThinker:
// one suggestion at a time (blossoms::ai::suggest) on a copy of one seat's view — nothing else of
// the game reaches it (R-BL-PRIV-4) — cancelled by cancel(), a new start() or the Thinker's end.
// The answer arrives on the GUI thread (finished) with the ticket given to start().
#pragma once

#include "Worker.h"

#include "blossoms/ai/bots.h"

class BlossomsThinker : public Worker {
    Q_OBJECT
  public:
    using Worker::Worker;

    void start(blossoms::ai::BotKind kind, blossoms::SeatView view, blossoms::ai::Budget budget,
               quint64 seed, quint64 ticket);

  signals:
    void finished(const blossoms::ai::Suggestion& suggestion, quint64 ticket);
};
