// Where the tile ring's places lie on the main board (R-MKT-1): the data's slots go clockwise
// around a closed loop, as on the table, instead of a row that wraps. The top row is read from
// left to right (slots 1, 2, 3 with six slots), the bottom row from right to left (4, 5, then 0 at
// the bottom left, where the Flower token starts), so that the token's emptied slot always stands
// between the last tile and the first one and "1st, 2nd, 3rd..." follow one another around the
// loop. Each slot holds its tile's face, a column beside the face for the coins lying next to the
// tile (never over the tile) and a label line below ("2nd · 1 coin").
//
// Pure geometry in the board's logical units (BoardView draws in a fixed 1000x430 space); the
// painting is BoardView's (BoardRing.cpp).
#pragma once

#include <QPointF>
#include <QRectF>
#include <vector>

class RingLayout {
  public:
    // `area`: the ring's part of the board; `label`: the height of a slot's label line; `coin`:
    // the width of the coins' column beside the face.
    RingLayout(const QRectF& area, int n, qreal label, qreal coin);

    int count() const { return static_cast<int>(rects_.size()); }
    QRectF area() const { return area_; }
    QRectF slot(int s) const;  // the slot's whole place
    QRectF face(int s) const;  // where its tile is drawn (centred in it)
    QRectF coins(int s) const; // the column beside the face where its coins lie
    QRectF label(int s) const; // its label line, below the face
    QRectF token(int s) const; // the Flower token standing on the slot
    // The place of slot s around the loop, clockwise from the top left: 0..slots-1.
    int loopIndex(int s) const;

    // The token's way clockwise from one slot to another through the slots between: the centres
    // of the token's places, and the point at a fraction t (0..1) of the way.
    std::vector<QPointF> path(int from, int to) const;
    static QPointF along(const std::vector<QPointF>& path, qreal t);

    // A chevron between two neighbouring slots pointing clockwise (from `from` to the next one).
    struct Arrow {
        int from;
        QPointF at;
        QPointF dir; // unit vector
    };
    std::vector<Arrow> arrows() const;
    // The loop through the slots' centres (a rounded rectangle; empty with fewer than 3 slots).
    QRectF loop() const;

    static constexpr qreal kGap = 15; // between slots (where the chevrons are)

  private:
    QRectF area_;
    qreal label_, coin_;
    std::vector<QRectF> rects_;
};
