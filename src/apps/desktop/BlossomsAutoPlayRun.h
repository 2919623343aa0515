// `frosted-blooms --game blossoms --autoplay N` (hidden; the crash test's player, Registry.cpp's
// Blossoms tools): in a file of its own, since Blossoms' session headers and Petals' cannot meet
// in one file (each game's BlossomsSetup.h / PetalsSetup.h has its levelName(BotKind)).
#pragma once

#include "blossoms/rules/components.h"

#include <QtGlobal>

// Blossoms' window with BlossomsAutoPlayer at the controls for `steps` steps, autosaving in the
// autosave folder as the game does (the crash test kills it at random moments); each write takes
// `pauseMs` more (savefiles::setWritePauseForTests). Returns the application's exit code.
int blossomsAutoplay(const blossoms::ComponentsPtr& comps, int steps, quint64 seed, int pauseMs);
