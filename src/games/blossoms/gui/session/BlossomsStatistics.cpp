#include "BlossomsStatistics.h"

#include "SaveFiles.h"

#include "blossoms/rules/module.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

using blossoms::Variant;

namespace {

constexpr const char* kFormat = "blossoms-statistics";
constexpr int kMaxCount = 1000000000;
constexpr int kMaxNameChars = 200;

QString folded(const QString& name) {
    return name.trimmed().toCaseFolded();
}

QString variantId(Variant v) {
    return QString::fromStdString(blossoms::variantName(v));
}

std::optional<int> count(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (d < 0 || d > kMaxCount || d != static_cast<double>(static_cast<int>(d)))
        return std::nullopt;
    return static_cast<int>(d);
}

} // namespace

QString BlossomsStatistics::modeId(Mode m) {
    switch (m) {
    case Mode::Hotseat:
        return QStringLiteral("hotseat");
    case Mode::Computers:
        return QStringLiteral("computers");
    case Mode::Mixed:
        break;
    }
    return QStringLiteral("mixed");
}

std::optional<BlossomsStatistics::Mode> BlossomsStatistics::modeFromId(const QString& id) {
    for (Mode m : {Mode::Hotseat, Mode::Computers, Mode::Mixed})
        if (modeId(m) == id)
            return m;
    return std::nullopt;
}

QString BlossomsStatistics::modeName(Mode m) {
    switch (m) {
    case Mode::Hotseat:
        return tr("People only (hotseat)");
    case Mode::Computers:
        return tr("Against computers");
    case Mode::Mixed:
        break;
    }
    return tr("People and computers");
}

BlossomsStatistics::Mode
BlossomsStatistics::modeOf(const std::vector<BlossomsFiles::Player>& players) {
    const auto people = std::count_if(players.begin(), players.end(),
                                      [](const BlossomsFiles::Player& p) { return !p.computer; });
    if (people == static_cast<long>(players.size()))
        return Mode::Hotseat;
    return people > 1 ? Mode::Mixed : Mode::Computers;
}

QString BlossomsStatistics::gameKey(const blossoms::Game& g,
                                    const std::vector<BlossomsFiles::Player>& players) {
    const blossoms::Game atDeal =
        blossoms::Game::fromDeal(g.componentsPtr(), g.variant(), g.dealt());
    const QByteArray text = BlossomsFiles::saveText(atDeal, players, std::nullopt, false);
    return QString::fromLatin1(
        QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16));
}

QString BlossomsStatistics::keyOf(Mode m, int players, Variant v) {
    return modeId(m) + QLatin1Char('/') + QString::number(players) + QLatin1Char('/') +
           variantId(v);
}

RecordFile::Words BlossomsStatistics::words() {
    RecordFile::Words w;
    w.keptAside = [](const QString& file, const QString& why, const QString& kept) {
        return tr("Your Blossoms statistics “%1” could not be read: %2. The file was kept as "
                  "“%3”, and the statistics start afresh.")
            .arg(file, why, kept);
    };
    w.notKept = [](const QString& file, const QString& why, const QString& error) {
        return tr("Your Blossoms statistics “%1” could not be read: %2. The file could not be "
                  "kept aside either (%3), so no statistics are saved until the next start.")
            .arg(file, why, error);
    };
    w.notSaved = [](const QString& error) {
        return tr("The Blossoms statistics were not saved: %1").arg(error);
    };
    return w;
}

BlossomsStatistics::BlossomsStatistics(const QString& path, QObject* parent)
    : QObject(parent), file_(path, words()) {
    file_.setOnProblem([this](const QString& message) { emit problemFound(message); });
}

QString BlossomsStatistics::defaultPath() {
    return QDir(savefiles::defaultAutosaveDir())
        .filePath(QStringLiteral("blossoms-statistics.json"));
}

void BlossomsStatistics::setPath(const QString& path) {
    file_.setPath(path);
    records_.clear();
    counted_.clear();
    emit changed();
}

void BlossomsStatistics::refresh() {
    const auto parse = [this](const std::optional<QByteArray>& bytes, QString& why) {
        if (!bytes) {
            records_.clear();
            counted_.clear();
            return true;
        }
        return fromJson(*bytes, why);
    };
    if (file_.refresh(parse))
        emit changed();
}

BlossomsStatistics::Record BlossomsStatistics::record(Mode m, int players, Variant v) const {
    return records_.value(keyOf(m, players, v));
}

void BlossomsStatistics::save() {
    file_.write(toJson());
    emit changed();
}

BlossomsStatistics::Outcome
BlossomsStatistics::record(const blossoms::Game& final,
                           const std::vector<BlossomsFiles::Player>& players,
                           const QDateTime& when) {
    refresh();
    Outcome out;
    out.mode = modeOf(players);
    const int n = final.seats();
    const bool anyPerson = std::any_of(players.begin(), players.end(),
                                       [](const BlossomsFiles::Player& p) { return !p.computer; });
    if (!final.isOver() || static_cast<int>(players.size()) != n || !anyPerson)
        return out;
    const QString key = gameKey(final, players);
    if (counted_.contains(key))
        return out;
    const std::vector<blossoms::Standing> standings = final.standings(); // R-BL-SCORE
    Record& rec = records_[keyOf(out.mode, n, final.variant())];
    ++rec.games;
    for (int s = 0; s < n; ++s) {
        if (players[static_cast<std::size_t>(s)].computer)
            continue;
        const blossoms::Standing& st = standings[static_cast<std::size_t>(s)];
        const QString name = QString::fromStdString(final.seatName(s)).trimmed();
        auto it = std::find_if(rec.people.begin(), rec.people.end(),
                               [&](const Person& p) { return folded(p.name) == folded(name); });
        if (it == rec.people.end()) {
            rec.people.append(Person{name, 0, 0, st.total, {}});
            it = rec.people.end() - 1;
        } else if (st.total > it->bestTotal) {
            out.personalBests.append(name);
        }
        it->name = name;
        ++it->played;
        if (st.rank == 1) {
            ++it->won;
            out.winners.append(name);
        }
        it->bestTotal = std::max(it->bestTotal, st.total);
        it->last = when.toUTC();
    }
    counted_.append(key);
    while (counted_.size() > kCountedKept)
        counted_.removeFirst();
    out.counted = true;
    save();
    return out;
}

void BlossomsStatistics::forget(const blossoms::Game& g,
                                const std::vector<BlossomsFiles::Player>& players) {
    refresh();
    if (counted_.removeAll(gameKey(g, players)) > 0)
        save();
}

void BlossomsStatistics::resetAll() {
    refresh();
    records_.clear();
    counted_.clear();
    save();
}

QByteArray BlossomsStatistics::toJson() const {
    QJsonArray recs;
    for (auto it = records_.begin(); it != records_.end(); ++it) {
        const QStringList parts = it.key().split(QLatin1Char('/'));
        QJsonArray people;
        for (const Person& p : it->people)
            people.append(QJsonObject{{QStringLiteral("name"), p.name},
                                      {QStringLiteral("played"), p.played},
                                      {QStringLiteral("won"), p.won},
                                      {QStringLiteral("bestTotal"), p.bestTotal},
                                      {QStringLiteral("last"), p.last.toString(Qt::ISODate)}});
        recs.append(QJsonObject{{QStringLiteral("mode"), parts.value(0)},
                                {QStringLiteral("players"), parts.value(1).toInt()},
                                {QStringLiteral("variant"), parts.value(2)},
                                {QStringLiteral("games"), it->games},
                                {QStringLiteral("people"), people}});
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kFormat)},
                           {QStringLiteral("version"), kFormatVersion},
                           {QStringLiteral("records"), recs},
                           {QStringLiteral("counted"), QJsonArray::fromStringList(counted_)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool BlossomsStatistics::fromJson(const QByteArray& bytes, QString& why) {
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        why = tr("it is not a JSON document");
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        why = tr("it is not a Blossoms statistics file");
        return false;
    }
    if (count(root, "version") != kFormatVersion) {
        why = tr("its version is not one this program reads");
        return false;
    }
    const auto damaged = [&why] {
        why = tr("its content is damaged");
        return false;
    };
    QMap<QString, Record> read;
    for (const QJsonValue& rv : root.value(QStringLiteral("records")).toArray()) {
        const QJsonObject ro = rv.toObject();
        const std::optional<Mode> m = modeFromId(ro.value(QStringLiteral("mode")).toString());
        const std::optional<blossoms::Variant> v =
            blossoms::variantOf(ro.value(QStringLiteral("variant")).toString().toStdString());
        const std::optional<int> players = count(ro, "players"), games = count(ro, "games");
        if (!m || !v || !players || (*players != 2 && *players != 3) || !games ||
            !ro.value(QStringLiteral("people")).isArray())
            return damaged();
        Record& r = read[keyOf(*m, *players, *v)];
        r.games = *games;
        for (const QJsonValue& pv : ro.value(QStringLiteral("people")).toArray()) {
            const QJsonObject po = pv.toObject();
            Person p;
            p.name = po.value(QStringLiteral("name")).toString().trimmed();
            const auto played = count(po, "played"), won = count(po, "won"),
                       total = count(po, "bestTotal");
            if (p.name.isEmpty() || p.name.size() > kMaxNameChars || !played || !won || !total ||
                *won > *played)
                return damaged();
            p.played = *played;
            p.won = *won;
            p.bestTotal = *total;
            p.last =
                QDateTime::fromString(po.value(QStringLiteral("last")).toString(), Qt::ISODate);
            r.people.append(p);
        }
    }
    QStringList counted;
    for (const QJsonValue& k : root.value(QStringLiteral("counted")).toArray())
        if (k.isString())
            counted.append(k.toString());
    records_ = read;
    counted_ = counted.mid(std::max<qsizetype>(0, counted.size() - kCountedKept));
    return true;
}
