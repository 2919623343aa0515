// A computer at the controls of Petals' table, for tests: the kill-during-autosave test runs the
// real program with it (`frosted-blooms --game petals --autoplay N`), and plays the same steps in
// its own process to know what each autosave must hold (tests/petals_gui/test_crash.cpp).
//
// It acts one step at a time through the session's public slots, as the window's widgets do, for
// every person's seat, deciding on the seat's view (R-PE-PRIV-1) with Petals' bots; computer
// seats think as usual (a fixed budget and seed, step by step) and their chosen step is shown by
// Next. It is deterministic: the same seed and the same game give the same steps, however the
// steps are timed (a step that only waits for a computer's thinking draws nothing).
#pragma once

#include "PetalsSession.h"

#include "engine/rng.h"

class PetalsAutoPlayer {
  public:
    explicit PetalsAutoPlayer(quint64 seed) : rng_(seed), seed_(seed) {}

    // Sets the session's computers (step by step, a fixed budget and seed), then resumes the
    // autosave when it holds a game to resume, else deals a new game.
    void begin(PetalsSession& s);
    // Does one thing: deals the next game once one is over, confirms a hand-over, shows a
    // computer's chosen step, now and then takes a placement back, else a person's legal action
    // (mostly the greedy bot's, else a random one). Returns what it did in a few words, or an
    // empty string when it only waited for a computer's thinking.
    QString step(PetalsSession& s);
    // The next game it deals: 2 to 5 seats, people and computers (greedy, easy or medium), either
    // variant, a seed of its own.
    PetalsSetup nextGame();
    int gamesDealt() const { return games_; }

  private:
    engine::Rng rng_;
    quint64 seed_;
    int games_ = 0;
};
