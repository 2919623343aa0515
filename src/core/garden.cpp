#include "frosted/garden.h"

#include <algorithm>
#include <climits>

namespace frosted {

namespace {

constexpr int kMinMargin = 8;

// Content byte: bits 0-2 Garden::Content, bits 3-4 LandType, bits 5-6 flowers.
constexpr std::uint8_t packTile(const Cell& c) {
    return static_cast<std::uint8_t>(1 | (index(c.type) << 3) | (c.flowers << 5));
}
constexpr std::uint8_t kContentMask = 7;

// Per-thread scratch for searches: generation stamps over the window and a stack.
struct Scratch {
    std::vector<std::uint32_t> stamp;
    std::uint32_t gen = 1;
    std::vector<int> stack;
    std::vector<int> region;
    std::vector<int> tileIdx;

    // Reserves `n` consecutive generations; returns the first.
    std::uint32_t take(std::size_t windowSize, std::uint32_t n) {
        if (stamp.size() < windowSize)
            stamp.resize(windowSize, 0);
        if (gen > 0xF0000000u - n) {
            std::fill(stamp.begin(), stamp.end(), 0);
            gen = 1;
        }
        const std::uint32_t g = gen;
        gen += n;
        return g;
    }
};
thread_local Scratch tScratch;

int ceilPow2Shift(int v) {
    int s = 0;
    while ((1 << s) < v)
        ++s;
    return s;
}

int maxExtent(const Face& f) {
    return std::max(f.width(), f.height());
}

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
    int minX = INT_MAX, minY = INT_MAX, maxX = INT_MIN, maxY = INT_MIN;
    for (const Point& p : cells) {
        minX = std::min(minX, p.x);
        minY = std::min(minY, p.y);
        maxX = std::max(maxX, p.x);
        maxY = std::max(maxY, p.y);
    }
    const int w = maxX - minX + 1, h = maxY - minY + 1;
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

int Garden::windowIndex(Point p) const {
    const int x = p.x - ox_, y = p.y - oy_;
    if (x < 0 || y < 0 || x >= (1 << shift_) || y >= h_)
        return -1;
    return (y << shift_) | x;
}

bool Garden::windowCovers(int minX, int minY, int maxX, int maxY) const {
    return !content_.empty() && minX >= ox_ && minY >= oy_ && maxX < ox_ + (1 << shift_) &&
           maxY < oy_ + h_;
}

void Garden::ensureWindow(int minX, int minY, int maxX, int maxY) {
    if (windowCovers(minX, minY, maxX, maxY))
        return;
    if (!empty() || !pieces_.empty()) {
        minX = std::min(minX, minX_);
        minY = std::min(minY, minY_);
        maxX = std::max(maxX, maxX_);
        maxY = std::max(maxY, maxY_);
    }
    int margin = kMinMargin;
    for (const Laid& l : laid_)
        margin = std::max(margin, maxExtent(l.face) + 3);
    const int nox = minX - margin, noy = minY - margin;
    const int nshift = ceilPow2Shift(maxX - minX + 1 + 2 * margin);
    const int nh = maxY - minY + 1 + 2 * margin;
    std::vector<std::uint8_t> content(static_cast<std::size_t>(nh) << nshift, 0);
    std::vector<std::uint8_t> contact(content.size(), 0);
    std::vector<std::int16_t> laidOf(content.size(), -1);
    for (int y = 0; y < h_; ++y) {
        const int ny = y + oy_ - noy;
        if (ny < 0 || ny >= nh)
            continue; // only margin lies outside the new window
        for (int x = 0; x < (1 << shift_); ++x) {
            const int nx = x + ox_ - nox;
            if (nx < 0 || nx >= (1 << nshift))
                continue;
            const std::size_t from = (static_cast<std::size_t>(y) << shift_) | x;
            const std::size_t to = (static_cast<std::size_t>(ny) << nshift) | nx;
            content[to] = content_[from];
            contact[to] = contact_[from];
            laidOf[to] = laidOf_[from];
        }
    }
    ox_ = nox;
    oy_ = noy;
    shift_ = nshift;
    h_ = nh;
    content_ = std::move(content);
    contact_ = std::move(contact);
    laidOf_ = std::move(laidOf);
}

Garden::Content Garden::contentAt(Point p) const {
    const int i = windowIndex(p);
    return i < 0 ? Content::Empty : static_cast<Content>(content_[i] & kContentMask);
}

bool Garden::tileCellAt(Point p, Cell& out) const {
    const int i = windowIndex(p);
    if (i < 0 || (content_[i] & kContentMask) != 1)
        return false;
    out = Cell{p.x, p.y, static_cast<LandType>((content_[i] >> 3) & 3), (content_[i] >> 5) & 3};
    return true;
}

int Garden::laidIndexAt(Point p) const {
    const int i = windowIndex(p);
    return i < 0 ? -1 : laidOf_[i];
}

template <class Visit>
void Garden::forEachEnclosedRegion(const std::vector<int>& tileIdx, int bx0, int by0, int bx1,
                                   int by1, Visit&& visit) const {
    // See the header: search from each empty neighbour of the new tile; a search that leaves the
    // box [bx0, bx1] x [by0, by1] (window coordinates) or meets an earlier search is open.
    Scratch& s = tScratch;
    const int w = 1 << shift_;
    const int mask = w - 1;
    const std::uint32_t maxRegions = static_cast<std::uint32_t>(tileIdx.size() * 4 + 2);
    const std::uint32_t g = s.take(content_.size(), maxRegions + 1);
    for (int i : tileIdx)
        s.stamp[i] = g; // the new tile's cells count as occupied
    std::uint32_t region = g;
    const int steps[4] = {-w, -1, 1, w};
    for (int t : tileIdx) {
        for (int d : steps) {
            const int start = t + d;
            if (content_[start] != 0 || s.stamp[start] >= g)
                continue; // occupied, the new tile, or already explored in this check
            ++region;
            s.stamp[start] = region;
            s.stack.clear();
            s.region.clear();
            s.stack.push_back(start);
            // Explore toward the nearest side of the box first: open regions end in a few steps.
            const int sx = start & mask, sy = start >> shift_;
            const int dist[4] = {sy - by0, sx - bx0, bx1 - sx, by1 - sy}; // as steps[]
            int best = 0;
            for (int k = 1; k < 4; ++k)
                if (dist[k] < dist[best])
                    best = k;
            int dirs[4] = {steps[0], steps[1], steps[2], steps[3]};
            std::swap(dirs[best], dirs[3]); // pushed last, popped first
            bool open = false;
            while (!s.stack.empty() && !open) {
                const int c = s.stack.back();
                s.stack.pop_back();
                s.region.push_back(c);
                const int cx = c & mask, cy = c >> shift_;
                if (cx <= bx0 || cx >= bx1 || cy <= by0 || cy >= by1) {
                    open = true; // on the border of the grown box: reaches infinity
                    break;
                }
                for (int dd : dirs) {
                    const int n = c + dd;
                    if (content_[n] != 0)
                        continue;
                    const std::uint32_t st = s.stamp[n];
                    if (st == region || st == g)
                        continue;
                    if (st > g) {
                        open = true; // an earlier search of this check: that one was open
                        break;
                    }
                    s.stamp[n] = region;
                    s.stack.push_back(n);
                }
            }
            if (!open && !visit(s.region))
                return;
        }
    }
}

PlacementCheck Garden::checkIndexed(const std::vector<Point>& cells, bool requireContact) const {
    PlacementCheck r;
    r.cells = cells;
    std::sort(r.cells.begin(), r.cells.end());
    // R-PL-1: every cell empty (no tile, no Improvement).
    for (const Point& p : r.cells)
        if (isOccupied(p))
            r.region.push_back(p);
    if (!r.region.empty()) {
        r.reason = IllegalReason::Overlap;
        return r;
    }
    // R-PL-2: edge contact with a tile cell.
    if (requireContact) {
        bool touches = false;
        for (const Point& p : r.cells) {
            const int i = windowIndex(p);
            if (i >= 0 && contact_[i]) {
                touches = true;
                break;
            }
        }
        if (!touches) {
            r.reason = IllegalReason::NotAdjacent;
            return r;
        }
    }
    // R-PL-3/4 and R-GAP-1: the regions the new cells enclose.
    int bx0 = INT_MAX, by0 = INT_MAX, bx1 = INT_MIN, by1 = INT_MIN;
    for (const Point& p : r.cells) {
        bx0 = std::min(bx0, p.x);
        by0 = std::min(by0, p.y);
        bx1 = std::max(bx1, p.x);
        by1 = std::max(by1, p.y);
    }
    if (!empty() || !pieces_.empty()) {
        bx0 = std::min(bx0, minX_);
        by0 = std::min(by0, minY_);
        bx1 = std::max(bx1, maxX_);
        by1 = std::max(by1, maxY_);
    }
    // The search needs the grown box [b - 1, b + 1] inside the window.
    if (!windowCovers(bx0 - 1, by0 - 1, bx1 + 1, by1 + 1)) {
        Garden grown = *this;
        grown.ensureWindow(bx0 - 1, by0 - 1, bx1 + 1, by1 + 1);
        return grown.checkIndexed(cells, requireContact);
    }
    std::vector<int>& tileIdx = tScratch.tileIdx;
    tileIdx.clear();
    for (const Point& p : r.cells)
        tileIdx.push_back(windowIndex(p));
    forEachEnclosedRegion(
        tileIdx, bx0 - ox_ - 1, by0 - oy_ - 1, bx1 - ox_ + 1, by1 - oy_ + 1,
        [&](const std::vector<int>& region) {
            std::vector<Point> pts;
            pts.reserve(region.size());
            for (int i : region)
                pts.push_back({(i & ((1 << shift_) - 1)) + ox_, (i >> shift_) + oy_});
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
        });
    std::sort(r.gaps.begin(), r.gaps.end(),
              [](const Gap& a, const Gap& b) { return a.cells.front() < b.cells.front(); });
    return r;
}

PlacementCheck Garden::check(const Face& face, Point at, bool requireContact) const {
    std::vector<Point> cells;
    cells.reserve(face.cells.size());
    for (const Cell& c : face.cells)
        cells.push_back({c.x + at.x, c.y + at.y});
    return checkIndexed(cells, requireContact);
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
    int fx0 = INT_MAX, fy0 = INT_MAX, fx1 = INT_MIN, fy1 = INT_MIN;
    for (const Point& p : r.cells) {
        fx0 = std::min(fx0, p.x);
        fy0 = std::min(fy0, p.y);
        fx1 = std::max(fx1, p.x);
        fy1 = std::max(fy1, p.y);
    }
    const int margin = std::max(kMinMargin, maxExtent(face) + 3);
    if (!windowCovers(fx0 - margin, fy0 - margin, fx1 + margin, fy1 + margin))
        ensureWindow(fx0 - margin, fy0 - margin, fx1 + margin, fy1 + margin);
    const int w = 1 << shift_;
    const auto laidIndex = static_cast<std::int16_t>(laid_.size());
    for (const Cell& c : face.cells) {
        const int i = windowIndex({c.x + at.x, c.y + at.y});
        content_[i] = packTile(c);
        laidOf_[i] = laidIndex;
        contact_[i] = 0;
        for (int n : {i - w, i - 1, i + 1, i + w})
            if (content_[n] == 0)
                contact_[n] = 1;
    }
    laid_.push_back(Laid{tile, o, at, face});
    if (laid_.size() == 1 && pieces_.empty()) {
        minX_ = fx0, minY_ = fy0, maxX_ = fx1, maxY_ = fy1;
    } else {
        minX_ = std::min(minX_, fx0), minY_ = std::min(minY_, fy0);
        maxX_ = std::max(maxX_, fx1), maxY_ = std::max(maxY_, fy1);
    }
    // R-GAP-3/4: Improvements at once; their cells are filled for good.
    for (const Gap& g : r.gaps) {
        std::vector<ImprovementPiece> pieces;
        if (g.shape == GapShape::O) {
            pieces.push_back({Improvement::Windmill, g.cells});
        } else {
            std::vector<Point> rest = g.cells;
            tileGap(rest, g.improvements[Improvement::Barn], g.improvements[Improvement::Worker],
                    pieces);
        }
        for (const ImprovementPiece& piece : pieces) {
            const std::uint8_t content = static_cast<std::uint8_t>(2 + index(piece.kind));
            for (const Point& p : piece.cells) {
                const int i = windowIndex(p);
                content_[i] = content;
                contact_[i] = 0;
            }
            pieces_.push_back(piece);
        }
        improvementTotals_ += g.improvements;
    }
    return r;
}

LandValues Garden::groupValues(const std::vector<Point>& tileCells) const {
    // R-SCORE-1: flood each type from the tile's cells of that type over cells of that type.
    LandValues v;
    Scratch& s = tScratch;
    const int w = 1 << shift_;
    for (LandType t : kLandTypes) {
        const std::uint32_t g = s.take(content_.size(), 1);
        const std::uint8_t want = static_cast<std::uint8_t>(1 | (index(t) << 3));
        s.stack.clear();
        for (const Point& p : tileCells) {
            const int i = windowIndex(p);
            if (i >= 0 && (content_[i] & 0x1F) == want && s.stamp[i] != g) {
                s.stamp[i] = g;
                s.stack.push_back(i);
            }
        }
        int total = 0;
        while (!s.stack.empty()) {
            const int c = s.stack.back();
            s.stack.pop_back();
            total += t == LandType::Water ? 1 : (content_[c] >> 5) & 3;
            for (int n : {c - w, c - 1, c + 1, c + w}) {
                if ((content_[n] & 0x1F) == want && s.stamp[n] != g) {
                    s.stamp[n] = g;
                    s.stack.push_back(n);
                }
            }
        }
        v[t] = total;
    }
    return v;
}

namespace {
// A copy of the garden with the face laid without any rule check (for previews of legal moves).
Garden withFace(const Garden& g, const Face& face, Point at) {
    Garden copy = g;
    copy.place(-1, {}, face, at, false);
    return copy;
}
} // namespace

LandValues Garden::groupValuesIf(const Face& face, Point at) const {
    std::vector<Point> cells;
    for (const Cell& c : face.cells)
        cells.push_back({c.x + at.x, c.y + at.y});
    return withFace(*this, face, at).groupValues(cells);
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

std::vector<PlacementOption> Garden::legalPlacements(const OrientedTile& tile) const {
    std::vector<PlacementOption> out;
    if (empty())
        return out; // R-PL-2: nothing to touch
    int ext = 0;
    for (const auto& e : tile.entries)
        ext = std::max(ext, maxExtent(e.face));
    if (!windowCovers(minX_ - ext - 2, minY_ - ext - 2, maxX_ + ext + 2, maxY_ + ext + 2)) {
        Garden grown = *this;
        grown.ensureWindow(minX_ - ext - 2, minY_ - ext - 2, maxX_ + ext + 2, maxY_ + ext + 2);
        return grown.legalPlacements(tile);
    }
    const int w = 1 << shift_;
    std::vector<int> offsets;
    std::vector<int>& tileIdx = tScratch.tileIdx;
    for (const auto& e : tile.entries) {
        const int fw = e.face.width(), fh = e.face.height();
        offsets.clear();
        for (const Cell& c : e.face.cells)
            offsets.push_back(c.y * w + c.x);
        for (int y = minY_ - fh; y <= maxY_ + 1; ++y) {
            for (int x = minX_ - fw; x <= maxX_ + 1; ++x) {
                const int base = windowIndex({x, y});
                bool free = true, touches = false;
                for (int off : offsets) {
                    free &= content_[base + off] == 0;
                    touches |= contact_[base + off] != 0;
                }
                if (!free || !touches)
                    continue;
                const int bx0 = std::min(minX_, x) - ox_ - 1, by0 = std::min(minY_, y) - oy_ - 1;
                const int bx1 = std::max(maxX_, x + fw - 1) - ox_ + 1;
                const int by1 = std::max(maxY_, y + fh - 1) - oy_ + 1;
                tileIdx.clear();
                for (int off : offsets)
                    tileIdx.push_back(base + off);
                bool legal = true;
                forEachEnclosedRegion(tileIdx, bx0, by0, bx1, by1,
                                      [&](const std::vector<int>& region) {
                                          legal = region.size() <= 4;
                                          return legal;
                                      });
                if (legal)
                    out.push_back({e.orientation, {x, y}});
            }
        }
    }
    return out;
}

int Garden::countLegalPlacements(const OrientedTile& tile) const {
    return static_cast<int>(legalPlacements(tile).size());
}

} // namespace frosted
