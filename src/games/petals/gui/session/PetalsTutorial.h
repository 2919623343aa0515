// Petals' guided first game (issue 34, Help ▸ Learn to play): a fixed deal of two seats (the
// learner, seat 0, and a computer) and a script in which every rule comes up once, played through
// PetalsSession as Frosted Blooms' Tutorial is through its controller.
//
// The script: the learner's first turns are fixed — a flower match (R-PE-MATCH-2), then a number
// match (R-PE-MATCH-3), then a symbol pair of two different symbols (a simple effect,
// R-PE-EFFECT-1) answered by a move (R-PE-EFFECT-3, R-PE-MOVE), then two identical symbols (a
// double effect, R-PE-EFFECT-4) with its move — and the computer's turns between them are the
// script's (the session asks scriptedAction()). Then the game is played freely to its end, the
// computer thinking for itself: the last round once the pile is empty (R-PE-END-1), the last cards
// scored directly and eligibility (R-PE-END-3, R-PE-WIN). The deal was found by
// tests/petals_gui/tutorial_search.cpp; tests/petals_gui/test_help.cpp replays the script.
//
// The step shown is derived from the game (its history, the pile, the end), so undo, a refusal
// or resuming cannot put the coach out of step: advance() recomputes it and emits stepChanged()
// when it changed. Each step names the part of the window the coach points at: "table" (where
// to place; expected() gives the ghost to draw), "hand", "trackers", "banner" (whose turn, the
// pile) and "effect" (the effect's choice: score, move, skip).
//
// The window: Help ▸ Learn to play sets the session's autosave folder apart (or off), then calls
// start(session, the player's name). On stepChanged() it shows currentStep() in the shell's
// CoachMark pointed at the part named by `at`, with Next only when `next` (Next calls next());
// it draws expected() as the ghost on the table and highlights its card (in the hand for a
// placement, on the table for a move). Refusals come as any other, by the session's
// refused(reason). The bubble's Leave calls leave(); ended() and finished() take the mark away.
#pragma once

#include "PetalsSession.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>
#include <vector>

class PetalsTutorial : public QObject, public PetalsGuide {
    Q_OBJECT
  public:
    explicit PetalsTutorial(QObject* parent = nullptr);
    ~PetalsTutorial() override;

    // The lessons, in the order they come.
    enum class Lesson {
        FlowerMatch, // place: a flower match
        Opponent,    // the computer's scripted turn (the draw told)
        NumberMatch, // place: a number match
        SymbolPair,  // place: two different symbols meet, a simple effect
        Choice,      // the simple effect answered: move a card (its limits told)
        Double,      // place: two identical symbols, the double effect
        DoubleMove,  // the double effect's move
        FreePlay,    // play on freely until the pile is empty
        LastRound,   // the pile is empty: one more card each
        End          // the last cards scored, eligibility and the winner (read, then Finish)
    };
    struct Step {
        Lesson lesson = Lesson::FlowerMatch;
        int number = 0, total = 0; // 1-based, for "3 of 10"
        QString title;
        QString text; // the coach's words, with the table's figures
        QString at;   // "table", "hand", "trackers", "banner" or "effect"
        // The learner's actions accepted now: empty with `free` for any legal one, empty without
        // it while the computer plays or a note is read.
        std::vector<petals::Action> expected;
        bool free = false;
        bool next = false; // a note read with Next (the end: Finish)
    };

    // The fixed deal: the learner and the computer by name (seat 0 plays first).
    static petals::Deal deal(const petals::ComponentSet& c, const QString& learner,
                             const QString& computer);
    // The script's first actions, by the game's history index (learner and computer alike).
    static std::vector<petals::Action> script(const petals::ComponentSet& c);

    // Puts the guided game on `session`'s table (the computer seat plays at Easy between the
    // scripted turns) and guides it; false (error()) when the deal does not fit the data.
    bool start(PetalsSession& session, const QString& learnerName = {});
    void leave(); // the game stays, no longer guided (ended())
    bool active() const { return session_ && session_->guide() == this; }
    QString error() const { return error_; }

    const Step& currentStep() const { return step_; }
    std::optional<petals::Action> expected() const; // the one action waited for, if one
    bool accepts(const petals::Action& a) const;
    // Recomputes the step from the game (connected to the session's stateChanged()).
    void advance();
    void next(); // Next on a note: the end's Finish (finished())

    // PetalsGuide: the coach's reason for an action not accepted (the rules' own reason when
    // they refuse it too), and the computer's scripted action.
    QString refusal(const petals::Action& a) const override;
    std::optional<petals::Action> scriptedAction() const override;

  signals:
    void stepChanged();
    void finished(); // Finish read on the last note
    void ended();    // left, or replaced by another game

  private:
    Step stepNow() const;
    Step placeStep(Lesson l, std::size_t at) const;
    Step effectStep(Lesson l, std::size_t at) const;
    Step endStep() const;
    QString pointsText(const petals::Points& p) const;

    QPointer<PetalsSession> session_;
    std::vector<petals::Action> script_;
    Step step_;
    QString error_;
};
