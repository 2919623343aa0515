// Petals' GUI monkey (Qt Test, offscreen), modelled on Frosted Blooms' (tests/gui/test_monkey.cpp):
// seeded random clicks, double clicks, drags, wheel turns and keys on every part of PetalsWindow —
// the table, the hand, the trackers, the effect panel, the hand-over cover, the log, the score
// pad — its menus' shortcuts and actions, new sizes, mixed with sensible moves (a legal action,
// the greedy bot's or a random one, made through the widgets: a card clicked in the hand, turned
// with R, a marked cell clicked; a lit card and its destination, the effect's buttons; the cover
// lifted; Next for a computer's step) so that games are played to their end. New games of 2-5
// seats, people and computers, both variants, come from the new-game dialog; Open is offered good
// saves and files that must be refused; now and then the window is thrown away as by a crash and
// a new one starts from the autosave. After every event the invariants are checked:
// - the hand shown is the session's SeatView's hand (R-PE-PRIV-1), none during a hand-over, and
//   the view is the rules' view of the seat at the screen; a hand-over covers the table;
// - the game's actions replay from its deal to the same game;
// - the autosave loads with the rules (petals::loadSave) and is the game on the table;
// - the score pad, when shown, has Game::standings()' totals and places;
// - no exception escapes and nothing crashes (a crash fails the test with its seed). Modal
//   dialogs and menus are driven and closed from timers, so the monkey never hangs.
//   PETALS_MONKEY_SECONDS  how long to run (default 15; up to twice that while no game has ended)
//   PETALS_MONKEY_SEED     the seed (default: from the clock; printed either way)
#include "HandView.h"
#include "PetalsScorePad.h"
#include "PetalsWindow.h"
#include "TableView.h"
#include "EffectPanel.h"
#include "TurnPanels.h"
#include "monkey_files.h"

#include "engine/input.h"
#include "petals/ai/bots.h"
#include "petals/rules/module.h"
#include "petals/rules/save.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include <deque>
#include <random>

using namespace petals;
using namespace petals::gui;

namespace {

struct Figures {
    long events = 0, sensible = 0, random = 0, keys = 0, menuActions = 0, modalEvents = 0;
    long modalsClosed = 0, actions = 0, turns = 0, throughWidgets = 0, missed = 0;
    long handOvers = 0, computerSteps = 0, effects = 0, moves = 0, checks = 0, autosaveLoads = 0;
    int gamesStarted = 0, gamesFinished = 0, harmony = 0, withComputers = 0, restarts = 0;
    int resumed = 0, opened = 0, openTries = 0, openGood = 0, saves = 0, padChecks = 0;
    int seatsSeen[6] = {};
    qint64 eventMs = 0; // the events and the checks after them
};

class Monkey {
  public:
    Monkey(ComponentsPtr comps, quint64 seed, qint64 ms)
        : comps_(std::move(comps)), rng_(seed), durationMs_(ms) {}
    QString run();
    const Figures& figures() const { return f_; }

  private:
    void tick(bool nested);
    void watchdog();
    void mainEvent();
    void modalEvent(QWidget* modal);
    void sensibleMove();
    void perform(const Action& a);
    void randomEvent(QWidget* root);
    void shortcut();
    void menuAction();
    void newWindow(bool fromAutosave);
    void check(const char* where);
    void checkPad(const char* where);
    void fail(const QString& why);
    void note(const QString& what);
    QString chooseFile(const QString& purpose);
    void clickCell(Cell c);

    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : rng_() % n; }
    bool chance(int percent) { return static_cast<int>(below(100)) < percent; }
    // No game ended and half the time gone: mostly sensible moves, nothing replacing the game,
    // so that the score pad is reached (given up to twice the time on a loaded machine).
    bool focus() const { return f_.gamesFinished == 0 && clock_.elapsed() > durationMs_ / 2; }
    bool over() const { return clock_.elapsed() > (f_.gamesFinished > 0 ? 1 : 2) * durationMs_; }
    QPoint somewhere(QWidget* w) {
        return {int(below(std::uint64_t(std::max(1, w->width())))),
                int(below(std::uint64_t(std::max(1, w->height()))))};
    }

    ComponentsPtr comps_;
    std::mt19937_64 rng_;
    qint64 durationMs_;
    QElapsedTimer clock_;
    QTemporaryDir dir_;
    QString autosaveDir_;
    std::unique_ptr<PetalsWindow> w_;
    int depth_ = 0;
    bool stopping_ = false;
    bool running_ = true;
    QString failure_;
    std::deque<QString> trail_;
    Figures f_;
    QStringList goodFiles_, badFiles_;
    QWidget* modal_ = nullptr;
    int modalTicks_ = 0, watchdogTicks_ = 0;
    std::size_t lastActions_ = 0, lastTurns_ = 0;
    bool wasOver_ = false;
    bool notWritten_ = false; // the game on the table came while the autosave was off
};

void Monkey::note(const QString& what) {
    trail_.push_back(what);
    if (trail_.size() > 30)
        trail_.pop_front();
}

void Monkey::fail(const QString& why) {
    if (!failure_.isEmpty())
        return;
    QStringList t(trail_.begin(), trail_.end());
    failure_ = why + QStringLiteral("\n  last events: ") + t.join(QStringLiteral(" | "));
    stopping_ = true;
}

#define MCHECK(cond, what)                                                                         \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fail(QStringLiteral("%1: %2 (%3)")                                                     \
                     .arg(QLatin1String(where), QLatin1String(what), QLatin1String(#cond)));       \
            return;                                                                                \
        }                                                                                          \
    } while (0)

QString Monkey::chooseFile(const QString& purpose) {
    const QDir d(dir_.path());
    if (chance(15))
        return {}; // cancelled
    if (purpose == QLatin1String("open") || purpose == QLatin1String("record")) {
        ++f_.openTries;
        if (chance(30)) {
            ++f_.openGood;
            return goodFiles_[static_cast<int>(
                below(static_cast<std::uint64_t>(goodFiles_.size())))];
        }
        return badFiles_[static_cast<int>(below(static_cast<std::uint64_t>(badFiles_.size())))];
    }
    if (purpose == QLatin1String("save")) {
        if (chance(15))
            return d.filePath(QStringLiteral("no-such-folder/x.petals.json"));
        ++f_.saves;
        const QString path = d.filePath(QStringLiteral("saved-%1.petals.json").arg(below(4)));
        if (!goodFiles_.contains(path))
            goodFiles_ << path;
        return path;
    }
    return d.filePath(QStringLiteral("record.json"));
}

void Monkey::newWindow(bool fromAutosave) {
    w_.reset();
    w_ = std::make_unique<PetalsWindow>(comps_);
    notWritten_ = false;
    w_->setSettingsEnabled(false);
    w_->setMessageBoxesEnabled(true);
    PetalsSession* s = w_->session();
    s->setAutosaveDir(autosaveDir_);
    s->setComputerBudget({0, 4, 1});
    s->setHintBudget({0, 4, 1});
    s->setComputerSpeed(chance(70) ? TableSession::Instant : TableSession::StepByStep);
    w_->setFileChooser([this](const QString& purpose, const QString&) {
        const QString p = chooseFile(purpose);
        note(QStringLiteral("file %1 -> %2").arg(purpose, p.left(60)));
        return p;
    });
    QObject::connect(s, &TableSession::gameReplaced, s, [this, s] {
        const Game& g = s->game();
        if (g.history().empty()) {
            ++f_.gamesStarted;
            f_.harmony += g.variant() == Variant::Harmony;
            f_.withComputers +=
                std::any_of(s->players().begin(), s->players().end(),
                            [](const PetalsFiles::Player& p) { return p.computer; });
            ++f_.seatsSeen[std::clamp(g.seats(), 0, 5)];
        } else {
            ++f_.opened; // resumed or opened
        }
        lastActions_ = g.history().size();
        lastTurns_ = g.log().size();
        wasOver_ = g.isOver();
    });
    QObject::connect(s, &TableSession::handOverRequired, s, [this] { ++f_.handOvers; });
    QObject::connect(s, &TableSession::autosaved, s, [this] { notWritten_ = false; });
    QObject::connect(s, &PetalsSession::computerActed, s, [this] { ++f_.computerSteps; });
    w_->resize(1024 + static_cast<int>(below(400)), 700 + static_cast<int>(below(200)));
    w_->show();
    w_->activateWindow(); // its shortcuts act only while it is the active window
    if (!QTest::qWaitForWindowActive(w_.get(), 1000))
        note(QStringLiteral("window not active"));
    if (fromAutosave) {
        // As the program starts: resume (asked), else the new-game dialog (the modal driver).
        const bool resume = chance(85);
        ++f_.restarts;
        const bool had = s->files().resumableAutosave().has_value();
        depth_++;
        w_->startup([resume] { return resume; }, std::nullopt, QString());
        depth_--;
        f_.resumed += had && resume && s->hasGame();
    }
    check("new window");
}

void Monkey::checkPad(const char* where) {
    const PetalsSession& s = *w_->session();
    if (w_->pages()->currentWidget() != w_->endPage() || !s.isOver())
        return;
    ++f_.padChecks;
    const std::vector<Standing> st = s.game().standings();
    PetalsScorePad* pad = w_->scorePad();
    MCHECK(pad->columnSeats().size() == s.seats(), "one column a seat on the score pad");
    const bool harmony = s.game().variant() == Variant::Harmony;
    for (int seat = 0; seat < s.seats(); ++seat) {
        const Standing& x = st[static_cast<std::size_t>(seat)];
        // Row 5: the total of the two lowest trackers (R-PE-WIN-3), or the spread in Harmony
        // (R-PE-HARM-2); row 6 the place (R-PE-WIN-4).
        MCHECK(pad->cellText(5, seat).contains(QString::number(harmony ? x.spread : x.total)),
               "the score pad's total is the rules'");
        if (x.rank)
            MCHECK(pad->cellText(6, seat).contains(QString::number(*x.rank)),
                   "the score pad's place is the rules'");
        for (int e = 0; e < kElements; ++e)
            MCHECK(pad->cellText(e, seat).contains(
                       QString::number(s.game().scores(seat)[static_cast<std::size_t>(e)])),
                   "the score pad's trackers are the game's");
    }
}

void Monkey::check(const char* where) {
    if (!w_)
        return;
    PetalsSession& s = *w_->session();
    HandView& hand = *w_->hand();
    if (!s.hasGame()) {
        MCHECK(hand.shownCards().empty(), "no hand shown without a game");
        return;
    }
    ++f_.checks;
    const Game& g = s.game();
    if (g.history().size() > lastActions_)
        f_.actions += static_cast<long>(g.history().size() - lastActions_);
    lastActions_ = g.history().size();
    if (g.log().size() > lastTurns_)
        f_.turns += static_cast<long>(g.log().size() - lastTurns_);
    lastTurns_ = g.log().size();
    if (g.isOver() && !wasOver_)
        ++f_.gamesFinished;
    wasOver_ = g.isOver();

    // R-PE-PRIV-1: the view is the rules' view of the seat at the screen, and the hand shown is
    // that view's hand — nobody's during a hand-over or when nobody sits at the screen.
    const int screen = s.screenSeat();
    MCHECK(s.view() == g.viewFor(screen >= 0 ? screen : std::max(0, g.toAct())),
           "the view is the rules' view of the seat at the screen");
    if (s.handVisible()) {
        MCHECK(hand.shownSeat() == screen, "the hand shown is the seat's at the screen");
        MCHECK(hand.shownCards() == s.view().known().hand(s.view().seat()),
               "the hand shown is the view's hand");
    } else {
        MCHECK(hand.shownCards().empty() && hand.shownSeat() < 0, "no hand shown");
    }
    if (s.handOverPending()) {
        MCHECK(screen < 0, "nobody at the screen during a hand-over");
        if (!s.isOver())
            MCHECK(w_->pages()->currentWidget() == w_->handOverPage(),
                   "the hand-over covers the table");
    }
    // The actions replay from the deal to the same game.
    Game r = Game::fromDeal(comps_, g.variant(), g.dealt());
    for (const Action& a : g.history())
        MCHECK(r.apply(a).ok, "an action of the game replays");
    MCHECK(r == g, "the actions replay to the same game");
    // The autosave loads with the rules and is the game on the table. The guided game (Help ▸
    // Learn to play) is not autosaved: the player's own game stays there. Once it is over the
    // folder is set back, as the program does with its settings on (not here: they are off);
    // the game on the table is then written at its next change.
    if (s.files().autosaveOff() && !w_->tutorialActive()) {
        s.setAutosaveDir(autosaveDir_);
        notWritten_ = true;
    }
    if (!s.files().autosaveOff() && !w_->tutorialActive() && !s.guide() && !notWritten_) {
        try {
            const std::string text =
                engine::readRegularFile(QFile::encodeName(s.files().autosavePath()).toStdString());
            const Game saved = loadSave(comps_, text);
            ++f_.autosaveLoads;
            MCHECK(saved == g, "the autosave is the game on the table");
            MCHECK(s.files().parse(text).players == s.players(),
                   "the autosave has the seats' players");
        } catch (const std::exception& e) {
            fail(QStringLiteral("%1: the autosave does not load: %2")
                     .arg(QLatin1String(where), QString::fromStdString(e.what())));
            return;
        }
    }
    checkPad(where);
}

void Monkey::clickCell(Cell c) {
    TableView* t = w_->table();
    if (!t->rect().contains(t->cellRect(c).center().toPoint()))
        QTest::keyClick(w_.get(), Qt::Key_0, Qt::ControlModifier); // View ▸ Fit the table
    const QPoint at = t->cellRect(c).center().toPoint();
    QTest::mouseMove(t, at);
    QTest::mouseClick(t, Qt::LeftButton, {}, at);
}

// A legal action as a player makes it through the widgets.
void Monkey::perform(const Action& a) {
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

void Monkey::sensibleMove() {
    PetalsSession& s = *w_->session();
    ++f_.sensible;
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
    engine::Rng r(rng_());
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

void Monkey::randomEvent(QWidget* root) {
    ++f_.random;
    QList<QWidget*> live;
    QList<QWidget*> all = root->findChildren<QWidget*>();
    all << root;
    for (QWidget* x : all)
        if (x->isVisible() && x->isEnabled() && x->width() > 0 && x->height() > 0 &&
            !qobject_cast<QMenu*>(x))
            live << x;
    if (live.isEmpty())
        return;
    QWidget* target = live[static_cast<int>(below(static_cast<std::uint64_t>(live.size())))];
    if (root == w_.get() && chance(50)) { // the table's parts more often
        QWidget* big[] = {w_->table(), w_->hand(), w_->effectPanel(), w_->handOverPage(),
                          w_->scorePad()};
        if (QWidget* b = big[below(std::size(big))]; b->isVisible())
            target = b;
    }
    const QPoint p = somewhere(target);
    const QPointer<QWidget> guard(target);
    const int kind = static_cast<int>(below(10));
    static const Qt::MouseButton buttons[] = {Qt::LeftButton, Qt::LeftButton, Qt::RightButton,
                                              Qt::MiddleButton};
    const Qt::MouseButton button = buttons[below(4)];
    note(QStringLiteral("random %1 on %2 %3 at %4,%5")
             .arg(kind)
             .arg(QLatin1String(target->metaObject()->className()), target->objectName())
             .arg(p.x())
             .arg(p.y()));
    switch (kind) {
    case 0:
    case 1:
    case 2:
        QTest::mouseClick(target, button, {}, p);
        break;
    case 3:
        QTest::mouseDClick(target, button, {}, p);
        break;
    case 4:
        QTest::mouseMove(target, p);
        break;
    case 5: { // a drag (the table pans)
        QTest::mousePress(target, Qt::LeftButton, {}, p);
        QPoint q = p;
        for (int i = 0; i < 4 && guard; ++i) {
            q += QPoint(static_cast<int>(below(81)) - 40, static_cast<int>(below(81)) - 40);
            QMouseEvent move(QEvent::MouseMove, q, target->mapToGlobal(q), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(target, &move);
        }
        if (guard)
            QTest::mouseRelease(target, Qt::LeftButton, {}, q);
        break;
    }
    case 6: { // the wheel turns the card; with Ctrl it zooms
        const int delta = chance(50) ? 120 : -120;
        const Qt::KeyboardModifiers mods = chance(30) ? Qt::ControlModifier : Qt::NoModifier;
        QWheelEvent wheel(QPointF(p), QPointF(target->mapToGlobal(p)), QPoint(), QPoint(0, delta),
                          Qt::NoButton, mods, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &wheel);
        break;
    }
    case 7:
    case 8: { // a key on the widget
        static const int keys[] = {Qt::Key_R,      Qt::Key_Left,   Qt::Key_Right, Qt::Key_Up,
                                   Qt::Key_Down,   Qt::Key_Return, Qt::Key_Enter, Qt::Key_Space,
                                   Qt::Key_Escape, Qt::Key_Plus,   Qt::Key_Minus, Qt::Key_0,
                                   Qt::Key_F,      Qt::Key_Tab,    Qt::Key_N,     Qt::Key_H};
        const Qt::KeyboardModifiers mods = chance(15)   ? Qt::ShiftModifier
                                           : chance(10) ? Qt::ControlModifier
                                                        : Qt::NoModifier;
        QTest::keyClick(target, static_cast<Qt::Key>(keys[below(std::size(keys))]), mods);
        break;
    }
    default: // text typed (a name of the new-game dialog, the seed)
        QTest::keyClicks(target, chance(50) ? QStringLiteral("Zoe") : QStringLiteral(" 7"));
        break;
    }
}

void Monkey::shortcut() {
    ++f_.keys;
    // Undo, Hint, turn the card both ways, Next step, go to the hand / the table, fit the
    // table, Enter, Escape, the rules, Save.
    static const char* keys[] = {"Ctrl+Z", "H",      "R",      "Shift+R", "N",  "Ctrl+1",
                                 "Ctrl+2", "Ctrl+0", "Return", "Esc",     "F1", "Ctrl+S"};
    // The keys that replace the game in play, less often: games should get to their end.
    static const QKeySequence replacing[] = {QKeySequence::New, QKeySequence(Qt::Key_F5)};
    const QKeySequence k = chance(focus() ? 0 : 3) ? replacing[below(std::size(replacing))]
                           : chance(focus() ? 0 : 6)
                               ? QKeySequence(QKeySequence::Open)
                               : QKeySequence(QLatin1String(keys[below(std::size(keys))]));
    note(QStringLiteral("key %1").arg(k.toString()));
    if (!w_->isActiveWindow())
        w_->activateWindow();
    QTest::keySequence(w_.get(), k);
}

void Monkey::menuAction() {
    ++f_.menuActions;
    QList<QAction*> acts;
    for (QAction* a : w_->findChildren<QAction*>()) {
        if (!a->isEnabled() || a->isSeparator() || a->menu() ||
            a->shortcut().matches(QKeySequence::Quit) == QKeySequence::ExactMatch)
            continue;
        // Not the language and text size, which offer to start the program again.
        bool restarting = false;
        for (QObject* o : a->associatedObjects())
            restarting = restarting || o->objectName() == QLatin1String("languageMenu") ||
                         o->objectName() == QLatin1String("textSizeMenu");
        if (!restarting)
            acts << a;
    }
    if (acts.isEmpty())
        return;
    QAction* a = acts[static_cast<int>(below(static_cast<std::uint64_t>(acts.size())))];
    note(QStringLiteral("action %1").arg(a->text()));
    a->trigger();
}

void Monkey::mainEvent() {
    ++f_.events;
    if (!w_->isVisible())
        w_->show();
    if (below(1000) < 5 && depth_ == 1 && !focus()) {
        // Thrown away as by a crash (or quit): a new window starts from the autosave.
        note(QStringLiteral("restart from the autosave"));
        newWindow(true);
        return;
    }
    const int r = static_cast<int>(below(100));
    if (focus() && r < 70) {
        sensibleMove();
        return;
    }
    if (r < 3) {
        if (chance(30)) {
            const QSize size(800 + static_cast<int>(below(700)),
                             480 + static_cast<int>(below(500)));
            note(QStringLiteral("resize %1x%2").arg(size.width()).arg(size.height()));
            w_->resize(size);
        } else if (!focus()) {
            menuAction();
        }
        return;
    }
    if (r < 55) {
        sensibleMove();
        return;
    }
    if (r < 66) {
        shortcut();
        return;
    }
    // Sometimes a stray window (the rules, a replay, Configure) gets the events.
    QWidget* root = w_.get();
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != w_.get() && top->isVisible() && !qobject_cast<QMenu*>(top) && chance(30))
            root = top;
    randomEvent(root);
}

void Monkey::modalEvent(QWidget* modal) {
    ++f_.modalEvents;
    if (modal != modal_) {
        modal_ = modal;
        modalTicks_ = 0;
    }
    ++modalTicks_;
    if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        note(QStringLiteral("message box: %1").arg(box->text().left(80)));
        QList<QAbstractButton*> bs = box->buttons();
        // Never "Restart now": it would start this program again.
        if (box->objectName() == QLatin1String("restartBox") || bs.isEmpty())
            box->close();
        else
            bs[static_cast<int>(below(static_cast<std::uint64_t>(bs.size())))]->click();
        ++f_.modalsClosed;
        return;
    }
    if (modalTicks_ > 3 + static_cast<int>(below(10))) {
        auto* start = modal->findChild<QPushButton*>(QStringLiteral("startButton"));
        if (start && start->isEnabled() && chance(80)) {
            note(QStringLiteral("dialog: start"));
            start->click();
        } else if (auto* d = qobject_cast<QDialog*>(modal)) {
            note(QStringLiteral("dialog: cancel"));
            d->reject();
        } else {
            modal->close();
        }
        ++f_.modalsClosed;
        return;
    }
    // Sensible choices in the new-game dialog: 2-5 seats, who plays each, the variant.
    if (auto* count = modal->findChild<QSpinBox*>(QStringLiteral("playerCount"));
        count && chance(50)) {
        count->setValue(2 + static_cast<int>(below(4)));
        for (int i = 0; i < 5; ++i)
            if (auto* by = modal->findChild<QComboBox*>(QStringLiteral("playedBy%1").arg(i)))
                by->setCurrentIndex(chance(60) ? 0 : 1 + static_cast<int>(below(3)));
        const char* variant = chance(50) ? "standardVariant" : "harmonyVariant";
        if (auto* v = modal->findChild<QRadioButton*>(QLatin1String(variant)))
            v->setChecked(true);
        note(QStringLiteral("dialog: seats"));
        return;
    }
    randomEvent(modal);
}

void Monkey::tick(bool nested) {
    if (!running_ || !failure_.isEmpty())
        return;
    if (over())
        stopping_ = true;
    // The main driver acts only when no nested event loop runs; the nested one only inside one.
    if (nested != (depth_ > 0) || stopping_)
        return;
    depth_++;
    try {
        if (QWidget* p = QApplication::activePopupWidget()) { // a combo box's list, a menu
            note(QStringLiteral("popup: closed"));
            p->close();
        } else if (QWidget* m = QApplication::activeModalWidget())
            modalEvent(m);
        else if (!nested) {
            QElapsedTimer e;
            e.start();
            // Stray windows (the rules, a replay, Configure, statistics) closed now and then.
            int strays = 0;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top != w_.get() && top->isVisible() && !qobject_cast<QMenu*>(top) &&
                    (++strays > 2 || chance(4))) {
                    top->close();
                    note(QStringLiteral("stray window closed"));
                }
            for (int i = 0;
                 i < 4 && failure_.isEmpty() && w_ && !QApplication::activeModalWidget() &&
                 !QApplication::activePopupWidget();
                 ++i) {
                mainEvent();
                if (i < 3)
                    check("after an event");
            }
            f_.eventMs += e.elapsed();
        }
        check(nested ? "after a nested event" : "after an event");
    } catch (const std::exception& e) {
        fail(QStringLiteral("exception: %1").arg(QString::fromStdString(e.what())));
    }
    depth_--;
}

void Monkey::watchdog() {
    // Whatever stays open too long, or once the time is up, is closed: the monkey never hangs.
    if (!running_)
        return;
    ++watchdogTicks_;
    QWidget* top = QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                                                     : QApplication::activeModalWidget();
    if (!top) {
        watchdogTicks_ = 0;
        return;
    }
    if (stopping_ || watchdogTicks_ > 20) {
        if (auto* d = qobject_cast<QDialog*>(top))
            d->reject();
        else
            top->close();
        ++f_.modalsClosed;
        watchdogTicks_ = 0;
    }
}

QString Monkey::run() {
    if (!dir_.isValid())
        return QStringLiteral("no temporary folder");
    autosaveDir_ = dir_.filePath(QStringLiteral("auto"));
    monkeyfiles::write(comps_, dir_.path(), goodFiles_, badFiles_);
    clock_.start();
    newWindow(false);
    // The first game: a person and a computer (short enough to reach the score pad early); the
    // new-game dialog deals the others.
    PetalsSetup first;
    first.seats = {{QStringLiteral("Ada"), false, ai::BotKind::Medium},
                   {QStringLiteral("Cleo"), true, ai::BotKind::Easy}};
    first.seed = rng_();
    w_->startGame(first);
    check("first game");

    QEventLoop loop;
    QTimer driver, nestedDriver, dog, end;
    QObject::connect(&driver, &QTimer::timeout, [this] { tick(false); });
    QObject::connect(&nestedDriver, &QTimer::timeout, [this] { tick(true); });
    QObject::connect(&dog, &QTimer::timeout, [this] { watchdog(); });
    QObject::connect(&end, &QTimer::timeout, [&] {
        if ((stopping_ || over() || !failure_.isEmpty()) && depth_ == 0 &&
            !QApplication::activeModalWidget() && !QApplication::activePopupWidget())
            loop.quit();
    });
    driver.start(0);
    nestedDriver.start(2);
    dog.start(50);
    end.start(100);
    loop.exec();
    running_ = false;
    for (QTimer* t : {&driver, &nestedDriver, &dog, &end})
        t->stop();
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != w_.get() && top->isVisible())
            top->close();
    w_.reset();
    return failure_;
}

} // namespace

class PetalsMonkeyTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setQuitOnLastWindowClosed(false);
    }
    void monkey();
};

void PetalsMonkeyTest::monkey() {
    const QByteArray secs = qgetenv("PETALS_MONKEY_SECONDS");
    const double seconds = secs.isEmpty() ? 15.0 : secs.toDouble();
    const QByteArray seedEnv = qgetenv("PETALS_MONKEY_SEED");
    const quint64 seed = seedEnv.isEmpty()
                             ? static_cast<quint64>(QDateTime::currentMSecsSinceEpoch())
                             : seedEnv.toULongLong();
    qInfo("Petals monkey: seed %llu, %.0f s (PETALS_MONKEY_SEED=%llu to repeat)",
          static_cast<unsigned long long>(seed), seconds, static_cast<unsigned long long>(seed));
    Monkey m(Module::components(), seed, static_cast<qint64>(seconds * 1000));
    const QString failure = m.run();
    const Figures& f = m.figures();
    qInfo("Petals monkey: %ld events (%ld sensible, %ld random, %ld shortcuts, %ld menu actions, "
          "%ld in dialogs and menus, %ld closed); %ld actions (%ld made through the widgets as "
          "chosen, %ld not), %ld turns, %ld computer steps, %ld hand-overs, %ld effects "
          "answered, %ld moves; %d games dealt (2-5 seats: %d/%d/%d/%d; %d Harmony, %d with "
          "computers), %d played to the end (%d score pad checks), %d games loaded (Open or "
          "resume), %d restarts from the autosave (%d resumed), %d Opens (%d of good files), "
          "%d Saves",
          f.events, f.sensible, f.random, f.keys, f.menuActions, f.modalEvents, f.modalsClosed,
          f.actions, f.throughWidgets, f.missed, f.turns, f.computerSteps, f.handOvers, f.effects,
          f.moves, f.gamesStarted, f.seatsSeen[2], f.seatsSeen[3], f.seatsSeen[4], f.seatsSeen[5],
          f.harmony, f.withComputers, f.gamesFinished, f.padChecks, f.opened, f.restarts, f.resumed,
          f.openTries, f.openGood, f.saves);
    qInfo("Petals monkey: %ld checks of the invariants (%ld loads of the autosave); %lld ms in "
          "events and their checks",
          f.checks, f.autosaveLoads, f.eventMs);
    QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(failure)));
    QVERIFY2(f.turns > 0, "no turn was played");
    if (seconds >= 15)
        QVERIFY2(f.gamesFinished > 0, "no game reached its end");
}

int main(int argc, char** argv) {
    // Qt Test stops a test function after five minutes: a longer run gets its time and two minutes.
    const QByteArray secs = qgetenv("PETALS_MONKEY_SECONDS");
    const double seconds = secs.isEmpty() ? 15.0 : secs.toDouble();
    if (qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT",
                QByteArray::number(static_cast<qint64>((seconds + 120) * 1000)));
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    PetalsMonkeyTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_monkey.moc"
