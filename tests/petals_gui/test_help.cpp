// Petals' Help (issue 34): Learn to play (PetalsTutorial) replayed to its end through the session
// as the window drives it, each rule triggered at its step (a flower match's points, a number
// match, the simple effect pending and its move, the double effect, the last round, the last
// cards, eligibility); wrong actions refused with the coach's reason (the rules' own for a limit
// of the rules); and the rules page (PetalsRulesDialog): every section, its pictures drawn, the
// page rendered at 1024x700 to look at (PETALS_TEST_OUTPUT).
#include "PetalsRulesDialog.h"
#include "PetalsSession.h"
#include "PetalsTutorial.h"

#include "petals/rules/module.h"
#include "petals/rules/setup.h"

#include <QDir>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QtTest>

#include <set>

using namespace petals;
using Lesson = PetalsTutorial::Lesson;

namespace {

const ComponentsPtr& data() {
    return Module::components();
}

int card(const char* id) {
    return data()->cardIndex(id).value();
}

int sum(const Points& p) {
    return p[0] + p[1] + p[2] + p[3];
}

void quick(PetalsSession& s) {
    s.setComputerSpeed(TableSession::Instant);
    s.setComputerBudget({0, 6, 1});
    s.setComputerSeed(11);
    s.setAutosaveDir({});
}

// What the pairs of placing `a` are: flower matches, number matches (different flowers), symbol
// pairs.
struct Kinds {
    int flower = 0, number = 0, symbol = 0;
};
Kinds kindsOf(const Game& g, const Action& a) {
    Kinds k;
    const auto sides = g.contactSides(a.card, a.cell, a.rotation);
    for (int d = 0; d < 4; ++d) {
        const auto& s = sides[static_cast<std::size_t>(d)];
        if (!s)
            continue;
        const Lying* o = nullptr;
        for (const Lying& l : g.table())
            if (l.card == s->other)
                o = &l;
        const HalfFlower& mine = g.components().facing(a.card, a.rotation, d);
        const HalfFlower& theirs = g.components().facing(o->card, o->rotation, (d + 2) % 4);
        if (s->symbolPair)
            ++k.symbol;
        else if (s->scores && mine.flower == theirs.flower)
            ++k.flower;
        else if (s->scores)
            ++k.number;
    }
    return k;
}

void send(PetalsSession& s, const Action& a) {
    s.apply(a);
}

bool waitForLearner(PetalsSession& s) {
    return QTest::qWaitFor([&] { return s.personToPlay() || s.isOver(); }, 30000);
}

// Plays the learner's expected actions (the computer's scripted ones between) until `lesson`.
void playTo(PetalsSession& s, PetalsTutorial& t, Lesson lesson) {
    for (int i = 0; i < 20 && t.currentStep().lesson != lesson; ++i) {
        QVERIFY(waitForLearner(s));
        if (t.currentStep().lesson == lesson)
            break;
        QVERIFY(t.expected().has_value());
        send(s, *t.expected());
    }
    QCOMPARE(t.currentStep().lesson, lesson);
}

} // namespace

class TestHelp : public QObject {
    Q_OBJECT
  private slots:
    void tutorialDealFitsTheData();
    void tutorialReplaysEveryRule();
    void wrongActionsAreRefusedWithTheCoachsReason();
    void leavingAndAnotherGameEndTheGuide();
    void rulesPageHasEverySectionAndItsPictures();
};

void TestHelp::tutorialDealFitsTheData() {
    const Deal d = PetalsTutorial::deal(*data(), QStringLiteral("Ada"), QStringLiteral("Poppy"));
    QVERIFY(!dealProblem(*data(), d));
    QCOMPARE(d.hands[0], (std::vector<int>{card("C08"), card("C35")}));
    QCOMPARE(PetalsTutorial::script(*data()).size(), std::size_t{9});
}

void TestHelp::tutorialReplaysEveryRule() {
    PetalsSession s(data());
    quick(s);
    PetalsTutorial t;
    QSignalSpy changed(&t, &PetalsTutorial::stepChanged);
    QSignalSpy finished(&t, &PetalsTutorial::finished);
    QVERIFY(t.start(s, QStringLiteral("Ada")));
    QVERIFY(t.active());
    QCOMPARE(s.seatName(0), QStringLiteral("Ada"));
    QVERIFY(s.isComputer(1) && !s.isComputer(0));
    const std::vector<Action> script = PetalsTutorial::script(*data());
    const QStringList parts = {QStringLiteral("table"), QStringLiteral("hand"),
                               QStringLiteral("trackers"), QStringLiteral("banner"),
                               QStringLiteral("effect")};
    std::set<Lesson> seen;
    for (int guard = 0; guard < 200 && !s.isOver(); ++guard) {
        QVERIFY(waitForLearner(s));
        if (s.isOver())
            break;
        const PetalsTutorial::Step step = t.currentStep();
        QVERIFY2(parts.contains(step.at), qPrintable(step.at));
        QVERIFY(!step.text.isEmpty() && !step.title.isEmpty());
        seen.insert(step.lesson);
        const Action a = step.free ? s.legalActions().front() : step.expected.front();
        QVERIFY(t.accepts(a));
        const Game before = s.game();
        send(s, a);
        QVERIFY2(s.lastRefusal().isEmpty(), qPrintable(s.lastRefusal()));
        const Game& g = s.game();
        switch (step.lesson) {
        case Lesson::FlowerMatch: { // R-PE-MATCH-2: each half on its own flower's tracker
            const Kinds k = kindsOf(before, a);
            QVERIFY(k.flower >= 1 && k.number == 0 && k.symbol == 0);
            QCOMPARE(g.log().at(0).effect, EffectKind::None);
            QVERIFY(sum(g.log().at(0).points) >= 3);
            QCOMPARE(g.scores(0), g.log().at(0).points);
            QVERIFY(step.text.contains(QStringLiteral("meets")));
            break;
        }
        case Lesson::NumberMatch: { // R-PE-MATCH-3
            const Kinds k = kindsOf(before, a);
            QVERIFY(k.number >= 1 && k.flower == 0 && k.symbol == 0);
            QVERIFY(sum(g.log().at(2).points) >= 2);
            break;
        }
        case Lesson::SymbolPair: // R-PE-EFFECT-1: two different symbols, a simple effect
            QCOMPARE(g.step(), Step::Effect);
            QCOMPARE(g.pendingEffect(), EffectKind::Simple);
            QCOMPARE(t.currentStep().lesson, Lesson::Choice);
            QCOMPARE(t.currentStep().at, QStringLiteral("effect"));
            break;
        case Lesson::Choice: { // R-PE-EFFECT-3: the move scores instead of the placed card
            const TurnRecord& r = g.log().at(4);
            QCOMPARE(r.choice, Action::Kind::Move);
            QVERIFY(r.moved && r.movedPoints);
            QVERIFY(sum(*r.movedPoints) > sum(r.placedPoints));
            QCOMPARE(r.points, *r.movedPoints);
            break;
        }
        case Lesson::Double: // R-PE-EFFECT-4: scored at once, then a move or skip
            QCOMPARE(g.step(), Step::Move);
            QCOMPARE(g.pendingEffect(), EffectKind::Double);
            break;
        case Lesson::DoubleMove: {
            const TurnRecord& r = g.log().at(6);
            QCOMPARE(r.effect, EffectKind::Double);
            QCOMPARE(r.choice, Action::Kind::Move);
            Points both = r.placedPoints;
            both += *r.movedPoints;
            QCOMPARE(r.points, both);
            QVERIFY(sum(*r.movedPoints) > 0);
            break;
        }
        case Lesson::LastRound: // R-PE-END-1: the pile is empty, nothing drawn
            QVERIFY(before.pile().empty());
            break;
        default:
            break;
        }
    }
    QVERIFY(s.isOver());
    // The computer's turns of the script were the script's.
    for (std::size_t i : {std::size_t{1}, std::size_t{3}, std::size_t{6}})
        QCOMPARE(s.game().history().at(i), script.at(i));
    for (Lesson l : {Lesson::FlowerMatch, Lesson::NumberMatch, Lesson::SymbolPair, Lesson::Choice,
                     Lesson::Double, Lesson::DoubleMove, Lesson::FreePlay, Lesson::LastRound})
        QVERIFY2(seen.count(l), qPrintable(QString::number(static_cast<int>(l))));
    // R-PE-END-3: the last cards scored directly, number by number.
    const Game& g = s.game();
    QCOMPARE(g.lastCards().size(), std::size_t{2});
    for (const LastCard& c : g.lastCards()) {
        Points direct{};
        for (const HalfFlower& h : data()->cards[static_cast<std::size_t>(c.card)].edges)
            direct[static_cast<std::size_t>(h.flower)] += h.value();
        QCOMPARE(c.points, direct);
    }
    // R-PE-WIN: eligibility told at the end, Finish ends the guided game.
    const PetalsTutorial::Step end = t.currentStep();
    QCOMPARE(end.lesson, Lesson::End);
    QVERIFY(end.next);
    QCOMPARE(end.at, QStringLiteral("trackers"));
    const bool eligible = s.standings().at(0).eligible;
    QVERIFY(end.text.contains(eligible ? QStringLiteral("you are in the running")
                                       : QStringLiteral("not in the running")));
    QVERIFY(changed.count() >= 10);
    t.next();
    QCOMPARE(finished.count(), 1);
    QVERIFY(!t.active());
    QVERIFY(s.guide() == nullptr);
}

void TestHelp::wrongActionsAreRefusedWithTheCoachsReason() {
    PetalsSession s(data());
    quick(s);
    PetalsTutorial t;
    QVERIFY(t.start(s, QStringLiteral("Ada")));
    QSignalSpy refused(&s, &TableSession::refused);
    // A legal placement that is not the step's: the coach's reason, nothing changes.
    const Action other = [&] {
        for (const Action& a : s.legalActions())
            if (a.kind == Action::Kind::Place && a.card == card("C35"))
                return a;
        return Action{};
    }();
    QVERIFY(!t.accepts(other));
    send(s, other);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.last().at(0).toString(), t.refusal(other));
    QVERIFY(s.lastRefusal().startsWith(QStringLiteral("Not that one")));
    QVERIFY(s.game().history().empty());
    // An action the rules refuse: their reason.
    s.place(card("C08"), {10, 10}, 0);
    QVERIFY(s.lastRefusal().endsWith(QStringLiteral("(the rules)")));
    QVERIFY(s.game().history().empty());
    // The choice of the simple effect: scoring is allowed by the rules, not by the coach now.
    playTo(s, t, Lesson::Choice);
    s.score();
    QVERIFY(s.lastRefusal().contains(QStringLiteral("try the move")));
    QCOMPARE(s.step(), Step::Effect);
    // Moving a triggering card (the placed card): the rules' limit, with their reason.
    const Lying placed = s.game().placedThisTurn();
    const Action lift = Action::move(placed.card, {placed.cell.x, placed.cell.y - 1}, 0);
    const engine::Verdict v = s.game().check(lift);
    QVERIFY(!v.ok);
    send(s, lift);
    QVERIFY(s.lastRefusal().startsWith(QString::fromStdString(v.reason)));
    // Undo the placement: the coach is back at the symbol pair.
    QVERIFY(s.canUndo());
    s.undo();
    QCOMPARE(t.currentStep().lesson, Lesson::SymbolPair);
    send(s, *t.expected());
    QCOMPARE(t.currentStep().lesson, Lesson::Choice);
    // The double effect's move: skipping is the coach's refusal this time.
    playTo(s, t, Lesson::DoubleMove);
    s.skip();
    QVERIFY(s.lastRefusal().contains(QStringLiteral("bonus move")));
    QCOMPARE(s.step(), Step::Move);
}

void TestHelp::leavingAndAnotherGameEndTheGuide() {
    PetalsSession s(data());
    quick(s);
    PetalsTutorial t;
    QSignalSpy ended(&t, &PetalsTutorial::ended);
    QVERIFY(t.start(s));
    QCOMPARE(s.seatName(0), QStringLiteral("Player"));
    t.leave();
    QCOMPARE(ended.count(), 1);
    QVERIFY(!s.guide());
    QVERIFY(t.start(s));
    PetalsSetup setup;
    setup.seats = {{QStringLiteral("A"), false, ai::BotKind::Easy},
                   {QStringLiteral("B"), true, ai::BotKind::Easy}};
    setup.seed = 5;
    QVERIFY(s.newGame(setup));
    QCOMPARE(ended.count(), 2);
    QVERIFY(!t.active());
}

void TestHelp::rulesPageHasEverySectionAndItsPictures() {
    PetalsRulesDialog d(data());
    const QString text = d.browser()->toPlainText();
    for (const QString& id : PetalsRulesDialog::sections()) {
        const QString title = PetalsRulesDialog::sectionTitle(id);
        QVERIFY2(!title.isEmpty() && text.contains(title), qPrintable(id));
    }
    QCOMPARE(d.pictureNames().size(), 7);
    for (const QString& name : d.pictureNames()) {
        const QImage i = d.picture(name);
        QVERIFY(!i.isNull());
        int ink = 0; // drawn pixels
        for (int y = 0; y < i.height(); y += 3)
            for (int x = 0; x < i.width(); x += 3)
                ink += qAlpha(i.pixel(x, y)) > 0 ? 1 : 0;
        QVERIFY2(ink > (i.width() / 3) * (i.height() / 3) / 2, qPrintable(name));
        const QVariant r = d.browser()->document()->resource(
            QTextDocument::ImageResource, QUrl(QStringLiteral("petals:") + name));
        QVERIFY2(r.isValid(), qPrintable(name));
    }
    // Rendered at 1024x700 to look at, at its top and at the symbols.
    d.resize(1024, 700);
    d.present();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QDir().mkpath(QStringLiteral(PETALS_TEST_OUTPUT));
    QVERIFY(d.grab().save(QStringLiteral(PETALS_TEST_OUTPUT "/rules-top.png")));
    d.browser()->scrollToAnchor(QStringLiteral("symbols"));
    QVERIFY(d.grab().save(QStringLiteral(PETALS_TEST_OUTPUT "/rules-symbols.png")));
    d.browser()->scrollToAnchor(QStringLiteral("end"));
    QVERIFY(d.grab().save(QStringLiteral(PETALS_TEST_OUTPUT "/rules-end.png")));
    QTest::keyClick(d.browser(), Qt::Key_Escape);
    QVERIFY(!d.isVisible());
}

QTEST_MAIN(TestHelp)
#include "test_help.moc"
