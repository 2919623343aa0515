#include "PuzzleLibrary.h"

#include "Language.h"
#include "SaveFiles.h"
#include "Words.h"

#include "engine/envelope.h"
#include "engine/input.h"
#include "frosted/rules/data_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace frosted;

namespace {

// The record of solved puzzles: {"format": ..., "version": 1, "solved": {key: when}}.
constexpr engine::FileFormat kSolvedFile{"frosted-blooms-puzzles-solved", 1};
constexpr std::size_t kMaxRecordBytes = (1u << 20) - 1;

} // namespace

QString PuzzleEntry::key() const {
    return source == Source::Shipped ? id : QFileInfo(path).absoluteFilePath();
}

QString PuzzleEntry::title() const {
    return puzzle ? puzzlewords::text(puzzle->title) : QFileInfo(path).fileName();
}

// ---------------------------------------------------------------------------------------------
// Words

namespace puzzlewords {

QString text(const PuzzleText& t) {
    return QString::fromStdString(t.in(language::current().toStdString()));
}

QString goal(const ComponentSet& c, const PuzzleGoal& g) {
    switch (g.kind) {
    case PuzzleGoal::Kind::Score:
        return QCoreApplication::translate(
            "Puzzles", "Score at least %n point(s) with this turn's card", "", g.amount);
    case PuzzleGoal::Kind::Improvement:
        switch (g.improvement) {
        case Improvement::Worker:
            return QCoreApplication::translate(
                "Puzzles", "Close gaps that earn at least %n Worker(s)", "", g.amount);
        case Improvement::Barn:
            return QCoreApplication::translate(
                "Puzzles", "Close gaps that earn at least %n Barn(s)", "", g.amount);
        case Improvement::Windmill:
            return QCoreApplication::translate(
                "Puzzles", "Close gaps that earn at least %n Windmill(s)", "", g.amount);
        }
        break;
    case PuzzleGoal::Kind::Claim:
        if (g.objective >= 0)
            return QCoreApplication::translate("Puzzles", "Claim the objective “%1”")
                .arg(words::objectiveName(c, g.objective));
        return QCoreApplication::translate("Puzzles", "Claim a %1 objective")
            .arg(words::typeWord(g.claimType));
    case PuzzleGoal::Kind::Coins:
        return QCoreApplication::translate("Puzzles", "End the turn with at least %n coin(s)", "",
                                           g.amount);
    }
    return {};
}

QString goals(const ComponentSet& c, const Puzzle& p, bool oneLine) {
    QStringList parts;
    for (const PuzzleGoal& g : p.goal)
        parts << goal(c, g);
    if (oneLine)
        return parts.join(QStringLiteral(" · "));
    return parts.join(QLatin1Char('\n'));
}

QString progress(const ComponentSet& c, const GoalCheck& k) {
    switch (k.goal.kind) {
    case PuzzleGoal::Kind::Score:
        return QCoreApplication::translate("Puzzles", "Points this turn: %1 of %2")
            .arg(k.have)
            .arg(k.need);
    case PuzzleGoal::Kind::Improvement:
        switch (k.goal.improvement) {
        case Improvement::Worker:
            return QCoreApplication::translate("Puzzles", "Workers this turn: %1 of %2")
                .arg(k.have)
                .arg(k.need);
        case Improvement::Barn:
            return QCoreApplication::translate("Puzzles", "Barns this turn: %1 of %2")
                .arg(k.have)
                .arg(k.need);
        case Improvement::Windmill:
            return QCoreApplication::translate("Puzzles", "Windmills this turn: %1 of %2")
                .arg(k.have)
                .arg(k.need);
        }
        break;
    case PuzzleGoal::Kind::Claim:
        return k.met ? QCoreApplication::translate("Puzzles", "Objective claimed")
                     : QCoreApplication::translate("Puzzles", "Objective not claimed yet");
    case PuzzleGoal::Kind::Coins:
        return QCoreApplication::translate("Puzzles", "Coins now: %1 of %2")
            .arg(k.have)
            .arg(k.need);
    }
    (void)c;
    return {};
}

QString verdict(const ComponentSet& c, const GoalCheck& k) {
    switch (k.goal.kind) {
    case PuzzleGoal::Kind::Score:
        return QCoreApplication::translate("Puzzles", "You scored %1 of %2 points.")
            .arg(k.have)
            .arg(k.need);
    case PuzzleGoal::Kind::Improvement:
        switch (k.goal.improvement) {
        case Improvement::Worker:
            return QCoreApplication::translate("Puzzles", "Your gaps earned %1 of %2 Workers.")
                .arg(k.have)
                .arg(k.need);
        case Improvement::Barn:
            return QCoreApplication::translate("Puzzles", "Your gaps earned %1 of %2 Barns.")
                .arg(k.have)
                .arg(k.need);
        case Improvement::Windmill:
            return QCoreApplication::translate("Puzzles", "Your gaps earned %1 of %2 Windmills.")
                .arg(k.have)
                .arg(k.need);
        }
        break;
    case PuzzleGoal::Kind::Claim: {
        const QString what = k.goal.objective >= 0
                                 ? words::objectiveName(c, k.goal.objective)
                                 : QCoreApplication::translate("Puzzles", "a %1 objective")
                                       .arg(words::typeWord(k.goal.claimType));
        return k.met ? QCoreApplication::translate("Puzzles", "You claimed %1.").arg(what)
                     : QCoreApplication::translate("Puzzles", "You did not claim %1.").arg(what);
    }
    case PuzzleGoal::Kind::Coins:
        return QCoreApplication::translate("Puzzles", "You ended the turn with %1 of %2 coins.")
            .arg(k.have)
            .arg(k.need);
    }
    return {};
}

} // namespace puzzlewords

// ---------------------------------------------------------------------------------------------
// The library

PuzzleLibrary::PuzzleLibrary(QObject* parent)
    : QObject(parent), shipped_(shippedFolder()), user_(defaultUserFolder()) {}

QString PuzzleLibrary::shippedFolder() {
    const QString dir = QString::fromStdString(defaultPuzzleDir().string());
    if (QFileInfo(dir).isDir())
        return dir;
    return QStringLiteral(":/puzzles");
}

QString PuzzleLibrary::defaultUserFolder() {
    return QDir(savefiles::defaultAutosaveDir()).filePath(QStringLiteral("puzzles"));
}

QString PuzzleLibrary::defaultRecordPath() {
    return QDir(savefiles::defaultAutosaveDir()).filePath(QStringLiteral("puzzles.json"));
}

void PuzzleLibrary::setFolders(const QString& shipped, const QString& user) {
    shipped_ = shipped;
    user_ = user;
}

void PuzzleLibrary::setRecordPath(const QString& path) {
    recordPath_ = path;
    recordRead_ = false;
    solved_.clear();
    problem_.clear();
}

PuzzleEntry PuzzleLibrary::readFile(const ComponentsPtr& c, const QString& path,
                                    PuzzleEntry::Source source) {
    PuzzleEntry e;
    e.path = path;
    e.source = source;
    e.id = QFileInfo(path).fileName();
    if (e.id.endsWith(QLatin1String(".json")))
        e.id.chop(5);
    try {
        if (path.startsWith(QLatin1String(":/"))) {
            // The copy built into the program (Qt's resources are no files for the core).
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                throw PuzzleError("cannot be read");
            e.puzzle = puzzleFromJson(c, parseJson(f.readAll().toStdString()));
            e.puzzle->id = e.id.toStdString();
        } else {
            e.puzzle = loadPuzzle(c, savefiles::nativePath(path));
        }
    } catch (const PuzzleError& err) {
        e.problem = savefiles::bounded(QString::fromStdString(err.what()), 300);
    } catch (const InputError& err) {
        e.problem = savefiles::bounded(QString::fromStdString(err.what()), 300);
    }
    return e;
}

void PuzzleLibrary::reload(const ComponentsPtr& c) {
    entries_.clear();
    auto folder = [&](const QString& dir, PuzzleEntry::Source source) {
        if (dir.isEmpty())
            return;
        const QStringList names =
            QDir(dir).entryList({QStringLiteral("*.json")}, QDir::Files | QDir::System, QDir::Name);
        for (const QString& n : names)
            entries_ << readFile(c, QDir(dir).filePath(n), source);
    };
    folder(shipped_, PuzzleEntry::Source::Shipped);
    folder(user_, PuzzleEntry::Source::UserFolder);
    emit changed();
}

std::optional<PuzzleEntry> PuzzleLibrary::next(const QString& key) const {
    bool past = false;
    for (const PuzzleEntry& e : entries_) {
        if (past && e.puzzle)
            return e;
        past = past || e.key() == key;
    }
    return std::nullopt;
}

void PuzzleLibrary::readRecord() {
    if (recordRead_)
        return;
    recordRead_ = true;
    solved_.clear();
    if (recordPath_.isEmpty() || !QFileInfo::exists(recordPath_))
        return;
    // Read within the input limits: a FIFO, a device or a folder there is refused without being
    // opened (it never blocks the window), a file of 1 MiB or more without being read.
    nlohmann::json doc;
    try {
        doc = parseJson(readRegularFile(savefiles::nativePath(recordPath_), kMaxRecordBytes));
    } catch (const InputError&) {
        doc = nullptr;
    }
    if (!engine::readEnvelope(doc, kSolvedFile).formatMatches) {
        problem_ =
            QCoreApplication::translate(
                "Puzzles", "The record of solved puzzles %1 could not be read; it starts again.")
                .arg(savefiles::shownPath(recordPath_));
        return;
    }
    const auto solved = doc.find("solved");
    if (solved == doc.end() || !solved->is_object())
        return;
    for (const auto& [key, when] : solved->items())
        solved_.insert(QString::fromStdString(key),
                       when.is_string() ? QString::fromStdString(when.get<std::string>())
                                        : QString());
}

bool PuzzleLibrary::solved(const QString& key) const {
    const_cast<PuzzleLibrary*>(this)->readRecord();
    return solved_.contains(key);
}

int PuzzleLibrary::solvedCount() const {
    int n = 0;
    for (const PuzzleEntry& e : entries_)
        n += e.puzzle && solved(e.key());
    return n;
}

bool PuzzleLibrary::markSolved(const QString& key) {
    readRecord();
    if (solved_.contains(key))
        return true;
    solved_.insert(key, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    emit changed();
    if (recordPath_.isEmpty())
        return true;
    QJsonObject solved;
    for (auto it = solved_.begin(); it != solved_.end(); ++it)
        solved.insert(it.key(), it.value());
    QJsonObject doc;
    doc.insert(QStringLiteral("format"),
               QLatin1String(kSolvedFile.format.data(), qsizetype(kSolvedFile.format.size())));
    doc.insert(QStringLiteral("version"), kSolvedFile.current);
    doc.insert(QStringLiteral("solved"), solved);
    QDir().mkpath(QFileInfo(recordPath_).absolutePath());
    const QString err =
        savefiles::writeAtomically(recordPath_, QJsonDocument(doc).toJson(QJsonDocument::Indented));
    problem_ = err;
    return err.isEmpty();
}
