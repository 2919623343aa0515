// Blossoms' records, replay viewer and daily deal at the window (issue 36 item 8): Game ▸ Export
// record… written and read back equal, every step of the viewer the rules' replay of the deal;
// the viewer's steps, keys, log and play; a save opened in the viewer; Watch again at the end;
// bad records refused with their message and nothing crashing; records committed under
// tests/fixtures/blossoms keep opening; Game ▸ Daily Blossoms…: the day's seed, its attempts and
// best score. (Qt Test, offscreen.)
#include "BlossomsDaily.h"
#include "BlossomsRecordWindow.h"
#include "PotsView.h"
#include "ScorePad.h"
#include "window_drivers.h"

#include "blossoms/lab/record.h"
#include "blossoms/rules/module.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace blossoms;
using namespace blossoms::testing;

namespace {

const QRegularExpression kCardId(QStringLiteral("\\bC\\d\\d\\b"));

// The game `g` replayed from its deal to `step`, by the rules.
Game replayedTo(const Game& g, int step) {
    Game r = Game::fromDeal(g.componentsPtr(), g.variant(), g.dealt());
    for (int i = 0; i < step; ++i)
        r.apply(g.history()[static_cast<std::size_t>(i)]);
    return r;
}

// A game of two computers played to its end at the window.
std::unique_ptr<BlossomsWindow> finishedGame(Variant v, quint64 seed) {
    auto w = makeWindow();
    w->startGame(
        setupOf({computer(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, v, seed));
    [&] { QTRY_VERIFY_WITH_TIMEOUT(w->session()->isOver(), 120000); }();
    return w;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class BlossomsRecordsTest : public QObject {
    Q_OBJECT
  private slots:
    void RECORDS_exportThenOpen_everyStepTheRules();
    void RECORDS_viewerSteps_keysLogAndPlay();
    void RECORDS_saveOpensInTheViewer();
    void RECORDS_watchAgainAtTheEnd();
    void RECORDS_badRecordsRefusedWithTheirMessage();
    void RECORDS_committedRecordsKeepOpening();
    void DAILY_seedOfTheDay_attemptsAndBest();
};

// Export record… writes the lab's record; read back it is the game; Open record… replays it and
// each step of the viewer is the rules' replay of the deal to that step.
void BlossomsRecordsTest::RECORDS_exportThenOpen_everyStepTheRules() {
    QTemporaryDir dir;
    auto w = finishedGame(Variant{false, true}, 12);
    const Game& game = w->session()->game();
    const QString path = dir.filePath(QStringLiteral("record.json"));
    w->setFileChooser([&](const QString&, const QString&) { return path; });
    w->exportRecord();
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QCOMPARE(text, BlossomsRecordWindow::recordText(game));
    if (const QString keep = qEnvironmentVariable("BLOSSOMS_KEEP_RECORD"); !keep.isEmpty())
        QVERIFY(QFile::copy(path, keep)); // how tests/fixtures/blossoms/record-desktop-*.json came

    QVERIFY(lab::readRecord(Module::components(), text.toStdString()) == game);
    w->openRecord();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    BlossomsRecordWindow* r = w->recordWindow();
    QVERIFY(r);
    QCOMPARE(r->steps(), int(game.history().size()));
    QCOMPARE(r->step(), 0);
    for (int k = 0; k <= r->steps(); ++k) {
        r->goTo(k);
        QVERIFY2(r->shown() == replayedTo(game, k), qPrintable(QString::number(k)));
    }
    QVERIFY(r->shown() == game);
    QVERIFY(r->stepLabel()->text().contains(QStringLiteral("The end.")));
}

// The viewer's steps: Right / Left / Home / End, the log (a row per action in words, no card id;
// a click on a row goes there) and Play at the speed chosen, to the end and stopping there.
void BlossomsRecordsTest::RECORDS_viewerSteps_keysLogAndPlay() {
    auto w = finishedGame(Variant{true, false}, 21);
    const Game& game = w->session()->game();
    BlossomsRecordWindow r(game, QStringLiteral("x"));
    r.show();
    QCOMPARE(r.step(), 0);
    QVERIFY(!r.previousButton()->isEnabled());
    QTest::keyClick(&r, Qt::Key_Right);
    QTest::keyClick(&r, Qt::Key_Right);
    QCOMPARE(r.step(), 2);
    QTest::keyClick(&r, Qt::Key_Left);
    QCOMPARE(r.step(), 1);
    QVERIFY(r.shown() == replayedTo(game, 1));
    QTest::keyClick(&r, Qt::Key_End);
    QCOMPARE(r.step(), r.steps());
    QVERIFY(!r.nextButton()->isEnabled());
    QTest::keyClick(&r, Qt::Key_Home);
    QCOMPARE(r.step(), 0);
    QCOMPARE(r.logList()->count(), r.steps() + 1);
    for (int i = 0; i < r.logList()->count(); ++i) {
        const QString line = r.logList()->item(i)->text();
        QVERIFY2(!line.contains(kCardId), qPrintable(line));
        QVERIFY(!line.isEmpty());
    }
    QVERIFY(r.logList()->item(1)->text().startsWith(QStringLiteral("1. ")));
    r.logList()->setCurrentRow(5);
    QCOMPARE(r.step(), 5);
    if (const QString shot = qEnvironmentVariable("BLOSSOMS_RECORD_SHOT"); !shot.isEmpty())
        QVERIFY(r.grab().save(shot)); // to look at the viewer
    QVERIFY(r.shown() == replayedTo(game, 5));
    QCOMPARE(r.logList()->currentRow(), 5);
    QTest::mouseClick(r.nextButton(), Qt::LeftButton);
    QCOMPARE(r.logList()->currentRow(), 6);
    // Play: fast, from near the end to the end, then it stops.
    r.speedBox()->setCurrentIndex(2);
    QCOMPARE(r.timer()->interval(), 400);
    r.goTo(r.steps() - 2);
    QTest::mouseClick(r.playButton(), Qt::LeftButton);
    QVERIFY(r.timer()->isActive());
    QTRY_COMPARE_WITH_TIMEOUT(r.step(), r.steps(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!r.timer()->isActive(), 5000);
    QVERIFY(r.shown() == game);
}

// A saved game (mid-game) opens in the viewer, its steps those of the game so far.
void BlossomsRecordsTest::RECORDS_saveOpensInTheViewer() {
    QTemporaryDir dir;
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {}, 5));
    engine::Rng rng(3);
    for (int i = 0; i < 4; ++i)
        QVERIFY(personStep(*w, rng) || w->session()->computerToPlay());
    QTRY_VERIFY(w->session()->personToPlay() || w->session()->isOver());
    const QString save = dir.filePath(QStringLiteral("g.blossoms.json"));
    w->setFileChooser([&](const QString&, const QString&) { return save; });
    QVERIFY(w->saveGame());
    w->openRecord();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY(w->recordWindow());
    QCOMPARE(w->recordWindow()->steps(), int(w->session()->game().history().size()));
    w->recordWindow()->last();
    QVERIFY(w->recordWindow()->shown() == w->session()->game());
}

// The score pad's Watch again opens the viewer on the game just finished.
void BlossomsRecordsTest::RECORDS_watchAgainAtTheEnd() {
    auto w = finishedGame({}, 8);
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
    QVERIFY(w->scorePad()->watchAgainButton()->isVisible());
    QTest::mouseClick(w->scorePad()->watchAgainButton(), Qt::LeftButton);
    BlossomsRecordWindow* r = w->recordWindow();
    QVERIFY(r);
    QVERIFY(r->isVisible());
    QCOMPARE(r->step(), 0);
    r->last();
    QVERIFY(r->shown() == w->session()->game());
}

// Files that are not records of Blossoms, or that the rules refuse, are refused with what is
// wrong; the game on the table stays, nothing crashes and no viewer opens.
void BlossomsRecordsTest::RECORDS_badRecordsRefusedWithTheirMessage() {
    QTemporaryDir dir;
    auto w = finishedGame({}, 4);
    const Game kept = w->session()->game();
    lab::json good = lab::recordJson(kept);
    lab::json other = good;
    other["game"] = "petals";
    lab::json unknown = good;
    unknown["actions"][3] = "dance";
    lab::json illegal = good;
    illegal["actions"][0] = "cut 2"; // no Cut before the Growth (R-BL-TURN-3)
    lab::json deal = good;
    deal["setup"]["deck"][0] = deal["setup"]["hands"][1][0];
    const std::pair<QByteArray, QString> cases[] = {
        {"{ not json", QStringLiteral("not JSON")},
        {QByteArray::fromStdString(other.dump()), QStringLiteral("not a record of Blossoms")},
        {"{\"hello\": 1}", QStringLiteral("not a record of Blossoms")},
        {QByteArray::fromStdString(unknown.dump()), QStringLiteral("actions[3]")},
        {QByteArray::fromStdString(illegal.dump()), QStringLiteral("actions[0] (cut 2)")},
        {QByteArray::fromStdString(deal.dump()), QStringLiteral("setup")},
        {"", QStringLiteral("not JSON")},
    };
    int i = 0;
    for (const auto& [bytes, why] : cases) {
        const QString path = dir.filePath(QStringLiteral("bad-%1.json").arg(i++));
        writeFile(path, bytes);
        QVERIFY_THROWS_EXCEPTION(BlossomsRecordError,
                                 BlossomsRecordWindow::read(Module::components(), path));
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        w->openRecord();
        QVERIFY2(w->lastError().contains(why), qPrintable(w->lastError() + " / " + why));
        QVERIFY(w->lastError().contains(QStringLiteral("Cannot open the record")));
        QVERIFY(!w->recordWindow());
        QVERIFY(w->session()->game() == kept);
    }
    // A folder, a file that is not there.
    w->setFileChooser([&](const QString&, const QString&) { return dir.path(); });
    w->openRecord();
    QVERIFY(!w->lastError().isEmpty());
    QVERIFY(!w->recordWindow());
}

// Records made by this release (Game ▸ Export record…, simulate --records) committed under
// tests/fixtures/blossoms open in the viewer and replay to their end.
void BlossomsRecordsTest::RECORDS_committedRecordsKeepOpening() {
    const QDir fixtures(QStringLiteral(BLOSSOMS_FIXTURES_DIR));
    const QStringList files = fixtures.entryList({QStringLiteral("record-*.json")}, QDir::Files);
    QVERIFY(files.size() >= 2);
    for (const QString& name : files) {
        const Game g = BlossomsRecordWindow::read(Module::components(), fixtures.filePath(name));
        QVERIFY2(g.isOver(), qPrintable(name));
        QFile f(fixtures.filePath(name)); // and Export record… writes it again byte for byte
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(BlossomsRecordWindow::recordText(g), f.readAll());
        BlossomsRecordWindow r(g, name);
        QCOMPARE(r.steps(), int(g.history().size()));
        r.last();
        QVERIFY(r.shown() == g);
        QVERIFY(r.stepLabel()->text().contains(QStringLiteral("The end.")));
    }
}

// Game ▸ Daily Blossoms…: the seed is the day's (the same for the date, another the next day),
// three attempts a day (Play and Restart use one), the best result kept for the day.
void BlossomsRecordsTest::DAILY_seedOfTheDay_attemptsAndBest() {
    const QDate day(2026, 12, 7);
    BlossomsDaily::setToday(day);
    const BlossomsSetup a = BlossomsDaily::setupFor(day, QStringLiteral("Ada"));
    QCOMPARE(BlossomsDaily::setupFor(day, QStringLiteral("Bo")).seed, a.seed);
    QVERIFY(BlossomsDaily::setupFor(day.addDays(1), QStringLiteral("Ada")).seed != a.seed);
    QCOMPARE(a.seats.size(), 2);
    QVERIFY(!a.seats[0].computer && a.seats[1].computer);
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ada")), person(QStringLiteral("Ben"))}, {}, 3));
    QVERIFY(!BlossomsDaily::dayOf(w->session()->game()));
    w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
    w->dailyDialog();
    QVERIFY(w->dailyDialogShown());
    QVERIFY2(w->dailyDialogShown()->text().contains(QStringLiteral("3 of 3")),
             qPrintable(w->dailyDialogShown()->text()));
    w->dailyDialogShown()->accept();
    QVERIFY(BlossomsDaily::dayOf(w->session()->game()) == day);
    QCOMPARE(w->session()->game().dealt().seed, *a.seed);
    BlossomsDaily daily(false);
    QCOMPARE(daily.attemptsUsed(day), 1);
    QCOMPARE(daily.attemptsLeft(day), 2);
    const int ada = w->session()->isComputer(0) ? 1 : 0;
    QCOMPARE(w->session()->seatName(ada), QStringLiteral("Ada"));
    engine::Rng rng(77);
    QVERIFY(playToEnd(*w, rng));
    const auto st = w->session()->standings();
    QCOMPARE(daily.best(day), std::optional<int>(st[std::size_t(ada)].total));
    QCOMPARE(daily.won(day), st[std::size_t(ada)].rank == 1);
    w->dailyDialog();
    QVERIFY(w->dailyDialogShown()->text().contains(QStringLiteral("2 of 3")));
    QVERIFY(w->dailyDialogShown()->text().contains(
        QStringLiteral("Your best today: %1 points").arg(st[std::size_t(ada)].total)));
    w->dailyDialogShown()->reject();
    w->restartGame(); // the day's deal again: an attempt
    QCOMPARE(daily.attemptsUsed(day), 2);
    QVERIFY(w->playDaily());
    QCOMPARE(daily.attemptsLeft(day), 0);
    QVERIFY(!w->playDaily());
    QVERIFY(w->lastError().contains(QStringLiteral("tomorrow")));
    QCOMPARE(daily.attemptsUsed(day), 3);
    w->dailyDialog();
    QVERIFY(!w->dailyDialogShown()->playButton()->isEnabled());
    w->dailyDialogShown()->reject();
    // The next day is a new one.
    BlossomsDaily::setToday(day.addDays(1));
    QCOMPARE(daily.attemptsLeft(day.addDays(1)), 3);
    QVERIFY(BlossomsDaily::dayOf(w->session()->game()) == day); // yesterday's game still counts
    BlossomsDaily::setToday({});
}

QTEST_MAIN(BlossomsRecordsTest)
#include "test_records.moc"
