// Kill during autosave, for Petals (Qt Test + QProcess): the real `frosted-blooms --game petals`,
// offscreen, its autosave in a temporary FROSTED_BLOOMS_DATA_HOME, with a computer at the controls
// (`--autoplay`, PetalsAutoPlay.h: 2-5 seats of people and computers, both variants), killed with
// SIGKILL at random moments, many times over; `--autoplay-write-pause` makes each autosave write
// take a few milliseconds so that many kills land inside one. Each run resumes what the last one
// left. As Frosted Blooms' test (tests/gui/test_crash.cpp), after each kill:
// - every autosave file there is (autosave.petals.json, autosave.previous.petals.json) loads with
//   the rules (petals::loadSave, through PetalsFiles) — none is damaged;
// - the autosave resumes (in a PetalsSession of this process, on a copy of the files) to the last
//   step the program autosaved, or, killed inside a write, to the step before the one being
//   written (or that one, when the write had completed but its line was not printed yet) — never
//   to anything older; the resumed game is that step's, its seats' players and log included.
// The steps the program took are known because PetalsAutoPlayer is deterministic: this process
// plays the same run on a copy of the files the program started from and keeps the text of each
// of its autosaves.
//
//   PETALS_KILLS      how many kills (default 12)
//   PETALS_KILL_SEED  the seed of the runs and of the kill moments (default: from the clock)
#include "PetalsAutoPlay.h"
#include "PetalsFiles.h"
#include "PetalsSession.h"

#include "petals/rules/module.h"

#include "../shell/autoplay_kill.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>

using namespace petals;

namespace {

const char* const kNames[] = {PetalsFiles::kAutosaveName, PetalsFiles::kPreviousAutosaveName};

// The text (PetalsFiles::saveText) of the newest autosave file in `dir` that loads (what a resume
// starts from), or empty when there is none.
QByteArray newestText(const ComponentsPtr& comps, const QString& dir) {
    PetalsFiles files(comps);
    for (const char* name : kNames) {
        const QString f = QDir(dir).filePath(QLatin1String(name));
        QString error;
        if (!QFile::exists(f))
            continue;
        if (const auto saved = files.open(f, error))
            return PetalsFiles::saveText(saved->game, saved->players);
    }
    return {};
}

// The autosaves the program made in a run that started from the files in `start`: snapshot k is
// what its k-th write held (1-based), snapshot 0 what was there before the run. Played in `dir`.
std::vector<QByteArray> simulate(const ComponentsPtr& comps, const QString& start,
                                 const QString& dir, quint64 seed, int writes) {
    std::vector<QByteArray> out{newestText(comps, start)};
    autoplaykill::copyFiles(start, dir);
    PetalsSession s(comps);
    s.setAutosaveDir(dir);
    QObject::connect(&s, &TableSession::autosaved, &s,
                     [&] { out.push_back(PetalsFiles::saveText(s.game(), s.players())); });
    PetalsAutoPlayer p(seed);
    p.begin(s);
    QElapsedTimer clock;
    clock.start();
    while (static_cast<int>(out.size()) < writes + 2 && clock.elapsed() < 60000)
        if (p.step(s).isEmpty())
            QTest::qWait(1); // a computer is thinking: its answer comes through the event loop
    return out;
}

} // namespace

class PetalsCrashTest : public QObject {
    Q_OBJECT
  private slots:
    void killDuringAutosave();
};

void PetalsCrashTest::killDuringAutosave() {
#ifndef FROSTED_GUI_BINARY
    QSKIP("the GUI binary is not known");
#else
    const ComponentsPtr comps = Module::components();
    const QByteArray killsEnv = qgetenv("PETALS_KILLS");
    const int kills = killsEnv.isEmpty() ? 12 : killsEnv.toInt();
    const QByteArray seedEnv = qgetenv("PETALS_KILL_SEED");
    const quint64 seed = seedEnv.isEmpty()
                             ? static_cast<quint64>(QDateTime::currentMSecsSinceEpoch() % 1000000)
                             : seedEnv.toULongLong();
    qInfo("Petals kill test: seed %llu, %d kills (PETALS_KILL_SEED=%llu to repeat)",
          static_cast<unsigned long long>(seed), kills, static_cast<unsigned long long>(seed));
    std::mt19937_64 rng(seed);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString live = tmp.filePath(QStringLiteral("live"));
    QVERIFY(QDir().mkpath(live));
    int duringWrite = 0, resumedLast = 0, resumedPrevious = 0, firstWrite = 0, nothing = 0;
    int writesTotal = 0, finishedGames = 0, missingCurrent = 0;
    std::set<quint64> games;
    std::size_t maxActions = 0;
    for (int k = 0; k < kills && !QTest::currentTestFailed(); ++k) {
        const quint64 runSeed = seed * 100 + static_cast<quint64>(k);
        const QString start = tmp.filePath(QStringLiteral("start-%1").arg(k));
        autoplaykill::copyFiles(live, start);

        const autoplaykill::Killed killed =
            autoplaykill::runAndKill(QStringLiteral(FROSTED_GUI_BINARY),
                                     {QStringLiteral("--game"), QStringLiteral("petals")}, runSeed,
                                     live, tmp.filePath(QStringLiteral("config")), rng);
        QVERIFY2(killed.problem.isEmpty(),
                 qPrintable(QStringLiteral("kill %1 (PETALS_KILL_SEED=%2): %3")
                                .arg(k)
                                .arg(seed)
                                .arg(killed.problem)));
        QVERIFY2(killed.complaints.isEmpty(), killed.complaints.value(0).constData());
        const int lastSaved = killed.lastSaved, lastWriting = killed.lastWriting;
        const bool inWrite = lastWriting > lastSaved;
        duringWrite += inWrite;
        writesTotal += lastSaved;

        // Every autosave file there is loads with the rules.
        const QString cur = QDir(live).filePath(QLatin1String(kNames[0]));
        const QString prev = QDir(live).filePath(QLatin1String(kNames[1]));
        if (!QFile::exists(cur) && !QFile::exists(prev)) {
            // Only a first run killed inside its first write has nothing to leave.
            QVERIFY2(k == 0 && lastSaved == 0, "no autosave at all");
            ++nothing;
            continue;
        }
        const PetalsFiles files(comps);
        for (const QString& f : {cur, prev}) {
            QString error;
            if (QFile::exists(f))
                QVERIFY2(files.open(f, error).has_value(),
                         qPrintable(QStringLiteral("kill %1: %2").arg(k).arg(error)));
        }
        // What the run autosaved, step by step, played again here.
        const std::vector<QByteArray> steps = simulate(
            comps, start, tmp.filePath(QStringLiteral("sim-%1").arg(k)), runSeed, lastSaved + 1);
        QVERIFY2(static_cast<int>(steps.size()) > lastSaved + 1, "the run was not played again");
        // The files as found after the kill, resumed on a copy.
        const QString check = tmp.filePath(QStringLiteral("check-%1").arg(k));
        autoplaykill::copyFiles(live, check);
        const QByteArray found = newestText(comps, check);
        QVERIFY(!found.isEmpty());
        const std::size_t n = static_cast<std::size_t>(lastSaved);
        const bool isLast = steps[n] == found;
        const bool isNext = inWrite && steps[n + 1] == found;
        QVERIFY2(isLast || isNext,
                 qPrintable(QStringLiteral("kill %1 (after write %2, writing %3): the autosave "
                                           "is not the last step written")
                                .arg(k)
                                .arg(lastSaved)
                                .arg(lastWriting)));
        firstWrite += lastSaved == 0;
        (inWrite && isLast ? resumedPrevious : resumedLast)++;
        missingCurrent += !QFile::exists(cur);
        const PetalsFiles::Saved saved = files.parse(found.toStdString());
        games.insert(saved.game.dealt().seed);
        maxActions = std::max(maxActions, saved.game.history().size());
        // Resumed unless that game is over: the same game, seats and log.
        PetalsSession r(comps);
        r.setAutosaveDir(check);
        QCOMPARE(r.resumeAutosave(), !saved.game.isOver());
        if (saved.game.isOver()) {
            ++finishedGames;
            continue;
        }
        QVERIFY(r.game() == saved.game);
        QVERIFY(r.players() == saved.players);
        QCOMPARE(r.game().log().size(), saved.game.log().size());
    }
    qInfo("Petals kill test: %d kills, %d of them inside an autosave write (%d between its "
          "rename and its commit); every time the autosave loaded and resumed: to the last step "
          "written %d times, to the step before the one being written %d times (%d in a run's "
          "first write), %d times on a finished game, %d times nothing written yet; %d autosave "
          "writes completed, %d games, up to %zu actions in one game",
          kills, duringWrite, missingCurrent, resumedLast, resumedPrevious, firstWrite,
          finishedGames, nothing, writesTotal, static_cast<int>(games.size()), maxActions);
#endif
}

int main(int argc, char** argv) {
    // Qt Test stops a test function after five minutes: many kills get five seconds each.
    const QByteArray kills = qgetenv("PETALS_KILLS");
    if (!kills.isEmpty() && qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT",
                QByteArray::number(std::max<qint64>(300000, kills.toLongLong() * 5000)));
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    PetalsCrashTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash.moc"
