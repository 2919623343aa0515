#include "PetalsDaily.h"

#include "petals/lab/challenge.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

PetalsSetup PetalsDaily::setupFor(const QDate& day, const QString& person) {
    PetalsSetup s;
    const auto level = petals::ai::botFromName(petals::lab::kDailyLevel);
    s.seats = {{person, false, petals::ai::BotKind::Medium},
               {rivalName(person), true, level.value_or(petals::ai::BotKind::Medium)}};
    s.variant = petals::Variant::Standard;
    s.seed = petals::lab::dailySeed(civil(day), release().toStdString());
    return s;
}

std::optional<QDate> PetalsDaily::dayOf(const petals::Game& g) {
    for (const QDate& d : {today(), today().addDays(-1)})
        if (petals::lab::isDailyGame(g, civil(d), release().toStdString()))
            return d;
    return std::nullopt;
}

PetalsDailyDialog::PetalsDailyDialog(const PetalsDaily& daily, const QString& person,
                                     QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("petalsDailyDialog"));
    setWindowTitle(tr("Daily Petals"));
    const QDate day = PetalsDaily::today();
    title_ = new QLabel(QLocale().toString(day, QLocale::LongFormat), this);
    QFont f = title_->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.3);
    title_->setFont(f);
    text_ = new QLabel(this);
    text_->setWordWrap(true);
    const int left = daily.attemptsLeft(day);
    QString text = tr("Today’s deal is the same for every player of Petals %1. %2, play it "
                      "against %3, a computer player of medium level.")
                       .arg(PetalsDaily::release(), person, PetalsDaily::rivalName(person));
    text += QStringLiteral("\n\n") +
            tr("Attempts left today: %1 of %2.").arg(left).arg(petals::lab::kDailyAttempts);
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

QString PetalsDailyDialog::text() const {
    return title_->text() + QLatin1Char('\n') + text_->text();
}
