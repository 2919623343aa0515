// Kill during autosave (Qt Test + QProcess): the real frosted-blooms, offscreen, its autosave in a
// temporary FROSTED_BLOOMS_DATA_HOME, with a computer at the controls (`--autoplay`, AutoPlay.h),
// killed with SIGKILL at random moments, many times over; `--autoplay-write-pause` makes each
// autosave write take a few milliseconds so that many kills land inside one. Each run resumes
// what the last one left.
//
// After each kill:
// - every autosave file there is loads with the core's loadFromFile, and none is damaged;
// - the autosave resumes (in a GameController of this process, on a copy of the files) to the
//   last step the program autosaved or the one before it (the step being written when it was
//   killed is lost, never more), with the undo history and the game log, first line included,
//   that the program had at that step.
// The steps the program took are known because AutoPlayer is deterministic: this process plays
// the same run on a copy of the files the program started from, and keeps, for each of its
// autosaves, the save text, the log lines and the number of undo steps.
//
//   FROSTED_KILLS      how many kills (default 20)
//   FROSTED_KILL_SEED  the seed of the runs and of the kill moments (default: from the clock)
#include "AutoPlay.h"
#include "GameController.h"

#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include "../shell/autoplay_kill.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>

using namespace frosted;

namespace {

struct Snapshot {
    std::string text; // the save text of the game at that autosave
    QStringList log;  // the controller's log once the step has been told
    std::size_t undo = 0;
    bool told = false;
};

// The save text of the newest autosave file in `dir` that loads (what a resume starts from), or
// empty when there is none.
std::string newestText(const ComponentsPtr& comps, const QString& dir) {
    for (const char* name : {"autosave.frosted.json", "autosave.previous.frosted.json"}) {
        const QString f = QDir(dir).filePath(QLatin1String(name));
        if (!QFile::exists(f))
            continue;
        try {
            return saveToText(loadFromFile(comps, QFile::encodeName(f).toStdString()));
        } catch (const std::exception&) {
        }
    }
    return {};
}

// The autosaves the program made in a run that started from the files in `start`: snapshot k is
// what its k-th write held (1-based), snapshot 0 what was there before the run. Played in `dir`.
std::vector<Snapshot> simulate(const ComponentsPtr& comps, const QString& start, const QString& dir,
                               quint64 seed, int writes) {
    std::vector<Snapshot> out(1);
    out[0].text = newestText(comps, start);
    out[0].told = true;
    {
        // A resume of those files (a copy: a resume autosaves) tells its log and undo steps.
        GameController before(comps);
        before.setAutosaveDir(dir + QStringLiteral("-before"));
        autoplaykill::copyFiles(start, dir + QStringLiteral("-before"));
        if (before.resumeAutosave()) {
            out[0].log = before.log();
            out[0].undo = before.undoSteps();
        }
    }
    autoplaykill::copyFiles(start, dir);
    GameController c(comps);
    c.setAutosaveDir(dir);
    QObject::connect(&c, &GameController::autosaved, &c, [&] {
        out.push_back({saveToText(c.fullState()), {}, 0, false});
    });
    auto tell = [&] {
        if (!out.back().told && !c.replaying()) {
            out.back().log = c.log();
            out.back().undo = c.undoSteps();
            out.back().told = true;
        }
    };
    AutoPlayer p(seed);
    p.begin(c);
    for (int guard = 0; guard < 200000; ++guard) {
        tell();
        if (static_cast<int>(out.size()) >= writes + 1 && out.back().told)
            break;
        p.step(c);
    }
    return out;
}

} // namespace

class CrashTest : public QObject {
    Q_OBJECT
  private slots:
    void killDuringAutosave();
};

void CrashTest::killDuringAutosave() {
#ifndef FROSTED_GUI_BINARY
    QSKIP("the GUI binary is not known");
#else
    const ComponentsPtr comps = loadComponents(defaultDataDir());
    const QByteArray killsEnv = qgetenv("FROSTED_KILLS");
    const int kills = killsEnv.isEmpty() ? 20 : killsEnv.toInt();
    const QByteArray seedEnv = qgetenv("FROSTED_KILL_SEED");
    const quint64 seed = seedEnv.isEmpty()
                             ? static_cast<quint64>(QDateTime::currentMSecsSinceEpoch() % 1000000)
                             : seedEnv.toULongLong();
    qInfo("kill test: seed %llu, %d kills (FROSTED_KILL_SEED=%llu to repeat)",
          static_cast<unsigned long long>(seed), kills, static_cast<unsigned long long>(seed));
    std::mt19937_64 rng(seed);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString live = tmp.filePath(QStringLiteral("live"));
    QVERIFY(QDir().mkpath(live));
    int duringWrite = 0, resumedLast = 0, resumedPrevious = 0, beforeFirstWrite = 0;
    int writesTotal = 0, finishedGames = 0, missingCurrent = 0;
    std::set<std::uint64_t> games;
    std::size_t maxActions = 0;
    for (int k = 0; k < kills && !QTest::currentTestFailed(); ++k) {
        const quint64 runSeed = seed * 100 + static_cast<quint64>(k);
        const QString start = tmp.filePath(QStringLiteral("start-%1").arg(k));
        autoplaykill::copyFiles(live, start);

        const autoplaykill::Killed killed =
            autoplaykill::runAndKill(QStringLiteral(FROSTED_GUI_BINARY), {}, runSeed, live,
                                     tmp.filePath(QStringLiteral("config")), rng);
        QVERIFY2(killed.problem.isEmpty(),
                 qPrintable(QStringLiteral("kill %1 (FROSTED_KILL_SEED=%2): %3")
                                .arg(k)
                                .arg(seed)
                                .arg(killed.problem)));
        QVERIFY2(killed.complaints.isEmpty(), killed.complaints.value(0).constData());
        const int lastSaved = killed.lastSaved, lastWriting = killed.lastWriting;
        const bool inWrite = lastWriting > lastSaved;
        duringWrite += inWrite;
        writesTotal += lastSaved;

        // Every autosave file there is loads.
        const QString cur = QDir(live).filePath(QStringLiteral("autosave.frosted.json"));
        const QString prev = QDir(live).filePath(QStringLiteral("autosave.previous.frosted.json"));
        if (!QFile::exists(cur) && !QFile::exists(prev)) {
            // Only a first run killed inside its first write has nothing to leave.
            QVERIFY2(k == 0 && lastSaved == 0, "no autosave at all");
            ++beforeFirstWrite;
            continue;
        }
        for (const QString& f : {cur, prev})
            if (QFile::exists(f)) {
                try {
                    (void)loadFromFile(comps, QFile::encodeName(f).toStdString());
                } catch (const std::exception& e) {
                    QFAIL(qPrintable(QStringLiteral("kill %1: %2 does not load: %3")
                                         .arg(k)
                                         .arg(f, QString::fromStdString(e.what()))));
                }
            }
        // What the run autosaved, step by step, played again here.
        const std::vector<Snapshot> steps = simulate(
            comps, start, tmp.filePath(QStringLiteral("sim-%1").arg(k)), runSeed, lastSaved + 1);
        QVERIFY2(static_cast<int>(steps.size()) > lastSaved + 1, "the run was not played again");
        // The files as found after the kill, resumed on a copy.
        const QString check = tmp.filePath(QStringLiteral("check-%1").arg(k));
        autoplaykill::copyFiles(live, check);
        GameController r(comps);
        r.setAutosaveDir(check);
        QVERIFY(r.setAsideDamagedAutosaves().isEmpty());
        const auto resumable = r.files().resumableAutosave();
        const std::string found = newestText(comps, check);
        QVERIFY(!found.empty());
        // Resumed unless that game is over.
        QCOMPARE(resumable.has_value(), !loadFromText(comps, found).isOver());
        if (resumable)
            QVERIFY(saveToText(*resumable) == found);
        // Killed between two writes: the last step written. Killed inside write N+1: step N, the
        // one before the step being written, or N+1 when the write had completed but its line
        // was not printed yet. Nothing older.
        const std::size_t n = static_cast<std::size_t>(lastSaved);
        const bool isLast = steps[n].text == found;
        const bool isNext = inWrite && steps[n + 1].text == found;
        QVERIFY2(isLast || isNext,
                 qPrintable(QStringLiteral("kill %1 (after write %2, writing %3): the autosave "
                                           "is not the last step written")
                                .arg(k)
                                .arg(lastSaved)
                                .arg(lastWriting)));
        const Snapshot* match = isLast ? &steps[n] : &steps[n + 1];
        if (lastSaved == 0)
            ++beforeFirstWrite;
        if (inWrite && isLast)
            ++resumedPrevious;
        else
            ++resumedLast;
        missingCurrent += !QFile::exists(cur);
        games.insert(loadFromText(comps, found).seed());
        maxActions = std::max(maxActions, loadFromText(comps, found).actions().size());
        if (!resumable) {
            ++finishedGames;
            continue;
        }
        QVERIFY(r.resumeAutosave());
        QCOMPARE(r.log(), match->log);
        QVERIFY(r.log().front().startsWith(QStringLiteral("New game (seed ")));
        QCOMPARE(r.undoSteps(), match->undo);
    }
    qInfo("kill test: %d kills, %d of them inside an autosave write (%d between its rename and its "
          "commit); every time the autosave loaded and resumed with its log and undo history: to "
          "the last step written %d times, to the step before the one being written %d times "
          "(%d in a run's first write), %d times on a finished game; %d autosave writes "
          "completed, %d games, up to %zu actions in one game",
          kills, duringWrite, missingCurrent, resumedLast, resumedPrevious, beforeFirstWrite,
          finishedGames, writesTotal, static_cast<int>(games.size()), maxActions);
#endif
}

int main(int argc, char** argv) {
    // Qt Test stops a test function after five minutes: many kills get five seconds each.
    const QByteArray kills = qgetenv("FROSTED_KILLS");
    if (!kills.isEmpty() && qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT",
                QByteArray::number(std::max<qint64>(300000, kills.toLongLong() * 5000)));
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    CrashTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash.moc"
