#include "DailyBook.h"

#include <QCoreApplication>
#include <QMap>
#include <QSettings>
#include <QVariant>

#include <algorithm>

namespace {
QDate fixedToday;
QMap<QString, QVariant>& memory() { // the days when the settings are off
    static QMap<QString, QVariant> m;
    return m;
}
} // namespace

QDate DailyBook::today() {
    return fixedToday.isValid() ? fixedToday : QDate::currentDate();
}

void DailyBook::setToday(const QDate& d) {
    fixedToday = d;
}

QString DailyBook::release() {
    const QString v = QCoreApplication::applicationVersion();
    return v.isEmpty() ? QStringLiteral("0") : v;
}

QString DailyBook::rivalName(const QString& person) {
    return person.trimmed().compare(QStringLiteral("Hazel"), Qt::CaseInsensitive) == 0
               ? QStringLiteral("Rowan")
               : QStringLiteral("Hazel");
}

QString DailyBook::key(const QDate& day, const char* what) const {
    return QStringLiteral("%1/daily/%2/%3")
        .arg(game_, day.toString(Qt::ISODate), QLatin1String(what));
}

DailyBook::Day DailyBook::read(const QDate& day) const {
    const auto value = [&](const char* what) {
        return useSettings_ ? QSettings().value(key(day, what)) : memory().value(key(day, what));
    };
    Day d;
    d.attempts = value("attempts").toInt();
    if (const QVariant b = value("best"); b.isValid())
        d.best = b.toInt();
    d.won = value("won").toBool();
    return d;
}

void DailyBook::write(const QDate& day, const Day& d) {
    const auto put = [&](const char* what, const QVariant& v) {
        if (useSettings_)
            QSettings().setValue(key(day, what), v);
        else
            memory().insert(key(day, what), v);
    };
    put("attempts", d.attempts);
    if (d.best)
        put("best", *d.best);
    put("won", d.won);
}

int DailyBook::attemptsLeft(const QDate& day) const {
    return std::max(0, attempts_ - attemptsUsed(day));
}

bool DailyBook::useAttempt(const QDate& day) {
    Day d = read(day);
    if (d.attempts >= attempts_)
        return false;
    ++d.attempts;
    write(day, d);
    return true;
}

void DailyBook::recordResult(const QDate& day, int total, bool won) {
    Day d = read(day);
    if (!d.best || total > *d.best)
        d.best = total;
    d.won = d.won || won;
    write(day, d);
}
