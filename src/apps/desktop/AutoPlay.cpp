#include "AutoPlay.h"

#include "frosted/ai/bots.h"

using namespace frosted;

NewGameOptions AutoPlayer::nextGame() {
    static const char* names[] = {"Ada", "Ben", "Chloé", "Dev"};
    NewGameOptions o;
    const int kind = static_cast<int>(rng_.below(4)); // 0: solo, else 1 + kind players
    o.solo = kind == 0;
    const int n = o.solo ? 1 : kind + 1;
    for (int i = 0; i < n; ++i)
        o.names << QString::fromUtf8(names[i]);
    o.seed = seed_ * 1000 + static_cast<quint64>(games_);
    o.startPlayer = -1;
    ++games_;
    return o;
}

void AutoPlayer::begin(GameController& c) {
    c.setSpeed(GameController::StepByStep);
    if (c.resumeAutosave())
        return;
    NewGameOptions o = nextGame();
    o.colours = c.colours().mid(0, static_cast<int>(o.names.size()));
    c.newGame(o);
}

QString AutoPlayer::step(GameController& c) {
    if (!c.hasGame() || (c.fullState().isOver() && !c.replaying())) {
        NewGameOptions o = nextGame();
        o.colours = c.colours().mid(0, static_cast<int>(o.names.size()));
        c.newGame(o);
        return QStringLiteral("new game");
    }
    if (c.handOverPending()) {
        c.confirmHandOver();
        return QStringLiteral("hand-over");
    }
    if (c.replaying()) {
        c.nextGardenerStep();
        return QStringLiteral("gardener step");
    }
    const std::uint64_t r = rng_.below(100);
    if (r < 6 && c.canUndo()) {
        c.undo();
        return QStringLiteral("undo");
    }
    if (r < 12 && c.canRedo()) {
        c.redo();
        return QStringLiteral("redo");
    }
    const SeatView& v = c.view();
    const Action a = r < 60 ? chooseGreedy(v) : chooseRandom(v, rng_);
    c.perform(a);
    return QString::fromStdString(actionText(a, c.components()));
}
