// 應期 on the calendar: the dates, from the cast forward, that bear a candidate's branch — days by the
// day pillar, months by the 節 that open them, years by 立春.
#pragma once

#include "engine/calendar/julian_day.h"
#include "engine/ganzhi.h"
#include "engine/reading/interpretation.h"

#include <chrono>
#include <vector>

namespace najia {

struct CastMoment {
    calendar::sys_days day;       // the civil date whose day pillar is the chart's
    GanZhi dayPillar;             // that day's pillar
    calendar::sys_seconds utc;    // the instant of the cast
    std::chrono::seconds offset;  // the clock's offset from UTC (for the civil date of a 節)
};

// The first `count` dates after the cast on which the `unit` pillar has branch `b`: for days the
// civil date, for months and years the civil date of the opening 節 (立春 for years). Dates beyond
// the calendar's range are left out.
std::vector<calendar::sys_days> timingDates(Branch b, TimingUnit unit, const CastMoment& m, int count);

// The civil date of the day pillar for a cast at `utc` (the pillar may belong to the next civil day
// under 子時換日): `civilDay` or the day after, whichever has pillar `dayPillar`.
calendar::sys_days pillarDay(calendar::sys_days civilDay, GanZhi dayPillar);

} // namespace najia
