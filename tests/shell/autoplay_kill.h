// The kill during autosave of both games' crash tests (tests/gui/test_crash.cpp,
// tests/petals_gui/test_crash.cpp): the real program started offscreen with the hidden
// `--autoplay` (its autosave in a folder of the test: FROSTED_BLOOMS_DATA_HOME), killed with
// SIGKILL at a random moment once it has begun writing, and what it printed read back: the
// `writing K` / `saved K` lines of src/apps/desktop/AutoPlayRun.h.
#pragma once

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTest>

#include <csignal>
#include <random>

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

} // namespace autoplaykill
