// The GUI monkey (Qt Test, offscreen; the driver shared with every game's, tests/shell/monkey.h):
// seeded random clicks, drags, wheel turns and keys on every page and widget of the main window —
// the ring and board, the garden, the hand and its buttons, the player panels and their gardens,
// the menus and their shortcuts, the new-game dialog, the hand-over cover, the score pad, the
// Master Gardener's steps in solo — mixed with sensible moves (a legal action through the widgets)
// so that games are played through to their end, for a set time. Now and then the window is thrown
// away as by a crash and a new one starts from the autosave. After every event the state's
// invariants are checked:
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
#include "BoardView.h"
#include "GameController.h"
#include "GardenView.h"
#include "HandBar.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "PlayerPanel.h"
#include "ScorePadPage.h"

#include "../shell/monkey.h"

#include "frosted/ai/bots.h"
#include "frosted/rules/data_loader.h"
#include "frosted/rules/save.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QtTest>

using namespace frosted;

namespace {

// What Frosted Blooms' monkey counts besides the driver's.
struct Figures {
    long gardenerTurns = 0;
    int soloGames = 0, hotseatGames = 0, maxRound = 0;
};

class FrostedMonkey : public monkey::Table {
  public:
    explicit FrostedMonkey(ComponentsPtr comps) : comps_(std::move(comps)) {}
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

    // Frosted Blooms' leanings (as before the driver was shared).
    static monkey::Tuning tuning();

  private:
    void performThroughWidgets(const Action& a);

    ComponentsPtr comps_;
    std::unique_ptr<MainWindow> w_;
    Figures f_;
    std::size_t lastActions_ = 0;
    std::size_t lastLog_ = 0;
    bool wasOver_ = false;
};

monkey::Tuning FrostedMonkey::tuning() {
    monkey::Tuning t;
    t.suffix = QStringLiteral(".frosted.json");
    t.openPurposes = {QStringLiteral("open")};
    t.popupMenus = true;
    t.keys = {
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
    t.replacing = {
        QKeySequence::Open,
        QKeySequence::New,
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
    };
    t.widgetKeys = {Qt::Key_R,    Qt::Key_F,      Qt::Key_Left,      Qt::Key_Right, Qt::Key_Up,
                    Qt::Key_Down, Qt::Key_Return, Qt::Key_Escape,    Qt::Key_1,     Qt::Key_2,
                    Qt::Key_3,    Qt::Key_6,      Qt::Key_C,         Qt::Key_D,     Qt::Key_Space,
                    Qt::Key_Tab,  Qt::Key_A,      Qt::Key_Backspace, Qt::Key_9,     Qt::Key_Enter};
    return t;
}

void FrostedMonkey::writeFiles(const QString& dir, QStringList& good, QStringList& bad) {
    const QDir d(dir);
    // A good save of another game, and files of every kind that must be refused.
    SetupSpec s;
    s.players = {"Eve", "Finn", "Gus"};
    s.seed = 99;
    GameState g = GameState::setup(comps_, s);
    Rng bot(5);
    for (int i = 0; i < 40 && !g.isOver(); ++i)
        g.apply(chooseRandom(g.viewFor(g.currentSeat()), bot));
    const QString saved = d.filePath(QStringLiteral("good.frosted.json"));
    QFile f(saved);
    if (f.open(QIODevice::WriteOnly))
        f.write(QByteArray::fromStdString(saveToText(g)));
    good << saved;
    const QString truncated = d.filePath(QStringLiteral("truncated.frosted.json"));
    QFile b(truncated);
    if (b.open(QIODevice::WriteOnly))
        b.write(QByteArray::fromStdString(saveToText(g)).left(500));
    bad << truncated;
    monkey::addUnreadableFiles(dir, QStringLiteral(".frosted.json"), bad);
}

void FrostedMonkey::newWindow(bool fromAutosave) {
    w_.reset();
    w_ = std::make_unique<MainWindow>(comps_);
    w_->setSettingsEnabled(false);
    w_->setMessageBoxesEnabled(true);
    w_->controller()->setAutosaveDir(autosaveDir());
    GameController* c = w_->controller();
    QObject::connect(c, &GameController::gameReplaced, c, [this, c] {
        if (c->fullState().actions().empty()) {
            ++counts().gamesStarted;
            (c->fullState().solo() ? f_.soloGames : f_.hotseatGames)++;
        } else {
            ++counts().opened; // resumed or opened
        }
        lastActions_ = c->fullState().actions().size();
        lastLog_ = c->fullState().log().size();
        wasOver_ = c->fullState().isOver();
    });
    w_->resize(1440, 900);
    takeOver(*w_);
    if (fromAutosave) {
        // As the program starts: a damaged autosave said, then resume or the new-game dialog
        // (handled by the modal driver).
        const bool resume = chance(80);
        ++counts().restarts;
        depth()++;
        const bool resumed = w_->startup([resume] { return resume; });
        depth()--;
        counts().resumed += resumed;
    }
    check("new window");
}

void FrostedMonkey::check(const char* where) {
    if (!w_)
        return;
    GameController& c = *w_->controller();
    if (!c.hasGame())
        return;
    const GameState& g = c.fullState();
    ++counts().checks;
    // Progress.
    if (g.actions().size() > lastActions_)
        counts().actions += static_cast<long>(g.actions().size() - lastActions_);
    lastActions_ = g.actions().size();
    if (g.log().size() > lastLog_) {
        for (std::size_t i = lastLog_; i < g.log().size(); ++i) {
            if (std::holds_alternative<PlayerTurn>(g.log()[i]))
                ++counts().turns;
            else if (std::holds_alternative<GardenerTurn>(g.log()[i]))
                ++f_.gardenerTurns;
        }
    }
    lastLog_ = g.log().size();
    f_.maxRound = std::max(f_.maxRound, g.round());
    if (g.isOver() && !wasOver_)
        ++counts().gamesFinished;
    wasOver_ = g.isOver();

    // The view is the core's view of the seat at the screen.
    const int seat = c.screenSeat();
    MONKEY_CHECK(c.view() == (seat < 0 ? g.publicView() : g.viewFor(seat)), "view of the seat");
    MONKEY_CHECK(!c.handOverPending() || c.view().isPublic(), "hand-over shows the public view");
    // The actions replay from the deal to the same state.
    GameState r = g.atSetup();
    for (const Action& a : g.actions())
        MONKEY_CHECK(r.apply(a).ok, "an action of the game replays");
    MONKEY_CHECK(r == g, "the actions replay to the same state");
    // Scores.
    const auto vs = c.view().scores();
    const auto gs = g.scores();
    MONKEY_CHECK(vs.size() == gs.size(), "score lines");
    for (std::size_t i = 0; i < vs.size(); ++i)
        MONKEY_CHECK(vs[i].total == gs[i].total && vs[i].rank == gs[i].rank &&
                         vs[i].coins == gs[i].coins && vs[i].name == gs[i].name,
                     "scores of the view");
    if (w_->pages()->currentWidget() == w_->scorePadPage()) {
        ScorePadPage* pad = w_->scorePadPage();
        MONKEY_CHECK(pad->rowCount() == static_cast<int>(gs.size()), "score pad rows");
        for (int r = 0; r < pad->rowCount(); ++r) {
            const int seat = pad->seatOfRow(r);
            const std::size_t line = seat < 0 ? gs.size() - 1 : static_cast<std::size_t>(seat);
            MONKEY_CHECK(line < gs.size() &&
                             pad->valueLabel(r, ScorePadPage::Total)->property("value").toInt() ==
                                 gs[line].total,
                         "score pad totals");
            MONKEY_CHECK(r == 0 || pad->scoreOfRow(r - 1).rank <= pad->scoreOfRow(r).rank,
                         "score pad ranked by place");
        }
    }
    // The autosave loads and is the game on the table. A puzzle is never autosaved and a guided
    // game is autosaved in a folder of its own: the autosave then keeps the player's own game.
    const QString path = c.files().autosavePath();
    if (!path.isEmpty() && c.files().damagedAutosaves().isEmpty() && !c.oneTurn() && !c.guide()) {
        try {
            const GameState saved = loadFromFile(comps_, QFile::encodeName(path).toStdString());
            ++counts().autosaveLoads;
            MONKEY_CHECK(saved == g, "the autosave is the game on the table");
        } catch (const std::exception& e) {
            fail(QStringLiteral("%1: the autosave does not load: %2")
                     .arg(QLatin1String(where), QString::fromStdString(e.what())));
            return;
        }
    }
    // What the widgets show.
    MONKEY_CHECK(w_->logList()->count() == static_cast<int>(c.log().size()), "log on screen");
    MONKEY_CHECK(w_->nowLabel()->text() == c.prompt(), "NOW line");
    MONKEY_CHECK(w_->undoAction()->isEnabled() == c.canUndo(), "Undo enabled when it can undo");
    const auto& cards = w_->hand()->cards();
    if (c.handVisible()) {
        const auto& hand = c.view().hand();
        MONKEY_CHECK(cards.size() == hand.size(), "hand on screen");
        for (std::size_t i = 0; i < hand.size(); ++i)
            MONKEY_CHECK(cards[i]->card() == hand[i], "card on screen");
    } else {
        MONKEY_CHECK(cards.empty(), "no hand shown (R-PRIV-1)");
    }
    if (c.handOverPending())
        MONKEY_CHECK(w_->pages()->currentWidget() == w_->handOverPage(),
                     "hand-over covers the table");
}

void FrostedMonkey::performThroughWidgets(const Action& a) {
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

void FrostedMonkey::sensibleMove() {
    GameController& c = *w_->controller();
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
    Rng r(draw());
    const Action a = chance(30) ? chooseGreedy(v) : chooseRandom(v, r);
    note(QStringLiteral("sensible: %1").arg(QString::fromStdString(actionText(a, *comps_))));
    performThroughWidgets(a);
}

void FrostedMonkey::firstGame() {
    // Solo (the Master Gardener's steps, and a game short enough to reach its end and the score
    // pad early); the new-game dialog deals the others, hotseat for 2-4 or solo.
    NewGameOptions o;
    o.names = {QStringLiteral("Ada")};
    o.solo = true;
    o.colours = w_->controller()->colours().mid(0, 1);
    o.seed = draw();
    w_->startGame(o);
}

// The large views more often: that is where the game is played.
QWidget* FrostedMonkey::favourite() {
    QWidget* big[] = {w_->board(), w_->garden(), w_->hand(), w_->players()};
    QWidget* b = big[below(4)];
    if (b == w_->hand() && b->isVisible() && !w_->hand()->cards().empty() && chance(50))
        return w_->hand()->cards()[below(w_->hand()->cards().size())];
    return b->isVisible() ? b : nullptr;
}

// Sensible choices in the new-game dialog: solo or hotseat, the number of players.
bool FrostedMonkey::dialogChoice(QWidget* modal) {
    if (!chance(40))
        return false;
    auto* solo = modal->findChild<QRadioButton*>(QStringLiteral("soloRadio"));
    if (!solo)
        return false;
    auto* hot = modal->findChild<QRadioButton*>(QStringLiteral("hotseatRadio"));
    if (chance(45))
        solo->setChecked(true);
    else if (hot)
        hot->setChecked(true);
    if (auto* n = modal->findChild<QSpinBox*>(QStringLiteral("playerCount")))
        n->setValue(2 + static_cast<int>(below(3)));
    note(QStringLiteral("dialog: mode"));
    return true;
}

} // namespace

class MonkeyTest : public QObject {
    Q_OBJECT
  private slots:
    void initTestCase() { monkey::initTestCase(); }
    void monkey();
};

void MonkeyTest::monkey() {
    const monkey::Run run = monkey::runFromEnvironment("FROSTED", 20.0, "monkey");
    FrostedMonkey table(loadComponents(defaultDataDir()));
    monkey::Driver m(table, FrostedMonkey::tuning(), run.seed,
                     static_cast<qint64>(run.seconds * 1000));
    const QString failure = m.run();
    const monkey::Counts& c = m.counts();
    const Figures& f = table.figures();
    qInfo("monkey: %ld events (%ld sensible, %ld random, %ld shortcuts, %ld menu actions, %ld in "
          "dialogs and menus, %ld dialogs closed); %ld actions, %ld player turns, %ld Master "
          "Gardener turns; %d games dealt (%d solo, %d hotseat), %d played to the end, %d games "
          "loaded (Open or resume), %d restarts from the autosave (%d resumed), %d Opens (%d of "
          "good files, the rest refused), %d Saves, highest round %d",
          c.events, c.sensible, c.random, c.keys, c.menuActions, c.modalEvents, c.modalsClosed,
          c.actions, c.turns, f.gardenerTurns, c.gamesStarted, f.soloGames, f.hotseatGames,
          c.gamesFinished, c.opened, c.restarts, c.resumed, c.openTries, c.openGood, c.saves,
          f.maxRound);
    qInfo("monkey: %ld checks of the invariants (%ld loads of the autosave); %lld ms in events, "
          "%lld ms in the checks after them",
          c.checks, c.autosaveLoads, c.eventMs, c.checkMs);
    monkey::verify(failure, c, run);
}

int main(int argc, char** argv) {
    return monkey::main<MonkeyTest>(argc, argv, "FROSTED", 20.0);
}

#include "test_monkey.moc"
