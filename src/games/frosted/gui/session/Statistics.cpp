#include "Statistics.h"

#include "SaveFiles.h"
#include "Words.h"

#include "engine/envelope.h"
#include "engine/input.h"
#include "frosted/lab/challenge.h"
#include "frosted/rules/save.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

using namespace frosted;

namespace {

constexpr const char* kFormat = "frosted-blooms-statistics";
// The envelope of the file (engine/envelope.h): this one version is read and written.
constexpr engine::FileFormat kStatisticsFile{kFormat, Statistics::kFormatVersion,
                                             Statistics::kFormatVersion};

// The envelope as the engine's one check reads it. Qt reads every number as a double: a whole
// one is given as the whole number it is, anything else as the double (no version).
engine::Envelope envelopeOf(const QJsonObject& root) {
    nlohmann::json head = {
        {"format", root.value(QStringLiteral("format")).toString().toStdString()}};
    if (const QJsonValue v = root.value(QStringLiteral("version")); v.isDouble()) {
        const double d = v.toDouble();
        if (std::trunc(d) == d && std::fabs(d) < 9.0e15)
            head["version"] = static_cast<std::int64_t>(d);
        else
            head["version"] = d;
    }
    return engine::readEnvelope(head, kStatisticsFile);
}
constexpr qint64 kMaxCount = 1000000000; // any count or score in the file
constexpr int kMaxNameChars = 200;

QString folded(const QString& name) {
    return name.trimmed().toCaseFolded();
}

QString isoDate(const QDateTime& when) {
    return when.toUTC().toString(Qt::ISODate);
}

// Best first; an older score before an equal newer one (it was there first).
void sortBest(QList<Statistics::Best>& best) {
    std::stable_sort(best.begin(), best.end(),
                     [](const Statistics::Best& a, const Statistics::Best& b) {
                         if (a.score != b.score)
                             return a.score > b.score;
                         return a.when < b.when;
                     });
}

// Reading the document: each helper returns false with `where` naming the offending entry.
struct Reader {
    QString where;

    bool integer(const QJsonObject& o, const char* key, const QString& at, qint64& out) {
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d > double(kMaxCount) || std::floor(d) != d) {
            where = at + QLatin1Char('.') + QLatin1String(key);
            return false;
        }
        out = static_cast<qint64>(d);
        return true;
    }
    bool integer(const QJsonObject& o, const char* key, const QString& at, int& out) {
        qint64 v = 0;
        if (!integer(o, key, at, v) || v > std::numeric_limits<int>::max()) {
            where = at + QLatin1Char('.') + QLatin1String(key);
            return false;
        }
        out = static_cast<int>(v);
        return true;
    }
    bool name(const QJsonObject& o, const QString& at, QString& out) {
        const QJsonValue v = o.value(QLatin1String("name"));
        out = v.toString().trimmed();
        if (!v.isString() || out.isEmpty() || out.size() > kMaxNameChars) {
            where = at + QStringLiteral(".name");
            return false;
        }
        return true;
    }
    bool date(const QJsonObject& o, const char* key, const QString& at, QDateTime& out) {
        const QJsonValue v = o.value(QLatin1String(key));
        out = QDateTime::fromString(v.toString(), Qt::ISODate);
        if (!v.isString() || !out.isValid()) {
            where = at + QLatin1Char('.') + QLatin1String(key);
            return false;
        }
        out = out.toUTC();
        return true;
    }
    bool fail(const QString& at) {
        where = at;
        return false;
    }
};

} // namespace

// ---------------------------------------------------------------------------------------------
// Modes and results

const std::array<Statistics::Mode, Statistics::kModeCount>& Statistics::modes() {
    static const std::array<Mode, kModeCount> all = {
        Mode::Solo, Mode::ComputerEasy, Mode::ComputerMedium, Mode::ComputerHard, Mode::Hotseat};
    return all;
}

QString Statistics::modeId(Mode m) {
    switch (m) {
    case Mode::Solo:
        return QStringLiteral("solo");
    case Mode::ComputerEasy:
        return QStringLiteral("computer-easy");
    case Mode::ComputerMedium:
        return QStringLiteral("computer-medium");
    case Mode::ComputerHard:
        return QStringLiteral("computer-hard");
    case Mode::Hotseat:
        break;
    }
    return QStringLiteral("hotseat");
}

std::optional<Statistics::Mode> Statistics::modeFromId(const QString& id) {
    for (Mode m : modes())
        if (modeId(m) == id)
            return m;
    return std::nullopt;
}

Statistics::Mode Statistics::modeOf(bool solo, const std::vector<std::string>& computers) {
    if (solo)
        return Mode::Solo;
    int strongest = -1; // 0 easy, 1 medium, 2 hard
    for (const std::string& c : computers) {
        if (c.empty())
            continue;
        const int level = c == "hard" ? 2 : c == "easy" || c == "greedy" || c == "random" ? 0 : 1;
        strongest = std::max(strongest, level);
    }
    switch (strongest) {
    case 0:
        return Mode::ComputerEasy;
    case 1:
        return Mode::ComputerMedium;
    case 2:
        return Mode::ComputerHard;
    default:
        return Mode::Hotseat;
    }
}

Statistics::Mode Statistics::modeOf(const GameState& g) {
    return modeOf(g.solo(), g.computers());
}

Statistics::Result Statistics::resultOf(const GameState& g, const QDateTime& when) {
    Result r;
    r.mode = modeOf(g);
    r.when = when.toUTC();
    // The core's lines: the seats in seat order, then the Master Gardener.
    const std::vector<FinalScore> scores = g.scores();
    for (int seat = 0; seat < g.seatCount() && seat < static_cast<int>(scores.size()); ++seat) {
        const FinalScore& s = scores[static_cast<std::size_t>(seat)];
        if (g.isComputer(seat) || s.gardener)
            continue;
        r.people.push_back({words::q(s.name), s.total, s.rank == 1});
    }
    return r;
}

QString Statistics::gameKey(const GameState& g) {
    nlohmann::json doc = saveToJson(g);
    doc.erase("actions");
    const QByteArray bytes = QByteArray::fromStdString(doc.dump());
    return QString::fromLatin1(
        QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(32));
}

// ---------------------------------------------------------------------------------------------
// The figures

Statistics::Statistics(const QString& path, QObject* parent)
    : QObject(parent), file_(path, words()) {
    file_.setOnProblem([this](const QString& message) { emit problemFound(message); });
}

QString Statistics::defaultPath() {
    return QDir(savefiles::defaultAutosaveDir()).filePath(QStringLiteral("statistics.json"));
}

void Statistics::setPath(const QString& path) {
    file_.setPath(path);
    lastRecorded_ = {};
    clear();
    emit changed();
}

bool Statistics::isEmpty() const {
    const auto noResult = [](const ChallengeRecord& r) { return r.finished == 0; };
    return std::all_of(modes_.begin(), modes_.end(),
                       [](const ModeRecord& m) { return m.games == 0 && m.best.isEmpty(); }) &&
           std::all_of(daily_.begin(), daily_.end(), noResult) &&
           std::all_of(weekly_.begin(), weekly_.end(), noResult);
}

void Statistics::clear() {
    for (ModeRecord& m : modes_)
        m = {};
    counted_.clear();
    daily_.clear();
    weekly_.clear();
}

Statistics::Person& Statistics::personFor(ModeRecord& m, const QString& name) {
    const QString key = folded(name);
    for (Person& p : m.people)
        if (folded(p.name) == key)
            return p;
    m.people.push_back({});
    m.people.back().name = name.trimmed();
    return m.people.back();
}

Statistics::Outcome Statistics::record(const Result& r, const QString& key) {
    Outcome o;
    o.mode = r.mode;
    if (r.people.isEmpty())
        return o;
    refresh();
    if (!key.isEmpty() && counted_.contains(key))
        return o;
    ModeRecord& m = modes_[static_cast<std::size_t>(r.mode)];
    const int top = m.best.isEmpty() ? -1 : m.best.front().score; // -1: the mode's first game
    const QDateTime when = r.when.isValid() ? r.when.toUTC() : QDateTime::currentDateTimeUtc();
    ++m.games;
    QStringList seen; // one person once per game: "Ann" and "ann" at one table are one row
    for (const Seat& seat : r.people) {
        Seat s = seat;
        if (s.name.trimmed().isEmpty()) // a name of spaces only (the core allows it)
            s.name = tr("(no name)");
        if (seen.contains(folded(s.name)))
            continue;
        seen << folded(s.name);
        Person& p = personFor(m, s.name);
        const bool before = p.played > 0;
        const int previousBest = p.best;
        p.name = s.name.trimmed(); // the spelling of the last game
        ++p.played;
        p.total += s.score;
        p.best = before ? std::max(p.best, s.score) : s.score;
        if (s.won) {
            ++p.won;
            ++p.streak;
            p.longest = std::max(p.longest, p.streak);
            if (p.streak >= 3)
                o.streaks.push_back({p.name, p.streak});
        } else
            p.streak = 0;
        p.last = when;
        if (before && s.score > previousBest)
            o.personalBests.push_back({p.name, s.score, s.won});
        m.best.push_back({p.name, s.score, when});
        if (top >= 0 && s.score > top && (!o.modeBest || s.score > o.modeBest->score))
            o.modeBest = Best{p.name, s.score, when};
    }
    sortBest(m.best);
    while (m.best.size() > kBestScores)
        m.best.removeLast();
    if (o.modeBest) // the mode's record says it; no second line for the same person
        o.personalBests.removeIf(
            [&](const Seat& s) { return folded(s.name) == folded(o.modeBest->name); });
    if (!key.isEmpty()) {
        counted_.push_back(key);
        while (counted_.size() > kCountedKept)
            counted_.removeFirst();
    }
    lastRecorded_ = when;
    o.counted = true;
    write();
    emit changed();
    return o;
}

void Statistics::forget(const QString& key) {
    if (key.isEmpty())
        return;
    refresh();
    if (counted_.removeAll(key) > 0)
        write();
}

void Statistics::reset(Mode m) {
    refresh();
    modes_[static_cast<std::size_t>(m)] = {};
    write();
    emit changed();
}

void Statistics::resetAll() {
    refresh();
    // The keys of the games counted stay: a game counted before cannot count again by finishing
    // a second time.
    for (ModeRecord& m : modes_)
        m = {};
    forgetChallengeResults();
    write();
    emit changed();
}

// ---------------------------------------------------------------------------------------------
// The daily garden and the garden of the week

bool Statistics::better(int scoreA, bool wonA, int scoreB, bool wonB) {
    if (wonA != wonB)
        return wonA;
    return scoreA > scoreB;
}

Statistics::ChallengeRecord Statistics::challenge(Challenge k, const QString& period) const {
    for (const ChallengeRecord& r : challenges(k))
        if (r.period == period)
            return r;
    ChallengeRecord none;
    none.period = period;
    return none;
}

bool Statistics::useAttempt(Challenge k, const QString& period, int limit) {
    refresh();
    QList<ChallengeRecord>& list = challengeList(k);
    auto it = std::find_if(list.begin(), list.end(),
                           [&](const ChallengeRecord& r) { return r.period == period; });
    if (it == list.end()) {
        if (limit < 1)
            return false;
        ChallengeRecord r;
        r.period = period;
        // Periods sort as their ISO text: kept in order, the oldest dropped beyond the limit.
        it = list.insert(std::lower_bound(list.begin(), list.end(), period,
                                          [](const ChallengeRecord& a, const QString& p) {
                                              return a.period < p;
                                          }),
                         r);
    }
    if (it->attempts >= limit)
        return false;
    ++it->attempts;
    const int kept = k == Challenge::Daily ? kDaysKept : kWeeksKept;
    while (list.size() > kept)
        list.removeFirst();
    write();
    emit changed();
    return true;
}

Statistics::ChallengeOutcome Statistics::recordChallenge(Challenge k, const QString& period,
                                                         int score, bool won) {
    ChallengeOutcome o;
    refresh();
    QList<ChallengeRecord>& list = challengeList(k);
    auto it = std::find_if(list.begin(), list.end(),
                           [&](const ChallengeRecord& r) { return r.period == period; });
    if (it == list.end() || it->finished >= it->attempts)
        return o;
    o.newBest = it->finished > 0 && better(score, won, it->best, it->won);
    if (it->finished == 0 || o.newBest) {
        it->best = score;
        it->won = won;
    }
    ++it->finished;
    o.counted = true;
    o.record = *it;
    write();
    emit changed();
    return o;
}

void Statistics::resetChallenges() {
    refresh();
    forgetChallengeResults();
    write();
    emit changed();
}

void Statistics::forgetChallengeResults() {
    for (QList<ChallengeRecord>* list : {&daily_, &weekly_})
        for (ChallengeRecord& r : *list) {
            r.finished = 0;
            r.best = 0;
            r.won = false;
        }
}

QString Statistics::note(const Outcome& o) {
    if (!o.counted)
        return {};
    QStringList said;
    if (o.modeBest) {
        const QString who = o.modeBest->name;
        const int n = o.modeBest->score;
        switch (o.mode) {
        case Mode::Solo:
            said << tr("New best score in solo games: %1 with %n point(s)!", "", n).arg(who);
            break;
        case Mode::ComputerEasy:
            said << tr("New best score in games against easy computer players: %1 with %n "
                       "point(s)!",
                       "", n)
                        .arg(who);
            break;
        case Mode::ComputerMedium:
            said << tr("New best score in games against medium computer players: %1 with %n "
                       "point(s)!",
                       "", n)
                        .arg(who);
            break;
        case Mode::ComputerHard:
            said << tr("New best score in games against hard computer players: %1 with %n "
                       "point(s)!",
                       "", n)
                        .arg(who);
            break;
        case Mode::Hotseat:
            said << tr("New best score in hotseat games: %1 with %n point(s)!", "", n).arg(who);
            break;
        }
    }
    for (const Seat& s : o.personalBests)
        said << tr("A personal best for %1: %n point(s)!", "", s.score).arg(s.name);
    for (const auto& [name, streak] : o.streaks)
        said << tr("%1 has won %n games in a row!", "", streak).arg(name);
    return said.join(QLatin1Char(' '));
}

// ---------------------------------------------------------------------------------------------
// The file

RecordFile::Words Statistics::words() {
    RecordFile::Words w; // the shell says why a file cannot be read (RecordFile.h)
    w.keptAside = [](const QString& file, const QString& why, const QString& kept) {
        return tr("Your statistics “%1” could not be read: %2. The file was kept as “%3”, and "
                  "the statistics start afresh.")
            .arg(file, why, kept);
    };
    w.notKept = [](const QString& file, const QString& why, const QString& error) {
        return tr("Your statistics “%1” could not be read: %2. The file could not be kept "
                  "aside either (%3), so no statistics are saved until the next start.")
            .arg(file, why, error);
    };
    w.notSaved = [](const QString& error) {
        return tr("The statistics were not saved: %1").arg(error);
    };
    return w;
}

// The figures of a document read whole, or none when there is no file yet.
bool Statistics::parse(const std::optional<QByteArray>& bytes, QString& why) {
    if (!bytes) {
        clear();
        return true;
    }
    return fromJson(*bytes, why);
}

void Statistics::refresh() {
    const bool wasLoaded = file_.loaded();
    if (file_.refresh(
            [this](const std::optional<QByteArray>& b, QString& why) { return parse(b, why); }) &&
        wasLoaded)
        emit changed();
}

bool Statistics::write() {
    return file_.write(toJson());
}

QByteArray Statistics::toJson() const {
    QJsonObject modes;
    for (Mode id : Statistics::modes()) {
        const ModeRecord& m = mode(id);
        if (m.games == 0 && m.people.isEmpty() && m.best.isEmpty())
            continue;
        QJsonArray people;
        for (const Person& p : m.people)
            people.append(QJsonObject{{QStringLiteral("name"), p.name},
                                      {QStringLiteral("played"), p.played},
                                      {QStringLiteral("won"), p.won},
                                      {QStringLiteral("best"), p.best},
                                      {QStringLiteral("total"), p.total},
                                      {QStringLiteral("streak"), p.streak},
                                      {QStringLiteral("longest"), p.longest},
                                      {QStringLiteral("last"), isoDate(p.last)}});
        QJsonArray best;
        for (const Best& b : m.best)
            best.append(QJsonObject{{QStringLiteral("name"), b.name},
                                    {QStringLiteral("score"), b.score},
                                    {QStringLiteral("date"), isoDate(b.when)}});
        modes.insert(modeId(id), QJsonObject{{QStringLiteral("games"), m.games},
                                             {QStringLiteral("people"), people},
                                             {QStringLiteral("best"), best}});
    }
    QJsonObject doc{{QStringLiteral("format"), QLatin1String(kFormat)},
                    {QStringLiteral("version"), kFormatVersion},
                    {QStringLiteral("modes"), modes},
                    {QStringLiteral("counted"), QJsonArray::fromStringList(counted_)}};
    for (Challenge k : {Challenge::Daily, Challenge::Weekly}) {
        QJsonArray records;
        for (const ChallengeRecord& r : challenges(k))
            records.append(QJsonObject{
                {k == Challenge::Daily ? QStringLiteral("date") : QStringLiteral("week"), r.period},
                {QStringLiteral("attempts"), r.attempts},
                {QStringLiteral("finished"), r.finished},
                {QStringLiteral("best"), r.best},
                {QStringLiteral("won"), r.won}});
        if (!records.isEmpty())
            doc.insert(k == Challenge::Daily ? QStringLiteral("daily") : QStringLiteral("weekly"),
                       records);
    }
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

bool Statistics::fromJson(const QByteArray& bytes, QString& why) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        why = tr("it is not a JSON document");
        return false;
    }
    const QJsonObject root = doc.object();
    const engine::Envelope envelope = envelopeOf(root);
    if (!envelope.formatMatches) {
        why = tr("it is not a statistics file of Frosted Blooms");
        return false;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!envelope.supported) {
        why =
            tr("it is in format version %1; this version of the game reads version %2")
                .arg(version.isDouble() ? QString::number(version.toDouble()) : QStringLiteral("?"))
                .arg(kFormatVersion);
        return false;
    }
    Reader rd;
    std::array<ModeRecord, kModeCount> read;
    QStringList counted;
    QList<ChallengeRecord> challengeRead[2];
    const auto parse = [&]() -> bool {
        const QJsonValue modesValue = root.value(QStringLiteral("modes"));
        if (!modesValue.isObject())
            return rd.fail(QStringLiteral("modes"));
        const QJsonObject modes = modesValue.toObject();
        for (auto it = modes.begin(); it != modes.end(); ++it) {
            const QString at = QStringLiteral("modes.") + it.key();
            const std::optional<Mode> id = modeFromId(it.key());
            if (!id || !it.value().isObject())
                return rd.fail(at);
            const QJsonObject o = it.value().toObject();
            ModeRecord& m = read[static_cast<std::size_t>(*id)];
            if (!rd.integer(o, "games", at, m.games))
                return false;
            const QJsonValue people = o.value(QStringLiteral("people"));
            const QJsonValue best = o.value(QStringLiteral("best"));
            if (!people.isArray())
                return rd.fail(at + QStringLiteral(".people"));
            if (!best.isArray() || best.toArray().size() > kBestScores)
                return rd.fail(at + QStringLiteral(".best"));
            QStringList names;
            const QJsonArray pa = people.toArray();
            for (int i = 0; i < pa.size(); ++i) {
                const QString pat = at + QStringLiteral(".people[%1]").arg(i);
                if (!pa[i].isObject())
                    return rd.fail(pat);
                const QJsonObject po = pa[i].toObject();
                Person p;
                if (!rd.name(po, pat, p.name) || !rd.integer(po, "played", pat, p.played) ||
                    !rd.integer(po, "won", pat, p.won) || !rd.integer(po, "best", pat, p.best) ||
                    !rd.integer(po, "total", pat, p.total) ||
                    !rd.integer(po, "streak", pat, p.streak) ||
                    !rd.integer(po, "longest", pat, p.longest) || !rd.date(po, "last", pat, p.last))
                    return false;
                // What the figures can be after any games: one person once, at least one game,
                // wins within the games, streaks within the wins, the best within the total.
                if (names.contains(folded(p.name)) || p.played < 1 || p.played > m.games ||
                    p.won > p.played || p.streak > p.longest || p.longest > p.won ||
                    p.best > p.total)
                    return rd.fail(pat);
                names << folded(p.name);
                m.people.push_back(p);
            }
            const QJsonArray ba = best.toArray();
            for (int i = 0; i < ba.size(); ++i) {
                const QString bat = at + QStringLiteral(".best[%1]").arg(i);
                if (!ba[i].isObject())
                    return rd.fail(bat);
                const QJsonObject bo = ba[i].toObject();
                Best b;
                if (!rd.name(bo, bat, b.name) || !rd.integer(bo, "score", bat, b.score) ||
                    !rd.date(bo, "date", bat, b.when))
                    return false;
                m.best.push_back(b);
            }
            sortBest(m.best);
        }
        const QJsonValue keys = root.value(QStringLiteral("counted"));
        if (!keys.isUndefined()) {
            if (!keys.isArray())
                return rd.fail(QStringLiteral("counted"));
            for (const QJsonValue& k : keys.toArray()) {
                if (!k.isString() || k.toString().isEmpty() || k.toString().size() > 128)
                    return rd.fail(QStringLiteral("counted"));
                counted << k.toString();
            }
        }
        // The daily garden and the garden of the week (absent from files of release 0.3).
        for (Challenge k : {Challenge::Daily, Challenge::Weekly}) {
            const bool daily = k == Challenge::Daily;
            const QString key = daily ? QStringLiteral("daily") : QStringLiteral("weekly");
            const QJsonValue v = root.value(key);
            if (v.isUndefined())
                continue;
            if (!v.isArray() || v.toArray().size() > (daily ? kDaysKept : kWeeksKept))
                return rd.fail(key);
            const QJsonArray a = v.toArray();
            QList<ChallengeRecord>& out = challengeRead[daily ? 0 : 1];
            for (int i = 0; i < a.size(); ++i) {
                const QString at = key + QStringLiteral("[%1]").arg(i);
                if (!a[i].isObject())
                    return rd.fail(at);
                const QJsonObject o = a[i].toObject();
                ChallengeRecord r;
                const QJsonValue period =
                    o.value(daily ? QLatin1String("date") : QLatin1String("week"));
                r.period = period.toString();
                const std::string text = r.period.toStdString();
                if (!period.isString() ||
                    !(daily ? bool(parseIsoDate(text)) : bool(parseIsoWeek(text))))
                    return rd.fail(at +
                                   (daily ? QStringLiteral(".date") : QStringLiteral(".week")));
                if (!rd.integer(o, "attempts", at, r.attempts) ||
                    !rd.integer(o, "finished", at, r.finished) ||
                    !rd.integer(o, "best", at, r.best))
                    return false;
                const QJsonValue won = o.value(QStringLiteral("won"));
                if (!won.isBool())
                    return rd.fail(at + QStringLiteral(".won"));
                r.won = won.toBool();
                // Within the attempts; in order, each period once; no result without a game.
                if (r.finished > r.attempts || (!out.isEmpty() && out.back().period >= r.period) ||
                    (r.finished == 0 && (r.best != 0 || r.won)))
                    return rd.fail(at);
                out.push_back(r);
            }
        }
        return true;
    };
    if (!parse()) {
        why = tr("it is damaged (the entry “%1” is not as expected)").arg(rd.where);
        return false;
    }
    modes_ = read;
    daily_ = challengeRead[0];
    weekly_ = challengeRead[1];
    counted_ = counted.mid(std::max<qsizetype>(0, counted.size() - kCountedKept));
    return true;
}
