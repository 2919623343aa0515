#include "engine/search/statistics.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>

namespace engine::search {

Rate rateOf(int hits, int trials) {
    Rate r;
    r.hits = hits;
    r.trials = trials;
    if (trials <= 0)
        return r;
    // The Wilson score interval at 95%: never outside [0, 1], sound at 0 and at n hits.
    const double z = 1.959963984540054;
    const double n = trials, p = static_cast<double>(hits) / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z / (1 + z * z / n) * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    r.value = p;
    r.low = std::max(0.0, centre - half);
    r.high = std::min(1.0, centre + half);
    return r;
}

Distribution distributionOf(std::vector<int> values, int binWidth) {
    Distribution d;
    d.binWidth = std::max(1, binWidth);
    d.n = static_cast<int>(values.size());
    if (values.empty())
        return d;
    std::sort(values.begin(), values.end());
    d.min = values.front();
    d.max = values.back();
    double sum = 0;
    for (int v : values)
        sum += v;
    d.mean = sum / d.n;
    double squares = 0;
    for (int v : values)
        squares += (v - d.mean) * (v - d.mean);
    d.sd = d.n > 1 ? std::sqrt(squares / (d.n - 1)) : 0.0;
    auto quantile = [&](double q) {
        const double at = q * (d.n - 1);
        const auto lo = static_cast<std::size_t>(std::floor(at));
        const std::size_t hi = std::min(values.size() - 1, lo + 1);
        return values[lo] + (at - static_cast<double>(lo)) * (values[hi] - values[lo]);
    };
    d.q1 = quantile(0.25);
    d.median = quantile(0.5);
    d.q3 = quantile(0.75);
    auto floorTo = [&](int v) {
        return static_cast<int>(std::floor(static_cast<double>(v) / d.binWidth)) * d.binWidth;
    };
    d.binStart = floorTo(d.min);
    d.counts.assign(static_cast<std::size_t>((floorTo(d.max) - d.binStart) / d.binWidth + 1), 0);
    for (int v : values)
        ++d.counts[static_cast<std::size_t>((floorTo(v) - d.binStart) / d.binWidth)];
    return d;
}

double normalCdf(double z) {
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

namespace {

// The regularized incomplete beta function I_x(a, b) by its continued fraction (Lentz's method),
// used on whichever side converges fast.
double betaContinuedFraction(double a, double b, double x) {
    const double tiny = 1e-300;
    double c = 1, d = 1 - (a + b) * x / (a + 1);
    d = 1 / (std::fabs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 300; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
        d = 1 + aa * d;
        d = 1 / (std::fabs(d) < tiny ? tiny : d);
        c = 1 + aa / c;
        c = std::fabs(c) < tiny ? tiny : c;
        h *= d * c;
        aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
        d = 1 + aa * d;
        d = 1 / (std::fabs(d) < tiny ? tiny : d);
        c = 1 + aa / c;
        c = std::fabs(c) < tiny ? tiny : c;
        const double step = d * c;
        h *= step;
        if (std::fabs(step - 1) < 1e-14)
            break;
    }
    return h;
}

double incompleteBeta(double a, double b, double x) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) +
                                  a * std::log(x) + b * std::log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1 - front * betaContinuedFraction(b, a, 1 - x) / b;
}

} // namespace

double studentTCdf(double t, double df) {
    if (!(df > 0))
        return normalCdf(t);
    const double tail = 0.5 * incompleteBeta(df / 2, 0.5, df / (df + t * t));
    return t >= 0 ? 1 - tail : tail;
}

double welchP(double meanA, double sdA, int nA, double meanB, double sdB, int nB) {
    if (nA < 2 || nB < 2)
        return 1;
    const double va = sdA * sdA / nA, vb = sdB * sdB / nB;
    if (va + vb <= 0)
        return meanA == meanB ? 1.0 : 0.0;
    const double t = (meanA - meanB) / std::sqrt(va + vb);
    const double df = (va + vb) * (va + vb) / (va * va / (nA - 1) + vb * vb / (nB - 1));
    return 2 * studentTCdf(-std::fabs(t), df);
}

double twoProportionP(int hitsA, int nA, int hitsB, int nB) {
    if (nA <= 0 || nB <= 0)
        return 1;
    const double pooled = static_cast<double>(hitsA + hitsB) / (nA + nB);
    const double se = std::sqrt(pooled * (1 - pooled) * (1.0 / nA + 1.0 / nB));
    const double diff = static_cast<double>(hitsA) / nA - static_cast<double>(hitsB) / nB;
    if (se <= 0)
        return diff == 0 ? 1.0 : 0.0;
    return 2 * normalCdf(-std::fabs(diff) / se);
}

std::vector<bool> benjaminiHochberg(const std::vector<double>& p, double q) {
    std::vector<std::size_t> order(p.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return p[x] < p[y]; });
    const double m = static_cast<double>(p.size());
    std::size_t cut = 0;
    for (std::size_t k = 0; k < order.size(); ++k)
        if (p[order[k]] <= static_cast<double>(k + 1) / m * q)
            cut = k + 1;
    std::vector<bool> significant(p.size(), false);
    for (std::size_t k = 0; k < cut; ++k)
        significant[order[k]] = true;
    return significant;
}

} // namespace engine::search
