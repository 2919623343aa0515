// Hand-built positions for placement, gaps, Improvements and groups (R-PL, R-GAP, R-SCORE).
#include "frosted/rules/garden.h"
#include "frosted/rules/scoring.h"
#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <set>

using namespace frosted;
using test::faceFromRows;
using test::gardenFromRows;

namespace {

// A straight horizontal lid of `n` water cells.
Face bar(int n) {
    return faceFromRows({std::string(static_cast<std::size_t>(n), '~')});
}

// Lays a cavity (the '.' inside `rows`) and closes it with a bar across the row below.
PlacementCheck closeCavity(const std::vector<std::string>& rows) {
    Garden g = gardenFromRows(rows);
    const int width = static_cast<int>(rows.front().size());
    return g.check(bar(width), {0, static_cast<int>(rows.size())});
}

} // namespace

struct GapCase {
    std::vector<std::string> rows;
    GapShape shape;
    ImprovementCounts improvements;
};

void PrintTo(const GapCase& c, std::ostream* os) {
    *os << name(c.shape);
}

class GapShapes : public ::testing::TestWithParam<GapCase> {};

TEST_P(GapShapes, R_GAP_1_R_GAP_2_EachShapeGetsItsImprovements) {
    const GapCase& c = GetParam();
    const PlacementCheck r = closeCavity(c.rows);
    ASSERT_TRUE(r.legal()) << r.message();
    ASSERT_EQ(r.gaps.size(), 1u);
    EXPECT_EQ(r.gaps[0].shape, c.shape) << name(r.gaps[0].shape);
    EXPECT_EQ(r.gaps[0].improvements, c.improvements);
}

INSTANTIATE_TEST_SUITE_P(
    R_GAP_2, GapShapes,
    ::testing::Values(GapCase{{"###", "#.#"}, GapShape::One, {{1, 0, 0}}},
                      GapCase{{"####", "#..#"}, GapShape::Two, {{0, 1, 0}}},
                      GapCase{{"#####", "#...#"}, GapShape::ThreeI, {{1, 1, 0}}},
                      GapCase{{"####", "#.##", "#..#"}, GapShape::ThreeL, {{1, 1, 0}}},
                      GapCase{{"####", "#..#", "#..#"}, GapShape::O, {{0, 0, 1}}},
                      GapCase{{"#####", "#...#", "##.##"}, GapShape::T, {{2, 1, 0}}},
                      GapCase{{"######", "#....#"}, GapShape::I, {{0, 2, 0}}},
                      GapCase{{"#####", "#...#", "#.###"}, GapShape::L, {{0, 2, 0}}},
                      GapCase{{"#####", "##..#", "#..##"}, GapShape::S, {{0, 2, 0}}}),
    [](const ::testing::TestParamInfo<GapCase>& info) {
        return "Shape_" + std::string(name(info.param.shape));
    });

TEST(GapShape, R_GAP_2_ClassificationCoversEveryTetromino) {
    // J counts as L, Z as S; vertical forms too.
    EXPECT_EQ(classifyGap({{0, 0}, {0, 1}, {0, 2}, {1, 0}}), GapShape::L);
    EXPECT_EQ(classifyGap({{1, 0}, {1, 1}, {1, 2}, {0, 2}}), GapShape::L);
    EXPECT_EQ(classifyGap({{0, 0}, {0, 1}, {1, 1}, {1, 2}}), GapShape::S);
    EXPECT_EQ(classifyGap({{1, 0}, {2, 0}, {0, 1}, {1, 1}}), GapShape::S);
    EXPECT_EQ(classifyGap({{0, 0}, {0, 1}, {0, 2}, {1, 1}}), GapShape::T);
    EXPECT_EQ(classifyGap({{0, 0}, {0, 1}, {0, 2}, {0, 3}}), GapShape::I);
    EXPECT_EQ(classifyGap({{0, 0}, {0, 1}, {0, 2}}), GapShape::ThreeI);
    EXPECT_EQ(classifyGap({{0, 0}, {0, 1}, {1, 1}}), GapShape::ThreeL);
    EXPECT_EQ(name(GapShape::ThreeL), "3L");
}

TEST(Gaps, R_GAP_1_OnePlacementCanCreateTwoGaps) {
    const PlacementCheck r = closeCavity({"#####", "#.#.#"});
    ASSERT_TRUE(r.legal());
    ASSERT_EQ(r.gaps.size(), 2u);
    EXPECT_EQ(r.gaps[0].cells, (std::vector<Point>{{1, 1}}));
    EXPECT_EQ(r.gaps[1].cells, (std::vector<Point>{{3, 1}}));
    EXPECT_EQ(r.improvements()[Improvement::Worker], 2);
}

TEST(Gaps, R_PL_4_CornerContactSealsARegion) {
    // The cavity (1,1)-(2,1) would reach (3,0) only diagonally once (3,1) is covered.
    Garden g = gardenFromRows({"###.", "#...", "####"});
    const PlacementCheck r = g.check(faceFromRows({"~"}), {3, 1});
    ASSERT_TRUE(r.legal()) << r.message();
    ASSERT_EQ(r.gaps.size(), 1u);
    EXPECT_EQ(r.gaps[0].cells, (std::vector<Point>{{1, 1}, {2, 1}}));
    EXPECT_EQ(r.gaps[0].shape, GapShape::Two);
}

TEST(Legality, R_PL_3_FiveCellEnclosureIsRefused) {
    const PlacementCheck r = closeCavity({"#######", "#.....#"});
    EXPECT_EQ(r.reason, IllegalReason::GapTooLarge);
    EXPECT_EQ(r.region.size(), 5u);
    EXPECT_EQ(code(r.reason), "gap_too_large");
    EXPECT_EQ(r.message(), "this would enclose 5 empty spaces; a gap may hold at most 4");
}

TEST(Legality, R_PL_3_LargeRegionSealedByCornerIsRefused) {
    // Five empty cells become enclosed through corner contact only: (5,0)-(6,1).
    Garden g = gardenFromRows({"######.", "#......", "#######"});
    const PlacementCheck r = g.check(faceFromRows({"~"}), {6, 1});
    EXPECT_EQ(r.reason, IllegalReason::GapTooLarge);
    EXPECT_EQ(r.region, (std::vector<Point>{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}}));
}

TEST(Legality, R_PL_2_CornerContactAloneIsRefused) {
    Garden g = gardenFromRows({"##"});
    EXPECT_EQ(g.check(faceFromRows({"~"}), {2, 1}).reason, IllegalReason::NotAdjacent);
    EXPECT_EQ(g.check(faceFromRows({"~"}), {2, 0}).reason, IllegalReason::None);
    // Partial edge contact counts.
    EXPECT_TRUE(g.check(faceFromRows({"~~~"}), {1, 1}).legal());
}

TEST(Legality, R_PL_1_OverlapWithATileOrAnImprovementIsRefused) {
    Garden g = gardenFromRows({"###", "#.#", "###"}); // the hole becomes a Worker at once
    EXPECT_EQ(g.contentAt({1, 1}), Garden::Content::Worker);
    const PlacementCheck onWorker = g.check(faceFromRows({"~"}), {1, 1});
    EXPECT_EQ(onWorker.reason, IllegalReason::Overlap);
    EXPECT_EQ(onWorker.region, (std::vector<Point>{{1, 1}}));
    const PlacementCheck onTile = g.check(faceFromRows({"~~"}), {2, 2});
    EXPECT_EQ(onTile.reason, IllegalReason::Overlap);
    EXPECT_EQ(onTile.region, (std::vector<Point>{{2, 2}}));
}

TEST(Legality, R_PL_OrderOfReasonsIsOverlapThenContactThenGap) {
    Garden g;
    // Empty garden: nothing to touch.
    EXPECT_EQ(g.check(faceFromRows({"~"}), {0, 0}).reason, IllegalReason::NotAdjacent);
    g = gardenFromRows({"##"});
    // Overlapping and not touching at the same time reports overlap.
    EXPECT_EQ(g.check(faceFromRows({"~"}), {0, 0}).reason, IllegalReason::Overlap);
}

TEST(Legality, R_PL_6_EveryBundledTileFitsAStartingGarden) {
    Garden g;
    const StartingTile& s = test::data().startingTiles[0];
    g.place(0, {}, s.front, {0, 0}, false);
    for (const Tile& t : test::data().tiles)
        EXPECT_FALSE(g.legalPlacements(OrientedTile::of(t)).empty()) << t.id;
}

TEST(Placement, R_GAP_3_R_GAP_4_GapsAreFilledWithTheirImprovements) {
    Garden g = gardenFromRows({"#####", "#...#", "##.##"});
    const PlacementCheck r = g.place(1, {}, bar(5), {0, 3});
    ASSERT_TRUE(r.legal());
    EXPECT_EQ(g.improvements(), (ImprovementCounts{{2, 1, 0}})); // T: 1 Barn + 2 Workers
    int barnCells = 0, workerCells = 0;
    for (const ImprovementPiece& p : g.improvementPieces()) {
        if (p.kind == Improvement::Barn)
            barnCells += static_cast<int>(p.cells.size());
        if (p.kind == Improvement::Worker)
            workerCells += static_cast<int>(p.cells.size());
    }
    EXPECT_EQ(barnCells, 2);
    EXPECT_EQ(workerCells, 2);
    for (Point p : {Point{1, 1}, Point{2, 1}, Point{3, 1}, Point{2, 2}})
        EXPECT_TRUE(g.isOccupied(p));
    // No enclosed empty region remains, so a later tile may not go there (R-PL-1).
    EXPECT_EQ(g.check(faceFromRows({"~"}), {2, 2}).reason, IllegalReason::Overlap);
}

TEST(Placement, IllegalPlacementChangesNothing) {
    Garden g = gardenFromRows({"#######", "#.....#"});
    const Garden before = g;
    EXPECT_FALSE(g.place(1, {}, bar(7), {0, 2}).legal());
    EXPECT_EQ(g, before);
    EXPECT_EQ(g.laid().size(), 1u);
}

TEST(Placement, FirstTileMayEncloseItsOwnSmallRegion) {
    // A ring laid alone encloses its middle: filled as a gap (CLI.md's first garden entry).
    Garden g;
    const PlacementCheck r = g.place(0, {}, faceFromRows({"###", "#.#", "###"}), {0, 0}, false);
    ASSERT_TRUE(r.legal());
    EXPECT_EQ(g.improvements()[Improvement::Worker], 1);
    Garden big;
    EXPECT_EQ(
        big.place(0, {}, faceFromRows({"####", "#..#", "#..#", "#..#", "####"}), {0, 0}, false)
            .reason,
        IllegalReason::GapTooLarge);
}

TEST(Placement, FarAwayCoordinatesWork) {
    Garden g;
    g.place(0, {}, faceFromRows({"###", "#.#"}), {1000, -2000}, false);
    const PlacementCheck r = g.check(bar(3), {1000, -1998});
    ASSERT_TRUE(r.legal());
    ASSERT_EQ(r.gaps.size(), 1u);
    EXPECT_EQ(r.gaps[0].cells, (std::vector<Point>{{1001, -1999}}));
}

TEST(Placement, PolyominoesOfAnySize) {
    Garden g = gardenFromRows({"#"});
    // A 12-cell ring placed next to a single cell encloses 2 cells of its own.
    const Face ring = faceFromRows({"#####", "#..##", "#####"});
    const PlacementCheck r = g.check(ring, {1, 0});
    ASSERT_TRUE(r.legal()) << r.message();
    ASSERT_EQ(r.gaps.size(), 1u);
    EXPECT_EQ(r.gaps[0].shape, GapShape::Two);
}

TEST(Groups, R_SCORE_1_GroupJoinedThroughTwoEarlierTiles) {
    Garden g;
    g.place(0, {}, faceFromRows({"x..", "~~~"}), {0, 0}, false);      // purple 3 at (0,0)
    ASSERT_TRUE(g.place(1, {}, faceFromRows({"p"}), {2, 0}).legal()); // purple 2 at (2,0)
    const Face newTile = faceFromRows({"P"});                         // purple 1 at (1,0)
    const LandValues v = g.groupValuesIf(newTile, {1, 0});
    EXPECT_EQ(v[LandType::Purple], 6);
    EXPECT_EQ(v[LandType::Red], 0);
    EXPECT_EQ(g.groupCellsIf(newTile, {1, 0}, LandType::Purple),
              (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}}));
}

TEST(Groups, R_SCORE_1_WaterCountsOnePerSpace) {
    Garden g;
    g.place(0, {}, faceFromRows({"~~x"}), {0, 0}, false);
    const Face newTile = faceFromRows({"~", "~", "r"}); // water (0,1),(0,2) joins (0,0),(1,0)
    const LandValues v = g.groupValuesIf(newTile, {0, 1});
    EXPECT_EQ(v[LandType::Water], 4);
    EXPECT_EQ(v[LandType::Red], 2);
    EXPECT_EQ(v[LandType::Purple], 0); // the placed face has no purple
    // After placing, the same values come from groupValues().
    const PlacementCheck r = g.place(1, {}, newTile, {0, 1});
    EXPECT_EQ(g.groupValues(r.cells), v);
}

TEST(Cards, R_SCORE_2_RulebookExampleSingleTypeScoresTen) {
    // "3 (on the tile they just placed) + 2 = 5 purple flowers -> 10 points."
    Garden g;
    g.place(0, {}, faceFromRows({"p~~Rz"}), {0, 0}, false);
    const Face placed = faceFromRows({"x", "R", "w", "~", "~"});
    const LandValues v = g.groupValuesIf(placed, {0, 1});
    EXPECT_EQ(v[LandType::Purple], 5);
    EXPECT_EQ(cardPoints({LandType::Purple}, v), 10);
}

TEST(Cards, R_SCORE_2_RulebookExampleTwoTypesScoresSeven) {
    // "1 (on the tile just placed) + 2 + 2 = 5 white flowers, and 2 water spaces not connected
    //  to earlier tiles: 5 + 2 = 7 points."
    Garden g;
    g.place(0, {}, faceFromRows({"~~yPw"}), {0, 0}, false);
    ASSERT_TRUE(g.place(1, {}, faceFromRows({"wPy~~"}), {4, 1}).legal());
    const Face placed = faceFromRows({"~", "~", "x", "r", "W"});
    const PreviewContext ctx{
        {{LandType::White, LandType::Water}, {LandType::White}}, nullptr, {}, {}, 1};
    const PlacementPreview p = previewPlacement(g, placed, {5, -4}, ctx);
    ASSERT_TRUE(p.legal()) << p.check.message();
    EXPECT_EQ(p.groups[LandType::White], 5);
    EXPECT_EQ(p.groups[LandType::Water], 2);
    EXPECT_EQ(p.cardPoints, (std::vector<int>{7, 10}));
}

TEST(Preview, R_OBJ_3_R_OBJ_4_ClaimableObjectivesAndCoins) {
    const ComponentSet& d = test::data();
    Garden g = gardenFromRows({"#####", "#...#", "##.##"}); // closing it gives a T gap
    PreviewContext ctx;
    ctx.objectives = &d.objectives;
    for (const char* id : {"worker-2", "barn-2", "windmill-1", "water-6"})
        ctx.board.push_back(*d.objectiveIndex(id));
    PlacementPreview p = previewPlacement(g, bar(5), {0, 3}, ctx);
    ASSERT_TRUE(p.legal());
    EXPECT_EQ(p.coins, 2);
    EXPECT_EQ(p.improvements, (ImprovementCounts{{2, 1, 0}}));
    // 2 Workers placed this turn reach worker-2; 1 Barn does not reach barn-2; the bar's water
    // joins the garden's water blob (all '#' are water): 5 + 13 + 1 = way over 6.
    std::vector<std::string> ids;
    for (int i : p.claimable)
        ids.push_back(d.objectives[static_cast<std::size_t>(i)].id);
    EXPECT_EQ(ids, (std::vector<std::string>{"worker-2", "water-6"}));
    // R-OBJ-5: a type already held is never claimable again.
    ctx.held[index(ObjectiveType::Worker)] = true;
    p = previewPlacement(g, bar(5), {0, 3}, ctx);
    EXPECT_EQ(p.claimable.size(), 1u);
}

TEST(Preview, IllegalPlacementOnlyReportsWhy) {
    Garden g = gardenFromRows({"##"});
    const PlacementPreview p = previewPlacement(g, bar(2), {5, 5}, {});
    EXPECT_FALSE(p.legal());
    EXPECT_EQ(p.check.reason, IllegalReason::NotAdjacent);
    EXPECT_TRUE(p.cardPoints.empty());
}

TEST(Placement, R_GEO_5_PlacementsAreWholeGridOffsetsOfTheFace) {
    const Face face = faceFromRows({"P~", ".~", ".R"});
    Garden g = gardenFromRows({"###"});
    const PlacementCheck r = g.check(face, {3, 0});
    ASSERT_TRUE(r.legal());
    std::vector<Point> expected;
    for (const Cell& c : face.cells)
        expected.push_back({c.x + 3, c.y});
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(r.cells, expected);
}

TEST(Placement, R_PL_5_APlacedTileNeverMoves) {
    const auto& d = test::data();
    Garden g;
    g.place(-1, {}, d.startingTiles[0].front, {0, 0}, false);
    std::vector<Garden::Laid> before;
    for (int i = 0; i < 8; ++i) {
        const Tile& t = d.tiles[static_cast<std::size_t>(i)];
        const auto options = g.legalPlacements(OrientedTile::of(t));
        ASSERT_FALSE(options.empty());
        const PlacementOption o = options[options.size() / 3];
        before = g.laid();
        ASSERT_TRUE(g.place(i, o.orientation, orientedFace(t, o.orientation), o.at).legal());
        // Every earlier tile is still where it was, cell by cell.
        for (std::size_t k = 0; k < before.size(); ++k) {
            EXPECT_EQ(g.laid()[k], before[k]);
            for (const Cell& c : before[k].face.cells)
                EXPECT_EQ(g.laidIndexAt({c.x + before[k].at.x, c.y + before[k].at.y}),
                          static_cast<int>(k));
        }
    }
}

TEST(Gaps, R_GAP_5_TheImprovementSupplyNeverRunsOut) {
    // 21 one-space gaps: more Workers than the 20 tokens in the box, all placed.
    std::string top(43, '#'), holes, bottom(43, '#');
    for (int i = 0; i < 21; ++i)
        holes += "#.";
    holes += "#";
    Garden g = gardenFromRows({top, holes, bottom});
    EXPECT_EQ(g.improvements()[Improvement::Worker], 21);
}

// ---------------------------------------------------------------------------------------------
// The fast paths of garden.cpp against the plain ones: legalPlacements() against check() at
// every position, previewPlacement() (no copy, virtual face) against place() on a copy, gardens
// up to 64 cells wide (one word per row) and wider (several words, cell-by-cell fallbacks).

namespace {

// A tiny deterministic generator for these tests.
struct Lcg {
    std::uint64_t s;
    int below(int n) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>((s >> 33) % static_cast<std::uint64_t>(n));
    }
};

PreviewContext handOfThree() {
    PreviewContext ctx;
    ctx.hand = {{LandType::Purple}, {LandType::White, LandType::Water}, {LandType::Red}};
    ctx.objectives = &test::data().objectives;
    for (int i = 0; i < 21; ++i)
        ctx.board.push_back(i);
    return ctx;
}

// Every position of the bounding box grown by 7: legalPlacements() lists exactly the legal
// check()s in its order; each legal preview equals the answer of place() on a copy.
void expectPathsAgree(const Garden& g, const OrientedTile& tile, const PreviewContext& ctx) {
    std::vector<PlacementOption> expected;
    for (const auto& e : tile.entries)
        for (int y = g.minCorner().y - 7; y <= g.maxCorner().y + 7; ++y)
            for (int x = g.minCorner().x - 7; x <= g.maxCorner().x + 7; ++x)
                if (g.check(e.face, {x, y}).legal())
                    expected.push_back({e.orientation, {x, y}});
    ASSERT_FALSE(expected.empty());
    ASSERT_EQ(g.legalPlacements(tile), expected);
    ASSERT_EQ(g.countLegalPlacements(tile), static_cast<int>(expected.size()));
    for (std::size_t i = 0; i < expected.size(); i += 3) {
        const PlacementOption& o = expected[i];
        const Face* face = nullptr;
        for (const auto& e : tile.entries)
            if (e.orientation == o.orientation)
                face = &e.face;
        Garden after = g;
        const PlacementCheck r = after.place(-1, {}, *face, o.at);
        ASSERT_TRUE(r.legal());
        const LandValues groups = after.groupValues(r.cells);
        const PlacementPreview p = previewPlacement(g, *face, o.at, ctx);
        ASSERT_TRUE(p.legal());
        EXPECT_EQ(p.check.cells, r.cells);
        EXPECT_EQ(p.check.gaps, r.gaps);
        EXPECT_EQ(p.groups, groups);
        EXPECT_EQ(g.groupValuesIf(*face, o.at), groups);
        EXPECT_EQ(p.improvements, r.improvements());
        std::vector<int> points;
        for (const auto& card : ctx.hand)
            points.push_back(cardPoints(card, groups));
        EXPECT_EQ(p.cardPoints, points);
    }
}

// A garden grown from a starting face by `steps` random legal placements of bundled tiles.
Garden grow(const Face& start, Point at, int steps, Lcg& rng) {
    const auto& d = test::data();
    Garden g;
    EXPECT_TRUE(g.place(0, {}, start, at, false).legal());
    for (int i = 0; i < steps; ++i) {
        const int t = rng.below(static_cast<int>(d.tiles.size()));
        const Tile& tile = d.tiles[static_cast<std::size_t>(t)];
        const auto options = g.legalPlacements(OrientedTile::of(tile));
        if (options.empty())
            continue;
        const PlacementOption& o =
            options[static_cast<std::size_t>(rng.below(static_cast<int>(options.size())))];
        EXPECT_TRUE(g.place(t, o.orientation, orientedFace(tile, o.orientation), o.at).legal());
    }
    return g;
}

} // namespace

TEST(GardenPaths, R_PL_1_to_4_EnumerationAndPreviewAgreeWithCheckAndPlace) {
    const auto& d = test::data();
    const PreviewContext ctx = handOfThree();
    Lcg rng{7};
    for (int garden = 0; garden < 12 && !::testing::Test::HasFailure(); ++garden) {
        const Garden g = grow(d.startingTiles[0].front, {garden * 3, -garden}, 4 + garden, rng);
        for (int k = 0; k < 3; ++k) {
            const Tile& t = d.tiles[static_cast<std::size_t>(rng.below(44))];
            expectPathsAgree(g, OrientedTile::of(t), ctx);
        }
    }
}

TEST(GardenPaths, R_PL_1_to_4_GardensWiderThanOneWord) {
    // 70 and 130 cells wide: several 64-bit words per row, enumeration and group values fall back
    // to the cell-by-cell paths; gaps along the bar check the multi-word search.
    const auto& d = test::data();
    const PreviewContext ctx = handOfThree();
    Lcg rng{11};
    for (int width : {61, 70, 130}) {
        std::string row;
        for (int i = 0; i < width; ++i)
            row += "PRW~"[i % 4];
        const Garden g = grow(faceFromRows({row}), {-width / 2, 5}, 12, rng);
        EXPECT_GE(g.maxCorner().x - g.minCorner().x + 1, width);
        for (int k = 0; k < 2; ++k)
            expectPathsAgree(g, OrientedTile::of(d.tiles[static_cast<std::size_t>(rng.below(44))]),
                             ctx);
    }
    // A comb wider than a word: closing it makes gaps in several words at once.
    std::string teeth, back(81, '#');
    for (int i = 0; i < 40; ++i)
        teeth += "#.";
    teeth += "#";
    Garden comb = gardenFromRows({back, teeth});
    const PlacementCheck r = comb.check(bar(81), {0, 2});
    ASSERT_TRUE(r.legal()) << r.message();
    EXPECT_EQ(r.gaps.size(), 40u);
    EXPECT_EQ(r.gaps.back().cells, (std::vector<Point>{{79, 1}}));
}

TEST(GardenPaths, R_PL_1_to_4_SprawlingGardensAcrossSeveralStrips) {
    // Enumeration works on strips of 64 columns; gardens grown long enough around bars of 50 to
    // 120 cells have enclosing placements next to the strips' seams.
    const auto& d = test::data();
    const PreviewContext ctx = handOfThree();
    Lcg rng{23};
    for (int width : {50, 57, 120}) {
        std::string row;
        for (int i = 0; i < width; ++i)
            row += "WRP~"[i % 4];
        const Garden g = grow(faceFromRows({row}), {-17, -3}, 40, rng);
        for (int k = 0; k < 3; ++k)
            expectPathsAgree(g, OrientedTile::of(d.tiles[static_cast<std::size_t>(rng.below(44))]),
                             ctx);
    }
}

TEST(GardenPaths, R_SCORE_1_PreviewOfACopyAndOfTheOriginalStayApart) {
    // Group labels are cached per garden content: a copy that changes must not leak into the
    // original's previews, nor the other way round.
    Garden a = gardenFromRows({"ppp", "..."});
    const Face purple = faceFromRows({"P"});
    EXPECT_EQ(a.groupValuesIfLegal(purple, {0, 1})[LandType::Purple], 7);
    Garden b = a;
    ASSERT_TRUE(b.place(1, {}, faceFromRows({"rrr"}), {0, 1}).legal());
    EXPECT_EQ(b.groupValuesIfLegal(purple, {0, 2})[LandType::Purple], 1);
    EXPECT_EQ(a.groupValuesIfLegal(purple, {0, 1})[LandType::Purple], 7);
    EXPECT_EQ(b.groupValuesIfLegal(purple, {3, 0})[LandType::Purple], 7);
    EXPECT_EQ(previewPlacement(a, purple, {3, 0}, {}).groups[LandType::Purple], 7);
}

TEST(GardenPaths, CoordinatesBeyondAnyGardenAreRefused) {
    Garden g = gardenFromRows({"###"}, {1000000, -1000000});
    EXPECT_EQ(g.check(bar(3), {1000000, -999999}).reason, IllegalReason::None);
    for (Point far : {Point{INT_MAX - 1, 0}, Point{0, INT_MIN + 1}, Point{INT_MAX, INT_MAX}})
        EXPECT_EQ(g.check(bar(3), far).reason, IllegalReason::NotAdjacent);
    Garden empty;
    EXPECT_FALSE(empty.place(0, {}, bar(3), {INT_MAX - 1, 0}, false).legal());
    EXPECT_TRUE(empty.empty());
}

namespace {

// The largest group of each type counted cell by cell: a plain flood over the tile cells of the
// bounding box, independent of the garden's bit planes and cached labels.
LandValues largestByFlood(const Garden& g) {
    LandValues best;
    if (g.empty())
        return best;
    std::set<Point> seen;
    for (int y = g.minCorner().y; y <= g.maxCorner().y; ++y)
        for (int x = g.minCorner().x; x <= g.maxCorner().x; ++x) {
            Cell first;
            if (seen.count({x, y}) || !g.tileCellAt({x, y}, first))
                continue;
            int value = 0;
            std::vector<Point> stack{{x, y}};
            seen.insert({x, y});
            while (!stack.empty()) {
                const Point p = stack.back();
                stack.pop_back();
                Cell c;
                g.tileCellAt(p, c);
                value += first.type == LandType::Water ? 1 : c.flowers;
                for (const Point n : {Point{p.x + 1, p.y}, Point{p.x - 1, p.y}, Point{p.x, p.y + 1},
                                      Point{p.x, p.y - 1}}) {
                    Cell nc;
                    if (!seen.count(n) && g.tileCellAt(n, nc) && nc.type == first.type) {
                        seen.insert(n);
                        stack.push_back(n);
                    }
                }
            }
            best[first.type] = std::max(best[first.type], value);
        }
    return best;
}

} // namespace

TEST(Groups, R_SCORE_1_LargestGroupsAgreeWithAFloodOfTheCells) {
    EXPECT_EQ(Garden().largestGroups(), LandValues{});
    // Two purple groups (3 and 2 flowers) apart, water 4 spaces, red 2 flowers.
    Garden small;
    small.place(0, {}, faceFromRows({"x.~p"}), {0, 0}, false);
    ASSERT_TRUE(small.place(1, {}, faceFromRows({"~~~", "r.."}), {1, 1}).legal());
    const LandValues expected = largestByFlood(small);
    EXPECT_EQ(expected[LandType::Purple], 3);
    EXPECT_EQ(expected[LandType::Water], 4);
    EXPECT_EQ(small.largestGroups(), expected);
    // Grown gardens, narrow and wider than a 64-bit word, and a copy changed after the original's
    // groups were labelled.
    const auto& d = test::data();
    Lcg rng{31};
    for (int garden = 0; garden < 8; ++garden) {
        const Garden g = grow(d.startingTiles[0].front, {garden, -2 * garden}, 6 + 4 * garden, rng);
        EXPECT_EQ(g.largestGroups(), largestByFlood(g));
        Garden copy = grow(faceFromRows({std::string(70, "PRW~"[garden % 4])}), {-30, 0}, 5, rng);
        EXPECT_EQ(copy.largestGroups(), largestByFlood(copy));
        EXPECT_EQ(g.largestGroups(), largestByFlood(g));
    }
}
