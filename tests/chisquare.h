// Pearson's χ² of observed counts against exact expected probabilities (as fractions over a
// common denominator), for the casting odds tests. Seeds are fixed, so the tests cannot flake.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>

namespace najia::test {

template <std::size_t N>
double chiSquare(const std::array<std::int64_t, N>& observed, const std::array<int, N>& weights, int denominator)
{
    std::int64_t total = 0;
    for (auto o : observed) total += o;
    double chi2 = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const double expected = static_cast<double>(total) * weights[i] / denominator;
        const double d = static_cast<double>(observed[i]) - expected;
        chi2 += d * d / expected;
    }
    return chi2;
}

// χ² at p = 0.001 with 3 degrees of freedom: a fair source exceeds it once in a thousand seeds.
inline constexpr double kChi2Df3P001 = 16.266;

// The number of casts for the χ² tests: 200,000 by default; NAJIA_CHI2_CASTS=1000000 for the
// full check (README, docs/casting.md).
inline int chiSquareCasts()
{
    const char* env = std::getenv("NAJIA_CHI2_CASTS");
    const int n = env ? std::atoi(env) : 0;
    return n > 0 ? n : 200'000;
}

} // namespace najia::test
