// Blossoms' GUI monkey (Qt Test, offscreen) on the shared driver (tests/shell/monkey.h, as
// Frosted Blooms' and Petals' are): seeded random clicks, double clicks, drags, wheel turns and
// keys on every part of BlossomsWindow — the garden, the hand, the players, the choices, the
// Rake's panel, the hand-over cover, the log, the score pad — its menus' shortcuts and actions,
// new sizes, mixed with sensible moves (a legal action, medium's or a random one with Growth
// favoured, made through the widgets: the deck clicked, a pot clicked for its Growth card or a
// cut, a hand card then a pot, a choice's button, the raked cards put back; the cover lifted;
// Next for a computer's step) so that games are played to their end. New games of 2 or 3 seats,
// people and computers, every variant and the Longer Game come from the new-game dialog; Open is
// offered good saves and files that must be refused; now and then the window is thrown away as
// by a crash and a new one starts from the autosave. After every event the invariants are checked:
// - R-BL-PRIV-4: the session's view is the rules' view of the seat at the screen (the public view
//   when nobody sits there); the hand shown is that seat's, none when nobody's; a hand-over covers
//   the table; the Rake's panel shows only to the person raking (R-BL-TOOL-3);
// - the game's actions replay from its deal to the same game;
// - the autosave loads with the rules (blossoms::loadSave) and is the game on the table;
// - the score pad, when shown, has the rules' totals and ranks (R-BL-SCORE);
// - no exception escapes and nothing crashes (a crash fails the test with its seed).
//   BLOSSOMS_MONKEY_SECONDS  how long to run (default 15; up to twice that while no game ended)
//   BLOSSOMS_MONKEY_SEED     the seed (default: from the clock; printed either way)
#include "BlossomsFiles.h"
#include "BlossomsWindow.h"
#include "ChoicePanels.h"
#include "HandsView.h"
#include "PotsView.h"
#include "ScorePad.h"
#include "TurnPanels.h"

#include "../shell/monkey.h"

#include "blossoms/ai/bots.h"
#include "blossoms/rules/module.h"
#include "blossoms/rules/save.h"
#include "engine/input.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QtTest>

#include <algorithm>

using namespace blossoms;
using namespace blossoms::gui;

namespace {

// What Blossoms' monkey counts besides the driver's.
struct Figures {
    long throughWidgets = 0, missed = 0, handOvers = 0, computerSteps = 0, rakes = 0, cuts = 0;
    int children = 0, advanced = 0, matches = 0, withComputers = 0, padChecks = 0;
    int seatsSeen[4] = {};
};

bool has(const std::vector<Action>& legal, const Action& a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

class BlossomsMonkey : public monkey::Table {
  public:
    explicit BlossomsMonkey(ComponentsPtr comps) : comps_(std::move(comps)) {}
    const Figures& figures() const { return f_; }

    QWidget* window() const override { return w_.get(); }
    void newWindow(bool fromAutosave) override;
    void firstGame() override;
    void closeWindow() override { w_.reset(); }
    void sensibleMove() override;
    void check(const char* where) override;
    bool dialogChoice(QWidget* modal) override;
    QWidget* favourite() override;
    void writeFiles(const QString& dir, QStringList& good, QStringList& bad) override;

    static monkey::Tuning tuning();

  private:
    void perform(const Action& a);
    void click(QWidget* w, const QPointF& at);
    // Clicks `card` in the hand unless it is already as `chosen` asks.
    void clickCard(int card, bool chosen = true);
    void clickChoice(const Action& a);
    void putBack(const Action& a);
    void checkPad(const char* where);

    ComponentsPtr comps_;
    std::unique_ptr<BlossomsWindow> w_;
    Figures f_;
    std::size_t lastActions_ = 0;
    int lastTurn_ = 0;
    bool wasOver_ = false;
    bool notWritten_ = false; // the game on the table came while the autosave was off
};

monkey::Tuning BlossomsMonkey::tuning() {
    monkey::Tuning t;
    t.suffix = QLatin1String(BlossomsFiles::kSuffix);
    t.openPurposes = {QStringLiteral("open")};
    t.openGood = 30;
    t.restartPerMille = 5;
    t.menuOrResize = 3;
    t.sensible = 55;
    t.shortcut = 66;
    t.smallest = {800, 520};
    t.spread = {700, 450};
    t.dialogTicks = 10;
    t.dialogStart = 80;
    t.strayClosed = 4;
    t.untilAnEnd = true;
    // Grow, Pass, Hint, Next step, go to the hand / the garden / the choices, Enter, Escape, the
    // rules, Save, Statistics; New and Restart replace the game in play.
    for (const char* k : {"G", "P", "H", "N", "Ctrl+1", "Ctrl+2", "Ctrl+3", "Return", "Esc", "F1",
                          "Ctrl+S", "Ctrl+H"})
        t.keys << QKeySequence(QLatin1String(k));
    t.replacing = {QKeySequence::New, QKeySequence(Qt::Key_F5)};
    t.widgetKeys = {Qt::Key_Left,  Qt::Key_Right, Qt::Key_Up,     Qt::Key_Down, Qt::Key_Return,
                    Qt::Key_Enter, Qt::Key_Space, Qt::Key_Escape, Qt::Key_Tab,  Qt::Key_G,
                    Qt::Key_P,     Qt::Key_N,     Qt::Key_H,      Qt::Key_Home, Qt::Key_End};
    t.widgetKeyModifiers = true; // Ctrl+Left / Ctrl+Right move a raked card
    return t;
}

void BlossomsMonkey::newWindow(bool fromAutosave) {
    w_.reset();
    w_ = std::make_unique<BlossomsWindow>(comps_);
    notWritten_ = false;
    w_->setSettingsEnabled(false);
    w_->setMessageBoxesEnabled(true);
    w_->setAnimationSpeed(chance(25) ? 3 : 0); // a flight now and then, to be clicked through
    BlossomsSession* s = w_->session();
    s->setAutosaveDir(autosaveDir());
    s->setComputerBudget({0, 4, 1});
    s->setHintBudget({0, 4, 1});
    s->setComputerSpeed(chance(70) ? TableSession::Instant : TableSession::StepByStep);
    QObject::connect(s, &TableSession::gameReplaced, s, [this, s] {
        const Game& g = s->game();
        if (g.history().empty()) {
            ++counts().gamesStarted;
            f_.children += g.variant().children;
            f_.advanced += g.variant().advanced;
            f_.matches += s->inMatch() && s->matchGame() == 1;
            f_.withComputers +=
                std::any_of(s->players().begin(), s->players().end(),
                            [](const BlossomsFiles::Player& p) { return p.computer; });
            ++f_.seatsSeen[std::clamp(g.seats(), 0, 3)];
        } else {
            ++counts().opened; // resumed or opened
        }
        lastActions_ = g.history().size();
        lastTurn_ = g.turn();
        wasOver_ = g.isOver();
    });
    QObject::connect(s, &TableSession::handOverRequired, s, [this] { ++f_.handOvers; });
    QObject::connect(s, &TableSession::autosaved, s, [this] { notWritten_ = false; });
    QObject::connect(s, &BlossomsSession::acted, s, [this, s](const Outcome&, int seat) {
        f_.computerSteps += s->isComputer(seat);
    });
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

void BlossomsMonkey::checkPad(const char* where) {
    const BlossomsSession& s = *w_->session();
    if (w_->pages()->currentWidget() != w_->endPage() || !s.isOver())
        return;
    ++f_.padChecks;
    const std::vector<Standing> st = s.standings();
    const ScoreSheet& sheet = w_->scorePad()->result();
    MONKEY_CHECK(sheet.rows.size() == s.seats(), "one row a seat on the score pad");
    for (int seat = 0; seat < s.seats(); ++seat) {
        const Standing& x = st[static_cast<std::size_t>(seat)];
        const ScoreSheet::Row& r = sheet.rows[seat];
        MONKEY_CHECK(r.name == s.seatName(seat), "the score pad's rows are the seats'");
        MONKEY_CHECK(r.total == x.total && r.flowers == x.flowers && r.variety == x.variety,
                     "the score pad's points are the rules' (R-BL-SCORE)");
        MONKEY_CHECK(r.rank == x.rank && r.tokensLeft == x.tokensLeft,
                     "the score pad's ranks are the rules' (R-BL-TOKEN-5)");
    }
}

void BlossomsMonkey::check(const char* where) {
    if (!w_)
        return;
    BlossomsSession& s = *w_->session();
    HandsView& hand = *w_->hand();
    const bool tableShown = w_->pages()->currentWidget() == w_->tablePage();
    if (!s.hasGame()) {
        MONKEY_CHECK(hand.cards().empty(), "no hand shown without a game");
        return;
    }
    ++counts().checks;
    const Game& g = s.game();
    if (g.history().size() > lastActions_)
        counts().actions += static_cast<long>(g.history().size() - lastActions_);
    lastActions_ = g.history().size();
    if (g.turn() > lastTurn_)
        counts().turns += g.turn() - lastTurn_;
    lastTurn_ = g.turn();
    if (g.isOver() && !wasOver_)
        ++counts().gamesFinished;
    wasOver_ = g.isOver();

    // R-BL-PRIV-4: the view is the rules' view of the seat at the screen, and the hand shown is
    // that seat's hand — nobody's when nobody sits at the screen.
    const int screen = s.screenSeat();
    MONKEY_CHECK(s.view() == g.viewFor(screen), "the view is the rules' view of the screen's seat");
    if (tableShown) {
        if (s.handVisible()) {
            MONKEY_CHECK(hand.cards() == s.view().players[static_cast<std::size_t>(screen)].hand,
                         "the hand shown is the seat's at the screen");
        } else {
            MONKEY_CHECK(hand.cards().empty(), "no hand shown when nobody sits at the screen");
        }
        // R-BL-TOOL-3: the raked cards show to the person raking only.
        if (w_->rakePanel()->isVisible())
            MONKEY_CHECK(s.personToPlay() && s.step() == Step::Order,
                         "the Rake's panel shows to its owner only");
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
    // The autosave loads with the rules and is the game on the table. A game that came while the
    // autosave was off (the driver's folder set back here) is written at its next change.
    if (s.files().autosaveOff()) {
        s.setAutosaveDir(autosaveDir());
        notWritten_ = true;
    }
    if (!s.files().autosaveOff() && !notWritten_) {
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

void BlossomsMonkey::click(QWidget* w, const QPointF& at) {
    QTest::mouseMove(w, at.toPoint());
    QTest::mouseClick(w, Qt::LeftButton, {}, at.toPoint());
}

void BlossomsMonkey::clickCard(int card, bool chosen) {
    const auto& cards = w_->hand()->cards();
    const auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end() || (w_->chosenCard() == card) == chosen)
        return;
    click(w_->hand(), w_->hand()->cardRect(static_cast<int>(it - cards.begin())).center());
}

void BlossomsMonkey::clickChoice(const Action& a) {
    const QString words = w_->session()->describe(a);
    for (QPushButton* b : w_->choices()->buttons())
        if (b->isVisible() && b->text().compare(words, Qt::CaseInsensitive) == 0) {
            QTest::mouseClick(b, Qt::LeftButton);
            return;
        }
}

void BlossomsMonkey::putBack(const Action& a) {
    RakePanel* panel = w_->rakePanel();
    if (!panel->isVisible())
        return;
    QListWidget* list = panel->list();
    const std::vector<int> want = a.orderCards();
    for (int i = 0; i < static_cast<int>(want.size()); ++i) {
        for (int r = 0; r < list->count(); ++r)
            if (list->item(r)->data(Qt::UserRole).toInt() == want[static_cast<std::size_t>(i)])
                list->setCurrentRow(r);
        auto* up = panel->findChild<QPushButton*>(QStringLiteral("rakeUp"));
        for (int guard = 0; up && guard < 8 && list->currentRow() > i; ++guard)
            QTest::mouseClick(up, Qt::LeftButton); // Move up: nearer the top
    }
    QTest::mouseClick(panel->putBackButton(), Qt::LeftButton);
    ++f_.rakes;
}

void BlossomsMonkey::perform(const Action& a) {
    PotsView* g = w_->garden();
    const auto legal = w_->session()->legalActions();
    switch (a.kind) {
    case Action::Kind::Grow:
        if (w_->chosenCard() >= 0 || chance(30))
            QTest::keyClick(w_.get(), Qt::Key_G); // Turn ▸ Grow (G)
        else
            click(g, g->deckRect().center());
        return;
    case Action::Kind::Pot:
        click(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Cut:
        if (w_->chosenCard() >= 0) // a card chosen: chosen again to let it go
            clickCard(w_->chosenCard(), false);
        click(g, g->potRect(a.pot).center());
        ++f_.cuts;
        return;
    case Action::Kind::Plant:
        clickCard(a.card);
        click(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Water:
        if (has(legal, Action::plant(a.pot, a.card))) // the pot's click would plant
            return clickChoice(a);
        clickCard(a.card);
        click(g, g->potRect(a.pot).center());
        return;
    case Action::Kind::Order:
        return putBack(a);
    default:
        return clickChoice(a);
    }
}

void BlossomsMonkey::sensibleMove() {
    BlossomsSession& s = *w_->session();
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
                                w_->scorePad()->tableButton()};
            QTest::mouseClick(b[below(3)], Qt::LeftButton);
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
    engine::Rng r(draw());
    const std::vector<Action> legal = s.legalActions();
    if (legal.empty())
        return;
    Action a = legal[r.below(legal.size())];
    if (chance(40))
        a = ai::choose(ai::BotKind::Medium, s.view(), r, {0, 4, 1});
    else if (has(legal, Action::grow()) && chance(50))
        a = Action::grow(); // Growth favoured, so the deck runs out as in families' games
    // The Rake sought now and then (a token on its pot, the tool), so its panel is played too.
    const Action onRake = Action::token(s.components().potOf(Tool::Rake));
    if (has(legal, onRake) && chance(40))
        a = onRake;
    if (has(legal, Action::rake()) && chance(70))
        a = Action::rake();
    note(QStringLiteral("sensible: %1").arg(s.describe(a)));
    w_->garden()->finishAnimation(); // a flight in progress lands first
    const std::size_t before = s.game().history().size();
    perform(a);
    const bool done =
        s.hasGame() && s.game().history().size() == before + 1 && s.game().history().back() == a;
    (done ? f_.throughWidgets : f_.missed)++;
}

void BlossomsMonkey::firstGame() {
    // A person and a computer (short enough to reach the score pad early); the new-game dialog
    // deals the others.
    BlossomsSetup first;
    first.seats = {{QStringLiteral("Ada"), false, ai::BotKind::Medium},
                   {QStringLiteral("Cleo"), true, ai::BotKind::Easy}};
    first.seed = draw();
    w_->startGame(first);
}

QWidget* BlossomsMonkey::favourite() {
    QWidget* big[] = {w_->garden(),    w_->hand(),         w_->choices(),
                      w_->rakePanel(), w_->handOverPage(), w_->scorePad()};
    QWidget* b = big[below(std::size(big))];
    return b->isVisible() ? b : nullptr;
}

// Sensible choices in the new-game dialog: 2 or 3 seats, who plays each, the variants, the match.
bool BlossomsMonkey::dialogChoice(QWidget* modal) {
    auto* count = modal->findChild<QSpinBox*>(QStringLiteral("playerCount"));
    if (!count || !chance(50))
        return false;
    count->setValue(2 + static_cast<int>(below(2)));
    for (int i = 0; i < 3; ++i)
        if (auto* by = modal->findChild<QComboBox*>(QStringLiteral("playedBy%1").arg(i)))
            by->setCurrentIndex(chance(60) ? 0 : 1 + static_cast<int>(below(2)));
    for (const char* box : {"childrenVariant", "advancedVariant", "matchVariant", "oddsAid"})
        if (auto* c = modal->findChild<QCheckBox*>(QLatin1String(box)))
            c->setChecked(chance(QLatin1String(box) == QLatin1String("matchVariant") ? 15 : 35));
    note(QStringLiteral("dialog: seats"));
    return true;
}

void BlossomsMonkey::writeFiles(const QString& dir, QStringList& good, QStringList& bad) {
    const QDir d(dir);
    // A good save of another game (3 seats, a computer, the children's game), and files to be
    // refused.
    Game g = Game::deal(comps_, 3, Variant{true, false}, 99);
    engine::Rng bot(5);
    for (int i = 0; i < 20 && !g.isOver(); ++i)
        g.apply(ai::choose(ai::BotKind::Random, g.viewFor(g.toAct()), bot));
    const QByteArray text =
        BlossomsFiles::saveText(g, {{}, {true, ai::BotKind::Easy}, {}}, std::nullopt, true);
    const auto write = [&d](const QString& name, const QByteArray& bytes) {
        QFile f(d.filePath(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(bytes);
        return d.filePath(name);
    };
    good << write(QStringLiteral("good.blossoms.json"), text);
    bad << write(QStringLiteral("truncated.blossoms.json"), text.left(300));
    bad << write(QStringLiteral("other.blossoms.json"),
                 QByteArrayLiteral("{\"format\": \"petals-save\", \"version\": 1}"));
    QByteArray wrong = text;
    wrong.replace("\"easy\"", "\"expert\"");
    bad << write(QStringLiteral("computers.blossoms.json"), wrong);
    monkey::addUnreadableFiles(dir, QLatin1String(BlossomsFiles::kSuffix), bad);
}

} // namespace

class BlossomsMonkeyTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { monkey::initTestCase(); }
    void monkey();
};

void BlossomsMonkeyTest::monkey() {
    const monkey::Run run = monkey::runFromEnvironment("BLOSSOMS", 15.0, "Blossoms monkey");
    BlossomsMonkey table(Module::components());
    monkey::Driver m(table, BlossomsMonkey::tuning(), run.seed,
                     static_cast<qint64>(run.seconds * 1000));
    const QString failure = m.run();
    const monkey::Counts& c = m.counts();
    const Figures& f = table.figures();
    qInfo("Blossoms monkey: %ld events (%ld sensible, %ld random, %ld shortcuts, %ld menu "
          "actions, %ld in dialogs and menus, %ld closed); %ld actions (%ld made through the "
          "widgets as chosen, %ld not), %ld turns, %ld computer steps, %ld hand-overs, %ld rakes "
          "put back, %ld cuts; %d games dealt (2-3 seats: %d/%d; %d children's, %d advanced, %d "
          "matches, %d with computers), %d played to the end (%d score pad checks), %d games "
          "loaded (Open or resume), %d restarts from the autosave (%d resumed), %d Opens (%d of "
          "good files), %d Saves",
          c.events, c.sensible, c.random, c.keys, c.menuActions, c.modalEvents, c.modalsClosed,
          c.actions, f.throughWidgets, f.missed, c.turns, f.computerSteps, f.handOvers, f.rakes,
          f.cuts, c.gamesStarted, f.seatsSeen[2], f.seatsSeen[3], f.children, f.advanced, f.matches,
          f.withComputers, c.gamesFinished, f.padChecks, c.opened, c.restarts, c.resumed,
          c.openTries, c.openGood, c.saves);
    qInfo("Blossoms monkey: %ld checks of the invariants (%ld loads of the autosave); %lld ms in "
          "events and their checks",
          c.checks, c.autosaveLoads, c.eventMs);
    monkey::verify(failure, c, run);
}

int main(int argc, char** argv) {
    return monkey::main<BlossomsMonkeyTest>(argc, argv, "BLOSSOMS", 15.0);
}

#include "test_monkey.moc"
