// One window per user (SingleInstance, issue 18; on plain sockets since issue 32's start-up
// work): a second program hands its file to the running one, which alone can reach its socket;
// lines that are not the program's are dropped; a socket left by a crash is taken over, and the
// socket goes when the program stops listening — never another program's.
#include "SingleInstance.h"

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <future>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

QString uniqueName() {
    return QStringLiteral("frosted-blooms-test-") +
           QUuid::createUuid().toString(QUuid::Id128).left(12);
}

// handOff() waits for the answer, which the listener gives from this thread's event loop: the
// second program is played by another thread.
bool handOffWhileListening(const QString& name, const QString& file) {
    auto answer = std::async(std::launch::async,
                             [name, file] { return SingleInstance::handOff(name, file, 5000); });
    while (answer.wait_for(std::chrono::milliseconds(0)) != std::future_status::ready)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return answer.get();
}

// A raw client: sends `bytes`, then waits up to `ms` for anything back.
QByteArray sendRaw(const QString& name, const QByteArray& bytes, int ms) {
    auto reply = std::async(std::launch::async, [name, bytes, ms] {
        const QByteArray path = SingleInstance::socketPath(name);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::memcpy(a.sun_path, path.constData(), std::size_t(path.size()));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        timeval limit{0, ms * 1000};
        ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
        QByteArray got;
        if (::connect(fd, reinterpret_cast<const sockaddr*>(&a), sizeof a) == 0) {
            ::send(fd, bytes.constData(), std::size_t(bytes.size()), MSG_NOSIGNAL);
            char buffer[64];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n > 0)
                got.append(buffer, n);
        }
        ::close(fd);
        return got;
    });
    while (reply.wait_for(std::chrono::milliseconds(0)) != std::future_status::ready)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return reply.get();
}

} // namespace

class SingleInstanceTest : public QObject {
    Q_OBJECT
  private slots:
    void nobodyListeningRefusesAtOnce();
    void theRunningProgramTakesTheFile();
    void theSocketIsTheUsersAlone();
    void linesNotOfTheProgramAreDropped();
    void aSocketLeftByACrashIsTakenOver();
    void stoppingRemovesOnlyItsOwnSocket();
};

void SingleInstanceTest::nobodyListeningRefusesAtOnce() {
    QElapsedTimer t;
    t.start();
    QVERIFY(!SingleInstance::handOff(uniqueName(), QStringLiteral("/tmp/x.frosted.json"), 3000));
    QVERIFY(t.elapsed() < 2000); // not the timeout: refused
}

void SingleInstanceTest::theRunningProgramTakesTheFile() {
    SingleInstance running(uniqueName());
    QVERIFY(running.listen());
    QCOMPARE(SingleInstance::listening(), &running);
    QSignalSpy asked(&running, &SingleInstance::activated);
    const QString file = QStringLiteral("/home/ada/Jardins d’été/partie.frosted.json");
    QVERIFY(handOffWhileListening(running.name(), file));
    QTRY_COMPARE(asked.size(), 1);
    QCOMPARE(asked.front().front().toString(), file);
    QVERIFY(handOffWhileListening(running.name(), QString())); // only: come forward
    QTRY_COMPARE(asked.size(), 2);
    QVERIFY(asked.back().front().toString().isEmpty());
}

void SingleInstanceTest::theSocketIsTheUsersAlone() {
    SingleInstance running(uniqueName());
    QVERIFY(running.listen());
    struct stat st {};
    QCOMPARE(::lstat(SingleInstance::socketPath(running.name()).constData(), &st), 0);
    QVERIFY(S_ISSOCK(st.st_mode));
    QCOMPARE(st.st_mode & 077, 0u); // nobody else may connect
}

void SingleInstanceTest::linesNotOfTheProgramAreDropped() {
    SingleInstance running(uniqueName());
    QVERIFY(running.listen());
    QSignalSpy asked(&running, &SingleInstance::activated);
    QCOMPARE(sendRaw(running.name(), "GET / HTTP/1.0\n", 500), QByteArray());
    QCOMPARE(sendRaw(running.name(), "open \n", 500), QByteArray()); // no file named
    QCOMPARE(sendRaw(running.name(), QByteArray(70 * 1024, 'x'), 500), QByteArray()); // no line
    QCOMPARE(sendRaw(running.name(), "raise", 300), QByteArray()); // unfinished: waits for it
    QCoreApplication::processEvents();
    QCOMPARE(asked.size(), 0);
    // Still listening after all that.
    QVERIFY(handOffWhileListening(running.name(), QString()));
    QTRY_COMPARE(asked.size(), 1);
}

void SingleInstanceTest::aSocketLeftByACrashIsTakenOver() {
    const QString name = uniqueName();
    const QByteArray path = SingleInstance::socketPath(name);
    { // A program that died without removing its socket.
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::memcpy(a.sun_path, path.constData(), std::size_t(path.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<const sockaddr*>(&a), sizeof a), 0);
        ::close(fd);
    }
    QVERIFY(QFile::exists(QFile::decodeName(path)));
    QVERIFY(!SingleInstance::handOff(name, QString(), 1000)); // nobody answers on it
    SingleInstance running(name);
    QVERIFY(running.listen());
    QSignalSpy asked(&running, &SingleInstance::activated);
    QVERIFY(handOffWhileListening(name, QStringLiteral("/tmp/a.frosted.json")));
    QTRY_COMPARE(asked.size(), 1);
}

void SingleInstanceTest::stoppingRemovesOnlyItsOwnSocket() {
    const QString name = uniqueName();
    const QString path = QFile::decodeName(SingleInstance::socketPath(name));
    {
        SingleInstance first(name);
        QVERIFY(first.listen());
        first.stopListening(); // Settings ▸ Language: the next program takes the name
        QVERIFY(!QFile::exists(path));
        QCOMPARE(SingleInstance::listening(), nullptr);
        QVERIFY(first.listen());
        SingleInstance next(name); // took the name meanwhile (as after a restart)
        QVERIFY(next.listen());
        QVERIFY(QFile::exists(path));
    } // `first` ends after `next`: the socket was next's, and next removed it
    QVERIFY(!QFile::exists(path));
    {
        SingleInstance next(name);
        QVERIFY(next.listen());
        {
            SingleInstance old(name + QStringLiteral("-other"));
            QVERIFY(old.listen());
        }
        QVERIFY(QFile::exists(path));
        SingleInstance first(name);
        QVERIFY(first.listen()); // replaces next's socket
        next.stopListening();    // next's file is first's now: left alone
        QVERIFY(QFile::exists(path));
        QSignalSpy asked(&first, &SingleInstance::activated);
        QVERIFY(handOffWhileListening(name, QString()));
        QTRY_COMPARE(asked.size(), 1);
    }
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(SingleInstanceTest)
#include "test_single_instance.moc"
