// The Balance window's charts of what happens in play: how often and in which round each
// objective is claimed, gaps and Improvements per game, how often each tile is taken when on
// offer, and the points per card played.
#include "BalanceCharts.h"
#include "BalanceChartsParts.h"

#include "frosted/rules/garden.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalPercentBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <numeric>

using namespace frosted;

namespace balancecharts {

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
