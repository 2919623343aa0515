// Game ▸ Set up a position… (docs/designer.md "Positions"): an editor for a whole game position
// at the start of a turn, for designers checking a situation and for puzzles.
//
// The "Table" tab holds the round, the seat to play, the seed, the ring (a tile, the coins beside
// it and the Flower token per slot), the objective tiles (in the box, on the board or held by a
// seat) and, in solo, the tiles out of the game. One tab per seat holds its name, who plays it
// (a person or a computer level), its coins and score, its starting tile, where each of its
// cards is (hand, deck or played) and its garden, built on a SandboxView: the starting tile lies
// at the origin and any tile is laid, rotated, turned over and removed as in the sandbox. In
// solo the "Master Gardener" tab holds his coins, his row of cards in order and his objectives.
//
// Every change is checked at once by the core (frosted::positionProblems): the panel under the
// tabs lists every reason the position cannot be played; Play from here and Save position… are
// enabled only when there is none. Play from here hands the game to the table (hotseat, solo or
// with computer players, as the seats say); Save position… writes a save file (version 3) that
// Game ▸ Open and `frosted-blooms-cli play --from` continue; Copy as play script puts a `play`
// input on the clipboard. Open… reads a position document or a save at the start of a turn.
//
// The parts a designer does not set are dealt from the seed, as the core does (position.h):
// the bag's order, a deck's order once its cards were moved, the Master Gardener's deck.
#pragma once

#include "frosted/rules/game.h"
#include "frosted/rules/position.h"

#include <QMainWindow>

#include <functional>
#include <optional>
#include <vector>

class GameController;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QToolButton;
class QVBoxLayout;
class SandboxModel;
class SandboxView;

class PositionWindow : public QMainWindow {
    Q_OBJECT
  public:
    PositionWindow(frosted::ComponentsPtr components, GameController* game,
                   QWidget* parent = nullptr);

    const frosted::ComponentsPtr& components() const { return c_; }
    const frosted::Position& position() const { return position_; }
    // Shows `p` in every field (the seats' tabs are made again).
    void setPosition(const frosted::Position& p);
    // The position of the game on the table at the start of its turn; false (and a message in
    // the status bar) when there is no game, it is in the middle of a turn, or the reveal asker
    // declines (R-PRIV-1: the position shows every hand, every deck and the bag's order).
    bool takeFromGame();
    // Asked before the secrets of a game in progress on the table are shown; none: shown.
    void setRevealAsker(std::function<bool()> ask) { mayReveal_ = std::move(ask); }
    // The reveal asker's answer (true without one).
    bool mayReveal() const { return !mayReveal_ || mayReveal_(); }
    // Shown from the game on the table (since the last takeFromGame), edited or not.
    bool fromTable() const { return fromTable_; }
    // A fresh deal of `players` seats (solo: one against the Master Gardener), names kept.
    void newDeal(int players, bool solo);
    // Every reason the position cannot be played (the core's, and fields that do not read), as
    // of the last change.
    QStringList problems() const;
    // The game of the position, or nullopt when it has problems.
    std::optional<frosted::GameState> game() const;
    // Files: a save of the position's game; a position document or a save at a turn start.
    bool savePosition(const QString& path, QString* error = nullptr);
    bool openPosition(const QString& path, QString* error = nullptr);
    // A `play` input of the position (CLI.md with "position"; docs/designer.md).
    QString playScript() const;

    // The file dialogs, as MainWindow's: (purpose "open" / "save", suggested path) -> path.
    using FileChooser = std::function<QString(const QString& purpose, const QString& suggested)>;
    void setFileChooser(FileChooser f) { chooseFile_ = std::move(f); }

    // The fields, for tests and screenshots.
    QTabWidget* tabs() const { return tabs_; }
    QListWidget* problemList() const { return problemList_; }
    QLabel* verdict() const { return verdict_; }
    QAction* playAction() const { return play_; }
    QAction* saveAction() const { return save_; }
    QAction* copyAction() const { return copy_; }
    QComboBox* playersBox() const { return players_; }
    QSpinBox* roundBox() const { return round_; }
    QComboBox* toPlayBox() const { return toPlay_; }
    QComboBox* ringTile(int slot) const { return ringTiles_[static_cast<std::size_t>(slot)]; }
    QSpinBox* ringCoins(int slot) const { return ringCoins_[static_cast<std::size_t>(slot)]; }
    QRadioButton* tokenAt(int slot) const { return tokens_[static_cast<std::size_t>(slot)]; }
    QComboBox* objectivePlace(int objective) const;
    QSpinBox* coinsOf(int seat) const;
    QSpinBox* trackOf(int seat) const;
    QLineEdit* nameOf(int seat) const;
    QComboBox* whoPlays(int seat) const;
    QComboBox* cardPlace(int seat, int card) const;
    SandboxModel* gardenOf(int seat) const;
    SandboxView* gardenViewOf(int seat) const;
    QComboBox* gardenTileBox(int seat) const;
    QSpinBox* gardenerCoins() const { return mgCoins_; }
    QListWidget* gardenerPlayed() const { return mgPlayed_; }
    QListWidget* gardenerDeck() const { return mgDeck_; }
    QListWidget* gardenerBox() const { return mgBox_; }
    QListWidget* deckOrder(int seat) const; // the seat's deck, top first

  signals:
    // Play from here: the position's game, to go on at the table.
    void playRequested(const frosted::GameState& g);

  private:
    // The window's parts (PositionWindow.cpp; the Table tab in PositionTable.cpp, the seats' tabs
    // in PositionSeats.cpp, the Master Gardener's in PositionGardener.cpp).
    struct SeatTab;
    void buildToolBar();
    void buildTable(QWidget* page);
    QGroupBox* buildTurnGroup();
    QGroupBox* buildRingGroup();
    QGroupBox* buildOutOfGameGroup();
    QGroupBox* buildObjectivesGroup();
    void buildSeatTab(int seat);
    QFormLayout* buildSeatForm(SeatTab* t);
    QGroupBox* buildSeatCards(int seat, SeatTab* t);
    QGroupBox* buildSeatDeck(int seat, SeatTab* t);
    QGroupBox* buildSeatGarden(int seat, SeatTab* t);
    void connectSeatFields(int seat, SeatTab* t);
    void buildGardenerTab();
    void addGardenerButtons(QVBoxLayout* played, QVBoxLayout* deck, QVBoxLayout* box);
    void connectGardenerFields();
    void gardenerChanged(); // his lists changed: check, and show them again
    void refreshTable();    // the Table tab's fields from position_
    void refreshSeat(int seat);
    bool refreshGardener();    // true when it dealt his deck (left to the seed) into the lists
    void refreshDeckOrders();  // each seat's deck as it will be drawn
    void refreshTileChoices(); // where each tile lies, in every tile list
    void recheck();            // the core's answer for position_, once per change
    void check();              // recheck(), then the problems, the verdict and the actions
    void edited();             // a field changed: check again
    void turnsChanged();       // the round or the seat to play changed
    void seatGardenChanged(int seat);
    void objectiveMoved(int objective, int place);
    QString choose(const QString& purpose, const QString& suggested);
    QString seatName(int seat) const;

    frosted::ComponentsPtr c_;
    GameController* game_;
    frosted::Position position_;
    // Fields that do not read (a seed that is no number, an unknown id typed), per field.
    QStringList seedProblems_, outOfGameProblems_;
    // The core's answer for position_ as of the last check(): its game, or every problem.
    std::optional<frosted::GameState> built_;
    std::vector<std::string> coreProblems_;
    bool filling_ = false; // refresh in progress: changes are not edits

    QTabWidget* tabs_;
    QListWidget* problemList_;
    QLabel* verdict_;
    QAction* play_;
    QAction* save_;
    QAction* copy_;
    QComboBox* players_;
    QSpinBox* round_;
    QComboBox* toPlay_;
    QLineEdit* seed_;
    std::vector<QComboBox*> ringTiles_;
    std::vector<QSpinBox*> ringCoins_;
    std::vector<QRadioButton*> tokens_;
    QTableWidget* objectives_;
    QLineEdit* outOfGame_;
    QLabel* bagLabel_;
    std::vector<SeatTab*> seats_;
    QWidget* mgPage_ = nullptr;
    QSpinBox* mgCoins_ = nullptr;
    QListWidget* mgPlayed_ = nullptr;
    QListWidget* mgDeck_ = nullptr;
    QListWidget* mgBox_ = nullptr;
    FileChooser chooseFile_;
    std::function<bool()> mayReveal_;
    bool fromTable_ = false;
};
