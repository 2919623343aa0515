// Blossoms' guided first game (issue 36 item 7, Help ▸ Learn to play): a fixed deal of two seats
// (the learner, seat 0, and a computer, seat 1) and a script in which every rule comes up once, in
// an order that teaches, played through BlossomsSession as PetalsTutorial is through PetalsSession.
//
// The script (kScript in the .cpp; the deal fixes the pots, the hands and the deck's first 21
// cards, the rest from its seed): the learner's first Growth (R-BL-GROW-2), a Plant (R-BL-PLANT-1)
// and a Cut (R-BL-CUT-1); the computer grows and passes (R-BL-PASS-1); the learner's Growth into
// the empty pot, a new flower (R-BL-GROW-3), then bad luck (R-BL-GROW-4); the computer's flower
// killed by a 7th card (R-BL-GROW-5); the learner's token on the Watering Can's pot and its card
// at the bottom of the tulips (R-BL-TOKEN-1, R-BL-TOOL-1), a Pass under the token's protection
// (R-BL-TOKEN-3); the computer's token on the Pruner's pot and the Pruner (R-BL-TOOL-4), its token
// protecting a flower the learner may not cut, the learner's token gone to the box
// (R-BL-TURN-2); the Fence saving the learner's turn from bad luck (R-BL-TOOL-2, R-BL-GROW-6) and
// a Cut of 5 cards; two empty pots and the learner's choice (R-BL-GROW-3, step pot); the Rake with
// its three cards put back in the order the coach asks (R-BL-TOOL-3), the cards known then drawn,
// and a Cut for a third type (R-BL-SCORE-2). Then the game is played freely to its end, the
// computer thinking for itself at Easy: the deck's last card and the final turn (R-BL-END-1..3),
// the score by height and by types and the tie-break by tokens (R-BL-SCORE). The computer's turns
// of the script are the script's (the session asks scriptedAction()).
//
// The step shown is derived from the game (its history, the deck, the end), so a refusal or a
// replay cannot put the coach out of step: advance() recomputes it and emits stepChanged() when it
// changed. Each step names the part of the window the coach points at (`at`): "deck", "pot" (with
// `pot`), "hand", "choices", "rake", "players", "garden" or "scorepad".
//
// The window: Help ▸ Learn to play sets the session's autosave folder apart (off), then calls
// start(session, the player's name). On stepChanged() it shows currentStep() in the shell's
// CoachMark pointed at the part named by `at`, with Next only when `next` (Next calls next()).
// Refusals come as any other, by the session's refused(reason). The bubble's Leave calls leave();
// ended() and finished() take the mark away.
#pragma once

#include "BlossomsSession.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>
#include <vector>

class BlossomsTutorial : public QObject, public BlossomsGuide {
    Q_OBJECT
  public:
    explicit BlossomsTutorial(QObject* parent = nullptr);
    ~BlossomsTutorial() override;

    // The lessons, in the order they come; each scripted action of the learner has its own.
    enum class Lesson {
        Growth,      // grow: the card joins the flower of its type
        Plant,       // plant a card of the hand
        Cut,         // cut: a set, the turn ends
        Watch,       // the computer's scripted turn
        NewPot,      // grow into the empty pot: a new flower
        BadLuck,     // grow: no pot for the card
        Death,       // the computer's flower died; grow
        Token,       // a token on the Watering Can's pot
        WateringCan, // a hand card at the bottom of a flower
        Protected,   // pass: the token protects the flower
        Pruner,      // the computer's Pruner and token told; grow
        Fence,       // a token on the Fence's pot
        Fenced,      // grow: bad luck stopped by the Fence
        FenceUsed,   // grow again, the Fence used up
        TallCut,     // cut 5 cards
        TwoEmpty,    // grow with two empty pots
        ChoosePot,   // choose the pot
        Rake,        // a token on the Rake's pot
        RakeLook,    // rake
        RakeOrder,   // put the cards back
        Known,       // grow the card put on top
        KnownAgain,  // grow the next one
        Types,       // cut a third type
        FreePlay,    // play on freely while the deck lasts
        LastCard,    // the deck is empty: no Growth, the final turn
        End          // the score pad read, then Finish
    };
    struct Step {
        Lesson lesson = Lesson::Growth;
        QString title;
        QString text; // the coach's words, with the table's figures
        QString at;   // the part pointed at (see above)
        int pot = -1; // with at == "pot": 0-3
        // The learner's action accepted now: empty with `free` for any legal one, empty without
        // it while the computer plays or a note is read.
        std::optional<blossoms::Action> expected;
        bool free = false;
        bool next = false; // a note read with Next (the end: Finish)
    };

    // The fixed deal: the learner and the computer by name (seat 0, the learner, plays first).
    static blossoms::Deal deal(const blossoms::ComponentSet& c, const QString& learner,
                               const QString& computer);
    // The script's actions, by the game's history index (learner and computer alike).
    static std::vector<blossoms::Action> script(const blossoms::ComponentSet& c);
    static bool computerActs(std::size_t historyIndex); // the script's action is the computer's

    // Puts the guided game on `session`'s table with the script's first `played` actions made
    // (the screenshots' steps; 0 for a new guided game), the computer seat at Easy, and guides
    // it; false (error()) when the deal does not fit the data.
    bool start(BlossomsSession& session, const QString& learnerName = {}, int played = 0);
    void leave(); // the game stays, no longer guided (ended())
    bool active() const { return session_ && session_->guide() == this; }
    QString error() const { return error_; }

    const Step& currentStep() const { return step_; }
    std::optional<blossoms::Action> expected() const { return step_.expected; }
    bool accepts(const blossoms::Action& a) const;
    // Recomputes the step from the game (connected to the session's stateChanged()).
    void advance();
    void next(); // Next on a note: the end's Finish (finished())

    // BlossomsGuide: the coach's reason for an action not accepted (the rules' own reason when
    // they refuse it too), and the computer's scripted action.
    QString refusal(const blossoms::Action& a) const override;
    std::optional<blossoms::Action> scriptedAction() const override;

  signals:
    void stepChanged();
    void finished(); // Finish read on the last note
    void ended();    // left, or replaced by another game

  private:
    Step stepNow() const;
    Step scriptedStep(Lesson l, const blossoms::Action& a) const;
    // The words of a scripted step (title, text, where the coach points), by the script's part:
    // the first turns (to the death), the tokens and tools (to the tall cut), the last ones.
    void firstTurns(Step& s) const;
    void toolTurns(Step& s) const;
    void lastTurns(Step& s) const;
    Step endStep() const;

    QPointer<BlossomsSession> session_;
    std::vector<blossoms::Action> script_;
    Step step_;
    QString error_;
};
