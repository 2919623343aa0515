// The soak checker: the rules recomputed with code of its own, compared with the core's state.
#include "soak.h"

#include "frosted/rules/components.h"
#include "frosted/rules/save.h"
#include "frosted/rules/scoring.h"
#include "game_access.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>
#include <sstream>

namespace frosted::soak {

namespace {

// --- failing ---------------------------------------------------------------------------------

[[noreturn]] void fail(const std::string& rule, const std::string& what) {
    throw Violation(rule, what);
}

template <class Message>
void expect(bool ok, const char* rule, Message&& message) {
    if (!ok)
        fail(rule, message());
}

void expect(bool ok, const char* rule, const char* message) {
    if (!ok)
        fail(rule, message);
}

std::string str(const std::vector<int>& v) {
    std::ostringstream out;
    out << '[';
    for (std::size_t i = 0; i < v.size(); ++i)
        out << (i ? "," : "") << v[i];
    out << ']';
    return out.str();
}

std::string str(Point p) {
    return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}

std::string str(const LandValues& v) {
    return str(std::vector<int>(v.v.begin(), v.v.end()));
}

std::string str(const ImprovementCounts& v) {
    return str(std::vector<int>(v.n.begin(), v.n.end()));
}

std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

std::vector<int> sorted(std::vector<int> v) {
    std::sort(v.begin(), v.end());
    return v;
}

bool contains(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// --- a garden of the soak's own: a dense grid over the bounding box grown by one --------------

enum class Kind : std::int8_t { Empty = 0, Tile = 1, Improvement = 2 };

struct Entry {
    Point p;
    Kind kind = Kind::Empty;
    LandType type = LandType::Water;
    int elements = 0; // R-SCORE-1: flowers, or 1 for water
};

class Grid {
  public:
    // A grid over the entries' bounding box grown by `margin` cells (at least 1).
    explicit Grid(const std::vector<Entry>& entries, int margin = 1) {
        int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const Point p = entries[i].p;
            if (i == 0) {
                x0 = x1 = p.x;
                y0 = y1 = p.y;
            }
            x0 = std::min(x0, p.x), y0 = std::min(y0, p.y);
            x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
        }
        minX_ = x0 - margin, minY_ = y0 - margin;
        w_ = x1 - x0 + 1 + 2 * margin, h_ = y1 - y0 + 1 + 2 * margin;
        cells_.assign(static_cast<std::size_t>(w_) * static_cast<std::size_t>(h_), Entry{});
        occupied_.assign(cells_.size(), 0);
        for (const Entry& e : entries) {
            Entry& c = cells_[slot(e.p)];
            if (c.kind != Kind::Empty)
                overlap_ = true;
            c = e;
            occupied_[slot(e.p)] = 1;
        }
    }
    bool overlap() const { return overlap_; }
    bool inside(Point p) const {
        return p.x >= minX_ && p.y >= minY_ && p.x < minX_ + w_ && p.y < minY_ + h_;
    }
    // Inside and not on the outermost ring of cells.
    bool interior(Point p) const {
        return p.x > minX_ && p.y > minY_ && p.x < minX_ + w_ - 1 && p.y < minY_ + h_ - 1;
    }
    const Entry& operator[](Point p) const {
        static const Entry none{};
        return inside(p) ? cells_[slot(p)] : none;
    }
    Kind kind(Point p) const { return (*this)[p].kind; }

    // R-PL-4: the enclosed empty regions (maximal 4-connected sets of empty cells that do not
    // reach the grid's border), with the cells `extra` (interior) counted as occupied; each
    // region in reading order, the regions by first cell.
    std::vector<std::vector<Point>> enclosedRegions(const std::vector<Point>& extra = {}) const {
        thread_local std::vector<char> occ;
        thread_local std::vector<std::size_t> stack;
        occ = occupied_;
        for (const Point& p : extra)
            occ[slot(p)] = 1;
        const auto w = static_cast<std::size_t>(w_), h = static_cast<std::size_t>(h_);
        // 2: reached from the border.
        auto flood = [&](std::size_t from, char mark, std::vector<Point>* cells) {
            stack.assign(1, from);
            occ[from] = mark;
            while (!stack.empty()) {
                const std::size_t i = stack.back();
                stack.pop_back();
                if (cells)
                    cells->push_back(
                        {minX_ + static_cast<int>(i % w), minY_ + static_cast<int>(i / w)});
                const std::size_t x = i % w, y = i / w;
                for (const std::size_t j : {x + 1 < w ? i + 1 : i, x > 0 ? i - 1 : i,
                                            y + 1 < h ? i + w : i, y > 0 ? i - w : i})
                    if (occ[j] == 0) {
                        occ[j] = mark;
                        stack.push_back(j);
                    }
            }
        };
        for (std::size_t x = 0; x < w; ++x)
            for (const std::size_t i : {x, (h - 1) * w + x})
                if (occ[i] == 0)
                    flood(i, 2, nullptr);
        for (std::size_t y = 0; y < h; ++y)
            for (const std::size_t i : {y * w, y * w + w - 1})
                if (occ[i] == 0)
                    flood(i, 2, nullptr);
        std::vector<std::vector<Point>> regions;
        for (std::size_t i = 0; i < occ.size(); ++i)
            if (occ[i] == 0) {
                std::vector<Point> region;
                flood(i, 3, &region);
                std::sort(region.begin(), region.end());
                regions.push_back(std::move(region));
            }
        std::sort(regions.begin(), regions.end(),
                  [](const auto& a, const auto& b) { return a.front() < b.front(); });
        return regions;
    }

    // R-SCORE-1: per type, the elements of the union of the type's groups holding a seed cell.
    LandValues groupValues(const std::vector<Point>& seeds) const {
        LandValues out;
        std::vector<char> seen(cells_.size(), 0);
        std::vector<Point> stack;
        for (LandType t : kLandTypes) {
            auto same = [&](Point q) {
                return inside(q) && kind(q) == Kind::Tile && (*this)[q].type == t && !seen[slot(q)];
            };
            for (const Point& s : seeds)
                if (same(s)) {
                    seen[slot(s)] = 1;
                    stack.push_back(s);
                }
            while (!stack.empty()) {
                const Point p = stack.back();
                stack.pop_back();
                out[t] += (*this)[p].elements;
                for (const Point q : {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1},
                                      Point{p.x, p.y - 1}})
                    if (same(q)) {
                        seen[slot(q)] = 1;
                        stack.push_back(q);
                    }
            }
        }
        return out;
    }

    // The same regions as enclosedRegions(extra) for a grid that encloses nothing by itself
    // (checked by the caller): every region the cells `extra` enclose holds an empty neighbour
    // of them (the escape paths it had crossed `extra`), so the search starts there and a
    // region is open once it leaves the bounding box of the occupied cells and `extra`.
    std::vector<std::vector<Point>> enclosedRegionsNear(const std::vector<Point>& extra,
                                                        Bounds box) const {
        for (const Point& p : extra) {
            box.minX = std::min(box.minX, p.x), box.minY = std::min(box.minY, p.y);
            box.maxX = std::max(box.maxX, p.x), box.maxY = std::max(box.maxY, p.y);
        }
        // mark: 0 unseen, -1 a cell of `extra`, k > 0 seen by search k.
        thread_local std::vector<int> mark;
        mark.assign(cells_.size(), 0);
        for (const Point& p : extra)
            mark[slot(p)] = -1;
        std::vector<std::vector<Point>> regions;
        std::vector<Point> stack, region;
        int search = 0;
        for (const Point& p : extra)
            for (const Point start : {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1},
                                      Point{p.x, p.y - 1}}) {
                if (kind(start) != Kind::Empty || mark[slot(start)] != 0)
                    continue;
                ++search;
                bool open = false;
                region.clear();
                stack.assign(1, start);
                mark[slot(start)] = search;
                while (!stack.empty() && !open) {
                    const Point q = stack.back();
                    stack.pop_back();
                    region.push_back(q);
                    if (q.x < box.minX || q.y < box.minY || q.x > box.maxX || q.y > box.maxY) {
                        open = true; // outside every occupied cell: it reaches infinity
                        break;
                    }
                    for (const Point r : {Point{q.x + 1, q.y}, Point{q.x - 1, q.y},
                                          Point{q.x, q.y + 1}, Point{q.x, q.y - 1}}) {
                        if (kind(r) != Kind::Empty)
                            continue;
                        const int m = mark[slot(r)];
                        if (m == 0) {
                            mark[slot(r)] = search;
                            stack.push_back(r);
                        } else if (m > 0 && m != search) {
                            open = true; // an earlier search that was open (enclosed ones are
                            break;       // explored whole, so they are never met again)
                        }
                    }
                }
                if (!open) {
                    std::sort(region.begin(), region.end());
                    regions.push_back(region);
                }
            }
        std::sort(regions.begin(), regions.end(),
                  [](const auto& a, const auto& b) { return a.front() < b.front(); });
        return regions;
    }

  private:
    std::size_t slot(Point p) const {
        return static_cast<std::size_t>(p.y - minY_) * static_cast<std::size_t>(w_) +
               static_cast<std::size_t>(p.x - minX_);
    }

    int minX_ = 0, minY_ = 0, w_ = 0, h_ = 0;
    std::vector<Entry> cells_;
    std::vector<char> occupied_;
    bool overlap_ = false;
};

void addFace(std::vector<Entry>& out, const Face& f, Point at) {
    for (const Cell& c : f.cells)
        out.push_back({{c.x + at.x, c.y + at.y},
                       Kind::Tile,
                       c.type,
                       c.type == LandType::Water ? 1 : c.flowers});
}

void addCells(std::vector<Entry>& out, const std::vector<Point>& cells) {
    for (const Point& p : cells)
        out.push_back({p, Kind::Improvement, LandType::Water, 0});
}

// The first `laidCount` laid tiles of a garden and, if asked, its Improvements.
std::vector<Entry> entriesOf(const Garden& g, std::size_t laidCount, bool improvements) {
    std::vector<Entry> out;
    const auto& laid = g.laid();
    for (std::size_t i = 0; i < std::min(laidCount, laid.size()); ++i)
        addFace(out, laid[i].face, laid[i].at);
    if (improvements)
        for (const ImprovementPiece& piece : g.improvementPieces())
            addCells(out, piece.cells);
    return out;
}

std::vector<Point> cellsOf(const Face& f, Point at) {
    std::vector<Point> out;
    for (const Cell& c : f.cells)
        out.push_back({c.x + at.x, c.y + at.y});
    std::sort(out.begin(), out.end());
    return out;
}

// R-GEO-4 in the soak's own words: rotate clockwise (x, y) -> (-y, x), then shift to (0, 0).
Face orientedOwn(const Tile& t, Orientation o) {
    Face f = t.face(o.side);
    for (int r = 0; r < o.rotation / 90; ++r)
        for (Cell& c : f.cells) {
            const int x = c.x;
            c.x = -c.y;
            c.y = x;
        }
    int mx = 0, my = 0;
    for (std::size_t i = 0; i < f.cells.size(); ++i) {
        mx = i == 0 ? f.cells[i].x : std::min(mx, f.cells[i].x);
        my = i == 0 ? f.cells[i].y : std::min(my, f.cells[i].y);
    }
    for (Cell& c : f.cells) {
        c.x -= mx;
        c.y -= my;
    }
    std::sort(f.cells.begin(), f.cells.end(),
              [](const Cell& a, const Cell& b) { return a.point() < b.point(); });
    return f;
}

bool sameCells(Face a, Face b) {
    auto less = [](const Cell& x, const Cell& y) { return x.point() < y.point(); };
    std::sort(a.cells.begin(), a.cells.end(), less);
    std::sort(b.cells.begin(), b.cells.end(), less);
    return a == b;
}

bool adjacent(Point a, Point b) {
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

// R-GAP-2 in the soak's own words.
ImprovementCounts improvementsOfGap(const std::vector<Point>& cells) {
    ImprovementCounts n;
    switch (cells.size()) {
    case 1:
        n[Improvement::Worker] = 1;
        return n;
    case 2:
        n[Improvement::Barn] = 1;
        return n;
    case 3:
        n[Improvement::Barn] = 1;
        n[Improvement::Worker] = 1;
        return n;
    case 4:
        break;
    default:
        fail("R-GAP-2", "a gap of " + std::to_string(cells.size()) + " cells");
    }
    const Bounds b = boundsOf(cells);
    if (b.width() == 2 && b.height() == 2) {
        n[Improvement::Windmill] = 1;
        return n;
    }
    for (const Point& p : cells) {
        int neighbours = 0;
        for (const Point& q : cells)
            neighbours += adjacent(p, q);
        if (neighbours == 3) { // T
            n[Improvement::Barn] = 1;
            n[Improvement::Worker] = 2;
            return n;
        }
    }
    n[Improvement::Barn] = 2; // I, L/J, S/Z: two dominoes
    return n;
}

ImprovementCounts improvementsOfGaps(const std::vector<Gap>& gaps) {
    ImprovementCounts n;
    for (const Gap& g : gaps)
        n += improvementsOfGap(g.cells);
    return n;
}

// The Improvements lying in a garden, counted from its pieces (not its running totals).
ImprovementCounts piecesOf(const Garden& g) {
    ImprovementCounts n;
    for (const ImprovementPiece& p : g.improvementPieces())
        ++n[p.kind];
    return n;
}

// R-SCORE-2 in the soak's own words.
int cardPointsOwn(const LandscapeCard& card, const LandValues& groups) {
    int points = 0;
    for (LandType t : card.types)
        points += (card.types.size() == 1 ? 2 : 1) * groups[t];
    return points;
}

// R-MKT-2: the slots of the tiles clockwise from the token, nearest first.
std::vector<int> clockwiseTiles(const Market& m) {
    std::vector<int> out;
    const int n = static_cast<int>(m.tile.size());
    for (int step = 1; step <= n; ++step) {
        const int slot = (m.token + step) % n;
        if (m.tile[at(slot)] >= 0)
            out.push_back(slot);
    }
    return out;
}

int improvementValue(const ImprovementCounts& n, const ComponentSet& c) {
    int total = 0;
    for (Improvement i : kImprovements)
        total += n[i] * c.rules.improvementPoints[i];
    return total;
}

int objectiveValue(const std::vector<int>& held, const ComponentSet& c) {
    int total = 0;
    for (int o : held)
        total += c.objectives[at(o)].points;
    return total;
}

// R-MG-3 in the soak's own words.
struct Sequences {
    LandValues current;
    LandValues best; // the largest run, current or previous (R-MG-5)
};
Sequences sequencesOwn(const std::vector<int>& played, const ComponentSet& c) {
    Sequences s;
    for (LandType t : kLandTypes) {
        int run = 0;
        for (int card : played) {
            const int row = c.gardenerCards[at(card)].rows[t];
            run = row == 0 ? 0 : run + row;
            s.best[t] = std::max(s.best[t], run);
        }
        s.current[t] = run;
    }
    return s;
}

// R-MG-4 step 5 / R-MG-5: most points, then the higher threshold, then the first on the board.
std::optional<int> highestOwn(const std::vector<int>& board, ObjectiveType t, const ComponentSet& c,
                              int atMostThreshold) {
    std::optional<int> best;
    for (int o : board) {
        const ObjectiveTile& x = c.objectives[at(o)];
        if (x.type != t || x.threshold > atMostThreshold)
            continue;
        if (!best)
            best = o;
        else {
            const ObjectiveTile& b = c.objectives[at(*best)];
            if (x.points > b.points || (x.points == b.points && x.threshold > b.threshold))
                best = o;
        }
    }
    return best;
}

bool holdsType(const std::vector<int>& held, ObjectiveType t, const ComponentSet& c) {
    return std::any_of(held.begin(), held.end(),
                       [&](int o) { return c.objectives[at(o)].type == t; });
}

// The rules' answer for one placement, from the soak's grid.
struct OwnPlacement {
    std::string illegal; // the rule it breaks, empty when legal
    std::vector<std::vector<Point>> gaps;
};
// `near`: the garden's bounding box when the grid is known to enclose nothing by itself (the
// search then starts next to the face, see Grid::enclosedRegionsNear); null for the full flood.
OwnPlacement placementOwn(const Grid& garden, const std::vector<Entry>& gardenEntries,
                          const Face& face, Point at, const Bounds* near = nullptr) {
    OwnPlacement r;
    bool touches = false, interior = true;
    std::vector<Point> cells;
    for (const Cell& c : face.cells) {
        const Point p{c.x + at.x, c.y + at.y};
        if (garden.kind(p) != Kind::Empty) {
            r.illegal = "R-PL-1";
            return r;
        }
        for (const Point q :
             {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1}, Point{p.x, p.y - 1}})
            touches |= garden.kind(q) == Kind::Tile;
        interior &= garden.interior(p);
        cells.push_back(p);
    }
    if (!touches) {
        r.illegal = "R-PL-2";
        return r;
    }
    if (interior && near) {
        r.gaps = garden.enclosedRegionsNear(cells, *near);
    } else if (interior) {
        r.gaps = garden.enclosedRegions(cells);
    } else { // a grid that holds the face too
        std::vector<Entry> entries = gardenEntries;
        addFace(entries, face, at);
        r.gaps = Grid(entries).enclosedRegions();
    }
    for (const auto& g : r.gaps)
        if (g.size() > 4) {
            r.illegal = "R-PL-3";
            r.gaps.clear();
            return r;
        }
    return r;
}

// Pieces must tile the gap: a Worker 1 cell, a Barn 2 adjacent cells, a Windmill a 2x2 block.
void checkPieces(const std::vector<ImprovementPiece>& pieces, const std::vector<Gap>& gaps,
                 const char* where) {
    std::vector<Point> covered, wanted;
    ImprovementCounts byKind;
    for (const ImprovementPiece& p : pieces) {
        ++byKind[p.kind];
        const std::size_t size = p.kind == Improvement::Worker ? 1
                                 : p.kind == Improvement::Barn ? 2
                                                               : 4;
        expect(p.cells.size() == size, "R-GAP-2", [&] {
            return std::string(where) + ": a " + std::string(name(p.kind)) + " lies on " +
                   std::to_string(p.cells.size()) + " cells";
        });
        if (p.kind == Improvement::Barn)
            expect(adjacent(p.cells[0], p.cells[1]), "R-GAP-2",
                   [&] { return std::string(where) + ": a Barn on two cells apart"; });
        if (p.kind == Improvement::Windmill) {
            const Bounds b = boundsOf(p.cells);
            expect(b.width() == 2 && b.height() == 2, "R-GAP-2",
                   [&] { return std::string(where) + ": a Windmill not on a 2x2 block"; });
        }
        covered.insert(covered.end(), p.cells.begin(), p.cells.end());
    }
    for (const Gap& g : gaps)
        wanted.insert(wanted.end(), g.cells.begin(), g.cells.end());
    std::sort(covered.begin(), covered.end());
    std::sort(wanted.begin(), wanted.end());
    expect(covered == wanted, "R-GAP-4",
           [&] { return std::string(where) + ": the Improvements do not fill the gaps exactly"; });
    expect(byKind == improvementsOfGaps(gaps), "R-GAP-2", [&] {
        return std::string(where) + ": pieces " + str(byKind) + " for gaps worth " +
               str(improvementsOfGaps(gaps));
    });
}

// The player turns of one seat in the log, oldest first.
std::vector<const PlayerTurn*> turnsOf(const GameState& g, int seat) {
    std::vector<const PlayerTurn*> out;
    for (const TurnRecord& r : g.log())
        if (const auto* t = std::get_if<PlayerTurn>(&r); t && t->seat == seat)
            out.push_back(t);
    return out;
}

// The turn in progress of `seat`, when it is that seat's turn.
const PlayerTurn* currentOf(const GameState& g, int seat) {
    return !g.isOver() && g.currentSeat() == seat ? &g.currentTurn() : nullptr;
}

// R-END-2/3, R-MG-6 in the soak's own words: the rank of each line from (total, coins, gardener).
void checkPad(const std::vector<FinalScore>& pad, const std::vector<int>& tracks,
              const std::vector<ImprovementCounts>& improvements,
              const std::vector<std::vector<int>>& objectives, const std::vector<int>& coins,
              const std::vector<std::string>& names, bool solo, const ComponentSet& c) {
    expect(pad.size() == tracks.size(), "R-END-2", "the score pad has the wrong number of lines");
    for (std::size_t i = 0; i < pad.size(); ++i) {
        const FinalScore& s = pad[i];
        const int imp = improvementValue(improvements[i], c);
        const int obj = objectiveValue(objectives[i], c);
        const int total = tracks[i] + imp + obj + coins[i];
        expect(s.name == names[i] && s.track == tracks[i] && s.improvements == imp &&
                   s.objectives == obj && s.coins == coins[i] && s.total == total,
               "R-END-2", [&] {
                   return "score line of " + s.name + ": track " + std::to_string(s.track) +
                          " improvements " + std::to_string(s.improvements) + " objectives " +
                          std::to_string(s.objectives) + " coins " + std::to_string(s.coins) +
                          " total " + std::to_string(s.total) + "; recount " +
                          std::to_string(tracks[i]) + " " + std::to_string(imp) + " " +
                          std::to_string(obj) + " " + std::to_string(coins[i]) + " " +
                          std::to_string(total);
               });
        const bool gardener = solo && i + 1 == pad.size();
        expect(s.gardener == gardener, "R-END-2", "the gardener flag of a score line");
    }
    for (std::size_t i = 0; i < pad.size(); ++i) {
        int ahead = 0;
        for (std::size_t j = 0; j < pad.size(); ++j) {
            if (i == j)
                continue;
            const FinalScore &a = pad[i], &o = pad[j];
            ahead += o.total > a.total || (o.total == a.total && o.coins > a.coins) ||
                     (o.total == a.total && o.coins == a.coins && o.gardener); // R-MG-6
        }
        expect(pad[i].rank == 1 + ahead, solo ? "R-MG-6" : "R-END-3", [&] {
            return pad[i].name + " ranks " + std::to_string(pad[i].rank) + ", recount " +
                   std::to_string(1 + ahead);
        });
        bool sameTotal = false, sameCoins = false;
        for (std::size_t j = 0; j < pad.size(); ++j)
            if (j != i && pad[j].total == pad[i].total) {
                sameTotal = true;
                sameCoins |= pad[j].coins == pad[i].coins;
            }
        const FinalScore::Decider decider = !sameTotal   ? FinalScore::Decider::Total
                                            : !sameCoins ? FinalScore::Decider::Coins
                                            : solo       ? FinalScore::Decider::MasterGardener
                                                         : FinalScore::Decider::Shared;
        expect(pad[i].decidedBy == decider, solo ? "R-MG-6" : "R-END-3", [&] {
            return pad[i].name + "'s place is decided by " + std::string(name(pad[i].decidedBy)) +
                   ", recount " + std::string(name(decider));
        });
    }
}

} // namespace

// ---------------------------------------------------------------------------------------------

Baseline baselineOf(const GameState& g) {
    Baseline b;
    for (const PlayerState& p : g.players())
        b.coins += p.coins;
    for (int c : g.market().coins)
        b.coins += c;
    b.coins += g.gardener().coins;
    b.seats = g.seatCount();
    b.solo = g.solo();
    return b;
}

Snapshot Snapshot::of(const GameState& g) {
    Snapshot s;
    s.phase = g.phase();
    s.seat = g.currentSeat();
    s.round = g.round();
    s.players = g.players();
    s.gardener = g.gardener();
    s.market = g.market();
    s.board = g.board();
    s.bag = GameStateAccess::bag(g);
    s.outOfGame = g.outOfGame();
    s.logSize = g.log().size();
    s.actionCount = g.actions().size();
    s.current = g.currentTurn();
    s.taken = g.takenTile();
    s.placedCells = g.placedCells();
    return s;
}

void checkState(const GameState& g, const Baseline& b, bool withDeal) {
    const ComponentSet& c = g.components();
    const RuleValues& rules = c.rules;
    const int n = g.seatCount();
    expect(n == b.seats && g.solo() == b.solo, "R-TURN-1", "the seats changed");
    const std::vector<int>& bag = GameStateAccess::bag(g);
    const Deal& deal = GameStateAccess::deal(g);
    const auto& log = g.log();
    const Phase phase = g.phase();

    // --- Coins (R-MKT-2/3, R-GAP-3/5, R-MG-4): what is on the table is what was dealt plus the
    // Workers' coins from the (unlimited) supply.
    const Market& m = g.market();
    expect(static_cast<int>(m.tile.size()) == rules.marketSlots &&
               m.coins.size() == m.tile.size() && m.token >= 0 && m.token < rules.marketSlots,
           "R-MKT-1", "the ring's shape");
    expect(m.tile[at(m.token)] < 0, "R-MKT-3", "a tile lies on the Flower token's slot");
    int table = g.gardener().coins;
    for (std::size_t s = 0; s < m.tile.size(); ++s) {
        expect(m.coins[s] >= 0, "conservation", "negative coins on the ring");
        expect(m.tile[s] >= 0 || m.coins[s] == 0, "R-MKT-3",
               [&] { return "coins lie next to empty slot " + std::to_string(s); });
        table += m.coins[s];
    }
    expect(g.gardener().coins >= 0, "conservation", "the Master Gardener has negative coins");
    int minted = 0, mintedInLog = 0;
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = g.player(s);
        expect(p.coins >= 0, "conservation", [&] { return seatName(s) + " has negative coins"; });
        table += p.coins;
        minted += piecesOf(p.garden)[Improvement::Worker] * rules.coinsPerWorker;
    }
    if (phase == Phase::PlayCard) // placed, not yet paid (paid when the card is played)
        minted -=
            improvementsOfGaps(g.currentTurn().gaps)[Improvement::Worker] * rules.coinsPerWorker;
    minted += g.gardener().improvements[Improvement::Worker] * rules.coinsPerWorker;
    for (const TurnRecord& r : log) {
        if (const auto* t = std::get_if<PlayerTurn>(&r))
            mintedInLog += t->workerCoins;
        else if (const auto* t2 = std::get_if<GardenerTurn>(&r))
            mintedInLog += t2->workerCoins;
    }
    mintedInLog += g.currentTurn().workerCoins;
    expect(minted == mintedInLog, "R-GAP-3", [&] {
        return "Workers in the gardens are worth " + std::to_string(minted) +
               " coins, the log paid " + std::to_string(mintedInLog);
    });
    // Each seat's coins: dealt (R-TURN-1, R-MG-1) plus what its turns took, paid and earned.
    for (int s = 0; s < n; ++s) {
        int ledger = rules.seatCoins[at(std::min(s, 3))];
        auto add = [&](const PlayerTurn& t) {
            ledger += t.coinsTaken - t.coinsPaid + t.workerCoins;
        };
        for (const PlayerTurn* t : turnsOf(g, s))
            add(*t);
        if (const PlayerTurn* t = currentOf(g, s))
            add(*t);
        expect(ledger == g.player(s).coins, "conservation", [&] {
            return seatName(s) + " has " + std::to_string(g.player(s).coins) +
                   " coins, its turns account for " + std::to_string(ledger);
        });
    }
    if (g.solo()) {
        int ledger = rules.gardenerCoins;
        for (const TurnRecord& r : log)
            if (const auto* t = std::get_if<GardenerTurn>(&r))
                ledger += t->workerCoins - t->coinsPaid + t->coinsTaken;
        expect(ledger == g.gardener().coins, "conservation", [&] {
            return "the Master Gardener has " + std::to_string(g.gardener().coins) +
                   " coins, his turns account for " + std::to_string(ledger);
        });
    }
    expect(table == b.coins + minted, "conservation", [&] {
        return "coins on the table " + std::to_string(table) + " != dealt " +
               std::to_string(b.coins) + " + Workers' coins " + std::to_string(minted);
    });

    // --- Tiles: every Landscape tile in exactly one place.
    std::vector<int> where(c.tiles.size(), 0);
    auto count = [&](int t, const char* place) {
        if (t < 0)
            return;
        expect(t < static_cast<int>(c.tiles.size()), "conservation",
               [&] { return std::string("a tile index out of range in ") + place; });
        ++where[at(t)];
    };
    for (int t : bag)
        count(t, "the bag");
    for (int t : m.tile)
        count(t, "the ring");
    for (int t : g.outOfGame())
        count(t, "out of the game");
    if (phase == Phase::PlaceTile)
        count(g.takenTile(), "the hand");
    std::vector<int> startingSeen;
    for (int s = 0; s < n; ++s) {
        const auto& laid = g.player(s).garden.laid();
        expect(!laid.empty() && laid[0].tile == -1 - g.player(s).startingTile &&
                   laid[0].at == Point{0, 0} && laid[0].orientation == Orientation{},
               "R-TURN-1",
               [&] { return seatName(s) + "'s starting tile is not at (0,0) front 0"; });
        startingSeen.push_back(g.player(s).startingTile);
        for (std::size_t i = 1; i < laid.size(); ++i) {
            expect(laid[i].tile >= 0, "conservation", "a second starting tile in a garden");
            count(laid[i].tile, "a garden");
        }
    }
    expect(std::set<int>(startingSeen.begin(), startingSeen.end()).size() == startingSeen.size(),
           "R-TURN-1", "two seats have one starting tile");
    for (std::size_t t = 0; t < where.size(); ++t)
        expect(where[t] == 1, "conservation", [&] {
            return "tile " + c.tiles[t].id + " is in " + std::to_string(where[t]) + " places";
        });
    if (withDeal) {
        expect(
            bag.size() <= deal.bag.size() &&
                std::equal(bag.begin(), bag.end(), deal.bag.end() - static_cast<long>(bag.size())),
            "R-MKT-3", "the bag is not what is left of the dealt bag, in order");
    }

    // --- Cards (R-CARD-1/2): hand + deck + discard is the whole deck, once each.
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = g.player(s);
        std::vector<int> all = p.hand;
        all.insert(all.end(), p.deck.begin(), p.deck.end());
        all.insert(all.end(), p.discard.begin(), p.discard.end());
        std::vector<int> whole(c.cards.size());
        for (std::size_t i = 0; i < whole.size(); ++i)
            whole[i] = static_cast<int>(i);
        expect(sorted(all) == whole, "R-CARD-1", [&] {
            return seatName(s) + ": hand " + str(p.hand) + " deck " + str(p.deck) + " discard " +
                   str(p.discard) + " are not the 10 cards once each";
        });
        const int left = static_cast<int>(c.cards.size() - p.discard.size());
        expect(static_cast<int>(p.hand.size()) == std::min(rules.handSize, left), "R-CARD-2",
               [&] { return seatName(s) + " holds " + std::to_string(p.hand.size()) + " cards"; });
        if (withDeal) {
            const std::vector<int>& dealt = deal.decks[at(s)];
            expect(std::equal(p.deck.begin(), p.deck.end(),
                              dealt.end() - static_cast<long>(p.deck.size())),
                   "R-CARD-2", [&] { return seatName(s) + " did not draw from the top"; });
        }
        // The discard is the cards of the log, in order.
        std::vector<int> played;
        for (const PlayerTurn* t : turnsOf(g, s))
            played.push_back(t->card);
        if (const PlayerTurn* t = currentOf(g, s); t && t->card >= 0)
            played.push_back(t->card);
        expect(played == p.discard, "R-CARD-2", [&] {
            return seatName(s) + " discard " + str(p.discard) + ", the log says " + str(played);
        });
    }
    const GardenerState& mg = g.gardener();
    if (g.solo()) {
        std::vector<int> all = mg.deck;
        all.insert(all.end(), mg.played.begin(), mg.played.end());
        const auto distinct = std::set<int>(all.begin(), all.end());
        expect(static_cast<int>(all.size()) == rules.gardenerDeckSize &&
                   distinct.size() == all.size() &&
                   (all.empty() || (*distinct.begin() >= 0 &&
                                    *distinct.rbegin() < static_cast<int>(c.gardenerCards.size()))),
               "R-MG-1", "the Master Gardener's deck and row are not 10 of his cards once each");
        if (withDeal) {
            std::vector<int> dealt = mg.played;
            dealt.insert(dealt.end(), mg.deck.begin(), mg.deck.end());
            expect(dealt == deal.gardenerDeck, "R-MG-4",
                   "the Master Gardener did not play his deck from the top");
        }
    } else {
        expect(mg.deck.empty() && mg.played.empty() && mg.coins == 0 && mg.objectives.empty() &&
                   mg.track == 0,
               "R-MG-1", "a Master Gardener state in a game without him");
    }

    // --- Objectives (R-OBJ-2/5): the board and the claimed ones are the dealt ones, once each;
    // at most one per type per holder; what each seat holds is what the log says it claimed.
    std::vector<int> objectives = g.board();
    expect(std::is_sorted(objectives.begin(), objectives.end()), "R-OBJ-2",
           "the board is not in data order");
    std::vector<std::vector<int>> held;
    for (int s = 0; s < n; ++s)
        held.push_back(g.player(s).objectives);
    held.push_back(mg.objectives);
    for (const auto& h : held) {
        objectives.insert(objectives.end(), h.begin(), h.end());
        std::set<ObjectiveType> types;
        for (int o : h)
            expect(types.insert(c.objectives[at(o)].type).second, "R-OBJ-5",
                   "a holder has two objectives of one type");
    }
    const int dealtCount = rules.objectivesByPlayers.at(g.solo() ? 2 : n);
    expect(static_cast<int>(objectives.size()) == dealtCount &&
               std::set<int>(objectives.begin(), objectives.end()).size() == objectives.size(),
           "R-OBJ-2", [&] {
               return "board + claimed = " + std::to_string(objectives.size()) + " objectives, " +
                      "dealt " + std::to_string(dealtCount);
           });
    if (withDeal)
        expect(sorted(objectives) == sorted(deal.board), "R-OBJ-2",
               "board + claimed are not the dealt objectives");
    for (int s = 0; s < n; ++s) {
        std::vector<int> claims;
        for (const PlayerTurn* t : turnsOf(g, s))
            claims.insert(claims.end(), t->claimed.begin(), t->claimed.end());
        if (const PlayerTurn* t = currentOf(g, s))
            claims.insert(claims.end(), t->claimed.begin(), t->claimed.end());
        expect(claims == g.player(s).objectives, "R-OBJ-5", [&] {
            return seatName(s) + " holds " + str(g.player(s).objectives) + ", the log says " +
                   str(claims);
        });
    }

    // --- The turn records: numbered 1, 2, ... in order; seats in turn order.
    int playerRecords = 0, gardenerRecords = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const TurnRecord& r = log[i];
        expect(turnOf(r) == static_cast<int>(i) + 1, "R-TURN-2", [&] {
            return "log entry " + std::to_string(i) + " is turn " + std::to_string(turnOf(r));
        });
        if (const auto* t = std::get_if<PlayerTurn>(&r)) {
            const int seat = g.solo() ? 0 : playerRecords % n;
            const int round = 1 + (g.solo() ? playerRecords : playerRecords / n);
            expect(t->seat == seat && t->round == round, "R-TURN-1", [&] {
                return "log entry " + std::to_string(i) + " is seat " + std::to_string(t->seat) +
                       " round " + std::to_string(t->round) + ", expected seat " +
                       std::to_string(seat) + " round " + std::to_string(round);
            });
            expect(t->card >= 0, "R-TURN-2", "a finished turn without a card");
            ++playerRecords;
        } else if (const auto* t2 = std::get_if<GardenerTurn>(&r)) {
            ++gardenerRecords;
            expect(g.solo() && t2->round == gardenerRecords && playerRecords == gardenerRecords,
                   "R-MG-4", "a Master Gardener turn out of order");
        } else {
            expect(g.solo() && i + 1 == log.size() && gardenerRecords == rules.rounds, "R-MG-5",
                   "end claims before his last turn");
        }
    }
    if (!g.isOver()) {
        const PlayerTurn& cur = g.currentTurn();
        expect(cur.turn == static_cast<int>(log.size()) + 1 && cur.round == g.round() &&
                   cur.seat == g.currentSeat() && g.round() >= 1 && g.round() <= rules.rounds,
               "R-TURN-2", "the turn in progress is numbered wrongly");
        const int seat = g.solo() ? 0 : playerRecords % n;
        expect(g.currentSeat() == seat &&
                   g.round() == 1 + (g.solo() ? playerRecords : playerRecords / n),
               "R-TURN-1", "the seat to play is not the next in turn order");
        // What the turn has done, by step.
        const bool took = phase != Phase::TakeTile;
        const bool placedStep = phase == Phase::PlayCard || phase == Phase::Claim;
        expect(took || (cur.took < 0 && !cur.placed && cur.card < 0), "R-TURN-2",
               "a take-step turn that has done something");
        expect(placedStep || (!cur.placed && cur.card < 0), "R-TURN-2",
               "a turn placed before its place step");
        expect((phase == Phase::Claim) == (cur.card >= 0), "R-TURN-2",
               "a card played outside the claim step");
        expect(g.takenTile() == cur.took, "R-TURN-2", "the taken tile is not the turn's");
    }

    // --- Gardens and scores (R-GAP, R-SCORE-3, R-END-2).
    std::vector<int> tracks, coins;
    std::vector<ImprovementCounts> improvements;
    std::vector<std::string> names;
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = g.player(s);
        const ImprovementCounts pieces = piecesOf(p.garden);
        expect(pieces == p.garden.improvements(), "R-GAP-3", [&] {
            return seatName(s) + " counts Improvements " + str(p.garden.improvements()) +
                   ", its pieces are " + str(pieces);
        });
        int track = 0;
        ImprovementCounts fromLog;
        std::size_t placed = 1;
        for (const PlayerTurn* t : turnsOf(g, s)) {
            track += t->points;
            fromLog += improvementsOfGaps(t->gaps);
            placed += t->placed;
        }
        if (const PlayerTurn* t = currentOf(g, s)) {
            track += t->points;
            fromLog += improvementsOfGaps(t->gaps);
            placed += t->placed;
        }
        expect(track == p.track, "R-SCORE-3", [&] {
            return seatName(s) + "'s track is " + std::to_string(p.track) +
                   ", the log's points add up to " + std::to_string(track);
        });
        expect(fromLog == pieces, "R-GAP-2", [&] {
            return seatName(s) + "'s gaps in the log are worth " + str(fromLog) +
                   ", the garden holds " + str(pieces);
        });
        expect(placed == p.garden.laid().size(), "R-PL-5", [&] {
            return seatName(s) + "'s garden holds " + std::to_string(p.garden.laid().size()) +
                   " tiles for " + std::to_string(placed) + " placements";
        });
        tracks.push_back(track);
        coins.push_back(p.coins);
        improvements.push_back(pieces);
        names.push_back(p.name);
    }
    std::vector<std::vector<int>> holders(held.begin(), held.begin() + n);
    if (g.solo()) {
        int track = 0;
        ImprovementCounts collected;
        for (const TurnRecord& r : log)
            if (const auto* t = std::get_if<GardenerTurn>(&r)) {
                track += t->points;
                collected += c.gardenerCards[at(t->card)].improvements;
            }
        expect(track == mg.track, "R-MG-4", [&] {
            return "the Master Gardener's track is " + std::to_string(mg.track) +
                   ", his log adds up to " + std::to_string(track);
        });
        expect(collected == mg.improvements, "R-MG-4",
               "the Master Gardener's Improvements are not those of his cards");
        tracks.push_back(track);
        coins.push_back(mg.coins);
        improvements.push_back(collected);
        holders.push_back(mg.objectives);
        names.push_back(kGardenerName);
    }
    checkPad(g.scores(), tracks, improvements, holders, coins, names, g.solo(), c);
}

void checkStep(const Snapshot& pre, const Action& a, const GameState& post) {
    const ComponentSet& c = post.components();
    const RuleValues& rules = c.rules;
    const auto& log = post.log();
    expect(post.actions().size() == pre.actionCount + 1 && post.actions().back() == a, "R-TURN-2",
           "the action list did not record the action");
    const PlayerState& before = pre.players[at(pre.seat)];
    const PlayerState& after = post.player(pre.seat);
    const PlayerTurn& cur = post.currentTurn();
    auto sameTable = [&](const char* rule, const char* what) {
        expect(post.market() == pre.market && GameStateAccess::bag(post) == pre.bag &&
                   post.outOfGame() == pre.outOfGame,
               rule, what);
    };
    switch (a.kind) {
    case Action::Kind::Take: {
        // R-MKT-2/3.
        expect(pre.phase == Phase::TakeTile, "R-TURN-2", "a take outside the take step");
        const std::vector<int> slots = clockwiseTiles(pre.market);
        const int k = a.value;
        expect(k >= 1 && k <= static_cast<int>(slots.size()) && k - 1 <= before.coins, "R-MKT-2",
               [&] {
                   return "take " + std::to_string(k) + " with " + std::to_string(slots.size()) +
                          " tiles and " + std::to_string(before.coins) + " coins";
               });
        const int slot = slots[at(k - 1)];
        Market want = pre.market;
        for (int i = 0; i + 1 < k; ++i)
            ++want.coins[at(slots[at(i)])];
        const int taken = want.tile[at(slot)];
        const int coinsTaken = want.coins[at(slot)];
        want.tile[at(slot)] = -1;
        want.coins[at(slot)] = 0;
        want.token = slot;
        // The refill is drawn when the card is played (the core's deferral, R-MKT-3).
        expect(post.market() == want, "R-MKT-3", [&] {
            return "take " + std::to_string(k) + ": ring tiles " + str(post.market().tile) +
                   " coins " + str(post.market().coins) + " token " +
                   std::to_string(post.market().token) + "; expected " + str(want.tile) + " " +
                   str(want.coins) + " " + std::to_string(want.token);
        });
        expect(after.coins == before.coins - (k - 1) + coinsTaken, "R-MKT-2", [&] {
            return "take " + std::to_string(k) + ": coins " + std::to_string(before.coins) +
                   " -> " + std::to_string(after.coins) + ", expected -" + std::to_string(k - 1) +
                   " +" + std::to_string(coinsTaken);
        });
        expect(post.takenTile() == taken && cur.took == taken && cur.skipped == k - 1 &&
                   cur.coinsPaid == k - 1 && cur.coinsTaken == coinsTaken &&
                   cur.refillSlot == pre.market.token,
               "R-MKT-3", "the turn record of the take");
        expect(post.phase() == Phase::PlaceTile, "R-TURN-2", "the take did not lead to placing");
        expect(GameStateAccess::bag(post) == pre.bag, "R-MKT-3", "the take drew from the bag");
        break;
    }
    case Action::Kind::Pass:
        if (pre.phase == Phase::TakeTile) {
            expect(pre.market.tileCount() == 0, "R-MKT-2", "a pass while the ring holds tiles");
            expect(post.phase() == Phase::PlaceTile && post.takenTile() < 0, "R-TURN-2",
                   "a pass of the take step");
            sameTable("R-MKT-2", "a pass of the take step changed the ring");
        } else {
            expect(pre.phase == Phase::PlaceTile, "R-TURN-2", "a pass outside take and place");
            // R-PL-6: every tile of the game can always be placed.
            expect(pre.taken < 0, "R-PL-6",
                   [&] { return "tile " + c.tiles[at(pre.taken)].id + " had no legal placement"; });
            expect(post.phase() == Phase::PlayCard && after.garden == before.garden &&
                       post.placedCells().empty(),
                   "R-TURN-2", "a pass of the place step");
            sameTable("R-PL-6", "a pass of the place step changed the ring");
        }
        break;
    case Action::Kind::Place: {
        expect(pre.phase == Phase::PlaceTile && pre.taken >= 0, "R-TURN-2",
               "a placement outside the place step");
        const Face face = orientedOwn(c.tiles[at(pre.taken)], a.orientation);
        const std::vector<Entry> entries =
            entriesOf(before.garden, before.garden.laid().size(), true);
        const Grid grid(entries, 7);
        const OwnPlacement own = placementOwn(grid, entries, face, a.at);
        expect(own.illegal.empty(), own.illegal.empty() ? "R-PL" : own.illegal.c_str(), [&] {
            return "an illegal placement was applied: " + actionText(a, c) + " breaks " +
                   own.illegal;
        });
        const auto& laid = after.garden.laid();
        expect(laid.size() == before.garden.laid().size() + 1 && laid.back().tile == pre.taken &&
                   laid.back().orientation == a.orientation && laid.back().at == a.at &&
                   sameCells(laid.back().face, face),
               "R-GEO-4", "the laid tile is not the taken tile in the chosen orientation");
        expect(std::equal(before.garden.laid().begin(), before.garden.laid().end(), laid.begin()),
               "R-PL-5", "an earlier tile moved");
        const std::vector<Point> cells = cellsOf(face, a.at);
        expect(post.placedCells() == cells, "R-PL-1", "the placed cells are not the face's");
        std::vector<std::vector<Point>> gaps;
        for (const Gap& gap : cur.gaps)
            gaps.push_back(gap.cells);
        expect(gaps == own.gaps, "R-GAP-1", [&] {
            std::string s = "the turn's gaps are";
            for (const auto& gcells : gaps)
                s += " " + std::to_string(gcells.size()) + "@" + str(gcells.front());
            s += "; the soak's flood finds";
            for (const auto& gcells : own.gaps)
                s += " " + std::to_string(gcells.size()) + "@" + str(gcells.front());
            return s;
        });
        for (const Gap& gap : cur.gaps)
            expect(gap.improvements == improvementsOfGap(gap.cells), "R-GAP-2", [&] {
                return "a gap of " + std::to_string(gap.cells.size()) + " cells at " +
                       str(gap.cells.front()) + " got " + str(gap.improvements);
            });
        const auto& piecesBefore = before.garden.improvementPieces();
        const auto& piecesAfter = after.garden.improvementPieces();
        expect(piecesAfter.size() >= piecesBefore.size() &&
                   std::equal(piecesBefore.begin(), piecesBefore.end(), piecesAfter.begin()),
               "R-GAP-4", "an earlier Improvement moved");
        checkPieces(std::vector<ImprovementPiece>(piecesAfter.begin() +
                                                      static_cast<long>(piecesBefore.size()),
                                                  piecesAfter.end()),
                    cur.gaps, "this placement");
        expect(post.improvementsThisTurn() == improvementsOfGaps(cur.gaps), "R-GAP-2",
               "the Improvements of this turn");
        // After the placement the garden holds no empty region enclosed (R-GAP-4).
        const Grid now(entriesOf(after.garden, laid.size(), true));
        expect(now.enclosedRegions().empty(), "R-GAP-4",
               "an enclosed empty region is left after the placement");
        // The bit planes agree with the laid tiles and pieces.
        for (const Point& p : cells) {
            Cell cell;
            expect(after.garden.tileCellAt(p, cell) && cell.type == now[p].type &&
                       (cell.type == LandType::Water ? 1 : cell.flowers) == now[p].elements,
                   "R-PL-1", [&] { return "the garden does not show the new tile at " + str(p); });
        }
        for (const Gap& gap : cur.gaps)
            for (const Point& p : gap.cells) {
                Cell cell;
                expect(after.garden.isOccupied(p) && !after.garden.tileCellAt(p, cell), "R-GAP-4",
                       [&] { return "the garden does not show the gap filled"; });
            }
        const LandValues groups = now.groupValues(cells);
        expect(post.placedGroups() == groups, "R-SCORE-1", [&] {
            return "group values " + str(post.placedGroups()) + ", the soak's flood finds " +
                   str(groups);
        });
        expect(after.garden.groupValues(cells) == groups, "R-SCORE-1",
               "Garden::groupValues disagrees with the soak's flood");
        expect(cur.placed && cur.orientation == a.orientation && cur.at == a.at, "R-TURN-2",
               "the turn record of the placement");
        expect(post.phase() == Phase::PlayCard, "R-TURN-2", "the placement did not lead to a card");
        expect(after.coins == before.coins, "R-GAP-3", "coins paid before the card is played");
        sameTable("R-TURN-2", "the placement changed the ring or the bag");
        break;
    }
    case Action::Kind::PlayCard: {
        expect(pre.phase == Phase::PlayCard && contains(before.hand, a.value), "R-CARD-2",
               "a card not in hand, or not in the card step");
        // R-SCORE-1/2 from the soak's grid.
        LandValues groups;
        if (!pre.placedCells.empty())
            groups = Grid(entriesOf(before.garden, before.garden.laid().size(), true))
                         .groupValues(pre.placedCells);
        const int points = cardPointsOwn(c.cards[at(a.value)], groups);
        expect(cardPoints(c.cards[at(a.value)].types, groups) == points, "R-SCORE-2",
               "cardPoints() disagrees with the soak's arithmetic");
        expect(after.track == before.track + points && cur.points == points && cur.card == a.value,
               "R-SCORE-3", [&] {
                   return "card " + c.cards[at(a.value)].id + " on groups " + str(groups) +
                          " is worth " + std::to_string(points) + "; the track went " +
                          std::to_string(before.track) + " -> " + std::to_string(after.track);
               });
        // R-CARD-2: the card is discarded, the top of the deck drawn.
        std::vector<int> hand = before.hand, deck = before.deck, discard = before.discard;
        std::erase(hand, a.value);
        discard.push_back(a.value);
        if (!deck.empty()) {
            hand.push_back(deck.front());
            deck.erase(deck.begin());
        }
        expect(after.hand == hand && after.deck == deck && after.discard == discard, "R-CARD-2",
               [&] {
                   return "after playing: hand " + str(after.hand) + " deck " + str(after.deck) +
                          "; expected " + str(hand) + " " + str(deck);
               });
        // R-MKT-3 (deferred): the slot the token left is refilled from the top of the bag.
        Market want = pre.market;
        std::vector<int> bag = pre.bag;
        int refilled = -1;
        if (pre.current.refillSlot >= 0) {
            if (!bag.empty()) {
                refilled = bag.front();
                bag.erase(bag.begin());
            }
            want.tile[at(pre.current.refillSlot)] = refilled;
        }
        expect(post.market() == want && GameStateAccess::bag(post) == bag &&
                   cur.refilled == refilled && cur.refillSlot == -1,
               "R-MKT-3", [&] {
                   return "the refill: ring " + str(post.market().tile) + ", expected " +
                          str(want.tile);
               });
        // R-GAP-3: each Worker placed this turn earns a coin now.
        const int workers = improvementsOfGaps(pre.current.gaps)[Improvement::Worker];
        expect(after.coins == before.coins + workers * rules.coinsPerWorker &&
                   cur.workerCoins == workers * rules.coinsPerWorker,
               "R-GAP-3", [&] {
                   return std::to_string(workers) + " Workers placed; coins " +
                          std::to_string(before.coins) + " -> " + std::to_string(after.coins);
               });
        expect(post.phase() == Phase::Claim, "R-TURN-2", "the card did not lead to claiming");
        break;
    }
    case Action::Kind::Claim: {
        expect(pre.phase == Phase::Claim, "R-TURN-2", "a claim outside the claim step");
        const ObjectiveTile& o = c.objectives[at(a.value)];
        expect(contains(pre.board, a.value), "R-OBJ-5", "a claim of an objective not on the board");
        expect(!holdsType(before.objectives, o.type, c), "R-OBJ-5",
               [&] { return "a second " + std::string(name(o.type)) + " objective"; });
        bool qualifies = false;
        if (isLandscape(o.type)) { // R-OBJ-3
            LandValues groups;
            if (!pre.placedCells.empty())
                groups = Grid(entriesOf(before.garden, before.garden.laid().size(), false))
                             .groupValues(pre.placedCells);
            qualifies = groups[landTypeOf(o.type)] >= o.threshold;
        } else { // R-OBJ-4
            const Improvement kind = improvementOf(o.type);
            qualifies = improvementsOfGaps(pre.current.gaps)[kind] > 0 &&
                        piecesOf(before.garden)[kind] >= o.threshold;
        }
        expect(qualifies, isLandscape(o.type) ? "R-OBJ-3" : "R-OBJ-4",
               [&] { return "claimed " + o.id + " without meeting it"; });
        std::vector<int> board = pre.board, held = before.objectives;
        std::erase(board, a.value);
        held.push_back(a.value);
        expect(post.board() == board && after.objectives == held && cur.claimed.size() &&
                   cur.claimed.back() == a.value,
               "R-OBJ-5", "the claimed objective did not move to the player");
        expect(post.phase() == Phase::Claim, "R-TURN-2", "a claim ended the claim step");
        sameTable("R-OBJ-5", "a claim changed the ring");
        break;
    }
    case Action::Kind::EndTurn: {
        expect(pre.phase == Phase::Claim, "R-TURN-2", "the turn ended before its claim step");
        expect(after == before, "R-TURN-2", "ending the turn changed the player");
        expect(log.size() > pre.logSize, "R-TURN-2", "the turn was not logged");
        const auto* logged = std::get_if<PlayerTurn>(&log[pre.logSize]);
        expect(logged && *logged == pre.current, "R-TURN-2",
               "the log's record is not the turn as it was played");
        const int n = static_cast<int>(pre.players.size());
        if (!post.solo()) {
            // R-END-1: the game ends when every player has played their last card.
            bool allPlayed = true;
            for (int s = 0; s < n; ++s)
                allPlayed &= post.player(s).hand.empty() && post.player(s).deck.empty();
            expect(log.size() == pre.logSize + 1, "R-TURN-2", "more than one record for a turn");
            if (allPlayed) {
                expect(post.isOver(), "R-END-1", "every card is played but the game goes on");
            } else {
                const int next = (pre.seat + 1) % n;
                expect(!post.isOver() && post.currentSeat() == next &&
                           post.round() == pre.round + (next == 0) &&
                           post.phase() == Phase::TakeTile,
                       "R-TURN-1", "the next turn is not the next seat's");
            }
            sameTable("R-TURN-2", "ending the turn changed the ring");
            break;
        }
        // R-MG-4: the Master Gardener's turn, recomputed.
        expect(log.size() >= pre.logSize + 2, "R-MG-4", "no Master Gardener turn after the player");
        const auto* rec = std::get_if<GardenerTurn>(&log[pre.logSize + 1]);
        expect(rec != nullptr, "R-MG-4", "the record after the player's turn is not his");
        GardenerState mg = pre.gardener;
        Market m = pre.market;
        std::vector<int> bag = pre.bag, out = pre.outOfGame, board = pre.board;
        expect(!mg.deck.empty(), "R-MG-4", "he plays with an empty deck");
        const int cardIndex = mg.deck.front();
        mg.deck.erase(mg.deck.begin());
        mg.played.push_back(cardIndex);
        const GardenerCard& card = c.gardenerCards[at(cardIndex)];
        const Sequences seq = sequencesOwn(mg.played, c);
        int points = 0;
        for (LandType t : card.scoring)
            points += (card.scoring.size() == 1 ? 2 : 1) * seq.current[t];
        mg.track += points;
        mg.improvements += card.improvements;
        const int workerCoins = card.improvements[Improvement::Worker] * rules.coinsPerWorker;
        mg.coins += workerCoins;
        const std::vector<int> slots = clockwiseTiles(m);
        const int k = std::min(card.arrows, static_cast<int>(slots.size()));
        int paid = 0, coinsTaken = 0, discarded = -1, refilled = -1, left = -1;
        if (k > 0) {
            for (int i = 0; i + 1 < k && mg.coins > 0; ++i) {
                ++m.coins[at(slots[at(i)])];
                --mg.coins;
                ++paid;
            }
            const int slot = slots[at(k - 1)];
            coinsTaken = m.coins[at(slot)];
            mg.coins += coinsTaken;
            m.coins[at(slot)] = 0;
            discarded = m.tile[at(slot)];
            out.push_back(discarded);
            m.tile[at(slot)] = -1;
            left = m.token;
            m.token = slot;
            if (!bag.empty()) {
                refilled = bag.front();
                bag.erase(bag.begin());
            }
            m.tile[at(left)] = refilled;
        }
        std::vector<int> claimed;
        for (int t = 0; t < kObjectiveTypeCount; ++t) {
            const auto type = static_cast<ObjectiveType>(t);
            if (holdsType(mg.objectives, type, c))
                continue;
            const auto best = highestOwn(board, type, c, 1 << 30);
            if (!best)
                continue;
            const int have = isLandscape(type) ? seq.current[landTypeOf(type)]
                                               : mg.improvements[improvementOf(type)];
            if (have >= c.objectives[at(*best)].threshold) {
                std::erase(board, *best);
                mg.objectives.push_back(*best);
                claimed.push_back(*best);
            }
        }
        expect(rec->card == cardIndex && rec->sequences == seq.current, "R-MG-3", [&] {
            return "his card " + std::to_string(rec->card) + " sequences " + str(rec->sequences) +
                   "; expected " + std::to_string(cardIndex) + " " + str(seq.current);
        });
        expect(rec->points == points, "R-MG-4", [&] {
            return "he scored " + std::to_string(rec->points) + ", expected " +
                   std::to_string(points);
        });
        expect(rec->improvements == card.improvements && rec->workerCoins == workerCoins, "R-MG-4",
               "his Improvements or Worker coins");
        expect(rec->moved == card.arrows && rec->skipped == std::max(0, k - 1) &&
                   rec->coinsPaid == paid && rec->coinsTaken == coinsTaken &&
                   rec->discarded == discarded && rec->refilled == refilled &&
                   rec->leftSlot == left,
               "R-MG-4", [&] {
                   return "his move: paid " + std::to_string(rec->coinsPaid) + " took " +
                          std::to_string(rec->coinsTaken) + " discarded " +
                          std::to_string(rec->discarded) + "; expected " + std::to_string(paid) +
                          " " + std::to_string(coinsTaken) + " " + std::to_string(discarded);
               });
        expect(rec->claimed == claimed, "R-MG-4",
               [&] { return "he claimed " + str(rec->claimed) + ", expected " + str(claimed); });
        const bool last = mg.deck.empty();
        if (last) {
            // R-MG-5: his claims after his last card.
            expect(log.size() == pre.logSize + 3, "R-MG-5", "no end claims after his last card");
            const auto* end = std::get_if<GardenerEndClaims>(&log.back());
            expect(end != nullptr, "R-MG-5", "the last record is not his end claims");
            std::vector<int> endClaimed;
            for (int t = 0; t < kObjectiveTypeCount; ++t) {
                const auto type = static_cast<ObjectiveType>(t);
                if (holdsType(mg.objectives, type, c))
                    continue;
                const int have = isLandscape(type) ? seq.best[landTypeOf(type)]
                                                   : mg.improvements[improvementOf(type)];
                if (const auto pick = highestOwn(board, type, c, have)) {
                    std::erase(board, *pick);
                    mg.objectives.push_back(*pick);
                    endClaimed.push_back(*pick);
                }
            }
            expect(end->claimed == endClaimed, "R-MG-5", [&] {
                return "his end claims " + str(end->claimed) + ", expected " + str(endClaimed);
            });
            expect(post.isOver(), "R-END-1", "the game goes on after his last card");
        } else {
            expect(log.size() == pre.logSize + 2, "R-MG-4", "extra records after his turn");
            expect(!post.isOver() && post.currentSeat() == 0 && post.round() == pre.round + 1 &&
                       post.phase() == Phase::TakeTile,
                   "R-MG-4", "the player's next turn does not follow his");
        }
        expect(post.gardener() == mg, "R-MG-4", [&] {
            return "his state: coins " + std::to_string(post.gardener().coins) + " track " +
                   std::to_string(post.gardener().track) + " objectives " +
                   str(post.gardener().objectives) + "; expected " + std::to_string(mg.coins) +
                   " " + std::to_string(mg.track) + " " + str(mg.objectives);
        });
        expect(post.market() == m && GameStateAccess::bag(post) == bag && post.outOfGame() == out &&
                   post.board() == board,
               "R-MG-4", [&] {
                   return "the ring after his move: " + str(post.market().tile) + " coins " +
                          str(post.market().coins) + " token " +
                          std::to_string(post.market().token) + "; expected " + str(m.tile) + " " +
                          str(m.coins) + " " + std::to_string(m.token);
               });
        break;
    }
    }
    // Seats other than the one to play are never changed by its steps.
    for (int s = 0; s < static_cast<int>(pre.players.size()); ++s)
        if (s != pre.seat)
            expect(post.player(s) == pre.players[at(s)], "R-TURN-2", [&] {
                return "seat " + std::to_string(pre.seat) + "'s action changed " + seatName(s);
            });
}

void checkAction(const GameState& g, const std::vector<Action>& legal, const Action& a) {
    const ComponentSet& c = g.components();
    const ActionIds ids(c);
    expect(std::find(legal.begin(), legal.end(), a) != legal.end(), "R-TURN-2",
           [&] { return "the bot chose " + actionText(a, c) + ", not a legal action"; });
    const std::string text = actionText(a, c);
    std::string error;
    const auto back = parseAction(text, c, &error);
    expect(back && *back == a, "codec",
           [&] { return "\"" + text + "\" does not parse back: " + error; });
    const int id = ids.id(a);
    expect(id >= 0 && id < ids.count() && ids.action(id) == a, "codec",
           [&] { return "\"" + text + "\" has no id that maps back"; });
    // The legal list: in id order, each once; and per step what the rules allow (the placements
    // are compared with the soak's own enumeration in checkLegalSet).
    int last = -1;
    for (const Action& x : legal) {
        const int xi = ids.id(x);
        expect(xi > last, "R-TURN-2", "legalActions() is not in strictly increasing id order");
        last = xi;
    }
    const PlayerState& p = g.player(g.currentSeat());
    std::vector<Action> want;
    switch (g.phase()) {
    case Phase::TakeTile: {
        const int tiles = g.market().tileCount();
        for (int k = 1; k <= tiles && k - 1 <= p.coins; ++k) // R-MKT-2
            want.push_back(Action::take(k));
        if (tiles == 0)
            want.push_back(Action::pass());
        break;
    }
    case Phase::PlayCard:
        for (int card : sorted(p.hand))
            want.push_back(Action::playCard(card));
        break;
    case Phase::Claim: {
        const std::vector<Point>& cells = g.placedCells();
        LandValues groups;
        if (!cells.empty())
            groups = Grid(entriesOf(p.garden, p.garden.laid().size(), false)).groupValues(cells);
        const ImprovementCounts placed = improvementsOfGaps(g.currentTurn().gaps);
        const ImprovementCounts total = piecesOf(p.garden);
        for (int o : g.board()) {
            const ObjectiveTile& x = c.objectives[at(o)];
            if (holdsType(p.objectives, x.type, c))
                continue; // R-OBJ-5
            const bool ok = isLandscape(x.type)
                                ? groups[landTypeOf(x.type)] >= x.threshold // R-OBJ-3
                                : placed[improvementOf(x.type)] > 0 &&
                                      total[improvementOf(x.type)] >= x.threshold; // R-OBJ-4
            if (ok)
                want.push_back(Action::claim(o));
        }
        want.push_back(Action::endTurn());
        break;
    }
    case Phase::PlaceTile:
        if (g.takenTile() < 0)
            want.push_back(Action::pass());
        else
            want = legal; // checked against the soak's enumeration when sampled
        break;
    case Phase::GameOver:
        break;
    }
    expect(want == legal, "R-TURN-2", [&] {
        std::string s = "legal actions of the " + std::string(name(g.phase())) + " step:";
        for (const Action& x : legal)
            s += " [" + actionText(x, c) + "]";
        s += "; the rules allow:";
        for (const Action& x : want)
            s += " [" + actionText(x, c) + "]";
        return s;
    });
}

void checkViewContents(const GameState& g, SeatView& v) {
    const int n = g.seatCount();
    const std::vector<int> unseen = sorted(GameStateAccess::bag(g));
    for (int seat = -1; seat < n; ++seat) {
        if (seat < 0)
            v = g.publicView();
        else
            g.viewFor(seat, v);
        const std::string who = seat < 0 ? "the public view" : "the view of " + seatName(seat);
        expect(v.seat() == seat && v.seatCount() == n && v.phase() == g.phase() &&
                   v.currentSeat() == g.currentSeat() && v.round() == g.round(),
               "R-PRIV-1", [&] { return who + " shows another game position"; });
        for (int s = 0; s < n; ++s) {
            const PlayerState& real = g.player(s);
            const PlayerState& shown = v.player(s);
            expect(shown.deck.empty(), "R-PRIV-1",
                   [&] { return who + " shows the order of " + seatName(s) + "'s deck"; });
            expect(s == seat ? shown.hand == real.hand : shown.hand.empty(), "R-PRIV-1",
                   [&] { return who + " shows " + seatName(s) + "'s hand"; });
            expect(v.handSize(s) == static_cast<int>(real.hand.size()) &&
                       v.deckSize(s) == static_cast<int>(real.deck.size()),
                   "R-PRIV-1", [&] { return who + " gives wrong hand or deck sizes"; });
            expect(shown.garden == real.garden && shown.coins == real.coins &&
                       shown.track == real.track && shown.discard == real.discard &&
                       shown.objectives == real.objectives && shown.name == real.name,
                   "R-PRIV-1", [&] { return who + " hides public parts of " + seatName(s); });
        }
        expect(v.hand() == (seat < 0 ? std::vector<int>{} : g.player(seat).hand), "R-PRIV-1",
               [&] { return who + ": hand() is not the seat's own hand"; });
        expect(v.ownDeck() == (seat < 0 ? std::vector<int>{} : sorted(g.player(seat).deck)),
               "R-PRIV-1", [&] { return who + ": ownDeck() is not the own deck as a sorted set"; });
        expect(v.gardener().deck.empty() &&
                   v.gardenerDeckSize() == static_cast<int>(g.gardener().deck.size()),
               "R-PRIV-1", [&] { return who + " shows the Master Gardener's deck"; });
        expect(v.unseenTiles() == unseen && v.bagSize() == static_cast<int>(unseen.size()),
               "R-PRIV-1", [&] { return who + ": the unseen tiles are not the bag as a set"; });
        expect(v.market() == g.market() && v.board() == g.board() &&
                   v.outOfGame() == g.outOfGame() && v.log().size() == g.log().size() &&
                   v.actions().size() == g.actions().size() &&
                   v.gardener().played == g.gardener().played &&
                   v.gardener().coins == g.gardener().coins,
               "R-PRIV-1", [&] { return who + " hides public parts"; });
        v.release();
    }
}

void checkDeterminize(const GameState& g, const Baseline& b, int seat, Rng& rng,
                      DeterminizeStats& stats) {
    const SeatView view = seat < 0 ? g.publicView() : g.viewFor(seat);
    const std::string who = seat < 0 ? "the public view" : "the view of " + seatName(seat);
    const GameState w = determinize(view, rng);
    ++stats.samples;
    // The world hides nothing the seat may not know: its own view of it is the same (R-PRIV-1).
    const SeatView again = seat < 0 ? w.publicView() : w.viewFor(seat);
    expect(again == view, "R-PRIV-1",
           [&] { return who + " of a determinized world differs from " + who + " of the game"; });
    expect(GameStateAccess::seed(w) == 0 && GameStateAccess::deal(w) == Deal{}, "R-PRIV-1",
           [&] { return who + " carries the seed or the deal"; });
    // The world is a consistent game (conservation, score recounts) with the same choices.
    try {
        checkState(w, b, false);
    } catch (const Violation& e) {
        fail(e.rule(), "in a determinized world of " + who + ": " + e.what());
    }
    expect(w.seatCount() == g.seatCount() && w.phase() == g.phase() &&
               w.currentSeat() == g.currentSeat() && w.market() == g.market() &&
               w.board() == g.board() && w.log() == g.log() && w.actions() == g.actions() &&
               w.gardener().played == g.gardener().played,
           "R-PRIV-1", [&] { return "a determinized world of " + who + " changes public parts"; });
    for (int s = 0; s < g.seatCount(); ++s) {
        expect(w.player(s).hand.size() == g.player(s).hand.size() &&
                   w.player(s).deck.size() == g.player(s).deck.size() &&
                   w.player(s).garden == g.player(s).garden,
               "R-PRIV-1",
               [&] { return "a determinized world deals " + seatName(s) + " wrongly"; });
        if (s == seat)
            expect(w.player(s).hand == g.player(s).hand &&
                       sorted(w.player(s).deck) == sorted(g.player(s).deck),
                   "R-PRIV-1",
                   [&] { return "a determinized world changes " + who + "'s own cards"; });
    }
    if (!g.isOver() && (seat == g.currentSeat()))
        expect(w.legalActions() == g.legalActions(), "R-PRIV-1",
               [&] { return "the seat to play has other choices in a determinized world"; });
    // Sanity: the hidden parts come from rng. log10 of the number of worlds the view allows.
    auto logFactorial = [](std::size_t k) { return std::lgamma(static_cast<double>(k) + 1.0); };
    double worlds = logFactorial(GameStateAccess::bag(g).size());
    for (int s = 0; s < g.seatCount(); ++s) {
        const PlayerState& p = g.player(s);
        worlds +=
            s == seat ? logFactorial(p.deck.size()) : logFactorial(p.hand.size() + p.deck.size());
    }
    if (g.solo()) {
        const std::size_t unplayed =
            g.components().gardenerCards.size() - g.gardener().played.size();
        worlds += logFactorial(unplayed) - logFactorial(unplayed - g.gardener().deck.size());
    }
    worlds /= std::log(10.0);
    bool differs = GameStateAccess::bag(w) != GameStateAccess::bag(g) ||
                   w.gardener().deck != g.gardener().deck;
    for (int s = 0; s < g.seatCount(); ++s)
        differs |= w.player(s).hand != g.player(s).hand || w.player(s).deck != g.player(s).deck;
    stats.couldDiffer += worlds > 0.1;
    stats.differing += differs;
    expect(differs || worlds < 15, "R-PRIV-1", [&] {
        return "a determinized world of " + who + " reproduced every hidden part of the game (" +
               "1 in 10^" + std::to_string(static_cast<int>(worlds)) + " by chance)";
    });
}

GameState checkSaveLoad(const GameState& g) {
    const std::string text = saveToText(g);
    GameState loaded;
    try {
        loaded = loadFromText(g.componentsPtr(), text);
    } catch (const std::exception& e) {
        fail("save", std::string("the game's own save does not load: ") + e.what());
    }
    expect(loaded == g, "save", "the loaded game differs from the saved one");
    expect(saveToText(loaded) == text, "save", "saving the loaded game gives another text");
    expect(loaded.legalActions() == g.legalActions(), "save",
           "the loaded game offers other choices");
    return loaded;
}

void checkLegalSet(const GameState& g, Rng& rng) {
    if (g.isOver())
        return;
    const ComponentSet& c = g.components();
    const ActionIds ids(c);
    const std::vector<Action> legal = g.legalActions();
    for (const Action& a : legal) {
        const ApplyResult r = g.check(a);
        expect(r.ok, "R-TURN-2",
               [&] { return "check() refuses the legal " + actionText(a, c) + ": " + r.reason; });
        const std::string text = actionText(a, c);
        const auto back = parseAction(text, c);
        expect(back && *back == a && ids.action(ids.id(a)) == a, "codec",
               [&] { return "\"" + text + "\" does not round-trip"; });
    }
    // Other actions: refused, and apply() then changes nothing.
    std::vector<Action> others = {Action::take(0),
                                  Action::take(g.market().tileCount() + 1),
                                  Action::take(g.player(g.currentSeat()).coins + 2),
                                  Action::pass(),
                                  Action::endTurn(),
                                  Action::place({Side::Front, 0}, {0, 0}),
                                  Action::place({Side::Back, 90}, {400, -400}),
                                  Action::place({Side::Front, 45}, {1, 1})};
    for (int i = 0; i < 16; ++i)
        others.push_back(
            ids.action(static_cast<int>(rng.below(static_cast<std::uint64_t>(ids.count())))));
    for (int card = 0; card < static_cast<int>(c.cards.size()); ++card)
        others.push_back(Action::playCard(card));
    for (int o = 0; o < static_cast<int>(c.objectives.size()); ++o)
        others.push_back(Action::claim(o));
    if (g.phase() == Phase::PlaceTile && !legal.empty() &&
        legal.front().kind == Action::Kind::Place)
        for (int i = 0; i < 24; ++i) { // near the legal ones
            Action a = legal[at(static_cast<int>(rng.below(legal.size())))];
            a.at.x += static_cast<int>(rng.below(5)) - 2;
            a.at.y += static_cast<int>(rng.below(5)) - 2;
            a.orientation.rotation = 90 * static_cast<int>(rng.below(4));
            others.push_back(a);
        }
    int applied = 0;
    for (const Action& a : others) {
        const bool isLegal = std::find(legal.begin(), legal.end(), a) != legal.end();
        const ApplyResult r = g.check(a);
        expect(r.ok == isLegal, "R-TURN-2", [&] {
            return "check(" + actionText(a, c) + ") says " + (r.ok ? "yes" : "no") +
                   " but legalActions() " + (isLegal ? "lists it" : "does not");
        });
        if (!isLegal && applied < 3 && rng.below(4) == 0) {
            ++applied;
            GameState copy = g;
            const ApplyResult r2 = copy.apply(a);
            expect(!r2.ok && copy == g, "R-TURN-2", [&] {
                return "apply(" + actionText(a, c) + ") of an illegal action changed the game";
            });
        }
    }
    // The place step: the legal placements are exactly the soak's own (R-PL-1..4).
    if (g.phase() != Phase::PlaceTile || g.takenTile() < 0)
        return;
    const Garden& garden = g.player(g.currentSeat()).garden;
    const std::vector<Entry> entries = entriesOf(garden, garden.laid().size(), true);
    const Grid grid(entries, 7);
    expect(grid.enclosedRegions().empty(), "R-GAP-4", "the garden holds an enclosed empty region");
    std::vector<Point> occupied;
    for (const Entry& e : entries)
        occupied.push_back(e.p);
    const Bounds box = boundsOf(occupied);
    std::vector<Action> own;
    for (int o = 0; o < 8; ++o) {
        const Orientation orientation{static_cast<Side>(o / 4), (o % 4) * 90};
        const Face face = orientedOwn(c.tiles[at(g.takenTile())], orientation);
        const Bounds fb = boundsOf(cellsOf(face, {0, 0}));
        const Point lo{box.minX, box.minY}, hi{box.maxX, box.maxY};
        for (int x = lo.x - fb.maxX - 1; x <= hi.x + 1; ++x)
            for (int y = lo.y - fb.maxY - 1; y <= hi.y + 1; ++y)
                if (placementOwn(grid, entries, face, {x, y}, &box).illegal.empty())
                    own.push_back(Action::place(orientation, {x, y}));
    }
    std::sort(own.begin(), own.end(),
              [&](const Action& a, const Action& b) { return ids.id(a) < ids.id(b); });
    // The preview the players and the bots see (scoring.h) for some legal placements and some
    // illegal ones: legality, cells, gaps, groups, card points, Worker coins and claimable
    // objectives against the soak's own reading.
    const PlayerState& p = g.player(g.currentSeat());
    for (int i = 0; i < 12 && legal.front().kind == Action::Kind::Place; ++i) {
        Action a = legal[at(static_cast<int>(rng.below(legal.size())))];
        if (i % 3 == 2)
            a.at.x += static_cast<int>(rng.below(3)) - 1;
        const PlacementPreview pv = g.preview(a.orientation, a.at);
        const Face face = orientedOwn(c.tiles[at(g.takenTile())], a.orientation);
        const OwnPlacement mine = placementOwn(grid, entries, face, a.at, &box);
        const std::string what = "the preview of " + actionText(a, c);
        expect(pv.legal() == mine.illegal.empty(), "R-PL-4",
               [&] { return what + " says " + (pv.legal() ? "legal" : "illegal"); });
        if (!pv.legal())
            continue;
        std::vector<std::vector<Point>> gaps;
        for (const Gap& gap : pv.check.gaps)
            gaps.push_back(gap.cells);
        expect(pv.check.cells == cellsOf(face, a.at) && gaps == mine.gaps, "R-GAP-1",
               [&] { return what + " shows other cells or gaps"; });
        std::vector<Entry> with = entries;
        addFace(with, face, a.at);
        const LandValues groups = Grid(with).groupValues(cellsOf(face, a.at));
        expect(pv.groups == groups, "R-SCORE-1", [&] {
            return what + ": groups " + str(pv.groups) + ", the soak's flood " + str(groups);
        });
        std::vector<int> points;
        for (int card : p.hand)
            points.push_back(cardPointsOwn(c.cards[at(card)], groups));
        ImprovementCounts placed;
        for (const auto& gap : mine.gaps)
            placed += improvementsOfGap(gap);
        expect(pv.cardPoints == points && pv.improvements == placed &&
                   pv.coins == placed[Improvement::Worker] * c.rules.coinsPerWorker,
               "R-SCORE-2", [&] { return what + ": card points or Improvements"; });
        ImprovementCounts total = piecesOf(garden);
        total += placed;
        std::vector<int> claimable;
        for (int o : g.board()) {
            const ObjectiveTile& x = c.objectives[at(o)];
            if (holdsType(p.objectives, x.type, c))
                continue;
            if (isLandscape(x.type) ? groups[landTypeOf(x.type)] >= x.threshold
                                    : placed[improvementOf(x.type)] > 0 &&
                                          total[improvementOf(x.type)] >= x.threshold)
                claimable.push_back(o);
        }
        expect(pv.claimable == claimable, "R-OBJ-3", [&] {
            return what + ": claimable " + str(pv.claimable) + ", the rules say " + str(claimable);
        });
    }
    if (own.empty())
        own.push_back(Action::pass());
    expect(own == legal, "R-PL-4", [&] {
        std::string s = "the legal placements (" + std::to_string(legal.size()) +
                        ") differ from the soak's enumeration (" + std::to_string(own.size()) +
                        "):";
        int shown = 0;
        for (const Action& a : own)
            if (std::find(legal.begin(), legal.end(), a) == legal.end() && shown++ < 5)
                s += " missing [" + actionText(a, c) + "]";
        for (const Action& a : legal)
            if (std::find(own.begin(), own.end(), a) == own.end() && shown++ < 10)
                s += " extra [" + actionText(a, c) + "]";
        return s;
    });
}

void checkFinal(const GameState& g, const Baseline& b) {
    const ComponentSet& c = g.components();
    const RuleValues& rules = c.rules;
    expect(g.isOver() && g.legalActions().empty(), "R-END-1", "the game is not over at the end");
    checkState(g, b);
    const int n = g.seatCount();
    // R-END-1: every player played every card, one per round.
    int playerTurns = 0, gardenerTurns = 0, endClaims = 0, refills = 0;
    for (const TurnRecord& r : g.log()) {
        if (const auto* t = std::get_if<PlayerTurn>(&r)) {
            ++playerTurns;
            refills += t->refilled >= 0;
        } else if (const auto* t2 = std::get_if<GardenerTurn>(&r)) {
            ++gardenerTurns;
            refills += t2->refilled >= 0;
        } else {
            ++endClaims;
        }
    }
    expect(playerTurns == rules.rounds * n, "R-END-1", [&] {
        return std::to_string(playerTurns) + " player turns in " + std::to_string(n) + "-seat game";
    });
    for (int s = 0; s < n; ++s)
        expect(g.player(s).hand.empty() && g.player(s).deck.empty() &&
                   static_cast<int>(g.player(s).discard.size()) == rules.rounds,
               "R-END-1", [&] { return seatName(s) + " did not play every card"; });
    if (g.solo())
        expect(gardenerTurns == rules.rounds && endClaims == 1 &&
                   static_cast<int>(g.gardener().played.size()) == rules.gardenerDeckSize,
               "R-MG-5", "the Master Gardener did not play 10 turns and claim once at the end");
    else
        expect(gardenerTurns == 0 && endClaims == 0, "R-MG-1", "Master Gardener turns without him");
    // R-MKT-3: with 4 players the 44 tiles last exactly (5 at setup + 39 refills).
    if (n == 4 && !g.solo() && c.tiles.size() == 44)
        expect(refills == 39 && GameStateAccess::bag(g).empty(), "R-MKT-3",
               [&] { return std::to_string(refills) + " refills in a 4-player game"; });

    // Every card's points recounted from the garden rebuilt tile by tile with the soak's grid,
    // and every gap found again by the soak's flood.
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = g.player(s);
        const auto& laid = p.garden.laid();
        std::vector<Entry> entries;
        addFace(entries, laid[0].face, laid[0].at);
        std::size_t next = 1;
        int track = 0;
        ImprovementCounts improvements;
        for (const PlayerTurn* t : turnsOf(g, s)) {
            LandValues groups;
            if (t->placed) {
                expect(next < laid.size() && laid[next].tile == t->took &&
                           laid[next].orientation == t->orientation && laid[next].at == t->at,
                       "R-PL-5", [&] { return seatName(s) + "'s garden does not match its log"; });
                const std::vector<Point> cells = cellsOf(laid[next].face, laid[next].at);
                addFace(entries, laid[next].face, laid[next].at);
                ++next;
                const Grid grid(entries);
                expect(!grid.overlap(), "R-PL-1", "two tiles overlap in the rebuilt garden");
                const auto regions = grid.enclosedRegions();
                std::vector<std::vector<Point>> logged;
                for (const Gap& gap : t->gaps)
                    logged.push_back(gap.cells);
                expect(regions == logged, "R-GAP-1", [&] {
                    return seatName(s) + " turn " + std::to_string(t->turn) +
                           ": the rebuilt garden's gaps differ from the log's";
                });
                groups = grid.groupValues(cells);
                for (const auto& region : regions) {
                    improvements += improvementsOfGap(region);
                    addCells(entries, region);
                }
            }
            const int points = cardPointsOwn(c.cards[at(t->card)], groups);
            expect(points == t->points, "R-SCORE-2", [&] {
                return seatName(s) + " turn " + std::to_string(t->turn) + ": card " +
                       c.cards[at(t->card)].id + " scored " + std::to_string(t->points) +
                       ", recount " + std::to_string(points);
            });
            track += points;
        }
        expect(next == laid.size(), "R-PL-5", "tiles in the garden that no turn laid");
        const FinalScore line = g.scores()[at(s)]; // scores() is a value: copy the line
        expect(track == p.track && line.track == track, "R-SCORE-3", [&] {
            return seatName(s) + ": track " + std::to_string(line.track) + ", recount " +
                   std::to_string(track);
        });
        expect(line.improvements == improvementValue(improvements, c), "R-GAP-6", [&] {
            return seatName(s) + ": Improvements worth " + std::to_string(line.improvements) +
                   ", recount " + std::to_string(improvementValue(improvements, c));
        });
        expect(line.total == track + improvementValue(improvements, c) +
                                 objectiveValue(p.objectives, c) + p.coins,
               "R-END-2", [&] { return seatName(s) + "'s final total"; });
    }
    if (g.solo()) {
        // His points recounted card by card from his row (R-MG-3/4).
        int track = 0;
        std::vector<int> row;
        for (int card : g.gardener().played) {
            row.push_back(card);
            const Sequences seq = sequencesOwn(row, c);
            const GardenerCard& gc = c.gardenerCards[at(card)];
            for (LandType t : gc.scoring)
                track += (gc.scoring.size() == 1 ? 2 : 1) * seq.current[t];
        }
        expect(g.scores().back().track == track, "R-MG-4",
               [&] { return "his track is not the recount of his row"; });
    }
    // Winners: the lines ranked first (R-END-3, R-MG-6).
    std::vector<std::string> first;
    for (const FinalScore& s : g.scores())
        if (s.rank == 1)
            first.push_back(s.name);
    expect(!first.empty() && g.winners() == first, "R-END-3", "the winners are not the first");
}

} // namespace frosted::soak
