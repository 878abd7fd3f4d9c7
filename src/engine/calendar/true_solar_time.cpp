#include "engine/calendar/true_solar_time.h"

#include <cmath>
#include <numbers>

namespace najia::calendar {

double equationOfTimeSeconds(sys_seconds utc)
{
    constexpr double deg = std::numbers::pi / 180.0;
    // ΔT (about a minute) moves the result by under 0.01 s, so UT stands in for TT here.
    const double t = (julianDate(utc) - kJ2000) / 36525.0;
    const double l0 = (280.46646 + (36000.76983 + 0.0003032 * t) * t) * deg;   // eq. 25.2
    const double m = (357.52911 + (35999.05029 - 0.0001537 * t) * t) * deg;    // eq. 25.3
    const double e = 0.016708634 - (0.000042037 + 0.0000001267 * t) * t;        // eq. 25.4
    const double eps = (23.4392911 - 0.0130042 * t) * deg;                      // eq. 22.2
    const double y = std::tan(eps / 2) * std::tan(eps / 2);
    const double eot = y * std::sin(2 * l0) - 2 * e * std::sin(m)
        + 4 * e * y * std::sin(m) * std::cos(2 * l0) - 0.5 * y * y * std::sin(4 * l0)
        - 1.25 * e * e * std::sin(2 * m);  // radians of hour angle
    return eot / (2 * std::numbers::pi) * kSecondsPerDay;
}

std::chrono::seconds trueSolarOffset(sys_seconds utc, double longitudeDegrees)
{
    const double s = longitudeDegrees * 240.0 + equationOfTimeSeconds(utc);
    return std::chrono::seconds(static_cast<std::int64_t>(std::lround(s)));
}

} // namespace najia::calendar
