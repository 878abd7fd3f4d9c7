// The 24 節氣 (solar terms): the instants the Sun's apparent longitude reaches a multiple of 15°.
#pragma once

#include "engine/calendar/julian_day.h"
#include "engine/calendar/calendar_result.h"
#include "engine/stem_branch.h"
#include "engine/terms.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace najia::calendar {

// In the order they fall in a Gregorian year, so that 小寒 is index 0 and 冬至 index 23.
// Even indices are 節 (sectional terms, they start the months of the pillars), odd ones 中氣
// (principal terms, they name the lunar months).
enum class SolarTerm : std::uint8_t {
    XiaoHan, DaHan, LiChun, YuShui, JingZhe, ChunFen, QingMing, GuYu,
    LiXia, XiaoMan, MangZhong, XiaZhi, XiaoShu, DaShu, LiQiu, ChuShu,
    BaiLu, QiuFen, HanLu, ShuangJiang, LiDong, XiaoXue, DaXue, DongZhi,
};
inline constexpr int kSolarTermCount = 24;

constexpr int index(SolarTerm t) { return static_cast<int>(t); }
constexpr SolarTerm solarTermAt(int i) { return static_cast<SolarTerm>(((i % 24) + 24) % 24); }
constexpr bool isJie(SolarTerm t) { return index(t) % 2 == 0; }
// 小寒 285°, 大寒 300°, 立春 315°, … 春分 0°, … 冬至 270°.
constexpr int longitudeDegrees(SolarTerm t) { return (285 + 15 * index(t)) % 360; }
// The month a 節 opens: 小寒 丑, 立春 寅, 驚蟄 卯, … 大雪 子 (seed 000 §五十二: 「立春正月節建寅 …
// 小寒十二月節建丑」). For a 中氣, the month it falls in.
constexpr Branch monthBranchOf(SolarTerm t) { return Branch::Chou + index(t) / 2; }

// The instants of the 24 terms of a Gregorian year (小寒 … 冬至), UTC, rounded to the second.
using YearTerms = std::array<sys_seconds, kSolarTermCount>;

// Years accepted: the supported range plus one on each side, because the pillars of early
// January need the previous year's 大雪. 1900–2100 are read from a generated table
// (generated/solar_terms_data.cpp); other years are computed on first use (a few milliseconds) and cached.
// Thread-safe.
inline constexpr int kFirstTermYear = kFirstYear - 1;
inline constexpr int kLastTermYear = kLastYear + 1;
Outcome<YearTerms> solarTermsOf(int year);

// The 24 terms of a year from the ephemeris, ignoring the table and the cache: what the table was
// generated from (cmake/Generators.cmake) and what tst_solar_terms checks it against.
YearTerms computeSolarTerms(int year);

// One term computed afresh (no cache), as a TT Julian date (JDE) before rounding; for tests and
// the accuracy tools.
double solarTermJde(int year, SolarTerm term);

} // namespace najia::calendar

namespace najia {
template <> std::span<const Term> termsOf<calendar::SolarTerm>();
} // namespace najia
