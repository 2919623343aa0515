#include "Registry.h"

#include "AutoPlayRun.h"
#include "BlossomsAutoPlayRun.h"
#include "BlossomsShots.h"
#include "BlossomsTable.h"
#include "FrostedTable.h"
#include "Harnesses.h"
#include "PetalsAutoPlay.h"
#include "PetalsShots.h"
#include "PetalsTable.h"
#include "PetalsWindow.h"
#include "SaveFiles.h"

#include <QSize>

#include <iostream>

namespace {

// Frosted Blooms' tools: --screenshot, --measure-responsiveness, --autoplay.
std::optional<int> frostedTools(TableGame& table, const QCommandLineParser& p) {
    auto& game = static_cast<FrostedTable&>(table);
    const auto value = [&p](const char* name) { return p.value(QLatin1String(name)); };
    const auto isSet = [&p](const char* name) { return p.isSet(QLatin1String(name)); };
    if (!isSet("screenshot") && !isSet("measure-responsiveness") && !isSet("autoplay"))
        return std::nullopt; // the window
    // The tools draw with the built-in data at once.
    if (const QString problem = game.load(); !problem.isEmpty()) {
        std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
        return 2;
    }
    // A saved game given as the program's argument is rendered as it was saved.
    const QString file = p.positionalArguments().value(0);
    harness::puzzleShot = value("puzzle");
    if (isSet("screenshot")) {
        const QString size = value("size");
        return harness::screenshot(
            game.components(), value("screenshot"), value("seed").toULongLong(),
            file.isEmpty() || isSet("turns") ? value("turns").toInt() : 0, isSet("solo"),
            value("players").toInt(), value("view"),
            QSize(size.section(QLatin1Char('x'), 0, 0).toInt(),
                  size.section(QLatin1Char('x'), 1, 1).toInt()),
            isSet("colour-blind-safe"), value("data"),
            harness::BalanceShot{value("games").toInt(), value("compare"), value("tab")}, file,
            value("step").toInt());
    }
    if (isSet("measure-responsiveness"))
        return harness::responsiveness(game.components(), value("measure-responsiveness").toInt(),
                                       value("seed").toULongLong());
    if (isSet("autoplay"))
        return harness::autoplay(game.components(), value("autoplay").toInt(),
                                 value("seed").toULongLong(),
                                 value("autoplay-write-pause").toInt());
    return std::nullopt;
}

// Petals' window with PetalsAutoPlayer at the controls for `steps` steps, autosaving in the
// autosave folder as the game does (the crash test kills it at random moments).
int petalsAutoplay(const petals::ComponentsPtr& comps, int steps, quint64 seed, int pauseMs) {
    savefiles::setWritePauseForTests(pauseMs);
    PetalsWindow w(comps);
    w.setSettingsEnabled(false);
    w.setMessageBoxesEnabled(false);
    w.session()->setAutosaveDir(savefiles::defaultAutosaveDir());
    w.show();
    PetalsSession& s = *w.session();
    autoplay::reportAutosaves(s);
    PetalsAutoPlayer player(seed);
    player.begin(s);
    return autoplay::run(&w, steps, [&] { return !player.step(s).isEmpty(); });
}

// Petals' tools: --screenshot (PetalsShots.h), --autoplay (the crash test's player).
std::optional<int> petalsTools(TableGame& table, const QCommandLineParser& p) {
    if (!p.isSet(QStringLiteral("screenshot")) && !p.isSet(QStringLiteral("autoplay")))
        return std::nullopt; // the window
    auto& game = static_cast<PetalsTable&>(table);
    if (const QString problem = game.load(); !problem.isEmpty()) {
        std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
        return 2;
    }
    const auto value = [&p](const char* name) { return p.value(QLatin1String(name)); };
    if (p.isSet(QStringLiteral("autoplay")))
        return petalsAutoplay(game.components(), value("autoplay").toInt(),
                              value("seed").toULongLong(), value("autoplay-write-pause").toInt());
    petals::shots::Shot s;
    s.file = value("screenshot");
    if (p.isSet(QStringLiteral("view")))
        s.view = value("view");
    const QStringList views = {QStringLiteral("table"),    QStringLiteral("effect"),
                               QStringLiteral("scorepad"), QStringLiteral("handover"),
                               QStringLiteral("record"),   QStringLiteral("rules"),
                               QStringLiteral("tutorial")};
    if (!views.contains(s.view)) {
        std::cerr << "frosted-blooms: --view for Petals is one of "
                  << views.join(QStringLiteral(", ")).toStdString() << ", not \""
                  << s.view.toStdString() << "\"\n";
        return 2;
    }
    if (p.isSet(QStringLiteral("seed")))
        s.seed = value("seed").toULongLong();
    if (p.isSet(QStringLiteral("players")))
        s.players = value("players").toInt();
    if (p.isSet(QStringLiteral("turns")))
        s.turns = value("turns").toInt();
    if (p.isSet(QStringLiteral("size")))
        s.size = QSize(value("size").section(QLatin1Char('x'), 0, 0).toInt(),
                       value("size").section(QLatin1Char('x'), 1, 1).toInt());
    if (value("variant") == QLatin1String("harmony"))
        s.variant = petals::Variant::Harmony;
    return petals::shots::screenshot(game.components(), s);
}

// Blossoms' tools: --screenshot (BlossomsShots.h), --autoplay (the crash test's player).
std::optional<int> blossomsTools(TableGame& table, const QCommandLineParser& p) {
    if (!p.isSet(QStringLiteral("screenshot")) && !p.isSet(QStringLiteral("autoplay")))
        return std::nullopt; // the window
    auto& game = static_cast<BlossomsTable&>(table);
    if (const QString problem = game.load(); !problem.isEmpty()) {
        std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
        return 2;
    }
    const auto value = [&p](const char* name) { return p.value(QLatin1String(name)); };
    if (p.isSet(QStringLiteral("autoplay")))
        return blossomsAutoplay(game.components(), value("autoplay").toInt(),
                                value("seed").toULongLong(), value("autoplay-write-pause").toInt());
    blossoms::shots::Shot s;
    s.file = value("screenshot");
    if (p.isSet(QStringLiteral("view")))
        s.view = value("view");
    if (!blossoms::shots::views().contains(s.view)) {
        std::cerr << "frosted-blooms: --view for Blossoms is one of "
                  << blossoms::shots::views().join(QStringLiteral(", ")).toStdString() << ", not \""
                  << s.view.toStdString() << "\"\n";
        return 2;
    }
    if (p.isSet(QStringLiteral("seed")))
        s.seed = value("seed").toULongLong();
    if (p.isSet(QStringLiteral("players")))
        s.players = value("players").toInt();
    if (p.isSet(QStringLiteral("turns")))
        s.turns = value("turns").toInt();
    if (p.isSet(QStringLiteral("size")))
        s.size = QSize(value("size").section(QLatin1Char('x'), 0, 0).toInt(),
                       value("size").section(QLatin1Char('x'), 1, 1).toInt());
    if (p.isSet(QStringLiteral("variant")))
        s.variant = BlossomsTable::variantOf(value("variant")).value_or(blossoms::Variant{});
    return blossoms::shots::screenshot(game.components(), s);
}

} // namespace

namespace registry {

std::vector<Game> games() {
    std::vector<Game> list;
    list.push_back({std::make_unique<FrostedTable>(), frostedTools});
    list.push_back({std::make_unique<PetalsTable>(), petalsTools});
    list.push_back({std::make_unique<BlossomsTable>(), blossomsTools});
    return list;
}

} // namespace registry
