#include "BlossomsTable.h"

#include "BlossomsArt.h"
#include "BlossomsNewGameDialog.h"
#include "BlossomsWindow.h"
#include "ScreenFit.h"
#include "ShownProbe.h"

#include "blossoms/rules/data_loader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <filesystem>
#include <iostream>

static void initResources() {
    Q_INIT_RESOURCE(blossoms_window);
}

using namespace blossoms;

QString BlossomsTable::id() const {
    return QStringLiteral("blossoms");
}

QString BlossomsTable::title() const {
    return QCoreApplication::translate("BlossomsWindow", "Blossoms");
}

QString BlossomsTable::summary() const {
    return QCoreApplication::translate(
        "main", "Blossoms, 2 or 3 players push their luck growing flowers in four pots");
}

QPixmap BlossomsTable::picture(QSize size) const {
    return art::gamePicture(size);
}

QList<QCommandLineOption> BlossomsTable::options() const {
    // --seed, --players and --variant are named by the other games too (the first description
    // wins in --help).
    return {
        {QStringLiteral("seed"), QCoreApplication::translate("main", "Seed of the deal."),
         QStringLiteral("n")},
        {QStringLiteral("players"), QCoreApplication::translate("main", "Players (2-5)."),
         QStringLiteral("n")},
        {QStringLiteral("variant"),
         QCoreApplication::translate("main",
                                     "Blossoms: children, advanced or both (children,advanced)."),
         QStringLiteral("name")},
    };
}

std::optional<Variant> BlossomsTable::variantOf(const QString& text) {
    Variant v;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString w = part.trimmed();
        if (w == QLatin1String("children"))
            v.children = true;
        else if (w == QLatin1String("advanced"))
            v.advanced = true;
        else if (w != QLatin1String("standard"))
            return std::nullopt;
    }
    return v;
}

QString BlossomsTable::prepare(const QCommandLineParser& p) {
    const QString players = QStringLiteral("players"), variant = QStringLiteral("variant");
    if (p.isSet(players)) {
        bool ok = false;
        const int n = p.value(players).toInt(&ok);
        if (!ok || n < 2 || n > 3)
            return QCoreApplication::translate("main",
                                               "--players must be 2 or 3 for Blossoms, not “%1”.")
                .arg(p.value(players));
    }
    if (p.isSet(variant) && !variantOf(p.value(variant)))
        return QCoreApplication::translate(
                   "main", "--variant for Blossoms is children, advanced or both, not “%1”.")
            .arg(p.value(variant));
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return QCoreApplication::translate("main", "--seed must be a whole number, not “%1”.")
                .arg(p.value(QStringLiteral("seed")));
    }
    return {};
}

QString BlossomsTable::load() {
    if (components_)
        return {};
    try {
        const std::filesystem::path dir = defaultDataDir();
        std::error_code ec;
        if (std::filesystem::exists(dir / kDataFile, ec)) {
            components_ = loadComponents(dir);
        } else { // the copy embedded in the program (:/blossoms-data)
            initResources();
            QFile in(QStringLiteral(":/blossoms-data/cards.json"));
            if (!in.open(QIODevice::ReadOnly))
                return QCoreApplication::translate("main", "cannot load Blossoms' data: %1")
                    .arg(QStringLiteral("cards.json is missing"));
            components_ = loadComponentsFromText(in.readAll().toStdString());
        }
    } catch (const std::exception& e) {
        return QCoreApplication::translate("main", "cannot load Blossoms' data: %1")
            .arg(QString::fromUtf8(e.what()));
    }
    return {};
}

bool BlossomsTable::ownsFile(const QString& path) const {
    return path.endsWith(QLatin1String(".blossoms.json"), Qt::CaseInsensitive);
}

namespace {

QHash<QString, QString> askedOptions(const QCommandLineParser& p) {
    QHash<QString, QString> set;
    for (const char* name : {"players", "seed", "variant"})
        if (const QString o = QLatin1String(name); p.isSet(o))
            set.insert(o, p.value(o));
    return set;
}

// --players N: N people at one screen (hotseat), as the other games' --players.
std::optional<BlossomsSetup> askedSetup(const QHash<QString, QString>& o) {
    if (o.isEmpty())
        return std::nullopt;
    BlossomsSetup setup;
    const int n = o.value(QStringLiteral("players"), QStringLiteral("2")).toInt();
    for (int i = 0; i < n; ++i)
        setup.seats.push_back({QCoreApplication::translate("main", "Player %1").arg(i + 1), false,
                               ai::BotKind::Medium});
    if (const QString seed = QStringLiteral("seed"); o.contains(seed))
        setup.seed = o.value(seed).toULongLong();
    if (const auto v = BlossomsTable::variantOf(o.value(QStringLiteral("variant"))))
        setup.variant = *v;
    return setup;
}

} // namespace

std::unique_ptr<Frame> BlossomsTable::openWindow(const QCommandLineParser& p, const Start& s) {
    // The frame maps first; the data, the session, the table and the menus once it is shown.
    auto w = std::make_unique<BlossomsWindow>(nullptr, nullptr, BlossomsWindow::Build::Later);
    const bool settingsFine = s.settingsProblem.isEmpty();
    screenfit::showMainWindow(
        w.get(), QSize(1440, 900),
        settingsFine ? QSettings().value(QStringLiteral("window/geometry")).toByteArray()
                     : QByteArray());
    if (!settingsFine)
        w->statusBar()->showMessage(s.settingsProblem, 15000);
    std::function<bool()> ask;
    if (s.resume)
        ask = [] { return true; };
    BlossomsWindow* window = w.get();
    if (s.chooseGame)
        window->setChooseGameFirst(id());
    shownprobe::whenShown(window, [=, this, asked = askedOptions(p), file = s.file] {
        if (const QString problem = load(); !problem.isEmpty()) {
            std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
            QMessageBox::critical(window, QCoreApplication::applicationName(), problem);
            QCoreApplication::exit(2);
            return;
        }
        window->build(components_);
        window->setSettingsEnabled(true);
        window->startup(ask, askedSetup(asked), file);
    });
    return w;
}
