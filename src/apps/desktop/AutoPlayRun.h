// The loop of the hidden option --autoplay for any game's table (it names none): the game's own
// computer at the controls (Frosted Blooms' AutoPlayer, Petals' PetalsAutoPlayer) is called from
// the event loop, and every autosave write of the session is told on standard output, so that the
// crash tests (tests/gui/test_crash.cpp, tests/petals_gui/test_crash.cpp) know which step each
// kill came after.
#pragma once

#include <QObject>

#include <functional>

class TableSession;

namespace autoplay {

// Prints "writing K" before and "saved K" after the K-th autosave write of `session` (and
// "autosave failed: …" when one fails), each line flushed at once.
void reportAutosaves(TableSession& session);
// Calls `step` from the event loop (a 0 ms timer, `context` owning the connection) until it has
// done `steps` things (`step` answers false when it only waited), then quits the application.
// Returns QApplication::exec()'s exit code.
int run(QObject* context, int steps, const std::function<bool()>& step);

} // namespace autoplay
