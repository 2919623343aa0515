// GameController: Frosted Blooms' session at the table (KDE Kigo's Game : QObject), over the
// shell's TableSession (computer players' pace, hand-over rule, read-only tables, errors, the
// autosave's outcome, the common signals). It owns the GameState, turns user intents into core
// actions through the core's TurnHistory (Undo and Redo reach back to the last step that showed
// hidden information), and tells the views by signals (docs/architecture.md "The desktop game").
//
// R-PRIV-1: widgets draw from view(), the SeatView of the seat at the screen (the public view
// during a hand-over or after a hotseat game), or shown() during the Master Gardener's replay;
// fullState() is for files, undo and tests. It decides no rule: legality, reasons, points,
// previews and claims come from the core. It adds presentation state only: the ghost tile, the
// hand-over and the step-by-step replay of the Master Gardener's logged turns (R-MG-4). Files are
// GameFiles' (read through the core, written atomically; autosaved after every completed action);
// one that cannot be read leaves the game in progress untouched, one loaded gets the log and undo
// history it had while it was played, rebuilt from its deal and actions.
#pragma once

#include "frosted/rules/game.h"
#include "frosted/rules/history.h"

#include "ControllerParts.h"
#include "GameFiles.h"
#include "GameGuide.h"
#include "GhostTile.h"
#include "NewGameOptions.h"
#include "TableSession.h"
#include "Thinker.h"

#include <QList>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <optional>

class GameController : public TableSession {
    Q_OBJECT
  public:
    explicit GameController(frosted::ComponentsPtr components, QObject* parent = nullptr);

    bool hasGame() const { return game_.has_value(); }
    // R-PRIV-1: everything the seat at the screen may know (valid while hasGame()). Widgets draw
    // from this, never from the whole game.
    const frosted::SeatView& view() const { return *view_; }
    // The seat at the screen, -1 when nobody's (a hand-over pending, a finished hotseat game).
    int screenSeat() const;
    // What the table shows: view(), or during the Master Gardener's replay the view of the state
    // before his token moved until that step has been shown.
    const frosted::SeatView& shown() const;
    // The whole game, hidden parts included (bag order, every hand and deck). Only for files,
    // the undo history and tests: no widget reads it.
    const frosted::GameState& fullState() const { return *game_; }
    const NewGameOptions& options() const { return options_; }
    // The data set of the game on the table (the one it was dealt from or opened with); the set in
    // use when there is no game. Views draw the table with it.
    const frosted::ComponentSet& components() const { return *components_; }
    const frosted::ComponentsPtr& componentsPtr() const { return components_; }
    // The set in use (docs/designer.md "Data sets"): new games are dealt from it and files are
    // opened with it; `name` is its folder's name, empty for the built-in set (the one given at
    // construction). The game on the table keeps the set it was dealt from until a new or
    // opened game replaces it; with no game on the table, components() becomes this set at once.
    void setDataSet(frosted::ComponentsPtr set, const QString& name);
    const frosted::ComponentsPtr& dataSet() const { return dataSet_; }
    // The game on the table was dealt from another set than the one in use.
    bool tableOnOtherDataSet() const { return hasGame() && components_ != dataSet_; }
    // The colours of the set in use's starting tiles, in data order (the new-game choices).
    QStringList colours() const;
    // Why these names cannot sit at one table, or empty: an empty name, two names that are the same
    // once trimmed and compared case-insensitively ("Ben" and "ben "), in solo the Master
    // Gardener's name. The new-game dialog shows it; newGame() refuses such names.
    static QString nameProblem(const QStringList& names, bool solo);

    QString seatName(int seat) const;
    QString seatColour(int seat) const; // the colour of the seat's starting tile
    // R-PRIV-1: the current hand may be shown (no hand-over pending, not watching the MG).
    bool handVisible() const;
    // The Master Gardener's turn is being shown: from his first step until his last one has been
    // seen (the step's time, or Next in step-by-step).
    bool replaying() const { return !replay_.items.empty() || replay_.tail; }
    bool acceptsInput() const {
        return hasGame() && !readOnly_ && !handOver_ && !replaying() && !game_->isOver() &&
               !oneTurnAfter_ && (!computerToPlay() || computer_.acting);
    }
    // A person at the table may act now: input is open and no computer player is making its move
    // (acceptsInput() is true while a computer's chosen action is applied).
    bool personToPlay() const { return acceptsInput() && !computerToPlay(); }
    // A computer player's seat is to play (issue 14): it thinks off the GUI thread, then its
    // steps are shown one at a time at the computer players' speed (Next in step by step).
    bool computerToPlay() const;
    bool computerThinking() const;
    bool computerStepWaiting() const { return computer_.next.has_value(); }
    void setComputerBudget(const frosted::BotBudget& b) { computer_.budget = b; } // tests
    // Read-only (setReadOnly: a record watched step by step): the views draw the public view.
    // showState() puts a game on the table as it stands.
    void showState(frosted::GameState g) { adopt(std::move(g)); }
    // Play from here (Game ▸ Set up a position…): a game set up from a position goes on at the
    // table, with the seats' people and computer players, autosaved as any game.
    void playFrom(frosted::GameState g) { adopt(std::move(g)); }
    // A one-turn game (Game ▸ Puzzles…): `g` on the table, played by the seat to play until it
    // ends its turn, where the table stops. Done applies nothing to the game on the table (it
    // stays at the end of that turn as the seat left it, its input off); the game after it (the
    // end of the turn applied to a copy, in solo with the Master Gardener's turn) is kept in
    // oneTurnAfter() and told by oneTurnEnded(). Nothing of it is autosaved: the player's own
    // autosave stays as it was. Restarting goes back to its start as a one-turn game again; any
    // other game put on the table is an ordinary game.
    void playOneTurn(frosted::GameState g);
    bool oneTurn() const { return oneTurn_; }
    const std::optional<frosted::GameState>& oneTurnAfter() const { return oneTurnAfter_; }

    // The ghost tile of the PlaceTile step (GhostTile), on the table while hasGhost().
    bool hasGhost() const;
    const GhostTile& ghost() const { return ghost_; }
    // The core's preview of the last placement made through place() (its gaps and Worker coins,
    // for the garden's caption).
    const frosted::PlacementPreview& lastPlacement() const { return lastPlacement_; }
    bool mustPass() const;      // the core offers only Pass (R-PL-6, empty ring)
    bool canCancelTake() const; // Esc while placing: undo the take
    bool canUndo() const;
    bool canRedo() const;
    std::size_t undoSteps() const { return history_.undoSteps(); }

    // PlayCard step: the garden cells the card counts (union of its types' groups) and points.
    std::vector<frosted::Point> cardGroupCells(int card) const;
    int cardPoints(int card) const;

    // Hint (Turn ▸ Hint, H): what the hard computer player would do for the seat to play,
    // computed off the GUI thread from that seat's view (R-PRIV-1), with what medium expects it
    // to score this turn. Dropped when the game moves on; at the place step the ghost goes where
    // the hint lays the tile.
    // Off in a guided game and in a puzzle (GameGuide, playOneTurn).
    bool canHint() const;
    bool hintRunning() const;
    std::optional<frosted::Action> hint() const { return hint_.action; }
    QString hintText() const { return hint_.text; }
    void setHintBudget(const frosted::BotBudget& b) { hint_.budget = b; } // tests: fixed worlds

    // Safe claims (issue 31, R-OBJ-5: one objective of each type for the whole game): a person
    // claiming an objective while a more valuable one of its type may be claimed is asked once,
    // naming both; the asker answers true to claim it anyway. No asker: no question.
    using ClaimAsker = std::function<bool(int chosen, int better)>;
    void setClaimAsker(ClaimAsker f) { askClaim_ = std::move(f); }
    // The most valuable objective of `objective`'s type that may be claimed now when it is worth
    // more than `objective`, else -1.
    int betterClaim(int objective) const;

    // The NOW line.
    QString prompt() const;
    const QStringList& log() const { return log_; }
    // The Master Gardener's replay.
    QString replayText() const { return replay_.text; }
    int replayRecord() const { return replay_.record; }
    std::optional<frosted::GardenerStep> replayStep() const { return replay_.step; }
    // The pace of what the table shows by itself: the Master Gardener's steps (speed(),
    // options/gardenerSpeed) and, separately, the computer players' steps (computerSpeed(),
    // options/computerSpeed); step by step waits for Next (nextGardenerStep) in either.
    Speed speed() const { return speed_; }
    QString lastRefusal() const { return lastRefusal_; }

    // Files. Each returns false after emitting errorOccurred() with a message for players.
    bool saveGame(const QString& path);
    bool loadGame(const QString& path);
    // The game on the table again from its deal (GameState::atSetup): the same deal, players and
    // computer players; a game set up from a position starts again at that position. False (with
    // the error told) when there is no game or it cannot be dealt again.
    bool restartGame();
    bool exportRecord(const QString& path);
    // The autosave; an empty folder turns it off (screenshots).
    void setAutosaveDir(const QString& dir);
    bool resumeAutosave(); // the newest autosave that loads (files().resumableAutosave())
    // The autosave's game read a moment ago (files().resumableAutosave()) put on the table: the
    // start reads it once.
    void resume(frosted::GameState g) { adopt(std::move(g)); }
    // At start, before anything is autosaved: each generation of the autosave that exists but
    // cannot be opened is renamed aside (savefiles::damagedAutosaveName) so that no autosave
    // overwrites it. Returns one message for players per such file (why, and where it is kept),
    // empty when all is well. When a file cannot be renamed, the autosave stays off.
    QStringList setAsideDamagedAutosaves();
    // The player's files (GameFiles): the autosave's paths and what it holds, the autosaves kept
    // aside (damaged, of another data set), the unfinished autosave kept as a save of its own.
    const GameFiles& files() const { return files_; }

  signals: // besides TableSession's
    void ghostChanged();
    void logAppended(const QString& line);
    void gardenerStepShown(const QString& text);
    // A seat's score marker moved (seat -1: the Master Gardener), told after the stateChanged()
    // of the move: a card's points, his Score step in his replay. Views animate it.
    void scoreMoved(int seat, int from, int to);
    // Events of the turn, told after their stateChanged(), for views that show pieces moving:
    // the tile taken from ring slot `slot`; an objective claimed by `seat` (-1: the Master
    // Gardener, at his Claim step).
    void tileTaken(int slot, int tile);
    // The ring moved (a take, his Move step): the Flower token from slot to slot, and the slots
    // whose tiles got a coin (the skipped ones).
    void ringMoved(int fromToken, int toToken, const QList<int>& coinSlots);
    // The tile in hand laid in `seat`'s garden; the turn record (currentTurn()) holds its gaps.
    void tilePlaced(int seat);
    void objectiveClaimed(int objective, int seat);
    void oneTurnEnded(int seat); // playOneTurn(): the seat ended its turn, the table stops
    void guideEnded();           // another game replaced the guided one (playGuided)

  public slots:
    // Starts a game; refuses (errorOccurred, the game in progress untouched, false) names the
    // core's setup refuses (SetupError) or that nameProblem() finds.
    bool newGame(const NewGameOptions& options);
    void playAgain();
    void takeTile(int k);
    void setGhostPointer(frosted::Point cell);
    void moveGhost(int dx, int dy);
    void rotate();
    void turnOver();
    void place();
    void pass();
    void cancelTake();
    void undo();
    void redo();
    void playCard(int card);
    void claim(int objective);
    void endTurn();
    void confirmHandOver();
    void nextGardenerStep();
    void setGardenerSpeed(int speed);
    void setComputerSpeed(int speed);
    void setSpeed(int speed); // both at once (tests, screenshots, demos)
    void setGhostOrientation(frosted::Orientation o);
    void requestHint();
    // Performs one core action through the same slots the widgets use (screenshots, demos).
    void perform(const frosted::Action& a);
    // The guided game (GameGuide; none: a game as any other). While a guide is set, Undo, Redo
    // and the hint are off (the guided game has one way through), and the guide's refusals come
    // before the core's. guidedGame(): the table's game is playGuided's (ended or not).
    void setGuide(GameGuide* guide);
    GameGuide* guide() const { return guide_; }
    bool guidedGame() const { return guidedGame_; }
    // Puts `g` on the table as a guided game: the guide set, the game autosaved in its own folder
    // `autosaveDir` (the player's own autosave left alone). Any other game put on the table
    // afterwards (new, opened, resumed, set up) ends it: the guide cleared, guideEnded() told.
    void playGuided(frosted::GameState g, GameGuide* guide, const QString& autosaveDir);
    // When another game ended the guided one: where the player's own unfinished game (waiting in
    // the autosave meanwhile) was kept as a save of its own before that game's autosave replaced
    // it (GameFiles::keepUnfinishedAutosave); empty when there was none.
    QString keptAtGuideEnd() const { return keptAtGuideEnd_; }
    void guideResumed(); // the note read: the computer seat's step goes on

  private:
    bool apply(const frosted::Action& a);
    void resetGhost();
    void refreshGhost();
    void afterTurn(std::size_t logBefore);
    void showStep();
    void scheduleStep();
    void finishIfOver();
    void clearReplay();
    static QList<int> coinsLaid(const frosted::Market& before, const frosted::Market& after);
    void endReplay();
    void adopt(frosted::GameState g);
    QString firstLogLine() const;
    void autosave();
    void updateView();
    void notify(); // updateView() and stateChanged()

    frosted::ComponentsPtr components_; // the table's
    frosted::ComponentsPtr dataSet_;    // the set in use
    NewGameOptions options_;
    std::optional<frosted::GameState> game_;
    std::optional<frosted::SeatView> view_;
    frosted::TurnHistory history_;
    GhostTile ghost_{[this] { return game_ ? &*game_ : nullptr; }, [this] { return hasGhost(); }};
    frosted::PlacementPreview lastPlacement_;
    GardenerReplay replay_;
    Speed speed_ = Normal; // the Master Gardener's (the computer players': computerSpeed())
    QTimer timer_;
    QStringList log_;
    QString lastRefusal_;
    GameFiles files_; // saves, records and the autosave on disk

    // Computer seats and the hint.
    void onHint(const frosted::Suggestion& s, quint64 ticket);
    void thinkIfComputer() override;
    void onComputerChoice(const frosted::Suggestion& s, quint64 ticket);
    void playComputerStep() override;
    bool computerStepHeld() const override; // a note of the guided game is being read
    void stopComputer();
    bool needsHandOver() const; // the seat to play is a person, and another person sat here
    int humanSeats() const;
    std::vector<bool> computerSeats() const; // each seat's: a computer player's or a person's
    quint64 positionKey() const;
    Thinker* player_ = nullptr;
    ComputerTurn computer_;
    Thinker* hinter_;
    HintState hint_;
    ClaimAsker askClaim_;
    GameGuide* guide_ = nullptr;
    bool adoptingGuided_ = false, guidedGame_ = false;
    QString keptAtGuideEnd_;
    void endGuide(); // another game replaces the guided one
    // A game goes on the table (newGame, adopt): a one-turn game or not, and no guided game
    // unless playGuided() puts it there.
    void enterGame(bool oneTurn);
    GameFiles guidedFiles_;    // the guided game's autosave
    bool oneTurn_ = false;     // playOneTurn()
    bool nextOneTurn_ = false; // the game adopt() puts on the table is a one-turn game
    std::optional<frosted::GameState> oneTurnAfter_;
};
