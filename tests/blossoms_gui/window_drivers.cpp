#include "window_drivers.h"

#include "ChoicePanels.h"
#include "HandsView.h"
#include "PotsView.h"
#include "TurnPanels.h"

#include "blossoms/rules/module.h"

#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QtTest>

#include <algorithm>

namespace blossoms::testing {

using gui::PotsView;

BlossomsSeat person(const QString& name) {
    return {name, false, ai::BotKind::Medium};
}

BlossomsSeat computer(const QString& name, ai::BotKind k) {
    return {name, true, k};
}

BlossomsSetup setupOf(const QList<BlossomsSeat>& seats, Variant v, quint64 seed) {
    BlossomsSetup s;
    s.seats = seats;
    s.variant = v;
    s.seed = seed;
    return s;
}

std::unique_ptr<BlossomsWindow> makeWindow(QSize size) {
    auto w = std::make_unique<BlossomsWindow>(Module::components());
    w->setSettingsEnabled(false);
    w->setMessageBoxesEnabled(false);
    w->setAnimationSpeed(0);
    w->session()->setComputerSpeed(TableSession::Instant);
    w->session()->setComputerBudget({0, 4, 1});
    w->session()->setHintBudget({0, 4, 1});
    w->resize(size);
    w->show();
    return w;
}

bool passCover(BlossomsWindow& w) {
    if (w.pages()->currentWidget() != w.handOverPage())
        return false;
    QTest::mouseClick(w.handOverPage()->button(), Qt::LeftButton);
    return true;
}

namespace {

void clickAt(QWidget* widget, const QPointF& at) {
    QTest::mouseMove(widget, at.toPoint());
    QTest::mouseClick(widget, Qt::LeftButton, {}, at.toPoint());
}

void clickChoice(BlossomsWindow& w, const Action& a) {
    const QString words = w.session()->describe(a);
    for (QPushButton* b : w.choices()->buttons())
        if (b->text().compare(words, Qt::CaseInsensitive) == 0 && !b->isHidden()) {
            QTest::mouseClick(b, Qt::LeftButton);
            return;
        }
    QStringList shown;
    for (QPushButton* b : w.choices()->buttons())
        shown << b->text();
    QFAIL(qPrintable(QStringLiteral("no button says \"%1\" (the buttons: %2)")
                         .arg(words, shown.join(QStringLiteral(" | ")))));
}

void clickHandCard(BlossomsWindow& w, int card) {
    const auto& cards = w.hand()->cards();
    const auto it = std::find(cards.begin(), cards.end(), card);
    QVERIFY2(it != cards.end(), "the card is not in the hand shown");
    clickAt(w.hand(), w.hand()->cardRect(int(it - cards.begin())).center());
    QCOMPARE(w.chosenCard(), card);
}

void putBack(BlossomsWindow& w, const Action& a) {
    QVERIFY(w.rakePanel()->isVisible());
    QListWidget* list = w.rakePanel()->list();
    const std::vector<int> want = a.orderCards();
    // Each card moved into its place with the panel's buttons, then put back.
    for (int i = 0; i < int(want.size()); ++i) {
        int at = -1;
        for (int r = 0; r < list->count(); ++r)
            if (list->item(r)->data(Qt::UserRole).toInt() == want[std::size_t(i)])
                at = r;
        QVERIFY(at >= 0);
        list->setCurrentRow(at);
        while (list->currentRow() > i)
            QTest::mouseClick(w.rakePanel()->findChild<QPushButton*>(QStringLiteral("rakeUp")),
                              Qt::LeftButton);
    }
    QCOMPARE(w.rakePanel()->order(), want);
    QTest::mouseClick(w.rakePanel()->putBackButton(), Qt::LeftButton);
}

bool has(const std::vector<Action>& legal, const Action& a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

} // namespace

void doByWidgets(BlossomsWindow& w, const Action& a) {
    PotsView* g = w.garden();
    const auto legal = w.session()->legalActions();
    switch (a.kind) {
    case Action::Kind::Grow:
        clickAt(g, g->deckRect().center());
        return;
    case Action::Kind::Pot:
        clickAt(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Cut:
        if (w.chosenCard() >= 0) // a card chosen before: chosen again to let it go
            clickHandCard(w, w.chosenCard());
        clickAt(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Plant:
        clickHandCard(w, a.card);
        clickAt(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Water:
        if (has(legal, Action::plant(a.pot, a.card))) // the pot's click would plant
            return clickChoice(w, a);
        clickHandCard(w, a.card);
        clickAt(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Order:
        return putBack(w, a);
    default:
        return clickChoice(w, a);
    }
}

bool personStep(BlossomsWindow& w, engine::Rng& rng) {
    passCover(w);
    BlossomsSession& s = *w.session();
    if (!s.personToPlay())
        return false;
    const auto legal = s.legalActions();
    if (legal.empty())
        return false;
    Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    // Growth favoured while it is legal, so the games move on as families' do.
    if (has(legal, Action::grow()) && rng.below(3) != 0)
        a = Action::grow();
    const std::size_t before = s.game().history().size();
    doByWidgets(w, a);
    if (s.game().history().size() != before + 1 || !(s.game().history().back() == a)) {
        qWarning("the widgets did not make %s", s.game().actionText(a).c_str());
        return false;
    }
    return true;
}

bool playToEnd(BlossomsWindow& w, engine::Rng& rng, int maxSteps) {
    BlossomsSession& s = *w.session();
    for (int i = 0; i < maxSteps && !s.isOver(); ++i) {
        if (passCover(w))
            continue;
        if (s.personToPlay()) {
            if (!personStep(w, rng))
                return false;
        } else if (!QTest::qWaitFor(
                       [&] {
                           return s.isOver() || s.personToPlay() ||
                                  w.pages()->currentWidget() == w.handOverPage();
                       },
                       20000)) {
            return false;
        }
    }
    return s.isOver();
}

} // namespace blossoms::testing
