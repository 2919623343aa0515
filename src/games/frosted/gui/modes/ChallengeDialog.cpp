#include "ChallengeDialog.h"

#include "Art.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

using challenges::Kind;

namespace {

const QColor kMuted(0x5a, 0x68, 0x78);

QLabel* wrapped(QWidget* parent, const char* name) {
    auto* l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

void mute(QLabel* l) {
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, kMuted);
    l->setPalette(p);
}

// "●●○": the attempts used, then those left.
QString dots(int used, int of) {
    return QString(std::max(0, std::min(used, of)), QChar(0x25CF)) +
           QString(std::max(0, of - used), QChar(0x25CB));
}

} // namespace

ChallengeDialog::ChallengeDialog(Statistics* statistics, QWidget* parent)
    : QDialog(parent), stats_(statistics) {
    setObjectName(QStringLiteral("challengeDialog"));
    setWindowTitle(tr("Daily garden — Frosted Blooms"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(16, 14, 16, 12);
    l->setSpacing(10);

    auto* intro = wrapped(this, "challengeIntro");
    intro->setText(tr("A new garden every day and every week, the same for everybody. You have "
                      "three tries at each; your best result is kept in the statistics."));
    l->addWidget(intro);

    auto* row = new QHBoxLayout;
    row->setSpacing(12);
    for (Kind k : {Kind::Daily, Kind::Weekly})
        row->addWidget(buildPanel(k, panels_[k == Kind::Daily ? 0 : 1]), 1);
    l->addLayout(row, 1);

    person_ = wrapped(this, "challengePerson");
    mute(person_);
    l->addWidget(person_);

    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    l->addWidget(close);

    connect(stats_, &Statistics::changed, this, &ChallengeDialog::refresh);

    QSize avail(1440, 900);
    if (const QScreen* s = parent ? parent->screen() : QGuiApplication::primaryScreen())
        avail = s->availableGeometry().size();
    setMinimumSize(QSize(600, 380).boundedTo(avail));
    resize(QSize(780, 420).boundedTo(avail - QSize(40, 60)));
    refresh();
}

QFrame* ChallengeDialog::buildPanel(Kind k, Panel& p) {
    const bool daily = k == Kind::Daily;
    p.frame = new QFrame(this);
    p.frame->setObjectName(daily ? QStringLiteral("challengeDaily")
                                 : QStringLiteral("challengeWeekly"));
    p.frame->setFrameShape(QFrame::StyledPanel);
    p.frame->setStyleSheet(QStringLiteral("QFrame#%1 { background: %2; border: 1px solid #c9d6e2; "
                                          "border-radius: 8px; }")
                               .arg(p.frame->objectName(),
                                    daily ? QStringLiteral("#f3f8ec") : QStringLiteral("#eef3fa")));
    auto* v = new QVBoxLayout(p.frame);
    v->setContentsMargins(14, 12, 14, 12);
    v->setSpacing(6);

    auto* top = new QHBoxLayout;
    auto* picture = new QLabel(p.frame);
    picture->setPixmap(
        art::pixmap(daily ? QStringLiteral("master-gardener") : QStringLiteral("trophy"), 48));
    top->addWidget(picture);
    auto* title = new QLabel(challenges::title(k), p.frame);
    title->setObjectName(QStringLiteral("challengeTitle"));
    QFont f = title->font();
    f.setBold(true);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 1.3);
    title->setFont(f);
    top->addWidget(title, 1);
    v->addLayout(top);

    p.date = wrapped(p.frame, "challengeDate");
    QFont bf = p.date->font();
    bf.setBold(true);
    p.date->setFont(bf);
    v->addWidget(p.date);
    p.against = wrapped(p.frame, "challengeAgainst");
    v->addWidget(p.against);
    v->addSpacing(4);
    p.attempts = wrapped(p.frame, "challengeAttempts");
    v->addWidget(p.attempts);
    p.best = wrapped(p.frame, "challengeBest");
    v->addWidget(p.best);
    p.note = wrapped(p.frame, "challengeNote");
    mute(p.note);
    v->addWidget(p.note);
    v->addStretch(1);

    p.play = new QPushButton(p.frame);
    p.play->setObjectName(QStringLiteral("challengePlay"));
    p.play->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    p.play->setMinimumHeight(p.play->sizeHint().height() + 6);
    connect(p.play, &QPushButton::clicked, this, [this, k] { emit playRequested(k); });
    v->addWidget(p.play);
    return p.frame;
}

void ChallengeDialog::setPerson(const QString& name) {
    personName_ = name;
    refresh();
}

void ChallengeDialog::setOnTable(const std::optional<challenges::TableChallenge>& unfinished) {
    onTable_ = unfinished;
    refresh();
}

void ChallengeDialog::focusOn(Kind k) {
    const Panel& p = panel(k);
    for (const Panel& other : panels_)
        other.play->setDefault(&other == &p && other.play->isEnabled());
    if (p.play->isEnabled())
        p.play->setFocus();
}

void ChallengeDialog::showEvent(QShowEvent* e) {
    stats_->refresh(); // another window of the game may have played an attempt since
    refresh();
    QDialog::showEvent(e);
}

void ChallengeDialog::refresh() {
    person_->setText(personName_.isEmpty()
                         ? QString()
                         : tr("Playing as %1 (the first player of Settings ▸ Configure… ▸ "
                              "Players).")
                               .arg(personName_));
    person_->setVisible(!personName_.isEmpty());
    fill(Kind::Daily);
    fill(Kind::Weekly);
}

void ChallengeDialog::fill(Kind k) {
    const Panel& p = panel(k);
    const bool daily = k == Kind::Daily;
    const QDate today = challenges::today();
    const QString period = challenges::period(k, today);
    const Statistics::ChallengeRecord r = stats_->challenge(k, period);
    const int of = challenges::attemptsPerPeriod(k);
    const int left = std::max(0, of - r.attempts);
    const QString rival = challenges::rivalName(personName_);

    p.date->setText(daily ? challenges::dayText(today)
                          : challenges::weekText(challenges::weekOf(today)));
    p.against->setText(
        daily ? tr("You against the Master Gardener. Everybody playing Frosted Blooms %1 gets "
                   "this garden today.")
                    .arg(challenges::release())
              : tr("You against %1, a hard computer player. Everybody playing Frosted Blooms %2 "
                   "gets this garden all week.")
                    .arg(rival, challenges::release()));
    p.attempts->setText(dots(r.attempts, of) + QLatin1Char(' ') +
                        tr("Attempts used: %1 of %2").arg(r.attempts).arg(of));
    p.attempts->setAccessibleName(tr("Attempts used: %1 of %2").arg(r.attempts).arg(of));

    QString best;
    if (r.finished == 0)
        best = daily ? tr("No result yet today.") : tr("No result yet this week.");
    else if (daily)
        best = r.won ? tr("Best result: %n point(s) — you beat the Master Gardener!", "", r.best)
                     : tr("Best result: %n point(s) — the Master Gardener won.", "", r.best);
    else
        best = r.won ? tr("Best result: %n point(s) — you beat %1!", "", r.best).arg(rival)
                     : tr("Best result: %n point(s) — %1 won.", "", r.best).arg(rival);
    p.best->setText(best);

    QString note;
    if (left == 0)
        note = daily ? tr("No attempts left today. Come back tomorrow for a new garden!")
                     : tr("No attempts left this week. Come back next week for a new garden!");
    else if (onTable_ && onTable_->kind == k && onTable_->period == period)
        note = tr("Attempt %1 is on the table, unfinished: Play starts a new attempt.")
                   .arg(onTable_->attempt);
    p.note->setText(note);
    p.note->setVisible(!note.isEmpty());

    p.play->setEnabled(left > 0);
    if (r.attempts == 0)
        p.play->setText(daily ? tr("&Play today's garden") : tr("Play this &week's garden"));
    else if (left > 0)
        p.play->setText(daily ? tr("&Play attempt %1 of %2").arg(r.attempts + 1).arg(of)
                              : tr("Play &attempt %1 of %2").arg(r.attempts + 1).arg(of));
    else
        p.play->setText(daily ? tr("Come back tomorrow") : tr("Come back next week"));
    p.play->setToolTip(daily ? tr("Deal today's garden and play it (uses one attempt)")
                             : tr("Deal this week's garden and play it (uses one attempt)"));
}
