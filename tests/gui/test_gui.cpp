// GUI tests (Qt Test, offscreen): whole games played through the widgets by simulated clicks and
// keys, the hotseat hand-over (R-PRIV-1), the ghost's orientations (R-GEO-3/4), an illegal drop
// (R-PL-1..3), the Master Gardener's turn display (R-MG-4) and the score pad (R-END-2/3, R-MG-6).
// Moves are chosen by the core's greedy bot on the seat's view, and performed through the widgets.
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "PlayerPanel.h"
#include "Words.h"

#include "frosted/bots.h"
#include "frosted/data_loader.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableWidget>
#include <QtTest>

using namespace frosted;

class GuiTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void R_PRIV_1_handOverHidesNextHandUntilConfirmed();
    void R_GEO_4_rotateAndTurnOverKeysFollowCoreOrientations();
    void R_PL_illegalDropShowsCoreReasonAndChangesNothing();
    void R_PL_placementCanBeTakenBackUntilCardPlayed();
    void R_MG_4_gardenerTurnDisplayShowsCoreFigures();
    void R_END_2_fullHotseatGameThroughWidgets();
    void R_MG_6_fullSoloGameThroughWidgets();

  private:
    std::unique_ptr<MainWindow> window(const NewGameOptions& o);
    void perform(MainWindow& w, const Action& a);
    void playToEnd(MainWindow& w);
    void checkScorePad(MainWindow& w);
    ComponentsPtr comps_;
};

namespace {
NewGameOptions hotseat(quint64 seed, int players = 2) {
    NewGameOptions o;
    const QStringList names = {QStringLiteral("Ada"), QStringLiteral("Ben"),
                               QStringLiteral("Chloé"), QStringLiteral("Dev")};
    const QStringList colours = {QStringLiteral("yellow"), QStringLiteral("blue"),
                                 QStringLiteral("pink"), QStringLiteral("green")};
    o.names = names.mid(0, players);
    o.colours = colours.mid(0, players);
    o.startPlayer = 0;
    o.seed = seed;
    return o;
}
NewGameOptions solo(quint64 seed) {
    NewGameOptions o;
    o.names = {QStringLiteral("Ada")};
    o.colours = {QStringLiteral("green")};
    o.solo = true;
    o.seed = seed;
    return o;
}
} // namespace

void GuiTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> GuiTest::window(const NewGameOptions& o) {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->resize(1440, 900);
    w->show();
    w->activateWindow();
    if (!QTest::qWaitForWindowActive(w.get()))
        qWarning("window not active");
    w->startGame(o);
    return w;
}

// Performs a core action through the widgets: clicks on the ring, keys and a click on the garden,
// clicks on cards, objectives and the Done button.
void GuiTest::perform(MainWindow& w, const Action& a) {
    GameController& c = *w.controller();
    const GameState before = c.state();
    switch (a.kind) {
    case Action::Kind::Take: {
        const int slot = c.state().market().slotOfKth(a.value);
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->slotCenter(slot));
        break;
    }
    case Action::Kind::Place: {
        const Tile& t = comps_->tiles[static_cast<std::size_t>(c.state().takenTile())];
        const Face target = orientedFace(t, a.orientation);
        for (int i = 0; i < 8 && c.ghostFace() != target; ++i)
            QTest::keyClick(w.garden(), i == 3 ? Qt::Key_F : Qt::Key_R);
        QCOMPARE(c.ghostFace(), target);
        const Point off = c.ghostOffset();
        const Point cell{a.at.x + off.x, a.at.y + off.y};
        QPoint pos = w.garden()->cellCenter(cell);
        if (!w.garden()->rect().contains(pos)) {
            w.garden()->fitToView();
            pos = w.garden()->cellCenter(cell);
        }
        QTest::mouseMove(w.garden(), pos);
        QTest::mouseClick(w.garden(), Qt::LeftButton, {}, pos);
        break;
    }
    case Action::Kind::Pass:
        QTest::mouseClick(w.hand()->passButton(), Qt::LeftButton);
        break;
    case Action::Kind::PlayCard: {
        const auto& hand = c.state().player(c.state().currentSeat()).hand;
        const auto i = std::find(hand.begin(), hand.end(), a.value) - hand.begin();
        QVERIFY(i < static_cast<long>(w.hand()->cards().size()));
        QCOMPARE(w.hand()->cards()[static_cast<std::size_t>(i)]->card(), a.value);
        QTest::mouseClick(w.hand()->cards()[static_cast<std::size_t>(i)], Qt::LeftButton);
        break;
    }
    case Action::Kind::Claim:
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->objectiveCenter(a.value));
        break;
    case Action::Kind::EndTurn:
        QTest::mouseClick(w.hand()->doneButton(), Qt::LeftButton);
        break;
    }
    QVERIFY2(!(c.state() == before), "the widget action did not change the game");
}

void GuiTest::playToEnd(MainWindow& w) {
    GameController& c = *w.controller();
    int guard = 0;
    while ((!c.state().isOver() || c.replaying()) && ++guard < 2000) {
        if (c.handOverPending()) {
            QCOMPARE(w.pages()->currentWidget(), w.handOverPage());
            QVERIFY(w.hand()->cards().empty()); // R-PRIV-1
            QTest::mouseClick(w.handOverButton(), Qt::LeftButton);
            continue;
        }
        if (c.replaying()) {
            QTest::mouseClick(w.nextStepButton(), Qt::LeftButton);
            continue;
        }
        perform(w, chooseGreedy(c.state().viewFor(c.state().currentSeat())));
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(c.state().isOver());
}

void GuiTest::checkScorePad(MainWindow& w) {
    const GameState& g = w.controller()->state();
    QCOMPARE(w.pages()->currentWidget(), w.scorePadPage());
    const auto scores = g.scores();
    QTableWidget* t = w.scorePad();
    QCOMPARE(t->rowCount(), static_cast<int>(scores.size()));
    for (int i = 0; i < t->rowCount(); ++i) {
        const FinalScore& s = scores[static_cast<std::size_t>(i)];
        QVERIFY(t->item(i, 0)->text().startsWith(words::q(s.name)));
        QCOMPARE(t->item(i, 1)->data(Qt::UserRole).toInt(), s.track);
        QCOMPARE(t->item(i, 2)->data(Qt::UserRole).toInt(), s.improvements);
        QCOMPARE(t->item(i, 3)->data(Qt::UserRole).toInt(), s.objectives);
        QCOMPARE(t->item(i, 4)->data(Qt::UserRole).toInt(), s.coins);
        QCOMPARE(t->item(i, 5)->data(Qt::UserRole).toInt(), s.total);
        QCOMPARE(t->item(i, 1)->text(), QString::number(s.track));
        QCOMPARE(t->item(i, 5)->text(), QString::number(s.total));
        QCOMPARE(t->item(i, 0)->font().bold(), s.rank == 1); // the winner highlighted
    }
    QVERIFY(!w.tieBreakLabel()->text().isEmpty());
}

void GuiTest::R_PRIV_1_handOverHidesNextHandUntilConfirmed() {
    auto w = window(hotseat(11));
    GameController& c = *w->controller();
    // At the start the first player confirms too.
    QVERIFY(c.handOverPending());
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
    QVERIFY(w->hand()->cards().empty());
    QVERIFY(w->handOverButton()->text().contains(QStringLiteral("I'm Ada")));
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QCOMPARE(w->pages()->currentWidget(), w->tablePage());
    QCOMPARE(static_cast<int>(w->hand()->cards().size()), 3);
    // Ada plays her turn; the screen is then covered for Ben.
    while (c.state().currentSeat() == 0 && !QTest::currentTestFailed())
        perform(*w, chooseGreedy(c.state().viewFor(0)));
    QVERIFY(c.handOverPending());
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
    QVERIFY(w->handOverButton()->text().contains(QStringLiteral("I'm Ben — show my hand")));
    QVERIFY(w->hand()->cards().empty());
    QVERIFY(!w->tablePage()->isVisible());
    // Keys do nothing on the cover.
    const GameState before = c.state();
    QTest::keyClick(w.get(), Qt::Key_1);
    QVERIFY(c.state() == before);
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QVERIFY(!c.handOverPending());
    const auto& hand = c.state().player(1).hand;
    QCOMPARE(w->hand()->cards().size(), hand.size());
    for (std::size_t i = 0; i < hand.size(); ++i)
        QCOMPARE(w->hand()->cards()[i]->card(), hand[i]);
}

void GuiTest::R_GEO_4_rotateAndTurnOverKeysFollowCoreOrientations() {
    auto w = window(hotseat(5));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, Action::take(1));
    QVERIFY(c.hasGhost());
    const Tile& t = comps_->tiles[static_cast<std::size_t>(c.state().takenTile())];
    QCOMPARE(c.ghostFace(), normalised(t.front));
    // R-GEO-4: each R is 90 degrees clockwise, (x, y) -> (-y, x), then normalised.
    Face expect = normalised(t.front);
    for (int k = 1; k <= 4; ++k) {
        QTest::keyClick(w->garden(), Qt::Key_R);
        QCOMPARE(c.ghostOrientation().rotation, (90 * k) % 360);
        QCOMPARE(c.ghostOrientation().side, Side::Front);
        Face manual;
        for (const Cell& cell : expect.cells)
            manual.cells.push_back({-cell.y, cell.x, cell.type, cell.flowers});
        expect = normalised(manual);
        QCOMPARE(c.ghostFace(), expect);
        QCOMPARE(c.ghostFace(), orientedFace(t, {Side::Front, (90 * k) % 360}));
    }
    // R-GEO-3: F turns the tile over: the other face, same rotation.
    QTest::keyClick(w->garden(), Qt::Key_R);
    QTest::keyClick(w->garden(), Qt::Key_F);
    QCOMPARE(c.ghostOrientation().side, Side::Back);
    QCOMPARE(c.ghostOrientation().rotation, 90);
    QCOMPARE(c.ghostFace(), orientedFace(t, {Side::Back, 90}));
    QCOMPARE(c.ghostFace(), rotated(t.back, 90));
    QTest::keyClick(w->garden(), Qt::Key_F);
    QCOMPARE(c.ghostFace(), orientedFace(t, {Side::Front, 90}));
    // Right-click rotates too.
    QTest::mouseClick(w->garden(), Qt::RightButton, {}, w->garden()->rect().center());
    QCOMPARE(c.ghostFace(), orientedFace(t, {Side::Front, 180}));
    // Hints are the core's legal placements of that face.
    const auto hints = c.legalPointerCells();
    QVERIFY(!hints.empty());
    for (Point p : hints) {
        const Point off = c.ghostOffset();
        QVERIFY(
            c.state().check(Action::place(c.ghostOrientation(), {p.x - off.x, p.y - off.y})).ok);
    }
    // Esc puts the tile back: the choice is open again.
    QTest::keyClick(w->garden(), Qt::Key_Escape);
    QCOMPARE(c.state().phase(), Phase::TakeTile);
}

void GuiTest::R_PL_illegalDropShowsCoreReasonAndChangesNothing() {
    auto w = window(hotseat(7));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, Action::take(1));
    const GameState before = c.state();
    // Over the starting tile: R-PL-1 overlap.
    const Point cell{c.ghostOffset().x, c.ghostOffset().y}; // anchor (0, 0)
    QTest::mouseMove(w->garden(), w->garden()->cellCenter(cell));
    QTest::mouseClick(w->garden(), Qt::LeftButton, {}, w->garden()->cellCenter(cell));
    QVERIFY(c.state() == before);
    const ApplyResult core = c.state().check(Action::place(c.ghostOrientation(), {0, 0}));
    QVERIFY(!core.ok);
    QCOMPARE(c.lastRefusal(), words::q(core.reason));
    QVERIFY(!c.ghostPreview().legal());
    QCOMPARE(words::q(c.ghostPreview().check.message()), words::q(core.reason));
    QVERIFY(w->previewLabel()->text().contains(words::q(core.reason).toHtmlEscaped()));
    QVERIFY(w->statusBar()->currentMessage().contains(words::q(core.reason)));
    // Far away: R-PL-2 not adjacent; Enter refuses too and nothing changes.
    c.setGhostPointer({40, 40});
    QTest::keyClick(w->garden(), Qt::Key_Return);
    QVERIFY(c.state() == before);
    QCOMPARE(
        c.lastRefusal(),
        words::q(c.state().check(Action::place(c.ghostOrientation(), *c.ghostAnchor())).reason));
}

void GuiTest::R_PL_placementCanBeTakenBackUntilCardPlayed() {
    auto w = window(hotseat(9));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, chooseGreedy(c.state().viewFor(0)));
    const GameState placing = c.state();
    perform(*w, chooseGreedy(c.state().viewFor(0)));
    QCOMPARE(c.state().phase(), Phase::PlayCard);
    QVERIFY(w->hand()->undoButton()->isEnabled());
    QTest::keyClick(w->garden(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(c.state() == placing);
    perform(*w, chooseGreedy(c.state().viewFor(0)));
    perform(*w, chooseGreedy(c.state().viewFor(0))); // the card
    QCOMPARE(c.state().phase(), Phase::Claim);
    QVERIFY(!w->hand()->undoButton()->isEnabled());
}

void GuiTest::R_MG_4_gardenerTurnDisplayShowsCoreFigures() {
    auto w = window(solo(21));
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    QVERIFY(!c.handOverPending()); // solo: no hand-over
    for (int turn = 0; turn < 3; ++turn) {
        const std::size_t before = c.state().log().size();
        while (c.state().log().size() == before && !QTest::currentTestFailed())
            perform(*w, chooseGreedy(c.state().viewFor(0)));
        QVERIFY(c.replaying());
        const TurnRecord& r = c.state().log().back();
        QCOMPARE(r.seat, -1);
        const GardenerState& mg = c.state().gardener();
        SeatPanel* panel = w->players()->seatPanel(-1);
        QVERIFY(panel);
        for (int step = 0; step < words::gardenerSteps(r); ++step) {
            const QString expect = words::gardenerStep(c.state(), r, step);
            QCOMPARE(c.replayText(), expect);
            QVERIFY(panel->summary()->text().contains(expect.toHtmlEscaped()));
            // The NOW line tells it while he plays; his last step stays in the preview panel.
            if (c.replaying())
                QVERIFY(w->nowLabel()->text().contains(expect));
            else
                QVERIFY(w->previewLabel()->text().contains(expect.toHtmlEscaped()));
            if (step == 0)
                QVERIFY(expect.contains(
                    words::q(comps_->gardenerCards[static_cast<std::size_t>(r.gardenerCard)].id)));
            if (step == 1)
                QVERIFY(expect.contains(QStringLiteral("%1 points").arg(r.points)));
            if (step == 3 && r.coinsTaken > 0)
                QVERIFY(expect.contains(QStringLiteral("takes %1 coin").arg(r.coinsTaken)));
            // No input while he plays.
            QCOMPARE(c.acceptsInput(), step + 1 == words::gardenerSteps(r));
            if (step + 1 < words::gardenerSteps(r))
                QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
        }
        QVERIFY(!c.replaying());
        // After his turn the panel shows his figures from the core.
        QVERIFY(panel->summary()->text().contains(QStringLiteral("Coins <b>%1</b>").arg(mg.coins)));
        QVERIFY(w->players()->seatPanel(-1)->findChild<QLabel*>() != nullptr);
        QCOMPARE(c.state().currentSeat(), 0);
    }
}

void GuiTest::R_END_2_fullHotseatGameThroughWidgets() {
    auto w = window(hotseat(3));
    playToEnd(*w);
    checkScorePad(*w);
    // Every turn is told in the log.
    int playerLines = 0;
    for (const TurnRecord& r : w->controller()->state().log())
        playerLines += r.seat >= 0;
    QCOMPARE(playerLines, 20);
    QVERIFY(w->logList()->count() > 20);
}

void GuiTest::R_MG_6_fullSoloGameThroughWidgets() {
    auto w = window(solo(4));
    playToEnd(*w);
    checkScorePad(*w);
    QCOMPARE(w->scorePad()->rowCount(), 2);
    QCOMPARE(w->scorePad()->item(1, 0)->text(), QStringLiteral("Master Gardener"));
}

QTEST_MAIN(GuiTest)
#include "test_gui.moc"
