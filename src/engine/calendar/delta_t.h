// ΔT = TT − UT in seconds.
#pragma once

namespace najia::calendar {

// ΔT at a decimal year (year + (month − 0.5)/12), by the polynomials of F. Espenak and J. Meeus,
// "Polynomial expressions for Delta T", NASA Five Millennium Canon of Solar Eclipses (2006),
// https://eclipse.gsfc.nasa.gov/SEhelp/deltatpoly2004.html. Their 2005–2050 piece is an
// extrapolation made in 2004 and runs ahead of the observed values (2024: 73.9 s computed,
// 69.2 s observed, IERS Bulletin A); after 2050 it joins the long-term parabola
// −20 + 32 u² (u = (y − 1820)/100). docs/calendar.md discusses the consequences.
double deltaTSeconds(double decimalYear);

// ΔT at a Julian date (UT or TT: ΔT changes by well under a millisecond per minute).
double deltaTSecondsAtJd(double jd);

} // namespace najia::calendar
