// The main board: the score track 0-99 around the edge with each seat's marker (their badge:
// shape, colour and initial; "+100" past 100, R-SCORE-3), the six-slot tile ring (R-MKT-1) with
// the Flower token and the coins lying next to tiles, and the objective tiles by type
// (R-OBJ-1/2). Inside the track the ring goes round a loop on the left (RingLayout: read clockwise,
// the token's emptied slot between the last tile and the first, each tile's place and cost written
// under it, its coins beside it), the objectives stand in rows by type on the right, and every
// text and piece keeps a least size on screen (textPx) however small the board is drawn, so that
// it reads at 1024x600. The ring's drawing and words are in BoardRing.cpp, the objectives' in
// BoardObjectives.cpp.
// Redrawn from GameController::shown() (the seat's view, R-PRIV-1); clicks become takeTile / claim
// on the controller.
//
// The keyboard (issue 17): two parts of the board take the focus, the ring (choosing a tile) and
// the objectives (claiming one). Each has a cursor moved by the arrows (Home / End: first and
// last) and drawn as a blue frame while it has the focus and the keyboard is in use
// (accessible::keyboardInUse: not for a player with the mouse); Enter or Space takes the tile or
// claims the objective under it. A screen reader reads each slot (its place after the Flower token,
// its tulips, what taking it costs, the coins on it), each objective (type, threshold, points,
// whether it may be claimed now, its condition) and each seat's place on the score track, as the
// accessible children of the board and of its two parts (Accessible.h).
//
// When the ring moves (GameController::ringMoved: a tile taken, the Master Gardener's Move step in
// his replay) a coin drops onto each skipped tile (~300 ms) and the Flower token slides clockwise
// from its old slot to the new one (~400 ms); a score marker walks on scoreMoved. The state is
// already the new one; any input ends the animation.
#pragma once

#include "Accessible.h"
#include "Art.h"
#include "RingLayout.h"
#include "frosted/rules/geometry.h"
#include "frosted/rules/types.h"

#include <QColor>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <map>

#include <optional>
#include <utility>
#include <vector>

class GameController;
class GardenView;
class QSplitter;
class QVariantAnimation;
class BoardView;

// A part of the board that takes the keyboard: the ring or the objectives. It lies over its part
// of the board, lets the pointer through to the board and draws nothing itself.
class BoardPart : public QWidget, public AccessibleItems {
    Q_OBJECT
  public:
    enum Kind { Ring, Objectives };
    BoardPart(BoardView* board, Kind kind);
    Kind kind() const { return kind_; }

    int accessibleItemCount() const override;
    AccessibleItem accessibleItem(int i) const override;
    int accessibleFocusItem() const override;
    void accessiblePress(int i) override;
    QString accessibleWidgetText(QAccessible::Text t) const override;

  protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

  private:
    BoardView* board_;
    Kind kind_;
};

class BoardView : public QWidget, public AccessibleItems {
    Q_OBJECT
  public:
    explicit BoardView(GameController* c, QWidget* parent = nullptr);
    QSize sizeHint() const override { return {900, 387}; }
    QSize minimumSizeHint() const override { return {360, 130}; }
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
    // The last paint had to write an objective's points without their "pts" (too narrow).
    bool objectivePointsShortened() const { return pointsShortened_; }
    // Where parts of the board are drawn, in this widget's coordinates (the guided game points
    // at them): the ring, one ring slot, the objectives, one objective (empty when it is not on
    // the board), the track space of a score (R-SCORE-3: modulo 100).
    QRect ringArea() const { return partRect(BoardPart::Ring); }
    QRect slotArea(int slot) const;
    QRect objectivesArea() const { return partRect(BoardPart::Objectives); }
    QRect objectiveArea(int objective) const;
    // A ring slot's tile and the column where its coins lie, in this widget's coordinates
    // (tests: the coins never over the tile).
    QRect slotFaceArea(int slot) const;
    QRect slotCoinArea(int slot) const;
    // The hint's tile (issue 31): the lead's hint code marks the slot whose tile the hint takes;
    // the board draws a glowing outline and a "Hint" tag on it (not colour alone), and the
    // screen reader says it. nullopt gives the mark back to the controller's own hint (the Take
    // hint while a tile is chosen), as before.
    void setHintedTile(std::optional<int> slot);
    std::optional<int> hintedTile() const; // the slot marked now, if any
    QRect lastHintMark() const; // as the last paint drew it (empty: none), widget coordinates
    QRect trackArea(int score) const;
    // The ring animation (token slide, coins dropping) is running; how long it lasts at the speed
    // chosen (art::animationMs).
    bool animating() const;
    int animationLength() const;
    // On-screen sizes in pixels (tests): one cell of the smallest ring tile shown (0: none), the
    // objectives' threshold and points fonts, the track's numbers.
    qreal ringCellPixels() const;
    qreal objectiveNumberPixels() const;
    qreal objectiveTextPixels() const;
    qreal trackNumberPixels() const;
    void finishAnimation();

    // The keyboard's parts and their cursors: the ring slot and the objective chosen (-1: none).
    BoardPart* ringPart() const { return ringPart_; }
    BoardPart* objectivesPart() const { return objectivesPart_; }
    int ringCursor() const { return ringCursor_; }
    int objectiveCursor() const { return objectiveCursor_; }
    // Puts a part's cursor on a ring slot or an objective (for the hint, issue 31) and gives the
    // part the focus, so that Enter then takes that tile or claims that objective.
    void focusOn(BoardPart::Kind kind, int slotOrObjective);
    // The keyboard's frame as the last paint drew it, in board coordinates (empty: none drawn).
    QRectF lastKeyboardFrame() const { return keyboardFrame_; }
    // The objectives on the board in the order they are drawn: column by column, by threshold.
    std::vector<int> objectivesInOrder() const;
    // What a screen reader reads of a ring slot, an objective on the board and a seat's score
    // marker (seat -1: the Master Gardener), and what may be done with them now; the tooltips say
    // the same.
    QString slotName(int slot) const;
    QString slotDescription(int slot) const;
    QString objectiveName(int objective) const;
    QString objectiveDescription(int objective) const;
    QString markerName(int seat) const;

    // The score track's markers, one item per seat (then the Master Gardener).
    int accessibleItemCount() const override;
    AccessibleItem accessibleItem(int i) const override;
    QAccessible::Role accessibleRole() const override { return QAccessible::Pane; }
    QString accessibleWidgetText(QAccessible::Text t) const override; // round and bag
    // A part's description: the prompt while its step is on.
    QString partDescription(BoardPart::Kind kind) const;

  protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    bool event(QEvent*) override;
    void resizeEvent(QResizeEvent*) override;

  private:
    friend class BoardPart;
    // The keys of a part: arrows move its cursor, Enter or Space acts; true when used.
    bool partKey(BoardPart::Kind kind, int key);
    bool partActs(BoardPart::Kind kind) const; // Enter on the part acts now (not the window's)
    void partAct(BoardPart::Kind kind);
    void moveCursor(BoardPart::Kind kind, int to); // to an item index of the part
    void placeParts();
    void followTurn(); // the cursors after a change of state
    QRect partRect(BoardPart::Kind kind) const;
    QRect itemRect(BoardPart::Kind kind, int i) const; // in the part's coordinates
    QString objectiveTip(int objective) const;
    QString slotTip(int slot) const;
    QString slotSentence(int slot) const;
    QTransform toWidget() const;
    qreal scale() const;                                // widget pixels per board unit
    qreal textPx(qreal logical, qreal minScreen) const; // a font size that reads on screen
    qreal labelHeight() const;                          // a ring slot's two lines of text
    RingLayout ring() const; // the data's ring slots (rules.marketSlots) around their loop
    qreal ringCell(int slot, const frosted::Face& f) const;
    std::pair<qreal, qreal> objectiveFonts() const;          // threshold, points (board units)
    std::pair<qreal, qreal> objectiveGrid(int perRow) const; // left edge, tile width
    qreal objectivesTop() const; // the first row of objectives, below the header
    qreal headerHeight() const;  // the round and the bag, one line or two
    QString headerText() const;
    qreal objectiveIcon() const;      // a type's picture at the start of its row
    qreal objectiveHeadWidth() const; // the picture and, when there is room, the word
    std::vector<frosted::ObjectiveType> objectiveColumns() const;
    QRectF objectiveRect(int objective) const;
    int slotAt(QPointF logical) const;
    int objectiveAt(QPointF logical) const;
    int kOfSlot(int slot) const; // R-MKT-2: k of the tile in this slot, 0 when empty
    void drawTrack(QPainter& p);
    void drawRing(QPainter& p);
    void drawRingLoop(QPainter& p, const RingLayout& r); // the loop and its clockwise chevrons
    void drawSlotCoins(QPainter& p, const RingLayout& r, int slot);
    void drawHintMark(QPainter& p, const QRectF& slot);
    void drawObjectives(QPainter& p);
    void drawTilePreview(QPainter& p); // the hovered ring tile, large, both faces
    void drawKeyboardFrame(QPainter& p, const QRectF& r);
    // The list of items of the board and its parts changed (accessible::itemsChanged).
    void tellItems();
    void onStateChanged();
    QPointF tokenAt(qreal t) const; // centre of the sliding token, t in 0..1
    qreal ringMs() const;           // the time into the ring's animation, as at normal speed

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
    BoardPart* ringPart_;
    BoardPart* objectivesPart_;
    int ringCursor_ = -1;         // a slot
    int objectiveCursor_ = -1;    // an objective
    int cursorTurn_ = -1;         // the turn (log size and phase) the cursors were placed for
    QString toldDescriptions_[3]; // the board's and its parts' last told to a screen reader
    // What stands at each place of the board's and its parts' item lists, as last told.
    std::vector<int> toldItems_[3];
    QRectF keyboardFrame_; // drawn by the last paint
    std::optional<int> hintedTile_;
    QRectF hintMark_; // drawn by the last paint
    bool pointsShortened_ = false;

  public:
    // The seat whose score marker is walking along the track, if any (tests).
    std::optional<int> markerMoving() const { return movingSeat_; }
};

// The centre of a table (the game's window, the record viewer, the replay of turns): the board
// above the garden of the seat to play, in a vertical splitter sharing its height 4:5.
QSplitter* boardOverGarden(GameController* c, QWidget* parent, BoardView** board,
                           GardenView** garden);
