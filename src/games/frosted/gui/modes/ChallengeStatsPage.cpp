#include "ChallengeStatsPage.h"

#include "Art.h"
#include "StatisticsDialog.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using challenges::Kind;

namespace {

QTableWidgetItem* cell(const QString& text, bool right = false) {
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (right)
        i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

} // namespace

ChallengeStatsPage::ChallengeStatsPage(Statistics* statistics, QWidget* parent)
    : QWidget(parent), stats_(statistics) {
    setObjectName(QStringLiteral("statisticsPage-challenges"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    stack_ = new QStackedWidget(this);
    outer->addWidget(stack_);

    auto* none = new QWidget(stack_);
    auto* nl = new QVBoxLayout(none);
    nl->addStretch(1);
    auto* picture = new QLabel(none);
    picture->setPixmap(art::pixmap(QStringLiteral("master-gardener"), 72));
    picture->setAlignment(Qt::AlignCenter);
    nl->addWidget(picture);
    empty_ = new QLabel(tr("No daily garden has been played to its end yet. Game ▸ Daily garden… "
                           "deals a new garden every day and every week, the same for everybody: "
                           "your best results will appear here."),
                        none);
    empty_->setObjectName(QStringLiteral("statisticsEmpty"));
    empty_->setWordWrap(true);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setMaximumWidth(520);
    empty_->setMinimumWidth(420);
    auto* centre = new QHBoxLayout;
    centre->addStretch(1);
    centre->addWidget(empty_, 4);
    centre->addStretch(1);
    nl->addLayout(centre);
    nl->addStretch(2);
    stack_->addWidget(none);

    auto* figures = new QWidget(stack_);
    auto* row = new QHBoxLayout(figures);
    row->setContentsMargins(2, 8, 2, 2);
    row->setSpacing(16);
    row->addWidget(buildSection(Kind::Daily), 1);
    row->addWidget(buildSection(Kind::Weekly), 1);
    stack_->addWidget(figures);
    refresh();
}

QWidget* ChallengeStatsPage::buildSection(Kind k) {
    const bool daily = k == Kind::Daily;
    auto* w = new QWidget(this);
    auto* v = new QVBoxLayout(w);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(6);
    v->addWidget(StatisticsDialog::heading(challenges::title(k), w));
    auto* summary = new QLabel(w);
    summary->setObjectName(daily ? QStringLiteral("challengeDailySummary")
                                 : QStringLiteral("challengeWeeklySummary"));
    summary->setWordWrap(true);
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(summary);
    auto* t = new QTableWidget(0, Columns, w);
    t->setObjectName(daily ? QStringLiteral("challengeDailyRecent")
                           : QStringLiteral("challengeWeeklyRecent"));
    t->setHorizontalHeaderLabels(
        {daily ? tr("Day") : tr("Week"), tr("Attempts"), tr("Best"), tr("Result")});
    t->setAccessibleName(daily ? tr("Recent days") : tr("Recent weeks"));
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    t->setShowGrid(false);
    t->verticalHeader()->setVisible(false);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    t->setStyleSheet(QStringLiteral("QTableWidget::item { padding: 0 6px; }"));
    QHeaderView* h = t->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(Period, QHeaderView::Stretch);
    h->setHighlightSections(false);
    h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    v->addWidget(t, 1);
    (daily ? dailySummary_ : weeklySummary_) = summary;
    (daily ? dailyRecent_ : weeklyRecent_) = t;
    return w;
}

bool ChallengeStatsPage::showsEmpty() const {
    return stack_->currentIndex() == 0;
}

int ChallengeStatsPage::daysInARow(const Statistics& s, const QDate& today) {
    const auto played = [&](const QDate& d) {
        return s.challenge(Kind::Daily, challenges::period(Kind::Daily, d)).finished > 0;
    };
    QDate d = played(today) ? today : today.addDays(-1);
    int n = 0;
    while (n <= Statistics::kDaysKept && played(d)) {
        ++n;
        d = d.addDays(-1);
    }
    return n;
}

Statistics::ChallengeRecord ChallengeStatsPage::bestEver(const Statistics& s, Kind k) {
    Statistics::ChallengeRecord best;
    for (const Statistics::ChallengeRecord& r : s.challenges(k))
        if (r.finished > 0 &&
            (best.finished == 0 || Statistics::better(r.best, r.won, best.best, best.won)))
            best = r; // the earliest of equal results stays
    return best;
}

void ChallengeStatsPage::refresh() {
    bool any = false;
    for (Kind k : {Kind::Daily, Kind::Weekly})
        for (const Statistics::ChallengeRecord& r : stats_->challenges(k))
            any = any || r.finished > 0;
    stack_->setCurrentIndex(any ? 1 : 0);
    fill(Kind::Daily);
    fill(Kind::Weekly);
}

void ChallengeStatsPage::fill(Kind k) {
    const bool daily = k == Kind::Daily;
    const QDate today = challenges::today();
    const QString now = challenges::period(k, today);
    const Statistics::ChallengeRecord current = stats_->challenge(k, now);
    const int of = challenges::attemptsPerPeriod(k);
    const auto result = [&](const Statistics::ChallengeRecord& r) {
        return r.won ? tr("won") : tr("not won");
    };

    QStringList lines;
    if (current.finished > 0)
        lines << (daily ? tr("Today: %1 of %2 attempts used, best %n point(s) (%3).", "",
                             current.best)
                        : tr("This week: %1 of %2 attempts used, best %n point(s) (%3).", "",
                             current.best))
                     .arg(current.attempts)
                     .arg(of)
                     .arg(result(current));
    else
        lines << (daily ? tr("Today: %1 of %2 attempts used, no result yet.")
                        : tr("This week: %1 of %2 attempts used, no result yet."))
                     .arg(current.attempts)
                     .arg(of);
    if (daily)
        lines << tr("Days played in a row: %1").arg(daysInARow(*stats_, today));
    const Statistics::ChallengeRecord best = bestEver(*stats_, k);
    if (best.finished > 0)
        lines << (daily ? tr("Best day ever: %n point(s) on %1 (%2).", "", best.best)
                        : tr("Best week ever: %n point(s) in %1 (%2).", "", best.best))
                     .arg(challenges::periodText(k, best.period), result(best));
    QLabel* summary = summaryLabel(k);
    summary->setText(lines.join(QLatin1Char('\n')));

    // The recent periods with a result, newest first.
    QList<Statistics::ChallengeRecord> recent;
    const QList<Statistics::ChallengeRecord>& all = stats_->challenges(k);
    const int most = daily ? kRecentDays : kRecentWeeks;
    for (auto it = all.rbegin(); it != all.rend() && recent.size() < most; ++it)
        if (it->finished > 0)
            recent << *it;
    QTableWidget* t = recentTable(k);
    t->clearContents();
    t->setRowCount(static_cast<int>(recent.size()));
    const QLocale loc;
    for (int row = 0; row < recent.size(); ++row) {
        const Statistics::ChallengeRecord& r = recent[row];
        // Short: the day's date, or the week's number and its Monday.
        QString when = r.period;
        if (const auto d = frosted::parseIsoDate(r.period.toStdString()); d && daily)
            when = loc.toString(challenges::qdate(*d), QLocale::ShortFormat);
        else if (const auto w = frosted::parseIsoWeek(r.period.toStdString()); w && !daily)
            when = tr("Week %1, from %2")
                       .arg(w->week)
                       .arg(loc.toString(challenges::qdate(frosted::mondayOf(*w)),
                                         QLocale::ShortFormat));
        t->setItem(row, Period, cell(when));
        t->item(row, Period)->setToolTip(challenges::periodText(k, r.period));
        t->setItem(row, Attempts,
                   cell(tr("%1 of %2").arg(loc.toString(r.attempts)).arg(loc.toString(of)), true));
        t->setItem(row, Best, cell(loc.toString(r.best), true));
        t->setItem(row, Result, cell(result(r)));
        if (r.won)
            t->item(row, Result)->setIcon(QIcon(art::pixmap(QStringLiteral("trophy"), 32)));
    }
}
