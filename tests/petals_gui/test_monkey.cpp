// Petals' GUI monkey (Qt Test, offscreen) on the shared driver (tests/shell/monkey.h, as Frosted
// Blooms' tests/gui/test_monkey.cpp): seeded random clicks, double clicks, drags, wheel turns and
// keys on every part of PetalsWindow — the table, the hand, the trackers, the effect panel, the
// hand-over cover, the log, the score pad — its menus' shortcuts and actions, new sizes, mixed
// with sensible moves (a legal action, the greedy bot's or a random one, made through the
// widgets: a card clicked in the hand, turned with R, a marked cell clicked; a lit card and its
// destination, the effect's buttons; the cover lifted; Next for a computer's step) so that games
// are played to their end. New games of 2-5 seats, people and computers, both variants, come from
// the new-game dialog; Open is offered good saves and files that must be refused; now and then
// the window is thrown away as by a crash and a new one starts from the autosave. After every
// event the invariants are checked:
// - the hand shown is the session's SeatView's hand (R-PE-PRIV-1), none during a hand-over, and
//   the view is the rules' view of the seat at the screen; a hand-over covers the table;
// - the game's actions replay from its deal to the same game;
// - the autosave loads with the rules (petals::loadSave) and is the game on the table;
// - the score pad, when shown, has Game::standings()' totals and places;
// - no exception escapes and nothing crashes (a crash fails the test with its seed).
//   PETALS_MONKEY_SECONDS  how long to run (default 15; up to twice that while no game has ended)
//   PETALS_MONKEY_SEED     the seed (default: from the clock; printed either way)
#include "EffectPanel.h"
#include "HandView.h"
#include "PetalsScorePad.h"
#include "PetalsWindow.h"
#include "TableView.h"
#include "TurnPanels.h"
#include "monkey_files.h"

#include "../shell/monkey.h"

#include "engine/input.h"
#include "petals/ai/bots.h"
#include "petals/rules/module.h"
#include "petals/rules/save.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QtTest>

#include <algorithm>

using namespace petals;
using namespace petals::gui;

namespace {

// What Petals' monkey counts besides the driver's.
struct Figures {
    long throughWidgets = 0, missed = 0, handOvers = 0, computerSteps = 0, effects = 0, moves = 0;
    int harmony = 0, withComputers = 0, padChecks = 0;
    int seatsSeen[6] = {};
};

class PetalsMonkey : public monkey::Table {
  public:
    explicit PetalsMonkey(ComponentsPtr comps) : comps_(std::move(comps)) {}
    const Figures& figures() const { return f_; }

    QWidget* window() const override { return w_.get(); }
    void newWindow(bool fromAutosave) override;
    void firstGame() override;
    void closeWindow() override { w_.reset(); }
    void sensibleMove() override;
    void check(const char* where) override;
    bool dialogChoice(QWidget* modal) override;
    QWidget* favourite() override;
    void writeFiles(const QString& dir, QStringList& good, QStringList& bad) override {
        monkeyfiles::write(comps_, dir, good, bad);
    }

    // Petals' leanings (as before the driver was shared).
    static monkey::Tuning tuning();

  private:
    void perform(const Action& a);
    void checkPad(const char* where);
    void clickCell(Cell c);

    ComponentsPtr comps_;
    std::unique_ptr<PetalsWindow> w_;
    Figures f_;
    std::size_t lastActions_ = 0, lastTurns_ = 0;
    bool wasOver_ = false;
    bool notWritten_ = false; // the game on the table came while the autosave was off
};

monkey::Tuning PetalsMonkey::tuning() {
    monkey::Tuning t;
    t.suffix = QStringLiteral(".petals.json");
    t.openPurposes = {QStringLiteral("open"), QStringLiteral("record")};
    t.openGood = 30;
    t.restartPerMille = 5;
    t.menuOrResize = 3;
    t.sensible = 55;
    t.shortcut = 66;
    t.smallest = {800, 480};
    t.spread = {700, 500};
    t.dialogTicks = 10;
    t.dialogStart = 80;
    t.strayClosed = 4;
    t.untilAnEnd = true;
    // Undo, Hint, turn the card both ways, Next step, go to the hand / the table, fit the
    // table, Enter, Escape, the rules, Save; New and Restart replace the game in play.
    for (const char* k : {"Ctrl+Z", "H", "R", "Shift+R", "N", "Ctrl+1", "Ctrl+2", "Ctrl+0",
                          "Return", "Esc", "F1", "Ctrl+S"})
        t.keys << QKeySequence(QLatin1String(k));
    t.replacing = {QKeySequence::New, QKeySequence(Qt::Key_F5)};
    t.widgetKeys = {Qt::Key_R,      Qt::Key_Left,   Qt::Key_Right, Qt::Key_Up,
                    Qt::Key_Down,   Qt::Key_Return, Qt::Key_Enter, Qt::Key_Space,
                    Qt::Key_Escape, Qt::Key_Plus,   Qt::Key_Minus, Qt::Key_0,
                    Qt::Key_F,      Qt::Key_Tab,    Qt::Key_N,     Qt::Key_H};
    t.widgetKeyModifiers = true;
    return t;
}

void PetalsMonkey::newWindow(bool fromAutosave) {
    w_.reset();
    w_ = std::make_unique<PetalsWindow>(comps_);
    notWritten_ = false;
    w_->setSettingsEnabled(false);
    w_->setMessageBoxesEnabled(true);
    PetalsSession* s = w_->session();
    s->setAutosaveDir(autosaveDir());
    s->setComputerBudget({0, 4, 1});
    s->setHintBudget({0, 4, 1});
    s->setComputerSpeed(chance(70) ? TableSession::Instant : TableSession::StepByStep);
    QObject::connect(s, &TableSession::gameReplaced, s, [this, s] {
        const Game& g = s->game();
        if (g.history().empty()) {
            ++counts().gamesStarted;
            f_.harmony += g.variant() == Variant::Harmony;
            f_.withComputers +=
                std::any_of(s->players().begin(), s->players().end(),
                            [](const PetalsFiles::Player& p) { return p.computer; });
            ++f_.seatsSeen[std::clamp(g.seats(), 0, 5)];
        } else {
            ++counts().opened; // resumed or opened
        }
        lastActions_ = g.history().size();
        lastTurns_ = g.log().size();
        wasOver_ = g.isOver();
    });
    QObject::connect(s, &TableSession::handOverRequired, s, [this] { ++f_.handOvers; });
    QObject::connect(s, &TableSession::autosaved, s, [this] { notWritten_ = false; });
    QObject::connect(s, &PetalsSession::computerActed, s, [this] { ++f_.computerSteps; });
    w_->resize(1024 + static_cast<int>(below(400)), 700 + static_cast<int>(below(200)));
    takeOver(*w_);
    if (fromAutosave) {
        // As the program starts: resume (asked), else the new-game dialog (the modal driver).
        const bool resume = chance(85);
        ++counts().restarts;
        const bool had = s->files().resumableAutosave().has_value();
        depth()++;
        w_->startup([resume] { return resume; }, std::nullopt, QString());
        depth()--;
        counts().resumed += had && resume && s->hasGame();
    }
    check("new window");
}

void PetalsMonkey::checkPad(const char* where) {
    const PetalsSession& s = *w_->session();
    if (w_->pages()->currentWidget() != w_->endPage() || !s.isOver())
        return;
    ++f_.padChecks;
    const std::vector<Standing> st = s.game().standings();
    PetalsScorePad* pad = w_->scorePad();
    MONKEY_CHECK(pad->columnSeats().size() == s.seats(), "one column a seat on the score pad");
    const bool harmony = s.game().variant() == Variant::Harmony;
    for (int seat = 0; seat < s.seats(); ++seat) {
        const Standing& x = st[static_cast<std::size_t>(seat)];
        // Row 5: the total of the two lowest trackers (R-PE-WIN-3), or the spread in Harmony
        // (R-PE-HARM-2); row 6 the place (R-PE-WIN-4).
        MONKEY_CHECK(pad->cellText(5, seat).contains(QString::number(harmony ? x.spread : x.total)),
                     "the score pad's total is the rules'");
        if (x.rank)
            MONKEY_CHECK(pad->cellText(6, seat).contains(QString::number(*x.rank)),
                         "the score pad's place is the rules'");
        for (int e = 0; e < kElements; ++e)
            MONKEY_CHECK(pad->cellText(e, seat).contains(
                             QString::number(s.game().scores(seat)[static_cast<std::size_t>(e)])),
                         "the score pad's trackers are the game's");
    }
}

void PetalsMonkey::check(const char* where) {
    if (!w_)
        return;
    PetalsSession& s = *w_->session();
    HandView& hand = *w_->hand();
    if (!s.hasGame()) {
        MONKEY_CHECK(hand.shownCards().empty(), "no hand shown without a game");
        return;
    }
    ++counts().checks;
    const Game& g = s.game();
    if (g.history().size() > lastActions_)
        counts().actions += static_cast<long>(g.history().size() - lastActions_);
    lastActions_ = g.history().size();
    if (g.log().size() > lastTurns_)
        counts().turns += static_cast<long>(g.log().size() - lastTurns_);
    lastTurns_ = g.log().size();
    if (g.isOver() && !wasOver_)
        ++counts().gamesFinished;
    wasOver_ = g.isOver();

    // R-PE-PRIV-1: the view is the rules' view of the seat at the screen, and the hand shown is
    // that view's hand — nobody's during a hand-over or when nobody sits at the screen.
    const int screen = s.screenSeat();
    MONKEY_CHECK(s.view() == g.viewFor(screen >= 0 ? screen : std::max(0, g.toAct())),
                 "the view is the rules' view of the seat at the screen");
    if (s.handVisible()) {
        MONKEY_CHECK(hand.shownSeat() == screen, "the hand shown is the seat's at the screen");
        MONKEY_CHECK(hand.shownCards() == s.view().known().hand(s.view().seat()),
                     "the hand shown is the view's hand");
    } else {
        MONKEY_CHECK(hand.shownCards().empty() && hand.shownSeat() < 0, "no hand shown");
    }
    if (s.handOverPending()) {
        MONKEY_CHECK(screen < 0, "nobody at the screen during a hand-over");
        if (!s.isOver())
            MONKEY_CHECK(w_->pages()->currentWidget() == w_->handOverPage(),
                         "the hand-over covers the table");
    }
    // The actions replay from the deal to the same game.
    Game r = Game::fromDeal(comps_, g.variant(), g.dealt());
    for (const Action& a : g.history())
        MONKEY_CHECK(r.apply(a).ok, "an action of the game replays");
    MONKEY_CHECK(r == g, "the actions replay to the same game");
    // The autosave loads with the rules and is the game on the table. The guided game (Help ▸
    // Learn to play) is not autosaved: the player's own game stays there. Once it is over the
    // folder is set back, as the program does with its settings on (not here: they are off);
    // the game on the table is then written at its next change.
    if (s.files().autosaveOff() && !w_->tutorialActive()) {
        s.setAutosaveDir(autosaveDir());
        notWritten_ = true;
    }
    if (!s.files().autosaveOff() && !w_->tutorialActive() && !s.guide() && !notWritten_) {
        try {
            const std::string text =
                engine::readRegularFile(QFile::encodeName(s.files().autosavePath()).toStdString());
            const Game saved = loadSave(comps_, text);
            ++counts().autosaveLoads;
            MONKEY_CHECK(saved == g, "the autosave is the game on the table");
            MONKEY_CHECK(s.files().parse(text).players == s.players(),
                         "the autosave has the seats' players");
        } catch (const std::exception& e) {
            fail(QStringLiteral("%1: the autosave does not load: %2")
                     .arg(QLatin1String(where), QString::fromStdString(e.what())));
            return;
        }
    }
    checkPad(where);
}

void PetalsMonkey::clickCell(Cell c) {
    TableView* t = w_->table();
    if (!t->rect().contains(t->cellRect(c).center().toPoint()))
        QTest::keyClick(w_.get(), Qt::Key_0, Qt::ControlModifier); // View ▸ Fit the table
    const QPoint at = t->cellRect(c).center().toPoint();
    QTest::mouseMove(t, at);
    QTest::mouseClick(t, Qt::LeftButton, {}, at);
}

void PetalsMonkey::perform(const Action& a) {
    PetalsSession& s = *w_->session();
    const auto turnTo = [this](int rotation) {
        for (int i = 0; i < 4 && w_->rotation() != rotation; ++i) // R on the table (its own
            QTest::keyClick(w_->table(),
                            Qt::Key_R); // key, or the menu's when the window is active)
    };
    switch (a.kind) {
    case Action::Kind::Place: {
        const auto& own = w_->hand()->shownCards();
        const auto i = std::find(own.begin(), own.end(), a.card) - own.begin();
        if (i < static_cast<long>(own.size()))
            QTest::mouseClick(w_->hand(), Qt::LeftButton, {},
                              w_->hand()->cardRect(static_cast<int>(i)).center().toPoint());
        turnTo(a.rotation);
        clickCell(a.cell);
        break;
    }
    case Action::Kind::Move:
        for (const Lying& l : s.view().known().table())
            if (l.card == a.card)
                clickCell(l.cell); // lights the card's destinations
        turnTo(a.rotation);
        clickCell(a.cell);
        ++f_.moves;
        break;
    case Action::Kind::Score:
        QTest::mouseClick(w_->effectPanel()->scoreButton(), Qt::LeftButton);
        ++f_.effects;
        break;
    case Action::Kind::Skip:
        QTest::mouseClick(w_->effectPanel()->skipButton(), Qt::LeftButton);
        ++f_.effects;
        break;
    }
}

void PetalsMonkey::sensibleMove() {
    PetalsSession& s = *w_->session();
    if (!s.hasGame()) {
        note(QStringLiteral("sensible: new game dialog"));
        QTest::keySequence(w_.get(), QKeySequence::New);
        return;
    }
    if (s.handOverPending() && !s.isOver()) {
        note(QStringLiteral("sensible: hand-over"));
        if (chance(50))
            QTest::mouseClick(w_->handOverPage()->button(), Qt::LeftButton);
        else
            QTest::keyClick(w_->handOverPage()->button(), Qt::Key_Space);
        return;
    }
    if (s.isOver()) {
        note(QStringLiteral("sensible: after the end"));
        if (w_->pages()->currentWidget() == w_->endPage() && chance(80)) {
            QPushButton* b[] = {w_->scorePad()->playAgainButton(), w_->scorePad()->newGameButton(),
                                w_->scorePad()->tableButton(), w_->scorePad()->watchButton()};
            QTest::mouseClick(b[below(4)], Qt::LeftButton);
            return;
        }
        QTest::keySequence(w_.get(), QKeySequence::New);
        return;
    }
    if (s.computerToPlay()) {
        if (s.computerSpeed() == TableSession::StepByStep) {
            note(QStringLiteral("sensible: next step"));
            if (chance(50) && w_->nextStepButton()->isVisible())
                QTest::mouseClick(w_->nextStepButton(), Qt::LeftButton);
            else
                QTest::keyClick(w_.get(), Qt::Key_N);
        }
        return;
    }
    if (!s.personToPlay() || w_->pages()->currentWidget() != w_->tablePage())
        return;
    if (s.canUndo() && chance(8)) {
        note(QStringLiteral("sensible: undo"));
        QTest::keySequence(w_.get(), QKeySequence::Undo);
        return;
    }
    engine::Rng r(draw());
    const std::vector<Action> legal = s.legalActions();
    Action a =
        chance(40) ? ai::choose(ai::BotKind::Greedy, s.view(), r) : legal[r.below(legal.size())];
    if (s.step() != Step::Place && chance(35)) // the effect panel's button, now and then
        a = s.step() == Step::Effect ? Action::score() : Action::skip();
    note(QStringLiteral("sensible: %1").arg(s.describe(a)));
    const std::size_t before = s.game().history().size();
    perform(a);
    // Made through the widgets as asked (a second click may be asked for: Configure ▸ Table).
    const bool done =
        s.hasGame() && s.game().history().size() == before + 1 && s.game().history().back() == a;
    (done ? f_.throughWidgets : f_.missed)++;
}

void PetalsMonkey::firstGame() {
    // A person and a computer (short enough to reach the score pad early); the new-game dialog
    // deals the others.
    PetalsSetup first;
    first.seats = {{QStringLiteral("Ada"), false, ai::BotKind::Medium},
                   {QStringLiteral("Cleo"), true, ai::BotKind::Easy}};
    first.seed = draw();
    w_->startGame(first);
}

QWidget* PetalsMonkey::favourite() {
    QWidget* big[] = {w_->table(), w_->hand(), w_->effectPanel(), w_->handOverPage(),
                      w_->scorePad()};
    QWidget* b = big[below(std::size(big))];
    return b->isVisible() ? b : nullptr;
}

// Sensible choices in the new-game dialog: 2-5 seats, who plays each, the variant.
bool PetalsMonkey::dialogChoice(QWidget* modal) {
    auto* count = modal->findChild<QSpinBox*>(QStringLiteral("playerCount"));
    if (!count || !chance(50))
        return false;
    count->setValue(2 + static_cast<int>(below(4)));
    for (int i = 0; i < 5; ++i)
        if (auto* by = modal->findChild<QComboBox*>(QStringLiteral("playedBy%1").arg(i)))
            by->setCurrentIndex(chance(60) ? 0 : 1 + static_cast<int>(below(3)));
    const char* variant = chance(50) ? "standardVariant" : "harmonyVariant";
    if (auto* v = modal->findChild<QRadioButton*>(QLatin1String(variant)))
        v->setChecked(true);
    note(QStringLiteral("dialog: seats"));
    return true;
}

} // namespace

class PetalsMonkeyTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { monkey::initTestCase(); }
    void monkey();
};

void PetalsMonkeyTest::monkey() {
    const monkey::Run run = monkey::runFromEnvironment("PETALS", 15.0, "Petals monkey");
    PetalsMonkey table(Module::components());
    monkey::Driver m(table, PetalsMonkey::tuning(), run.seed,
                     static_cast<qint64>(run.seconds * 1000));
    const QString failure = m.run();
    const monkey::Counts& c = m.counts();
    const Figures& f = table.figures();
    qInfo("Petals monkey: %ld events (%ld sensible, %ld random, %ld shortcuts, %ld menu actions, "
          "%ld in dialogs and menus, %ld closed); %ld actions (%ld made through the widgets as "
          "chosen, %ld not), %ld turns, %ld computer steps, %ld hand-overs, %ld effects "
          "answered, %ld moves; %d games dealt (2-5 seats: %d/%d/%d/%d; %d Harmony, %d with "
          "computers), %d played to the end (%d score pad checks), %d games loaded (Open or "
          "resume), %d restarts from the autosave (%d resumed), %d Opens (%d of good files), "
          "%d Saves",
          c.events, c.sensible, c.random, c.keys, c.menuActions, c.modalEvents, c.modalsClosed,
          c.actions, f.throughWidgets, f.missed, c.turns, f.computerSteps, f.handOvers, f.effects,
          f.moves, c.gamesStarted, f.seatsSeen[2], f.seatsSeen[3], f.seatsSeen[4], f.seatsSeen[5],
          f.harmony, f.withComputers, c.gamesFinished, f.padChecks, c.opened, c.restarts, c.resumed,
          c.openTries, c.openGood, c.saves);
    qInfo("Petals monkey: %ld checks of the invariants (%ld loads of the autosave); %lld ms in "
          "events and their checks",
          c.checks, c.autosaveLoads, c.eventMs);
    monkey::verify(failure, c, run);
}

int main(int argc, char** argv) {
    return monkey::main<PetalsMonkeyTest>(argc, argv, "PETALS", 15.0);
}

#include "test_monkey.moc"
