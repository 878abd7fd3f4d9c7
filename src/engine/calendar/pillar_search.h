// 干支 alone, as books give them (「申月 戊辰日」), back to civil time: every span of a range of years
// whose pillars are the ones given, split at the 節 and at the day and hour boundaries, so that a
// case from a book can be dated and its 應期 given as dates (issue 40, "Charts from 干支 alone").
#pragma once

#include "engine/calendar/four_pillars.h"

#include <chrono>
#include <vector>

namespace najia::calendar {

// [from, to) in UTC.
struct PillarSpan {
    sys_seconds from, to;
    Pillars pillars;  // all four, as read at `from`
};

// The spans of the civil years fromYear … toYear (inclusive, within 1600 … 2400) whose pillars,
// read by fourPillars on a clock at `utcOffset` with `options`, are those of `wanted`: a pillar it
// does not give matches any, a year or month given as a branch alone matches that branch. True
// solar time is not searched (its hours do not fall on the clock's). Adjacent spans are merged, so
// that pillars without an hour give whole days, without a day whole months (a span is cut at a 節,
// where the month changes).
std::vector<PillarSpan> findPillars(const Pillars& wanted, int fromYear, int toYear, std::chrono::seconds utcOffset,
                                    const PillarOptions& options = {});

// Whether `found` (all four set) has every pillar `wanted` gives.
bool pillarsMatch(const Pillars& wanted, const Pillars& found);

} // namespace najia::calendar
