#include "Challenge.h"

#include "SeatDefaults.h"
#include "Words.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

using namespace frosted;

namespace challenges {

namespace {

QDate& todaySet() {
    static QDate d;
    return d;
}

// The translation context of the words below.
struct Challenge {
    Q_DECLARE_TR_FUNCTIONS(Challenge)
};

} // namespace

QString release() {
    return QStringLiteral(FROSTED_VERSION);
}

QDate today() {
    return todaySet().isValid() ? todaySet() : QDate::currentDate();
}

void setToday(const QDate& d) {
    todaySet() = d;
}

CivilDate civil(const QDate& d) {
    return {d.year(), d.month(), d.day()};
}

QDate qdate(const CivilDate& d) {
    return QDate(d.year, d.month, d.day);
}

IsoWeek weekOf(const QDate& d) {
    return isoWeekOf(civil(d));
}

QString period(Kind k, const QDate& day) {
    return QString::fromStdString(k == Kind::Daily ? isoText(civil(day)) : isoText(weekOf(day)));
}

int attemptsPerPeriod(Kind k) {
    return k == Kind::Daily ? kDailyAttempts : kWeeklyAttempts;
}

QString dayText(const QDate& d) {
    return QLocale().toString(d, QLocale::LongFormat);
}

QString dateText(const QDate& d) {
    // The locale's long date without the day of the week ("30 November 2026", "November 30,
    // 2026", "2026年11月30日").
    const QLocale loc;
    QString format = loc.dateFormat(QLocale::LongFormat);
    format.remove(QRegularExpression(QStringLiteral("dddd[,\\s]*")));
    return loc.toString(d, format.trimmed());
}

QString weekText(const IsoWeek& w) {
    const QDate monday = qdate(mondayOf(w));
    return Challenge::tr("Week %1, %2 to %3")
        .arg(w.week)
        .arg(dateText(monday), dateText(monday.addDays(6)));
}

QString periodText(Kind k, const QString& p) {
    const std::string text = p.toStdString();
    if (k == Kind::Daily) {
        if (const auto d = parseIsoDate(text))
            return dayText(qdate(*d));
    } else if (const auto w = parseIsoWeek(text)) {
        return weekText(*w);
    }
    return p;
}

QString title(Kind k) {
    return k == Kind::Daily ? Challenge::tr("Daily garden") : Challenge::tr("Garden of the week");
}

QString personName(const ComponentSet& c) {
    const QList<SeatDefault> seats = seatdefaults::fromSettings(seatdefaults::colourKeys(c));
    return seats.isEmpty() ? QStringLiteral("Ada") : seats.front().name;
}

QString rivalName(const QString& person) {
    const QString hazel = QStringLiteral("Hazel");
    return person.trimmed().compare(hazel, Qt::CaseInsensitive) == 0 ? QStringLiteral("Rowan")
                                                                     : hazel;
}

std::optional<TableChallenge> identify(const GameState& g, const Statistics& s) {
    const std::string rel = release().toStdString();
    for (Kind k : {Kind::Daily, Kind::Weekly}) {
        const QList<Statistics::ChallengeRecord>& list = s.challenges(k);
        for (auto it = list.rbegin(); it != list.rend(); ++it) {
            if (it->attempts < 1)
                continue;
            const std::string p = it->period.toStdString();
            bool match = false;
            if (k == Kind::Daily) {
                if (const auto d = parseIsoDate(p))
                    match = isDailyGame(g, *d, rel);
            } else if (const auto w = parseIsoWeek(p)) {
                match = isWeeklyGame(g, *w, rel);
            }
            if (match)
                return TableChallenge{k, it->period, it->attempts};
        }
    }
    return std::nullopt;
}

GameState deal(Kind k, const ComponentsPtr& c, const QDate& day, const QString& person) {
    const std::string rel = release().toStdString();
    if (k == Kind::Daily)
        return dailyGame(c, civil(day), rel, person.trimmed().toStdString());
    return weeklyGame(c, weekOf(day), rel, person.trimmed().toStdString(),
                      rivalName(person).toStdString());
}

QString banner(const TableChallenge& t) {
    const int of = attemptsPerPeriod(t.kind);
    return t.kind == Kind::Daily ? Challenge::tr("Daily garden — %1 (attempt %2 of %3)")
                                       .arg(periodText(t.kind, t.period))
                                       .arg(t.attempt)
                                       .arg(of)
                                 : Challenge::tr("Garden of the week — %1 (attempt %2 of %3)")
                                       .arg(periodText(t.kind, t.period))
                                       .arg(t.attempt)
                                       .arg(of);
}

} // namespace challenges
