// The drivers of Petals' window tests (window_drivers.h).
#include "window_drivers.h"

#include "EffectPanel.h"
#include "HandView.h"
#include "TableView.h"
#include "TurnPanels.h"

#include "petals/rules/module.h"

#include <QElapsedTimer>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QtTest>

using namespace petals::gui;

namespace petals::guitest {

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

bool mentionsCardId(const QString& text) {
    for (const Card& c : Module::components()->cards)
        if (text.contains(
                QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromStdString(c.id)))))
            return true;
    return false;
}

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

} // namespace petals::guitest
