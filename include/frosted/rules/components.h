// The game's components as immutable data: Landscape tiles, starting tiles, Landscape cards,
// Objective tiles, Master Gardener cards and the rule values (COMPONENTS.md).
//
// Nothing about a particular tile or card is in code: a ComponentSet is read from the JSON files of
// a data directory by the loader (data_loader.h), which validates it first. The rest of the core
// refers to components by their index in these vectors.
#pragma once

#include "frosted/rules/geometry.h"
#include "frosted/rules/types.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace frosted {

// A double-sided tile (R-GEO-3). Landscape tiles and starting tiles share this shape.
struct Tile {
    std::string id;
    Face front;
    Face back;
    const Face& face(Side s) const { return s == Side::Front ? front : back; }
};

struct StartingTile : Tile {
    std::string colour;
};

// R-CARD-1 / R-SCORE-2: a Landscape card names one type (2 points per element) or two types
// (1 point per element of each).
struct LandscapeCard {
    std::string id;
    std::vector<LandType> types;
};

// R-OBJ-1: an Objective tile of one of the seven types.
struct ObjectiveTile {
    std::string id;
    ObjectiveType type = ObjectiveType::Purple;
    int threshold = 0;
    int points = 0;
};

// R-MG-2: a Master Gardener card. A row of 0 is a blank.
struct GardenerCard {
    std::string id;
    LandValues rows;
    std::vector<LandType> scoring;
    ImprovementCounts improvements;
    int arrows = 1;
};

// Rule values a designer may vary (COMPONENTS.md "Rule values").
struct RuleValues {
    int rounds = 10;
    int handSize = 3;
    std::vector<int> seatCoins = {1, 2, 3, 4};
    int gardenerCoins = 10;
    int gardenerDeckSize = 10;
    std::map<int, int> objectivesByPlayers = {{1, 8}, {2, 8}, {3, 10}, {4, 12}};
    ImprovementCounts improvementPoints{{3, 10, 25}};
    int coinsPerWorker = 1;
    int marketSlots = 6;
};

// Tables derived from the components once, for the inner loops (game.h builds them).
struct DerivedTables;

struct ComponentSet {
    std::vector<Tile> tiles;
    std::vector<StartingTile> startingTiles;
    std::vector<LandscapeCard> cards;
    std::vector<ObjectiveTile> objectives;
    std::vector<GardenerCard> gardenerCards;
    RuleValues rules;
    // A short content hash of the data files (hex), naming the data set a game was played with.
    std::string contentHash;
    // Built by the loader; null for a set made by hand (GameState builds its own then).
    std::shared_ptr<const DerivedTables> derived;

    std::optional<int> tileIndex(std::string_view id) const;
    std::optional<int> startingTileIndex(std::string_view id) const;
    std::optional<int> cardIndex(std::string_view id) const;
    std::optional<int> objectiveIndex(std::string_view id) const;
    std::optional<int> gardenerCardIndex(std::string_view id) const;
};

using ComponentsPtr = std::shared_ptr<const ComponentSet>;

} // namespace frosted
