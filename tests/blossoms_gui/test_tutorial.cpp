// Help ▸ Learn to play Blossoms (issue 36 item 7; BlossomsTutorial, BlossomsWindowHelp.cpp): the
// guided game replayed to its end through the widgets as a learner plays it (the deck clicked,
// a hand card then a pot, the choices' buttons, the Rake's cards put back with its panel, the
// coach's Finish); every rule of the lesson list coming up, checked on the session's outcomes; a
// wrong action refused with nothing changed; Leave giving back the game in progress; the
// screenshot's steps. (Qt Test, offscreen.)
#include "BlossomsTutorial.h"
#include "ChoicePanels.h"
#include "CoachMark.h"
#include "PotsView.h"
#include "TurnPanels.h"
#include "window_drivers.h"

#include "blossoms/rules/module.h"

#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace blossoms;
using namespace blossoms::testing;
using Lesson = BlossomsTutorial::Lesson;

namespace {

struct Seen {
    Outcome outcome;
    int seat = -1;
};

bool any(const std::vector<Seen>& seen, const std::function<bool(const Seen&)>& f) {
    return std::any_of(seen.begin(), seen.end(), f);
}

QAction* learnAction(BlossomsWindow& w) {
    for (QAction* a : w.menuBar()->findChildren<QAction*>())
        if (a->objectName() == QLatin1String("learnToPlayAction"))
            return a;
    return nullptr;
}

// Every rule of the lesson list came up, as the session's outcomes show (seat 0: the learner).
void checkEveryRule(const std::vector<Seen>& seen, const BlossomsSession& s) {
    using K = Action::Kind;
    const auto mine = [](const Seen& x) { return x.seat == 0; };
    const auto grew = [](GrowResult r) {
        return [r](const Seen& x) {
            return x.outcome.action.kind == K::Grow && x.outcome.result == r;
        };
    };
    const auto did = [](K k) { return [k](const Seen& x) { return x.outcome.action.kind == k; }; };
    const auto both = [](auto f, auto g) { return [f, g](const Seen& x) { return f(x) && g(x); }; };
    QVERIFY(any(seen, both(mine, grew(GrowResult::Grew))));    // R-BL-GROW-2
    QVERIFY(any(seen, both(mine, did(K::Plant))));             // R-BL-PLANT-1
    QVERIFY(any(seen, both(mine, did(K::Cut))));               // R-BL-CUT-1
    QVERIFY(any(seen, both(mine, grew(GrowResult::Planted)))); // a new pot, R-BL-GROW-3
    QVERIFY(any(seen, both(mine, grew(GrowResult::BadLuck)))); // R-BL-GROW-4
    QVERIFY(any(seen, grew(GrowResult::Died)));                // the 7th card, R-BL-GROW-5
    QVERIFY(any(seen, both(mine, did(K::Water))));             // R-BL-TOOL-1
    QVERIFY(any(seen, both(mine, grew(GrowResult::Fenced))));  // R-BL-TOOL-2, R-BL-GROW-6
    QVERIFY(any(seen, both(mine, did(K::Rake))));              // R-BL-TOOL-3
    QVERIFY(any(seen, both(mine, did(K::Order))));
    QVERIFY(any(seen, did(K::Prune))); // R-BL-TOOL-4, the computer's
    QVERIFY(any(seen, both(mine, grew(GrowResult::ChoosePot))));
    QVERIFY(any(seen, both(mine, did(K::Pot))));
    QVERIFY(any(seen, did(K::Pass))); // R-BL-PASS-1
    // Each of the four tools through a token on its pot.
    const ComponentSet& c = s.components();
    for (Tool t : {Tool::WateringCan, Tool::Fence, Tool::Rake, Tool::Pruner})
        QVERIFY(any(seen, [&c, t](const Seen& x) {
            return x.outcome.action.kind == K::Token && x.outcome.action.pot == c.potOf(t);
        }));
    // The Rake's three cards put back in the order asked, the first drawn next.
    const auto& h = s.game().history();
    const auto order =
        std::find_if(h.begin(), h.end(), [](const Action& a) { return a.kind == K::Order; });
    QVERIFY(order != h.end());
    QCOMPARE(int(order->orderCards().size()), 3);
    const auto put = std::find_if(seen.begin(), seen.end(),
                                  [](const Seen& x) { return x.outcome.action.kind == K::Order; });
    QVERIFY(put != seen.end() && put + 1 != seen.end());
    QCOMPARE((put + 1)->outcome.card, order->orderCards().front());
    // The end (R-BL-END, R-BL-SCORE): sets scored by height and by types.
    const std::vector<Standing> st = s.game().standings();
    QVERIFY(st[0].flowers >= 14);
    QVERIFY(st[0].types >= 3);
    QCOMPARE(st[0].variety, c.varietyOf(st[0].types));
    QCOMPARE(st[0].total, st[0].flowers + st[0].variety);
}

} // namespace

class BlossomsTutorialTest : public QObject {
    Q_OBJECT
  private slots:
    // The whole guided game by the widgets: each guided step's action as a learner makes it, the
    // coach pointing somewhere with words; the free part by any legal action; the end read and
    // Finish. Every rule of the list comes up once, as the session's outcomes show.
    void TUTORIAL_guidedGameToItsEnd_everyRule() {
        auto w = makeWindow();
        QAction* learn = learnAction(*w);
        QVERIFY(learn);
        learn->trigger(); // Help ▸ Learn to play
        QVERIFY(w->tutorialActive());
        QVERIFY(w->coach()->isVisible());
        BlossomsSession& s = *w->session();
        QCOMPARE(s.seats(), 2);
        QVERIFY(!s.isComputer(0));
        QVERIFY(s.isComputer(1));
        std::vector<Seen> seen;
        connect(&s, &BlossomsSession::acted, this,
                [&seen](const Outcome& o, int seat, const QString&) {
                    seen.push_back({o, seat});
                });
        engine::Rng rng(36);
        QElapsedTimer clock;
        clock.start();
        int guided = 0;
        bool protection = false, endShown = false;
        std::vector<Lesson> lessons;
        while (w->tutorialActive() && clock.elapsed() < 180000) {
            const BlossomsTutorial::Step& step = w->tutorial()->currentStep();
            if (lessons.empty() || lessons.back() != step.lesson)
                lessons.push_back(step.lesson);
            if (step.next) { // the end: the score pad read, then Finish
                QVERIFY(s.isOver());
                QCOMPARE(w->pages()->currentWidget(), w->endPage());
                QVERIFY(!w->coach()->target().isEmpty());
                endShown = true;
                QTest::mouseClick(w->coach()->nextButton(), Qt::LeftButton);
                continue;
            }
            if (!s.personToPlay()) {
                QTest::qWait(2);
                continue;
            }
            const auto expected = w->tutorial()->expected();
            if (!expected) {
                QVERIFY(step.free);
                QVERIFY(personStep(*w, rng));
                continue;
            }
            ++guided;
            QVERIFY(!w->coach()->title()->text().isEmpty());
            QVERIFY(!w->coach()->text()->text().isEmpty());
            QVERIFY2(!w->coach()->target().isEmpty(), qPrintable(step.title));
            if (step.lesson == Lesson::Pruner) {
                // R-BL-TOKEN-3: the computer's token keeps the learner from cutting pot 1.
                const Pot& p = s.game().pot(0);
                QCOMPARE(int(p.token), 1);
                QVERIFY(p.height() >= 2);
                QVERIFY(!s.game().check(Action::cut(0)));
                protection = true;
            }
            const std::size_t before = s.game().history().size();
            doByWidgets(*w, *expected);
            QCOMPARE(s.game().history().size(), before + 1);
            QVERIFY(s.game().history().back() == *expected);
        }
        QVERIFY(!w->tutorialActive());
        QVERIFY(!w->coach()->isVisible());
        QVERIFY(s.isOver());
        QVERIFY(endShown);
        QVERIFY(protection);
        QCOMPARE(guided, 22); // the learner's scripted actions, each by the widgets
        // The lessons in their order, the free play and the end after them.
        QCOMPARE(lessons.front(), Lesson::Growth);
        QVERIFY(std::find(lessons.begin(), lessons.end(), Lesson::FreePlay) != lessons.end());
        QCOMPARE(lessons.back(), Lesson::End);

        checkEveryRule(seen, s);
    }

    // The learner's expected action alone is accepted: another legal one is refused with the
    // coach's friendly word and changes nothing.
    void TUTORIAL_wrongActionRefused_nothingChanges() {
        auto w = makeWindow();
        w->startTutorial();
        BlossomsSession& s = *w->session();
        QCOMPARE(w->tutorial()->currentStep().lesson, Lesson::Growth);
        doByWidgets(*w, Action::grow());
        QCOMPARE(w->tutorial()->currentStep().lesson, Lesson::Plant);
        // The roses may be cut by the rules (R-BL-CUT-1), but the step asks for a Plant.
        QVERIFY(s.game().check(Action::cut(0)));
        const Game before = s.game();
        QSignalSpy refused(&s, &TableSession::refused);
        doByWidgets(*w, Action::cut(0));
        QCOMPARE(refused.count(), 1);
        QVERIFY(s.game() == before);
        QVERIFY(!s.lastRefusal().isEmpty());
        QVERIFY(w->banner()->detail().contains(s.lastRefusal()));
        QCOMPARE(w->tutorial()->currentStep().lesson, Lesson::Plant);
        // A choice's button too: Pass.
        doByWidgets(*w, Action::pass());
        QCOMPARE(refused.count(), 2);
        QVERIFY(s.game() == before);
        // The rules' own refusal is said as theirs: a Plant the rules refuse.
        QVERIFY(!s.apply(Action::plant(1, before.hand(0).front())));
        QVERIFY(s.game() == before);
        // The expected one goes through.
        doByWidgets(*w, *w->tutorial()->expected());
        QCOMPARE(w->tutorial()->currentStep().lesson, Lesson::Cut);
    }

    // Leave: the guided game goes, the player's own game comes back as it was (from the
    // autosave, which the guided game never wrote over).
    void TUTORIAL_leaveGivesBackTheGameInProgress() {
        QTemporaryDir autosaves;
        auto w = makeWindow();
        BlossomsSession& s = *w->session();
        s.setAutosaveDir(autosaves.path());
        w->startGame(setupOf({person(QStringLiteral("Ada")), computer(QStringLiteral("Ben"))},
                             Variant{}, 5));
        QVERIFY(QTest::qWaitFor([&s] { return s.personToPlay(); }, 20000));
        doByWidgets(*w, Action::grow());
        QVERIFY(QTest::qWaitFor([&s] { return s.personToPlay() || s.isOver(); }, 20000));
        const Deal own = s.game().dealt();
        const std::vector<Action> played = s.game().history();
        w->startTutorial();
        QVERIFY(w->tutorialActive());
        QVERIFY(s.files().autosaveOff());
        QCOMPARE(s.seatName(0), QStringLiteral("Ada")); // the learner keeps the name
        QVERIFY(!(s.game().dealt() == own));
        doByWidgets(*w, Action::grow()); // a guided step, not autosaved
        QTest::mouseClick(w->coach()->leaveButton(), Qt::LeftButton);
        QVERIFY(!w->tutorialActive());
        QVERIFY(!w->coach()->isVisible());
        QVERIFY(s.game().dealt() == own);
        QVERIFY(s.game().history() == played);
        QCOMPARE(s.files().autosaveDir(), autosaves.path());
        QVERIFY(!s.guide());
    }

    // The screenshot's steps: after T of the script's actions the coach shows that step, the
    // computer's turns included (they wait for the step by step's Next).
    void TUTORIAL_startsAtAStep() {
        auto w = makeWindow();
        w->session()->setComputerSpeed(TableSession::StepByStep);
        const auto script = BlossomsTutorial::script(*Module::components());
        QCOMPARE(script.size(), std::size_t(36));
        for (int t : {0, 6, 21, 32}) {
            w->startTutorial(t);
            QVERIFY(w->tutorialActive());
            QCOMPARE(int(w->session()->game().history().size()), t);
            QVERIFY(w->coach()->isVisible());
            QVERIFY(!w->coach()->target().isEmpty());
        }
        QCOMPARE(w->tutorial()->currentStep().lesson, Lesson::RakeOrder);
        QVERIFY(w->rakePanel()->isVisible());
        w->startTutorial(3); // the computer's turn: watched, nothing expected
        QCOMPARE(w->tutorial()->currentStep().lesson, Lesson::Watch);
        QVERIFY(!w->tutorial()->expected());
    }
};

QTEST_MAIN(BlossomsTutorialTest)
#include "test_tutorial.moc"
