#include "BalanceCharts.h"
#include "BalanceChartsParts.h"

#include "Words.h"

#include "frosted/rules/game.h"
#include "frosted/rules/garden.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QHorizontalPercentBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QRegularExpression>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace frosted;

namespace balancecharts {

namespace {

const QColor kInk(0x2f, 0x3b, 0x48);
const QColor kEven(0x7a, 0x87, 0x94);

// A dashed line across the chart at `value` (the even share of the wins), in the legend.
void addEvenLine(QChart* chart, QAbstractAxis* categories, QAbstractAxis* values, int count,
                 double value, const QString& name) {
    auto* line = new QLineSeries;
    line->setName(name);
    line->append(-0.5, value);
    line->append(count - 0.5, value);
    QPen pen(kEven, 1.5, Qt::DashLine);
    line->setPen(pen);
    chart->addSeries(line);
    line->attachAxis(categories);
    line->attachAxis(values);
}

// The seats both reports have (A's names).
int seatCount(const Reports& r) {
    int n = 0;
    for (const Drawn& d : drawn(r))
        n = std::max(n, static_cast<int>(d.report->seats.size()));
    return n;
}

} // namespace

std::vector<Drawn> drawn(const Reports& r) {
    std::vector<Drawn> out;
    if (r.a)
        out.push_back({r.a, r.nameA.isEmpty() ? QStringLiteral("A") : r.nameA, 0});
    if (r.b)
        out.push_back({r.b, r.nameB.isEmpty() ? QStringLiteral("B") : r.nameB, 1});
    return out;
}

// A hover text of an A / B chart followed by its data set ("… — A · built-in data"); of a single
// report, as it is.
QString ofSet(const QString& tip, const Reports& r, const Drawn& d) {
    //: a hover text of a chart, then the data set it is of
    return r.b ? Charts::tr("%1 — %2").arg(tip, d.name) : tip;
}

QChart* newChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    QFont f = chart->titleFont();
    f.setBold(true);
    f.setPointSizeF(std::max(9.0, f.pointSizeF() * 1.05));
    chart->setTitleFont(f);
    chart->setTitleBrush(kInk);
    chart->setBackgroundBrush(QColor(0xfb, 0xfc, 0xfd));
    chart->setBackgroundRoundness(6);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(kInk);
    chart->legend()->setShowToolTips(true); // a label cut short shows whole on hover
    QFont legend = chart->legend()->font();
    legend.setPointSizeF(std::max(7.0, legend.pointSizeF() * 0.9));
    chart->legend()->setFont(legend);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true); // "3,5" on the axes and the bars in French
    return chart;
}

// A hover text at the pointer (the widget under it names the screen on a multi-screen desktop).
void showTip(const QString& text) {
    QToolTip::showText(QCursor::pos(), text, QApplication::widgetAt(QCursor::pos()));
}

// Hover texts on a bar set, shown by QToolTip.
void setTips(QBarSet* set, const QStringList& tips) {
    set->setProperty("tips", tips);
    QObject::connect(set, &QBarSet::hovered, set, [set](bool on, int index) {
        if (!on) {
            QToolTip::hideText();
            return;
        }
        showTip(tip(set, index));
    });
}

// The figure on each bar, at its base (under the whiskers); upright in an A / B chart, where the
// bars are narrow.
void showValues(QAbstractBarSeries* series, const Reports& r, const QString& format) {
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase);
    series->setLabelsFormat(format);
    series->setLabelsPrecision(3);
    if (r.b)
        series->setLabelsAngle(-90);
}

QBarSet* newSet(const QString& name, QColor colour) {
    auto* set = new QBarSet(name);
    set->setColor(colour);
    set->setBorderColor(colour.darker(130));
    set->setLabelColor(Qt::white);
    return set;
}

// A percentage axis's label format. The chart localizes its numbers, and then Qt keeps what follows
// the number as written (no printf "%%"): the language's percent sign, "50 %" in French.
QString percentFormat() {
    //: the percent sign after a number on a chart's axis ("50%"); French puts a space before it
    return QStringLiteral("%.0f") + Charts::tr("%", "percent sign");
}

QValueAxis* valueAxis(const QString& title, const QString& format) {
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(format);
    axis->setTitleBrush(kInk);
    axis->setLabelsColor(kInk);
    axis->setGridLineColor(QColor(0xdd, 0xe3, 0xe9));
    return axis;
}

QBarCategoryAxis* categoryAxis(const QStringList& categories, const QString& title) {
    auto* axis = new QBarCategoryAxis;
    // "Seat 1 · greedy" on two lines: the labels are rich text.
    QStringList lines;
    for (const QString& c : categories) {
        QStringList parts = c.split(QStringLiteral(" · "));
        for (QString& part : parts) {
            if (part.size() > 10 && part.contains(QLatin1Char(' ')))
                part.replace(part.lastIndexOf(QLatin1Char(' ')), 1, QLatin1Char('\n'));
            part = part.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        }
        lines << parts.join(QStringLiteral("<br>"));
    }
    axis->append(lines);
    // Never "..." for a label: one that does not fit is left out (BalanceWindow's views make
    // room or shrink the labels' font first).
    axis->setTruncateLabels(false);
    axis->setTitleText(title);
    axis->setTitleBrush(kInk);
    axis->setLabelsColor(kInk);
    axis->setGridLineVisible(false);
    if (categories.size() > 12) {
        QFont f = axis->labelsFont();
        f.setPointSizeF(std::max(6.5, f.pointSizeF() * 0.85));
        axis->setLabelsFont(f);
    }
    return axis;
}

// 0 .. a round number above `top`.
void fitRange(QValueAxis* axis, double top, double ceiling) {
    double max = std::max(top * 1.08, 1.0);
    if (ceiling > 0)
        max = std::min(max, ceiling);
    axis->setRange(0, max);
    axis->applyNiceNumbers();
    if (ceiling > 0 && axis->max() > ceiling)
        axis->setMax(ceiling);
}

// The whiskers of one bar set: a polyline per bar (low cap, the line, high cap) at the bar's
// centre, on the chart's category and value axes; hidden from the legend.
void addWhiskers(QChart* chart, QAbstractAxis* categories, QAbstractAxis* values, int setIndex,
                 int setCount, const std::vector<std::pair<double, double>>& lowHigh,
                 bool horizontal, QBarSet* bars) {
    const qreal width = kBarWidth / setCount;
    const qreal cap = width * 0.22;
    for (std::size_t c = 0; c < lowHigh.size(); ++c) {
        const auto [low, high] = lowHigh[c];
        if (high <= low && high == 0)
            continue;
        const qreal at = static_cast<qreal>(c) - kBarWidth / 2 + (setIndex + 0.5) * width;
        auto* line = new QLineSeries;
        line->setName(QStringLiteral("whisker"));
        line->setProperty("whisker", true);
        line->setProperty("low", low);
        line->setProperty("high", high);
        line->setProperty("category", static_cast<int>(c));
        line->setProperty("set", setIndex);
        const auto point = [&](qreal across, qreal along) {
            return horizontal ? QPointF(along, across) : QPointF(across, along);
        };
        line->append({point(at - cap, low), point(at + cap, low), point(at, low), point(at, high),
                      point(at - cap, high), point(at + cap, high)});
        line->setPen(QPen(kInk, 1.4));
        chart->addSeries(line);
        line->attachAxis(categories);
        line->attachAxis(values);
        for (QLegendMarker* m : chart->legend()->markers(line))
            m->setVisible(false);
        // Over its bar: the bar's figure on hover too.
        QObject::connect(line, &QLineSeries::hovered, bars, [bars, c](const QPointF&, bool on) {
            if (on)
                showTip(tip(bars, static_cast<int>(c)));
            else
                QToolTip::hideText();
        });
    }
}

QString rateText(const Rate& r, const QString& of) {
    if (r.trials == 0)
        return Charts::tr("no %1").arg(of);
    return Charts::tr("%1 (%2 of %3 %4); 95% interval %5 – %6")
        .arg(percent(r.value), QString::number(r.hits), QString::number(r.trials), of,
             percent(r.low), percent(r.high));
}

// A rate chart: one bar set per report, with whiskers.
QChart* rateChart(const Reports& r, const QString& title, const QStringList& categories,
                  const std::function<const Rate*(const BalanceReport&, int)>& rateAt,
                  const std::function<QString(const BalanceReport&, int)>& tipAt,
                  const QString& valueTitle, const QString& categoryTitle, double even,
                  const QString& evenName, bool horizontal, bool labels) {
    QChart* chart = newChart(title);
    const auto sets = drawn(r);
    QAbstractBarSeries* series =
        horizontal ? static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries) : new QBarSeries;
    series->setBarWidth(kBarWidth);
    std::vector<std::vector<std::pair<double, double>>> whiskers;
    double top = 0;
    for (const Drawn& d : sets) {
        QBarSet* set = newSet(d.name, setColour(d.which));
        QStringList tips;
        std::vector<std::pair<double, double>> lh;
        for (int i = 0; i < categories.size(); ++i) {
            const Rate* rate = rateAt(*d.report, i);
            const double v = rate ? rate->value * 100 : 0.0;
            set->append(v);
            lh.push_back(rate && rate->trials > 0
                             ? std::make_pair(rate->low * 100, rate->high * 100)
                             : std::make_pair(0.0, 0.0));
            top = std::max({top, v, lh.back().second});
            tips << ofSet(tipAt(*d.report, i), r, d);
        }
        setTips(set, tips);
        series->append(set);
        whiskers.push_back(std::move(lh));
    }
    if (labels && categories.size() <= 6) {
        showValues(series, r, QStringLiteral("@value%"));
    }
    chart->addSeries(series);
    QBarCategoryAxis* cat = categoryAxis(categories, categoryTitle);
    QValueAxis* val = valueAxis(valueTitle, percentFormat());
    fitRange(val, std::max(top, even), 100);
    chart->addAxis(cat, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(val, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(cat);
    series->attachAxis(val);
    for (std::size_t s = 0; s < whiskers.size(); ++s)
        addWhiskers(chart, cat, val, static_cast<int>(s), static_cast<int>(whiskers.size()),
                    whiskers[s], horizontal, series->barSets()[static_cast<int>(s)]);
    if (even > 0)
        addEvenLine(chart, cat, val, static_cast<int>(categories.size()), even, evenName);
    else if (!r.b)
        chart->legend()->setVisible(false); // one set, named in the window's summary
    return chart;
}

QStringList seatCategories(const Reports& r) {
    QStringList out;
    const int n = seatCount(r);
    for (int s = 0; s < n; ++s) {
        const BalanceReport& rep =
            s < static_cast<int>(r.a->seats.size()) ? *r.a : (r.b ? *r.b : *r.a);
        out << (s < static_cast<int>(rep.seats.size()) ? seatLabel(rep.seats[s])
                                                       : Charts::tr("Seat %1").arg(s + 1));
    }
    return out;
}

const BalanceReport::SeatRow* seatAt(const BalanceReport& rep, int s) {
    return s >= 0 && s < static_cast<int>(rep.seats.size())
               ? &rep.seats[static_cast<std::size_t>(s)]
               : nullptr;
}

QString ordinal(int k) {
    switch (k) {
    case 1:
        return Charts::tr("1st");
    case 2:
        return Charts::tr("2nd");
    case 3:
        return Charts::tr("3rd");
    default:
        return Charts::tr("%1th").arg(k);
    }
}

// A bar chart of plain numbers (means, counts per game): one set per report.
QChart* numberChart(const Reports& r, const QString& title, const QStringList& categories,
                    const std::function<double(const BalanceReport&, int)>& valueAt,
                    const std::function<QString(const BalanceReport&, int)>& tipAt,
                    const QString& valueTitle, bool labels, int labelAngle) {
    QChart* chart = newChart(title);
    auto* series = new QBarSeries;
    series->setBarWidth(kBarWidth);
    double top = 0;
    for (const Drawn& d : drawn(r)) {
        QBarSet* set = newSet(d.name, setColour(d.which));
        QStringList tips;
        for (int i = 0; i < categories.size(); ++i) {
            const double v = valueAt(*d.report, i);
            set->append(v);
            top = std::max(top, v);
            tips << ofSet(tipAt(*d.report, i), r, d);
        }
        setTips(set, tips);
        series->append(set);
    }
    if (labels) {
        showValues(series, r, QStringLiteral("@value"));
    }
    chart->addSeries(series);
    QBarCategoryAxis* cat = categoryAxis(categories);
    if (labelAngle)
        cat->setLabelsAngle(labelAngle);
    QValueAxis* val = valueAxis(valueTitle, QStringLiteral("%.3g"));
    fitRange(val, top);
    chart->addAxis(cat, Qt::AlignBottom);
    chart->addAxis(val, Qt::AlignLeft);
    series->attachAxis(cat);
    series->attachAxis(val);
    if (!r.b)
        chart->legend()->setVisible(false);
    return chart;
}

// The objectives both reports list, by id, in A's order (B's others after).
std::vector<std::string> objectiveIds(const Reports& r) {
    std::vector<std::string> ids;
    for (const Drawn& d : drawn(r))
        for (const auto& o : d.report->objectives)
            if (std::find(ids.begin(), ids.end(), o.id) == ids.end())
                ids.push_back(o.id);
    return ids;
}

const char* gapWords(int k) {
    static const char* words[kGapShapeCount] = {
        QT_TRANSLATE_NOOP("BalanceCharts", "1 space"),
        QT_TRANSLATE_NOOP("BalanceCharts", "2 spaces"),
        QT_TRANSLATE_NOOP("BalanceCharts", "3 spaces in a line"),
        QT_TRANSLATE_NOOP("BalanceCharts", "3 spaces, bent"),
        QT_TRANSLATE_NOOP("BalanceCharts", "a 2×2 square"),
        QT_TRANSLATE_NOOP("BalanceCharts", "a T of 4"),
        QT_TRANSLATE_NOOP("BalanceCharts", "4 in a line"),
        QT_TRANSLATE_NOOP("BalanceCharts", "an L of 4"),
        QT_TRANSLATE_NOOP("BalanceCharts", "an S of 4")};
    return words[k];
}

QColor setColour(int which) {
    return which == 0 ? QColor(0x3a, 0x6e, 0xa5) : QColor(0xe0, 0x7b, 0x39);
}

QString percent(double rate, int decimals) {
    const QLocale l;
    return l.toString(rate * 100, 'f', decimals) + l.percent();
}

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString seatName(const std::string& coreName) {
    if (coreName == kGardenerName)
        return Charts::tr("Master Gardener");
    // The core names the seats of its games "Seat 1", "Seat 2"…
    const QString name = QString::fromStdString(coreName);
    static const QRegularExpression numbered(QStringLiteral("^Seat (\\d+)$"));
    if (const QRegularExpressionMatch m = numbered.match(name); m.hasMatch())
        return Charts::tr("Seat %1").arg(m.captured(1));
    return name;
}

QString seatLabel(const BalanceReport::SeatRow& seat) {
    if (seat.bot == kGardenerBot)
        return Charts::tr("Master Gardener");
    // " · " parts the label's lines on the charts' axes.
    return seatName(seat.name) + QStringLiteral(" · ") +
           words::botName(QString::fromStdString(seat.bot));
}

QString tip(const QBarSet* set, int index) {
    const QStringList tips = set->property("tips").toStringList();
    return index >= 0 && index < tips.size() ? tips[index] : QString();
}

QString tip(const QBoxSet* box) {
    return box->property("tip").toString();
}

} // namespace balancecharts
