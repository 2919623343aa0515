// Blossoms' look (issue 36): the flower cards, the flowers growing above their pots, the pots
// with their tools, the players' tokens, the card back and the signs of bad luck and of a dying
// flower, drawn with QPainter as vectors (antialiased), crisp at any size — as Petals' look
// (src/games/petals/gui/look/CardArt.h). The window, the hand, the rules page and the first-start
// game choice draw with these functions and nothing else.
//
// A flower type is its index in ComponentSet::types, the rulebook's order (COMPONENTS.md): 0 rose,
// 1 iris, 2 tulip, 3 common poppy, 4 sweet pea, 5 schizostylis. Every card of a type is alike
// (R-BL-SCORE-1: a card is one unit of height), so a card is drawn from its type alone; no card id
// is shown. Colour is never the only cue: each type has its colour AND its own drawing (the rose's
// layered round petals, the iris' three falls and three standards, the tulip's cup, the poppy's
// four broad petals round a dark centre, the sweet pea's ruffled wings on a tendril, the
// schizostylis' six-petalled stars on a spike) AND a pictogram of its own silhouette in the
// card's corners (a round rose, a triangle, a crowned cup, a four-lobed poppy, a heart, a
// six-pointed star), which is also its icon.
//
// A flower in a pot is a stack of its cards growing upward (R-BL-GROW-2): each new card covers
// the petals of the one below, so the lower cards show their stems and the height reads at a
// glance, with a badge giving the number. Above the highest level the rules allow (max_height, 6)
// a red dashed band marks the level where one more card kills the flower (R-BL-GROW-5); it turns
// strong when the flower stands at the limit.
#pragma once

#include "blossoms/rules/components.h"

#include <QColor>
#include <QIcon>
#include <QPixmap>
#include <QRectF>
#include <QSize>
#include <QString>

#include <optional>

class QPainter;

namespace blossoms::art {

// The palette: a warm garden — terracotta, straw and leaf green — beside Petals' sage.
QColor tableColour();  // the table: a warm straw-and-clay tone
QColor cardColour();   // the cards' cream
QColor ink();          // text and outlines
QColor dangerColour(); // the 7th level, bad luck: a clear red
// A player's colour (their tokens, the banner's stripe, their row on the players' panel and the
// score pad, their token in the new-game dialog) by their place in the list of players as the
// new-game dialog has them (0-2), never by seat: a start player drawn other than the first keeps
// everyone's colour. Three colours apart for every kind of colour vision; tokens also show an
// initial.
QColor playerColour(int listed);
// A type's colours: its petals' fill, a darker tone of the same hue (outlines, patterns) and a
// very light tone (the card's background, badges, rows). A type outside 0-5 gets a neutral grey.
QColor typeColour(int type);
QColor typeInk(int type);
QColor typePale(int type);
// Translated (context "BlossomsType"): "Rose", "Iris", "Tulip", "Common poppy", "Sweet pea",
// "Schizostylis".
QString typeName(int type);
// Translated (context "BlossomsTool"): "Watering can", "Fence", "Rake", "Pruner".
QString toolName(Tool tool);

// How a card is drawn.
struct CardStyle {
    qreal opacity = 1.0;
    bool shadow = true;       // a soft shadow under the card (on the table)
    bool highlighted = false; // a warm golden glow around it (playable, the card just drawn)
    bool selected = false;    // a strong blue frame (the card chosen in the hand)
    bool faceDown = false;    // its back instead (the other seats' hands, the deck)
};

// The portrait card (5:7) centred in `r` where drawCard and drawBack paint: the largest that
// fits, less a margin of 4.5% on each side that keeps the glow and the shadow inside `r`.
QRectF cardRectIn(const QRectF& r);

// A card of `type`: its flower on a pale ground of the type's colour, the stem running to the
// card's foot, the type's pictogram in the top-left and bottom-right corners.
void drawCard(QPainter& p, const QRectF& r, int type, const CardStyle& style = {});
// The back: a seed packet — a wooden trellis on leaf green, a cream medallion with a sprout.
void drawBack(QPainter& p, const QRectF& r, const CardStyle& style = {});
// The type's pictogram (its silhouette, see above) in `r`, filled with its colour, ringed in its
// ink; `grey` draws it faded (a type no longer available, a dying flower).
void drawTypePictogram(QPainter& p, const QRectF& r, int type, bool grey = false);
// A type's icon: its pictogram on a round badge of its pale colour.
void drawTypeIcon(QPainter& p, const QRectF& r, int type);

// A flower of `type` and `height` cards (0 draws nothing but the danger band) standing in `r`,
// the area above its pot: its cards from level 1 at the bottom of `r` upward, the badge with the
// height beside the top card, the danger band at level maxHeight + 1. The style applies to the
// top card (highlighted: the pot that may be chosen; selected: the pot chosen).
void drawFlowerStack(QPainter& p, const QRectF& r, int type, int height, int maxHeight = 6,
                     const CardStyle& style = {});
// Where the card of `level` (1 = the bottom card, maxHeight + 1 = the danger level) lies in a
// stack drawn into `r`: the target of a card flying to its pot, the place of the danger band.
QRectF stackCardRect(const QRectF& r, int level, int maxHeight = 6);
// The strip at the top of a stack in `r` that marks level maxHeight + 1 (R-BL-GROW-5).
QRectF dangerBandRect(const QRectF& r, int maxHeight = 6);

// A terracotta pot filling `r`, its tool's icon on a cream badge on its front (none: the
// children's variant, whose pots show no tool, R-BL-VAR-2); `empty` shows bare soil waiting for a
// planting.
void drawPot(QPainter& p, const QRectF& r, std::optional<Tool> tool, bool empty = false);
// A tool's icon, recognisable from 16 px to 64 px: a watering can, a picket fence, a rake, a
// pair of secateurs (the Pruner).
void drawToolIcon(QPainter& p, const QRectF& r, Tool tool);
// A player's token: a round wooden disc in `colour` with `label` (the player's initial) on it,
// so that the owner reads without the colour.
void drawToken(QPainter& p, const QRectF& r, const QColor& colour, const QString& label);
// A dying flower of `type` (R-BL-GROW-5): its stem bowed, its head hanging, its colours gone to
// grey-brown, two petals falling. For the death animation and the log.
void drawWilted(QPainter& p, const QRectF& r, int type);
// Bad luck (R-BL-GROW-4): a storm cloud with a lightning bolt and rain.
void drawBadLuck(QPainter& p, const QRectF& r);

// As pixmaps of `size` logical pixels (drag pictures, tooltips, the hand, labels) and icons
// (buttons, menus, lists).
QPixmap cardPixmap(int type, QSize size, qreal dpr = 1.0, const CardStyle& style = {});
QPixmap backPixmap(QSize size, qreal dpr = 1.0, const CardStyle& style = {});
QIcon typeIcon(int type);
QIcon toolIcon(Tool tool);
QIcon tokenIcon(const QColor& colour, const QString& label);

// In words, for screen readers and tooltips: a card is its type ("Tulip"); a flower its type and
// height ("Tulip, 4 cards"); a pot its number, tool and flower ("Pot 2, Watering can: Tulip,
// 4 cards" or "Pot 2, Watering can: empty").
QString describeCard(int type);
QString describeFlower(int type, int height);
QString describePot(int pot, std::optional<Tool> tool, int type, int height);

// The game's picture for the first-start game choice (as PetalsTable::picture): four pots in a
// row with flowers of different heights on the table's colour.
QPixmap gamePicture(QSize size);

} // namespace blossoms::art
