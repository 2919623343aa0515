#include "SingleInstance.h"

#include "SaveFiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSocketNotifier>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <functional>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {
constexpr qsizetype kMaxLine = 64 * 1024; // a path, never a whole file
const QByteArray kOpen = QByteArrayLiteral("open ");
const QByteArray kRaise = QByteArrayLiteral("raise");
const QByteArray kOk = QByteArrayLiteral("ok\n");
SingleInstance* listening_ = nullptr;

bool address(const QByteArray& path, sockaddr_un& a) {
    std::memset(&a, 0, sizeof a);
    a.sun_family = AF_UNIX;
    if (path.isEmpty() || path.size() >= qsizetype(sizeof a.sun_path))
        return false;
    std::memcpy(a.sun_path, path.constData(), std::size_t(path.size()));
    return true;
}

bool sendAll(int fd, QByteArray data) {
    while (!data.isEmpty()) {
        const ssize_t n = ::send(fd, data.constData(), std::size_t(data.size()), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data.remove(0, n);
    }
    return true;
}

unsigned long inodeOf(const QByteArray& path) {
    struct stat st {};
    return ::lstat(path.constData(), &st) == 0 && S_ISSOCK(st.st_mode) ? st.st_ino : 0;
}

// One second program's connection: its line read as it comes, answered, then closed.
class Client : public QObject {
  public:
    Client(int fd, SingleInstance* owner, std::function<void(const QString&)> activate)
        : QObject(owner), fd_(fd), activate_(std::move(activate)),
          notifier_(fd, QSocketNotifier::Read, this) {
        connect(&notifier_, &QSocketNotifier::activated, this, &Client::read);
    }
    ~Client() override { ::close(fd_); }

  private:
    void read() {
        char buffer[4096];
        const ssize_t n = ::recv(fd_, buffer, sizeof buffer, MSG_DONTWAIT);
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            return;
        if (n <= 0)
            return finish(); // gone, or an error
        line_.append(buffer, n);
        const qsizetype end = line_.indexOf('\n');
        if (end < 0) {
            if (line_.size() > kMaxLine)
                finish(); // not one of ours
            return;
        }
        const QByteArray line = line_.left(end);
        QString file;
        if (line == kRaise)
            file = QString();
        else if (line.startsWith(kOpen) && line.size() > kOpen.size())
            file = QString::fromUtf8(line.mid(kOpen.size()));
        else
            return finish(); // not one of ours: no answer
        sendAll(fd_, kOk);
        finish();
        activate_(file); // may open dialogs: after this connection is done with
    }
    void finish() {
        notifier_.setEnabled(false);
        deleteLater();
    }

    int fd_;
    std::function<void(const QString&)> activate_;
    QSocketNotifier notifier_;
    QByteArray line_;
};
} // namespace

SingleInstance::SingleInstance(QString name, QObject* parent)
    : QObject(parent), name_(std::move(name)) {}

SingleInstance::~SingleInstance() {
    stopListening();
}

SingleInstance* SingleInstance::listening() {
    return listening_;
}

void SingleInstance::stopListening() {
    if (server_ >= 0) {
        delete notifier_;
        notifier_ = nullptr;
        ::close(server_);
        server_ = -1;
        // The socket file goes with it, unless another program has since put its own there.
        if (const QByteArray path = socketPath(name_); inode_ && inodeOf(path) == inode_)
            ::unlink(path.constData());
        inode_ = 0;
    }
    if (listening_ == this)
        listening_ = nullptr;
}

QString SingleInstance::defaultName() {
    const QString folder = QDir(savefiles::defaultAutosaveDir()).absolutePath();
    const QByteArray hash =
        QCryptographicHash::hash(folder.toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
    return QStringLiteral("frosted-blooms-") + QString::fromLatin1(hash);
}

QByteArray SingleInstance::socketPath(const QString& name) {
    // Where Qt's QLocalServer put it in earlier releases: the temporary folder.
    const QByteArray path = QFile::encodeName(QDir::tempPath() + QLatin1Char('/') + name);
    sockaddr_un a;
    return address(path, a) ? path : QByteArray();
}

bool SingleInstance::handOff(const QString& name, const QString& file, int timeoutMs) {
    sockaddr_un a;
    if (!address(socketPath(name), a))
        return false;
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    timeval limit{timeoutMs / 1000, (timeoutMs % 1000) * 1000};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, sizeof limit);
    QByteArray answer;
    // Nobody listening (or a socket left by a crash): refused at once.
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&a), sizeof a) == 0 &&
        sendAll(fd, file.isEmpty() ? kRaise + '\n' : kOpen + file.toUtf8() + '\n')) {
        char buffer[64];
        while (!answer.contains('\n') && answer.size() < 64) {
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break; // closed, or no answer in time
            answer.append(buffer, n);
        }
    }
    ::close(fd);
    return answer == kOk;
}

bool SingleInstance::listen() {
    stopListening();
    const QByteArray path = socketPath(name_);
    sockaddr_un final;
    QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/frosted-blooms-XXXXXX")); // 0700
    sockaddr_un made;
    const QByteArray madePath = QFile::encodeName(folder.filePath(QStringLiteral("s")));
    if (!address(path, final) || !folder.isValid() || !address(madePath, made))
        return false;
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return false;
    // Made where only this user can reach it, then moved into place (replacing a socket nobody
    // answered on: handOff() found nobody before).
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&made), sizeof made) != 0 ||
        ::chmod(madePath.constData(), 0600) != 0 || ::listen(fd, 8) != 0 ||
        ::rename(madePath.constData(), path.constData()) != 0) {
        ::close(fd);
        return false;
    }
    server_ = fd;
    inode_ = inodeOf(path);
    listening_ = this;
    notifier_ = new QSocketNotifier(fd, QSocketNotifier::Read, this);
    connect(notifier_, &QSocketNotifier::activated, this, &SingleInstance::acceptAll);
    return true;
}

void SingleInstance::acceptAll() {
    for (;;) {
        const int client = ::accept4(server_, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (client < 0)
            return; // none left (EAGAIN), or an error: the next one is taken as it comes
        new Client(client, this, [this](const QString& file) { emit activated(file); });
    }
}
