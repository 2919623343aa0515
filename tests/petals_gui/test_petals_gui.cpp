// Petals' table widgets (issue 34), offscreen: the cards drawn for every element and symbol, the
// table view's geometry under zoom and pan, clicks, fitting, the ghost and the marks; and the
// pictures to look at (PETALS_TEST_OUTPUT): the sheet of every card, mid-game tables at 1024x700
// and 1440x900.
#include "CardArt.h"
#include "HandView.h"
#include "TableView.h"
#include "TrackersView.h"
#include "colour_vision.h"

#include "petals/ai/bots.h"
#include "petals/rules/data_loader.h"

#include <QDir>
#include <QHBoxLayout>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include <set>

using namespace petals;

namespace {

ComponentsPtr components() {
    static const ComponentsPtr c = loadComponents(defaultDataDir());
    return c;
}

QString output(const QString& name) {
    QDir().mkpath(QStringLiteral(PETALS_TEST_OUTPUT));
    return QStringLiteral(PETALS_TEST_OUTPUT "/") + name;
}

// A game `turns` turns in, played by the greedy computer player (scoring every effect).
Game midGame(int seats, int turns, std::uint64_t seed) {
    Game g = Game::deal(components(), seats, Variant::Standard, seed);
    engine::Rng rng(seed);
    for (int t = 0; t < turns * 2 && !g.isOver(); ++t) {
        if (g.step() == Step::Place && static_cast<int>(g.log().size()) >= turns)
            break;
        const Action a = ai::choose(ai::BotKind::Greedy, g.viewFor(g.toAct()), rng);
        if (!g.apply(a).ok)
            qFatal("greedy's action was refused");
    }
    return g;
}

// What each side of `card` at `c`, rotation `r`, would give (R-PE-MATCH-1..5), as a window
// computes it for the ghost.
gui::Ghost ghostOf(const Game& g, int card, Cell c, int r) {
    gui::Ghost ghost{card, c, r, {}};
    const auto sides = g.contactSides(card, c, r); // R-PE-MATCH side by side
    for (std::size_t d = 0; d < 4; ++d)
        if (sides[d])
            ghost.sides[d] =
                gui::GhostSide{sides[d]->scores, sides[d]->symbolPair, sides[d]->points};
    return ghost;
}

// The best-scoring legal placement of the hand's first card (for a ghost that shows points).
Action bestPlace(const Game& g) {
    Action best;
    int bestPts = -1;
    for (const Action& a : g.legalActions()) {
        if (a.kind != Action::Kind::Place)
            continue;
        const Points pts = g.contact(a.card, a.cell, a.rotation).points;
        const int sum = pts[0] + pts[1] + pts[2] + pts[3];
        if (sum > bestPts) {
            bestPts = sum;
            best = a;
        }
    }
    return best;
}

std::vector<Cell> placeCells(const Game& g) {
    std::set<Cell> cells;
    for (const Action& a : g.legalActions())
        if (a.kind == Action::Kind::Place)
            cells.insert(a.cell);
    return {cells.begin(), cells.end()};
}

QImage render(QWidget& w) {
    QImage img(w.size(), QImage::Format_ARGB32);
    img.fill(Qt::white);
    w.render(&img);
    return img;
}

// The average colour of a card half-flower's petal area (north edge, near the heart's side).
QColor sample(const QImage& img, QPointF at) {
    return img.pixelColor(at.toPoint());
}

} // namespace

class PetalsGuiTest : public QObject {
    Q_OBJECT
  private slots:
    void cardSheet();
    void elementsDiffer();
    void elementsApartWithoutColour();
    void iconsDraw();
    void cellGeometryUnderZoomAndPan();
    void clickEmitsCell();
    void keyboardCursor();
    void fitKeepsCardsInView();
    void ghostAndMarksDraw();
    void trackersAndHand();
    void cubesSideBySide();
    void cubeLetters();
    void trackersStanding();
    void trackersCubesReadable();
    void screenshots();
};

// Every card of data/petals at 64 and 128 pixels, four rotations of a few, the back and the
// icons, on one sheet (petals-cards.png): the picture to look at.
void PetalsGuiTest::cardSheet() {
    const auto& cards = components()->cards;
    QCOMPARE(static_cast<int>(cards.size()), 38);
    const int cols = 10, big = 128, small = 64, gap = 12;
    const int rowsBig = (static_cast<int>(cards.size()) + cols - 1) / cols;
    const int width = cols * (big + gap) + gap;
    const int height = gap + rowsBig * (big + gap) + 4 * (small + gap) + (big + gap) + 40;
    QImage sheet(width, height, QImage::Format_ARGB32);
    sheet.fill(art::tableColour());
    QPainter p(&sheet);
    art::CardStyle style;
    style.showId = true;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const int c = static_cast<int>(i) % cols, r = static_cast<int>(i) / cols;
        art::drawCard(p, QRectF(gap + c * (big + gap), gap + r * (big + gap), big, big), cards[i],
                      0, style);
    }
    int y = gap + rowsBig * (big + gap);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const int c = static_cast<int>(i) % 19, r = static_cast<int>(i) / 19;
        art::drawCard(p, QRectF(gap + c * (small + 8), y + r * (small + 8), small, small), cards[i],
                      0);
    }
    y += 2 * (small + 8) + gap;
    // Four rotations of a symbol card and of a ladybug card, then the back and the icons.
    int x = gap;
    for (int card : {1, 0}) {
        for (int rot = 0; rot < 4; ++rot, x += big + gap)
            art::drawCard(p, QRectF(x, y, big, big), cards[static_cast<std::size_t>(card)], rot);
        x += gap;
    }
    y += big + gap;
    x = gap;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].ladybug) {
            art::drawCard(p, QRectF(x, y, big, big), cards[i], 0, style);
            x += big + gap;
        }
    art::drawBack(p, QRectF(x, y, big, big));
    x += big + gap;
    art::drawBack(p, QRectF(x, y + big - small, small, small));
    x += small + gap;
    for (Element e : kAllElements) {
        art::drawElementIcon(p, QRectF(x, y, 48, 48), e);
        art::drawElementIcon(p, QRectF(x + 12, y + 56, 24, 24), e);
        art::drawElementIcon(p, QRectF(x + 16, y + 88, 16, 16), e);
        x += 60;
    }
    p.end();
    QVERIFY(sheet.save(output(QStringLiteral("petals-cards.png"))));
}

// A half-flower of each element draws its own colours: the pixels at the same place of four
// cards that differ only in their north element differ.
void PetalsGuiTest::elementsDiffer() {
    std::vector<QImage> images;
    for (Element e : kAllElements) {
        Card card;
        card.id = "T";
        for (auto& h : card.edges)
            h = HalfFlower{e, 2, e};
        QImage img(96, 96, QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        art::drawCard(p, QRectF(0, 0, 96, 96), card, 0);
        p.end();
        images.push_back(img);
        // A symbol of each element draws too, and differs from the number.
        for (auto& h : card.edges)
            h = HalfFlower{e, 0, e};
        QImage sym(96, 96, QImage::Format_ARGB32);
        sym.fill(Qt::white);
        QPainter ps(&sym);
        art::drawCard(ps, QRectF(0, 0, 96, 96), card, 1);
        ps.end();
        QVERIFY(sym != img);
    }
    for (std::size_t a = 0; a < images.size(); ++a)
        for (std::size_t b = a + 1; b < images.size(); ++b) {
            QVERIFY(images[a] != images[b]);
            // The petals' colour at the same point (a petal of the north half-flower).
            int differing = 0;
            for (int x = 20; x < 76; x += 2)
                for (int y = 2; y < 30; y += 2)
                    if (images[a].pixel(x, y) != images[b].pixel(x, y))
                        ++differing;
            QVERIFY2(differing > 100, qPrintable(QString::number(differing)));
        }
    (void)sample;
}

// Colour is never the only cue: the petals' silhouettes of the four elements differ (the mask of
// what is drawn, whatever its colour), and their colours stay apart under each colour-vision
// deficiency (simulated) as a second cue.
void PetalsGuiTest::elementsApartWithoutColour() {
    std::vector<QImage> masks;
    for (Element e : kAllElements) {
        Card card;
        card.id = "T";
        for (auto& h : card.edges)
            h = HalfFlower{e, 2, e};
        QImage img(120, 120, QImage::Format_ARGB32);
        img.fill(Qt::transparent);
        QPainter p(&img);
        art::drawHalfFlower(p, QRectF(0, 0, 120, 120), 0, card.edges[0]);
        p.end();
        QImage mask(img.size(), QImage::Format_Mono);
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                mask.setPixel(x, y, qAlpha(img.pixel(x, y)) > 128 ? 1 : 0);
        masks.push_back(mask);
    }
    for (std::size_t a = 0; a < masks.size(); ++a)
        for (std::size_t b = a + 1; b < masks.size(); ++b) {
            int differing = 0;
            for (int y = 0; y < 120; ++y)
                for (int x = 0; x < 120; ++x)
                    differing += masks[a].pixelIndex(x, y) != masks[b].pixelIndex(x, y);
            QVERIFY2(differing > 300, qPrintable(QStringLiteral("%1 and %2: %3 pixels")
                                                     .arg(art::elementName(kAllElements[a]),
                                                          art::elementName(kAllElements[b]))
                                                     .arg(differing)));
        }
    for (cvd::Vision v : cvd::kVisions)
        for (std::size_t a = 0; a < kElements; ++a)
            for (std::size_t b = a + 1; b < kElements; ++b) {
                const double d = cvd::distance(art::elementColour(kAllElements[a]),
                                               art::elementColour(kAllElements[b]), v);
                QVERIFY2(d > 12, qPrintable(QStringLiteral("%1: %2 and %3 only %4 apart")
                                                .arg(QLatin1String(cvd::name(v)),
                                                     art::elementName(kAllElements[a]),
                                                     art::elementName(kAllElements[b]))
                                                .arg(d)));
            }
}

void PetalsGuiTest::iconsDraw() {
    for (Element e : kAllElements) {
        const QPixmap pm = art::elementPixmap(e, 24, 2.0);
        QCOMPARE(pm.size(), QSize(48, 48));
        QVERIFY(!art::elementIcon(e).isNull());
        QVERIFY(!art::elementName(e).isEmpty());
    }
    const QPixmap card = art::cardPixmap(components()->cards[0], 1, 64);
    QVERIFY(!card.toImage().isNull());
    QVERIFY(art::describeCard(components()->cards[1], 0).contains(QStringLiteral("north")));
}

void PetalsGuiTest::cellGeometryUnderZoomAndPan() {
    gui::TableView view;
    view.resize(800, 600);
    view.setTable(midGame(3, 6, 11));
    QVERIFY(view.fitting());
    for (int round = 0; round < 3; ++round) {
        for (Cell c : {Cell{0, 0}, Cell{-2, 3}, Cell{4, -1}}) {
            const QRectF r = view.cellRect(c);
            QCOMPARE(view.cellAt(r.center()), c);
            QCOMPARE(view.cellAt(r.topLeft() + QPointF(0.5, 0.5)), c);
            QCOMPARE(view.cellAt(r.bottomRight() - QPointF(0.5, 0.5)), c);
            QVERIFY(qAbs(r.width() - view.cellSize()) < 1e-9);
        }
        if (round == 0)
            view.zoomBy(1.7, QPointF(100, 100));
        else
            view.panBy(QPointF(-137, 58));
    }
    QVERIFY(!view.fitting());
    // Zooming about a point keeps the world point under it.
    const Cell under = view.cellAt(QPointF(300, 200));
    view.zoomBy(1.3, QPointF(300, 200));
    QCOMPARE(view.cellAt(QPointF(300, 200)), under);
}

void PetalsGuiTest::clickEmitsCell() {
    gui::TableView view;
    view.resize(700, 500);
    const Game g = midGame(2, 4, 5);
    view.setTable(g);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy cells(&view, &gui::TableView::cellClicked);
    QSignalSpy cardsSpy(&view, &gui::TableView::cardClicked);
    const Lying& lying = g.table().front();
    // A card: the card, not its cell (one click, one meaning).
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRect(lying.cell).center().toPoint());
    QCOMPARE(cells.count(), 0);
    QCOMPARE(cardsSpy.count(), 1);
    QCOMPARE(cardsSpy.at(0).at(0).toInt(), lying.card);
    // An empty cell: a cell, no card.
    const Cell empty{lying.cell.x - 5, lying.cell.y - 5};
    view.setMarkedCells({empty});
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRect(empty).center().toPoint());
    QCOMPARE(cells.count(), 1);
    QCOMPARE(cells.at(0).at(0).value<Cell>(), empty);
    QCOMPARE(cardsSpy.count(), 1);
    // A drag pans and clicks nothing.
    const QPointF before = view.cellRect(empty).topLeft();
    QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(200, 200));
    QMouseEvent move(QEvent::MouseMove, QPointF(260, 230), view.mapToGlobal(QPointF(260, 230)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view, &move);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(260, 230));
    QCOMPARE(cells.count(), 1);
    QCOMPARE(view.cellRect(empty).topLeft(), before + QPointF(60, 30));
    // The wheel asks to rotate; Ctrl+wheel zooms.
    QSignalSpy rotate(&view, &gui::TableView::rotateRequested);
    QWheelEvent wheel(QPointF(100, 100), view.mapToGlobal(QPointF(100, 100)), {}, {0, -120},
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &wheel);
    QCOMPARE(rotate.count(), 1);
    QCOMPARE(rotate.at(0).at(0).toInt(), 1);
    const qreal scale = view.cellSize();
    QWheelEvent zoom(QPointF(100, 100), view.mapToGlobal(QPointF(100, 100)), {}, {0, 120},
                     Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &zoom);
    QVERIFY(view.cellSize() > scale);
    QCOMPARE(rotate.count(), 1);
}

void PetalsGuiTest::keyboardCursor() {
    gui::TableView view;
    view.resize(600, 400);
    const Game g = midGame(2, 3, 9);
    view.setTable(g);
    view.show();
    view.setFocus();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy cells(&view, &gui::TableView::cellClicked);
    QSignalSpy cardsSpy(&view, &gui::TableView::cardClicked);
    QSignalSpy rotate(&view, &gui::TableView::rotateRequested);
    view.setCursor(g.table().front().cell);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Down);
    const Cell expected{g.table().front().cell.x + 1, g.table().front().cell.y + 1};
    QCOMPARE(view.cursor(), expected);
    QTest::keyClick(&view, Qt::Key_Return);
    if (view.cardAt(expected) >= 0) {
        QCOMPARE(cardsSpy.count(), 1);
        QCOMPARE(cells.count(), 0);
    } else {
        QCOMPARE(cells.count(), 1);
        QCOMPARE(cells.at(0).at(0).value<Cell>(), expected);
    }
    QTest::keyClick(&view, Qt::Key_R);
    QTest::keyClick(&view, Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(rotate.count(), 2);
    QCOMPARE(rotate.at(1).at(0).toInt(), -1);
    // The accessible description says what lies under the cursor as it is drawn: its
    // half-flowers as turned, never the card's data id (none is printed on the cards).
    view.setCursor(g.table().front().cell);
    const Card& under = g.components().cards[static_cast<std::size_t>(g.table().front().card)];
    QVERIFY(view.accessibleDescription().contains(
        art::describeCard(under, g.table().front().rotation)));
    QVERIFY(!view.accessibleDescription().contains(QString::fromStdString(under.id)));
    // Far cursor moves keep the cursor in view.
    for (int i = 0; i < 30; ++i)
        QTest::keyClick(&view, Qt::Key_Right);
    QVERIFY(QRectF(view.rect()).contains(view.cellRect(view.cursor())));
    QTest::keyClick(&view, Qt::Key_Plus);
    QVERIFY(!view.fitting());
    QTest::keyClick(&view, Qt::Key_0);
    QVERIFY(view.fitting());
}

void PetalsGuiTest::fitKeepsCardsInView() {
    gui::TableView view;
    view.resize(500, 360);
    Game g = Game::deal(components(), 4, Variant::Standard, 3);
    engine::Rng rng(3);
    while (!g.isOver()) {
        view.setTable(g);
        for (const Lying& l : g.table())
            QVERIFY2(QRectF(view.rect()).contains(view.cellRect(l.cell)),
                     qPrintable(QStringLiteral("card at %1,%2").arg(l.cell.x).arg(l.cell.y)));
        const Action a = ai::choose(ai::BotKind::Random, g.viewFor(g.toAct()), rng);
        QVERIFY(g.apply(a).ok);
    }
    // The marked cells too.
    const std::vector<Cell> far = {Cell{-20, 0}, Cell{20, 6}};
    view.setMarkedCells(far);
    for (Cell c : far)
        QVERIFY(QRectF(view.rect()).contains(view.cellRect(c)));
}

void PetalsGuiTest::ghostAndMarksDraw() {
    gui::TableView view;
    view.resize(640, 480);
    const Game g = midGame(3, 5, 21);
    view.setTable(g);
    const QImage plain = render(view);
    const std::vector<Cell> cells = placeCells(g);
    QVERIFY(!cells.empty());
    view.setMarkedCells(cells);
    const QImage marked = render(view);
    QVERIFY(marked != plain);
    const QRectF cell = view.cellRect(cells.front());
    QVERIFY(marked.pixel(cell.center().toPoint() + QPoint(0, 0)) !=
                plain.pixel(cell.center().toPoint()) ||
            marked.copy(cell.toRect()) != plain.copy(cell.toRect()));
    const Action a = bestPlace(g);
    const gui::Ghost ghost = ghostOf(g, a.card, a.cell, a.rotation);
    view.setGhost(ghost);
    QVERIFY(view.ghost().has_value());
    const QImage ghosted = render(view);
    const QRect at = view.cellRect(a.cell).toAlignedRect();
    QVERIFY(ghosted.copy(at) != marked.copy(at));
    view.setHighlighted({g.table().front().card});
    QVERIFY(render(view) != ghosted);
    view.setGhost(std::nullopt);
    view.setHighlighted({});
    QCOMPARE(render(view), marked);
}

void PetalsGuiTest::trackersAndHand() {
    const Game g = midGame(4, 8, 4);
    gui::TrackersView trackers;
    trackers.resize(420, 220);
    trackers.setGame(g, 0);
    const QImage a = render(trackers);
    trackers.setFocusSeat(1);
    QVERIFY(render(trackers) != a);
    QVERIFY(!trackers.accessibleDescription().isEmpty());
    gui::HandView hand;
    hand.resize(420, 150);
    hand.setGame(g, g.toAct());
    hand.show();
    QVERIFY(QTest::qWaitForWindowExposed(&hand));
    QSignalSpy picked(&hand, &gui::HandView::cardSelected);
    const int first = g.hand(g.toAct()).front();
    QTest::mouseClick(&hand, Qt::LeftButton, {}, hand.cardRect(0).center().toPoint());
    QCOMPARE(picked.count(), 1);
    QCOMPARE(picked.at(0).at(0).toInt(), first);
    QCOMPARE(hand.selected(), first);
}

// layoutCubes: apart cubes stay on their spaces; equal or near ones stand side by side, in seat
// order, without overlapping, inside the bounds, shrinking only when the bounds cannot hold them.
void PetalsGuiTest::cubesSideBySide() {
    const auto apart = gui::layoutCubes({0, 25, 50}, 50, 100, 300, 40, 16, 96, 306);
    QCOMPARE(apart[1].center().x(), 200.0);
    QCOMPARE(apart[0].left(), 96.0); // space 0: pushed right of the label area
    QCOMPARE(apart[2].right(), 306.0);
    const auto same = gui::layoutCubes({25, 25, 25, 25, 25}, 50, 100, 300, 40, 16, 96, 306);
    for (std::size_t s = 1; s < same.size(); ++s) {
        QVERIFY(same[s - 1].right() < same[s].left()); // seat order, left to right
        QCOMPARE(same[s].width(), 16.0);
    }
    QVERIFY(qAbs((same.front().left() + same.back().right()) / 2 - 200) < 0.01); // around 25
    const auto low = gui::layoutCubes({1, 0, 2}, 50, 100, 300, 40, 16, 96, 306);
    QCOMPARE(low[1].left(), 96.0); // pushed right of the bound, in order of their spaces
    QVERIFY(low[1].right() < low[0].left() && low[0].right() < low[2].left());
    const auto tight = gui::layoutCubes({50, 50, 50, 50, 50}, 50, 10, 60, 40, 16, 6, 66);
    for (std::size_t s = 0; s < tight.size(); ++s) {
        QVERIFY(tight[s].left() >= 6 && tight[s].right() <= 66.001);
        QVERIFY(tight[s].width() < 16);
        if (s > 0)
            QVERIFY(!tight[s - 1].intersects(tight[s]));
    }
}

// The letter on each cube tells the players apart: initials, else last characters ("Player 1",
// "Player 2" in any language), else numbers; the new-game dialog and the table agree.
void PetalsGuiTest::cubeLetters() {
    const auto list = [](std::initializer_list<const char*> l) {
        QStringList out;
        for (const char* s : l)
            out << QString::fromUtf8(s);
        return out;
    };
    QCOMPARE(gui::cubeInitials(list({"Ada", "ben"})), list({"A", "B"}));
    QCOMPARE(gui::cubeInitials(list({"プレイヤー1", "プレイヤー2", "プレイヤー3"})),
             list({"1", "2", "3"}));
    QCOMPARE(gui::cubeInitials(list({"Ann", "Anna"})), list({"N", "A"}));
    QCOMPARE(gui::cubeInitials(list({"Bo", "Bo", ""})), list({"1", "2", "3"}));
}

// The line under the trackers: the total of the two lowest (R-PE-WIN-3), or in Harmony the spread
// (R-PE-HARM-2), and the trackers won; RULES.md's example 7 (Ada 20 12 12 14, Ben 13 13 11 11).
void PetalsGuiTest::trackersStanding() {
    gui::TrackersView view;
    view.resize(420, 220);
    view.setSeats(
        {{QStringLiteral("Ada"), QStringLiteral("A"), Qt::red, 0, Points{20, 12, 12, 14}},
         {QStringLiteral("Ben"), QStringLiteral("B"), Qt::blue, 1, Points{13, 13, 11, 11}}},
        50, 0);
    QCOMPARE(view.standing(),
             QStringLiteral("Ada: total 24 (two lowest, shaded) · winning 3 of 4 (\u265B)"));
    const QImage standard = render(view);
    view.setHarmony(true);
    QCOMPARE(view.standing(), QStringLiteral("Ada: spread 8 (highest − lowest, shaded) · "
                                             "winning 3 of 4 (\u265B)"));
    QVERIFY(render(view) != standard); // the highest tracker shaded instead of the second lowest
    view.setFocusSeat(1);
    QCOMPARE(view.standing(), QStringLiteral("Ben: spread 2 (highest − lowest, shaded) · "
                                             "winning 1 of 4 (\u265B)"));
    QVERIFY(view.toolTip() == view.standing());
    view.setSeats({{QStringLiteral("Ada"), QStringLiteral("A"), Qt::red, 0, Points{0, 0, 0, 0}},
                   {QStringLiteral("Ben"), QStringLiteral("B"), Qt::blue, 1, Points{1, 1, 1, 1}}},
                  50, 0);
    QVERIFY(view.standing().endsWith(QStringLiteral("winning no tracker: not eligible")));
}

// The trackers of 2 to 5 players at every mix of values that crowds them (all equal, neighbours,
// the ends of the track, past 50), at the window's narrowest and a wide size: no cube overlaps
// another, every cube stays inside its tracker's band and the widget, big enough to read.
void PetalsGuiTest::trackersCubesReadable() {
    const std::vector<std::array<int, 5>> mixes = {
        {0, 0, 0, 0, 0},    {50, 50, 50, 50, 50}, {61, 50, 49, 48, 55}, {10, 10, 11, 11, 12},
        {0, 1, 2, 3, 4},    {24, 25, 26, 25, 24}, {3, 48, 3, 48, 25},   {12, 13, 40, 41, 12},
        {49, 1, 50, 0, 49}, {7, 7, 9, 30, 31}};
    for (QSize size : {QSize(260, 160), QSize(330, 190), QSize(420, 220)})
        for (int n = 2; n <= 5; ++n)
            for (const auto& mix : mixes)
                for (int rot = 0; rot < n; ++rot) {
                    std::vector<gui::TrackersView::Seat> seats;
                    for (int s = 0; s < n; ++s) {
                        Points p{};
                        for (std::size_t e = 0; e < kElements; ++e)
                            p[e] =
                                mix[static_cast<std::size_t>((s + rot + static_cast<int>(e)) % 5)];
                        seats.push_back({QStringLiteral("P%1").arg(s), QString::number(s + 1),
                                         QColor::fromHsv(s * 70, 150, 200), s, p});
                    }
                    gui::TrackersView view;
                    view.resize(size);
                    view.setSeats(seats, 50, 0);
                    for (Element e : kAllElements) {
                        const auto cubes = view.cubeRects(e);
                        QCOMPARE(cubes.size(), static_cast<std::size_t>(n));
                        const QRectF band = view.rowRect(e).adjusted(-0.5, -1.5, 0.5, 0.5);
                        for (std::size_t a = 0; a < cubes.size(); ++a) {
                            QVERIFY2(
                                band.contains(cubes[a]),
                                qPrintable(QStringLiteral("cube %1 of %2 out of its band at %3x%4")
                                               .arg(a)
                                               .arg(n)
                                               .arg(size.width())
                                               .arg(size.height())));
                            QVERIFY(QRectF(view.rect()).contains(cubes[a]));
                            QVERIFY(cubes[a].width() >= 10);
                            for (std::size_t b = a + 1; b < cubes.size(); ++b)
                                QVERIFY2(!cubes[a].intersects(cubes[b]),
                                         qPrintable(QStringLiteral("cubes %1 and %2 of %3 overlap")
                                                        .arg(a)
                                                        .arg(b)
                                                        .arg(n)));
                        }
                    }
                }
    // The picture to look at: five players crowded on every tracker.
    std::vector<gui::TrackersView::Seat> five;
    const std::array<Points, 5> scores = {Points{12, 50, 0, 30}, Points{12, 49, 1, 31},
                                          Points{13, 50, 0, 30}, Points{12, 52, 2, 29},
                                          Points{11, 48, 0, 30}};
    const char* names[] = {"Ada", "Bo", "Cy", "Di", "Eve"};
    for (int s = 0; s < 5; ++s)
        five.push_back({QString::fromLatin1(names[s]), QString::fromLatin1(names[s]).left(1),
                        QColor::fromHsv(s * 70, 150, 200), s, scores[static_cast<std::size_t>(s)]});
    gui::TrackersView view;
    view.resize(330, 190);
    view.setSeats(five, 50, 0);
    QVERIFY(render(view).save(output(QStringLiteral("petals-trackers-crowded.png"))));
}

// Mid-game tables as a window would show them: placing, with the legal cells, a ghost with its
// points, the trackers and the hand; at 1024x700 and 1440x900.
void PetalsGuiTest::screenshots() {
    const Game g = midGame(3, 9, 2026);
    for (QSize size : {QSize(1024, 700), QSize(1440, 900)}) {
        QWidget window;
        window.resize(size);
        auto* row = new QHBoxLayout(&window);
        auto* table = new gui::TableView;
        row->addWidget(table, 1);
        auto* side = new QVBoxLayout;
        auto* trackers = new gui::TrackersView;
        auto* hand = new gui::HandView;
        side->addWidget(trackers);
        side->addWidget(hand);
        side->addStretch();
        row->addLayout(side);
        table->setTable(g);
        table->setMarkedCells(placeCells(g));
        const Action a = bestPlace(g);
        table->setGhost(ghostOf(g, a.card, a.cell, a.rotation));
        table->setCursor(a.cell);
        trackers->setGame(g, g.toAct());
        hand->setGame(g, g.toAct());
        hand->setSelected(a.card);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        table->setFocus();
        QCoreApplication::processEvents();
        const QString name =
            QStringLiteral("petals-table-%1x%2.png").arg(size.width()).arg(size.height());
        QVERIFY(window.grab().save(output(name)));
    }
}

QTEST_MAIN(PetalsGuiTest)
#include "test_petals_gui.moc"
