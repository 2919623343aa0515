// The game as a desktop application (issue 18): KDE's standard game actions (Restart, Open
// Recent, End turn), and a saved game given on the command line (frosted-blooms FILE: the desktop
// opens a *.frosted.json this way) opened at start without losing an unfinished autosaved game.
#include "gui_support.h"

#include "FrostedTable.h"
#include "SaveFiles.h"
#include "SingleInstance.h"

#include "../shell/table_start.h"

#include "frosted/rules/data_loader.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace frosted;
using namespace guitest;

class DesktopTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void restartDealsTheSameGameAgain();
    void restartAsksToSaveFirst();
    void endTurnHasKdeShortcut();
    void openRecentListsSavedGamesNewestFirst();
    void openRecentDropsAGameThatIsGone();
    void fileAtStartKeepsTheUnfinishedAutosave();
    void fileAtStartThatCannotOpenResumesAsBefore();
    void commandLineTakesOneSavedGame();
    void secondProgramHandsItsFileToTheRunningOne();
    void aWindowBuiltLaterIsWholeOnceBuilt();
    void theTableOpensOnceItsWindowIsShown();
    void theProgramSaysWhenItsWindowIsShown();

  private:
    // The window with its settings on (Open recent remembers), in the isolated settings.
    std::unique_ptr<MainWindow> window(const WindowSetup& s = {});
    // A hotseat game saved to `path` after `turns` turns.
    void saveGameAfter(const QString& path, int turns, quint64 seed);
    ComponentsPtr comps_;
    QTemporaryDir settings_;
};

void DesktopTest::initTestCase() {
    QVERIFY(settings_.isValid());
    isolateSettings(settings_.path());
    comps_ = loadComponents(defaultDataDir());
}

void DesktopTest::init() {
    QSettings().clear();
}

std::unique_ptr<MainWindow> DesktopTest::window(const WindowSetup& s) {
    auto w = bareWindow(comps_, s);
    w->setSettingsEnabled(true);
    return w;
}

void DesktopTest::saveGameAfter(const QString& path, int turns, quint64 seed) {
    auto w = window({.game = hotseat(seed, 3)});
    playTurns(*w->controller(), turns);
    QVERIFY(w->controller()->saveGame(path));
}

// KDE's Restart (F5): the game on the table from its deal again, with the same players and
// computer players; nothing of the turns played is left.
void DesktopTest::restartDealsTheSameGameAgain() {
    NewGameOptions o = hotseat(23, 3);
    o.computers = {QString(), QStringLiteral("easy"), QString()};
    auto w = window({.game = o});
    GameController& c = *w->controller();
    const Market dealt = c.view().market();
    playTurns(c, 1); // Ada's turn; then the computer player (Ben) is to play
    QVERIFY(!c.view().actions().empty());
    QVERIFY(c.view().market() != dealt);

    QCOMPARE(w->restartAction()->shortcut(), QKeySequence(Qt::Key_F5));
    w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
    w->restartAction()->trigger();
    QVERIFY(c.view().actions().empty());
    QCOMPARE(c.view().round(), 1);
    QCOMPARE(c.view().market(), dealt);
    QCOMPARE(c.options().computers, o.computers); // who plays each seat, as set up
    QCOMPARE(c.options().names, o.names);
    // R-PRIV-1: two people at the table, so the first one takes the seat before any hand shows
    // (the monkey found Restart showing the table under a pending hand-over).
    QVERIFY(c.handOverPending());
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
    c.confirmHandOver();
    QApplication::processEvents();
    QCOMPARE(w->pages()->currentWidget(), w->tablePage());
}

// Like a new game: an unfinished game changed since it was saved is offered a save; Cancel
// keeps it as it is.
void DesktopTest::restartAsksToSaveFirst() {
    auto w = window({.game = hotseat(5)});
    GameController& c = *w->controller();
    playTurns(c, 2);
    const std::size_t played = c.view().actions().size();
    int asked = 0;
    w->setSaveAsker([&](confirm::Purpose) {
        ++asked;
        return confirm::Answer::Cancel;
    });
    w->restartAction()->trigger();
    QCOMPARE(asked, 1);
    QCOMPARE(c.view().actions().size(), played);
}

// KDE's End Turn (Ctrl+E) ends the turn, as D does.
void DesktopTest::endTurnHasKdeShortcut() {
    auto w = window({.game = hotseat(8)});
    QVERIFY(w->turnActions().done->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_E)));
    QVERIFY(w->turnActions().done->shortcuts().contains(QKeySequence(Qt::Key_D)));
    GameController& c = *w->controller();
    // Play up to the claim step, where the turn may end.
    while (c.view().phase() != Phase::Claim)
        c.perform(chooseGreedy(c.view()));
    const int seat = c.view().currentSeat();
    QVERIFY(w->turnActions().done->isEnabled());
    QTest::keyClick(w.get(), Qt::Key_E, Qt::ControlModifier);
    QVERIFY(c.view().currentSeat() != seat);
}

void DesktopTest::openRecentListsSavedGamesNewestFirst() {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.frosted.json"));
    const QString b = dir.filePath(QStringLiteral("b.frosted.json"));
    saveGameAfter(a, 2, 31);
    auto w = window({.game = hotseat(32)});
    w->setFileChooser([&](const QString&, const QString&) { return b; });
    QVERIFY(w->saveGame());
    // Saved and opened games are both remembered, newest first, each once.
    QCOMPARE(w->recentFiles(), (QStringList{b}));
    QVERIFY(w->openGameFile(a));
    QCOMPARE(w->recentFiles(), (QStringList{a, b}));
    QVERIFY(w->openGameFile(b));
    QCOMPARE(w->recentFiles(), (QStringList{b, a}));

    // The menu: one entry per game (its name, the path in the tooltip), then Clear the list.
    emit w->recentMenu()->aboutToShow();
    const QList<QAction*> items = w->recentMenu()->actions();
    QVERIFY(items.size() >= 4);
    QVERIFY(items[0]->text().contains(QStringLiteral("b.frosted.json")));
    QVERIFY(items[1]->text().contains(QStringLiteral("a.frosted.json")));
    QCOMPARE(items[1]->toolTip(), QDir::toNativeSeparators(a));

    // Choosing one opens it (after the usual question about the game on the table).
    w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
    items[1]->trigger();
    QCOMPARE(w->recentFiles().value(0), a);
    auto check = window();
    QVERIFY(check->controller()->loadGame(a));
    QCOMPARE(w->controller()->view().actions().size(),
             check->controller()->view().actions().size());

    // At most kRecentMax are kept.
    for (int i = 0; i < MainWindow::kRecentMax + 3; ++i) {
        const QString p = dir.filePath(QStringLiteral("g%1.frosted.json").arg(i));
        QVERIFY(QFile::copy(a, p));
        QVERIFY(w->openGameFile(p));
    }
    QCOMPARE(w->recentFiles().size(), MainWindow::kRecentMax);

    // Clear the list.
    emit w->recentMenu()->aboutToShow();
    QAction* clear = w->recentMenu()->actions().last();
    clear->trigger();
    QVERIFY(w->recentFiles().isEmpty());
    emit w->recentMenu()->aboutToShow();
    QVERIFY(!w->recentMenu()->actions().first()->isEnabled()); // "No recent games"
}

void DesktopTest::openRecentDropsAGameThatIsGone() {
    QTemporaryDir dir;
    const QString gone = dir.filePath(QStringLiteral("gone.frosted.json"));
    saveGameAfter(gone, 1, 40);
    auto w = window({.game = hotseat(41)});
    QVERIFY(w->openGameFile(gone));
    const std::size_t before = w->controller()->view().actions().size();
    QVERIFY(QFile::remove(gone));
    emit w->recentMenu()->aboutToShow();
    w->recentMenu()->actions().first()->trigger();
    QVERIFY2(w->lastError().contains(QStringLiteral("gone.frosted.json")),
             qPrintable(w->lastError()));
    QVERIFY(w->recentFiles().isEmpty());
    QCOMPARE(w->controller()->view().actions().size(), before); // the table's game stays
}

// frosted-blooms FILE: the saved game opens at once; the unfinished game of the autosave is
// first kept as a save of its own (named, and first in Open recent after the file opened), so
// that the opened game's autosave does not replace it.
void DesktopTest::fileAtStartKeepsTheUnfinishedAutosave() {
    QTemporaryDir autosaves;
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("round.frosted.json"));
    saveGameAfter(saved, 3, 50);
    std::size_t unfinishedActions = 0;
    {
        auto first = window({.autosaveDir = autosaves.path(), .game = hotseat(51, 2)});
        playTurns(*first->controller(), 2);
        unfinishedActions = first->controller()->view().actions().size();
    }
    auto w = window({.autosaveDir = autosaves.path()});
    int asked = 0;
    QVERIFY(w->startup([&] { return ++asked, true; }, std::nullopt, saved));
    QCOMPARE(asked, 0); // not offered: the file was asked for
    auto check = window();
    QVERIFY(check->controller()->loadGame(saved));
    QCOMPARE(w->controller()->view().actions().size(),
             check->controller()->view().actions().size());
    QCOMPARE(w->controller()->view().players().size(), std::size_t(3));

    const QStringList kept =
        QDir(autosaves.path()).entryList({QStringLiteral("autosave.unfinished-*.frosted.json")});
    QCOMPARE(kept.size(), 1);
    const QString keptPath = QDir(autosaves.path()).filePath(kept.front());
    QVERIFY(check->controller()->loadGame(keptPath));
    QCOMPARE(check->controller()->view().actions().size(), unfinishedActions);
    QCOMPARE(w->recentFiles(), (QStringList{QFileInfo(saved).absoluteFilePath(), keptPath}));
    QVERIFY(w->statusBar()->currentMessage().contains(kept.front()));
}

// A file that cannot be opened is told, and the start goes on as without it (here: the
// unfinished game resumes); the copy of the autosave is not left behind.
void DesktopTest::fileAtStartThatCannotOpenResumesAsBefore() {
    QTemporaryDir autosaves;
    QTemporaryDir dir;
    std::size_t unfinishedActions = 0;
    {
        auto first = window({.autosaveDir = autosaves.path(), .game = hotseat(61, 2)});
        playTurns(*first->controller(), 2);
        unfinishedActions = first->controller()->view().actions().size();
    }
    const QString broken = dir.filePath(QStringLiteral("broken.frosted.json"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"frosted-blooms-save\", \"version\": 2, \"players\": ");
    f.close();
    auto w = window({.autosaveDir = autosaves.path()});
    QVERIFY(w->startup([] { return true; }, std::nullopt, broken));
    QVERIFY2(w->lastError().contains(QStringLiteral("broken.frosted.json")),
             qPrintable(w->lastError()));
    QCOMPARE(w->controller()->view().actions().size(), unfinishedActions);
    QVERIFY(QDir(autosaves.path())
                .entryList({QStringLiteral("autosave.unfinished-*.frosted.json")})
                .isEmpty());
}

// The program: one saved game at most; with --screenshot it renders that game.
void DesktopTest::commandLineTakesOneSavedGame() {
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("round.frosted.json"));
    saveGameAfter(saved, 5, 70);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("FROSTED_BLOOMS_DATA_HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    auto run = [&](const QStringList& args, QString* err = nullptr) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(FROSTED_GUI_BINARY), args);
        if (!p.waitForFinished(60000))
            return -1;
        if (err)
            *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitCode();
    };
    QString err;
    QCOMPARE(run({saved, saved, QStringLiteral("--screenshot"), dir.filePath("x.png")}, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("at most one")), qPrintable(err));

    const QString fromSave = dir.filePath(QStringLiteral("save.png"));
    // The same --turns for both: the file's game played on 2 turns, or (were the file ignored)
    // the default deal after 2 turns, the very render of the command without it.
    QCOMPARE(run({saved, QStringLiteral("--screenshot"), fromSave, QStringLiteral("--lang"),
                  QStringLiteral("en"), QStringLiteral("--turns"), QStringLiteral("2")}),
             0);
    // The render is that game: the same command without the file renders another one.
    const QString without = dir.filePath(QStringLiteral("without.png"));
    QCOMPARE(run({QStringLiteral("--screenshot"), without, QStringLiteral("--lang"),
                  QStringLiteral("en"), QStringLiteral("--turns"), QStringLiteral("2")}),
             0);
    const QImage shot(fromSave);
    QCOMPARE(shot.size(), QSize(1440, 900));
    QVERIFY(shot != QImage(without));

    QCOMPARE(run({dir.filePath(QStringLiteral("missing.frosted.json")),
                  QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("m.png"))},
                 &err),
             2);
    QVERIFY2(err.contains(QStringLiteral("missing.frosted.json")), qPrintable(err));
}

// While the game runs, `frosted-blooms FILE` (the desktop opening a save) hands FILE to it and
// ends, so two windows never write one autosave; the running window opens it. Here the test is
// the running program (listening under the name the binary computes for the same autosave
// folder).
void DesktopTest::secondProgramHandsItsFileToTheRunningOne() {
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("handed.frosted.json"));
    saveGameAfter(saved, 2, 80);
    const QByteArray home = dir.filePath(QStringLiteral("data-home")).toLocal8Bit();
    const QByteArray before = qgetenv("FROSTED_BLOOMS_DATA_HOME");
    qputenv("FROSTED_BLOOMS_DATA_HOME", home);
    SingleInstance running(SingleInstance::defaultName());
    QVERIFY(running.listen());
    QSignalSpy asked(&running, &SingleInstance::activated);

    QProcess second;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    second.setProcessEnvironment(env);
    second.setWorkingDirectory(dir.path());
    second.start(QStringLiteral(FROSTED_GUI_BINARY), {QStringLiteral("handed.frosted.json")});
    QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, 30000); // the relative path made absolute
    QCOMPARE(asked.front().front().toString(), QFileInfo(saved).absoluteFilePath());
    QVERIFY(second.state() == QProcess::NotRunning || second.waitForFinished(30000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QVERIFY(QString::fromUtf8(second.readAllStandardError()).contains(QStringLiteral("already")));

    // Without a file it only brings the window forward.
    second.start(QStringLiteral(FROSTED_GUI_BINARY), {});
    QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 2, 30000);
    QVERIFY(asked.back().front().toString().isEmpty());
    QVERIFY(second.state() == QProcess::NotRunning || second.waitForFinished(30000));
    QCOMPARE(second.exitCode(), 0);

    // The running window opens what it is handed (no unsaved game here: no question).
    auto w = window({.game = hotseat(81)});
    w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
    w->openFromOutside(saved);
    auto check = window();
    QVERIFY(check->controller()->loadGame(saved));
    QTRY_COMPARE(w->controller()->view().actions().size(),
                 check->controller()->view().actions().size());
    QCOMPARE(w->recentFiles().value(0), QFileInfo(saved).absoluteFilePath());
    qputenv("FROSTED_BLOOMS_DATA_HOME", before);
}

// Start-up (issue 32, docs/performance.md): the desktop program's window maps with its frame only
// (Build::Later) and builds the table, the menus and the modes at build(); until then it can be
// closed, and settings turned off before reach the modes made later.
void DesktopTest::aWindowBuiltLaterIsWholeOnceBuilt() {
    MainWindow w(nullptr, nullptr, MainWindow::Build::Later); // its data given to build()
    QVERIFY(!w.tablePage());
    QVERIFY(!w.controller());
    QVERIFY(w.menuBar()->actions().isEmpty());
    QVERIFY(!w.hasUnsavedGame());
    QCOMPARE(w.windowTitle(), QStringLiteral("Frosted Blooms"));
    w.setSettingsEnabled(false);
    w.close();                                                  // nothing to ask about yet
    w.openFromOutside(QStringLiteral("/nowhere.frosted.json")); // not yet: nothing happens
    w.build(comps_);
    QVERIFY(w.tablePage());
    QCOMPARE(&w.controller()->components(), comps_.get());
    QCOMPARE(w.pages()->currentWidget(), w.tablePage());
    const qsizetype menus = w.menuBar()->actions().size();
    QVERIFY(menus >= 6); // Game, Edit, Turn, View, Tools, Settings, Help
    QWidget* table = w.tablePage();
    w.build(); // once only
    QCOMPARE(w.tablePage(), table);
    QCOMPARE(w.menuBar()->actions().size(), menus);
    QVERIFY(!w.settingsEnabled());
    // Nothing written with the settings off, also by what the modes do (a new game remembered).
    w.startGame(hotseat(3));
    QVERIFY(w.controller()->hasGame());
    QVERIFY(QSettings().allKeys().isEmpty());
}

// The program's way (FrostedTable): the frame shown, and once it is on the screen the data read,
// the table built and the game asked for on the command line dealt.
void DesktopTest::theTableOpensOnceItsWindowIsShown() {
    const tablestart::DataHome home;
    FrostedTable table;
    QCommandLineParser p;
    QVERIFY(tablestart::prepare(table, p,
                                {QStringLiteral("--seed"), QStringLiteral("41"),
                                 QStringLiteral("--players"), QStringLiteral("3")}));
    QVERIFY(!table.components()); // read once the window is on the screen
    std::unique_ptr<Frame> frame = table.openWindow(p, {});
    auto* w = qobject_cast<MainWindow*>(frame.get());
    QVERIFY(w);
    QVERIFY(w->isVisible());
    QVERIFY(!w->controller());
    QTRY_VERIFY_WITH_TIMEOUT(w->tablePage() && w->controller()->hasGame(), 10000);
    QVERIFY(table.components());
    QCOMPARE(table.components()->tiles.size(), comps_->tiles.size());
    QCOMPARE(&w->controller()->components(), table.components().get());
    QCOMPARE(w->controller()->options().seed, std::optional<quint64>(41));
    QCOMPARE(w->controller()->view().seatCount(), 3);
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage()); // R-PRIV-1: three people
}

// --exit-when-shown (scripts/startup.py): the program ends when its window is first shown and
// says when that was, on the system clock.
void DesktopTest::theProgramSaysWhenItsWindowIsShown() {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("FROSTED_BLOOMS_DATA_HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    QProcess p;
    p.setProcessEnvironment(env);
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    p.start(QStringLiteral(FROSTED_GUI_BINARY), {QStringLiteral("--exit-when-shown")});
    QVERIFY(p.waitForFinished(60000));
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    QCOMPARE(p.exitCode(), 0);
    const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    QVERIFY2(out.startsWith(QStringLiteral("shown-at ")), qPrintable(out));
    const qint64 shownMs = out.section(QLatin1Char(' '), 1).toLongLong() / 1000000;
    QVERIFY2(shownMs >= before && shownMs <= after, qPrintable(out));
}

QTEST_MAIN(DesktopTest)
#include "test_desktop.moc"
