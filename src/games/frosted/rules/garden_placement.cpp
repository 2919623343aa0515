// Placement legality (R-PL-1..4, R-GAP-1, see garden.h): the local enclosure test on 8x8
// pictures, the exact enclosure search, check() and the enumeration of every legal placement.
#include "frosted/rules/detail/garden_bits.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <utility>
#include <vector>

namespace frosted {

using namespace detail;

namespace {

// The exact enclosure search (garden.h) on a picture at most 64 cells wide: `empty[r]` are the
// empty cells (T counts as occupied) of row r of the grown box, whose rows are 0..rows-1 and whose
// columns are the bits c0..c1. Starts are the empty 4-neighbours of T in the order of the header.
// Whole horizontal runs are taken at once. visit(seen rows of the region, first row, last row)
// is called for each enclosed region until it returns false.
struct RowSearch {
    std::vector<std::uint64_t> seen, done, region;
    std::vector<std::pair<int, std::uint64_t>> stack;
};
thread_local RowSearch tRows;

template <class Visit>
void searchRows(const std::uint64_t* empty, int rows, int c0, int c1,
                const std::vector<std::pair<int, int>>& starts, Visit&& visit) {
    RowSearch& s = tRows;
    s.seen.assign(static_cast<std::size_t>(rows), 0);
    s.done.assign(static_cast<std::size_t>(rows), 0);
    s.region.assign(static_cast<std::size_t>(rows), 0);
    const std::uint64_t edges = (1ULL << c0) | (1ULL << c1);
    for (const auto& [sc, sr] : starts) {
        const std::uint64_t b = 1ULL << sc;
        if (!(empty[sr] & b) || (s.seen[static_cast<std::size_t>(sr)] & b))
            continue;
        s.stack.clear();
        s.stack.push_back({sr, b});
        int lo = sr, hi = sr;
        bool open = false;
        while (!s.stack.empty() && !open) {
            const auto [r, seed] = s.stack.back();
            s.stack.pop_back();
            const std::size_t ri = static_cast<std::size_t>(r);
            const std::uint64_t run = fillRuns(seed, empty[r]);
            if ((run & s.done[ri]) || (run & edges) || r == 0 || r == rows - 1) {
                open = true; // the box's border, or an earlier search (that one was open)
                break;
            }
            const std::uint64_t fresh = run & ~s.seen[ri];
            s.seen[ri] |= fresh;
            s.region[ri] |= fresh;
            lo = std::min(lo, r), hi = std::max(hi, r);
            for (int nr : {r - 1, r + 1}) {
                const std::size_t ni = static_cast<std::size_t>(nr);
                const std::uint64_t below = fresh & empty[nr];
                if (below & s.done[ni])
                    open = true; // meets an earlier search
                if (below & ~s.seen[ni])
                    s.stack.push_back({nr, below & ~s.seen[ni]});
            }
        }
        lo = std::max(lo - 1, 0), hi = std::min(hi + 1, rows - 1);
        for (int r = lo; r <= hi; ++r) {
            const std::size_t ri = static_cast<std::size_t>(r);
            s.seen[ri] |= s.region[ri];
            s.done[ri] |= s.seen[ri];
        }
        if (!open && !visit(s.region.data(), lo, hi))
            return;
        for (int r = lo; r <= hi; ++r)
            s.region[static_cast<std::size_t>(r)] = 0;
    }
}

// Per-thread scratch for searches.
struct Scratch {
    std::vector<std::uint64_t> blocked, seen, done;
    std::vector<std::pair<int, int>> stack;
    std::vector<Point> region;
    std::vector<Point> cells;
    std::vector<std::uint64_t> occRows, touchRows, emptyRows;
    std::vector<std::pair<int, int>> starts;
    std::vector<std::uint64_t> rayRows[4];
    Pieces pieces;
    std::vector<std::uint64_t> picCache, picValid; // local pictures by corner (fast path)
    std::vector<int> rowMin, rowMax; // per frame row: the garden's outermost occupied cells
    // While legalPlacements runs its fast path: frameOcc[row] covers the cells (frameX + bit,
    // frameY + row) for rows 0..frameRows-1, so the exact search reads them instead of the planes.
    bool frameActive = false;
    long long frameX = 0, frameY = 0;
    const std::uint64_t* frameOcc = nullptr;
    long long frameRows = 0;
};
thread_local Scratch tScratch;

// The starts of the exact search around a cell of T: up, left, right, down.
constexpr int kDx[4] = {0, -1, 1, 0}, kDy[4] = {-1, 0, 0, 1};

// The grown box of the exact search cell by cell (boxes wider than 64 cells): `wpr` words per
// row; the blocked (occupied or T), seen and done cells are bit rows of the scratch.
struct CellBox {
    Scratch& s;
    int w, h, wpr;
    long long bx0, by0;
    std::uint64_t& at(std::vector<std::uint64_t>& v, int c, int r) const {
        return v[static_cast<std::size_t>(r * wpr + (c >> 6))];
    }
    bool test(std::vector<std::uint64_t>& v, int c, int r) const {
        return (at(v, c, r) >> (c & 63)) & 1;
    }
    void mark(std::vector<std::uint64_t>& v, int c, int r) const {
        at(v, c, r) |= 1ULL << (c & 63);
    }
};

// One search of the box from the empty cell (sc, sr) not seen yet: its cells go to s.region;
// true when it reaches the box's border or an earlier search (open).
bool searchFrom(const CellBox& b, int sc, int sr) {
    Scratch& s = b.s;
    const int w = b.w, h = b.h;
    // Explore toward the nearest side of the box first: open regions end in a few steps.
    const int dist[4] = {sr, sc, w - 1 - sc, h - 1 - sr}; // as kDx / kDy
    int best = 0;
    for (int k = 1; k < 4; ++k)
        if (dist[k] < dist[best])
            best = k;
    int dirs[4] = {0, 1, 2, 3};
    std::swap(dirs[best], dirs[3]); // pushed last, popped first
    s.stack.clear();
    s.region.clear();
    s.stack.push_back({sc, sr});
    b.mark(s.seen, sc, sr);
    bool open = false;
    while (!s.stack.empty() && !open) {
        const auto [c, r] = s.stack.back();
        s.stack.pop_back();
        s.region.push_back({static_cast<int>(b.bx0 + c), static_cast<int>(b.by0 + r)});
        if (c == 0 || r == 0 || c == w - 1 || r == h - 1) {
            open = true; // on the border of the grown box: reaches infinity
            break;
        }
        for (int dd : dirs) {
            const int nc = c + kDx[dd], nr = r + kDy[dd];
            if (b.test(s.blocked, nc, nr))
                continue;
            if (b.test(s.done, nc, nr)) {
                open = true; // an earlier search of this check: that one was open
                break;
            }
            if (b.test(s.seen, nc, nr))
                continue;
            b.mark(s.seen, nc, nr);
            s.stack.push_back({nc, nr});
        }
    }
    for (const Point& q : s.region)
        b.mark(s.done, static_cast<int>(q.x - b.bx0), static_cast<int>(q.y - b.by0));
    for (const auto& [c, r] : s.stack)
        b.mark(s.done, c, r);
    return open;
}

// The exact search (garden.h) cell by cell over a grown box wider than 64 cells whose top-left
// cell is (bx0, by0): occupied(r, k) gives the occupied cells of its row r from column 64 k.
// visit and want as in Garden::forEachEnclosedRegion.
template <class Occupied, class Visit, class Want>
void searchCells(const std::vector<Point>& cells, long long bx0, long long by0, int w, int h,
                 Occupied&& occupied, Visit& visit, Want& want) {
    Scratch& s = tScratch;
    const CellBox b{s, w, h, (w + 63) / 64, bx0, by0};
    const std::size_t n = static_cast<std::size_t>(h) * static_cast<std::size_t>(b.wpr);
    s.blocked.assign(n, 0);
    s.seen.assign(n, 0);
    s.done.assign(n, 0);
    for (int r = 0; r < h; ++r)
        for (int k = 0; k < b.wpr; ++k)
            s.blocked[static_cast<std::size_t>(r * b.wpr + k)] = occupied(r, k);
    for (const Point& p : cells)
        b.mark(s.blocked, static_cast<int>(p.x - bx0), static_cast<int>(p.y - by0));
    for (const Point& p : cells) {
        const int tc = static_cast<int>(p.x - bx0), tr = static_cast<int>(p.y - by0);
        for (int d = 0; d < 4; ++d) {
            const int sc = tc + kDx[d], sr = tr + kDy[d];
            if (!want(Point{p.x + kDx[d], p.y + kDy[d]}) || b.test(s.blocked, sc, sr) ||
                b.test(s.seen, sc, sr))
                continue; // occupied, T, or already explored in this check
            if (!searchFrom(b, sc, sr) && !visit(s.region))
                return;
        }
    }
}

// Coordinates beyond this are refused (not_adjacent) so no cell arithmetic can overflow.
constexpr long long kCoordLimit = 1LL << 28;

// The cells `face` covers at `at`, sorted; false (and no cells) beyond kCoordLimit.
bool coverCells(const Face& face, Point at, std::vector<Point>& cells) {
    cells.resize(face.cells.size());
    bool inRange = true;
    for (std::size_t i = 0; i < face.cells.size(); ++i) {
        const long long x = static_cast<long long>(face.cells[i].x) + at.x,
                        y = static_cast<long long>(face.cells[i].y) + at.y;
        inRange = inRange && x >= -kCoordLimit && x <= kCoordLimit && y >= -kCoordLimit &&
                  y <= kCoordLimit;
        cells[i].x = static_cast<int>(x); // field by field: no store-forwarding stall
        cells[i].y = static_cast<int>(y);
    }
    if (!inRange) {
        cells.clear();
        return false;
    }
    if (!std::is_sorted(cells.begin(), cells.end()))
        std::sort(cells.begin(), cells.end());
    return true;
}

// forEachLegalPlacement()'s strips are 64 columns wide and start every kStrip columns (see there).
constexpr int kStrip = 56;

// The anchors of a strip's row r, bits lo..hi, where the face lies on empty cells (R-PL-1) and
// shares an edge with a tile (R-PL-2), from the strip's occupied and touching rows.
[[gnu::always_inline]] inline std::uint64_t anchorCandidates(const Face& face,
                                                             const std::uint64_t* occRows,
                                                             const std::uint64_t* touchRows, int r,
                                                             int lo, int hi) {
    std::uint64_t free = ~0ULL, touch = 0;
    for (const Cell& c : face.cells) {
        const std::size_t row = static_cast<std::size_t>(r + c.y);
        free &= ~(occRows[row] >> c.x);
        touch |= touchRows[row] >> c.x;
    }
    return free & touch & ((~0ULL << lo) & (~0ULL >> (63 - hi)));
}

// The local test (garden.h) of an anchor of forEachLegalPlacement()'s fast path: the occupied
// picture whose corner is bit `shift` of row `r0` of the strip whose rows start at `base`, cached
// per corner (the picture depends only on its corner, so the entries share it; cells outside T's
// grown box are masked off by the tests, so all 8 rows are read). False when the picture holds a
// closed piece too large; else `unproven` gets the empty 4-neighbours of T that only the exact
// search can settle (0: legal).
[[gnu::always_inline]] inline bool localAnchorTest(const LocalShape& shape, Scratch& s,
                                                   std::size_t base, int r0, int shift,
                                                   std::uint64_t& unproven) {
    const std::uint64_t* occRows = s.occRows.data() + base;
    const std::size_t slot = base + static_cast<std::size_t>(r0);
    std::uint64_t occ;
    if ((s.picValid[slot] >> shift) & 1) {
        occ = s.picCache[64 * slot + static_cast<std::size_t>(shift)];
    } else {
        occ = 0;
        for (int k = 0; k < 8; ++k)
            occ |= ((occRows[r0 + k] >> shift) & 0xFF) << (8 * k);
        s.picCache[64 * slot + static_cast<std::size_t>(shift)] = occ;
        s.picValid[slot] |= 1ULL << shift;
    }
    unproven = 0;
    if (locallyOpen(shape, occ))
        return true;
    auto knownOpen = [&] {
        std::uint64_t rays[4];
        for (int d = 0; d < 4; ++d) {
            rays[d] = 0;
            const std::uint64_t* rayRows = s.rayRows[d].data() + slot;
            for (int k = 0; k < 8; ++k)
                rays[d] |= ((rayRows[k] >> shift) & 0xFF) << (8 * k);
        }
        return openByRays(shape, rays);
    };
    Pieces& pieces = s.pieces;
    localPieces(shape, occ, knownOpen, pieces);
    bool tooMuch = false;
    for (int k = 0; k < pieces.count; ++k)
        tooMuch = tooMuch || popcount(pieces.closed[k]) > 4;
    if (tooMuch)
        return false;
    unproven = pieces.unresolved;
    return true;
}

// R-GAP-1: gaps in the order of their first cell.
void sortGaps(std::vector<Gap>& gaps) {
    std::sort(gaps.begin(), gaps.end(),
              [](const Gap& a, const Gap& b) { return a.cells.front() < b.cells.front(); });
}

// R-PL-3/4, R-GAP-1 when every enclosed region lies inside the picture of the placement
// `r.cells` (no piece unresolved): too large, the first region met from the starts in the order
// of the exact search (cells, then up, left, right, down); else each closed piece is a gap.
void gapsInPicture(const LocalShape& shape, const Pieces& pieces, PlacementCheck& r) {
    auto pointsOf = [&](std::uint64_t bits) {
        std::vector<Point> pts;
        for (; bits; bits &= bits - 1) {
            const int b = std::countr_zero(bits);
            pts.push_back({shape.minX - 1 + (b & 7), shape.minY - 1 + (b >> 3)});
        }
        return pts; // reading order
    };
    for (const Point& p : r.cells)
        for (int d = 0; d < 4; ++d) {
            const int b = 8 * (p.y + kDy[d] - shape.minY + 1) + (p.x + kDx[d] - shape.minX + 1);
            for (int k = 0; k < pieces.count; ++k)
                if (((pieces.closed[k] >> b) & 1) && popcount(pieces.closed[k]) > 4) {
                    r.reason = IllegalReason::GapTooLarge;
                    r.region = pointsOf(pieces.closed[k]);
                    return;
                }
        }
    for (int k = 0; k < pieces.count; ++k) {
        std::vector<Point> pts = pointsOf(pieces.closed[k]);
        const GapShape gapShape = classifyGap(pts);
        r.gaps.push_back(Gap{std::move(pts), gapShape, improvementsFor(gapShape)});
    }
    sortGaps(r.gaps);
}

} // namespace

template <class Visit, class Want>
void Garden::forEachEnclosedRegion(const std::vector<Point>& cells, Visit&& visit,
                                   Want&& want) const {
    // See garden.h: the exact search over the bounding box of (garden + T) grown by one cell.
    const Bounds t = boundsOf(cells);
    long long bx0 = t.minX, by0 = t.minY, bx1 = t.maxX, by1 = t.maxY;
    // A garden separated from T by at least one empty row or column cannot help T enclose
    // anything (that line of cells reaches infinity), so its box is left out.
    if (!laid_.get().empty() &&
        !(t.maxX + 1 < minX_ || maxX_ + 1 < t.minX || t.maxY + 1 < minY_ || maxY_ + 1 < t.minY)) {
        bx0 = std::min<long long>(bx0, minX_), by0 = std::min<long long>(by0, minY_);
        bx1 = std::max<long long>(bx1, maxX_), by1 = std::max<long long>(by1, maxY_);
    }
    --bx0, --by0, ++bx1, ++by1;
    const int w = static_cast<int>(bx1 - bx0 + 1), h = static_cast<int>(by1 - by0 + 1);
    Scratch& s = tScratch;
    if (w <= 64) {
        // One word per row: whole runs at a time (searchRows).
        const std::uint64_t cols = w == 64 ? ~0ULL : (1ULL << w) - 1;
        const long long fr = by0 - s.frameY, fc = bx0 - s.frameX;
        const bool useFrame =
            s.frameActive && fr >= 0 && fc >= 0 && fc + w <= 64 && fr + h <= s.frameRows;
        auto framed = [&](int r) {
            return useFrame ? s.frameOcc[static_cast<std::size_t>(fr + r)] >> fc
                            : rowBits(kOcc, by0 + r, bx0);
        };
        s.emptyRows.resize(static_cast<std::size_t>(h));
        for (int r = 0; r < h; ++r)
            s.emptyRows[static_cast<std::size_t>(r)] = ~framed(r) & cols;
        for (const Point& p : cells)
            s.emptyRows[static_cast<std::size_t>(p.y - by0)] &= ~(1ULL << (p.x - bx0));
        s.starts.clear();
        for (const Point& p : cells)
            for (int d = 0; d < 4; ++d)
                if (want(Point{p.x + kDx[d], p.y + kDy[d]}))
                    s.starts.push_back({static_cast<int>(p.x - bx0 + kDx[d]),
                                        static_cast<int>(p.y - by0 + kDy[d])});
        searchRows(s.emptyRows.data(), h, 0, w - 1, s.starts,
                   [&](const std::uint64_t* region, int lo, int hi) {
                       s.region.clear();
                       for (int r = lo; r <= hi; ++r)
                           for (std::uint64_t b = region[r]; b; b &= b - 1)
                               s.region.push_back({static_cast<int>(bx0 + std::countr_zero(b)),
                                                   static_cast<int>(by0 + r)});
                       return visit(s.region);
                   });
        return;
    }
    searchCells(
        cells, bx0, by0, w, h, [&](int r, int k) { return rowBits(kOcc, by0 + r, bx0 + 64LL * k); },
        visit, want);
}

bool Garden::enclosesTooMuch(const std::vector<Point>& cells) const {
    const LocalShape shape = localShapeOf(cells, [](const Point& p) { return p; });
    if (shape.ok) {
        std::uint64_t occ = 0;
        for (int r = 0; r < shape.height + 2; ++r)
            occ |= (rowBits(kOcc, static_cast<long long>(shape.minY) - 1 + r,
                            static_cast<long long>(shape.minX) - 1) &
                    0xFF)
                   << (8 * r);
        if (locallyOpen(shape, occ))
            return false;
    }
    bool tooMuch = false;
    forEachEnclosedRegion(
        cells,
        [&](const std::vector<Point>& region) {
            tooMuch = region.size() > 4;
            return !tooMuch;
        },
        [](Point) { return true; });
    return tooMuch;
}

PlacementCheck Garden::check(const Face& face, Point at, bool requireContact) const {
    PlacementCheck r;
    if (!coverCells(face, at, r.cells)) {
        r.reason = IllegalReason::NotAdjacent; // far beyond any garden (kCoordLimit)
        return r;
    }
    // Small faces are tested on 8x8 pictures (see localShapeOf) of the occupied and tile cells.
    const LocalShape shape = localShapeOf(r.cells, [](const Point& p) { return p; });
    std::uint64_t occ = 0, tiles = 0;
    if (shape.ok) {
        for (int row = 0; row < shape.height + 2; ++row) {
            const long long y = static_cast<long long>(shape.minY) - 1 + row;
            const long long x = static_cast<long long>(shape.minX) - 1;
            occ |= (rowBits(kOcc, y, x) & 0xFF) << (8 * row);
            tiles |= (rowBits(kTile, y, x) & 0xFF) << (8 * row);
        }
    }
    // R-PL-1: every cell empty (no tile, no Improvement).
    if (!shape.ok || (occ & shape.cells) != 0)
        for (const Point& p : r.cells)
            if (bit(kOcc, p.x, p.y))
                r.region.push_back(p);
    if (!r.region.empty()) {
        r.reason = IllegalReason::Overlap;
        return r;
    }
    // R-PL-2: edge contact with a tile cell.
    if (requireContact) {
        bool touches = (grow4(shape.cells) & tiles) != 0;
        if (!shape.ok)
            for (const Point& p : r.cells)
                touches = touches || bit(kTile, p.x - 1, p.y) || bit(kTile, p.x + 1, p.y) ||
                          bit(kTile, p.x, p.y - 1) || bit(kTile, p.x, p.y + 1);
        if (!touches) {
            r.reason = IllegalReason::NotAdjacent;
            return r;
        }
    }
    // R-PL-3/4 and R-GAP-1: the regions the new cells enclose; the local tests first.
    if (shape.ok && locallyOpen(shape, occ))
        return r;
    if (shape.ok) {
        Pieces& pieces = tScratch.pieces;
        localPieces(
            shape, occ, [] { return std::uint64_t{0}; }, pieces);
        if (pieces.unresolved == 0) {
            gapsInPicture(shape, pieces, r);
            return r;
        }
    }
    forEachEnclosedRegion(
        r.cells,
        [&](const std::vector<Point>& region) {
            std::vector<Point> pts = region;
            std::sort(pts.begin(), pts.end());
            if (pts.size() > 4) {
                r.reason = IllegalReason::GapTooLarge;
                r.region = std::move(pts);
                r.gaps.clear();
                return false;
            }
            const GapShape shape = classifyGap(pts);
            r.gaps.push_back(Gap{std::move(pts), shape, improvementsFor(shape)});
            return true;
        },
        [](Point) { return true; });
    sortGaps(r.gaps);
    return r;
}

// forEachLegalPlacement()'s frame: whether the fast path applies and its strips (see there).
struct Garden::PlacementFrame {
    bool fast = false;
    int fwMax = 0, fhMax = 0;
    long long gw = 0, sx0 = 0, sy0 = 0;
    int frameRows = 0, strips = 0;
};

void Garden::buildPlacementFrame(const PlacementFrame& f) const {
    Scratch& s = tScratch;
    const long long sx0 = f.sx0, sy0 = f.sy0;
    const int frameRows = f.frameRows, strips = f.strips;
    const std::size_t rows = static_cast<std::size_t>(frameRows);
    const std::size_t n = static_cast<std::size_t>(strips) * rows;
    s.occRows.resize(n);
    s.touchRows.resize(n);
    for (int k = 0; k < 4; ++k)
        s.rayRows[k].resize(n);
    // The garden's outermost occupied cell of each row, for the open lines left and right.
    s.rowMin.resize(rows);
    s.rowMax.resize(rows);
    for (int r = 0; r < frameRows; ++r) {
        int lo = INT_MAX, hi = INT_MIN;
        for (int k = 0; k < words_; ++k) {
            const std::uint64_t o = rowBits(kOcc, sy0 + r, ox_ + 64LL * k);
            if (!o)
                continue;
            if (lo == INT_MAX)
                lo = ox_ + 64 * k + std::countr_zero(o);
            hi = ox_ + 64 * k + 63 - std::countl_zero(o);
        }
        s.rowMin[static_cast<std::size_t>(r)] = lo;
        s.rowMax[static_cast<std::size_t>(r)] = hi;
    }
    for (int j = 0; j < strips; ++j) {
        const long long x0 = sx0 + static_cast<long long>(kStrip) * j;
        const std::size_t base = static_cast<std::size_t>(j) * rows;
        std::uint64_t* occRows = s.occRows.data() + base;
        std::uint64_t* touchRows = s.touchRows.data() + base;
        std::uint64_t prevTile = 0, tileRow = rowBits(kTile, sy0, x0);
        for (int r = 0; r < frameRows; ++r) {
            const std::uint64_t nextTile = rowBits(kTile, sy0 + r + 1, x0);
            const std::uint64_t occ = rowBits(kOcc, sy0 + r, x0);
            occRows[r] = occ;
            // R-PL-2: empty cells sharing an edge with a tile cell.
            touchRows[r] = ((tileRow << 1) | (tileRow >> 1) | prevTile | nextTile) & ~occ;
            prevTile = tileRow;
            tileRow = nextTile;
        }
        // The garden's open straight lines (see openByRays).
        std::uint64_t* rays[4];
        for (int k = 0; k < 4; ++k)
            rays[k] = s.rayRows[k].data() + base;
        std::uint64_t up = ~0ULL, down = ~0ULL;
        for (int r = 0; r < frameRows; ++r) {
            const int rr = frameRows - 1 - r;
            rays[0][r] = up &= ~occRows[r];
            rays[1][rr] = down &= ~occRows[rr];
            const std::size_t i = static_cast<std::size_t>(r);
            // Bits q with x0 + q left of the row's leftmost occupied cell.
            const long long dl =
                s.rowMin[i] == INT_MAX ? 64 : static_cast<long long>(s.rowMin[i]) - x0;
            rays[2][r] = dl <= 0 ? 0 : dl >= 64 ? ~0ULL : (1ULL << dl) - 1;
            // Bits q with x0 + q right of its rightmost occupied cell.
            const long long dr =
                s.rowMax[i] == INT_MIN ? 0 : static_cast<long long>(s.rowMax[i]) + 1 - x0;
            rays[3][r] = dr <= 0 ? ~0ULL : dr >= 64 ? 0 : ~0ULL << dr;
        }
    }
    s.picValid.assign(n, 0);
    s.picCache.resize(64 * n);
    s.frameActive = true, s.frameY = sy0, s.frameRows = frameRows;
}

template <class Sink>
void Garden::forEachPlacementOf(const OrientedTile::Entry& e, const PlacementFrame& f,
                                Sink& sink) const {
    Scratch& s = tScratch;
    const bool fast = f.fast;
    const long long sx0 = f.sx0, sy0 = f.sy0, gw = f.gw;
    const int frameRows = f.frameRows, strips = f.strips, fwMax = f.fwMax;
    std::vector<Point>& cells = s.cells;
    const int fw = e.face.width(), fh = e.face.height();
    const LocalShape shape = localShapeOf(e.face.cells, [](const Cell& c) { return c.point(); });
    auto enclosureOk = [&](int x, int y) {
        cells.clear();
        for (const Cell& c : e.face.cells)
            cells.push_back({c.x + x, c.y + y});
        std::sort(cells.begin(), cells.end());
        return !enclosesTooMuch(cells);
    };
    // The exact search from the `unproven` empty 4-neighbours of T (bits of its local picture).
    auto exactOk = [&](int x, int y, std::uint64_t unproven) {
        bool tooMuch = false;
        cells.clear();
        for (const Cell& c : e.face.cells)
            cells.push_back({c.x + x, c.y + y});
        const int px = x + shape.minX - 1, py = y + shape.minY - 1;
        forEachEnclosedRegion(
            cells,
            [&](const std::vector<Point>& region) {
                tooMuch = region.size() > 4;
                return !tooMuch;
            },
            [&](Point q) { return (unproven >> (8 * (q.y - py) + (q.x - px))) & 1; });
        return !tooMuch;
    };
    for (int y = minY_ - fh; y <= maxY_ + 1; ++y) {
        if (fast) {
            const int r = static_cast<int>(y - sy0);
            // Anchors x in [minX_ - fw, maxX_ + 1], i.e. frame bits [fwMax - fw + 1,
            // gw + fwMax + 1].
            const long long glo = fwMax - fw + 1, ghi = gw + fwMax + 1;
            for (int j = 0; j < strips; ++j) {
                const long long x0 = sx0 + static_cast<long long>(kStrip) * j;
                const std::size_t base =
                    static_cast<std::size_t>(j) * static_cast<std::size_t>(frameRows);
                const std::uint64_t* occRows = s.occRows.data() + base;
                const int lo = static_cast<int>(std::max<long long>(glo - kStrip * j, 1));
                const int hi = static_cast<int>(std::min<long long>(ghi - kStrip * j, kStrip));
                std::uint64_t cand =
                    anchorCandidates(e.face, occRows, s.touchRows.data() + base, r, lo, hi);
                if (!cand)
                    continue;
                s.frameX = x0, s.frameOcc = occRows;
                while (cand) {
                    const int p = std::countr_zero(cand);
                    cand &= cand - 1;
                    const int x = static_cast<int>(x0 + p);
                    bool legal;
                    if (shape.ok) {
                        std::uint64_t unproven;
                        legal = localAnchorTest(shape, s, base, r + shape.minY - 1,
                                                p + shape.minX - 1, unproven);
                        if (legal && unproven != 0)
                            legal = exactOk(x, y, unproven);
                    } else {
                        legal = enclosureOk(x, y);
                    }
                    if (legal)
                        sink(e.orientation, x, y);
                }
            }
            continue;
        }
        for (int x = minX_ - fw; x <= maxX_ + 1; ++x) {
            bool free = true, touches = false;
            for (const Cell& c : e.face.cells) {
                const long long cx = static_cast<long long>(c.x) + x, cy = c.y + y;
                free = free && !bit(kOcc, cx, cy);
                touches = touches || bit(kTile, cx - 1, cy) || bit(kTile, cx + 1, cy) ||
                          bit(kTile, cx, cy - 1) || bit(kTile, cx, cy + 1);
            }
            if (free && touches && enclosureOk(x, y))
                sink(e.orientation, x, y);
        }
    }
}

template <class Sink>
void Garden::forEachLegalPlacement(const OrientedTile& tile, Sink&& sink) const {
    if (empty())
        return; // R-PL-2: nothing to touch
    Scratch& s = tScratch;
    struct FrameOff {
        Scratch& s;
        ~FrameOff() { s.frameActive = false; }
    } frameOff{s};
    PlacementFrame f;
    for (const auto& e : tile.entries) {
        f.fwMax = std::max(f.fwMax, e.face.width());
        f.fhMax = std::max(f.fhMax, e.face.height());
    }
    f.gw = static_cast<long long>(maxX_) - minX_ + 1;
    // The fast path works on strips of 64 columns: strip j's bit q is the cell (sx0 + kStrip j + q,
    // sy0 + row). Anchors x in [minX_ - fw, maxX_ + 1] are the frame bits [fwMax - fw + 1,
    // gw + fwMax + 1]; strip j takes those in [kStrip j + 1, kStrip j + kStrip], so everything an
    // anchor looks at (the local picture reaches one column left of it and 8 to its right, the
    // contact rows one column beyond the face) lies inside its strip.
    f.fast = f.fwMax <= 6 && f.fhMax <= 6;
    f.sx0 = static_cast<long long>(minX_) - f.fwMax - 1;
    f.sy0 = static_cast<long long>(minY_) - f.fhMax - 1;
    // 8 more rows than the faces reach, so a local picture can always read 8 rows.
    f.frameRows = static_cast<int>(maxY_ - minY_ + 1) + 2 * f.fhMax + 12;
    f.strips = f.fast ? static_cast<int>((f.gw + f.fwMax) / kStrip) + 1 : 0;
    if (f.fast)
        buildPlacementFrame(f);
    for (const auto& e : tile.entries)
        forEachPlacementOf(e, f, sink);
}

std::vector<PlacementOption> Garden::legalPlacements(const OrientedTile& tile) const {
    std::vector<PlacementOption> out;
    forEachLegalPlacement(tile, [&](Orientation o, int x, int y) { out.push_back({o, {x, y}}); });
    return out;
}

int Garden::countLegalPlacements(const OrientedTile& tile) const {
    int n = 0;
    forEachLegalPlacement(tile, [&](Orientation, int, int) { ++n; });
    return n;
}

} // namespace frosted
