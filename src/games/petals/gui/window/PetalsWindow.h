// Petals' window (issue 34): the table of a Petals game on the desktop, a Frame of the shell.
//
// The table is the screen: the cards on the grid (TableView) fill it, the turn banner above says
// who plays and what to do, the hand of the seat at the screen and the others' card backs below
// (HandView), the four Elemental Trackers with every cube and the seat's two lowest trackers on
// the right (TrackersView), with the effect panel when a symbol pair asks its answer and the
// game's log. Between hotseat players the hand-over cover hides the hands (R-PE-PRIV-1); at the
// end the score pad.
//
// A move shows its result before it is made: a card chosen from the hand marks the legal cells;
// hovering a cell (or moving the keyboard's cursor) shows the card there as a ghost at the chosen
// rotation (R, Shift+R or the wheel) with each touching side's points on its tracker and a symbol
// pair's effect, from the rules (Game::contactSides, PetalsSession::preview); the banner says the
// total. A click (Enter) places it; a refusal is said in the banner from the rules' reason.
// Effects (R-PE-EFFECT, R-PE-MOVE): the movable cards are lit; a click on one marks its
// destinations with their points (ghost and banner), a click there moves it.
//
// Everything else is the session's (PetalsSession: computers off the GUI thread at the chosen
// speed, Hint, undo of a placement until its effect is answered, saves and the autosave) and the
// shell's (Frame: files, errors, Open recent, the standard actions, language and text size).
//
// The desktop program makes only its frame at first (Build::Later: its title and size; no
// session, table or menus yet) and the rest at build(), once the window is on the screen
// (PetalsTable; docs/performance.md "Petals at the table"); tests and tools make it whole at once.
#pragma once

#include "Frame.h"
#include "PetalsRecordWindow.h"
#include "PetalsSession.h"
#include "PetalsSettingsDialog.h"

#include <QPointer>

#include <functional>
#include <optional>

class QActionGroup;
class QListWidget;
class QStackedWidget;
class QPushButton;
class QLabel;
class TurnBanner;
class HandOverCover;

namespace petals::gui {
class TableView;
class HandView;
class TrackersView;
class EffectPanel;
} // namespace petals::gui

class PetalsWindow : public Frame {
    Q_OBJECT
  public:
    enum class Build { Now, Later };
    explicit PetalsWindow(petals::ComponentsPtr components, QWidget* parent = nullptr,
                          Build when = Build::Now);
    // The session, the table and the menus (once), over `components` if given, else the
    // constructor's (Build::Later may be given none: the data is read once the window shows).
    void build(petals::ComponentsPtr components = {});
    bool built() const { return session_ != nullptr; }
    static constexpr QSize kLeastSize{800, 480};

    PetalsSession* session() const { return session_; }
    petals::gui::TableView* table() const { return table_; }
    petals::gui::HandView* hand() const { return hand_; }
    petals::gui::TrackersView* trackers() const { return trackers_; }
    TurnBanner* banner() const { return banner_; }
    petals::gui::EffectPanel* effectPanel() const { return effect_; }
    HandOverCover* handOverPage() const { return cover_; }
    QStackedWidget* pages() const { return pages_; }
    QWidget* tablePage() const { return tablePage_; }
    QWidget* endPage() const;
    class PetalsScorePad* scorePad() const {
        return scorePad_;
    }
    class PetalsStatistics* statistics() const {
        return statistics_;
    }
    QListWidget* logList() const { return log_; }
    QPushButton* nextStepButton() const { return next_; }
    QActionGroup* speedActions() const { return speeds_; }
    QAction* exportAction() const { return export_; }
    QPointer<class PetalsDailyDialog> dailyDialogShown() const { return dailyShown_; }
    // The person who plays the day's deal: the first person of the last game set up, else "You".
    QString personName() const;
    bool tutorialActive() const;
    class PetalsTutorial* tutorial() const {
        return tutorial_;
    }
    class CoachMark* coach() const {
        return coach_;
    }
    class PetalsRulesDialog* rulesDialog() const {
        return rules_;
    }
    PetalsRecordWindow* recordWindow() const { return record_; } // the last one opened

    // The interaction's state: the card chosen in the hand (or to move), its rotation.
    int chosenCard() const { return chosen_; }
    int rotation() const { return rotation_; }
    bool moving() const { return moving_ >= 0; }

    // Off (tests, screenshots): no setting written or read, no autosave unless set.
    void setSettingsEnabled(bool on);
    // At start: a saved game given on the command line opens; else a game asked for starts
    // (--players, --seed); else an unfinished autosave is offered (`ask` answers "resume?";
    // by default a question; always yes when the program started itself again); else the
    // new-game dialog opens.
    void startup(const std::function<bool()>& ask, const std::optional<PetalsSetup>& asked,
                 const QString& file);
    bool openGameFile(const QString& path);
    // What a new game is set up with when nobody chose (a person and a computer of medium).
    static PetalsSetup defaultSetup();
    QStringList restartArguments() const override;

  public slots:
    void newGameDialog();
    void startGame(const PetalsSetup& setup);
    void restartGame();
    void openGame();
    bool saveGame() override;
    void openRecord(); // Game ▸ Open record…: a record or a save, replayed (PetalsRecordWindow)
    void exportRecord(); // Game ▸ Export record…: the game as a replay record
    void watchAgain();   // the game on the table replayed from its deal
    // Game ▸ Daily Petals…: the day's deal against the computer (PetalsDaily.h).
    void dailyDialog();
    bool playDaily(); // today's deal on the table, an attempt used (false when none is left)
    // Help ▸ Rules (F1) and Help ▸ Learn to play (PetalsWindowHelp.cpp): the guided game of
    // PetalsTutorial, its coach pointing at the part of the window each step concerns; not
    // autosaved (the player's own autosave is kept). Offered once, the first time Petals starts.
    void showRules();
    void showStatistics(); // Game ▸ Statistics… (Ctrl+H): PetalsStatisticsDialog
    // Settings ▸ Configure Petals… (PetalsSettingsDialog; QKeySequence::Preferences): not modal,
    // one at a time.
    void configure();
    PetalsSettingsDialog* settingsDialog() const { return settings_; }
    PetalsPreferences preferences() const; // as the window uses them now
    void applyPreferences(const PetalsPreferences& p);
    void startTutorial();
    void rotate(int delta);
    void chooseCard(int card);
    // The chosen card (or the card being moved) shown at `cell` as it would lie there: the ghost
    // with its sides' points and the banner's total (the pointer or the keyboard's cursor).
    void previewAt(petals::Cell cell) { showGhost(cell); }

  protected:
    QString fileDialog(const QString& purpose, const QString& suggested) override;
    void openFileFromOutside(const QString& path) override;
    bool mayClose() override;
    void closing() override;
    QString errorDetails() const override;
    QString programName() const override;
    // The unsaved game (the Frame's hasUnsavedGame / mayDiscardGame): the actions so far, in
    // their text form, mark where the game is.
    std::optional<QByteArray> gameMark() const override;
    bool gameAtStake() const override;
    QString gameSummary() const override;

  private:
    void buildTable();
    void buildMenus();
    // PetalsWindowTable.cpp: from the session to the widgets, and the player's intents.
    void refresh();
    void refreshBanner();
    void refreshEffect();
    void refreshMarks();
    void showGhost(petals::Cell cell);
    void onCellClicked(petals::Cell cell);
    bool showFirst(petals::Cell cell); // true: the click only showed the card there
    void onCardClicked(int card);
    void onComputerActed(int seat, const QString& words);
    void onGameOver();
    void onGameReplaced();
    void resetChoice();
    QColor colourOf(int seat) const;
    QString seatLabel(int seat) const;
    void logTurn(const QString& text);
    void logTurns();
    void showCoach();
    void endTutorial();
    void leaveTutorial(); // the coach's Leave: the player's own game back, if any
    void takeBackOwnGame(const QString& back, const QString& none);
    void offerTutorialOnce();
    void runNewGameDialog(); // after the game on the table was let go
    QWidget* coachTarget(const QString& at) const;
    std::vector<int> lastTurnCards() const;
    QString lastTurnText() const;
    void preferencesChanged(); // a menu changed one: the open Configure dialog follows

    petals::ComponentsPtr components_; // until build()
    PetalsSession* session_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QWidget* tablePage_ = nullptr;
    class PetalsScorePad* scorePad_ = nullptr;
    QWidget* endPage_ = nullptr; // the score pad in its scroll area, its buttons below
    class PetalsStatistics* statistics_ = nullptr;
    petals::gui::TableView* table_ = nullptr;
    petals::gui::HandView* hand_ = nullptr;
    petals::gui::TrackersView* trackers_ = nullptr;
    TurnBanner* banner_ = nullptr;
    petals::gui::EffectPanel* effect_ = nullptr;
    HandOverCover* cover_ = nullptr;
    QListWidget* log_ = nullptr;
    QPushButton* next_ = nullptr;
    QActionGroup* speeds_ = nullptr;
    QAction* export_ = nullptr;
    QPointer<PetalsRecordWindow> record_;
    QPointer<class PetalsDailyDialog> dailyShown_;
    class PetalsTutorial* tutorial_ = nullptr;
    class CoachMark* coach_ = nullptr;
    class PetalsRulesDialog* rules_ = nullptr;
    QPointer<PetalsSettingsDialog> settings_;
    bool applyingPreferences_ = false;
    bool confirmPlacement_ = false;       // Configure ▸ Table: a second click places
    std::optional<petals::Cell> shownAt_; // the cell a first click showed the card at
    QString autosaveDirBeforeTutorial_;   // the autosave folder the guided game turned off

    int chosen_ = -1;  // the hand's card chosen to place
    int moving_ = -1;  // the table's card chosen to move (steps Effect and Move)
    int rotation_ = 0; // quarter turns clockwise
    std::optional<petals::Cell> hovered_;
    int logged_ = 0; // turns of the game's log shown in the log list
};
