// The kill during autosave of every game's crash test (tests/gui/test_crash.cpp,
// tests/petals_gui/test_crash.cpp): the real program started offscreen with the hidden
// `--autoplay` (its autosave in a folder of the test: FROSTED_BLOOMS_DATA_HOME), killed with
// SIGKILL at a random moment once it has begun writing, and what it printed read back: the
// `writing K` / `saved K` lines of src/apps/desktop/AutoPlayRun.h. killDuringAutosave() does it
// many times over and checks what each kill left; a game brings its files, its replay of the
// program's run and its resume (autoplaykill::Game), and no game is named here.
#pragma once

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include <sys/types.h>

namespace autoplaykill {

// `to` made a copy of the files of `from` (and nothing else).
inline void copyFiles(const QString& from, const QString& to) {
    QDir().mkpath(to);
    const QDir t(to);
    for (const QString& n : t.entryList(QDir::Files))
        QFile::remove(t.filePath(n));
    const QDir f(from);
    for (const QString& n : f.entryList(QDir::Files))
        QFile::copy(f.filePath(n), t.filePath(n));
}

struct Killed {
    QString problem; // why the run was not killed as planned; empty when it was
    int lastSaved = 0, lastWriting = 0;
    QList<QByteArray> complaints; // "damaged: …" and "autosave failed: …" lines
    bool inWrite() const { return lastWriting > lastSaved; }
};

// Runs `binary` with `args` and `--autoplay 1000000 --seed runSeed --autoplay-write-pause P` (P
// 2-9 ms, three times in each write, drawn from `rng`), its autosave folder `live` and its
// settings under `config`, and kills it 0-999 ms (from `rng`) after its first `writing 1`.
inline Killed runAndKill(const QString& binary, QStringList args, quint64 runSeed,
                         const QString& live, const QString& config, std::mt19937_64& rng) {
    Killed k;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("FROSTED_BLOOMS_DATA_HOME"), live);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    p.setProcessEnvironment(env);
    const int pause = 2 + static_cast<int>(rng() % 8);
    args << QStringLiteral("--autoplay") << QStringLiteral("1000000") << QStringLiteral("--seed")
         << QString::number(runSeed) << QStringLiteral("--autoplay-write-pause")
         << QString::number(pause);
    p.start(binary, args);
    if (!p.waitForStarted()) {
        k.problem = QStringLiteral("the program did not start: %1").arg(p.errorString());
        return k;
    }
    QElapsedTimer clock;
    clock.start();
    QByteArray out;
    while (!out.contains("writing 1") && clock.elapsed() < 20000 &&
           p.state() == QProcess::Running) {
        p.waitForReadyRead(20);
        out += p.readAllStandardOutput();
    }
    if (!out.contains("writing 1")) {
        // (This once took 0.28 s in a parallel ctest run and did not come back: say everything
        // the program left.)
        k.problem = QStringLiteral("the program %1 before its first autosave write; exit code "
                                   "%2; stdout: %3; stderr: %4")
                        .arg(p.state() == QProcess::Running ? QStringLiteral("waited 20 s")
                                                            : QStringLiteral("ended"))
                        .arg(p.exitCode())
                        .arg(QString::fromUtf8(out.left(400)),
                             QString::fromUtf8(p.readAllStandardError().left(400)));
        p.kill();
        p.waitForFinished(10000);
        return k;
    }
    QTest::qSleep(static_cast<int>(rng() % 1000));
    ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
    if (!p.waitForFinished(10000) || p.exitStatus() != QProcess::CrashExit) {
        k.problem = QStringLiteral("the program was not killed");
        return k;
    }
    out += p.readAllStandardOutput();
    for (const QByteArray& line : out.split('\n')) {
        if (line.startsWith("saved "))
            k.lastSaved = line.mid(6).toInt();
        else if (line.startsWith("writing "))
            k.lastWriting = line.mid(8).toInt();
        else if (line.startsWith("damaged") || line.startsWith("autosave failed"))
            k.complaints << line;
    }
    return k;
}

// What a game's kill test brings.
class Game {
  public:
    virtual ~Game() = default;
    // The autosave's file names: the current one, then the previous one.
    virtual QStringList autosaveNames() const = 0;
    // Why `file` does not load with the rules; empty when it does.
    virtual QString loadError(const QString& file) = 0;
    // The save text of the newest autosave file in `dir` that loads (what a resume starts
    // from), or empty when there is none.
    virtual QByteArray newestText(const QString& dir) = 0;
    // The program's run of `seed` that started from the files in `start`, played again here in
    // `dir` (a copy) up to its autosave `writes` at least: the text of each autosave, [k] what
    // its k-th write held (1-based), [0] what was there before the run.
    virtual std::vector<QByteArray> simulate(const QString& start, const QString& dir, quint64 seed,
                                             int writes) = 0;
    // The files in `dir` resumed as the program resumes them: the game of `found`, which is
    // step `step` of the last simulate(), with all that the program had at that step (Qt Test
    // checks). `finished` when that game is over (nothing to resume).
    virtual void resume(const QString& dir, const QByteArray& found, std::size_t step,
                        bool& finished) = 0;
    virtual quint64 dealSeed(const QByteArray& text) = 0;
    virtual std::size_t actions(const QByteArray& text) = 0;
};

// What the kills found, said at the end.
struct Tally {
    int duringWrite = 0, resumedLast = 0, resumedPrevious = 0, firstWrite = 0, nothing = 0;
    int writesTotal = 0, finishedGames = 0, missingCurrent = 0;
    std::set<quint64> games;
    std::size_t maxActions = 0;
};

// What kill `k` left in `live` (the run of `runSeed` started from the files in `start`), checked
// in folders of `tmp`; see killDuringAutosave().
inline void checkKill(Game& game, const Killed& killed, int k, quint64 runSeed,
                      const QString& start, const QString& live, const QTemporaryDir& tmp,
                      Tally& t) {
    const int lastSaved = killed.lastSaved;
    const bool inWrite = killed.inWrite();
    t.duringWrite += inWrite;
    t.writesTotal += lastSaved;
    // Every autosave file there is loads.
    const QStringList names = game.autosaveNames();
    const QString cur = QDir(live).filePath(names.value(0));
    const QString prev = QDir(live).filePath(names.value(1));
    if (!QFile::exists(cur) && !QFile::exists(prev)) {
        // Only a first run killed inside its first write has nothing to leave.
        QVERIFY2(k == 0 && lastSaved == 0, "no autosave at all");
        ++t.nothing;
        return;
    }
    for (const QString& f : {cur, prev})
        if (QFile::exists(f)) {
            const QString error = game.loadError(f);
            QVERIFY2(
                error.isEmpty(),
                qPrintable(QStringLiteral("kill %1: %2 does not load: %3").arg(k).arg(f, error)));
        }
    // What the run autosaved, step by step, played again here.
    const std::vector<QByteArray> steps =
        game.simulate(start, tmp.filePath(QStringLiteral("sim-%1").arg(k)), runSeed, lastSaved + 1);
    QVERIFY2(static_cast<int>(steps.size()) > lastSaved + 1, "the run was not played again");
    // The files as found after the kill, resumed on a copy. Killed between two writes: the last
    // step written. Killed inside write N+1: step N, or N+1 when the write had completed but its
    // line was not printed yet. Nothing older.
    const QString check = tmp.filePath(QStringLiteral("check-%1").arg(k));
    copyFiles(live, check);
    const QByteArray found = game.newestText(check);
    QVERIFY(!found.isEmpty());
    const std::size_t n = static_cast<std::size_t>(lastSaved);
    const bool isLast = steps[n] == found;
    const bool isNext = inWrite && steps[n + 1] == found;
    QVERIFY2(isLast || isNext,
             qPrintable(QStringLiteral("kill %1 (after write %2, writing %3): the autosave is not "
                                       "the last step written")
                            .arg(k)
                            .arg(lastSaved)
                            .arg(killed.lastWriting)));
    t.firstWrite += lastSaved == 0;
    (inWrite && isLast ? t.resumedPrevious : t.resumedLast)++;
    t.missingCurrent += !QFile::exists(cur);
    t.games.insert(game.dealSeed(found));
    t.maxActions = std::max(t.maxActions, game.actions(found));
    bool finished = false;
    game.resume(check, found, isLast ? n : n + 1, finished);
    t.finishedGames += finished;
}

// <prefix>_KILLS kills (default `kills`) of `binary` run with `args` and its autoplay, their
// moments from <prefix>_KILL_SEED (default from the clock, said with `label`). After each:
// - every autosave file there is loads, none is damaged;
// - the autosave resumes (Game::resume, on a copy of the files) to the last step the program
//   autosaved, or, killed inside a write, to the step before the one being written (or that
//   one, when the write had completed but its line was not printed yet) — never to anything
//   older. The steps are known because the autoplay is deterministic (Game::simulate).
inline void killDuringAutosave(Game& game, const QString& binary, const QStringList& args,
                               const char* prefix, int kills, const char* label) {
    const QByteArray killsEnv = qgetenv((QByteArray(prefix) + "_KILLS").constData());
    if (!killsEnv.isEmpty())
        kills = killsEnv.toInt();
    const QByteArray seedEnv = qgetenv((QByteArray(prefix) + "_KILL_SEED").constData());
    const quint64 seed = seedEnv.isEmpty()
                             ? static_cast<quint64>(QDateTime::currentMSecsSinceEpoch() % 1000000)
                             : seedEnv.toULongLong();
    qInfo("%s: seed %llu, %d kills (%s_KILL_SEED=%llu to repeat)", label,
          static_cast<unsigned long long>(seed), kills, prefix,
          static_cast<unsigned long long>(seed));
    std::mt19937_64 rng(seed);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString live = tmp.filePath(QStringLiteral("live"));
    QVERIFY(QDir().mkpath(live));
    Tally t;
    for (int k = 0; k < kills && !QTest::currentTestFailed(); ++k) {
        const quint64 runSeed = seed * 100 + static_cast<quint64>(k);
        const QString start = tmp.filePath(QStringLiteral("start-%1").arg(k));
        copyFiles(live, start);
        const Killed killed =
            runAndKill(binary, args, runSeed, live, tmp.filePath(QStringLiteral("config")), rng);
        QVERIFY2(killed.problem.isEmpty(),
                 qPrintable(QStringLiteral("kill %1 (%2_KILL_SEED=%3): %4")
                                .arg(k)
                                .arg(QLatin1String(prefix))
                                .arg(seed)
                                .arg(killed.problem)));
        QVERIFY2(killed.complaints.isEmpty(), killed.complaints.value(0).constData());
        checkKill(game, killed, k, runSeed, start, live, tmp, t);
    }
    qInfo("%s: %d kills, %d of them inside an autosave write (%d between its rename and its "
          "commit); every time the autosave loaded and resumed: to the last step written %d "
          "times, to the step before the one being written %d times (%d in a run's first "
          "write), %d times on a finished game, %d times nothing written yet; %d autosave "
          "writes completed, %d games, up to %zu actions in one game",
          label, kills, t.duringWrite, t.missingCurrent, t.resumedLast, t.resumedPrevious,
          t.firstWrite, t.finishedGames, t.nothing, t.writesTotal, static_cast<int>(t.games.size()),
          t.maxActions);
}

// Qt Test stops a test function after five minutes: many kills get five seconds each. Before
// QApplication.
inline void allowTime(const char* prefix) {
    const QByteArray kills = qgetenv((QByteArray(prefix) + "_KILLS").constData());
    if (!kills.isEmpty() && qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT",
                QByteArray::number(std::max<qint64>(300000, kills.toLongLong() * 5000)));
}

} // namespace autoplaykill
