// Screen readers and the keyboard (issue 17), Qt Test offscreen.
//
// What a screen reader reads: the accessible interfaces of the board (each ring slot: its place
// after the Flower token, its tulips, what taking it costs and the coins on it; each objective;
// each seat's score marker), of the garden (the cursor: the held tile and whether it fits, or the
// space under it; every space: type, tulips, the group it belongs to), of the cards, the player
// panels, the deck view, the hand-over and the score pad, each checked against the rules core.
// The step is told (the prompt's label, the focused part's description) and the focus follows the
// turn: ring, garden, hand, objectives, Done, in that Tab order.
//
// The keyboard alone: a whole hotseat game from the new-game dialog to the score pad and back,
// a confirmation and a solo game against the Master Gardener, every key sent to the focused
// widget (or the open menu), never a click and never a call to the controller. The moves are
// the greedy computer player's, read from the seat's view.
#include "Accessible.h"
#include "BoardView.h"
#include "DeckView.h"
#include "EndCeremony.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "HandOverPage.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayerPanel.h"
#include "ScorePadPage.h"
#include "Words.h"
#include "gui_support.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"

#include <QAccessible>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QStackedWidget>
#include <QtTest>

#include <map>
#include <set>

using namespace frosted;

class AccessibilityTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase();
    void A11Y_ringSlotsTellTileCostAndCoinsAsTheCoreCounts();
    void A11Y_objectivesAndScoreTrackTellTheBoard();
    void A11Y_gardenSpacesTellTypeTulipsAndGroup();
    void A11Y_heldTileTellsWhereItWouldLie();
    void A11Y_cardsPanelsDeckHandOverAndScorePadAreNamed();
    void A11Y_stepIsToldAndFocusFollowsTheTurn();
    void A11Y_changesOfTheItemListsAreTold();
    void KEYS_focusFrameOnlyWhileTheKeyboardIsUsed();
    void KEYS_wholeHotseatGameWithTheKeyboardOnly();
    void KEYS_soloGameWithTheKeyboardOnly();

  private:
    std::unique_ptr<MainWindow> bare();
    std::unique_ptr<MainWindow> window(const NewGameOptions& o);
    // Through the controller (not the keyboard tests): to reach a position quickly.
    void playGreedy(MainWindow& w, const std::function<bool()>& until, int maxSteps = 600);
    // Keys only.
    void press(int key, Qt::KeyboardModifiers m = Qt::NoModifier);
    void regainKeyboard();
    void newGameByKeys(bool solo, const QString& seed);
    void keysFor(MainWindow& w, const Action& a, int variant);
    // Until the game's end (and the Master Gardener's last step), or `until`.
    void playByKeys(MainWindow& w, const std::function<bool()>& until = {});
    ComponentsPtr comps_;
    QPointer<QWidget> main_;                  // the window under test
    std::map<std::pair<int, int>, int> ways_; // (action kind, way) -> times used, by the keys
};

namespace {

QAccessibleInterface* iface(QObject* o) {
    return QAccessible::queryAccessibleInterface(o);
}

// The children of an interface that are items (no object of their own), in order.
std::vector<QAccessibleInterface*> items(QAccessibleInterface* a) {
    std::vector<QAccessibleInterface*> out;
    for (int i = 0; a && i < a->childCount(); ++i)
        if (QAccessibleInterface* c = a->child(i); c && !c->object())
            out.push_back(c);
    return out;
}

// Any widget as a QWidget (QCOMPARE wants one type).
QWidget* qw(QWidget* w) {
    return w;
}

QString nameOf(QAccessibleInterface* a) {
    return a ? a->text(QAccessible::Name) : QString();
}

// The accessibility events while a test listens: (event, name of what it concerns).
struct Heard {
    QAccessible::Event type;
    QObject* object;
    QString name;
};
std::vector<Heard>* g_heard = nullptr;

void listen(QAccessibleEvent* e) {
    if (!g_heard)
        return;
    QAccessibleInterface* a = e->accessibleInterface();
    g_heard->push_back({e->type(), a ? a->object() : e->object(), nameOf(a)});
}

// Reads the whole tree under `a` as a screen reader would (names, descriptions, states, places,
// each child's index in its parent); returns how many items (children without an object) it read.
int walk(QAccessibleInterface* a, int depth = 0) {
    int read = 0;
    if (!a || depth > 14)
        return read;
    for (int i = 0; i < a->childCount(); ++i) {
        QAccessibleInterface* c = a->child(i);
        if (!c)
            continue;
        (void)c->text(QAccessible::Name);
        (void)c->text(QAccessible::Description);
        (void)c->state();
        (void)c->rect();
        (void)c->role();
        if (!c->object()) {
            ++read;
            if (a->indexOfChild(c) != i || c->parent() != a)
                return -1000000; // an item that does not know its place
        }
        read += walk(c, depth + 1);
    }
    return read;
}

// What the table tells a screen reader (the offscreen platform has none, so the events are heard
// through the widgets' hook; Qt's own widgets' events are not).
struct Listening {
    std::vector<Heard> heard;
    Listening() {
        g_heard = &heard;
        accessible::setEventHook(listen);
    }
    ~Listening() {
        accessible::setEventHook({});
        g_heard = nullptr;
    }
    bool has(QAccessible::Event t, const std::function<bool(const Heard&)>& f) const {
        return std::any_of(heard.begin(), heard.end(),
                           [&](const Heard& h) { return h.type == t && f(h); });
    }
};

// Runs `act` once, from the event loop of the dialog (or of the menu, `popup`) that the next key
// opens; a key sent meanwhile elsewhere does not set it off, and it is gone with its scope.
class WhenOpen : public QObject {
  public:
    WhenOpen(bool popup, std::function<void(QWidget*)> act) : popup_(popup), act_(std::move(act)) {
        connect(&timer_, &QTimer::timeout, this, [this] {
            QWidget* w =
                popup_ ? QApplication::activePopupWidget() : QApplication::activeModalWidget();
            // A dialog takes the keys once it is the active window.
            if (!w || done_ || (!popup_ && QApplication::activeWindow() != w))
                return;
            done_ = true;
            timer_.stop();
            act_(w);
        });
        timer_.start(10);
    }
    bool done() const { return done_; }

  private:
    bool popup_;
    std::function<void(QWidget*)> act_;
    QTimer timer_;
    bool done_ = false;
};

QString plural(int n, const char* one, const char* many) {
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
}

} // namespace

void AccessibilityTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    comps_ = loadComponents(defaultDataDir());
}

std::unique_ptr<MainWindow> AccessibilityTest::bare() {
    auto w = guitest::bareWindow(comps_);
    main_ = w.get();
    return w;
}

std::unique_ptr<MainWindow> AccessibilityTest::window(const NewGameOptions& o) {
    // At the game's first step, hand-over included, at the speed the player would have.
    auto w =
        guitest::bareWindow(comps_, {.game = o, .stepByStep = false, .confirmHandOver = false});
    main_ = w.get();
    return w;
}

void AccessibilityTest::playGreedy(MainWindow& w, const std::function<bool()>& until,
                                   int maxSteps) {
    GameController& c = *w.controller();
    for (int i = 0; i < maxSteps && !c.fullState().isOver(); ++i) {
        if (until())
            break;
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        if (c.replaying()) {
            c.nextGardenerStep();
            continue;
        }
        c.perform(chooseGreedy(c.fullState().viewFor(c.fullState().currentSeat())));
    }
    QCoreApplication::processEvents();
}

// Each ring slot is a child of the ring's part: its place after the Flower token, its tulips
// (Words), what taking it costs and the coins on it, exactly as the core counts them when the
// tile is taken (R-MKT-2/3); a tile the player cannot afford is disabled.
void AccessibilityTest::A11Y_ringSlotsTellTileCostAndCoinsAsTheCoreCounts() {
    auto w = window(guitest::hotseat(5));
    GameController& c = *w->controller();
    // Until coins lie on a tile of the ring at a take step.
    playGreedy(*w, [&] {
        const GameState& g = c.fullState();
        if (g.phase() != Phase::TakeTile || c.handOverPending())
            return false;
        for (std::size_t s = 0; s < g.market().tile.size(); ++s)
            if (g.market().tile[s] >= 0 && g.market().coins[s] > 0)
                return true;
        return false;
    });
    const GameState& g = c.fullState();
    QCOMPARE(g.phase(), Phase::TakeTile);
    QAccessibleInterface* ring = iface(w->board()->ringPart());
    QVERIFY(ring);
    QCOMPARE(nameOf(ring), QStringLiteral("Tile ring"));
    QCOMPARE(ring->text(QAccessible::Description), c.prompt()); // the step, on its part
    const auto ringItems = items(ring);
    QCOMPARE(static_cast<int>(ringItems.size()), comps_->rules.marketSlots);
    int withCoins = 0, told = 0;
    for (int s = 0; s < static_cast<int>(ringItems.size()); ++s) {
        const QString name = nameOf(ringItems[static_cast<std::size_t>(s)]);
        const int tile = g.market().tile[static_cast<std::size_t>(s)];
        const int k = g.market().kOfSlot(s);
        if (tile < 0 || k <= 0) {
            QVERIFY2(name.contains(QStringLiteral("place")), qPrintable(name));
            continue;
        }
        // What the core does when this tile is taken.
        GameState taken = g;
        const int seat = g.currentSeat();
        const int before = taken.player(seat).coins;
        const bool allowed = static_cast<bool>(taken.apply(Action::take(k)));
        const int lying = g.market().coins[static_cast<std::size_t>(s)];
        withCoins += lying > 0;
        QVERIFY2(name.contains(words::ordinal(k) + QStringLiteral(" tile after the Flower token")),
                 qPrintable(name));
        QVERIFY2(name.contains(words::tulips(*comps_, tile)), qPrintable(name));
        const QString cost = k == 1 ? QStringLiteral("nothing") : plural(k - 1, "coin", "coins");
        QVERIFY2(name.contains(QStringLiteral("Taking it costs %1;").arg(cost)), qPrintable(name));
        QVERIFY2(name.contains(QStringLiteral("it carries %1.")
                                   .arg(lying == 0 ? QStringLiteral("no coin")
                                                   : plural(lying, "coin", "coins"))),
                 qPrintable(name));
        if (allowed) {
            // R-MKT-2/3: pays k - 1, takes the coins lying there.
            QCOMPARE(taken.player(seat).coins - before, lying - (k - 1));
            ++told;
        }
        const QAccessible::State st = ringItems[static_cast<std::size_t>(s)]->state();
        QCOMPARE(static_cast<bool>(st.disabled), !allowed);
        QVERIFY(!ringItems[static_cast<std::size_t>(s)]->rect().isEmpty());
    }
    QVERIFY(withCoins > 0);
    QVERIFY(told > 0);
    // The keyboard's cursor is the focused child: the 1st tile.
    w->board()->ringPart()->setFocus();
    QCOMPARE(ring->focusChild(), ringItems[static_cast<std::size_t>(g.market().slotOfKth(1))]);
    QVERIFY(ring->focusChild()->state().focused);
    // The board names itself, the round and the bag.
    QAccessibleInterface* board = iface(w->board());
    QCOMPARE(nameOf(board), QStringLiteral("Main board"));
    QVERIFY(
        board->text(QAccessible::Description)
            .startsWith(QStringLiteral("Round %1 of %2").arg(g.round()).arg(comps_->rules.rounds)));
}

// The objectives on the board (what each is, whether it may be claimed now, its condition) and
// each seat's marker on the score track, as the core has them.
void AccessibilityTest::A11Y_objectivesAndScoreTrackTellTheBoard() {
    auto w = window(guitest::hotseat(8, 3));
    GameController& c = *w->controller();
    playGreedy(*w, [&] {
        const GameState& g = c.fullState();
        if (g.phase() != Phase::Claim || c.handOverPending())
            return false;
        for (int o : g.board())
            if (g.mayClaim(o))
                return true;
        return false;
    });
    const GameState& g = c.fullState();
    QCOMPARE(g.phase(), Phase::Claim);
    QAccessibleInterface* part = iface(w->board()->objectivesPart());
    const auto objectives = items(part);
    QCOMPARE(objectives.size(), g.board().size());
    std::set<QString> expected, claimable;
    for (int o : g.board()) {
        expected.insert(words::objectiveName(*comps_, o));
        if (g.mayClaim(o))
            claimable.insert(words::objectiveName(*comps_, o));
    }
    QVERIFY(!claimable.empty());
    std::set<QString> seen;
    for (QAccessibleInterface* o : objectives) {
        QString name = nameOf(o);
        const bool may = name.endsWith(QStringLiteral(" — you may claim it now"));
        name.chop(may ? QStringLiteral(" — you may claim it now").size() : 0);
        QVERIFY2(expected.count(name), qPrintable(name));
        QCOMPARE(may, claimable.count(name) == 1);
        QCOMPARE(static_cast<bool>(o->state().selected), may);
        QVERIFY(o->text(QAccessible::Description).contains(QStringLiteral("points")));
        seen.insert(name);
    }
    QCOMPARE(seen, expected);
    QCOMPARE(part->text(QAccessible::Description), c.prompt());

    // The score track: one marker per seat, at the core's score.
    QAccessibleInterface* board = iface(w->board());
    const auto markers = items(board);
    QCOMPARE(static_cast<int>(markers.size()), g.seatCount());
    for (int s = 0; s < g.seatCount(); ++s) {
        const int track = g.player(s).track;
        QCOMPARE(nameOf(markers[static_cast<std::size_t>(s)]),
                 QStringLiteral("%1: %2 on the score track")
                     .arg(words::q(g.player(s).name), plural(track, "point", "points")));
        QVERIFY(markers[static_cast<std::size_t>(s)]
                    ->text(QAccessible::Description)
                    .contains(c.seatColour(s)));
    }
}

// Every space of a garden is a child: its type and tulips, the group of its type it belongs to
// (its spaces and tulips, as the core's groups count them), an Improvement in a closed gap.
void AccessibilityTest::A11Y_gardenSpacesTellTypeTulipsAndGroup() {
    auto w = window(guitest::hotseat(12));
    GameController& c = *w->controller();
    playGreedy(*w, [&] { return c.fullState().log().size() >= 10 && !c.handOverPending(); });
    QCOMPARE(c.fullState().phase(), Phase::TakeTile);
    const int seat = c.fullState().currentSeat();
    const Garden& garden = c.fullState().player(seat).garden;
    QAccessibleInterface* a = iface(w->garden());
    QCOMPARE(nameOf(a),
             QStringLiteral("%1's garden").arg(words::q(c.fullState().player(seat).name)));
    // The largest groups and the Improvements, in the description.
    QVERIFY2(a->text(QAccessible::Description).contains(QStringLiteral("largest groups")),
             qPrintable(a->text(QAccessible::Description)));
    // Every space the core has, in reading order, after the cursor.
    std::set<Point> cells;
    for (const Garden::Laid& l : garden.laid())
        for (const Cell& cell : l.face.cells)
            cells.insert({l.at.x + cell.x, l.at.y + cell.y});
    for (const ImprovementPiece& p : garden.improvementPieces())
        cells.insert(p.cells.begin(), p.cells.end());
    const auto spaces = items(a);
    QCOMPARE(spaces.size(), cells.size() + 1);
    int flowers = 0, water = 0, improvements = 0;
    auto it = spaces.begin() + 1;
    for (Point p : cells) {
        const QString name = nameOf(*it++);
        Cell cell;
        if (!garden.tileCellAt(p, cell)) {
            QVERIFY2(name.contains(QStringLiteral("in a closed gap")), qPrintable(name));
            ++improvements;
            continue;
        }
        const QString type = words::typeWord(objectiveTypeOf(cell.type));
        const int groupSpaces = static_cast<int>(garden.groupCells({p}, cell.type).size());
        if (cell.type == LandType::Water) {
            QCOMPARE(name, QStringLiteral("water, in a water group of %1")
                               .arg(plural(groupSpaces, "space", "spaces")));
            ++water;
        } else {
            const int worth = garden.groupValues({p})[cell.type];
            QCOMPARE(name, QStringLiteral("%1 with %2, in a %1 group of %3 and %4")
                               .arg(type, plural(cell.flowers, "tulip", "tulips"),
                                    plural(groupSpaces, "space", "spaces"),
                                    plural(worth, "tulip", "tulips")));
            ++flowers;
        }
    }
    QVERIFY(flowers > 0 && water > 0);
    Q_UNUSED(improvements);
    // The cursor: browsing by the arrows, it reads the space under it.
    w->garden()->setFocus();
    QTest::keyClick(w->garden(), Qt::Key_Right);
    const auto at = w->garden()->readCursor();
    QVERIFY(at);
    QCOMPARE(nameOf(spaces.front()), w->garden()->cellWords(*at));
    QCOMPARE(a->focusChild(), spaces.front());
    QTest::keyClick(w->garden(), Qt::Key_Up);
    QCOMPARE(*w->garden()->readCursor(), (Point{at->x, at->y - 1}));
}

// Holding a tile: the cursor says what it is, how it is turned, whether it fits where it is and
// what it brings (the core's preview), or why not and which way the nearest place it fits lies.
void AccessibilityTest::A11Y_heldTileTellsWhereItWouldLie() {
    auto w = window(guitest::hotseat(3));
    GameController& c = *w->controller();
    Listening l;
    c.confirmHandOver();
    c.takeTile(1);
    QCoreApplication::processEvents();
    QVERIFY(c.hasGhost());
    QAccessibleInterface* cursor = items(iface(w->garden())).front();
    const QString tile = words::tileName(*comps_, c.fullState().takenTile());
    QVERIFY(c.ghost().preview().legal()); // the ghost starts where it fits
    QCOMPARE(nameOf(cursor), QStringLiteral("Holding %1: it fits here — %2")
                                 .arg(tile, words::previewBubble(c.ghost().preview())));
    QVERIFY(cursor->state().selectable); // Enter lays it
    // Turned and moved where it cannot lie.
    QTest::keyClick(w->garden(), Qt::Key_R);
    for (int i = 0; i < 12; ++i)
        QTest::keyClick(w->garden(), Qt::Key_Left);
    const PlacementPreview& pv = c.ghost().preview();
    QVERIFY(!pv.legal());
    const QString name = nameOf(cursor);
    QVERIFY2(name.startsWith(QStringLiteral("Holding %1, rotated 90°: not here — %2.")
                                 .arg(tile, words::placementProblem(pv.check))),
             qPrintable(name));
    const auto fit = c.ghost().nearestFitAnchor();
    QVERIFY(fit);
    const int dx = fit->x - c.ghost().anchor()->x;
    QVERIFY(dx > 0);
    QVERIFY2(name.contains(QStringLiteral("The nearest place it fits this way: %1")
                               .arg(plural(dx, "space to the right", "spaces to the right"))),
             qPrintable(name));
    // Each change was told: the cursor's name changed.
    QVERIFY(l.has(QAccessible::NameChanged, [&](const Heard& h) { return h.name == name; }));
}

// The cards of the hand, the player panels, the deck view, the hand-over and the score pad.
void AccessibilityTest::A11Y_cardsPanelsDeckHandOverAndScorePadAreNamed() {
    auto w = window(guitest::hotseat(21));
    GameController& c = *w->controller();
    playGreedy(*w,
               [&] { return c.fullState().phase() == Phase::PlayCard && !c.handOverPending(); });
    const GameState& g = c.fullState();
    const auto& hand = g.player(g.currentSeat()).hand;
    QCOMPARE(w->hand()->cards().size(), hand.size());
    for (std::size_t i = 0; i < hand.size(); ++i) {
        CardButton* b = w->hand()->cards()[i];
        const QString name = nameOf(iface(b));
        const auto& card = comps_->cards[static_cast<std::size_t>(hand[i])];
        QStringList types;
        for (LandType t : card.types)
            types << words::typeWord(objectiveTypeOf(t));
        const int points = g.viewFor(g.currentSeat()).cardPointsNow(hand[i]);
        QCOMPARE(name,
                 QStringLiteral("Card %1: %2 — %3 now")
                     .arg(i + 1)
                     .arg(types.join(QStringLiteral(" + ")), plural(points, "point", "points")));
        QVERIFY(iface(b)
                    ->text(QAccessible::Description)
                    .contains(card.types.size() == 1 ? QStringLiteral("2 points")
                                                     : QStringLiteral("1 point")));
    }
    // The players' panels: name, colour, points, whose turn; coins in the description.
    for (int s = 0; s < g.seatCount(); ++s) {
        QAccessibleInterface* p = iface(w->players()->seatPanel(s));
        const QString expected = QStringLiteral("%1 (%2): %3")
                                     .arg(words::q(g.player(s).name), c.seatColour(s),
                                          plural(g.player(s).track, "point", "points"));
        QCOMPARE(nameOf(p),
                 s == g.currentSeat() ? expected + QStringLiteral(" — playing now") : expected);
        QVERIFY2(p->text(QAccessible::Description)
                     .contains(QStringLiteral("Coins %1").arg(g.player(s).coins)),
                 qPrintable(p->text(QAccessible::Description)));
    }
    // The deck view: each card still in the deck, by its types.
    QVERIFY(w->deckDialog()->showForScreenSeat());
    const auto deck = items(iface(w->deckDialog()->deckStrip()));
    const std::vector<int> own = g.viewFor(g.currentSeat()).ownDeck();
    QCOMPARE(deck.size(), own.size());
    for (std::size_t i = 0; i < own.size(); ++i)
        QCOMPARE(nameOf(deck[i]), words::cardName(*comps_, own[i]));
    QCOMPARE(nameOf(iface(w->deckDialog()->deckStrip())), QStringLiteral("Still in your deck"));
    w->deckDialog()->close();

    // The hand-over: whose turn and the turns since their last one, on the button that has the
    // focus.
    playGreedy(*w, [&] { return c.handOverPending(); });
    QVERIFY(c.handOverPending());
    const QString next = words::q(c.fullState().player(c.fullState().currentSeat()).name);
    const QString said = iface(w->handOverButton())->text(QAccessible::Description);
    QVERIFY2(said.startsWith(QStringLiteral("Pass to %1. ").arg(next)) &&
                 said.contains(QStringLiteral(" took the ")),
             qPrintable(said));

    // The score pad: each row in a sentence, the core's figures.
    playGreedy(
        *w, [] { return false; }, 4000);
    QVERIFY(c.fullState().isOver());
    QCOMPARE(w->pages()->currentWidget(), qw(w->scorePadPage()));
    ScorePadPage* pad = w->scorePadPage();
    const auto scores = c.fullState().scores();
    for (int r = 0; r < pad->rowCount(); ++r) {
        const FinalScore& s = scores[static_cast<std::size_t>(pad->seatOfRow(r))];
        QCOMPARE(
            nameOf(iface(pad->placeLabel(r))),
            QStringLiteral("%1 place: %2, %3 (score track %4, Improvements %5, objectives "
                           "%6, coins %7).")
                .arg(words::ordinal(s.rank), words::q(s.name), plural(s.total, "point", "points"))
                .arg(s.track)
                .arg(s.improvements)
                .arg(s.objectives)
                .arg(s.coins));
        if (ObjectiveChips* chips = pad->objectiveChips(r)) {
            const auto held = items(iface(chips));
            QCOMPARE(static_cast<int>(held.size()), chips->texts().size());
            for (std::size_t i = 0; i < held.size(); ++i)
                QCOMPARE(nameOf(held[i]), chips->texts()[static_cast<int>(i)]);
        }
    }
    QVERIFY(iface(pad->playAgainButton())
                ->text(QAccessible::Description)
                .startsWith(pad->titleLabel()->text()));
}

// The step is told (the prompt's label) and the focus goes to the part the step concerns, whose
// description is the prompt; Tab goes ring → garden → cards → objectives → Done.
void AccessibilityTest::A11Y_stepIsToldAndFocusFollowsTheTurn() {
    Listening l;
    auto w = window(guitest::hotseat(9));
    GameController& c = *w->controller();
    BoardView* board = w->board();
    // The hand-over to the first player: its button has the focus, Enter confirms.
    QCOMPARE(QApplication::focusWidget(), qw(w->handOverButton()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(QApplication::focusWidget(), qw(board->ringPart()));
    QTRY_VERIFY(l.has(QAccessible::Focus, [&](const Heard& h) {
        return !h.object && h.name == board->slotName(c.fullState().market().slotOfKth(1));
    }));
    l.heard.clear();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_1);
    QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
    QCOMPARE(QApplication::focusWidget(), qw(w->garden()));
    // The prompt's label reads the step (its label tells its changes itself); the garden's
    // description is the step too, and was told; its cursor is the focused child.
    QCOMPARE(nameOf(iface(w->nowLabel())), c.prompt());
    QVERIFY(l.has(QAccessible::DescriptionChanged,
                  [&](const Heard& h) { return h.object == w->garden(); }));
    QTRY_VERIFY(l.has(QAccessible::Focus, [&](const Heard& h) {
        return !h.object && h.name.startsWith(QStringLiteral("Holding "));
    }));
    QVERIFY(iface(w->garden())->text(QAccessible::Description).startsWith(c.prompt()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return); // lays it where it fits
    QCOMPARE(c.fullState().phase(), Phase::PlayCard);
    QCoreApplication::processEvents();
    QCOMPARE(QApplication::focusWidget(), qw(w->hand()->cards().front()));
    // Tab: the cards, then the objectives (Done is for the claim step), and back.
    std::vector<QWidget*> order;
    for (std::size_t i = 1; i < w->hand()->cards().size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        order.push_back(QApplication::focusWidget());
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), qw(board->objectivesPart()));
    for (std::size_t i = 1; i < w->hand()->cards().size(); ++i)
        QCOMPARE(order[i - 1], w->hand()->cards()[i]);
    QWidget* from = w->hand()->cards().front();
    from->setFocus();
    QTest::keyClick(from, Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(QApplication::focusWidget(), qw(w->garden()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(QApplication::focusWidget(), qw(board->ringPart()));
    // The card: Enter plays the focused one, then the claim step: objectives, or Done.
    w->hand()->cards().front()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(QApplication::focusWidget(), qw(w->hand()->cards()[1]));
    const int card = w->hand()->cards()[1]->card();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(c.fullState().phase(), Phase::Claim);
    QCOMPARE(c.fullState().currentTurn().card, card);
    bool claimable = false;
    for (int o : c.fullState().board())
        claimable = claimable || c.fullState().mayClaim(o);
    QCOMPARE(QApplication::focusWidget(),
             claimable ? qw(board->objectivesPart()) : qw(w->hand()->doneButton()));
    w->hand()->doneButton()->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(c.handOverPending());
    QCOMPARE(QApplication::focusWidget(), qw(w->handOverButton()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(!c.handOverPending());
    QTRY_COMPARE(QApplication::focusWidget(), qw(board->ringPart()));
}

// A screen reader knows the items of a part by their place in its list: when a tile is taken
// from the ring, laid in the garden, a card played, a marker moved or an objective claimed, the
// part's list is told as changed (ObjectReorder), and the items past its new end are gone.
void AccessibilityTest::A11Y_changesOfTheItemListsAreTold() {
    auto w = window(guitest::hotseat(8, 3));
    GameController& c = *w->controller();
    BoardView* board = w->board();
    const auto reordered = [](const Listening& l, QObject* o) {
        return l.has(QAccessible::ObjectReorder, [o](const Heard& h) { return h.object == o; });
    };
    const auto at = [&](Phase ph) {
        return c.fullState().phase() == ph && !c.handOverPending() && c.personToPlay();
    };
    playGreedy(*w, [&] { return at(Phase::TakeTile); });
    QVERIFY(at(Phase::TakeTile));
    const int seat = c.fullState().currentSeat();
    const std::size_t cells = w->garden()->occupiedCells().size();
    const int track = c.fullState().player(seat).track;
    {
        Listening l;
        c.perform(chooseGreedy(c.fullState().viewFor(seat))); // takes a tile
        QCOMPARE(c.fullState().phase(), Phase::PlaceTile);
        QVERIFY(reordered(l, board->ringPart()));
        QVERIFY(!reordered(l, board->objectivesPart())); // nothing changed there
        QVERIFY(!reordered(l, w->garden()));
        l.heard.clear();
        c.perform(chooseGreedy(c.fullState().viewFor(seat))); // lays it
        QCOMPARE(c.fullState().phase(), Phase::PlayCard);
        QVERIFY(w->garden()->occupiedCells().size() > cells);
        QVERIFY(reordered(l, w->garden()));
        l.heard.clear();
        c.perform(chooseGreedy(c.fullState().viewFor(seat))); // plays a card
        QCOMPARE(c.fullState().phase(), Phase::Claim);
        // The card joins the played ones in View ▸ My cards; the marker moves with its points.
        QVERIFY(reordered(l, w->deckDialog()->playedStrip()));
        QCOMPARE(reordered(l, board), c.fullState().player(seat).track != track);
    }
    // A claim: one objective fewer on the board, the last item's interface is gone.
    playGreedy(*w, [&] {
        if (!at(Phase::Claim))
            return false;
        for (int o : c.fullState().board())
            if (c.fullState().mayClaim(o))
                return true;
        return false;
    });
    QVERIFY(at(Phase::Claim));
    QAccessibleInterface* part = iface(board->objectivesPart());
    const int before = static_cast<int>(items(part).size());
    QVERIFY(before > 0);
    const QAccessible::Id last = QAccessible::uniqueId(items(part).back());
    int claimed = -1;
    for (int o : c.fullState().board())
        if (claimed < 0 && c.fullState().mayClaim(o))
            claimed = o;
    Listening l;
    c.perform(Action::claim(claimed));
    QVERIFY(reordered(l, board->objectivesPart()));
    QCOMPARE(static_cast<int>(items(part).size()), before - 1);
    QVERIFY(!QAccessible::accessibleInterface(last));
    QVERIFY(!accessible::item(board->objectivesPart(), before - 1));
    // Each place reads the objective now drawn there.
    const std::vector<int> order = board->objectivesInOrder();
    for (int i = 0; i < before - 1; ++i)
        QCOMPARE(nameOf(items(part)[static_cast<std::size_t>(i)]),
                 board->objectiveName(order[static_cast<std::size_t>(i)]));
}

// The focus follows the turn for everybody, but its blue frame is the keyboard's: drawn while the
// last input was a key, not after a click (a player with the mouse would take it for the hint).
void AccessibilityTest::KEYS_focusFrameOnlyWhileTheKeyboardIsUsed() {
    auto w = window(guitest::hotseat(5));
    GameController& c = *w->controller();
    BoardView* board = w->board();
    const auto at = [&](Phase ph) {
        return c.fullState().phase() == ph && !c.handOverPending() && c.personToPlay();
    };
    playGreedy(*w, [&] { return at(Phase::TakeTile); });
    QVERIFY(at(Phase::TakeTile));
    QTRY_COMPARE(QApplication::focusWidget(), qw(board->ringPart()));
    // A click on the table (the prompt, which takes no focus): no frame on the ring.
    QTest::mouseClick(w->nowLabel(), Qt::LeftButton);
    QVERIFY(!accessible::keyboardInUse());
    QCOMPARE(QApplication::focusWidget(), qw(board->ringPart()));
    (void)board->grab();
    QVERIFY(board->lastKeyboardFrame().isEmpty());
    // Any key: the frame on the ring's cursor, repainted at once.
    QTest::keyClick(board->ringPart(), Qt::Key_Shift);
    QVERIFY(accessible::keyboardInUse());
    QTRY_VERIFY(!board->lastKeyboardFrame().isEmpty());
    // A click again: it goes, with nothing else to repaint the board.
    QTest::mouseClick(w->nowLabel(), Qt::LeftButton);
    QVERIFY(!accessible::keyboardInUse());
    QTRY_VERIFY(board->lastKeyboardFrame().isEmpty());
    // The wheel is the pointer's too.
    QTest::keyClick(board->ringPart(), Qt::Key_Right);
    QTRY_VERIFY(!board->lastKeyboardFrame().isEmpty());
    {
        QWheelEvent wheel(QPointF(5, 5), w->nowLabel()->mapToGlobal(QPointF(5, 5)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w->nowLabel(), &wheel);
    }
    QVERIFY(!accessible::keyboardInUse());
    QTRY_VERIFY(board->lastKeyboardFrame().isEmpty());
    // The cards: the first has the focus at the card step; framed only after a key.
    playGreedy(*w, [&] { return at(Phase::PlayCard); });
    QVERIFY(at(Phase::PlayCard));
    QTRY_COMPARE(QApplication::focusWidget(), qw(w->hand()->cards().front()));
    CardButton* card = w->hand()->cards().front();
    QTest::mouseClick(w->nowLabel(), Qt::LeftButton);
    (void)card->grab();
    QVERIFY(!card->framed());
    QTest::keyClick(card, Qt::Key_Shift);
    QTRY_VERIFY(card->framed());
    QTest::mouseClick(w->nowLabel(), Qt::LeftButton);
    QTRY_VERIFY(!card->framed());
    QCOMPARE(QApplication::focusWidget(), qw(card)); // the focus stayed: only the frame went
    // A key taken by a shortcut of the window (H: Turn ▸ Hint) is the keyboard's too.
    QVERIFY(w->turnActions().hint->isEnabled());
    QTest::keyClick(card, Qt::Key_H);
    QVERIFY(accessible::keyboardInUse());
    QTRY_VERIFY(card->framed());
}

// ---------------------------------------------------------------------------------------------
// The keyboard alone

void AccessibilityTest::regainKeyboard() {
    // A window manager gives the keyboard back to the window when a dialog or a menu closes; the
    // offscreen platform does not, so the test does what it would.
    if (QApplication::activePopupWidget() || QApplication::activeModalWidget() ||
        QApplication::focusWidget() || !main_)
        return;
    main_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(main_));
}

void AccessibilityTest::press(int key, Qt::KeyboardModifiers m) {
    regainKeyboard();
    QWidget* target = QApplication::activePopupWidget();
    if (!target)
        target = QApplication::focusWidget();
    QVERIFY2(target, "no widget has the keyboard");
    QTest::keyClick(target, static_cast<Qt::Key>(key), m);
}

// In the new-game dialog (opened by Ctrl+N): hotseat or solo, a seed typed, Enter starts.
void AccessibilityTest::newGameByKeys(bool solo, const QString& seed) {
    auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
    QVERIFY(d);
    auto done = qScopeGuard([d] {
        if (d->isVisible())
            d->reject();
    });
    QTRY_VERIFY(QApplication::focusWidget() && d->isAncestorOf(QApplication::focusWidget()));
    // The mode: the radio buttons are one stop, the arrows choose.
    auto* soloRadio = d->findChild<QRadioButton*>(QStringLiteral("soloRadio"));
    for (int i = 0; i < 30 && !qobject_cast<QRadioButton*>(QApplication::focusWidget()); ++i)
        press(Qt::Key_Tab);
    QVERIFY(qobject_cast<QRadioButton*>(QApplication::focusWidget()));
    if (soloRadio->isChecked() != solo)
        press(soloRadio->isChecked() ? Qt::Key_Up : Qt::Key_Down);
    QCOMPARE(soloRadio->isChecked(), solo);
    QWidget* seedField = d->findChild<QLineEdit*>(QStringLiteral("seed"));
    for (int i = 0; i < 30 && QApplication::focusWidget() != seedField; ++i)
        press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), seedField);
    QTest::keyClicks(QApplication::focusWidget(), seed);
    press(Qt::Key_Return);
    QVERIFY(!d->isVisible());
}

// The keys of one action; `variant` picks among the ways the keyboard offers.
void AccessibilityTest::keysFor(MainWindow& w, const Action& a, int variant) {
    GameController& c = *w.controller();
    ++ways_[{static_cast<int>(a.kind), variant % 2}];
    BoardView* board = w.board();
    switch (a.kind) {
    case Action::Kind::Take: {
        QCOMPARE(QApplication::focusWidget(), qw(board->ringPart()));
        const int slot = c.fullState().market().slotOfKth(a.value);
        if (variant % 2 == 0) {
            press(Qt::Key_0 + a.value); // the number of the tile
            return;
        }
        press(Qt::Key_Home);
        for (int i = 1; i < a.value; ++i)
            press(Qt::Key_Right);
        QCOMPARE(board->ringCursor(), slot);
        press(variant % 4 == 1 ? Qt::Key_Return : Qt::Key_Space);
        return;
    }
    case Action::Kind::Pass:
        press(Qt::Key_P);
        return;
    case Action::Kind::Place: {
        QCOMPARE(QApplication::focusWidget(), qw(w.garden()));
        const Tile& t = comps_->tiles[static_cast<std::size_t>(c.fullState().takenTile())];
        const Face target = orientedFace(t, a.orientation);
        for (int i = 0; i < 8 && c.ghost().face() != target; ++i)
            press(i == 3 ? Qt::Key_F : Qt::Key_R);
        QCOMPARE(c.ghost().face(), target);
        for (int i = 0; i < 200 && c.ghost().anchor() && *c.ghost().anchor() != a.at; ++i) {
            const Point at = *c.ghost().anchor();
            press(at.x < a.at.x   ? Qt::Key_Right
                  : at.x > a.at.x ? Qt::Key_Left
                  : at.y < a.at.y ? Qt::Key_Down
                                  : Qt::Key_Up);
        }
        QCOMPARE(*c.ghost().anchor(), a.at);
        press(Qt::Key_Return);
        return;
    }
    case Action::Kind::PlayCard: {
        const auto& cards = w.hand()->cards();
        QVERIFY(!cards.empty());
        QCOMPARE(QApplication::focusWidget(), qw(cards.front()));
        std::size_t i = 0;
        while (i < cards.size() && cards[i]->card() != a.value)
            ++i;
        QVERIFY(i < cards.size());
        if (variant % 2 == 0) {
            press(Qt::Key_1 + static_cast<int>(i));
            return;
        }
        for (std::size_t k = 0; k < i; ++k)
            press(Qt::Key_Right);
        QCOMPARE(QApplication::focusWidget(), qw(cards[i]));
        press(variant % 4 == 1 ? Qt::Key_Return : Qt::Key_Space);
        return;
    }
    case Action::Kind::Claim: {
        QCOMPARE(QApplication::focusWidget(), qw(board->objectivesPart()));
        if (variant % 2 == 0) {
            // On the board: the arrows to the objective, Enter claims it.
            for (int i = 0; i < 20 && board->objectiveCursor() != a.value; ++i)
                press(Qt::Key_Right);
            QCOMPARE(board->objectiveCursor(), a.value);
            press(Qt::Key_Return);
            return;
        }
        // C: the menu of those that qualify; the arrows and Enter.
        const QString entry =
            QStringLiteral("Claim %1").arg(words::objectiveName(*comps_, a.value));
        bool chosen = false;
        WhenOpen open(true, [&](QWidget* w) {
            auto* menu = qobject_cast<QMenu*>(w);
            for (int i = 0;
                 menu && i < 12 && (!menu->activeAction() || menu->activeAction()->text() != entry);
                 ++i)
                press(Qt::Key_Down);
            chosen = menu && menu->activeAction() && menu->activeAction()->text() == entry;
            press(chosen ? Qt::Key_Return : Qt::Key_Escape);
        });
        press(Qt::Key_C);
        QVERIFY2(chosen, qPrintable(entry));
        return;
    }
    case Action::Kind::EndTurn:
        if (variant % 2 == 0) {
            press(Qt::Key_D);
            return;
        }
        // Tab to Done, Enter.
        for (int i = 0; i < 12 && QApplication::focusWidget() != w.hand()->doneButton(); ++i)
            press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), qw(w.hand()->doneButton()));
        press(Qt::Key_Return);
        return;
    }
}

// Plays the game on the table to its end with keys only; the moves are the greedy player's.
void AccessibilityTest::playByKeys(MainWindow& w, const std::function<bool()>& until) {
    GameController& c = *w.controller();
    int steps = 0;
    for (int guard = 0; guard < 3000 && !QTest::currentTestFailed(); ++guard) {
        if ((c.fullState().isOver() && !c.replaying()) || (until && until()))
            return;
        regainKeyboard();
        if (c.handOverPending()) {
            QCOMPARE(w.pages()->currentWidget(), qw(w.handOverPage()));
            QCOMPARE(QApplication::focusWidget(), qw(w.handOverButton()));
            press(Qt::Key_Return);
            continue;
        }
        if (c.replaying()) {
            press(Qt::Key_Space); // the Master Gardener's next step
            continue;
        }
        QCoreApplication::processEvents(); // the focus follows the step
        if (steps % 5 == 0)                // the whole window, as a screen reader reads it
            QVERIFY(walk(iface(&w)) > 0);
        const GameState before = c.fullState();
        const Action a = chooseGreedy(before.viewFor(before.currentSeat()));
        keysFor(w, a, steps++ / 3);
        QVERIFY2(!(c.fullState() == before),
                 qPrintable(QString::fromStdString(actionText(a, *comps_))));
    }
}

void AccessibilityTest::KEYS_wholeHotseatGameWithTheKeyboardOnly() {
    Listening l; // the table tells what changes all along
    auto w = bare();
    w->setMessageBoxesEnabled(true); // the confirmation is a box answered by a key
    GameController& c = *w->controller();
    // Ctrl+N: the new-game dialog, answered by keys.
    {
        WhenOpen open(false, [&](QWidget*) { newGameByKeys(false, QStringLiteral("31")); });
        press(Qt::Key_N, Qt::ControlModifier);
        QVERIFY(open.done());
    }
    QVERIFY(c.hasGame());
    QCOMPARE(c.fullState().seatCount(), 2);
    QCOMPARE(c.options().seed.value_or(0), quint64(31));
    QCoreApplication::processEvents();

    // One turn, then Ctrl+N again: "save the current game?", Esc keeps it.
    {
        const std::size_t turns = c.fullState().log().size();
        playByKeys(*w, [&] { return c.fullState().log().size() > turns; });
        bool asked = false;
        WhenOpen open(false, [&](QWidget* box) {
            asked = qobject_cast<QMessageBox*>(box) != nullptr;
            press(Qt::Key_Escape);
        });
        const GameState playing = c.fullState();
        press(Qt::Key_N, Qt::ControlModifier);
        QVERIFY(asked);
        QVERIFY(c.fullState() == playing);
    }

    ways_.clear();
    playByKeys(*w);
    QVERIFY(c.fullState().isOver());
    int turns = 0;
    for (const TurnRecord& r : c.fullState().log())
        turns += std::holds_alternative<PlayerTurn>(r);
    QCOMPARE(turns, 2 * comps_->rules.rounds);
    // The keyboard's cursor was told as it moved: slots, cards' groups, the held tile.
    QVERIFY(l.has(QAccessible::Focus, [](const Heard& h) {
        return !h.object && h.name.contains(QStringLiteral("tile after the Flower token"));
    }));
    QVERIFY(l.has(QAccessible::NameChanged,
                  [](const Heard& h) { return h.name.startsWith(QStringLiteral("Holding ")); }));
    // Each step was played both ways the keyboard offers it (the number, or the cursor and
    // Enter; the menu or the board for a claim; D or Done).
    for (Action::Kind k : {Action::Kind::Take, Action::Kind::Place, Action::Kind::PlayCard,
                           Action::Kind::Claim, Action::Kind::EndTurn})
        for (int way : {0, 1})
            QVERIFY2(
                (ways_[std::pair(static_cast<int>(k), way)] > 0 || k == Action::Kind::Place),
                qPrintable(QStringLiteral("kind %1, way %2").arg(static_cast<int>(k)).arg(way)));
    QTRY_COMPARE(w->pages()->currentWidget(), qw(w->scorePadPage()));
    ScorePadPage* pad = w->scorePadPage();
    QCOMPARE(pad->rowCount(), 2);
    // The end ceremony over the score pad has the keyboard: Enter opens the score pad.
    QCOMPARE(QApplication::focusWidget(), qw(w->endCeremony()->button()));
    press(Qt::Key_Return);
    QVERIFY(!w->endCeremony()->isVisible());
    QCOMPARE(QApplication::focusWidget(), qw(pad->playAgainButton()));
    QCOMPARE(pad->scoreOfRow(0).total,
             c.fullState().scores()[static_cast<std::size_t>(pad->seatOfRow(0))].total);
    // The gardens (Tab to the button, Space), and back to the score pad by Enter.
    for (int i = 0; i < 10 && QApplication::focusWidget() != pad->gardensButton(); ++i)
        press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), qw(pad->gardensButton()));
    press(Qt::Key_Space);
    QCOMPARE(w->pages()->currentWidget(), qw(w->tablePage()));
    QTRY_COMPARE(QApplication::focusWidget(), qw(w->hand()->scoresButton()));
    press(Qt::Key_Return);
    QCOMPARE(w->pages()->currentWidget(), qw(pad));
    // New game… from the score pad: the dialog, Esc closes it, the finished game stays.
    bool opened = false;
    WhenOpen open(false, [&](QWidget* d) {
        opened = qobject_cast<NewGameDialog*>(d) != nullptr;
        press(Qt::Key_Escape);
    });
    for (int i = 0; i < 10 && QApplication::focusWidget() != pad->newGameButton(); ++i)
        press(Qt::Key_Tab);
    press(Qt::Key_Space);
    QVERIFY(opened);
    QVERIFY(c.fullState().isOver());
}

void AccessibilityTest::KEYS_soloGameWithTheKeyboardOnly() {
    auto w = bare();
    GameController& c = *w->controller();
    {
        WhenOpen open(false, [&](QWidget*) { newGameByKeys(true, QStringLiteral("4")); });
        press(Qt::Key_N, Qt::ControlModifier);
        QVERIFY(open.done());
    }
    QVERIFY(c.hasGame());
    QVERIFY(c.fullState().solo());
    QCoreApplication::processEvents();
    playByKeys(*w);
    QVERIFY(c.fullState().isOver());
    int turns = 0, his = 0;
    for (const TurnRecord& r : c.fullState().log()) {
        turns += std::holds_alternative<PlayerTurn>(r);
        his += std::holds_alternative<GardenerTurn>(r);
    }
    QCOMPARE(turns, comps_->rules.rounds);
    QVERIFY(his > 0);
    QTRY_COMPARE(w->pages()->currentWidget(), qw(w->scorePadPage()));
    QCOMPARE(w->scorePadPage()->rowCount(), 2);
    QCOMPARE(QApplication::focusWidget(), qw(w->endCeremony()->button()));
    press(Qt::Key_Escape); // Esc leaves the ceremony as well
    QCOMPARE(QApplication::focusWidget(), qw(w->scorePadPage()->playAgainButton()));
}

QTEST_MAIN(AccessibilityTest)
#include "test_accessibility.moc"
