#include "PetalsShots.h"

#include "PetalsRecordWindow.h"
#include "PetalsRulesDialog.h"
#include "PetalsWindow.h"
#include "TableView.h"

#include "engine/rng.h"
#include "petals/ai/bots.h"

#include <QApplication>
#include <QDialog>
#include <QStackedWidget>

#include <iostream>

namespace petals::shots {

namespace {

const QStringList kNames = {QStringLiteral("Ada"), QStringLiteral("Ben"), QStringLiteral("Cleo"),
                            QStringLiteral("Dan"), QStringLiteral("Eve")};

// The game after `turns` turns of the greedy player in every seat (fewer when it ends first),
// its players named as a family would name them (not "Player 1", untranslated in the pictures).
Game played(const ComponentsPtr& c, const Shot& s, int turns) {
    Deal deal = Game::deal(c, s.players, s.variant, s.seed).dealt();
    deal.names.clear();
    for (int i = 0; i < s.players; ++i)
        deal.names.push_back(kNames[i % kNames.size()].toStdString());
    Game g = Game::fromDeal(c, s.variant, deal);
    engine::Rng rng(s.seed ^ 0x5eedu);
    while (!g.isOver() && g.turn() <= turns)
        g.apply(ai::choose(ai::BotKind::Greedy, g.viewFor(g.toAct()), rng));
    return g;
}

// The seat to play is a person's, the others computers' (hotseat: all people).
std::vector<PetalsFiles::Player> seatsFor(const Game& g, bool hotseat) {
    std::vector<PetalsFiles::Player> p(static_cast<std::size_t>(g.seats()));
    for (int s = 0; s < g.seats(); ++s)
        p[static_cast<std::size_t>(s)] = {!hotseat && s != g.toAct(), ai::BotKind::Medium};
    return p;
}

void settle() {
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

} // namespace

int screenshot(const ComponentsPtr& components, const Shot& s) {
    PetalsWindow w(components);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    w.session()->setComputerSpeed(TableSession::StepByStep); // nothing moves by itself
    w.resize(s.size);
    w.show();
    if (s.view == QLatin1String("rules")) {
        w.showRules();
        QDialog* d = w.rulesDialog();
        d->resize(QSize(900, 640).boundedTo(s.size - QSize(40, 60)));
        settle();
        return d->grab().save(s.file) ? 0 : 1;
    }
    if (s.view == QLatin1String("tutorial")) {
        // Learn to play at its first step: the coach over the table, the card waited for chosen.
        w.startTutorial();
        settle();
        return w.grab().save(s.file) ? 0 : 1;
    }
    Game g = played(components, s, s.turns);
    if (s.view == QLatin1String("effect")) {
        // The first turn from T on whose best placement (greedy's) triggers a symbol pair.
        engine::Rng rng(s.seed);
        for (int guard = 0; guard < 200 && !g.isOver(); ++guard) {
            const Action a = ai::choose(ai::BotKind::Greedy, g.viewFor(g.toAct()), rng);
            if (a.kind == Action::Kind::Place &&
                g.contact(a.card, a.cell, a.rotation).effect != EffectKind::None)
                break;
            g.apply(a);
        }
    } else if (s.view == QLatin1String("scorepad") || s.view == QLatin1String("record")) {
        g = played(components, s, 1 << 20);
    }
    const bool hotseat = s.view == QLatin1String("handover");
    w.session()->playFrom(g, seatsFor(g, hotseat));
    settle();
    if (s.view == QLatin1String("table") || s.view == QLatin1String("effect")) {
        engine::Rng rng(s.seed);
        const Action a = ai::choose(ai::BotKind::Greedy, w.session()->view(), rng);
        if (a.kind == Action::Kind::Place) {
            w.chooseCard(a.card);
            while (w.rotation() != a.rotation)
                w.rotate(1);
            settle();
            w.table()->setCursor(a.cell);
            w.previewAt(a.cell);
            if (s.view == QLatin1String("effect"))
                w.session()->place(a.card, a.cell, a.rotation);
        }
    }
    settle();
    if (s.view == QLatin1String("record")) {
        // Game ▸ Open record… / Watch the game again, half way through the game.
        w.watchAgain();
        PetalsRecordWindow* r = w.recordWindow();
        r->resize(QSize(1000, 640).boundedTo(s.size - QSize(40, 60)));
        r->goTo(r->steps() / 2);
        settle();
        return r->grab().save(s.file) ? 0 : 1;
    }
    if (!w.grab().save(s.file)) {
        std::cerr << "frosted-blooms: cannot write " << s.file.toStdString() << "\n";
        return 1;
    }
    return 0;
}

} // namespace petals::shots
