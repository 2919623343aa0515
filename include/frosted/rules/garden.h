// A player's garden: tile cells, Improvement cells, placement legality, groups and gaps.
//
// Implements R-GEO-1, R-PL-1..6, R-GAP-1..4 and R-SCORE-1. This is the only place in the project
// that decides whether a placement is legal, what a connected group is worth and which gaps a
// placement creates; the game state, the computer players, the command line and the GUI ask it.
//
// Representation. The garden is unbounded (R-GEO-1) but always finite, so it is stored as bit
// planes over a window on its bounding box: one bit per cell, rows of 64-bit words
// (one word per row for any garden up to 64 cells wide, more words for wider ones). The planes are
// "occupied" (tile or Improvement), "tile", one per landscape type and two for the flower count.
// Reads outside the window are empty. Which tile covers a cell and which Improvement lies there
// are found in laid() and improvementPieces(). A copy is a few hundred bytes of planes plus the
// laid tiles and pieces.
//
// Placement enumeration (R-PL-1/2) works on 64 anchor columns at once: for one orientation and
// one anchor row, AND-ing the shifted "occupied" rows of its cells gives every free anchor, OR-ing
// the shifted "touches a tile" rows every touching one, a few operations per cell and row.
//
// Enclosure (R-PL-3/4, R-GAP-1). Between turns a garden holds no enclosed empty region (R-GAP-4).
// A region enclosed by a new tile T must therefore contain an empty cell that shares an edge with
// T: any escape path that region had before the placement was cut by a cell of T, and the cell
// just before the cut belongs to the region. By the same argument at least one empty 4-neighbour
// of T stays open. So when all empty 4-neighbours of T are connected to each other through empty
// cells of T's ring (the cells at king-move distance 1 of T), nothing is enclosed. That local test
// counts the connected pieces of the ring's empty cells with the Euler number (cells - edges +
// 2x2 blocks + holes) on an 8x8 bit picture, branch-free; it applies to faces up to 6x6 whose
// outside is connected (every bundled tile). When it fails, the same picture usually settles it:
// a piece of its empty cells that stays off the picture's border is a whole enclosed region (a gap,
// or too large); of the pieces reaching the border at least one is open, so a single one is open;
// enumeration also proves a piece open by a straight empty line to infinity. Only what is left
// goes to the exact search: from each empty neighbour of T not yet visited, a flood over empty
// cells of the bounding box of (garden + T) grown by one cell, whole row runs at a time; it stops
// as soon as it reaches that box's border or a cell of an earlier search of this check (earlier
// searches either proved their region open or explored it completely, so meeting one means
// "open"). A search that runs out of cells has found an enclosed region: at most 4 cells is a
// gap, more is illegal (gap_too_large). This equals R-PL-4's definition (regions inside the
// bounding box grown by one cell that do not reach its border).
//
// Group values (R-SCORE-1) flood whole rows of same-type cells with shifts. A preview treats the
// new face's cells virtually (no copy of the garden): the garden's groups are labelled once per
// garden content (cached per thread), and the new face's group value is its own elements plus the
// value of each distinct garden group of the same type next to one of its cells of that type.
//
// Faces are taken already oriented (see OrientedTile); nothing assumes five cells.
#pragma once

#include "engine/shared.h"
#include "frosted/rules/components.h"
#include "frosted/rules/geometry.h"
#include "frosted/rules/types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace frosted {

// R-GAP-2: the shapes a gap of 1-4 cells can have. J counts as L and Z as S.
enum class GapShape : std::uint8_t { One, Two, ThreeI, ThreeL, O, T, I, L, S };
inline constexpr int kGapShapeCount = 9;
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

    bool empty() const { return laid_.get().empty(); }
    const std::vector<Laid>& laid() const { return laid_.get(); }
    const std::vector<ImprovementPiece>& improvementPieces() const { return pieces_.get(); }
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
    // The same for a placement already known to be legal (check(face, at).legal()): the face's
    // cells are taken virtually, nothing is copied and the legality is not checked again.
    LandValues groupValuesIfLegal(const Face& face, Point at) const;
    // The cells of the group of type t containing the tile laid on `tileCells` (for highlighting).
    std::vector<Point> groupCells(const std::vector<Point>& tileCells, LandType t) const;
    // The cells of the group of type t that a face placed at `at` would extend (for highlighting).
    std::vector<Point> groupCellsIf(const Face& face, Point at, LandType t) const;
    // R-SCORE-1: the value of the largest group of each type in the garden (0 for a type it does
    // not hold), from the groups labelled once per garden content (as groupValuesIfLegal).
    LandValues largestGroups() const;

    // Every legal placement of the tile, in the order of its entries, then y, then x.
    std::vector<PlacementOption> legalPlacements(const OrientedTile& tile) const;
    // Counts them without building the list (used by benchmarks and perft-like tests).
    int countLegalPlacements(const OrientedTile& tile) const;

    bool operator==(const Garden& o) const { return laid_ == o.laid_ && pieces_ == o.pieces_; }

  private:
    friend struct GardenAccess;
    // Bit planes (see the header comment); bit(), rowBits() inline in detail/garden_bits.h.
    enum Plane : int { kOcc = 0, kTile = 1, kType = 2, kFlower0 = 6, kFlower1 = 7, kPlanes = 8 };
    bool bit(int plane, long long x, long long y) const;
    // 64 bits of a plane's row y: bit i is the cell (x0 + i, y); outside the window reads 0.
    std::uint64_t rowBits(int plane, long long y, long long x0) const;
    void setBit(int plane, int x, int y);
    void coverBox(int minX, int minY, int maxX, int maxY); // grows the window to hold the box
    // R-PL-3/4: calls visit(region) for each enclosed region a tile on `cells` (sorted, empty)
    // would create, until visit returns false. Only empty 4-neighbours p of the tile with
    // want(p) start a search (every enclosed region must contain one of them).
    template <class Visit, class Want>
    void forEachEnclosedRegion(const std::vector<Point>& cells, Visit&& visit, Want&& want) const;
    bool enclosesTooMuch(const std::vector<Point>& cells) const; // a region of 5+ cells
    template <class Sink>
    void forEachLegalPlacement(const OrientedTile& tile, Sink&& sink) const;
    struct PlacementFrame; // forEachLegalPlacement()'s strips (garden_placement.cpp)
    void buildPlacementFrame(const PlacementFrame& f) const;
    template <class Sink>
    void forEachPlacementOf(const OrientedTile::Entry& e, const PlacementFrame& f,
                            Sink& sink) const;
    struct GroupLabels;
    const GroupLabels& groupLabels() const; // this thread's cached groups of this version
    // R-SCORE-1 from `seeds`; the cells of `face` at `at`, if given, count as laid.
    LandValues groupValuesOf(const std::vector<Point>& seeds, const Face* face, Point at) const;
    struct GroupRows; // groupValuesOf()'s rows of bits
    // The same one cell at a time, for gardens wider or taller than 62 cells.
    LandValues groupValuesCellByCell(const std::vector<Point>& seeds, const Face* face,
                                     Point at) const;

    // Copies share these until one of them changes (a copy of a garden is cheap).
    Shared<std::vector<Laid>> laid_;
    Shared<std::vector<ImprovementPiece>> pieces_;
    ImprovementCounts improvementTotals_;
    int minX_ = 0, minY_ = 0, maxX_ = -1, maxY_ = -1;

    // The window: origin cell, rows, 64-bit words per row; bits_[(row * kPlanes + plane) * words_
    // + word], bit b of word k is the cell (ox_ + 64 k + b, oy_ + row).
    int ox_ = 0, oy_ = 0;
    int rows_ = 0, words_ = 0;
    Shared<std::vector<std::uint64_t>> bits_;
    // Identifies the content: a fresh number from a global counter at each change (copies keep
    // it), so per-thread caches of derived data (the groups of groupValuesIfLegal) stay valid.
    std::uint64_t version_ = 0;
};

} // namespace frosted
