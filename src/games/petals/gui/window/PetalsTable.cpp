#include "PetalsTable.h"

#include "PetalsNewGameDialog.h"
#include "PetalsWindow.h"
#include "ScreenFit.h"
#include "ShownProbe.h"

#include "petals/rules/data_loader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <filesystem>
#include <iostream>
#include <map>

// The embedded resources of a static library are registered by hand (outside any namespace).
static void initResources() {
    Q_INIT_RESOURCE(petals_window);
}

using namespace petals;

namespace {

// Options that only the tests' harnesses use: not in --help (Frosted Blooms names them too).
QCommandLineOption hidden(QCommandLineOption o) {
    o.setFlags(QCommandLineOption::HiddenFromHelp);
    return o;
}

} // namespace

QString PetalsTable::id() const {
    return QStringLiteral("petals");
}

QString PetalsTable::title() const {
    // The name as the window says it (PetalsWindow::programName), in the player's language.
    return QCoreApplication::translate("PetalsWindow", "Petals");
}

QString PetalsTable::summary() const {
    return QCoreApplication::translate(
        "main", "Petals, 2 to 5 players match half-flowers and balance four elements");
}

QPixmap PetalsTable::picture(QSize size) const {
    return petals::gui::gamePicture(size);
}

QList<QCommandLineOption> PetalsTable::options() const {
    // --seed and --players are named by Frosted Blooms too (their description there wins).
    return {
        {QStringLiteral("seed"), QCoreApplication::translate("main", "Seed of the deal."),
         QStringLiteral("n")},
        {QStringLiteral("players"), QCoreApplication::translate("main", "Players (2-5)."),
         QStringLiteral("n")},
        {QStringLiteral("variant"),
         QCoreApplication::translate("main", "Petals: standard or harmony (default: standard)."),
         QStringLiteral("name")},
        hidden({QStringLiteral("autoplay"), QStringLiteral("Tests: a computer plays N steps."),
                QStringLiteral("n")}),
        hidden({QStringLiteral("autoplay-write-pause"),
                QStringLiteral("Tests: pause inside each autosave write."), QStringLiteral("ms"),
                QStringLiteral("0")}),
    };
}

QString PetalsTable::prepare(const QCommandLineParser& p) {
    const QString players = QStringLiteral("players"), variant = QStringLiteral("variant");
    if (p.isSet(players)) {
        bool ok = false;
        const int n = p.value(players).toInt(&ok);
        if (!ok || n < 2 || n > 5)
            return QCoreApplication::translate("main",
                                               "--players must be 2 to 5 for Petals, not “%1”.")
                .arg(p.value(players));
    }
    if (p.isSet(variant) && p.value(variant) != QLatin1String("standard") &&
        p.value(variant) != QLatin1String("harmony"))
        return QCoreApplication::translate("main",
                                           "--variant must be standard or harmony, not “%1”.")
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

QString PetalsTable::load() {
    if (components_)
        return {};
    try {
        const std::filesystem::path dir = defaultDataDir();
        std::error_code ec;
        if (std::filesystem::exists(dir / "cards.json", ec)) {
            components_ = loadComponents(dir);
        } else { // the copy embedded in the program (:/petals-data)
            initResources();
            std::map<std::string, std::string> files;
            for (const QString& f : QDir(QStringLiteral(":/petals-data")).entryList()) {
                QFile in(QStringLiteral(":/petals-data/") + f);
                if (in.open(QIODevice::ReadOnly))
                    files[f.toStdString()] = in.readAll().toStdString();
            }
            components_ = loadComponentsFromTexts(files);
        }
    } catch (const std::exception& e) {
        return QCoreApplication::translate("main", "cannot load Petals' data: %1")
            .arg(QString::fromUtf8(e.what()));
    }
    return {};
}

bool PetalsTable::ownsFile(const QString& path) const {
    return path.endsWith(QLatin1String(".petals.json"), Qt::CaseInsensitive);
}

namespace {

// The options of a game asked for on the command line (--players, --seed, --variant) that are
// set, read before the window shows; the game is made of them once it is shown (askedSetup).
QHash<QString, QString> askedOptions(const QCommandLineParser& p) {
    QHash<QString, QString> set;
    for (const char* name : {"players", "seed", "variant"})
        if (const QString o = QLatin1String(name); p.isSet(o))
            set.insert(o, p.value(o));
    return set;
}

std::optional<PetalsSetup> askedSetup(const QHash<QString, QString>& o) {
    if (o.isEmpty())
        return std::nullopt;
    PetalsSetup setup = PetalsWindow::defaultSetup();
    const int n = o.value(QStringLiteral("players"), QStringLiteral("2")).toInt();
    // --players N: N people at one screen (hotseat), as Frosted Blooms' --players.
    setup.seats.clear();
    for (int i = 0; i < n; ++i)
        setup.seats.push_back({QCoreApplication::translate("main", "Player %1").arg(i + 1), false,
                               ai::BotKind::Medium});
    if (const QString seed = QStringLiteral("seed"); o.contains(seed))
        setup.seed = o.value(seed).toULongLong();
    if (o.value(QStringLiteral("variant")) == QLatin1String("harmony"))
        setup.variant = Variant::Harmony;
    return setup;
}

} // namespace

std::unique_ptr<Frame> PetalsTable::openWindow(const QCommandLineParser& p, const Start& s) {
    // The frame maps first; the data is read and the session, the table and the menus are made
    // once it is on the screen, then the start's questions open over it (as Frosted Blooms',
    // docs/performance.md "Petals at the table").
    auto w = std::make_unique<PetalsWindow>(nullptr, nullptr, PetalsWindow::Build::Later);
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
    PetalsWindow* window = w.get();
    if (s.chooseGame)
        window->setChooseGameFirst(id());
    shownprobe::whenShown(window, [=, this, asked = askedOptions(p), file = s.file] {
        if (const QString problem = load(); !problem.isEmpty()) {
            // A damaged installation: said where it was always said, and shown, then the end.
            std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
            QMessageBox::critical(window, QCoreApplication::applicationName(), problem);
            QCoreApplication::exit(2);
            return;
        }
        window->build(components_);
        // The player's settings read (Configure ▸ Table) and the games counted in the statistics,
        // beside the autosave (tests and tools turn them off).
        window->setSettingsEnabled(true);
        window->startup(ask, askedSetup(asked), file);
    });
    return w;
}
