// Ready for families (issue 31), Qt Test offscreen: the hint and the keys agree (Turn ▸ Hint marks
// and focuses what it names, so Enter does what it says; its points for this turn are the
// previews' points; it goes with the turn and the seat), safe claims (R-OBJ-5: the most valuable
// objective takes the cursor; a smaller one of the same type is claimed only after one question
// naming both), and refusals said on the table, not only in the status bar.
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "TableNotes.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QLabel>
#include <QStatusBar>
#include <QtTest>

#include <set>

using namespace frosted;

class FamilyTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void HINT_enterDoesWhatTheHintSaysAtEveryStep();
    void HINT_thisTurnsPointsAreThePreviewsPoints();
    void HINT_goesWithTheTurnAndTheSeat();
    void R_OBJ_5_mostValuableObjectiveTakesTheCursor();
    void R_OBJ_5_smallerObjectiveOfAKindAsksOnceNamingBoth();
    void REFUSAL_isSaidOnTheTable();

  private:
    std::unique_ptr<MainWindow> window(const NewGameOptions& o);
    // The table at a claim step where two objectives of one type qualify (`pair`: the smaller
    // and the larger); null when no deal gives one.
    std::unique_ptr<MainWindow> atTwoOfAKind(std::pair<int, int>& pair);
    void askHint(MainWindow& w);
    ComponentsPtr comps_;
};

void FamilyTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> FamilyTest::window(const NewGameOptions& o) {
    auto w = guitest::bareWindow(comps_, {.game = o});
    BotBudget quick;
    quick.iterations = 2;
    w->controller()->setHintBudget(quick);
    return w;
}

void FamilyTest::askHint(MainWindow& w) {
    QVERIFY(w.turnActions().hint->isEnabled());
    w.turnActions().hint->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.controller()->hint().has_value(), 20000);
    QApplication::processEvents();
}

// H then Enter, step after step of whole turns: each action applied is the hint's, taken through
// the widget the hint gave the focus to (the ring's tile, the garden's ghost, the card, the
// objective, Done).
void FamilyTest::HINT_enterDoesWhatTheHintSaysAtEveryStep() {
    auto w = window(guitest::hotseat(81));
    GameController& c = *w->controller();
    std::set<Action::Kind> kinds;
    for (int step = 0; step < 24 && !c.view().isOver(); ++step) {
        if (c.handOverPending())
            c.confirmHandOver();
        QApplication::processEvents();
        if (!c.canHint()) { // only Pass (R-PL-6)
            c.perform(chooseGreedy(c.view()));
            continue;
        }
        askHint(*w);
        const Action hinted = *c.hint();
        kinds.insert(hinted.kind);
        if (hinted.kind == Action::Kind::Take) {
            // Marked on the ring (the gold outline and its "Hint" tag), the cursor on it.
            QCOMPARE(w->board()->hintedTile(),
                     std::optional<int>(c.view().market().slotOfKth(hinted.value)));
            w->board()->grab();
            QVERIFY(!w->board()->lastHintMark().isEmpty());
            QCOMPARE(w->board()->ringCursor(), c.view().market().slotOfKth(hinted.value));
            QVERIFY(w->board()->ringPart()->hasFocus());
        }
        if (hinted.kind == Action::Kind::Claim)
            QCOMPARE(w->board()->objectiveCursor(), hinted.value);
        const std::size_t before = c.fullState().actions().size();
        QWidget* focus = QApplication::focusWidget();
        QVERIFY2(focus, "the hint left no focus for Enter");
        QTest::keyClick(focus, Qt::Key_Return);
        QApplication::processEvents();
        QVERIFY2(c.fullState().actions().size() == before + 1,
                 qPrintable(QStringLiteral("step %1: Enter did nothing (focus: %2)")
                                .arg(step)
                                .arg(focus->objectName())));
        QVERIFY(c.fullState().actions().back() == hinted);
    }
    QVERIFY(kinds.count(Action::Kind::Take));
    QVERIFY(kinds.count(Action::Kind::Place));
    QVERIFY(kinds.count(Action::Kind::PlayCard));
}

// "This turn" counts as the previews count: the card's points the hand shows, the best card of
// the ghost's placement preview; the rest of the game is said apart.
void FamilyTest::HINT_thisTurnsPointsAreThePreviewsPoints() {
    auto w = window(guitest::hotseat(82));
    GameController& c = *w->controller();
    guitest::playTurns(c, 2);
    askHint(*w);
    QCOMPARE(c.hint()->kind, Action::Kind::Take);
    QVERIFY(w->nowLabel()->text().contains(QStringLiteral("This turn")));
    c.perform(*c.hint());
    askHint(*w);
    QCOMPARE(c.hint()->kind, Action::Kind::Place);
    const PlacementPreview& p = c.ghost().preview();
    QVERIFY(p.legal());
    const int best = *std::max_element(p.cardPoints.begin(), p.cardPoints.end());
    QVERIFY2(w->nowLabel()->text().contains(QStringLiteral("This turn: %1 point").arg(best)),
             qPrintable(w->nowLabel()->text()));
    c.perform(*c.hint());
    askHint(*w);
    QCOMPARE(c.hint()->kind, Action::Kind::PlayCard);
    const int points = c.cardPoints(c.hint()->value);
    QVERIFY2(w->nowLabel()->text().contains(QStringLiteral("This turn: %1 point").arg(points)),
             qPrintable(w->nowLabel()->text()));
    // The hinted card has the focus; its corner shows the same points.
    QWidget* focus = QApplication::focusWidget();
    auto* card = qobject_cast<CardButton*>(focus);
    QVERIFY(card);
    QCOMPARE(card->card(), c.hint()->value);
}

// A hint is never left for the next player: its words leave the NOW line and the status bar when
// the turn moves on, and the hand-over cover shows none.
void FamilyTest::HINT_goesWithTheTurnAndTheSeat() {
    auto w = window(guitest::hotseat(83));
    GameController& c = *w->controller();
    auto* notes = w->findChild<TableNotes*>();
    QVERIFY(notes);
    // To the claim step, then the hint, then Done (by the controller): the seat changes.
    while (c.view().phase() != Phase::Claim)
        c.perform(chooseGreedy(c.view()));
    askHint(*w);
    QVERIFY(w->statusBar()->currentMessage().startsWith(QStringLiteral("Hint:")));
    c.endTurn();
    QApplication::processEvents();
    QVERIFY(c.handOverPending());
    QVERIFY(!c.hint());
    QVERIFY(w->statusBar()->currentMessage().isEmpty());
    QVERIFY(notes->hintMessage().isEmpty());
    QVERIFY(!w->nowLabel()->text().contains(QStringLiteral("Hint:")));
}

namespace {
// A two-player game at a claim step where two objectives of one type may both be claimed.
std::optional<std::pair<GameState, std::pair<int, int>>> twoOfAKind(const ComponentsPtr& comps) {
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        SetupSpec spec;
        spec.players = {"Ada", "Ben"};
        spec.seed = seed;
        GameState g = GameState::setup(comps, spec);
        while (!g.isOver()) {
            if (g.phase() == Phase::Claim) {
                const auto& all = comps->objectives;
                for (int a : g.board())
                    for (int b : g.board())
                        if (a != b && all[a].type == all[b].type && all[a].points < all[b].points &&
                            g.mayClaim(a) && g.mayClaim(b))
                            return std::pair{g, std::pair{a, b}};
            }
            if (!g.apply(chooseGreedy(g.viewFor(g.currentSeat()))))
                break;
        }
    }
    return std::nullopt;
}
} // namespace

std::unique_ptr<MainWindow> FamilyTest::atTwoOfAKind(std::pair<int, int>& pair) {
    const auto found = twoOfAKind(comps_);
    if (!found)
        return nullptr;
    auto w = guitest::bareWindow(comps_);
    GameController& c = *w->controller();
    c.playFrom(found->first);
    if (c.handOverPending())
        c.confirmHandOver();
    QApplication::processEvents();
    pair = found->second;
    return w;
}

void FamilyTest::R_OBJ_5_mostValuableObjectiveTakesTheCursor() {
    std::pair<int, int> pair;
    auto w = atTwoOfAKind(pair);
    QVERIFY(w);
    GameController& c = *w->controller();
    const auto [smaller, larger] = pair;
    const auto& all = comps_->objectives;
    int best = -1;
    for (int o : c.view().board())
        if (c.view().mayClaim(o) && (best < 0 || all[o].points > all[best].points))
            best = o;
    QCOMPARE(w->board()->objectiveCursor(), best);
    QVERIFY(all[best].points >= all[larger].points);
    QVERIFY(best != smaller);
}

void FamilyTest::R_OBJ_5_smallerObjectiveOfAKindAsksOnceNamingBoth() {
    std::pair<int, int> pair;
    auto w = atTwoOfAKind(pair);
    QVERIFY(w);
    GameController& c = *w->controller();
    const auto [smaller, larger] = pair;
    QCOMPARE(c.betterClaim(smaller) >= 0, true);
    QCOMPARE(c.betterClaim(larger) == -1 || comps_->objectives[c.betterClaim(larger)].points >
                                                comps_->objectives[larger].points,
             true);
    std::vector<std::pair<int, int>> asked;
    bool answer = false;
    c.setClaimAsker([&](int chosen, int better) {
        asked.push_back({chosen, better});
        return answer;
    });
    // Declined: nothing claimed, the type still free.
    w->board()->focusOn(BoardPart::Objectives, smaller);
    QTest::keyClick(w->board()->objectivesPart(), Qt::Key_Return);
    QCOMPARE(asked.size(), std::size_t(1));
    QCOMPARE(asked[0].first, smaller);
    QCOMPARE(c.view().phase(), Phase::Claim);
    QVERIFY(c.view().mayClaim(smaller));
    // Confirmed: claimed, once asked.
    answer = true;
    c.claim(smaller);
    QCOMPARE(asked.size(), std::size_t(2));
    const auto& mine = c.view().player(c.view().currentSeat()).objectives;
    QVERIFY(std::find(mine.begin(), mine.end(), smaller) != mine.end());
    // The larger one is no question (and now of a type held: R-OBJ-5 refuses it).
    QVERIFY(!c.view().mayClaim(larger));
}

// A refused move is told in the note under the NOW line, not only in the status bar.
void FamilyTest::REFUSAL_isSaidOnTheTable() {
    auto w = window(guitest::hotseat(84));
    GameController& c = *w->controller();
    auto* notes = w->findChild<TableNotes*>();
    QVERIFY(notes);
    QVERIFY(!notes->note()->isVisible());
    // A tile too dear: with no coin the 3rd tile cannot be taken (R-MKT-2).
    int k = 0;
    for (int kk = 1; kk <= 5; ++kk)
        if (!c.view().check(Action::take(kk)).ok) {
            k = kk;
            break;
        }
    QVERIFY(k > 0);
    c.takeTile(k);
    QApplication::processEvents();
    QVERIFY(notes->note()->isVisible());
    QVERIFY(notes->note()->text().startsWith(QStringLiteral("Not allowed:")));
    QCOMPARE(notes->note()->text(), QStringLiteral("Not allowed: %1").arg(c.lastRefusal()));
    // The next move takes it away.
    c.takeTile(1);
    QApplication::processEvents();
    QVERIFY(!notes->note()->isVisible());
}

QTEST_MAIN(FamilyTest)
#include "test_family.moc"
