#include "Registry.h"

#include "FrostedTable.h"
#include "Harnesses.h"
#include "PetalsTable.h"

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

} // namespace

namespace registry {

std::vector<Game> games() {
    std::vector<Game> list;
    list.push_back({std::make_unique<FrostedTable>(), frostedTools});
    list.push_back({std::make_unique<PetalsTable>(),
                    [](TableGame&, const QCommandLineParser&) { return std::optional<int>{}; }});
    return list;
}

} // namespace registry
