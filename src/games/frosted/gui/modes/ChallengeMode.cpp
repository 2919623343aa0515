// Game ▸ Daily garden… and Game ▸ Garden of the week… (ChallengeMode.h, Challenge.h,
// ChallengeDialog): the dialog, a challenge dealt and named on the table, its attempts and result.
#include "ChallengeMode.h"

#include "ChallengeDialog.h"
#include "GameController.h"
#include "Statistics.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>

using namespace frosted;
using challenges::Kind;

ChallengeMode::ChallengeMode(ModeHost host, QMenu* game, Statistics* stats,
                             std::function<ComponentsPtr()> builtIn, QObject* parent)
    : QObject(parent), host_(std::move(host)), stats_(stats), builtIn_(std::move(builtIn)) {
    daily_ = game->addAction(tr("&Daily garden…"), this, [this] { showChallenges(Kind::Daily); });
    daily_->setIcon(QIcon::fromTheme(QStringLiteral("view-calendar-day")));
    daily_->setToolTip(
        tr("Today's garden against the Master Gardener, the same for everybody: three tries"));
    weekly_ =
        game->addAction(tr("Garden of the &week…"), this, [this] { showChallenges(Kind::Weekly); });
    weekly_->setIcon(QIcon::fromTheme(QStringLiteral("view-calendar-week")));
    weekly_->setToolTip(
        tr("This week's garden against a hard computer player, the same for everybody: three "
           "tries"));

    banner_ = new QLabel(host_.frame);
    banner_->setObjectName(QStringLiteral("challengeBanner"));
    banner_->setStyleSheet(QStringLiteral(
        "QLabel { background: #f3f8ec; border: 1px solid #b9cf9c; border-radius: 4px; "
        "padding: 1px 8px; font-weight: bold; }"));
    banner_->hide();
    host_.frame->statusBar()->addPermanentWidget(banner_);

    connect(host_.game, &GameController::gameReplaced, this, &ChallengeMode::identify);
    connect(host_.game, &GameController::gameOver, this, &ChallengeMode::refresh);
    connect(stats_, &Statistics::changed, this, &ChallengeMode::refresh);
}

void ChallengeMode::showChallenges(Kind k) {
    if (!dialog_) {
        dialog_ = new ChallengeDialog(stats_, host_.frame);
        connect(dialog_, &ChallengeDialog::playRequested, this, [this](Kind kind) {
            if (playChallenge(kind) && dialog_)
                dialog_->close();
        });
    }
    stats_->refresh();
    refresh();
    dialog_->show();
    dialog_->raise();
    dialog_->activateWindow();
    dialog_->focusOn(k);
}

bool ChallengeMode::playChallenge(Kind k) {
    const QDate day = challenges::today();
    const QString period = challenges::period(k, day);
    const int limit = challenges::attemptsPerPeriod(k);
    stats_->refresh();
    if (stats_->challenge(k, period).attempts >= limit) {
        host_.frame->showError(k == Kind::Daily
                                   ? tr("You have used your %n attempt(s) at today's garden. "
                                        "Come back tomorrow for a new garden!",
                                        "", limit)
                                   : tr("You have used your %n attempt(s) at this week's garden. "
                                        "Come back next week for a new garden!",
                                        "", limit));
        return false;
    }
    if (!host_.mayDiscardGame(confirm::Purpose::NewGame))
        return false;
    // Always the built-in data set: the same garden for everybody of this release.
    std::optional<GameState> g;
    try {
        g = challenges::deal(k, builtIn_(), day, challenges::personName(*builtIn_()));
    } catch (const std::exception& e) {
        host_.frame->showError(tr("Cannot deal the garden: %1.").arg(QString::fromUtf8(e.what())));
        return false;
    }
    if (!stats_->useAttempt(k, period, limit))
        return false;
    host_.game->playFrom(std::move(*g)); // gameReplaced(): identify() names it
    host_.markSaved(false);
    host_.refresh();
    return true;
}

void ChallengeMode::identify() {
    onTable_.reset();
    stats_->refresh(); // read at its first use: a game resumed at start is known by it
    if (host_.game->hasGame() && !host_.game->readOnly())
        onTable_ = challenges::identify(host_.game->fullState(), *stats_);
    refresh();
}

bool ChallengeMode::mayRestart() {
    if (!onTable_)
        return true;
    const challenges::TableChallenge& t = *onTable_;
    const QDate today = challenges::today();
    const int limit = challenges::attemptsPerPeriod(t.kind);
    QString why;
    if (t.period != challenges::period(t.kind, today))
        why = t.kind == Kind::Daily
                  ? tr("This daily garden was for %1: it cannot be started again. Today's garden "
                       "is in Game ▸ Daily garden….")
                        .arg(challenges::periodText(t.kind, t.period))
                  : tr("This garden of the week was for %1: it cannot be started again. This "
                       "week's garden is in Game ▸ Garden of the week….")
                        .arg(challenges::periodText(t.kind, t.period));
    else if (stats_->challenge(t.kind, t.period).attempts >= limit)
        why = t.kind == Kind::Daily ? tr("You have used your %n attempt(s) at today's garden: it "
                                         "cannot be started again. Come back tomorrow for a new "
                                         "garden!",
                                         "", limit)
                                    : tr("You have used your %n attempt(s) at this week's garden: "
                                         "it cannot be started again. Come back next week for a "
                                         "new garden!",
                                         "", limit);
    if (why.isEmpty())
        return true;
    host_.frame->showError(why);
    return false;
}

void ChallengeMode::restarted() {
    if (!onTable_)
        return;
    stats_->useAttempt(onTable_->kind, onTable_->period,
                       challenges::attemptsPerPeriod(onTable_->kind));
    identify(); // the attempt's number
}

QString ChallengeMode::finished() {
    if (!onTable_ || !host_.game->hasGame() || !host_.game->fullState().isOver())
        return {};
    const GameState& g = host_.game->fullState();
    const std::vector<FinalScore> scores = g.scores();
    for (int seat = 0; seat < g.seatCount() && seat < static_cast<int>(scores.size()); ++seat) {
        if (g.isComputer(seat))
            continue;
        const FinalScore& s = scores[static_cast<std::size_t>(seat)];
        const challenges::TableChallenge t = *onTable_;
        const Statistics::ChallengeOutcome o =
            stats_->recordChallenge(t.kind, t.period, s.total, s.rank == 1);
        if (!o.counted)
            return {};
        const QString when = challenges::periodText(t.kind, t.period);
        if (o.newBest)
            return t.kind == Kind::Daily
                       ? tr("Your best result in the daily garden of %1!").arg(when)
                       : tr("Your best result in the garden of %1!").arg(when);
        if (o.record.finished == 1)
            return t.kind == Kind::Daily
                       ? tr("Your result is kept for the daily garden of %1.").arg(when)
                       : tr("Your result is kept for the garden of %1.").arg(when);
        return {};
    }
    return {};
}

void ChallengeMode::refresh() {
    const bool unfinished = onTable_ && host_.game->hasGame() && !host_.game->fullState().isOver();
    if (banner_) {
        banner_->setText(onTable_ ? challenges::banner(*onTable_) : QString());
        banner_->setVisible(onTable_.has_value());
    }
    if (dialog_) {
        dialog_->setPerson(challenges::personName(*builtIn_()));
        dialog_->setOnTable(unfinished ? onTable_ : std::nullopt);
    }
}
