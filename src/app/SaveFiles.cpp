#include "SaveFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace savefiles {

namespace {
// A save of a full 4-player game is a few hundred kilobytes; anything far larger is not one.
constexpr qint64 kMaxBytes = 64LL * 1024 * 1024;

QString tr(const char* s) {
    return QCoreApplication::translate("savefiles", s);
}
} // namespace

QString filter() {
    return tr("Frosted Blooms games (*.frosted.json);;All files (*)");
}

QString readAll(const QString& path, QByteArray& out) {
    const QFileInfo info(path);
    if (!info.exists())
        return tr("Cannot open “%1”: there is no such file.").arg(path);
    if (info.isDir())
        return tr("Cannot open “%1”: it is a folder, not a saved game.").arg(path);
    if (info.size() > kMaxBytes)
        return tr("Cannot open “%1”: at %2 MB it is far too large to be a saved game.")
            .arg(path)
            .arg(info.size() / (1024 * 1024));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return tr("Cannot open “%1”: %2.").arg(path, f.errorString());
    out = f.readAll();
    if (f.error() != QFileDevice::NoError)
        return tr("Cannot read “%1”: %2.").arg(path, f.errorString());
    return {};
}

QString writeAtomically(const QString& path, const QByteArray& bytes) {
    const QFileInfo info(path);
    if (info.isDir())
        return tr("Cannot write “%1”: it is a folder.").arg(path);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return tr("Cannot write “%1”: %2.").arg(path, f.errorString());
    if (f.write(bytes) != bytes.size()) {
        const QString why = f.errorString();
        f.cancelWriting();
        return tr("Cannot write “%1”: %2. The previous file is unchanged.").arg(path, why);
    }
    if (!f.commit())
        return tr("Cannot write “%1”: %2. The previous file is unchanged.")
            .arg(path, f.errorString());
    return {};
}

QString defaultAutosaveDir() {
    const QByteArray env = qgetenv("FROSTED_BLOOMS_DATA_HOME");
    if (!env.isEmpty())
        return QString::fromLocal8Bit(env);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

} // namespace savefiles
