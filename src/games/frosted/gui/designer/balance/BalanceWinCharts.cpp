// The Balance window's charts of wins and scores: wins by start position and by seat, the solo
// duel's mean scores, the score distributions and where the points come from.
#include "BalanceCharts.h"
#include "BalanceChartsParts.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QLegend>
#include <QPen>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace frosted;

namespace balancecharts {

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

} // namespace balancecharts
