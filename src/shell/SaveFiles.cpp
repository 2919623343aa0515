#include "SaveFiles.h"

#include "engine/files.h"

#include "engine/input.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>
#include <QThread>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace savefiles {

namespace {
constexpr int kShownPathChars = 80;
int writePauseMs = 0;

// The context of this file's sentences (translations, lupdate).
class Tr {
    Q_DECLARE_TR_FUNCTIONS(savefiles)
};

// `s` cut in its middle to `max` characters, never inside a surrogate pair.
QString elideMiddle(const QString& s, int max) {
    if (s.size() <= max)
        return s;
    int head = max * 2 / 5;
    int tail = max - head - 1;
    if (head > 0 && s[head - 1].isHighSurrogate())
        --head;
    if (tail > 0 && s[s.size() - tail].isLowSurrogate())
        --tail;
    return s.left(head) + QChar(0x2026) + s.right(tail);
}

void pause() {
    if (writePauseMs > 0)
        QThread::msleep(static_cast<unsigned long>(writePauseMs));
}
} // namespace

QString filter() {
    return Tr::tr("Frosted Blooms games (*.frosted.json);;All files (*)");
}

QString shownPath(const QString& path) {
    QString s = path;
    for (QChar& ch : s)
        if (ch.category() == QChar::Other_Control)
            ch = QLatin1Char('?');
    return elideMiddle(s, kShownPathChars);
}

QString bounded(const QString& message, int max) {
    const QString line = QString::fromStdString(
        engine::oneLine(message.toStdString(), static_cast<std::size_t>(std::max(max, 16))));
    QStringList words = line.split(QLatin1Char(' '));
    for (QString& w : words)
        w = elideMiddle(w, kShownPathChars);
    return words.join(QLatin1Char(' '));
}

std::string nativePath(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

QString fileReason(const QString& path, const std::string& coreMessage) {
    const std::string name = nativePath(path);
    if (coreMessage.size() > name.size() + 1 && coreMessage.compare(0, name.size(), name) == 0 &&
        coreMessage[name.size()] == ' ')
        return QString::fromStdString(coreMessage.substr(name.size() + 1));
    return QString::fromStdString(coreMessage);
}

QString writeAtomically(const QString& path, const QByteArray& bytes) {
    const QFileInfo info(path);
    if (info.isDir())
        return Tr::tr("Cannot write “%1”: it is a folder.").arg(shownPath(path));
    if (info.exists() && !info.isFile()) // a FIFO or a device: never opened, never blocks
        return Tr::tr("Cannot write “%1”: it is not a regular file.").arg(shownPath(path));
    try {
        // The one atomic writer (engine/files.h); the pauses let a test kill it midway.
        engine::writeFileAtomically(
            nativePath(path),
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
            writePauseMs > 0 ? std::function<void()>(pause) : std::function<void()>());
    } catch (const engine::InputError& e) {
        return Tr::tr("Cannot write “%1”: %2.").arg(shownPath(path), fileReason(path, e.what()));
    }
    return {};
}

QString writeAutosave(const QString& path, const QString& previous, const QByteArray& bytes) {
    const QFileInfo info(path);
    if (info.isDir())
        return Tr::tr("Cannot write “%1”: it is a folder.").arg(shownPath(path));
    if (info.exists()) {
        // rename(2) replaces `previous` in one step: there is always one of them on disk.
        if (std::rename(nativePath(path).c_str(), nativePath(previous).c_str()) != 0)
            return Tr::tr("Cannot keep the previous autosave as “%1”: %2.")
                .arg(shownPath(previous), QString::fromLocal8Bit(std::strerror(errno)));
        pause();
    }
    return writeAtomically(path, bytes);
}

void setWritePauseForTests(int milliseconds) {
    writePauseMs = std::max(0, milliseconds);
}

QString defaultAutosaveDir() {
    const QByteArray env = qgetenv("FROSTED_BLOOMS_DATA_HOME");
    if (!env.isEmpty())
        return QString::fromLocal8Bit(env);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

namespace {
QString keptAutosaveName(const char* kind, const QDateTime& when, int attempt,
                         const QString& suffix = QLatin1String(kSuffix)) {
    QString stamp = when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (attempt > 0)
        stamp += QStringLiteral("-%1").arg(attempt + 1);
    return QStringLiteral("autosave.%1-%2%3").arg(QLatin1String(kind), stamp, suffix);
}

// A file or anything else at `path` (a dangling link, a FIFO, a folder).
bool present(const QString& path) {
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}
} // namespace

QString damagedAutosaveName(const QDateTime& when, int attempt) {
    return keptAutosaveName("damaged", when, attempt);
}

QString damagedAutosaveName(const QDateTime& when, int attempt, const QString& suffix) {
    return keptAutosaveName("damaged", when, attempt, suffix);
}

QString unfinishedAutosaveName(const QDateTime& when, int attempt, const QString& suffix) {
    return keptAutosaveName("unfinished", when, attempt, suffix);
}

SetAside setAsideDamagedAutosaves(const QString& folder, const QStringList& paths,
                                  const AutosaveCheck& check, const KeptName& keptName) {
    SetAside out;
    if (folder.isEmpty())
        return out;
    const QDir dir(folder);
    // What a write killed half-way may leave where QSaveFile cannot use an unnamed temporary
    // file: "autosave.frosted.json.AbCdEf". Nothing else is removed.
    for (const QString& path : paths) {
        const QString tmpPrefix = QFileInfo(path).fileName() + QLatin1Char('.');
        for (const QString& name :
             dir.entryList({tmpPrefix + QStringLiteral("??????")}, QDir::Files))
            QFile::remove(dir.filePath(name));
    }
    const QDateTime now = QDateTime::currentDateTime();
    for (const QString& path : paths) {
        if (path.isEmpty() || !present(path))
            continue;
        const std::optional<AutosaveProblem> problem = check(path);
        if (!problem)
            continue;
        const QString why = problem->other ? Tr::tr("The autosave “%1” cannot be resumed: %2")
                                                 .arg(shownPath(path), problem->reason)
                                           : Tr::tr("The autosave “%1” could not be opened: %2")
                                                 .arg(shownPath(path), problem->reason);
        const QString kept = firstFreeName(
            folder, [&](int attempt) { return keptName(now, attempt, problem->other); });
        errno = 0;
        if (!kept.isEmpty() &&
            std::rename(nativePath(path).c_str(), nativePath(kept).c_str()) == 0) {
            (problem->other ? out.other : out.damaged) << kept;
            out.messages << bounded(Tr::tr("%1 It was kept as “%2” and will not be overwritten.")
                                        .arg(why, shownPath(kept)),
                                    900);
        } else {
            out.blocked = true;
            const QString err = errno ? QString::fromLocal8Bit(std::strerror(errno))
                                      : Tr::tr("no free name beside it");
            out.messages << bounded(
                Tr::tr("%1 It could not be renamed aside (%2), so nothing is autosaved until "
                       "“%3” is moved or deleted.")
                    .arg(why, err, shownPath(path)),
                900);
        }
    }
    return out;
}

QString firstFreeName(const QString& folder, const std::function<QString(int attempt)>& name) {
    const QDir dir(folder);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QFileInfo candidate(dir.filePath(name(attempt)));
        if (!candidate.exists() && !candidate.isSymLink())
            return candidate.filePath();
    }
    return {};
}

QString unfinishedAutosaveName(const QDateTime& when, int attempt) {
    return keptAutosaveName("unfinished", when, attempt);
}

QString otherDataAutosaveName(const QDateTime& when, int attempt) {
    return keptAutosaveName("other-data", when, attempt);
}

} // namespace savefiles
