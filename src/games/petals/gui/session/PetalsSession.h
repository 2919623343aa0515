// PetalsSession: a Petals game at the desktop table, with no widget (issue 34), over the shell's
// TableSession (the computer players' pace, the hand-over rule, read-only tables, errors, the
// autosave's outcome, the common signals) as Frosted Blooms' GameController is. It owns the
// petals::Game, turns the window's intents into actions through Game::apply and tells the window
// by signals. It decides no rule: legality, refusals and points come from the rules
// (Game::check, Game::contact, Game::standings); it adds the seats' players, the hand-over, the
// undo of a placement and the files (docs/architecture.md "Petals at the table").
//
// R-PE-PRIV-1: the window draws from view(), the SeatView of the seat at the screen; the other
// hands, the pile and the cards removed face down are not in it. game() is for files and tests.
//
// The window's loop: on stateChanged() redraw from view(), step(), legalActions(); while a card is
// dragged ask preview()/previewMove(); send place()/score()/move()/skip(); a refusal is told by
// refused(reason) and changes nothing; handOverRequired(name) asks for the hand-over page, which
// confirmHandOver() closes; gameOver() when standings() are final.
#pragma once

#include "PetalsFiles.h"
#include "PetalsSetup.h"
#include "PetalsThinker.h"
#include "TableSession.h"

#include "petals/rules/game.h"

#include <optional>
#include <vector>

// A guided game (Help ▸ Learn to play, PetalsTutorial): the session asks it about each action of
// a person before the rules (a refusal not empty refuses it, told by refused() as the rules' are)
// and, when a computer seat is to act, for the script's action (none: the computer thinks).
class PetalsGuide {
  public:
    virtual ~PetalsGuide() = default;
    virtual QString refusal(const petals::Action& a) const = 0;
    virtual std::optional<petals::Action> scriptedAction() const = 0;
};

class PetalsSession : public TableSession {
    Q_OBJECT
  public:
    explicit PetalsSession(petals::ComponentsPtr components, QObject* parent = nullptr);

    // ---- The game and its seats ----------------------------------------------------------------
    bool hasGame() const { return game_.has_value(); }
    // The whole game, hidden parts included: for files and tests only, never for drawing.
    const petals::Game& game() const { return *game_; }
    const petals::ComponentSet& components() const { return *components_; }
    const petals::ComponentsPtr& componentsPtr() const { return components_; }
    const PetalsSetup& setup() const { return setup_; } // Play again / the new-game dialog
    int seats() const { return hasGame() ? game_->seats() : 0; }
    QString seatName(int seat) const;
    bool isComputer(int seat) const;
    petals::ai::BotKind level(int seat) const; // a computer seat's
    const std::vector<PetalsFiles::Player>& players() const { return players_; } // by seat
    // Why these names cannot sit at one table, or empty: fewer than 2 or more than 5 seats, an
    // empty name, two names alike once trimmed and compared case-insensitively.
    static QString nameProblem(const QStringList& names);

    // ---- What the window draws (valid while hasGame()) -----------------------------------------
    // The seat at the screen: with one person, theirs all game (computers' turns too); with
    // several, the person to act once the hand-over is confirmed; -1 when nobody's (a hand-over
    // pending, only computers, a computer's turn or the end of a game of several people).
    int screenSeat() const;
    // R-PE-PRIV-1: the view of screenSeat(); when nobody sits at the screen, of the seat to act
    // (or seat 0), and its hand is not to be drawn (handVisible() false).
    const petals::SeatView& view() const { return *view_; }
    bool handVisible() const { return hasGame() && screenSeat() >= 0; }
    petals::Step step() const { return hasGame() ? game_->step() : petals::Step::Over; }
    int toAct() const { return hasGame() ? game_->toAct() : -1; }
    bool isOver() const { return hasGame() && game_->isOver(); }
    // A person at the screen may act now (their turn, no hand-over, not read-only).
    bool personToPlay() const;
    bool computerToPlay() const; // a computer seat is to act: it thinks, then its step is shown
    bool computerThinking() const { return player_->running(); }
    // The legal actions of the step for the person to play (sorted by id); empty otherwise.
    std::vector<petals::Action> legalActions() const;

    // ---- Previews (the rules' own answers; for the person to play) -----------------------------
    struct Preview {
        bool legal = false;
        QString reason;          // the rules' refusal (engine::Verdict::reason), empty when legal
        QString code;            // its stable code (spec/petals/CLI.md), empty when legal
        petals::Points points{}; // Game::contact: per tracker (fire, air, earth, water)
        petals::EffectKind effect = petals::EffectKind::None; // the symbol pairs' effect
        int total = 0;
    };
    // `card` from the hand at `cell` turned `rotation` quarter turns (step Place).
    Preview preview(int card, petals::Cell cell, int rotation) const;
    // A card on the table moved to `cell` (steps Effect and Move, R-PE-MOVE-6: scored as if just
    // placed there, the card's old cell not counting).
    Preview previewMove(int card, petals::Cell cell, int rotation) const;
    // The answers to an effect (steps Effect and Move, R-PE-EFFECT-3/4).
    struct Destination {
        petals::Cell cell;
        int rotation = 0;
        petals::Points points{};
        int total = 0;
    };
    struct EffectChoice {
        petals::EffectKind effect = petals::EffectKind::None;
        petals::Points placed{}; // the placed card's points (score them: Simple; scored: Double)
        std::optional<int> bestMove; // the most points a move scores, none when no move is legal
        std::vector<int> movable;    // the cards that have a legal destination (data order)
    };
    EffectChoice effectChoice() const;
    std::vector<Destination> destinations(int card) const; // a movable card's, by id order

    // ---- Undo within a turn
    // ---------------------------------------------------------------------- A person's placement
    // that triggered an effect may be taken back until the effect is answered: nothing hidden was
    // shown yet (the draw comes at the turn's end, R-PE-TURN) and no other seat acted. Once the
    // effect is answered (score, move, skip) the turn is final. This is the table's courtesy, not a
    // rule; computers never undo.
    bool canUndo() const;

    // ---- Hint and the computers
    // ------------------------------------------------------------------ Hint: what the hard
    // computer player would do for the person to play, from their view only, off the GUI thread;
    // hintReady(text) when it is there. Dropped when the game moves on.
    bool canHint() const { return personToPlay(); }
    bool hintRunning() const { return hinter_->running(); }
    std::optional<petals::Action> hint() const { return hint_.action; }
    // Hard's estimate (docs/ai.md "Petals"): the mean final margin over the best other seat.
    double hintExpected() const { return hint_.expected; }
    QString hintText() const { return hint_.text; }
    // Tests: fixed thinking (Budget::iterations, threads) and the seed the computers' randomness
    // is drawn from for the games put on the table from now on (by default a fresh one for each
    // game, nothing of the deal; each decision mixes in the number of actions so far).
    void setComputerBudget(const petals::ai::Budget& b) { budget_ = b; }
    void setHintBudget(const petals::ai::Budget& b) { hint_.budget = b; }
    void setComputerSeed(quint64 seed) { fixedSeed_ = seed; }
    QString lastRefusal() const { return lastRefusal_; }
    // An action in words for players, asked before it is made, as the table shows it: no card's
    // data id, no coordinates (the hint marks the cell on the table): "place a card: Fire +2,
    // Water +3", "move a lit card: Air +1", "score the placed card", "skip the move"; Done says
    // it as made ("placed a card: …": a computer's step in the status bar).
    enum class Tense { ToDo, Done };
    QString describe(const petals::Action& a, Tense tense = Tense::ToDo) const;
    // Points by tracker as the trackers show them: "Fire +2, Water +3", or "no points".
    static QString pointsText(const petals::Points& p);

    // ---- The end --------------------------------------------------------------------------------
    // Once over (R-PE-WIN, R-PE-HARM): each seat's won trackers, eligibility, total, spread, rank.
    std::vector<petals::Standing> standings() const;
    std::vector<int> winners() const; // the seats ranked first

    // ---- Files (each false after errorOccurred() with a message for players)
    // ---------------------
    bool save(const QString& path);
    bool load(const QString& path);
    void setAutosaveDir(const QString& dir) { files_.setAutosaveDir(dir); } // empty: off
    const PetalsFiles& files() const { return files_; }
    bool resumeAutosave(); // the newest autosave that opens and is not over
    // The autosave's game read a moment ago (files().resumableAutosave()) put on the table: the
    // start reads it once.
    void resume(PetalsFiles::Saved saved);
    // At start, before anything is autosaved: the damaged autosaves set aside (PetalsFiles).
    QStringList setAsideDamagedAutosaves() { return files_.setAsideDamagedAutosaves(); }

    // ---- A guided game -------------------------------------------------------------------------
    // Set after the guided game is put on the table (playFrom); any game put on the table later
    // (newGame, load, playFrom) is not guided: the guide is cleared. The session does not own it.
    void setGuide(PetalsGuide* g);
    PetalsGuide* guide() const { return guide_; }

  signals: // besides TableSession's
    // A computer seat's action, told after its stateChanged() (the window's log and animation).
    // A computer seat's step, made; `words` is describe(action) asked before it was made.
    void computerActed(int seat, const petals::Action& action, const QString& words);
    void undone();

  public slots:
    // Starts a game; refuses (errorOccurred, the game in progress untouched, false) a setup the
    // rules refuse or nameProblem() finds. The computers of a game replaced are cancelled.
    bool newGame(const PetalsSetup& setup);
    bool restart(); // the same deal and seats from the start
    // A position set up elsewhere (tests, a designer's deal): `g` with these players by seat.
    void playFrom(petals::Game g, std::vector<PetalsFiles::Player> players);
    void place(int card, petals::Cell cell, int rotation);
    void score();
    void move(int card, petals::Cell cell, int rotation);
    void skip();
    void undo();
    void confirmHandOver();
    void requestHint();
    void setComputerSpeed(int speed) { setComputerPace(speed); }
    void nextComputerStep() { playComputerStep(); } // step by step: Next

    // Any action of the person to play (what place, score, move and skip call): false, with
    // refused(), when the rules or the turn refuse it.
    bool apply(const petals::Action& a);

  private:
    void adopt(petals::Game g, std::vector<PetalsFiles::Player> players);
    void updateView();
    void notify(); // the view, the hint's position, thinking, stateChanged()
    void afterChange();
    void autosave();
    bool needsHandOver() const;
    int people() const;
    std::vector<bool> computerSeats() const;
    quint64 positionKey() const;
    Preview previewOf(const petals::Action& a) const;

    void thinkIfComputer() override;
    void playComputerStep() override;
    void onComputerChoice(const petals::ai::Suggestion& s, quint64 ticket);
    void onHint(const petals::ai::Suggestion& s, quint64 ticket);
    void stopComputer();

    petals::ComponentsPtr components_;
    PetalsSetup setup_;
    std::optional<petals::Game> game_;
    std::optional<petals::SeatView> view_;
    std::vector<PetalsFiles::Player> players_;
    std::optional<petals::Game> undoPoint_; // before a person's placement with an effect
    PetalsFiles files_;
    QString lastRefusal_;
    std::optional<quint64> fixedSeed_;
    PetalsGuide* guide_ = nullptr;
    quint64 computerSeed_ = 0; // this game's
    petals::ai::Budget budget_;
    PetalsThinker* player_;
    std::optional<petals::Action> next_; // a computer's chosen action, waiting for its time
    bool acting_ = false;                // it is being applied
    PetalsThinker* hinter_;
    struct Hint {
        quint64 key = 0;
        std::optional<petals::Action> action;
        double expected = 0;
        QString text;
        petals::ai::Budget budget;
    } hint_;
};
