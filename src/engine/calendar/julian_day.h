// The one day count every calendar here converts through (STYLE practice 4): std::chrono::sys_days,
// days since 1970-01-01, which is the Julian Day Number minus 2 440 588. Instants are
// std::chrono::sys_seconds (UTC, POSIX seconds: leap seconds are not counted, as in every civil
// almanac). Astronomy uses the Julian Date, a fractional day count from noon, 4713-01-01 BC.
// Source: J. Meeus, Astronomical Algorithms, 2nd ed. (1998), ch. 7; H. Hinnant, "chrono-Compatible
// Low-Level Date Algorithms" for the civil-day arithmetic std::chrono does for us.
#pragma once

#include <chrono>
#include <cstdint>

namespace najia::calendar {

using std::chrono::sys_days;
using std::chrono::sys_seconds;

// JDN of 1970-01-01 (a Thursday); JD 2 440 587.5 is its midnight.
inline constexpr std::int64_t kUnixEpochJdn = 2440588;
inline constexpr double kUnixEpochJd = 2440587.5;
inline constexpr double kJ2000 = 2451545.0;  // 2000-01-01 12:00 TT
inline constexpr std::int64_t kSecondsPerDay = 86400;

// The supported range of civil dates: 1600-01-01 … 2400-12-31. Full accuracy 1900–2100
// (docs/calendar.md states the margins outside it).
inline constexpr int kFirstYear = 1600;
inline constexpr int kLastYear = 2400;
inline constexpr sys_days kFirstDay = sys_days(std::chrono::year(kFirstYear) / 1 / 1);
inline constexpr sys_days kLastDay = sys_days(std::chrono::year(kLastYear) / 12 / 31);

constexpr bool inRange(sys_days d) { return d >= kFirstDay && d <= kLastDay; }

// Julian Day Number of a civil day (the JD at its noon): -2 305 448 (1600-01-01) … 2 598 054.
constexpr std::int64_t julianDayNumber(sys_days d)
{
    return d.time_since_epoch().count() + kUnixEpochJdn;
}
constexpr sys_days fromJulianDayNumber(std::int64_t jdn)
{
    return sys_days(std::chrono::days(jdn - kUnixEpochJdn));
}

// Julian Date of a UTC instant (a UT Julian date; add ΔT for the TT one).
constexpr double julianDate(sys_seconds t)
{
    return kUnixEpochJd + static_cast<double>(t.time_since_epoch().count()) / kSecondsPerDay;
}

// The UTC instant of a Julian date, rounded to the nearest second.
constexpr sys_seconds fromJulianDate(double jd)
{
    const double s = (jd - kUnixEpochJd) * kSecondsPerDay;
    return sys_seconds(std::chrono::seconds(static_cast<std::int64_t>(s < 0 ? s - 0.5 : s + 0.5)));
}

// The civil day and second-of-day of an instant seen at a UTC offset.
constexpr sys_days civilDay(sys_seconds utc, std::chrono::seconds offset)
{
    return std::chrono::floor<std::chrono::days>(utc + offset);
}

} // namespace najia::calendar
