// Frosted Blooms, the desktop program: the games of the registry (Registry.cpp) at one table.
//
//   frosted-blooms --game NAME [...]       plays the game NAME of the registry (frosted-blooms,
//                                          the default, or petals); the options below are
//                                          Frosted Blooms' (Petals': PetalsTable.h, PetalsShots.h)
//   frosted-blooms                         the window of the game played last (the first time:
//                                          the first of the registry, which lets the family
//                                          choose the game first: FirstGameChoice.h); an
//                                          unfinished autosaved game is offered, else a new-game
//                                          dialog opens, whose
//                                          choice of a game switches to another game's window
//                                          in the same process (GameSwitcher.h)
//   frosted-blooms FILE.petals.json        a saved game given without --game opens in the window
//                                          of the game it belongs to (TableGame::ownsFile)
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
#include "Frame.h"
#include "GameSwitcher.h"
#include "Language.h"
#include "Registry.h"
#include "SaveFiles.h"
#include "ScreenFit.h"
#include "ShownProbe.h"
#include "SingleInstance.h"
#include "TableGame.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <iostream>
#include <memory>
#include <sys/stat.h>

namespace {

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

// The program's own options, built once the language is installed so --help speaks it; every
// game of the registry adds its own (TableGame::options; a name two games share is added once).
struct Options {
    QCommandLineOption game;
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
    // Settings ▸ Language / Text size start the game again with this: the autosave resumes
    // without asking.
    QCommandLineOption resume{QStringLiteral("resume"),
                              QStringLiteral("Resume the autosaved game without asking.")};
    // Measuring the start-up (ShownProbe.h): the program ends once its window is shown.
    QCommandLineOption exitWhenShown{QStringLiteral("exit-when-shown"),
                                     QStringLiteral("Measure: end once the window is shown.")};
    QList<QCommandLineOption> games;

    explicit Options(const std::vector<registry::Game>& registered)
        : game(QStringLiteral("game"),
               QCoreApplication::translate("main", "The game to play: %1 (default: %2).")
                   .arg(ids(registered).join(QStringLiteral(", ")), ids(registered).front()),
               QStringLiteral("name")) {
        resume.setFlags(QCommandLineOption::HiddenFromHelp);
        exitWhenShown.setFlags(QCommandLineOption::HiddenFromHelp);
        QStringList names;
        for (const registry::Game& g : registered)
            for (const QCommandLineOption& o : g.table->options())
                if (!names.contains(o.names().front())) {
                    names << o.names().front();
                    games << o;
                }
    }
    static QStringList ids(const std::vector<registry::Game>& registered) {
        QStringList list;
        for (const registry::Game& g : registered)
            list << g.table->id();
        return list;
    }
    void addTo(QCommandLineParser& p) const {
        p.setApplicationDescription(
            QCoreApplication::translate("main", "Frosted Blooms, a tile-laying garden game"));
        p.addHelpOption();
        p.addVersionOption();
        p.addOptions({game, lang, textSize, resume, exitWhenShown});
        p.addOptions(games);
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
    std::vector<registry::Game> games = registry::games();
    const QString askedGame = earlyValue(argc, argv, "game");
    registry::Game* chosen = &games.front();
    if (!askedGame.isEmpty()) {
        chosen = nullptr;
        for (registry::Game& g : games)
            if (g.table->id() == askedGame)
                chosen = &g;
    }
    bool plainStart = false; // no game, file or game option asked for: the game played last
    {
        // --help, --version and mistakes in the arguments are answered before any display is
        // needed. The arguments are read without an application; only when something is to be
        // printed does a QCoreApplication with the language's translators print it and exit.
        QStringList args;
        for (int i = 0; i < argc; ++i)
            args << QString::fromLocal8Bit(argv[i]);
        QCommandLineParser pre;
        const Options preOptions(games);
        preOptions.addTo(pre);
        const bool parsed = pre.parse(args);
        const bool tooMany = parsed && pre.positionalArguments().size() > 1;
        plainStart = parsed && askedGame.isEmpty() && pre.positionalArguments().isEmpty();
        for (const QCommandLineOption& opt : preOptions.games)
            plainStart = plainStart && !pre.isSet(opt);
        const bool answer = !parsed || pre.isSet(QStringLiteral("help")) ||
                            pre.isSet(QStringLiteral("help-all")) ||
                            pre.isSet(QStringLiteral("version"));
        if (answer || badLang || badSize || tooMany || !chosen) {
            QCoreApplication core(argc, argv);
            language::install(language::choose(badLang ? QString() : askedLang));
            if (answer) {
                // Every game's options are listed: each game's catalog, for --help only.
                for (const registry::Game& g : games)
                    language::useCatalog(g.table->id());
                const Options o(games); // its descriptions in the language
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
                          : badSize
                              ? QCoreApplication::translate(
                                    "main", "--text-size must be 100, 125 or 150, not “%1”.")
                                    .arg(askedSize)
                              : QCoreApplication::translate("main",
                                                            "--game must be one of %1, not “%2”.")
                                    .arg(Options::ids(games).join(QStringLiteral(", ")), askedGame))
                             .toStdString()
                      << "\n";
            return 2;
        }
    }
    QApplication app(argc, argv);
    // English plurals first: the language's translators, installed after, are asked first.
    language::installEnglishPlurals();
    language::install(language::choose(askedLang));
    const Options o(games);
    QCommandLineParser p;
    o.addTo(p);
    p.process(app);
    // A plain start plays the game played last (issue 34); the very first one, the first game of
    // the registry, whose new-game dialog offers them all (GameChoice.h).
    if (plainStart)
        for (registry::Game& g : games)
            if (g.table->id() == GameSwitcher::lastGame())
                chosen = &g;
    const QString settingsProblem = guard.message();
    if (!settingsProblem.isEmpty())
        std::cerr << "frosted-blooms: " << settingsProblem.toStdString() << "\n";
    // A saved game given without --game opens in the game whose file it is (the file manager).
    if (askedGame.isEmpty())
        if (const QString f = p.positionalArguments().value(0); !f.isEmpty())
            for (registry::Game& g : games)
                if (g.table->ownsFile(f))
                    chosen = &g;
    TableGame& game = *chosen->table;
    // The game's strings, loaded once it is chosen (TableGame.h).
    language::useCatalog(game.id());
    if (const QString problem = game.prepare(p); !problem.isEmpty()) {
        std::cerr << "frosted-blooms: " << problem.toStdString() << "\n";
        return 2;
    }
    if (chosen->tools)
        if (const std::optional<int> exitCode = chosen->tools(game, p))
            return *exitCode;

    // One window per user: while the game runs, a second frosted-blooms [FILE] (a saved game
    // opened from the file manager) hands FILE to it and ends. A restart (--resume) takes over.
    const QString file = p.positionalArguments().value(0);
    const QString absoluteFile = file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath();
    SingleInstance instance(SingleInstance::defaultName());
    if (!p.isSet(o.resume) && SingleInstance::handOff(instance.name(), absoluteFile)) {
        std::cerr << "frosted-blooms: "
                  << QCoreApplication::translate(
                         "main", "the game is already running: its window was brought forward.")
                         .toStdString()
                  << "\n";
        return 0;
    }

    // Issue 31: no window larger than the desktop, the game's own opened inside it.
    screenfit::Guard fitToScreen;
    // The games offered in the new-game dialogs, and the switch from one to another (issue 34).
    std::vector<TableGame*> tables;
    for (const registry::Game& g : games)
        tables.push_back(g.table.get());
    GameSwitcher table(tables, [&o](QCommandLineParser& parser) { o.addTo(parser); });
    table.install();
    // The very first start (no game played before): the family chooses the game before the game
    // opened first offers to teach itself (Frame::chooseGameFirst).
    const bool firstStart =
        plainStart && settingsProblem.isEmpty() && GameSwitcher::lastGame().isEmpty();
    table.setWindow(&game,
                    game.openWindow(p, {file, p.isSet(o.resume), settingsProblem, firstStart}));
    Frame* window = table.window();
    if (!window)
        return 2; // the game could not open its window: it said why
    // Listening waits for the window (start-up, docs/performance.md): a second start meanwhile
    // would find nobody and open a window of its own, as two starts at once always could.
    shownprobe::whenShown(window, [&instance] { instance.listen(); });
    if (p.isSet(o.exitWhenShown))
        shownprobe::exitWhenShown(window);
    // A file handed over goes to the window on the table, whichever game it is.
    QObject::connect(&instance, &SingleInstance::activated, &table, [&table](const QString& path) {
        if (Frame* w = table.window())
            w->openFromOutside(path);
    });
    return app.exec();
}
