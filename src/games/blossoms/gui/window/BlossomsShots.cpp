#include "BlossomsShots.h"

#include "BlossomsRulesDialog.h"
#include "BlossomsWindow.h"

#include "blossoms/ai/bots.h"
#include "engine/rng.h"

#include <QApplication>

#include <iostream>

namespace blossoms::shots {

namespace {

const QStringList kNames = {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Cleo")};

// The game after `turns` turns of medium in every seat (fewer when it ends first), its players
// named as a family would name them.
Game played(const ComponentsPtr& c, const Shot& s, int turns) {
    Deal deal = Game::deal(c, s.players, s.variant, s.seed).dealt();
    deal.names.clear();
    for (int i = 0; i < s.players; ++i)
        deal.names.push_back(kNames[i % kNames.size()].toStdString());
    Game g = Game::fromDeal(c, s.variant, deal);
    engine::Rng rng(s.seed ^ 0x5eedu);
    while (!g.isOver() && g.turn() <= turns)
        g.apply(ai::choose(ai::BotKind::Medium, g.viewFor(g.toAct()), rng));
    return g;
}

// Plays on until the seat to act would rake (medium's choice), and rakes: step order.
bool untilRake(Game& g, quint64 seed) {
    engine::Rng rng(seed);
    for (int guard = 0; guard < 2000 && !g.isOver(); ++guard) {
        const auto legal = g.legalActions();
        if (std::find(legal.begin(), legal.end(), Action::rake()) != legal.end()) {
            g.apply(Action::rake());
            return true;
        }
        // A token on the Rake's pot when one may be placed there: the Rake comes next.
        const Action onRake = Action::token(g.components().potOf(Tool::Rake));
        if (std::find(legal.begin(), legal.end(), onRake) != legal.end()) {
            g.apply(onRake);
            continue;
        }
        g.apply(ai::choose(ai::BotKind::Medium, g.viewFor(g.toAct()), rng));
    }
    return false;
}

std::vector<BlossomsFiles::Player> seatsFor(const Game& g, bool hotseat) {
    std::vector<BlossomsFiles::Player> p(static_cast<std::size_t>(g.seats()));
    for (int s = 0; s < g.seats(); ++s)
        p[static_cast<std::size_t>(s)] = {!hotseat && s != g.toAct(), ai::BotKind::Medium};
    return p;
}

void settle() {
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

int save(QWidget* w, const QString& file) {
    if (!w->grab().save(file)) {
        std::cerr << "frosted-blooms: cannot write " << file.toStdString() << "\n";
        return 1;
    }
    return 0;
}

} // namespace

QStringList views() {
    return {QStringLiteral("table"),    QStringLiteral("rake"),  QStringLiteral("scorepad"),
            QStringLiteral("handover"), QStringLiteral("rules"), QStringLiteral("tutorial")};
}

int screenshot(const ComponentsPtr& components, const Shot& s) {
    BlossomsWindow w(components);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    w.setAnimationSpeed(0);
    w.session()->setComputerSpeed(TableSession::StepByStep); // nothing moves by itself
    w.resize(s.size);
    w.show();
    if (s.view == QLatin1String("rules")) { // Help ▸ Rules, as big as the window lets it be
        w.showRules();
        QDialog* d = w.rulesDialog();
        d->resize(QSize(900, 640).boundedTo(s.size - QSize(40, 60)));
        settle();
        return save(d, s.file);
    }
    if (s.view == QLatin1String("tutorial")) { // Learn to play after the script's first T actions
        w.startTutorial(std::max(0, s.turns));
        if (!w.tutorialActive()) {
            std::cerr << "frosted-blooms: the guided game cannot start\n";
            return 1;
        }
        settle();
        return save(&w, s.file);
    }
    Game g = played(components, s, s.turns);
    if (s.view == QLatin1String("scorepad")) {
        g = played(components, s, 1 << 20);
    } else if (s.view == QLatin1String("rake")) {
        if (!untilRake(g, s.seed)) {
            std::cerr << "frosted-blooms: no Rake in this game: try another --seed\n";
            return 1;
        }
    } else if (s.view == QLatin1String("table") && !g.isOver() && g.step() == Step::Growth) {
        g.apply(Action::grow()); // the turn under way: its first card drawn
        if (g.step() == Step::Pot)
            g.apply(g.legalActions().front());
    }
    const bool hotseat = s.view == QLatin1String("handover");
    w.session()->playFrom(g, seatsFor(g, hotseat));
    settle();
    return save(&w, s.file);
}

} // namespace blossoms::shots
