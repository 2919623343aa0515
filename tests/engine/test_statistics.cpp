// The engine's balance statistics (issue 16, issue 32, engine/search/statistics.h) against values
// worked out by hand or taken from published tables.
#include "engine/search/statistics.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace engine::search {
namespace {

TEST(SearchStatistics, WilsonIntervalMatchesTheFormula) {
    // 18 wins in 50 games: the 95% Wilson interval is [0.2414, 0.4986].
    const Rate r = rateOf(18, 50);
    EXPECT_DOUBLE_EQ(r.value, 0.36);
    EXPECT_NEAR(r.low, 0.2414, 1e-4);
    EXPECT_NEAR(r.high, 0.4986, 1e-4);
    // Never outside [0, 1], and not empty at 0 or at every game.
    const Rate none = rateOf(0, 20), all = rateOf(20, 20);
    EXPECT_EQ(none.low, 0.0);
    EXPECT_NEAR(none.high, 0.1611, 1e-4);
    EXPECT_NEAR(all.low, 0.8389, 1e-4);
    EXPECT_EQ(all.high, 1.0);
    const Rate empty = rateOf(0, 0);
    EXPECT_EQ(empty.value, 0.0);
    EXPECT_EQ(empty.trials, 0);
}

TEST(SearchStatistics, DistributionQuartilesAndHistogram) {
    const Distribution d = distributionOf({7, 1, 3, 5, 9, 11, 13, 15}, 5);
    EXPECT_EQ(d.n, 8);
    EXPECT_DOUBLE_EQ(d.mean, 8.0);
    EXPECT_NEAR(d.sd, std::sqrt(168.0 / 7.0), 1e-12);
    EXPECT_EQ(d.min, 1);
    EXPECT_EQ(d.max, 15);
    EXPECT_DOUBLE_EQ(d.q1, 4.5); // QUARTILE.INC({1,3,5,7,9,11,13,15}, 1)
    EXPECT_DOUBLE_EQ(d.median, 8.0);
    EXPECT_DOUBLE_EQ(d.q3, 11.5);
    EXPECT_EQ(d.binStart, 0);
    EXPECT_EQ(d.counts, (std::vector<int>{2, 3, 2, 1})); // [0,5) [5,10) [10,15) [15,20)
    const Distribution negative = distributionOf({-3, 4}, 10);
    EXPECT_EQ(negative.binStart, -10);
    EXPECT_EQ(negative.counts, (std::vector<int>{1, 1}));
    EXPECT_EQ(distributionOf({}).n, 0);
}

TEST(SearchStatistics, StudentTAndNormalDistributions) {
    EXPECT_NEAR(normalCdf(1.959963984540054), 0.975, 1e-9);
    EXPECT_NEAR(normalCdf(0), 0.5, 1e-12);
    // Student's t table: P(T <= 2.228) = 0.975 with 10 degrees of freedom, 2.042 with 30.
    EXPECT_NEAR(studentTCdf(2.228138851986, 10), 0.975, 1e-7);
    EXPECT_NEAR(studentTCdf(-2.042272456301, 30), 0.025, 1e-7);
    EXPECT_NEAR(studentTCdf(1.0, 1), 0.75, 1e-9); // Cauchy: 1/2 + atan(1)/pi
    EXPECT_NEAR(studentTCdf(0.7, 1e6), normalCdf(0.7), 1e-5);
}

TEST(SearchStatistics, WelchAndTwoProportionTests) {
    // Equal means: no evidence at all.
    EXPECT_NEAR(welchP(10, 2, 30, 10, 3, 40), 1.0, 1e-12);
    // Means 1.5 standard errors apart with large samples: about the normal's p = 0.1336.
    EXPECT_NEAR(welchP(101.5, 10, 10000, 101.5 - 1.5 * std::sqrt(0.02), 10, 10000), 0.1336, 1e-4);
    // 60/100 against 40/100: z = 2.828, p = 0.00468.
    EXPECT_NEAR(twoProportionP(60, 100, 40, 100), 0.004678, 1e-5);
    EXPECT_NEAR(twoProportionP(5, 10, 5, 10), 1.0, 1e-12);
    EXPECT_EQ(twoProportionP(0, 0, 3, 10), 1.0);
}

TEST(SearchStatistics, BenjaminiHochbergAgainstTheWorkedExample) {
    // Benjamini & Hochberg (1995), section 3.2: 15 p-values at q = 0.05. The largest k with
    // p_(k) <= k / 15 * 0.05 is k = 4 (0.0095 <= 0.0133; 0.0201 > 0.0167 and after): the four
    // smallest are discoveries, whatever order the p-values come in.
    const std::vector<double> p = {0.0201, 0.0001, 0.0278, 0.0004, 0.0298, 0.0019, 0.0344, 0.0095,
                                   0.0459, 0.3240, 0.4262, 0.5719, 0.6528, 0.7590, 1.0};
    const std::vector<bool> s = benjaminiHochberg(p, 0.05);
    const std::vector<bool> expected = {false, true,  false, true,  false, true,  false, true,
                                        false, false, false, false, false, false, false};
    EXPECT_EQ(s, expected);
    // A p-value above its own threshold is still marked when a larger one passes (step-up).
    EXPECT_EQ(benjaminiHochberg({0.04, 0.03}, 0.05), (std::vector<bool>{true, true}));
    EXPECT_EQ(benjaminiHochberg({0.02, 0.2}, 0.05), (std::vector<bool>{true, false}));
    EXPECT_EQ(benjaminiHochberg({0.04, 0.2}, 0.05), (std::vector<bool>{false, false}));
    EXPECT_TRUE(benjaminiHochberg({}, 0.05).empty());
}

} // namespace
} // namespace engine::search
