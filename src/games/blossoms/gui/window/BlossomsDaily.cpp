#include "BlossomsDaily.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

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
            tr("Attempts left today: %1 of %2.").arg(left).arg(daily.attempts());
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
