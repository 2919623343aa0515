// BlossomsSession: a Blossoms game at the desktop table, with no widget (issue 36), over the
// shell's TableSession as PetalsSession is. It owns the blossoms::Game, turns the window's intents
// into actions through Game::check/apply and tells the window by signals. It decides no rule:
// legality, refusals, the draw's outcome and points come from the rules; it adds the seats'
// players, the hand-over, the words for players, the odds aid, the match of three (R-BL-VAR-1) and
// the files (docs/architecture.md "Where issue 36 (Blossoms at the table) stands").
//
// R-BL-PRIV-4: the window draws from view(), the SeatView of the seat at the screen (the public
// view when nobody sits there); the other hands, the deck's order and what another seat's Rake
// showed are not in it. game() is for files and tests.
//
// The window's loop: on stateChanged() redraw from view(), step(), legalActions(); on acted()
// animate the draw; send grow()/choosePot()/plant()/…; a refusal is told by refused(reason) and
// changes nothing; handOverRequired(name) asks for the hand-over page (sinceLastTurn(seat) on it),
// which confirmHandOver() closes; gameOver() when standings() are final.
#pragma once

#include "BlossomsFiles.h"
#include "BlossomsSetup.h"
#include "BlossomsThinker.h"
#include "TableSession.h"

#include "blossoms/rules/game.h"

#include <optional>
#include <vector>

// A guided game (Help ▸ Learn to play, BlossomsTutorial), as PetalsGuide is Petals': the session
// asks it about each action of a person before the rules (a refusal not empty refuses it, told by
// refused() as the rules' are) and, when a computer seat is to act, for the script's action (none:
// the computer thinks).
class BlossomsGuide {
  public:
    virtual ~BlossomsGuide() = default;
    virtual QString refusal(const blossoms::Action& a) const = 0;
    virtual std::optional<blossoms::Action> scriptedAction() const = 0;
};

class BlossomsSession : public TableSession {
    Q_OBJECT
  public:
    using Player = BlossomsFiles::Player;
    explicit BlossomsSession(blossoms::ComponentsPtr components, QObject* parent = nullptr);

    // ---- The game and its seats ----------------------------------------------------------------
    bool hasGame() const { return game_.has_value(); }
    // The whole game, hidden parts included: for files and tests only, never for drawing.
    const blossoms::Game& game() const { return *game_; }
    const blossoms::ComponentSet& components() const { return *components_; }
    const blossoms::ComponentsPtr& componentsPtr() const { return components_; }
    const BlossomsSetup& setup() const { return setup_; } // Play again / the new-game dialog
    int seats() const { return hasGame() ? game_->seats() : 0; }
    QString seatName(int seat) const;
    bool isComputer(int seat) const;
    blossoms::ai::BotKind level(int seat) const;                    // a computer seat's
    const std::vector<Player>& players() const { return players_; } // by seat
    // Why these names cannot sit at one table, or empty: not 2 or 3 seats (R-BL-SETUP), an empty
    // name, two names alike once trimmed and compared case-insensitively.
    static QString nameProblem(const QStringList& names);

    // ---- What the window draws (valid while hasGame()) -----------------------------------------
    // The seat at the screen: with one person, theirs all game; with several, the person to act
    // once the hand-over is confirmed; -1 when nobody's (a hand-over pending, only computers, a
    // computer's turn or the end of a game of several people).
    int screenSeat() const;
    // R-BL-PRIV-4: the view of screenSeat(), the public view (no hand) when nobody's.
    const blossoms::SeatView& view() const { return *view_; }
    bool handVisible() const { return hasGame() && screenSeat() >= 0; }
    blossoms::Step step() const { return hasGame() ? game_->step() : blossoms::Step::Over; }
    int toAct() const { return hasGame() ? game_->toAct() : -1; }
    bool isOver() const { return hasGame() && game_->isOver(); }
    bool personToPlay() const; // a person at the screen may act now
    bool computerToPlay() const;
    bool computerThinking() const { return player_->running(); }
    // The legal actions of the step for the person to play (by dense id); empty otherwise.
    std::vector<blossoms::Action> legalActions() const;
    // What happened since `seat` last acted, a line a step in words (the hand-over page): other
    // seats' actions as the public sees them (R-BL-PRIV-1), never what their Rake or Pruner saw.
    QStringList sinceLastTurn(int seat) const;

    // ---- The odds aid (issue 36 item 4) --------------------------------------------------------
    // The next Growth's outcomes for the person to play, counted from their view only
    // (ai::growthOdds(view())): never from the hidden deck. Empty counts for nobody to play.
    blossoms::ai::GrowthOdds odds() const;
    bool oddsShown() const { return odds_; }
    void setOddsShown(bool on);

    // ---- Words for players (no card id ever) ---------------------------------------------------
    enum class Tense { ToDo, Done };
    // "grow", "plant a tulip in pot 2", "cut the rose (4 cards, 10 points)", "place a token on
    // pot 3 (Fence)", "water pot 1 with a common poppy", "pass"; Done says it as made.
    QString describe(const blossoms::Action& a, Tense tense = Tense::ToDo) const;
    // The last action's outcome as the public sees it ("drew a rose: the rose grows to 4", "drew
    // an iris: bad luck, no pot for it — the turn ends"); the Pruner's card named for `viewer`
    // only.
    QString outcomeText(const blossoms::Outcome& o, int viewer = -1) const;
    // An action made on the game `before` and its outcome in one line, as the hand-over page says
    // it; the Pruner's card named for `viewer` only (the replay viewer: the game is over).
    QString playedText(const blossoms::Game& before, const blossoms::Action& a,
                       const blossoms::Outcome& outcome, int viewer = -1) const {
        return actionWords(a, describeOn(before, a, Tense::Done), outcomeText(outcome, viewer));
    }
    // A refusal of `a` by the rules in the player's language, from its code and numbers
    // (refusals.h): never the rules' English reason, which names cards by their ids.
    QString refusalText(const engine::Verdict& v, const blossoms::Action& a) const;
    // A flower type's name in the player's language (context "BlossomsType"), lower case.
    QString typeName(int type) const;

    // ---- Hint and the computers ----------------------------------------------------------------
    bool canHint() const { return personToPlay(); }
    bool hintRunning() const { return hinter_->running(); }
    std::optional<blossoms::Action> hint() const { return hint_.action; }
    QString hintText() const { return hint_.text; }
    void setComputerBudget(const blossoms::ai::Budget& b) { budget_ = b; }
    void setHintBudget(const blossoms::ai::Budget& b) { hint_.budget = b; }
    void setComputerSeed(quint64 seed) { fixedSeed_ = seed; }
    QString lastRefusal() const { return lastRefusal_; }

    // ---- The end and the match of three (R-BL-VAR-1) -------------------------------------------
    std::vector<blossoms::Standing> standings() const; // once over (R-BL-SCORE)
    std::vector<int> winners() const;                  // the seats ranked first
    bool inMatch() const { return match_.has_value(); }
    int matchGame() const; // 1..3: this game's number in the match
    // Points and unplayed tokens summed over the match's games finished so far (this one once
    // over), by player as listed (the deal's names).
    std::vector<int> matchTotals() const;
    std::vector<int> matchTokens() const;
    bool matchOver() const;              // the third game is over
    std::vector<int> matchRanks() const; // by player as listed, once over
    // After a game of a match that is not the last: the next game with the same players,
    // started by matchStartPlayer (R-BL-VAR-1). False (errorOccurred) otherwise.
    bool nextMatchGame();

    // ---- A guided game -------------------------------------------------------------------------
    // Set after the guided game is put on the table (playFrom); any game put on the table later
    // (newGame, restart, load, playFrom) is not guided: the guide is cleared. Not owned.
    void setGuide(BlossomsGuide* g);
    BlossomsGuide* guide() const { return guide_; }

    // ---- Files ---------------------------------------------------------------------------------
    bool save(const QString& path);
    bool load(const QString& path);
    void setAutosaveDir(const QString& dir) { files_.setAutosaveDir(dir); } // empty: off
    const BlossomsFiles& files() const { return files_; }
    bool resumeAutosave();
    void resume(BlossomsFiles::Saved saved);
    QStringList setAsideDamagedAutosaves() { return files_.setAsideDamagedAutosaves(); }

  signals: // besides TableSession's
    // After each action (a person's or a computer's): Game::lastOutcome(), the seat that acted and
    // the action and outcome in words, as the seat at the screen may know them.
    void acted(const blossoms::Outcome& outcome, int seat, const QString& words);
    // A turn started (tokens back to the box, the final turn: R-BL-TURN-2, R-BL-END-3).
    void turnStarted(const blossoms::TurnStart& start);

  public slots:
    // Starts a game; refuses (errorOccurred, the game in progress untouched, false) a setup the
    // rules refuse or nameProblem() finds.
    bool newGame(const BlossomsSetup& setup);
    bool restart(); // the same deal and seats from the start
    // A position set up elsewhere (tests, a designer's deal): `g` with these players by seat.
    void playFrom(blossoms::Game g, std::vector<Player> players);
    void grow();
    void choosePot(int pot);
    void plant(int pot, int card);
    void cut(int pot);
    void placeToken(int pot);
    void water(int pot, int card);
    void prune();
    void rake();
    void pass();
    void order(const std::vector<int>& cardsTopFirst);
    void confirmHandOver();
    void requestHint();
    void setComputerSpeed(int speed) { setComputerPace(speed); }
    void nextComputerStep() { playComputerStep(); }
    // Any action of the person to play: false, with refused(), when the rules or the turn refuse.
    bool apply(const blossoms::Action& a);

  private:
    void adopt(blossoms::Game g, std::vector<Player> players,
               std::optional<BlossomsFiles::MatchState> match, bool odds);
    BlossomsFiles::Saved saved() const;
    void updateView();
    void notify();
    void afterChange();
    void autosave();
    bool needsHandOver() const;
    int people() const;
    std::vector<bool> computerSeats() const;
    quint64 positionKey() const;
    BlossomsFiles::MatchGame thisMatchGame() const; // once over
    // The match's games finished so far (this one once over); none for a single game.
    std::optional<blossoms::Match> matchSoFar() const;
    QString hintWhy(const blossoms::ai::Suggestion& s) const;
    // describe() on the game `before` the action.
    QString describeOn(const blossoms::Game& before, const blossoms::Action& a, Tense t) const;
    QString toolName(int pot) const;
    QString aType(int type) const; // "a rose", "an iris"
    // An action made and its outcome in one line ("drew a rose: the rose grows to 4").
    static QString actionWords(const blossoms::Action& a, const QString& done,
                               const QString& outcome);

    void thinkIfComputer() override;
    void playComputerStep() override;
    void onComputerChoice(const blossoms::ai::Suggestion& s, quint64 ticket);
    void onHint(const blossoms::ai::Suggestion& s, quint64 ticket);
    void stopComputer();

    blossoms::ComponentsPtr components_;
    BlossomsSetup setup_;
    std::optional<blossoms::Game> game_;
    std::optional<blossoms::SeatView> view_;
    std::vector<Player> players_;
    std::optional<BlossomsFiles::MatchState> match_; // the games before this one
    bool odds_ = false;
    BlossomsFiles files_;
    QString lastRefusal_;
    std::optional<quint64> fixedSeed_;
    quint64 computerSeed_ = 0;
    blossoms::ai::Budget budget_;
    BlossomsThinker* player_;
    std::optional<blossoms::Action> next_;
    bool acting_ = false;
    BlossomsGuide* guide_ = nullptr;
    BlossomsThinker* hinter_;
    struct Hint {
        quint64 key = 0;
        std::optional<blossoms::Action> action;
        QString text;
        blossoms::ai::Budget budget;
    } hint_;
};
