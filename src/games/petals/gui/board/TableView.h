// Petals' table (issue 34): the cards lying on the grid of a petals::Game (R-PE-GRID-1), panned
// and zoomed, with the legal cells marked softly, a ghost of the card being placed with what each
// of its sides would score (R-PE-MATCH), highlighted cards and a keyboard cell cursor.
//
// Mouse: drag pans; Ctrl+wheel zooms about the pointer; the wheel alone asks to rotate
// (rotateRequested); a click (no drag) on a card emits cardClicked, on an empty cell cellClicked
// (one or the other, from what lay there when the click was made). Keys: the arrows move the cell
// cursor (the view follows it), Ctrl+arrows pan, Enter/Space click the cursor's cell, R / Shift+R
// rotate, + / - zoom, 0 or F fit. By default the view fits: the whole table (and the marked cells
// and the ghost) stays in view as it grows; zooming or panning by hand leaves that mode until
// fitToTable().
//
// The widget decides nothing about the rules: the window gives it the cells to mark, the ghost's
// per-side scores (from Game::contact and the rules' matching) and the cards to highlight.
#pragma once

#include "petals/rules/game.h"

#include <QMetaType>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

Q_DECLARE_METATYPE(petals::Cell)

namespace petals::gui {

// What one side of the ghost would give (R-PE-MATCH-1..6): a side touching a card either scores
// (a flower or number match: the points each half adds to its own tracker) or does not.
struct GhostSide {
    bool scores = false;
    bool symbolPair = false; // both halves are symbols: an effect (R-PE-EFFECT-1)
    Points points{};         // fire, air, earth, water
};

struct Ghost {
    int card = -1;
    Cell cell;
    int rotation = 0;
    // By direction (0 north, clockwise): nullopt for a side that touches no card.
    std::array<std::optional<GhostSide>, 4> sides{};
};

class TableView : public QWidget {
    Q_OBJECT
  public:
    explicit TableView(QWidget* parent = nullptr);

    // The table to show (a copy of its cards; the components are kept for drawing).
    void setTable(const Game& game);
    void setMarkedCells(std::vector<Cell> cells);
    void setGhost(std::optional<Ghost> ghost);
    void setHighlighted(std::vector<int> cards);
    const std::vector<int>& highlighted() const { return highlighted_; }
    const std::optional<Ghost>& ghost() const { return ghost_; }
    const std::vector<Cell>& markedCells() const { return marked_; }

    // The keyboard's cell cursor (shown while the view has focus).
    Cell cursor() const { return cursor_; }
    void setCursor(Cell c);

    // Geometry: a cell's rectangle on the widget, the cell under a widget point.
    QRectF cellRect(Cell c) const;
    Cell cellAt(QPointF widgetPoint) const;
    qreal cellSize() const { return scale_; } // pixels per cell
    bool fitting() const { return fit_; }
    // The card lying at `c`, -1 for none.
    int cardAt(Cell c) const;

    QSize sizeHint() const override { return {640, 480}; }
    QSize minimumSizeHint() const override { return {200, 160}; }

  public slots:
    void fitToTable(); // back to fitting (the default)
    void zoomBy(qreal factor, std::optional<QPointF> about = std::nullopt);
    void panBy(QPointF pixels);

  signals:
    void cellHovered(petals::Cell cell);
    void cellClicked(petals::Cell cell);
    void cardClicked(int card);
    void rotateRequested(int delta); // +1 clockwise, -1 counter-clockwise

  protected:
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

  private:
    QRectF contentBounds() const; // in cells: every card, mark and the ghost, with a margin
    void applyFit();
    void ensureVisible(Cell c);
    void click(Cell c);
    void announce(); // the accessible description of the cursor's cell
    QString describeCell(Cell c) const;
    // Painting (TableViewPaint.cpp).
    void paintGrid(QPainter& p) const;
    void paintMarks(QPainter& p) const;
    void paintCards(QPainter& p) const;
    void paintGhost(QPainter& p) const;
    void paintSideBadge(QPainter& p, const QRectF& cell, int d, const GhostSide& side) const;
    void paintCursor(QPainter& p) const;

    ComponentsPtr components_;
    std::vector<Lying> table_;
    std::vector<Cell> marked_;
    std::optional<Ghost> ghost_;
    std::vector<int> highlighted_;
    Cell cursor_;
    std::optional<Cell> hovered_;
    QPointF centre_{0.5, 0.5}; // the world point (in cells) at the widget's centre
    qreal scale_ = 96;         // pixels per cell
    bool fit_ = true;
    std::optional<QPointF> pressAt_;
    QPointF lastDrag_;
    bool dragging_ = false;
};

} // namespace petals::gui
