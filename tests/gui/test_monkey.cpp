// The GUI monkey (Qt Test, offscreen): seeded random clicks, drags, wheel turns and keys on every
// page and widget of the main window — the ring and board, the garden, the hand and its buttons,
// the player panels and their gardens, the menus and their shortcuts, the new-game dialog, the
// hand-over cover, the score pad, the Master Gardener's steps in solo — mixed with sensible moves
// (a legal action through the widgets) so that games are played through to their end, for a set
// time. Now and then the window is thrown away as by a crash and a new one starts from the
// autosave. After every event the state's invariants are checked:
// - the controller's view is the core's view of the seat at the screen (public in a hand-over);
// - the game's actions replay from its deal to the same state;
// - the view's scores are the game's scores, and the score pad shows them;
// - the autosave loads with the core's loadFromFile and is the game on the table;
// - the log on screen is the controller's log, the hand on screen the seat's hand, the NOW line
//   the controller's prompt, Undo enabled exactly when the controller can undo;
// - a hand-over covers the table.
// Modal dialogs and menus are driven and closed from timers, so the monkey never hangs.
//
//   FROSTED_MONKEY_SECONDS  how long to run (default 20)
//   FROSTED_MONKEY_SEED     the seed (default: from the clock; printed either way)
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayerPanel.h"
#include "ScorePadPage.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

#include <deque>
#include <random>

#include <sys/stat.h>

using namespace frosted;

namespace {

struct Figures {
    long events = 0, sensible = 0, random = 0, keys = 0, modalEvents = 0, modalsClosed = 0;
    long actions = 0, turns = 0, gardenerTurns = 0, undos = 0;
    int gamesStarted = 0, gamesFinished = 0, soloGames = 0, hotseatGames = 0, restarts = 0;
    int resumed = 0, opened = 0, maxRound = 0, openTries = 0, openGood = 0, saves = 0;
    qint64 checkMs = 0, eventMs = 0;
    long checks = 0, autosaveLoads = 0;
};

class Monkey {
  public:
    Monkey(ComponentsPtr comps, quint64 seed, qint64 ms)
        : comps_(std::move(comps)), rng_(seed), durationMs_(ms) {}

    QString run();
    const Figures& figures() const { return f_; }

  private:
    // Drivers.
    void tick(bool nested);
    void watchdog();
    void mainEvent();
    void modalEvent(QWidget* modal);
    void popupEvent(QWidget* popup);
    void sensibleMove();
    void randomEvent(QWidget* root);
    void shortcut();
    void newWindow(bool fromAutosave);
    void performThroughWidgets(const Action& a);
    // Checks.
    void check(const char* where);
    void fail(const QString& why);
    void note(const QString& what);

    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : rng_() % n; }
    // No game has reached its end yet and half the time is gone: mostly sensible moves now, and
    // nothing that replaces the game, so that the end and the score pad are reached.
    bool focus() const { return f_.gamesFinished == 0 && clock_.elapsed() > durationMs_ / 2; }
    bool chance(int percent) { return static_cast<int>(below(100)) < percent; }
    QPoint somewhere(QWidget* w) {
        return {static_cast<int>(below(static_cast<std::uint64_t>(std::max(1, w->width())))),
                static_cast<int>(below(static_cast<std::uint64_t>(std::max(1, w->height()))))};
    }
    QString chooseFile(const QString& purpose);
    void makeFiles();

    ComponentsPtr comps_;
    std::mt19937_64 rng_;
    qint64 durationMs_;
    QElapsedTimer clock_;
    QTemporaryDir dir_;
    QString autosaveDir_;
    std::unique_ptr<MainWindow> w_;
    int depth_ = 0;
    bool stopping_ = false;
    QString failure_;
    std::deque<QString> trail_;
    Figures f_;
    QStringList goodFiles_, badFiles_;
    QWidget* modal_ = nullptr;
    int modalTicks_ = 0;
    int watchdogTicks_ = 0;
    std::size_t lastActions_ = 0;
    std::size_t lastLog_ = 0;
    bool wasOver_ = false;
    bool running_ = true;
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

void Monkey::makeFiles() {
    const QDir d(dir_.path());
    // A good save of another game, and files of every kind that must be refused.
    {
        SetupSpec s;
        s.players = {"Eve", "Finn", "Gus"};
        s.seed = 99;
        GameState g = GameState::setup(comps_, s);
        Rng bot(5);
        for (int i = 0; i < 40 && !g.isOver(); ++i)
            g.apply(chooseRandom(g.viewFor(g.currentSeat()), bot));
        const QString good = d.filePath(QStringLiteral("good.frosted.json"));
        QFile f(good);
        if (f.open(QIODevice::WriteOnly))
            f.write(QByteArray::fromStdString(saveToText(g)));
        goodFiles_ << good;
        const QString bad = d.filePath(QStringLiteral("truncated.frosted.json"));
        QFile b(bad);
        if (b.open(QIODevice::WriteOnly))
            b.write(QByteArray::fromStdString(saveToText(g)).left(500));
        badFiles_ << bad;
    }
    const QString fifo = d.filePath(QStringLiteral("fifo.frosted.json"));
    ::mkfifo(QFile::encodeName(fifo).constData(), 0600);
    badFiles_ << fifo << QStringLiteral("/dev/zero") << d.path()
              << d.filePath(QStringLiteral("missing.frosted.json"))
              << QStringLiteral("/tmp/") + QString(5000, QLatin1Char('x'));
    const QString huge = d.filePath(QStringLiteral("huge.frosted.json"));
    QFile h(huge);
    if (h.open(QIODevice::WriteOnly))
        h.resize(1LL << 32);
    badFiles_ << huge;
}

QString Monkey::chooseFile(const QString& purpose) {
    const QDir d(dir_.path());
    if (chance(15))
        return {}; // cancelled
    if (purpose == QLatin1String("open")) {
        ++f_.openTries;
        if (chance(25) && !goodFiles_.isEmpty()) {
            ++f_.openGood;
            return goodFiles_[static_cast<int>(
                below(static_cast<std::uint64_t>(goodFiles_.size())))];
        }
        return badFiles_[static_cast<int>(below(static_cast<std::uint64_t>(badFiles_.size())))];
    }
    if (purpose == QLatin1String("save")) {
        if (chance(15))
            return d.filePath(QStringLiteral("no-such-folder/x.frosted.json"));
        ++f_.saves;
        const QString path = d.filePath(QStringLiteral("saved-%1.frosted.json").arg(below(4)));
        if (!goodFiles_.contains(path))
            goodFiles_ << path;
        return path;
    }
    return d.filePath(QStringLiteral("record.json"));
}

void Monkey::newWindow(bool fromAutosave) {
    w_.reset();
    w_ = std::make_unique<MainWindow>(comps_);
    w_->setSettingsEnabled(false);
    w_->setMessageBoxesEnabled(true);
    w_->controller()->setAutosaveDir(autosaveDir_);
    w_->setFileChooser([this](const QString& purpose, const QString&) {
        const QString p = chooseFile(purpose);
        note(QStringLiteral("file %1 -> %2").arg(purpose, p.left(60)));
        return p;
    });
    GameController* c = w_->controller();
    QObject::connect(c, &GameController::gameReplaced, c, [this, c] {
        if (c->fullState().actions().empty()) {
            ++f_.gamesStarted;
            (c->fullState().solo() ? f_.soloGames : f_.hotseatGames)++;
        } else {
            ++f_.opened; // resumed or opened
        }
        lastActions_ = c->fullState().actions().size();
        lastLog_ = c->fullState().log().size();
        wasOver_ = c->fullState().isOver();
    });
    w_->resize(1440, 900);
    w_->show();
    w_->activateWindow(); // its shortcuts act only while it is the active window
    if (!QTest::qWaitForWindowActive(w_.get(), 1000))
        note(QStringLiteral("window not active"));
    if (fromAutosave) {
        // As the program starts: a damaged autosave said, then resume or the new-game dialog
        // (handled by the modal driver).
        const bool resume = chance(80);
        ++f_.restarts;
        depth_++;
        const bool resumed = w_->startup([resume] { return resume; });
        depth_--;
        f_.resumed += resumed;
    }
    check("new window");
}

void Monkey::check(const char* where) {
    if (!w_)
        return;
    GameController& c = *w_->controller();
    if (!c.hasGame())
        return;
    const GameState& g = c.fullState();
    ++f_.checks;
    // Progress.
    if (g.actions().size() > lastActions_)
        f_.actions += static_cast<long>(g.actions().size() - lastActions_);
    lastActions_ = g.actions().size();
    if (g.log().size() > lastLog_) {
        for (std::size_t i = lastLog_; i < g.log().size(); ++i) {
            if (std::holds_alternative<PlayerTurn>(g.log()[i]))
                ++f_.turns;
            else if (std::holds_alternative<GardenerTurn>(g.log()[i]))
                ++f_.gardenerTurns;
        }
    }
    lastLog_ = g.log().size();
    f_.maxRound = std::max(f_.maxRound, g.round());
    if (g.isOver() && !wasOver_)
        ++f_.gamesFinished;
    wasOver_ = g.isOver();

    // The view is the core's view of the seat at the screen.
    const int seat = c.screenSeat();
    MCHECK(c.view() == (seat < 0 ? g.publicView() : g.viewFor(seat)), "view of the seat");
    MCHECK(!c.handOverPending() || c.view().isPublic(), "hand-over shows the public view");
    // The actions replay from the deal to the same state.
    GameState r = g.atSetup();
    for (const Action& a : g.actions())
        MCHECK(r.apply(a).ok, "an action of the game replays");
    MCHECK(r == g, "the actions replay to the same state");
    // Scores.
    const auto vs = c.view().scores();
    const auto gs = g.scores();
    MCHECK(vs.size() == gs.size(), "score lines");
    for (std::size_t i = 0; i < vs.size(); ++i)
        MCHECK(vs[i].total == gs[i].total && vs[i].rank == gs[i].rank &&
                   vs[i].coins == gs[i].coins && vs[i].name == gs[i].name,
               "scores of the view");
    if (w_->pages()->currentWidget() == w_->scorePadPage()) {
        ScorePadPage* pad = w_->scorePadPage();
        MCHECK(pad->rowCount() == static_cast<int>(gs.size()), "score pad rows");
        for (int r = 0; r < pad->rowCount(); ++r) {
            const int seat = pad->seatOfRow(r);
            const std::size_t line = seat < 0 ? gs.size() - 1 : static_cast<std::size_t>(seat);
            MCHECK(line < gs.size() &&
                       pad->valueLabel(r, ScorePadPage::Total)->property("value").toInt() ==
                           gs[line].total,
                   "score pad totals");
            MCHECK(r == 0 || pad->scoreOfRow(r - 1).rank <= pad->scoreOfRow(r).rank,
                   "score pad ranked by place");
        }
    }
    // The autosave loads and is the game on the table. A puzzle is never autosaved and a guided
    // game is autosaved in a folder of its own: the autosave then keeps the player's own game.
    const QString path = c.files().autosavePath();
    if (!path.isEmpty() && c.files().damagedAutosaves().isEmpty() && !c.oneTurn() && !c.guide()) {
        try {
            const GameState saved = loadFromFile(comps_, QFile::encodeName(path).toStdString());
            ++f_.autosaveLoads;
            MCHECK(saved == g, "the autosave is the game on the table");
        } catch (const std::exception& e) {
            fail(QStringLiteral("%1: the autosave does not load: %2")
                     .arg(QLatin1String(where), QString::fromStdString(e.what())));
            return;
        }
    }
    // What the widgets show.
    MCHECK(w_->logList()->count() == static_cast<int>(c.log().size()), "log on screen");
    MCHECK(w_->nowLabel()->text() == c.prompt(), "NOW line");
    MCHECK(w_->undoAction()->isEnabled() == c.canUndo(), "Undo enabled when it can undo");
    const auto& cards = w_->hand()->cards();
    if (c.handVisible()) {
        const auto& hand = c.view().hand();
        MCHECK(cards.size() == hand.size(), "hand on screen");
        for (std::size_t i = 0; i < hand.size(); ++i)
            MCHECK(cards[i]->card() == hand[i], "card on screen");
    } else {
        MCHECK(cards.empty(), "no hand shown (R-PRIV-1)");
    }
    if (c.handOverPending())
        MCHECK(w_->pages()->currentWidget() == w_->handOverPage(), "hand-over covers the table");
}

void Monkey::performThroughWidgets(const Action& a) {
    GameController& c = *w_->controller();
    switch (a.kind) {
    case Action::Kind::Take:
        QTest::mouseClick(w_->board(), Qt::LeftButton, {},
                          w_->board()->slotCenter(c.view().market().slotOfKth(a.value)));
        break;
    case Action::Kind::Place: {
        const Tile& t = comps_->tiles[static_cast<std::size_t>(c.view().takenTile())];
        const Face target = orientedFace(t, a.orientation);
        for (int i = 0; i < 8 && c.ghost().face() != target; ++i)
            QTest::keyClick(w_->garden(), i == 3 ? Qt::Key_F : Qt::Key_R);
        const Point off = c.ghost().offset();
        const Point cell{a.at.x + off.x, a.at.y + off.y};
        QPoint pos = w_->garden()->cellCenter(cell);
        if (!w_->garden()->rect().contains(pos)) {
            w_->garden()->fitToView();
            pos = w_->garden()->cellCenter(cell);
        }
        QTest::mouseMove(w_->garden(), pos);
        if (chance(50))
            QTest::mouseClick(w_->garden(), Qt::LeftButton, {}, pos);
        else
            QTest::keyClick(w_->garden(), Qt::Key_Return);
        break;
    }
    case Action::Kind::Pass:
        QTest::mouseClick(w_->hand()->passButton(), Qt::LeftButton);
        break;
    case Action::Kind::PlayCard: {
        const auto& hand = c.view().hand();
        const auto i =
            static_cast<std::size_t>(std::find(hand.begin(), hand.end(), a.value) - hand.begin());
        if (i < w_->hand()->cards().size())
            QTest::mouseClick(w_->hand()->cards()[i], Qt::LeftButton);
        break;
    }
    case Action::Kind::Claim:
        QTest::mouseClick(w_->board(), Qt::LeftButton, {}, w_->board()->objectiveCenter(a.value));
        break;
    case Action::Kind::EndTurn:
        if (chance(50))
            QTest::mouseClick(w_->hand()->doneButton(), Qt::LeftButton);
        else
            QTest::keyClick(w_.get(), Qt::Key_D);
        break;
    }
}

void Monkey::sensibleMove() {
    GameController& c = *w_->controller();
    ++f_.sensible;
    if (!c.hasGame()) {
        note(QStringLiteral("sensible: new game dialog"));
        QTest::keySequence(w_.get(), QKeySequence::New);
        return;
    }
    if (c.handOverPending()) {
        note(QStringLiteral("sensible: hand-over"));
        if (chance(50))
            QTest::mouseClick(w_->handOverButton(), Qt::LeftButton);
        else
            QTest::keyClick(w_.get(), Qt::Key_Return);
        return;
    }
    if (c.replaying()) {
        note(QStringLiteral("sensible: gardener step"));
        if (chance(50))
            QTest::mouseClick(w_->nextStepButton(), Qt::LeftButton);
        else
            QTest::keyClick(w_.get(), Qt::Key_Space);
        return;
    }
    if (c.fullState().isOver()) {
        note(QStringLiteral("sensible: after the end"));
        if (w_->pages()->currentWidget() == w_->scorePadPage()) {
            auto buttons = w_->scorePadPage()->findChildren<QPushButton*>();
            if (!buttons.isEmpty()) {
                QPushButton* b =
                    buttons[static_cast<int>(below(static_cast<std::uint64_t>(buttons.size())))];
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        }
        QTest::keySequence(w_.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
        return;
    }
    if (w_->pages()->currentWidget() != w_->tablePage())
        return;
    const SeatView& v = c.view();
    Rng r(rng_());
    const Action a = chance(30) ? chooseGreedy(v) : chooseRandom(v, r);
    note(QStringLiteral("sensible: %1").arg(QString::fromStdString(actionText(a, *comps_))));
    performThroughWidgets(a);
}

void Monkey::randomEvent(QWidget* root) {
    ++f_.random;
    QList<QWidget*> all = root->findChildren<QWidget*>();
    all << root;
    QList<QWidget*> live;
    for (QWidget* x : all)
        if (x->isVisible() && x->isEnabled() && x->width() > 0 && x->height() > 0 &&
            !qobject_cast<QMenu*>(x))
            live << x;
    if (live.isEmpty())
        return;
    // The large views more often: that is where the game is played.
    QWidget* target = live[static_cast<int>(below(static_cast<std::uint64_t>(live.size())))];
    if (root == w_.get() && chance(50)) {
        QWidget* big[] = {w_->board(), w_->garden(), w_->hand(), w_->players()};
        QWidget* b = big[below(4)];
        if (b->isVisible())
            target = b;
        if (b == w_->hand() && !w_->hand()->cards().empty() && chance(50))
            target = w_->hand()->cards()[below(w_->hand()->cards().size())];
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
    case 5: { // a drag
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
    case 6: { // the wheel, with Ctrl sometimes (zoom)
        const int delta = chance(50) ? 120 : -120;
        const Qt::KeyboardModifiers mods = chance(30) ? Qt::ControlModifier : Qt::NoModifier;
        QWheelEvent wheel(QPointF(p), QPointF(target->mapToGlobal(p)), QPoint(), QPoint(0, delta),
                          Qt::NoButton, mods, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &wheel);
        break;
    }
    case 7:
    case 8: { // a key on the widget
        static const int keys[] = {Qt::Key_R,  Qt::Key_F,         Qt::Key_Left,   Qt::Key_Right,
                                   Qt::Key_Up, Qt::Key_Down,      Qt::Key_Return, Qt::Key_Escape,
                                   Qt::Key_1,  Qt::Key_2,         Qt::Key_3,      Qt::Key_6,
                                   Qt::Key_C,  Qt::Key_D,         Qt::Key_Space,  Qt::Key_Tab,
                                   Qt::Key_A,  Qt::Key_Backspace, Qt::Key_9,      Qt::Key_Enter};
        QTest::keyClick(target, static_cast<Qt::Key>(keys[below(std::size(keys))]));
        break;
    }
    default: // text typed (a name field of the new-game dialog, the speed box)
        QTest::keyClicks(target, chance(50) ? QStringLiteral("Zoe") : QStringLiteral(" 7"));
        break;
    }
}

void Monkey::shortcut() {
    ++f_.keys;
    static const QKeySequence keys[] = {
        QKeySequence::Undo,
        QKeySequence::Redo,
        QKeySequence(Qt::Key_R),
        QKeySequence(Qt::Key_F),
        QKeySequence(Qt::Key_Return),
        QKeySequence(Qt::Key_Escape),
        QKeySequence(Qt::Key_C),
        QKeySequence(Qt::Key_D),
        QKeySequence(Qt::Key_Space),
        QKeySequence(Qt::Key_1),
        QKeySequence(Qt::Key_2),
        QKeySequence(Qt::Key_4),
        QKeySequence(Qt::CTRL | Qt::Key_Equal),
        QKeySequence(Qt::CTRL | Qt::Key_Minus),
        QKeySequence(Qt::CTRL | Qt::Key_0),
        QKeySequence(Qt::Key_F1),
        QKeySequence::Save,
    };
    // The keys that replace the game in play, less often: games should get to their end.
    static const QKeySequence replacing[] = {
        QKeySequence::Open,
        QKeySequence::New,
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
    };
    // Open, mostly of files that must be refused (the game goes on).
    static const QKeySequence open(QKeySequence::Open);
    const QKeySequence& k = chance(focus() ? 0 : 3)   ? replacing[below(std::size(replacing))]
                            : chance(focus() ? 0 : 6) ? open
                                                      : keys[below(std::size(keys))];
    note(QStringLiteral("key %1").arg(k.toString()));
    if (!w_->isActiveWindow())
        w_->activateWindow();
    if (k == QKeySequence(QKeySequence::Undo))
        ++f_.undos;
    QTest::keySequence(w_.get(), k);
}

void Monkey::mainEvent() {
    ++f_.events;
    if (!w_->isVisible())
        w_->show();
    if (below(1000) < 4 && depth_ == 1 && !focus()) {
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
    if (r < 2) {
        // A menu's action (Export record, Play again, View options, Help...), or a new size.
        if (chance(30)) {
            const QSize s(1024 + static_cast<int>(below(500)), 700 + static_cast<int>(below(300)));
            note(QStringLiteral("resize %1x%2").arg(s.width()).arg(s.height()));
            w_->resize(s);
            return;
        }
        QList<QAction*> acts;
        for (QAction* a : w_->findChildren<QAction*>())
            if (a->isEnabled() && !a->isSeparator() && !a->menu() &&
                !a->shortcut().matches(QKeySequence::Quit) &&
                !a->text().contains(QLatin1String("Quit")))
                acts << a;
        if (!acts.isEmpty()) {
            QAction* a = acts[static_cast<int>(below(static_cast<std::uint64_t>(acts.size())))];
            note(QStringLiteral("action %1").arg(a->text()));
            a->trigger();
        }
        return;
    }
    if (r < 50) {
        sensibleMove();
        return;
    }
    if (r < 62) {
        shortcut();
        return;
    }
    // Sometimes a stray window (a garden, the rules) gets the events.
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
        if (!bs.isEmpty())
            bs[static_cast<int>(below(static_cast<std::uint64_t>(bs.size())))]->click();
        else
            box->close();
        ++f_.modalsClosed;
        return;
    }
    if (modalTicks_ > 3 + static_cast<int>(below(12))) {
        // Done with it: start the game (the dialog's Start) or cancel.
        auto* start = modal->findChild<QPushButton*>(QStringLiteral("startButton"));
        if (start && start->isEnabled() && chance(75)) {
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
    // Sensible choices in the new-game dialog: solo or hotseat, the number of players.
    if (chance(40)) {
        if (auto* solo = modal->findChild<QRadioButton*>(QStringLiteral("soloRadio")); solo) {
            auto* hot = modal->findChild<QRadioButton*>(QStringLiteral("hotseatRadio"));
            if (chance(45))
                solo->setChecked(true);
            else if (hot)
                hot->setChecked(true);
            if (auto* n = modal->findChild<QSpinBox*>(QStringLiteral("playerCount")))
                n->setValue(2 + static_cast<int>(below(3)));
            note(QStringLiteral("dialog: mode"));
            return;
        }
    }
    randomEvent(modal);
}

void Monkey::popupEvent(QWidget* popup) {
    ++f_.modalEvents;
    auto* menu = qobject_cast<QMenu*>(popup);
    if (menu && chance(60)) {
        QList<QAction*> acts;
        for (QAction* a : menu->actions())
            if (a->isEnabled() && !a->isSeparator() && !a->menu() &&
                !a->text().contains(QLatin1String("Quit")))
                acts << a;
        if (!acts.isEmpty()) {
            QAction* a = acts[static_cast<int>(below(static_cast<std::uint64_t>(acts.size())))];
            note(QStringLiteral("menu: %1").arg(a->text()));
            menu->close();
            a->trigger();
            return;
        }
    }
    note(QStringLiteral("popup: escape"));
    popup->close();
    ++f_.modalsClosed;
}

void Monkey::tick(bool nested) {
    if (!running_ || !failure_.isEmpty())
        return;
    if (clock_.elapsed() > durationMs_)
        stopping_ = true;
    // The main driver acts only when no nested event loop is running; the nested driver only
    // inside one (a dialog's exec, a menu).
    if (nested != (depth_ > 0))
        return;
    if (stopping_)
        return;
    depth_++;
    try {
        if (QWidget* p = QApplication::activePopupWidget())
            popupEvent(p);
        else if (QWidget* m = QApplication::activeModalWidget())
            modalEvent(m);
        else if (!nested) {
            QElapsedTimer e;
            e.start();
            // Stray non-modal windows (gardens, rules) are closed now and then.
            int strays = 0;
            for (QWidget* top : QApplication::topLevelWidgets())
                if (top != w_.get() && top->isVisible() && qobject_cast<QDialog*>(top)) {
                    if (++strays > 2 || chance(5)) {
                        top->close();
                        note(QStringLiteral("stray window closed"));
                    }
                }
            // A few events between two paints; the checks run after each.
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
        QElapsedTimer k;
        k.start();
        check(nested ? "after a nested event" : "after an event");
        f_.checkMs += k.elapsed();
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
    QWidget* top = QApplication::activePopupWidget();
    if (!top)
        top = QApplication::activeModalWidget();
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
    makeFiles();
    clock_.start();
    newWindow(false);
    // The first game: solo (the Master Gardener's steps, and a game short enough to reach its end
    // and the score pad early); the new-game dialog deals the others, hotseat for 2-4 or solo.
    NewGameOptions o;
    o.names = {QStringLiteral("Ada")};
    o.solo = true;
    o.colours = w_->controller()->colours().mid(0, 1);
    o.seed = rng_();
    w_->startGame(o);
    check("first game");

    QEventLoop loop;
    QTimer driver, nestedDriver, dog, end;
    QObject::connect(&driver, &QTimer::timeout, [this] { tick(false); });
    QObject::connect(&nestedDriver, &QTimer::timeout, [this] { tick(true); });
    QObject::connect(&dog, &QTimer::timeout, [this] { watchdog(); });
    QObject::connect(&end, &QTimer::timeout, [&] {
        if ((stopping_ || clock_.elapsed() > durationMs_ || !failure_.isEmpty()) && depth_ == 0 &&
            !QApplication::activeModalWidget() && !QApplication::activePopupWidget())
            loop.quit();
    });
    driver.start(0);
    nestedDriver.start(2);
    dog.start(50);
    end.start(100);
    loop.exec();
    running_ = false;
    driver.stop();
    nestedDriver.stop();
    dog.stop();
    end.stop();
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != w_.get() && top->isVisible())
            top->close();
    w_.reset();
    return failure_;
}

} // namespace

class MonkeyTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setQuitOnLastWindowClosed(false);
    }
    void monkey();
};

void MonkeyTest::monkey() {
    const QByteArray secs = qgetenv("FROSTED_MONKEY_SECONDS");
    const double seconds = secs.isEmpty() ? 20.0 : secs.toDouble();
    const QByteArray seedEnv = qgetenv("FROSTED_MONKEY_SEED");
    const quint64 seed = seedEnv.isEmpty()
                             ? static_cast<quint64>(QDateTime::currentMSecsSinceEpoch())
                             : seedEnv.toULongLong();
    qInfo("monkey: seed %llu, %.0f s (FROSTED_MONKEY_SEED=%llu to repeat)",
          static_cast<unsigned long long>(seed), seconds, static_cast<unsigned long long>(seed));
    Monkey m(loadComponents(defaultDataDir()), seed, static_cast<qint64>(seconds * 1000));
    const QString failure = m.run();
    const Figures& f = m.figures();
    qInfo("monkey: %ld events (%ld sensible, %ld random, %ld shortcuts, %ld in dialogs and menus, "
          "%ld dialogs closed); %ld actions, %ld player turns, %ld Master Gardener turns; "
          "%d games dealt (%d solo, %d hotseat), %d played to the end, %d games loaded (Open or "
          "resume), %d restarts from the autosave (%d resumed), %d Opens (%d of good files, the "
          "rest refused), %d Saves, highest round %d",
          f.events, f.sensible, f.random, f.keys, f.modalEvents, f.modalsClosed, f.actions, f.turns,
          f.gardenerTurns, f.gamesStarted, f.soloGames, f.hotseatGames, f.gamesFinished, f.opened,
          f.restarts, f.resumed, f.openTries, f.openGood, f.saves, f.maxRound);
    qInfo("monkey: %ld checks of the invariants (%ld loads of the autosave); %lld ms in events, "
          "%lld ms in the checks after them",
          f.checks, f.autosaveLoads, f.eventMs, f.checkMs);
    QVERIFY2(failure.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(failure)));
    // It went deep: games were played through, not only clicked at.
    QVERIFY2(f.turns > 0, "no turn was played");
    if (seconds >= 15)
        QVERIFY2(f.gamesFinished > 0, "no game reached its end");
}

int main(int argc, char** argv) {
    // Qt Test stops a test function after five minutes: a longer run gets its time and two minutes.
    const QByteArray secs = qgetenv("FROSTED_MONKEY_SECONDS");
    const double seconds = secs.isEmpty() ? 20.0 : secs.toDouble();
    if (qEnvironmentVariableIsEmpty("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT",
                QByteArray::number(static_cast<qint64>((seconds + 120) * 1000)));
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    MonkeyTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_monkey.moc"
