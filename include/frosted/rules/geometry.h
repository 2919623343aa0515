// Tile geometry: faces as typed polyominoes, their orientations, and symmetry comparisons.
//
// Implements R-GEO-1..5. A face is a list of cells, each with a landscape element type and, for a
// flower space, its flower count. An orientation is (side, rotation): rotation by 90 degrees
// clockwise maps (x, y) -> (-y, x) and the result is normalised so that the smallest x and the
// smallest y are 0 (R-GEO-4); the normalisation is applied at rotation 0 too. A placement at
// (X, Y) then adds (X, Y) to every cell, so (X, Y) is the top-left corner of the rotated face's
// bounding box. Faces are never mirrored in play (R-GEO-3); mirroring exists here only for data
// validation (the back outline is the mirror of the front outline) and uniqueness checks.
//
// Nothing here assumes five cells: faces may be any polyomino of any size (CLI.md `evaluate`).
#pragma once

#include "frosted/rules/types.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace frosted {

// Where a placement may be given (its x and y, in every input: actions, saves, `evaluate`,
// `play`): -512..511. A game never comes near (a garden of 20 tiles spans at most about 100
// cells), and with inline faces at most kMaxFaceExtent wide every cell's coordinate stays far
// from int overflow in any arithmetic on it.
inline constexpr int kMinPlacementCoord = -512;
inline constexpr int kMaxPlacementCoord = 511;
// An inline face (CLI.md <Face>) has at most 64 cells within a 32 x 32 box.
inline constexpr int kMaxFaceCells = 64;
inline constexpr int kMaxFaceExtent = 32;

struct Point {
    int x = 0;
    int y = 0;
    bool operator==(const Point&) const = default;
    // Reading order: by y, then x (CLI.md sorts every cell list this way).
    bool operator<(const Point& o) const { return y != o.y ? y < o.y : x < o.x; }
};

// The bounding box of a set of cells (inclusive); empty sets give an inverted box.
struct Bounds {
    int minX = 0, minY = 0, maxX = -1, maxY = -1;
    int width() const { return maxX - minX + 1; }
    int height() const { return maxY - minY + 1; }
};
Bounds boundsOf(const std::vector<Point>& cells);

// One space of a face. `flowers` is 1-3 on a flower space and 0 on water.
struct Cell {
    int x = 0;
    int y = 0;
    LandType type = LandType::Water;
    int flowers = 0;
    // R-SCORE-1: a flower space counts its flowers, a water space counts 1.
    int elements() const { return type == LandType::Water ? 1 : flowers; }
    Point point() const { return {x, y}; }
    bool operator==(const Cell&) const = default;
};

// A face: a polyomino of typed cells, kept sorted in reading order after normalisation.
struct Face {
    std::vector<Cell> cells;
    bool operator==(const Face&) const = default;
    int width() const;  // bounding-box width (after normalisation: max x + 1)
    int height() const; // bounding-box height
    // The cell the pointer holds a face by, from its top-left corner: ((width - 1) / 2,
    // (height - 1) / 2), the middle cell (left and up of the middle for an even extent).
    Point middleCell() const { return {(width() - 1) / 2, (height() - 1) / 2}; }
};

enum class Side : std::uint8_t { Front = 0, Back = 1 };
std::string_view name(Side s);

// R-GEO-4: 0, 90, 180 or 270 degrees clockwise.
struct Orientation {
    Side side = Side::Front;
    int rotation = 0;
    bool operator==(const Orientation&) const = default;
};
inline constexpr std::array<int, 4> kRotations = {0, 90, 180, 270};
bool isValidRotation(int degrees);

// Shifts the cells so that min x = min y = 0 and sorts them in reading order.
Face normalised(Face f);
// R-GEO-4: rotates clockwise by `degrees` (a multiple of 90) and normalises.
Face rotated(const Face& f, int degrees);
// Mirror image (x -> -x), normalised. Used only by validation (R-GEO-3).
Face mirrored(const Face& f);
// Canonical form under the 8 symmetries of the square (rotations and mirroring), with types and
// flowers: two faces are "equal under rotation or mirroring" iff their canonical forms are equal.
Face canonicalUnderSymmetry(const Face& f);
// The outline only (types dropped), canonical under rotations only or under all 8 symmetries.
std::vector<Point> outline(const Face& f);
std::vector<Point> canonicalOutline(const Face& f, bool allowMirror);
// True when every cell is reachable from the first through orthogonal steps (R-GEO-1).
bool isOrthogonallyConnected(const std::vector<Point>& cells);
// True when no two cells share coordinates.
bool hasDistinctCells(const std::vector<Point>& cells);

} // namespace frosted
