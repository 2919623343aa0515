// GUI tests (Qt Test, offscreen) of issue 31's "hands stay private" and "watching others":
// R-PRIV-1 across computer turns — whole hotseat games with every mix of people and computer
// players for 2–4 seats, checked at every change of the table (the controller's view, the hand
// bar's cards, View ▸ My cards) against the true hands —; the hand-over's summary of the turns
// since the person's last one (no seed on it); their replay on a table of its own (the public
// view only, step by step with Next, back to the hand-over); a computer player's steps each told
// and each waiting for its time or for Next.
#include "DeckView.h"
#include "GameController.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "MainWindow.h"
#include "TurnReplay.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QtTest>

#include <algorithm>

using namespace frosted;
using guitest::hotseat;

class WatchTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void R_PRIV_1_noHandButTheSeatedPersonsInEveryMixOfSeats();
    void R_PRIV_1_onePersonKeepsTheirViewWhileComputersPlay();
    void WATCH_handOverListsEveryTurnSinceThePersonsLastAndNoSeed();
    void WATCH_replayShowsThoseTurnsStepByStepWithThePublicViewOnly();
    void WATCH_replayRunsByItselfAndEscGoesBack();
    void WATCH_computerStepsAreToldAndEachWaits();

  private:
    std::unique_ptr<MainWindow> window(QSize size = {1024, 600});
    ComponentsPtr comps_;
};

namespace {

// The person who may see their hand now, or -1 (R-PRIV-1): the seat to play when it is a person
// who has taken the seat; while a computer plays, the one person when only one sits at the table.
int seatedPerson(const GameController& c) {
    const GameState& g = c.fullState();
    if (c.handOverPending() || g.isOver())
        return -1;
    if (!g.isComputer(g.currentSeat()))
        return g.currentSeat();
    int people = 0, person = -1;
    for (int s = 0; s < g.seatCount(); ++s)
        if (!g.isComputer(s)) {
            ++people;
            person = s;
        }
    return people == 1 ? person : -1;
}

// What is wrong with what the window shows, empty when nothing is: the view, the hand bar's
// cards and the My cards panel show the seated person's cards and nobody else's.
QString privacyProblem(MainWindow& w, bool cover = true) {
    GameController& c = *w.controller();
    if (!c.hasGame())
        return {};
    const GameState& g = c.fullState();
    const int seat = seatedPerson(c);
    const QString where = QStringLiteral(" (seat to play %1, action %2)")
                              .arg(g.currentSeat())
                              .arg(g.actions().size());
    if (c.view().seat() != seat)
        return QStringLiteral("the view is seat %1's, not %2's").arg(c.view().seat()).arg(seat) +
               where;
    std::vector<int> drawn;
    for (const CardButton* b : w.hand()->cards())
        drawn.push_back(b->card());
    const std::vector<int> hand = seat < 0 ? std::vector<int>{} : g.player(seat).hand;
    if (drawn != hand)
        return QStringLiteral("the hand bar draws %1 cards, seat %2 holds %3")
                   .arg(drawn.size())
                   .arg(seat)
                   .arg(hand.size()) +
               where;
    DeckDialog* deck = w.deckDialog();
    if (deck->isVisible()) {
        if (seat < 0 || deck->seat() != seat)
            return QStringLiteral("My cards shows seat %1's cards").arg(deck->seat()) + where;
        std::vector<int> own = g.player(seat).deck;
        std::sort(own.begin(), own.end());
        if (deck->deckCards() != own || deck->playedCards() != g.player(seat).discard)
            return QStringLiteral("My cards does not show seat %1's own cards").arg(seat) + where;
    }
    // (A new game tells stateChanged before it asks for its hand-over: `cover` false there.)
    if (cover && c.handOverPending() != (w.pages()->currentWidget() == w.handOverPage()))
        return QStringLiteral("the table is not covered during the hand-over") + where;
    return {};
}

// Plays the game on the table to its end: people by the greedy bot through the controller,
// computers by their own thinking, each of their steps let go by Next (step by step). Calls
// `check` after every step; stops at the first problem it returns.
QString playToEnd(MainWindow& w, const std::function<QString()>& check) {
    GameController& c = *w.controller();
    for (int guard = 0; guard < 5000 && !c.fullState().isOver(); ++guard) {
        if (QString p = check(); !p.isEmpty())
            return p;
        const GameState& g = c.fullState();
        if (c.handOverPending()) {
            QTest::mouseClick(w.handOverButton(), Qt::LeftButton);
        } else if (g.isComputer(g.currentSeat())) {
            if (!QTest::qWaitFor([&] { return c.computerStepWaiting(); }, 20000))
                return QStringLiteral("the computer player never chose a step");
            if (QString p = check(); !p.isEmpty())
                return p;
            c.nextGardenerStep(); // Next
        } else {
            // Now and then the person looks at their cards (View ▸ My cards).
            if (g.actions().size() % 7 == 0)
                w.myCardsAction()->trigger();
            c.perform(chooseGreedy(c.view()));
        }
        QApplication::processEvents();
    }
    return c.fullState().isOver() ? check() : QStringLiteral("the game did not end");
}

} // namespace

void WatchTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> WatchTest::window(QSize size) {
    guitest::WindowSetup s;
    s.size = size;
    auto w = guitest::bareWindow(comps_, s);
    BotBudget small;
    small.iterations = 1; // a decision in milliseconds, the same on any machine
    w->controller()->setComputerBudget(small);
    w->controller()->setSpeed(GameController::StepByStep);
    return w;
}

// Every mix of people and computer players for 2, 3 and 4 seats (all people, all computers and
// everything between), each game played to its end; at every change of the table and every step,
// nobody's hand but the seated person's is drawn.
void WatchTest::R_PRIV_1_noHandButTheSeatedPersonsInEveryMixOfSeats() {
    auto w = window();
    GameController& c = *w->controller();
    QString problem;
    int changes = 0;
    connect(&c, &GameController::stateChanged, this, [&] {
        ++changes;
        if (problem.isEmpty())
            problem = privacyProblem(*w, false);
    });
    const QStringList levels = {QStringLiteral("easy"), QStringLiteral("medium"),
                                QStringLiteral("hard")};
    for (int seats = 2; seats <= 4; ++seats)
        for (int mask = 0; mask < (1 << seats); ++mask) {
            NewGameOptions o = hotseat(static_cast<quint64>(300 + seats * 16 + mask), seats);
            for (int s = 0; s < seats; ++s)
                o.computers << ((mask >> s) & 1 ? levels[(s + mask) % 3] : QString());
            w->startGame(o);
            const QString end = playToEnd(*w, [&] { return privacyProblem(*w); });
            const QString which = QStringLiteral("%1 seats, computers %2: ")
                                      .arg(seats)
                                      .arg(o.computers.join(QLatin1Char(',')));
            QVERIFY2(problem.isEmpty(), qPrintable(which + problem));
            QVERIFY2(end.isEmpty(), qPrintable(which + end));
        }
    QVERIFY(changes > 1000);
}

// One person against computer players never hands the screen over: their own hand stays on it
// while the computers play (nobody else can be at the screen).
void WatchTest::R_PRIV_1_onePersonKeepsTheirViewWhileComputersPlay() {
    auto w = window();
    GameController& c = *w->controller();
    NewGameOptions o = hotseat(77, 3);
    o.computers = {QString(), QStringLiteral("medium"), QStringLiteral("easy")};
    w->startGame(o);
    QVERIFY(!c.handOverPending());
    while (c.fullState().currentSeat() == 0)
        c.perform(chooseGreedy(c.view()));
    QTRY_VERIFY_WITH_TIMEOUT(c.computerStepWaiting(), 20000);
    QCOMPARE(c.view().seat(), 0);
    QCOMPARE(w->hand()->cards().size(), c.fullState().player(0).hand.size());
    QVERIFY(!w->hand()->cards().empty());
}

// Ada and Ben are people, Chloé a computer player after Ben: Ada's hand-over lists Ben's and
// Chloé's turns, in order, with what each did (the log's words), and no seed; at the very start
// there is nothing to tell and no replay.
void WatchTest::WATCH_handOverListsEveryTurnSinceThePersonsLastAndNoSeed() {
    auto w = window();
    GameController& c = *w->controller();
    NewGameOptions o = hotseat(4242424242424242424ull, 3);
    o.computers = {QString(), QString(), QStringLiteral("medium")};
    w->startGame(o);
    HandOverPage* page = w->handOverPage();
    const QString seed = QString::number(c.fullState().seed());
    QVERIFY(c.handOverPending());
    QVERIFY(page->turnLines().isEmpty());
    QVERIFY(!page->replayButton()->isVisibleTo(page));
    for (QLabel* l : page->findChildren<QLabel*>())
        QVERIFY2(!l->text().contains(seed), qPrintable(l->text()));
    QVERIFY(!page->button()->accessibleDescription().contains(seed));
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    // Ada's turn: Ben's hand-over tells it.
    while (c.fullState().currentSeat() == 0)
        c.perform(chooseGreedy(c.view()));
    QVERIFY(c.handOverPending());
    QCOMPARE(page->turnLines().size(), 1);
    QVERIFY(page->turnLines()[0].startsWith(QStringLiteral("Ada took the ")));
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    while (c.fullState().currentSeat() == 1)
        c.perform(chooseGreedy(c.view()));
    // Chloé plays, each step let go by Next; then Ada's hand-over.
    QVERIFY(!c.handOverPending());
    while (!c.handOverPending()) {
        QTRY_VERIFY_WITH_TIMEOUT(c.computerStepWaiting(), 20000);
        c.nextGardenerStep();
    }
    QCOMPARE(c.fullState().currentSeat(), 0);
    QCOMPARE(w->pages()->currentWidget(), static_cast<QWidget*>(page));
    const QStringList lines = page->turnLines();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(QStringLiteral("Ben took the ")), qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(QStringLiteral("Chloé took the ")), qPrintable(lines[1]));
    // The same clauses as the game log's lines of those turns (the core's records, in words).
    const QStringList& log = c.log();
    QVERIFY(log.size() >= 3);
    const QString benLine = log[log.size() - 2], chloeLine = log.back();
    QVERIFY2(benLine.endsWith(lines[0].mid(QStringLiteral("Ben").size())), qPrintable(benLine));
    QVERIFY2(chloeLine.endsWith(lines[1].mid(QStringLiteral("Chloé").size())),
             qPrintable(chloeLine));
    QVERIFY(lines[1].contains(QStringLiteral("played ")));
    QVERIFY(page->replayButton()->isVisibleTo(page));
    QVERIFY(page->button()->accessibleDescription().contains(lines[1]));
    for (QLabel* l : page->findChildren<QLabel*>())
        QVERIFY(!l->text().contains(seed));
    // Enter still takes the seat at once.
    QTest::keyClick(w.get(), Qt::Key_Return);
    QVERIFY(!c.handOverPending());
    QCOMPARE(c.view().seat(), 0);
}

// "Replay these turns": Ben's and Chloé's turns again on the replay's own table, step by step
// with Next at that speed, one line per step, the public view only (no hand anywhere, whoever
// watches), the game on the table untouched; after the last step, back to the hand-over.
void WatchTest::WATCH_replayShowsThoseTurnsStepByStepWithThePublicViewOnly() {
    auto w = window();
    GameController& c = *w->controller();
    NewGameOptions o = hotseat(31, 3);
    o.computers = {QString(), QString(), QStringLiteral("hard")};
    w->startGame(o);
    guitest::playTurns(c, 1); // Ada
    while (c.fullState().currentSeat() == 1)
        c.perform(chooseGreedy(c.view()));
    while (!c.handOverPending()) {
        QTRY_VERIFY_WITH_TIMEOUT(c.computerStepWaiting(), 20000);
        c.nextGardenerStep();
    }
    const GameState before = c.fullState();
    HandOverPage* page = w->handOverPage();
    QTest::mouseClick(page->replayButton(), Qt::LeftButton);
    TurnReplay* r = page->replayView();
    QVERIFY(r && r->isVisible());
    QVERIFY(r->running());
    GameController& rc = *r->controller();
    QVERIFY(rc.view().isPublic());
    QVERIFY(r->findChildren<HandBar*>().isEmpty());
    QVERIFY(r->line()->text().contains(QStringLiteral("Ada")));
    QStringList said;
    int shown = 0;
    while (r->running() && shown < 40) {
        // Step by step: nothing moves without Next.
        const std::size_t at = rc.fullState().actions().size();
        QTest::qWait(50);
        QCOMPARE(rc.fullState().actions().size(), at);
        QTest::mouseClick(r->nextButton(), Qt::LeftButton);
        if (!r->running())
            break;
        ++shown;
        QVERIFY(rc.view().isPublic());
        QVERIFY(rc.readOnly());
        said << r->line()->text();
        const int actor = rc.fullState().currentSeat();
        QVERIFY2(actor == 1 || actor == 2, qPrintable(r->line()->text()));
        QVERIFY2(r->line()->text().startsWith(actor == 1 ? QStringLiteral("Ben ")
                                                         : QStringLiteral("Chloé ")),
                 qPrintable(r->line()->text()));
    }
    QVERIFY(!r->running());
    // One line per step of those two turns: a take, a placement, a card at least each.
    QVERIFY2(shown >= 6, qPrintable(said.join(QLatin1Char('\n'))));
    QVERIFY(said.front().startsWith(QStringLiteral("Ben took the ")));
    QVERIFY(std::any_of(said.begin(), said.end(), [](const QString& s) {
        return s.startsWith(QStringLiteral("Chloé played"));
    }));
    // Back to the hand-over, the game as it was, Ada still to take the seat.
    QVERIFY(!r->isVisible());
    QVERIFY(page->button()->isVisible());
    QVERIFY(c.handOverPending());
    QVERIFY(c.fullState() == before);
    QCOMPARE(rc.fullState().actions().size(), before.actions().size() - 1); // Chloé's Done: unseen
    QTest::mouseClick(w->handOverButton(), Qt::LeftButton);
    QCOMPARE(c.view().seat(), 0);
}

// At the computer players' normal speed the replay goes on by itself and comes back to the
// hand-over; Esc stops it at once; taking the seat during it (Enter) ends it.
void WatchTest::WATCH_replayRunsByItselfAndEscGoesBack() {
    auto w = window();
    GameController& c = *w->controller();
    NewGameOptions o = hotseat(32, 2);
    w->startGame(o);
    c.confirmHandOver();
    while (c.fullState().currentSeat() == 0) // Ada; Ben's hand-over then
        c.perform(chooseGreedy(c.view()));
    QVERIFY(c.handOverPending());
    HandOverPage* page = w->handOverPage();
    c.setComputerSpeed(GameController::Fast);
    QTest::mouseClick(page->replayButton(), Qt::LeftButton);
    TurnReplay* r = page->replayView();
    QVERIFY(r->running());
    QTRY_VERIFY_WITH_TIMEOUT(!r->running(), 15000);
    QVERIFY(r->stepsShown() >= 3);
    QVERIFY(page->button()->isVisible());
    QVERIFY(page->button()->hasFocus());
    // Esc.
    QTest::mouseClick(page->replayButton(), Qt::LeftButton);
    QVERIFY(r->running());
    QTest::keyClick(r->nextButton(), Qt::Key_Escape);
    QVERIFY(!r->running());
    QVERIFY(page->button()->isVisible());
    // Enter during the replay takes the seat.
    QTest::mouseClick(page->replayButton(), Qt::LeftButton);
    QVERIFY(r->running());
    QTest::keyClick(w.get(), Qt::Key_Return);
    QVERIFY(!c.handOverPending());
    QVERIFY(!r->running());
    QVERIFY(w->pages()->currentWidget() != static_cast<QWidget*>(page));
}

// A computer player's turn is shown a step at a time: each step told on the NOW line ("Chloé
// (computer, medium) took the 2nd tile …"); step by step, nothing happens without Next; at a
// speed, each step stays for its time before the next one.
void WatchTest::WATCH_computerStepsAreToldAndEachWaits() {
    auto w = window();
    GameController& c = *w->controller();
    NewGameOptions o = hotseat(33, 3);
    o.computers = {QString(), QString(), QStringLiteral("medium")};
    w->startGame(o);
    c.confirmHandOver();
    guitest::playTurns(c, 2); // Ada, Ben
    QCOMPARE(c.fullState().currentSeat(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(c.computerStepWaiting(), 20000);
    const std::size_t at = c.fullState().actions().size();
    QTest::qWait(300);
    QCOMPARE(c.fullState().actions().size(), at); // waits for Next
    QVERIFY(w->nextStepButton()->isEnabled());
    QTest::mouseClick(w->nextStepButton(), Qt::LeftButton);
    QCOMPARE(c.fullState().actions().size(), at + 1);
    QVERIFY2(w->nowLabel()->text().startsWith(QStringLiteral("Chloé (computer, medium) took the ")),
             qPrintable(w->nowLabel()->text()));
    // Nobody's hand while she plays (two people at the table).
    QVERIFY(w->hand()->cards().empty());
    QVERIFY(c.view().isPublic());
    // At the fast speed each of her steps stays at least its time.
    c.setComputerSpeed(GameController::Fast);
    QElapsedTimer t;
    std::vector<qint64> times;
    std::size_t n = c.fullState().actions().size();
    t.start();
    while (!c.handOverPending() && t.elapsed() < 20000) {
        QTest::qWait(10);
        if (c.fullState().actions().size() != n) {
            n = c.fullState().actions().size();
            times.push_back(t.elapsed());
        }
    }
    QVERIFY(c.handOverPending());
    QVERIFY(times.size() >= 3);
    for (std::size_t i = 1; i < times.size(); ++i)
        QVERIFY2(times[i] - times[i - 1] >= 400,
                 qPrintable(QString::number(times[i] - times[i - 1])));
}

QTEST_MAIN(WatchTest)
#include "test_watch.moc"
