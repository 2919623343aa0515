// Petals' four Elemental Trackers (issue 34, R-PE-CARD-5): a track 0..50 per element with each
// player's cube, and for one seat (the player at the screen) its two lowest trackers, whose sum
// is its total (R-PE-WIN-3), and the trackers it is winning (R-PE-WIN-1: nobody higher), which
// make it eligible (R-PE-WIN-2). A cube is its player's colour AND a shape AND an initial, never
// colour alone; scores past the printed 50 stay exact in the numbers beside the track.
#pragma once

#include "petals/rules/game.h"

#include <QColor>
#include <QPainter>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <array>
#include <vector>

namespace petals::gui {

// A seat's cube colour (rules.json "cube_colours", by the player's place in the list) and its
// shape: 0 circle, 1 square, 2 triangle, 3 diamond, 4 hexagon.
QColor seatColour(const Game& g, int seat);
// The cube colour of the player at place `player` of the list (0 the first named), as seatColour
// (the new-game dialog shows it before any game).
QColor cubeColour(const ComponentSet& c, int player);
int seatShape(const Game& g, int seat);
// The letter on a seat's cube: its name's initial, or (when two names share one) the names' last
// characters, or the player's number.
QString seatInitial(const Game& g, int seat);
// The same for players named `names`, in the list's order (the new-game dialog's cubes).
QStringList cubeInitials(const QStringList& names);
void drawCube(class QPainter& p, const QRectF& r, const QColor& colour, int shape,
              const QString& initial, bool strong);
// Where one tracker's cubes go (R-PE-CARD-5): cube s at space values[s] (0..spaces) of the track
// from x0 to x1, its bottom at `bottom`, `size` wide. Cubes that would touch stand side by side
// around their spaces (in seat order on the same space), never over one another and never past
// [left, right]; they shrink below `size` only when [left, right] cannot hold them all. The
// result is in seat order.
std::vector<QRectF> layoutCubes(const std::vector<int>& values, int spaces, qreal x0, qreal x1,
                                qreal bottom, qreal size, qreal left, qreal right);

class TrackersView : public QWidget {
    Q_OBJECT
  public:
    // A seat as the trackers show it: its cube (colour, shape, initial) and its scores.
    struct Seat {
        QString name, initial;
        QColor colour;
        int shape = 0;
        Points scores{};
    };
    explicit TrackersView(QWidget* parent = nullptr);
    // The scores of every seat; `focusSeat` (-1: none) is the one whose standing is shown.
    void setGame(const Game& g, int focusSeat);
    // The same from seats described directly (tests, pictures), on tracks of `spaces` spaces.
    void setSeats(std::vector<Seat> seats, int spaces, int focusSeat);
    // Harmony scoring (R-PE-HARM-2): the focus seat's spread instead of its total (setGame sets
    // it).
    void setHarmony(bool harmony);
    void setFocusSeat(int seat);
    int focusSeat() const { return focus_; }
    // Where the cubes of tracker `e` are drawn at the present size, in seat order.
    std::vector<QRectF> cubeRects(Element e) const;
    // The band of tracker `e`.
    QRectF rowRect(Element e) const;
    // The line under the trackers for the focus seat: its total (two lowest trackers,
    // R-PE-WIN-3) or in Harmony its spread (R-PE-HARM-2), and the trackers it wins (R-PE-WIN-1).
    QString standing() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    void describe();
    void paintTrack(QPainter& p, Element e, const QRectF& row) const;
    qreal rowHeight() const;
    std::array<bool, kElements> countedTrackers() const; // shaded: the ones the result uses
    std::array<bool, kElements> wonTrackers() const;     // crowned
    qreal trackLeft() const;
    qreal trackRight() const;
    std::vector<Seat> seats_;
    int focus_ = -1;
    int spaces_ = 50;
    bool harmony_ = false; // R-PE-HARM: the spread counts, not the total
};

} // namespace petals::gui
