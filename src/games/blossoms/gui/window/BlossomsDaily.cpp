#include "BlossomsDaily.h"

#include "blossoms/lab/challenge.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace {
QDate fixedToday;
QMap<QString, QVariant>& memory() { // the days when the settings are off
    static QMap<QString, QVariant> m;
    return m;
}
QString key(const QDate& day, const char* what) {
    return QStringLiteral("blossoms/daily/%1/%2")
        .arg(day.toString(Qt::ISODate), QLatin1String(what));
}
} // namespace

QDate BlossomsDaily::today() {
    return fixedToday.isValid() ? fixedToday : QDate::currentDate();
}

void BlossomsDaily::setToday(const QDate& d) {
    fixedToday = d;
}

QString BlossomsDaily::release() {
    const QString v = QCoreApplication::applicationVersion();
    return v.isEmpty() ? QStringLiteral("0") : v;
}

QString BlossomsDaily::rivalName(const QString& person) {
    return person.trimmed().compare(QStringLiteral("Hazel"), Qt::CaseInsensitive) == 0
               ? QStringLiteral("Rowan")
               : QStringLiteral("Hazel");
}

BlossomsSetup BlossomsDaily::setupFor(const QDate& day, const QString& person) {
    BlossomsSetup s;
    const auto level = blossoms::ai::botFromName(blossoms::lab::kDailyLevel);
    s.seats = {{person, false, blossoms::ai::BotKind::Medium},
               {rivalName(person), true, level.value_or(blossoms::ai::BotKind::Medium)}};
    s.seed = blossoms::lab::dailySeed(civil(day), release().toStdString());
    return s; // no variant, the start player drawn from the seed (lab/challenge.h)
}

std::optional<QDate> BlossomsDaily::dayOf(const blossoms::Game& g) {
    for (const QDate& d : {today(), today().addDays(-1)})
        if (blossoms::lab::isDailyGame(g, civil(d), release().toStdString()))
            return d;
    return std::nullopt;
}

BlossomsDaily::Day BlossomsDaily::read(const QDate& day) const {
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

void BlossomsDaily::write(const QDate& day, const Day& d) {
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

int BlossomsDaily::attemptsLeft(const QDate& day) const {
    return std::max(0, blossoms::lab::kDailyAttempts - attemptsUsed(day));
}

bool BlossomsDaily::useAttempt(const QDate& day) {
    Day d = read(day);
    if (d.attempts >= blossoms::lab::kDailyAttempts)
        return false;
    ++d.attempts;
    write(day, d);
    return true;
}

void BlossomsDaily::recordResult(const QDate& day, int total, bool won) {
    Day d = read(day);
    if (!d.best || total > *d.best)
        d.best = total;
    d.won = d.won || won;
    write(day, d);
}

BlossomsDailyDialog::BlossomsDailyDialog(const BlossomsDaily& daily, const QString& person,
                                         QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("blossomsDailyDialog"));
    setWindowTitle(tr("Daily Blossoms"));
    const QDate day = BlossomsDaily::today();
    title_ = new QLabel(QLocale().toString(day, QLocale::LongFormat), this);
    QFont f = title_->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.3);
    title_->setFont(f);
    text_ = new QLabel(this);
    text_->setWordWrap(true);
    const int left = daily.attemptsLeft(day);
    QString text = tr("Today’s deal is the same for every player of Blossoms %1. %2, play it "
                      "against %3, a computer player of medium level.")
                       .arg(BlossomsDaily::release(), person, BlossomsDaily::rivalName(person));
    text += QStringLiteral("\n\n") +
            tr("Attempts left today: %1 of %2.").arg(left).arg(blossoms::lab::kDailyAttempts);
    if (const auto b = daily.best(day))
        text += QLatin1Char('\n') + (daily.won(day) ? tr("Your best today: %1 points, and a win.")
                                                    : tr("Your best today: %1 points."))
                                        .arg(*b);
    else
        text += QLatin1Char('\n') + tr("No result yet today.");
    if (left == 0)
        text += QStringLiteral("\n\n") + tr("Come back tomorrow for a new deal.");
    text_->setText(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    play_ = buttons->addButton(tr("&Play today’s deal"), QDialogButtonBox::AcceptRole);
    play_->setObjectName(QStringLiteral("dailyPlayButton"));
    play_->setEnabled(left > 0);
    play_->setDefault(left > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* col = new QVBoxLayout(this);
    col->addWidget(title_);
    col->addWidget(text_);
    col->addWidget(buttons);
    setMinimumWidth(420);
}

QString BlossomsDailyDialog::text() const {
    return title_->text() + QLatin1Char('\n') + text_->text();
}
