#include "GhostTile.h"

#include <algorithm>

using namespace frosted;

void GhostTile::reset() {
    orientation_ = {};
    pointer_.reset();
    preview_ = {};
    placeActions_.clear();
    legalPointers_.clear();
    if (active_()) {
        for (const Action& a : game_()->legalActions())
            if (a.kind == Action::Kind::Place)
                placeActions_.push_back(a);
        // Start on the first legal position of the unrotated face, so the keyboard can go on.
        for (const Action& a : placeActions_) {
            if (a.orientation == orientation_) {
                const Point off = offset();
                pointer_ = Point{a.at.x + off.x, a.at.y + off.y};
                break;
            }
        }
        if (!pointer_)
            pointer_ = Point{0, -2};
    }
    refresh();
}

void GhostTile::refresh() {
    legalPointers_.clear();
    preview_ = {};
    if (!active_())
        return;
    const GameState& g = *game_();
    const Tile& t = g.components().tiles[static_cast<std::size_t>(g.takenTile())];
    const Face f = face();
    const Point off = offset();
    // Hints: the core's legal placements whose oriented face equals the ghost's face (a
    // symmetric face lists one orientation for several rotations).
    for (const Action& a : placeActions_)
        if (orientedFace(t, a.orientation) == f)
            legalPointers_.push_back({a.at.x + off.x, a.at.y + off.y});
    if (const auto at = anchor())
        preview_ = g.preview(orientation_, *at);
}

bool GhostTile::pointAt(Point cell) {
    if (pointer_ && *pointer_ == cell)
        return false;
    pointer_ = cell;
    return true;
}

void GhostTile::move(int dx, int dy) {
    const Point p = pointer_.value_or(Point{0, 0});
    pointer_ = Point{p.x + dx, p.y + dy};
}

void GhostTile::rotate() {
    // R-GEO-4: 90 degrees clockwise; the core's orientedFace does the geometry.
    orientation_.rotation = (orientation_.rotation + 90) % 360;
}

void GhostTile::turnOver() {
    // R-GEO-3: turning over shows the other face.
    orientation_.side = orientation_.side == Side::Front ? Side::Back : Side::Front;
}

void GhostTile::lay(Orientation o, Point at) {
    orientation_ = o;
    const Point off = offset();
    pointer_ = Point{at.x + off.x, at.y + off.y};
}

Face GhostTile::face() const {
    const GameState* g = game_();
    if (!g || g->takenTile() < 0)
        return {};
    return orientedFace(g->components().tiles[static_cast<std::size_t>(g->takenTile())],
                        orientation_);
}

Point GhostTile::offset() const {
    return face().middleCell();
}

std::optional<Point> GhostTile::anchor() const {
    if (!pointer_)
        return std::nullopt;
    const Point off = offset();
    return Point{pointer_->x - off.x, pointer_->y - off.y};
}

std::optional<Point> GhostTile::nearestFitAnchor() const {
    if (!active_() || !pointer_ || preview_.legal() || legalPointers_.empty())
        return std::nullopt;
    const Point at = *pointer_;
    const auto distance = [&](Point c) {
        return (c.x - at.x) * (c.x - at.x) + (c.y - at.y) * (c.y - at.y);
    };
    // The first nearest in the core's legal order: the same answer for the same position.
    const Point best =
        *std::min_element(legalPointers_.begin(), legalPointers_.end(),
                          [&](Point a, Point b) { return distance(a) < distance(b); });
    const Point off = offset();
    return Point{best.x - off.x, best.y - off.y};
}

bool GhostTile::otherFaceOnly() const {
    return active_() && !placeActions_.empty() &&
           std::none_of(placeActions_.begin(), placeActions_.end(), [this](const Action& a) {
               return a.orientation.side == orientation_.side;
           });
}
