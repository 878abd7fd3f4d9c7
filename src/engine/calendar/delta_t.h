// ΔT = TT − UT1 in seconds.
#pragma once

namespace najia::calendar {

// The year of the last observed value in the table (delta_t_data.cpp).
inline constexpr double kLastObservedDeltaTYear = 2025.0;

// ΔT at a decimal year (2000.0 = 2000-01-01 0h).
// - 1620 … 2025: the tabulated values (Astronomical Almanac / Meeus Table 10.A every two years to
//   1996, IERS/USNO observed every year 1998–2025), four-point Lagrange interpolation;
//   uncertainty ≈ 0.1 s after 1960, ≈ 1 s 1900–1960, several seconds to tens before 1800.
// - Before 1620: the Espenak–Meeus polynomials, offset to meet the 1620 value.
// - After 2025 (extrapolation, stated): a cubic Hermite curve from the 2025 value and the
//   2024–2025 rate to the long-term parabola −20 + 32 u², u = (y − 1820)/100 (Morrison &
//   Stephenson 2004), meeting its value and slope at 2150; the parabola after 2150. This keeps
//   ΔT near 69–72 s through the mid 2030s, as observed since 2019, ≈ 87 s in 2050 and
//   ≈ 199 s in 2100. The future value is unknowable: ±(t − 2025)²/100 s or so.
double deltaTSeconds(double decimalYear);

// ΔT at a Julian date (UT or TT: ΔT changes by well under a millisecond per minute).
double deltaTSecondsAtJd(double jd);

// The Espenak & Meeus (2006) polynomials, NASA TP-2006-214141, the previous model: kept for
// before 1620 and as a cross-check of the table (tst_solar_terms).
double espenakMeeusDeltaT(double decimalYear);

} // namespace najia::calendar
