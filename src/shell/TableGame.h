// A game's table as the desktop program sees it (issue 32 "Games plug in", docs/architecture.md
// "Adding a game"): what a game's GUI implements so that the program — which names no game but in
// its registry (src/apps/desktop/Registry.cpp) — can offer it, read its command-line options and
// open its window. The rules, computer players and files behind the window are the game's own,
// over the engine's contract (engine/game_module.h); the window is a Frame and its session a
// TableSession.
//
// The program's start (src/apps/desktop/main.cpp): it reads the common options (--game, --lang,
// --text-size, --resume, a file to open, Qt's own) and every registered game's options(), answers
// --help and --version without a display, creates the application, then asks the game chosen
// (--game, else the first registered) to prepare() — find its data, read its options — and
// either runs one of the tools the registry pairs with the game (pictures for the documentation,
// the harnesses of the tests; no window) or opens the game's window (openWindow()). What the
// window needs (the game's data, its table) is best read and made once the window is on the
// screen (shownprobe::whenShown): it maps first (docs/performance.md "Start-up").
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QPixmap>
#include <QSize>
#include <QString>

#include <memory>

class Frame;
class QCommandLineParser;

class TableGame {
  public:
    // How the program was started, for the game's window.
    struct Start {
        QString file;            // a saved game to open at once (the desktop's file association)
        bool resume = false;     // started again by itself: the autosave resumes without asking
        QString settingsProblem; // the settings file could not be read: the defaults are used
        // The very first start (no game played before): the family chooses the game before the
        // game's own first offers (Frame::setChooseGameFirst).
        bool chooseGame = false;
    };

    virtual ~TableGame() = default;

    // Its name on the command line (--game), the same as frosted-blooms-cli's, and the name of its
    // translations' catalog (translations/<id>_<lang>.ts), which the program puts in use
    // (language::useCatalog) when the game is chosen, before prepare().
    virtual QString id() const = 0;
    // Its name and one line about it, in the player's language (the choice of a game).
    virtual QString title() const = 0;
    virtual QString summary() const = 0;
    // Its picture in the choice of a game (GameChoice.h), `size` device pixels, drawn from its
    // own art; empty by default. Asked when a new-game dialog opens, before prepare() perhaps.
    virtual QPixmap picture(QSize size) const {
        (void)size;
        return {};
    }
    // Its own options (named once however many games share them: the first description wins).
    virtual QList<QCommandLineOption> options() const = 0;
    // Whether a saved game at `path` is this game's (by its name: *.petals.json …), so that the
    // program opens a file given without --game in its game's window.
    virtual bool ownsFile(const QString& path) const {
        (void)path;
        return false;
    }
    // Once the application exists: finds what the game needs and checks its options (cheaply: the
    // window has not mapped yet). An empty
    // string when all is well, else the message the program ends with (exit code 2).
    virtual QString prepare(const QCommandLineParser& p) = 0;
    // Reads what the game's window needs (its data), once: an empty string when all is well, else
    // the message of the problem. At the program's start the window maps first and reads it once
    // it is on the screen (openWindow, shownprobe::whenShown); a switch from another game
    // (GameSwitcher) reads it before it lets the window on the table go, which stays, telling
    // the problem, when the data cannot be read.
    virtual QString load() { return {}; }
    // The game's window with what was asked for (a new game, a file, the autosave resumed),
    // shown on the screen; the program's single instance hands it files opened later.
    virtual std::unique_ptr<Frame> openWindow(const QCommandLineParser& p, const Start& s) = 0;
};
