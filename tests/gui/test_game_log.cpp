// The table's game log (issue 31, item 11; Qt Test, offscreen): it follows its newest line as the
// turns are played — on a small screen too, with hand-overs between the turns — unless the player
// scrolled up to read, and follows again once they scroll back to the bottom; a placement's line
// tells the face that was laid (a tile turned over before laying by its back).
#include "GameLog.h"
#include "MainWindow.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QScrollBar>
#include <QtTest>

using namespace frosted;
using namespace guitest;

class GameLogTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void LOG_followsItsNewestLineAfterEachTurn();
    void LOG_scrolledUpIsNotYankedAndFollowsAgainAtTheBottom();
    void LOG_placementToldByTheFaceLaid();

  private:
    ComponentsPtr comps_;
};

namespace {
// The newest line is in the list's view, whole.
bool newestShown(const QListWidget& log) {
    if (log.count() == 0)
        return true;
    const QRect r = log.visualItemRect(log.item(log.count() - 1));
    return log.viewport()->rect().contains(r);
}

// One turn of the seat to play (the greedy bot's), the hand-over confirmed as a person does.
void oneTurn(MainWindow& w) {
    playTurns(*w.controller(), 1);
    QApplication::processEvents();
}
} // namespace

void GameLogTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

// Four people at a 1024x600 table: the log is short, the turns many; after each turn (and its
// hand-over, which hides the table) the newest line is the one in view.
void GameLogTest::LOG_followsItsNewestLineAfterEachTurn() {
    auto w = bareWindow(comps_, {.size = QSize(1024, 600), .game = hotseat(31, 4)});
    QListWidget* log = w->logList();
    QScrollBar* bar = log->verticalScrollBar();
    for (int turn = 0; turn < 12; ++turn) {
        oneTurn(*w);
        QTRY_VERIFY(newestShown(*log));
        QCOMPARE(bar->value(), bar->maximum());
    }
    QVERIFY2(bar->maximum() > 0, "the log is longer than its view");
    QCOMPARE(log->count(), static_cast<int>(w->controller()->log().size()));
}

void GameLogTest::LOG_scrolledUpIsNotYankedAndFollowsAgainAtTheBottom() {
    auto w = bareWindow(comps_, {.size = QSize(1024, 600), .game = hotseat(32, 4)});
    auto* log = qobject_cast<GameLog*>(w->logList());
    QVERIFY(log);
    QScrollBar* bar = log->verticalScrollBar();
    for (int turn = 0; turn < 10; ++turn)
        oneTurn(*w);
    QTRY_VERIFY(bar->maximum() > 0);
    // The player scrolls to the top to read the first turns.
    bar->triggerAction(QAbstractSlider::SliderToMinimum);
    QCOMPARE(bar->value(), 0);
    QVERIFY(!log->following());
    const QString top = log->itemAt(2, 2)->text();
    oneTurn(*w);
    oneTurn(*w);
    QCOMPARE(bar->value(), 0); // not yanked down
    QCOMPARE(log->itemAt(2, 2)->text(), top);
    QVERIFY(!newestShown(*log));
    // Back at the bottom: it follows again.
    bar->triggerAction(QAbstractSlider::SliderToMaximum);
    QVERIFY(log->following());
    oneTurn(*w);
    QTRY_VERIFY(newestShown(*log));
    QCOMPARE(bar->value(), bar->maximum());
    // A game put on the table starts at its newest line, following.
    bar->triggerAction(QAbstractSlider::SliderToMinimum);
    w->startGame(hotseat(33, 2));
    QVERIFY(log->following());
}

// R-GEO-4: a tile may be turned over before it is laid; the log tells the face laid (its back's
// tulips and "turned over"), not the face it showed on the ring.
void GameLogTest::LOG_placementToldByTheFaceLaid() {
    auto w = bareWindow(comps_, {.game = hotseat(34, 2)});
    GameController& c = *w->controller();
    int backs = 0;
    for (int actions = 0; actions < 400 && !c.view().isOver(); ++actions) {
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        Action a = chooseGreedy(c.view());
        if (backs >= 3 && a.kind == Action::Kind::Take)
            break; // the turns with a tile turned over are in the log
        if (a.kind == Action::Kind::Place) {
            // The first legal placement turned over whose back has other tulips than its front.
            const int tile = c.view().takenTile();
            for (const Action& l : c.view().legalActions())
                if (l.kind == Action::Kind::Place && l.orientation.side == Side::Back &&
                    tile >= 0 &&
                    words::tulips(c.components(), tile, Side::Back) !=
                        words::tulips(c.components(), tile, Side::Front)) {
                    a = l;
                    ++backs;
                    break;
                }
        }
        c.perform(a);
    }
    QVERIFY2(backs > 0, "no tile was laid turned over");
    QApplication::processEvents();
    // Hotseat: after the first line, one line per player's turn, in the core's order.
    const auto& records = c.fullState().log();
    QCOMPARE(w->logList()->count(), static_cast<int>(records.size()) + 1);
    int checked = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto* t = std::get_if<PlayerTurn>(&records[i]);
        QVERIFY(t);
        if (!t->placed || t->orientation.side != Side::Back)
            continue;
        const QString line = w->logList()->item(static_cast<int>(i) + 1)->text();
        const QString back = words::tulips(c.components(), t->took, Side::Back);
        const QString front = words::tulips(c.components(), t->took, Side::Front);
        QVERIFY2(line.contains(QLatin1Char('(') + back + QLatin1Char(')')), qPrintable(line));
        if (front != back)
            QVERIFY2(!line.contains(QLatin1Char('(') + front + QLatin1Char(')')), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("placed it turned over")), qPrintable(line));
        ++checked;
    }
    QVERIFY(checked >= backs); // the greedy bot may turn a tile over too
}

QTEST_MAIN(GameLogTest)
#include "test_game_log.moc"
