#include "PetalsStatistics.h"

#include "SaveFiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>

using petals::Variant;

namespace {

constexpr const char* kFormat = "petals-statistics";
constexpr int kMaxCount = 1000000000; // any count or score in the file
constexpr int kMaxNameChars = 200;

QString folded(const QString& name) {
    return name.trimmed().toCaseFolded();
}

QString variantId(Variant v) {
    return v == Variant::Harmony ? QStringLiteral("harmony") : QStringLiteral("standard");
}

std::size_t indexOf(PetalsStatistics::Mode m, Variant v) {
    return static_cast<std::size_t>(m) * PetalsStatistics::kVariantCount +
           (v == Variant::Harmony ? 1u : 0u);
}

// A whole number in 0..kMaxCount, or nothing.
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

const std::array<PetalsStatistics::Mode, PetalsStatistics::kModeCount>& PetalsStatistics::modes() {
    static const std::array<Mode, kModeCount> all = {Mode::SoloEasy, Mode::SoloMedium,
                                                     Mode::SoloHard, Mode::Hotseat, Mode::Mixed};
    return all;
}

QString PetalsStatistics::modeId(Mode m) {
    switch (m) {
    case Mode::SoloEasy:
        return QStringLiteral("solo-easy");
    case Mode::SoloMedium:
        return QStringLiteral("solo-medium");
    case Mode::SoloHard:
        return QStringLiteral("solo-hard");
    case Mode::Hotseat:
        return QStringLiteral("hotseat");
    case Mode::Mixed:
        break;
    }
    return QStringLiteral("mixed");
}

std::optional<PetalsStatistics::Mode> PetalsStatistics::modeFromId(const QString& id) {
    for (Mode m : modes())
        if (modeId(m) == id)
            return m;
    return std::nullopt;
}

QString PetalsStatistics::modeName(Mode m) {
    switch (m) {
    case Mode::SoloEasy:
        return tr("Solo against easy computers");
    case Mode::SoloMedium:
        return tr("Solo against medium computers");
    case Mode::SoloHard:
        return tr("Solo against hard computers");
    case Mode::Hotseat:
        return tr("People only (hotseat)");
    case Mode::Mixed:
        break;
    }
    return tr("People and computers");
}

PetalsStatistics::Mode PetalsStatistics::modeOf(const std::vector<PetalsFiles::Player>& players) {
    int people = 0;
    int strongest = -1; // 0 easy, 1 medium, 2 hard
    for (const PetalsFiles::Player& p : players) {
        if (!p.computer) {
            ++people;
            continue;
        }
        int level = 0; // random and greedy count as easy
        if (p.level == petals::ai::BotKind::Medium)
            level = 1;
        else if (p.level == petals::ai::BotKind::Hard)
            level = 2;
        strongest = std::max(strongest, level);
    }
    if (strongest < 0)
        return Mode::Hotseat;
    if (people > 1)
        return Mode::Mixed;
    return strongest == 2 ? Mode::SoloHard : strongest == 1 ? Mode::SoloMedium : Mode::SoloEasy;
}

QString PetalsStatistics::gameKey(const petals::Game& g,
                                  const std::vector<PetalsFiles::Player>& players) {
    const petals::Game atDeal = petals::Game::fromDeal(g.componentsPtr(), g.variant(), g.dealt());
    const QByteArray text = PetalsFiles::saveText(atDeal, players);
    return QString::fromLatin1(
        QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16));
}

RecordFile::Words PetalsStatistics::words() {
    RecordFile::Words w; // the shell says why a file cannot be read (RecordFile.h)
    w.keptAside = [](const QString& file, const QString& why, const QString& kept) {
        return tr("Your Petals statistics “%1” could not be read: %2. The file was kept as “%3”, "
                  "and the statistics start afresh.")
            .arg(file, why, kept);
    };
    w.notKept = [](const QString& file, const QString& why, const QString& error) {
        return tr("Your Petals statistics “%1” could not be read: %2. The file could not be kept "
                  "aside either (%3), so no statistics are saved until the next start.")
            .arg(file, why, error);
    };
    w.notSaved = [](const QString& error) {
        return tr("The Petals statistics were not saved: %1").arg(error);
    };
    return w;
}

PetalsStatistics::PetalsStatistics(const QString& path, QObject* parent)
    : QObject(parent), file_(path, words()) {
    file_.setOnProblem([this](const QString& message) { emit problemFound(message); });
}

QString PetalsStatistics::defaultPath() {
    return QDir(savefiles::defaultAutosaveDir()).filePath(QStringLiteral("petals-statistics.json"));
}

void PetalsStatistics::setPath(const QString& path) {
    file_.setPath(path);
    clear();
    emit changed();
}

void PetalsStatistics::refresh() {
    const auto parse = [this](const std::optional<QByteArray>& bytes, QString& why) {
        if (!bytes) { // no file yet
            clear();
            return true;
        }
        return fromJson(*bytes, why);
    };
    if (file_.refresh(parse))
        emit changed();
}

const PetalsStatistics::Record& PetalsStatistics::record(Mode m, Variant v) const {
    return records_[indexOf(m, v)];
}

PetalsStatistics::Record& PetalsStatistics::recordRef(Mode m, Variant v) {
    return records_[indexOf(m, v)];
}

bool PetalsStatistics::isEmpty() const {
    return std::all_of(records_.begin(), records_.end(),
                       [](const Record& r) { return r.games == 0; });
}

void PetalsStatistics::clear() {
    for (Record& r : records_)
        r = {};
    counted_.clear();
}

void PetalsStatistics::save() {
    file_.write(toJson());
    emit changed();
}

PetalsStatistics::Outcome PetalsStatistics::record(const petals::Game& final,
                                                   const std::vector<PetalsFiles::Player>& players,
                                                   const QDateTime& when) {
    refresh();
    Outcome out;
    out.mode = modeOf(players);
    out.variant = final.variant();
    const int n = final.seats();
    const bool anyPerson = std::any_of(players.begin(), players.end(),
                                       [](const PetalsFiles::Player& p) { return !p.computer; });
    if (!final.isOver() || static_cast<int>(players.size()) != n || !anyPerson)
        return out;
    const QString key = gameKey(final, players);
    if (counted_.contains(key))
        return out;
    const std::vector<petals::Standing> standings = final.standings(); // R-PE-WIN, R-PE-HARM
    Record& rec = recordRef(out.mode, out.variant);
    ++rec.games;
    for (int s = 0; s < n; ++s) {
        if (players[static_cast<std::size_t>(s)].computer)
            continue;
        const petals::Standing& st = standings[static_cast<std::size_t>(s)];
        const QString name = QString::fromStdString(final.seatName(s)).trimmed();
        auto it = std::find_if(rec.people.begin(), rec.people.end(),
                               [&](const Person& p) { return folded(p.name) == folded(name); });
        if (it == rec.people.end()) {
            rec.people.append(Person{name, 0, 0, st.total, st.spread, {}});
            it = rec.people.end() - 1;
        } else if (out.variant == Variant::Harmony ? st.spread < it->bestSpread
                                                   : st.total > it->bestTotal) {
            out.personalBests.append(name);
        }
        Person& p = *it;
        p.name = name;
        ++p.played;
        const bool won = st.rank && *st.rank == 1;
        if (won) {
            ++p.won;
            out.winners.append(name);
        }
        p.bestTotal = std::max(p.bestTotal, st.total);
        p.bestSpread = std::min(p.bestSpread, st.spread);
        p.last = when.toUTC();
    }
    counted_.append(key);
    while (counted_.size() > kCountedKept)
        counted_.removeFirst();
    out.counted = true;
    save();
    return out;
}

QString PetalsStatistics::note(const Outcome& o) {
    if (!o.counted || o.personalBests.isEmpty())
        return {};
    const bool harmony = o.variant == Variant::Harmony;
    QStringList said;
    for (const QString& name : o.personalBests)
        said.append(harmony ? tr("A personal best for %1: their smallest spread so far.").arg(name)
                            : tr("A personal best for %1: their highest total so far.").arg(name));
    return said.join(QLatin1Char(' '));
}

void PetalsStatistics::forget(const petals::Game& g,
                              const std::vector<PetalsFiles::Player>& players) {
    refresh();
    if (counted_.removeAll(gameKey(g, players)) > 0)
        save();
}

void PetalsStatistics::resetAll() {
    refresh();
    clear();
    save();
}

QByteArray PetalsStatistics::toJson() const {
    QJsonArray recs;
    for (Mode m : modes())
        for (Variant v : {Variant::Standard, Variant::Harmony}) {
            const Record& r = record(m, v);
            if (r.games == 0)
                continue;
            QJsonArray people;
            for (const Person& p : r.people)
                people.append(QJsonObject{{QStringLiteral("name"), p.name},
                                          {QStringLiteral("played"), p.played},
                                          {QStringLiteral("won"), p.won},
                                          {QStringLiteral("bestTotal"), p.bestTotal},
                                          {QStringLiteral("bestSpread"), p.bestSpread},
                                          {QStringLiteral("last"), p.last.toString(Qt::ISODate)}});
            recs.append(QJsonObject{{QStringLiteral("mode"), modeId(m)},
                                    {QStringLiteral("variant"), variantId(v)},
                                    {QStringLiteral("games"), r.games},
                                    {QStringLiteral("people"), people}});
        }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kFormat)},
                           {QStringLiteral("version"), kFormatVersion},
                           {QStringLiteral("records"), recs},
                           {QStringLiteral("counted"), QJsonArray::fromStringList(counted_)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool PetalsStatistics::fromJson(const QByteArray& bytes, QString& why) {
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        why = tr("it is not a JSON document");
        return false;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        why = tr("it is not a Petals statistics file");
        return false;
    }
    if (count(root, "version") != kFormatVersion) {
        why = tr("its version is not one this program reads");
        return false;
    }
    std::array<Record, kModeCount * kVariantCount> read;
    const auto damaged = [&why] {
        why = tr("its content is damaged");
        return false;
    };
    for (const QJsonValue& rv : root.value(QStringLiteral("records")).toArray()) {
        const QJsonObject ro = rv.toObject();
        const std::optional<Mode> m = modeFromId(ro.value(QStringLiteral("mode")).toString());
        const QString vid = ro.value(QStringLiteral("variant")).toString();
        const std::optional<int> games = count(ro, "games");
        if (!m || (vid != variantId(Variant::Standard) && vid != variantId(Variant::Harmony)) ||
            !games || !ro.value(QStringLiteral("people")).isArray())
            return damaged();
        Record& r = read[indexOf(*m, vid == QLatin1String("harmony") ? Variant::Harmony
                                                                     : Variant::Standard)];
        r.games = *games;
        for (const QJsonValue& pv : ro.value(QStringLiteral("people")).toArray()) {
            const QJsonObject po = pv.toObject();
            Person p;
            p.name = po.value(QStringLiteral("name")).toString().trimmed();
            const auto played = count(po, "played"), won = count(po, "won"),
                       total = count(po, "bestTotal"), spread = count(po, "bestSpread");
            if (p.name.isEmpty() || p.name.size() > kMaxNameChars || !played || !won || !total ||
                !spread || *won > *played)
                return damaged();
            p.played = *played;
            p.won = *won;
            p.bestTotal = *total;
            p.bestSpread = *spread;
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
