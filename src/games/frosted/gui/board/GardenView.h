// A garden, drawn large: tiles as meadow and water cells with their tulips, tile edges thicker
// than cell edges, Improvements as figures in their gap cells, on a GardenCanvas (zoom, pan,
// fit-to-view).
//
// Interactive (the active player's garden): the ghost tile follows the pointer snapped to the
// grid; legal pointer cells are hinted with faint dots (from the core's legal placements); an
// illegal position shows the core's reason next to the pointer; click places; right-click
// rotates; arrows move the ghost. While a card is hovered, the group it counts is outlined.
// Read-only: any seat's garden, for the thumbnails' larger view.
//
// The tile this seat laid last (the last of the core's Garden::laid(), never the starting tile)
// has a thin amber outline, in the large view and in the thumbnails alike.
//
// The keyboard and a screen reader (issue 17): while a tile is held the arrows move it (R, F,
// Enter and Esc are the window's); otherwise the arrows move a cursor over the garden's spaces,
// drawn as a blue frame while the garden has the focus and the keyboard is in use
// (accessible::keyboardInUse). A screen reader reads the cursor (what
// lies under it: type, tulips, the group it belongs to; or, holding a tile, whether it fits there
// and what it would bring, or why not and which way the nearest place it fits lies) as the focused
// child, then every space of the garden as a child of its own; the garden's description names its
// largest groups and its Improvements. A thumbnail takes Tab, and Enter or Space opens it large.
//
// When a placement fills gaps, the Improvements in them pop in (~350 ms) and a caption near the
// gaps says what they held ("Gap of 4, T shape: 1 Barn + 2 Workers, +2 coins"). The state is
// already the core's; the animation only draws the way there and any input ends it.
#pragma once

#include "Accessible.h"
#include "GardenCanvas.h"
#include "frosted/rules/garden.h"

#include <optional>

class GameController;
class QVariantAnimation;

class GardenView : public GardenCanvas, public AccessibleItems {
    Q_OBJECT
  public:
    // seat < 0: the active player's garden, interactive; otherwise that seat's, read-only.
    GardenView(GameController* c, int seat, QWidget* parent = nullptr);
    // Where the last paint put the ghost and the bubble with the core's reason why it cannot lie
    // there (empty when the ghost was legal or absent).
    QRectF lastGhostRect() const { return lastGhost_; }
    QRectF lastReasonRect() const { return lastReason_; }
    // The footprint last drawn as "it fits here" (nearestFitAnchor), empty when none was.
    const std::vector<frosted::Point>& lastFitCells() const { return lastFit_; }
    void setHighlight(std::vector<frosted::Point> cells, const QString& label);
    void setThumbnail(bool on);
    // The cells of the tile this seat laid last (empty while only the starting tile lies).
    std::vector<frosted::Point> lastPlacementCells() const;
    // Where the tile being placed is drawn now, and the green label of what it would bring
    // (the best card...) over the top of the view; empty when not drawn (widget coordinates).
    // The guided game's bubbles keep clear of them (CoachMark).
    QRectF ghostBox() const;
    QRectF previewLabelBox() const;
    // The gap animation (pop-in and caption) is running; how long it lasts at the speed chosen
    // (art::animationMs).
    bool animating() const;
    int animationLength() const;
    QString gapCaption() const { return gapCaption_; } // while animating (tests)
    // Ends a running animation at once (the state was drawn already; the extras go).
    void finishAnimation();

    // The keyboard's cursor over the spaces (none until the garden is first browsed by key).
    std::optional<frosted::Point> readCursor() const { return cursor_; }
    // In words: a space of this garden (type, tulips, its group; an Improvement; empty), the
    // tile held and where it would lie, the garden's largest groups and Improvements.
    QString cellWords(frosted::Point p) const;
    QString placementWords() const;
    QString cursorWords() const; // the held tile, or the space under the cursor
    QString gardenSummary() const;
    // The spaces a screen reader lists, in reading order (tiles' and Improvements').
    std::vector<frosted::Point> occupiedCells() const;

    // Item 0 the cursor (not in a thumbnail), then every occupied space.
    int accessibleItemCount() const override;
    AccessibleItem accessibleItem(int i) const override;
    int accessibleFocusItem() const override;
    void accessiblePress(int i) override;
    QString accessibleWidgetText(QAccessible::Text t) const override;
    QAccessible::Role accessibleRole() const override { return QAccessible::Canvas; }

  signals:
    void clicked(); // a read-only thumbnail was clicked

  protected:
    void paintEvent(QPaintEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void focusInEvent(QFocusEvent*) override;
    void focusOutEvent(QFocusEvent*) override;
    const frosted::Garden* canvasGarden() const override;
    qreal fitMargin() const override { return thumbnail_ ? 0.6 : 3.2; }
    void pointerMoved(frosted::Point cell) override;
    void clickedAt(frosted::Point cell) override;
    void rightClickedAt(frosted::Point cell) override;
    void interacted() override { finishAnimation(); }

  private:
    void followGhost();
    void onTilePlaced(int seat); // starts the gap animation of the placement
    int seat() const;
    bool hasSeat() const;
    bool interactive() const;
    void onStateChanged();
    void drawGapCaption(QPainter& p, qreal ms);
    void moveCursor(int dx, int dy);
    void followCursor();              // pans so the cursor stays in sight
    void keepInView(const QRectF& r); // pans so that `r` (widget coordinates) is in sight
    void tell();                      // a screen reader hears what changed under the cursor
    void tellItems();                 // ... and that the list of spaces changed

    GameController* c_;
    int fixedSeat_;
    QRectF lastGhost_, lastReason_;
    std::vector<frosted::Point> lastFit_;
    bool thumbnail_ = false;
    std::vector<frosted::Point> highlight_;
    QString highlightLabel_;
    int shownSeat_ = -2;
    std::size_t shownLaid_ = 0;
    QVariantAnimation* gapAnim_;
    std::vector<frosted::Gap> animGaps_; // the gaps being filled, from the core's turn record
    QString gapCaption_;
    std::optional<frosted::Point> cursor_;
    QString toldCursor_, toldDescription_;
    std::vector<frosted::Point> toldCells_; // the spaces listed, as last told
    int toldCount_ = 0;                     // the number of items, as last told
    int toldSeat_ = -1;                     // whose garden, as last told
};
