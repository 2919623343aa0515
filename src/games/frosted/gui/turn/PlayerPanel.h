// The side panels: one per player (name and colour, score, coins, Improvements W/B/M, objectives
// held, cards left in the deck, a garden thumbnail that opens a larger read-only view) and the
// Master Gardener's (his overlapped card row with the four type rows and blanks, current
// sequences, coins, Improvements, objectives, and the step of his turn being shown).
//
// When the column is too low for every panel (four players, a small window) the panels get
// compact (PlayersPanel::fitHeight): first a smaller thumbnail and tighter text, then only the
// current player's thumbnail (a click on a panel opens the larger view of that garden).
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
    // 0: full; 1: smaller thumbnail, tighter text; 2: the thumbnail only for the current seat.
    void setCompact(int level);
    int compact() const { return compact_; }
  signals:
    void clicked();

  protected:
    void mousePressEvent(QMouseEvent*) override;

  private:
    GameController* c_;
    int seat_;
    QLabel* title_;
    QLabel* summary_;
    GardenView* thumb_ = nullptr;
    PlayerBadge* badge_ = nullptr;
    GardenerRow* row_ = nullptr;
    int compact_ = 0;
};

class PlayersPanel : public QWidget {
    Q_OBJECT
  public:
    explicit PlayersPanel(GameController* c, QWidget* parent = nullptr);
    void rebuild();
    SeatPanel* seatPanel(int seat) const; // -1: the Master Gardener
    // The height the column shows: the panels get as compact as they must to fit it.
    void fitHeight(int available);
    int compactLevel() const { return level_; }

  protected:
    void resizeEvent(QResizeEvent*) override; // a new width wraps the text anew: fit again
  signals:
    void gardenRequested(int seat);

  private:
    void refresh();
    void applyFit();
    GameController* c_;
    int available_ = 0;
    int level_ = 0;
    bool fitting_ = false;
    QVBoxLayout* layout_;
    std::vector<SeatPanel*> panels_;
    SeatPanel* gardener_ = nullptr;
};
