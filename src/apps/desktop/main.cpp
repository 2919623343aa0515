// Frosted Blooms, the desktop game.
//
//   frosted-blooms                         the game window (an unfinished autosaved game is
//                                          offered, else a new-game dialog opens)
//   frosted-blooms FILE                    the saved game FILE (*.frosted.json, as the desktop
//                                          opens one); an unfinished autosaved game is kept
//                                          aside first (MainWindow::startup)
//   frosted-blooms [--seed N] [--players N | --solo]
//       the game window with a new game of these settings at once (they win over resuming)
//   frosted-blooms --data DIR [...]
//       plays with the component data of DIR, as frosted-blooms-cli --data (for this run: the
//       data set chosen in Game ▸ Open data set… is remembered, this one is not); a folder that
//       does not load opens the list of its problems and the built-in data is used
//       (docs/designer.md "Data sets")
//   frosted-blooms --help | --version      answered without a display (no QApplication)
//   frosted-blooms --screenshot FILE [--seed N] [--turns T] [--solo] [--players N]
//                  [--view table|handover|claim|card|gardener|scorepad|ceremony|
//                          ceremony-reveal|ceremony-petals|newgame|rules|keyboard|
//                          record|deck|sandbox|position|position-seat|position-picker|
//                          data-problems|balance|
//                          statistics|puzzle|puzzles] [--puzzle ID-or-FILE]
//                  [--size WxH] [--colour-blind-safe] [--data DIR]
//                  [--games N] [--compare DIR] [--tab NAME]
//       renders a seeded game after T turns (played by the core's greedy bot) offscreen to a
//       PNG and exits. `table` shows the next turn's tile hovering at the bot's chosen spot;
//       `deck` the View ▸ My cards panel of the seat at the screen then; `sandbox` Game ▸ Sandbox
//       on a copy of the first seat's garden with a tile in hand; `position` Game ▸ Set up a
//       position… on that game with one coin too many (its problem listed), `position-seat` at
//       the tab of the seat to play, `position-picker` with a ring slot's tile list open;
//       `data-problems` the list of
//       problems of the broken folder that --data names; `balance` Tools ▸ Balance… after N
//       games (--games, default 200) of greedy players for --players (or --solo) from --seed,
//       played at once, with --compare DIR as data set B (an A / B run) and at the tab NAME
//       (wins, scores, objectives, gaps, tiles, cards, ab); `statistics` Game ▸ Statistics…
//       after some weeks of made-up games from --seed (kept in memory only), at the solo tab with
//       --solo, else at the hotseat tab with games of --players people; `puzzle` the table at
//       the start of the first shipped puzzle (or the one --puzzle names, by its id in Game ▸
//       Puzzles… or as a file) with its goal banner, `puzzles` the list of Game ▸ Puzzles….
//       `ceremony` the end of the game played to its end (EndCeremony) at its end state,
//       `ceremony-reveal` while the second-best line counts up, `ceremony-petals` during the
//       celebration; `scorepad` the score pad after it.
//   frosted-blooms --screenshot FILE --view daily|daily-statistics [--date YYYY-MM-DD]
//       Game ▸ Daily garden… with two of the day's attempts used and one result (`daily`), or
//       the Daily garden tab of Game ▸ Statistics… after some weeks of made-up days
//       (`daily-statistics`), on the day --date gives (default: today), in memory only.
//   frosted-blooms --measure-responsiveness SECONDS [--seed S]          (hidden; docs/ai.md)
//       four hard computer players play demo games at the Fast speed; prints the longest gaps
//       of the event loop as one JSON line.
//   frosted-blooms --autoplay N [--seed S] [--autoplay-write-pause MS]     (hidden; tests)
//       the game window with a computer at the controls (AutoPlay.h) for N steps, autosaving
//       as usual: it resumes the autosave or deals a game, prints "saved K" after each completed
//       autosave write, and quits. The kill-during-autosave test kills it at random moments.
#include "Art.h"
#include "AutoPlay.h"
#include "EndCeremony.h"
#include "GameController.h"
#include "Harnesses.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "SaveFiles.h"
#include "ScreenFit.h"
#include "SingleInstance.h"
#include "Words.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <sys/stat.h>

using namespace frosted;

namespace {

NewGameOptions commandLineGame(const ComponentSet& c, bool solo, int players,
                               std::optional<quint64> seed, bool useSettings);

// The bundled data directory, or the copy embedded in the binary.
ComponentsPtr loadData(QTemporaryDir& tmp) {
    art::ensureResources();
    std::filesystem::path dir = defaultDataDir();
    if (!std::filesystem::exists(dir / "tiles.json")) {
        for (const QString& n : QDir(QStringLiteral(":/data")).entryList())
            QFile::copy(QStringLiteral(":/data/") + n, tmp.filePath(n));
        dir = tmp.path().toStdString();
    }
    return loadComponents(dir);
}

// QSettings reads its file with QFile: a FIFO there would hang the start and a huge file fill the
// memory. Such a file is left alone and this session keeps its settings in a fresh folder.
struct SettingsGuard {
    enum { Fine, TooLarge, NotAFile } problem = Fine;
    QString file;
    QString message() const {
        if (problem == Fine)
            return {};
        return (problem == TooLarge
                    ? QCoreApplication::translate(
                          "main", "Settings not read: “%1” is larger than 1 MiB; the defaults are "
                                  "used this time.")
                    : QCoreApplication::translate(
                          "main", "Settings not read: “%1” is not a regular file; the defaults "
                                  "are used this time."))
            .arg(savefiles::shownPath(file));
    }
};

SettingsGuard guardSettingsFile(std::unique_ptr<QTemporaryDir>& tmp) {
    const QString conf =
        QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
        QStringLiteral("/%1/%2.conf")
            .arg(QCoreApplication::organizationName(), QCoreApplication::applicationName());
    struct stat st {};
    const std::string path = savefiles::nativePath(conf);
    if (::stat(path.c_str(), &st) != 0)
        return {};
    const bool regular = S_ISREG(st.st_mode);
    if (regular && static_cast<unsigned long long>(st.st_size) <= (1u << 20))
        return {};
    tmp = std::make_unique<QTemporaryDir>();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, tmp->path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope, tmp->path());
    return {regular ? SettingsGuard::TooLarge : SettingsGuard::NotAFile, conf};
}

// The names QSettings and --version use.
void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("FrostedBlooms"));
    QCoreApplication::setApplicationName(QStringLiteral("Frosted Blooms"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FROSTED_VERSION));
    // The desktop entry's id: on Wayland the window is matched to its entry (icon, name) by it.
    QGuiApplication::setDesktopFileName(QStringLiteral(FROSTED_APP_ID));
}

// A new game from --seed / --players / --solo: the remembered names and colours of that mode
// where there are some, else the default players (Settings ▸ Configure… ▸ Players).
NewGameOptions commandLineGame(const ComponentSet& c, bool solo, int players,
                               std::optional<quint64> seed, bool useSettings) {
    return NewGameDialog::commandLineGame(c, solo, players, seed, useSettings);
}

// Qt's own options (-platform offscreen, -style …) belong to QApplication: known, not mistakes,
// also when the arguments are read before the QApplication exists.
void addQtOptions(QCommandLineParser& p) {
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const char* o : {"platform", "platformpluginpath", "platformtheme", "plugin",
                          "qwindowgeometry", "qwindowicon", "qwindowtitle", "session", "style",
                          "stylesheet", "display", "geometry", "name", "title", "visual"}) {
        QCommandLineOption opt(QLatin1String(o), {}, QStringLiteral("value"));
        opt.setFlags(QCommandLineOption::HiddenFromHelp);
        p.addOption(opt);
    }
    for (const char* o : {"reverse", "widgetcount", "sync", "nograb", "dograb"}) {
        QCommandLineOption opt{QLatin1String(o)};
        opt.setFlags(QCommandLineOption::HiddenFromHelp);
        p.addOption(opt);
    }
}

// --date: the day of the daily garden's screenshots (Challenge.h).
QCommandLineOption challengeDateOption() {
    return {QStringLiteral("date"),
            QCoreApplication::translate(
                "main", "Screenshot of the daily garden (--view daily): the day shown."),
            QStringLiteral("YYYY-MM-DD")};
}

// The options of frosted-blooms, built once the language is installed so --help speaks it.
struct Options {
    QCommandLineOption shot{QStringLiteral("screenshot"),
                            QCoreApplication::translate("main", "Render to a PNG and exit."),
                            QCoreApplication::translate("main", "file")};
    QCommandLineOption seed{QStringLiteral("seed"),
                            QCoreApplication::translate("main", "Seed of the deal."),
                            QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption turns{QStringLiteral("turns"),
                             QCoreApplication::translate("main", "Turns to play first."),
                             QStringLiteral("t"), QStringLiteral("6")};
    QCommandLineOption solo{
        QStringLiteral("solo"),
        QCoreApplication::translate("main", "Solo against the Master Gardener.")};
    QCommandLineOption players{QStringLiteral("players"),
                               QCoreApplication::translate("main", "Hotseat players (2-4)."),
                               QStringLiteral("n"), QStringLiteral("2")};
    QCommandLineOption view{
        QStringLiteral("view"),
        QCoreApplication::translate("main", "The view of --screenshot: %1.")
            .arg(QStringLiteral(
                "table, handover, claim, card, gardener, scorepad, ceremony[-reveal|-petals], "
                "newgame, rules, keyboard, "
                "record, deck, sandbox, position[-seat|-picker], data-problems, balance, "
                "statistics, daily, daily-statistics, "
                "settings[-appearance|-animations|-computers|-players], tutorial, "
                "puzzle, puzzles")),
        QStringLiteral("view"), QStringLiteral("table")};
    QCommandLineOption size{QStringLiteral("size"),
                            QCoreApplication::translate("main", "Window size, e.g. 1024x700."),
                            QStringLiteral("WxH"), QStringLiteral("1440x900")};
    QCommandLineOption lang{
        QStringLiteral("lang"),
        QCoreApplication::translate(
            "main", "Language: en, fr or ja (default: Settings ▸ Language, else the system's)."),
        QStringLiteral("code")};
    QCommandLineOption textSize{
        QStringLiteral("text-size"),
        QCoreApplication::translate(
            "main", "Size of the table and its text in percent: 100, 125 or 150 (default: "
                    "Settings ▸ Text size)."),
        QStringLiteral("percent")};
    QCommandLineOption autoplaySteps{QStringLiteral("autoplay"),
                                     QStringLiteral("Tests: a computer plays N steps."),
                                     QStringLiteral("n")};
    QCommandLineOption writePause{QStringLiteral("autoplay-write-pause"),
                                  QStringLiteral("Tests: pause inside each autosave write."),
                                  QStringLiteral("ms"), QStringLiteral("0")};
    QCommandLineOption measure{QStringLiteral("measure-responsiveness"),
                               QStringLiteral("Measure: event-loop gaps while computers play."),
                               QStringLiteral("seconds")};
    QCommandLineOption safeColours{
        QStringLiteral("colour-blind-safe"),
        QCoreApplication::translate("main", "Screenshot in the colour-blind-safe colours.")};
    QCommandLineOption dataDir{
        QStringLiteral("data"),
        QCoreApplication::translate(
            "main", "Use the component data in DIR (as frosted-blooms-cli --data)."),
        QStringLiteral("dir")};
    QCommandLineOption games{
        QStringLiteral("games"),
        QCoreApplication::translate("main", "Screenshot of the balance view: games to play."),
        QStringLiteral("n"), QStringLiteral("200")};
    QCommandLineOption compare{
        QStringLiteral("compare"),
        QCoreApplication::translate(
            "main", "Screenshot of the balance view: data set B (a folder) for an A / B run."),
        QStringLiteral("dir")};
    QCommandLineOption step{
        QStringLiteral("step"),
        QCoreApplication::translate(
            "main", "Screenshot of the guided game (--view tutorial): at its N-th explanation."),
        QStringLiteral("n"), QStringLiteral("1")};
    QCommandLineOption puzzle{
        QStringLiteral("puzzle"),
        QCoreApplication::translate(
            "main", "Screenshot of a puzzle (--view puzzle): its id in the list, or a file."),
        QStringLiteral("id")};
    QCommandLineOption tab{
        QStringLiteral("tab"),
        QCoreApplication::translate("main", "Screenshot of the balance view: the tab shown (%1).")
            .arg(QStringLiteral("wins, scores, objectives, gaps, tiles, cards, ab")),
        QStringLiteral("name")};

    // Settings ▸ Language / Text size start the game again with this: the autosave resumes
    // without asking.
    QCommandLineOption resume{QStringLiteral("resume"),
                              QStringLiteral("Resume the autosaved game without asking.")};

    Options() {
        for (QCommandLineOption* o : {&autoplaySteps, &writePause, &measure, &resume})
            o->setFlags(QCommandLineOption::HiddenFromHelp);
    }
    void addTo(QCommandLineParser& p) const {
        p.setApplicationDescription(
            QCoreApplication::translate("main", "Frosted Blooms, a tile-laying garden game"));
        p.addHelpOption();
        p.addVersionOption();
        p.addOptions({shot,  seed,     turns,         solo,       players,     view,    size,
                      lang,  textSize, autoplaySteps, writePause, safeColours, measure, dataDir,
                      games, compare,  tab,           step,       puzzle,      resume});
        p.addOption(challengeDateOption());
        // A saved game (*.frosted.json): the desktop opens one this way.
        p.addPositionalArgument(
            QStringLiteral("file"),
            QCoreApplication::translate(
                "main", "A saved game to open (*.frosted.json); with --screenshot, the game "
                        "rendered (--turns 0 unless given)."),
            QStringLiteral("[file]"));
        addQtOptions(p);
    }
};

// The value of --NAME VALUE / --NAME=VALUE (also with one dash) before any parser exists; the
// last one given, as QCommandLineParser::value() answers.
QString earlyValue(int argc, char** argv, const char* name) {
    const QString want = QLatin1String(name);
    QString value;
    for (int i = 1; i < argc; ++i) {
        QString a = QString::fromLocal8Bit(argv[i]);
        if (a == QLatin1String("--"))
            break;
        if (!a.startsWith(QLatin1Char('-')))
            continue;
        a = a.mid(a.startsWith(QLatin1String("--")) ? 2 : 1);
        if (a == want && i + 1 < argc)
            value = QString::fromLocal8Bit(argv[++i]);
        else if (a.startsWith(want + QLatin1Char('=')))
            value = a.mid(want.size() + 1);
    }
    return value;
}

} // namespace

int main(int argc, char** argv) {
    nameApplication();
    // The settings are read before the QApplication exists (the table's scale must be set before
    // it), so a settings file that cannot be read safely is set aside first.
    std::unique_ptr<QTemporaryDir> settingsTmp;
    const SettingsGuard guard = guardSettingsFile(settingsTmp);
    const QString askedLang = earlyValue(argc, argv, "lang");
    const QString askedSize = earlyValue(argc, argv, "text-size");
    const bool badLang = !askedLang.isEmpty() && language::supported(askedLang) != askedLang;
    const bool badSize = !askedSize.isEmpty() && !language::textSizes().contains(askedSize.toInt());
    language::applyTextSize(askedSize.isEmpty() || badSize ? language::textSizeSetting()
                                                           : askedSize.toInt());
    {
        // --help, --version and mistakes in the arguments are answered before any display is
        // needed. The arguments are read without an application; only when something is to be
        // printed does a QCoreApplication with the language's translators print it and exit.
        QStringList args;
        for (int i = 0; i < argc; ++i)
            args << QString::fromLocal8Bit(argv[i]);
        QCommandLineParser pre;
        Options().addTo(pre);
        const bool parsed = pre.parse(args);
        const bool tooMany = parsed && pre.positionalArguments().size() > 1;
        const bool answer = !parsed || pre.isSet(QStringLiteral("help")) ||
                            pre.isSet(QStringLiteral("help-all")) ||
                            pre.isSet(QStringLiteral("version"));
        if (answer || badLang || badSize || tooMany) {
            QCoreApplication core(argc, argv);
            language::install(language::choose(badLang ? QString() : askedLang));
            if (answer) {
                const Options o; // its descriptions in the language
                QCommandLineParser said;
                o.addTo(said);
                said.process(core); // prints and exits
                return 0;
            }
            const int given = int(pre.positionalArguments().size()); // (lupdate: no <> here)
            std::cerr << "frosted-blooms: "
                      << (tooMany ? QCoreApplication::translate(
                                        "main", "give at most one saved game to open, not %n.",
                                        "the files given", given)
                          : badLang ? QCoreApplication::translate(
                                          "main", "--lang must be en, fr or ja, not “%1”.")
                                          .arg(askedLang)
                                    : QCoreApplication::translate(
                                          "main", "--text-size must be 100, 125 or 150, not “%1”.")
                                          .arg(askedSize))
                             .toStdString()
                      << "\n";
            return 2;
        }
    }
    QApplication app(argc, argv);
    words::installPlurals(); // before any window, so no language change reaches a dialog
    language::install(language::choose(askedLang));
    const Options o;
    QCommandLineParser p;
    o.addTo(p);
    p.process(app);
    const auto& [shot, seed, turns, solo, players, view, size, lang, textSize, autoplaySteps,
                 writePause, measure, safeColours, dataDir, games, compare, step, puzzle, tab,
                 resume] = o;
    harness::puzzleShot = p.value(puzzle);
    const QString settingsProblem = guard.message();
    QTemporaryDir tmp;
    if (!settingsProblem.isEmpty())
        std::cerr << "frosted-blooms: " << settingsProblem.toStdString() << "\n";
    ComponentsPtr comps;
    try {
        comps = loadData(tmp);
    } catch (const std::exception& e) {
        std::cerr << "frosted-blooms: "
                  << QCoreApplication::translate("main", "cannot load the component data: %1")
                         .arg(QString::fromUtf8(e.what()))
                         .toStdString()
                  << "\n";
        return 2;
    }
    // frosted-blooms FILE: a saved game, opened at start (or rendered by --screenshot).
    const QString file = p.positionalArguments().value(0);
    if (p.isSet(QStringLiteral("date"))) {
        const QDate day = QDate::fromString(p.value(QStringLiteral("date")), Qt::ISODate);
        if (!day.isValid() || !p.isSet(shot)) {
            std::cerr << "frosted-blooms: "
                      << (p.isSet(shot) ? QCoreApplication::translate(
                                              "main", "--date must be a day such as 2026-12-02, "
                                                      "not “%1”.")
                                              .arg(p.value(QStringLiteral("date")))
                                        : QCoreApplication::translate(
                                              "main", "--date goes with --screenshot."))
                             .toStdString()
                      << "\n";
            return 2;
        }
        challenges::setToday(day);
    }
    if (p.isSet(shot))
        return harness::screenshot(
            comps, p.value(shot), p.value(seed).toULongLong(),
            file.isEmpty() || p.isSet(turns) ? p.value(turns).toInt() : 0, p.isSet(solo),
            p.value(players).toInt(), p.value(view),
            QSize(p.value(size).section(QLatin1Char('x'), 0, 0).toInt(),
                  p.value(size).section(QLatin1Char('x'), 1, 1).toInt()),
            p.isSet(safeColours), p.value(dataDir),
            harness::BalanceShot{p.value(games).toInt(), p.value(compare), p.value(tab)}, file,
            p.value(step).toInt());

    if (p.isSet(measure))
        return harness::responsiveness(comps, p.value(measure).toInt(),
                                       p.value(seed).toULongLong());
    if (p.isSet(autoplaySteps))
        return harness::autoplay(comps, p.value(autoplaySteps).toInt(), p.value(seed).toULongLong(),
                                 p.value(writePause).toInt());

    // One window per user: while the game runs, a second frosted-blooms [FILE] (a saved game
    // opened from the file manager) hands FILE to it and ends. A restart (--resume) takes over.
    const QString absoluteFile = file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath();
    SingleInstance instance(SingleInstance::defaultName());
    if (!p.isSet(resume) && SingleInstance::handOff(instance.name(), absoluteFile)) {
        std::cerr << "frosted-blooms: "
                  << QCoreApplication::translate(
                         "main", "the game is already running: its window was brought forward.")
                         .toStdString()
                  << "\n";
        return 0;
    }
    instance.listen();

    // Issue 31: no window larger than the desktop, the game's own opened inside it.
    screenfit::Guard fitToScreen;
    MainWindow w(comps);
    QObject::connect(&instance, &SingleInstance::activated, &w, &MainWindow::openFromOutside);
    screenfit::showMainWindow(
        &w, QSize(1440, 900),
        settingsProblem.isEmpty()
            ? QSettings().value(QStringLiteral("window/geometry")).toByteArray()
            : QByteArray());
    if (!settingsProblem.isEmpty())
        w.statusBar()->showMessage(settingsProblem, 15000);
    // The data set before anything is dealt or resumed: --data, else the one chosen last time.
    w.chooseDataAtStart(p.value(dataDir));
    // A game asked for on the command line wins over resuming the autosave.
    std::optional<NewGameOptions> asked;
    if (p.isSet(seed) || p.isSet(players) || p.isSet(solo))
        asked = commandLineGame(*w.controller()->dataSet(), p.isSet(solo), p.value(players).toInt(),
                                p.isSet(seed) ? std::optional<quint64>(p.value(seed).toULongLong())
                                              : std::nullopt,
                                settingsProblem.isEmpty());
    std::function<bool()> ask; // "resume?": a dialog, unless the game started again itself
    if (p.isSet(resume))
        ask = [] { return true; };
    QTimer::singleShot(0, &w, [&w, asked, ask, file] { w.startup(ask, asked, file); });
    return app.exec();
}
