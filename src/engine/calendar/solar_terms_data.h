// The 24 solar terms of 1900–2100 as generated data: UTC instants in POSIX seconds, 小寒 … 冬至 of
// each year. Made by the `regenerate_solar_terms` target (cmake/Generators.cmake) from
// computeSolarTerms (VSOP87 + the ΔT table); tst_solar_terms checks every entry against it.
#pragma once

#include <array>
#include <cstdint>

namespace najia::calendar {

inline constexpr int kTableFirstYear = 1900;
inline constexpr int kTableLastYear = 2100;
inline constexpr int kTableYears = kTableLastYear - kTableFirstYear + 1;

extern const std::array<std::array<std::int64_t, 24>, kTableYears> kSolarTermTable;

} // namespace najia::calendar
