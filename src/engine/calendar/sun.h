// The Sun's apparent geocentric ecliptic longitude, referred to the true equinox of date.
#pragma once

namespace najia::calendar {

// Apparent longitude of the Sun in degrees [0, 360) at a TT Julian date (JDE).
//
// Heliocentric Earth from the full VSOP87 series as compiled into libnova (Debian libnova-dev),
// which refers it to the ecliptic and equinox of J2000; then
//  - geocentric: λ₀ = L + 180°, β₀ = −B;
//  - precession from J2000 to the mean ecliptic and equinox of date with the IAU 2006 (P03)
//    angles π_A, Π_A, p_A (Capitaine, Wallace & Chapront 2003; IERS Conventions 2010, eq. 5.39–5.40),
//    applied by the rotation of Meeus, Astronomical Algorithms, eq. 21.7;
//  - nutation in longitude Δψ (IAU 1980, libnova);
//  - aberration including the light-time of the Sun's motion, −20.4898″/R (Meeus eq. 25.10),
//    R the Earth–Sun distance in AU.
double apparentSolarLongitude(double jde);

// The Sun's mean longitude rate, degrees per day, used to start root finding.
inline constexpr double kMeanSolarMotionDegPerDay = 0.98564736;

} // namespace najia::calendar
