// Players told apart by more than colour (issue 13): each seat's badge shape, on the score-track
// markers, the player panels, the hand-over cover, the score pad and the new-game dialog; the
// colour-blind-safe palette checked under simulated protanopia, deuteranopia and tritanopia
// (colour_vision.h); and the deck view (View ▸ My cards), which shows the seat at the screen its
// own deck and played cards only (R-PRIV-1) and nothing during a hand-over.
#include "Art.h"
#include "BoardView.h"
#include "DeckView.h"
#include "GameController.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayerBadge.h"
#include "PlayerPanel.h"
#include "Words.h"
#include "colour_vision.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QtTest>

#include <algorithm>
#include <map>
#include <set>

using namespace frosted;

class ColourTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void cleanup();
    void SHAPE_everyColourOfTheDataHasItsOwnShape();
    void SHAPE_badgesOnMarkersPanelsAndHandOver();
    void SHAPE_newGameColourChoicesShowTheShape();
    void PALETTE_simulationFoldsTheKnownConfusionPairs();
    void PALETTE_safeColoursStayApartUnderEachSimulation();
    void PALETTE_tulipTypesAndWaterStayApartUnderEachSimulation();
    void PALETTE_menuToggleRecoloursEveryView();
    void PALETTE_screenshotsUnderEachSimulationKeepThePlayersApart();
    void R_PRIV_1_deckViewShowsTheOwnDeckAndPlayedCardsOnly();
    void R_PRIV_1_deckViewHidesDuringTheHandOver();
    void DECK_handBarDeckCountOpensTheDeckView();

  private:
    std::unique_ptr<MainWindow> window(int players);
    QStringList dataColours() const;
    ComponentsPtr comps_;
};

namespace {
constexpr double kApart = 20; // CIE76 ΔE: told apart at a glance

// A hotseat game of `players` on the deal of seed 7.
NewGameOptions hotseat(int players) {
    return guitest::hotseat(7, players);
}

// The alpha mask of an image: where something is drawn, whatever its colour.
QImage mask(const QImage& img) {
    QImage m(img.size(), QImage::Format_Grayscale8);
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            m.setPixelColor(x, y, img.pixelColor(x, y).alpha() > 128 ? Qt::white : Qt::black);
    return m;
}

int differingPixels(const QImage& a, const QImage& b) {
    int n = 0;
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
            n += a.pixelColor(x, y) != b.pixelColor(x, y);
    return n;
}

// Plays the greedy bot's actions until `until` holds (at most `limit` actions).
template <class F>
void playUntil(GameController& c, F until, int limit = 400) {
    for (int i = 0; i < limit && !until() && !c.view().isOver(); ++i) {
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        while (c.replaying())
            c.nextGardenerStep();
        c.perform(chooseGreedy(c.view()));
    }
}

std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}
} // namespace

void ColourTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

void ColourTest::cleanup() {
    art::setColourBlindSafe(false);
}

QStringList ColourTest::dataColours() const {
    QStringList out;
    for (const auto& t : comps_->startingTiles)
        out << words::q(t.colour);
    return out;
}

std::unique_ptr<MainWindow> ColourTest::window(int players) {
    // The first player has taken the seat.
    return guitest::bareWindow(comps_, {.game = hotseat(players)});
}

void ColourTest::SHAPE_everyColourOfTheDataHasItsOwnShape() {
    const QStringList colours = dataColours();
    QVERIFY(colours.size() >= 4);
    for (int i = 0; i < colours.size(); ++i) {
        QVERIFY(art::playerShape(colours[i]) != art::BadgeShape::Gardener);
        for (int j = i + 1; j < colours.size(); ++j) {
            QVERIFY2(art::playerShape(colours[i]) != art::playerShape(colours[j]),
                     qPrintable(colours[i] + QStringLiteral(" / ") + colours[j]));
            // The shapes really differ on screen: the same colour, two different silhouettes.
            const QImage a =
                art::playerBadge(Qt::gray, art::playerShape(colours[i]), {}, 40).toImage();
            const QImage b =
                art::playerBadge(Qt::gray, art::playerShape(colours[j]), {}, 40).toImage();
            QVERIFY2(differingPixels(mask(a), mask(b)) > 40 * 40 / 20,
                     qPrintable(colours[i] + QStringLiteral(" / ") + colours[j]));
        }
    }
    QCOMPARE(art::playerShape(QStringLiteral("gardener")), art::BadgeShape::Gardener);
    // The shape belongs to the colour, in either palette.
    art::setColourBlindSafe(true);
    QCOMPARE(art::playerShape(QStringLiteral("yellow")), art::BadgeShape::Circle);
}

void ColourTest::SHAPE_badgesOnMarkersPanelsAndHandOver() {
    auto w = window(4);
    GameController& c = *w->controller();
    // Score-track markers: each seat's shape, colour and initial; all four on space 0, fanned out.
    const std::vector<BoardView::Marker> markers = w->board()->markers();
    QCOMPARE(static_cast<int>(markers.size()), 4);
    std::set<art::BadgeShape> shapes;
    for (const BoardView::Marker& m : markers) {
        QVERIFY(m.seat >= 0);
        QCOMPARE(m.shape, art::playerShape(c.seatColour(m.seat)));
        QCOMPARE(m.colour, art::playerColour(c.seatColour(m.seat)));
        QCOMPARE(m.initial, c.seatName(m.seat).left(1).toUpper());
        shapes.insert(m.shape);
    }
    QCOMPARE(static_cast<int>(shapes.size()), 4);
    // Side by side, none over another, all on the board (space 0 is its corner).
    for (std::size_t i = 0; i < markers.size(); ++i) {
        QVERIFY(BoardView::boardRect().contains(markers[i].rect));
        for (std::size_t j = i + 1; j < markers.size(); ++j)
            QVERIFY2(!markers[i].rect.intersects(markers[j].rect),
                     qPrintable(QStringLiteral("markers %1 and %2 overlap").arg(i).arg(j)));
    }
    // Player panels: the badge beside the name; the colour name is not the only cue.
    for (int s = 0; s < 4; ++s) {
        SeatPanel* p = w->players()->seatPanel(s);
        QVERIFY(p && p->badge());
        QVERIFY(p->badge()->isVisible());
        QCOMPARE(p->badge()->shape(), art::playerShape(c.seatColour(s)));
        QCOMPARE(p->badge()->colour(), art::playerColour(c.seatColour(s)));
        QCOMPARE(p->badge()->initial(), c.seatName(s).left(1).toUpper());
    }
    // The hand-over cover: the next player's badge.
    playUntil(c, [&] { return c.handOverPending(); });
    QVERIFY(c.handOverPending());
    QCOMPARE(w->pages()->currentWidget(), w->handOverPage());
    const int next = c.view().currentSeat();
    QVERIFY(w->handOverBadge()->isVisible());
    QCOMPARE(w->handOverBadge()->shape(), art::playerShape(c.seatColour(next)));
    QCOMPARE(w->handOverBadge()->initial(), c.seatName(next).left(1).toUpper());
}

void ColourTest::SHAPE_newGameColourChoicesShowTheShape() {
    NewGameOptions last = hotseat(4);
    NewGameDialog d(last, *comps_);
    auto* box = d.findChild<QComboBox*>(QStringLiteral("colour0"));
    QVERIFY(box);
    QVERIFY(box->count() >= 4);
    // Each choice's icon has its colour's silhouette, not only its colour.
    for (int i = 0; i < box->count(); ++i)
        for (int j = i + 1; j < box->count(); ++j) {
            const QImage a = box->itemIcon(i).pixmap(QSize(18, 18)).toImage();
            const QImage b = box->itemIcon(j).pixmap(QSize(18, 18)).toImage();
            QVERIFY2(differingPixels(mask(a), mask(b)) > 8,
                     qPrintable(box->itemText(i) + QStringLiteral(" / ") + box->itemText(j)));
        }
}

void ColourTest::PALETTE_simulationFoldsTheKnownConfusionPairs() {
    using cvd::Vision;
    // White and black stay themselves.
    for (Vision v : cvd::kVisions) {
        QVERIFY(cvd::distance(Qt::white, Qt::white, v) < 1e-9);
        QVERIFY(cvd::deltaE(cvd::seen(Qt::white, v), cvd::seen(Qt::white, Vision::Normal)) < 1);
    }
    // Red and green fold together without L or M cones; blue and green without S cones.
    const QColor red(0xd8, 0x3a, 0x3a), green(0x3f, 0xa3, 0x5b), blue(0x3d, 0x7e, 0xd6);
    const double normal = cvd::distance(red, green, Vision::Normal);
    QVERIFY(cvd::distance(red, green, Vision::Protanopia) < 0.3 * normal);
    QVERIFY(cvd::distance(red, green, Vision::Deuteranopia) < 0.3 * normal);
    QVERIFY(cvd::distance(red, green, Vision::Tritanopia) > 0.8 * normal);
    QVERIFY(cvd::distance(blue, green, Vision::Tritanopia) <
            0.3 * cvd::distance(blue, green, Vision::Normal));
}

void ColourTest::PALETTE_safeColoursStayApartUnderEachSimulation() {
    const QStringList colours = dataColours();
    auto worst = [&](bool safe, cvd::Vision v, QString* pair) {
        double min = 1e9;
        for (int i = 0; i < colours.size(); ++i)
            for (int j = i + 1; j < colours.size(); ++j) {
                const double d = cvd::distance(art::playerColour(colours[i], safe),
                                               art::playerColour(colours[j], safe), v);
                if (d < min) {
                    min = d;
                    *pair = colours[i] + QStringLiteral(" / ") + colours[j];
                }
            }
        return min;
    };
    for (cvd::Vision v : cvd::kVisions) {
        QString pair;
        const double d = worst(true, v, &pair);
        QVERIFY2(d >= kApart, qPrintable(QStringLiteral("%1 under %2: ΔE %3")
                                             .arg(pair, QLatin1String(cvd::name(v)))
                                             .arg(d, 0, 'f', 1)));
    }
    // Why the option exists: the usual palette folds two colours together under tritanopia.
    QString pair;
    QVERIFY(worst(false, cvd::Vision::Tritanopia, &pair) < kApart);
    // The safe colours are the ones art::playerColour() answers when the option is on.
    art::setColourBlindSafe(true);
    for (const QString& c : colours)
        QCOMPARE(art::playerColour(c), art::playerColour(c, true));
    art::setColourBlindSafe(false);
    for (const QString& c : colours)
        QCOMPARE(art::playerColour(c), art::playerColour(c, false));
    QVERIFY(art::playerColour(QStringLiteral("blue"), true) !=
            art::playerColour(QStringLiteral("blue"), false));
}

void ColourTest::PALETTE_tulipTypesAndWaterStayApartUnderEachSimulation() {
    // The three tulip types and water differ by silhouette too; their colours also stay apart.
    const LandType types[] = {LandType::Purple, LandType::Red, LandType::White, LandType::Water};
    for (cvd::Vision v : cvd::kVisions)
        for (std::size_t i = 0; i < std::size(types); ++i)
            for (std::size_t j = i + 1; j < std::size(types); ++j) {
                const double d =
                    cvd::distance(art::typeColour(types[i]), art::typeColour(types[j]), v);
                QVERIFY2(d >= kApart,
                         qPrintable(QStringLiteral("%1 / %2 under %3: ΔE %4")
                                        .arg(art::typeName(types[i]), art::typeName(types[j]),
                                             QLatin1String(cvd::name(v)))
                                        .arg(d, 0, 'f', 1)));
            }
}

void ColourTest::PALETTE_menuToggleRecoloursEveryView() {
    auto w = window(4);
    GameController& c = *w->controller();
    QAction* a = w->colourBlindAction();
    QVERIFY(a && a->isCheckable());
    QVERIFY(!a->isChecked());
    const bool stored = QSettings().contains(QStringLiteral("options/colourBlindSafe"));
    a->setChecked(true);
    QVERIFY(art::colourBlindSafe());
    for (const BoardView::Marker& m : w->board()->markers())
        QCOMPARE(m.colour, art::playerColour(c.seatColour(m.seat), true));
    for (int s = 0; s < 4; ++s) {
        PlayerBadge* b = w->players()->seatPanel(s)->badge();
        QCOMPARE(b->colour(), art::playerColour(c.seatColour(s), true));
        QCOMPARE(b->shape(), art::playerShape(c.seatColour(s))); // the shape stays
    }
    // Settings off (tests): nothing written.
    QCOMPARE(QSettings().contains(QStringLiteral("options/colourBlindSafe")), stored);
    a->setChecked(false);
    QVERIFY(!art::colourBlindSafe());
    QCOMPARE(w->players()->seatPanel(0)->badge()->colour(),
             art::playerColour(c.seatColour(0), false));
}

void ColourTest::PALETTE_screenshotsUnderEachSimulationKeepThePlayersApart() {
    // The check on the pixels drawn, not on the palette's numbers: the table of four players in
    // the safe colours is rendered, each player's badge colour found in the render, and the
    // render simulated with each vision; the badges stay apart in every simulated render.
    auto w = window(4);
    w->colourBlindAction()->setChecked(true); // Settings ▸ Colour-blind-safe colours
    QCoreApplication::processEvents();
    const QImage shot = w->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QVERIFY(shot.size() == w->size()); // offscreen: one pixel per point
    // The badge's fill: the most frequent saturated colour inside it (its letter and edge are
    // fewer pixels).
    std::vector<QPoint> fill;
    for (int s = 0; s < 4; ++s) {
        PlayerBadge* b = w->players()->seatPanel(s)->badge();
        const QRect r(b->mapTo(w.get(), QPoint(0, 0)), b->size());
        std::map<QRgb, std::pair<int, QPoint>> count;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) {
                const QColor c = shot.pixelColor(x, y);
                if (c.hsvSaturation() > 60) {
                    auto& [n, at] = count[c.rgb()];
                    if (n++ == 0)
                        at = QPoint(x, y);
                }
            }
        QVERIFY2(!count.empty(), "no badge drawn");
        const auto most = std::max_element(count.begin(), count.end(), [](auto& a, auto& b) {
            return a.second.first < b.second.first;
        });
        const QColor drawn = QColor::fromRgb(most->first);
        const QColor want = art::playerColour(w->controller()->seatColour(s), true);
        QVERIFY2(cvd::distance(drawn, want, cvd::Vision::Normal) < 3,
                 qPrintable(QStringLiteral("seat %1's badge drawn %2, its colour is %3")
                                .arg(s)
                                .arg(drawn.name(), want.name())));
        fill.push_back(most->second.second);
    }
    const QString dir = QStringLiteral(FROSTED_TEST_OUTPUT);
    QDir().mkpath(dir);
    for (cvd::Vision v : cvd::kVisions) {
        const QImage seen = cvd::simulate(shot, v);
        seen.save(QStringLiteral("%1/table-safe-%2.png")
                      .arg(dir, QString::fromLatin1(cvd::name(v))
                                    .replace(QLatin1Char(' '), QLatin1Char('-'))));
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j) {
                const QColor a = seen.pixelColor(fill[static_cast<std::size_t>(i)]);
                const QColor b = seen.pixelColor(fill[static_cast<std::size_t>(j)]);
                const double d = cvd::distance(a, b, cvd::Vision::Normal); // already simulated
                QVERIFY2(d >= kApart, qPrintable(QStringLiteral("seats %1 and %2 under %3: ΔE %4")
                                                     .arg(i)
                                                     .arg(j)
                                                     .arg(QLatin1String(cvd::name(v)))
                                                     .arg(d, 0, 'f', 1)));
            }
    }
}

void ColourTest::R_PRIV_1_deckViewShowsTheOwnDeckAndPlayedCardsOnly() {
    auto w = window(3);
    GameController& c = *w->controller();
    // Some cards played by every seat, then the seat at the screen opens its cards.
    playUntil(c, [&] {
        for (const PlayerState& p : c.fullState().players())
            if (p.discard.size() < 2)
                return false;
        return !c.handOverPending() && c.acceptsInput();
    });
    const int seat = c.screenSeat();
    QVERIFY(seat >= 0);
    QVERIFY(w->myCardsAction()->isEnabled());
    w->myCardsAction()->trigger();
    DeckDialog* d = w->deckDialog();
    QVERIFY(d->isVisible());
    QVERIFY(!d->isModal());
    QCOMPARE(d->seat(), seat);
    // Exactly the view's own deck (a sorted set) and the seat's played cards.
    QCOMPARE(d->deckCards(), c.view().ownDeck());
    QCOMPARE(d->deckCards(), sorted(c.fullState().player(seat).deck));
    QCOMPARE(d->playedCards(), c.fullState().player(seat).discard);
    QCOMPARE(static_cast<int>(d->deckCards().size() + d->playedCards().size() +
                              c.fullState().player(seat).hand.size()),
             static_cast<int>(comps_->cards.size()));
    // Not another seat's (their decks differ in this deal, so the test can tell).
    for (int s = 0; s < c.view().seatCount(); ++s)
        if (s != seat) {
            QVERIFY(sorted(c.fullState().player(s).deck) !=
                    sorted(c.fullState().player(seat).deck));
            QVERIFY(d->deckCards() != sorted(c.fullState().player(s).deck));
            QVERIFY(d->playedCards() != c.fullState().player(s).discard);
        }
    // Both groups are drawn (with the hand's card art) and titled without ids.
    QVERIFY(d->deckStrip()->height() >= 80);
    QVERIFY(d->playedStrip()->height() >= 80);
    for (QLabel* l : d->findChildren<QLabel*>())
        QVERIFY2(!l->text().contains(QRegularExpression(QStringLiteral(R"(\b[A-Z]{1,2}\d+\b)"))),
                 qPrintable(l->text()));
    // Esc closes it.
    QTest::keyClick(d, Qt::Key_Escape);
    QVERIFY(!d->isVisible());
}

void ColourTest::R_PRIV_1_deckViewHidesDuringTheHandOver() {
    auto w = window(2);
    GameController& c = *w->controller();
    playUntil(c, [&] { return !c.view().player(0).discard.empty() || c.handOverPending(); });
    if (c.handOverPending())
        c.confirmHandOver();
    const int first = c.screenSeat();
    QVERIFY(first >= 0);
    w->myCardsAction()->trigger();
    DeckDialog* d = w->deckDialog();
    QVERIFY(d->isVisible());
    QCOMPARE(d->seat(), first);
    // The turn ends: the cover goes up, the deck view empties and hides.
    playUntil(c, [&] { return c.handOverPending(); });
    QVERIFY(c.handOverPending());
    QVERIFY(!d->isVisible());
    QCOMPARE(d->seat(), -1);
    QVERIFY(d->deckCards().empty());
    QVERIFY(d->playedCards().empty());
    QVERIFY(!w->myCardsAction()->isEnabled());
    w->myCardsAction()->trigger(); // disabled: nothing
    QVERIFY(!d->isVisible());
    QVERIFY(!d->showForScreenSeat());
    QVERIFY(!d->isVisible());
    // The next player confirms: their own cards, not the previous seat's.
    c.confirmHandOver();
    const int second = c.screenSeat();
    QVERIFY(second >= 0 && second != first);
    QVERIFY(d->showForScreenSeat());
    QCOMPARE(d->seat(), second);
    QCOMPARE(d->deckCards(), sorted(c.fullState().player(second).deck));
    QCOMPARE(d->playedCards(), c.fullState().player(second).discard);
    d->close();
}

void ColourTest::DECK_handBarDeckCountOpensTheDeckView() {
    auto w = window(2);
    GameController& c = *w->controller();
    QVERIFY(c.handVisible());
    QLabel* info = w->hand()->info();
    QVERIFY(info->text().contains(QStringLiteral("href")));
    QVERIFY(!w->deckDialog()->isVisible());
    emit info->linkActivated(QStringLiteral("deck"));
    QVERIFY(w->deckDialog()->isVisible());
    QCOMPARE(w->deckDialog()->deckCards(), c.view().ownDeck());
    w->deckDialog()->close();
}

QTEST_MAIN(ColourTest)
#include "test_colour.moc"
