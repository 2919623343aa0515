// Internals of the garden (garden.h) shared by its sources (garden.cpp, garden_groups.cpp,
// garden_placement.cpp): bit tricks on 64-bit rows, the 8x8 pictures of the local enclosure test
// (R-PL-3/4, see garden.h) and the inline reads of the garden's bit planes. Kept inline here so
// that the placement enumeration and the playouts pay no call for them. Not for other includers.
#pragma once

#include "frosted/rules/garden.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace frosted::detail {

// R-PL-3/4 local test (see garden.h). Pictures are 8x8 bits, bit 8 * row + column; the picture's
// origin is one cell above and left of the face's bounding box.
inline constexpr std::uint64_t kCol0 = 0x0101010101010101ULL;
inline constexpr std::uint64_t kCol7 = 0x8080808080808080ULL;

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

inline long long floorDiv64(long long v) {
    return v >= 0 ? v / 64 : -((-v + 63) / 64);
}

} // namespace frosted::detail

namespace frosted {

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

inline std::uint64_t Garden::rowBits(int plane, long long y, long long x0) const {
    const long long ry = y - oy_;
    if (ry < 0 || ry >= rows_)
        return 0;
    const long long rel = x0 - ox_;
    if (rel <= -64 || rel >= 64LL * words_)
        return 0;
    const std::uint64_t* row =
        &bits_.get()[(static_cast<std::size_t>(ry) * kPlanes + static_cast<std::size_t>(plane)) *
                     static_cast<std::size_t>(words_)];
    const long long k = detail::floorDiv64(rel);
    const int sh = static_cast<int>(rel - 64 * k);
    const std::uint64_t lo = k >= 0 ? row[k] : 0;
    if (sh == 0)
        return lo;
    const std::uint64_t hi = k + 1 < words_ ? row[k + 1] : 0;
    return (lo >> sh) | (hi << (64 - sh));
}

} // namespace frosted
