// Blossoms' window (issue 36): the table of a Blossoms game on the desktop, a Frame of the shell.
//
// The garden fills the table (PotsView: the deck, the discard pile, the four pots with their
// tools, flowers growing upward, tokens), the turn banner above says who plays and what may be
// done now, the hand of the seat at the screen below it (the others' as backs: R-BL-PRIV-1);
// on the right the players with their sets and running scores, the odds of the next Growth for
// learners (issue 36 item 4), what the person may do now as buttons in words (ChoicesPanel: the
// keyboard's and screen readers' way through a whole game), the game's log and Next for a
// computer's step. The Rake's cards show to their owner only, to put back by dragging
// (RakePanel). Between hotseat players the hand-over cover hides the hands; at the end the score
// pad, with the match's totals in the Longer Game.
//
// A draw is an event: each action's outcome (BlossomsSession::acted) flies the drawn card from
// the deck to its pot, the discard pile (bad luck), or into the hand (the Pruner), with its
// caption (PotsView::play) at the animation speed chosen (View ▸ Animations; off: at once).
//
// Clicks on the garden do what the choices do: the deck grows; a pot takes the Growth card
// (step pot), the chosen hand card (Plant, or the Watering Can), or is cut. Everything else is the
// session's (computers off the GUI thread, Hint, saves and the autosave) and the shell's (Frame).
#pragma once

#include "BlossomsSession.h"
#include "BlossomsSettingsDialog.h"
#include "Frame.h"

#include <QColor>
#include <QPointer>

#include <functional>
#include <optional>

class QActionGroup;
class QDialog;
class QMenu;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class TurnBanner;
class HandOverCover;

namespace blossoms::gui {
class PotsView;
class HandsView;
class PlayersView;
class ChoicesPanel;
class RakePanel;
class ScorePad;
struct ScoreSheet;
} // namespace blossoms::gui

class BlossomsWindow : public Frame {
    Q_OBJECT
  public:
    enum class Build { Now, Later };
    explicit BlossomsWindow(blossoms::ComponentsPtr components, QWidget* parent = nullptr,
                            Build when = Build::Now);
    void build(blossoms::ComponentsPtr components = {});
    bool built() const { return session_ != nullptr; }
    static constexpr QSize kLeastSize{800, 520};

    BlossomsSession* session() const { return session_; }
    blossoms::gui::PotsView* garden() const { return garden_; }
    blossoms::gui::HandsView* hand() const { return hand_; }
    blossoms::gui::PlayersView* players() const { return players_; }
    blossoms::gui::ChoicesPanel* choices() const { return choices_; }
    blossoms::gui::RakePanel* rakePanel() const { return rake_; }
    blossoms::gui::ScorePad* scorePad() const { return scorePad_; }
    class BlossomsStatistics* statistics() const {
        return statistics_;
    }
    TurnBanner* banner() const { return banner_; }
    HandOverCover* handOverPage() const { return cover_; }
    QStackedWidget* pages() const { return pages_; }
    QWidget* tablePage() const { return tablePage_; }
    QWidget* endPage() const { return endPage_; }
    QLabel* oddsLabel() const { return odds_; }
    QListWidget* logList() const { return log_; }
    QPushButton* nextStepButton() const { return next_; }
    QActionGroup* speedActions() const { return speeds_; }
    QActionGroup* animationActions() const { return animations_; }
    int chosenCard() const { return chosen_; }
    class BlossomsRulesDialog* rulesDialog() const {
        return rules_;
    }
    // Help ▸ Learn to play (BlossomsWindowHelp.cpp): the guided game and its coach.
    bool tutorialActive() const;
    class BlossomsTutorial* tutorial() const {
        return tutorial_;
    }
    class CoachMark* coach() const {
        return coach_;
    }
    // Records and the daily deal (BlossomsWindowRecords.cpp).
    class BlossomsRecordWindow* recordWindow() const; // the last one opened
    QPointer<class BlossomsDailyDialog> dailyDialogShown() const { return dailyShown_; }

    // The player as listed in the new-game dialog (the deal's names) of a seat of this game
    // (seat 0 plays first, R-BL-SETUP-5); a seat's colour is that player's (art::playerColour)
    // on the garden's tokens, the banner, the hands, the players' panel, the hand-over page and
    // the score pad, as in the dialog; and its initial.
    int playerOf(int seat) const;
    QColor seatColour(int seat) const;
    QString initialOf(int seat) const;
    // How long a draw's flight lasts at the chosen animation speed (0: off).
    int animationMs() const;
    void setAnimationSpeed(int speed); // 0 off, 1 slow, 2 normal, 3 fast

    void setSettingsEnabled(bool on);
    // Settings ▸ Configure Blossoms… (BlossomsSettingsDialog; QKeySequence::Preferences): not
    // modal, its choices applied at once and kept as View's menus keep theirs
    // (BlossomsWindowSettings.cpp).
    void configure();
    BlossomsSettingsDialog* settingsDialog() const { return settings_; }
    BlossomsPreferences preferences() const; // as the window uses them now
    void applyPreferences(const BlossomsPreferences& p);
    // At start: a file given opens; else a game asked for starts; else the unfinished autosave
    // is offered (`ask`: the question's answer; by default a box); else the new-game dialog.
    void startup(const std::function<bool()>& ask, const std::optional<BlossomsSetup>& asked,
                 const QString& file);
    bool openGameFile(const QString& path);
    static BlossomsSetup defaultSetup();
    QStringList restartArguments() const override;

  public slots:
    void newGameDialog();
    void startGame(const BlossomsSetup& setup);
    void restartGame();
    void openGame();
    bool saveGame() override;
    void chooseCard(int card);
    void showRules();
    void showStatistics();
    // Help ▸ Learn to play: BlossomsTutorial on the table (the game in progress stays in the
    // autosave and comes back after Leave or Finish), its coach pointing at the part of the
    // window each step concerns. Offered once, on the very first Blossoms game. `played`: the
    // script's first actions made already (the screenshots' steps).
    void startTutorial(int played = 0);
    void openRecord(); // Game ▸ Open record…: a record or a save, replayed (BlossomsRecordWindow)
    void exportRecord(); // Game ▸ Export record…: the game as a record
    void watchAgain();   // the score pad's Watch again: the game just finished in the viewer
    // Game ▸ Daily Blossoms…: the day's deal against the computer (BlossomsDaily.h).
    void dailyDialog();
    bool playDaily(); // today's deal on the table, an attempt used (false when none is left)

  protected:
    QString fileDialog(const QString& purpose, const QString& suggested) override;
    void openFileFromOutside(const QString& path) override;
    bool mayClose() override;
    QString errorDetails() const override;
    QString programName() const override;
    std::optional<QByteArray> gameMark() const override;
    bool gameAtStake() const override;
    QString gameSummary() const override;

  private:
    void buildTable();
    void buildEndPage();
    void buildMenus();
    void addRecordActions(QMenu* game);
    QString recordFileDialog(const QString& purpose, const QString& suggested);
    bool restartUsesAttempt(); // Restart of the day's game uses an attempt (false: none left)
    void countDailyResult();   // at the end of the day's game
    QString personName() const;
    // BlossomsWindowTable.cpp: from the session to the widgets, and the person's intents.
    void refresh();
    void refreshBanner();
    void refreshTargets();
    void refreshChoices();
    void refreshOdds();
    void onPotClicked(int pot);
    void onDeckClicked();
    void onActed(const blossoms::Outcome& o, int seat, const QString& words);
    void onGameOver();
    void onGameReplaced();
    void logLine(const QString& text);
    QList<QColor> colours() const;
    QStringList initials() const;
    std::optional<blossoms::Action> potAction(int pot) const; // what a click on `pot` does now
    void runNewGameDialog();
    blossoms::gui::ScoreSheet scoreSheet() const; // the end's figures, from the session
    // BlossomsWindowSettings.cpp: the preferences kept in QSettings besides View's (the pace of
    // animations turned off, the odds a new game proposes), read at build(); a menu changed one:
    // the open Configure dialog follows; the odds of Configure put on a setup not chosen by hand.
    void loadPreferences();
    void preferencesChanged();
    void animationsChanged(); // their pace kept (on), then preferencesChanged()
    void proposeOdds(BlossomsSetup& s) const;
    // The match (R-BL-VAR-1): each seat's points of the games before this one, and the match's
    // line on the score pad.
    std::vector<int> matchBefore() const;
    QString matchLine() const;
    // BlossomsWindowHelp.cpp: the guided game's coach.
    void showCoach();
    QRect coachTarget() const; // the part the step points at, in window coordinates
    void endTutorial();
    void leaveTutorial(); // the coach's Leave: the player's own game back, if any
    void takeBackOwnGame(const QString& back, const QString& none);
    void offerTutorialOnce();

    blossoms::ComponentsPtr components_; // until build()
    BlossomsSession* session_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QWidget* tablePage_ = nullptr;
    QWidget* endPage_ = nullptr;
    blossoms::gui::PotsView* garden_ = nullptr;
    blossoms::gui::HandsView* hand_ = nullptr;
    blossoms::gui::PlayersView* players_ = nullptr;
    blossoms::gui::ChoicesPanel* choices_ = nullptr;
    blossoms::gui::RakePanel* rake_ = nullptr;
    blossoms::gui::ScorePad* scorePad_ = nullptr;
    class BlossomsStatistics* statistics_ = nullptr;
    class BlossomsRulesDialog* rules_ = nullptr;
    TurnBanner* banner_ = nullptr;
    HandOverCover* cover_ = nullptr;
    QLabel* odds_ = nullptr;
    QListWidget* log_ = nullptr;
    QPushButton* next_ = nullptr;
    QActionGroup* speeds_ = nullptr;
    QActionGroup* animations_ = nullptr;
    int animationSpeed_ = 2;
    int animationPace_ = 2; // the speed the animations have when on (1-3)
    BlossomsPreferences::Odds oddsDefault_ = BlossomsPreferences::Odds::Children;
    QPointer<BlossomsSettingsDialog> settings_;
    bool applyingPreferences_ = false;
    int chosen_ = -1;            // the hand's card chosen to plant or water
    std::vector<int> rakeShown_; // the raked cards the panel shows
    class BlossomsTutorial* tutorial_ = nullptr;
    class CoachMark* coach_ = nullptr;
    QString autosaveDirBeforeTutorial_; // the autosave folder the guided game turned off
    QPointer<QDialog> record_;
    QPointer<class BlossomsDailyDialog> dailyShown_;
};
