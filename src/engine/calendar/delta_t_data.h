// Tabulated ΔT = TT − UT1 (seconds) for the observed era; delta_t_data.cpp holds the values.
#pragma once

#include <span>

namespace najia::calendar {

// One tabulated value: ΔT at the start (January 0.0/1.0) of `year`.
struct DeltaTPoint {
    double year;
    double seconds;
};

// Ascending in `year`, 1620 … kLastObservedDeltaTYear; every 2 years to 1998, every year after.
std::span<const DeltaTPoint> observedDeltaT();

} // namespace najia::calendar
