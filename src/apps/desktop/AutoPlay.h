// A computer at the controls of the GUI, for tests and demos: the kill-during-autosave test runs
// the real program with it (`frosted-blooms --autoplay`), and that test plays the same steps in
// its own process to know what each autosave must hold.
//
// It acts one step at a time through the controller's public slots, as the widgets do, and
// decides on the seat's view with the core's bots. It is deterministic: the same seed and the same
// game give the same steps, however the steps are timed.
#pragma once

#include "GameController.h"

#include "engine/rng.h"

class AutoPlayer {
  public:
    explicit AutoPlayer(quint64 seed) : rng_(seed), seed_(seed) {}

    // Resumes the autosave when it holds a game to resume, else deals a new game.
    void begin(GameController& c);
    // Does one thing: confirms a hand-over, shows the Master Gardener's next step, deals the next
    // game once one is over, now and then undoes or redoes a step, else performs a legal action
    // (mostly the greedy bot's, sometimes a random one). Returns what it did, in a few words.
    QString step(GameController& c);
    // The options of the next game it deals: solo, or 2 to 4 players.
    NewGameOptions nextGame();
    int gamesDealt() const { return games_; }

  private:
    frosted::Rng rng_;
    quint64 seed_;
    int games_ = 0;
};
