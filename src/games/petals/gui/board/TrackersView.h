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
#include <QWidget>

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
void drawCube(class QPainter& p, const QRectF& r, const QColor& colour, int shape,
              const QString& initial, bool strong);

class TrackersView : public QWidget {
    Q_OBJECT
  public:
    explicit TrackersView(QWidget* parent = nullptr);
    // The scores of every seat; `focusSeat` (-1: none) is the one whose standing is shown.
    void setGame(const Game& g, int focusSeat);
    void setFocusSeat(int seat);
    int focusSeat() const { return focus_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    void describe();
    void paintTrack(QPainter& p, Element e, const QRectF& row, qreal x0, qreal x1) const;
    struct SeatInfo {
        QString name, initial;
        QColor colour;
        int shape = 0;
        Points scores{};
    };
    std::vector<SeatInfo> seats_;
    int focus_ = -1;
    int spaces_ = 50;
};

} // namespace petals::gui
