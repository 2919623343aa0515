// Petals' look (issue 34): the cards, their back and the element icons, drawn with QPainter as
// vectors (antialiased), crisp at any size.
//
// A card is a cream square with one half-flower in the middle of each edge (R-PE-CARD-1): the
// half-flower's straight side lies on the edge, so two touching cards show one whole flower. A
// half-flower shows its number on its heart, or its symbol as a pictogram (R-PE-CARD-2). Colour
// is never the only cue (as Frosted Blooms' look): each element has its colour AND its petal
// shape AND a pattern — fire pointed flames, air round puffs with a hollow ring, earth broad
// square-tipped petals with dots, water drops with a ripple — and each symbol its own pictogram
// (a flame, a swirl, a mountain, a drop). The three ladybug cards show a ladybug in their centre.
#pragma once

#include "petals/rules/components.h"

#include <QColor>
#include <QIcon>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace petals::art {

// The palette: a pastel, friendly look beside Frosted Blooms'.
QColor tableColour();            // the felt: a soft sage
QColor cardColour();             // cream
QColor ink();                    // text and outlines
QColor elementColour(Element e); // the petals' fill
QColor elementInk(Element e);    // a darker tone of the same hue: outlines, patterns
QColor elementPale(Element e);   // a very light tone: backgrounds of badges and rows
QString elementName(Element e);  // translated: "Fire", "Air", "Earth", "Water"

// How a card is drawn.
struct CardStyle {
    qreal opacity = 1.0;
    bool shadow = true;       // a soft shadow under the card (on the table)
    bool highlighted = false; // a warm golden glow around it (movable, triggering, ...)
    bool selected = false;    // a strong blue frame (the card chosen in the hand)
    bool showId = false;      // the card's id small in a corner (designers, the sheet)
};

// A card lying at `rotation` quarter turns clockwise (R-PE-CARD-3) into `r` (a square; a
// non-square rectangle gets the largest centred square). Numbers stay upright whatever the
// rotation, so that they read at a glance; the ladybug turns with the card.
void drawCard(QPainter& p, const QRectF& r, const Card& card, int rotation,
              const CardStyle& style = {});
// The back: a rosette of the four elements on a soft lilac pattern.
void drawBack(QPainter& p, const QRectF& r, const CardStyle& style = {});
// One half-flower on the edge of a card square `card` facing direction `d` (0 north, clockwise).
void drawHalfFlower(QPainter& p, const QRectF& card, int d, const HalfFlower& h);
// The pictogram of a symbol (and of an element in icons) in `r`, in `fill` with `outline`.
void drawPictogram(QPainter& p, const QRectF& r, Element e, const QColor& fill,
                   const QColor& outline);
// An element's icon: its pictogram on a round badge of its pale colour, ringed in its ink.
void drawElementIcon(QPainter& p, const QRectF& r, Element e);
// The same as a pixmap of `size` logical pixels (labels) and as an icon (buttons, menus).
QPixmap elementPixmap(Element e, int size, qreal dpr = 1.0);
QIcon elementIcon(Element e);
// A card as a pixmap of `size` logical pixels (drag pictures, tooltips, hands).
QPixmap cardPixmap(const Card& card, int rotation, int size, qreal dpr = 1.0,
                   const CardStyle& style = {});
// A card in words, for screen readers and tooltips: "Fire 3 north, Water 1 east, ... ladybug".
QString describeCard(const Card& card, int rotation);
QString describeHalf(const HalfFlower& h); // "Fire 3", "Fire flower with the Air symbol"
QString directionName(int d);              // "north", "east", "south", "west" (translated)

} // namespace petals::art
