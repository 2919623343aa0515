// GUI tests (Qt Test, offscreen): whole games played through the widgets by simulated clicks and
// keys, the hotseat hand-over (R-PRIV-1), the ghost's orientations (R-GEO-3/4), an illegal drop
// (R-PL-1..3), the Master Gardener's turn display (R-MG-4) and the score pad (R-END-2/3, R-MG-6).
// Moves are chosen by the core's greedy bot on the seat's view, and performed through the widgets.
// Also the files of issue 8 through the menu actions: every kind of bad file refused with the
// message and no change, save/load round trip, the replay record, crash-resume from the autosave,
// the autosave surviving an interrupted write, and undo/redo through the core's TurnHistory.
#include "Art.h"
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "PlayerPanel.h"
#include "Words.h"

#include "frosted/bots.h"
#include "frosted/data_loader.h"
#include "frosted/save.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSaveFile>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

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
    void ART_everyElementComesFromItsSvgAsset();
    void UNDO_takeUndoRedoThroughTurnHistory();
    void SAVE_badFilesThroughOpenActionChangeNothing();
    void SAVE_saveThenOpenRoundTrips();
    void SAVE_exportRecordIsTheCoreRecord();
    void AUTOSAVE_crashThenResumeRestoresTheGame();
    void AUTOSAVE_finishedGameIsNotOffered();
    void AUTOSAVE_interruptedWriteLeavesPreviousSave();
    void ANIM_gapAnimationNeverDelaysTheState();

  private:
    std::unique_ptr<MainWindow> window(const NewGameOptions& o, const QString& autosaveDir = {});
    void playSteps(MainWindow& w, int steps);
    void playTurnsThenTake(MainWindow& w, int turns);
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

std::unique_ptr<MainWindow> GuiTest::window(const NewGameOptions& o, const QString& autosaveDir) {
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir(autosaveDir);
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
    playSteps(w, -1);
    QVERIFY(w.controller()->state().isOver());
}

// Plays `steps` actions by the widgets (hand-overs and the Master Gardener's steps not counted);
// with steps < 0, to the end of the game and of the Master Gardener's last replay. At every
// hand-over the next hand must be hidden until confirmed (R-PRIV-1).
void GuiTest::playSteps(MainWindow& w, int steps) {
    GameController& c = *w.controller();
    int guard = 0;
    for (int i = 0; (steps < 0 || i < steps) && ++guard < 4000 && !QTest::currentTestFailed();) {
        if (c.state().isOver() && !(steps < 0 && c.replaying()))
            return;
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
        ++i;
    }
}

// Plays `turns` whole turns, then confirms the hand-over and takes the next tile (a turn in
// progress, with the tile held).
void GuiTest::playTurnsThenTake(MainWindow& w, int turns) {
    GameController& c = *w.controller();
    const std::size_t target = c.state().log().size() + static_cast<std::size_t>(turns);
    while (c.state().log().size() < target && !QTest::currentTestFailed())
        playSteps(w, 1);
    while ((c.handOverPending() || c.replaying()) && !QTest::currentTestFailed()) {
        if (c.handOverPending())
            QTest::mouseClick(w.handOverButton(), Qt::LeftButton);
        else
            QTest::mouseClick(w.nextStepButton(), Qt::LeftButton);
    }
    QCOMPARE(c.state().phase(), Phase::TakeTile);
    perform(w, chooseGreedy(c.state().viewFor(c.state().currentSeat())));
    QCOMPARE(c.state().phase(), Phase::PlaceTile);
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

void GuiTest::ART_everyElementComesFromItsSvgAsset() {
    // The art is embedded and valid: a missing resource would silently draw placeholders.
    art::ensureResources();
    const QStringList elements = {
        QStringLiteral("tulip-purple"),   QStringLiteral("tulip-red"),
        QStringLiteral("tulip-white"),    QStringLiteral("water"),
        QStringLiteral("meadow"),         QStringLiteral("worker"),
        QStringLiteral("barn"),           QStringLiteral("windmill"),
        QStringLiteral("coin"),           QStringLiteral("flower-token"),
        QStringLiteral("icon-purple"),    QStringLiteral("icon-red"),
        QStringLiteral("icon-white"),     QStringLiteral("icon-water"),
        QStringLiteral("marker"),         QStringLiteral("frosted-blooms"),
        QStringLiteral("master-gardener")};
    for (const QString& e : elements) {
        const QString file = QStringLiteral(":/assets/%1.svg").arg(e);
        QVERIFY2(QFile::exists(file), qPrintable(file));
        QVERIFY2(QSvgRenderer(file).isValid(), qPrintable(file));
        QVERIFY(!art::pixmap(e, 64).toImage().isNull());
    }
    QVERIFY(QFile::exists(QStringLiteral(":/data/tiles.json")));
}

void GuiTest::UNDO_takeUndoRedoThroughTurnHistory() {
    auto w = window(hotseat(9));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(!w->redoAction()->isEnabled());
    const GameState choosing = c.state();
    // Take a tile: undo puts it back, the ring exactly as before (nothing drawn from the bag).
    perform(*w, chooseGreedy(c.state().viewFor(0)));
    QCOMPARE(c.state().phase(), Phase::PlaceTile);
    const GameState placing = c.state();
    QVERIFY(w->undoAction()->isEnabled());
    QVERIFY(w->hand()->undoButton()->isEnabled());
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QVERIFY(c.state() == choosing);
    QVERIFY(c.state().market() == choosing.market());
    QCOMPARE(c.state().bag(), choosing.bag());
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(w->redoAction()->isEnabled());
    QVERIFY(w->hand()->redoButton()->isEnabled());
    // Redo takes it again.
    QTest::keySequence(w.get(), QKeySequence::Redo);
    QVERIFY(c.state() == placing);
    QVERIFY(c.hasGhost());
    QVERIFY(!w->redoAction()->isEnabled());
    // Esc while placing is the same undo.
    QTest::keyClick(w->garden(), Qt::Key_Escape);
    QVERIFY(c.state() == choosing);
    // Take, place; undo takes the placement back and the ghost waits where it lay.
    perform(*w, chooseGreedy(c.state().viewFor(0)));
    const Action place = chooseGreedy(c.state().viewFor(0));
    QCOMPARE(place.kind, Action::Kind::Place);
    perform(*w, place);
    QCOMPARE(c.state().phase(), Phase::PlayCard);
    const GameState placed = c.state();
    QTest::mouseClick(w->hand()->undoButton(), Qt::LeftButton);
    QVERIFY(c.state() == placing);
    QCOMPARE(c.ghostAnchor().value(), place.at);
    QCOMPARE(c.ghostFace(),
             orientedFace(comps_->tiles[static_cast<std::size_t>(c.state().takenTile())],
                          place.orientation));
    QTest::mouseClick(w->hand()->redoButton(), Qt::LeftButton);
    QVERIFY(c.state() == placed);
    // Playing a card draws from the deck: a barrier, nothing before it can be undone.
    QVERIFY(!c.state().player(0).deck.empty());
    perform(*w, chooseGreedy(c.state().viewFor(0)));
    QCOMPARE(c.state().phase(), Phase::Claim);
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(!w->hand()->undoButton()->isEnabled());
    const GameState claim = c.state();
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QVERIFY(c.state() == claim);
}

namespace {
void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}
QByteArray dump(const nlohmann::json& j) {
    return QByteArray::fromStdString(j.dump(1));
}
} // namespace

void GuiTest::SAVE_badFilesThroughOpenActionChangeNothing() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto w = window(hotseat(13), dir.filePath(QStringLiteral("auto")));
    GameController& c = *w->controller();
    playTurnsThenTake(*w, 1); // the second turn, holding a tile
    QVERIFY(c.hasGhost());

    const std::string good = saveToText(c.state());
    const nlohmann::json doc = nlohmann::json::parse(good);
    struct Bad {
        const char* name;
        QByteArray bytes;
        const char* code; // the core's SaveError code, or nullptr for an I/O failure
    };
    std::vector<Bad> bad;
    const QByteArray text = QByteArray::fromStdString(good);
    bad.push_back({"truncated", text.left(text.size() / 2), "malformed_json"});
    bad.push_back({"truncated near the end", text.left(text.size() - 3), "malformed_json"});
    QByteArray corrupted = text;
    for (int i = 0; i < 24; ++i)
        corrupted[corrupted.size() / 3 + i] = static_cast<char>(0xff - i);
    bad.push_back({"corrupted bytes", corrupted, "malformed_json"});
    bad.push_back({"empty", QByteArray(), "malformed_json"});
    {
        nlohmann::json j = doc;
        j["players"][0]["coins"] = "three";
        bad.push_back({"coins as a string", dump(j), "corrupt_save"});
    }
    {
        nlohmann::json j = doc;
        j["players"][0]["deck"].push_back(j["players"][0]["hand"][0]);
        bad.push_back({"a duplicated card", dump(j), "corrupt_save"});
    }
    {
        nlohmann::json j = doc;
        j["players"][1]["coins"] = -4;
        bad.push_back({"negative coins", dump(j), "corrupt_save"});
    }
    {
        nlohmann::json j = doc;
        j["version"] = kSaveVersion + 1;
        bad.push_back({"wrong version", dump(j), "unsupported_version"});
    }
    bad.push_back({"foreign JSON", QByteArrayLiteral("{\"hello\":1}"), "not_a_save"});
    bad.push_back({"a JSON array", QByteArrayLiteral("[1,2,3]"), "not_a_save"});
    {
        nlohmann::json j = doc;
        j["data_hash"] = "0123456789abcdef";
        bad.push_back({"a different data set", dump(j), "data_mismatch"});
    }

    auto tryOpen = [&](const QString& path, const QString& expect) {
        const GameState before = c.state();
        const QStringList logBefore = c.log();
        const int shownLog = w->logList()->count();
        const auto ghost = c.ghostAnchor();
        w->setFileChooser([&](const QString& purpose, const QString&) {
            return purpose == QLatin1String("open") ? path : QString();
        });
        w->openAction()->trigger();
        QVERIFY2(w->lastError().contains(expect),
                 qPrintable(QStringLiteral("%1 / %2").arg(w->lastError(), expect)));
        QVERIFY(w->lastError().contains(path));
        QCOMPARE(c.lastError(), w->lastError());
        QVERIFY(c.state() == before);
        QCOMPARE(c.log(), logBefore);
        QCOMPARE(w->logList()->count(), shownLog);
        QCOMPARE(c.ghostAnchor(), ghost);
        QVERIFY(c.hasGhost());
        QCOMPARE(w->pages()->currentWidget(), w->tablePage());
    };
    for (const Bad& b : bad) {
        const QString path = dir.filePath(QString::fromLatin1(b.name) + QStringLiteral(".json"));
        writeFile(path, b.bytes);
        QString expect;
        try {
            (void)loadFromText(comps_, b.bytes.toStdString());
            QFAIL(b.name);
        } catch (const SaveError& e) {
            QVERIFY2(e.code() == b.code, b.name);
            expect = QString::fromStdString(e.what());
        }
        tryOpen(path, expect);
        if (QTest::currentTestFailed())
            qWarning("failed case: %s", b.name);
    }
    // Unreadable paths: a folder and a missing file.
    tryOpen(dir.path(), QStringLiteral("folder"));
    tryOpen(dir.filePath(QStringLiteral("no-such-game.frosted.json")),
            QStringLiteral("no such file"));
    // Saving where it cannot be written: the message names the path; nothing changes.
    const GameState before = c.state();
    const QString nowhere = dir.filePath(QStringLiteral("missing-folder/game.frosted.json"));
    w->setFileChooser([&](const QString&, const QString&) { return nowhere; });
    w->saveAction()->trigger();
    QVERIFY(w->lastError().contains(nowhere));
    QVERIFY(c.state() == before);
    QVERIFY(!QFile::exists(nowhere));
}

void GuiTest::SAVE_saveThenOpenRoundTrips() {
    QTemporaryDir dir;
    auto w = window(solo(8), dir.filePath(QStringLiteral("auto")));
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    playSteps(*w, 9);
    const GameState saved = c.state();
    const QString path = dir.filePath(QStringLiteral("my game"));
    w->setFileChooser([&](const QString& purpose, const QString& suggested) {
        if (purpose == QLatin1String("save"))
            return suggested.endsWith(QLatin1String(".frosted.json")) ? path : QString();
        return path + QStringLiteral(".frosted.json");
    });
    w->saveAction()->trigger();
    QVERIFY(w->lastError().isEmpty());
    QVERIFY(QFile::exists(path + QStringLiteral(".frosted.json"))); // the suffix is added
    playSteps(*w, 7);
    QVERIFY(!(c.state() == saved));
    w->openAction()->trigger();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY(c.state() == saved);
    QVERIFY(w->logList()->count() > 1);
    // The loaded game goes on: the rest of it plays through the widgets to the score pad.
    playToEnd(*w);
    checkScorePad(*w);
}

void GuiTest::SAVE_exportRecordIsTheCoreRecord() {
    QTemporaryDir dir;
    auto w = window(hotseat(17, 3));
    GameController& c = *w->controller();
    playSteps(*w, 12);
    const QString path = dir.filePath(QStringLiteral("record.json"));
    w->setFileChooser([&](const QString& purpose, const QString&) {
        return purpose == QLatin1String("export") ? path : QString();
    });
    w->exportAction()->trigger();
    QVERIFY(w->lastError().isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto j = nlohmann::json::parse(f.readAll().toStdString());
    QVERIFY(j == replayRecord(c.state()));
}

void GuiTest::AUTOSAVE_crashThenResumeRestoresTheGame() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("data"));
    GameState before = [&] {
        auto w = window(hotseat(23, 3), autosave);
        playTurnsThenTake(*w, 4); // four turns, and the fifth with a tile in hand
        return w->controller()->state();
    }(); // the window is destroyed without saving: the "crash"
    QVERIFY(QFile::exists(autosave + QStringLiteral("/autosave.frosted.json")));
    QCOMPARE(before.phase(), Phase::PlaceTile);

    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir(autosave);
    w->resize(1440, 900);
    w->show();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    bool asked = false;
    QVERIFY(w->startup([&] {
        asked = true;
        return true;
    }));
    QVERIFY(asked);
    GameController& c = *w->controller();
    QVERIFY(c.state() == before);
    // Hotseat: the table stays covered until the player at the screen confirms (R-PRIV-1).
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
    QVERIFY(w->hand()->cards().empty());
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QVERIFY(c.hasGhost());
    QCOMPARE(w->hand()->cards().size(), before.player(before.currentSeat()).hand.size());
    // The game goes on from there to the end.
    playToEnd(*w);
    checkScorePad(*w);
}

void GuiTest::AUTOSAVE_finishedGameIsNotOffered() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("data"));
    {
        auto w = window(solo(5), autosave);
        w->controller()->setSpeed(GameController::Instant);
        playToEnd(*w);
        QVERIFY(w->controller()->state().isOver());
    }
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->controller()->setAutosaveDir(autosave);
    QVERIFY(QFile::exists(w->controller()->autosavePath()));
    QVERIFY(!w->controller()->resumableAutosave());
    bool asked = false;
    // The new-game dialog opens instead; close it.
    QTimer::singleShot(0, [] {
        if (QWidget* m = QApplication::activeModalWidget())
            m->close();
    });
    QVERIFY(!w->startup([&] {
        asked = true;
        return true;
    }));
    QVERIFY(!asked);
    QVERIFY(!w->controller()->hasGame());
}

void GuiTest::AUTOSAVE_interruptedWriteLeavesPreviousSave() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("data"));
    auto w = window(hotseat(31), autosave);
    GameController& c = *w->controller();
    playTurnsThenTake(*w, 2);
    const GameState saved = c.state();
    const QString path = c.autosavePath();
    const QByteArray previous = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!previous.isEmpty());
    // The next state's bytes, written only in part: interrupted at many points.
    GameState next = saved;
    QVERIFY(next.apply(chooseGreedy(next.viewFor(next.currentSeat()))).ok);
    const QByteArray nextBytes = QByteArray::fromStdString(saveToText(next));
    for (int cut = 0; cut < nextBytes.size(); cut += std::max<int>(1, nextBytes.size() / 37)) {
        {
            // Where QSaveFile writes (a temporary file beside the target), never committed.
            QSaveFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(nextBytes.left(cut)), static_cast<qint64>(cut));
        } // destroyed uncommitted, as by a crash
        // A crash also leaves its temporary file behind.
        writeFile(path + QStringLiteral(".tmp%1").arg(cut), nextBytes.left(cut));
        const auto resumable = c.resumableAutosave();
        QVERIFY(resumable.has_value());
        QVERIFY(*resumable == saved);
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), previous);
    // The next completed action replaces it, completely.
    perform(*w, chooseGreedy(c.state().viewFor(c.state().currentSeat())));
    QVERIFY(c.resumableAutosave().value() == c.state());
}

// UI.md principle 6: an animation draws a change the core has already made. Right after a
// placement that fills gaps the Improvements are in the state and the next action is accepted at
// once, ending the animation; taking a tile likewise animates the ring without holding it back.
void GuiTest::ANIM_gapAnimationNeverDelaysTheState() {
    auto w = window(hotseat(5));
    GameController& c = *w->controller();
    QVERIFY(!w->animationsAction()->isChecked()); // off offscreen by default
    w->animationsAction()->setChecked(true);
    bool gapSeen = false, slideSeen = false;
    for (int guard = 0; guard < 200 && !gapSeen && !c.state().isOver(); ++guard) {
        if (c.handOverPending()) {
            QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
            continue;
        }
        const GameState before = c.state();
        perform(*w, chooseGreedy(c.state().viewFor(c.state().currentSeat())));
        if (QTest::currentTestFailed())
            break;
        const GameState& g = c.state();
        if (before.phase() == Phase::TakeTile && g.market().token != before.market().token) {
            slideSeen = true;
            QCOMPARE(g.phase(), Phase::PlaceTile); // the take is done; the token only slides
            QVERIFY(w->board()->animating());
        }
        if (before.phase() != Phase::PlaceTile || g.currentTurn().gaps.empty())
            continue;
        gapSeen = true;
        // The state holds the Improvements already, while the pop-in still runs.
        QVERIFY(w->garden()->animating());
        QVERIFY(w->garden()->gapCaption().startsWith(QStringLiteral("Gap of")));
        const Garden& garden = g.player(g.currentSeat()).garden;
        QVERIFY(garden.improvementPieces().size() >
                before.player(before.currentSeat()).garden.improvementPieces().size());
        for (const Gap& gap : g.currentTurn().gaps)
            for (Point cell : gap.cells)
                QVERIFY(std::any_of(garden.improvementPieces().begin(),
                                    garden.improvementPieces().end(), [&](const auto& piece) {
                                        return std::find(piece.cells.begin(), piece.cells.end(),
                                                         cell) != piece.cells.end();
                                    }));
        // The next action (the card) is accepted at once and ends the animation.
        QCOMPARE(g.phase(), Phase::PlayCard);
        perform(*w, chooseGreedy(c.state().viewFor(c.state().currentSeat())));
        QCOMPARE(c.state().phase(), Phase::Claim);
        QVERIFY(!w->garden()->animating());
        QVERIFY(w->garden()->gapCaption().isEmpty());
    }
    w->animationsAction()->setChecked(false);
    QVERIFY(!art::animationsEnabled());
    QVERIFY(gapSeen);
    QVERIFY(slideSeen);
}

QTEST_MAIN(GuiTest)
#include "test_gui.moc"
