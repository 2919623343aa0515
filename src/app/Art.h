// The game's art: the SVG files of assets/ (embedded as resources) rendered per element and size,
// cached in QPixmapCache, with a drawn fallback should a file be missing.
//
// Also the palette and the colours of the landscape types and of the players. Colour is never the
// only cue: each flower type has its own silhouette (pointed, round cup, fringed), and a player's
// colour always comes with their name or initial.
#pragma once

#include "frosted/geometry.h"
#include "frosted/types.h"

#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace art {

// Registers the embedded resources (:/assets, :/data, :/docs); safe to call more than once.
void ensureResources();

// Short transitions drawn by the views (View ▸ Animations). They never delay the state: the
// core's state changes at once, an animation only draws the way there, and any new input ends it.
// Off by default on the offscreen platform (tests, screenshots stay deterministic).
bool animationsEnabled();
void setAnimationsEnabled(bool on);

// Palette (UI.md "Look").
QColor background();  // pale blue-grey
QColor board();       // soft white
QColor meadow();      // green meadow base of the tiles
QColor waterColour(); // water blue
QColor ink();         // text and outlines
QColor typeColour(frosted::LandType t);
QColor playerColour(const QString& colourName); // yellow, blue, pink, green
QString typeName(frosted::LandType t);

// An element of assets/ ("tulip-purple", "coin", ...) as a pixmap of `size` device pixels,
// rendered by QSvgRenderer and kept in QPixmapCache. Falls back to a placeholder drawn with
// QPainter only when the file is missing or invalid.
QPixmap pixmap(const QString& element, int size);
QPixmap pixmap(const QString& element, QSize size); // stretched to a non-square size
// The same, tinted: the element's light greys take the colour (multiply), its alpha is kept.
QPixmap tinted(const QString& element, int size, const QColor& colour);
// Draws an element into a rectangle (square elements, viewBox 0 0 100 100); `stretch` fills a
// non-square rectangle instead of keeping the element square.
void draw(QPainter& p, const QString& element, const QRectF& r, bool stretch = false);
// A score-track marker (marker.svg) tinted in a player's colour, with their initial on it.
void drawMarker(QPainter& p, const QRectF& r, const QColor& colour, const QString& initial);

// One garden or tile cell: meadow with 1-3 separate tulips of its type, or water.
void drawCell(QPainter& p, const QRectF& r, const frosted::Cell& c);
// A whole face at `origin` with cell size `s`; tile edges thicker than cell edges.
void drawFace(QPainter& p, const frosted::Face& f, QPointF origin, qreal s, qreal opacity = 1.0);
// The outline of a set of cells (edges not shared with another cell of the set).
void drawOutline(QPainter& p, const std::vector<frosted::Point>& cells, QPointF origin, qreal s,
                 const QPen& pen);
// An Improvement figure over its cells: a Barn covers its 2 cells, a Windmill its 2×2 square.
void drawImprovement(QPainter& p, frosted::Improvement kind, const QRectF& r);
QString improvementElement(frosted::Improvement i);
QString iconElement(frosted::ObjectiveType t); // icon-purple... or worker/barn/windmill

} // namespace art
