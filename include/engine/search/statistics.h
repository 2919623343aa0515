// What many games by computer players say, in numbers any game's balance report uses (issue 16,
// issue 32): rates with their 95% Wilson intervals, distributions of whole numbers, the p-values
// of Welch's t-test and of the two-proportion z-test, and the Benjamini-Hochberg procedure that
// keeps a table of many comparisons from lighting up one row in twenty by chance. No game, no Qt.
#pragma once

#include <vector>

namespace engine::search {

// A rate with its 95% Wilson score interval.
struct Rate {
    int hits = 0;
    int trials = 0;
    double value = 0; // hits / trials (0 when no trial)
    double low = 0, high = 0;
};
Rate rateOf(int hits, int trials);

// A sample of whole numbers summarised: mean, standard deviation (n - 1), quartiles (linear
// interpolation between order statistics, as a spreadsheet's QUARTILE.INC) and a histogram.
struct Distribution {
    int n = 0;
    double mean = 0, sd = 0;
    int min = 0, max = 0;
    double q1 = 0, median = 0, q3 = 0;
    int binWidth = 10;       // histogram bins [binStart + k * binWidth, + binWidth)
    int binStart = 0;        // a multiple of binWidth
    std::vector<int> counts; // per bin
};
Distribution distributionOf(std::vector<int> values, int binWidth = 10);

// The standard normal's and Student's t distribution functions.
double normalCdf(double z);
double studentTCdf(double t, double degreesOfFreedom);

// Two-sided p-values of "no difference": Welch's t-test for two means (1 when either sample has
// fewer than two values), the pooled two-proportion z-test for two rates (1 without trials).
double welchP(double meanA, double sdA, int nA, double meanB, double sdB, int nB);
double twoProportionP(int hitsA, int nA, int hitsB, int nB);

// Benjamini-Hochberg at false discovery rate `q`: which of the p-values are significant (the
// largest k with p_(k) <= k / m * q, and every p up to it; equal p-values keep their order).
std::vector<bool> benjaminiHochberg(const std::vector<double>& p, double q);

} // namespace engine::search
