#include "SingleInstance.h"

#include "SaveFiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>

namespace {
constexpr qint64 kMaxLine = 64 * 1024; // a path, never a whole file
const QByteArray kOpen = QByteArrayLiteral("open ");
const QByteArray kRaise = QByteArrayLiteral("raise");
const QByteArray kOk = QByteArrayLiteral("ok\n");
SingleInstance* listening_ = nullptr;
} // namespace

SingleInstance::SingleInstance(QString name, QObject* parent)
    : QObject(parent), name_(std::move(name)) {}

SingleInstance::~SingleInstance() {
    if (listening_ == this)
        listening_ = nullptr;
}

SingleInstance* SingleInstance::listening() {
    return listening_;
}

void SingleInstance::stopListening() {
    if (server_)
        server_->close();
    if (listening_ == this)
        listening_ = nullptr;
}

QString SingleInstance::defaultName() {
    const QString folder = QDir(savefiles::defaultAutosaveDir()).absolutePath();
    const QByteArray hash =
        QCryptographicHash::hash(folder.toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
    return QStringLiteral("frosted-blooms-") + QString::fromLatin1(hash);
}

bool SingleInstance::handOff(const QString& name, const QString& file, int timeoutMs) {
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(timeoutMs))
        return false; // nobody runs (or a socket left by a crash)
    socket.write(file.isEmpty() ? kRaise + '\n' : kOpen + file.toUtf8() + '\n');
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    QByteArray answer;
    while (!answer.contains('\n') && socket.waitForReadyRead(timeoutMs))
        answer += socket.readAll();
    return answer == kOk;
}

bool SingleInstance::listen() {
    server_ = new QLocalServer(this);
    server_->setSocketOptions(QLocalServer::UserAccessOption);
    if (!server_->listen(name_)) {
        // A socket file of a program that is gone (handOff() found nobody answering on it).
        QLocalServer::removeServer(name_);
        if (!server_->listen(name_))
            return false;
    }
    listening_ = this;
    connect(server_, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = server_->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readFrom(socket); });
            if (socket->bytesAvailable() > 0)
                readFrom(socket);
        }
    });
    return true;
}

void SingleInstance::readFrom(QLocalSocket* socket) {
    if (!socket->canReadLine()) {
        if (socket->bytesAvailable() > kMaxLine)
            socket->abort(); // not one of ours
        return;
    }
    QByteArray line = socket->readLine(kMaxLine);
    if (line.endsWith('\n'))
        line.chop(1);
    if (line == kRaise) {
        socket->write(kOk);
        emit activated(QString());
    } else if (line.startsWith(kOpen) && line.size() > kOpen.size()) {
        socket->write(kOk);
        emit activated(QString::fromUtf8(line.mid(kOpen.size())));
    } else {
        socket->abort();
        return;
    }
    socket->flush();
    socket->disconnectFromServer();
}
