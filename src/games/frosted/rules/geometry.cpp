#include "frosted/rules/geometry.h"

#include <algorithm>
#include <climits>
#include <set>

namespace frosted {
namespace {
bool cellLess(const Cell& a, const Cell& b) {
    if (a.y != b.y)
        return a.y < b.y;
    if (a.x != b.x)
        return a.x < b.x;
    if (a.type != b.type)
        return a.type < b.type;
    return a.flowers < b.flowers;
}

} // namespace

std::string_view name(Side s) {
    return s == Side::Front ? "front" : "back";
}

bool isValidRotation(int degrees) {
    return degrees == 0 || degrees == 90 || degrees == 180 || degrees == 270;
}

Bounds boundsOf(const std::vector<Point>& cells) {
    if (cells.empty())
        return {};
    Bounds b{INT_MAX, INT_MAX, INT_MIN, INT_MIN};
    for (const Point& p : cells) {
        b.minX = std::min(b.minX, p.x);
        b.minY = std::min(b.minY, p.y);
        b.maxX = std::max(b.maxX, p.x);
        b.maxY = std::max(b.maxY, p.y);
    }
    return b;
}

namespace {
// The extent of the cells along one coordinate (Cell::x or Cell::y), without allocating.
int extent(const std::vector<Cell>& cells, int Cell::*coordinate) {
    if (cells.empty())
        return 0;
    int lo = INT_MAX, hi = INT_MIN;
    for (const Cell& c : cells)
        lo = std::min(lo, c.*coordinate), hi = std::max(hi, c.*coordinate);
    return hi - lo + 1;
}
} // namespace

int Face::width() const {
    return extent(cells, &Cell::x);
}

int Face::height() const {
    return extent(cells, &Cell::y);
}

Face normalised(Face f) {
    if (f.cells.empty())
        return f;
    int minX = INT_MAX, minY = INT_MAX;
    for (const Cell& c : f.cells) {
        minX = std::min(minX, c.x);
        minY = std::min(minY, c.y);
    }
    for (Cell& c : f.cells) {
        c.x -= minX;
        c.y -= minY;
    }
    std::sort(f.cells.begin(), f.cells.end(), cellLess);
    return f;
}

Face rotated(const Face& f, int degrees) {
    // One copy, turned in place (R-GEO-4: each quarter turn maps (x, y) -> (-y, x)).
    Face r = f;
    const int turns = ((degrees / 90) % 4 + 4) % 4;
    for (Cell& c : r.cells) {
        for (int i = 0; i < turns; ++i) {
            const int x = c.x;
            c.x = -c.y;
            c.y = x;
        }
    }
    return normalised(std::move(r));
}

Face mirrored(const Face& f) {
    Face m = f;
    for (Cell& c : m.cells)
        c.x = -c.x;
    return normalised(std::move(m));
}

Face canonicalUnderSymmetry(const Face& f) {
    Face best = normalised(f);
    for (const Face& start : {normalised(f), mirrored(f)}) {
        for (int deg : kRotations) {
            Face cand = rotated(start, deg);
            if (std::lexicographical_compare(cand.cells.begin(), cand.cells.end(),
                                             best.cells.begin(), best.cells.end(), cellLess))
                best = std::move(cand);
        }
    }
    return best;
}

std::vector<Point> outline(const Face& f) {
    std::vector<Point> pts;
    pts.reserve(f.cells.size());
    for (const Cell& c : f.cells)
        pts.push_back(c.point());
    std::sort(pts.begin(), pts.end());
    return pts;
}

std::vector<Point> canonicalOutline(const Face& f, bool allowMirror) {
    Face plain = f;
    for (Cell& c : plain.cells) {
        c.type = LandType::Water;
        c.flowers = 0;
    }
    std::vector<Point> best;
    bool first = true;
    std::vector<Face> starts = {normalised(plain)};
    if (allowMirror)
        starts.push_back(mirrored(plain));
    for (const Face& start : starts) {
        for (int deg : kRotations) {
            std::vector<Point> cand = outline(rotated(start, deg));
            if (first || cand < best) {
                best = std::move(cand);
                first = false;
            }
        }
    }
    return best;
}

bool hasDistinctCells(const std::vector<Point>& cells) {
    std::set<std::pair<int, int>> seen;
    for (const Point& p : cells)
        if (!seen.insert({p.x, p.y}).second)
            return false;
    return true;
}

bool isOrthogonallyConnected(const std::vector<Point>& cells) {
    if (cells.empty())
        return false;
    std::set<std::pair<int, int>> all;
    for (const Point& p : cells)
        all.insert({p.x, p.y});
    std::set<std::pair<int, int>> seen = {{cells[0].x, cells[0].y}};
    std::vector<std::pair<int, int>> stack = {{cells[0].x, cells[0].y}};
    while (!stack.empty()) {
        auto [x, y] = stack.back();
        stack.pop_back();
        const std::pair<int, int> next[4] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
        for (const auto& n : next)
            if (all.count(n) && seen.insert(n).second)
                stack.push_back(n);
    }
    return seen.size() == all.size();
}

} // namespace frosted
