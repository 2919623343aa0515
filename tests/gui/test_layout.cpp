// GUI layout tests (issue 13, Qt Test, offscreen): the board reads at 1024x700 and 1440x900 with
// four players (on-screen sizes of the ring's cells, the objectives' numbers and the track), four
// players' panels need no scrolling at 1440x900, the side columns collapse and give their width to
// the centre, and each garden outlines the tile its seat laid last (the core's Garden::laid()).
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "MainWindow.h"
#include "PlayerPanel.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAction>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QToolButton>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace frosted;

class LayoutTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void LAYOUT_boardReadsAtBothSizes_data();
    void LAYOUT_boardReadsAtBothSizes();
    void LAYOUT_fourPlayersNeedNoScrollingAt1440x900();
    void LAYOUT_collapsedColumnGivesItsWidthToTheCentre();
    void LAYOUT_collapsedColumnsAreRememberedByTheNextWindow();
    void LAYOUT_lastPlacementIsTheCoresLastLaidTile();

  private:
    std::unique_ptr<MainWindow> window(QSize size, int players, quint64 seed);
    ComponentsPtr comps_;
};

void LayoutTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> LayoutTest::window(QSize size, int players, quint64 seed) {
    // Ada, Ben, Chloé and Dev (the first `players`), Ada starting, both columns shown.
    return guitest::bareWindow(comps_, {.size = size, .game = guitest::hotseat(seed, players)});
}

namespace {
using guitest::playTurns;

std::vector<Point> sorted(std::vector<Point> v) {
    std::sort(v.begin(), v.end(),
              [](Point a, Point b) { return std::pair(a.y, a.x) < std::pair(b.y, b.x); });
    return v;
}

// The cells of the last tile the core lists in this garden.
std::vector<Point> coreLastLaid(const Garden& g) {
    std::vector<Point> out;
    const Garden::Laid& l = g.laid().back();
    for (const Cell& c : l.face.cells)
        out.push_back({l.at.x + c.x, l.at.y + c.y});
    return sorted(out);
}
} // namespace

void LayoutTest::LAYOUT_boardReadsAtBothSizes_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("minCell");
    QTest::newRow("1024x700") << QSize(1024, 700) << 14.0;
    QTest::newRow("1440x900") << QSize(1440, 900) << 20.0;
}

void LayoutTest::LAYOUT_boardReadsAtBothSizes() {
    QFETCH(QSize, size);
    QFETCH(double, minCell);
    auto w = window(size, 4, 7);
    BoardView* b = w->board();
    // Each objective's threshold and points inside its box and apart, with every column of the
    // deal on the board (the narrowest boxes) and again later.
    const auto textsApart = [&] {
        b->grab();
        for (int o : w->controller()->view().board()) {
            const auto [threshold, points] = b->objectiveTextRects(o);
            const QRectF box = b->objectiveBox(o);
            QVERIFY2(box.contains(threshold) && box.contains(points) &&
                         !threshold.intersects(points),
                     qPrintable(QStringLiteral("objective %1: threshold and points overlap or "
                                               "leave the box")
                                    .arg(o)));
        }
    };
    textsApart();
    playTurns(*w->controller(), 6);
    textsApart();
    qInfo("%dx%d: board %dx%d, ring cell %.1f px, objective numbers %.1f px, points %.1f px, "
          "track %.1f px",
          size.width(), size.height(), b->width(), b->height(), b->ringCellPixels(),
          b->objectiveNumberPixels(), b->objectiveTextPixels(), b->trackNumberPixels());
    QVERIFY(b->ringCellPixels() >= minCell);
    QVERIFY(b->objectiveNumberPixels() >= 11);
    QVERIFY(b->objectiveTextPixels() >= 11);
    QVERIFY(b->trackNumberPixels() >= 9);
    // The garden stays the largest area of the centre.
    QVERIFY(w->garden()->height() >= b->height());
    // Every slot and objective has a place of its own inside the board.
    std::set<std::pair<int, int>> places;
    const SeatView& g = w->controller()->view();
    for (int s = 0; s < static_cast<int>(g.market().tile.size()); ++s) {
        QVERIFY(b->rect().contains(b->slotCenter(s)));
        places.insert({b->slotCenter(s).x(), b->slotCenter(s).y()});
    }
    for (int o : g.board()) {
        QVERIFY(b->rect().contains(b->objectiveCenter(o)));
        places.insert({b->objectiveCenter(o).x(), b->objectiveCenter(o).y()});
    }
    QCOMPARE(places.size(), g.market().tile.size() + g.board().size());
}

void LayoutTest::LAYOUT_fourPlayersNeedNoScrollingAt1440x900() {
    for (const QSize size : {QSize(1440, 900), QSize(1024, 700)}) {
        auto w = window(size, 4, 7);
        playTurns(*w->controller(), 5);
        QApplication::processEvents();
        QScrollArea* scroll = w->playersScroll();
        qInfo("%dx%d: players' column %d px high, compact level %d, scroll range %d", size.width(),
              size.height(), scroll->viewport()->height(), w->players()->compactLevel(),
              scroll->verticalScrollBar()->maximum());
        QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
        if (size.width() == 1440) // every garden's thumbnail still shown
            for (int s = 0; s < 4; ++s)
                QVERIFY(w->players()->seatPanel(s)->thumbnail()->isVisible());
    }
}

void LayoutTest::LAYOUT_collapsedColumnGivesItsWidthToTheCentre() {
    auto w = window(QSize(1024, 700), 4, 7);
    for (const auto col : {MainWindow::Column::Players, MainWindow::Column::Turn}) {
        const int centre = w->centre()->width(), column = w->column(col)->width();
        QVERIFY(column > 150);
        // The View menu's item collapses it.
        w->columnAction(col)->trigger();
        QApplication::processEvents();
        QVERIFY(w->columnCollapsed(col));
        QVERIFY(!w->columnAction(col)->isChecked());
        QVERIFY(w->columnToggle(col)->isVisible());
        const int strip = w->column(col)->width();
        QVERIFY(strip <= 30);
        QCOMPARE(w->centre()->width(), centre + column - strip);
        // The board grows with the centre, the garden keeps the larger part.
        QVERIFY(w->garden()->height() >= w->board()->height());
        // Its toggle button brings it back as it was.
        QTest::mouseClick(w->columnToggle(col), Qt::LeftButton);
        QApplication::processEvents();
        QVERIFY(!w->columnCollapsed(col));
        QVERIFY(w->columnAction(col)->isChecked());
        QCOMPARE(w->column(col)->width(), column);
        QCOMPARE(w->centre()->width(), centre);
    }
}

// A column collapsed stays collapsed in the next window (QSettings, in the test's own settings
// folder), and one shown again is shown again; each column keeps its own state.
void LayoutTest::LAYOUT_collapsedColumnsAreRememberedByTheNextWindow() {
    const auto fresh = [&] {
        auto w = std::make_unique<MainWindow>(comps_);
        w->setMessageBoxesEnabled(false);
        w->controller()->setAutosaveDir({});
        return w;
    };
    {
        auto w = fresh();
        w->setColumnCollapsed(MainWindow::Column::Players, false);
        w->setColumnCollapsed(MainWindow::Column::Turn, false);
        w->columnAction(MainWindow::Column::Players)->trigger(); // collapses, remembered
        QVERIFY(w->columnCollapsed(MainWindow::Column::Players));
    }
    {
        auto w = fresh();
        QVERIFY(w->columnCollapsed(MainWindow::Column::Players));
        QVERIFY(!w->columnAction(MainWindow::Column::Players)->isChecked());
        QVERIFY(!w->columnCollapsed(MainWindow::Column::Turn));
        QTest::mouseClick(w->columnToggle(MainWindow::Column::Players), Qt::LeftButton);
        w->columnAction(MainWindow::Column::Turn)->trigger();
    }
    {
        auto w = fresh();
        QVERIFY(!w->columnCollapsed(MainWindow::Column::Players));
        QVERIFY(w->columnCollapsed(MainWindow::Column::Turn));
        w->setColumnCollapsed(MainWindow::Column::Turn, false); // as the other tests expect
    }
    auto w = fresh();
    QVERIFY(!w->columnCollapsed(MainWindow::Column::Turn));
}

void LayoutTest::LAYOUT_lastPlacementIsTheCoresLastLaidTile() {
    auto w = window(QSize(1440, 900), 4, 7);
    GameController& c = *w->controller();
    // Only starting tiles: nothing is marked.
    for (int s = 0; s < 4; ++s)
        QVERIFY(w->players()->seatPanel(s)->thumbnail()->lastPlacementCells().empty());
    QVERIFY(w->garden()->lastPlacementCells().empty());
    playTurns(c, 6); // seats 0 and 1 twice, 2 and 3 once
    QCOMPARE(c.view().phase(), Phase::TakeTile);
    for (int s = 0; s < 4; ++s) {
        const Garden& g = c.fullState().player(s).garden;
        QVERIFY(g.laid().size() >= 2);
        QCOMPARE(sorted(w->players()->seatPanel(s)->thumbnail()->lastPlacementCells()),
                 coreLastLaid(g));
    }
    // The large view, the garden of the seat to play: its outline is drawn, amber, on the edges.
    const int seat = c.view().currentSeat();
    const std::vector<Point> last = coreLastLaid(c.fullState().player(seat).garden);
    QCOMPARE(sorted(w->garden()->lastPlacementCells()), last);
    const QImage img = w->garden()->grab().toImage();
    int amber = 0, edges = 0;
    auto inLast = [&](Point p) { return std::find(last.begin(), last.end(), p) != last.end(); };
    for (Point p : last) {
        if (inLast({p.x, p.y - 1}))
            continue; // not a top edge
        ++edges;
        const QPoint mid =
            w->garden()->cellCenter(p) - QPoint(0, qRound(w->garden()->cellSize() / 2));
        for (int dy = -2; dy <= 2; ++dy) {
            const QColor px = img.pixelColor(mid + QPoint(0, dy));
            if (px.red() > 190 && px.green() > 110 && px.green() < 200 && px.blue() < 110) {
                ++amber;
                break;
            }
        }
    }
    QVERIFY(edges > 0);
    QCOMPARE(amber, edges);
}

QTEST_MAIN(LayoutTest)
#include "test_layout.moc"
