#include "engine/reading/timing_dates.h"

#include "engine/calendar/day_pillar.h"
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/solar_terms.h"

namespace najia {

namespace {

using namespace std::chrono;

calendar::sys_days civilDate(calendar::sys_seconds utc, seconds offset) { return floor<days>(utc + offset); }

// The 節 instants after `utc` whose month (or, for years, 立春's year) has branch `b`.
std::vector<calendar::sys_days> termDates(Branch b, bool years, const CastMoment& m, int count)
{
    std::vector<calendar::sys_days> out;
    int year = int(year_month_day(civilDate(m.utc, m.offset)).year());
    for (; year <= calendar::kLastTermYear && int(out.size()) < count; ++year) {
        const auto terms = calendar::solarTermsOf(year);
        if (!terms) break;
        for (int i = 0; i < calendar::kSolarTermCount && int(out.size()) < count; i += 2) {
            const auto term = calendar::solarTermAt(i);
            const calendar::sys_seconds at = (*terms)[static_cast<std::size_t>(i)];
            if (at <= m.utc) continue;
            const bool match = years ? term == calendar::SolarTerm::LiChun && calendar::yearGanZhi(year).branch() == b
                                     : calendar::monthBranchOf(term) == b;
            if (match) out.push_back(civilDate(at, m.offset));
        }
    }
    return out;
}

} // namespace

calendar::sys_days pillarDay(calendar::sys_days civilDay, GanZhi dayPillar)
{
    return calendar::dayGanZhi(civilDay) == dayPillar ? civilDay : civilDay + days(1);
}

std::vector<calendar::sys_days> timingDates(Branch b, TimingUnit unit, const CastMoment& m, int count)
{
    if (unit != TimingUnit::Day) return termDates(b, unit == TimingUnit::Year, m, count);
    std::vector<calendar::sys_days> out;
    int step = stepsFrom(m.dayPillar.branch(), b);
    if (step == 0) step = 12;  // after the cast: the day itself is not a candidate
    for (int i = 0; i < count; ++i) {
        const calendar::sys_days d = m.day + days(step + 12 * i);
        if (!calendar::inRange(d)) break;
        out.push_back(d);
    }
    return out;
}

} // namespace najia
