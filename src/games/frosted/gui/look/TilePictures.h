// The position editor's tile pickers (issue 31, docs/designer.md "Positions"): each Landscape
// tile in a tile box is shown by its picture — its front and its back side by side, drawn as in
// the garden (art::drawFace) — with its id and where it lies as the item's caption, and both
// faces' tulips in words as its tooltip. The box's popup scrolls through the pictures; the keys
// move in it, and typing an id ("T2", "T25") jumps to it.
#pragma once

#include "frosted/rules/components.h"

#include <QIcon>
#include <QSize>
#include <QString>

class QComboBox;
class QWidget;

namespace tilepictures {

// The pictures' size in a box's list: two faces side by side.
QSize iconSize();
// The picture of tile `tile` (both faces), drawn once per face set and kept.
QIcon icon(const frosted::ComponentSet& c, int tile);
// Both faces in words: "T09 — front: 2 red tulips · back: 1 purple and 1 white tulips".
QString tip(const frosted::ComponentSet& c, int tile);
// A tile box ready for pictures: half size on the closed box, whole in its list.
void setUp(QComboBox* box);
// Adds tile `tile` to `box`, its data the tile's index, with its picture and its tooltip.
void add(QComboBox* box, const frosted::ComponentSet& c, int tile, const QString& caption);
// For screenshots (--view position-picker): `window` with `box`'s list open over it, as a person
// sees it; saved to `file`. False when it cannot be written.
bool saveWithListOpen(QWidget& window, QComboBox& box, const QString& file);

} // namespace tilepictures
