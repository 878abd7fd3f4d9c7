// The almanac of a date: 協紀辨方書 卷七's day and hour marks put together.
#include "engine/shensha/almanac.h"

#include "engine/calendar/day_pillar.h"
#include "engine/calendar/xunkong.h"
#include "engine/shensha/stem_rules.h"

namespace najia::shensha {

namespace {

HourMarks hourMarks(GanZhi day, Branch h, Branch general, const AlmanacSettings& settings)
{
    const Stem s = day.stem();
    const Branch d = day.branch();
    HourMarks m;
    m.branch = h;
    m.pillar = calendar::hourGanZhi(s, h);
    m.spirit = pathSpirit(d, h);
    m.general = general;
    const Nobles n = nobles(s, settings.noble);
    m.nobleYang = n.day == h;
    m.nobleYin = n.night == h;
    m.heavenlyOfficial = ((heavenlyOfficialBranches(s) >> index(h)) & 1) != 0;
    m.fortuneStar = ((fortuneStarHours(s) >> index(h)) & 1) != 0;
    m.joyGod = joyGodBranch(s) == h;
    m.prosperity = prosperity(s) == h;
    // 003 lines 365–367: 「以本日地支為主而以時參之，或為日之建，或為日之破，或為日之合，或為日之害，
    // 或為日之刑，建合則吉而破刑害則凶也」.
    m.dayRuler = h == d;
    m.dayBreak = isClash(d, h);
    m.dayHarmony = isSixHarmony(d, h);
    m.dayHarm = isHarm(d, h);
    m.dayPunishment = isPunishment(d, h);
    m.fiveMisfortunes = fiveMisfortunes(day, h, settings.fiveMisfortunes);
    m.nineUgly = nineUgly(day, general, h);
    m.decadeVoid = calendar::isVoid(h, day);
    m.roadBlock = roadBlock(s, h);
    m.nobleGate = nobleGate(s, general, h, settings.noble);
    return m;
}

} // namespace

Almanac almanacOf(GanZhi day, Branch monthBranch, const std::array<Branch, 12>& generals,
                  Branch generalAtNoon, const AlmanacSettings& settings)
{
    Almanac a{day, monthBranch, pathSpirit(monthBranch, day.branch()), joyGodBranch(day.stem()),
              directionOf(joyGodBranch(day.stem())), generalAtNoon, {}, {}};
    const auto mountains = fourGreatMountains(generalAtNoon);
    for (std::size_t i = 0; i < 4; ++i) a.fourGreat[i] = {mountains[i], mountainStartMinutes(mountains[i])};
    for (int h = 0; h < kBranchCount; ++h)
        a.hours[static_cast<std::size_t>(h)] =
            hourMarks(day, branchAt(h), generals[static_cast<std::size_t>(h)], settings);
    return a;
}

calendar::Outcome<Branch> monthGeneralAt(calendar::sys_seconds utc)
{
    using namespace std::chrono;
    const int year = static_cast<int>(year_month_day(floor<days>(utc)).year());
    for (int y = year; y >= year - 1; --y) {
        const auto terms = calendar::solarTermsOf(y);
        if (!terms) return terms.error();
        for (int t = calendar::kSolarTermCount - 1; t >= 0; --t)
            if ((*terms)[static_cast<std::size_t>(t)] <= utc) return monthGeneral(calendar::solarTermAt(t));
    }
    return calendar::CalendarError::OutOfRange;
}

calendar::Outcome<Almanac> almanacOn(calendar::sys_days date, std::chrono::seconds standardOffset,
                                     const AlmanacSettings& settings)
{
    using namespace std::chrono;
    if (!calendar::inRange(date)) return calendar::CalendarError::OutOfRange;
    const calendar::sys_seconds midnight = sys_seconds(date.time_since_epoch()) - standardOffset;
    const auto noon = calendar::fourPillars(midnight + hours(12), standardOffset);
    if (!noon) return noon.error();
    std::array<Branch, 12> generals{};
    for (int h = 0; h < kBranchCount; ++h) {
        const auto g = monthGeneralAt(midnight + hours(2 * h));
        if (!g) return g.error();
        generals[static_cast<std::size_t>(h)] = *g;
    }
    const auto generalNoon = monthGeneralAt(midnight + hours(12));
    if (!generalNoon) return generalNoon.error();
    return almanacOf(calendar::dayGanZhi(date), noon->pillars.month->branch(), generals, *generalNoon, settings);
}

} // namespace najia::shensha
