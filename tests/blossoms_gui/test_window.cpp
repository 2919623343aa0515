// Blossoms' window (src/games/blossoms/gui/window/BlossomsWindow.h) played as a family plays it:
// whole games through the widgets with people and computers in any mix, 2 and 3 seats, every
// variant and a match of three; the garden against the rules' state; the Rake's privacy across a
// hand-over; the odds aid; the draw's flight; the score pad against the rules' standings; a turn
// by the keyboard; no card id on screen; save and open mid-turn. (Qt Test, offscreen.)
#include "BlossomsArt.h"
#include "BlossomsNewGameDialog.h"
#include "BlossomsStatistics.h"
#include "ChoicePanels.h"
#include "HandsView.h"
#include "PlayersView.h"
#include "PotsView.h"
#include "ScorePad.h"
#include "TurnPanels.h"
#include "window_drivers.h"

#include "blossoms/rules/module.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace blossoms;
using namespace blossoms::gui;
using namespace blossoms::testing;

Q_DECLARE_METATYPE(blossoms::Variant)

namespace {

// Every line a player reads on the table: the banner, the choices, the log, the status bar.
QStringList wordsOnScreen(const BlossomsWindow& w) {
    QStringList out{w.banner()->headline(), w.banner()->instruction(), w.banner()->detail()};
    for (QPushButton* b : w.choices()->buttons())
        out << b->text();
    for (int i = 0; i < w.logList()->count(); ++i)
        out << w.logList()->item(i)->text();
    out << w.garden()->accessibleDescription() << w.hand()->accessibleDescription()
        << w.players()->accessibleDescription();
    return out;
}

const QRegularExpression kCardId(QStringLiteral("\\bC\\d\\d\\b"));

// How many pixels of a token's painted face in `image` (a disc of a quarter of its width about its
// centre, inside the wooden rim) have the hue of `colour` (within 12 degrees, saturated enough).
int pixelsOfHue(const QImage& image, const QColor& colour) {
    int n = 0;
    const QPointF centre(image.width() / 2.0, image.height() / 2.0);
    const qreal radius = 0.25 * image.width();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            if (QLineF(centre, QPointF(x + 0.5, y + 0.5)).length() > radius)
                continue;
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 200 || c.hsvSaturation() < 90 || c.hsvHue() < 0)
                continue;
            const int d = std::abs(c.hsvHue() - colour.hsvHue());
            n += std::min(d, 360 - d) <= 12;
        }
    return n;
}

} // namespace

class BlossomsWindowTest : public QObject {
    Q_OBJECT
  private slots:
    void WINDOW_twoPeopleHotseat_wholeGameByWidgets();
    void WINDOW_anyMix_everyVariant_data();
    void WINDOW_anyMix_everyVariant();
    void WINDOW_gardenShowsTheView();
    void WINDOW_rakeShownToItsOwnerOnly_RBLTOOL3();
    void WINDOW_oddsAid_fromTheSeatsView();
    void WINDOW_drawFliesToItsPot();
    void WINDOW_scorePadEqualsTheRules_RBLSCORE();
    void WINDOW_matchOfThree_RBLVAR1();
    void WINDOW_keyboard_wholeTurn();
    void WINDOW_coloursFollowThePlayer_notTheSeat_RBLSETUP5();
    void WINDOW_saveAndOpen_midTurn();
    void WINDOW_statisticsCountTheGame();
};

void BlossomsWindowTest::WINDOW_twoPeopleHotseat_wholeGameByWidgets() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), person(QStringLiteral("Bo"))}, {}, 7));
    QVERIFY(w->session()->hasGame());
    // R-BL-PRIV-1: the first person is asked for before any hand shows.
    QCOMPARE(w->pages()->currentWidget(), static_cast<QWidget*>(w->handOverPage()));
    engine::Rng rng(11);
    int covers = 0;
    for (int i = 0; i < 4000 && !w->session()->isOver(); ++i) {
        if (w->pages()->currentWidget() == w->handOverPage()) {
            ++covers;
            QVERIFY(!w->session()->handVisible()); // no hand drawn under the cover
        }
        QVERIFY(passCover(*w) || personStep(*w, rng));
        for (const QString& line : wordsOnScreen(*w))
            QVERIFY2(!kCardId.match(line).hasMatch(), qPrintable(line));
    }
    QVERIFY(w->session()->isOver());
    QVERIFY(covers >= 2);
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
}

void BlossomsWindowTest::WINDOW_anyMix_everyVariant_data() {
    QTest::addColumn<int>("people");
    QTest::addColumn<int>("computers");
    QTest::addColumn<Variant>("variant");
    const Variant variants[] = {{false, false}, {true, false}, {false, true}, {true, true}};
    const char* names[] = {"standard", "children", "advanced", "children+advanced"};
    for (int v = 0; v < 4; ++v) {
        QTest::addRow("1 person, 1 computer, %s", names[v]) << 1 << 1 << variants[v];
        QTest::addRow("2 people, 1 computer, %s", names[v]) << 2 << 1 << variants[v];
        QTest::addRow("1 person, 2 computers, %s", names[v]) << 1 << 2 << variants[v];
    }
    QTest::addRow("3 people, standard") << 3 << 0 << variants[0];
}

void BlossomsWindowTest::WINDOW_anyMix_everyVariant() {
    QFETCH(int, people);
    QFETCH(int, computers);
    QFETCH(Variant, variant);
    auto w = makeWindow();
    QList<BlossomsSeat> seats;
    const QStringList names = {QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy")};
    for (int i = 0; i < people + computers; ++i)
        seats << (i < people ? person(names[i]) : computer(names[i], ai::BotKind::Medium));
    w->startGame(setupOf(seats, variant, 100 + people * 10 + computers));
    QCOMPARE(w->session()->game().variant(), variant);
    engine::Rng rng(5);
    QVERIFY(playToEnd(*w, rng));
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
    QCOMPARE(w->scorePad()->result().rows.size(), people + computers);
}

void BlossomsWindowTest::WINDOW_gardenShowsTheView() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {}, 3));
    engine::Rng rng(2);
    for (int i = 0; i < 12 && !w->session()->isOver(); ++i) {
        if (!w->session()->personToPlay())
            QTRY_VERIFY(w->session()->personToPlay() || w->session()->isOver());
        if (w->session()->isOver())
            break;
        personStep(*w, rng);
        // Each pot's height and flower said by the garden as the rules have it.
        const QString said = w->garden()->accessibleDescription();
        const Game& g = w->session()->game();
        for (int p = 0; p < kPots; ++p) {
            const Pot& pot = g.pot(p);
            if (pot.empty())
                QVERIFY2(said.contains(QStringLiteral("Pot %1 (").arg(p + 1)), qPrintable(said));
            else
                QVERIFY2(said.contains(QStringLiteral("%1 card").arg(pot.height())),
                         qPrintable(said));
        }
        QVERIFY(said.contains(QStringLiteral("Deck: %1 card").arg(g.deckSize())));
    }
}

void BlossomsWindowTest::WINDOW_rakeShownToItsOwnerOnly_RBLTOOL3() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), person(QStringLiteral("Bo"))}, {}, 21));
    BlossomsSession& s = *w->session();
    const int rakePot = s.components().potOf(Tool::Rake);
    engine::Rng rng(4);
    // Play until the person to act may put a token on the Rake's pot after their Growth.
    bool raked = false;
    for (int i = 0; i < 3000 && !s.isOver() && !raked; ++i) {
        passCover(*w);
        const auto legal = s.legalActions();
        if (std::find(legal.begin(), legal.end(), Action::token(rakePot)) != legal.end() &&
            s.step() == Step::Actions) {
            doByWidgets(*w, Action::token(rakePot));
            doByWidgets(*w, Action::rake());
            raked = true;
            break;
        }
        personStep(*w, rng);
    }
    QVERIFY2(raked, "no Rake in this game");
    const int raker = s.toAct();
    QCOMPARE(s.step(), Step::Order);
    QVERIFY(w->rakePanel()->isVisible());
    const std::vector<int> seen = w->rakePanel()->order();
    QVERIFY(!seen.empty());
    QCOMPARE(seen, s.view().knownTop);
    // Put back reversed, then pass: the other person's table shows none of it.
    std::vector<int> reversed(seen.rbegin(), seen.rend());
    doByWidgets(*w, Action::orderOf(reversed));
    QCOMPARE(s.game().knownTop(raker).front(), reversed.front());
    doByWidgets(*w, Action::pass());
    QCOMPARE(w->pages()->currentWidget(), static_cast<QWidget*>(w->handOverPage()));
    passCover(*w);
    QVERIFY(s.screenSeat() != raker);
    QVERIFY(!w->rakePanel()->isVisible());
    QVERIFY(s.view().knownTop.empty() || s.view().knownTop != s.game().knownTop(raker));
}

void BlossomsWindowTest::WINDOW_oddsAid_fromTheSeatsView() {
    auto w = makeWindow();
    BlossomsSetup setup =
        setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {true, false}, 9);
    w->startGame(setup); // the children's game: on by default
    BlossomsSession& s = *w->session();
    QTRY_VERIFY(s.personToPlay());
    QVERIFY(w->oddsLabel()->isVisible());
    const ai::GrowthOdds o = s.odds();
    const ai::GrowthOdds fromView = ai::growthOdds(s.view());
    QCOMPARE(o.cards, fromView.cards);
    QCOMPARE(o.badLuck, fromView.badLuck);
    QCOMPARE(o.died, fromView.died);
    QVERIFY2(w->oddsLabel()->text().contains(QString::number(qRound(o.badLuckChance() * 100)) +
                                             QLatin1Char('%')),
             qPrintable(w->oddsLabel()->text()));
    // Off when chosen off (a standard game by default).
    setup.variant = {};
    w->startGame(setup);
    QTRY_VERIFY(w->session()->personToPlay());
    QVERIFY(!w->oddsLabel()->isVisible());
}

void BlossomsWindowTest::WINDOW_drawFliesToItsPot() {
    // Two people: nothing moves by itself after a draw (no computer's draw flies next).
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), person(QStringLiteral("Bo"))}, {}, 5));
    BlossomsSession& s = *w->session();
    passCover(*w);
    QVERIFY(s.personToPlay());
    w->setAnimationSpeed(3);
    QSignalSpy landed(w->garden(), &PotsView::animationFinished);
    doByWidgets(*w, Action::grow());
    QVERIFY(w->garden()->animating()); // the card turns over and flies
    QVERIFY(landed.wait(3000));
    QVERIFY(!w->garden()->animating());
    // Off: the result at once.
    w->setAnimationSpeed(0);
    const auto legal = s.legalActions();
    if (std::find(legal.begin(), legal.end(), Action::grow()) != legal.end()) {
        doByWidgets(*w, Action::grow());
        QVERIFY(!w->garden()->animating());
    }
}

void BlossomsWindowTest::WINDOW_scorePadEqualsTheRules_RBLSCORE() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo")),
                          computer(QStringLiteral("Cy"))},
                         {}, 33));
    engine::Rng rng(8);
    QVERIFY(playToEnd(*w, rng));
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
    const Game& g = w->session()->game();
    const auto standings = g.standings();
    const ScoreSheet& sheet = w->scorePad()->result();
    for (int seat = 0; seat < g.seats(); ++seat) {
        const ScoreSheet::Row& r = sheet.rows[seat];
        const Standing& st = standings[std::size_t(seat)];
        QCOMPARE(r.total, st.total);
        QCOMPARE(r.flowers, st.flowers);
        QCOMPARE(r.variety, st.variety);
        QCOMPARE(r.tokensLeft, st.tokensLeft);
        QCOMPARE(r.rank, st.rank);
        QCOMPARE(r.sets.size(), qsizetype(g.setsOf(seat).size()));
        int sum = 0;
        for (const ScoreSheet::Set& set : r.sets)
            sum += set.value;
        QCOMPARE(sum, st.flowers); // R-BL-SCORE-1: the sets' values add up
    }
    QVERIFY(w->scorePad()->text().contains(QStringLiteral("rank 1")));
}

void BlossomsWindowTest::WINDOW_matchOfThree_RBLVAR1() {
    auto w = makeWindow();
    BlossomsSetup setup =
        setupOf({computer(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {}, 12);
    setup.match = true;
    w->startGame(setup);
    BlossomsSession& s = *w->session();
    std::vector<int> sum(2, 0);
    for (int game = 1; game <= 3; ++game) {
        QCOMPARE(s.matchGame(), game);
        QTRY_VERIFY_WITH_TIMEOUT(s.isOver(), 60000);
        QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
        const auto& rows = w->scorePad()->result().rows;
        for (int seat = 0; seat < 2; ++seat)
            sum[std::size_t(w->session()->view().startPlayer + seat) % 2] += rows[seat].total;
        for (int seat = 0; seat < 2; ++seat)
            QCOMPARE(rows[seat].matchTotal,
                     sum[std::size_t(w->session()->view().startPlayer + seat) % 2]);
        QVERIFY(w->scorePad()->text().contains(QStringLiteral("game %1 of 3").arg(game)));
        if (game < 3) {
            QVERIFY(w->scorePad()->result().nextMatchGame);
            QTest::mouseClick(w->scorePad()->playAgainButton(), Qt::LeftButton);
            QTRY_COMPARE(w->pages()->currentWidget(), w->tablePage());
        }
    }
    QVERIFY(s.matchOver());
    QVERIFY(!w->scorePad()->result().nextMatchGame);
    QVERIFY(w->scorePad()->text().contains(QStringLiteral("match")));
}

void BlossomsWindowTest::WINDOW_keyboard_wholeTurn() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {}, 14));
    BlossomsSession& s = *w->session();
    QTRY_VERIFY(s.personToPlay());
    QCOMPARE(s.step(), Step::Growth);
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    const int turn = s.game().turn();
    // G grows (Turn ▸ Grow); a pot to choose is chosen with the garden's arrows and Enter.
    QTest::keyClick(w.get(), Qt::Key_G);
    QVERIFY(!s.game().history().empty());
    if (s.step() == Step::Pot) {
        w->garden()->setFocus();
        const auto legal = s.legalActions();
        const int pot = legal.front().pot;
        QTest::keyClick(w->garden(), Qt::Key_Left); // the deck
        for (int i = 0; i <= pot; ++i)
            QTest::keyClick(w->garden(), Qt::Key_Right);
        QTest::keyClick(w->garden(), Qt::Key_Return);
        QCOMPARE(s.game().history().back(), Action::potK(pot));
    }
    if (s.game().turn() == turn && s.personToPlay()) {
        // The choices (Ctrl+3), walked with Up (from the first, the last: Pass) and Space.
        QTest::keyClick(w.get(), Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), w->choices()->buttons().first());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
        QPushButton* last = w->choices()->buttons().last();
        QCOMPARE(QApplication::focusWidget(), last);
        QTest::keyClick(last, Qt::Key_Space);
        QCOMPARE(s.game().history().back(), Action::pass());
    }
    QVERIFY(s.game().turn() > turn || s.isOver());
}

// R-BL-SETUP-5: seat 0 is the start player, drawn at random; a player keeps the colour the
// new-game dialog showed beside their name (by their place in its list) on the garden's tokens,
// the banner, the hands, the players' panel, the hand-over page and the score pad.
void BlossomsWindowTest::WINDOW_coloursFollowThePlayer_notTheSeat_RBLSETUP5() {
    const QList<BlossomsSeat> listed = {person(QStringLiteral("Ana")), person(QStringLiteral("Bo")),
                                        computer(QStringLiteral("Cy"), ai::BotKind::Easy)};
    // The dialog: row i's token in the colour of player i as listed.
    BlossomsSetup proposed = setupOf(listed, {}, 1);
    BlossomsNewGameDialog d(proposed);
    d.show();
    for (int i = 0; i < 3; ++i) {
        auto* token = d.findChild<QLabel*>(QStringLiteral("token%1").arg(i));
        QVERIFY(token);
        const QImage img = token->pixmap().toImage();
        for (int j = 0; j < 3; ++j) {
            const int n = pixelsOfHue(img, art::playerColour(j));
            QVERIFY2(
                i == j ? n > 20 : n < 5,
                qPrintable(QStringLiteral("row %1, colour %2: %3 pixels").arg(i).arg(j).arg(n)));
        }
    }
    // A deal whose drawn start player is not the first listed.
    auto w = makeWindow();
    BlossomsSession& s = *w->session();
    int start = 0;
    for (quint64 seed = 1; seed < 40 && start == 0; ++seed) {
        w->startGame(setupOf(listed, {}, seed));
        start = s.view().startPlayer;
    }
    QVERIFY2(start != 0, "no seed drew another start player");
    const auto listedIndex = [&](int seat) {
        for (int i = 0; i < listed.size(); ++i)
            if (listed[i].name == s.seatName(seat))
                return i;
        return -1;
    };
    const auto check = [&] {
        for (int seat = 0; seat < s.seats(); ++seat) {
            const QColor want = art::playerColour(listedIndex(seat));
            QCOMPARE(w->playerOf(seat), listedIndex(seat));
            QCOMPARE(w->seatColour(seat), want);
            QCOMPARE(w->garden()->colours().value(seat), want);
            QCOMPARE(w->players()->colours().value(seat), want);
            for (const HandsView::Other& o : w->hand()->others())
                if (o.name == s.seatName(seat))
                    QCOMPARE(o.colour, want);
        }
    };
    QVERIFY(s.seatName(0) != listed[0].name);
    engine::Rng rng(3);
    for (int i = 0; i < 12 && !s.isOver(); ++i) {
        // The hand-over page asks for the next person in their colour.
        if (s.handOverPending())
            QVERIFY(w->handOverPage()->styleSheet().contains(
                art::playerColour(listedIndex(s.toAct())).name()));
        if (passCover(*w))
            continue;
        check();
        if (QTest::currentTestFailed())
            return;
        // The banner's stripe is the colour of the player to act.
        if (s.toAct() >= 0) {
            const QString colour = art::playerColour(listedIndex(s.toAct())).name();
            bool striped = false;
            for (const QLabel* l : w->banner()->findChildren<QLabel*>())
                striped = striped || l->styleSheet().contains(colour);
            QVERIFY(striped);
        }
        if (s.personToPlay())
            QVERIFY(personStep(*w, rng));
        else
            QTRY_VERIFY(s.personToPlay() || s.isOver() || s.handOverPending());
    }
    QVERIFY(playToEnd(*w, rng));
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
    check();
    const ScoreSheet sheet = w->scorePad()->result();
    QCOMPARE(sheet.rows.size(), 3);
    for (const ScoreSheet::Row& r : sheet.rows)
        for (int i = 0; i < listed.size(); ++i)
            if (listed[i].name == r.name)
                QCOMPARE(r.colour, art::playerColour(i));
}

void BlossomsWindowTest::WINDOW_saveAndOpen_midTurn() {
    QTemporaryDir dir;
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {}, 17));
    BlossomsSession& s = *w->session();
    QTRY_VERIFY(s.personToPlay());
    doByWidgets(*w, Action::grow());
    const QString path = dir.filePath(QStringLiteral("mid.blossoms.json"));
    w->setFileChooser([&](const QString&, const QString&) { return path; });
    QVERIFY(w->saveGame());
    const SeatView view = s.view();
    auto again = makeWindow();
    QVERIFY(again->openGameFile(path));
    QCOMPARE(again->session()->game().history(), s.game().history());
    QCOMPARE(again->session()->view(), view);
    QCOMPARE(again->garden()->accessibleDescription(), w->garden()->accessibleDescription());
}

void BlossomsWindowTest::WINDOW_statisticsCountTheGame() {
    auto w = makeWindow();
    w->startGame(setupOf({person(QStringLiteral("Ana")), computer(QStringLiteral("Bo"))}, {}, 19));
    engine::Rng rng(3);
    QVERIFY(playToEnd(*w, rng));
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
    const auto r = w->statistics()->record(BlossomsStatistics::Mode::Computers, 2, {});
    QCOMPARE(r.games, 1);
    QCOMPARE(r.people.size(), 1);
    QCOMPARE(r.people.first().name, QStringLiteral("Ana"));
}

QTEST_MAIN(BlossomsWindowTest)
#include "test_window.moc"
