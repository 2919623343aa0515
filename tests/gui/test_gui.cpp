// GUI tests (Qt Test, offscreen): whole games played through the widgets by simulated clicks and
// keys, the hotseat hand-over (R-PRIV-1), the ghost's orientations (R-GEO-3/4), an illegal drop
// (R-PL-1..3), the Master Gardener's turn display (R-MG-4) and the score pad (R-END-2/3, R-MG-6).
// Moves are chosen by the core's greedy bot on the seat's view, and performed through the widgets.
// Also the files of issue 8 through the menu actions: every kind of bad file refused with the
// message and no change, save/load round trip, the replay record, crash-resume from the autosave,
// the autosave surviving an interrupted write, and undo/redo through the core's TurnHistory.
#include "Art.h"
#include "BoardView.h"
#include "FlightOverlay.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "PlayerPanel.h"
#include "ScorePadPage.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/lab/simulate.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/gardener.h"
#include "frosted/rules/save.h"

#include "NewGameDialog.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace frosted;

class GuiTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void R_PRIV_1_handOverHidesNextHandUntilConfirmed();
    void R_GEO_4_rotateAndTurnOverKeysFollowCoreOrientations();
    void R_PL_illegalDropShowsCoreReasonAndChangesNothing();
    void UI_feedbackNeverHidesTheTileAndTheViewHoldsStill();
    void UI_ghostMovedByKeysStaysInSight();
    void UI_illegalGhostOutlinesTheNearestPlaceItFits();
    void R_PL_placementCanBeTakenBackUntilCardPlayed();
    void R_MG_4_gardenerTurnDisplayShowsCoreFigures();
    void R_END_2_fullHotseatGameThroughWidgets();
    void R_MG_6_fullSoloGameThroughWidgets();
    void R_END_3_coinsTieBreakRanksTheSecondSeatFirst();
    void R_END_3_fullTieIsASharedVictory();
    void R_MG_5_soloPadExplainsTheEndClaims();
    void END_fourPlayerPadFitsTheSmallestWindow();
    void ART_everyElementComesFromItsSvgAsset();
    void UNDO_takeUndoRedoThroughTurnHistory();
    void SAVE_badFilesThroughOpenActionChangeNothing();
    void SAVE_saveThenOpenRoundTrips();
    void SAVE_exportRecordIsTheCoreRecord();
    void AUTOSAVE_crashThenResumeRestoresTheGame();
    void AUTOSAVE_finishedGameIsNotOffered();
    void AUTOSAVE_interruptedWriteLeavesPreviousSave();
    void ANIM_scoreMarkersWalkOnTheTurnsEvents();
    void ANIM_takenTilesAndClaimedObjectivesFly();
    void ANIM_gapAnimationNeverDelaysTheState();
    void PRIV_widgetsDrawFromTheViewOfTheSeatAtTheScreen();
    void SETUP_seedDealsTheSameGameAsTheCoreAndTheCli();
    void SETUP_controllerRefusesNamesThatCannotBeToldApart();
    void SETUP_dialogShowsWhyNamesCannotStart();
    void SETUP_soloThenHotseatGivesTheSecondRowItsOwnNameAndColour();
    void DATA_ringRoundsAndObjectiveColumnsComeFromTheData();
    void SAVE_release01SaveOpens();
    void FILES_fifoDeviceAndHugeFilesAreRefusedAtOnce();
    void AUTOSAVE_deeplyNestedAutosaveIsRefusedAtStart();
    void MESSAGES_longPathsAndIdsStayWithinTheScreen();
    void RESUME_logAndUndoAsBeforeTheCrash();
    void RESUME_tileInHandShowsItsGhostAtOnce();
    void OPEN_saveGetsItsLogAndUndoBack();
    void AUTOSAVE_damagedAutosaveIsNamedAndKept();
    void AUTOSAVE_twoGenerationsEveryStep();
    void MONKEY_gardenWindowOfASeatThatIsGone();

  private:
    std::unique_ptr<MainWindow> window(const NewGameOptions& o, const QString& autosaveDir = {});
    void playSteps(MainWindow& w, int steps);
    void playTurnsThenTake(MainWindow& w, int turns);
    void perform(MainWindow& w, const Action& a);
    void playToEnd(MainWindow& w);
    void checkScorePad(MainWindow& w);
    void checkEndClaims(MainWindow& w);
    std::unique_ptr<MainWindow> finishedWindow(const GameState& g, QSize size);
    ComponentsPtr comps_;
};

namespace {
using guitest::hotseat;
using guitest::solo;
} // namespace

void GuiTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

namespace {
// A window as the program starts it: the autosave in `autosaveDir`, nothing started yet.
std::unique_ptr<MainWindow> bareWindow(const ComponentsPtr& comps, const QString& autosaveDir,
                                       bool boxes = false) {
    return guitest::bareWindow(comps, {.autosaveDir = autosaveDir, .messageBoxes = boxes});
}
} // namespace

std::unique_ptr<MainWindow> GuiTest::window(const NewGameOptions& o, const QString& autosaveDir) {
    auto w = bareWindow(comps_, autosaveDir);
    w->startGame(o);
    return w;
}

// Performs a core action through the widgets: clicks on the ring, keys and a click on the garden,
// clicks on cards, objectives and the Done button.
void GuiTest::perform(MainWindow& w, const Action& a) {
    GameController& c = *w.controller();
    const GameState before = c.fullState();
    switch (a.kind) {
    case Action::Kind::Take: {
        const int slot = c.fullState().market().slotOfKth(a.value);
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->slotCenter(slot));
        break;
    }
    case Action::Kind::Place: {
        const Tile& t = comps_->tiles[static_cast<std::size_t>(c.fullState().takenTile())];
        const Face target = orientedFace(t, a.orientation);
        for (int i = 0; i < 8 && c.ghost().face() != target; ++i)
            QTest::keyClick(w.garden(), i == 3 ? Qt::Key_F : Qt::Key_R);
        QCOMPARE(c.ghost().face(), target);
        const Point off = c.ghost().offset();
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
        const auto& hand = c.fullState().player(c.fullState().currentSeat()).hand;
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
    QVERIFY2(!(c.fullState() == before), "the widget action did not change the game");
}

void GuiTest::playToEnd(MainWindow& w) {
    playSteps(w, -1);
    QVERIFY(w.controller()->fullState().isOver());
}

// Plays `steps` actions by the widgets (hand-overs and the Master Gardener's steps not counted);
// with steps < 0, to the end of the game and of the Master Gardener's last replay. At every
// hand-over the next hand must be hidden until confirmed (R-PRIV-1).
void GuiTest::playSteps(MainWindow& w, int steps) {
    GameController& c = *w.controller();
    int guard = 0;
    for (int i = 0; (steps < 0 || i < steps) && ++guard < 4000 && !QTest::currentTestFailed();) {
        if (c.fullState().isOver() && !(steps < 0 && c.replaying()))
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
        perform(w, chooseGreedy(c.fullState().viewFor(c.fullState().currentSeat())));
        ++i;
    }
}

// Plays `turns` whole turns, then confirms the hand-over and takes the next tile (a turn in
// progress, with the tile held).
void GuiTest::playTurnsThenTake(MainWindow& w, int turns) {
    GameController& c = *w.controller();
    const std::size_t target = c.fullState().log().size() + static_cast<std::size_t>(turns);
    while (c.fullState().log().size() < target && !QTest::currentTestFailed())
        playSteps(w, 1);
    while ((c.handOverPending() || c.replaying()) && !QTest::currentTestFailed()) {
        if (c.handOverPending())
            QTest::mouseClick(w.handOverButton(), Qt::LeftButton);
        else
            QTest::mouseClick(w.nextStepButton(), Qt::LeftButton);
    }
    QCOMPARE(c.fullState().phase(), Phase::TakeTile);
    perform(w, chooseGreedy(c.fullState().viewFor(c.fullState().currentSeat())));
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
}

namespace {
// The core's score lines by place (1st first; a shared place in seat order), as the pad must
// list them; the seat of each (-1: the Master Gardener).
std::vector<std::pair<int, FinalScore>> rankedLines(const GameState& g) {
    std::vector<std::pair<int, FinalScore>> out;
    const auto scores = g.scores();
    for (std::size_t i = 0; i < scores.size(); ++i)
        out.push_back({scores[i].gardener ? -1 : static_cast<int>(i), scores[i]});
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return a.second.rank < b.second.rank; });
    return out;
}

// The colour drawn at a point of a widget, as a player sees it.
QColor pixelAt(QWidget* page, QWidget* child, QPoint at) {
    const QImage img = page->grab().toImage();
    const QPoint p = child->mapTo(page, at) * img.devicePixelRatio();
    return img.pixelColor(p);
}

bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <
           12;
}

// What a player should never read on the end page: internal ids, coordinates, "×" values,
// nested parentheses, Improvements counted 0 or with the wrong plural.
QString noise(const QStringList& texts, const ComponentSet& c) {
    static const QRegularExpression bad[] = {
        QRegularExpression(QStringLiteral(R"(×)")),
        QRegularExpression(QStringLiteral(R"(\bT\d+\b)")),
        QRegularExpression(QStringLiteral(R"(\bMG\d+\b)")),
        QRegularExpression(QStringLiteral(R"(\b[A-Za-z]+-\d+\b)")),
        QRegularExpression(QStringLiteral(R"(\(\s*-?\d+\s*,\s*-?\d+\s*\))")),
        QRegularExpression(QStringLiteral(R"(\([^)]*\()")),
        QRegularExpression(QStringLiteral(R"(\b0 (Worker|Barn|Windmill))")),
        QRegularExpression(QStringLiteral(R"(\b1 (Workers|Barns|Windmills)\b)")),
        QRegularExpression(QStringLiteral(R"(\b([2-9]|\d\d+) (Worker|Barn|Windmill)\b)"))};
    for (const QString& t : texts) {
        for (const QRegularExpression& re : bad)
            if (re.match(t).hasMatch())
                return QStringLiteral("“%1” matches %2").arg(t, re.pattern());
        auto hasId = [&](const std::string& id) {
            return t.contains(QRegularExpression(
                QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(words::q(id)))));
        };
        for (const auto& o : c.objectives)
            if (hasId(o.id))
                return QStringLiteral("“%1” names objective %2").arg(t, words::q(o.id));
        for (const auto& x : c.tiles)
            if (hasId(x.id))
                return QStringLiteral("“%1” names tile %2").arg(t, words::q(x.id));
        for (const auto& x : c.startingTiles)
            if (hasId(x.id))
                return QStringLiteral("“%1” names tile %2").arg(t, words::q(x.id));
        for (const auto& x : c.gardenerCards)
            if (hasId(x.id))
                return QStringLiteral("“%1” names card %2").arg(t, words::q(x.id));
    }
    return {};
}
} // namespace

void GuiTest::checkScorePad(MainWindow& w) {
    const GameState& g = w.controller()->fullState();
    QCOMPARE(w.pages()->currentWidget(), w.scorePadPage());
    QApplication::processEvents(); // the page laid out, as the player sees it
    ScorePadPage* pad = w.scorePadPage();
    const auto lines = rankedLines(g);
    QCOMPARE(pad->rowCount(), static_cast<int>(lines.size()));
    for (int r = 0; r < pad->rowCount(); ++r) {
        // Ranked by place: row r is the core's r-th line by place.
        const auto& [seat, s] = lines[static_cast<std::size_t>(r)];
        QCOMPARE(pad->seatOfRow(r), seat);
        QCOMPARE(pad->nameLabel(r)->text(), words::q(s.name));
        QCOMPARE(pad->placeLabel(r)->text(), words::ordinal(s.rank));
        if (r > 0)
            QVERIFY(pad->scoreOfRow(r - 1).total >= s.total);
        const int values[] = {s.track, s.improvements, s.objectives, s.coins, s.total};
        for (int col = 0; col < ScorePadPage::ColumnCount; ++col) {
            QLabel* v = pad->valueLabel(r, static_cast<ScorePadPage::Column>(col));
            QCOMPARE(v->property("value").toInt(), values[col]);
            QCOMPARE(v->text(), QString::number(values[col]));
            QVERIFY(v->alignment() & Qt::AlignRight); // numbers right-aligned
        }
        // The winner is marked by the trophy, and keeps their colour and initial.
        QCOMPARE(pad->trophy(r) != nullptr, s.rank == 1);
        const QColor colour = art::playerColour(w.controller()->seatColour(seat));
        QCOMPARE(pad->badge(r)->colour(), colour);
        if (seat >= 0)
            QCOMPARE(pad->badge(r)->initial(), words::q(s.name).left(1).toUpper());
        QCOMPARE(pad->badge(r)->shape(), art::playerShape(w.controller()->seatColour(seat)));
        // A point inside every shape, below the initial (beside his portrait for the MG).
        const QPoint inside = seat >= 0 ? QPoint(23, 36) : QPoint(5, 23);
        QVERIFY2(near(pixelAt(pad, pad->badge(r), inside), colour),
                 qPrintable(pixelAt(pad, pad->badge(r), inside).name()));
        const QRect band = pad->rowRect(r);
        QVERIFY(band.isValid());
        QVERIFY2(near(pixelAt(pad, pad, QPoint(band.left() + 4, band.center().y())), colour),
                 qPrintable(QStringLiteral("row %1's band").arg(r)));
        // Improvements: only the kinds present, in words.
        const ImprovementCounts n =
            seat < 0 ? g.gardener().improvements : g.player(seat).garden.improvements();
        const QString impr = pad->detailLabel(r, ScorePadPage::Improvements)->text();
        QCOMPARE(impr.contains(QStringLiteral("Worker")), n[Improvement::Worker] > 0);
        QCOMPARE(impr.contains(QStringLiteral("Barn")), n[Improvement::Barn] > 0);
        QCOMPARE(impr.contains(QStringLiteral("Windmill")), n[Improvement::Windmill] > 0);
        // Each objective as a tile, in words "white 8 — 10 pts".
        const std::vector<int>& held =
            seat < 0 ? g.gardener().objectives : g.player(seat).objectives;
        QStringList expected;
        for (int o : held) {
            const ObjectiveTile& t = comps_->objectives[static_cast<std::size_t>(o)];
            expected << QStringLiteral("%1 %2 — %3 pts")
                            .arg(isLandscape(t.type) ? words::q(name(t.type))
                                                     : words::q(name(t.type)).left(1).toUpper() +
                                                           words::q(name(t.type)).mid(1))
                            .arg(t.threshold)
                            .arg(t.points);
        }
        QCOMPARE(pad->objectiveChips(r) ? pad->objectiveChips(r)->texts() : QStringList(),
                 expected);
        // The garden thumbnail of the seat (his card row for the Master Gardener).
        QVERIFY(pad->garden(r));
        if (seat >= 0) {
            auto* gv = qobject_cast<GardenView*>(pad->garden(r));
            QVERIFY(gv);
            QVERIFY(gv->isVisibleTo(pad));
            QVERIFY(gv->width() >= 120 && gv->height() >= 70);
        }
    }
    const QString why = noise(pad->texts(), *comps_);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    // The tie-break sentence says what the core says decided the places.
    const QString tie = pad->tieBreakLabel()->text();
    QVERIFY(pad->tieBreakLabel()->isVisibleTo(pad));
    bool tied = false;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        const FinalScore& a = lines[i].second;
        const FinalScore& b = lines[i + 1].second;
        if (a.total != b.total)
            continue;
        tied = true;
        QVERIFY2(tie.contains(QStringLiteral("%1 points").arg(a.total)), qPrintable(tie));
        switch (a.decidedBy) {
        case FinalScore::Decider::Coins:
            QVERIFY2(
                tie.contains(
                    QStringLiteral("with more coins, %1 against %2").arg(a.coins).arg(b.coins)) ||
                    tie.contains(QStringLiteral("the most coins decide")),
                qPrintable(tie));
            break;
        case FinalScore::Decider::Shared:
            QVERIFY2(tie.contains(QStringLiteral("they share")), qPrintable(tie));
            break;
        case FinalScore::Decider::MasterGardener:
            QVERIFY2(tie.contains(QStringLiteral("a full tie goes to the Master Gardener")),
                     qPrintable(tie));
            break;
        case FinalScore::Decider::Total:
            QFAIL("equal totals decided by the total");
        }
    }
    if (!tied)
        QVERIFY2(tie.startsWith(QStringLiteral("No tie to break")), qPrintable(tie));
    // The page fits the window: nothing cut off, no scrolling needed.
    auto* scroll = pad->findChild<QScrollArea*>(QStringLiteral("scorePadScroll"));
    QVERIFY(scroll);
    QVERIFY2(!scroll->verticalScrollBar()->isVisible() &&
                 !scroll->horizontalScrollBar()->isVisible(),
             "the score pad scrolls");
}

// The solo pad explains the Master Gardener's end-of-game claims from the core's record.
void GuiTest::checkEndClaims(MainWindow& w) {
    const GameState& g = w.controller()->fullState();
    ScorePadPage* pad = w.scorePadPage();
    const GardenerEndClaims* end = nullptr;
    for (const TurnRecord& r : g.log())
        if (const auto* e = std::get_if<GardenerEndClaims>(&r))
            end = e;
    QVERIFY(end);
    QVERIFY(pad->endClaimsLabel()->isVisibleTo(pad));
    const QString text = pad->endClaimsLabel()->text();
    QVERIFY2(text.startsWith(QStringLiteral("After his last card the Master Gardener claimed")),
             qPrintable(text));
    QVERIFY2(text.count(QLatin1Char('.')) == 1 && text.endsWith(QLatin1Char('.')),
             qPrintable(text)); // one sentence
    if (end->claimed.empty())
        QVERIFY2(text.contains(QStringLiteral("claimed nothing more")), qPrintable(text));
    const GardenerSequences seq = sequencesOf(g.gardener().played, *comps_);
    for (int o : end->claimed) {
        const ObjectiveTile& t = comps_->objectives[static_cast<std::size_t>(o)];
        const QString type = words::q(name(t.type));
        QVERIFY2(
            text.contains(QStringLiteral(" %1 — %2 pts, because ").arg(t.threshold).arg(t.points),
                          Qt::CaseInsensitive),
            qPrintable(text));
        if (isLandscape(t.type)) {
            // Why: the sequence that reached the threshold, as the core counts it.
            const LandType lt = landTypeOf(t.type);
            QVERIFY2(text.contains(QStringLiteral("%1 sequence").arg(type)), qPrintable(text));
            QVERIFY(seq.best(lt) >= t.threshold);
            if (seq.current[lt] >= t.threshold)
                QVERIFY2(text.contains(QStringLiteral("his current %1 sequence is %2")
                                           .arg(type)
                                           .arg(seq.current[lt])),
                         qPrintable(text));
        } else {
            const int n = g.gardener().improvements[improvementOf(t.type)];
            QVERIFY2(text.contains(QStringLiteral("he collected %1 ").arg(n)), qPrintable(text));
        }
    }
    QVERIFY(!pad->endClaimsLabel()->text().contains(QStringLiteral("MG")));
}

// A finished game opened from a file in a window of `size`: the score pad shows at once.
std::unique_ptr<MainWindow> GuiTest::finishedWindow(const GameState& g, QSize size) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("end.frosted.json"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return nullptr;
        f.write(QByteArray::fromStdString(saveToText(g)));
    }
    auto w = bareWindow(comps_, {});
    w->resize(size);
    if (!w->controller()->loadGame(path))
        return nullptr;
    QApplication::processEvents();
    return w;
}

namespace {
// The first seeded game of random players (seed 1, 2, ...) that `want` accepts.
std::optional<GameState> findGame(const ComponentsPtr& comps, int players, bool solo,
                                  const std::function<bool(const GameState&)>& want) {
    static const char* names[] = {"Ada", "Ben", "Chloé", "Dev"};
    for (std::uint64_t seed = 1; seed <= 6000; ++seed) {
        SetupSpec spec;
        for (int i = 0; i < players; ++i)
            spec.players.push_back(names[i]);
        spec.solo = solo;
        spec.seed = seed;
        spec.startPlayer = 0;
        Rng rng(seed);
        GameState g = playWithBots(GameState::setup(comps, spec), {BotKind::Random}, rng);
        if (g.isOver() && want(g))
            return g;
    }
    return std::nullopt;
}
} // namespace

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
    while (c.fullState().currentSeat() == 0 && !QTest::currentTestFailed())
        perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    QVERIFY(c.handOverPending());
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
    QVERIFY(w->handOverButton()->text().contains(QStringLiteral("I'm Ben — show my hand")));
    QVERIFY(w->hand()->cards().empty());
    QVERIFY(!w->tablePage()->isVisible());
    // Keys do nothing on the cover.
    const GameState before = c.fullState();
    QTest::keyClick(w.get(), Qt::Key_1);
    QVERIFY(c.fullState() == before);
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QVERIFY(!c.handOverPending());
    const auto& hand = c.fullState().player(1).hand;
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
    const Tile& t = comps_->tiles[static_cast<std::size_t>(c.fullState().takenTile())];
    QCOMPARE(c.ghost().face(), normalised(t.front));
    // R-GEO-4: each R is 90 degrees clockwise, (x, y) -> (-y, x), then normalised.
    Face expect = normalised(t.front);
    for (int k = 1; k <= 4; ++k) {
        QTest::keyClick(w->garden(), Qt::Key_R);
        QCOMPARE(c.ghost().orientation().rotation, (90 * k) % 360);
        QCOMPARE(c.ghost().orientation().side, Side::Front);
        Face manual;
        for (const Cell& cell : expect.cells)
            manual.cells.push_back({-cell.y, cell.x, cell.type, cell.flowers});
        expect = normalised(manual);
        QCOMPARE(c.ghost().face(), expect);
        QCOMPARE(c.ghost().face(), orientedFace(t, {Side::Front, (90 * k) % 360}));
    }
    // R-GEO-3: F turns the tile over: the other face, same rotation.
    QTest::keyClick(w->garden(), Qt::Key_R);
    QTest::keyClick(w->garden(), Qt::Key_F);
    QCOMPARE(c.ghost().orientation().side, Side::Back);
    QCOMPARE(c.ghost().orientation().rotation, 90);
    QCOMPARE(c.ghost().face(), orientedFace(t, {Side::Back, 90}));
    QCOMPARE(c.ghost().face(), rotated(t.back, 90));
    QTest::keyClick(w->garden(), Qt::Key_F);
    QCOMPARE(c.ghost().face(), orientedFace(t, {Side::Front, 90}));
    // Right-click rotates too.
    QTest::mouseClick(w->garden(), Qt::RightButton, {}, w->garden()->rect().center());
    QCOMPARE(c.ghost().face(), orientedFace(t, {Side::Front, 180}));
    // Hints are the core's legal placements of that face.
    const auto hints = c.ghost().legalPointerCells();
    QVERIFY(!hints.empty());
    for (Point p : hints) {
        const Point off = c.ghost().offset();
        QVERIFY(c.fullState()
                    .check(Action::place(c.ghost().orientation(), {p.x - off.x, p.y - off.y}))
                    .ok);
    }
    // Esc puts the tile back: the choice is open again.
    QTest::keyClick(w->garden(), Qt::Key_Escape);
    QCOMPARE(c.fullState().phase(), Phase::TakeTile);
}

void GuiTest::R_PL_illegalDropShowsCoreReasonAndChangesNothing() {
    auto w = window(hotseat(7));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, Action::take(1));
    const GameState before = c.fullState();
    // Over the starting tile: R-PL-1 overlap.
    const Point cell{c.ghost().offset().x, c.ghost().offset().y}; // anchor (0, 0)
    QTest::mouseMove(w->garden(), w->garden()->cellCenter(cell));
    QTest::mouseClick(w->garden(), Qt::LeftButton, {}, w->garden()->cellCenter(cell));
    QVERIFY(c.fullState() == before);
    const ApplyResult core = c.fullState().check(Action::place(c.ghost().orientation(), {0, 0}));
    QVERIFY(!core.ok);
    // The core's reason (overlap), told in words: no coordinates on screen.
    QCOMPARE(c.ghost().preview().check.reason, IllegalReason::Overlap);
    const QString why = words::placementProblem(c.ghost().preview().check);
    QCOMPARE(why, QStringLiteral("that space is taken"));
    QCOMPARE(c.lastRefusal(), why);
    QCOMPARE(words::refusal(c.view(), Action::place(c.ghost().orientation(), {0, 0})), why);
    QVERIFY(w->previewLabel()->text().contains(why.toHtmlEscaped()));
    QVERIFY(w->statusBar()->currentMessage().contains(why));
    // Far away: R-PL-2 not adjacent; Enter refuses too and nothing changes.
    c.setGhostPointer({40, 40});
    QTest::keyClick(w->garden(), Qt::Key_Return);
    QVERIFY(c.fullState() == before);
    QCOMPARE(c.ghost().preview().check.reason, IllegalReason::NotAdjacent);
    QCOMPARE(c.lastRefusal(), words::placementProblem(c.ghost().preview().check));
    QVERIFY(c.lastRefusal().contains(QStringLiteral("touch your garden")));
}

// The illegal ghost stays in sight: the bubble with the core's reason sits beside the tile, not
// over it, wherever the ghost goes; the view does not jump when a tile is placed or taken back;
// the status bar's first message does not shrink the table.
void GuiTest::UI_feedbackNeverHidesTheTileAndTheViewHoldsStill() {
    auto w = window(hotseat(7));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    const QSize table = w->tablePage()->size();
    perform(*w, Action::take(1));
    GardenView* g = w->garden();
    int refused = 0;
    for (int y = -3; y <= 3; ++y)
        for (int x = -3; x <= 3; ++x) {
            const Point cell{c.ghost().offset().x + x, c.ghost().offset().y + y};
            QTest::mouseMove(g, g->cellCenter(cell));
            if (c.ghost().preview().legal())
                continue;
            g->grab(); // paints
            QVERIFY(!g->lastReasonRect().isEmpty());
            QVERIFY2(!g->lastReasonRect().intersects(g->lastGhostRect()),
                     qPrintable(QStringLiteral("the reason covers the ghost at (%1, %2)")
                                    .arg(cell.x)
                                    .arg(cell.y)));
            ++refused;
        }
    QVERIFY(refused > 0);
    // A click over the starting tile is refused, and told in the status bar too.
    const Point over{c.ghost().offset().x, c.ghost().offset().y};
    QTest::mouseClick(g, Qt::LeftButton, {}, g->cellCenter(over));
    QVERIFY(!w->statusBar()->currentMessage().isEmpty());
    QApplication::processEvents(); // the layout settles
    QCOMPARE(w->tablePage()->size(), table);
    // A placement and its Undo leave the zoom and the centre as they were.
    const qreal scale = g->cellSize();
    const QPointF centre = g->centreCell();
    const GameState placing = c.fullState();
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    QCOMPARE(g->cellSize(), scale);
    QCOMPARE(g->centreCell(), centre);
    QTest::keyClick(g, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(c.fullState() == placing);
    QCOMPARE(g->cellSize(), scale);
    QCOMPARE(g->centreCell(), centre);
}

// Where the ghost does not fit, the garden outlines the nearest place it fits in the same
// orientation: a legal placement of the core, no farther from the pointer than any other, and
// the ghost dropped there is placed. Where the ghost fits, nothing else is outlined.
void GuiTest::UI_illegalGhostOutlinesTheNearestPlaceItFits() {
    auto w = window(hotseat(7));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, Action::take(1));
    GardenView* g = w->garden();
    const Point off = c.ghost().offset();
    int outlined = 0;
    for (Point pointer : {Point{off.x, off.y}, Point{12, -9}, Point{off.x + 1, off.y}}) {
        c.setGhostPointer(pointer);
        g->grab();
        if (c.ghost().preview().legal()) {
            QVERIFY(!c.ghost().nearestFitAnchor());
            QVERIFY(g->lastFitCells().empty());
            continue;
        }
        const auto fit = c.ghost().nearestFitAnchor();
        QVERIFY(fit);
        QVERIFY(c.fullState().check(Action::place(c.ghost().orientation(), *fit)).ok);
        const auto d2 = [&](Point p) {
            return (p.x - pointer.x) * (p.x - pointer.x) + (p.y - pointer.y) * (p.y - pointer.y);
        };
        for (Point q : c.ghost().legalPointerCells())
            QVERIFY(d2({fit->x + off.x, fit->y + off.y}) <= d2(q));
        QCOMPARE(g->lastFitCells().size(), c.ghost().face().cells.size());
        QCOMPARE(g->lastFitCells().front(), (Point{c.ghost().face().cells.front().x + fit->x,
                                                   c.ghost().face().cells.front().y + fit->y}));
        ++outlined;
    }
    QVERIFY(outlined >= 2); // over the starting tile and far away
    // Moved where the outline is, the tile is placed.
    c.setGhostPointer({12, -9});
    const Point there = *c.ghost().nearestFitAnchor();
    c.setGhostPointer({there.x + off.x, there.y + off.y});
    QVERIFY(c.ghost().preview().legal());
    QVERIFY(!c.ghost().nearestFitAnchor());
    QTest::keyClick(g, Qt::Key_Return);
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
}

// Moved by the keys past the edge of the view, the ghost stays in sight: the view follows.
void GuiTest::UI_ghostMovedByKeysStaysInSight() {
    auto w = window(hotseat(7));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, Action::take(1));
    GardenView* g = w->garden();
    QTest::mouseMove(w->board(), QPoint(5, 5)); // the pointer leaves the garden
    for (int i = 0; i < 40; ++i)
        QTest::keyClick(g, Qt::Key_Right);
    const auto at = c.ghost().anchor();
    QVERIFY(at);
    const QPoint right = g->cellCenter({at->x + c.ghost().face().width() - 1, at->y});
    QVERIFY2(g->rect().contains(right), "the ghost left the view");
}

void GuiTest::R_PL_placementCanBeTakenBackUntilCardPlayed() {
    auto w = window(hotseat(9));
    GameController& c = *w->controller();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    const GameState placing = c.fullState();
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    QVERIFY(w->hand()->undoButton()->isEnabled());
    QTest::keyClick(w->garden(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(c.fullState() == placing);
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    perform(*w, chooseGreedy(c.fullState().viewFor(0))); // the card
    QCOMPARE(c.fullState().phase(), Phase::Claim);
    QVERIFY(!w->hand()->undoButton()->isEnabled());
}

void GuiTest::R_MG_4_gardenerTurnDisplayShowsCoreFigures() {
    auto w = window(solo(21));
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    QVERIFY(!c.handOverPending()); // solo: no hand-over
    for (int turn = 0; turn < 3; ++turn) {
        const std::size_t before = c.fullState().log().size();
        // The ring as the player left it when ending the turn.
        Market marketBefore = c.fullState().market();
        GardenerState mgBefore = c.fullState().gardener();
        while (c.fullState().log().size() == before && !QTest::currentTestFailed()) {
            marketBefore = c.fullState().market();
            mgBefore = c.fullState().gardener();
            perform(*w, chooseGreedy(c.fullState().viewFor(0)));
        }
        QVERIFY(c.replaying());
        const TurnRecord& r = c.fullState().log().back();
        QVERIFY(std::holds_alternative<GardenerTurn>(r));
        const GardenerTurn& t = std::get<GardenerTurn>(r);
        const GardenerState& mg = c.fullState().gardener();
        SeatPanel* panel = w->players()->seatPanel(-1);
        QVERIFY(panel);
        const std::vector<GardenerStep> steps = words::gardenerSteps(r);
        // The core's steps in order; the claim step only when he claimed.
        QCOMPARE(steps.front(), GardenerStep::PlayCard);
        QCOMPARE(steps.size(),
                 t.claimed.empty() ? kGardenerSteps.size() - 1 : kGardenerSteps.size());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const GardenerStep step = steps[i];
            const QString expect = words::gardenerStep(*comps_, r, step);
            QCOMPARE(c.replayStep(), std::optional<GardenerStep>(step));
            // Until his token has moved the table shows the ring as it was (from the view before
            // his turn); from the Move step on, the ring after it.
            if (words::stepIndex(step) < words::stepIndex(GardenerStep::Move))
                QVERIFY(c.shown().market() == marketBefore);
            else
                QVERIFY(c.shown().market() == c.fullState().market());
            QCOMPARE(c.shown().seat(), 0); // the solo player's view, never more
            // His figures change with the step told, not a step ahead: his points from the Score
            // step on, his Improvements and Worker coins from the Collect step on, his card in
            // his row from the first step.
            const GardenerState& seen = c.shown().gardener();
            const bool scored = words::stepIndex(step) >= words::stepIndex(GardenerStep::Score);
            const bool collected =
                words::stepIndex(step) >= words::stepIndex(GardenerStep::Collect);
            QCOMPARE(seen.track, mgBefore.track + (scored ? t.points : 0));
            QCOMPARE(seen.played.size(), mgBefore.played.size() + 1);
            ImprovementCounts expectImpr = mgBefore.improvements;
            if (collected)
                expectImpr += t.improvements;
            QVERIFY(seen.improvements == expectImpr);
            if (!collected)
                QCOMPARE(seen.coins, mgBefore.coins);
            QVERIFY(
                panel->title()->text().contains(QStringLiteral("<b>%1</b> pts").arg(seen.track)));
            QVERIFY(panel->summary()->text().contains(
                QStringLiteral("Worker %1").arg(seen.improvements[Improvement::Worker])));
            QCOMPARE(c.replayText(), expect);
            // Told once, on the NOW line: his panel shows his figures, not the sentence again.
            QVERIFY(!panel->summary()->text().contains(expect.toHtmlEscaped()));
            // The NOW line tells it while he plays, his last step included; the preview lists
            // his turn's steps, those done ticked and this one marked.
            QVERIFY(c.replaying());
            QVERIFY(w->nowLabel()->text().contains(expect));
            QCOMPARE(w->previewLabel()->text().count(QStringLiteral("✓")), static_cast<int>(i));
            QCOMPARE(w->previewLabel()->text().count(QStringLiteral("▶")), 1);
            if (step == GardenerStep::PlayCard)
                QVERIFY(expect.contains(words::gardenerCardName(*comps_, t.card)));
            if (step == GardenerStep::Score)
                QVERIFY(expect.contains(QStringLiteral(" %1 point").arg(t.points)));
            if (step == GardenerStep::Move && t.coinsTaken > 0)
                QVERIFY(expect.contains(QStringLiteral("takes %1 coin").arg(t.coinsTaken)));
            // No input while he plays, his last step included: the next turn waits for Next.
            QVERIFY(!c.acceptsInput());
            QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
        }
        QVERIFY(!c.replaying());
        QVERIFY(c.acceptsInput());
        // His words leave the screen once his turn has been seen (they stay in the log).
        QVERIFY(c.replayText().isEmpty());
        QVERIFY(!w->nowLabel()->text().contains(words::gardenerStep(*comps_, r, steps.back())));
        QVERIFY(c.shown() == c.view());
        // After his turn the panel shows his figures from the core.
        QVERIFY(panel->summary()->text().contains(QStringLiteral("Coins <b>%1</b>").arg(mg.coins)));
        QVERIFY(w->players()->seatPanel(-1)->findChild<QLabel*>() != nullptr);
        QCOMPARE(c.fullState().currentSeat(), 0);
    }
}

void GuiTest::R_END_2_fullHotseatGameThroughWidgets() {
    auto w = window(hotseat(3));
    playToEnd(*w);
    checkScorePad(*w);
    // Every turn is told in the log.
    int playerLines = 0;
    for (const TurnRecord& r : w->controller()->fullState().log())
        playerLines += std::holds_alternative<PlayerTurn>(r);
    QCOMPARE(playerLines, 2 * comps_->rules.rounds);
    QVERIFY(w->logList()->count() > playerLines);
}

void GuiTest::R_MG_6_fullSoloGameThroughWidgets() {
    auto w = window(solo(4));
    playToEnd(*w);
    checkScorePad(*w);
    ScorePadPage* pad = w->scorePadPage();
    QCOMPARE(pad->rowCount(), 2);
    const int mgRow = pad->seatOfRow(0) < 0 ? 0 : 1;
    QCOMPARE(pad->nameLabel(mgRow)->text(), words::q(kGardenerName));
    checkEndClaims(*w);
}

// R-END-3: equal totals, more coins for the second seat: the pad lists Ben first, with the
// trophy, in his own colour, and says in one sentence that coins decided.
void GuiTest::R_END_3_coinsTieBreakRanksTheSecondSeatFirst() {
    const auto g = findGame(comps_, 2, false, [](const GameState& x) {
        const auto s = x.scores();
        return s[0].total == s[1].total && s[1].coins > s[0].coins;
    });
    QVERIFY2(g, "no seeded game where the second seat wins on coins");
    auto w = finishedWindow(*g, QSize(1440, 900));
    QVERIFY(w);
    checkScorePad(*w);
    ScorePadPage* pad = w->scorePadPage();
    QCOMPARE(pad->seatOfRow(0), 1); // by place, not by seat
    QCOMPARE(pad->titleLabel()->text(), QStringLiteral("Ben wins!"));
    const auto s = g->scores();
    QCOMPARE(pad->tieBreakLabel()->text(),
             QStringLiteral("Ben and Ada both have %1 points: Ben wins with more coins, %2 "
                            "against %3.")
                 .arg(s[1].total)
                 .arg(s[1].coins)
                 .arg(s[0].coins));
    QVERIFY(pad->trophy(0));
    QVERIFY(!pad->trophy(1));
}

// R-END-3: equal totals and equal coins: a shared victory, both rows with the trophy.
void GuiTest::R_END_3_fullTieIsASharedVictory() {
    const auto g = findGame(comps_, 2, false, [](const GameState& x) {
        const auto s = x.scores();
        return s[0].total == s[1].total && s[0].coins == s[1].coins;
    });
    QVERIFY2(g, "no seeded game with a full tie");
    auto w = finishedWindow(*g, QSize(1024, 700));
    QVERIFY(w);
    checkScorePad(*w);
    ScorePadPage* pad = w->scorePadPage();
    QCOMPARE(pad->titleLabel()->text(), QStringLiteral("Shared victory: Ada and Ben"));
    QVERIFY(pad->trophy(0) && pad->trophy(1));
    QVERIFY2(pad->tieBreakLabel()->text().endsWith(QStringLiteral("they share the victory.")),
             qPrintable(pad->tieBreakLabel()->text()));
}

// R-MG-5: the solo pad says what the Master Gardener claimed at the end and why, here a game
// where he did claim something then.
void GuiTest::R_MG_5_soloPadExplainsTheEndClaims() {
    const auto g = findGame(comps_, 1, true, [](const GameState& x) {
        for (const TurnRecord& r : x.log())
            if (const auto* e = std::get_if<GardenerEndClaims>(&r))
                return e->claimed.size() >= 2;
        return false;
    });
    QVERIFY2(g, "no seeded solo game where he claims two objectives at the end");
    auto w = finishedWindow(*g, QSize(1024, 700));
    QVERIFY(w);
    checkScorePad(*w);
    checkEndClaims(*w);
    ScorePadPage* pad = w->scorePadPage();
    const int mgRow = pad->seatOfRow(0) < 0 ? 0 : 1;
    QVERIFY(pad->badge(mgRow)->initial().isEmpty()); // his portrait
    QCOMPARE(pad->garden(mgRow)->objectName(), QStringLiteral("gardenerRow"));
}

// Four players at 1024×700: every row, value and button visible without scrolling.
void GuiTest::END_fourPlayerPadFitsTheSmallestWindow() {
    const auto g = findGame(comps_, 4, false, [](const GameState&) { return true; });
    QVERIFY(g);
    auto w = finishedWindow(*g, QSize(1024, 700));
    QVERIFY(w);
    checkScorePad(*w);
    ScorePadPage* pad = w->scorePadPage();
    for (QPushButton* b : {pad->gardensButton(), pad->newGameButton(), pad->playAgainButton()}) {
        QVERIFY(b->isVisibleTo(pad));
        QVERIFY(pad->rect().contains(b->geometry()));
    }
    for (int r = 0; r < pad->rowCount(); ++r) {
        QLabel* total = pad->valueLabel(r, ScorePadPage::Total);
        const QRect at(total->mapTo(pad, QPoint(0, 0)), total->size());
        QVERIFY2(pad->rect().contains(at), "a total is cut off");
    }
    // The buttons act: back to the table.
    QTest::mouseClick(pad->gardensButton(), Qt::LeftButton);
    QCOMPARE(w->pages()->currentWidget(), w->tablePage());
}

void GuiTest::ART_everyElementComesFromItsSvgAsset() {
    // The art is embedded and valid: a missing resource would silently draw placeholders.
    art::ensureResources();
    const QStringList elements = {QStringLiteral("tulip-purple"),
                                  QStringLiteral("tulip-red"),
                                  QStringLiteral("tulip-white"),
                                  QStringLiteral("water"),
                                  QStringLiteral("meadow"),
                                  QStringLiteral("worker"),
                                  QStringLiteral("barn"),
                                  QStringLiteral("windmill"),
                                  QStringLiteral("coin"),
                                  QStringLiteral("flower-token"),
                                  QStringLiteral("icon-purple"),
                                  QStringLiteral("icon-red"),
                                  QStringLiteral("icon-white"),
                                  QStringLiteral("icon-water"),
                                  QStringLiteral("marker"),
                                  QStringLiteral("frosted-blooms"),
                                  QStringLiteral("master-gardener"),
                                  QStringLiteral("trophy")};
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
    const GameState choosing = c.fullState();
    // Take a tile: undo puts it back, the ring exactly as before (nothing drawn from the bag).
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    const GameState placing = c.fullState();
    QVERIFY(w->undoAction()->isEnabled());
    QVERIFY(w->hand()->undoButton()->isEnabled());
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QVERIFY(c.fullState() == choosing);
    QVERIFY(c.fullState().market() == choosing.market());
    QCOMPARE(c.view().bagSize(), choosing.viewFor(0).bagSize());
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(w->redoAction()->isEnabled());
    QVERIFY(w->hand()->redoButton()->isEnabled());
    // Redo takes it again.
    QTest::keySequence(w.get(), QKeySequence::Redo);
    QVERIFY(c.fullState() == placing);
    QVERIFY(c.hasGhost());
    QVERIFY(!w->redoAction()->isEnabled());
    // Esc while placing is the same undo.
    QTest::keyClick(w->garden(), Qt::Key_Escape);
    QVERIFY(c.fullState() == choosing);
    // Take, place; undo takes the placement back and the ghost waits where it lay.
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    const Action place = chooseGreedy(c.fullState().viewFor(0));
    QCOMPARE(place.kind, Action::Kind::Place);
    perform(*w, place);
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    const GameState placed = c.fullState();
    QTest::mouseClick(w->hand()->undoButton(), Qt::LeftButton);
    QVERIFY(c.fullState() == placing);
    QCOMPARE(c.ghost().anchor().value(), place.at);
    QCOMPARE(c.ghost().face(),
             orientedFace(comps_->tiles[static_cast<std::size_t>(c.fullState().takenTile())],
                          place.orientation));
    QTest::mouseClick(w->hand()->redoButton(), Qt::LeftButton);
    QVERIFY(c.fullState() == placed);
    // Playing a card draws from the deck: a barrier, nothing before it can be undone.
    QVERIFY(!c.fullState().player(0).deck.empty());
    perform(*w, chooseGreedy(c.fullState().viewFor(0)));
    QCOMPARE(c.fullState().phase(), Phase::Claim);
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(!w->hand()->undoButton()->isEnabled());
    const GameState claim = c.fullState();
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QVERIFY(c.fullState() == claim);
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

    const std::string good = saveToText(c.fullState());
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
        j["seed"] = "three";
        bad.push_back({"the seed as a string", dump(j), "corrupt_save"});
    }
    {
        nlohmann::json j = doc;
        j["deal"]["decks"][0].push_back(j["deal"]["decks"][0][0]);
        bad.push_back({"a duplicated card", dump(j), "corrupt_save"});
    }
    {
        nlohmann::json j = doc;
        j["actions"].push_back("fly away");
        bad.push_back({"an unknown action", dump(j), "corrupt_save"});
    }
    {
        nlohmann::json j = doc;
        j["actions"].push_back("done"); // the rules refuse it: the tile is still in hand
        bad.push_back({"an action the rules refuse", dump(j), "corrupt_save"});
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
        const GameState before = c.fullState();
        const QStringList logBefore = c.log();
        const int shownLog = w->logList()->count();
        const auto ghost = c.ghost().anchor();
        w->setFileChooser([&](const QString& purpose, const QString&) {
            return purpose == QLatin1String("open") ? path : QString();
        });
        w->openAction()->trigger();
        QVERIFY2(w->lastError().contains(expect),
                 qPrintable(QStringLiteral("%1 / %2").arg(w->lastError(), expect)));
        QVERIFY(w->lastError().contains(path));
        QCOMPARE(c.lastError(), w->lastError());
        QVERIFY(c.fullState() == before);
        QCOMPARE(c.log(), logBefore);
        QCOMPARE(w->logList()->count(), shownLog);
        QCOMPARE(c.ghost().anchor(), ghost);
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
        // The GUI names the data set a save was made with (docs/designer.md "Data sets").
        if (std::string(b.code) == "data_mismatch")
            expect = QStringLiteral("made with another data set than the built-in data");
        tryOpen(path, expect);
        if (QTest::currentTestFailed())
            qWarning("failed case: %s", b.name);
    }
    // Unreadable paths: a folder and a missing file.
    tryOpen(dir.path(), QStringLiteral("folder"));
    tryOpen(dir.filePath(QStringLiteral("no-such-game.frosted.json")),
            QStringLiteral("does not exist"));
    // Saving where it cannot be written: the message names the path; nothing changes.
    const GameState before = c.fullState();
    const QString nowhere = dir.filePath(QStringLiteral("missing-folder/game.frosted.json"));
    w->setFileChooser([&](const QString&, const QString&) { return nowhere; });
    w->saveAction()->trigger();
    QVERIFY(w->lastError().contains(nowhere));
    QVERIFY(c.fullState() == before);
    QVERIFY(!QFile::exists(nowhere));
}

void GuiTest::SAVE_saveThenOpenRoundTrips() {
    QTemporaryDir dir;
    auto w = window(solo(8), dir.filePath(QStringLiteral("auto")));
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    playSteps(*w, 9);
    const GameState saved = c.fullState();
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
    QVERIFY(!(c.fullState() == saved));
    w->openAction()->trigger();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY(c.fullState() == saved);
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
    QVERIFY(j == replayRecord(c.fullState()));
}

void GuiTest::AUTOSAVE_crashThenResumeRestoresTheGame() {
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("data"));
    GameState before = [&] {
        auto w = window(hotseat(23, 3), autosave);
        playTurnsThenTake(*w, 4); // four turns, and the fifth with a tile in hand
        return w->controller()->fullState();
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
    QVERIFY(c.fullState() == before);
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
        QVERIFY(w->controller()->fullState().isOver());
    }
    auto w = std::make_unique<MainWindow>(comps_);
    w->setSettingsEnabled(false);
    w->controller()->setAutosaveDir(autosave);
    QVERIFY(QFile::exists(w->controller()->files().autosavePath()));
    QVERIFY(!w->controller()->files().resumableAutosave());
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
    const GameState saved = c.fullState();
    const QString path = c.files().autosavePath();
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
        const auto resumable = c.files().resumableAutosave();
        QVERIFY(resumable.has_value());
        QVERIFY(*resumable == saved);
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), previous);
    // The next completed action replaces it, completely.
    perform(*w, chooseGreedy(c.fullState().viewFor(c.fullState().currentSeat())));
    QVERIFY(c.files().resumableAutosave().value() == c.fullState());
}

// UI.md principle 6: an animation draws a change the core has already made. Right after a
// placement that fills gaps the Improvements are in the state and the next action is accepted at
// once, ending the animation; taking a tile likewise animates the ring without holding it back.
// R-SCORE-2 / R-MG-4: a card's points and the Master Gardener's Score step move the marker along
// the track as an event of the turn (GameController::scoreMoved, from the core's figures), and the
// board walks it there; the state is the new one at once.
void GuiTest::ANIM_scoreMarkersWalkOnTheTurnsEvents() {
    auto w = window(solo(21));
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    w->animationsAction()->setChecked(true);
    // Animations are one switch for the whole program: off again for the tests that follow.
    struct Off {
        QAction* a;
        ~Off() { a->setChecked(false); }
    } off{w->animationsAction()};
    QSignalSpy moved(&c, &GameController::scoreMoved);
    QSignalSpy ring(&c, &GameController::ringMoved);
    bool player = false, gardener = false, ringSeen = false;
    for (int guard = 0; guard < 60 && !(player && gardener && ringSeen) && !c.fullState().isOver();
         ++guard) {
        if (c.replaying()) {
            const int before = c.shown().gardener().track;
            const Market ringBefore = c.shown().market();
            moved.clear();
            ring.clear();
            QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
            // His Move step slides the token on the ring as it is told (an event of the step).
            if (c.replaying() && c.replayStep() == GardenerStep::Move) {
                QCOMPARE(ring.count(), 1);
                QCOMPARE(ring.at(0).at(0).toInt(), ringBefore.token);
                QCOMPARE(ring.at(0).at(1).toInt(), c.shown().market().token);
                if (ringBefore.token != c.shown().market().token)
                    QVERIFY(w->board()->animating());
                ringSeen = true;
            } else {
                QCOMPARE(ring.count(), 0);
            }
            const int after = c.shown().gardener().track;
            if (after != before) {
                QCOMPARE(moved.count(), 1);
                QCOMPARE(moved.at(0).at(0).toInt(), -1);
                QCOMPARE(moved.at(0).at(1).toInt(), before);
                QCOMPARE(moved.at(0).at(2).toInt(), after);
                QCOMPARE(w->board()->markerMoving(), std::optional<int>(-1));
                gardener = true;
            } else {
                QCOMPARE(moved.count(), 0);
            }
            continue;
        }
        const GameState before = c.fullState();
        moved.clear();
        perform(*w, chooseGreedy(c.fullState().viewFor(0)));
        const int from = before.player(0).track, to = c.fullState().player(0).track;
        if (before.phase() == Phase::PlayCard && to != from) {
            QCOMPARE(moved.count(), 1);
            QCOMPARE(moved.at(0).at(0).toInt(), 0);
            QCOMPARE(moved.at(0).at(1).toInt(), from);
            QCOMPARE(moved.at(0).at(2).toInt(), to);
            QCOMPARE(w->board()->markerMoving(), std::optional<int>(0));
            player = true;
        } else if (!c.replaying()) {
            QCOMPARE(moved.count(), 0);
        }
    }
    QVERIFY(player);
    QVERIFY(gardener);
    QVERIFY(ringSeen);
}

// The tile taken flies from its ring slot to the garden and a claimed objective to its owner's
// panel (the turn's events GameController::tileTaken / objectiveClaimed); with the animations
// off nothing flies. The state is the new one at once either way.
void GuiTest::ANIM_takenTilesAndClaimedObjectivesFly() {
    auto w = window(solo(21));
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    QSignalSpy taken(&c, &GameController::tileTaken);
    QSignalSpy claimed(&c, &GameController::objectiveClaimed);
    perform(*w, chooseGreedy(c.fullState().viewFor(0))); // a take, animations off
    QCOMPARE(taken.count(), 1);
    QCOMPARE(w->flights()->flying(), 0);
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    w->animationsAction()->setChecked(true);
    struct Off {
        QAction* a;
        ~Off() { a->setChecked(false); }
    } off{w->animationsAction()};
    bool tileFlew = false, objectiveFlew = false;
    for (int guard = 0; guard < 400 && !(tileFlew && objectiveFlew) && !c.fullState().isOver();
         ++guard) {
        w->flights()->finish();
        if (c.replaying()) {
            claimed.clear();
            QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
            if (!claimed.isEmpty()) {
                QCOMPARE(claimed.at(0).at(1).toInt(), -1); // his, at his Claim step
                QVERIFY(w->flights()->flying() >= 1);
                objectiveFlew = true;
            }
            continue;
        }
        const Action a = chooseGreedy(c.fullState().viewFor(0));
        taken.clear();
        claimed.clear();
        perform(*w, a);
        if (a.kind == Action::Kind::Take) {
            QCOMPARE(taken.count(), 1);
            QCOMPARE(taken.at(0).at(1).toInt(), c.fullState().takenTile());
            QCOMPARE(w->flights()->flying(), 1);
            tileFlew = true;
        }
        if (a.kind == Action::Kind::Claim) {
            QCOMPARE(claimed.count(), 1);
            QCOMPARE(claimed.at(0).at(0).toInt(), a.value);
            QCOMPARE(claimed.at(0).at(1).toInt(), 0);
            QCOMPARE(w->flights()->flying(), 1);
            objectiveFlew = true;
        }
    }
    QVERIFY(tileFlew);
    QVERIFY(objectiveFlew);
}

void GuiTest::ANIM_gapAnimationNeverDelaysTheState() {
    auto w = window(hotseat(5));
    GameController& c = *w->controller();
    QVERIFY(!w->animationsAction()->isChecked()); // off offscreen by default
    w->animationsAction()->setChecked(true);
    bool gapSeen = false, slideSeen = false;
    for (int guard = 0; guard < 200 && !gapSeen && !c.fullState().isOver(); ++guard) {
        if (c.handOverPending()) {
            QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
            continue;
        }
        const GameState before = c.fullState();
        perform(*w, chooseGreedy(c.fullState().viewFor(c.fullState().currentSeat())));
        if (QTest::currentTestFailed())
            break;
        const GameState& g = c.fullState();
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
        perform(*w, chooseGreedy(c.fullState().viewFor(c.fullState().currentSeat())));
        QCOMPARE(c.fullState().phase(), Phase::Claim);
        QVERIFY(!w->garden()->animating());
        QVERIFY(w->garden()->gapCaption().isEmpty());
    }
    w->animationsAction()->setChecked(false);
    QVERIFY(!art::animationsEnabled());
    QVERIFY(gapSeen);
    QVERIFY(slideSeen);
}

// R-PRIV-1: the widgets read the SeatView the controller hands them: the public view during a
// hand-over, the current player's afterwards, never another seat's hand or any deck's order.
void GuiTest::PRIV_widgetsDrawFromTheViewOfTheSeatAtTheScreen() {
    auto w = window(hotseat(19, 3));
    GameController& c = *w->controller();
    for (int turn = 0; turn < 4 && !QTest::currentTestFailed(); ++turn) {
        QVERIFY(c.handOverPending());
        QVERIFY(c.view().isPublic());
        QCOMPARE(c.screenSeat(), -1);
        QVERIFY(c.view().hand().empty());
        QVERIFY(c.shown().isPublic());
        for (int s = 0; s < c.view().seatCount(); ++s) {
            QVERIFY(c.view().player(s).hand.empty());
            QVERIFY(c.view().player(s).deck.empty());
        }
        QVERIFY(w->hand()->cards().empty());
        QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
        const GameState& g = c.fullState();
        const int seat = g.currentSeat();
        QCOMPARE(c.screenSeat(), seat);
        QCOMPARE(c.view().seat(), seat);
        QVERIFY(c.view() == g.viewFor(seat));
        QCOMPARE(c.view().hand(), g.player(seat).hand);
        for (int s = 0; s < g.seatCount(); ++s) {
            if (s != seat)
                QVERIFY(c.view().player(s).hand.empty());
            QVERIFY(c.view().player(s).deck.empty());
            // The panels tell the decks' sizes from the view.
            const QString deck = QStringLiteral("deck %1 card").arg(g.player(s).deck.size());
            QVERIFY2(w->players()->seatPanel(s)->summary()->text().contains(deck),
                     qPrintable(w->players()->seatPanel(s)->summary()->text()));
        }
        QCOMPARE(w->hand()->cards().size(), g.player(seat).hand.size());
        for (std::size_t i = 0; i < g.player(seat).hand.size(); ++i)
            QCOMPARE(w->hand()->cards()[i]->card(), g.player(seat).hand[i]);
        // The seat's turn, decided on its view, through the widgets.
        const std::size_t logBefore = g.log().size();
        while (c.fullState().log().size() == logBefore && !QTest::currentTestFailed())
            perform(*w, chooseGreedy(c.view()));
    }
}

namespace {
// The parts of a deal both games must share: seats (from the start player), ring, board, hands,
// decks, the bag's size and the Master Gardener's deck.
void compareDeals(const GameState& a, const GameState& b) {
    QCOMPARE(a.seatCount(), b.seatCount());
    for (int s = 0; s < a.seatCount(); ++s) {
        QCOMPARE(a.player(s).name, b.player(s).name);
        QCOMPARE(a.player(s).hand, b.player(s).hand);
        QCOMPARE(a.player(s).deck, b.player(s).deck);
        QCOMPARE(a.player(s).coins, b.player(s).coins);
    }
    QVERIFY(a.market() == b.market());
    QCOMPARE(a.board(), b.board());
    QCOMPARE(a.bagSize(), b.bagSize());
    QCOMPARE(a.viewFor(0).unseenTiles(), b.viewFor(0).unseenTiles());
    QCOMPARE(a.gardener().deck, b.gardener().deck);
}
} // namespace

// R-TURN-1: with "random" start the GUI leaves the start player to the core, which draws it from
// the seed: a seed deals the same game in the GUI, in GameState::setup and in the command line's
// `play` with the same players and seed and no setup.
void GuiTest::SETUP_seedDealsTheSameGameAsTheCoreAndTheCli() {
    const QStringList names = {QStringLiteral("Ada"), QStringLiteral("Ben"),
                               QStringLiteral("Chloé")};
    std::set<std::string> starts;
    for (quint64 seed : {1ULL, 2ULL, 3ULL, 4ULL, 5ULL, 6ULL, 77ULL, 123456789ULL}) {
        NewGameOptions o = hotseat(seed, 3);
        o.startPlayer = -1; // random
        auto w = window(o);
        const GameState& gui = w->controller()->fullState();
        SetupSpec spec;
        spec.seed = seed;
        for (const QString& n : names)
            spec.players.push_back(n.toStdString());
        const GameState core = GameState::setup(comps_, spec);
        compareDeals(gui, core);
        starts.insert(gui.player(0).name);
        // Each player has the colour chosen for them, wherever they sit.
        for (int s = 0; s < gui.seatCount(); ++s) {
            const auto k = names.indexOf(words::q(gui.player(s).name));
            QCOMPARE(w->controller()->seatColour(s), o.colours[k]);
        }
#ifdef FROSTED_CLI
        // The command line: `play --save` with the same players and seed, then its save opened.
        QTemporaryDir dir;
        const QString save = dir.filePath(QStringLiteral("cli.json"));
        QProcess cli;
        cli.start(QStringLiteral(FROSTED_CLI),
                  {QStringLiteral("play"), QStringLiteral("--save"), save});
        QVERIFY(cli.waitForStarted());
        nlohmann::json in = {{"players", spec.players}, {"seed", seed}};
        cli.write(QByteArray::fromStdString(in.dump()));
        cli.closeWriteChannel();
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardOutput().constData());
        QFile f(save);
        QVERIFY(f.open(QIODevice::ReadOnly));
        compareDeals(gui, loadFromText(comps_, f.readAll().toStdString()));
#endif
    }
    QVERIFY2(starts.size() > 1, "the start player should depend on the seed");
}

void GuiTest::SETUP_controllerRefusesNamesThatCannotBeToldApart() {
    auto w = window(hotseat(3));
    GameController& c = *w->controller();
    const GameState before = c.fullState();
    const QStringList logBefore = c.log();
    auto refused = [&](NewGameOptions o, const QString& expect) {
        QSignalSpy replaced(&c, &GameController::gameReplaced);
        QVERIFY(!c.newGame(o));
        QVERIFY2(c.lastError().contains(expect), qPrintable(c.lastError()));
        QCOMPARE(w->lastError(), c.lastError()); // shown to the players
        QCOMPARE(replaced.count(), 0);
        QVERIFY(c.fullState() == before); // the game in progress goes on
        QCOMPARE(c.log(), logBefore);
    };
    NewGameOptions o = hotseat(5);
    o.names = {QStringLiteral("Ben"), QStringLiteral("Ben")};
    // The core's own SetupError sentence.
    std::string core;
    try {
        SetupSpec spec;
        spec.players = {"Ben", "Ben"};
        (void)GameState::setup(comps_, spec);
    } catch (const SetupError& e) {
        core = e.what();
    }
    QVERIFY(!core.empty());
    refused(o, QString::fromStdString(core));
    o.names = {QStringLiteral("Ben"), QStringLiteral("Ben ")}; // the same once trimmed
    refused(o, QString::fromStdString(core));
    o.names = {QStringLiteral("Ben"), QStringLiteral("ben")}; // a family says the same name
    refused(o, QStringLiteral("“Ben”"));
    o.names = {QStringLiteral("Ada"), QStringLiteral("  ")};
    refused(o, QStringLiteral("name"));
    NewGameOptions s = solo(4);
    s.names = {words::q(kGardenerName)};
    refused(s, QStringLiteral("Master Gardener"));
    // Through the window: the same refusal, and no game starts on a fresh window.
    auto fresh = std::make_unique<MainWindow>(comps_);
    fresh->setSettingsEnabled(false);
    fresh->setMessageBoxesEnabled(false);
    fresh->controller()->setAutosaveDir({});
    o.names = {QStringLiteral("Ben"), QStringLiteral("ben ")};
    fresh->startGame(o);
    QVERIFY(!fresh->controller()->hasGame());
    QVERIFY(fresh->lastError().contains(QStringLiteral("Ben")));
    // Names that differ start, trimmed.
    o.names = {QStringLiteral(" Ben "), QStringLiteral("Benny")};
    QVERIFY(c.newGame(o));
    QCOMPARE(c.options().names, QStringList({QStringLiteral("Ben"), QStringLiteral("Benny")}));
}

void GuiTest::SETUP_dialogShowsWhyNamesCannotStart() {
    NewGameOptions last = hotseat(1, 3);
    NewGameDialog d(last, *comps_);
    d.show();
    auto* name1 = d.findChild<QLineEdit*>(QStringLiteral("name1"));
    auto* problem = d.findChild<QLabel*>(QStringLiteral("nameProblem"));
    auto* start = d.findChild<QPushButton*>(QStringLiteral("startButton"));
    QVERIFY(name1 && problem && start);
    QVERIFY(start->isEnabled());
    QVERIFY(!problem->isVisible());
    name1->setText(QStringLiteral("ada "));
    QVERIFY(!start->isEnabled());
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("Ada")), qPrintable(problem->text()));
    // Enter does not start it either.
    QTest::keyClick(&d, Qt::Key_Return);
    QVERIFY(d.isVisible());
    QCOMPARE(d.result(), static_cast<int>(QDialog::Rejected));
    name1->setText(QStringLiteral("Adam"));
    QVERIFY(start->isEnabled());
    QVERIFY(!problem->isVisible());
    // A hidden row does not count: two players, the third row may repeat a name.
    d.findChild<QLineEdit*>(QStringLiteral("name2"))->setText(QStringLiteral("Ada"));
    QVERIFY(!start->isEnabled());
    d.findChild<QSpinBox*>(QStringLiteral("playerCount"))->setValue(2);
    QVERIFY(start->isEnabled());
    QCOMPARE(d.options().names, QStringList({QStringLiteral("Ada"), QStringLiteral("Adam")}));
    // Solo as the Master Gardener is refused too.
    d.findChild<QRadioButton*>(QStringLiteral("soloRadio"))->setChecked(true);
    d.findChild<QLineEdit*>(QStringLiteral("name0"))->setText(words::q(kGardenerName));
    QVERIFY(!start->isEnabled());
    QVERIFY(problem->text().contains(words::q(kGardenerName)));
}

// After a solo game as Ben/blue, Ctrl+N and Solo -> Hotseat: the second row is someone else.
void GuiTest::SETUP_soloThenHotseatGivesTheSecondRowItsOwnNameAndColour() {
    NewGameOptions o = solo(6);
    o.names = {QStringLiteral("Ben")};
    o.colours = {QStringLiteral("blue")};
    auto w = window(o);
    QVERIFY(w->controller()->hasGame());
    NewGameOptions chosen;
    bool seen = false, startEnabled = false;
    QString problemText;
    QTimer::singleShot(0, [&] {
        auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        seen = true;
        d->findChild<QRadioButton*>(QStringLiteral("hotseatRadio"))->setChecked(true);
        chosen = d->options();
        startEnabled = d->findChild<QPushButton*>(QStringLiteral("startButton"))->isEnabled();
        problemText = d->problem();
        d->reject();
    });
    QTest::keySequence(w.get(), QKeySequence::New);
    QVERIFY(seen);
    QCOMPARE(chosen.names.size(), 2);
    QCOMPARE(chosen.names[0], QStringLiteral("Ben"));
    QCOMPARE(chosen.colours[0], QStringLiteral("blue"));
    QVERIFY2(chosen.names[1].compare(QStringLiteral("Ben"), Qt::CaseInsensitive) != 0,
             qPrintable(chosen.names[1]));
    QVERIFY(chosen.colours[1] != QStringLiteral("blue"));
    QVERIFY(w->controller()->colours().contains(chosen.colours[1]));
    QVERIFY2(startEnabled, qPrintable(problemText));
    // And that game starts.
    QVERIFY(w->controller()->newGame(chosen));
}

// The ring's slots, the rounds and the objective columns are the data's: a set with a five-slot
// ring, three rounds and no Windmill objectives plays to the end through the widgets.
void GuiTest::DATA_ringRoundsAndObjectiveColumnsComeFromTheData() {
    auto changed = std::make_shared<ComponentSet>(*comps_);
    changed->rules.marketSlots = 5;
    // The game ends when the decks are played out (R-END-1): three cards, three rounds.
    changed->rules.rounds = 3;
    changed->cards.resize(3);
    std::erase_if(changed->objectives,
                  [](const ObjectiveTile& o) { return o.type == ObjectiveType::Windmill; });
    for (auto& [players, count] : changed->rules.objectivesByPlayers)
        count = std::min<int>(count, static_cast<int>(changed->objectives.size()));
    const ComponentsPtr data = changed;
    auto w = std::make_unique<MainWindow>(data);
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->controller()->setAutosaveDir({});
    w->resize(1440, 900);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->startGame(hotseat(12));
    GameController& c = *w->controller();
    QCOMPARE(static_cast<int>(c.view().market().tile.size()), 5);
    // Every slot and every objective has a place of its own on the board.
    std::set<std::pair<int, int>> places;
    for (int s = 0; s < 5; ++s) {
        const QPoint p = w->board()->slotCenter(s);
        QVERIFY(w->board()->rect().contains(p));
        places.insert({p.x(), p.y()});
    }
    for (int o : c.view().board()) {
        const QPoint p = w->board()->objectiveCenter(o);
        QVERIFY(w->board()->rect().contains(p));
        places.insert({p.x(), p.y()});
    }
    QCOMPARE(places.size(), 5 + c.view().board().size());
    playToEnd(*w);
    checkScorePad(*w);
    int playerLines = 0;
    for (const TurnRecord& r : c.fullState().log())
        playerLines += std::holds_alternative<PlayerTurn>(r);
    QCOMPARE(playerLines, 2 * data->rules.rounds);
}

// Release 0.1's saves (version 1) still open through Game > Open.
void GuiTest::SAVE_release01SaveOpens() {
#ifdef FROSTED_TEST_FIXTURES
    auto w = window(hotseat(2));
    const QString path = QStringLiteral(FROSTED_TEST_FIXTURES "/release-0.1/save-2p-turn8.json");
    QVERIFY(QFile::exists(path));
    w->setFileChooser([&](const QString&, const QString&) { return path; });
    w->openAction()->trigger();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    GameController& c = *w->controller();
    QVERIFY(c.handOverPending());
    QVERIFY(c.view().isPublic());
    QVERIFY(w->logList()->count() >= 8);
    playToEnd(*w);
    checkScorePad(*w);
#else
    QSKIP("no fixtures");
#endif
}

namespace {
// While it lives, closes the modal dialogs that open (the new-game dialog of startup()) and keeps
// the texts of the message boxes among them, as "objectName|text|informative text".
struct ModalCloser {
    QTimer timer;
    QStringList seen;
    ModalCloser() {
        QObject::connect(&timer, &QTimer::timeout, &timer, [this] {
            if (QWidget* m = QApplication::activeModalWidget()) {
                if (auto* box = qobject_cast<QMessageBox*>(m))
                    seen << box->objectName() + QLatin1Char('|') + box->text() + QLatin1Char('|') +
                                box->informativeText();
                m->close();
            }
        });
        timer.start(20);
    }
};

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Opens `path` for writing without blocking for up to `ms`, so that a reader blocked on the FIFO
// (the bug) is released and the test fails instead of hanging.
void releaseFifoAfter(const std::string& path, int ms) {
    std::thread([path, ms] {
        const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms + 2000);
        std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        while (std::chrono::steady_clock::now() < end) {
            const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0) {
                ::close(fd);
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    }).detach();
}
} // namespace

// Finding 1: Open and the autosave read through the core's readRegularFile: a FIFO is refused
// without blocking, a device and files past 16 MiB without being read, each named in the message.
void GuiTest::FILES_fifoDeviceAndHugeFilesAreRefusedAtOnce() {
    QTemporaryDir dir;
    auto w = window(hotseat(4), dir.filePath(QStringLiteral("auto")));
    GameController& c = *w->controller();
    const GameState before = c.fullState();
    const QString fifo = dir.filePath(QStringLiteral("pipe.frosted.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString huge = dir.filePath(QStringLiteral("huge.frosted.json"));
    const QString big = dir.filePath(QStringLiteral("seventeen-mib.frosted.json"));
    for (const auto& [path, size] : {std::pair{huge, 3LL << 30}, std::pair{big, 17LL << 20}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(size)); // sparse: nothing is written
    }
    struct Case {
        QString path;
        QString reason;
    };
    const std::vector<Case> cases = {
        {fifo, QStringLiteral("FIFO")},
        {QStringLiteral("/dev/zero"), QStringLiteral("device")},
        {huge, QStringLiteral("3221225472 bytes; the limit is 16777216")},
        {big, QStringLiteral("17825792 bytes; the limit is 16777216")},
        {dir.path(), QStringLiteral("folder")},
    };
    for (const Case& k : cases) {
        if (k.path == fifo)
            releaseFifoAfter(QFile::encodeName(fifo).toStdString(), 3000);
        w->setFileChooser([&](const QString&, const QString&) { return k.path; });
        QElapsedTimer t;
        t.start();
        w->openAction()->trigger();
        QVERIFY2(t.elapsed() < 2000, qPrintable(k.path));
        QVERIFY2(w->lastError().contains(k.reason), qPrintable(w->lastError()));
        QVERIFY2(w->lastError().contains(k.path), qPrintable(w->lastError()));
        QVERIFY(c.fullState() == before);
    }
    // The autosave too: a FIFO in its place is refused at once at start, and kept aside.
    const QString autoDir = dir.filePath(QStringLiteral("auto2"));
    QVERIFY(QDir().mkpath(autoDir));
    const QString autosave = QDir(autoDir).filePath(QStringLiteral("autosave.frosted.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(autosave).constData(), 0600), 0);
    releaseFifoAfter(QFile::encodeName(autosave).toStdString(), 3000);
    auto w2 = bareWindow(comps_, autoDir);
    QElapsedTimer t;
    t.start();
    QVERIFY(!w2->controller()->files().resumableAutosave());
    ModalCloser closer;
    QVERIFY(!w2->startup([] { return true; }));
    QVERIFY2(t.elapsed() < 2000, "the autosave's FIFO blocked the start");
    QVERIFY2(w2->lastError().contains(QStringLiteral("FIFO")), qPrintable(w2->lastError()));
    QCOMPARE(w2->controller()->files().damagedAutosaves().size(), 1);
    struct stat st {};
    QCOMPARE(
        ::stat(QFile::encodeName(w2->controller()->files().damagedAutosaves().front()).constData(),
               &st),
        0);
    QVERIFY(S_ISFIFO(st.st_mode));
}

// Finding 2: an autosave nested 200,000 levels deep inside deal.decks crashed the program at
// every start. It is now refused by the core's limits, said, and kept aside.
void GuiTest::AUTOSAVE_deeplyNestedAutosaveIsRefusedAtStart() {
    QTemporaryDir dir;
    const QString autoDir = dir.filePath(QStringLiteral("data"));
    {
        auto w = window(hotseat(6), autoDir);
        playTurnsThenTake(*w, 1);
    }
    const QString path = QDir(autoDir).filePath(QStringLiteral("autosave.frosted.json"));
    QByteArray text = readBytes(path);
    const int at = text.indexOf("\"decks\"");
    QVERIFY(at > 0);
    const int open = text.indexOf('[', at);
    const QByteArray nested = QByteArray(200000, '[') + QByteArray(200000, ']') + ',';
    text.insert(open + 1, nested);
    writeFile(path, text);
    QFile::remove(QDir(autoDir).filePath(QStringLiteral("autosave.previous.frosted.json")));
    auto w = bareWindow(comps_, autoDir);
    bool asked = false;
    ModalCloser closer;
    QVERIFY(!w->startup([&] {
        asked = true;
        return true;
    }));
    QVERIFY(!asked);
    QVERIFY(!w->controller()->hasGame());
    QVERIFY2(w->lastError().contains(QStringLiteral("nested more than 64 levels")),
             qPrintable(w->lastError()));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(w->controller()->files().damagedAutosaves().size(), 1);
    QCOMPARE(readBytes(w->controller()->files().damagedAutosaves().front()), text);
    // The next start goes on as usual; a new game autosaves beside the kept file.
    w->startGame(hotseat(7));
    QVERIFY(QFile::exists(path));
    QCOMPARE(readBytes(w->controller()->files().damagedAutosaves().front()), text);
}

// Finding 3: a message naming a path or an id of a million characters stays one bounded line in
// a box that fits the screen, its OK button on it.
void GuiTest::MESSAGES_longPathsAndIdsStayWithinTheScreen() {
    QTemporaryDir dir;
    auto w = window(hotseat(8), dir.filePath(QStringLiteral("auto")));
    w->setMessageBoxesEnabled(true);
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    // The window as the program opens it: never larger than the screen.
    w->setGeometry(screen.adjusted(20, 40, -20, -20));
    const std::string good = saveToText(w->controller()->fullState());
    nlohmann::json doc = nlohmann::json::parse(good);
    std::vector<QString> paths;
    paths.push_back(QStringLiteral("/tmp/") + QString(1000000, QLatin1Char('a')));
    {
        nlohmann::json j = doc;
        j["deal"]["names"][0] = std::string(1000000, 'x');
        paths.push_back(dir.filePath(QStringLiteral("million-id.json")));
        writeFile(paths.back(), dump(j));
    }
    {
        nlohmann::json j = doc;
        j["actions"].push_back("take " + std::string(60000, '9'));
        paths.push_back(dir.filePath(QStringLiteral("long-action.json")));
        writeFile(paths.back(), dump(j));
    }
    {
        nlohmann::json j = doc;
        j["data_hash"] = std::string(60000, 'f');
        paths.push_back(dir.filePath(QStringLiteral("long-hash.json")));
        writeFile(paths.back(), dump(j));
    }
    {
        const QString deep = dir.filePath(QString(200, QLatin1Char('d')) + QLatin1Char('/') +
                                          QString(200, QLatin1Char('e')));
        QVERIFY(QDir().mkpath(deep));
        paths.push_back(deep + QLatin1Char('/') + QString(250, QLatin1Char('f')));
        writeFile(paths.back(), "{");
    }
    for (const QString& path : paths) {
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        w->openAction()->trigger();
        QVERIFY(!w->lastError().isEmpty());
        QVERIFY2(w->lastError().size() <= 700, qPrintable(w->lastError().left(800)));
        QVERIFY(!w->lastError().contains(QLatin1Char('\n')));
        QVERIFY(w->statusBar()->currentMessage().size() <= 700);
        auto* box = w->findChild<QMessageBox*>(QStringLiteral("errorBox"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QTest::qWait(20);
        const QRect frame = box->frameGeometry();
        QVERIFY2(screen.contains(frame), qPrintable(QStringLiteral("%1x%2+%3+%4 on %5x%6: %7")
                                                        .arg(frame.width())
                                                        .arg(frame.height())
                                                        .arg(frame.x())
                                                        .arg(frame.y())
                                                        .arg(screen.width())
                                                        .arg(screen.height())
                                                        .arg(box->text().left(200))));
        QAbstractButton* ok = box->button(QMessageBox::Ok);
        QVERIFY(ok && ok->isVisible());
        QVERIFY(screen.contains(QRect(ok->mapToGlobal(QPoint(0, 0)), ok->size())));
        box->close();
        QTRY_VERIFY(!w->findChild<QMessageBox*>(QStringLiteral("errorBox")));
    }
}

namespace {
// What a player sees of the game and can take back: the log lines, Undo and its depth.
struct Recall {
    QStringList log;
    std::size_t undo;
    GameState state;
};
Recall recall(GameController& c) {
    return {c.log(), c.undoSteps(), c.fullState()};
}
} // namespace

// Finding 4: after a crash, the log of the whole game (its first line included) and the undo
// history come back; Undo takes the placement and the tile back as before.
void GuiTest::RESUME_logAndUndoAsBeforeTheCrash() {
    QTemporaryDir dir;
    const QString autoDir = dir.filePath(QStringLiteral("data"));
    std::optional<GameState> taken;
    std::optional<Recall> placedAt;
    {
        auto w = window(hotseat(23, 3), autoDir);
        playTurnsThenTake(*w, 4);
        taken = w->controller()->fullState();
        const Action place = chooseGreedy(taken->viewFor(taken->currentSeat()));
        QCOMPARE(place.kind, Action::Kind::Place);
        perform(*w, place);
        placedAt = recall(*w->controller());
        QCOMPARE(placedAt->undo, std::size_t{2});
        QVERIFY(w->nowLabel()->text().contains(QStringLiteral("Undo takes the tile back")));
        QVERIFY(w->undoAction()->isEnabled());
    } // the "crash": nothing but the autosave is left
    const Recall& placed = *placedAt;
    auto w = bareWindow(comps_, autoDir);
    QVERIFY(w->startup([] { return true; }));
    GameController& c = *w->controller();
    QVERIFY(c.fullState() == placed.state);
    QCOMPARE(c.log(), placed.log);
    QVERIFY(c.log().front().startsWith(QStringLiteral("New game (seed 23)")));
    QCOMPARE(w->logList()->count(), static_cast<int>(placed.log.size()));
    QCOMPARE(w->logList()->item(0)->text(), placed.log.front());
    QCOMPARE(c.undoSteps(), placed.undo);
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QVERIFY(w->nowLabel()->text().contains(QStringLiteral("Undo takes the tile back")));
    QVERIFY(w->undoAction()->isEnabled());
    QVERIFY(w->hand()->undoButton()->isEnabled());
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QVERIFY(c.fullState() == *taken);
    QVERIFY(c.hasGhost());
    QCOMPARE(c.ghost().anchor().value(), placed.state.currentTurn().at);
    QTest::keyClick(w->garden(), Qt::Key_Escape); // and the tile goes back to the ring
    QCOMPARE(c.fullState().phase(), Phase::TakeTile);
    QCOMPARE(c.fullState().actions().size() + 1, taken->actions().size());
    QVERIFY(!w->undoAction()->isEnabled());
    QVERIFY(w->redoAction()->isEnabled());
    playToEnd(*w);
    checkScorePad(*w);
}

// Finding 4: resumed with a tile taken but not placed, its ghost shows at once; Enter places it
// and Put back returns it (solo, and hotseat after the hand-over).
void GuiTest::RESUME_tileInHandShowsItsGhostAtOnce() {
    for (const NewGameOptions& o : {solo(41), hotseat(42, 2)}) {
        QTemporaryDir dir;
        const QString autoDir = dir.filePath(QStringLiteral("data"));
        std::optional<Recall> heldAt;
        std::optional<Point> ghost;
        {
            auto w = window(o, autoDir);
            w->controller()->setSpeed(GameController::Instant);
            playTurnsThenTake(*w, 3);
            heldAt = recall(*w->controller());
            ghost = w->controller()->ghost().anchor();
        }
        const Recall& held = *heldAt;
        auto w = bareWindow(comps_, autoDir);
        QVERIFY(w->startup([] { return true; }));
        GameController& c = *w->controller();
        QVERIFY(c.fullState() == held.state);
        QCOMPARE(c.log(), held.log);
        QCOMPARE(c.undoSteps(), held.undo);
        if (c.handOverPending())
            QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
        QVERIFY(c.hasGhost());
        QCOMPARE(c.ghost().anchor(), ghost); // where a fresh take puts it, without the pointer
        QVERIFY(w->hand()->putBackButton()->isEnabled());
        QVERIFY(w->garden()->hasFocus());
        // The ghost is drawn: the garden differs from the same garden without it.
        const QImage with = w->garden()->grab().toImage();
        QTest::keyClick(w->garden(), Qt::Key_Escape);
        QCOMPARE(c.fullState().phase(), Phase::TakeTile);
        QVERIFY(w->garden()->grab().toImage() != with);
        QTest::keySequence(w.get(), QKeySequence::Redo);
        QVERIFY(c.fullState() == held.state);
        const Action place = chooseGreedy(c.view());
        c.setGhostOrientation(place.orientation);
        c.setGhostPointer({place.at.x + c.ghost().offset().x, place.at.y + c.ghost().offset().y});
        QTest::keyClick(w->garden(), Qt::Key_Return);
        QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    }
}

// Open gives a saved game its whole log and its undo history too.
void GuiTest::OPEN_saveGetsItsLogAndUndoBack() {
    QTemporaryDir dir;
    auto w = window(solo(44), dir.filePath(QStringLiteral("auto")));
    GameController& c = *w->controller();
    c.setSpeed(GameController::Instant);
    playTurnsThenTake(*w, 5);
    const Recall saved = recall(c);
    const QString path = dir.filePath(QStringLiteral("game.frosted.json"));
    QVERIFY(c.saveGame(path));
    w->startGame(hotseat(45, 3));
    w->setFileChooser([&](const QString&, const QString&) { return path; });
    w->openAction()->trigger();
    QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
    QVERIFY(c.fullState() == saved.state);
    QCOMPARE(c.log(), saved.log);
    QCOMPARE(c.undoSteps(), saved.undo);
    QVERIFY(w->hand()->putBackButton()->isEnabled());
}

// Finding 5: a damaged autosave is named in a message at start, why and where it was kept, and
// is not overwritten by the next game; the step before it, when it loads, is offered instead.
void GuiTest::AUTOSAVE_damagedAutosaveIsNamedAndKept() {
    QTemporaryDir dir;
    const QString autoDir = dir.filePath(QStringLiteral("data"));
    {
        auto w = window(hotseat(51), autoDir);
        playTurnsThenTake(*w, 2);
    }
    const QString path = QDir(autoDir).filePath(QStringLiteral("autosave.frosted.json"));
    const QString previous =
        QDir(autoDir).filePath(QStringLiteral("autosave.previous.frosted.json"));
    QByteArray damaged = readBytes(path);
    damaged.truncate(damaged.size() / 2);
    writeFile(path, damaged);
    // The previous generation is damaged too: nothing to resume, both kept.
    const QByteArray previousBytes = readBytes(previous);
    writeFile(previous, previousBytes.left(100));
    {
        auto w = bareWindow(comps_, autoDir, true);
        ModalCloser closer;
        const QStringList* seen = &closer.seen;
        bool asked = false;
        QVERIFY(!w->startup([&] {
            asked = true;
            return true;
        }));
        QVERIFY(!asked);
        QVERIFY(seen->size() >= 1);
        const QString box = seen->front();
        QVERIFY2(box.startsWith(QStringLiteral("autosaveProblemBox|Your autosaved game could not "
                                               "be opened.")),
                 qPrintable(box));
        QVERIFY2(box.contains(QStringLiteral("not readable JSON")), qPrintable(box));
        QVERIFY2(box.contains(QStringLiteral("autosave.damaged-")), qPrintable(box));
        QVERIFY2(box.contains(QStringLiteral("will not be overwritten")), qPrintable(box));
        const QStringList kept = w->controller()->files().damagedAutosaves();
        QCOMPARE(kept.size(), 2);
        QCOMPARE(readBytes(kept[0]), damaged);
        QCOMPARE(readBytes(kept[1]), previousBytes.left(100));
        QVERIFY(QFileInfo(kept[0]).fileName().startsWith(QStringLiteral("autosave.damaged-")));
        QVERIFY(kept[0].endsWith(QStringLiteral(".frosted.json")));
        QVERIFY(!QFile::exists(path));
        // A new game autosaves beside them, twice over: they stay as they were.
        w->startGame(hotseat(52));
        QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
        perform(*w, chooseGreedy(w->controller()->view()));
        QCOMPARE(readBytes(kept[0]), damaged);
        QCOMPARE(readBytes(kept[1]), previousBytes.left(100));
        QCOMPARE(QDir(autoDir).entryList({QStringLiteral("autosave.damaged-*")}).size(), 2);
    }
    // Only the newest damaged: the one before it is offered and resumes.
    {
        QTemporaryDir dir2;
        const QString auto2 = dir2.filePath(QStringLiteral("data"));
        std::optional<GameState> before;
        {
            auto w = window(hotseat(53), auto2);
            playTurnsThenTake(*w, 2);
            before = w->controller()->fullState();
            perform(*w, chooseGreedy(w->controller()->view()));
        }
        const QString p2 = QDir(auto2).filePath(QStringLiteral("autosave.frosted.json"));
        writeFile(p2, "{\"format\": \"frosted-blooms-save\", \"version\": 2, \"deal\": [");
        auto w = bareWindow(comps_, auto2, true);
        ModalCloser closer;
        const QStringList* seen = &closer.seen;
        bool asked = false;
        QVERIFY(w->startup([&] {
            asked = true;
            return true;
        }));
        QVERIFY(asked);
        QVERIFY(w->controller()->fullState() == *before);
        QVERIFY(!seen->isEmpty());
        QVERIFY2(seen->front().contains(QStringLiteral("you can resume your game from there")),
                 qPrintable(seen->front()));
    }
}

// Finding 6: after every step the autosave holds it and the generation before it holds the step
// before; a write killed between its rename and its commit leaves the step before, which
// resumes.
void GuiTest::AUTOSAVE_twoGenerationsEveryStep() {
    QTemporaryDir dir;
    const QString autoDir = dir.filePath(QStringLiteral("data"));
    auto w = window(hotseat(61), autoDir);
    GameController& c = *w->controller();
    const QString path = c.files().autosavePath();
    const QString previous = c.files().previousAutosavePath();
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    for (int i = 0; i < 12 && !QTest::currentTestFailed(); ++i) {
        const GameState before = c.fullState();
        perform(*w, chooseGreedy(c.view()));
        if (c.handOverPending())
            QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
        QVERIFY(loadFromFile(comps_, path.toStdString()) == c.fullState());
        QVERIFY(loadFromFile(comps_, previous.toStdString()) == before);
        // Killed right after the rename of the next write: the autosave is missing.
        const QString stash = dir.filePath(QStringLiteral("stash"));
        QVERIFY(QFile::copy(previous, stash));
        QVERIFY(QFile::rename(previous, stash + QStringLiteral(".2")));
        QVERIFY(QFile::rename(path, previous));
        QVERIFY(c.files().resumableAutosave().value() == c.fullState());
        QVERIFY(QFile::rename(previous, path));
        QVERIFY(QFile::rename(stash + QStringLiteral(".2"), previous));
        QFile::remove(stash);
    }
}

// Found by the monkey: the garden window of the fourth player, open while a game of two was
// opened (or started), crashed the program on the next state change. It now closes with its game.
void GuiTest::MONKEY_gardenWindowOfASeatThatIsGone() {
    QTemporaryDir dir;
    const QString two = dir.filePath(QStringLiteral("two.frosted.json"));
    {
        auto w = window(hotseat(71, 2));
        QVERIFY(w->controller()->saveGame(two));
    }
    for (int how = 0; how < 2; ++how) {
        auto w = window(hotseat(72, 4));
        QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
        SeatPanel* fourth = w->players()->seatPanel(3);
        QVERIFY(fourth);
        QTest::mouseClick(fourth->thumbnail(), Qt::LeftButton);
        GardenView* open = nullptr;
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* v = top->findChild<GardenView*>(QStringLiteral("gardenView3"));
                v && top != w.get() && top->isVisible())
                open = v;
        QVERIFY(open);
        const QPointer<QWidget> window = open->window();
        if (how == 0) {
            w->setFileChooser([&](const QString&, const QString&) { return two; });
            w->openAction()->trigger();
            QVERIFY2(w->lastError().isEmpty(), qPrintable(w->lastError()));
        } else {
            w->startGame(hotseat(73, 2));
        }
        QCOMPARE(w->controller()->fullState().seatCount(), 2);
        QTRY_VERIFY(!window || !window->isVisible());
        QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
        perform(*w, chooseGreedy(w->controller()->view()));
    }
}

QTEST_MAIN(GuiTest)
#include "test_gui.moc"
