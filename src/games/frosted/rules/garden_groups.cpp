// Group values (R-SCORE-1, see garden.h): the flood of a tile's groups by rows of bits, the
// garden's groups labelled once per content and the largest group of each type.
#include "frosted/rules/detail/garden_bits.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <set>
#include <utility>

namespace frosted {

using detail::fillRuns;
using detail::popcount;

// The rows of groupValuesOf()'s frame: bit i of row r is the cell (x0 + i, y0 + r). Rows are
// read when a flood first needs them, all planes at once; the face's cells (if any) count as laid.
struct Garden::GroupRows {
    const Garden& g;
    const Face* face;
    Point at;
    long long x0, y0;
    bool direct;
    int lshift;
    std::uint64_t mask[kLandTypeCount][64], f0[64], f1[64];
    std::uint64_t loaded = 0;

    GroupRows(const Garden& garden, const Face* f, Point a, long long fx0, long long fy0)
        : g(garden), face(f), at(a), x0(fx0), y0(fy0),
          direct(g.words_ == 1 && x0 < g.ox_ && g.ox_ - x0 < 64),
          lshift(direct ? static_cast<int>(g.ox_ - x0) : 0) {}

    void load(int r) {
        if ((loaded >> r) & 1)
            return;
        loaded |= 1ULL << r;
        const long long y = y0 + r;
        if (direct) {
            // One word per row and the frame starts left of the window: shift left.
            const long long ry = y - g.oy_;
            if (ry < 0 || ry >= g.rows_) {
                for (int k = 0; k < kLandTypeCount; ++k)
                    mask[k][r] = 0;
                f0[r] = f1[r] = 0;
            } else {
                const std::uint64_t* row = &g.bits_.get()[static_cast<std::size_t>(ry) * kPlanes];
                for (int k = 0; k < kLandTypeCount; ++k)
                    mask[k][r] = row[kType + k] << lshift;
                f0[r] = row[kFlower0] << lshift;
                f1[r] = row[kFlower1] << lshift;
            }
        } else {
            for (int k = 0; k < kLandTypeCount; ++k)
                mask[k][r] = g.rowBits(kType + k, y, x0);
            f0[r] = g.rowBits(kFlower0, y, x0);
            f1[r] = g.rowBits(kFlower1, y, x0);
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
    }

    // R-SCORE-1: the value of the cells of type t reached from the seeds, whole row runs at a
    // time (the frame has `rows` rows).
    int flood(LandType t, const std::vector<Point>& seeds, int rows) {
        const int k = index(t);
        std::uint64_t reach[64];
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
        return total;
    }
};

LandValues Garden::groupValuesCellByCell(const std::vector<Point>& seeds, const Face* face,
                                         Point at) const {
    // Wide or tall gardens: one cell at a time.
    LandValues v;
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
    if (x1 - x0 + 1 > 64 || y1 - y0 + 1 > 64)
        return groupValuesCellByCell(seeds, face, at);
    GroupRows rows(*this, face, at, x0, y0);
    for (const Point& p : seeds)
        rows.load(static_cast<int>(p.y - y0));
    for (LandType t : kLandTypes)
        v[t] = rows.flood(t, seeds, static_cast<int>(y1 - y0 + 1));
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

LandValues Garden::largestGroups() const {
    // R-SCORE-1: each labelled group is a whole 4-connected group of one type with its value.
    const GroupLabels& g = groupLabels();
    LandValues best;
    for (std::size_t i = 0; i < g.type.size(); ++i)
        best[g.type[i]] = std::max(best[g.type[i]], g.value[i]);
    return best;
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

} // namespace frosted
