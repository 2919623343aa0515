#include "PetalsAutoPlay.h"

#include "petals/ai/bots.h"

using namespace petals;

PetalsSetup PetalsAutoPlayer::nextGame() {
    static const char* names[] = {"Ada", "Ben", "Chloé", "Dev", "Eve"};
    static const ai::BotKind levels[] = {ai::BotKind::Greedy, ai::BotKind::Easy,
                                         ai::BotKind::Medium};
    PetalsSetup s;
    const int n = 2 + static_cast<int>(rng_.below(4));
    for (int i = 0; i < n; ++i) {
        const bool computer = rng_.below(100) < 35;
        s.seats.push_back({QString::fromUtf8(names[i]), computer, levels[rng_.below(3)]});
    }
    s.variant = rng_.below(2) == 0 ? Variant::Standard : Variant::Harmony;
    s.seed = seed_ * 1000 + static_cast<quint64>(games_);
    ++games_;
    return s;
}

void PetalsAutoPlayer::begin(PetalsSession& s) {
    s.setComputerSpeed(TableSession::StepByStep);
    s.setComputerBudget({0, 4, 1}); // the same decision on any machine
    s.setComputerSeed(seed_);
    if (s.resumeAutosave())
        return;
    s.newGame(nextGame());
}

QString PetalsAutoPlayer::step(PetalsSession& s) {
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
    const std::uint64_t r = rng_.below(100);
    if (r < 5 && s.canUndo()) {
        s.undo();
        return QStringLiteral("undo");
    }
    Action a;
    if (r < 55) {
        a = ai::choose(ai::BotKind::Greedy, s.view(), rng_);
    } else {
        const std::vector<Action> legal = s.legalActions();
        a = legal[rng_.below(legal.size())];
    }
    s.apply(a);
    return s.describe(a);
}
