#include "frosted/rules/garden.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <climits>
#include <set>
#include <utility>

namespace frosted {

namespace {

// R-PL-3/4 local test (see garden.h). Pictures are 8x8 bits, bit 8 * row + column; the picture's
// origin is one cell above and left of the face's bounding box.
constexpr std::uint64_t kCol0 = 0x0101010101010101ULL;
constexpr std::uint64_t kCol7 = 0x8080808080808080ULL;

constexpr int popcount(std::uint64_t x) {
    // SWAR: the build targets baseline x86-64, where std::popcount is a library call.
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}
constexpr std::uint64_t grow4(std::uint64_t s) {
    return s | ((s << 1) & ~kCol0) | ((s >> 1) & ~kCol7) | (s << 8) | (s >> 8);
}
constexpr std::uint64_t grow8(std::uint64_t s) {
    s |= ((s << 1) & ~kCol0) | ((s >> 1) & ~kCol7);
    return s | (s << 8) | (s >> 8);
}

// What the local test needs about one face outline.
struct LocalShape {
    std::uint64_t cells = 0;  // T in the picture (the cache key)
    std::uint64_t ring = 0;   // cells at king-move distance 1 of T
    std::uint64_t corner = 0; // ring cells that share no edge with T
    std::uint64_t outer = 0;  // ring cells next (8-neighbourhood) to a cell at distance >= 2
    // Cells whose straight line up / down / left / right to infinity crosses T.
    std::uint64_t shadowUp = 0, shadowDown = 0, shadowLeft = 0, shadowRight = 0;
    std::uint64_t box = 0;    // the picture's cells (T's bounding box grown by one)
    std::uint64_t border = 0; // the picture's outermost cells
    int minX = 0, minY = 0;   // the face's bounding-box corner (0, 0 when normalised)
    int height = 0;
    bool ok = false; // the test applies: T fits (<= 6x6), is connected, its outside is connected
};

template <class Cells, class Get>
LocalShape localShapeOf(const Cells& cells, Get get) {
    LocalShape s;
    if (cells.empty())
        return s;
    int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;
    for (const auto& c : cells) {
        const Point p = get(c);
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
    s.minX = x0, s.minY = y0;
    const long long w = static_cast<long long>(x1) - x0 + 1,
                    h = static_cast<long long>(y1) - y0 + 1;
    if (w > 6 || h > 6)
        return s;
    s.height = static_cast<int>(h);
    for (const auto& c : cells) {
        const Point p = get(c);
        s.cells |= 1ULL << (8 * (p.y - y0 + 1) + (p.x - x0 + 1));
    }
    static thread_local LocalShape cache[16];
    LocalShape& slot = cache[(s.cells * 0x9E3779B97F4A7C15ULL) >> 60];
    if (slot.cells == s.cells) {
        LocalShape hit = slot;
        hit.minX = x0, hit.minY = y0;
        return hit;
    }
    const std::uint64_t rowMask = (1ULL << (w + 2)) - 1;
    std::uint64_t box = 0, inner = 0;
    for (int r = 0; r < h + 2; ++r)
        box |= rowMask << (8 * r);
    for (int r = 1; r <= h; ++r)
        inner |= ((rowMask >> 1) & ~1ULL) << (8 * r);
    const std::uint64_t t = s.cells;
    const std::uint64_t near = grow8(t) & box;
    s.ring = near & ~t;
    s.corner = s.ring & ~grow4(t);
    const std::uint64_t far = box & ~near;
    const std::uint64_t border = box & ~inner;
    s.outer = s.ring & (border | grow8(far));
    // T connected (so T and the occupied ring cells form one piece of the complement).
    std::uint64_t seen = t & (~t + 1);
    for (std::uint64_t next; (next = grow8(seen) & t) != seen;)
        seen = next;
    // Every cell at distance >= 2 inside the box reaches the outside of the box.
    std::uint64_t open = far & border;
    for (std::uint64_t next; (next = grow8(open) & far) != open;)
        open = next;
    s.ok = seen == t && open == far;
    s.box = box;
    s.border = border;
    std::uint64_t up = t, down = t, left = t, right = t;
    for (int k = 0; k < 8; ++k) {
        up |= up << 8, down |= down >> 8;
        left |= (left << 1) & ~kCol0, right |= (right >> 1) & ~kCol7;
    }
    s.shadowUp = up & box, s.shadowDown = down & box;
    s.shadowLeft = left & box, s.shadowRight = right & box;
    slot = s;
    return s;
}

// True when the empty cells of the ring (`occ` is the occupied picture) leave all the empty
// 4-neighbours of T in one connected piece: then T encloses nothing (garden.h).
inline bool locallyOpen(const LocalShape& s, std::uint64_t occ) {
    const std::uint64_t e = s.ring & ~occ;
    const std::uint64_t nb = ((e << 1) & ~kCol0) | ((e >> 1) & ~kCol7) | (e << 8) | (e >> 8);
    const std::uint64_t f = e & ~(s.corner & ~nb); // a lone corner cell connects nothing
    const std::uint64_t h = f & (f >> 1) & ~kCol7;
    // cells - horizontal edges - vertical edges + 2x2 blocks; h and its vertical pairs lie in f
    // and its vertical pairs, so two counts of differences do.
    const std::uint64_t v = f & (f >> 8), q = h & (h >> 8);
    const int euler = popcount(f & ~h) - popcount(v & ~q);
    const int holes = (s.ring & ~f & s.outer) != 0 ? 0 : 1; // T's side of the ring closed off
    return euler + holes <= 1;
}

// Runs of `m` (bits of one row) that contain a bit of `s` (s within m), filled both ways.
inline std::uint64_t fillRuns(std::uint64_t s, std::uint64_t m) {
    std::uint64_t up = (((m + s) ^ m) | s) & m; // from the lowest seed of each run to its top
    std::uint64_t down = up, g = m;             // then down to each run's bottom
    down |= (down >> 1) & g, g &= g >> 1;
    down |= (down >> 2) & g, g &= g >> 2;
    down |= (down >> 4) & g, g &= g >> 4;
    down |= (down >> 8) & g, g &= g >> 8;
    down |= (down >> 16) & g, g &= g >> 16;
    down |= (down >> 32) & g;
    return down;
}

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

// When the local test fails: the empty 4-neighbours of T not proven open. A cell is proven open
// when its straight line to infinity in one direction crosses neither the garden (`rays`: the
// garden's open lines up, down, left, right) nor T, and so is every empty cell of the picture
// connected to one.
// The empty 4-neighbours of T grouped by the pieces of the picture's empty cells they lie in. A
// piece off the picture's border is a whole region, enclosed: a gap or too large (`closed`). Of the
// pieces reaching the border at least one is open (garden.h), so when only one reaches it, it is
// open; a piece holding a `knownOpen` cell is open too. The 4-neighbours of the other pieces are
// `unresolved`: only the exact search can tell.
struct Pieces {
    std::uint64_t closed[64];
    int count = 0;
    std::uint64_t unresolved = 0;
};
// `knownOpenOf()` gives the known open cells; it is asked only when two or more pieces reach the
// border (with fewer it cannot change the answer).
template <class KnownOpen>
inline void localPieces(const LocalShape& s, std::uint64_t occ, KnownOpen&& knownOpenOf,
                        Pieces& out) {
    const std::uint64_t empty = s.box & ~occ & ~s.cells;
    const std::uint64_t n4 = s.ring & ~s.corner & empty;
    std::uint64_t left = n4, reaching = 0;
    std::uint64_t border[64];
    int borderCount = 0;
    out.count = 0;
    while (left) {
        std::uint64_t piece = left & (~left + 1);
        for (std::uint64_t next; (next = grow4(piece) & empty) != piece;)
            piece = next;
        left &= ~piece;
        if (!(piece & s.border))
            out.closed[out.count++] = piece;
        else
            border[borderCount++] = piece;
    }
    if (borderCount >= 2) {
        const std::uint64_t knownOpen = knownOpenOf();
        int reachingCount = 0;
        bool proven = false;
        for (int k = 0; k < borderCount; ++k) {
            if (border[k] & knownOpen)
                proven = true;
            else
                reaching |= border[k], ++reachingCount;
        }
        if (!proven && reachingCount == 1)
            reaching = 0;
    }
    out.unresolved = reaching & n4;
}

// Cells proven open by a straight line to infinity in one direction that crosses neither the
// garden (`rays`: the garden's open lines up, down, left, right) nor T.
inline std::uint64_t openByRays(const LocalShape& s, const std::uint64_t rays[4]) {
    return (rays[0] & ~s.shadowUp) | (rays[1] & ~s.shadowDown) | (rays[2] & ~s.shadowLeft) |
           (rays[3] & ~s.shadowRight);
}

long long floorDiv64(long long v) {
    return v >= 0 ? v / 64 : -((-v + 63) / 64);
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

// Coordinates beyond this are refused (not_adjacent) so no cell arithmetic can overflow.
constexpr long long kCoordLimit = 1LL << 28;

} // namespace

std::string_view name(GapShape s) {
    static constexpr std::string_view names[] = {"1", "2", "3I", "3L", "O", "T", "I", "L", "S"};
    return names[static_cast<int>(s)];
}

std::string_view code(IllegalReason r) {
    switch (r) {
    case IllegalReason::None:
        return "none";
    case IllegalReason::Overlap:
        return "overlap";
    case IllegalReason::NotAdjacent:
        return "not_adjacent";
    case IllegalReason::GapTooLarge:
        return "gap_too_large";
    }
    return "none";
}

GapShape classifyGap(const std::vector<Point>& cells) {
    const Bounds b = boundsOf(cells);
    const int minX = b.minX, minY = b.minY, maxX = b.maxX, maxY = b.maxY;
    const int w = b.width(), h = b.height();
    switch (cells.size()) {
    case 1:
        return GapShape::One;
    case 2:
        return GapShape::Two;
    case 3:
        return (w == 3 || h == 3) ? GapShape::ThreeI : GapShape::ThreeL;
    default:
        break;
    }
    if (w == 4 || h == 4)
        return GapShape::I;
    if (w == 2 && h == 2)
        return GapShape::O;
    // A 2x3 box: T has a cell with three neighbours; L has three cells in a line along the long
    // side; otherwise S.
    auto has = [&](int x, int y) {
        return std::find(cells.begin(), cells.end(), Point{x, y}) != cells.end();
    };
    for (const Point& p : cells) {
        const int n = has(p.x + 1, p.y) + has(p.x - 1, p.y) + has(p.x, p.y + 1) + has(p.x, p.y - 1);
        if (n == 3)
            return GapShape::T;
    }
    if (w == 3) {
        for (int y = minY; y <= maxY; ++y)
            if (has(minX, y) && has(minX + 1, y) && has(minX + 2, y))
                return GapShape::L;
    } else {
        for (int x = minX; x <= maxX; ++x)
            if (has(x, minY) && has(x, minY + 1) && has(x, minY + 2))
                return GapShape::L;
    }
    return GapShape::S;
}

ImprovementCounts improvementsFor(GapShape s) {
    // R-GAP-2.
    switch (s) {
    case GapShape::One:
        return ImprovementCounts{{1, 0, 0}};
    case GapShape::Two:
        return ImprovementCounts{{0, 1, 0}};
    case GapShape::ThreeI:
    case GapShape::ThreeL:
        return ImprovementCounts{{1, 1, 0}};
    case GapShape::O:
        return ImprovementCounts{{0, 0, 1}};
    case GapShape::T:
        return ImprovementCounts{{2, 1, 0}};
    case GapShape::I:
    case GapShape::L:
    case GapShape::S:
        return ImprovementCounts{{0, 2, 0}};
    }
    return {};
}

ImprovementCounts PlacementCheck::improvements() const {
    ImprovementCounts total;
    for (const Gap& g : gaps)
        total += g.improvements;
    return total;
}

std::string PlacementCheck::message() const {
    switch (reason) {
    case IllegalReason::None:
        return "legal";
    case IllegalReason::Overlap:
        return "this space is already taken (" + std::to_string(region.front().x) + ", " +
               std::to_string(region.front().y) + ")";
    case IllegalReason::NotAdjacent:
        return "the tile must share an edge with a tile in the garden";
    case IllegalReason::GapTooLarge:
        return "this would enclose " + std::to_string(region.size()) +
               " empty spaces; a gap may hold at most 4";
    }
    return {};
}

OrientedTile OrientedTile::of(const Tile& t) {
    OrientedTile o;
    for (Side side : {Side::Front, Side::Back}) {
        for (int rot : kRotations) {
            Face f = rotated(t.face(side), rot);
            const bool dup = std::any_of(o.entries.begin(), o.entries.end(),
                                         [&](const Entry& e) { return e.face == f; });
            if (!dup)
                o.entries.push_back({{side, rot}, std::move(f)});
        }
    }
    return o;
}

OrientedTile OrientedTile::ofFace(const Face& face) {
    Tile t;
    t.front = face;
    t.back = face;
    OrientedTile o = of(t);
    std::erase_if(o.entries, [](const Entry& e) { return e.orientation.side == Side::Back; });
    return o;
}

Face orientedFace(const Tile& t, Orientation o) {
    return rotated(t.face(o.side), o.rotation);
}

// ---------------------------------------------------------------------------------------------

Garden::Garden() = default;

[[gnu::always_inline]] inline bool Garden::bit(int plane, long long x, long long y) const {
    const long long rx = x - ox_, ry = y - oy_;
    if (rx < 0 || ry < 0 || ry >= rows_ || rx >= 64LL * words_)
        return false;
    const std::size_t row =
        static_cast<std::size_t>(ry) * kPlanes + static_cast<std::size_t>(plane);
    return (bits_.get()[row * static_cast<std::size_t>(words_) +
                        static_cast<std::size_t>(rx >> 6)] >>
            (rx & 63)) &
           1;
}

std::uint64_t Garden::rowBits(int plane, long long y, long long x0) const {
    const long long ry = y - oy_;
    if (ry < 0 || ry >= rows_)
        return 0;
    const long long rel = x0 - ox_;
    if (rel <= -64 || rel >= 64LL * words_)
        return 0;
    const std::uint64_t* row =
        &bits_.get()[(static_cast<std::size_t>(ry) * kPlanes + static_cast<std::size_t>(plane)) *
                     static_cast<std::size_t>(words_)];
    const long long k = floorDiv64(rel);
    const int sh = static_cast<int>(rel - 64 * k);
    const std::uint64_t lo = k >= 0 ? row[k] : 0;
    if (sh == 0)
        return lo;
    const std::uint64_t hi = k + 1 < words_ ? row[k + 1] : 0;
    return (lo >> sh) | (hi << (64 - sh));
}

void Garden::setBit(int plane, int x, int y) {
    const int rx = x - ox_, ry = y - oy_; // inside the window (coverBox first)
    bits_.edit()[(static_cast<std::size_t>(ry) * kPlanes + static_cast<std::size_t>(plane)) *
                     static_cast<std::size_t>(words_) +
                 static_cast<std::size_t>(rx >> 6)] |= 1ULL << (rx & 63);
}

void Garden::coverBox(int minX, int minY, int maxX, int maxY) {
    if (rows_ > 0) {
        if (minX >= ox_ && minY >= oy_ && maxY < oy_ + rows_ &&
            static_cast<long long>(maxX) < ox_ + 64LL * words_)
            return;
        minX = std::min(minX, ox_);
        minY = std::min(minY, oy_);
        maxY = std::max(maxY, oy_ + rows_ - 1);
        maxX = std::max(maxX, maxX_);
    }
    const int nrows = maxY - minY + 1;
    const int nwords = static_cast<int>((static_cast<long long>(maxX) - minX + 64) / 64);
    std::vector<std::uint64_t> bits(static_cast<std::size_t>(nrows) * kPlanes *
                                    static_cast<std::size_t>(nwords));
    for (int r = 0; r < nrows; ++r)
        for (int plane = 0; plane < kPlanes; ++plane)
            for (int k = 0; k < nwords; ++k)
                bits[(static_cast<std::size_t>(r) * kPlanes + static_cast<std::size_t>(plane)) *
                         static_cast<std::size_t>(nwords) +
                     static_cast<std::size_t>(k)] =
                    rowBits(plane, static_cast<long long>(minY) + r,
                            static_cast<long long>(minX) + 64LL * k);
    ox_ = minX;
    oy_ = minY;
    rows_ = nrows;
    words_ = nwords;
    bits_.set(std::move(bits));
}

Garden::Content Garden::contentAt(Point p) const {
    if (!bit(kOcc, p.x, p.y))
        return Content::Empty;
    if (bit(kTile, p.x, p.y))
        return Content::Tile;
    for (const ImprovementPiece& piece : pieces_.get())
        if (std::find(piece.cells.begin(), piece.cells.end(), p) != piece.cells.end())
            return static_cast<Content>(2 + index(piece.kind));
    return Content::Empty; // not reached: every occupied non-tile cell holds a piece
}

bool Garden::tileCellAt(Point p, Cell& out) const {
    if (!bit(kTile, p.x, p.y))
        return false;
    LandType type = LandType::Water;
    for (LandType t : kLandTypes)
        if (bit(kType + index(t), p.x, p.y))
            type = t;
    const int flowers = (bit(kFlower0, p.x, p.y) ? 1 : 0) + (bit(kFlower1, p.x, p.y) ? 2 : 0);
    out = Cell{p.x, p.y, type, flowers};
    return true;
}

int Garden::laidIndexAt(Point p) const {
    if (!bit(kTile, p.x, p.y))
        return -1;
    const std::vector<Laid>& laid = laid_.get();
    for (std::size_t i = 0; i < laid.size(); ++i)
        for (const Cell& c : laid[i].face.cells)
            if (c.x + laid[i].at.x == p.x && c.y + laid[i].at.y == p.y)
                return static_cast<int>(i);
    return -1;
}

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
    static constexpr int kDx[4] = {0, -1, 1, 0}, kDy[4] = {-1, 0, 0, 1}; // up, left, right, down
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
    const int wpr = (w + 63) / 64;
    const std::size_t n = static_cast<std::size_t>(h) * static_cast<std::size_t>(wpr);
    s.blocked.assign(n, 0);
    s.seen.assign(n, 0);
    s.done.assign(n, 0);
    for (int r = 0; r < h; ++r)
        for (int k = 0; k < wpr; ++k)
            s.blocked[static_cast<std::size_t>(r * wpr + k)] =
                rowBits(kOcc, by0 + r, bx0 + 64LL * k);
    auto at = [&](std::vector<std::uint64_t>& v, int c, int r) -> std::uint64_t& {
        return v[static_cast<std::size_t>(r * wpr + (c >> 6))];
    };
    auto test = [&](std::vector<std::uint64_t>& v, int c, int r) {
        return (at(v, c, r) >> (c & 63)) & 1;
    };
    auto mark = [&](std::vector<std::uint64_t>& v, int c, int r) {
        at(v, c, r) |= 1ULL << (c & 63);
    };
    for (const Point& p : cells)
        mark(s.blocked, static_cast<int>(p.x - bx0), static_cast<int>(p.y - by0));
    for (const Point& p : cells) {
        const int tc = static_cast<int>(p.x - bx0), tr = static_cast<int>(p.y - by0);
        for (int d = 0; d < 4; ++d) {
            const int sc = tc + kDx[d], sr = tr + kDy[d];
            if (!want(Point{p.x + kDx[d], p.y + kDy[d]}) || test(s.blocked, sc, sr) ||
                test(s.seen, sc, sr))
                continue; // occupied, T, or already explored in this check
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
            mark(s.seen, sc, sr);
            bool open = false;
            while (!s.stack.empty() && !open) {
                const auto [c, r] = s.stack.back();
                s.stack.pop_back();
                s.region.push_back({static_cast<int>(bx0 + c), static_cast<int>(by0 + r)});
                if (c == 0 || r == 0 || c == w - 1 || r == h - 1) {
                    open = true; // on the border of the grown box: reaches infinity
                    break;
                }
                for (int dd : dirs) {
                    const int nc = c + kDx[dd], nr = r + kDy[dd];
                    if (test(s.blocked, nc, nr))
                        continue;
                    if (test(s.done, nc, nr)) {
                        open = true; // an earlier search of this check: that one was open
                        break;
                    }
                    if (test(s.seen, nc, nr))
                        continue;
                    mark(s.seen, nc, nr);
                    s.stack.push_back({nc, nr});
                }
            }
            for (const Point& q : s.region)
                mark(s.done, static_cast<int>(q.x - bx0), static_cast<int>(q.y - by0));
            for (const auto& [c, r] : s.stack)
                mark(s.done, c, r);
            if (!open && !visit(s.region))
                return;
        }
    }
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
    r.cells.resize(face.cells.size());
    bool inRange = true;
    for (std::size_t i = 0; i < face.cells.size(); ++i) {
        const long long x = static_cast<long long>(face.cells[i].x) + at.x,
                        y = static_cast<long long>(face.cells[i].y) + at.y;
        inRange = inRange && x >= -kCoordLimit && x <= kCoordLimit && y >= -kCoordLimit &&
                  y <= kCoordLimit;
        r.cells[i].x = static_cast<int>(x); // field by field: no store-forwarding stall
        r.cells[i].y = static_cast<int>(y);
    }
    if (!inRange) {
        r.cells.clear();
        r.reason = IllegalReason::NotAdjacent; // far beyond any garden (kCoordLimit)
        return r;
    }
    if (!std::is_sorted(r.cells.begin(), r.cells.end()))
        std::sort(r.cells.begin(), r.cells.end());
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
            // Every enclosed region lies inside the picture. Too large: the first one met from
            // the starts in the order of the exact search (cells, then up, left, right, down).
            auto pointsOf = [&](std::uint64_t bits) {
                std::vector<Point> pts;
                for (; bits; bits &= bits - 1) {
                    const int b = std::countr_zero(bits);
                    pts.push_back({shape.minX - 1 + (b & 7), shape.minY - 1 + (b >> 3)});
                }
                return pts; // reading order
            };
            static constexpr int kDx[4] = {0, -1, 1, 0}, kDy[4] = {-1, 0, 0, 1};
            for (const Point& p : r.cells)
                for (int d = 0; d < 4; ++d) {
                    const int b =
                        8 * (p.y + kDy[d] - shape.minY + 1) + (p.x + kDx[d] - shape.minX + 1);
                    for (int k = 0; k < pieces.count; ++k)
                        if (((pieces.closed[k] >> b) & 1) && popcount(pieces.closed[k]) > 4) {
                            r.reason = IllegalReason::GapTooLarge;
                            r.region = pointsOf(pieces.closed[k]);
                            return r;
                        }
                }
            for (int k = 0; k < pieces.count; ++k) {
                std::vector<Point> pts = pointsOf(pieces.closed[k]);
                const GapShape gapShape = classifyGap(pts);
                r.gaps.push_back(Gap{std::move(pts), gapShape, improvementsFor(gapShape)});
            }
            std::sort(r.gaps.begin(), r.gaps.end(),
                      [](const Gap& a, const Gap& b) { return a.cells.front() < b.cells.front(); });
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
    std::sort(r.gaps.begin(), r.gaps.end(),
              [](const Gap& a, const Gap& b) { return a.cells.front() < b.cells.front(); });
    return r;
}

namespace {
// Lays Improvements on a gap's cells for drawing: Windmill on the square; otherwise Barns on
// dominoes and Workers on single cells, found by a tiny exhaustive search (at most 4 cells).
bool tileGap(std::vector<Point>& rest, int barns, int workers, std::vector<ImprovementPiece>& out) {
    if (rest.empty())
        return barns == 0 && workers == 0;
    const Point p = rest.front();
    if (barns > 0) {
        for (Point q : {Point{p.x + 1, p.y}, Point{p.x, p.y + 1}}) {
            auto it = std::find(rest.begin(), rest.end(), q);
            if (it == rest.end())
                continue;
            std::vector<Point> next;
            for (const Point& r : rest)
                if (!(r == p) && !(r == q))
                    next.push_back(r);
            out.push_back({Improvement::Barn, {p, q}});
            if (tileGap(next, barns - 1, workers, out))
                return true;
            out.pop_back();
        }
    }
    if (workers > 0) {
        std::vector<Point> next(rest.begin() + 1, rest.end());
        out.push_back({Improvement::Worker, {p}});
        if (tileGap(next, barns, workers - 1, out))
            return true;
        out.pop_back();
    }
    return false;
}
} // namespace

PlacementCheck Garden::place(int tile, Orientation o, const Face& face, Point at,
                             bool requireContact) {
    PlacementCheck r = check(face, at, requireContact);
    if (!r.legal())
        return r;
    const Bounds box = boundsOf(r.cells);
    coverBox(box.minX, box.minY, box.maxX, box.maxY);
    for (const Cell& c : face.cells) {
        const int x = c.x + at.x, y = c.y + at.y;
        setBit(kOcc, x, y);
        setBit(kTile, x, y);
        setBit(kType + index(c.type), x, y);
        if (c.flowers & 1)
            setBit(kFlower0, x, y);
        if (c.flowers & 2)
            setBit(kFlower1, x, y);
    }
    laid_.edit().push_back(Laid{tile, o, at, face});
    static std::atomic<std::uint64_t> versions{0};
    version_ = ++versions;
    if (laid_.get().size() == 1) {
        minX_ = box.minX, minY_ = box.minY, maxX_ = box.maxX, maxY_ = box.maxY;
    } else {
        minX_ = std::min(minX_, box.minX), minY_ = std::min(minY_, box.minY);
        maxX_ = std::max(maxX_, box.maxX), maxY_ = std::max(maxY_, box.maxY);
    }
    // R-GAP-3/4: Improvements at once; their cells are filled for good (they lie inside the
    // bounding box of the tiles, so inside the window).
    for (const Gap& g : r.gaps) {
        std::vector<ImprovementPiece> pieces;
        if (g.shape == GapShape::O) {
            pieces.push_back({Improvement::Windmill, g.cells});
        } else {
            std::vector<Point> rest = g.cells;
            tileGap(rest, g.improvements[Improvement::Barn], g.improvements[Improvement::Worker],
                    pieces);
        }
        for (ImprovementPiece& piece : pieces) {
            for (const Point& p : piece.cells)
                setBit(kOcc, p.x, p.y);
            pieces_.edit().push_back(std::move(piece));
        }
        improvementTotals_ += g.improvements;
    }
    return r;
}

LandValues Garden::groupValuesOf(const std::vector<Point>& seeds, const Face* face,
                                 Point at) const {
    // R-SCORE-1: flood each type's cells from the seeds of that type; the face's cells (if any)
    // count as laid.
    LandValues v;
    if (seeds.empty())
        return v;
    long long x0 = minX_, y0 = minY_, x1 = maxX_, y1 = maxY_;
    if (laid_.get().empty())
        x0 = y0 = LLONG_MAX, x1 = y1 = LLONG_MIN;
    for (const Point& p : seeds) {
        x0 = std::min<long long>(x0, p.x), y0 = std::min<long long>(y0, p.y);
        x1 = std::max<long long>(x1, p.x), y1 = std::max<long long>(y1, p.y);
    }
    --x0, --y0, ++x1, ++y1; // a frame one cell wider than everything
    if (x1 - x0 + 1 > 64 || y1 - y0 + 1 > 64) {
        // Wide or tall gardens: one cell at a time.
        for (LandType t : kLandTypes) {
            std::set<std::pair<long long, long long>> seen;
            std::vector<std::pair<long long, long long>> stack;
            int total = 0;
            auto visit = [&](long long x, long long y) {
                int flowers = -1;
                if (face)
                    for (const Cell& c : face->cells)
                        if (c.type == t && c.x + at.x == x && c.y + at.y == y)
                            flowers = c.flowers;
                if (flowers < 0 && bit(kType + index(t), x, y))
                    flowers = (bit(kFlower0, x, y) ? 1 : 0) + (bit(kFlower1, x, y) ? 2 : 0);
                if (flowers < 0 || !seen.insert({x, y}).second)
                    return;
                total += t == LandType::Water ? 1 : flowers;
                stack.push_back({x, y});
            };
            for (const Point& p : seeds)
                visit(p.x, p.y);
            while (!stack.empty()) {
                const auto [x, y] = stack.back();
                stack.pop_back();
                visit(x - 1, y), visit(x + 1, y), visit(x, y - 1), visit(x, y + 1);
            }
            v[t] = total;
        }
        return v;
    }
    // Rows of 64 bits: bit i of row r is the cell (x0 + i, y0 + r). Rows are read when a flood
    // first needs them, all planes at once.
    const int rows = static_cast<int>(y1 - y0 + 1);
    std::uint64_t mask[kLandTypeCount][64], f0[64], f1[64], reach[64];
    std::uint64_t loaded = 0;
    const bool direct = words_ == 1 && x0 < ox_ && ox_ - x0 < 64;
    const int lshift = direct ? static_cast<int>(ox_ - x0) : 0;
    auto load = [&](int r) {
        if ((loaded >> r) & 1)
            return;
        loaded |= 1ULL << r;
        const long long y = y0 + r;
        if (direct) {
            // One word per row and the frame starts left of the window: shift left.
            const long long ry = y - oy_;
            if (ry < 0 || ry >= rows_) {
                for (int k = 0; k < kLandTypeCount; ++k)
                    mask[k][r] = 0;
                f0[r] = f1[r] = 0;
            } else {
                const std::uint64_t* row = &bits_.get()[static_cast<std::size_t>(ry) * kPlanes];
                for (int k = 0; k < kLandTypeCount; ++k)
                    mask[k][r] = row[kType + k] << lshift;
                f0[r] = row[kFlower0] << lshift;
                f1[r] = row[kFlower1] << lshift;
            }
        } else {
            for (int k = 0; k < kLandTypeCount; ++k)
                mask[k][r] = rowBits(kType + k, y, x0);
            f0[r] = rowBits(kFlower0, y, x0);
            f1[r] = rowBits(kFlower1, y, x0);
        }
        if (face)
            for (const Cell& c : face->cells)
                if (c.y + at.y == y) {
                    const std::uint64_t b = 1ULL << (c.x + at.x - x0);
                    mask[index(c.type)][r] |= b;
                    if (c.flowers & 1)
                        f0[r] |= b;
                    if (c.flowers & 2)
                        f1[r] |= b;
                }
    };
    for (const Point& p : seeds)
        load(static_cast<int>(p.y - y0));
    for (LandType t : kLandTypes) {
        const int k = index(t);
        std::uint64_t pending = 0, touched = 0;
        for (const Point& p : seeds) {
            const int r = static_cast<int>(p.y - y0);
            const std::uint64_t b = (1ULL << (p.x - x0)) & mask[k][r];
            if (b) {
                if (!((touched >> r) & 1))
                    reach[r] = 0;
                touched |= 1ULL << r;
                reach[r] |= b;
                pending |= 1ULL << r;
            }
        }
        while (pending) {
            const int r = std::countr_zero(pending);
            pending &= pending - 1;
            std::uint64_t s = reach[r];
            const std::uint64_t m = mask[k][r];
            s = fillRuns(s, m);
            reach[r] = s;
            for (int nr : {r - 1, r + 1}) {
                if (nr < 0 || nr >= rows)
                    continue;
                load(nr);
                if (!((touched >> nr) & 1))
                    reach[nr] = 0;
                touched |= 1ULL << nr;
                const std::uint64_t add = s & mask[k][nr] & ~reach[nr];
                if (add) {
                    reach[nr] |= add;
                    pending |= 1ULL << nr;
                }
            }
        }
        int total = 0;
        for (std::uint64_t left = touched; left; left &= left - 1) {
            const int r = std::countr_zero(left);
            total += t == LandType::Water
                         ? popcount(reach[r])
                         : popcount(reach[r] & f0[r]) + 2 * popcount(reach[r] & f1[r]);
        }
        v[t] = total;
    }
    return v;
}

LandValues Garden::groupValues(const std::vector<Point>& tileCells) const {
    return groupValuesOf(tileCells, nullptr, {});
}

// The garden's groups (R-SCORE-1): a label per tile cell of the window, and per label its type
// and value.
struct Garden::GroupLabels {
    std::uint64_t version = 0;
    int ox = 0, oy = 0, width = 0, rows = 0;
    std::vector<std::uint32_t> label; // 0: no tile; else 1 + index into type / value
    std::vector<LandType> type;
    std::vector<int> value;
    std::vector<std::uint32_t> stamp; // per label, for counting each group once
    std::uint32_t generation = 0;
    std::uint32_t at(long long x, long long y) const {
        const long long c = x - ox, r = y - oy;
        if (c < 0 || r < 0 || c >= width || r >= rows)
            return 0;
        return label[static_cast<std::size_t>(r * width + c)];
    }
};

const Garden::GroupLabels& Garden::groupLabels() const {
    static thread_local GroupLabels g;
    // version_ identifies the content; 0 (never changed) is the empty garden.
    if (g.version == version_ && g.version != 0)
        return g;
    g.version = version_;
    g.ox = ox_, g.oy = oy_, g.width = 64 * words_, g.rows = rows_;
    g.label.assign(static_cast<std::size_t>(g.width) * static_cast<std::size_t>(g.rows), 0);
    g.type.clear();
    g.value.clear();
    std::vector<std::pair<int, int>> stack;
    for (int r = 0; r < rows_; ++r)
        for (int k = 0; k < words_; ++k)
            for (std::uint64_t b = rowBits(kTile, oy_ + r, ox_ + 64LL * k); b; b &= b - 1) {
                const int c = 64 * k + std::countr_zero(b);
                if (g.label[static_cast<std::size_t>(r * g.width + c)])
                    continue;
                Cell cell;
                tileCellAt({ox_ + c, oy_ + r}, cell);
                const LandType t = cell.type;
                const auto id = static_cast<std::uint32_t>(g.type.size() + 1);
                int total = 0;
                g.label[static_cast<std::size_t>(r * g.width + c)] = id;
                stack.assign(1, {c, r});
                while (!stack.empty()) {
                    const auto [x, y] = stack.back();
                    stack.pop_back();
                    tileCellAt({ox_ + x, oy_ + y}, cell);
                    total += cell.elements();
                    for (const auto& [nx, ny] : {std::pair{x - 1, y}, std::pair{x + 1, y},
                                                 std::pair{x, y - 1}, std::pair{x, y + 1}}) {
                        if (nx < 0 || ny < 0 || nx >= g.width || ny >= g.rows ||
                            g.label[static_cast<std::size_t>(ny * g.width + nx)] ||
                            !bit(kType + index(t), ox_ + nx, oy_ + ny))
                            continue;
                        g.label[static_cast<std::size_t>(ny * g.width + nx)] = id;
                        stack.push_back({nx, ny});
                    }
                }
                g.type.push_back(t);
                g.value.push_back(total);
            }
    g.stamp.assign(g.type.size() + 1, 0);
    g.generation = 0;
    return g;
}

LandValues Garden::groupValuesIfLegal(const Face& face, Point at) const {
    // R-SCORE-1 for a face on empty cells: its own elements of each type, plus each distinct
    // garden group of that type next to one of its cells of that type.
    GroupLabels& g = const_cast<GroupLabels&>(groupLabels());
    if (++g.generation == 0) {
        std::fill(g.stamp.begin(), g.stamp.end(), 0);
        g.generation = 1;
    }
    LandValues v;
    for (const Cell& c : face.cells) {
        const LandType t = c.type;
        v[t] += c.elements();
        const long long x = static_cast<long long>(c.x) + at.x,
                        y = static_cast<long long>(c.y) + at.y;
        for (const std::uint32_t id :
             {g.at(x - 1, y), g.at(x + 1, y), g.at(x, y - 1), g.at(x, y + 1)}) {
            if (id == 0 || g.type[id - 1] != t || g.stamp[id] == g.generation)
                continue;
            g.stamp[id] = g.generation;
            v[t] += g.value[id - 1];
        }
    }
    return v;
}

namespace {
// A copy of the garden with the face laid without any rule check (for highlighting).
Garden withFace(const Garden& g, const Face& face, Point at) {
    Garden copy = g;
    copy.place(-1, {}, face, at, false);
    return copy;
}
} // namespace

LandValues Garden::groupValuesIf(const Face& face, Point at) const {
    // As if placed with place(..., requireContact = false): an illegal face is not laid.
    if (check(face, at, false).legal())
        return groupValuesIfLegal(face, at);
    std::vector<Point> cells;
    for (const Cell& c : face.cells)
        cells.push_back({c.x + at.x, c.y + at.y});
    return groupValues(cells);
}

std::vector<Point> Garden::groupCells(const std::vector<Point>& tileCells, LandType t) const {
    std::vector<Point> out, stack;
    Cell cell;
    for (const Point& p : tileCells)
        if (tileCellAt(p, cell) && cell.type == t)
            stack.push_back(p);
    out = stack;
    while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        for (const Point n :
             {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1}, Point{p.x, p.y - 1}}) {
            if (tileCellAt(n, cell) && cell.type == t &&
                std::find(out.begin(), out.end(), n) == out.end()) {
                out.push_back(n);
                stack.push_back(n);
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Point> Garden::groupCellsIf(const Face& face, Point at, LandType t) const {
    std::vector<Point> cells;
    for (const Cell& c : face.cells)
        cells.push_back({c.x + at.x, c.y + at.y});
    return withFace(*this, face, at).groupCells(cells, t);
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
    int fwMax = 0, fhMax = 0;
    for (const auto& e : tile.entries) {
        fwMax = std::max(fwMax, e.face.width());
        fhMax = std::max(fhMax, e.face.height());
    }
    const long long gw = static_cast<long long>(maxX_) - minX_ + 1;
    // The fast path works on strips of 64 columns: strip j's bit q is the cell (sx0 + kStrip j + q,
    // sy0 + row). Anchors x in [minX_ - fw, maxX_ + 1] are the frame bits [fwMax - fw + 1,
    // gw + fwMax + 1]; strip j takes those in [kStrip j + 1, kStrip j + kStrip], so everything an
    // anchor looks at (the local picture reaches one column left of it and 8 to its right, the
    // contact rows one column beyond the face) lies inside its strip.
    constexpr int kStrip = 56;
    const bool fast = fwMax <= 6 && fhMax <= 6;
    const long long sx0 = static_cast<long long>(minX_) - fwMax - 1;
    const long long sy0 = static_cast<long long>(minY_) - fhMax - 1;
    // 8 more rows than the faces reach, so a local picture can always read 8 rows.
    const int frameRows = static_cast<int>(maxY_ - minY_ + 1) + 2 * fhMax + 12;
    const int strips = fast ? static_cast<int>((gw + fwMax) / kStrip) + 1 : 0;
    if (fast) {
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
    std::vector<Point>& cells = s.cells;
    for (const auto& e : tile.entries) {
        const int fw = e.face.width(), fh = e.face.height();
        const LocalShape shape =
            localShapeOf(e.face.cells, [](const Cell& c) { return c.point(); });
        auto enclosureOk = [&](int x, int y) {
            cells.clear();
            for (const Cell& c : e.face.cells)
                cells.push_back({c.x + x, c.y + y});
            std::sort(cells.begin(), cells.end());
            return !enclosesTooMuch(cells);
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
                    const std::uint64_t* touchRows = s.touchRows.data() + base;
                    const int lo = static_cast<int>(std::max<long long>(glo - kStrip * j, 1));
                    const int hi = static_cast<int>(std::min<long long>(ghi - kStrip * j, kStrip));
                    std::uint64_t free = ~0ULL, touch = 0;
                    for (const Cell& c : e.face.cells) {
                        const std::size_t row = static_cast<std::size_t>(r + c.y);
                        free &= ~(occRows[row] >> c.x);
                        touch |= touchRows[row] >> c.x;
                    }
                    std::uint64_t cand = free & touch & ((~0ULL << lo) & (~0ULL >> (63 - hi)));
                    if (!cand)
                        continue;
                    s.frameX = x0, s.frameOcc = occRows;
                    while (cand) {
                        const int p = std::countr_zero(cand);
                        cand &= cand - 1;
                        const int x = static_cast<int>(x0 + p);
                        bool legal;
                        if (shape.ok) {
                            const int shift = p + shape.minX - 1;
                            const int r0 = r + shape.minY - 1;
                            // The picture depends only on its corner, so the entries share it.
                            // Cells outside T's grown box are masked off by the tests, so all
                            // 8 rows are read.
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
                            legal = locallyOpen(shape, occ);
                            if (!legal) {
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
                                const std::uint64_t unproven = pieces.unresolved;
                                if (!tooMuch && unproven != 0) {
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
                                        [&](Point q) {
                                            return (unproven >> (8 * (q.y - py) + (q.x - px))) & 1;
                                        });
                                }
                                legal = !tooMuch;
                            }
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
