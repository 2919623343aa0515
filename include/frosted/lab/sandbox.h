// The designer's sandbox: one garden built freely from any tiles of a data set, and everything the
// rules see in it (issue 15, docs/designer.md).
//
// The garden follows the rules of `evaluate` (CLI.md): its entries are laid in order, the first
// without the contact rule (a starting tile, R-PL-2), each later one legal (R-PL-1..4) with the
// gaps it closes filled (R-GAP-3/4). Any entry may be removed, not only the last: the others are
// laid again in their order, and a removal that would leave a later entry illegal (not touching
// the garden any more, or closing a region of more than four spaces) is refused with that entry
// and the reason, so that the garden is always one `evaluate` accepts. A tile may be laid more
// than once (a designer trying a shape twice); the palette says which are in use.
//
// Tiles are referred to as the game's gardens do (Garden::Laid::tile): a Landscape tile by its
// index, starting tile s by -1 - s.
#pragma once

#include "frosted/rules/components.h"
#include "frosted/rules/garden.h"
#include "frosted/rules/scoring.h"
#include "frosted/rules/tile_refs.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace frosted {

struct SandboxEntry {
    int tile = 0; // Landscape index, or -1 - starting tile index
    Orientation orientation;
    Point at;
    std::vector<Gap> gaps; // the gaps its placement closed, as laid now
    bool operator==(const SandboxEntry&) const = default;
};

// A connected group (R-SCORE-1) of one type.
struct SandboxGroup {
    LandType type = LandType::Water;
    int value = 0;
    std::vector<Point> cells; // sorted by y, then x
};

// The answer to a removal: done, or refused because entry `blocked` (in the numbering before the
// removal) could no longer be laid, with the rules' check.
struct SandboxRemoval {
    bool removed = false;
    int blocked = -1;
    PlacementCheck check;
};

// What a tile in hand would do at one place: the preview with every card and objective of the
// data (no hand, no board, nothing held) and the number of legal placements of the tile.
struct SandboxPreview {
    PlacementPreview preview; // cardPoints follow components().cards; claimable indexes objectives
    bool first = false;       // the garden is empty: the contact rule does not apply
};

class Sandbox {
  public:
    explicit Sandbox(ComponentsPtr components);
    // A copy of a garden of a game played with these components (its laid tiles in order).
    static Sandbox ofGarden(ComponentsPtr components, const Garden& garden);

    const ComponentSet& components() const { return *components_; }
    const ComponentsPtr& componentsPtr() const { return components_; }
    const Garden& garden() const { return garden_; }
    const std::vector<SandboxEntry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }

    // Every tile of the data: the Landscape tiles in data order, then the starting tiles.
    std::vector<int> allTiles() const;
    bool isTile(int tile) const;
    const Tile& tile(int tile) const;   // requires isTile()
    std::string tileId(int tile) const; // the data's id
    std::optional<int> tileOf(std::string_view id) const;
    Face faceOf(int tile, Orientation o) const; // oriented and normalised (R-GEO-4)
    int timesLaid(int tile) const;
    // The entry whose tile covers p, or -1.
    int entryAt(Point p) const;

    // R-PL-1..4 for laying `tile` next (the first entry without the contact rule).
    PlacementCheck check(int tile, Orientation o, Point at) const;
    // Lays it when legal; returns the check either way (nothing changes when illegal).
    PlacementCheck add(int tile, Orientation o, Point at);
    // Removes entry i (see the top of this file).
    SandboxRemoval remove(std::size_t i);
    void clear();

    // The group of the tile cell at p, or nullopt when p holds no tile.
    std::optional<SandboxGroup> groupAt(Point p) const;
    // Every gap of the garden with its shape and Improvements, in the order they were closed.
    std::vector<Gap> gaps() const;
    // Everything about laying `tile` at `at` (see SandboxPreview).
    SandboxPreview preview(int tile, Orientation o, Point at) const;
    // Every legal placement of the tile; when the garden is empty, none is listed (anywhere
    // will do).
    std::vector<PlacementOption> legalPlacements(int tile) const;

    // The garden as `evaluate`'s "garden" list (CLI.md): [{"tile", "side", "rotation", "x",
    // "y"}, ...].
    nlohmann::json toEvaluateGarden() const;
    // A whole `evaluate` input: the garden, `place` as "place" (without one, the last tile laid
    // is taken out of the garden to be the placement; in an empty garden, the first tile of the
    // data at the origin) and every card of the data as "cards".
    nlohmann::json toEvaluateInput(const std::optional<SandboxEntry>& place) const;

    // The other way: an `evaluate` input (an object with "garden", and "place" when the caller
    // wants it) or its "garden" list alone. Tiles are data ids (inline faces are evaluate's
    // only); entries are laid as add() lays them. On failure returns nullopt and a sentence
    // naming the entry ("garden[2]: ...").
    struct Pasted;
    static std::optional<Pasted> fromEvaluate(ComponentsPtr components, const nlohmann::json& in,
                                              std::string* error);

  private:
    nlohmann::json placementJson(const SandboxEntry& e) const; // a <Placement> of CLI.md

    ComponentsPtr components_;
    Garden garden_;
    std::vector<SandboxEntry> entries_;
};

// What fromEvaluate() read: the garden, and the input's "place" when it names a data tile.
struct Sandbox::Pasted {
    Sandbox sandbox;
    std::optional<SandboxEntry> place;
};

} // namespace frosted
