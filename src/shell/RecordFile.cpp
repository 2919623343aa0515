#include "RecordFile.h"

#include "SaveFiles.h"

#include "engine/input.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

void RecordFile::setPath(const QString& path) {
    path_ = path;
    loaded_ = false;
    blocked_ = false;
    stamp_ = {};
    problem_.clear();
    writeError_.clear();
}

RecordFile::Stamp RecordFile::stampNow() const {
    const QFileInfo info(path_);
    if (!info.exists())
        return {};
    return {true, info.size(), info.lastModified().toMSecsSinceEpoch()};
}

void RecordFile::tell(const QString& message) const {
    if (onProblem_)
        onProblem_(message);
}

bool RecordFile::refresh(const Parse& parse) {
    QString ignored;
    if (path_.isEmpty()) {
        loaded_ = true;
        return false; // in memory only: the figures are the owner's
    }
    const Stamp now = stampNow();
    if (loaded_ && now == stamp_)
        return false;
    loaded_ = true;
    stamp_ = now;
    if (blocked_)
        return false; // the file that could not be moved aside: the figures of this session stay
    const QFileInfo info(path_);
    QString why;
    QByteArray bytes;
    if (!info.exists()) { // nothing recorded yet
        parse(std::nullopt, ignored);
        return true;
    }
    if (info.isDir())
        why = tr("it is a folder, not a file");
    else if (!info.isFile()) // a FIFO or a device: never opened, never blocks
        why = tr("it is not a regular file");
    else if (info.size() > kMaxFileBytes)
        why = tr("it is larger than 1 MiB");
    else {
        try {
            bytes = QByteArray::fromStdString(
                engine::readRegularFile(savefiles::nativePath(path_), kMaxFileBytes));
        } catch (const engine::InputError& e) {
            why = savefiles::fileReason(path_, e.what());
        }
    }
    if (why.isEmpty() && parse(bytes, why))
        return true;
    parse(std::nullopt, ignored);
    keepAside(why);
    return true;
}

void RecordFile::keepAside(const QString& why) {
    const QFileInfo info(path_);
    const QString base = info.completeBaseName();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString kept = savefiles::firstFreeName(info.absolutePath(), [&](int attempt) {
        return attempt == 0
                   ? QStringLiteral("%1.damaged-%2.json").arg(base, stamp)
                   : QStringLiteral("%1.damaged-%2-%3.json").arg(base, stamp).arg(attempt + 1);
    });
    if (!kept.isEmpty() && std::rename(savefiles::nativePath(path_).c_str(),
                                       savefiles::nativePath(kept).c_str()) == 0) {
        problem_ = words_.keptAside(savefiles::shownPath(path_), why,
                                    savefiles::shownPath(QFileInfo(kept).fileName()));
        stamp_ = stampNow();
    } else {
        const QString error =
            kept.isEmpty() ? tr("no free name") : QString::fromLocal8Bit(std::strerror(errno));
        problem_ = words_.notKept(savefiles::shownPath(path_), why, error);
        blocked_ = true;
    }
    tell(problem_);
}

bool RecordFile::write(const QByteArray& bytes) {
    if (path_.isEmpty())
        return true;
    if (blocked_) {
        writeError_ = problem_;
        return false;
    }
    const QString folder = QFileInfo(path_).absolutePath();
    QString err;
    if (!QDir().mkpath(folder))
        err = tr("Cannot create the folder “%1”.").arg(savefiles::shownPath(folder));
    else
        err = savefiles::writeAtomically(path_, bytes);
    const bool reported = !writeError_.isEmpty();
    writeError_ = err.isEmpty() ? QString() : words_.notSaved(err);
    stamp_ = stampNow();
    if (!writeError_.isEmpty() && !reported)
        tell(writeError_);
    return writeError_.isEmpty();
}
