// The main window: the table (players, main board, active garden, NOW line, preview, game log,
// hand bar), the hotseat hand-over cover (R-PRIV-1) and the score pad (R-END-2/3, R-MG-6), with
// the menus Game / Turn / View / Help and their shortcuts. Options and geometry persist in
// QSettings.
#pragma once

#include "GameController.h"

#include <QMainWindow>

class BoardView;
class GardenView;
class HandBar;
class PlayersPanel;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QActionGroup;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(frosted::ComponentsPtr components, QWidget* parent = nullptr);

    GameController* controller() const { return c_; }
    BoardView* board() const { return board_; }
    GardenView* garden() const { return garden_; }
    HandBar* hand() const { return hand_; }
    PlayersPanel* players() const { return players_; }
    QLabel* nowLabel() const { return now_; }
    QLabel* previewLabel() const { return preview_; }
    QListWidget* logList() const { return log_; }
    QPushButton* handOverButton() const { return handOverButton_; }
    QPushButton* nextStepButton() const { return next_; }
    QTableWidget* scorePad() const { return scoreTable_; }
    QLabel* tieBreakLabel() const { return tieBreak_; }
    QStackedWidget* pages() const { return pages_; }
    QWidget* tablePage() const { return table_; }
    QWidget* handOverPage() const { return handOverPage_; }
    QWidget* scorePadPage() const { return scorePage_; }

    void startGame(const NewGameOptions& o);
    void setSettingsEnabled(bool on) { useSettings_ = on; }

  public slots:
    void newGameDialog();
    void showRules();
    void showKeyboard();

  protected:
    void closeEvent(QCloseEvent*) override;
    void resizeEvent(QResizeEvent*) override;

  private:
    void buildTable();
    void buildMenus();
    void refresh();
    void refreshPreview();
    void showHandOver(const QString& name);
    void showScorePad();
    void onCardHovered(int card, bool on);
    void openGarden(int seat);
    void keyNumber(int n);
    void keyReturn();
    void claimMenu();

    GameController* c_;
    QStackedWidget* pages_;
    QWidget* table_;
    PlayersPanel* players_;
    BoardView* board_;
    GardenView* garden_;
    HandBar* hand_;
    QLabel* now_;
    QLabel* preview_;
    QListWidget* log_;
    QComboBox* speed_;
    QPushButton* next_;
    QWidget* handOverPage_;
    QLabel* handOverTitle_;
    QLabel* handOverText_;
    QPushButton* handOverButton_;
    QWidget* scorePage_;
    QLabel* scoreTitle_;
    QTableWidget* scoreTable_;
    QLabel* tieBreak_;
    QActionGroup* speedGroup_ = nullptr;
    QWidget* leftColumn_ = nullptr;
    QWidget* rightColumn_ = nullptr;
    int hoveredCard_ = -1;
    bool useSettings_ = true;
};
