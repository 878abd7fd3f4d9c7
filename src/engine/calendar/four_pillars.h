// 四柱 of an instant: year by 立春, month by the 節, day by the day count, hour by the 時辰.
#pragma once

#include "engine/calendar/calendar_result.h"
#include "engine/pillars.h"
#include "engine/calendar/solar_terms.h"

#include <chrono>
#include <cstdint>
#include <optional>

namespace najia::calendar {

// When the day pillar changes (GLOSSARY: 子時換日 / 夜子時).
enum class DayBoundary : std::uint8_t {
    At23,        // 子時換日 (default): the day starts with the 子 hour at 23:00.
    AtMidnight,  // 夜子時: the day changes at 00:00; 23:00–24:00 keeps today's day pillar, while
                 // its hour pillar is the 子 hour of the next day (next day's stem by 五鼠遁).
};

// What true solar time, when asked for, governs. Year and month are absolute instants (立春 and
// the 節) and never depend on the clock.
enum class TrueSolarScope : std::uint8_t { AllPillars, HourOnly };

struct PillarOptions {
    DayBoundary dayBoundary = DayBoundary::At23;
    std::optional<double> trueSolarLongitude;  // degrees east; set ⇒ 真太陽時 is used
    TrueSolarScope trueSolarScope = TrueSolarScope::AllPillars;
};

// Signed distances to the nearest boundary, in seconds: positive when the boundary is behind
// (the pillar has already changed), negative when it is ahead.
struct BoundaryDistances {
    std::int64_t jieSeconds = 0;             // instant − nearest 節 (立春 among them)
    SolarTerm nearestJie = SolarTerm::LiChun;
    std::int64_t daySeconds = 0;             // local time − nearest day boundary (23:00 or 00:00)
};

struct PillarReading {
    Pillars pillars;                      // all four set
    BoundaryDistances boundary;
    std::chrono::seconds dayClockOffset;  // the UTC offset of the clock the day pillar used
    std::chrono::seconds hourClockOffset; // … and the hour pillar (differs under true solar time)
    sys_seconds utc{};                    // the instant read (for what else depends on it: 卦 旺相)
};

// 年上起月 (五虎遁): the stem of the 寅 month of a year. Seed 000 §二十八 年上起月法:
// 「甲己之年丙作首，乙庚之歲戊為頭，丙辛之位從庚上，丁壬壬位順行流，戊癸之年何方法，甲寅之上好追求」.
constexpr Stem firstMonthStem(Stem yearStem) { return stemAt(2 * (index(yearStem) % 5) + 2); }
constexpr GanZhi monthGanZhi(Stem yearStem, Branch monthBranch)
{
    const Stem s = firstMonthStem(yearStem) + stepsFrom(Branch::Yin, monthBranch);
    return *GanZhi::from(s, monthBranch);  // equal polarity: 寅 and 丙/戊/庚/壬/甲 are both 陽
}

// 日上起時 (五鼠遁): the stem of the 子 hour of a day. Seed 000 §二十九 日上起時法:
// 「甲己還加甲，乙庚丙作初，丙辛從戊起，丁壬庚子居，戊癸何方法，壬子是順行」.
constexpr Stem firstHourStem(Stem dayStem) { return stemAt(2 * (index(dayStem) % 5)); }
constexpr GanZhi hourGanZhi(Stem dayStem, Branch hourBranch)
{
    return *GanZhi::from(firstHourStem(dayStem) + index(hourBranch), hourBranch);
}

// The 時辰 of a clock hour 0..23: 23–1 子, 1–3 丑, … 21–23 亥.
constexpr Branch hourBranch(int hour) { return branchAt((hour + 1) / 2); }

// The year pillar: 1984 (from 立春) is 甲子.
constexpr GanZhi yearGanZhi(int pillarYear) { return GanZhi(pillarYear - 1984); }

// The pillars of a UTC instant for a clock at `utcOffset` (civil time = UTC + offset; the caller
// resolves time zones, daylight saving included). Civil dates outside 1600-01-01 … 2400-12-31,
// offsets beyond ±18 h and longitudes beyond ±180° come back as errors.
Outcome<PillarReading> fourPillars(sys_seconds utc, std::chrono::seconds utcOffset,
                                   const PillarOptions& options = {});

} // namespace najia::calendar
