// Faces and orientations (R-GEO-1..5).
#include "frosted/rules/garden.h"
#include "frosted/rules/geometry.h"
#include "test_support.h"

#include <gtest/gtest.h>

using namespace frosted;
using test::faceFromRows;

namespace {
std::vector<Point> pts(const Face& f) {
    return outline(f);
}
} // namespace

TEST(Geometry, R_GEO_4_RotationIsClockwiseAndNormalised) {
    // An L: (0,0) (0,1) (0,2) (1,2).
    const Face l = faceFromRows({"P.", "~.", "~R"});
    // 90 degrees clockwise: (x, y) -> (-y, x), then shifted so min x = min y = 0.
    const Face r90 = rotated(l, 90);
    EXPECT_EQ(pts(r90), (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}, {0, 1}}));
    // The purple cell (0,0) -> (0,0) -> shifted by (+2, 0) -> (2,0).
    for (const Cell& c : r90.cells) {
        if (c.type == LandType::Purple) {
            EXPECT_EQ(c.point(), (Point{2, 0}));
        }
    }
    EXPECT_EQ(rotated(l, 360 - 90), rotated(rotated(rotated(l, 90), 90), 90));
    EXPECT_EQ(rotated(rotated(l, 180), 180), normalised(l));
}

TEST(Geometry, R_GEO_4_NormalisationAppliesAtRotationZero) {
    Face shifted;
    shifted.cells = {{5, 7, LandType::Water, 0}, {6, 7, LandType::Red, 2}};
    const Face n = rotated(shifted, 0);
    EXPECT_EQ(pts(n), (std::vector<Point>{{0, 0}, {1, 0}}));
}

TEST(Geometry, R_GEO_3_MirrorOnlyForValidation) {
    const Face l = faceFromRows({"P.", "~.", "~R"});
    const Face m = mirrored(l);
    EXPECT_EQ(pts(m), (std::vector<Point>{{1, 0}, {1, 1}, {0, 2}, {1, 2}}));
    // A chiral outline is not any rotation of its mirror image; an achiral one is.
    EXPECT_NE(canonicalOutline(l, false), canonicalOutline(m, false));
    EXPECT_EQ(canonicalOutline(l, true), canonicalOutline(m, true));
    const Face t = faceFromRows({"~~~", ".P."});
    EXPECT_EQ(canonicalOutline(t, false), canonicalOutline(mirrored(t), false));
}

TEST(Geometry, R_GEO_3_SymmetricFacesGiveFewerDistinctOrientations) {
    Tile plus;
    plus.front = faceFromRows({".~.", "~~~", ".~."}); // all water: one orientation per side
    plus.back = plus.front;
    EXPECT_EQ(OrientedTile::of(plus).entries.size(), 1u);
    Tile bar;
    bar.front = faceFromRows({"~~~~~"});
    bar.back = faceFromRows({"PRW~~"});
    // The bar's front has 2 distinct rotations; the coloured back has 4.
    EXPECT_EQ(OrientedTile::of(bar).entries.size(), 6u);
    // Every bundled tile has 8 distinct orientations except symmetric colourings.
    for (const Tile& t : test::data().tiles)
        EXPECT_GE(OrientedTile::of(t).entries.size(), 2u) << t.id;
}

TEST(Geometry, R_GEO_1_ConnectivityIsOrthogonal) {
    EXPECT_TRUE(isOrthogonallyConnected({{0, 0}, {1, 0}, {1, 1}}));
    EXPECT_FALSE(isOrthogonallyConnected({{0, 0}, {1, 1}})); // diagonal only
    EXPECT_TRUE(hasDistinctCells({{0, 0}, {1, 0}}));
    EXPECT_FALSE(hasDistinctCells({{0, 0}, {0, 0}}));
}

TEST(Geometry, CanonicalFormsIdentifyEqualFacesUnderSymmetry) {
    const Face a = faceFromRows({"Pr", "~.", "~."});
    EXPECT_EQ(canonicalUnderSymmetry(a), canonicalUnderSymmetry(rotated(a, 270)));
    EXPECT_EQ(canonicalUnderSymmetry(a), canonicalUnderSymmetry(mirrored(a)));
    const Face b = faceFromRows({"PR", "~.", "~."}); // different flowers
    EXPECT_NE(canonicalUnderSymmetry(a), canonicalUnderSymmetry(b));
}
