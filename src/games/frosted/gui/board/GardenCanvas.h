// What every garden on screen shares: the camera (zoom with the wheel or a pinch, pan by
// dragging, fit-to-view, + and -), the cloth and its grid, the tiles and Improvements, and the
// ghost tile with its outline and the bubbles that explain it. The game's garden (GardenView) and
// the designer's sandbox (SandboxView) are canvases over different sources; neither decides a
// rule, they draw what the core answered.
#pragma once

#include "frosted/rules/garden.h"

#include <QWidget>

#include <optional>

class GardenCanvas : public QWidget {
    Q_OBJECT
  public:
    explicit GardenCanvas(QWidget* parent = nullptr);
    QSize sizeHint() const override { return {700, 420}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

    QPoint cellCenter(frosted::Point cell) const; // widget coordinates (tests)
    frosted::Point cellAt(QPointF widgetPos) const;
    qreal cellSize() const { return scale_; }
    QPointF centreCell() const { return centre_; } // the cell coordinates at the widget centre

  public slots:
    void fitToView();
    void zoomIn();
    void zoomOut();

  protected:
    // The garden drawn (nullptr: none); fitToView frames it with `fitMargin()` cells around.
    virtual const frosted::Garden* canvasGarden() const = 0;
    virtual qreal fitMargin() const { return 3.2; }
    // Input, in cells: the pointer moved (not dragging), a left click that was no drag, a right
    // click. `interacted` comes first on any press, wheel or key.
    virtual void pointerMoved(frosted::Point) {}
    virtual void clickedAt(frosted::Point) {}
    virtual void rightClickedAt(frosted::Point) {}
    virtual void interacted() {}

    QPointF toWidget(QPointF cell) const;
    QRectF cellRect(frosted::Point c) const;
    bool gardenVisible() const; // the whole garden lies inside the widget
    bool pointerInside() const { return pointerInside_; }
    void forgetPointer() { pointerInside_ = false; } // the keys move the ghost now
    void panBy(QPointF cells);

    void paintCloth(QPainter& p, bool grid) const;
    void paintTiles(QPainter& p, const frosted::Garden& g) const;
    QRectF pieceRect(const frosted::ImprovementPiece& piece) const;
    void paintImprovements(QPainter& p, const frosted::Garden& g) const;
    // Fills the cells and outlines their union.
    void paintCells(QPainter& p, const std::vector<frosted::Point>& cells, const QColor& fill,
                    const QPen& outline) const;
    // The ghost: a lift shadow, the face at 85%, a white halo and a green (legal) or dashed red
    // outline. Returns its box in widget coordinates.
    QRectF paintGhost(QPainter& p, const frosted::Face& face, frosted::Point at, bool legal) const;
    // The rules' reason a placement is refused, in a red bubble above the ghost's box (below it
    // when there is no room, or when above it would cover `avoid`: the guided game's outline).
    // Returns the bubble.
    QRectF paintReason(QPainter& p, const QRectF& ghostBox, const QString& why,
                       const QRectF& avoid = {}) const;
    // The gaps a placement would create: dashed, pale yellow.
    void paintGapHints(QPainter& p, const std::vector<frosted::Gap>& gaps) const;
    // The cells where a rule breaks: a red frame inside each, the ghost's tulips seen through.
    void paintRefusedCells(QPainter& p, const std::vector<frosted::Point>& cells) const;
    // A green bubble centred at the top of the view (what a legal placement would bring); at
    // the bottom when the top one would cover `avoid` (the ghost's box).
    void paintTopBubble(QPainter& p, const QString& text, const QRectF& avoid = {}) const;
    QRectF topBubbleRect(const QString& text, const QRectF& avoid = {}) const; // where it goes
    // A caption on a pale plate in the bottom right corner.
    void paintCaption(QPainter& p, const QString& text) const;

    void resizeEvent(QResizeEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    void wheelEvent(QWheelEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void leaveEvent(QEvent*) override;
    bool event(QEvent*) override;

  private:
    qreal scale_ = 48; // pixels per cell
    QPointF centre_;   // cell coordinates at the widget centre
    std::optional<QPointF> pressPos_;
    QPointF pressCentre_;
    bool dragging_ = false;
    bool pointerInside_ = false;
};
