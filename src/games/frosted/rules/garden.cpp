// The garden's cells and Improvements (garden.h): gap shapes (R-GAP-2), orientations (R-GEO-3/4),
// the bit planes and laying a tile (R-GAP-3/4). Legality is in garden_placement.cpp, group values
// in garden_groups.cpp.
#include "frosted/rules/garden.h"
#include "frosted/rules/detail/garden_bits.h"

#include <algorithm>
#include <atomic>
#include <utility>

namespace frosted {

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

} // namespace frosted
