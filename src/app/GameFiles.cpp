#include "GameFiles.h"

#include "SaveFiles.h"
#include "frosted/save.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

using namespace frosted;

GameFiles::GameFiles(ComponentsPtr components) : components_(std::move(components)) {}

QString GameFiles::save(const GameState& g, const QString& path) const {
    return savefiles::writeAtomically(path, QByteArray::fromStdString(saveToText(g)));
}

namespace {
QString sentence(QString s) {
    s = s.trimmed();
    if (!s.isEmpty() && !s.endsWith(QLatin1Char('.')))
        s += QLatin1Char('.');
    return s;
}
} // namespace

QString GameFiles::openReason(const QString& path, const std::exception& e) {
    const auto* se = dynamic_cast<const SaveError*>(&e);
    if (se && se->code() == "io_error")
        return sentence(tr("it %1").arg(savefiles::fileReason(path, se->what())));
    if (se)
        return sentence(QString::fromStdString(se->what()));
    return sentence(tr("the file is damaged (%1)").arg(QString::fromStdString(e.what())));
}

QString GameFiles::openProblem(const QString& path, const std::exception& e) {
    return savefiles::bounded(
        tr("Cannot open “%1”: %2").arg(savefiles::shownPath(path), openReason(path, e)));
}

std::optional<GameState> GameFiles::open(const QString& path, QString& error) const {
    try {
        return loadFromFile(components_, savefiles::nativePath(path));
    } catch (const std::exception& e) {
        error = openProblem(path, e);
        return std::nullopt;
    }
}

QString GameFiles::exportRecord(const GameState& g, const QString& path) const {
    const std::string text = frosted::replayRecord(g).dump(2) + "\n";
    return savefiles::writeAtomically(path, QByteArray::fromStdString(text));
}

void GameFiles::setAutosaveDir(const QString& dir) {
    dir_ = dir;
    blocked_ = false;
    damaged_.clear();
}

QString GameFiles::autosavePath() const {
    if (dir_.isEmpty())
        return {};
    return QDir(dir_).filePath(QLatin1String(savefiles::kAutosaveName));
}

QString GameFiles::previousAutosavePath() const {
    if (dir_.isEmpty())
        return {};
    return QDir(dir_).filePath(QLatin1String(savefiles::kPreviousAutosaveName));
}

QString GameFiles::writeAutosave(const GameState& g,
                                 const std::function<void()>& beforeWrite) const {
    if (!QDir().mkpath(dir_))
        return tr("Cannot create the folder “%1” for the autosave.")
            .arg(savefiles::shownPath(dir_));
    if (beforeWrite)
        beforeWrite();
    return savefiles::writeAutosave(autosavePath(), previousAutosavePath(),
                                    QByteArray::fromStdString(saveToText(g)));
}

namespace {
// A file or anything else at `path` (a dangling link, a FIFO, a folder).
bool present(const QString& path) {
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}
} // namespace

std::optional<GameState> GameFiles::resumableAutosave() const {
    // The newest generation that loads decides; an older one is only for a newer one that was
    // lost (a crash between the two steps of a write) or is damaged.
    for (const QString& path : {autosavePath(), previousAutosavePath()}) {
        if (path.isEmpty() || !present(path))
            continue;
        try {
            GameState g = loadFromFile(components_, savefiles::nativePath(path));
            if (g.isOver())
                return std::nullopt;
            return g;
        } catch (const std::exception&) {
            continue;
        }
    }
    return std::nullopt;
}

QStringList GameFiles::setAsideDamagedAutosaves() {
    QStringList messages;
    damaged_.clear();
    if (dir_.isEmpty())
        return messages;
    const QDir dir(dir_);
    // What a write killed half-way may leave where QSaveFile cannot use an unnamed temporary
    // file: "autosave.frosted.json.AbCdEf". Nothing else is removed.
    const QString tmpPrefix = QLatin1String(savefiles::kAutosaveName) + QLatin1Char('.');
    for (const QString& name : dir.entryList({tmpPrefix + QStringLiteral("??????")}, QDir::Files))
        QFile::remove(dir.filePath(name));
    const QDateTime now = QDateTime::currentDateTime();
    for (const QString& path : {autosavePath(), previousAutosavePath()}) {
        if (!present(path))
            continue;
        QString why;
        try {
            (void)loadFromFile(components_, savefiles::nativePath(path));
            continue;
        } catch (const std::exception& e) {
            why = tr("The autosave “%1” could not be opened: %2")
                      .arg(savefiles::shownPath(path), openReason(path, e));
        }
        QString kept;
        for (int attempt = 0; attempt < 100 && kept.isEmpty(); ++attempt) {
            const QString target = dir.filePath(savefiles::damagedAutosaveName(now, attempt));
            if (!present(target))
                kept = target;
        }
        errno = 0;
        if (!kept.isEmpty() && std::rename(savefiles::nativePath(path).c_str(),
                                           savefiles::nativePath(kept).c_str()) == 0) {
            damaged_ << kept;
            messages << savefiles::bounded(tr("%1 It was kept as “%2” and will not be overwritten.")
                                               .arg(why, savefiles::shownPath(kept)),
                                           900);
        } else {
            blocked_ = true;
            const QString err =
                errno ? QString::fromLocal8Bit(std::strerror(errno)) : tr("no free name beside it");
            messages << savefiles::bounded(
                tr("%1 It could not be renamed aside (%2), so nothing is autosaved until “%3” "
                   "is moved or deleted.")
                    .arg(why, err, savefiles::shownPath(path)),
                900);
        }
    }
    return messages;
}
