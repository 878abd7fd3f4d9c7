// The day pillar (日柱): the day count modulo 60, unbroken since antiquity.
#pragma once

#include "engine/ganzhi.h"
#include "engine/calendar/julian_day.h"

namespace najia::calendar {

// 2000-01-01 is 戊午 (index 54) in every almanac (e.g. the 紫金山天文台 萬年曆, Hong Kong Observatory
// 公曆與農曆日期對照表 for 2000); sys_days 10957 ≡ 37 (mod 60), so index = days + 17 (mod 60).
// Equivalently JDN + 49 (mod 60), the rule in 張培瑜《三千五百年曆日天象》.
constexpr GanZhi dayGanZhi(sys_days d)
{
    const auto n = d.time_since_epoch().count();  // −135 140 (1600) … 157 466 (2400)
    return GanZhi(static_cast<int>(((n + 17) % 60 + 60) % 60));
}

} // namespace najia::calendar
