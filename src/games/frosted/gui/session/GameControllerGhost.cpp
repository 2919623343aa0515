// The controller's ghost tile and card previews (GameController.h): legality and points come from
// the core (R-PL, R-SCORE-2).
#include "GameController.h"

#include "frosted/rules/garden.h"

using namespace frosted;

bool GameController::hasGhost() const {
    return acceptsInput() && game_->phase() == Phase::PlaceTile && game_->takenTile() >= 0;
}

void GameController::resetGhost() {
    ghost_.reset();
    emit ghostChanged();
}

void GameController::refreshGhost() {
    ghost_.refresh();
    emit ghostChanged();
}

void GameController::setGhostPointer(Point cell) {
    if (!hasGhost() || !ghost_.pointAt(cell))
        return;
    refreshGhost();
}

void GameController::moveGhost(int dx, int dy) {
    if (!hasGhost())
        return;
    ghost_.move(dx, dy);
    refreshGhost();
}

void GameController::rotate() {
    if (!hasGhost())
        return;
    ghost_.rotate();
    refreshGhost();
}

void GameController::turnOver() {
    if (!hasGhost())
        return;
    ghost_.turnOver();
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
    ghost_.setOrientation(o);
    refreshGhost();
}
