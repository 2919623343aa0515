// GameController adapts the rules core to Qt (KDE Kigo's Game : QObject): it owns the GameState,
// turns user intents into core actions, and tells the views by signals. Views redraw from it.
//
// R-PRIV-1: the views draw only what the seat at the screen may know. The controller alone keeps
// the whole GameState (to apply actions, undo, save); it hands the widgets view(), the core's
// SeatView of the seat at the screen: the current player in hotseat once they have confirmed the
// hand-over, the solo player in solo, and the public view during a hand-over or after a hotseat
// game. shown() is the same view, or during the Master Gardener's replay the table as the steps
// shown so far left it (SeatView::withGardenerStep): his figures change with the step told.
//
// It decides no rule: legality, reasons, points, gaps, claims and previews come from the core
// (GameState::check / apply / preview / cardPointsNow / mayClaim / placedGroupCells).
// Every player action goes through the core's TurnHistory, so Undo and Redo reach back to the
// last step that revealed hidden information and no further (playing a card, ending the turn).
// What it adds is presentation state: the ghost tile (orientation and pointer cell), the hotseat
// hand-over (R-PRIV-1) and the step-by-step replay of the Master Gardener's turns from the core's
// log (R-MG-4).
//
// Files are GameFiles' (save and load through the core, the replay record, the autosave in two
// generations); the controller autosaves after every completed action. A file that cannot be read,
// or that the core refuses, is reported by errorOccurred() and leaves the game in progress
// untouched. A game loaded from a file (Open, or resuming the autosave after a crash) gets the game
// log of its whole game and the undo history it had while it was played, rebuilt from its deal and
// actions.
#pragma once

#include "frosted/rules/game.h"
#include "frosted/rules/history.h"

#include "GameFiles.h"
#include "GameGuide.h"
#include "NewGameOptions.h"
#include "Thinker.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <optional>

class GameController : public QObject {
    Q_OBJECT
  public:
    enum Speed { StepByStep = -1, Slow = 0, Normal = 1, Fast = 2, Instant = 3 };

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
    bool handOverPending() const { return handOver_; }
    // The Master Gardener's turn is being shown: from his first step until his last one has been
    // seen (the step's time, or Next in step-by-step).
    bool replaying() const { return !replay_.empty() || replayTail_; }
    bool acceptsInput() const {
        return hasGame() && !readOnly_ && !handOver_ && !replaying() && !game_->isOver() &&
               !oneTurnAfter_ && (!computerToPlay() || computerActing_);
    }
    // A person at the table may act now: input is open and no computer player is making its move
    // (acceptsInput() is true while a computer's chosen action is applied).
    bool personToPlay() const { return acceptsInput() && !computerToPlay(); }
    // A computer player's seat is to play (issue 14): it thinks off the GUI thread, then its
    // steps are shown one at a time at the computer players' speed (Next in step by step).
    bool computerToPlay() const;
    bool computerThinking() const;
    bool computerStepWaiting() const { return computerNext_.has_value(); }
    void setComputerBudget(const frosted::BotBudget& b) { computerBudget_ = b; } // tests
    // Read-only (a record watched step by step): no input, no hand-over, no autosave, and the
    // views draw the public view. showState() puts a game on the table as it stands.
    void setReadOnly(bool on) { readOnly_ = on; }
    bool readOnly() const { return readOnly_; }
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

    // The ghost tile (PlaceTile step).
    bool hasGhost() const;
    frosted::Orientation ghostOrientation() const { return ghostOrientation_; }
    frosted::Face ghostFace() const;
    frosted::Point ghostOffset() const; // pointer cell minus top-left anchor
    std::optional<frosted::Point> ghostAnchor() const;
    std::optional<frosted::Point> ghostPointer() const { return ghostPointer_; }
    const frosted::PlacementPreview& ghostPreview() const { return preview_; }
    // The core's preview of the last placement made through place() (its gaps and Worker coins,
    // for the garden's caption).
    const frosted::PlacementPreview& lastPlacement() const { return lastPlacement_; }
    // Pointer cells that give a legal placement in the current orientation (hints).
    const std::vector<frosted::Point>& legalPointerCells() const { return legalPointers_; }
    // While the ghost does not fit where it is: the anchor of the legal placement nearest to it in
    // the same orientation (the garden outlines it, "it fits here"); none when the ghost fits or
    // the orientation fits nowhere.
    std::optional<frosted::Point> nearestFitAnchor() const;
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
    std::optional<frosted::Action> hint() const { return hint_; }
    QString hintText() const { return hintText_; }
    void setHintBudget(const frosted::BotBudget& b) { hintBudget_ = b; } // tests: fixed worlds

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
    QString replayText() const { return replayText_; }
    int replayRecord() const { return replayRecord_; }
    std::optional<frosted::GardenerStep> replayStep() const { return replayStep_; }
    // The pace of what the table shows by itself: the Master Gardener's steps (speed(),
    // options/gardenerSpeed) and, separately, the computer players' steps (computerSpeed(),
    // options/computerSpeed); step by step waits for Next (nextGardenerStep) in either.
    Speed speed() const { return speed_; }
    Speed computerSpeed() const { return computerSpeed_; }
    QString lastRefusal() const { return lastRefusal_; }

    // Files. Each returns false after emitting errorOccurred() with a message for players.
    bool saveGame(const QString& path);
    bool loadGame(const QString& path);
    // The game on the table again from its deal (GameState::atSetup): the same deal, players and
    // computer players; a game set up from a position starts again at that position. False (with
    // the error told) when there is no game or it cannot be dealt again.
    bool restartGame();
    bool exportRecord(const QString& path);
    QString lastError() const { return lastError_; }
    // The autosave; an empty folder turns it off (screenshots).
    void setAutosaveDir(const QString& dir);
    QString autosavePath() const;
    QString previousAutosavePath() const; // the generation before it
    QString lastAutosaveError() const { return lastAutosaveError_; }
    // The newest autosave that loads (the autosave, else the one before it when the autosave is
    // missing or damaged), when its game is not over: ready to resume. Changes nothing on disk.
    std::optional<frosted::GameState> resumableAutosave() const;
    bool resumeAutosave();
    // GameFiles::keepUnfinishedAutosave: before a game given on the command line replaces it.
    QString keepUnfinishedAutosave(QString& error) const {
        return files_.keepUnfinishedAutosave(error);
    }
    // At start, before anything is autosaved: each generation of the autosave that exists but
    // cannot be opened is renamed aside (savefiles::damagedAutosaveName) so that no autosave
    // overwrites it. Returns one message for players per such file (why, and where it is kept),
    // empty when all is well. When a file cannot be renamed, the autosave stays off.
    QStringList setAsideDamagedAutosaves();
    // Where the damaged autosaves were kept by the last setAsideDamagedAutosaves(), and the
    // autosaves of another data set (not damaged, but not resumable with the set in use).
    const QStringList& damagedAutosaves() const { return files_.damagedAutosaves(); }
    const QStringList& otherDataAutosaves() const { return files_.otherDataAutosaves(); }
    // Why the core refuses to open `path`, for players: "Cannot open “path”: reason." with the
    // path shown short, in one bounded line; openReason() is the reason alone.
    static QString openProblem(const QString& path, const std::exception& e);
    static QString openReason(const QString& path, const std::exception& e);

  signals:
    void stateChanged();
    void ghostChanged();
    void handOverRequired(const QString& name);
    void logAppended(const QString& line);
    void gardenerStepShown(const QString& text);
    void refused(const QString& reason);
    void gameOver();
    void gameReplaced(); // a new or loaded game: views rebuild their seats
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
    void errorOccurred(const QString& message);
    void autosaveFailed(const QString& message);
    void autosaving();                   // before each write of the autosave
    void autosaved(const QString& path); // after each completed write of the autosave
    void hintReady(const QString& text);
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
    bool fail(const QString& message);
    void updateView();
    void notify(); // updateView() and stateChanged()

    frosted::ComponentsPtr components_; // the table's
    frosted::ComponentsPtr dataSet_;    // the set in use
    NewGameOptions options_;
    std::optional<frosted::GameState> game_;
    std::optional<frosted::SeatView> view_;
    frosted::TurnHistory history_;
    bool handOver_ = false;
    bool readOnly_ = false;

    frosted::Orientation ghostOrientation_;
    std::optional<frosted::Point> ghostPointer_;
    frosted::PlacementPreview preview_;
    frosted::PlacementPreview lastPlacement_;
    std::vector<frosted::Action> placeActions_;
    std::vector<frosted::Point> legalPointers_;

    struct ReplayItem {
        int record;
        frosted::GardenerStep step;
    };
    std::vector<ReplayItem> replay_; // the steps still to show
    // The table as his steps shown so far left it (SeatView::withGardenerStep).
    std::optional<frosted::SeatView> replayShown_;
    bool replayTail_ = false; // his last step is on screen; the next turn waits for it
    std::optional<std::pair<int, int>> scoreMovedPending_; // his marker's move in the step shown
    QString replayText_;
    int replayRecord_ = -1;
    std::optional<frosted::GardenerStep> replayStep_;
    Speed speed_ = Normal;         // the Master Gardener's
    Speed computerSpeed_ = Normal; // the computer players'
    QTimer timer_;
    QStringList log_;
    QString lastRefusal_;
    QString lastError_;
    QString lastAutosaveError_;
    GameFiles files_; // saves, records and the autosave on disk

    // The hint being computed or shown, for the position (serial_, number of actions) it was
    // asked in.
    void onHint(const frosted::Suggestion& s, quint64 ticket);
    // Computer seats.
    void thinkIfComputer();
    void onComputerChoice(const frosted::Suggestion& s, quint64 ticket);
    void playComputerStep();
    void scheduleComputerStep(); // the step chosen waits for its time, or for Next
    void stopComputer();
    bool needsHandOver() const; // the seat to play is a person, and another person sat here
    int humanSeats() const;
    Thinker* player_ = nullptr;
    QTimer thinkTimer_, computerTimer_;
    std::optional<frosted::Action> computerNext_;
    std::pair<int, QString> computerStep_{-1, {}}; // the seat and the words of its last step
    bool computerActing_ = false;
    int lastHumanSeat_ = -1; // the person at the screen while computers play
    frosted::BotBudget computerBudget_;
    quint64 positionKey() const;
    Thinker* hinter_;
    quint64 serial_ = 0; // a new number for each game put on the table
    quint64 hintKey_ = 0;
    std::optional<frosted::Action> hint_;
    ClaimAsker askClaim_;
    QString hintText_;
    frosted::BotBudget hintBudget_;
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
