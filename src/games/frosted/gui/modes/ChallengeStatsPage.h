// The "Daily garden" tab of Game ▸ Statistics… (issue 19): for the daily garden, today's attempts
// and best result, the days played in a row (days with a result, up to today or, before today's
// first result, yesterday), the best result ever and the recent days played; for the garden of
// the week, this week's attempts and best, the best week ever and the recent weeks. A win beats
// a loss, then the higher score (Statistics::better). Nothing played yet: a sentence on where to
// play. The figures are Statistics' (Challenge.h); "today" is challenges::today().
#pragma once

#include "Challenge.h"

#include <QWidget>

class QLabel;
class QStackedWidget;
class QTableWidget;

class ChallengeStatsPage : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kRecentDays = 10;
    static constexpr int kRecentWeeks = 6;
    enum Column { Period, Attempts, Best, Result, Columns };

    explicit ChallengeStatsPage(Statistics* statistics, QWidget* parent = nullptr);
    void refresh();

    // Days with a result in a row, up to `today` (or yesterday while today has none).
    static int daysInARow(const Statistics& s, const QDate& today);
    // The best result of a kind over every period kept (finished == 0: none).
    static Statistics::ChallengeRecord bestEver(const Statistics& s, challenges::Kind k);

    bool showsEmpty() const;
    QLabel* emptyLabel() const { return empty_; }
    QLabel* summaryLabel(challenges::Kind k) const {
        return k == challenges::Kind::Daily ? dailySummary_ : weeklySummary_;
    }
    QTableWidget* recentTable(challenges::Kind k) const {
        return k == challenges::Kind::Daily ? dailyRecent_ : weeklyRecent_;
    }

  private:
    QWidget* buildSection(challenges::Kind k);
    void fill(challenges::Kind k);

    Statistics* stats_;
    QStackedWidget* stack_ = nullptr;
    QLabel* empty_ = nullptr;
    QLabel* dailySummary_ = nullptr;
    QLabel* weeklySummary_ = nullptr;
    QTableWidget* dailyRecent_ = nullptr;
    QTableWidget* weeklyRecent_ = nullptr;
};
