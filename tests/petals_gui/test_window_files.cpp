// Petals' window (src/games/petals/gui/window/PetalsWindow.h) with its files: the unsaved mark,
// saves opened again, records exported and replayed in the viewer (the command line's too), the
// daily deal, the guided game beside the player's own autosave, a damaged autosave set aside, and
// the program's start-up (the frame first, then the table). (Qt Test, offscreen.)
#include "window_drivers.h"

#include "CoachMark.h"
#include "PetalsDaily.h"
#include "PetalsNewGameDialog.h"
#include "PetalsRecordWindow.h"
#include "PetalsStatistics.h"
#include "PetalsTable.h"
#include "PetalsTutorial.h"
#include "TableView.h"
#include "TrackersView.h"
#include "TurnPanels.h"

#include "../shell/table_start.h"

#include "petals/lab/record.h"
#include "petals/rules/module.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <optional>

using namespace petals;
using namespace petals::gui;
using namespace petals::guitest;

class PetalsWindowFilesTest : public QObject {
    Q_OBJECT
  private slots:
    // The unsaved mark is the game itself, not its length: a saved placement taken back (undo)
    // and another made in its place leaves a game the save does not hold.
    void anUndoneThenOtherPlacementIsUnsaved() {
        QTemporaryDir dir;
        for (std::uint64_t seed = 30; seed < 60; ++seed) {
            auto w = makeWindow();
            w->startGame(setupOf({person("Ada"), computer("Cleo")}, Variant::Standard, seed));
            PetalsSession& s = *w->session();
            QTRY_VERIFY(s.personToPlay());
            const auto legal = s.legalActions();
            std::optional<Action> withEffect, other;
            for (const Action& a : legal)
                if (s.game().contact(a.card, a.cell, a.rotation).effect != EffectKind::None)
                    withEffect = withEffect.value_or(a);
            if (!withEffect)
                continue; // R-PE-EFFECT: only a placement with an effect may be undone
            for (const Action& a : legal) // another that waits for its effect's answer too
                if (a != *withEffect &&
                    s.game().contact(a.card, a.cell, a.rotation).effect != EffectKind::None)
                    other = other.value_or(a);
            if (!other)
                continue;
            const std::size_t before = s.game().history().size();
            s.place(withEffect->card, withEffect->cell, withEffect->rotation);
            QVERIFY(s.canUndo());
            w->setFileChooser([&](const QString&, const QString&) {
                return dir.filePath(QStringLiteral("g.petals.json"));
            });
            QVERIFY(w->saveGame());
            QVERIFY(!w->hasUnsavedGame());
            s.undo();
            QVERIFY(w->hasUnsavedGame());
            s.place(other->card, other->cell, other->rotation);
            QCOMPARE(s.game().history().size(), before + 1); // as long as the saved game
            QVERIFY(w->hasUnsavedGame());
            return;
        }
        QFAIL("no deal among 30 with a placement that triggers an effect at once");
    }

    // Saves open again into the table with their seats; a file that is not a save says why and
    // leaves the game.
    void saveAndOpenAgain() {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->startGame(
            setupOf({person("Ada"), computer("Cleo", ai::BotKind::Hard)}, Variant::Harmony, 24));
        engine::Rng rng(5);
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY(w->session()->personToPlay());
            personStep(*w, rng);
        }
        QTRY_VERIFY(w->session()->personToPlay() || w->session()->isOver());
        const QString path = dir.filePath(QStringLiteral("game.petals.json"));
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        QVERIFY(w->saveGame());
        QVERIFY(!w->hasUnsavedGame());
        auto other = makeWindow();
        QVERIFY(other->openGameFile(path));
        QVERIFY(other->session()->game() == w->session()->game());
        QVERIFY(other->session()->isComputer(other->session()->seats() - 1) ||
                other->session()->isComputer(0));
        QFile bad(dir.filePath(QStringLiteral("bad.petals.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{ not json");
        bad.close();
        const Game kept = other->session()->game();
        QVERIFY(!other->openGameFile(bad.fileName()));
        QVERIFY(!other->lastError().isEmpty());
        QVERIFY(other->session()->game() == kept);
    }

    // Records: Export record… writes what the command line replays to the same game; Open
    // record… replays it step by step (and a save too); the viewer's steps are the rules' own;
    // a file that is neither is refused with the reason.
    void recordsExportOpenAndReplay() {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->startGame(setupOf({computer("A"), computer("B"), computer("C")}, Variant::Harmony, 31));
        QTRY_VERIFY_WITH_TIMEOUT(w->session()->isOver(), 120000);
        const QString path = dir.filePath(QStringLiteral("record.json"));
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        w->exportRecord();
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Game replayed = lab::scriptedGame(
            Module::components(), engine::cli::json::parse(f.readAll().toStdString()));
        QVERIFY(replayed == w->session()->game());
        w->openRecord();
        PetalsRecordWindow* r = w->recordWindow();
        QVERIFY(r);
        QCOMPARE(r->steps(), int(w->session()->game().history().size()));
        QCOMPARE(r->step(), 0);
        QTest::keyClick(r, Qt::Key_End);
        QVERIFY(r->shown() == w->session()->game());
        QVERIFY(r->stepLabel()->text().contains(QStringLiteral("The end.")));
        QTest::keyClick(r, Qt::Key_Left);
        QCOMPARE(r->step(), r->steps() - 1);
        Game g = Game::fromDeal(Module::components(), Variant::Harmony, replayed.dealt());
        for (int i = 0; i < r->step(); ++i)
            g.apply(replayed.history()[std::size_t(i)]);
        QVERIFY(r->shown() == g);
        // A save opens in the viewer too.
        const QString save = dir.filePath(QStringLiteral("g.petals.json"));
        w->setFileChooser([&](const QString&, const QString&) { return save; });
        QVERIFY(w->saveGame() || w->session()->isOver());
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"hello\": 1}");
        bad.close();
        QVERIFY_THROWS_EXCEPTION(PetalsRecordError,
                                 PetalsRecordWindow::read(Module::components(), bad.fileName()));
        w->setFileChooser([&](const QString&, const QString&) { return bad.fileName(); });
        w->openRecord();
        QVERIFY2(w->lastError().contains(QStringLiteral("not a record")),
                 qPrintable(w->lastError()));
    }

    // The command line's own records (simulate --records, committed) open in the viewer.
    void commandLineRecordsOpen() {
        QTemporaryDir dir;
        const QString input = QStringLiteral(FIXTURES_DIR "/petals-play-example3.input.json");
        const Game g = PetalsRecordWindow::read(Module::components(), input);
        PetalsRecordWindow r(g, QStringLiteral("x"));
        r.last();
        QVERIFY(r.shown() == g);
        // Step by step, each step in words: a placement by the points the rules give it on the
        // table before it, and never a card's data id.
        r.first();
        Game before = Game::fromDeal(Module::components(), g.variant(), g.dealt());
        for (int i = 0; i < r.steps(); ++i) {
            const Action& a = g.history()[std::size_t(i)];
            const Points p = before.contact(a.card, a.cell, a.rotation).points;
            before.apply(a);
            r.next();
            const QString text = r.stepLabel()->text();
            QVERIFY2(!mentionsCardId(text), qPrintable(text));
            if (a.kind == Action::Kind::Place)
                QVERIFY2(text.contains(PetalsSession::pointsText(p)), qPrintable(text));
        }
    }

    // Game ▸ Daily Petals…: the day's deal against the computer, three attempts a day (Play and
    // Restart use one), the result kept for the day at the end.
    void dailyDeal() {
        PetalsDaily::setToday(QDate(2026, 12, 6));
        auto w = makeWindow();
        w->startGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 3));
        w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
        w->dailyDialog();
        QVERIFY(w->dailyDialogShown());
        QVERIFY(w->dailyDialogShown()->text().contains(QStringLiteral("3 of 3")));
        w->dailyDialogShown()->accept();
        const QDate day(2026, 12, 6);
        QVERIFY(PetalsDaily::dayOf(w->session()->game()) == day);
        QCOMPARE(w->session()->seatName(w->session()->isComputer(0) ? 1 : 0),
                 QStringLiteral("Ada"));
        PetalsDaily daily(false);
        const int before = daily.attemptsUsed(day);
        QVERIFY(before >= 1);
        QVERIFY(playToEnd(*w, 77));
        const auto st = w->session()->standings();
        const int seat = w->session()->isComputer(0) ? 1 : 0;
        QCOMPARE(daily.best(day), std::optional<int>(st[std::size_t(seat)].total));
        while (daily.attemptsLeft(day) > 0)
            w->restartGame();
        QVERIFY(!w->playDaily());
        QVERIFY(w->lastError().contains(QStringLiteral("tomorrow")));
        w->dailyDialog();
        QVERIFY(!w->dailyDialogShown()->playButton()->isEnabled());
        w->dailyDialogShown()->reject();
        PetalsDaily::setToday({});
    }

    // The guided game never touches the player's own autosaved game, and leaving it (Leave) puts
    // that game back on the table before anything is autosaved over it.
    void leavingTheGuidedGameBringsBackTheOwnGame() {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->session()->setAutosaveDir(dir.path());
        w->startGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 41));
        engine::Rng rng(3);
        while (w->session()->game().history().size() < 3)
            personStep(*w, rng);
        const Game own = w->session()->game();
        w->startTutorial();
        QVERIFY(w->tutorialActive());
        QVERIFY(!(w->session()->game() == own));
        // A step of the guided game, then Leave.
        while (w->tutorial()->currentStep().next)
            QTest::mouseClick(w->coach()->nextButton(), Qt::LeftButton);
        QTest::mouseClick(w->coach()->leaveButton(), Qt::LeftButton);
        QVERIFY(!w->tutorialActive());
        QVERIFY(w->session()->game() == own);
        // Autosaved again from here, in the same folder.
        QTRY_VERIFY(w->session()->personToPlay() || w->session()->handOverPending());
        QVERIFY(!w->session()->files().autosaveOff());
    }

    // Issue 34 (review), as Frosted Blooms': an autosave that does not open is renamed aside at
    // start (autosave.damaged-<time>.petals.json), named once, and the start goes on to a new game;
    // the next start finds nothing to name.
    void aDamagedAutosaveIsSetAsideAndANewGameStarts() {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QLatin1String(PetalsFiles::kAutosaveName));
        QFile f(autosave);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"petals-save\", \"actions\": [ broken");
        f.close();
        auto w = makeWindow();
        w->session()->setAutosaveDir(dir.path());
        // The new-game dialog the start opens: its proposed game accepted.
        int dialogs = 0;
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            if (auto* d = qobject_cast<PetalsNewGameDialog*>(QApplication::activeModalWidget())) {
                ++dialogs;
                d->accept();
            }
        });
        poll.start(20);
        w->startup({}, std::nullopt, {});
        QCOMPARE(dialogs, 1);
        const QStringList kept =
            QDir(dir.path()).entryList({QStringLiteral("autosave.damaged-*.petals.json")});
        QCOMPARE(kept.size(), 1);
        QCOMPARE(w->session()->files().damagedAutosaves().size(), 1);
        QVERIFY2(w->lastError().contains(QLatin1String("could not be opened")),
                 qPrintable(w->lastError()));
        QVERIFY2(w->lastError().contains(kept.front()), qPrintable(w->lastError()));
        QVERIFY(w->session()->hasGame()); // the new game
        QVERIFY(!w->session()->files().autosaveOff());
        // The new game's autosave is a good one: the next start resumes it and names nothing.
        QTRY_VERIFY(QFile::exists(autosave));
        auto next = makeWindow();
        next->session()->setAutosaveDir(dir.path());
        next->startup([] { return true; }, std::nullopt, {});
        QCOMPARE(dialogs, 1);
        QVERIFY(next->lastError().isEmpty());
        QVERIFY(next->session()->hasGame());
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("autosave.damaged-*")}).size(), 1);
    }

    // The program's way (PetalsTable::openWindow, issue 34 start-up): the frame maps first with
    // no table in it (no session, no central widget, no menus); once it is on the screen the data
    // is read, the table built and the game asked for on the command line dealt.
    void theFrameMapsFirstThenTheTableIsBuilt() {
        const tablestart::DataHome home;
        PetalsTable table;
        QCommandLineParser p;
        QVERIFY(tablestart::prepare(table, p,
                                    {QStringLiteral("--seed"), QStringLiteral("41"),
                                     QStringLiteral("--players"), QStringLiteral("3")}));
        QVERIFY(!table.components()); // read once the window is on the screen
        // What the window holds when it is first painted.
        struct FirstPaint : QObject {
            int painted = 0;
            bool builtThen = false;
            bool eventFilter(QObject* o, QEvent* e) override {
                auto* w = qobject_cast<PetalsWindow*>(o);
                if (w && e->type() == QEvent::Paint && painted++ == 0)
                    builtThen = w->built() || w->centralWidget() || w->table() || w->menuWidget();
                return false;
            }
        } first;
        qApp->installEventFilter(&first);
        std::unique_ptr<Frame> frame = table.openWindow(p, {});
        auto* w = qobject_cast<PetalsWindow*>(frame.get());
        QVERIFY(w);
        QVERIFY(w->isVisible());
        QVERIFY(!w->built());
        QVERIFY(!w->session());
        QVERIFY(!w->menuWidget());
        QCOMPARE(w->windowTitle(), QStringLiteral("Petals"));
        QTRY_VERIFY_WITH_TIMEOUT(w->built() && w->session()->hasGame(), 10000);
        qApp->removeEventFilter(&first);
        QVERIFY(first.painted > 0);
        QVERIFY(!first.builtThen); // a plain frame first
        // Then the whole table, with the game asked for.
        QVERIFY(table.components());
        QCOMPARE(&w->session()->components(), table.components().get());
        QVERIFY(w->table() && w->hand() && w->trackers() && w->banner());
        QVERIFY(w->centralWidget() == w->pages());
        QVERIFY(w->menuBar()->actions().size() >= 5); // Game, Turn, View, Settings, Help
        QCOMPARE(w->session()->setup().seed, std::optional<quint64>(41));
        QCOMPARE(w->session()->seats(), 3);
        QCOMPARE(w->pages()->currentWidget(), w->handOverPage()); // R-PE-PRIV-1: three people
        // The player's own statistics, beside the autosave (tests and tools turn them off).
        QCOMPARE(w->statistics()->path(), PetalsStatistics::defaultPath());
        QVERIFY(w->session()->files().autosaveDir().startsWith(home.path()));
        w->setSettingsEnabled(false); // nothing written on closing
    }
};

QTEST_MAIN(PetalsWindowFilesTest)
#include "test_window_files.moc"
