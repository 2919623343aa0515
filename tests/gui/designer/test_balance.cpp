// Tools ▸ Balance… (issue 16, docs/designer.md "Balance lab"): a run in the background whose
// charts show exactly the report's figures (read back from the bar sets, box sets and whiskers
// and compared with reportJson), a cancelled run that leaves the window and the game usable,
// closing during a run, the CSV export, an A / B run against a changed copy of data/, and report
// files opened, exported and refused.
#include "BalanceCharts.h"
#include "BalanceWindow.h"
#include "DataProblemsWindow.h"
#include "DesignerTools.h"
#include "GameController.h"
#include "MainWindow.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <nlohmann/json.hpp>

#include <QAbstractBarSeries>
#include <QAction>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsScene>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolTip>
#include <QValueAxis>
#include <QtTest>

#include <filesystem>
#include <fstream>

using namespace frosted;
using json = nlohmann::ordered_json;

class BalanceTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void BALANCE_toolsMenuOpensTheWindowWithTheSetInUse();
    void BALANCE_chartsShowTheReportsFigures();
    void BALANCE_soloChartsShowTheMasterGardener();
    void BALANCE_cancelledRunLeavesTheAppUsable();
    void BALANCE_closingDuringARunCancelsIt();
    void BALANCE_csvHasAHeaderAndARowPerSeatPerGame();
    void BALANCE_abRunListsTheDifferences();
    void BALANCE_exportedReportOpensAgain();
    void BALANCE_badReportFilesAreRefusedWithTheReason();

  private:
    std::unique_ptr<MainWindow> window();
    BalanceWindow* open(MainWindow& w);
    static bool runToEnd(BalanceWindow& b, int timeoutMs = 30000);
    ComponentsPtr comps_;
};

namespace {

QBarCategoryAxis* categoryAxis(QChart* c) {
    for (QAbstractAxis* a : c->axes())
        if (auto* cat = qobject_cast<QBarCategoryAxis*>(a))
            return cat;
    return nullptr;
}

QList<QBarSet*> barSets(QChart* c) {
    for (QAbstractSeries* s : c->series())
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(s))
            return bars->barSets();
    return {};
}

QList<QBoxPlotSeries*> boxSeries(QChart* c) {
    QList<QBoxPlotSeries*> out;
    for (QAbstractSeries* s : c->series())
        if (auto* box = qobject_cast<QBoxPlotSeries*>(s))
            out << box;
    return out;
}

// The whisker of bar `category` of set `set`: its low and high end.
std::optional<std::pair<double, double>> whisker(QChart* c, int set, int category) {
    for (QAbstractSeries* s : c->series())
        if (s->property("whisker").toBool() && s->property("set").toInt() == set &&
            s->property("category").toInt() == category)
            return std::make_pair(s->property("low").toDouble(), s->property("high").toDouble());
    return std::nullopt;
}

// The category labels, as the data names them (the seats' labels are on two lines).
QStringList labels(QChart* c) {
    QStringList out;
    for (const QString& l : categoryAxis(c)->categories())
        out << QString(l).replace(QStringLiteral("<br>"), QStringLiteral(" "));
    return out;
}

bool near(double a, double b, double tolerance) {
    return std::fabs(a - b) <= tolerance;
}

// The report as its JSON has it (numbers rounded to 4 decimals): a chart's figure in percent
// matches to 0.01, a mean to 0.0001.
constexpr double kPercent = 0.0051;
constexpr double kMean = 0.000051;

QString read(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

void write(const QString& path, const std::string& text) {
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

// A copy of data/ in `dir` with `change` applied to objectives.json.
QString variant(const QTemporaryDir& dir, const std::function<void(json&)>& change) {
    const QString folder = dir.filePath(QStringLiteral("variant"));
    std::filesystem::create_directories(folder.toStdString());
    for (const auto& e : std::filesystem::directory_iterator(defaultDataDir()))
        if (e.path().extension() == ".json")
            std::filesystem::copy_file(e.path(), std::filesystem::path(folder.toStdString()) /
                                                     e.path().filename());
    const std::string path = (std::filesystem::path(folder.toStdString()) / "objectives.json");
    json j = json::parse(std::ifstream(path));
    change(j);
    std::ofstream(path) << j.dump(2);
    return folder;
}

} // namespace

void BalanceTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> BalanceTest::window() {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir({});
    w->resize(1240, 800);
    w->show();
    w->startGame(guitest::hotseat(7));
    return w;
}

BalanceWindow* BalanceTest::open(MainWindow& w) {
    w.designerTools()->balanceAction()->trigger(); // Tools ▸ Balance…
    BalanceWindow* b = w.designerTools()->balanceWindow();
    if (b) {
        b->resize(1280, 820);
        b->run()->setIntervals(50, 150); // live charts and progress often, to exercise them
    }
    return b;
}

bool BalanceTest::runToEnd(BalanceWindow& b, int timeoutMs) {
    QSignalSpy done(&b, &BalanceWindow::runFinished);
    b.runButton()->click();
    return b.running() && done.wait(timeoutMs) && !b.running();
}

void BalanceTest::BALANCE_toolsMenuOpensTheWindowWithTheSetInUse() {
    auto w = window();
    // Tools sits after View, Settings before Help (KDE's order), and Tools holds Balance… with
    // its shortcut.
    QStringList menus;
    for (QAction* a : w->menuBar()->actions())
        menus << a->text().remove(QLatin1Char('&'));
    QVERIFY2(menus.indexOf(QStringLiteral("Tools")) == menus.indexOf(QStringLiteral("View")) + 1,
             qPrintable(menus.join(u' ')));
    QCOMPARE(menus.indexOf(QStringLiteral("Settings")), menus.indexOf(QStringLiteral("Tools")) + 1);
    QCOMPARE(menus.indexOf(QStringLiteral("Help")), menus.indexOf(QStringLiteral("Settings")) + 1);
    QCOMPARE(w->designerTools()->balanceAction()->shortcut(),
             QKeySequence(QStringLiteral("Ctrl+Shift+A")));
    BalanceWindow* b = open(*w);
    QVERIFY(b);
    QVERIFY(b->isVisible());
    QCOMPARE(b->dataSetA(), w->controller()->dataSet());
    QVERIFY(!b->dataSetB());
    // The panel's defaults: 2 players, greedy, 200 games, the start rotating; hard's worlds only
    // when a seat is hard.
    QCOMPARE(b->gamesBox()->value(), 200);
    QCOMPARE(b->modeBox()->currentData().toInt(), 2);
    QVERIFY(b->rotateBox()->isChecked());
    QVERIFY(b->iterationsBox()->isHidden());
    b->botBox(1)->setCurrentIndex(b->botBox(1)->findData(QStringLiteral("hard")));
    QVERIFY(!b->iterationsBox()->isHidden());
    QCOMPARE(b->setup().iterations, b->iterationsBox()->value());
    QCOMPARE(b->setup().bots, (std::vector<std::string>{"greedy", "hard"}));
    b->botBox(1)->setCurrentIndex(b->botBox(1)->findData(QStringLiteral("easy")));
    QVERIFY(b->iterationsBox()->isHidden());
    QCOMPARE(b->setup().iterations, 0);
    // Solo: one seat, no rotation.
    b->modeBox()->setCurrentIndex(b->modeBox()->findData(0));
    QVERIFY(b->botBox(1)->isHidden());
    QVERIFY(!b->rotateBox()->isEnabled());
    QVERIFY(b->setup().solo);
    QVERIFY(!b->setup().rotateStart);
    // Opened again: the same window.
    w->designerTools()->balanceAction()->trigger();
    QCOMPARE(w->designerTools()->balanceWindow(), b);
}

void BalanceTest::BALANCE_chartsShowTheReportsFigures() {
    auto w = window();
    BalanceWindow* b = open(*w);
    b->configure(3, false,
                 {QStringLiteral("greedy"), QStringLiteral("random"), QStringLiteral("easy")}, 20,
                 5, true);
    QVERIFY(!b->chart(QStringLiteral("seats"))); // nothing yet
    QVERIFY(runToEnd(*b));
    QVERIFY(!b->wasCancelled());
    QVERIFY(b->reportA());
    QCOMPARE(b->reportA()->games, 20);
    QVERIFY(b->statusLabel()->text().contains(QStringLiteral("20 games")));
    QCOMPARE(b->progressBar()->value(), 20);
    const json j = reportJson(*b->reportA());
    QCOMPARE(j["games"].get<int>(), 20);
    QVERIFY(j["setup"]["bots"] == json({"greedy", "random", "easy"}));

    // Wins by seat: one bar per seat (its win rate in percent) and its 95% interval.
    QChart* seats = b->chart(QStringLiteral("seats"));
    QVERIFY(seats);
    QCOMPARE(labels(seats),
             QStringList({QStringLiteral("Seat 1 greedy"), QStringLiteral("Seat 2 random"),
                          QStringLiteral("Seat 3 easy")}));
    QCOMPARE(barSets(seats).size(), 1);
    // Its axis reads "50%": the chart localizes its numbers, and then Qt shows the text after the
    // number as it is written (a printf "%%" would show twice).
    for (QAbstractAxis* a : seats->axes())
        if (auto* v = qobject_cast<QValueAxis*>(a)) {
            QVERIFY(seats->localizeNumbers());
            QCOMPARE(v->labelFormat(), QStringLiteral("%.0f%"));
        }
    for (int s = 0; s < 3; ++s) {
        const json& wins = j["seats"][s]["wins"];
        QVERIFY(near(barSets(seats)[0]->at(s), wins["rate"].get<double>() * 100, kPercent));
        const auto wh = whisker(seats, 0, s);
        QVERIFY(wh);
        QVERIFY(near(wh->first, wins["ci95"][0].get<double>() * 100, kPercent));
        QVERIFY(near(wh->second, wins["ci95"][1].get<double>() * 100, kPercent));
        // The exact figure on hover: the rate, its hits and trials.
        const QString tip = balancecharts::tip(barSets(seats)[0], s);
        QVERIFY2(tip.contains(QStringLiteral("%1 of 20").arg(wins["hits"].get<int>())),
                 qPrintable(tip));
    }
    // Wins by start position.
    QChart* positions = b->chart(QStringLiteral("positions"));
    QVERIFY(positions);
    QCOMPARE(barSets(positions)[0]->count(), 3);
    for (int p = 0; p < 3; ++p) {
        const json& row = j["start_positions"][p];
        QVERIFY(near(barSets(positions)[0]->at(p), row["rate"].get<double>() * 100, kPercent));
        QVERIFY(
            near(whisker(positions, 0, p)->second, row["ci95"][1].get<double>() * 100, kPercent));
    }
    QVERIFY(!b->chart(QStringLiteral("duel"))); // solo only

    // Score distributions: min, quartiles, max per seat.
    QChart* scores = b->chart(QStringLiteral("scores"));
    QCOMPARE(boxSeries(scores).size(), 1);
    const auto boxes = boxSeries(scores)[0]->boxSets();
    QCOMPARE(boxes.size(), 3);
    for (int s = 0; s < 3; ++s) {
        const json& d = j["seats"][s]["score"];
        QCOMPARE(boxes[s]->at(QBoxSet::LowerExtreme), d["min"].get<double>());
        QVERIFY(near(boxes[s]->at(QBoxSet::LowerQuartile), d["q1"].get<double>(), kMean));
        QVERIFY(near(boxes[s]->at(QBoxSet::Median), d["median"].get<double>(), kMean));
        QVERIFY(near(boxes[s]->at(QBoxSet::UpperQuartile), d["q3"].get<double>(), kMean));
        QCOMPARE(boxes[s]->at(QBoxSet::UpperExtreme), d["max"].get<double>());
        QVERIFY(balancecharts::tip(boxes[s]).contains(QStringLiteral("over 20 games")));
    }
    // The breakdown: track, Improvements, objectives, coins stacked per seat.
    QChart* breakdown = b->chart(QStringLiteral("breakdown"));
    const auto parts = barSets(breakdown);
    QCOMPARE(parts.size(), 4);
    const char* names[] = {"track", "improvements", "objectives", "coins"};
    for (int s = 0; s < 3; ++s)
        for (int k = 0; k < 4; ++k)
            QVERIFY(
                near(parts[k]->at(s), j["seats"][s]["breakdown"][names[k]].get<double>(), kMean));

    // Objectives: the claim rate of each (by id, whatever the chart's order) and its rounds.
    QChart* claims = b->chart(QStringLiteral("claims"));
    QChart* rounds = b->chart(QStringLiteral("rounds"));
    const QStringList objectiveIds = labels(claims);
    QCOMPARE(objectiveIds.size(), static_cast<int>(j["objectives"].size()));
    QCOMPARE(labels(rounds), objectiveIds);
    const auto roundSets = barSets(rounds);
    QCOMPARE(roundSets.size(), comps_->rules.rounds);
    int claimedSomewhere = 0;
    for (const json& o : j["objectives"]) {
        const int i = objectiveIds.indexOf(QString::fromStdString(o["id"].get<std::string>()));
        QVERIFY(i >= 0);
        QVERIFY(
            near(barSets(claims)[0]->at(i), o["claimed"]["rate"].get<double>() * 100, kPercent));
        for (int k = 0; k < comps_->rules.rounds; ++k)
            QCOMPARE(roundSets[k]->at(i), o["by_round"][k].get<double>());
        if (o["claimed"]["hits"].get<int>() > 0) {
            ++claimedSomewhere;
            // Hovering a round's part gives the mean round.
            const QString tip = balancecharts::tip(roundSets[0], i);
            QVERIFY2(tip.contains(balancecharts::number(o["mean_round"].get<double>(), 1)),
                     qPrintable(tip));
        }
    }
    QVERIFY(claimedSomewhere > 0);

    // Gaps and Improvements per game.
    QChart* gaps = b->chart(QStringLiteral("gaps"));
    const QStringList shapes = labels(gaps);
    QCOMPARE(shapes.size(), 9);
    for (int k = 0; k < shapes.size(); ++k)
        QVERIFY(near(barSets(gaps)[0]->at(k),
                     j["gap_shapes_per_game"][shapes[k].toStdString()].get<double>(), kMean));
    QChart* improvements = b->chart(QStringLiteral("improvements"));
    const char* kinds[] = {"worker", "barn", "windmill"};
    for (int k = 0; k < 3; ++k)
        QVERIFY(near(barSets(improvements)[0]->at(k),
                     j["improvements_per_game"][kinds[k]].get<double>(), kMean));

    // Tiles: the take rate of each, sorted by it (most taken first), then in data order.
    QChart* tiles = b->chart(QStringLiteral("tiles"));
    QStringList tileIds = labels(tiles);
    QCOMPARE(tileIds.size(), static_cast<int>(j["tiles"].size()));
    for (const json& t : j["tiles"]) {
        const int i = tileIds.indexOf(QString::fromStdString(t["id"].get<std::string>()));
        QVERIFY(near(barSets(tiles)[0]->at(i), t["rate"].get<double>() * 100, kPercent));
    }
    for (int i = 1; i < tileIds.size(); ++i)
        QVERIFY(barSets(tiles)[0]->at(i - 1) >= barSets(tiles)[0]->at(i));
    b->tileOrderBox()->setCurrentIndex(1);
    tiles = b->chart(QStringLiteral("tiles"));
    QCOMPARE(labels(tiles).first(), QString::fromStdString(j["tiles"][0]["id"]));

    // Cards: mean points per card played, the count on hover.
    QChart* cards = b->chart(QStringLiteral("cards"));
    const QStringList cardIds = labels(cards);
    QCOMPARE(cardIds.size(), static_cast<int>(j["cards"].size()));
    for (int k = 0; k < cardIds.size(); ++k) {
        const json& card = j["cards"][k];
        QCOMPARE(cardIds[k], QString::fromStdString(card["id"]));
        QVERIFY(near(barSets(cards)[0]->at(k), card["mean_points"].get<double>(), kMean));
        if (card["played"].get<int>() > 1)
            QVERIFY(
                balancecharts::tip(barSets(cards)[0], k)
                    .contains(QStringLiteral("played %1 times").arg(card["played"].get<int>())));
    }
    QCOMPARE(b->chartNames().size(), 10);

    // Hovering a bar shows its exact figure (a scene delivers hover events only while its window
    // is active).
    b->tabs()->setCurrentIndex(b->tabIndex(QStringLiteral("wins")));
    seats = b->chart(QStringLiteral("seats"));
    auto* view = qobject_cast<QChartView*>(seats->scene()->views().value(0));
    QVERIFY(view);
    b->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(b));
    QAbstractSeries* bars = nullptr;
    for (QAbstractSeries* s : seats->series())
        if (qobject_cast<QAbstractBarSeries*>(s))
            bars = s;
    int tallest = 0;
    for (int s = 1; s < 3; ++s)
        if (barSets(seats)[0]->at(s) > barSets(seats)[0]->at(tallest))
            tallest = s;
    // Beside the whisker, halfway up the bar.
    const QPointF inBar =
        seats->mapToPosition(QPointF(tallest + 0.15, barSets(seats)[0]->at(tallest) / 2), bars);
    const QPoint at = view->mapFromScene(seats->mapToScene(inBar));
    QSignalSpy hovered(barSets(seats)[0], &QBarSet::hovered);
    // Through the window system, as a real pointer moves (enter, then move).
    const QPoint inWindow = view->viewport()->mapTo(b, at);
    QTest::mouseMove(b->windowHandle(), inWindow - QPoint(0, 4));
    QTest::mouseMove(b->windowHandle(), inWindow);
    QTRY_VERIFY_WITH_TIMEOUT(!hovered.isEmpty(), 2000);
    QCOMPARE(hovered.first().at(1).toInt(), tallest);
    QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), 2000);
    QCOMPARE(QToolTip::text(), balancecharts::tip(barSets(seats)[0], tallest));

    // No A / B without data set B; the same setup gives the same report (any core count).
    QVERIFY(!b->tabs()->isTabVisible(b->tabIndex(QStringLiteral("ab"))));
    const json again = reportJson(*b->reportA());
    b->runNow();
    QVERIFY(reportJson(*b->reportA()) == again);
}

void BalanceTest::BALANCE_soloChartsShowTheMasterGardener() {
    auto w = window();
    BalanceWindow* b = open(*w);
    b->configure(1, true, {QStringLiteral("greedy")}, 12, 3, false);
    QVERIFY(runToEnd(*b));
    const json j = reportJson(*b->reportA());
    QCOMPARE(j["seats"].size(), std::size_t{2});
    // His win rate beside the player's, and his mean score beside the player's.
    QChart* seats = b->chart(QStringLiteral("seats"));
    QCOMPARE(labels(seats),
             QStringList({QStringLiteral("Seat 1 greedy"), QStringLiteral("Master Gardener")}));
    QChart* duel = b->chart(QStringLiteral("duel"));
    QVERIFY(duel);
    QVERIFY(!b->chart(QStringLiteral("positions")));
    for (int s = 0; s < 2; ++s) {
        QVERIFY(near(barSets(seats)[0]->at(s), j["seats"][s]["wins"]["rate"].get<double>() * 100,
                     kPercent));
        QVERIFY(near(barSets(duel)[0]->at(s), j["seats"][s]["score"]["mean"].get<double>(), kMean));
    }
}

void BalanceTest::BALANCE_cancelledRunLeavesTheAppUsable() {
    auto w = window();
    BalanceWindow* b = open(*w);
    // A long run: 100,000 games of medium players.
    b->configure(2, false, {QStringLiteral("medium")}, 100000, 1, true);
    QSignalSpy done(b, &BalanceWindow::runFinished);
    b->runButton()->click();
    QVERIFY(b->running());
    QVERIFY(!b->runButton()->isEnabled());
    QVERIFY(b->cancelButton()->isEnabled());
    QVERIFY(!b->gamesBox()->isEnabled());
    // The window stays responsive while the games are played: the event loop keeps running,
    // progress arrives, the time left is estimated and the charts follow the games.
    QElapsedTimer loop;
    qint64 longest = 0;
    loop.start();
    while (b->progressBar()->value() < 4 || !b->reportA()) {
        const qint64 before = loop.elapsed();
        QTest::qWait(10);
        longest = std::max(longest, loop.elapsed() - before);
        QVERIFY2(loop.elapsed() < 30000, "no progress");
    }
    QVERIFY2(longest < 1000, qPrintable(QString::number(longest)));
    QVERIFY2(b->progressLabel()->text().contains(QStringLiteral("left")),
             qPrintable(b->progressLabel()->text()));
    QVERIFY(b->chart(QStringLiteral("seats")));
    // The main window works meanwhile.
    GameController& c = *w->controller();
    if (c.handOverPending())
        c.confirmHandOver();
    const std::size_t actions = c.fullState().actions().size();
    c.perform(chooseGreedy(c.view()));
    QCOMPARE(c.fullState().actions().size(), actions + 1);

    b->cancelButton()->click();
    QVERIFY(done.wait(10000));
    QCOMPARE(done.size(), 1);
    QVERIFY(done.first().first().toBool());
    QVERIFY(!b->running());
    QVERIFY(b->wasCancelled());
    // The games played until then are shown, labelled as cancelled.
    const int played = b->reportA()->games;
    QVERIFY(played > 0 && played < 100000);
    QVERIFY2(b->statusLabel()->text().contains(
                 QStringLiteral("Cancelled after %1 of %2 games")
                     .arg(QLocale().toString(played), QLocale().toString(100000))),
             qPrintable(b->statusLabel()->text()));
    const json j = reportJson(*b->reportA());
    QVERIFY(near(barSets(b->chart(QStringLiteral("seats")))[0]->at(0),
                 j["seats"][0]["wins"]["rate"].get<double>() * 100, kPercent));
    QCOMPARE(b->gamesA()->games(), played);
    QVERIFY(b->exportCsvAction()->isEnabled());

    // Ready to run again, to the end.
    QVERIFY(b->runButton()->isEnabled());
    QVERIFY(!b->cancelButton()->isEnabled());
    b->configure(2, false, {QStringLiteral("greedy")}, 10, 3, false);
    QVERIFY(runToEnd(*b));
    QVERIFY(!b->wasCancelled());
    QCOMPARE(b->reportA()->games, 10);
    QVERIFY(!b->statusLabel()->text().contains(QStringLiteral("Cancelled")));
    // And the game window still plays.
    c.perform(chooseGreedy(c.view()));
    QCOMPARE(c.fullState().actions().size(), actions + 2);
}

void BalanceTest::BALANCE_closingDuringARunCancelsIt() {
    auto w = window();
    BalanceWindow* b = open(*w);
    b->configure(2, false, {QStringLiteral("medium")}, 100000, 1, true);
    b->start();
    QTRY_VERIFY_WITH_TIMEOUT(b->progressBar()->value() > 0, 30000);
    b->close(); // the thread is joined before close returns
    QVERIFY(!b->running());
    QVERIFY(b->wasCancelled());
    // Opened again: ready to run.
    w->designerTools()->balanceAction()->trigger();
    QVERIFY(b->runButton()->isEnabled());

    // Closing the game window (the application) during a run: cancelled, joined, no crash.
    b->start();
    QTRY_VERIFY_WITH_TIMEOUT(b->progressBar()->value() > 0, 30000);
    QPointer<BalanceWindow> gone = b;
    QVERIFY(w->close());
    QVERIFY(!b->running());
    w.reset();
    QVERIFY(!gone);

    // And destroyed during a run without a close first.
    auto w2 = window();
    BalanceWindow* b2 = open(*w2);
    b2->configure(2, false, {QStringLiteral("medium")}, 100000, 1, true);
    b2->start();
    QTRY_VERIFY_WITH_TIMEOUT(b2->progressBar()->value() > 0, 30000);
    w2.reset();
}

void BalanceTest::BALANCE_csvHasAHeaderAndARowPerSeatPerGame() {
    auto w = window();
    BalanceWindow* b = open(*w);
    QVERIFY(!b->exportCsvAction()->isEnabled()); // nothing to export yet
    b->configure(1, true, {QStringLiteral("easy")}, 8, 11, false);
    QVERIFY(runToEnd(*b));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("games.csv"));
    QVERIFY(b->exportCsv(path));
    const QStringList lines = read(path).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first() + QLatin1Char('\n'), QString::fromStdString(csvHeader()));
    // One row for the player and one for the Master Gardener per game, games in order.
    QCOMPARE(lines.size(), 1 + 8 * 2);
    const QStringList header = lines.first().split(QLatin1Char(','));
    const int game = header.indexOf(QStringLiteral("game"));
    const int bot = header.indexOf(QStringLiteral("bot"));
    for (int g = 0; g < 8; ++g) {
        const QStringList player = lines[1 + 2 * g].split(QLatin1Char(','));
        const QStringList gardener = lines[2 + 2 * g].split(QLatin1Char(','));
        QCOMPARE(player.size(), header.size());
        QCOMPARE(player[game].toInt(), g);
        QCOMPARE(player[bot], QStringLiteral("easy"));
        QCOMPARE(gardener[game].toInt(), g);
        QCOMPARE(gardener[bot], QString::fromLatin1(kGardenerBot));
    }
    // The rows are the core's, game by game.
    std::string expected = csvHeader();
    for (const GameFigures& g : b->gamesA()->figures())
        expected += csvRows(g, b->gamesA()->setup());
    QCOMPARE(read(path).toStdString(), expected);

    // A folder that cannot be written: refused with the reason, nothing else changes.
    QVERIFY(!b->exportCsv(dir.filePath(QStringLiteral("missing/games.csv"))));
    QVERIFY2(b->lastError().contains(QStringLiteral("Cannot write")), qPrintable(b->lastError()));
    QVERIFY(b->reportA());
}

void BalanceTest::BALANCE_abRunListsTheDifferences() {
    auto w = window();
    BalanceWindow* b = open(*w);
    QTemporaryDir dir;
    // B: purple-10 needs a group of 3 instead of 10, so it is claimed far more often.
    const QString folder = variant(dir, [](json& j) {
        for (json& o : j["objectives"])
            if (o["id"] == "purple-10")
                o["threshold"] = 3;
    });
    // A folder that does not load is refused with its problems listed.
    QTemporaryDir broken;
    write(broken.filePath(QStringLiteral("tiles.json")), "{ not json");
    QVERIFY(!b->chooseDataSetB(broken.path()));
    QVERIFY(!b->dataSetB());
    QVERIFY(b->dataProblemsWindow());
    QVERIFY(b->dataProblemsWindow()->isVisible());
    QVERIFY(b->dataProblemsWindow()->table()->rowCount() > 0);

    QVERIFY(b->chooseDataSetB(folder));
    QVERIFY(b->dataSetB());
    QVERIFY(b->dataSetB()->contentHash != b->dataSetA()->contentHash);
    b->configure(2, false, {QStringLiteral("greedy")}, 40, 2, true);
    QVERIFY(runToEnd(*b, 60000));
    QVERIFY(b->reportB());
    QCOMPARE(b->reportA()->games, 40);
    QCOMPARE(b->reportB()->games, 40);
    QCOMPARE(b->progressBar()->value(), 80);
    // The same seeds: game g of B was dealt from the same seed as game g of A.
    for (int g = 0; g < 40; ++g)
        QCOMPARE(b->gamesB()->figures()[static_cast<std::size_t>(g)].seed,
                 b->gamesA()->figures()[static_cast<std::size_t>(g)].seed);
    QCOMPARE(b->reportB()->setup.dataHash, b->dataSetB()->contentHash);

    // Each chart shows A and B side by side.
    for (const char* name :
         {"positions", "seats", "claims", "gaps", "improvements", "tiles", "cards", "breakdown"}) {
        QChart* c = b->chart(QLatin1String(name));
        QVERIFY2(c, name);
        if (QLatin1String(name) != QLatin1String("breakdown"))
            QCOMPARE(barSets(c).size(), 2);
    }
    QCOMPARE(boxSeries(b->chart(QStringLiteral("scores"))).size(), 2);
    const json ja = reportJson(*b->reportA()), jb = reportJson(*b->reportB());
    QChart* seats = b->chart(QStringLiteral("seats"));
    for (int s = 0; s < 2; ++s) {
        QVERIFY(near(barSets(seats)[0]->at(s), ja["seats"][s]["wins"]["rate"].get<double>() * 100,
                     kPercent));
        QVERIFY(near(barSets(seats)[1]->at(s), jb["seats"][s]["wins"]["rate"].get<double>() * 100,
                     kPercent));
        QVERIFY(near(whisker(seats, 1, s)->second,
                     jb["seats"][s]["wins"]["ci95"][1].get<double>() * 100, kPercent));
    }
    // The rounds chart shows A's or B's.
    b->roundsOfBox()->setCurrentIndex(1);
    QVERIFY(b->chart(QStringLiteral("rounds"))->title().contains(QStringLiteral("(B)")));

    // The A / B tab lists every difference; purple-10's claim rate rose, significantly.
    const int tab = b->tabIndex(QStringLiteral("ab"));
    QVERIFY(b->tabs()->isTabVisible(tab));
    QTableWidget* t = b->differencesTable();
    QVERIFY(!b->differences().empty());
    QCOMPARE(t->rowCount(), static_cast<int>(b->differences().size()));
    bool found = false;
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text() == QStringLiteral("objective purple-10")) {
            found = true;
            QCOMPARE(t->item(r, 1)->text(), QStringLiteral("claim rate"));
            QVERIFY(t->item(r, 4)->text().startsWith(QLatin1Char('+')));
            QVERIFY2(t->item(r, 6)->text().contains(QStringLiteral("significant")),
                     qPrintable(t->item(r, 5)->text()));
        }
    QVERIFY(found);
    // Sorted by p-value, the significant ones first; the legend says what "significant" means.
    QVERIFY(t->item(0, 6)->text().contains(QStringLiteral("significant")));
    QVERIFY(t->parentWidget()->findChildren<QLabel*>().size() > 0);
    bool legend = false;
    for (QLabel* l : t->parentWidget()->findChildren<QLabel*>())
        legend = legend || (l->text().contains(QStringLiteral("Benjamini")) &&
                            l->text().contains(QStringLiteral("5% false discovery rate")));
    QVERIFY(legend);
    int significant = 0;
    for (const Difference& d : b->differences())
        significant += d.significant;
    b->significantOnlyBox()->setChecked(true);
    int shown = 0;
    for (int r = 0; r < t->rowCount(); ++r)
        shown += !t->isRowHidden(r);
    QCOMPARE(shown, significant);

    // The JSON export holds both reports and the differences; it opens again as an A / B.
    const QString path = dir.filePath(QStringLiteral("ab.json"));
    QVERIFY(b->exportJson(path));
    const json doc = json::parse(read(path).toStdString());
    QVERIFY(doc["format"] == "frosted-blooms-balance-ab");
    QVERIFY(doc["a"] == ja);
    QVERIFY(doc["b"] == jb);
    QCOMPARE(doc["differences"].size(), b->differences().size());
    // The CSV says which data set each row is of.
    QVERIFY(b->exportCsv(dir.filePath(QStringLiteral("ab.csv"))));
    const QStringList lines =
        read(dir.filePath(QStringLiteral("ab.csv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 2 * 40 * 2);
    QVERIFY(lines[0].startsWith(QStringLiteral("data,game,")));
    QVERIFY(lines[1].startsWith(QStringLiteral("A,0,")));
    QVERIFY(lines.last().startsWith(QStringLiteral("B,39,")));

    auto w2 = window();
    BalanceWindow* other = open(*w2);
    QVERIFY(other->openReport(path));
    QVERIFY(other->reportB());
    QVERIFY(reportJson(*other->reportA()) == ja);
    QCOMPARE(other->differences().size(), b->differences().size());
    QVERIFY(other->tabs()->isTabVisible(other->tabIndex(QStringLiteral("ab"))));
    QVERIFY(!other->exportCsvAction()->isEnabled()); // a file holds no game's figures
    QVERIFY(!other->exportCsv(dir.filePath(QStringLiteral("none.csv"))));

    // None: only A again.
    b->clearDataSetB();
    QVERIFY(!b->dataSetB());
}

void BalanceTest::BALANCE_exportedReportOpensAgain() {
    auto w = window();
    BalanceWindow* b = open(*w);
    b->configure(4, false, {QStringLiteral("random")}, 16, 9, true);
    QVERIFY(runToEnd(*b));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.json"));
    QVERIFY(b->exportJson(path));
    // What the command line's simulate --report writes: reportJson.
    QVERIFY(json::parse(read(path).toStdString()) == reportJson(*b->reportA()));

    // PNGs: the current tab's charts, and every chart into a folder.
    b->tabs()->setCurrentIndex(b->tabIndex(QStringLiteral("objectives")));
    const QString png = dir.filePath(QStringLiteral("objectives.png"));
    QVERIFY(b->saveChartPng(png));
    QImage picture(png);
    QVERIFY(!picture.isNull());
    QVERIFY(picture.width() > 400);
    const QString folder = dir.filePath(QStringLiteral("charts"));
    QVERIFY(b->saveAllCharts(folder));
    for (const QString& name : b->chartNames()) {
        const QImage each(QDir(folder).filePath(QStringLiteral("balance-%1.png").arg(name)));
        QVERIFY2(!each.isNull(), qPrintable(name));
        QVERIFY(each.width() >= 200 && each.height() >= 200);
    }

    auto w2 = window();
    BalanceWindow* other = open(*w2);
    QVERIFY(other->openReport(path));
    QVERIFY(!other->reportB());
    QVERIFY(reportJson(*other->reportA()) == reportJson(*b->reportA()));
    QVERIFY(other->summaryLabel()->text().contains(QStringLiteral("report.json")));
    QChart* seats = other->chart(QStringLiteral("seats"));
    QCOMPARE(barSets(seats)[0]->count(), 4);
    const json j = reportJson(*b->reportA());
    for (int s = 0; s < 4; ++s)
        QVERIFY(near(barSets(seats)[0]->at(s), j["seats"][s]["wins"]["rate"].get<double>() * 100,
                     kPercent));
    // A report of a cancelled run says so.
    json partial = j;
    partial["setup"]["games"] = 1000;
    const QString cancelled = dir.filePath(QStringLiteral("partial.json"));
    write(cancelled, partial.dump());
    QVERIFY(other->openReport(cancelled));
    QVERIFY(other->statusLabel()->text().contains(
        QStringLiteral("16 of the %1 games").arg(QLocale().toString(1000))));
}

void BalanceTest::BALANCE_badReportFilesAreRefusedWithTheReason() {
    auto w = window();
    BalanceWindow* b = open(*w);
    b->configure(2, false, {QStringLiteral("greedy")}, 5, 1, false);
    QVERIFY(runToEnd(*b));
    const json good = reportJson(*b->reportA());
    QTemporaryDir dir;
    struct Case {
        const char* file;
        std::string text;
        QString says;
    };
    json noSeats = good;
    noSeats.erase("seats");
    json wrongType = good;
    wrongType["games"] = "many";
    json tooMany = good;
    tooMany["seats"][0]["wins"]["hits"] = 99;
    json future = good;
    future["version"] = 7;
    const std::vector<Case> cases = {
        {"broken.json", "{ \"format\": ", QStringLiteral("line 1")},
        {"empty.json", "", QStringLiteral("empty.json")},
        {"save.json", R"({"format": "frosted-blooms-save", "version": 2})",
         QStringLiteral("not a balance report")},
        {"no-seats.json", noSeats.dump(), QStringLiteral("seats")},
        {"wrong-type.json", wrongType.dump(), QStringLiteral("number")},
        {"too-many.json", tooMany.dump(), QStringLiteral("seats[0].wins: hits")},
        {"future.json", future.dump(), QStringLiteral("version 7")},
        {"array.json", "[1, 2, 3]", QStringLiteral("not a balance report")},
    };
    for (const Case& c : cases) {
        const QString path = dir.filePath(QLatin1String(c.file));
        write(path, c.text);
        QVERIFY2(!b->openReport(path), c.file);
        QVERIFY2(b->lastError().contains(QLatin1String(c.file)), qPrintable(b->lastError()));
        QVERIFY2(b->lastError().contains(c.says), qPrintable(b->lastError()));
        QVERIFY2(!b->lastError().contains(QStringLiteral("json.exception")),
                 qPrintable(b->lastError()));
        // The report shown stays.
        QVERIFY(reportJson(*b->reportA()) == good);
    }
    // Not a file at all: a folder, a missing path.
    QVERIFY(!b->openReport(dir.path()));
    QVERIFY2(b->lastError().contains(QStringLiteral("folder")), qPrintable(b->lastError()));
    QVERIFY(!b->openReport(dir.filePath(QStringLiteral("missing.json"))));
    QVERIFY2(b->lastError().contains(QStringLiteral("does not exist")), qPrintable(b->lastError()));
    // Still usable.
    QVERIFY(runToEnd(*b));
    QCOMPARE(b->reportA()->games, 5);
}

QTEST_MAIN(BalanceTest)
#include "test_balance.moc"
