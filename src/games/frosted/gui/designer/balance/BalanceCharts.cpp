#include "BalanceCharts.h"

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

// The context of the charts' words (translations, lupdate).
class Charts {
    Q_DECLARE_TR_FUNCTIONS(BalanceCharts)
};

const QColor kInk(0x2f, 0x3b, 0x48);
const QColor kEven(0x7a, 0x87, 0x94);
constexpr qreal kBarWidth = 0.7; // of a category

// The reports drawn, with their bar sets' names.
struct Drawn {
    const BalanceReport* report;
    QString name;
    int which; // 0: A, 1: B
};

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

QBarCategoryAxis* categoryAxis(const QStringList& categories, const QString& title = {}) {
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
void fitRange(QValueAxis* axis, double top, double ceiling = 0) {
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

QString rateText(const Rate& r, const QString& of) {
    if (r.trials == 0)
        return Charts::tr("no %1").arg(of);
    return Charts::tr("%1 (%2 of %3 %4); 95% interval %5 – %6")
        .arg(percent(r.value), QString::number(r.hits), QString::number(r.trials), of,
             percent(r.low), percent(r.high));
}

// A rate chart: one bar set per report, with whiskers.
struct RateRow {
    QString category;
    QString tipHead; // "Seat 1 · greedy"
};

QChart* rateChart(const Reports& r, const QString& title, const QStringList& categories,
                  const std::function<const Rate*(const BalanceReport&, int)>& rateAt,
                  const std::function<QString(const BalanceReport&, int)>& tipAt,
                  const QString& valueTitle, const QString& categoryTitle, double even,
                  const QString& evenName, bool horizontal = false, bool labels = true) {
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

// The seats both reports have (A's names).
int seatCount(const Reports& r) {
    int n = 0;
    for (const Drawn& d : drawn(r))
        n = std::max(n, static_cast<int>(d.report->seats.size()));
    return n;
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
                    const QString& valueTitle, bool labels, int labelAngle = 0) {
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

template <class Rows>
auto findRow(const Rows& rows, const std::string& id) -> decltype(&rows[0]) {
    for (const auto& row : rows)
        if (row.id == id)
            return &row;
    return nullptr;
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

} // namespace

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

QChart* positions(const Reports& r) {
    if (!r.a || r.a->setup.solo || r.a->positions.empty())
        return nullptr;
    int n = 0;
    for (const Drawn& d : drawn(r))
        n = std::max(n, static_cast<int>(d.report->positions.size()));
    QStringList categories;
    for (int p = 1; p <= n; ++p)
        categories << ordinal(p);
    return rateChart(
        r, Charts::tr("Wins by start position"), categories,
        [](const BalanceReport& rep, int p) -> const Rate* {
            return p < static_cast<int>(rep.positions.size())
                       ? &rep.positions[static_cast<std::size_t>(p)]
                       : nullptr;
        },
        [](const BalanceReport& rep, int p) {
            const Rate* rate = p < static_cast<int>(rep.positions.size())
                                   ? &rep.positions[static_cast<std::size_t>(p)]
                                   : nullptr;
            return Charts::tr("Starting %1: won %2")
                .arg(ordinal(p + 1),
                     rate ? rateText(*rate, Charts::tr("games")) : Charts::tr("no game"));
        },
        Charts::tr("games won"), Charts::tr("start position (1st plays first)"), 100.0 / n,
        Charts::tr("even (%1)").arg(percent(1.0 / n, 0)));
}

QChart* seats(const Reports& r) {
    if (!r.a)
        return nullptr;
    const QStringList categories = seatCategories(r);
    const bool solo = r.a->setup.solo;
    const int players = solo ? 2 : std::max(1, r.a->setup.players);
    return rateChart(
        r, solo ? Charts::tr("Wins: player vs Master Gardener") : Charts::tr("Wins by seat"),
        categories,
        [](const BalanceReport& rep, int s) -> const Rate* {
            const auto* seat = seatAt(rep, s);
            return seat ? &seat->wins : nullptr;
        },
        [](const BalanceReport& rep, int s) {
            const auto* seat = seatAt(rep, s);
            if (!seat)
                return Charts::tr("no such seat");
            return Charts::tr("%1: won %2")
                .arg(seatLabel(*seat), rateText(seat->wins, Charts::tr("games")));
        },
        Charts::tr("games won"), solo ? QString() : Charts::tr("seat (shared wins count for each)"),
        100.0 / players, Charts::tr("even (%1)").arg(percent(1.0 / players, 0)));
}

QChart* duel(const Reports& r) {
    if (!r.a)
        return nullptr;
    QChart* chart = newChart(Charts::tr("Mean score: player vs Master Gardener"));
    const QStringList categories = seatCategories(r);
    auto* series = new QBarSeries;
    series->setBarWidth(kBarWidth);
    std::vector<std::vector<std::pair<double, double>>> whiskers;
    double top = 0;
    for (const Drawn& d : drawn(r)) {
        QBarSet* set = newSet(d.name, setColour(d.which));
        QStringList tips;
        std::vector<std::pair<double, double>> lh;
        for (int s = 0; s < categories.size(); ++s) {
            const auto* seat = seatAt(*d.report, s);
            const Distribution dist = seat ? seat->total : Distribution{};
            // The 95% interval of the mean (normal approximation: the games are many).
            const double half = dist.n > 1 ? 1.96 * dist.sd / std::sqrt(dist.n) : 0.0;
            set->append(dist.mean);
            lh.emplace_back(dist.mean - half, dist.mean + half);
            top = std::max(top, dist.mean + half);
            tips << ofSet(
                Charts::tr("%1: %2 points on average (sd %3, %n game(s)); 95% interval of "
                           "the mean %4 – %5; median %6",
                           "", dist.n)
                    .arg(categories[s], number(dist.mean, 1), number(dist.sd, 1),
                         number(dist.mean - half, 1), number(dist.mean + half, 1),
                         number(dist.median, 1)),
                r, d);
        }
        setTips(set, tips);
        series->append(set);
        whiskers.push_back(std::move(lh));
    }
    showValues(series, r, QStringLiteral("@value"));
    chart->addSeries(series);
    QBarCategoryAxis* cat = categoryAxis(categories);
    QValueAxis* val = valueAxis(Charts::tr("points (mean)"), QStringLiteral("%.0f"));
    fitRange(val, top);
    chart->addAxis(cat, Qt::AlignBottom);
    chart->addAxis(val, Qt::AlignLeft);
    series->attachAxis(cat);
    series->attachAxis(val);
    for (std::size_t s = 0; s < whiskers.size(); ++s)
        addWhiskers(chart, cat, val, static_cast<int>(s), static_cast<int>(whiskers.size()),
                    whiskers[s], false, series->barSets()[static_cast<int>(s)]);
    if (!r.b)
        chart->legend()->setVisible(false);
    return chart;
}

QChart* scores(const Reports& r) {
    if (!r.a)
        return nullptr;
    QChart* chart = newChart(Charts::tr("Score distribution per seat"));
    const QStringList categories = seatCategories(r);
    double low = 1e9, high = -1e9;
    std::vector<QBoxPlotSeries*> all;
    for (const Drawn& d : drawn(r)) {
        auto* series = new QBoxPlotSeries;
        series->setName(d.name);
        series->setBrush(setColour(d.which).lighter(125));
        series->setPen(QPen(setColour(d.which).darker(140), 1.3));
        series->setBoxWidth(0.6);
        for (int s = 0; s < categories.size(); ++s) {
            const auto* seat = seatAt(*d.report, s);
            const Distribution dist = seat ? seat->total : Distribution{};
            auto* box =
                new QBoxSet(dist.min, dist.q1, dist.median, dist.q3, dist.max, categories[s]);
            box->setProperty(
                "tip",
                ofSet(Charts::tr("%1: min %2 · lower quartile %3 · median %4 · upper "
                                 "quartile %5 · max %6; mean %7 (sd %8) over %n "
                                 "game(s)",
                                 "", dist.n)
                          .arg(categories[s], QString::number(dist.min), number(dist.q1, 1),
                               number(dist.median, 1), number(dist.q3, 1),
                               QString::number(dist.max), number(dist.mean, 1), number(dist.sd, 1)),
                      r, d));
            QObject::connect(box, &QBoxSet::hovered, box, [box](bool on) {
                if (on)
                    showTip(tip(box));
                else
                    QToolTip::hideText();
            });
            series->append(box);
            if (dist.n > 0) {
                low = std::min(low, static_cast<double>(dist.min));
                high = std::max(high, static_cast<double>(dist.max));
            }
        }
        chart->addSeries(series);
        all.push_back(series);
    }
    QBarCategoryAxis* cat = categoryAxis(categories);
    QValueAxis* val = valueAxis(Charts::tr("final score (points)"), QStringLiteral("%.0f"));
    if (high < low)
        low = 0, high = 10;
    const double pad = std::max(2.0, (high - low) * 0.06);
    val->setRange(std::max(0.0, low - pad), high + pad);
    val->applyNiceNumbers();
    chart->addAxis(cat, Qt::AlignBottom);
    chart->addAxis(val, Qt::AlignLeft);
    for (QBoxPlotSeries* s : all) {
        s->attachAxis(cat);
        s->attachAxis(val);
    }
    if (!r.b)
        chart->legend()->setVisible(false);
    return chart;
}

QChart* breakdown(const Reports& r) {
    if (!r.a)
        return nullptr;
    QChart* chart = newChart(Charts::tr("Where the points come from (mean)"));
    const QStringList seatNames = seatCategories(r);
    const auto sets = drawn(r);
    QStringList categories;
    struct Column {
        const BalanceReport::SeatRow* seat;
        QString label;
    };
    std::vector<Column> columns;
    for (int s = 0; s < seatNames.size(); ++s)
        for (const Drawn& d : sets) {
            const QString which = d.which == 0 ? QStringLiteral("A") : QStringLiteral("B");
            const QString label = r.b ? seatNames[s] + QStringLiteral(" · ") + which : seatNames[s];
            // On the axis: "Seat 1 · A" (the bot is in the hover text and the other charts).
            const auto* seat = seatAt(*d.report, s);
            categories << (r.b ? (seat && seat->bot == kGardenerBot
                                      ? Charts::tr("Master Gardener")
                                      : seatName(seat ? seat->name : std::string())) +
                                     QStringLiteral(" · ") + which
                               : seatNames[s]);
            columns.push_back({seat, label});
        }
    struct Part {
        const char* name;
        QColor colour;
        double BalanceReport::SeatRow::*field;
    };
    const Part parts[] = {{QT_TRANSLATE_NOOP("BalanceCharts", "score track"),
                           QColor(0x3a, 0x6e, 0xa5), &BalanceReport::SeatRow::track},
                          {QT_TRANSLATE_NOOP("BalanceCharts", "Improvements"),
                           QColor(0x9a, 0x6b, 0x3c), &BalanceReport::SeatRow::improvements},
                          {QT_TRANSLATE_NOOP("BalanceCharts", "objectives"),
                           QColor(0x5e, 0x9c, 0x4a), &BalanceReport::SeatRow::objectives},
                          {QT_TRANSLATE_NOOP("BalanceCharts", "coins"), QColor(0xd9, 0xa5, 0x20),
                           &BalanceReport::SeatRow::coins}};
    auto* series = new QStackedBarSeries;
    series->setBarWidth(0.6);
    double top = 0;
    std::vector<double> totals(columns.size(), 0.0);
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (columns[c].seat)
            for (const Part& p : parts)
                totals[c] += columns[c].seat->*p.field;
    for (const Part& p : parts) {
        QBarSet* set = newSet(Charts::tr(p.name), p.colour);
        QStringList tips;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const double v = columns[c].seat ? columns[c].seat->*p.field : 0.0;
            set->append(v);
            tips << Charts::tr("%1: %2 %3 points of %4 a game (%5)")
                        .arg(columns[c].label, number(v, 1), Charts::tr(p.name),
                             number(totals[c], 1),
                             totals[c] > 0 ? percent(v / totals[c], 0) : QStringLiteral("—"));
        }
        setTips(set, tips);
        series->append(set);
    }
    for (double t : totals)
        top = std::max(top, t);
    chart->addSeries(series);
    QBarCategoryAxis* cat = categoryAxis(categories);

    QValueAxis* val = valueAxis(Charts::tr("points (mean per game)"), QStringLiteral("%.0f"));
    fitRange(val, top);
    chart->addAxis(cat, Qt::AlignBottom);
    chart->addAxis(val, Qt::AlignLeft);
    series->attachAxis(cat);
    series->attachAxis(val);
    return chart;
}

QChart* claims(const Reports& r) {
    if (!r.a)
        return nullptr;
    // Bottom to top on a horizontal chart: the data's first objective is drawn at the top.
    std::vector<std::string> ids = objectiveIds(r);
    std::reverse(ids.begin(), ids.end());
    QStringList categories;
    for (const std::string& id : ids)
        categories << QString::fromStdString(id);
    return rateChart(
        r, Charts::tr("Objectives claimed when on the board"), categories,
        [ids](const BalanceReport& rep, int i) -> const Rate* {
            const auto* o = findRow(rep.objectives, ids[static_cast<std::size_t>(i)]);
            return o ? &o->claimed : nullptr;
        },
        [ids](const BalanceReport& rep, int i) {
            const auto* o = findRow(rep.objectives, ids[static_cast<std::size_t>(i)]);
            const QString id = QString::fromStdString(ids[static_cast<std::size_t>(i)]);
            if (!o)
                return Charts::tr("%1: not in this data set").arg(id);
            if (o->claimed.trials == 0)
                return Charts::tr("%1 (threshold %2, %3 points): never on the board")
                    .arg(id)
                    .arg(o->threshold)
                    .arg(o->points);
            const QString claimed = rateText(o->claimed, Charts::tr("games it was on the board"));
            const QString round = number(o->meanRound, 1);
            const bool hit = o->claimed.hits > 0;
            if (o->byGardener > 0)
                return (hit ? Charts::tr("%1 (threshold %2, %3 points): claimed in %4; mean round "
                                         "%5; %n time(s) by the Master Gardener",
                                         "", o->byGardener)
                                  .arg(id)
                                  .arg(o->threshold)
                                  .arg(o->points)
                                  .arg(claimed, round)
                            : Charts::tr("%1 (threshold %2, %3 points): claimed in %4; %n time(s) "
                                         "by the Master Gardener",
                                         "", o->byGardener)
                                  .arg(id)
                                  .arg(o->threshold)
                                  .arg(o->points)
                                  .arg(claimed));
            if (hit)
                return Charts::tr("%1 (threshold %2, %3 points): claimed in %4; mean round %5")
                    .arg(id)
                    .arg(o->threshold)
                    .arg(o->points)
                    .arg(claimed, round);
            return Charts::tr("%1 (threshold %2, %3 points): claimed in %4")
                .arg(id)
                .arg(o->threshold)
                .arg(o->points)
                .arg(claimed);
        },
        Charts::tr("% of its games on the board"), QString(), 0, QString(), true, false);
}

QChart* rounds(const Reports& r, int which) {
    const BalanceReport* rep = which == 1 && r.b ? r.b : r.a;
    if (!rep)
        return nullptr;
    const bool isB = rep == r.b && r.b;
    const QString title = !r.b  ? Charts::tr("In which round each is claimed")
                          : isB ? Charts::tr("In which round each is claimed (B)")
                                : Charts::tr("In which round each is claimed (A)");
    QChart* chart = newChart(title);
    std::vector<std::string> ids = objectiveIds(r);
    std::reverse(ids.begin(), ids.end());
    QStringList categories;
    for (const std::string& id : ids)
        categories << QString::fromStdString(id);
    int roundCount = 0;
    for (const auto& o : rep->objectives)
        roundCount = std::max(roundCount, static_cast<int>(o.byRound.size()));
    auto* series = new QHorizontalPercentBarSeries;
    series->setBarWidth(kBarWidth);
    // Light for the early rounds, dark for the late ones: viridis (yellow to purple), which
    // stays ordered in grey and for colour-blind eyes.
    static const QColor viridis[] = {QColor(0xfd, 0xe7, 0x25), QColor(0xb5, 0xde, 0x2b),
                                     QColor(0x6e, 0xce, 0x58), QColor(0x35, 0xb7, 0x79),
                                     QColor(0x1f, 0x9e, 0x89), QColor(0x26, 0x82, 0x8e),
                                     QColor(0x31, 0x68, 0x8e), QColor(0x3e, 0x49, 0x89),
                                     QColor(0x48, 0x28, 0x78), QColor(0x44, 0x01, 0x54)};
    constexpr int stops = static_cast<int>(std::size(viridis));
    for (int k = 0; k < roundCount; ++k) {
        const double t = roundCount > 1 ? static_cast<double>(k) / (roundCount - 1) : 1.0;
        const double at = t * (stops - 1);
        const int stop = std::min(stops - 2, static_cast<int>(at));
        const double f = at - stop;
        const QColor& x = viridis[stop];
        const QColor& y = viridis[stop + 1];
        const QColor colour = QColor::fromRgbF(x.redF() + f * (y.redF() - x.redF()),
                                               x.greenF() + f * (y.greenF() - x.greenF()),
                                               x.blueF() + f * (y.blueF() - x.blueF()));
        QBarSet* set = newSet(QString::number(k + 1), colour);
        set->setBorderColor(QColor(255, 255, 255, 200));
        QStringList tips;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const auto* o = findRow(rep->objectives, ids[i]);
            const int n = o && k < static_cast<int>(o->byRound.size())
                              ? o->byRound[static_cast<std::size_t>(k)]
                              : 0;
            const int all = o ? std::accumulate(o->byRound.begin(), o->byRound.end(), 0) : 0;
            set->append(n);
            const QString id = QString::fromStdString(ids[i]);
            tips << (all > 0 ? Charts::tr("%1, round %2: %n claim(s), %3 of its %4 claims; mean "
                                          "round %5",
                                          "", n)
                                   .arg(id)
                                   .arg(k + 1)
                                   .arg(percent(static_cast<double>(n) / all, 0))
                                   .arg(all)
                                   .arg(number(o->meanRound, 1))
                             : Charts::tr("%1, round %2: %n claim(s); never claimed", "", n)
                                   .arg(id)
                                   .arg(k + 1));
        }
        setTips(set, tips);
        series->append(set);
    }
    chart->addSeries(series);
    QBarCategoryAxis* cat = categoryAxis(categories);
    QValueAxis* val = valueAxis(Charts::tr("share of its claims, by round"), percentFormat());
    val->setRange(0, 100);
    chart->addAxis(cat, Qt::AlignLeft);
    chart->addAxis(val, Qt::AlignBottom);
    series->attachAxis(cat);
    series->attachAxis(val);
    return chart;
}

QChart* gaps(const Reports& r) {
    if (!r.a)
        return nullptr;
    QStringList categories;
    for (int k = 0; k < kGapShapeCount; ++k)
        categories << QString::fromLatin1(name(static_cast<GapShape>(k)).data(),
                                          static_cast<int>(name(static_cast<GapShape>(k)).size()));
    return numberChart(
        r, Charts::tr("Gaps closed per game, by shape"), categories,
        [](const BalanceReport& rep, int k) {
            return rep.gapShapesPerGame[static_cast<std::size_t>(k)];
        },
        [categories](const BalanceReport& rep, int k) {
            return Charts::tr("Gap of %1 (%2): %3 a game")
                .arg(Charts::tr(gapWords(k)), categories[k],
                     number(rep.gapShapesPerGame[static_cast<std::size_t>(k)], 2));
        },
        Charts::tr("gaps per game"), false);
}

QChart* improvements(const Reports& r) {
    if (!r.a)
        return nullptr;
    const QStringList categories = {Charts::tr("Workers"), Charts::tr("Barns"),
                                    Charts::tr("Windmills")};
    return numberChart(
        r, Charts::tr("Improvements per game"), categories,
        [](const BalanceReport& rep, int k) {
            return rep.improvementsPerGame[static_cast<std::size_t>(k)];
        },
        [categories](const BalanceReport& rep, int k) {
            return (rep.setup.solo
                        ? Charts::tr("%1: %2 a game (the player's and the Master Gardener's)")
                        : Charts::tr("%1: %2 a game (all players)"))
                .arg(categories[k],
                     number(rep.improvementsPerGame[static_cast<std::size_t>(k)], 2));
        },
        Charts::tr("Improvements per game"), true);
}

QChart* tiles(const Reports& r, bool byRate) {
    if (!r.a)
        return nullptr;
    std::vector<std::string> ids;
    for (const Drawn& d : drawn(r))
        for (const auto& t : d.report->tiles)
            if (std::find(ids.begin(), ids.end(), t.id) == ids.end())
                ids.push_back(t.id);
    if (byRate) {
        const auto rate = [&](const std::string& id) {
            const auto* t = findRow(r.a->tiles, id);
            return t ? t->taken.value : -1.0;
        };
        std::stable_sort(ids.begin(), ids.end(), [&](const std::string& x, const std::string& y) {
            return rate(x) > rate(y);
        });
    }
    QStringList categories;
    for (const std::string& id : ids)
        categories << QString::fromStdString(id);
    QChart* chart = rateChart(
        r, Charts::tr("How often each tile is taken when on offer"), categories,
        [ids](const BalanceReport& rep, int i) -> const Rate* {
            const auto* t = findRow(rep.tiles, ids[static_cast<std::size_t>(i)]);
            return t ? &t->taken : nullptr;
        },
        [ids](const BalanceReport& rep, int i) {
            const QString id = QString::fromStdString(ids[static_cast<std::size_t>(i)]);
            const auto* t = findRow(rep.tiles, ids[static_cast<std::size_t>(i)]);
            if (!t)
                return Charts::tr("%1: not in this data set").arg(id);
            return Charts::tr("%1: taken %2")
                .arg(id, rateText(t->taken, Charts::tr("take steps it was on offer at")));
        },
        Charts::tr("taken (% of the take steps it was on offer at)"), QString(), 0, QString(),
        false, false);
    // Many categories: no whiskers (on hover instead), labels upright.
    for (QAbstractSeries* s : chart->series())
        if (s->property("whisker").toBool()) {
            chart->removeSeries(s);
            delete s;
        }
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
        if (auto* cat = qobject_cast<QBarCategoryAxis*>(axis)) {
            cat->setLabelsAngle(-90);
            // An empty axis on the right keeps the last tile's label off the chart's edge (Qt
            // Charts leaves out a label whose centre passes the axis' end).
            auto* pad = new QValueAxis;
            pad->setLabelsVisible(false);
            pad->setLineVisible(false);
            pad->setGridLineVisible(false);
            pad->setTitleText(QStringLiteral(" "));
            chart->addAxis(pad, Qt::AlignRight);
            auto* none = new QLineSeries;
            chart->addSeries(none);
            none->attachAxis(cat);
            none->attachAxis(pad);
            for (QLegendMarker* m : chart->legend()->markers(none))
                m->setVisible(false);
        }
    if (!r.b)
        chart->legend()->setVisible(false);
    return chart;
}

QChart* cards(const Reports& r) {
    if (!r.a)
        return nullptr;
    std::vector<std::string> ids;
    for (const Drawn& d : drawn(r))
        for (const auto& k : d.report->cards)
            if (std::find(ids.begin(), ids.end(), k.id) == ids.end())
                ids.push_back(k.id);
    QStringList categories;
    for (const std::string& id : ids)
        categories << QString::fromStdString(id);
    return numberChart(
        r, Charts::tr("Points per card played (mean)"), categories,
        [ids](const BalanceReport& rep, int i) {
            const auto* k = findRow(rep.cards, ids[static_cast<std::size_t>(i)]);
            return k ? k->meanPoints : 0.0;
        },
        [ids](const BalanceReport& rep, int i) {
            const QString id = QString::fromStdString(ids[static_cast<std::size_t>(i)]);
            const auto* k = findRow(rep.cards, ids[static_cast<std::size_t>(i)]);
            if (!k)
                return Charts::tr("%1: not in this data set").arg(id);
            if (k->played == 0)
                return Charts::tr("%1: never played").arg(id);
            return Charts::tr("%1: %2 points a play on average (sd %3), played %n time(s)", "",
                              k->played)
                .arg(id, number(k->meanPoints, 2), number(k->sd, 2));
        },
        Charts::tr("points per play (mean)"), categories.size() <= 12,
        categories.size() > 8 ? -30 : 0);
}

} // namespace balancecharts
