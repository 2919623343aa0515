// Game ▸ Puzzles… (issue 19): the dialog lists the shipped puzzles; one played through the
// controller with the solver's solution is shown solved and recorded, one played badly is shown
// not solved with the failing part named; Try again and Next puzzle; a broken file in the user's
// puzzle folder is listed with its problem; the player's autosaved game is left alone and comes
// back when the puzzle is left.
#include "MainWindow.h"
#include "PuzzleBanner.h"
#include "PuzzleDialog.h"
#include "PuzzleLibrary.h"
#include "PuzzleMode.h"
#include "gui_support.h"

#include "frosted/lab/puzzle.h"
#include "frosted/rules/data_loader.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace frosted;

class PuzzlesTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void dialogListsTheShippedPuzzles();
    void solvedThroughTheTableIsShownAndRecorded();
    void failedShowsThePartThatFailedAndTryAgainRestarts();
    void nextPuzzleAndBackToTheList();
    void brokenFileInTheUserFolderIsListedWithItsProblem();
    void autosavedGameIsNotOverwrittenAndComesBack();
    void recordThatIsAFifoDoesNotBlock();

  private:
    std::unique_ptr<MainWindow> window(const QString& autosaveDir = {});
    // Plays `actions` through the controller's slots, as the table's widgets do.
    static void play(GameController* c, const std::vector<Action>& actions);
    PuzzleEntry entry(MainWindow& w, const QString& id);
    QTemporaryDir tmp_;
    ComponentsPtr comps_;
};

void PuzzlesTest::initTestCase() {
    QVERIFY(tmp_.isValid());
    guitest::isolateSettings(tmp_.filePath(QStringLiteral("settings")));
    // The user's puzzle folder and the record of solved puzzles live here.
    qputenv("FROSTED_BLOOMS_DATA_HOME", tmp_.filePath(QStringLiteral("home")).toUtf8());
    comps_ = loadComponents(defaultDataDir());
}

void PuzzlesTest::init() {
    QDir(tmp_.filePath(QStringLiteral("home"))).removeRecursively();
}

std::unique_ptr<MainWindow> PuzzlesTest::window(const QString& autosaveDir) {
    guitest::WindowSetup s;
    s.autosaveDir = autosaveDir;
    auto w = guitest::bareWindow(comps_, s);
    w->puzzleMode()->library()->setRecordPath(
        tmp_.filePath(QStringLiteral("home/puzzles.json"))); // settings off: named here
    return w;
}

void PuzzlesTest::play(GameController* c, const std::vector<Action>& actions) {
    for (const Action& a : actions)
        c->perform(a);
    QApplication::processEvents();
}

PuzzleEntry PuzzlesTest::entry(MainWindow& w, const QString& id) {
    w.puzzleMode()->library()->reload(w.controller()->dataSet());
    for (const PuzzleEntry& e : w.puzzleMode()->library()->entries())
        if (e.id == id)
            return e;
    qFatal("no puzzle %s", qPrintable(id));
}

void PuzzlesTest::dialogListsTheShippedPuzzles() {
    auto w = window();
    w->puzzleMode()->action()->trigger();
    PuzzleDialog* d = w->puzzleMode()->dialog();
    QVERIFY(d && d->isVisible());
    QTreeWidget* list = d->list();
    QVERIFY(list->topLevelItemCount() >= 6);
    // Every shipped puzzle loads: its title and its goal in words, no problem.
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = list->topLevelItem(i);
        QVERIFY2(!item->text(2).startsWith(QLatin1String("Does not load")),
                 qPrintable(item->text(2)));
        QVERIFY(!item->text(1).isEmpty());
    }
    d->select(QStringLiteral("01-first-bloom"));
    QCOMPARE(list->currentItem()->text(1), QStringLiteral("First bloom"));
    QCOMPARE(list->currentItem()->text(2),
             QStringLiteral("Score at least 10 points with this turn's card"));
    QVERIFY(d->details()->text().contains(QLatin1String("round 4")));
    QVERIFY(d->playButton()->isEnabled());
}

void PuzzlesTest::solvedThroughTheTableIsShownAndRecorded() {
    auto w = window();
    w->puzzleMode()->openPuzzles();
    w->puzzleMode()->dialog()->select(QStringLiteral("01-first-bloom"));
    QTest::mouseClick(w->puzzleMode()->dialog()->playButton(), Qt::LeftButton);
    QVERIFY(!w->puzzleMode()->dialog()->isVisible());
    GameController* c = w->controller();
    QVERIFY(c->oneTurn());
    PuzzleBanner* b = w->puzzleMode()->banner();
    QVERIFY(b->isVisible());
    QCOMPARE(b->goalLabel()->text(),
             QStringLiteral("Goal: Score at least 10 points with this turn's card"));
    QCOMPARE(b->progressLabel()->text(), QStringLiteral("Points this turn: 0 of 10"));

    const Puzzle& p = *w->puzzleMode()->onTable()->puzzle;
    const PuzzleSearch s = solvePuzzle(comps_, p);
    QVERIFY(s.solution);
    std::vector<Action> before = *s.solution;
    before.pop_back(); // up to the claim step: the progress follows the turn
    play(c, before);
    QVERIFY(b->progressLabel()->text().startsWith(QLatin1String("Points this turn: ")));
    QVERIFY(!b->progressLabel()->text().startsWith(QLatin1String("Points this turn: 0 ")));
    QVERIFY(!b->showingResult());
    c->endTurn();
    QApplication::processEvents();

    QVERIFY(b->showingResult());
    QCOMPARE(b->titleLabel()->text(), QStringLiteral("Solved! First bloom"));
    QVERIFY2(b->progressLabel()->text().contains(QStringLiteral("✔ You scored ")),
             qPrintable(b->progressLabel()->text()));
    QVERIFY(b->nextButton()->isVisible() && b->nextButton()->isEnabled());
    // The table stops at the end of the turn: nothing more is played, no input.
    QVERIFY(!c->acceptsInput());
    QVERIFY(c->fullState().log().empty());
    QCOMPARE(c->fullState().currentSeat(), p.seat());
    QVERIFY(c->oneTurnAfter() && !c->oneTurnAfter()->log().empty());
    QCOMPARE(w->nowLabel()->text(), QStringLiteral("Ada's turn is over."));
    // Recorded, in the file and in the list.
    QVERIFY(w->puzzleMode()->library()->solved(QStringLiteral("01-first-bloom")));
    QFile f(w->puzzleMode()->library()->recordPath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("\"01-first-bloom\""));
    w->puzzleMode()->openPuzzles();
    w->puzzleMode()->dialog()->select(QStringLiteral("01-first-bloom"));
    QCOMPARE(w->puzzleMode()->dialog()->list()->currentItem()->text(0), QStringLiteral("✔"));
    // Not counted as a game: nothing asks to save it.
    QVERIFY(!w->hasUnsavedGame());
}

void PuzzlesTest::failedShowsThePartThatFailedAndTryAgainRestarts() {
    auto w = window();
    QVERIFY(w->puzzleMode()->playPuzzle(entry(*w, QStringLiteral("03-catch-the-wind"))));
    GameController* c = w->controller();
    PuzzleBanner* b = w->puzzleMode()->banner();
    QCOMPARE(b->progressLabel()->text(),
             QStringLiteral("Windmills this turn: 0 of 1 · Objective not claimed yet"));
    play(c, trivialPlay(c->fullState()));
    QVERIFY(b->showingResult());
    QCOMPARE(b->titleLabel()->text(), QStringLiteral("Not solved: Catch the wind"));
    const QString lines = b->progressLabel()->text();
    QVERIFY2(lines.contains(QStringLiteral("✘ Your gaps earned 0 of 1 Windmills.")),
             qPrintable(lines));
    QVERIFY2(lines.contains(QStringLiteral("✘ You did not claim a Windmill objective.")),
             qPrintable(lines));
    QVERIFY(!w->puzzleMode()->library()->solved(QStringLiteral("03-catch-the-wind")));

    QTest::mouseClick(b->retryButton(), Qt::LeftButton);
    QVERIFY(!b->showingResult());
    QVERIFY(c->oneTurn());
    QVERIFY(!c->oneTurnAfter());
    QVERIFY(c->fullState().actions().empty());
    QVERIFY(c->acceptsInput());
    QCOMPARE(b->titleLabel()->text(), QStringLiteral("Puzzle: Catch the wind"));
    // Solved on the second try.
    play(c, *solvePuzzle(comps_, *w->puzzleMode()->onTable()->puzzle).solution);
    QCOMPARE(b->titleLabel()->text(), QStringLiteral("Solved! Catch the wind"));
}

void PuzzlesTest::nextPuzzleAndBackToTheList() {
    auto w = window();
    QVERIFY(w->puzzleMode()->playPuzzle(entry(*w, QStringLiteral("01-first-bloom"))));
    play(w->controller(), trivialPlay(w->controller()->fullState()));
    QTest::mouseClick(w->puzzleMode()->banner()->nextButton(), Qt::LeftButton);
    QCOMPARE(w->puzzleMode()->onTable()->id, QStringLiteral("02-big-bouquet"));
    QVERIFY(!w->puzzleMode()->banner()->showingResult());
    QVERIFY(w->controller()->acceptsInput());
    play(w->controller(), trivialPlay(w->controller()->fullState()));
    QTest::mouseClick(w->puzzleMode()->banner()->listButton(), Qt::LeftButton);
    QVERIFY(w->puzzleMode()->dialog()->isVisible());
    QCOMPARE(w->puzzleMode()->dialog()->current()->id, QStringLiteral("02-big-bouquet"));
}

void PuzzlesTest::brokenFileInTheUserFolderIsListedWithItsProblem() {
    const QString folder = tmp_.filePath(QStringLiteral("home/puzzles"));
    QVERIFY(QDir().mkpath(folder));
    {
        QFile f(folder + QStringLiteral("/broken.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"format\": ");
    }
    {
        // A good puzzle with a goal that is no Improvement.
        QFile in(PuzzleLibrary::shippedFolder() + QStringLiteral("/04-two-barns.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        text.replace("\"barn\"", "\"mill\"");
        QFile f(folder + QStringLiteral("/my-mill.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        // And the same puzzle, good, as a designer's own.
        QFile good(folder + QStringLiteral("/my-barns.json"));
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write(text.replace("\"mill\"", "\"barn\""));
    }
    auto w = window();
    w->puzzleMode()->openPuzzles();
    QTreeWidget* list = w->puzzleMode()->dialog()->list();
    QString broken, mill;
    bool own = false;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = list->topLevelItem(i);
        if (item->text(1) == QLatin1String("broken.json"))
            broken = item->text(2);
        if (item->text(1) == QLatin1String("my-mill.json"))
            mill = item->text(2);
        own = own || (item->text(1) == QLatin1String("Two barns") &&
                      item->toolTip(1).endsWith(QLatin1String("my-barns.json")));
    }
    QVERIFY2(broken.startsWith(QLatin1String("Does not load: line 1")), qPrintable(broken));
    QVERIFY2(mill.contains(QLatin1String("goal[0].improvement: \"mill\" is not an Improvement")),
             qPrintable(mill));
    QVERIFY(own);
    // Chosen, the broken one says why and cannot be played.
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        if (list->topLevelItem(i)->text(1) == QLatin1String("my-mill.json"))
            list->setCurrentItem(list->topLevelItem(i));
    QVERIFY(!w->puzzleMode()->dialog()->playButton()->isEnabled());
    QVERIFY(w->puzzleMode()->dialog()->details()->text().contains(QLatin1String("does not load")));
    // Open puzzle file… of a broken file: refused with the problem, the table unchanged.
    w->setFileChooser([&](const QString& purpose, const QString&) {
        return purpose == QLatin1String("puzzle") ? folder + QStringLiteral("/my-mill.json")
                                                  : QString();
    });
    w->puzzleMode()->openPuzzleFile();
    QVERIFY(w->lastError().contains(QLatin1String("is not an Improvement")));
    QVERIFY(!w->puzzleMode()->onTable());
}

void PuzzlesTest::autosavedGameIsNotOverwrittenAndComesBack() {
    const QString dir = tmp_.filePath(QStringLiteral("autosave"));
    QVERIFY(QDir().mkpath(dir));
    auto w = window(dir);
    GameController* c = w->controller();
    w->startGame(guitest::hotseat(41));
    if (c->handOverPending())
        c->confirmHandOver();
    guitest::playTurns(*c, 2);
    const std::vector<Action> mine = c->fullState().actions();
    QFile f(c->files().autosavePath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    f.close();

    QVERIFY(w->puzzleMode()->playPuzzle(entry(*w, QStringLiteral("07-master-gardener"))));
    QVERIFY(c->fullState().solo());
    play(c, *solvePuzzle(comps_, *w->puzzleMode()->onTable()->puzzle).solution);
    QVERIFY(w->puzzleMode()->banner()->showingResult());
    // Nothing of the puzzle was autosaved over the player's game.
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
    f.close();

    // Leave the puzzle: the player's game is back where it was, and the puzzle's banner gone.
    QTest::mouseClick(w->puzzleMode()->banner()->leaveButton(), Qt::LeftButton);
    QVERIFY(!w->puzzleMode()->onTable());
    QVERIFY(!c->oneTurn());
    QVERIFY(!w->puzzleMode()->banner()->isVisible());
    QVERIFY(c->fullState().actions() == mine);
    QVERIFY(!c->fullState().solo());
    // The copy kept aside while the puzzle was on is gone again.
    QCOMPARE(QDir(dir).entryList({QStringLiteral("autosave.unfinished-*")}, QDir::Files).size(), 0);

    // Another game replacing a puzzle keeps the player's game aside, named in Open recent.
    QVERIFY(w->puzzleMode()->playPuzzle(entry(*w, QStringLiteral("01-first-bloom"))));
    w->startGame(guitest::hotseat(42));
    QVERIFY(!w->puzzleMode()->onTable());
    QCOMPARE(QDir(dir).entryList({QStringLiteral("autosave.unfinished-*")}, QDir::Files).size(), 1);
}

// Issue 32: the record of solved puzzles is read within the input limits. A FIFO in its place
// is refused at once, never opened for reading (which would wait for a writer and freeze the
// window); the record starts again, with the problem said. A watchdog opens the FIFO's other end
// should the read block, so that a failure ends the test instead of hanging it.
void PuzzlesTest::recordThatIsAFifoDoesNotBlock() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("puzzles.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    std::atomic<bool> done{false};
    std::thread watchdog([&] {
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (!done && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        if (!done) // the reader is blocked in open(): let it go on
            if (const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
                fd >= 0)
                ::close(fd);
    });
    QElapsedTimer clock;
    clock.start();
    PuzzleLibrary library;
    library.setRecordPath(fifo);
    const bool solved = library.solved(QStringLiteral("01-first-bloom"));
    const qint64 took = clock.elapsed();
    done = true;
    watchdog.join();
    QVERIFY(!solved);
    QVERIFY2(took < 2000, qPrintable(QStringLiteral("blocked for %1 ms").arg(took)));
    QVERIFY2(library.problem().contains(QStringLiteral("could not be read")),
             qPrintable(library.problem()));
    // A record written by earlier releases still reads.
    const QString good = dir.filePath(QStringLiteral("record.json"));
    QFile f(good);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "frosted-blooms-puzzles-solved", "version": 1,
                "solved": {"01-first-bloom": "2026-01-02T03:04:05Z"}})");
    f.close();
    PuzzleLibrary again;
    again.setRecordPath(good);
    QVERIFY(again.solved(QStringLiteral("01-first-bloom")));
    QVERIFY(!again.solved(QStringLiteral("02-other")));
    QVERIFY(again.problem().isEmpty());
}

QTEST_MAIN(PuzzlesTest)
#include "test_puzzles.moc"
