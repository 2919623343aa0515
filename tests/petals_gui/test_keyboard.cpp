// A whole game of Petals without the mouse (issue 34 "the keyboard (a whole game without the
// mouse)"): two people in hotseat and a computer, every key sent to the widget that has the focus
// or to the window as a shortcut (Ctrl+1 the hand, Ctrl+2 the table), never a click and never a
// call into the session: the hand-over cover lifted with Enter, a card chosen with the arrows and
// Enter, its place reached with the arrows and taken with Enter, turned with R; a symbol pair
// answered by Enter on its question (score, skip), which has the focus, or by moving a lit card
// with the table's cursor. Played to the score pad, which then has the focus. The effect panel's
// Alt letters are checked against the menu bar's in the three languages. (Qt Test, offscreen.)
#include "EffectPanel.h"
#include "HandView.h"
#include "Language.h"
#include "PetalsScorePad.h"
#include "PetalsWindow.h"
#include "TableView.h"
#include "TurnPanels.h"

#include "engine/rng.h"
#include "petals/rules/module.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QStackedWidget>
#include <QtTest>

#include <memory>

using namespace petals;
using namespace petals::gui;

namespace {

QWidget* focused() {
    return QApplication::focusWidget();
}

void key(Qt::Key k, Qt::KeyboardModifiers m = {}) {
    QWidget* f = focused();
    QVERIFY2(f, "nothing has the keyboard focus");
    QTest::keyClick(f, k, m);
}

// Moves the table's cursor to `target` with the arrow keys (the table has the focus).
void walkTo(PetalsWindow& w, Cell target) {
    for (int guard = 0; guard < 200 && !(w.table()->cursor() == target); ++guard) {
        const Cell c = w.table()->cursor();
        key(c.x < target.x   ? Qt::Key_Right
            : c.x > target.x ? Qt::Key_Left
            : c.y < target.y ? Qt::Key_Down
                             : Qt::Key_Up);
    }
    QCOMPARE(w.table()->cursor(), target);
}

std::optional<Cell> cellOf(const Game& g, int card) {
    for (const Lying& l : g.table())
        if (l.card == card)
            return l.cell;
    return std::nullopt;
}

// One step of the person to play, by the keyboard only.
void keyboardStep(PetalsWindow& w, engine::Rng& rng) {
    PetalsSession& s = *w.session();
    if (w.pages()->currentWidget() == w.handOverPage()) {
        QCOMPARE(focused(), static_cast<QWidget*>(w.handOverPage()->button()));
        key(Qt::Key_Return);
        return;
    }
    const Game& known = s.view().known();
    switch (s.step()) {
    case Step::Place: {
        QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(focused(), static_cast<QWidget*>(w.hand()));
        const int rights = int(rng.below(known.hand(s.view().seat()).size()));
        for (int k = 0; k < rights; ++k)
            key(Qt::Key_Right);
        key(Qt::Key_Return);
        QVERIFY(w.chosenCard() >= 0);
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(focused(), static_cast<QWidget*>(w.table()));
        const int turns = int(rng.below(4));
        for (int k = 0; k < turns; ++k)
            key(Qt::Key_R);
        const auto marks = w.table()->markedCells();
        QVERIFY(!marks.empty());
        walkTo(w, marks[rng.below(marks.size())]);
        key(Qt::Key_Return);
        // The card now lying under the cursor is not taken for a click on it (it said "That
        // card cannot move" after every placement that asked a symbol pair's question).
        QVERIFY2(!w.banner()->detail().contains(QLatin1String("cannot move")),
                 qPrintable(w.banner()->detail()));
        return;
    }
    case Step::Effect:
    case Step::Move: {
        QVERIFY(w.effectPanel()->isVisible());
        const auto movable = s.effectChoice().movable;
        const unsigned pick = unsigned(rng.below(3));
        if (movable.empty() || pick == 0) {
            // The question has the focus: Enter scores the card (a simple effect) or skips the
            // move (a double one).
            QCOMPARE(focused(), static_cast<QWidget*>(s.step() == Step::Effect
                                                          ? w.effectPanel()->scoreButton()
                                                          : w.effectPanel()->skipButton()));
            key(Qt::Key_Return);
            return;
        }
        QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
        const int card = movable[rng.below(movable.size())];
        const auto at = cellOf(known, card);
        QVERIFY(at.has_value());
        walkTo(w, *at);
        QCOMPARE(w.table()->cardAt(*at), card);
        key(Qt::Key_Return); // picks the lit card
        QVERIFY2(w.moving(), qPrintable(QStringLiteral("card %1 at %2,%3: %4")
                                            .arg(card)
                                            .arg(at->x)
                                            .arg(at->y)
                                            .arg(w.banner()->detail())));
        const auto marks = w.table()->markedCells();
        QVERIFY(!marks.empty());
        const Cell to = marks[rng.below(marks.size())];
        walkTo(w, to);
        const std::size_t before = s.game().history().size();
        key(Qt::Key_Return);
        QVERIFY2(s.game().history().size() == before + 1,
                 qPrintable(QStringLiteral("move %1 to %2,%3 (a card there: %4): %5")
                                .arg(card)
                                .arg(to.x)
                                .arg(to.y)
                                .arg(w.table()->cardAt(to))
                                .arg(w.banner()->detail())));
        return;
    }
    case Step::Over:
        return;
    }
}

} // namespace

class PetalsKeyboardTest : public QObject {
    Q_OBJECT

  private slots:
    // The effect panel's buttons are answered with Alt+letter while the menu bar's titles take
    // Alt+letter too: no letter may open a menu instead of scoring (Alt+S was Settings').
    void theEffectsMnemonicsClashWithNoMenu_data() {
        QTest::addColumn<QString>("lang");
        for (const char* l : {"en", "fr", "ja"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }

    void theEffectsMnemonicsClashWithNoMenu() {
        QFETCH(QString, lang);
        QVERIFY(language::install(lang));
        QVERIFY(language::useCatalog(QStringLiteral("petals")));
        PetalsWindow w(Module::components());
        w.setSettingsEnabled(false);
        // The window speaks the language (else the check would say nothing of it).
        QCOMPARE(w.menuBar()->actions().front()->text() == QStringLiteral("&Game"),
                 lang == QStringLiteral("en"));
        QSet<QChar> menus;
        for (QAction* a : w.menuBar()->actions()) {
            const QString t = a->text();
            const auto i = t.indexOf(QLatin1Char('&'));
            QVERIFY2(i >= 0 && i + 1 < t.size(), qPrintable(t));
            QVERIFY2(!menus.contains(t[i + 1].toLower()), qPrintable(t));
            menus.insert(t[i + 1].toLower());
        }
        w.effectPanel()->ask(QStringLiteral("t"), QStringLiteral("x"), true, 3, true, true);
        for (QPushButton* b : w.effectPanel()->findChildren<QPushButton*>()) {
            const QString t = b->text();
            const auto i = t.indexOf(QLatin1Char('&'));
            QVERIFY2(i >= 0 && i + 1 < t.size(), qPrintable(t));
            QVERIFY2(!menus.contains(t[i + 1].toLower()), qPrintable(t));
        }
        language::install(QStringLiteral("en"));
    }

    void aWholeGameWithoutTheMouse_data() {
        QTest::addColumn<int>("variant");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("standard") << int(Variant::Standard) << quint64(31);
        QTest::newRow("harmony") << int(Variant::Harmony) << quint64(32);
    }

    void aWholeGameWithoutTheMouse() {
        QFETCH(int, variant);
        QFETCH(quint64, seed);
        PetalsWindow w(Module::components());
        w.setSettingsEnabled(false);
        w.setMessageBoxesEnabled(false);
        w.session()->setComputerSpeed(TableSession::Instant);
        w.session()->setComputerBudget({0, 4, 1});
        w.resize(1024, 700);
        w.show();
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        PetalsSetup setup;
        setup.seats = {{QStringLiteral("Ada"), false, ai::BotKind::Medium},
                       {QStringLiteral("Ben"), false, ai::BotKind::Medium},
                       {QStringLiteral("Cleo"), true, ai::BotKind::Easy}};
        setup.variant = Variant(variant);
        setup.seed = seed;
        w.startGame(setup);
        engine::Rng rng(seed);
        QElapsedTimer clock;
        clock.start();
        int steps = 0;
        while (!w.session()->isOver() && clock.elapsed() < 120000) {
            if (w.session()->personToPlay() || w.session()->handOverPending()) {
                const std::size_t before = w.session()->game().history().size();
                const bool cover = w.pages()->currentWidget() == w.handOverPage();
                const int step = int(w.session()->step());
                keyboardStep(w, rng);
                if (QTest::currentTestFailed())
                    return;
                // Each step is one action, or the cover lifted.
                QVERIFY2(cover ? w.pages()->currentWidget() == w.tablePage()
                               : w.session()->game().history().size() == before + 1,
                         qPrintable(QStringLiteral("step %1 (cover %2) at action %3, now %5: %4")
                                        .arg(step)
                                        .arg(cover)
                                        .arg(before)
                                        .arg(w.banner()->detail())
                                        .arg(w.session()->game().history().size())));
                ++steps;
            } else {
                QTest::qWait(1);
            }
        }
        QVERIFY(w.session()->isOver());
        QVERIFY(steps > 20);
        QTRY_COMPARE(w.pages()->currentWidget(), w.endPage());
        // The score pad's Play again has the focus (its buttons stay in sight under the pad);
        // Return plays again.
        QCOMPARE(focused(), static_cast<QWidget*>(w.scorePad()->playAgainButton()));
        QVERIFY(w.endPage()->isAncestorOf(focused()));
    }
};

QTEST_MAIN(PetalsKeyboardTest)
#include "test_keyboard.moc"
