// What Petals' window tests (test_window.cpp, test_window_files.cpp, test_languages.cpp) share:
// seats and setups (seats.h), a window as they want it (no settings, no message boxes, instant
// computers on a small budget), a person's step through the widgets, a whole game played on the
// window, and the test that no card's data id is on screen.
#pragma once

#include "PetalsWindow.h"
#include "seats.h"

#include "engine/rng.h"

#include <QString>

#include <cstdint>
#include <memory>

namespace petals::guitest {

// A window shown at 1024x700, its settings and message boxes off, its computers instant.
std::unique_ptr<PetalsWindow> makeWindow();

// A click on the table at the centre of `c`.
void clickCell(PetalsWindow& w, Cell c);

// The person to play does one step through the widgets, choosing among what the window offers
// (the hand's cards, the marked places, the lit cards, the effect's buttons) with `rng`; the
// hand-over cover lifted when it is up. Fails the current test when the window offers nothing.
void personStep(PetalsWindow& w, engine::Rng& rng);

// Some card's data id ("C07") as a word of `text`.
bool mentionsCardId(const QString& text);

// Plays the game on the window to its end (people through personStep); false when it did not
// end in time or a step was not one action.
bool playToEnd(PetalsWindow& w, std::uint64_t seed);

} // namespace petals::guitest
