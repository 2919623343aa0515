// MainWindow's daily garden and garden of the week (Challenge.h, ChallengeDialog).
#include "ChallengeDialog.h"
#include "MainWindow.h"
#include "SaveFiles.h"
#include "ScorePadPage.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>

using namespace frosted;
using challenges::Kind;

void MainWindow::buildChallenges(QMenu* game) {
    dailyAct_ =
        game->addAction(tr("&Daily garden…"), this, [this] { showChallenges(Kind::Daily); });
    dailyAct_->setIcon(QIcon::fromTheme(QStringLiteral("view-calendar-day")));
    dailyAct_->setToolTip(
        tr("Today's garden against the Master Gardener, the same for everybody: three tries"));
    weeklyAct_ =
        game->addAction(tr("Garden of the &week…"), this, [this] { showChallenges(Kind::Weekly); });
    weeklyAct_->setIcon(QIcon::fromTheme(QStringLiteral("view-calendar-week")));
    weeklyAct_->setToolTip(
        tr("This week's garden against a hard computer player, the same for everybody: three "
           "tries"));

    challengeBanner_ = new QLabel(this);
    challengeBanner_->setObjectName(QStringLiteral("challengeBanner"));
    challengeBanner_->setStyleSheet(QStringLiteral(
        "QLabel { background: #f3f8ec; border: 1px solid #b9cf9c; border-radius: 4px; "
        "padding: 1px 8px; font-weight: bold; }"));
    challengeBanner_->hide();
    statusBar()->addPermanentWidget(challengeBanner_);

    connect(c_, &GameController::gameReplaced, this, &MainWindow::identifyChallenge);
    connect(c_, &GameController::gameOver, this, &MainWindow::refreshChallenges);
    connect(stats_, &Statistics::changed, this, &MainWindow::refreshChallenges);
}

void MainWindow::showChallenges(Kind k) {
    if (!challengeDialog_) {
        challengeDialog_ = new ChallengeDialog(stats_, this);
        connect(challengeDialog_, &ChallengeDialog::playRequested, this, [this](Kind kind) {
            if (playChallenge(kind) && challengeDialog_)
                challengeDialog_->close();
        });
    }
    stats_->refresh();
    refreshChallenges();
    challengeDialog_->show();
    challengeDialog_->raise();
    challengeDialog_->activateWindow();
    challengeDialog_->focusOn(k);
}

bool MainWindow::playChallenge(Kind k) {
    const QDate day = challenges::today();
    const QString period = challenges::period(k, day);
    const int limit = challenges::attemptsPerPeriod(k);
    stats_->refresh();
    if (stats_->challenge(k, period).attempts >= limit) {
        showError(k == Kind::Daily ? tr("You have used your %n attempt(s) at today's garden. "
                                        "Come back tomorrow for a new garden!",
                                        "", limit)
                                   : tr("You have used your %n attempt(s) at this week's garden. "
                                        "Come back next week for a new garden!",
                                        "", limit));
        return false;
    }
    if (!mayDiscardGame(confirm::Purpose::NewGame))
        return false;
    // Always the built-in data set: the same garden for everybody of this release.
    std::optional<GameState> g;
    try {
        g = challenges::deal(k, data_->builtIn(), day, challenges::personName(*data_->builtIn()));
    } catch (const std::exception& e) {
        showError(tr("Cannot deal the garden: %1.").arg(QString::fromUtf8(e.what())));
        return false;
    }
    if (!stats_->useAttempt(k, period, limit))
        return false;
    c_->playFrom(std::move(*g)); // gameReplaced(): identifyChallenge() names it
    markSaved(false);
    refresh();
    return true;
}

void MainWindow::identifyChallenge() {
    tableChallenge_.reset();
    stats_->refresh(); // read at its first use: a game resumed at start is known by it
    if (c_->hasGame() && !c_->readOnly())
        tableChallenge_ = challenges::identify(c_->fullState(), *stats_);
    refreshChallenges();
}

bool MainWindow::challengeMayRestart() {
    if (!tableChallenge_)
        return true;
    const challenges::TableChallenge& t = *tableChallenge_;
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
    showError(why);
    return false;
}

void MainWindow::challengeRestarted() {
    if (!tableChallenge_)
        return;
    stats_->useAttempt(tableChallenge_->kind, tableChallenge_->period,
                       challenges::attemptsPerPeriod(tableChallenge_->kind));
    identifyChallenge(); // the attempt's number
}

QString MainWindow::challengeFinished() {
    if (!tableChallenge_ || !c_->hasGame() || !c_->fullState().isOver())
        return {};
    const GameState& g = c_->fullState();
    const std::vector<FinalScore> scores = g.scores();
    for (int seat = 0; seat < g.seatCount() && seat < static_cast<int>(scores.size()); ++seat) {
        if (g.isComputer(seat))
            continue;
        const FinalScore& s = scores[static_cast<std::size_t>(seat)];
        const challenges::TableChallenge t = *tableChallenge_;
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

void MainWindow::refreshChallenges() {
    const bool unfinished = tableChallenge_ && c_->hasGame() && !c_->fullState().isOver();
    if (challengeBanner_) {
        challengeBanner_->setText(tableChallenge_ ? challenges::banner(*tableChallenge_)
                                                  : QString());
        challengeBanner_->setVisible(tableChallenge_.has_value());
    }
    if (challengeDialog_) {
        challengeDialog_->setPerson(challenges::personName(*data_->builtIn()));
        challengeDialog_->setOnTable(unfinished ? tableChallenge_ : std::nullopt);
    }
}

int challengeScreenshot(MainWindow& w, const QString& view, QSize size, const QString& file) {
    w.show();
    Statistics& st = *w.statistics();
    const QDate today = challenges::today();
    // Made-up results (scores around the Master Gardener's 200, docs/ai.md), in memory only.
    const auto play = [&st](Kind k, const QString& period, int tries, int results, int seed) {
        for (int i = 0; i < tries; ++i)
            st.useAttempt(k, period, challenges::attemptsPerPeriod(k));
        for (int i = 0; i < results; ++i)
            st.recordChallenge(k, period, 165 + (seed * 37 + i * 23) % 70, (seed + i) % 3 != 0);
    };
    if (view == QLatin1String("daily-statistics")) {
        for (int back = 45; back >= 1; --back)
            if (back % 9 != 4 && back % 13 != 6) // a few days missed
                play(Kind::Daily, challenges::period(Kind::Daily, today.addDays(-back)),
                     1 + back % 3, 1 + back % 3, back);
        for (int back = 7; back >= 1; --back)
            play(Kind::Weekly, challenges::period(Kind::Weekly, today.addDays(-7 * back)),
                 1 + back % 3, 1 + back % 2, back);
        play(Kind::Daily, challenges::period(Kind::Daily, today), 1, 1, 0);
        play(Kind::Weekly, challenges::period(Kind::Weekly, today), 1, 0, 0);
        w.showStatistics();
        StatisticsDialog& d = *w.statisticsDialog();
        d.showChallenges();
        d.resize(QSize(960, 660).boundedTo(size - QSize(40, 60)));
        QApplication::processEvents();
        return d.grab().save(file) ? 0 : 1;
    }
    play(Kind::Daily, challenges::period(Kind::Daily, today), 2, 1, 1);
    w.showChallenges(Kind::Daily);
    ChallengeDialog& d = *w.challengeDialog();
    d.resize(QSize(780, 420).boundedTo(size - QSize(40, 60)));
    QApplication::processEvents();
    return d.grab().save(file) ? 0 : 1;
}
