// The game's art: the SVG files of assets/ (embedded as resources) rendered per element and size,
// cached in QPixmapCache, with a drawn fallback should a file be missing.
//
// Also the palette and the colours of the landscape types and of the players. Colour is never the
// only cue: each flower type has its own silhouette (pointed, round cup, fringed), and a player's
// colour always comes with their badge's shape (tied to the colour) and their initial.
#pragma once

#include "frosted/rules/geometry.h"
#include "frosted/rules/types.h"

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
// How fast they run (Settings ▸ Configure… ▸ Animations): a factor on every duration the views
// use, normal by default. animationMs() is a duration given at normal speed, at the chosen one.
enum class AnimationSpeed { Slow = 0, Normal = 1, Fast = 2 };
AnimationSpeed animationSpeed();
void setAnimationSpeed(AnimationSpeed s);
int animationMs(int normalMs); // slow 1.75×, fast 0.5×

// Palette (UI.md "Look").
QColor background();  // pale blue-grey
QColor board();       // soft white
QColor meadow();      // green meadow base of the tiles
QColor waterColour(); // water blue
QColor ink();         // text and outlines
QColor typeColour(frosted::LandType t);
// A player's colour by the name of their starting tile's colour (yellow, blue, pink, green), in
// the palette chosen (View ▸ Colour-blind-safe colours); empty or "gardener": the Master Gardener.
QColor playerColour(const QString& colourName);
QColor playerColour(const QString& colourName, bool colourBlindSafe);
// The colour-blind-safe palette: four colours that stay apart under protanopia, deuteranopia and
// tritanopia (after Okabe & Ito; checked by a test simulating each). Off by default.
bool colourBlindSafe();
void setColourBlindSafe(bool on);

// A player is never told by colour alone: each colour has its badge's shape, the same in every
// palette, drawn wherever the player is shown (score-track marker, panel, hand-over, score pad,
// new-game dialog). The Master Gardener has his portrait instead.
enum class BadgeShape { Circle, Square, Triangle, Diamond, Hexagon, Star, Gardener };
// yellow circle, blue square, pink triangle, green diamond; another colour of the data a shape of
// its own by its name; empty or "gardener": BadgeShape::Gardener.
BadgeShape playerShape(const QString& colourName);
QString shapeName(BadgeShape s); // "circle", ... (translated), for tooltips
// A player colour of the data in words: the game's four translated, another as the data names it.
QString colourName(const QString& colourName);
// The badge: the shape filled with the colour, a dark outline, the initial on it.
void drawPlayerBadge(QPainter& p, const QRectF& r, const QColor& colour, BadgeShape shape,
                     const QString& initial);
// The same as a pixmap of `size` logical pixels at device pixel ratio `dpr` (labels, icons).
QPixmap playerBadge(const QColor& colour, BadgeShape shape, const QString& initial, int size,
                    qreal dpr = 1.0);
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
// A score-track marker: a player's badge (shape, colour, initial) on a soft shadow; the Master
// Gardener's is marker.svg tinted in his colour with "MG" on it.
void drawMarker(QPainter& p, const QRectF& r, const QColor& colour, BadgeShape shape,
                const QString& initial);

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
