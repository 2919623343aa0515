// A GUI monkey for any game's table (Qt Test, offscreen; tests/gui/test_monkey.cpp,
// tests/petals_gui/test_monkey.cpp): seeded random clicks, double clicks, drags, wheel turns and
// keys on every part of the window and of the windows it opens, its shortcuts and its menus'
// actions, new sizes, mixed with the game's sensible moves (a legal action made through the
// widgets) so that games are played to their end, for a set time. Now and then the window is
// thrown away as by a crash and a new one starts from the autosave. Open is offered good files
// and files that must be refused. Modal dialogs and menus are driven and closed from timers, so
// the monkey never hangs; the game's invariants are checked after every event, and an exception
// that escapes fails the run with the last events.
//
// No game here: a game brings a monkey::Table — its window factory, its first game, its
// sensible move (a random legal input through the widgets), its invariants, its choices in its
// new-game dialog, its files — and a Tuning (its keys, its odds).
#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QKeySequence>
#include <QList>
#include <QPoint>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>
#include <deque>
#include <random>
#include <vector>

class Frame;
class QWidget;

namespace monkey {

// What every run counts (a table counts what is its own besides).
struct Counts {
    long events = 0, sensible = 0, random = 0, keys = 0, menuActions = 0, modalEvents = 0;
    long modalsClosed = 0, checks = 0, autosaveLoads = 0, actions = 0, turns = 0;
    int gamesStarted = 0, gamesFinished = 0, restarts = 0, resumed = 0, opened = 0;
    int openTries = 0, openGood = 0, saves = 0;
    qint64 eventMs = 0, checkMs = 0; // the events, and the checks after them
};

// How a game's monkey leans. Odds are percents unless said.
struct Tuning {
    QString suffix;                  // of the files saved (".GAME.json")
    QStringList openPurposes;        // the file chooser's purposes that open a file
    int openGood = 25;               // Open offered a good file (else one to refuse)
    int restartPerMille = 4;         // a main event throws the window away (per thousand)
    int menuOrResize = 2;            // a main event: a menu's action or a new size below this,
    int sensible = 50;               //   a sensible move below this,
    int shortcut = 62;               //   a shortcut below this, else a random event
    QSize smallest{1024, 700};       // a new size: from this
    QSize spread{500, 300};          //   to this more
    int dialogTicks = 12;            // a dialog is done with after 3 + up to this many events
    int dialogStart = 75;            // ... by its Start button (else cancelled)
    int strayClosed = 5;             // a stray window (the rules, a replay) closed at a tick
    bool popupMenus = false;         // a popup menu's action chosen (else the popup closed)
    bool untilAnEnd = false;         // up to twice the time while no game has ended
    QList<QKeySequence> keys;        // the window's shortcuts pressed
    QList<QKeySequence> replacing;   // those that replace the game in play (less often)
    std::vector<int> widgetKeys;     // the keys a random event sends to a widget
    bool widgetKeyModifiers = false; // with Shift or Ctrl sometimes
};

class Driver;

// What a game brings. Its methods run inside the driver's ticks; they use the driver's random
// draws, notes and failure (the forwards below) and count in counts().
class Table {
  public:
    virtual ~Table() = default;
    virtual QWidget* window() const = 0;
    // A new window replacing the last one (thrown away as by a crash); from the autosave: as the
    // program starts (resume or the new-game dialog, driven by the driver).
    virtual void newWindow(bool fromAutosave) = 0;
    virtual void firstGame() = 0;   // dealt on the first window
    virtual void closeWindow() = 0; // at the end of the run
    // A legal action through the widgets, or what brings the game on (the hand-over lifted, the
    // computer's next step, a new game after the end).
    virtual void sensibleMove() = 0;
    // The invariants; a broken one calls fail() (MONKEY_CHECK).
    virtual void check(const char* where) = 0;
    // A sensible choice in `modal` (the new-game dialog); false when none was made.
    virtual bool dialogChoice(QWidget* modal) = 0;
    // A visible part of the window the random events go to more often, or null.
    virtual QWidget* favourite() = 0;
    // Files Open is offered in `dir`: good ones (they open) and ones to refuse.
    virtual void writeFiles(const QString& dir, QStringList& good, QStringList& bad) = 0;

  protected:
    std::uint64_t below(std::uint64_t n);
    bool chance(int percent);
    std::uint64_t draw(); // a draw of the run's generator (a seed)
    QPoint somewhere(QWidget* w);
    bool focus() const;
    void note(const QString& what);
    void fail(const QString& why);
    QString chooseFile(const QString& purpose);
    // `w` (the new window) given the driver's file chooser (each choice noted), shown and made
    // the active window: its shortcuts act only then.
    void takeOver(Frame& w);
    QString autosaveDir() const;
    Counts& counts();
    int& depth(); // nested event loops the driver is in (a startup's dialog runs in one)

  private:
    friend class Driver;
    Driver* driver_ = nullptr;
};

class Driver {
  public:
    Driver(Table& table, Tuning tuning, quint64 seed, qint64 ms);
    // The failure, with the last events; empty when every check held.
    QString run();
    const Counts& counts() const { return c_; }

  private:
    friend class Table;
    void tick(bool nested);
    void watchdog();
    void check(const char* where);
    void mainEvent();
    void modalEvent(QWidget* modal);
    void popupEvent(QWidget* popup);
    void randomEvent(QWidget* root);
    void shortcut();
    void menuAction();
    void fail(const QString& why);
    void note(const QString& what);
    QString chooseFile(const QString& purpose);
    std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : rng_() % n; }
    bool chance(int percent) { return static_cast<int>(below(100)) < percent; }
    QPoint somewhere(QWidget* w);
    // No game ended and half the time gone: mostly sensible moves, nothing replacing the game,
    // so that the end and the score pad are reached.
    bool focus() const { return c_.gamesFinished == 0 && clock_.elapsed() > durationMs_ / 2; }
    bool over() const;

    Table& table_;
    Tuning t_;
    std::mt19937_64 rng_;
    qint64 durationMs_;
    QElapsedTimer clock_;
    QTemporaryDir dir_;
    QString autosaveDir_;
    int depth_ = 0;
    bool stopping_ = false;
    bool running_ = true;
    QString failure_;
    std::deque<QString> trail_;
    Counts c_;
    QStringList goodFiles_, badFiles_;
    QWidget* modal_ = nullptr;
    int modalTicks_ = 0, watchdogTicks_ = 0;
};

// Files that every table must refuse at once, named `*suffix` in `dir`, added to `bad`: a fifo,
// /dev/zero, a folder, a missing file, an over-long name, a 4 GiB file.
void addUnreadableFiles(const QString& dir, const QString& suffix, QStringList& bad);

// A run's length and seed: <prefix>_MONKEY_SECONDS (default `seconds`) and <prefix>_MONKEY_SEED
// (default from the clock), said with `label` so that a run can be repeated.
struct Run {
    double seconds = 0;
    quint64 seed = 0;
};
Run runFromEnvironment(const char* prefix, double seconds, const char* label);
// Qt Test stops a test function after five minutes: a longer run gets its time and two minutes.
// Before QApplication; `argc`/`argv` untouched.
void allowTime(const char* prefix, double seconds);
// A monkey test's initTestCase(): the standard paths of tests, and no quitting when the last
// window closes (the window is thrown away and made again).
void initTestCase();
// A monkey test's main(): its time allowed, then `Test` run in a QApplication.
template <class Test>
int main(int argc, char** argv, const char* prefix, double seconds) {
    allowTime(prefix, seconds);
    QApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}
// The verdict of a run: no failure, turns played, and a game to its end in runs of 15 s or more.
void verify(const QString& failure, const Counts& c, const Run& run);

} // namespace monkey

// In a Table's check(): fails the run and returns when `cond` does not hold (`where` in scope).
#define MONKEY_CHECK(cond, what)                                                                   \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fail(QStringLiteral("%1: %2 (%3)")                                                     \
                     .arg(QLatin1String(where), QLatin1String(what), QLatin1String(#cond)));       \
            return;                                                                                \
        }                                                                                          \
    } while (0)
