#include "engine/calendar/four_pillars.h"

#include "engine/calendar/day_pillar.h"
#include "engine/calendar/true_solar_time.h"

#include <cmath>
#include <cstdlib>

namespace najia::calendar {

namespace {

using std::chrono::seconds;

constexpr std::int64_t kHalfDay = kSecondsPerDay / 2;

struct JieBracket {
    int previous;           // index 0..22 (even) into `previousTerms`
    const YearTerms* previousTerms;
    int next;
    const YearTerms* nextTerms;
};

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Seconds of `x` relative to `boundary` on a 24-hour circle, in (−12 h, 12 h].
std::int64_t circular(std::int64_t x, std::int64_t boundary)
{
    std::int64_t d = ((x - boundary) % kSecondsPerDay + kSecondsPerDay) % kSecondsPerDay;  // 0..86399
    return d > kHalfDay ? d - kSecondsPerDay : d;
}

} // namespace

Outcome<PillarReading> fourPillars(sys_seconds utc, seconds utcOffset, const PillarOptions& options)
{
    if (std::llabs(utcOffset.count()) > 18 * 3600) return CalendarError::InvalidInput;
    if (options.trueSolarLongitude
        && !(std::fabs(*options.trueSolarLongitude) <= 180.0))  // also rejects NaN
        return CalendarError::InvalidInput;
    if (!inRange(civilDay(utc, utcOffset))) return CalendarError::OutOfRange;

    // Year and month: the last 節 at or before the instant. The UTC year's terms hold every 節
    // from 小寒 on; before its 小寒 the governing 節 is the previous year's 大雪.
    const int year = static_cast<int>(std::chrono::year_month_day(civilDay(utc, seconds(0))).year());
    const auto thisYear = solarTermsOf(year);
    if (!thisYear) return CalendarError::OutOfRange;
    JieBracket jb{0, &*thisYear, 0, &*thisYear};
    std::optional<Outcome<YearTerms>> otherYear;  // the previous or next year, when needed
    if (utc < (*thisYear)[0]) {
        otherYear = solarTermsOf(year - 1);
        if (!*otherYear) return CalendarError::OutOfRange;
        jb = {22, &**otherYear, 0, &*thisYear};
    } else {
        for (int i = 0; i < kSolarTermCount && (*thisYear)[at(i)] <= utc; i += 2)
            jb = {i, &*thisYear, i + 2, &*thisYear};
        if (jb.next == kSolarTermCount) {
            otherYear = solarTermsOf(year + 1);
            if (!*otherYear) return CalendarError::OutOfRange;
            jb.next = 0;
            jb.nextTerms = &**otherYear;
        }
    }

    const Branch monthBranch = monthBranchOf(solarTermAt(jb.previous));
    // Year by 立春: the pillar year is the UTC year once its 立春 has passed.
    const int pillarYear = utc >= (*thisYear)[at(index(SolarTerm::LiChun))] ? year : year - 1;
    const GanZhi yearPillar = yearGanZhi(pillarYear);

    // Day and hour clocks.
    seconds dayOffset = utcOffset;
    seconds hourOffset = utcOffset;
    if (options.trueSolarLongitude) {
        hourOffset = trueSolarOffset(utc, *options.trueSolarLongitude);
        if (options.trueSolarScope == TrueSolarScope::AllPillars) dayOffset = hourOffset;
    }

    const sys_seconds dayClock = utc + dayOffset;
    const sys_days dayDate = std::chrono::floor<std::chrono::days>(dayClock);
    const std::int64_t daySecond = (dayClock - dayDate).count();  // 0..86399
    const bool lateZi = daySecond >= 23 * 3600;
    const sys_days pillarDay =
        options.dayBoundary == DayBoundary::At23 && lateZi ? dayDate + std::chrono::days(1) : dayDate;

    const sys_seconds hourClock = utc + hourOffset;
    const sys_days hourDate = std::chrono::floor<std::chrono::days>(hourClock);
    const std::int64_t hourSecond = (hourClock - hourDate).count();
    const int hour = static_cast<int>(hourSecond / 3600);  // 0..23
    // 23:00–24:00 is the 子 hour of the next day under both settings: it takes that day's stem.
    const sys_days hourDay = hour == 23 ? hourDate + std::chrono::days(1) : hourDate;

    PillarReading r{};
    r.utc = utc;
    r.pillars.year = yearPillar;
    r.pillars.month = monthGanZhi(yearPillar.stem(), monthBranch);
    r.pillars.day = dayGanZhi(pillarDay);
    r.pillars.hour = hourGanZhi(dayGanZhi(hourDay).stem(), hourBranch(hour));

    const std::int64_t sincePrevious = (utc - (*jb.previousTerms)[at(jb.previous)]).count();
    const std::int64_t untilNext = ((*jb.nextTerms)[at(jb.next)] - utc).count();
    if (sincePrevious <= untilNext)
        r.boundary.jieSeconds = sincePrevious, r.boundary.nearestJie = solarTermAt(jb.previous);
    else
        r.boundary.jieSeconds = -untilNext, r.boundary.nearestJie = solarTermAt(jb.next);
    r.boundary.daySeconds =
        circular(daySecond, options.dayBoundary == DayBoundary::At23 ? 23 * 3600 : 0);
    r.dayClockOffset = dayOffset;
    r.hourClockOffset = hourOffset;
    return r;
}

} // namespace najia::calendar
