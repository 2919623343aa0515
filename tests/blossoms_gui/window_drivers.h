// Drivers of Blossoms' window for its tests: a window as the tests want it (no settings, no
// message boxes, computers instant and thinking little, no animation), seats, and a person's step
// made through the widgets as a family makes it — the deck clicked to grow, a pot clicked to take
// the Growth card or to be cut, a hand card then a pot for a Plant or the Watering Can, the
// choices' buttons for a token, a tool or Pass, the Rake's cards put back with its panel, the
// hand-over cover's button.
#pragma once

#include "BlossomsWindow.h"

#include "engine/rng.h"

#include <memory>

namespace blossoms::testing {

BlossomsSeat person(const QString& name);
BlossomsSeat computer(const QString& name, ai::BotKind k = ai::BotKind::Easy);
BlossomsSetup setupOf(const QList<BlossomsSeat>& seats, Variant v, quint64 seed);
std::unique_ptr<BlossomsWindow> makeWindow(QSize size = {1024, 700});

// Clicks the hand-over cover's button when it shows; true when it did.
bool passCover(BlossomsWindow& w);
// `a` made by the widgets (QTest's clicks); fails the test when a widget it needs is missing.
void doByWidgets(BlossomsWindow& w, const Action& a);
// A person's step: a legal action drawn by `rng` (Growth favoured while the deck lasts), made by
// the widgets; the hand-over passed first. False when nobody is to play.
bool personStep(BlossomsWindow& w, engine::Rng& rng);
// Plays to the end with the widgets (computers play by themselves); false if it did not end.
bool playToEnd(BlossomsWindow& w, engine::Rng& rng, int maxSteps = 4000);

} // namespace blossoms::testing
