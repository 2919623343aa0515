// A brute-force reference garden, and tests that compare the fast Garden (src/games/frosted/rules/garden.cpp)
// with it on thousands of random placements.
//
// The reference implements R-GEO-1, R-PL-1..4, R-GAP-1..4 and R-SCORE-1 straight from the wording
// of RULES.md, written for clarity, not speed. The garden is a std::map from (x, y) to what the
// cell holds; every legality question builds a plain picture of the garden after the placement
// (a grid with an explicit bounding box, the box of R-PL-4 grown by one cell) and loops over it.
// It shares no code with garden.cpp: it only takes the oriented faces of a tile from OrientedTile
// (R-GEO-3/4, tested by the geometry tests) and computes positions, legality, gaps, gap shapes,
// Improvements and group values itself.
//
// Random gardens come from a fixed seed through a tiny splitmix64 generator of our own, so every
// platform and standard library grows the same gardens.

#include "test_support.h"

#include "frosted/rules/components.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/geometry.h"
#include "frosted/rules/types.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace frosted {
namespace {

// ---------------------------------------------------------------------------------------------
// A tiny deterministic pseudo-random generator (splitmix64).

class SplitMix64 {
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // A number in [0, n). The modulo bias is negligible for the small n used here.
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    template <class Container>
    int below(const Container& c) {
        return below(static_cast<int>(c.size()));
    }
    // A number in [lo, hi].
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }
    bool chance(int percent) { return below(100) < percent; }

  private:
    std::uint64_t state_;
};

// ---------------------------------------------------------------------------------------------
// Cells, boxes and pictures.

// R-GEO-1: the four orthogonal neighbours.
constexpr std::array<Point, 4> kSteps = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

Point add(Point a, Point b) {
    return {a.x + b.x, a.y + b.y};
}

// An inclusive rectangle of cells; x1 < x0 means no cell at all.
struct Box {
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1;

    bool empty() const { return x1 < x0 || y1 < y0; }
    int width() const { return empty() ? 0 : x1 - x0 + 1; }
    int height() const { return empty() ? 0 : y1 - y0 + 1; }
    bool contains(Point p) const { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
    bool onBorder(Point p) const { return p.x == x0 || p.x == x1 || p.y == y0 || p.y == y1; }
    Box grown(int n) const { return {x0 - n, y0 - n, x1 + n, y1 + n}; }
    Box with(Point p) const {
        if (empty())
            return {p.x, p.y, p.x, p.y};
        return {std::min(x0, p.x), std::min(y0, p.y), std::max(x1, p.x), std::max(y1, p.y)};
    }
    // Every cell of the box in reading order (by y, then x).
    std::vector<Point> cells() const {
        std::vector<Point> all;
        all.reserve(static_cast<std::size_t>(width() * height()));
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                all.push_back({x, y});
        return all;
    }
};

// One value per cell of a box; cells outside the box read as `outside`.
template <class T>
class Grid {
  public:
    Grid(Box box, T outside)
        : box_(box), width_(box.width()), outside_(outside),
          cells_(static_cast<std::size_t>(box.width() * box.height()), outside) {}
    const Box& box() const { return box_; }
    T at(Point p) const { return box_.contains(p) ? cells_[index(p)] : outside_; }
    void set(Point p, T value) { cells_[index(p)] = value; } // p must lie inside the box

  private:
    std::size_t index(Point p) const {
        return static_cast<std::size_t>((p.y - box_.y0) * width_ + (p.x - box_.x0));
    }
    Box box_;
    int width_;
    T outside_;
    std::vector<T> cells_;
};

// What a cell holds, as far as legality is concerned.
enum class What : std::uint8_t { Empty, Tile, Improvement };
using Picture = Grid<What>;

std::string text(Point p) {
    return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}
std::string text(const std::vector<Point>& cells) {
    std::string s = "[";
    for (std::size_t i = 0; i < cells.size(); ++i)
        s += (i ? " " : "") + text(cells[i]);
    return s + "]";
}

// ---------------------------------------------------------------------------------------------
// R-GAP-2, computed from the cells alone.

std::string shapeName(GapShape s) {
    switch (s) {
    case GapShape::One:
        return "1";
    case GapShape::Two:
        return "2";
    case GapShape::ThreeI:
        return "3I";
    case GapShape::ThreeL:
        return "3L";
    case GapShape::O:
        return "O";
    case GapShape::T:
        return "T";
    case GapShape::I:
        return "I";
    case GapShape::L:
        return "L";
    case GapShape::S:
        return "S";
    }
    return "?";
}

// The shape of an orthogonally connected set of 1-4 cells, from its size, its bounding box, the
// most neighbours one cell has inside the set, and the fullest line along the box's long side.
// J counts as L and Z as S.
GapShape referenceShape(const std::vector<Point>& cells) {
    std::set<std::pair<int, int>> in;
    Box box;
    for (Point c : cells) {
        in.insert({c.x, c.y});
        box = box.with(c);
    }
    const int w = box.width();
    const int h = box.height();

    int mostNeighbours = 0; // a T has one cell touching the three others
    for (Point c : cells) {
        int n = 0;
        for (Point s : kSteps)
            n += in.count({c.x + s.x, c.y + s.y}) ? 1 : 0;
        mostNeighbours = std::max(mostNeighbours, n);
    }
    int fullestLine = 0; // an L has three cells in a line along the long side, an S does not
    for (int line = 0; line < std::min(w, h); ++line) {
        int n = 0;
        for (int along = 0; along < std::max(w, h); ++along) {
            const Point p = w >= h ? Point{box.x0 + along, box.y0 + line}
                                   : Point{box.x0 + line, box.y0 + along};
            n += in.count({p.x, p.y}) ? 1 : 0;
        }
        fullestLine = std::max(fullestLine, n);
    }

    switch (cells.size()) {
    case 1:
        return GapShape::One;
    case 2:
        return GapShape::Two;
    case 3:
        return std::min(w, h) == 1 ? GapShape::ThreeI : GapShape::ThreeL;
    case 4:
        if (w == 2 && h == 2)
            return GapShape::O;
        if (std::min(w, h) == 1)
            return GapShape::I;
        if (mostNeighbours == 3)
            return GapShape::T;
        return fullestLine == 3 ? GapShape::L : GapShape::S;
    default:
        ADD_FAILURE() << "not a gap: " << text(cells);
        return GapShape::One;
    }
}

// The R-GAP-2 table.
ImprovementCounts referenceImprovements(GapShape s) {
    ImprovementCounts c;
    switch (s) {
    case GapShape::One: // 1 Worker
        c[Improvement::Worker] = 1;
        break;
    case GapShape::Two: // 1 Barn
        c[Improvement::Barn] = 1;
        break;
    case GapShape::ThreeI: // 1 Barn + 1 Worker
    case GapShape::ThreeL:
        c[Improvement::Barn] = 1;
        c[Improvement::Worker] = 1;
        break;
    case GapShape::O: // 1 Windmill
        c[Improvement::Windmill] = 1;
        break;
    case GapShape::T: // 1 Barn + 2 Workers
        c[Improvement::Barn] = 1;
        c[Improvement::Worker] = 2;
        break;
    case GapShape::I: // 2 Barns
    case GapShape::L:
    case GapShape::S:
        c[Improvement::Barn] = 2;
        break;
    }
    return c;
}

std::string text(const ImprovementCounts& c) {
    return "W" + std::to_string(c[Improvement::Worker]) + "B" +
           std::to_string(c[Improvement::Barn]) + "M" + std::to_string(c[Improvement::Windmill]);
}
std::string text(const std::vector<Gap>& gaps) {
    std::string s;
    for (const Gap& g : gaps)
        s += text(g.cells) + " " + shapeName(g.shape) + " " + text(g.improvements) + "; ";
    return s;
}
std::string text(const LandValues& v) {
    return "purple " + std::to_string(v[LandType::Purple]) + ", red " +
           std::to_string(v[LandType::Red]) + ", white " + std::to_string(v[LandType::White]) +
           ", water " + std::to_string(v[LandType::Water]);
}
std::string reasonName(IllegalReason r) {
    switch (r) {
    case IllegalReason::None:
        return "legal";
    case IllegalReason::Overlap:
        return "overlap";
    case IllegalReason::NotAdjacent:
        return "not_adjacent";
    case IllegalReason::GapTooLarge:
        return "gap_too_large";
    }
    return "?";
}

// A face drawn as rows: P/R/W with the flower count for flower spaces, "~~" for water.
std::string drawFace(const Face& face) {
    Box box;
    for (const Cell& c : face.cells)
        box = box.with(c.point());
    std::ostringstream out;
    for (int y = box.y0; y <= box.y1; ++y) {
        for (int x = box.x0; x <= box.x1; ++x) {
            std::string s = "..";
            for (const Cell& c : face.cells)
                if (c.x == x && c.y == y)
                    s = c.type == LandType::Water
                            ? "~~"
                            : std::string(1, "PRW"[index(c.type)]) + std::to_string(c.flowers);
            out << s;
        }
        out << "\n";
    }
    return out.str();
}

// A placement as a sortable key: (side, rotation, x, y).
using Key = std::tuple<int, int, int, int>;

Key keyOf(Orientation o, Point at) {
    return {static_cast<int>(o.side), o.rotation, at.x, at.y};
}
std::vector<Key> keysOf(const std::vector<PlacementOption>& options) {
    std::vector<Key> keys;
    for (const PlacementOption& o : options)
        keys.push_back(keyOf(o.orientation, o.at));
    return keys;
}
std::string text(const Key& k) {
    return std::string(std::get<0>(k) == 0 ? "front" : "back") + " " +
           std::to_string(std::get<1>(k)) + " at " + text(Point{std::get<2>(k), std::get<3>(k)});
}

// ---------------------------------------------------------------------------------------------
// The reference garden.

// The answer of the reference to "may this face go here?".
struct RefCheck {
    IllegalReason reason = IllegalReason::None;
    std::vector<Point> cells;                 // the cells the face would cover, sorted
    std::vector<Point> overlap;               // R-PL-1: covered cells already occupied
    std::vector<std::vector<Point>> tooLarge; // R-PL-3: every enclosed region of more than 4
    std::vector<Gap> gaps;                    // R-GAP-1: when legal, every enclosed region
    bool legal() const { return reason == IllegalReason::None; }
};

class ReferenceGarden {
  public:
    struct Content {
        What what = What::Empty;
        LandType type = LandType::Water; // tile cells only
        int flowers = 0;                 // tile cells only
    };

    bool empty() const { return cells_.empty(); }
    // Bounding box of every occupied cell (tile or Improvement).
    const Box& box() const { return box_; }
    ImprovementCounts improvements() const { return totals_; }
    Content at(Point p) const {
        const auto it = cells_.find({p.x, p.y});
        return it == cells_.end() ? Content{} : it->second;
    }

    // The empty cells that share an edge with a tile cell (where R-PL-2 contact happens).
    std::vector<Point> emptyCellsTouchingTiles() const {
        std::set<Point> touching;
        for (const auto& [xy, content] : cells_)
            if (content.what == What::Tile)
                for (Point s : kSteps) {
                    const Point n = add({xy.first, xy.second}, s);
                    if (at(n).what == What::Empty)
                        touching.insert(n);
                }
        return {touching.begin(), touching.end()};
    }

    // The whole garden as a picture of its bounding box; outside it every cell is empty.
    Picture picture() const {
        Picture pic(box_, What::Empty);
        for (const auto& [xy, content] : cells_)
            pic.set({xy.first, xy.second}, content.what);
        return pic;
    }

    RefCheck check(const Face& face, Point at, bool requireContact = true) const {
        return checkOn(picture(), face, at, requireContact);
    }

    // R-PL-1..4 for `face` placed with its top-left corner at `at`, given `now` = picture().
    RefCheck checkOn(const Picture& now, const Face& face, Point at, bool requireContact) const {
        RefCheck r;
        r.cells.reserve(face.cells.size());
        for (const Cell& c : face.cells)
            r.cells.push_back(add(c.point(), at));
        std::sort(r.cells.begin(), r.cells.end());

        // R-PL-1: every covered cell must be empty: no tile cell, no Improvement.
        for (Point p : r.cells)
            if (now.at(p) != What::Empty)
                r.overlap.push_back(p);
        if (!r.overlap.empty()) {
            r.reason = IllegalReason::Overlap;
            return r;
        }

        // R-PL-2: some covered cell shares an edge with a tile cell (Improvements do not count).
        if (requireContact) {
            bool touches = false;
            for (Point p : r.cells)
                for (Point s : kSteps)
                    if (now.at(add(p, s)) == What::Tile)
                        touches = true;
            if (!touches) {
                r.reason = IllegalReason::NotAdjacent;
                return r;
            }
        }

        // R-PL-4: the garden after the placement, inside its bounding box grown by one cell.
        Box area = box_;
        for (Point p : r.cells)
            area = area.with(p);
        area = area.grown(1);
        // One label per cell of the area: kOccupied for a tile cell, an Improvement or a cell of
        // the placed face; for an empty cell 0 while not reached yet, kOpen once found connected
        // to the border of the area, k > 0 for the k-th enclosed region. Outside the area every
        // cell reads as occupied, so fill() never leaves it.
        Grid<int> label(area, kOccupied);
        for (int y = area.y0; y <= area.y1; ++y)
            for (int x = area.x0; x <= area.x1; ++x)
                label.set({x, y}, now.at({x, y}) == What::Empty ? 0 : kOccupied);
        for (Point p : r.cells)
            label.set(p, kOccupied);

        for (int y = area.y0; y <= area.y1; ++y)
            for (int x = area.x0; x <= area.x1; ++x)
                if (area.onBorder({x, y}) && label.at({x, y}) == 0)
                    fill(label, {x, y}, kOpen);
        int regions = 0;
        for (int y = area.y0; y <= area.y1; ++y) {
            for (int x = area.x0; x <= area.x1; ++x) {
                if (label.at({x, y}) != 0)
                    continue;
                fill(label, {x, y}, ++regions);
                std::vector<Point> region; // in reading order
                for (Point q : area.cells())
                    if (label.at(q) == regions)
                        region.push_back(q);
                // R-PL-3: more than 4 cells is illegal; otherwise it is a gap (R-GAP-1/2).
                if (region.size() > 4) {
                    r.tooLarge.push_back(region);
                } else {
                    const GapShape shape = referenceShape(region);
                    r.gaps.push_back(Gap{region, shape, referenceImprovements(shape)});
                }
            }
        }
        if (!r.tooLarge.empty()) {
            r.reason = IllegalReason::GapTooLarge;
            r.gaps.clear();
        }
        std::sort(r.gaps.begin(), r.gaps.end(),
                  [](const Gap& a, const Gap& b) { return a.cells.front() < b.cells.front(); });
        return r;
    }

    // Lays the face and fills every gap with its Improvements (R-GAP-3/4) when legal.
    RefCheck place(const Face& face, Point at, bool requireContact = true) {
        RefCheck r = check(face, at, requireContact);
        if (!r.legal())
            return r;
        for (const Cell& c : face.cells) {
            const Point p = add(c.point(), at);
            cells_[{p.x, p.y}] = Content{What::Tile, c.type, c.flowers};
            box_ = box_.with(p);
        }
        for (const Gap& g : r.gaps) {
            for (Point p : g.cells) {
                cells_[{p.x, p.y}] = Content{What::Improvement, LandType::Water, 0};
                box_ = box_.with(p);
            }
            totals_ += g.improvements;
        }
        return r;
    }

    // R-SCORE-1: for each type T, the union of the 4-connected groups of T cells that contain a
    // T cell of `tileCells`; a flower space counts its flowers, a water space counts 1.
    LandValues groupValues(const std::vector<Point>& tileCells) const {
        LandValues values;
        for (LandType t : kLandTypes) {
            std::set<std::pair<int, int>> group;
            std::vector<Point> stack;
            auto reach = [&](Point p) {
                const Content c = at(p);
                if (c.what == What::Tile && c.type == t && group.insert({p.x, p.y}).second)
                    stack.push_back(p);
            };
            for (Point p : tileCells)
                reach(p);
            while (!stack.empty()) {
                const Point p = stack.back();
                stack.pop_back();
                for (Point s : kSteps)
                    reach(add(p, s));
            }
            for (const auto& [x, y] : group) {
                const Content c = at({x, y});
                values[t] += c.type == LandType::Water ? 1 : c.flowers;
            }
        }
        return values;
    }

    // Every legal placement of every orientation of `tile`: each (X, Y) of the garden's bounding
    // box grown by 6 (or by the face's width or height when larger, so that a long face can
    // still touch the garden from the left or from above), in the order of the entries, then y,
    // then x.
    std::vector<Key> legalPlacements(const OrientedTile& tile) const {
        const Picture now = picture();
        std::vector<Key> legal;
        for (const OrientedTile::Entry& e : tile.entries) {
            Box faceBox;
            for (const Cell& c : e.face.cells)
                faceBox = faceBox.with(c.point());
            const Box range = box_.grown(std::max({6, faceBox.width(), faceBox.height()}));
            for (Point at : range.cells())
                if (checkOn(now, e.face, at, true).legal())
                    legal.push_back(keyOf(e.orientation, at));
        }
        return legal;
    }

    // The garden as rows of two characters per cell, for failure messages.
    std::string draw() const {
        std::ostringstream out;
        out << "garden, top-left " << text(Point{box_.x0, box_.y0})
            << " (P/R/W + flowers, ~~ water, ## Improvement):\n";
        for (int y = box_.y0; y <= box_.y1; ++y) {
            for (int x = box_.x0; x <= box_.x1; ++x) {
                const Content c = at({x, y});
                if (c.what == What::Empty)
                    out << "..";
                else if (c.what == What::Improvement)
                    out << "##";
                else if (c.type == LandType::Water)
                    out << "~~";
                else
                    out << "PRW"[index(c.type)] << c.flowers;
            }
            out << "\n";
        }
        return out.str();
    }

  private:
    static constexpr int kOccupied = -2;
    static constexpr int kOpen = -1;

    // Gives `value` to every cell labelled 0 (empty, not reached yet) that is 4-connected to
    // `start` through such cells.
    static void fill(Grid<int>& label, Point start, int value) {
        std::vector<Point> stack;
        stack.reserve(256);
        stack.push_back(start);
        label.set(start, value);
        while (!stack.empty()) {
            const Point p = stack.back();
            stack.pop_back();
            for (Point s : kSteps) {
                const Point n = add(p, s);
                if (label.at(n) == 0) {
                    label.set(n, value);
                    stack.push_back(n);
                }
            }
        }
    }

    std::map<std::pair<int, int>, Content> cells_; // occupied cells only
    Box box_;
    ImprovementCounts totals_;
};

// ---------------------------------------------------------------------------------------------
// Comparing the fast garden with the reference.

// Differences between a fast check and the reference check of the same placement.
std::string compareChecks(const PlacementCheck& fast, const RefCheck& ref) {
    std::ostringstream out;
    if (fast.reason != ref.reason) {
        out << "reason: fast " << reasonName(fast.reason) << ", reference "
            << reasonName(ref.reason);
        if (ref.reason == IllegalReason::GapTooLarge)
            out << " (region " << text(ref.tooLarge.front()) << ")";
        if (ref.legal())
            out << " (gaps " << text(ref.gaps) << ")";
        if (fast.reason == IllegalReason::GapTooLarge)
            out << " (fast region " << text(fast.region) << ")";
        out << "\n";
        return out.str();
    }
    if (fast.cells != ref.cells)
        out << "cells: fast " << text(fast.cells) << ", reference " << text(ref.cells) << "\n";
    std::vector<Point> region = fast.region;
    std::sort(region.begin(), region.end());
    if (ref.reason == IllegalReason::Overlap && region != ref.overlap)
        out << "overlap region: fast " << text(region) << ", reference " << text(ref.overlap)
            << "\n";
    if (ref.reason == IllegalReason::GapTooLarge &&
        std::find(ref.tooLarge.begin(), ref.tooLarge.end(), region) == ref.tooLarge.end()) {
        out << "too-large region: fast " << text(region) << ", reference";
        for (const auto& r : ref.tooLarge)
            out << " " << text(r);
        out << "\n";
    }
    if (ref.legal() && fast.gaps != ref.gaps)
        out << "gaps: fast " << text(fast.gaps) << "\n      reference " << text(ref.gaps) << "\n";
    return out.str();
}

// Differences between the whole state of the fast garden and the reference.
std::string compareState(const Garden& fast, const ReferenceGarden& ref) {
    std::ostringstream out;
    if (fast.improvements() != ref.improvements())
        out << "Improvement totals: fast " << text(fast.improvements()) << ", reference "
            << text(ref.improvements()) << "\n";
    if (fast.empty() != ref.empty())
        out << "empty: fast " << fast.empty() << ", reference " << ref.empty() << "\n";
    if (ref.empty())
        return out.str();
    const Box box = ref.box();
    if (fast.minCorner() != Point{box.x0, box.y0} || fast.maxCorner() != Point{box.x1, box.y1})
        out << "bounding box: fast " << text(fast.minCorner()) << "-" << text(fast.maxCorner())
            << ", reference " << text(Point{box.x0, box.y0}) << "-" << text(Point{box.x1, box.y1})
            << "\n";
    for (Point p : box.grown(1).cells()) {
        const ReferenceGarden::Content c = ref.at(p);
        const Garden::Content f = fast.contentAt(p);
        const What fw = f == Garden::Content::Empty  ? What::Empty
                        : f == Garden::Content::Tile ? What::Tile
                                                     : What::Improvement;
        if (fw != c.what) {
            out << "content at " << text(p) << " differs\n";
            continue;
        }
        Cell cell;
        const bool isTile = fast.tileCellAt(p, cell);
        if (isTile != (c.what == What::Tile))
            out << "tileCellAt " << text(p) << " says " << isTile << "\n";
        else if (isTile && (cell.type != c.type || cell.flowers != c.flowers))
            out << "tile cell at " << text(p) << " differs in type or flowers\n";
    }
    // The Improvement pieces lie exactly on the reference's Improvement cells, one piece per
    // cell: a Worker on 1 cell, a Barn on 2 adjacent cells, a Windmill on a 2x2 square.
    std::map<std::pair<int, int>, int> covered;
    ImprovementCounts pieceKinds;
    for (const ImprovementPiece& piece : fast.improvementPieces()) {
        pieceKinds[piece.kind] += 1;
        for (Point p : piece.cells)
            covered[{p.x, p.y}] += 1;
        Box b;
        for (Point p : piece.cells)
            b = b.with(p);
        const bool shaped = piece.kind == Improvement::Worker ? piece.cells.size() == 1
                            : piece.kind == Improvement::Barn
                                ? piece.cells.size() == 2 && b.width() * b.height() == 2
                                : piece.cells.size() == 4 && b.width() == 2 && b.height() == 2;
        if (!shaped)
            out << "Improvement piece on " << text(piece.cells) << " has a wrong shape\n";
    }
    if (pieceKinds != ref.improvements())
        out << "Improvement pieces " << text(pieceKinds) << " do not match the totals\n";
    for (Point p : box.grown(1).cells()) {
        const int n = covered.count({p.x, p.y}) ? covered[{p.x, p.y}] : 0;
        if (n != (ref.at(p).what == What::Improvement ? 1 : 0))
            out << "cell " << text(p) << " is covered by " << n << " Improvement pieces\n";
    }
    return out.str();
}

// Checks, then places `face` at `at` in both gardens, and compares everything the fast garden
// says about it: the check before, the check returned by place(), the group values before and
// after, and the whole state after. Adds a failure (with the garden before) and returns false
// on any difference.
bool placeBoth(Garden& fast, ReferenceGarden& ref, int tile, Orientation o, const Face& face,
               Point at, bool requireContact = true) {
    const ReferenceGarden before = ref;
    const PlacementCheck fastBefore = fast.check(face, at, requireContact);
    const LandValues fastIf = fast.groupValuesIf(face, at);
    const PlacementCheck fastPlaced = fast.place(tile, o, face, at, requireContact);
    const RefCheck refPlaced = ref.place(face, at, requireContact);

    std::string diff = compareChecks(fastBefore, refPlaced);
    if (!diff.empty())
        diff = "check(): " + diff;
    const std::string placedDiff = compareChecks(fastPlaced, refPlaced);
    if (!placedDiff.empty())
        diff += "place(): " + placedDiff;
    if (refPlaced.legal()) {
        const LandValues refValues = ref.groupValues(refPlaced.cells);
        const LandValues fastValues = fast.groupValues(refPlaced.cells);
        if (fastValues != refValues)
            diff +=
                "groupValues: fast " + text(fastValues) + "; reference " + text(refValues) + "\n";
        if (fastIf != refValues)
            diff += "groupValuesIf: fast " + text(fastIf) + "; reference " + text(refValues) + "\n";
    }
    diff += compareState(fast, ref);
    if (diff.empty())
        return true;
    ADD_FAILURE() << "fast garden and reference disagree placing\n"
                  << drawFace(face) << "at " << text(at) << (requireContact ? "" : " (no contact)")
                  << " on the " << before.draw() << diff;
    return false;
}

// Compares the legal placements of `tile` (sorted) and the count; false on a difference.
bool sameLegalPlacements(const Garden& fast, const ReferenceGarden& ref, const OrientedTile& tile,
                         const std::vector<Key>& refKeys) {
    std::vector<Key> fastSorted = keysOf(fast.legalPlacements(tile));
    std::vector<Key> refSorted = refKeys;
    std::sort(fastSorted.begin(), fastSorted.end());
    std::sort(refSorted.begin(), refSorted.end());
    std::string diff;
    std::vector<Key> onlyFast, onlyRef;
    std::set_difference(fastSorted.begin(), fastSorted.end(), refSorted.begin(), refSorted.end(),
                        std::back_inserter(onlyFast));
    std::set_difference(refSorted.begin(), refSorted.end(), fastSorted.begin(), fastSorted.end(),
                        std::back_inserter(onlyRef));
    for (std::size_t i = 0; i < onlyFast.size() && i < 5; ++i)
        diff += "  legal only for the fast code: " + text(onlyFast[i]) + "\n";
    for (std::size_t i = 0; i < onlyRef.size() && i < 5; ++i)
        diff += "  legal only for the reference: " + text(onlyRef[i]) + "\n";
    if (fastSorted.size() != refSorted.size() && diff.empty())
        diff += "  the fast list has duplicates\n";
    const int count = fast.countLegalPlacements(tile);
    if (count != static_cast<int>(refSorted.size()))
        diff += "  countLegalPlacements " + std::to_string(count) + ", reference " +
                std::to_string(refSorted.size()) + "\n";
    if (diff.empty())
        return true;
    ADD_FAILURE() << "legal placements differ (fast " << fastSorted.size() << ", reference "
                  << refSorted.size() << ") for a tile whose first face is\n"
                  << drawFace(tile.entries.front().face) << "on the " << ref.draw() << diff;
    return false;
}

const OrientedTile::Entry& entryFor(const OrientedTile& tile, const Key& k) {
    for (const OrientedTile::Entry& e : tile.entries)
        if (static_cast<int>(e.orientation.side) == std::get<0>(k) &&
            e.orientation.rotation == std::get<1>(k))
            return e;
    ADD_FAILURE() << "no entry for " << text(k);
    return tile.entries.front();
}

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Starts both gardens with a random starting tile at (0, 0), front, rotation 0 (R-TURN-1).
bool startBoth(Garden& fast, ReferenceGarden& ref, SplitMix64& rng) {
    const auto& starts = test::data().startingTiles;
    const int s = rng.below(starts);
    return placeBoth(fast, ref, s, Orientation{}, orientedFace(starts[s], Orientation{}), {0, 0},
                     false);
}

// A random candidate placement: a random orientation at a random (X, Y) of the bounding box
// grown by 6 (40%) or by 2 (20%), or with a random cell of the face laid on a random empty cell
// that touches a tile (40%), where enclosure happens most often.
std::pair<const OrientedTile::Entry*, Point> randomCandidate(const ReferenceGarden& ref,
                                                             const std::vector<Point>& touching,
                                                             const OrientedTile& tile,
                                                             SplitMix64& rng) {
    const OrientedTile::Entry& e = tile.entries[static_cast<std::size_t>(rng.below(tile.entries))];
    const int mode = rng.below(10);
    if (mode < 4 && !touching.empty()) {
        const Point target = touching[static_cast<std::size_t>(rng.below(touching))];
        const Point cell = e.face.cells[static_cast<std::size_t>(rng.below(e.face.cells))].point();
        return {&e, Point{target.x - cell.x, target.y - cell.y}};
    }
    const Box range = ref.box().grown(mode < 6 ? 2 : 6);
    return {&e, Point{rng.between(range.x0, range.x1), rng.between(range.y0, range.y1)}};
}

// ---------------------------------------------------------------------------------------------
// Random faces of any size (not pentominoes) and rings.

// Normalises like R-GEO-4: smallest x and y become 0, cells in reading order.
Face normalisedFace(std::vector<Cell> cells) {
    int minX = cells.front().x, minY = cells.front().y;
    for (const Cell& c : cells) {
        minX = std::min(minX, c.x);
        minY = std::min(minY, c.y);
    }
    for (Cell& c : cells) {
        c.x -= minX;
        c.y -= minY;
    }
    std::sort(cells.begin(), cells.end(),
              [](const Cell& a, const Cell& b) { return a.point() < b.point(); });
    return Face{cells};
}

Cell randomCell(SplitMix64& rng, Point p) {
    const LandType t = kLandTypes[static_cast<std::size_t>(rng.below(kLandTypeCount))];
    return Cell{p.x, p.y, t, t == LandType::Water ? 0 : rng.between(1, 3)};
}

// A polyomino grown cell by cell from one cell.
Face randomPolyomino(SplitMix64& rng, int size) {
    std::vector<Point> cells = {{0, 0}};
    while (static_cast<int>(cells.size()) < size) {
        const Point from = cells[static_cast<std::size_t>(rng.below(cells))];
        const Point next = add(from, kSteps[static_cast<std::size_t>(rng.below(4))]);
        if (std::find(cells.begin(), cells.end(), next) == cells.end())
            cells.push_back(next);
    }
    std::vector<Cell> typed;
    for (Point p : cells)
        typed.push_back(randomCell(rng, p));
    return normalisedFace(typed);
}

// The hollow outline of a w x h rectangle: it encloses (w - 2) x (h - 2) cells by itself.
Face ring(SplitMix64& rng, int w, int h) {
    std::vector<Cell> cells;
    for (Point p : Box{0, 0, w - 1, h - 1}.cells())
        if (Box{0, 0, w - 1, h - 1}.onBorder(p))
            cells.push_back(randomCell(rng, p));
    return normalisedFace(cells);
}

// One face in five is a ring of 3-5 by 3-5 cells, the others polyominoes of 1-4 or 6-9 cells.
Face randomFace(SplitMix64& rng, bool& isRing) {
    isRing = rng.chance(20);
    if (isRing) {
        const int w = rng.between(3, 5); // drawn one by one: argument order is unspecified
        const int h = rng.between(3, 5);
        return ring(rng, w, h);
    }
    static constexpr std::array<int, 8> kSizes = {1, 2, 3, 4, 6, 7, 8, 9};
    return randomPolyomino(rng, kSizes[static_cast<std::size_t>(rng.below(kSizes))]);
}

// ---------------------------------------------------------------------------------------------
// Tests.

// R-GAP-2: the reference's own classification agrees with the known counts of fixed
// polyominoes (2 dominoes; 2 straight and 4 bent trominoes; 1 O, 4 T, 2 I, 8 L/J, 4 S/Z
// tetrominoes) and with the fast classifyGap() / improvementsFor().
TEST(ReferenceGarden, R_GAP_2_ShapesOfEveryFixedPolyominoUpToFourCells) {
    std::set<std::vector<Point>> shapes = {{{0, 0}}};
    std::set<std::vector<Point>> frontier = shapes;
    for (int size = 2; size <= 4; ++size) {
        std::set<std::vector<Point>> grownShapes;
        for (const auto& s : frontier)
            for (Point c : s)
                for (Point step : kSteps) {
                    const Point n = add(c, step);
                    if (std::find(s.begin(), s.end(), n) != s.end())
                        continue;
                    std::vector<Cell> cells;
                    for (Point p : s)
                        cells.push_back(Cell{p.x, p.y, LandType::Water, 0});
                    cells.push_back(Cell{n.x, n.y, LandType::Water, 0});
                    std::vector<Point> points;
                    for (const Cell& cell : normalisedFace(cells).cells)
                        points.push_back(cell.point());
                    grownShapes.insert(points);
                }
        shapes.insert(grownShapes.begin(), grownShapes.end());
        frontier = grownShapes;
    }
    ASSERT_EQ(shapes.size(), 1u + 2u + 6u + 19u);

    std::map<GapShape, int> count;
    for (const auto& cells : shapes) {
        const GapShape s = referenceShape(cells);
        count[s] += 1;
        EXPECT_EQ(shapeName(classifyGap(cells)), shapeName(s)) << text(cells);
        EXPECT_EQ(improvementsFor(s), referenceImprovements(s)) << shapeName(s);
    }
    EXPECT_EQ(count[GapShape::One], 1);
    EXPECT_EQ(count[GapShape::Two], 2);
    EXPECT_EQ(count[GapShape::ThreeI], 2);
    EXPECT_EQ(count[GapShape::ThreeL], 4);
    EXPECT_EQ(count[GapShape::O], 1);
    EXPECT_EQ(count[GapShape::T], 4);
    EXPECT_EQ(count[GapShape::I], 2);
    EXPECT_EQ(count[GapShape::L], 8);
    EXPECT_EQ(count[GapShape::S], 4);
}

// R-PL-1..4, R-GAP-1..4, R-SCORE-1: random gardens grown from the bundled tiles. At every step
// the full list of legal placements of a random Landscape tile must agree; one of them is then
// placed in both gardens and the gaps, Improvements, group values and cells must agree.
TEST(ReferenceGarden, R_PL_1_to_4_R_GAP_1_2_R_SCORE_1_RandomGardensAgreeWithBruteForce) {
    const int kGardens = test::scaled(1000, 20);
    const auto& tiles = test::data().tiles;
    const auto start = std::chrono::steady_clock::now();
    SplitMix64 rng(0xF405'7ED0'B100'0001ULL);
    int gardens = 0, placements = 0, withGaps = 0;
    std::size_t optionsCompared = 0;
    for (int g = 0; g < kGardens && !::testing::Test::HasFailure(); ++g) {
        Garden fast;
        ReferenceGarden ref;
        if (!startBoth(fast, ref, rng))
            break;
        ++gardens;
        const std::size_t target = static_cast<std::size_t>(rng.between(8, 12));
        for (int attempt = 0; fast.laid().size() < target && attempt < 40; ++attempt) {
            const int t = rng.below(tiles);
            const OrientedTile tile = OrientedTile::of(tiles[static_cast<std::size_t>(t)]);
            const std::vector<Key> options = ref.legalPlacements(tile);
            if (!sameLegalPlacements(fast, ref, tile, options))
                break;
            optionsCompared += options.size();
            if (options.empty())
                continue; // R-PL-6: the turn goes on without a tile
            const Key k = options[static_cast<std::size_t>(rng.below(options))];
            const OrientedTile::Entry& e = entryFor(tile, k);
            const int gapsBefore = ref.improvements().total();
            if (!placeBoth(fast, ref, t, e.orientation, e.face, {std::get<2>(k), std::get<3>(k)}))
                break;
            ++placements;
            withGaps += ref.improvements().total() > gapsBefore ? 1 : 0;
        }
        EXPECT_EQ(fast.laid().size(), target) << "garden " << g << " could not be grown";
    }
    std::cout << "[ reference ] " << gardens << " gardens, " << placements
              << " placements compared (" << optionsCompared << " legal options, " << withGaps
              << " placements creating gaps) in " << secondsSince(start) << " s\n";
    EXPECT_GE(placements, test::scaled(2000));
    EXPECT_GE(withGaps, test::scaled(100));
}

// Compares fast.check() with the reference for one placement; counts the reference's reason.
bool sameCheck(const Garden& fast, const ReferenceGarden& ref, const Face& face, Point at,
               bool requireContact, std::map<IllegalReason, int>& reasons) {
    const RefCheck expected = ref.check(face, at, requireContact);
    reasons[expected.reason] += 1;
    const std::string diff = compareChecks(fast.check(face, at, requireContact), expected);
    if (diff.empty())
        return true;
    ADD_FAILURE() << "check() disagrees for\n"
                  << drawFace(face) << "at " << text(at) << (requireContact ? "" : " (no contact)")
                  << " on the " << ref.draw() << diff;
    return false;
}

// R-PL-1..4: candidate placements, most of them illegal, must get the same reason (in the
// priority order overlap, not_adjacent, gap_too_large), the same overlapping cells, one of the
// too-large regions, or the same gaps. At every step of each garden random candidates are
// checked (the first legal one grows the garden); on every 20th finished garden one random tile
// is checked in every orientation at every (X, Y) of the bounding box grown by 6.
TEST(ReferenceGarden, R_PL_1_to_4_CheckReasonsAgreeOnRandomCandidates) {
    const int kGardens = test::scaled(2000, 40);
    constexpr int kCandidatesPerStep = 30;
    constexpr int kSweepEvery = 20; // gardens
    const auto& tiles = test::data().tiles;
    const auto start = std::chrono::steady_clock::now();
    SplitMix64 rng(0xC4EC'4000'0000'0002ULL);
    std::map<IllegalReason, int> reasons;
    int candidates = 0, gardens = 0;
    for (int g = 0; g < kGardens && !::testing::Test::HasFailure(); ++g, ++gardens) {
        Garden fast;
        ReferenceGarden ref;
        if (!startBoth(fast, ref, rng))
            break;
        const std::size_t target = static_cast<std::size_t>(rng.between(6, 12));
        while (fast.laid().size() < target && !::testing::Test::HasFailure()) {
            int legalTile = -1;
            Key legalKey;
            const std::vector<Point> touching = ref.emptyCellsTouchingTiles();
            for (int i = 0; i < kCandidatesPerStep; ++i) {
                const int t = rng.below(tiles);
                const OrientedTile tile = OrientedTile::of(tiles[static_cast<std::size_t>(t)]);
                const auto [e, at] = randomCandidate(ref, touching, tile, rng);
                ++candidates;
                if (!sameCheck(fast, ref, e->face, at, true, reasons))
                    break;
                if (legalTile < 0 && ref.check(e->face, at).legal()) {
                    legalTile = t;
                    legalKey = keyOf(e->orientation, at);
                }
            }
            if (legalTile < 0)
                break;
            const OrientedTile tile = OrientedTile::of(tiles[static_cast<std::size_t>(legalTile)]);
            const OrientedTile::Entry& e = entryFor(tile, legalKey);
            if (!placeBoth(fast, ref, legalTile, e.orientation, e.face,
                           {std::get<2>(legalKey), std::get<3>(legalKey)}))
                break;
        }
        if (g % kSweepEvery != 0)
            continue;
        const OrientedTile tile =
            OrientedTile::of(tiles[static_cast<std::size_t>(rng.below(tiles))]);
        for (const OrientedTile::Entry& e : tile.entries)
            for (Point at : ref.box().grown(6).cells()) {
                ++candidates;
                if (!sameCheck(fast, ref, e.face, at, true, reasons))
                    break;
            }
    }
    std::cout << "[ reference ] " << gardens << " gardens, " << candidates
              << " candidates: " << reasons[IllegalReason::None] << " legal, "
              << reasons[IllegalReason::Overlap] << " overlap, "
              << reasons[IllegalReason::NotAdjacent] << " not_adjacent, "
              << reasons[IllegalReason::GapTooLarge] << " gap_too_large in " << secondsSince(start)
              << " s\n";
    EXPECT_GE(reasons[IllegalReason::None], test::scaled(1000));
    EXPECT_GE(reasons[IllegalReason::Overlap], test::scaled(1000));
    EXPECT_GE(reasons[IllegalReason::NotAdjacent], test::scaled(1000));
    EXPECT_GE(reasons[IllegalReason::GapTooLarge], test::scaled(300));
}

// R-PL-3/4, R-GAP-1/2 without five-cell tiles: rings enclose cells by themselves, as a starting
// tile (no contact rule) and next to a garden.
TEST(ReferenceGarden, R_PL_3_4_RingsEncloseByThemselves) {
    SplitMix64 rng(0x7214'6000'0000'0003ULL);
    for (int w = 3; w <= 6; ++w) {
        for (int h = 3; h <= 6; ++h) {
            const Face r = ring(rng, w, h);
            // Alone on an empty garden: the inside is a gap when it has at most 4 cells.
            Garden fast;
            ReferenceGarden ref;
            ASSERT_TRUE(placeBoth(fast, ref, 0, Orientation{}, r, {0, 0}, false));
            const bool fits = (w - 2) * (h - 2) <= 4;
            EXPECT_EQ(fast.empty(), !fits) << w << "x" << h;
            EXPECT_EQ(ref.improvements().total() > 0, fits) << w << "x" << h;

            // Next to a starting tile: every position agrees.
            Garden fast2;
            ReferenceGarden ref2;
            const Face yellow = orientedFace(test::data().startingTiles.front(), Orientation{});
            ASSERT_TRUE(placeBoth(fast2, ref2, 0, Orientation{}, yellow, {0, 0}, false));
            const OrientedTile tile = OrientedTile::ofFace(r);
            const std::vector<Key> options = ref2.legalPlacements(tile);
            ASSERT_TRUE(sameLegalPlacements(fast2, ref2, tile, options));
            for (Point at : ref2.box().grown(6).cells()) {
                const std::string diff = compareChecks(fast2.check(r, at), ref2.check(r, at));
                ASSERT_EQ(diff, "") << w << "x" << h << " ring at " << text(at);
            }
        }
    }
}

// R-PL-1..4, R-GAP-1/2, R-SCORE-1 with random polyomino faces of 1-4 and 6-9 cells and rings, so
// nothing in the core may assume five cells: enumerations, random checks (some without the
// contact rule) and placements must agree.
TEST(ReferenceGarden, R_PL_1_to_4_R_GAP_1_2_RandomPolyominoesAgreeWithBruteForce) {
    constexpr int kGardens = 60;
    constexpr int kChecksPerStep = 30;
    const auto start = std::chrono::steady_clock::now();
    SplitMix64 rng(0x9013'0000'0000'0004ULL);
    int placements = 0, checks = 0, rings = 0;
    std::map<IllegalReason, int> reasons;
    for (int g = 0; g < kGardens && !::testing::Test::HasFailure(); ++g) {
        Garden fast;
        ReferenceGarden ref;
        // The first face has no contact rule; a ring enclosing more than 4 cells is refused.
        bool isRing = false;
        while (fast.empty() && !::testing::Test::HasFailure())
            placeBoth(fast, ref, 0, Orientation{}, randomFace(rng, isRing), {0, 0}, false);
        const int steps = rng.between(6, 10);
        for (int step = 0; step < steps && !::testing::Test::HasFailure(); ++step) {
            const Face face = randomFace(rng, isRing);
            const OrientedTile tile = OrientedTile::ofFace(face);
            const std::vector<Point> touching = ref.emptyCellsTouchingTiles();
            for (int i = 0; i < kChecksPerStep; ++i) {
                const auto [e, at] = randomCandidate(ref, touching, tile, rng);
                ++checks;
                if (!sameCheck(fast, ref, e->face, at, rng.chance(90), reasons))
                    break;
            }
            const std::vector<Key> options = ref.legalPlacements(tile);
            if (!sameLegalPlacements(fast, ref, tile, options) || options.empty())
                continue;
            const Key k = options[static_cast<std::size_t>(rng.below(options))];
            const OrientedTile::Entry& e = entryFor(tile, k);
            if (!placeBoth(fast, ref, 0, e.orientation, e.face, {std::get<2>(k), std::get<3>(k)}))
                break;
            ++placements;
            rings += isRing ? 1 : 0;
        }
    }
    std::cout << "[ reference ] " << placements << " polyomino placements (" << rings << " rings), "
              << checks << " checks (" << reasons[IllegalReason::GapTooLarge]
              << " gap_too_large) in " << secondsSince(start) << " s\n";
    EXPECT_GE(placements, 300);
    EXPECT_GE(rings, 20);
}

// A perft-like pinned count of legal placements (R-PL-1..4) on three fixed gardens grown from the
// bundled data. Each garden starts with a starting tile at (0, 0) and then lays fixed tiles, each
// at the first / last / middle legal placement of the enumeration order documented in garden.h
// (entries, then y, then x), which both implementations must follow.
TEST(ReferenceGarden, R_PL_1_to_4_PinnedLegalPlacementCounts) {
    enum class Pick { First, Last, Middle };
    struct Fixed {
        const char* start;
        std::vector<const char*> tiles;
        Pick pick;
        std::array<int, 3> pinned; // legal placements of T01, T05, T44
    };
    // The pinned numbers were computed by the brute-force reference and cross-checked with the
    // fast code (countLegalPlacements and legalPlacements).
    const std::vector<Fixed> gardens = {
        {"S-yellow", {"T02", "T03", "T04"}, Pick::First, {298, 302, 308}},
        {"S-blue", {"T10", "T11", "T12", "T13", "T14", "T15"}, Pick::Last, {464, 468, 476}},
        {"S-green",
         {"T20", "T21", "T22", "T23", "T24", "T25", "T26", "T27", "T28", "T29"},
         Pick::Middle,
         {604, 622, 638}},
    };
    const ComponentSet& data = test::data();
    for (const Fixed& f : gardens) {
        Garden fast;
        ReferenceGarden ref;
        const int s = data.startingTileIndex(f.start).value();
        const Face startFace =
            orientedFace(data.startingTiles[static_cast<std::size_t>(s)], Orientation{});
        ASSERT_TRUE(placeBoth(fast, ref, s, Orientation{}, startFace, {0, 0}, false));
        for (const char* id : f.tiles) {
            const int t = data.tileIndex(id).value();
            const OrientedTile tile = OrientedTile::of(data.tiles[static_cast<std::size_t>(t)]);
            const std::vector<Key> options = ref.legalPlacements(tile);
            ASSERT_FALSE(options.empty()) << id;
            EXPECT_EQ(keysOf(fast.legalPlacements(tile)), options) << "order differs for " << id;
            const std::size_t i = f.pick == Pick::First  ? 0
                                  : f.pick == Pick::Last ? options.size() - 1
                                                         : options.size() / 2;
            const OrientedTile::Entry& e = entryFor(tile, options[i]);
            ASSERT_TRUE(placeBoth(fast, ref, t, e.orientation, e.face,
                                  {std::get<2>(options[i]), std::get<3>(options[i])}));
        }
        const std::array<const char*, 3> counted = {"T01", "T05", "T44"};
        for (std::size_t c = 0; c < counted.size(); ++c) {
            const int t = data.tileIndex(counted[c]).value();
            const OrientedTile tile = OrientedTile::of(data.tiles[static_cast<std::size_t>(t)]);
            const int refCount = static_cast<int>(ref.legalPlacements(tile).size());
            std::cout << "[ reference ] " << f.start << " + " << f.tiles.size()
                      << " tiles: " << counted[c] << " has " << refCount << " legal placements\n";
            EXPECT_EQ(refCount, f.pinned[c]) << f.start << " " << counted[c];
            EXPECT_EQ(fast.countLegalPlacements(tile), f.pinned[c]) << f.start << " " << counted[c];
            EXPECT_EQ(static_cast<int>(fast.legalPlacements(tile).size()), f.pinned[c])
                << f.start << " " << counted[c];
        }
    }
}

} // namespace
} // namespace frosted
