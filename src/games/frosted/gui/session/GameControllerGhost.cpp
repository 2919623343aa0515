// The controller's ghost tile and card previews (GameController.h): legality and points come from
// the core (R-PL, R-SCORE-2).
#include "GameController.h"

#include "frosted/rules/garden.h"
#include "frosted/rules/save.h"

#include <algorithm>

using namespace frosted;

bool GameController::hasGhost() const {
    return acceptsInput() && game_->phase() == Phase::PlaceTile && game_->takenTile() >= 0;
}

Face GameController::ghostFace() const {
    if (!hasGame() || game_->takenTile() < 0)
        return {};
    return orientedFace(components_->tiles[static_cast<std::size_t>(game_->takenTile())],
                        ghostOrientation_);
}

Point GameController::ghostOffset() const {
    return ghostFace().middleCell();
}

std::optional<Point> GameController::ghostAnchor() const {
    if (!ghostPointer_)
        return std::nullopt;
    const Point off = ghostOffset();
    return Point{ghostPointer_->x - off.x, ghostPointer_->y - off.y};
}

void GameController::resetGhost() {
    ghostOrientation_ = {};
    ghostPointer_.reset();
    preview_ = {};
    placeActions_.clear();
    legalPointers_.clear();
    if (hasGhost()) {
        for (const Action& a : game_->legalActions())
            if (a.kind == Action::Kind::Place)
                placeActions_.push_back(a);
        // Start on the first legal position of the unrotated face, so the keyboard can go on.
        for (const Action& a : placeActions_) {
            if (a.orientation == ghostOrientation_) {
                const Point off = ghostOffset();
                ghostPointer_ = Point{a.at.x + off.x, a.at.y + off.y};
                break;
            }
        }
        if (!ghostPointer_)
            ghostPointer_ = Point{0, -2};
    }
    refreshGhost();
}

void GameController::refreshGhost() {
    legalPointers_.clear();
    preview_ = {};
    if (hasGhost()) {
        const Tile& t = components_->tiles[static_cast<std::size_t>(game_->takenTile())];
        const Face f = ghostFace();
        const Point off = ghostOffset();
        // Hints: the core's legal placements whose oriented face equals the ghost's face (a
        // symmetric face lists one orientation for several rotations).
        for (const Action& a : placeActions_)
            if (orientedFace(t, a.orientation) == f)
                legalPointers_.push_back({a.at.x + off.x, a.at.y + off.y});
        if (const auto at = ghostAnchor())
            preview_ = game_->preview(ghostOrientation_, *at);
    }
    emit ghostChanged();
}

std::optional<Point> GameController::nearestFitAnchor() const {
    if (!hasGhost() || !ghostPointer_ || preview_.legal() || legalPointers_.empty())
        return std::nullopt;
    const Point at = *ghostPointer_;
    const auto distance = [&](Point c) {
        return (c.x - at.x) * (c.x - at.x) + (c.y - at.y) * (c.y - at.y);
    };
    // The first nearest in the core's legal order: the same answer for the same position.
    const Point best =
        *std::min_element(legalPointers_.begin(), legalPointers_.end(),
                          [&](Point a, Point b) { return distance(a) < distance(b); });
    const Point off = ghostOffset();
    return Point{best.x - off.x, best.y - off.y};
}

void GameController::setGhostPointer(Point cell) {
    if (!hasGhost() || (ghostPointer_ && *ghostPointer_ == cell))
        return;
    ghostPointer_ = cell;
    refreshGhost();
}

void GameController::moveGhost(int dx, int dy) {
    if (!hasGhost())
        return;
    const Point p = ghostPointer_.value_or(Point{0, 0});
    ghostPointer_ = Point{p.x + dx, p.y + dy};
    refreshGhost();
}

void GameController::rotate() {
    if (!hasGhost())
        return;
    // R-GEO-4: 90 degrees clockwise; the core's orientedFace does the geometry.
    ghostOrientation_.rotation = (ghostOrientation_.rotation + 90) % 360;
    refreshGhost();
}

void GameController::turnOver() {
    if (!hasGhost())
        return;
    // R-GEO-3: turning over shows the other face.
    ghostOrientation_.side = ghostOrientation_.side == Side::Front ? Side::Back : Side::Front;
    refreshGhost();
}

std::vector<Point> GameController::cardGroupCells(int card) const {
    std::vector<Point> out;
    if (!hasGame() || view().phase() != Phase::PlayCard || card < 0)
        return out;
    for (LandType t : components_->cards[static_cast<std::size_t>(card)].types) {
        const auto cells = view().placedGroupCells(t);
        out.insert(out.end(), cells.begin(), cells.end());
    }
    return out;
}

int GameController::cardPoints(int card) const {
    if (!hasGame() || view().phase() != Phase::PlayCard || card < 0)
        return 0;
    return view().cardPointsNow(card);
}

void GameController::setGhostOrientation(Orientation o) {
    if (!hasGhost())
        return;
    ghostOrientation_ = o;
    refreshGhost();
}
