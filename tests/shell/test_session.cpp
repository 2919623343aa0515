// The shell's session (issue 32): the Worker that runs computer players and hints off the GUI
// thread, and TableSession, the part of a table's session every game shares — with a game of
// none, so that what a game's controller relies on is checked apart from any game.
#include "TableSession.h"
#include "Worker.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <thread>

namespace {

// A session with no game: it counts what the shell asks of it.
class BareSession : public TableSession {
  public:
    int thoughts = 0, steps = 0;
    bool held = false;
    using TableSession::autosaveDone;
    using TableSession::fail;
    using TableSession::handOverNeeded;
    using TableSession::nextGame;
    using TableSession::positionKey;
    using TableSession::scheduleComputerStep;
    using TableSession::setComputerPace;
    int lastPerson() const { return lastHumanSeat_; }

  protected:
    void thinkIfComputer() override { ++thoughts; }
    void playComputerStep() override { ++steps; }
    bool computerStepHeld() const override { return held; }
};

} // namespace

class SessionTest : public QObject {
    Q_OBJECT
  private slots:
    void workerAnswersOnTheGuiThread();
    void workerDropsACancelledAnswer();
    void workerKeepsOnlyTheNewestJob();
    void speedsAndTheirPace();
    void computerStepWaitsForItsTimeOrForNext();
    void handOverOnlyBetweenPeople();
    void lateAnswersAreToldApart();
    void errorsAndAutosavesAreToldOnce();
};

void SessionTest::workerAnswersOnTheGuiThread() {
    Worker w;
    std::thread::id answeredOn;
    int result = 0;
    w.start([&](const std::atomic<bool>&) -> Worker::Answer {
        const int found = 6 * 7; // the work, on the worker's thread
        return [&, found] {
            answeredOn = std::this_thread::get_id();
            result = found;
        };
    });
    QVERIFY(w.running());
    QTRY_COMPARE(result, 42);
    QCOMPARE(answeredOn, std::this_thread::get_id());
    QVERIFY(!w.running());
}

void SessionTest::workerDropsACancelledAnswer() {
    Worker w;
    std::atomic<bool> started = false;
    bool answered = false;
    w.start([&](const std::atomic<bool>& cancelled) -> Worker::Answer {
        started = true;
        while (!cancelled.load()) // a search checks its flag between play-outs
            std::this_thread::yield();
        return [&] { answered = true; };
    });
    QTRY_VERIFY(started.load());
    w.cancel(); // returns once the job has seen its flag
    QVERIFY(!w.running());
    QTest::qWait(50);
    QVERIFY(!answered);
}

void SessionTest::workerKeepsOnlyTheNewestJob() {
    Worker w;
    QStringList answers;
    for (const QString& name : {QStringLiteral("first"), QStringLiteral("second")})
        w.start([&answers, name](const std::atomic<bool>&) -> Worker::Answer {
            return [&answers, name] { answers << name; };
        });
    QTRY_VERIFY(!w.running());
    QTest::qWait(50);
    QCOMPARE(answers, QStringList{QStringLiteral("second")});
}

void SessionTest::speedsAndTheirPace() {
    QCOMPARE(TableSession::stepMilliseconds(TableSession::Slow), 2200);
    QCOMPARE(TableSession::stepMilliseconds(TableSession::Normal), 1200);
    QCOMPARE(TableSession::stepMilliseconds(TableSession::Fast), 450);
    QCOMPARE(TableSession::stepMilliseconds(TableSession::Instant), 0);
    QCOMPARE(TableSession::speedOf(-5), TableSession::StepByStep);
    QCOMPARE(TableSession::speedOf(9), TableSession::Instant);
    QCOMPARE(TableSession::speedOf(2), TableSession::Fast);
}

void SessionTest::computerStepWaitsForItsTimeOrForNext() {
    BareSession s;
    QSignalSpy changed(&s, &TableSession::stateChanged);
    // Step by step: nothing moves by itself, Next is offered (stateChanged).
    s.setComputerPace(TableSession::StepByStep);
    s.scheduleComputerStep();
    QCOMPARE(changed.count(), 1);
    QTest::qWait(30);
    QCOMPARE(s.steps, 0);
    // Held (a note being read): neither Next nor the timer.
    s.held = true;
    s.setComputerPace(TableSession::Instant);
    s.scheduleComputerStep();
    QTest::qWait(30);
    QCOMPARE(s.steps, 0);
    QCOMPARE(changed.count(), 1);
    // At its pace.
    s.held = false;
    s.scheduleComputerStep();
    QTRY_COMPARE(s.steps, 1);
    QCOMPARE(s.computerSpeed(), TableSession::Instant);
}

void SessionTest::handOverOnlyBetweenPeople() {
    BareSession s;
    // A lone person (seat 1) among computer players sits at the screen from the start.
    s.nextGame({true, false, true});
    QCOMPARE(s.lastPerson(), 1);
    QVERIFY(!s.handOverNeeded(1, false, 1));
    // Two people: nobody sits there yet, so the first to play is covered; a computer never is.
    s.nextGame({false, false});
    QCOMPARE(s.lastPerson(), -1);
    QVERIFY(s.handOverNeeded(0, false, 2));
    QVERIFY(!s.handOverNeeded(0, true, 2));
    // Read-only tables (a record watched) have no hand-over.
    s.setReadOnly(true);
    QVERIFY(!s.handOverNeeded(0, false, 2));
}

void SessionTest::lateAnswersAreToldApart() {
    BareSession s;
    s.nextGame({false});
    const quint64 before = s.positionKey(3);
    QVERIFY(s.positionKey(4) != before); // the game moved on
    s.nextGame({false});
    QVERIFY(s.positionKey(3) != before); // another game at the same number of actions
}

void SessionTest::errorsAndAutosavesAreToldOnce() {
    BareSession s;
    QSignalSpy errors(&s, &TableSession::errorOccurred);
    QVERIFY(!s.fail(QStringLiteral("Cannot open “x”.")));
    QCOMPARE(s.lastError(), QStringLiteral("Cannot open “x”."));
    QCOMPARE(errors.count(), 1);

    QSignalSpy failed(&s, &TableSession::autosaveFailed);
    QSignalSpy saved(&s, &TableSession::autosaved);
    s.autosaveDone(QStringLiteral("disk full"), QStringLiteral("Autosave failed: disk full"), {});
    s.autosaveDone(QStringLiteral("disk full"), QStringLiteral("Autosave failed: disk full"), {});
    QCOMPARE(failed.count(), 1); // the same error is told once
    QCOMPARE(failed.front().front().toString(), QStringLiteral("Autosave failed: disk full"));
    QCOMPARE(s.lastAutosaveError(), QStringLiteral("disk full"));
    s.autosaveDone({}, {}, QStringLiteral("/tmp/a.json"));
    QCOMPARE(saved.count(), 1);
    QCOMPARE(saved.front().front().toString(), QStringLiteral("/tmp/a.json"));
    QVERIFY(s.lastAutosaveError().isEmpty());
    s.autosaveDone(QStringLiteral("disk full"), QStringLiteral("Autosave failed: disk full"), {});
    QCOMPARE(failed.count(), 2); // failing again after a success is told again
}

QTEST_MAIN(SessionTest)
#include "test_session.moc"
