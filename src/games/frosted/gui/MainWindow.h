// The main window: the table (players, main board, active garden, NOW line, preview, game log,
// hand bar), the hotseat hand-over cover (R-PRIV-1) and the score pad page (ScorePadPage), with
// the menus and their shortcuts; options and geometry persist in QSettings. The desktop program
// makes only its frame at first (Build::Later: no controller yet) and the rest at build(), once
// the window is on the screen (FrostedTable; docs/performance.md "Start-up"); tests and tools
// make it whole at once.
//
// The table's layout: the players' column on the left and the column of NOW, preview and log on
// the right each collapse to a narrow strip (their toggle buttons, View ▸ Players column /
// Turn column), remembered in QSettings; the side columns narrow on small windows, and the
// splitter gives the main board the height its proportions want (at most half of the centre)
// until the player moves the splitter.
//
// The window is a Frame (src/shell): the file chooser, errors, Open recent, the question before
// a game is thrown away, a file handed over by a second start and starting again are the
// shell's, as are the standard menu entries (New game…, Open…, Undo, Hint, Configure…, About …:
// StandardActions.h; the window places and connects them) and Settings ▸ Language and Text size
// (StartChoices). Game ▸ Open…, Save… and Export record… hand the chosen file to the controller.
// startup() first names and keeps aside an autosave that cannot be opened, then offers to resume
// an unfinished autosaved game before the new-game dialog.
#pragma once

#include "ConfirmDiscard.h"
#include "Frame.h"
#include "GameController.h"
#include "GameLog.h"
#include "HandOverPage.h"
#include "HelpDialog.h"
#include "ModeHost.h"
#include "RecordWindow.h"
#include "SettingsDialog.h"
#include "TurnActions.h"

#include <QPointer>

#include <functional>
#include <optional>

class BoardView;
class ChallengeMode;
class DataSetMode;
class DesignerTools;
class PreviewPanel;
class PuzzleMode;
class StatisticsMode;
class TutorialMode;
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
    enum class Build { Now, Later };
    MainWindow(frosted::ComponentsPtr components, QWidget* parent = nullptr, Build = Build::Now);
    // The controller, the table, the menus and the modes (once), over `components` if given, else
    // the constructor's (Build::Later may be given none: the data is read once the window shows).
    void build(frosted::ComponentsPtr components = {});
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
    QAction* columnAction(Column c) const;     // View ▸ Players column / Turn column
    QToolButton* columnToggle(Column c) const; // the column's fold button
    bool columnCollapsed(Column c) const;
    void setColumnCollapsed(Column c, bool collapsed);
    void startGame(const NewGameOptions& o);

    // The window's modes, each a class of its own (modes/; what it may ask of the window:
    // ModeHost): Game ▸ Puzzles…, Daily garden… and Garden of the week…, Help ▸ Learn to play…
    // (the guided game), the data sets, Statistics…, and the designer's windows (Sandbox, Set up a
    // position…, Tools ▸ Balance…).
    PuzzleMode* puzzleMode() const { return puzzles_; }
    ChallengeMode* challengeMode() const { return challenges_; }
    TutorialMode* tutorialMode() const { return tutorial_; }
    DataSetMode* dataSetMode() const { return dataSets_; }
    DesignerTools* designerTools() const { return designer_; }
    StatisticsMode* statisticsMode() const { return statistics_; }
    // At start, before startup(): the data set of --data, else the one chosen last time
    // (DataSetMode::chooseAtStart).
    void chooseDataAtStart(const QString& commandLineFolder = {});
    // Off (tests, screenshots, demos): no setting written, and no game counted in the statistics
    // unless statisticsMode()->statistics()->setPath() names a file afterwards.
    void setSettingsEnabled(bool on);

    // The file dialogs' purposes: "open" / "save" / "export" / "record", "data" for a data set's
    // folder, "puzzle" (Frame::choose).
    QAction* openAction() const { return standardAction(Standard::Open); }
    QAction* saveAction() const { return standardAction(Standard::Save); }
    QAction* exportAction() const { return export_; }
    QAction* openRecordAction() const { return openRecord_; }
    RecordWindow* recordWindow() const { return record_; } // the last one opened
    QAction* undoAction() const { return standardAction(Standard::Undo); }
    QAction* redoAction() const { return standardAction(Standard::Redo); }
    // Settings ▸ Configure Frosted Blooms… (SettingsDialog, issue 18; QKeySequence::Preferences):
    // one non-modal dialog at a time, made from preferences() when opened; its OK and Apply go to
    // applyPreferences(), which applies and remembers each choice as its menu entry does (one
    // restart offer for the language and the text size), and the dialog follows the menus.
    QAction* configureAction() const { return standardAction(Standard::Configure); }
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
    // Settings ▸ Language and Settings ▸ Text size (issue 17): the Frame's (StartChoices); their
    // choices apply at the next start, offered at once (restartOffer() is the last offer made).
    // What the game is started again with: --resume, the language and text size chosen in the
    // menus, the data set in use.
    QStringList restartArguments() const override;
    QAction* myCardsAction() const { return myCards_; } // View ▸ My cards (Ctrl+D)
    DeckDialog* deckDialog(); // made when first asked for (start-up: docs/performance.md)
    PlayerBadge* handOverBadge() const { return handOverPage_->badge(); }
    const TurnActions& turnActions() const { return turn_; } // the Turn menu (TurnActions.h)
    // Game ▸ Restart this game (F5, KDE's Restart): the game on the table again from its deal
    // (GameState::atSetup: the same deal, players and computer players; a game set up from a
    // position goes back to that position), after offering to save it as a new game does.
    QAction* restartAction() const { return standardAction(Standard::Restart); }
    void restartGame();
    // Game ▸ Open recent: the Frame's, with the saved games opened or saved.
    // Opens a saved game as Game ▸ Open… does once the file is chosen (frosted-blooms FILE, Open
    // recent); false, with the error shown, when it cannot be opened.
    bool openGameFile(const QString& path);
    HelpDialog* rulesDialog() const { return rules_; }
    HelpDialog* keyboardDialog() const { return keyboard_; }
    // Before New, Play again, Open and Quit throw away an unfinished game that changed since it
    // was last saved or opened: "Do you want to save the current game?" (the Frame's
    // hasUnsavedGame / mayDiscardGame, over gameMark() and gameAtStake() below).
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
    bool saveGame() override; // false when cancelled or failed
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
    std::optional<QByteArray> gameMark() const override; // the actions so far, as text
    bool gameAtStake() const override;
    QString gameSummary() const override;
    QString programName() const override { return tr("Frosted Blooms"); }
    void resizeEvent(QResizeEvent*) override;
    bool eventFilter(QObject* o, QEvent* e) override;

  private:
    void preferencesChanged(); // a menu changed one: the open settings dialog follows

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
    void newGameWithDataSet(); // after choosing a set: the same players, else the dialog
    void runNewGameDialog();   // the game on the table already let go
    ModeHost modeHost();       // what the modes may ask of the window

    frosted::ComponentsPtr components_; // until build()
    GameController* c_ = nullptr;
    FlightOverlay* flights_ = nullptr;
    EndCeremony* ceremony_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QWidget* table_ = nullptr;
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
    DeckDialog* deck_ = nullptr;
    ScorePadPage* scorePage_;
    QActionGroup* speedGroup_ = nullptr;
    QActionGroup* computerSpeedGroup_ = nullptr;
    QPointer<SettingsDialog> settings_;
    bool applyingPreferences_ = false;
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
    QAction* export_ = nullptr;
    QAction* animations_ = nullptr;
    QAction* colourBlind_ = nullptr;
    QAction* myCards_ = nullptr;
    TurnActions turn_;
    QAction* openRecord_ = nullptr;
    QPointer<RecordWindow> record_;
    StatisticsMode* statistics_ = nullptr;
    PuzzleMode* puzzles_ = nullptr;
    ChallengeMode* challenges_ = nullptr;
    TutorialMode* tutorial_ = nullptr;
    DataSetMode* dataSets_ = nullptr;
    DesignerTools* designer_ = nullptr;
    QAction* learn_ = nullptr; // Help ▸ Learn to play… (tutorial_'s, made before it)
    QPointer<HelpDialog> rules_;
    QPointer<HelpDialog> keyboard_;
};
