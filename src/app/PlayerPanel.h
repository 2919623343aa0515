// The side panels: one per player (name and colour, score, coins, Improvements W/B/M, objectives
// held, cards left in the deck, a garden thumbnail that opens a larger read-only view) and the
// Master Gardener's (his overlapped card row with the four type rows and blanks, current
// sequences, coins, Improvements, objectives, and the step of his turn being shown).
#pragma once

#include <QFrame>
#include <QWidget>

class GameController;
class GardenView;
class PlayerBadge;
class QLabel;
class QVBoxLayout;

class GardenerRow : public QWidget {
    Q_OBJECT
  public:
    explicit GardenerRow(GameController* c, QWidget* parent = nullptr);
    QSize sizeHint() const override { return {260, 140}; }

  protected:
    void paintEvent(QPaintEvent*) override;

  private:
    GameController* c_;
};

class SeatPanel : public QFrame {
    Q_OBJECT
  public:
    SeatPanel(GameController* c, int seat, QWidget* parent = nullptr);
    void refresh();
    QLabel* summary() const { return summary_; }
    QLabel* title() const { return title_; }
    GardenView* thumbnail() const { return thumb_; }
    PlayerBadge* badge() const { return badge_; } // the seat's badge; null for the Master Gardener

  private:
    GameController* c_;
    int seat_;
    QLabel* title_;
    QLabel* summary_;
    GardenView* thumb_ = nullptr;
    PlayerBadge* badge_ = nullptr;
    GardenerRow* row_ = nullptr;
};

class PlayersPanel : public QWidget {
    Q_OBJECT
  public:
    explicit PlayersPanel(GameController* c, QWidget* parent = nullptr);
    void rebuild();
    SeatPanel* seatPanel(int seat) const; // -1: the Master Gardener
  signals:
    void gardenRequested(int seat);

  private:
    void refresh();
    GameController* c_;
    QVBoxLayout* layout_;
    std::vector<SeatPanel*> panels_;
    SeatPanel* gardener_ = nullptr;
};
