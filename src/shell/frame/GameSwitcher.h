// The game on the table and the switch to another one in the same process (issue 34 "Choosing
// the game"; GameChoice.h): the desktop program (src/apps/desktop/main.cpp) keeps the window of
// the game it opened here, offers its games (offers(): every game's title, line and picture) and
// hands gamechoice::requestSwitch to switchTo(). The offers are in the player's language: every
// game's catalog is put in use for them (language::useCatalog), not only the chosen game's.
//
// switchTo(id): the other game is prepared first (TableGame::prepare, with a command line of none
// of the options given at start: its window opens as at a plain start — an unfinished autosaved
// game of it offered, else its new-game dialog) and its data read (TableGame::load); a problem is
// shown in the window on the table, which stays. Then the window on the table is closed as Quit
// closes it — it asks first about an unsaved game (Frame::mayClose); answered Cancel, nothing
// changes — and the other game's window opens (TableGame::openWindow). The program does not end
// between the two windows. When the other game cannot open its window (openWindow gives none), the
// window before is shown again with the reason (lastProblem()); with no window before, the program
// ends (exit code 2). The game played last is remembered (QSettings "game/last", lastGame()): the
// program starts it when no game is asked for.
#pragma once

#include "Frame.h"
#include "GameChoice.h"
#include "TableGame.h"

#include <QCommandLineParser>
#include <QObject>

#include <functional>
#include <memory>
#include <vector>

class GameSwitcher : public QObject {
    Q_OBJECT
  public:
    // `games` outlive the switcher; `addOptions` adds the program's options to a parser.
    GameSwitcher(std::vector<TableGame*> games, std::function<void(QCommandLineParser&)> addOptions,
                 QObject* parent = nullptr);
    ~GameSwitcher() override;

    // The games as the choice of a game shows them (for gamechoice::setOffers).
    QList<GameOffer> offers() const;
    // Offers the games and makes switchTo() the handler of gamechoice::requestSwitch.
    void install();

    // The game on the table and its window (opened at start by the program).
    void setWindow(TableGame* game, std::unique_ptr<Frame> window);
    Frame* window() const { return window_.get(); }
    TableGame* game() const { return game_; }

    // Puts the game `id` on the table (see above): true when its window is open.
    bool switchTo(const QString& id);
    const QString& lastProblem() const { return problem_; }

    // Whether lastGame is written (not for the tests' throwaway starts); on by default.
    void setRemembering(bool on) { remember_ = on; }
    static constexpr const char* kLastGameKey = "game/last";
    // The game played last, or empty.
    static QString lastGame();

  signals:
    // Another game's window is on the table (the one before is deleted later).
    void switched(Frame* window);

  private:
    TableGame* find(const QString& id) const;
    void remember(const TableGame* game) const;
    std::vector<TableGame*> games_;
    std::function<void(QCommandLineParser&)> addOptions_;
    TableGame* game_ = nullptr;
    std::unique_ptr<Frame> window_;
    QString problem_;
    bool remember_ = true;
};
