// The ghost tile of the place step (R-PL, R-GEO-3/4): the tile in hand as it hovers over the
// active garden — its orientation, the garden cell under the pointer, the core's preview of
// laying it there, and the pointer cells where it may lie (hints). A value: GameController keeps
// one, moves it with the pointer and the keys, and asks the rules for every answer (legal
// placements from GameState::legalActions, points and gaps from GameState::preview).
#pragma once

#include "frosted/rules/game.h"

#include <functional>
#include <optional>
#include <vector>

class GhostTile {
  public:
    // `game` answers the game on the table (null: none); `active` whether the ghost is on the
    // table now (the place step of a tile in hand, input open). Both are asked at each use.
    GhostTile(std::function<const frosted::GameState*()> game, std::function<bool()> active)
        : game_(std::move(game)), active_(std::move(active)) {}

    // The unrotated face of the tile in hand on its first legal placement, else at (0, -2); no
    // pointer when the ghost is not active. Then refresh().
    void reset();
    // The hints and the preview again after the ghost moved or turned.
    void refresh();

    bool pointAt(frosted::Point cell); // false when it was there already
    void move(int dx, int dy);
    void rotate();   // R-GEO-4: 90 degrees clockwise
    void turnOver(); // R-GEO-3: the other face
    void setOrientation(frosted::Orientation o) { orientation_ = o; }
    // Lays the ghost as `o` at the top-left anchor `at` (a hint, an undone placement).
    void lay(frosted::Orientation o, frosted::Point at);

    frosted::Orientation orientation() const { return orientation_; }
    frosted::Face face() const;    // of the tile in hand, as oriented (also when not active)
    frosted::Point offset() const; // the pointer cell minus the top-left anchor
    std::optional<frosted::Point> anchor() const;
    std::optional<frosted::Point> pointer() const { return pointer_; }
    const frosted::PlacementPreview& preview() const { return preview_; }
    // Pointer cells that give a legal placement in the current orientation (hints).
    const std::vector<frosted::Point>& legalPointerCells() const { return legalPointers_; }
    // While the ghost does not fit where it is: the anchor of the legal placement nearest to it in
    // the same orientation (the garden outlines it, "it fits here"); none when the ghost fits or
    // the orientation fits nowhere.
    std::optional<frosted::Point> nearestFitAnchor() const;
    // R-GEO-3: the face held fits nowhere but the other face does.
    bool otherFaceOnly() const;

  private:
    std::function<const frosted::GameState*()> game_;
    std::function<bool()> active_;
    frosted::Orientation orientation_;
    std::optional<frosted::Point> pointer_;
    frosted::PlacementPreview preview_;
    std::vector<frosted::Action> placeActions_;
    std::vector<frosted::Point> legalPointers_;
};
