// A player's garden: tile cells, Improvement cells, placement legality, groups and gaps.
//
// Implements R-GEO-1, R-PL-1..6, R-GAP-1..4 and R-SCORE-1. This is the only place in the project
// that decides whether a placement is legal, what a connected group is worth and which gaps a
// placement creates; the game state, the computer players, the command line and the GUI ask it.
//
// Representation. The garden is unbounded (R-GEO-1) but always finite, so it is stored as a dense
// window of bytes around its bounding box (with a margin wider than any tile), re-allocated when a
// placement reaches the margin. The window's width is a power of two, so a cell index splits into
// (x, y) with a mask and a shift. Each byte holds what lies in a cell; a second byte array marks
// the empty cells that share an edge with a tile cell (the cells where R-PL-2 contact can happen),
// so the overlap and contact tests of a candidate placement are a handful of array reads.
//
// Enclosure (R-PL-3/4, R-GAP-1). Between turns a garden holds no enclosed empty region (R-GAP-4).
// A region enclosed by a new tile must therefore contain an empty cell that shares an edge with the
// new tile: any escape path that region had before the placement was cut by a new cell, and the
// cell just before the cut belongs to the region. So only the empty neighbours of the new tile are
// explored. From each one not yet visited, a depth-first search runs over empty cells; it stops as
// soon as it steps outside the bounding box of (garden + new tile), or into a cell visited by an
// earlier search of this check (earlier searches either proved their region open or explored it
// completely, so meeting one means "open"). A search that runs out of cells has found an enclosed
// region: at most 4 cells is a gap, more is illegal (gap_too_large). This equals R-PL-4's
// definition (regions inside the bounding box grown by one cell that do not reach its border) and
// costs a few steps per neighbour in the usual case. Visited marks are generation stamps in a
// thread-local scratch array, so nothing is cleared between checks.
//
// Faces are taken already oriented (see OrientedTile); nothing assumes five cells.
#pragma once

#include "frosted/components.h"
#include "frosted/geometry.h"
#include "frosted/types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace frosted {

// R-GAP-2: the shapes a gap of 1-4 cells can have. J counts as L and Z as S.
enum class GapShape : std::uint8_t { One, Two, ThreeI, ThreeL, O, T, I, L, S };
std::string_view name(GapShape s); // "1", "2", "3I", "3L", "O", "T", "I", "L", "S"
// Classifies an orthogonally connected set of 1-4 cells.
GapShape classifyGap(const std::vector<Point>& cells);
// R-GAP-2: the Improvements a gap of this shape receives.
ImprovementCounts improvementsFor(GapShape s);

struct Gap {
    std::vector<Point> cells; // sorted by y, then x
    GapShape shape = GapShape::One;
    ImprovementCounts improvements;
    bool operator==(const Gap&) const = default;
};

// R-PL-1..3: why a placement is refused. When several apply the first in this order is given.
enum class IllegalReason : std::uint8_t { None, Overlap, NotAdjacent, GapTooLarge };
std::string_view code(IllegalReason r); // "overlap", "not_adjacent", "gap_too_large"

// The answer to "may this face go here, and what would it enclose?".
struct PlacementCheck {
    IllegalReason reason = IllegalReason::None;
    std::vector<Point> cells;  // the cells the face would cover, sorted
    std::vector<Point> region; // overlap: the covered occupied cells; gap_too_large: the region
    std::vector<Gap> gaps;     // when legal: the gaps created, sorted by their first cell
    bool legal() const { return reason == IllegalReason::None; }
    ImprovementCounts improvements() const;
    std::string message() const; // a sentence for players, e.g. "this would enclose 6 empty spaces"
};

// The distinct orientations of a tile (R-GEO-3/4): front then back, rotations 0, 90, 180, 270;
// an orientation giving the same typed cells as an earlier one (a symmetric face) is dropped.
struct OrientedTile {
    struct Entry {
        Orientation orientation;
        Face face; // rotated and normalised
    };
    std::vector<Entry> entries;
    static OrientedTile of(const Tile& t);
    static OrientedTile ofFace(const Face& f); // a single-sided (inline) face
};
// The face of `t` in orientation `o` (R-GEO-4), whether or not it is distinct.
Face orientedFace(const Tile& t, Orientation o);

struct PlacementOption {
    Orientation orientation;
    Point at;
    bool operator==(const PlacementOption&) const = default;
};

// One Improvement lying in a garden: a Worker on 1 cell, a Barn on 2, a Windmill on 4.
struct ImprovementPiece {
    Improvement kind = Improvement::Worker;
    std::vector<Point> cells;
    bool operator==(const ImprovementPiece&) const = default;
};

class Garden {
  public:
    enum class Content : std::uint8_t { Empty = 0, Tile = 1, Worker = 2, Barn = 3, Windmill = 4 };

    // A tile laid in the garden: `tile` is the caller's reference (an index into its component
    // list); the face is kept so the garden can answer without the component set.
    struct Laid {
        int tile = -1;
        Orientation orientation;
        Point at;
        Face face;
        bool operator==(const Laid& o) const {
            return tile == o.tile && orientation == o.orientation && at == o.at;
        }
    };

    Garden();

    bool empty() const { return laid_.empty(); }
    const std::vector<Laid>& laid() const { return laid_; }
    const std::vector<ImprovementPiece>& improvementPieces() const { return pieces_; }
    ImprovementCounts improvements() const { return improvementTotals_; }
    // Bounding box of every occupied cell; meaningless when empty().
    Point minCorner() const { return {minX_, minY_}; }
    Point maxCorner() const { return {maxX_, maxY_}; }

    Content contentAt(Point p) const;
    bool isOccupied(Point p) const { return contentAt(p) != Content::Empty; }
    // The tile cell at p (type and flowers), or false when p holds no tile.
    bool tileCellAt(Point p, Cell& out) const;
    // Index into laid() of the tile covering p, or -1.
    int laidIndexAt(Point p) const;

    // R-PL-1..4 for `face` (already oriented and normalised) with its top-left at `at`.
    // `requireContact` is false only for a starting tile (no R-PL-2 contact rule).
    PlacementCheck check(const Face& face, Point at, bool requireContact = true) const;

    // Lays the face and fills the gaps it creates with their Improvements (R-GAP-3/4).
    // Returns the check; when it is not legal nothing changes.
    PlacementCheck place(int tile, Orientation o, const Face& face, Point at,
                         bool requireContact = true);

    // R-SCORE-1: group value of each type for a tile lying on `tileCells` (already placed).
    LandValues groupValues(const std::vector<Point>& tileCells) const;
    // The group values a face would have if placed at `at` (the garden is not changed).
    LandValues groupValuesIf(const Face& face, Point at) const;
    // The cells of the group of type t containing the tile laid on `tileCells` (for highlighting).
    std::vector<Point> groupCells(const std::vector<Point>& tileCells, LandType t) const;
    // The cells of the group of type t that a face placed at `at` would extend (for highlighting).
    std::vector<Point> groupCellsIf(const Face& face, Point at, LandType t) const;

    // Every legal placement of the tile, in the order of its entries, then y, then x.
    std::vector<PlacementOption> legalPlacements(const OrientedTile& tile) const;
    // Counts them without building the list (used by benchmarks and perft-like tests).
    int countLegalPlacements(const OrientedTile& tile) const;

    bool operator==(const Garden& o) const { return laid_ == o.laid_ && pieces_ == o.pieces_; }

  private:
    friend struct GardenAccess;
    int windowIndex(Point p) const; // -1 when outside the window
    void ensureWindow(int minX, int minY, int maxX, int maxY);
    bool windowCovers(int minX, int minY, int maxX, int maxY) const;
    // Enclosure search for a tile already stamped into the scratch (see the header comment).
    template <class Visit>
    void forEachEnclosedRegion(const std::vector<int>& tileIdx, int bx0, int by0, int bx1, int by1,
                               Visit&& visit) const;
    PlacementCheck checkIndexed(const std::vector<Point>& cells, bool requireContact) const;

    std::vector<Laid> laid_;
    std::vector<ImprovementPiece> pieces_;
    ImprovementCounts improvementTotals_;
    int minX_ = 0, minY_ = 0, maxX_ = -1, maxY_ = -1;

    // The window: origin, width (a power of two), height, cells.
    int ox_ = 0, oy_ = 0;
    int shift_ = 0; // width == 1 << shift_
    int h_ = 0;
    std::vector<std::uint8_t> content_; // Content, plus type (bits 3-4) and flowers (bits 5-6)
    std::vector<std::uint8_t> contact_; // 1 where an empty cell shares an edge with a tile cell
    std::vector<std::int16_t> laidOf_;  // index into laid_, or -1
};

} // namespace frosted
