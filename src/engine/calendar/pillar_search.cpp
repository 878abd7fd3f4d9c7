#include "engine/calendar/pillar_search.h"

#include "engine/calendar/julian_day.h"

#include <algorithm>

namespace najia::calendar {

using namespace std::chrono;

bool pillarsMatch(const Pillars& wanted, const Pillars& found)
{
    const auto same = [](const std::optional<GanZhi>& w, const std::optional<GanZhi>& f) { return !w || w == f; };
    if (!same(wanted.year, found.year) || !same(wanted.month, found.month) || !same(wanted.day, found.day) ||
        !same(wanted.hour, found.hour))
        return false;
    if (!wanted.year && wanted.yearBranchOnly && found.year && found.year->branch() != *wanted.yearBranchOnly) return false;
    if (!wanted.month && wanted.monthBranchOnly && found.month && found.month->branch() != *wanted.monthBranchOnly) return false;
    return true;
}

namespace {

// The 節 (立春 among them) within [from, to).
std::vector<sys_seconds> jieWithin(sys_seconds from, sys_seconds to)
{
    std::vector<sys_seconds> out;
    const int first = int(year_month_day(floor<days>(from)).year());
    for (int y = first; y <= first + 1; ++y) {
        const auto terms = solarTermsOf(y);
        if (!terms) continue;
        for (int i = 0; i < kSolarTermCount; ++i)
            if (isJie(solarTermAt(i)) && (*terms)[std::size_t(i)] >= from && (*terms)[std::size_t(i)] < to)
                out.push_back((*terms)[std::size_t(i)]);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

std::vector<PillarSpan> findPillars(const Pillars& wanted, int fromYear, int toYear, seconds utcOffset, const PillarOptions& options)
{
    std::vector<PillarSpan> out;
    fromYear = std::max(fromYear, kFirstYear);
    toYear = std::min(toYear, kLastYear);
    if (fromYear > toYear || options.trueSolarLongitude) return out;
    const sys_days first = sys_days(year(fromYear) / 1 / 1), last = sys_days(year(toYear + 1) / 1 / 1);
    // The clock's day starts at 00:00 or, under 子時換日, at 23:00 of the day before; each day is cut
    // into the twelve 時辰 and again at any 節 inside one.
    const hours dayStart = options.dayBoundary == DayBoundary::At23 ? hours(-1) : hours(0);
    for (sys_days d = first; d < last; d += days(1)) {
        const sys_seconds start = sys_seconds(d) + dayStart - utcOffset, end = start + days(1);
        // The day pillar holds for the whole of the clock's day: one reading says whether to look closer.
        const auto noon = fourPillars(sys_seconds(d) + hours(12) - utcOffset, utcOffset, options);
        if (!noon || (wanted.day && noon->pillars.day != wanted.day)) continue;
        std::vector<sys_seconds> cuts;
        for (int h = 0; h <= 24; h += 2) cuts.push_back(start + hours(h));
        if (options.dayBoundary == DayBoundary::AtMidnight) cuts.push_back(start + hours(23));  // 夜子時
        for (const sys_seconds j : jieWithin(start, end)) cuts.push_back(j);
        std::sort(cuts.begin(), cuts.end());
        cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
        for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
            if (cuts[i] >= end) break;
            const auto at = fourPillars(cuts[i], utcOffset, options);
            if (!at || !pillarsMatch(wanted, at->pillars)) continue;
            const sys_seconds to = std::min(cuts[i + 1], end);
            // One span while the year and month (and the day, when one is asked for) stay: a span
            // ends at a 節, and at the day's end.
            const Pillars& prev = out.empty() ? at->pillars : out.back().pillars;
            const bool same = prev.year == at->pillars.year && prev.month == at->pillars.month &&
                              (!wanted.day || prev.day == at->pillars.day);
            if (!out.empty() && out.back().to == cuts[i] && same) out.back().to = to;
            else out.push_back({cuts[i], to, at->pillars});
        }
    }
    return out;
}

} // namespace najia::calendar
