// GUI tests (Qt Test, offscreen) of the end of a game (issue 31, item 14): the end ceremony over
// the score pad (EndCeremony) — the ranking revealed from the last place to the winner, its
// numbers counting up to the core's final scores (R-END-2, R-MG-6), a skip by click or key to the
// end state, the end state at once and no timer with the animations off, a record the game set
// said kindly, solo said against the Master Gardener, what a screen reader hears, the fit at
// 1024×600 — and the flight of a claimed objective landing clear of the panel's words.
#include "Accessible.h"
#include "Art.h"
#include "EndCeremony.h"
#include "FlightOverlay.h"
#include "GameController.h"
#include "Language.h"
#include "MainWindow.h"
#include "PlayerPanel.h"
#include "ScorePadPage.h"
#include "Statistics.h"
#include "StatisticsMode.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <utility>

using namespace frosted;

class EndTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void REVEAL_lastPlaceFirstWinnerLast();
    void REVEAL_countsUpToTheCoresScores_R_END_2();
    void SKIP_jumpsToTheEndState_data();
    void SKIP_jumpsToTheEndState();
    void QUIET_animationsOffShowTheEndAtOnce();
    void RECORDS_personalBestAndStreakSaid();
    void SOLO_againstTheMasterGardener_R_MG_6();
    void ACCESS_linesAnnouncedAndButtonDescribes();
    void LAYOUT_fitsAt1024x600();
    void FLIGHT_objectiveLandsClearOfThePanelText_data();
    void FLIGHT_objectiveLandsClearOfThePanelText();

  private:
    std::unique_ptr<MainWindow> finished(const NewGameOptions& o, QSize size = {1440, 900});
    ComponentsPtr comps_;
    std::unique_ptr<QTemporaryDir> dir_;
};

void EndTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    language::installEnglishPlurals();
    comps_ = loadComponents(defaultDataDir());
}

void EndTest::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    art::setAnimationsEnabled(false);
}

void EndTest::cleanup() {
    art::setAnimationsEnabled(false);
    accessible::setEventHook({});
}

// A game of `o` played to its end by the greedy bot (statistics in this test's folder).
std::unique_ptr<MainWindow> EndTest::finished(const NewGameOptions& o, QSize size) {
    guitest::WindowSetup s;
    s.size = size;
    s.game = o;
    auto w = guitest::bareWindow(comps_, s);
    w->statisticsMode()->statistics()->setPath(dir_->filePath(QStringLiteral("statistics.json")));
    GameController& c = *w->controller();
    guitest::playTurns(c, 1000);
    while (c.replaying()) // the Master Gardener's last steps: then the game is over on screen
        c.nextGardenerStep();
    return w;
}

namespace {
// The core's line of the ceremony's line i.
const FinalScore& coreLine(const std::vector<FinalScore>& sc, const EndCeremony& e, int i) {
    const int seat = e.seatOfLine(i);
    return seat < 0 ? sc.back() : sc[static_cast<std::size_t>(seat)];
}
} // namespace

void EndTest::REVEAL_lastPlaceFirstWinnerLast() {
    art::setAnimationsEnabled(true);
    auto w = finished(guitest::hotseat(9, 4));
    GameController& c = *w->controller();
    QVERIFY(c.fullState().isOver());
    EndCeremony& e = *w->endCeremony();
    QVERIFY(e.isVisible());
    QVERIFY(e.running()); // with the animations: it unfolds
    // Under it, the score pad already (it is what comes next).
    QCOMPARE(w->pages()->currentWidget(), w->scorePadPage());
    const auto sc = c.fullState().scores();
    QCOMPARE(e.lineCount(), 4);
    // Worst to best: the ranks never go up, the winner last (R-END-3's ranks, the core's).
    for (int i = 0; i < e.lineCount(); ++i)
        QCOMPARE(e.scoreOfLine(i).rank, coreLine(sc, e, i).rank);
    for (int i = 0; i + 1 < e.lineCount(); ++i)
        QVERIFY(e.scoreOfLine(i).rank >= e.scoreOfLine(i + 1).rank);
    QCOMPARE(e.scoreOfLine(e.lineCount() - 1).rank, 1);
    // Revealed one by one, in that order.
    for (int i = 0; i < e.lineCount(); ++i) {
        e.showAt(e.revealStart(i) - 1);
        for (int j = 0; j < e.lineCount(); ++j)
            QCOMPARE(e.lineRevealed(j), j < i);
        e.showAt(e.revealStart(i) + 1);
        for (int j = 0; j < e.lineCount(); ++j)
            QCOMPARE(e.lineRevealed(j), j <= i);
    }
    // The winner's name in the title only once the winner's line is there; the garden too.
    const QString winner = e.scoreOfLine(e.lineCount() - 1).gardener
                               ? c.seatName(-1)
                               : words::q(e.scoreOfLine(e.lineCount() - 1).name);
    e.showAt(e.revealStart(e.lineCount() - 1) - 1);
    QVERIFY(!e.titleLabel()->text().contains(winner));
    QVERIFY(!e.gardenBox()->isVisible());
    e.showAt(e.length());
    QVERIFY2(e.titleLabel()->text().contains(winner), qPrintable(e.titleLabel()->text()));
    QVERIFY(e.gardenBox()->isVisible());
    QVERIFY(e.findChild<QWidget*>(QStringLiteral("ceremonyGarden%1").arg(e.seatOfLine(3))));
    // The celebration runs between the winner's count and the end, then it is quiet.
    e.showAt(e.revealDone(e.lineCount() - 1) + (e.length() - e.revealDone(3)) / 3);
    QVERIFY(e.petalsShown() > 0);
    e.showAt(e.length());
    QCOMPARE(e.petalsShown(), 0);
}

void EndTest::REVEAL_countsUpToTheCoresScores_R_END_2() {
    art::setAnimationsEnabled(true);
    auto w = finished(guitest::hotseat(21, 3));
    EndCeremony& e = *w->endCeremony();
    const auto sc = w->controller()->fullState().scores();
    using P = EndCeremony::Part;
    for (int i = 0; i < e.lineCount(); ++i) {
        const FinalScore& s = coreLine(sc, e, i);
        // Midway: no number above the core's, the total the sum of what is shown.
        e.showAt(e.revealDone(i) - (e.revealDone(i) - e.revealStart(i)) / 3);
        int sum = 0;
        for (P p : {P::Track, P::Improvements, P::Objectives, P::Coins})
            sum += e.shownValue(i, p);
        QCOMPARE(e.shownValue(i, P::Total), sum);
        QVERIFY(e.shownValue(i, P::Track) == s.track);
        QVERIFY(e.shownValue(i, P::Coins) <= s.coins);
        QVERIFY(e.shownValue(i, P::Total) <= s.total);
        // Counted: the core's numbers, every one.
        e.showAt(e.revealDone(i));
        QCOMPARE(e.shownValue(i, P::Track), s.track);
        QCOMPARE(e.shownValue(i, P::Improvements), s.improvements);
        QCOMPARE(e.shownValue(i, P::Objectives), s.objectives);
        QCOMPARE(e.shownValue(i, P::Coins), s.coins);
        QCOMPARE(e.shownValue(i, P::Total), s.total);
    }
    // And the score pad's rows say the same totals.
    ScorePadPage* pad = w->scorePadPage();
    for (int r = 0; r < pad->rowCount(); ++r)
        QCOMPARE(pad->scoreOfRow(r).total,
                 e.scoreOfLine(e.lineCount() - 1 - r).total); // the pad's order, reversed
}

void EndTest::SKIP_jumpsToTheEndState_data() {
    QTest::addColumn<int>("key"); // 0: a click
    QTest::newRow("click") << 0;
    QTest::newRow("Esc") << int(Qt::Key_Escape);
    QTest::newRow("Enter") << int(Qt::Key_Return);
    QTest::newRow("Space") << int(Qt::Key_Space);
}

void EndTest::SKIP_jumpsToTheEndState() {
    QFETCH(int, key);
    art::setAnimationsEnabled(true);
    auto w = finished(guitest::hotseat(4, 3));
    EndCeremony& e = *w->endCeremony();
    QVERIFY(e.running());
    QVERIFY(!e.atEnd());
    QCOMPARE(QApplication::focusWidget(), e.button());
    QVERIFY(!e.lineRevealed(e.lineCount() - 1));
    if (key == 0)
        QTest::mouseClick(&e, Qt::LeftButton, {}, QPoint(e.width() / 2, 12));
    else
        QTest::keyClick(QApplication::focusWidget(), static_cast<Qt::Key>(key));
    QVERIFY(e.atEnd());
    QVERIFY(!e.running());
    QVERIFY(e.isVisible()); // a skip shows the end, it does not leave yet
    const auto sc = w->controller()->fullState().scores();
    for (int i = 0; i < e.lineCount(); ++i) {
        QVERIFY(e.lineRevealed(i));
        QCOMPARE(e.shownValue(i, EndCeremony::Total), coreLine(sc, e, i).total);
    }
    QCOMPARE(e.petalsShown(), 0);
    QCOMPARE(e.button()->text(), EndCeremony::tr("See the score pad"));
    // The same key again (the button for a click): the score pad, its Play again focused.
    QSignalSpy left(&e, &EndCeremony::finished);
    if (key == 0)
        QTest::mouseClick(e.button(), Qt::LeftButton);
    else
        QTest::keyClick(QApplication::focusWidget(), static_cast<Qt::Key>(key));
    QCOMPARE(left.count(), 1);
    QVERIFY(!e.isVisible());
    QCOMPARE(w->pages()->currentWidget(), w->scorePadPage());
    QCOMPARE(QApplication::focusWidget(), w->scorePadPage()->playAgainButton());
    // Told again that the game is over: the score pad, the ceremony not a second time.
    emit w->controller()->gameOver();
    QVERIFY(!e.isVisible());
    QCOMPARE(w->pages()->currentWidget(), w->scorePadPage());
    // Play again: the next game's end has its own ceremony, laid out afresh (its lines and the
    // two stretches around them, none left from the game before).
    if (key != int(Qt::Key_Escape))
        return;
    QTest::mouseClick(w->scorePadPage()->playAgainButton(), Qt::LeftButton);
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    guitest::playTurns(c, 1000);
    QVERIFY(e.isVisible());
    QCOMPARE(e.lineCount(), 3);
    QCOMPARE(e.lineWidget(0)->parentWidget()->layout()->count(), e.lineCount() + 2);
}

void EndTest::QUIET_animationsOffShowTheEndAtOnce() {
    QVERIFY(!art::animationsEnabled());
    auto w = finished(guitest::hotseat(9, 3));
    EndCeremony& e = *w->endCeremony();
    QVERIFY(e.isVisible());
    // No motion: the end state at once, no timer running, no petals.
    QVERIFY(!e.running());
    QVERIFY(e.atEnd());
    QCOMPARE(e.shownMs(), e.length());
    QCOMPARE(e.petalsShown(), 0);
    const auto sc = w->controller()->fullState().scores();
    for (int i = 0; i < e.lineCount(); ++i) {
        QVERIFY(e.lineRevealed(i));
        QCOMPARE(e.shownValue(i, EndCeremony::Total), coreLine(sc, e, i).total);
    }
    QVERIFY(e.gardenBox()->isVisible());
    QVERIFY(e.titleLabel()->text() != EndCeremony::tr("The final scores"));
    QCOMPARE(e.button()->text(), EndCeremony::tr("See the score pad"));
    QCoreApplication::processEvents();
    QVERIFY(!e.running());
}

void EndTest::RECORDS_personalBestAndStreakSaid() {
    // Two earlier hotseat games: Ada scored 1 both times, Ben 1000; both won both (a shared
    // victory), so whoever wins this one has three wins in a row.
    guitest::WindowSetup s;
    auto w = guitest::bareWindow(comps_, s);
    Statistics& st = *w->statisticsMode()->statistics();
    st.setPath(dir_->filePath(QStringLiteral("statistics.json")));
    for (int d = 0; d < 2; ++d) {
        Statistics::Result r;
        r.mode = Statistics::Mode::Hotseat;
        r.when = QDateTime(QDate(2026, 1, 1 + d), QTime(20, 0), Qt::UTC);
        r.people = {{QStringLiteral("Ada"), 1, true}, {QStringLiteral("Ben"), 1000, true}};
        st.record(r);
    }
    GameController& c = *w->controller();
    c.setSpeed(GameController::StepByStep);
    w->startGame(guitest::hotseat(9, 2));
    guitest::playTurns(c, 1000);
    EndCeremony& e = *w->endCeremony();
    QVERIFY(e.atEnd());
    const auto sc = c.fullState().scores();
    const QString best = QStringLiteral("Ada: a new personal best (%1)!").arg(sc[0].total);
    QVERIFY2(e.recordLines().contains(best), qPrintable(e.recordLines().join(QLatin1Char('|'))));
    QVERIFY(e.notesLabel()->text().contains(best));
    QVERIFY(!e.notesLabel()->text().contains(QStringLiteral("Ben: a new personal best")));
    const int winnerSeat = sc[0].rank == 1 ? 0 : 1;
    const QString streak = QStringLiteral("%1: 3 wins in a row!")
                               .arg(words::q(sc[static_cast<std::size_t>(winnerSeat)].name));
    QVERIFY2(e.recordLines().contains(streak), qPrintable(e.recordLines().join(QLatin1Char('|'))));
    // Said when Ada is revealed, not before.
    int ada = 0;
    while (e.seatOfLine(ada) != 0)
        ++ada;
    e.showAt(e.revealStart(ada) - 1);
    QVERIFY(!e.notesLabel()->text().contains(best));
    e.showAt(e.revealStart(ada) + 1);
    QVERIFY(e.notesLabel()->text().contains(best));
    // The score pad says it too, as before.
    QVERIFY(w->scorePadPage()->recordLabel()->text().contains(QStringLiteral("personal best")));
}

void EndTest::SOLO_againstTheMasterGardener_R_MG_6() {
    for (quint64 seed : {5ull, 6ull, 7ull, 8ull}) {
        auto w = finished(guitest::solo(seed));
        EndCeremony& e = *w->endCeremony();
        QCOMPARE(e.lineCount(), 2);
        const auto sc = w->controller()->fullState().scores();
        const bool won = sc[0].rank == 1;
        // The winner last; the person's own garden shown large either way.
        QCOMPARE(e.seatOfLine(1), won ? 0 : -1);
        QVERIFY(e.findChild<QWidget*>(QStringLiteral("ceremonyGarden0")));
        const QString title = e.titleLabel()->text();
        const QString sub = e.subtitleLabel()->text();
        QVERIFY2(title.contains(won ? QStringLiteral("Ada beats the Master Gardener")
                                    : QStringLiteral("The Master Gardener wins this time")),
                 qPrintable(title));
        QVERIFY2(sub.contains(QStringLiteral("Ada")), qPrintable(sub));
        QVERIFY2(sub.contains(won ? QStringLiteral("Well played") : QStringLiteral("Another game")),
                 qPrintable(sub));
        // A tie broken (R-MG-6): the score pad's own sentence.
        const bool tie = sc[0].total == sc[1].total;
        QCOMPARE(e.notesLabel()->text().contains(w->scorePadPage()->tieBreakLabel()->text()), tie);
    }
}

void EndTest::ACCESS_linesAnnouncedAndButtonDescribes() {
    QStringList heard;
    accessible::setEventHook([&](QAccessibleEvent* ev) {
        if (ev->type() == QAccessible::NameChanged && ev->object() &&
            ev->object()->objectName() == QLatin1String("ceremonyLine"))
            heard << static_cast<QWidget*>(ev->object())->accessibleName();
    });
    art::setAnimationsEnabled(true);
    auto w = finished(guitest::hotseat(9, 3));
    EndCeremony& e = *w->endCeremony();
    QCOMPARE(QApplication::focusWidget(), e.button());
    e.showAt(e.revealStart(0) + 1);
    // The first line said whole when it appears; the winner's not yet.
    QCOMPARE(heard.size(), 1);
    QVERIFY2(heard.front().contains(QString::number(e.scoreOfLine(0).total)),
             qPrintable(heard.front()));
    QVERIFY(
        e.lineWidget(e.lineCount() - 1)->accessibleName().contains(QStringLiteral("not revealed")));
    e.skip();
    QCOMPARE(heard.size(), e.lineCount());
    const QString all = e.button()->accessibleDescription();
    QVERIFY(all.contains(e.titleLabel()->text()));
    for (const QString& line : heard)
        QVERIFY2(all.contains(line), qPrintable(all));
    // Tab stays on the ceremony (the score pad's buttons under it are not reached).
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), e.button());
}

void EndTest::LAYOUT_fitsAt1024x600() {
    for (int players : {2, 4}) {
        auto w = finished(guitest::hotseat(9, players), QSize(1024, 600));
        EndCeremony& e = *w->endCeremony();
        QCoreApplication::processEvents();
        const QRect area = e.rect();
        QCOMPARE(e.geometry(), w->pages()->rect());
        for (int i = 0; i < e.lineCount(); ++i) {
            QWidget* l = e.lineWidget(i);
            const QRect r(l->mapTo(&e, QPoint()), l->size());
            QVERIFY2(area.contains(r), qPrintable(QStringLiteral("line %1").arg(i)));
            QVERIFY(l->height() >= l->minimumSizeHint().height());
        }
        for (QWidget* x : {static_cast<QWidget*>(e.button()), static_cast<QWidget*>(e.titleLabel()),
                           static_cast<QWidget*>(e.subtitleLabel())}) {
            const QRect r(x->mapTo(&e, QPoint()), x->size());
            QVERIFY2(area.contains(r), qPrintable(x->objectName()));
        }
        QVERIFY(e.titleLabel()->height() >=
                e.titleLabel()->heightForWidth(e.titleLabel()->width()));
        QVERIFY(e.subtitleLabel()->height() >=
                e.subtitleLabel()->heightForWidth(e.subtitleLabel()->width()));
        QVERIFY(e.gardenBox()->width() >= 150);
    }
}

void EndTest::FLIGHT_objectiveLandsClearOfThePanelText_data() {
    QTest::addColumn<int>("players"); // 0: solo
    QTest::addColumn<QSize>("size");
    QTest::newRow("2 players 1440x900") << 2 << QSize(1440, 900);
    QTest::newRow("4 players 1024x700") << 4 << QSize(1024, 700);
    QTest::newRow("solo 1024x600") << 0 << QSize(1024, 600);
}

void EndTest::FLIGHT_objectiveLandsClearOfThePanelText() {
    QFETCH(int, players);
    QFETCH(QSize, size);
    art::setAnimationsEnabled(true);
    guitest::WindowSetup s;
    s.size = size;
    s.game = players == 0 ? guitest::solo(5) : guitest::hotseat(3, players);
    auto w = guitest::bareWindow(comps_, s);
    GameController& c = *w->controller();
    FlightOverlay* flights = w->flights();
    int checked = 0;
    int claimer = -2; // the seat of the last claim (-1: the Master Gardener), -2: none yet
    connect(&c, &GameController::objectiveClaimed, this, [&](int, int seat) { claimer = seat; });
    for (int guard = 0; guard < 5000 && !c.fullState().isOver(); ++guard) {
        if (c.handOverPending())
            c.confirmHandOver();
        else if (c.replaying())
            c.nextGardenerStep();
        else
            c.perform(chooseGreedy(c.view()));
        const int seat = std::exchange(claimer, -2);
        if (seat == -2 || flights->lastDuration() != art::animationMs(600))
            continue; // no claim, or no flight (its panel not shown)
        // The panel laid out anew with the claim's words (they may push its picture down): where
        // the flight lands then, clear of them.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        SeatPanel* panel = w->players()->seatPanel(seat);
        QWidget* into = flights->parentWidget();
        const QRectF target = flights->lastTarget();
        for (QWidget* text :
             {static_cast<QWidget*>(panel->title()), static_cast<QWidget*>(panel->summary())}) {
            const QRectF r(text->mapTo(into, QPoint()), QSizeF(text->size()));
            QVERIFY2(!target.intersects(r),
                     qPrintable(QStringLiteral("seat %1: lands on its %2")
                                    .arg(seat)
                                    .arg(text == panel->title() ? "name" : "summary")));
        }
        QVERIFY(QRectF(into->rect()).contains(target));
        ++checked;
        flights->finish();
    }
    QVERIFY(checked > 0);
}

QTEST_MAIN(EndTest)
#include "test_end.moc"
