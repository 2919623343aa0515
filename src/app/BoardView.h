// The main board: the score track 0-99 around the edge with each seat's marker (initial on it,
// "+100" past 100, R-SCORE-3), the six-slot tile ring (R-MKT-1) with the Flower token and the
// coins lying next to tiles, and the objective tiles in their seven columns (R-OBJ-1/2).
// Redrawn from GameController::shown(); clicks become takeTile / claim on the controller.
#pragma once

#include <QWidget>

class GameController;

class BoardView : public QWidget {
    Q_OBJECT
  public:
    explicit BoardView(GameController* c, QWidget* parent = nullptr);
    QSize sizeHint() const override { return {900, 380}; }
    QSize minimumSizeHint() const override { return {420, 180}; }

    // Widget coordinates of a slot's tile and of an objective tile (for tests and tooltips).
    QPoint slotCenter(int slot) const;
    QPoint objectiveCenter(int objective) const;

  protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    bool event(QEvent*) override;

  private:
    QTransform toWidget() const;
    QRectF slotRect(int slot) const;
    QRectF objectiveRect(int objective) const;
    int slotAt(QPointF logical) const;
    int objectiveAt(QPointF logical) const;
    int kOfSlot(int slot) const; // R-MKT-2: k of the tile in this slot, 0 when empty
    void drawTrack(QPainter& p);
    void drawRing(QPainter& p);
    void drawObjectives(QPainter& p);

    GameController* c_;
    int hoverSlot_ = -1;
    int hoverObjective_ = -1;
};
