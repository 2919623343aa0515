// A whole game of Blossoms without the mouse (issue 36 "a whole game by keyboard"): people only,
// 2 and 3 seats in hotseat, the variants, every key sent to the widget that has the focus or to
// the window as a shortcut (G grows, Ctrl+1 the hand, Ctrl+2 the garden, Ctrl+3 the choices),
// never a click and never a call into the session: the hand-over cover lifted with Space (it has
// the focus), a Growth by G or by Enter on the deck, the pot for its card reached with the
// garden's arrows, a card of the hand chosen with the arrows and Enter then its pot, a cut by
// Enter on a lit pot, a token, a tool or Pass by the choices' Up/Down and Space, the Rake's cards
// ordered with the arrows and Ctrl+Left in its list (which has the focus) and put back with Tab
// and Space (R-BL-TOOL-3). Played to the score pad, whose Play again then has the focus. (Qt Test,
// offscreen.)
#include "BlossomsWindow.h"
#include "ChoicePanels.h"
#include "HandsView.h"
#include "PotsView.h"
#include "ScorePad.h"
#include "TurnPanels.h"

#include "blossoms/rules/module.h"
#include "engine/rng.h"

#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace blossoms;
using namespace blossoms::gui;

Q_DECLARE_METATYPE(blossoms::Variant)

namespace {

QWidget* focused() {
    return QApplication::focusWidget();
}

void key(Qt::Key k, Qt::KeyboardModifiers m = {}) {
    QWidget* f = focused();
    QVERIFY2(f, "nothing has the keyboard focus");
    QTest::keyClick(f, k, m);
}

bool has(const std::vector<Action>& legal, const Action& a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// The garden's cursor to `target` (-1 the deck, 0-3 a pot) with the arrows; the garden has the
// focus.
void walkGarden(BlossomsWindow& w, int target) {
    for (int guard = 0; guard < 10 && w.garden()->keyboardCursor() != target; ++guard)
        key(w.garden()->keyboardCursor() < target ? Qt::Key_Right : Qt::Key_Left);
    QCOMPARE(w.garden()->keyboardCursor(), target);
}

// The choice saying `a` in words, reached from the first with Down and taken with Space.
void byChoices(BlossomsWindow& w, const Action& a) {
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    const QString words = w.session()->describe(a);
    const auto buttons = w.choices()->buttons();
    QVERIFY(!buttons.isEmpty());
    QCOMPARE(focused(), static_cast<QWidget*>(buttons.first()));
    for (int i = 0; i < buttons.size(); ++i) {
        if (static_cast<QPushButton*>(focused())->text().compare(words, Qt::CaseInsensitive) == 0)
            break;
        key(Qt::Key_Down);
    }
    QCOMPARE(static_cast<QPushButton*>(focused())->text().toLower(), words.toLower());
    key(Qt::Key_Space);
}

// The raked cards into `a`'s order in the Rake's list (Right/Left move the cursor, Ctrl+Left the
// card), then Tab to Put them back and Space.
void byRake(BlossomsWindow& w, const Action& a) {
    QListWidget* list = w.rakePanel()->list();
    QCOMPARE(focused(), static_cast<QWidget*>(list));
    const std::vector<int> want = a.orderCards();
    for (int i = 0; i < static_cast<int>(want.size()); ++i) {
        int at = -1;
        for (int r = 0; r < list->count(); ++r)
            if (list->item(r)->data(Qt::UserRole).toInt() == want[static_cast<std::size_t>(i)])
                at = r;
        QVERIFY(at >= 0);
        while (list->currentRow() < at)
            key(Qt::Key_Right);
        while (list->currentRow() > at)
            key(Qt::Key_Left);
        while (list->currentRow() > i)
            key(Qt::Key_Left, Qt::ControlModifier);
    }
    QCOMPARE(w.rakePanel()->order(), want);
    // Tab from the list to Put them back (the focus chain: Move up, Move down, Put them back).
    for (int i = 0; i < 4 && focused() != w.rakePanel()->putBackButton(); ++i)
        key(Qt::Key_Tab);
    QCOMPARE(focused(), static_cast<QWidget*>(w.rakePanel()->putBackButton()));
    key(Qt::Key_Space);
}

// One step of the person to play, by the keyboard only: `a` made, checked.
void keyboardStep(BlossomsWindow& w, engine::Rng& rng) {
    BlossomsSession& s = *w.session();
    if (w.pages()->currentWidget() == w.handOverPage()) {
        QCOMPARE(focused(), static_cast<QWidget*>(w.handOverPage()->button()));
        key(Qt::Key_Space);
        return;
    }
    QVERIFY(s.personToPlay());
    const std::vector<Action> legal = s.legalActions();
    QVERIFY(!legal.empty());
    Action a = legal[rng.below(legal.size())];
    if (has(legal, Action::grow()) && rng.below(3) != 0)
        a = Action::grow(); // Growth favoured, so the deck runs out
    // The Rake sought (a token on its pot, then the tool), so that its keys are played too.
    const Action onRake = Action::token(s.components().potOf(Tool::Rake));
    if (has(legal, onRake) && rng.below(2) == 0)
        a = onRake;
    if (has(legal, Action::rake()))
        a = Action::rake();
    const std::size_t before = s.game().history().size();
    switch (a.kind) {
    case Action::Kind::Grow:
        if (rng.below(2) == 0) {
            QTest::keyClick(&w, Qt::Key_G);
        } else {
            QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
            QCOMPARE(focused(), static_cast<QWidget*>(w.garden()));
            walkGarden(w, -1);
            key(Qt::Key_Return);
        }
        break;
    case Action::Kind::Pot:
    case Action::Kind::Cut:
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(focused(), static_cast<QWidget*>(w.garden()));
        walkGarden(w, a.pot);
        key(Qt::Key_Return);
        break;
    case Action::Kind::Plant:
    case Action::Kind::Water: {
        if (a.kind == Action::Kind::Water && has(legal, Action::plant(a.pot, a.card))) {
            byChoices(w, a); // Enter on the pot would plant
            break;
        }
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(focused(), static_cast<QWidget*>(w.hand()));
        const auto& cards = w.hand()->cards();
        const int i =
            static_cast<int>(std::find(cards.begin(), cards.end(), a.card) - cards.begin());
        QVERIFY(i < static_cast<int>(cards.size()));
        for (std::size_t k = 0; k < cards.size(); ++k)
            key(Qt::Key_Left);
        for (int k = 0; k < i; ++k)
            key(Qt::Key_Right);
        key(Qt::Key_Return);
        QCOMPARE(w.chosenCard(), a.card);
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        walkGarden(w, a.pot);
        key(Qt::Key_Return);
        break;
    }
    case Action::Kind::Order:
        byRake(w, a);
        break;
    default:
        byChoices(w, a);
        break;
    }
    QVERIFY2(
        s.game().history().size() == before + 1 && s.game().history().back() == a,
        qPrintable(QStringLiteral("the keys did not make %1 (the banner: %2)")
                       .arg(QString::fromStdString(s.game().actionText(a)), w.banner()->detail())));
}

} // namespace

class BlossomsKeyboardTest : public QObject {
    Q_OBJECT
  private slots:
    void KEYBOARD_wholeGame_people_data();
    void KEYBOARD_wholeGame_people();
};

void BlossomsKeyboardTest::KEYBOARD_wholeGame_people_data() {
    QTest::addColumn<int>("people");
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<quint64>("seed");
    QTest::addRow("2 people, standard") << 2 << Variant{} << quint64(21);
    QTest::addRow("3 people, advanced") << 3 << Variant{false, true} << quint64(22);
    QTest::addRow("2 people, children") << 2 << Variant{true, false} << quint64(23);
    QTest::addRow("3 people, standard") << 3 << Variant{} << quint64(24);
}

void BlossomsKeyboardTest::KEYBOARD_wholeGame_people() {
    QFETCH(int, people);
    QFETCH(Variant, variant);
    QFETCH(quint64, seed);
    auto w = std::make_unique<BlossomsWindow>(Module::components());
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->setAnimationSpeed(0);
    w->resize(1024, 700);
    w->show();
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    BlossomsSetup setup;
    const QStringList names = {QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy")};
    for (int i = 0; i < people; ++i)
        setup.seats << BlossomsSeat{names[i], false, ai::BotKind::Medium};
    setup.variant = variant;
    setup.seed = seed;
    w->startGame(setup);
    BlossomsSession& s = *w->session();
    QVERIFY(s.hasGame());
    engine::Rng rng(seed * 7);
    int steps = 0, rakes = 0;
    for (; steps < 3000 && !s.isOver(); ++steps) {
        rakes += s.step() == Step::Order;
        keyboardStep(*w, rng);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(s.isOver());
    if (!variant.children) // R-BL-TOOL-3: the Rake's cards put back by the keys at least once
        QVERIFY(rakes > 0);
    QTRY_COMPARE(w->pages()->currentWidget(), w->endPage());
    QCOMPARE(focused(), static_cast<QWidget*>(w->scorePad()->playAgainButton()));
    qInfo("%d steps by the keyboard, %d Rakes put back", steps, rakes);
}

QTEST_MAIN(BlossomsKeyboardTest)
#include "test_keyboard.moc"
