// The guided first game (issue 19, Help ▸ Learn to play): the script of the core
// (frosted/tutorial.h, assets/tutorial/first-game.json) played at the table.
//
// The Tutorial is the controller's GameGuide: the computer seat (Rosa, a gentle player) plays the
// script's actions at the computer players' pace; the person is guided to each of their actions
// in turn and any other is refused with a word on what to do instead; a note being read holds the
// table. What is shown is a Step: one of the script's notes (a lesson told where it happens, in
// plain words, with a figure from the table where one helps: the points a card scores, the coins
// a tile costs) or, between notes, a short instruction for the person's next action. Each step
// names the part of the table it concerns (tutorial.h's targets); the window points at it
// (CoachMark).
//
// The guided game is autosaved in its own folder (<data folder>/tutorial, GameController::
// playGuided), so the player's own unfinished game is left alone, and it can be left at any time
// and resumed later where it was: the notes before the actions already played are passed over.
// Finished, it can be played again from the start. Names: the person's own (the first player
// name of the settings, else "Player") and Rosa, in the language of the game; the deal does not
// depend on them.
#pragma once

#include "GameController.h"

#include "frosted/lab/tutorial.h"

#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class Tutorial : public QObject, public GameGuide {
    Q_OBJECT
  public:
    explicit Tutorial(GameController* c, QObject* parent = nullptr);

    // The shipped script (":/tutorial/first-game.json") checked against the data set; nullopt
    // and `error` when it cannot be read or does not fit the data.
    static std::optional<frosted::TutorialScript> loadScript(const frosted::ComponentsPtr& c,
                                                             QString* error);
    // The folder of the guided game's autosave; empty turns it off (tests, screenshots).
    void setAutosaveDir(const QString& dir) { autosaveDir_ = dir; }
    QString autosaveDir() const { return autosaveDir_; }
    void setPersonName(const QString& name) { personName_ = name; }

    // A new guided game from its first step; false (and error()) when the script cannot be used.
    bool start();
    // The unfinished guided game of the autosave, if any.
    bool canResume() const;
    bool resume();
    // The table's game is no longer guided (the guide cleared; the game stays as it is).
    void leave();
    bool active() const { return active_; }
    QString error() const { return error_; }

    struct Step {
        QString text;
        QString at;        // the part of the table (tutorial.h), "" for none
        bool next = false; // waits for Next (else for the person's action)
        bool last = false; // the final note: Next finishes the guided game
        int note = -1;     // the script's note shown, -1 for an instruction
        int number = 0;    // 1-based among the notes, for "6 of 24"
        int total = 0;
        QString lesson; // the note's id, "" for an instruction
    };
    Step step() const;
    const frosted::TutorialScript& script() const { return script_; }
    // The action the game waits for (none once the game is over).
    std::optional<frosted::Action> expected() const;
    // The garden spaces a step's part of the table names: "placement", the script's placement of
    // the tile in hand; "gaps", the gaps the tile just laid closed; none for any other part.
    std::vector<frosted::Point> gardenCells(const QString& at) const;
    // Next pressed: the next note, or the table goes on.
    void next();
    // Plays the guided game on to its note `note` (0-based, the script's), reading the notes
    // before it and doing the person's actions, the computer seat's steps waiting for nothing
    // but their timer (set the computer players' speed to Instant first). For screenshots and
    // tests. False when that note cannot be reached (passed already, or the game stopped).
    bool advanceTo(int note);
    // The words of a note (the script's id), with the table's figures.
    QString noteText(const frosted::TutorialNote& n) const;

    // GameGuide.
    std::optional<frosted::Action> scriptedAction(const frosted::SeatView& seat) const override;
    QString refusal(const frosted::Action& a) const override;
    bool holding() const override;

  signals:
    void changed();  // the step shown changed
    void finished(); // the last note read: the guided game is over
    void ended();    // left, or replaced by another game

  private:
    void onStateChanged();
    void settle(); // passes over notes whose action is already played
    int played() const;
    int noteShown() const;             // the note on screen now, -1 for none
    bool waitsForNext(int note) const; // it is read (Next) rather than done
    bool personToAct() const;
    QString instruction() const;
    void begin(frosted::GameState g);
    // The script and the unfinished guided game of the autosave, when it is one of this script.
    std::optional<std::pair<frosted::TutorialScript, frosted::GameState>> resumable() const;

    GameController* c_;
    frosted::TutorialScript script_;
    bool loaded_ = false;
    bool active_ = false;
    int read_ = 0;      // notes read (acknowledged or passed)
    int oriented_ = -1; // the action whose ghost was turned to the script's orientation
    QString autosaveDir_;
    QString personName_;
    QString error_;
};
