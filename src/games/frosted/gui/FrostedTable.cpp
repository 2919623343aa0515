#include "FrostedTable.h"

#include "Art.h"
#include "Challenge.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "SaveFiles.h"
#include "ScreenFit.h"
#include "ShownProbe.h"

#include "frosted/rules/data_loader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QStatusBar>

#include <filesystem>
#include <iostream>

using namespace frosted;

namespace {

// Options that only the tests' harnesses use: not in --help.
QCommandLineOption hidden(QCommandLineOption o) {
    o.setFlags(QCommandLineOption::HiddenFromHelp);
    return o;
}

} // namespace

QString FrostedTable::id() const {
    return QStringLiteral("frosted-blooms");
}

QString FrostedTable::title() const {
    // The name as the window says it (MainWindow::programName), in the player's language.
    return QCoreApplication::translate("MainWindow", "Frosted Blooms");
}

QString FrostedTable::summary() const {
    return QCoreApplication::translate("main", "Frosted Blooms, a tile-laying garden game");
}

QPixmap FrostedTable::picture(QSize size) const {
    art::ensureResources();
    QPixmap pm(size);
    pm.fill(art::background());
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    // Two tiles of a garden, side by side: 5 + 4 spaces of a 7 × 4 grid, and a windmill.
    using frosted::LandType;
    const auto cell = [](int x, int y, LandType t, int flowers) {
        return frosted::Cell{x, y, t, flowers};
    };
    const frosted::Face a{{cell(0, 1, LandType::Purple, 2), cell(1, 1, LandType::Purple, 1),
                           cell(1, 2, LandType::Water, 0), cell(2, 2, LandType::Red, 3),
                           cell(2, 1, LandType::Red, 1)}};
    const frosted::Face b{{cell(3, 0, LandType::White, 2), cell(3, 1, LandType::White, 1),
                           cell(4, 1, LandType::Water, 0), cell(4, 2, LandType::Red, 2),
                           cell(5, 2, LandType::Purple, 1)}};
    const qreal s = std::min(size.width() / 6.3, size.height() / 3.3);
    const QPointF origin((size.width() - 6 * s) / 2, (size.height() - 3 * s) / 2);
    art::drawFace(p, a, origin, s);
    art::drawFace(p, b, origin, s);
    art::drawImprovement(p, frosted::Improvement::Windmill,
                         QRectF(origin.x() + 4.2 * s, origin.y() - 0.15 * s, 1.3 * s, 1.3 * s));
    return pm;
}

QList<QCommandLineOption> FrostedTable::options() const {
    const QString n = QStringLiteral("n");
    return {
        {QStringLiteral("screenshot"),
         QCoreApplication::translate("main", "Render to a PNG and exit."),
         QCoreApplication::translate("main", "file")},
        {QStringLiteral("seed"), QCoreApplication::translate("main", "Seed of the deal."), n,
         QStringLiteral("1")},
        {QStringLiteral("turns"), QCoreApplication::translate("main", "Turns to play first."),
         QStringLiteral("t"), QStringLiteral("6")},
        {QStringLiteral("solo"),
         QCoreApplication::translate("main", "Solo against the Master Gardener.")},
        {QStringLiteral("players"), QCoreApplication::translate("main", "Hotseat players (2-4)."),
         n, QStringLiteral("2")},
        {QStringLiteral("view"),
         QCoreApplication::translate("main", "The view of --screenshot: %1.")
             .arg(QStringLiteral(
                 "table, handover, claim, card, gardener, scorepad, ceremony[-reveal|-petals], "
                 "newgame, rules, keyboard, "
                 "record, deck, sandbox, position[-seat|-picker], data-problems, balance, "
                 "statistics, daily, daily-statistics, "
                 "settings[-appearance|-animations|-computers|-players], tutorial, "
                 "puzzle, puzzles")),
         QStringLiteral("view"), QStringLiteral("table")},
        {QStringLiteral("size"), QCoreApplication::translate("main", "Window size, e.g. 1024x700."),
         QStringLiteral("WxH"), QStringLiteral("1440x900")},
        hidden({QStringLiteral("autoplay"), QStringLiteral("Tests: a computer plays N steps."), n}),
        hidden({QStringLiteral("autoplay-write-pause"),
                QStringLiteral("Tests: pause inside each autosave write."), QStringLiteral("ms"),
                QStringLiteral("0")}),
        {QStringLiteral("colour-blind-safe"),
         QCoreApplication::translate("main", "Screenshot in the colour-blind-safe colours.")},
        hidden({QStringLiteral("measure-responsiveness"),
                QStringLiteral("Measure: event-loop gaps while computers play."),
                QStringLiteral("seconds")}),
        {QStringLiteral("data"),
         QCoreApplication::translate(
             "main", "Use the component data in DIR (as frosted-blooms-cli --data)."),
         QStringLiteral("dir")},
        {QStringLiteral("games"),
         QCoreApplication::translate("main", "Screenshot of the balance view: games to play."), n,
         QStringLiteral("200")},
        {QStringLiteral("compare"),
         QCoreApplication::translate(
             "main", "Screenshot of the balance view: data set B (a folder) for an A / B run."),
         QStringLiteral("dir")},
        {QStringLiteral("tab"),
         QCoreApplication::translate("main", "Screenshot of the balance view: the tab shown (%1).")
             .arg(QStringLiteral("wins, scores, objectives, gaps, tiles, cards, ab")),
         QStringLiteral("name")},
        {QStringLiteral("step"),
         QCoreApplication::translate(
             "main", "Screenshot of the guided game (--view tutorial): at its N-th explanation."),
         n, QStringLiteral("1")},
        {QStringLiteral("puzzle"),
         QCoreApplication::translate(
             "main", "Screenshot of a puzzle (--view puzzle): its id in the list, or a file."),
         QStringLiteral("id")},
        // --date: the day of the daily garden's screenshots (Challenge.h).
        {QStringLiteral("date"),
         QCoreApplication::translate(
             "main", "Screenshot of the daily garden (--view daily): the day shown."),
         QStringLiteral("YYYY-MM-DD")},
    };
}

bool FrostedTable::ownsFile(const QString& path) const {
    return path.endsWith(QLatin1String(savefiles::kSuffix), Qt::CaseInsensitive);
}

QString FrostedTable::prepare(const QCommandLineParser& p) {
    // The bundled data folder, or the copy embedded in the program; read by load().
    art::ensureResources();
    dataDir_ = defaultDataDir();
    std::error_code ec;
    if (!std::filesystem::exists(dataDir_ / "tiles.json", ec)) {
        embeddedData_ = std::make_unique<QTemporaryDir>();
        for (const QString& f : QDir(QStringLiteral(":/data")).entryList())
            QFile::copy(QStringLiteral(":/data/") + f, embeddedData_->filePath(f));
        dataDir_ = embeddedData_->path().toStdString();
    }
    const QString date = QStringLiteral("date");
    if (p.isSet(date)) {
        const QDate day = QDate::fromString(p.value(date), Qt::ISODate);
        const bool shot = p.isSet(QStringLiteral("screenshot"));
        if (!shot)
            return QCoreApplication::translate("main", "--date goes with --screenshot.");
        if (!day.isValid())
            return QCoreApplication::translate("main",
                                               "--date must be a day such as 2026-12-02, not “%1”.")
                .arg(p.value(date));
        challenges::setToday(day);
    }
    return {};
}

QString FrostedTable::load() {
    if (components_)
        return {};
    try {
        components_ = loadComponents(dataDir_);
    } catch (const std::exception& e) {
        return QCoreApplication::translate("main", "cannot load the component data: %1")
            .arg(QString::fromUtf8(e.what()));
    }
    return {};
}

std::unique_ptr<Frame> FrostedTable::openWindow(const QCommandLineParser& p, const Start& s) {
    // The frame maps first; the data is read and the table, the menus and the modes are made once
    // it is on the screen, then the start's questions open over it (issue 32,
    // docs/performance.md "Start-up").
    auto w = std::make_unique<MainWindow>(nullptr, nullptr, MainWindow::Build::Later);
    const bool settingsFine = s.settingsProblem.isEmpty();
    screenfit::showMainWindow(
        w.get(), QSize(1440, 900),
        settingsFine ? QSettings().value(QStringLiteral("window/geometry")).toByteArray()
                     : QByteArray());
    if (!settingsFine)
        w->statusBar()->showMessage(s.settingsProblem, 15000);
    // A game asked for on the command line wins over resuming the autosave.
    const QString seed = QStringLiteral("seed"), players = QStringLiteral("players"),
                  solo = QStringLiteral("solo");
    const bool askedGame = p.isSet(seed) || p.isSet(players) || p.isSet(solo);
    const bool soloAsked = p.isSet(solo);
    const int playerCount = p.value(players).toInt();
    const std::optional<quint64> seedAsked =
        p.isSet(seed) ? std::optional<quint64>(p.value(seed).toULongLong()) : std::nullopt;
    std::function<bool()> ask; // "resume?": a dialog, unless the game started again itself
    if (s.resume)
        ask = [] { return true; };
    MainWindow* window = w.get();
    if (s.chooseGame)
        window->setChooseGameFirst(id());
    shownprobe::whenShown(window, [=, this, data = p.value(QStringLiteral("data")), file = s.file] {
        if (const QString problem = load(); !problem.isEmpty()) {
            // A damaged installation: said where it was always said, and shown, then the end.
            std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
            QMessageBox::critical(window, QCoreApplication::applicationName(), problem);
            QCoreApplication::exit(2);
            return;
        }
        window->build(components_);
        // The data set before anything is dealt or resumed: --data, else the one chosen last time.
        window->chooseDataAtStart(data);
        std::optional<NewGameOptions> asked;
        if (askedGame)
            asked = NewGameDialog::commandLineGame(*window->controller()->dataSet(), soloAsked,
                                                   playerCount, seedAsked, settingsFine);
        window->startup(ask, asked, file);
    });
    return w;
}
