#include "BlossomsAutoPlayRun.h"

#include "AutoPlayRun.h"
#include "BlossomsAutoPlay.h"
#include "BlossomsWindow.h"
#include "SaveFiles.h"

int blossomsAutoplay(const blossoms::ComponentsPtr& comps, int steps, quint64 seed, int pauseMs) {
    savefiles::setWritePauseForTests(pauseMs);
    BlossomsWindow w(comps);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    w.setAnimationSpeed(0);
    w.session()->setAutosaveDir(savefiles::defaultAutosaveDir());
    w.show();
    BlossomsSession& s = *w.session();
    autoplay::reportAutosaves(s);
    BlossomsAutoPlayer player(seed);
    player.begin(s);
    return autoplay::run(&w, steps, [&] { return !player.step(s).isEmpty(); });
}
