#include "engine/calendar/sun.h"

#include <libnova/earth.h>
#include <libnova/nutation.h>

#include <cmath>
#include <numbers>

namespace najia::calendar {

namespace {

constexpr double kDeg = std::numbers::pi / 180.0;
constexpr double kArcsec = kDeg / 3600.0;

double normalizedDegrees(double x)
{
    x = std::fmod(x, 360.0);
    return x < 0 ? x + 360.0 : x;
}

} // namespace

double apparentSolarLongitude(double jde)
{
    ln_helio_posn earth{};
    ln_get_earth_helio_coords(jde, &earth);  // L, B in degrees (J2000 ecliptic), R in AU

    const double lambda0 = (earth.L + 180.0) * kDeg;
    const double beta0 = -earth.B * kDeg;

    // IAU 2006 precession of the ecliptic (P03), t in Julian centuries of TT from J2000.
    const double t = (jde - 2451545.0) / 36525.0;
    const double piA = (46.998973 + (-0.0334926 + (-0.00012559 + (0.000000113 - 0.0000000022 * t) * t) * t) * t) * t
        * kArcsec;
    const double bigPiA = (629546.7936 + (-867.95758 + (0.157992 + (-0.0005371 + (-0.00004797 + 0.000000072 * t) * t) * t) * t) * t)
        * kArcsec;
    const double pA = (5028.796195 + (1.1054348 + (0.00007964 + (-0.000023857 - 0.0000000383 * t) * t) * t) * t) * t
        * kArcsec;

    // Meeus eq. 21.7 with η = π_A, Π = Π_A, p = p_A.
    const double a = std::cos(piA) * std::cos(beta0) * std::sin(bigPiA - lambda0)
        - std::sin(piA) * std::sin(beta0);
    const double b = std::cos(beta0) * std::cos(bigPiA - lambda0);
    double lambda = pA + bigPiA - std::atan2(a, b);

    ln_nutation nutation{};
    ln_get_nutation(jde, &nutation);  // degrees
    lambda += nutation.longitude * kDeg;
    lambda += -20.4898 * kArcsec / earth.R;

    return normalizedDegrees(lambda / kDeg);
}

} // namespace najia::calendar
