// Petals' window (src/games/petals/gui/window/PetalsWindow.h) played as a family plays it: whole
// games through the widgets — cards clicked in the hand, places clicked on the table, the effect's
// buttons and lit cards, the hand-over cover — with people and computers in any mix, 2 to 5
// seats, both variants; the preview equal to the rules' points; refusals said from the rules;
// a whole turn by the keyboard; the hand-over; Learn to play followed with the mouse; the end
// page. Files, records, the daily deal and the start-up: test_window_files.cpp. (Qt Test,
// offscreen.)
#include "window_drivers.h"

#include "CoachMark.h"
#include "EffectPanel.h"
#include "HandView.h"
#include "PetalsScorePad.h"
#include "PetalsTutorial.h"
#include "TableView.h"
#include "TrackersView.h"
#include "TurnPanels.h"

#include "petals/rules/module.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QtTest>

#include <algorithm>
#include <cstdlib>

using namespace petals;
using namespace petals::gui;
using namespace petals::guitest;

class PetalsWindowTest : public QObject {
    Q_OBJECT
  private slots:
    // R-PE-TURN, R-PE-END: whole games through the widgets, people and computers in any mix.
    void wholeGamesThroughTheWidgets_data() {
        QTest::addColumn<PetalsSetup>("setup");
        QTest::newRow("2 people, hotseat")
            << setupOf({person("Ada"), person("Ben")}, Variant::Standard, 11);
        QTest::newRow("person and computer, Harmony") << setupOf(
            {person("Ada"), computer("Cleo", ai::BotKind::Medium)}, Variant::Harmony, 12);
        QTest::newRow("3: 2 people and a computer")
            << setupOf({person("Ada"), computer("Cleo"), person("Ben")}, Variant::Standard, 13);
        QTest::newRow("4 computers") << setupOf(
            {computer("A"), computer("B"), computer("C", ai::BotKind::Medium), computer("D")},
            Variant::Standard, 14);
        QTest::newRow("5: one person, Harmony")
            << setupOf({computer("A"), person("Ada"), computer("B"), computer("C"), computer("D")},
                       Variant::Harmony, 15);
    }
    void wholeGamesThroughTheWidgets() {
        QFETCH(PetalsSetup, setup);
        auto w = makeWindow();
        QStringList status; // what the status bar said (the computers' steps among it)
        connect(w->statusBar(), &QStatusBar::messageChanged, w.get(),
                [&status](const QString& m) { status << m; });
        w->startGame(setup);
        QVERIFY(w->session()->hasGame());
        QVERIFY(playToEnd(*w, 100 + setup.seed.value_or(0)));
        // No internal id on screen: the log and the status bar say a card by what it scored,
        // never by its data id (no id is printed on the cards).
        QStringList shown = status;
        for (int i = 0; i < w->logList()->count(); ++i)
            shown << w->logList()->item(i)->text();
        for (const QString& line : shown)
            QVERIFY2(!mentionsCardId(line), qPrintable(line));
        // Each turn's line gives the rules' points by tracker.
        const auto& turns = w->session()->game().log();
        for (std::size_t t = 0; t < turns.size(); ++t)
            QVERIFY2(w->logList()
                         ->item(int(t) + 1)
                         ->text()
                         .contains(PetalsSession::pointsText(turns[t].placedPoints)),
                     qPrintable(w->logList()->item(int(t) + 1)->text()));
        // R-PE-WIN / R-PE-HARM: the end page names every seat with the rules' totals.
        QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
        const QString text = w->scorePad()->resultText();
        const auto standings = w->session()->standings();
        for (int s = 0; s < w->session()->seats(); ++s) {
            QVERIFY2(text.contains(w->session()->seatName(s)), qPrintable(text));
            // R-PE-HARM: in Harmony the spread ranks, else the total of the two lowest.
            const Standing& st = standings[std::size_t(s)];
            QVERIFY(text.contains(
                QString::number(setup.variant == Variant::Harmony ? st.spread : st.total)));
        }
        // The pad's places are the rules' ranks.
        for (int s = 0; s < w->session()->seats(); ++s)
            if (const auto rank = standings[std::size_t(s)].rank)
                QVERIFY2(w->scorePad()->cellText(6, s).contains(QString::number(*rank)),
                         qPrintable(w->scorePad()->cellText(6, s)));
        // The log has one line per turn played.
        QCOMPARE(w->logList()->count(), 1 + int(w->session()->game().log().size()));
    }

    // On a small screen (1024x600) with five players the pad scrolls, and its buttons stay in
    // sight under it: a family finds Play again without scrolling.
    void theEndsButtonsStayInSightOnASmallScreen() {
        auto w = makeWindow();
        w->resize(1024, 600);
        w->startGame(setupOf({computer("Anna"), computer("Bernadette"), computer("Cleo"),
                              computer("Dominique"), computer("Eve")},
                             Variant::Standard, 16));
        QVERIFY(playToEnd(*w, 16));
        QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
        QApplication::processEvents();
        for (QPushButton* b : {w->scorePad()->playAgainButton(), w->scorePad()->newGameButton()}) {
            QVERIFY(b->isVisible());
            const QRect at(b->mapTo(w.get(), QPoint(0, 0)), b->size());
            QVERIFY2(w->rect().contains(at), qPrintable(b->text()));
            QCOMPARE(b->visibleRegion().boundingRect().size(), b->size()); // not cut by a scroll
        }
    }

    // R-PE-MATCH: the ghost's sides and the banner's total are the rules' own, at every marked
    // place and rotation of the card chosen.
    void previewEqualsTheRules() {
        auto w = makeWindow();
        w->startGame(setupOf({person("Ada"), computer("Cleo")}, Variant::Standard, 21));
        QTRY_VERIFY(w->session()->personToPlay());
        const Game& g = w->session()->game();
        const int card = w->chosenCard();
        QVERIFY(card >= 0);
        for (int r = 0; r < 4; ++r) {
            for (const Cell c : w->table()->markedCells()) {
                QTest::mouseMove(w->table(), w->table()->cellRect(c).center().toPoint());
                const auto ghost = w->table()->ghost();
                QVERIFY(ghost);
                QCOMPARE(ghost->card, card);
                QCOMPARE(ghost->rotation, w->rotation());
                const auto sides = g.contactSides(card, c, w->rotation());
                for (int d = 0; d < 4; ++d) {
                    QCOMPARE(ghost->sides[std::size_t(d)].has_value(),
                             sides[std::size_t(d)].has_value());
                    if (sides[std::size_t(d)]) {
                        QCOMPARE(ghost->sides[std::size_t(d)]->points,
                                 sides[std::size_t(d)]->points);
                        QCOMPARE(ghost->sides[std::size_t(d)]->scores,
                                 sides[std::size_t(d)]->scores);
                    }
                }
                const auto contact = g.contact(card, c, w->rotation());
                int total = 0;
                for (int v : contact.points)
                    total += v;
                const QString detail = w->banner()->detail();
                QVERIFY2(total == 0 ? detail.contains(QStringLiteral("no points"))
                                    : detail.contains(QStringLiteral("+%1").arg(total)),
                         qPrintable(detail));
            }
            QTest::keyClick(w.get(), Qt::Key_R);
        }
    }

    // R-PE-PLACE-3: a place touching no card is refused, said from the rules; nothing changes.
    void refusalIsSaidAndChangesNothing() {
        auto w = makeWindow();
        w->startGame(setupOf({person("Ada"), computer("Cleo")}, Variant::Standard, 22));
        QTRY_VERIFY(w->session()->personToPlay());
        const Game before = w->session()->game();
        w->session()->place(w->chosenCard(), Cell{200, 200}, 0);
        QVERIFY(w->session()->game() == before);
        QVERIFY2(w->banner()->detail().startsWith(QStringLiteral("Not possible:")),
                 qPrintable(w->banner()->detail()));
        QCOMPARE(w->banner()->detail(),
                 QStringLiteral("Not possible: %1").arg(w->session()->lastRefusal()));
    }

    // R-PE-EFFECT-3/4, R-PE-MOVE: a placement with a symbol pair opens the effect panel with the
    // rules' points, lights the movable cards, marks a lit card's destinations; undo until then.
    void effectAndMoveThroughTheWidgets() {
        auto w = makeWindow();
        bool seen = false;
        for (quint64 seed = 1; seed < 200 && !seen; ++seed) {
            w->startGame(setupOf({person("Ada"), computer("Cleo")}, Variant::Standard, seed));
            QTRY_VERIFY(w->session()->personToPlay());
            for (const Action& a : w->session()->legalActions()) {
                if (a.kind != Action::Kind::Place ||
                    w->session()->game().contact(a.card, a.cell, a.rotation).effect ==
                        EffectKind::None)
                    continue;
                w->chooseCard(a.card);
                while (w->rotation() != a.rotation)
                    QTest::keyClick(w.get(), Qt::Key_R);
                clickCell(*w, a.cell);
                QVERIFY(w->session()->step() == Step::Effect || w->session()->step() == Step::Move);
                QVERIFY(w->effectPanel()->isVisible());
                QVERIFY(w->standardAction(Standard::Undo)->isEnabled());
                const auto choice = w->session()->effectChoice();
                QCOMPARE(w->table()->highlighted(), choice.movable);
                if (!choice.movable.empty()) {
                    const int card = choice.movable.front();
                    w->table()->setFocus();
                    Cell at;
                    for (const Lying& l : w->session()->game().table())
                        if (l.card == card)
                            at = l.cell;
                    clickCell(*w, at);
                    std::vector<Cell> cells;
                    for (const auto& d : w->session()->destinations(card))
                        if (std::find(cells.begin(), cells.end(), d.cell) == cells.end())
                            cells.push_back(d.cell);
                    std::sort(cells.begin(), cells.end());
                    QCOMPARE(w->table()->markedCells(), cells);
                }
                // Undo puts the card back in the hand (nothing hidden was shown yet).
                w->standardAction(Standard::Undo)->trigger();
                QCOMPARE(w->session()->step(), Step::Place);
                QVERIFY(!w->effectPanel()->isVisible());
                seen = true;
                break;
            }
        }
        QVERIFY(seen);
    }

    // A whole turn by the keyboard: the hand (Ctrl+1, arrows, Enter), the table (Ctrl+2, arrows
    // to a marked place, R, Enter).
    void aTurnByTheKeyboard() {
        auto w = makeWindow();
        w->startGame(setupOf({person("Ada"), computer("Cleo")}, Variant::Standard, 23));
        QTRY_VERIFY(w->session()->personToPlay());
        QVERIFY(QTest::qWaitForWindowActive(w.get()) || true);
        const std::size_t before = w->session()->game().history().size();
        w->hand()->setFocus();
        QTest::keyClick(w->hand(), Qt::Key_Right);
        QTest::keyClick(w->hand(), Qt::Key_Return);
        const int card = w->chosenCard();
        QVERIFY(card >= 0);
        w->table()->setFocus();
        const Cell target = w->table()->markedCells().front();
        Cell c = w->table()->cursor();
        while (c.x != target.x) {
            QTest::keyClick(w->table(), c.x < target.x ? Qt::Key_Right : Qt::Key_Left);
            c = w->table()->cursor();
        }
        while (c.y != target.y) {
            QTest::keyClick(w->table(), c.y < target.y ? Qt::Key_Down : Qt::Key_Up);
            c = w->table()->cursor();
        }
        QTest::keyClick(w->table(), Qt::Key_R);
        QCOMPARE(w->table()->ghost()->rotation, 1);
        QTest::keyClick(w->table(), Qt::Key_Return);
        QVERIFY(w->session()->game().history().size() > before);
        QCOMPARE(w->session()->game().history()[before], Action::place(card, target, 1));
    }

    // Hotseat (R-PE-PRIV-1): between two people the cover hides every hand and says whose turn
    // it is; the trackers show nobody's standing meanwhile.
    void handOverCoversTheHands() {
        auto w = makeWindow();
        w->startGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 25));
        QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
        const QString first = w->session()->seatName(0);
        QVERIFY(w->handOverPage()->text().contains(first));
        QTest::mouseClick(w->handOverPage()->button(), Qt::LeftButton);
        QCOMPARE(w->pages()->currentWidget(), w->tablePage());
        QVERIFY(w->banner()->headline().contains(first));
        engine::Rng rng(3);
        personStep(*w, rng); // a placement
        while (w->session()->step() != Step::Place)
            personStep(*w, rng);
        QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
        QVERIFY(w->handOverPage()->text().contains(w->session()->seatName(1)));
        QVERIFY(!w->session()->handVisible());
    }

    // Hotseat with a computer between two people: the cover tells what every other seat did
    // since this seat's last turn, one line each, as the log says it.
    void handOverTellsEveryTurnSince() {
        auto w = makeWindow();
        w->startGame(
            setupOf({person("Ada"), person("Ben"), computer("Cleo")}, Variant::Standard, 26));
        engine::Rng rng(5);
        PetalsSession& s = *w->session();
        int checked = 0;
        QElapsedTimer clock;
        clock.start();
        while (checked < 4 && !s.isOver() && clock.elapsed() < 60000) {
            if (!s.handOverPending() || w->pages()->currentWidget() != w->handOverPage()) {
                if (s.personToPlay())
                    personStep(*w, rng);
                else
                    QTest::qWait(2);
                continue;
            }
            const auto& turns = s.game().log();
            const int seat = s.toAct();
            const QString text = w->handOverPage()->text();
            // Every turn since this seat's own last one is told; its own is not.
            int t = int(turns.size()) - 1;
            for (; t >= 0 && turns[std::size_t(t)].seat != seat; --t)
                QVERIFY2(text.contains(w->logList()->item(t + 1)->text()), qPrintable(text));
            if (t >= 0) {
                QVERIFY2(!text.contains(w->logList()->item(t + 1)->text()), qPrintable(text));
                ++checked; // a seat that had played before: two turns since (the other two)
                QCOMPARE(int(turns.size()) - 1 - t, 2);
            }
            QTest::mouseClick(w->handOverPage()->button(), Qt::LeftButton);
        }
        QCOMPARE(checked, 4);
    }

    // Help ▸ Learn to play through the window: the coach points at the part each step names,
    // the card waited for is chosen and its place marked alone; the learner follows it with the
    // mouse, then plays freely to the end and reads Finish.
    void learnToPlayThroughTheWindow() {
        auto w = makeWindow();
        w->startTutorial();
        QVERIFY(w->tutorialActive());
        QVERIFY(w->coach()->isVisible());
        engine::Rng rng(8);
        QElapsedTimer clock;
        clock.start();
        int guided = 0;
        while (w->tutorialActive() && clock.elapsed() < 120000) {
            PetalsSession& s = *w->session();
            if (w->tutorial()->currentStep().next) {
                QTest::mouseClick(w->coach()->nextButton(), Qt::LeftButton);
                continue;
            }
            if (!s.personToPlay()) {
                QTest::qWait(2);
                continue;
            }
            const auto expected = w->tutorial()->expected();
            if (!expected) {
                personStep(*w, rng);
                continue;
            }
            ++guided;
            QVERIFY(!w->coach()->title()->text().isEmpty());
            QVERIFY(!w->coach()->target().isEmpty());
            const Action a = *expected;
            const std::size_t before = s.game().history().size();
            if (a.kind == Action::Kind::Place) {
                QCOMPARE(w->chosenCard(), a.card);
                QCOMPARE(w->table()->markedCells(), std::vector<Cell>{a.cell});
                // The ring is round the marked place; the bubble leaves it, the trackers and
                // the hand in sight.
                const auto inWindow = [&w](QWidget* part) {
                    return QRect(part->mapTo(w.get(), QPoint(0, 0)), part->size());
                };
                const QRect place = w->table()->cellRect(a.cell).toAlignedRect().translated(
                    w->table()->mapTo(w.get(), QPoint(0, 0)));
                const QRect bubble = inWindow(w->coach()->bubble());
                QVERIFY(w->coach()->target().contains(place.center()));
                QVERIFY(!w->coach()->target().contains(inWindow(w->table())));
                QVERIFY(!bubble.intersects(place));
                // Nor the cards the placement will touch: the pairs its words speak of.
                for (const Lying& l : s.view().known().table())
                    if (std::abs(l.cell.x - a.cell.x) + std::abs(l.cell.y - a.cell.y) == 1)
                        QVERIFY(!bubble.intersects(
                            w->table()->cellRect(l.cell).toAlignedRect().translated(
                                w->table()->mapTo(w.get(), QPoint(0, 0)))));
                QVERIFY(!bubble.intersects(inWindow(w->trackers())));
                QVERIFY(!bubble.intersects(inWindow(w->hand())));
                QCOMPARE(w->rotation(), a.rotation);
                clickCell(*w, a.cell);
            } else if (a.kind == Action::Kind::Move) {
                Cell at;
                for (const Lying& l : s.view().known().table())
                    if (l.card == a.card)
                        at = l.cell;
                clickCell(*w, at);
                QCOMPARE(w->table()->markedCells(), std::vector<Cell>{a.cell});
                clickCell(*w, a.cell);
            } else {
                QTest::mouseClick(a.kind == Action::Kind::Score ? w->effectPanel()->scoreButton()
                                                                : w->effectPanel()->skipButton(),
                                  Qt::LeftButton);
            }
            QCOMPARE(s.game().history().size(), before + 1);
        }
        QVERIFY(guided >= 4);
        QVERIFY(w->session()->isOver());
        QVERIFY(!w->coach()->isVisible());
    }
};

QTEST_MAIN(PetalsWindowTest)
#include "test_window.moc"
