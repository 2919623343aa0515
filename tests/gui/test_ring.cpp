// The tile ring on the main board (issue 31, Qt Test, offscreen): a real ring read clockwise from
// the Flower token (R-MKT-1/2), its tiles readable and their coins beside them at 1024x600 and
// 1440x900, the hint's mark on a ring tile (drawn, and said to a screen reader), and the keyboard
// going round in the ring's order.
#include "BoardView.h"
#include "GameController.h"
#include "MainWindow.h"
#include "RecordWindow.h"
#include "RingLayout.h"
#include "gui_support.h"

#include "frosted/rules/data_loader.h"

#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace frosted;

class RingTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void RING_layoutGoesRoundClockwiseFromSlotZero();
    void RING_tilesGoClockwiseFromTheToken_data();
    void RING_tilesGoClockwiseFromTheToken();
    void RING_readableAt_data();
    void RING_readableAt();
    void RING_hintedTileIsMarked();
    void RING_arrowsFollowTheRingOrder();
    void RING_recordViewerReadsAt1024();

  private:
    std::unique_ptr<MainWindow> window(QSize size, int players, quint64 seed);
    ComponentsPtr comps_;
};

void RingTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> RingTest::window(QSize size, int players, quint64 seed) {
    auto w = guitest::bareWindow(comps_, {.size = size, .game = guitest::hotseat(seed, players)});
    // The window at the screen's size itself (whatever its least size), as on a 1024x600 laptop.
    w->setMinimumSize(0, 0);
    w->resize(size);
    QApplication::processEvents();
    return w;
}

namespace {
// The angle of p around c, in degrees growing clockwise on screen (y grows downward).
qreal angle(QPointF c, QPointF p) {
    const qreal a = std::atan2(p.y() - c.y(), p.x() - c.x()) * 180 / M_PI;
    return a < 0 ? a + 360 : a;
}
} // namespace

// R-MKT-1: slots 0..5 clockwise, slot 0 at the bottom left; the geometry alone, for 4 to 8 slots.
void RingTest::RING_layoutGoesRoundClockwiseFromSlotZero() {
    for (int n = 4; n <= 8; ++n) {
        const RingLayout r(QRectF(0, 0, 600, 360), n, 20, 30);
        QPointF c;
        for (int s = 0; s < n; ++s)
            c += r.slot(s).center() / n;
        QVERIFY(r.slot(0).center().x() < c.x() && r.slot(0).center().y() > c.y());
        qreal turned = 0;
        for (int s = 0; s < n; ++s) {
            const qreal a = angle(c, r.slot(s).center()),
                        b = angle(c, r.slot((s + 1) % n).center());
            const qreal step = std::fmod(b - a + 360, 360);
            QVERIFY2(step > 0 && step < 180, qPrintable(QStringLiteral("%1 slots").arg(n)));
            turned += step;
            // Slots apart, the coins' column beside the face, never over it.
            QVERIFY(!r.slot(s).intersects(r.slot((s + 1) % n)));
            QVERIFY(!r.face(s).intersects(r.coins(s)));
            QVERIFY(r.slot(s).contains(r.face(s)) && r.slot(s).contains(r.coins(s)));
        }
        QCOMPARE(qRound(turned), 360); // once round
    }
}

void RingTest::RING_tilesGoClockwiseFromTheToken_data() {
    QTest::addColumn<int>("players");
    QTest::newRow("2 players") << 2;
    QTest::newRow("4 players") << 4;
}

// R-MKT-2: the 1st, 2nd... tiles go round clockwise from the token, once: the token stands
// between the last tile and the first, at every turn of a game (the token moves each turn).
void RingTest::RING_tilesGoClockwiseFromTheToken() {
    QFETCH(int, players);
    auto w = window(QSize(1440, 900), players, 5);
    BoardView* b = w->board();
    for (int turn = 0; turn < 8; ++turn) {
        const Market& m = w->controller()->view().market();
        QPointF c;
        for (int s = 0; s < static_cast<int>(m.tile.size()); ++s)
            c += QPointF(b->slotCenter(s)) / static_cast<qreal>(m.tile.size());
        const qreal token = angle(c, b->slotCenter(m.token));
        qreal last = 0;
        for (int k = 1; k <= m.tileCount(); ++k) {
            const qreal a = std::fmod(angle(c, b->slotCenter(m.slotOfKth(k))) - token + 360, 360);
            QVERIFY2(a > last, qPrintable(QStringLiteral("turn %1: tile %2").arg(turn).arg(k)));
            last = a;
        }
        QVERIFY(last < 360);
        guitest::playTurns(*w->controller(), 1);
    }
}

void RingTest::RING_readableAt_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("minCell");
    QTest::newRow("1024x600") << QSize(1024, 600) << 13.0;
    QTest::newRow("1024x700") << QSize(1024, 700) << 15.0;
    QTest::newRow("1440x900") << QSize(1440, 900) << 22.0;
}

// Tiles large enough to count their tulips, coins beside them, at the family's screen sizes.
void RingTest::RING_readableAt() {
    QFETCH(QSize, size);
    QFETCH(double, minCell);
    auto w = window(size, 4, 7);
    BoardView* b = w->board();
    for (int round = 0; round < 3; ++round) {
        b->grab();
        qInfo("%dx%d: board %dx%d, ring cell %.1f px, slot %dx%d, coins %dx%d", size.width(),
              size.height(), b->width(), b->height(), b->ringCellPixels(), b->slotArea(0).width(),
              b->slotArea(0).height(), b->slotCoinArea(0).width(), b->slotCoinArea(0).height());
        QVERIFY(b->ringCellPixels() >= minCell);
        const int count = static_cast<int>(w->controller()->view().market().tile.size());
        for (int s = 0; s < count; ++s) {
            QVERIFY(b->rect().contains(b->slotArea(s)));
            QVERIFY(!b->slotFaceArea(s).intersects(b->slotCoinArea(s)));
            QVERIFY(b->slotCoinArea(s).width() >= 16); // a coin of at least 16 px
            for (int t = s + 1; t < count; ++t)
                QVERIFY(!b->slotArea(s).intersects(b->slotArea(t)));
        }
        QVERIFY(!b->ringArea().intersects(b->objectivesArea()));
        guitest::playTurns(*w->controller(), 4);
    }
}

// The hint's tile: a mark drawn on it (outline and tag), the screen reader told, and cleared.
void RingTest::RING_hintedTileIsMarked() {
    auto w = window(QSize(1024, 700), 2, 3);
    BoardView* b = w->board();
    const Market& m = w->controller()->view().market();
    const int slot = m.slotOfKth(2);
    b->grab();
    QVERIFY(b->lastHintMark().isEmpty());
    QVERIFY(!b->ringPart()->accessibleItem(slot).description.contains(QStringLiteral("Hint")));
    b->setHintedTile(slot);
    QCOMPARE(b->hintedTile(), std::optional<int>(slot));
    b->grab();
    // Around that slot's tile, not another one's.
    const QRect mark = b->lastHintMark();
    QVERIFY(mark.contains(b->slotArea(slot).adjusted(1, 1, -1, -1)));
    for (int s = 0; s < static_cast<int>(m.tile.size()); ++s)
        if (s != slot)
            QVERIFY(!mark.contains(b->slotCenter(s)));
    QVERIFY(b->ringPart()->accessibleItem(slot).selected);
    QVERIFY(b->ringPart()->accessibleItem(slot).description.startsWith(QStringLiteral("Hint")));
    QVERIFY(!b->ringPart()->accessibleItem(m.slotOfKth(1)).selected);
    b->setHintedTile(std::nullopt);
    b->grab();
    QVERIFY(b->lastHintMark().isEmpty());
    QVERIFY(!b->ringPart()->accessibleItem(slot).selected);
}

// The keyboard goes round the ring's order: Right / Down to the next tile clockwise.
void RingTest::RING_arrowsFollowTheRingOrder() {
    auto w = window(QSize(1440, 900), 2, 3);
    BoardView* b = w->board();
    const Market& m = w->controller()->view().market();
    b->ringPart()->setFocus();
    QCOMPARE(b->ringCursor(), m.slotOfKth(1));
    for (int k = 2; k <= m.tileCount(); ++k) {
        QTest::keyClick(b->ringPart(), Qt::Key_Right);
        QCOMPARE(b->ringCursor(), m.slotOfKth(k));
    }
    QTest::keyClick(b->ringPart(), Qt::Key_Right); // round to the 1st again
    QCOMPARE(b->ringCursor(), m.slotOfKth(1));
    QTest::keyClick(b->ringPart(), Qt::Key_Left);
    QCOMPARE(b->ringCursor(), m.slotOfKth(m.tileCount()));
}

// Game ▸ Open record… on a 1024 wide screen: the board keeps "10 pts" whole, each objective's
// numbers apart, the step's words clear of the buttons and every button inside the window.
void RingTest::RING_recordViewerReadsAt1024() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("record.json"));
    auto w = window(QSize(1440, 900), 4, 7);
    guitest::playTurns(*w->controller(), 6);
    w->setFileChooser([&](const QString&, const QString&) { return path; });
    w->exportAction()->trigger();
    w->openRecordAction()->trigger();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    RecordWindow* r = w->recordWindow();
    QVERIFY(r && r->isVisible());
    for (const QSize size : {QSize(1024, 600), QSize(1024, 700)}) {
        r->setMinimumSize(0, 0);
        r->resize(size);
        QApplication::processEvents();
        for (int step : {0, r->steps()}) {
            r->goTo(step);
            BoardView* b = r->board();
            b->grab();
            qInfo("record %dx%d: board %dx%d", r->width(), r->height(), b->width(), b->height());
            QVERIFY(!b->objectivePointsShortened());
            for (int o : r->controller()->view().board()) {
                const auto [threshold, points] = b->objectiveTextRects(o);
                QVERIFY(b->objectiveBox(o).contains(points) && !threshold.intersects(points));
            }
            QLabel* label = r->stepLabel();
            const QRect words = label->geometry();
            for (QPushButton* button : r->findChildren<QPushButton*>()) {
                if (!button->isVisible())
                    continue;
                QVERIFY(!words.intersects(button->geometry()));
                QVERIFY(r->rect().contains(button->geometry()));
            }
        }
    }
    r->close();
}

QTEST_MAIN(RingTest)
#include "test_ring.moc"
