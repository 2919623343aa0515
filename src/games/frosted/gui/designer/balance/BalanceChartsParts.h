// The building blocks of the Balance window's charts (BalanceCharts.cpp), shared by the files that
// build each kind of chart: BalanceWinCharts.cpp (wins and scores) and BalancePlayCharts.cpp
// (objectives, gaps, tiles and cards). Private to designer/balance/; the window uses
// BalanceCharts.h.
#pragma once

#include "BalanceCharts.h"

#include <QCoreApplication>

#include <functional>
#include <string>
#include <utility>
#include <vector>

class QAbstractAxis;
class QAbstractBarSeries;
class QBarCategoryAxis;
class QValueAxis;

namespace balancecharts {

// The context of the charts' words (translations, lupdate).
class Charts {
    Q_DECLARE_TR_FUNCTIONS(BalanceCharts)
};

inline constexpr qreal kBarWidth = 0.7; // of a category

// The reports drawn, with their bar sets' names.
struct Drawn {
    const frosted::BalanceReport* report;
    QString name;
    int which; // 0: A, 1: B
};
std::vector<Drawn> drawn(const Reports& r);

// A hover text of an A / B chart followed by its data set ("… — A · built-in data"); of a single
// report, as it is.
QString ofSet(const QString& tip, const Reports& r, const Drawn& d);
// A chart in the window's style, titled.
QChart* newChart(const QString& title);
// A hover text at the pointer (the widget under it names the screen on a multi-screen desktop).
void showTip(const QString& text);
// Hover texts on a bar set, shown by QToolTip.
void setTips(QBarSet* set, const QStringList& tips);
// The figure on each bar, at its base (under the whiskers); upright in an A / B chart, where the
// bars are narrow.
void showValues(QAbstractBarSeries* series, const Reports& r, const QString& format);
QBarSet* newSet(const QString& name, QColor colour);
// A percentage axis's label format, with the language's percent sign.
QString percentFormat();
QValueAxis* valueAxis(const QString& title, const QString& format);
QBarCategoryAxis* categoryAxis(const QStringList& categories, const QString& title = {});
// 0 .. a round number above `top`.
void fitRange(QValueAxis* axis, double top, double ceiling = 0);
// The whiskers of one bar set: a polyline per bar (low cap, the line, high cap) at the bar's
// centre, on the chart's category and value axes; hidden from the legend.
void addWhiskers(QChart* chart, QAbstractAxis* categories, QAbstractAxis* values, int setIndex,
                 int setCount, const std::vector<std::pair<double, double>>& lowHigh,
                 bool horizontal, QBarSet* bars);
// "52.3% (26 of 50 games); 95% interval …", or "no games".
QString rateText(const frosted::Rate& r, const QString& of);
// A rate chart: one bar set per report, with whiskers (and a dashed "even" line when `even`).
QChart*
rateChart(const Reports& r, const QString& title, const QStringList& categories,
          const std::function<const frosted::Rate*(const frosted::BalanceReport&, int)>& rateAt,
          const std::function<QString(const frosted::BalanceReport&, int)>& tipAt,
          const QString& valueTitle, const QString& categoryTitle, double even,
          const QString& evenName, bool horizontal = false, bool labels = true);
// The seats both reports have, by A's names.
QStringList seatCategories(const Reports& r);
const frosted::BalanceReport::SeatRow* seatAt(const frosted::BalanceReport& rep, int s);
QString ordinal(int k); // "1st", "2nd"…
// A bar chart of plain numbers (means, counts per game): one set per report.
QChart* numberChart(const Reports& r, const QString& title, const QStringList& categories,
                    const std::function<double(const frosted::BalanceReport&, int)>& valueAt,
                    const std::function<QString(const frosted::BalanceReport&, int)>& tipAt,
                    const QString& valueTitle, bool labels, int labelAngle = 0);
// The objectives both reports list, by id, in A's order (B's others after).
std::vector<std::string> objectiveIds(const Reports& r);
// The row of `rows` with the id `id`, or null.
template <class Rows>
auto findRow(const Rows& rows, const std::string& id) -> decltype(&rows[0]) {
    for (const auto& row : rows)
        if (row.id == id)
            return &row;
    return nullptr;
}
// A gap shape's name (kGapShapeCount of them), untranslated (context BalanceCharts).
const char* gapWords(int k);

} // namespace balancecharts
