// Instants of new moon (朔).
#pragma once

namespace najia::calendar {

// The TT Julian date (JDE) of the new moon number k (k = 0: 2000-01-06; k counts lunations,
// negative before). J. Meeus, Astronomical Algorithms, 2nd ed., ch. 49 (eq. 49.1 with the
// periodic terms for the new moon and the 14 additional planetary corrections). Meeus states it
// against ELP-2000/82: mean error 3.6 s, greatest 16.4 s over 1980–2020; we measured the spread
// against lunar-javascript over 1900–2100 (bench/README.md).
double newMoonJde(int k);

// The lunation number whose mean new moon is nearest the Julian date.
int lunationNear(double jd);

} // namespace najia::calendar
