// Petals' window (src/games/petals/gui/window/PetalsWindow.h) played as a family plays it: whole
// games through the widgets — cards clicked in the hand, places clicked on the table, the effect's
// buttons and lit cards, the hand-over cover — with people and computers in any mix, 2 to 5
// seats, both variants; the preview equal to the rules' points; refusals said from the rules;
// a whole turn by the keyboard; save and open again; the end page. (Qt Test, offscreen.)
#include "CoachMark.h"
#include "HandView.h"
#include "PetalsDaily.h"
#include "PetalsNewGameDialog.h"
#include "PetalsRecordWindow.h"
#include "PetalsScorePad.h"
#include "PetalsStatistics.h"
#include "PetalsTable.h"
#include "PetalsTutorial.h"
#include "PetalsWindow.h"
#include "TableView.h"
#include "TrackersView.h"
#include "EffectPanel.h"
#include "TurnPanels.h"

#include "engine/rng.h"
#include "petals/lab/record.h"
#include "petals/rules/module.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace petals;
using namespace petals::gui;

Q_DECLARE_METATYPE(PetalsSetup)

namespace {

PetalsSeat person(const QString& name) {
    return {name, false, ai::BotKind::Medium};
}
PetalsSeat computer(const QString& name, ai::BotKind k = ai::BotKind::Easy) {
    return {name, true, k};
}

PetalsSetup setupOf(const QList<PetalsSeat>& seats, Variant v, quint64 seed) {
    PetalsSetup s;
    s.seats = seats;
    s.variant = v;
    s.seed = seed;
    return s;
}

std::unique_ptr<PetalsWindow> makeWindow() {
    auto w = std::make_unique<PetalsWindow>(Module::components());
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->session()->setComputerSpeed(TableSession::Instant);
    w->session()->setComputerBudget({0, 4, 1});
    w->session()->setHintBudget({0, 4, 1});
    w->resize(1024, 700);
    w->show();
    return w;
}

void clickCell(PetalsWindow& w, Cell c) {
    const QPoint at = w.table()->cellRect(c).center().toPoint();
    QTest::mouseMove(w.table(), at);
    QTest::mouseClick(w.table(), Qt::LeftButton, {}, at);
}

// The person to play does one step through the widgets, choosing among what the window offers
// (the hand's cards, the marked places, the lit cards, the effect's buttons) with `rng`.
void personStep(PetalsWindow& w, engine::Rng& rng) {
    PetalsSession& s = *w.session();
    if (w.pages()->currentWidget() == w.handOverPage()) {
        QTest::mouseClick(w.handOverPage()->button(), Qt::LeftButton);
        return;
    }
    const SeatView& v = s.view();
    switch (s.step()) {
    case Step::Place: {
        const auto& hand = v.known().hand(v.seat());
        QVERIFY(!hand.empty());
        const std::size_t i = rng.below(hand.size());
        QTest::mouseClick(w.hand(), Qt::LeftButton, {},
                          w.hand()->cardRect(int(i)).center().toPoint());
        QCOMPARE(w.chosenCard(), hand[i]);
        const auto marks = w.table()->markedCells();
        QVERIFY(!marks.empty());
        const Cell c = marks[rng.below(marks.size())];
        const int turns = int(rng.below(4));
        for (int k = 0; k < turns; ++k)
            QTest::keyClick(&w, Qt::Key_R);
        clickCell(w, c);
        return;
    }
    case Step::Effect:
    case Step::Move: {
        QVERIFY(w.effectPanel()->isVisible());
        const auto movable = s.effectChoice().movable;
        QCOMPARE(w.table()->highlighted(), movable);
        const bool answer = movable.empty() || rng.below(2) == 0;
        if (answer) {
            QTest::mouseClick(s.step() == Step::Effect ? w.effectPanel()->scoreButton()
                                                       : w.effectPanel()->skipButton(),
                              Qt::LeftButton);
            return;
        }
        const int card = movable[rng.below(movable.size())];
        Cell at;
        for (const Lying& l : v.known().table())
            if (l.card == card)
                at = l.cell;
        clickCell(w, at);
        QCOMPARE(w.table()->highlighted(), std::vector<int>{card});
        const auto marks = w.table()->markedCells();
        QVERIFY(!marks.empty());
        clickCell(w, marks[rng.below(marks.size())]);
        return;
    }
    case Step::Over:
        return;
    }
}

// Some card's data id ("C07") as a word of `text`.
bool mentionsCardId(const QString& text) {
    for (const Card& c : Module::components()->cards)
        if (text.contains(
                QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromStdString(c.id)))))
            return true;
    return false;
}

// Plays the game on the window to its end; false when it did not end in time.
bool playToEnd(PetalsWindow& w, std::uint64_t seed) {
    engine::Rng rng(seed);
    QElapsedTimer clock;
    clock.start();
    while (!w.session()->isOver() && clock.elapsed() < 240000) {
        if (w.session()->personToPlay() || w.session()->handOverPending()) {
            const std::size_t before = w.session()->game().history().size();
            personStep(w, rng);
            if (QTest::currentTestFailed())
                return false;
            // Every step a person takes through the widgets is one action, or the cover lifted.
            if (w.session()->game().history().size() != before + 1 &&
                w.pages()->currentWidget() != w.tablePage())
                return false;
        } else {
            QTest::qWait(2);
        }
    }
    return w.session()->isOver();
}

} // namespace

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

    // The unsaved mark is the game itself, not its length: a saved placement taken back (undo)
    // and another made in its place leaves a game the save does not hold.
    void anUndoneThenOtherPlacementIsUnsaved() {
        QTemporaryDir dir;
        for (std::uint64_t seed = 30; seed < 60; ++seed) {
            auto w = makeWindow();
            w->startGame(setupOf({person("Ada"), computer("Cleo")}, Variant::Standard, seed));
            PetalsSession& s = *w->session();
            QTRY_VERIFY(s.personToPlay());
            const auto legal = s.legalActions();
            std::optional<Action> withEffect, other;
            for (const Action& a : legal)
                if (s.game().contact(a.card, a.cell, a.rotation).effect != EffectKind::None)
                    withEffect = withEffect.value_or(a);
            if (!withEffect)
                continue; // R-PE-EFFECT: only a placement with an effect may be undone
            for (const Action& a : legal) // another that waits for its effect's answer too
                if (a != *withEffect &&
                    s.game().contact(a.card, a.cell, a.rotation).effect != EffectKind::None)
                    other = other.value_or(a);
            if (!other)
                continue;
            const std::size_t before = s.game().history().size();
            s.place(withEffect->card, withEffect->cell, withEffect->rotation);
            QVERIFY(s.canUndo());
            w->setFileChooser([&](const QString&, const QString&) {
                return dir.filePath(QStringLiteral("g.petals.json"));
            });
            QVERIFY(w->saveGame());
            QVERIFY(!w->hasUnsavedGame());
            s.undo();
            QVERIFY(w->hasUnsavedGame());
            s.place(other->card, other->cell, other->rotation);
            QCOMPARE(s.game().history().size(), before + 1); // as long as the saved game
            QVERIFY(w->hasUnsavedGame());
            return;
        }
        QFAIL("no deal among 30 with a placement that triggers an effect at once");
    }

    // Saves open again into the table with their seats; a file that is not a save says why and
    // leaves the game.
    void saveAndOpenAgain() {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->startGame(
            setupOf({person("Ada"), computer("Cleo", ai::BotKind::Hard)}, Variant::Harmony, 24));
        engine::Rng rng(5);
        for (int i = 0; i < 3; ++i) {
            QTRY_VERIFY(w->session()->personToPlay());
            personStep(*w, rng);
        }
        QTRY_VERIFY(w->session()->personToPlay() || w->session()->isOver());
        const QString path = dir.filePath(QStringLiteral("game.petals.json"));
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        QVERIFY(w->saveGame());
        QVERIFY(!w->hasUnsavedGame());
        auto other = makeWindow();
        QVERIFY(other->openGameFile(path));
        QVERIFY(other->session()->game() == w->session()->game());
        QVERIFY(other->session()->isComputer(other->session()->seats() - 1) ||
                other->session()->isComputer(0));
        QFile bad(dir.filePath(QStringLiteral("bad.petals.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{ not json");
        bad.close();
        const Game kept = other->session()->game();
        QVERIFY(!other->openGameFile(bad.fileName()));
        QVERIFY(!other->lastError().isEmpty());
        QVERIFY(other->session()->game() == kept);
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

    // Records: Export record… writes what the command line replays to the same game; Open
    // record… replays it step by step (and a save too); the viewer's steps are the rules' own;
    // a file that is neither is refused with the reason.
    void recordsExportOpenAndReplay() {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->startGame(setupOf({computer("A"), computer("B"), computer("C")}, Variant::Harmony, 31));
        QTRY_VERIFY_WITH_TIMEOUT(w->session()->isOver(), 120000);
        const QString path = dir.filePath(QStringLiteral("record.json"));
        w->setFileChooser([&](const QString&, const QString&) { return path; });
        w->exportRecord();
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Game replayed = lab::scriptedGame(
            Module::components(), engine::cli::json::parse(f.readAll().toStdString()));
        QVERIFY(replayed == w->session()->game());
        w->openRecord();
        PetalsRecordWindow* r = w->recordWindow();
        QVERIFY(r);
        QCOMPARE(r->steps(), int(w->session()->game().history().size()));
        QCOMPARE(r->step(), 0);
        QTest::keyClick(r, Qt::Key_End);
        QVERIFY(r->shown() == w->session()->game());
        QVERIFY(r->stepLabel()->text().contains(QStringLiteral("The end.")));
        QTest::keyClick(r, Qt::Key_Left);
        QCOMPARE(r->step(), r->steps() - 1);
        Game g = Game::fromDeal(Module::components(), Variant::Harmony, replayed.dealt());
        for (int i = 0; i < r->step(); ++i)
            g.apply(replayed.history()[std::size_t(i)]);
        QVERIFY(r->shown() == g);
        // A save opens in the viewer too.
        const QString save = dir.filePath(QStringLiteral("g.petals.json"));
        w->setFileChooser([&](const QString&, const QString&) { return save; });
        QVERIFY(w->saveGame() || w->session()->isOver());
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"hello\": 1}");
        bad.close();
        QVERIFY_THROWS_EXCEPTION(PetalsRecordError,
                                 PetalsRecordWindow::read(Module::components(), bad.fileName()));
        w->setFileChooser([&](const QString&, const QString&) { return bad.fileName(); });
        w->openRecord();
        QVERIFY2(w->lastError().contains(QStringLiteral("not a record")),
                 qPrintable(w->lastError()));
    }

    // The command line's own records (simulate --records, committed) open in the viewer.
    void commandLineRecordsOpen() {
        QTemporaryDir dir;
        const QString input = QStringLiteral(FIXTURES_DIR "/petals-play-example3.input.json");
        const Game g = PetalsRecordWindow::read(Module::components(), input);
        PetalsRecordWindow r(g, QStringLiteral("x"));
        r.last();
        QVERIFY(r.shown() == g);
        // Step by step, each step in words: a placement by the points the rules give it on the
        // table before it, and never a card's data id.
        r.first();
        Game before = Game::fromDeal(Module::components(), g.variant(), g.dealt());
        for (int i = 0; i < r.steps(); ++i) {
            const Action& a = g.history()[std::size_t(i)];
            const Points p = before.contact(a.card, a.cell, a.rotation).points;
            before.apply(a);
            r.next();
            const QString text = r.stepLabel()->text();
            QVERIFY2(!mentionsCardId(text), qPrintable(text));
            if (a.kind == Action::Kind::Place)
                QVERIFY2(text.contains(PetalsSession::pointsText(p)), qPrintable(text));
        }
    }

    // Game ▸ Daily Petals…: the day's deal against the computer, three attempts a day (Play and
    // Restart use one), the result kept for the day at the end.
    void dailyDeal() {
        PetalsDaily::setToday(QDate(2026, 12, 6));
        auto w = makeWindow();
        w->startGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 3));
        w->setSaveAsker([](confirm::Purpose) { return confirm::Answer::Discard; });
        w->dailyDialog();
        QVERIFY(w->dailyDialogShown());
        QVERIFY(w->dailyDialogShown()->text().contains(QStringLiteral("3 of 3")));
        w->dailyDialogShown()->accept();
        const QDate day(2026, 12, 6);
        QVERIFY(PetalsDaily::dayOf(w->session()->game()) == day);
        QCOMPARE(w->session()->seatName(w->session()->isComputer(0) ? 1 : 0),
                 QStringLiteral("Ada"));
        PetalsDaily daily(false);
        const int before = daily.attemptsUsed(day);
        QVERIFY(before >= 1);
        QVERIFY(playToEnd(*w, 77));
        const auto st = w->session()->standings();
        const int seat = w->session()->isComputer(0) ? 1 : 0;
        QCOMPARE(daily.best(day), std::optional<int>(st[std::size_t(seat)].total));
        while (daily.attemptsLeft(day) > 0)
            w->restartGame();
        QVERIFY(!w->playDaily());
        QVERIFY(w->lastError().contains(QStringLiteral("tomorrow")));
        w->dailyDialog();
        QVERIFY(!w->dailyDialogShown()->playButton()->isEnabled());
        w->dailyDialogShown()->reject();
        PetalsDaily::setToday({});
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

    // The guided game never touches the player's own autosaved game, and leaving it (Leave) puts
    // that game back on the table before anything is autosaved over it.
    void leavingTheGuidedGameBringsBackTheOwnGame() {
        QTemporaryDir dir;
        auto w = makeWindow();
        w->session()->setAutosaveDir(dir.path());
        w->startGame(setupOf({person("Ada"), person("Ben")}, Variant::Standard, 41));
        engine::Rng rng(3);
        while (w->session()->game().history().size() < 3)
            personStep(*w, rng);
        const Game own = w->session()->game();
        w->startTutorial();
        QVERIFY(w->tutorialActive());
        QVERIFY(!(w->session()->game() == own));
        // A step of the guided game, then Leave.
        while (w->tutorial()->currentStep().next)
            QTest::mouseClick(w->coach()->nextButton(), Qt::LeftButton);
        QTest::mouseClick(w->coach()->leaveButton(), Qt::LeftButton);
        QVERIFY(!w->tutorialActive());
        QVERIFY(w->session()->game() == own);
        // Autosaved again from here, in the same folder.
        QTRY_VERIFY(w->session()->personToPlay() || w->session()->handOverPending());
        QVERIFY(!w->session()->files().autosaveOff());
    }

    // Issue 34 (review), as Frosted Blooms': an autosave that does not open is renamed aside at
    // start (autosave.damaged-<time>.petals.json), named once, and the start goes on to a new game;
    // the next start finds nothing to name.
    void aDamagedAutosaveIsSetAsideAndANewGameStarts() {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QLatin1String(PetalsFiles::kAutosaveName));
        QFile f(autosave);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"petals-save\", \"actions\": [ broken");
        f.close();
        auto w = makeWindow();
        w->session()->setAutosaveDir(dir.path());
        // The new-game dialog the start opens: its proposed game accepted.
        int dialogs = 0;
        QTimer poll;
        connect(&poll, &QTimer::timeout, [&] {
            if (auto* d = qobject_cast<PetalsNewGameDialog*>(QApplication::activeModalWidget())) {
                ++dialogs;
                d->accept();
            }
        });
        poll.start(20);
        w->startup({}, std::nullopt, {});
        QCOMPARE(dialogs, 1);
        const QStringList kept =
            QDir(dir.path()).entryList({QStringLiteral("autosave.damaged-*.petals.json")});
        QCOMPARE(kept.size(), 1);
        QCOMPARE(w->session()->files().damagedAutosaves().size(), 1);
        QVERIFY2(w->lastError().contains(QLatin1String("could not be opened")),
                 qPrintable(w->lastError()));
        QVERIFY2(w->lastError().contains(kept.front()), qPrintable(w->lastError()));
        QVERIFY(w->session()->hasGame()); // the new game
        QVERIFY(!w->session()->files().autosaveOff());
        // The new game's autosave is a good one: the next start resumes it and names nothing.
        QTRY_VERIFY(QFile::exists(autosave));
        auto next = makeWindow();
        next->session()->setAutosaveDir(dir.path());
        next->startup([] { return true; }, std::nullopt, {});
        QCOMPARE(dialogs, 1);
        QVERIFY(next->lastError().isEmpty());
        QVERIFY(next->session()->hasGame());
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("autosave.damaged-*")}).size(), 1);
    }

    // The program's way (PetalsTable::openWindow, issue 34 start-up): the frame maps first with
    // no table in it (no session, no central widget, no menus); once it is on the screen the data
    // is read, the table built and the game asked for on the command line dealt.
    void theFrameMapsFirstThenTheTableIsBuilt() {
        QTemporaryDir home;
        qputenv("FROSTED_BLOOMS_DATA_HOME", home.path().toLocal8Bit());
        PetalsTable table;
        QCommandLineParser p;
        p.addOptions(table.options());
        p.addPositionalArgument(QStringLiteral("file"), QString());
        QVERIFY(p.parse({QStringLiteral("frosted-blooms"), QStringLiteral("--seed"),
                         QStringLiteral("41"), QStringLiteral("--players"), QStringLiteral("3")}));
        QCOMPARE(table.prepare(p), QString());
        QVERIFY(!table.components()); // read once the window is on the screen
        // What the window holds when it is first painted.
        struct FirstPaint : QObject {
            int painted = 0;
            bool builtThen = false;
            bool eventFilter(QObject* o, QEvent* e) override {
                auto* w = qobject_cast<PetalsWindow*>(o);
                if (w && e->type() == QEvent::Paint && painted++ == 0)
                    builtThen = w->built() || w->centralWidget() || w->table() || w->menuWidget();
                return false;
            }
        } first;
        qApp->installEventFilter(&first);
        std::unique_ptr<Frame> frame = table.openWindow(p, {});
        auto* w = qobject_cast<PetalsWindow*>(frame.get());
        QVERIFY(w);
        QVERIFY(w->isVisible());
        QVERIFY(!w->built());
        QVERIFY(!w->session());
        QVERIFY(!w->menuWidget());
        QCOMPARE(w->windowTitle(), QStringLiteral("Petals"));
        QTRY_VERIFY_WITH_TIMEOUT(w->built() && w->session()->hasGame(), 10000);
        qApp->removeEventFilter(&first);
        QVERIFY(first.painted > 0);
        QVERIFY(!first.builtThen); // a plain frame first
        // Then the whole table, with the game asked for.
        QVERIFY(table.components());
        QCOMPARE(&w->session()->components(), table.components().get());
        QVERIFY(w->table() && w->hand() && w->trackers() && w->banner());
        QVERIFY(w->centralWidget() == w->pages());
        QVERIFY(w->menuBar()->actions().size() >= 5); // Game, Turn, View, Settings, Help
        QCOMPARE(w->session()->setup().seed, std::optional<quint64>(41));
        QCOMPARE(w->session()->seats(), 3);
        QCOMPARE(w->pages()->currentWidget(), w->handOverPage()); // R-PE-PRIV-1: three people
        // The player's own statistics, beside the autosave (tests and tools turn them off).
        QCOMPARE(w->statistics()->path(), PetalsStatistics::defaultPath());
        QVERIFY(w->session()->files().autosaveDir().startsWith(home.path()));
        w->setSettingsEnabled(false); // nothing written on closing
        qunsetenv("FROSTED_BLOOMS_DATA_HOME");
    }
};

QTEST_MAIN(PetalsWindowTest)
#include "test_window.moc"
