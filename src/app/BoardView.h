// The main board: the score track 0-99 around the edge with each seat's marker (their badge:
// shape, colour and initial; "+100" past 100, R-SCORE-3), the six-slot tile ring (R-MKT-1) with
// the Flower token and the coins lying next to tiles, and the objective tiles in columns by type
// (R-OBJ-1/2). Inside the track the ring is one row of large tiles with the objectives below it,
// and every text keeps a least size on screen (textPx) however small the board is drawn, so that
// it reads at 1024x700.
// Redrawn from GameController::shown() (the seat's view, R-PRIV-1); clicks become takeTile / claim
// on the controller.
//
// When the ring moves (GameController::ringMoved: a tile taken, the Master Gardener's Move step in
// his replay) a coin drops onto each skipped tile (~300 ms) and the Flower token slides clockwise
// from its old slot to the new one (~400 ms); a score marker walks on scoreMoved. The state is
// already the new one; any input ends the animation.
#pragma once

#include "Art.h"
#include "frosted/geometry.h"
#include "frosted/types.h"

#include <QColor>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <map>

#include <optional>
#include <utility>
#include <vector>

class GameController;
class QVariantAnimation;

class BoardView : public QWidget {
    Q_OBJECT
  public:
    explicit BoardView(GameController* c, QWidget* parent = nullptr);
    QSize sizeHint() const override { return {900, 387}; }
    QSize minimumSizeHint() const override { return {420, 180}; }
    int heightForWidth(int w) const override; // the board's proportions

    // Widget coordinates of a slot's tile and of an objective tile (for tests and tooltips).
    QPoint slotCenter(int slot) const;
    QPoint objectiveCenter(int objective) const;
    // The score-track markers as drawn: each seat's badge (then the Master Gardener's), in board
    // coordinates (for tests).
    struct Marker {
        int seat; // -1: the Master Gardener
        int track;
        QString initial;
        QColor colour;
        art::BadgeShape shape;
        QRectF rect;
    };
    std::vector<Marker> markers() const;
    static QRectF boardRect(); // the board in board coordinates: every marker lies inside it
    // Where an objective's threshold and points were last drawn, in board coordinates (tests:
    // inside its box, never over each other).
    std::pair<QRectF, QRectF> objectiveTextRects(int objective) const {
        const auto it = objectiveText_.find(objective);
        return it == objectiveText_.end() ? std::pair<QRectF, QRectF>{} : it->second;
    }
    QRectF objectiveBox(int objective) const { return objectiveRect(objective); }
    // The ring animation (token slide, coins dropping) is running.
    bool animating() const;
    // On-screen sizes in pixels (tests): one cell of the smallest ring tile shown (0: none), the
    // objectives' threshold and points fonts, the track's numbers.
    qreal ringCellPixels() const;
    qreal objectiveNumberPixels() const;
    qreal objectiveTextPixels() const;
    qreal trackNumberPixels() const;
    void finishAnimation();

  protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    bool event(QEvent*) override;

  private:
    QTransform toWidget() const;
    qreal scale() const;                                // widget pixels per board unit
    qreal textPx(qreal logical, qreal minScreen) const; // a font size that reads on screen
    qreal labelHeight() const;                          // a ring slot's two lines of text
    QRectF faceArea(int slot) const;                    // where a ring slot's tile is drawn
    qreal ringCell(int slot, const frosted::Face& f) const;
    std::pair<qreal, qreal> objectiveFonts() const;            // threshold, points (board units)
    static std::pair<qreal, qreal> objectiveGrid(int columns); // left edge, column width
    int slotCount() const; // the data's ring slots (rules.marketSlots)
    QRectF slotRect(int slot) const;
    std::vector<frosted::ObjectiveType> objectiveColumns() const;
    QRectF objectiveRect(int objective) const;
    int slotAt(QPointF logical) const;
    int objectiveAt(QPointF logical) const;
    int kOfSlot(int slot) const; // R-MKT-2: k of the tile in this slot, 0 when empty
    void drawTrack(QPainter& p);
    void drawRing(QPainter& p);
    void drawObjectives(QPainter& p);
    void drawTilePreview(QPainter& p); // the hovered ring tile, large, both faces
    void onStateChanged();
    QRectF tokenRect(int slot) const;
    QPointF tokenAt(qreal t) const; // centre of the sliding token, t in 0..1

    GameController* c_;
    int hoverSlot_ = -1;
    int hoverObjective_ = -1;
    QVariantAnimation* ringAnim_;
    int tokenFrom_ = -1, tokenTo_ = -1; // sliding, or -1
    std::vector<int> dropping_;         // slots with a coin dropping
    // A score marker walking from one space to another (GameController::scoreMoved).
    QVariantAnimation* markerAnim_;
    std::optional<int> movingSeat_; // -1: the Master Gardener
    int moveFrom_ = 0, moveTo_ = 0;
    std::map<int, std::pair<QRectF, QRectF>> objectiveText_; // drawObjectives, for tests

  public:
    // The seat whose score marker is walking along the track, if any (tests).
    std::optional<int> markerMoving() const { return movingSeat_; }
};
