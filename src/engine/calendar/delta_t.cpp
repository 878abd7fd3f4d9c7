// ΔT = TT − UT1. Observed era (1620–2025): the tabulated values of delta_t_data.cpp, interpolated
// by four-point Lagrange cubics. Before 1620: the Espenak–Meeus polynomials, shifted to meet the
// table. After the last observed year: a cubic Hermite join from the last value and rate to the
// long-term parabola −20 + 32 u² (Morrison & Stephenson 2004) at 2150, the parabola after.
// Polynomial source: Espenak & Meeus, NASA/TP-2006-214141, "Polynomial expressions for Delta T";
// coefficients transcribed from https://eclipse.gsfc.nasa.gov/SEhelp/deltatpoly2004.html.
#include "engine/calendar/delta_t.h"

#include "engine/calendar/delta_t_data.h"
#include "engine/calendar/julian_day.h"

#include <algorithm>
#include <cstddef>

namespace najia::calendar {

namespace {

// Morrison & Stephenson (2004) long-term parabola, u in centuries from 1820.
constexpr double parabola(double y)
{
    const double u = (y - 1820) / 100;
    return -20 + 32 * u * u;
}
constexpr double parabolaRate(double y) { return 64 * (y - 1820) / 10000; }  // s per year

// Four-point Lagrange interpolation over the table (three or two points at its ends).
double interpolateObserved(double y)
{
    const auto t = observedDeltaT();
    const auto upper = std::upper_bound(t.begin(), t.end(), y,
                                        [](double v, const DeltaTPoint& p) { return v < p.year; });
    // Nodes i0 … i0+3 around the interval [upper−1, upper].
    const auto right = static_cast<std::ptrdiff_t>(std::clamp<std::ptrdiff_t>(upper - t.begin(), 1,
                                                                               std::ssize(t) - 1));
    const std::ptrdiff_t first = std::max<std::ptrdiff_t>(0, right - 2);
    const std::ptrdiff_t last = std::min<std::ptrdiff_t>(std::ssize(t) - 1, right + 1);
    double sum = 0;
    for (std::ptrdiff_t i = first; i <= last; ++i) {
        double w = 1;
        for (std::ptrdiff_t j = first; j <= last; ++j)
            if (j != i)
                w *= (y - t[static_cast<std::size_t>(j)].year)
                    / (t[static_cast<std::size_t>(i)].year - t[static_cast<std::size_t>(j)].year);
        sum += w * t[static_cast<std::size_t>(i)].seconds;
    }
    return sum;
}

constexpr double kJoinYear = 2150;  // where the extrapolation meets the parabola

// Cubic Hermite from (y0, v0, rate r0) to (kJoinYear, parabola, its rate).
double extrapolate(double y)
{
    const auto t = observedDeltaT();
    const DeltaTPoint& a = t[t.size() - 1];
    const DeltaTPoint& b = t[t.size() - 2];
    const double r0 = (a.seconds - b.seconds) / (a.year - b.year);
    const double h = kJoinYear - a.year;
    const double s = (y - a.year) / h;
    const double s2 = s * s, s3 = s2 * s;
    return (2 * s3 - 3 * s2 + 1) * a.seconds + (s3 - 2 * s2 + s) * h * r0
        + (-2 * s3 + 3 * s2) * parabola(kJoinYear) + (s3 - s2) * h * parabolaRate(kJoinYear);
}

} // namespace

double espenakMeeusDeltaT(double y)
{
    if (y < 1600) {  // 1500–1600
        const double u = (y - 1000) / 100;
        return 1574.2 - 556.01 * u + 71.23472 * u * u + 0.319781 * u * u * u
            - 0.8503463 * u * u * u * u - 0.005050998 * u * u * u * u * u
            + 0.0083572073 * u * u * u * u * u * u;
    }
    if (y < 1700) {
        const double t = y - 1600;
        return 120 - 0.9808 * t - 0.01532 * t * t + t * t * t / 7129;
    }
    if (y < 1800) {
        const double t = y - 1700;
        return 8.83 + 0.1603 * t - 0.0059285 * t * t + 0.00013336 * t * t * t
            - t * t * t * t / 1174000;
    }
    if (y < 1860) {
        const double t = y - 1800;
        const double t2 = t * t, t3 = t2 * t, t4 = t3 * t, t5 = t4 * t, t6 = t5 * t, t7 = t6 * t;
        return 13.72 - 0.332447 * t + 0.0068612 * t2 + 0.0041116 * t3 - 0.00037436 * t4
            + 0.0000121272 * t5 - 0.0000001699 * t6 + 0.000000000875 * t7;
    }
    if (y < 1900) {
        const double t = y - 1860;
        const double t2 = t * t, t3 = t2 * t, t4 = t3 * t, t5 = t4 * t;
        return 7.62 + 0.5737 * t - 0.251754 * t2 + 0.01680668 * t3 - 0.0004473624 * t4
            + t5 / 233174;
    }
    if (y < 1920) {
        const double t = y - 1900;
        return -2.79 + 1.494119 * t - 0.0598939 * t * t + 0.0061966 * t * t * t
            - 0.000197 * t * t * t * t;
    }
    if (y < 1941) {
        const double t = y - 1920;
        return 21.20 + 0.84493 * t - 0.076100 * t * t + 0.0020936 * t * t * t;
    }
    if (y < 1961) {
        const double t = y - 1950;
        return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547;
    }
    if (y < 1986) {
        const double t = y - 1975;
        return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718;
    }
    if (y < 2005) {
        const double t = y - 2000;
        const double t2 = t * t, t3 = t2 * t, t4 = t3 * t, t5 = t4 * t;
        return 63.86 + 0.3345 * t - 0.060374 * t2 + 0.0017275 * t3 + 0.000651814 * t4
            + 0.00002373599 * t5;
    }
    if (y < 2050) {
        const double t = y - 2000;
        return 62.92 + 0.32217 * t + 0.005589 * t * t;
    }
    if (y < 2150) return parabola(y) - 0.5628 * (2150 - y);
    return parabola(y);
}

double deltaTSeconds(double y)
{
    const auto t = observedDeltaT();
    if (y < t.front().year)  // the polynomial's shape, moved to meet the first tabulated value
        return espenakMeeusDeltaT(y) + (t.front().seconds - espenakMeeusDeltaT(t.front().year));
    if (y <= t.back().year) return interpolateObserved(y);
    if (y < kJoinYear) return extrapolate(y);
    return parabola(y);
}

double deltaTSecondsAtJd(double jd)
{
    // Decimal year from the Julian date: 2000.0 at JD 2451544.5; mean Gregorian year 365.2425 d.
    return deltaTSeconds(2000.0 + (jd - 2451544.5) / 365.2425);
}

} // namespace najia::calendar
