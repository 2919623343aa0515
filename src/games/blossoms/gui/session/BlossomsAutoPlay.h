// A computer at the controls of Blossoms' table, for tests, as PetalsAutoPlayer is Petals': the
// kill-during-autosave test runs the real program with it (`frosted-blooms --game blossoms
// --autoplay N`), and plays the same steps in its own process to know what each autosave must
// hold (tests/blossoms_gui/test_crash.cpp).
//
// It acts one step at a time through the session's public slots, as the window's widgets do, for
// every person's seat, deciding on the seat's view (R-BL-PRIV-4) with Blossoms' bots; computer
// seats think as usual (a fixed budget and seed, step by step) and their chosen step is shown by
// Next. It is deterministic: the same seed and the same game give the same steps, however the
// steps are timed (a step that only waits for a computer's thinking draws nothing).
#pragma once

#include "BlossomsSession.h"

#include "engine/rng.h"

class BlossomsAutoPlayer {
  public:
    explicit BlossomsAutoPlayer(quint64 seed) : rng_(seed), seed_(seed) {}

    // Sets the session's computers (step by step, a fixed budget and seed), then resumes the
    // autosave when it holds a game to resume, else deals a new game.
    void begin(BlossomsSession& s);
    // Does one thing: the match's next game or a new game once one is over, confirms a
    // hand-over, shows a computer's chosen step, else a person's legal action (mostly medium's,
    // else a random one, Growth favoured). Returns what it did in a few words, or an empty
    // string when it only waited for a computer's thinking.
    QString step(BlossomsSession& s);
    // The next game it deals: 2 or 3 seats, people and computers (easy or medium), any variant,
    // now and then the Longer Game of three (R-BL-VAR-1), a seed of its own.
    BlossomsSetup nextGame();
    int gamesDealt() const { return games_; }

  private:
    engine::Rng rng_;
    quint64 seed_;
    int games_ = 0;
};
