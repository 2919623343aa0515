#include "GameFiles.h"

#include "SaveFiles.h"
#include "engine/input.h"
#include "frosted/rules/save.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

using namespace frosted;

GameFiles::GameFiles(ComponentsPtr builtIn)
    : components_(std::move(builtIn)),
      builtInHash_(QString::fromStdString(components_->contentHash)) {
    names_.insert(builtInHash_, QString());
}

void GameFiles::setDataSet(ComponentsPtr set, const QString& name) {
    components_ = std::move(set);
    const QString hash = QString::fromStdString(components_->contentHash);
    if (hash != builtInHash_) // a folder holding the built-in files is the built-in data
        names_.insert(hash, name);
}

QByteArray GameFiles::saveText(const GameState& g) const {
    const QString name = names_.value(QString::fromStdString(g.components().contentHash));
    if (name.isEmpty())
        return QByteArray::fromStdString(saveToText(g));
    nlohmann::json doc = saveToJson(g);
    doc["data_name"] = name.toStdString();
    return QByteArray::fromStdString(doc.dump(1) + "\n"); // saveToText's layout
}

QString GameFiles::save(const GameState& g, const QString& path) const {
    return savefiles::writeAtomically(path, saveText(g));
}

namespace {
QString sentence(QString s) {
    s = s.trimmed();
    // A sentence that ends without a full stop gets one (a Japanese one ends with "。").
    if (!s.isEmpty() && !s.endsWith(QLatin1Char('.')) && !s.endsWith(QChar(0x3002)))
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

QString GameFiles::setName(const QString& hash) const {
    if (hash == builtInHash_)
        return tr("the built-in data");
    const QString name = names_.value(hash);
    return name.isEmpty() ? QString() : tr("the data set “%1”").arg(name);
}

QString GameFiles::otherDataReason(const QString& hash, const QString& savedName) const {
    const QString inUseHash = QString::fromStdString(components_->contentHash);
    const QString inUse = setName(inUseHash);
    const QString inUseName = names_.value(inUseHash);
    // A set seen in this session is known by its hash; else the name the file gives, if any.
    const QString name = hash == builtInHash_ ? QString() : names_.value(hash, savedName);
    if (!name.isEmpty() && name == inUseName)
        return tr("it was made with another version of %1: its files have changed since. Put "
                  "back the files it was made with to open it.")
            .arg(inUse);
    const QString made = hash == builtInHash_ ? tr("the built-in data")
                         : name.isEmpty()     ? QString()
                                              : tr("the data set “%1”").arg(name);
    if (made.isEmpty())
        return tr("it was made with another data set than %1, the one in use (the file names it "
                  "only by its content, %2).")
            .arg(inUse, hash);
    if (hash == builtInHash_)
        return tr("it was made with %1, and %2 is in use: choose Game ▸ Use the built-in data "
                  "set, then open it again.")
            .arg(made, inUse);
    return tr("it was made with %1, and %2 is in use: choose its folder with Game ▸ Open data "
              "set…, then open it again.")
        .arg(made, inUse);
}

QString GameFiles::reasonFor(const QString& path, const std::exception& e, bool* otherData) const {
    const auto* se = dynamic_cast<const SaveError*>(&e);
    if (otherData)
        *otherData = se && se->code() == "data_mismatch";
    if (!se || se->code() != "data_mismatch")
        return openReason(path, e);
    // Which set the file was made with: its hash and, written by this game, its folder's name.
    QString hash = tr("unknown"), name;
    try {
        const nlohmann::json doc = parseJson(readRegularFile(savefiles::nativePath(path)));
        const auto text = [&](const char* key) {
            const auto it = doc.find(key);
            return it != doc.end() && it->is_string()
                       ? QString::fromStdString(oneLine(it->get<std::string>(), 60))
                       : QString();
        };
        if (const QString h = text("data_hash"); !h.isEmpty())
            hash = h;
        name = text("data_name");
    } catch (const std::exception&) {
        // The core read it a moment ago; if it is gone now, the set stays unnamed.
    }
    return otherDataReason(hash, name);
}

std::optional<GameState> GameFiles::open(const QString& path, QString& error) const {
    try {
        return loadFromFile(components_, savefiles::nativePath(path));
    } catch (const std::exception& e) {
        error =
            savefiles::bounded(tr("Cannot open “%1”: %2")
                                   .arg(savefiles::shownPath(path), reasonFor(path, e, nullptr)));
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
    return savefiles::writeAutosave(autosavePath(), previousAutosavePath(), saveText(g));
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

QString GameFiles::keepUnfinishedAutosave(QString& error) const {
    error.clear();
    const std::optional<GameState> g = resumableAutosave();
    if (!g)
        return {};
    const QDateTime now = QDateTime::currentDateTime();
    const QString target = savefiles::firstFreeName(
        dir_, [&](int attempt) { return savefiles::unfinishedAutosaveName(now, attempt); });
    if (target.isEmpty())
        return {};
    error = save(*g, target);
    return error.isEmpty() ? target : QString();
}

QStringList GameFiles::setAsideDamagedAutosaves() {
    // The shell's way (savefiles::setAsideDamagedAutosaves); an autosave of another data set is
    // kept under a name of its own (autosave.other-data-<time>.frosted.json).
    const savefiles::SetAside done = savefiles::setAsideDamagedAutosaves(
        dir_, {autosavePath(), previousAutosavePath()},
        [this](const QString& path) -> std::optional<savefiles::AutosaveProblem> {
            try {
                (void)loadFromFile(components_, savefiles::nativePath(path));
                return std::nullopt;
            } catch (const std::exception& e) {
                savefiles::AutosaveProblem problem;
                problem.reason = reasonFor(path, e, &problem.other);
                return problem;
            }
        },
        [](const QDateTime& when, int attempt, bool otherData) {
            return otherData ? savefiles::otherDataAutosaveName(when, attempt)
                             : savefiles::damagedAutosaveName(when, attempt);
        });
    damaged_ = done.damaged;
    otherData_ = done.other;
    blocked_ = blocked_ || done.blocked;
    return done.messages;
}
