#include "BlossomsAutoPlay.h"

#include "blossoms/ai/bots.h"

#include <algorithm>

using namespace blossoms;

BlossomsSetup BlossomsAutoPlayer::nextGame() {
    static const char* names[] = {"Ada", "Ben", "Chloé"};
    static const ai::BotKind levels[] = {ai::BotKind::Easy, ai::BotKind::Medium};
    BlossomsSetup s;
    const int n = 2 + static_cast<int>(rng_.below(2));
    for (int i = 0; i < n; ++i) {
        const bool computer = rng_.below(100) < 35;
        s.seats.push_back({QString::fromUtf8(names[i]), computer, levels[rng_.below(2)]});
    }
    s.variant.children = rng_.below(3) == 0;
    s.variant.advanced = rng_.below(3) == 0;
    s.match = rng_.below(4) == 0;
    s.seed = seed_ * 1000 + static_cast<quint64>(games_);
    ++games_;
    return s;
}

void BlossomsAutoPlayer::begin(BlossomsSession& s) {
    s.setComputerSpeed(TableSession::StepByStep);
    s.setComputerBudget({0, 4, 1}); // the same decision on any machine
    s.setComputerSeed(seed_);
    if (s.resumeAutosave())
        return;
    s.newGame(nextGame());
}

QString BlossomsAutoPlayer::step(BlossomsSession& s) {
    if (s.hasGame() && s.isOver() && s.inMatch() && !s.matchOver()) {
        s.nextMatchGame();
        return QStringLiteral("next game of the match");
    }
    if (!s.hasGame() || s.isOver()) {
        s.newGame(nextGame());
        return QStringLiteral("new game");
    }
    if (s.handOverPending()) {
        s.confirmHandOver();
        return QStringLiteral("hand-over");
    }
    if (s.computerToPlay()) {
        const std::size_t before = s.game().history().size();
        s.nextComputerStep(); // its chosen step, once it has one
        return s.game().history().size() > before ? QStringLiteral("computer step") : QString();
    }
    if (!s.personToPlay())
        return {};
    const std::vector<Action> legal = s.legalActions();
    if (legal.empty())
        return {};
    const std::uint64_t r = rng_.below(100);
    Action a;
    if (r < 50)
        a = ai::choose(ai::BotKind::Medium, s.view(), rng_, {0, 4, 1});
    else if (r < 75 && std::find(legal.begin(), legal.end(), Action::grow()) != legal.end())
        a = Action::grow();
    else
        a = legal[rng_.below(legal.size())];
    const QString words = s.describe(a);
    s.apply(a);
    return words;
}
