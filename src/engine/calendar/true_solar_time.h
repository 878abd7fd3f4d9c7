// 真太陽時 (true solar time): the time the Sun itself keeps at a longitude.
#pragma once

#include "engine/calendar/julian_day.h"

namespace najia::calendar {

// The equation of time (apparent − mean solar time) in seconds at a UTC instant: −14.3 min
// (mid-February) … +16.4 min (early November).
// Smart's series, J. Meeus, Astronomical Algorithms, eq. 28.3, with the solar mean elements of
// eq. 25.2–25.4 and the mean obliquity of eq. 22.2; within about 1 s of the rigorous value
// (Meeus example 28.b) — far below the minute the 時辰 boundaries care about.
double equationOfTimeSeconds(sys_seconds utc);

// The offset from UTC of true solar time at `longitudeDegrees` (east positive):
// 240 s per degree of longitude plus the equation of time, rounded to the second.
std::chrono::seconds trueSolarOffset(sys_seconds utc, double longitudeDegrees);

} // namespace najia::calendar
