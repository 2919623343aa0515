// The main window: the table (players, main board, active garden, NOW line, preview, game log,
// hand bar), the hotseat hand-over cover (R-PRIV-1) and the score pad page (ScorePadPage), with
// the menus Game / Edit / Turn / View / Help and their shortcuts. Options and geometry persist in
// QSettings.
//
// The table's layout: the players' column on the left and the column of NOW, preview and log on
// the right each collapse to a narrow strip (their toggle buttons, View ▸ Players column /
// Turn column), remembered in QSettings; the side columns narrow on small windows, and the
// splitter gives the main board the height its proportions want (at most half of the centre)
// until the player moves the splitter.
//
// The window is a Frame (src/shell): the file chooser, errors, Open recent, the question before
// a game is thrown away, a file handed over by a second start and starting again are the
// shell's. Game ▸ Open…, Save… and Export record… hand the chosen file to the controller.
// startup() first names and keeps aside an autosave that cannot be opened, then offers to resume
// an unfinished autosaved game before the new-game dialog.
#pragma once

#include "BalanceWindow.h"
#include "ChallengeDialog.h"
#include "ConfirmDiscard.h"
#include "DataProblemsWindow.h"
#include "DataSets.h"
#include "Frame.h"
#include "GameController.h"
#include "GameLog.h"
#include "HandOverPage.h"
#include "HelpDialog.h"
#include "PositionWindow.h"
#include "PuzzleDialog.h"
#include "RecordWindow.h"
#include "SandboxWindow.h"
#include "SettingsDialog.h"
#include "StatisticsDialog.h"

#include <QPointer>

#include <functional>
#include <optional>

class BoardView;
class CoachMark;
class Tutorial;
class PreviewPanel;
class PuzzleBanner;
class EndCeremony;
class FlightOverlay;
class DeckDialog;
class PlayerBadge;
class GardenView;
class HandBar;
class PlayersPanel;
class ScorePadPage;
class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QStackedWidget;
class QActionGroup;
class QAction;
class QScrollArea;
class QSplitter;
class QToolButton;

class MainWindow : public Frame {
    Q_OBJECT
  public:
    explicit MainWindow(frosted::ComponentsPtr components, QWidget* parent = nullptr);
    // The least size of the window (issue 31): the table is whole and usable in it, so that a
    // 1024x600 screen with a panel and a title bar shows everything.
    static constexpr QSize kLeastSize{800, 430};
    // Narrower than this, the players' column folds away by itself (its toggle still opens it).
    static constexpr int kNarrowWidth = 980;

    GameController* controller() const { return c_; }
    BoardView* board() const { return board_; }
    GardenView* garden() const { return garden_; }
    HandBar* hand() const { return hand_; }
    FlightOverlay* flights() const { return flights_; }
    PlayersPanel* players() const { return players_; }
    QLabel* nowLabel() const { return now_; }
    QLabel* previewLabel() const;
    QListWidget* logList() const { return log_; }
    QPushButton* handOverButton() const { return handOverPage_->button(); }
    QPushButton* nextStepButton() const { return next_; }
    QStackedWidget* pages() const { return pages_; }
    QWidget* tablePage() const { return table_; }
    HandOverPage* handOverPage() const { return handOverPage_; }
    ScorePadPage* scorePadPage() const { return scorePage_; }
    EndCeremony* endCeremony() const { return ceremony_; } // over the score pad at the end
    // The table's columns: players (left), NOW / preview / log (right), and the centre splitter.
    enum class Column { Players, Turn };
    QWidget* column(Column c) const { return c == Column::Players ? leftColumn_ : rightColumn_; }
    QScrollArea* playersScroll() const { return playersScroll_; }
    QSplitter* centre() const { return split_; }
    QAction* columnAction(Column c) const {
        return c == Column::Players ? playersColumn_ : turnColumn_;
    }
    QToolButton* columnToggle(Column c) const {
        return c == Column::Players ? leftToggle_ : rightToggle_;
    }
    bool columnCollapsed(Column c) const;
    void setColumnCollapsed(Column c, bool collapsed);

    void startGame(const NewGameOptions& o);

    // Help ▸ Learn to play… (issue 19; Tutorial, CoachMark; MainWindowTutorial.cpp): the guided
    // first game. It asks to resume an unfinished guided game or start it again; the player's
    // own game is autosaved apart and comes back when they leave the guided game (Leave in the
    // bubble), else the guided game goes on as a game of their own against Rosa. Offered once on
    // the first start (offerTutorial(), settings on only). Not counted in the statistics.
    QAction* learnAction() const { return learn_; }
    Tutorial* tutorial() const { return tutorial_; }
    CoachMark* coachMark() const { return coach_; }
    void learnToPlay();
    bool startTutorial(bool resume);
    void leaveTutorial();
    bool offerTutorial();
    // Where a part of the table named by the guided game (tutorial.h's targets) is, in this
    // window's coordinates; empty when it is not on screen.
    QRect coachTarget(const QString& at) const;
    // Off (tests, screenshots, demos): no setting written, and no game counted in the statistics
    // unless statistics()->setPath() names a file afterwards.
    void setSettingsEnabled(bool on);

    // The file dialogs' purposes: "open" / "save" / "export" / "record", "data" for a data set's
    // folder, "puzzle" (Frame::choose).
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* exportAction() const { return export_; }
    QAction* openRecordAction() const { return openRecord_; }
    RecordWindow* recordWindow() const { return record_; } // the last one opened
    // Game ▸ Statistics… (Ctrl+H; Statistics, StatisticsDialog): every game played to its end at
    // this table is counted once, at its end (not a game already over when it was opened or
    // resumed, not one set up from a position, not a read-only one); a game at its deal (new,
    // restarted) is a new game. The score pad says when a game set a record; a statistics file
    // that cannot be read or written is told in the status bar. Nothing is counted while the
    // statistics have no file (settings off). One dialog, opened at the mode of the game on the
    // table and kept.
    Statistics* statistics() const { return stats_; }
    QAction* statisticsAction() const { return statisticsAct_; }
    StatisticsDialog* statisticsDialog() const { return statsDialog_; }
    void showStatistics();
    // Game ▸ Daily garden… and Game ▸ Garden of the week… (Challenge.h, ChallengeDialog,
    // MainWindowChallenges.cpp): one dialog with both, kept; Play deals the challenge from the
    // built-in data set (playChallenge: false, with the reason shown, when no attempt is left or
    // the player keeps the game on the table). Game ▸ Restart of a challenge game uses an attempt,
    // and is refused when none is left or its day / week is over. A challenge on the table is named
    // in a permanent status-bar label (challengeBanner()); its result is kept at its end with the
    // statistics, and the score pad says when it is the period's best.
    QAction* dailyAction() const { return dailyAct_; }
    QAction* weeklyAction() const { return weeklyAct_; }
    ChallengeDialog* challengeDialog() const { return challengeDialog_; }
    void showChallenges(challenges::Kind k);
    bool playChallenge(challenges::Kind k);
    const std::optional<challenges::TableChallenge>& tableChallenge() const {
        return tableChallenge_;
    }
    QLabel* challengeBanner() const { return challengeBanner_; }
    // Game ▸ Sandbox: one window, opened on demand and kept (docs/designer.md).
    SandboxWindow* sandboxWindow() const { return sandbox_; }
    QAction* sandboxAction() const { return sandboxAct_; }
    // Game ▸ Set up a position… (PositionWindow): one window, opened on demand with the position
    // of the game on the table (as its turn starts) and kept; Play from here asks, as a new game
    // does, before the table's game is given up.
    PositionWindow* positionWindow() const { return position_; }
    QAction* positionAction() const { return positionAct_; }
    void openPositionEditor();
    // Game ▸ Puzzles… (Ctrl+Shift+P; PuzzleLibrary, PuzzleDialog, PuzzleBanner;
    // MainWindowPuzzles.cpp; docs/designer.md "Puzzles"): the list of the shipped puzzles and of
    // the user's puzzle folder, one dialog kept. Playing one puts its position on the table as a
    // one-turn game (GameController::playOneTurn) with its goal in a banner over the table; when
    // the seat's turn ends the banner says Solved! or Not solved (the rules core's judge), a
    // solved one is recorded (puzzles.json beside statistics.json; none with settings off). A
    // puzzle is never autosaved nor counted in the statistics: the player's unfinished game stays
    // in the autosave (and is kept aside as a save, named in Open recent, in case another game
    // replaces the puzzle), and comes back when they leave the puzzle.
    PuzzleLibrary* puzzleLibrary() const { return puzzleLibrary_; }
    PuzzleDialog* puzzleDialog() const { return puzzleDialog_; }
    PuzzleBanner* puzzleBanner() const { return puzzleBanner_; }
    QAction* puzzlesAction() const { return puzzlesAct_; }
    const std::optional<PuzzleEntry>& tablePuzzle() const { return puzzle_; }
    void openPuzzles();
    bool playPuzzle(const PuzzleEntry& e); // false when refused (told) or kept the table's game
    void openPuzzleFile();                 // through the file chooser, purpose "puzzle"
    void leavePuzzle();
    void openSandbox();
    // Tools ▸ Balance… (BalanceWindow, docs/designer.md "Balance lab"): one window, opened on
    // demand with the set in use as its data set A, and kept (its last report with it); closing
    // the game window cancels a run going on there.
    BalanceWindow* balanceWindow() const { return balance_; }
    QAction* balanceAction() const { return balanceAct_; }
    void openBalance();
    // Data sets (docs/designer.md "Data sets"; MainWindowDataSets.cpp): Game ▸ Open data set… (a
    // folder, asked for through the file chooser with purpose "data") and Game ▸ Use the built-in
    // data set. A folder that does not load is refused: its problems are listed in the "Data set
    // problems" window and the set in use stays. A valid one becomes the set in use and starts a
    // new game with it (after asking to save an unfinished game). The folder is watched
    // (DataSets): a change that loads is the set in use for new games at once, while a game
    // being played goes on with the set it was dealt from (one nobody has played in yet is dealt
    // again); a change that breaks it lists the problems and keeps its last valid version. The
    // sandbox follows the set in use (rebuilt, its garden laid again by tile ids). The set in use
    // is named in the title and in a permanent status-bar label; the folder chosen last is
    // remembered (QSettings data/folder).
    DataSets* dataSets() const { return data_; }
    QAction* openDataSetAction() const { return openData_; }
    QAction* builtInDataAction() const { return builtInData_; }
    DataProblemsWindow* dataProblemsWindow() const { return dataProblems_; }
    QLabel* dataSetLabel() const { return dataLabel_; }
    // At start, before startup(): the folder of --data for this run (not remembered), else (with
    // settings on) the folder chosen last time. One that does not load leaves the built-in set in
    // use and stays watched: for --data the problems window opens, for the remembered folder the
    // status bar says so.
    void chooseDataAtStart(const QString& commandLineFolder = {});
    void openDataSet();
    void useBuiltInDataSet();
    void showDataProblems();
    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }
    // Settings ▸ Configure Frosted Blooms… (SettingsDialog, issue 18; QKeySequence::Preferences):
    // one non-modal dialog at a time, made from preferences() when opened; its OK and Apply go to
    // applyPreferences(), which applies and remembers each choice as its menu entry does (one
    // restart offer for the language and the text size), and the dialog follows the menus.
    QAction* configureAction() const { return configure_; }
    SettingsDialog* settingsDialog() const { return settings_; }
    void configure();
    Preferences preferences() const;
    void applyPreferences(const Preferences& p);
    // View ▸ Master Gardener speed and View ▸ Computer players' speed; on the table, one speed
    // box beside Next: the Master Gardener's in a solo game, else the computer players'.
    QActionGroup* gardenerSpeedActions() const { return speedGroup_; }
    QActionGroup* computerSpeedActions() const { return computerSpeedGroup_; }
    QComboBox* gardenerSpeedBox() const { return speed_; }
    QComboBox* computerSpeedBox() const { return computerSpeed_; }
    QAction* animationsAction() const { return animations_; }   // Settings ▸ Animations
    QAction* colourBlindAction() const { return colourBlind_; } // Settings ▸ Colour-blind-safe…
    // Settings ▸ Language and Settings ▸ Text size (issue 17); their choices apply at the next
    // start, which offerRestart() proposes at once (restartOffer() is the last one made).
    QActionGroup* languageActions() const { return languageGroup_; }
    QActionGroup* textSizeActions() const { return textSizeGroup_; }
    // What the game is started again with: --resume, the language and text size chosen in the
    // menus, the data set in use.
    QStringList restartArguments() const override;
    QAction* myCardsAction() const { return myCards_; } // View ▸ My cards (Ctrl+D)
    DeckDialog* deckDialog() const { return deck_; }
    PlayerBadge* handOverBadge() const { return handOverPage_->badge(); }
    // The Turn menu (each enabled only when it does something now).
    QAction* rotateAction() const { return rotate_; }
    QAction* turnOverAction() const { return turnOver_; }
    QAction* continueAction() const { return continue_; } // Place / Done / Continue (Enter)
    QAction* putBackAction() const { return putBack_; }
    QAction* passAction() const { return pass_; }
    QAction* claimAction() const { return claim_; }
    QAction* doneAction() const { return done_; }
    QAction* nextStepAction() const { return nextStep_; }
    QAction* hintAction() const { return hint_; }
    QAction* playAgainAction() const { return playAgain_; }
    // Game ▸ Restart this game (F5, KDE's Restart): the game on the table again from its deal
    // (GameState::atSetup: the same deal, players and computer players; a game set up from a
    // position goes back to that position), after offering to save it as a new game does.
    QAction* restartAction() const { return restart_; }
    void restartGame();
    // Game ▸ Open recent: the Frame's, with the saved games opened or saved.
    // Opens a saved game as Game ▸ Open… does once the file is chosen (frosted-blooms FILE, Open
    // recent); false, with the error shown, when it cannot be opened.
    bool openGameFile(const QString& path);
    HelpDialog* rulesDialog() const { return rules_; }
    HelpDialog* keyboardDialog() const { return keyboard_; }
    // Before New, Play again, Open and Quit throw away an unfinished game that changed since it
    // was last saved or opened: "Do you want to save the current game?" (confirm::askToSave, or
    // this seam in tests; with message boxes off and no seam the game is discarded as before).
    bool hasUnsavedGame() const;
    // On start: a saved game given on the command line (`file`: frosted-blooms FILE, as the
    // desktop opens a *.frosted.json) opens at once, an unfinished autosaved game being kept
    // first as a save of its own (named in the status bar and put first in Open recent); one
    // that cannot be opened is told and the start goes on as without it. Else a game asked for
    // (`asked`: --seed, --players, --solo) starts at once; else an unfinished autosaved game is
    // offered (`ask` answers "resume?"; by default a dialog); otherwise, or when declined, the
    // new-game dialog opens. Returns true if a game was resumed or opened.
    bool startup(const std::function<bool()>& ask = {},
                 const std::optional<NewGameOptions>& asked = std::nullopt,
                 const QString& file = {});

  public slots:
    void newGameDialog();
    void openGame();
    bool saveGame(); // false when cancelled or failed
    void exportRecord();
    void openRecord(); // Game ▸ Open record…: a RecordWindow, read-only
    // At start: the autosave could not be opened (the controller's messages: why, where kept).
    void showAutosaveProblem(const QStringList& messages);
    void showRules();
    void showKeyboard();

  protected:
    QString fileDialog(const QString& purpose, const QString& suggested) override;
    void openFileFromOutside(const QString& path) override;
    bool mayClose() override;
    void closing() override;
    QString errorDetails() const override;
    bool mayRestart() override;
    void resizeEvent(QResizeEvent*) override;
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    void preferencesChanged(); // a menu changed one: the open settings dialog follows
    // Settings ▸ Language / Text size chosen (in the menu or Configure…): remembered; what will
    // change at the next start, or empty when nothing will.
    QString chooseLanguage(const QString& code);
    QString chooseTextSize(int percent);

    void buildTable();
    void layoutColumns(); // the side columns' widths, the players' compactness, the splitter
    void buildMenus();    // each menu in turn (MainWindowMenus.cpp)
    void buildGameMenu();
    void buildEditMenu();
    void buildTurnMenu();
    void buildViewMenu();
    void buildToolsMenu();
    void buildSettingsMenu(); // MainWindowSettings.cpp
    void buildHelpMenu();
    void buildFlights();
    void refresh();
    void refreshPreview();
    void showHandOver(const QString& name);
    void showMyCards();  // View ▸ My cards, or the hand bar's deck count
    void applyPalette(); // the player colours changed: redraw every view
    void showScorePad();
    void onCardHovered(int card, bool on);
    void openGarden(int seat);
    void keyNumber(int n);
    void keyReturn();
    void claimMenu();
    void gameReplaced();
    void updateActions();
    bool mayDiscardGame(confirm::Purpose purpose); // true: go on (saved or discarded)
    // Data sets (MainWindowDataSets.cpp).
    void buildDataSets(QMenu* game); // the menu's entries, the status bar's label, the signals
    void dataSetChanged(DataSets::Change how);
    void dataProblemsChanged(DataSets::Change how);
    void refreshDataSetNames(); // the title and the status bar's label
    void newGameWithDataSet();  // after choosing a set: the same players, else the dialog
    void tableSetChanged();     // the table's set changed: help pages and the sandbox follow
    void rebuildSandbox();
    QString dataSetPhrase() const; // "the built-in data", "the data set “x”"

    void markSaved(bool saved); // the game as it is now was saved or opened (or: is new)

    GameController* c_;
    FlightOverlay* flights_ = nullptr;
    EndCeremony* ceremony_ = nullptr;
    QStackedWidget* pages_;
    QWidget* table_;
    PlayersPanel* players_;
    BoardView* board_;
    GardenView* garden_;
    HandBar* hand_;
    QLabel* now_;
    PreviewPanel* preview_;
    GameLog* log_;
    QComboBox* speed_;
    QComboBox* computerSpeed_ = nullptr;
    QPushButton* next_;
    HandOverPage* handOverPage_;
    DeckDialog* deck_;
    ScorePadPage* scorePage_;
    QActionGroup* speedGroup_ = nullptr;
    QActionGroup* computerSpeedGroup_ = nullptr;
    QAction* configure_ = nullptr;
    QPointer<SettingsDialog> settings_;
    bool applyingPreferences_ = false;
    int textSizeAtStart_ = 100; // the Settings ▸ Text size of this start
    QWidget* leftColumn_ = nullptr;
    QWidget* rightColumn_ = nullptr;
    QWidget* leftBody_ = nullptr;
    QWidget* rightBody_ = nullptr;
    QScrollArea* playersScroll_ = nullptr;
    QSplitter* split_ = nullptr;
    QToolButton* leftToggle_ = nullptr;
    QToolButton* rightToggle_ = nullptr;
    QAction* playersColumn_ = nullptr;
    QAction* turnColumn_ = nullptr;
    bool splitterMoved_ = false; // the player set the board's height
    bool narrow_ = false;        // narrower than kNarrowWidth
    bool autoFolded_ = false;    // the players' column folded by the narrow window
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* export_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* animations_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
    QActionGroup* textSizeGroup_ = nullptr;
    QAction* colourBlind_ = nullptr;
    QAction* myCards_ = nullptr;
    QAction* rotate_ = nullptr;
    QAction* turnOver_ = nullptr;
    QAction* continue_ = nullptr;
    QAction* enter_ = nullptr;
    QAction* putBack_ = nullptr;
    QAction* pass_ = nullptr;
    QAction* claim_ = nullptr;
    QAction* done_ = nullptr;
    QAction* nextStep_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* playAgain_ = nullptr;
    QAction* restart_ = nullptr;
    QAction* openRecord_ = nullptr;
    QPointer<RecordWindow> record_;
    Statistics* stats_ = nullptr;
    QAction* statisticsAct_ = nullptr;
    QPointer<StatisticsDialog> statsDialog_;
    bool statsCountable_ = false; // the game on the table counts when it ends here
    void recordStatistics();      // the game ended
    // The daily garden and the garden of the week (MainWindowChallenges.cpp).
    void buildChallenges(QMenu* game);
    void identifyChallenge();    // a game put on the table: which challenge it is, if any
    bool challengeMayRestart();  // false (told) when Restart must not deal it again
    void challengeRestarted();   // the restarted challenge used an attempt
    QString challengeFinished(); // its result kept: the score pad's line, or empty
    void refreshChallenges();    // the banner and the dialog
    QPointer<ChallengeDialog> challengeDialog_;
    QAction* dailyAct_ = nullptr;
    QAction* weeklyAct_ = nullptr;
    QLabel* challengeBanner_ = nullptr;
    std::optional<challenges::TableChallenge> tableChallenge_;
    QPointer<SandboxWindow> sandbox_;
    QAction* sandboxAct_ = nullptr;
    QPointer<PositionWindow> position_;
    // Puzzles (MainWindowPuzzles.cpp).
    void buildPuzzles(QMenu* game);
    void refreshPuzzleBanner(); // the goal and the turn's progress
    void puzzleTurnEnded();     // the judge's verdict in the banner
    void puzzleGameReplaced();  // another game replaced the puzzle: the puzzle is left
    PuzzleLibrary* puzzleLibrary_ = nullptr;
    QPointer<PuzzleDialog> puzzleDialog_;
    PuzzleBanner* puzzleBanner_ = nullptr;
    QAction* puzzlesAct_ = nullptr;
    std::optional<PuzzleEntry> puzzle_;
    QString puzzleKeptGame_; // the player's unfinished game kept aside while a puzzle is on
    bool leavingPuzzle_ = false;
    QAction* positionAct_ = nullptr;
    QPointer<BalanceWindow> balance_;
    QAction* balanceAct_ = nullptr;
    DataSets* data_ = nullptr;
    QPointer<DataProblemsWindow> dataProblems_;
    QLabel* dataLabel_ = nullptr;
    QAction* openData_ = nullptr;
    QAction* builtInData_ = nullptr;
    QString lastDataFolder_;
    bool rememberDataSet_ = false;   // the watched folder was chosen in the menu (not --data)
    frosted::ComponentsPtr helpSet_; // the table's set the help pages were written for
    QPointer<HelpDialog> rules_;
    QPointer<HelpDialog> keyboard_;
    std::optional<std::vector<frosted::Action>> savedActions_;
    void buildTutorial();
    void showCoach();
    static QString tutorialDir();
    Tutorial* tutorial_ = nullptr;
    CoachMark* coach_ = nullptr;
    QAction* learn_ = nullptr;
};
