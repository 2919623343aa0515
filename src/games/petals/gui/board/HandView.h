// Petals' hands (issue 34): the seat's own cards face up, one selectable (click or Left/Right and
// Enter), and every other seat's cards as backs with their count (R-PE-PRIV-1: only the number
// is known), with the pile's size.
#pragma once

#include "petals/rules/game.h"

#include <QRectF>
#include <QWidget>

#include <vector>

namespace petals::gui {

class HandView : public QWidget {
    Q_OBJECT
  public:
    explicit HandView(QWidget* parent = nullptr);
    // The hands as `seat` sees them (-1: nobody's face up, as between hotseat players).
    void setGame(const Game& g, int seat);
    // The same from a seat's view (R-PE-PRIV-1: the other hands and the pile known by their
    // sizes only); its own hand face up only when `faceUp` (nobody's between hotseat players).
    void setView(const SeatView& v, bool faceUp);
    int selected() const { return selected_; } // the card (data order), -1 for none
    // The cards shown face up (data order, as the seat holds them), and whose: -1 for nobody's.
    const std::vector<int>& shownCards() const { return own_; }
    int shownSeat() const { return seat_; }
    void setSelected(int card);
    QRectF cardRect(int i) const; // the i-th own card's rectangle

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {200, 120}; }

  signals:
    void cardSelected(int card);

  protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

  private:
    qreal cardSize() const;
    void describe();
    void refreshed(); // after setGame/setView
    ComponentsPtr components_;
    std::vector<int> own_;
    struct Other {
        QString name;
        int count = 0;
    };
    std::vector<Other> others_;
    int pile_ = 0;
    int seat_ = -1;
    int selected_ = -1;
};

} // namespace petals::gui
