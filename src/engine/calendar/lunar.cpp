#include "engine/calendar/lunar.h"

#include "engine/calendar/delta_t.h"
#include "engine/calendar/new_moon.h"
#include "engine/calendar/solar_terms.h"

#include <array>

namespace najia::calendar {

namespace {

constexpr std::chrono::seconds kChinaOffset = std::chrono::hours(8);  // 120°E

// The civil day at 120°E of a TT Julian date.
sys_days chinaDay(double jde)
{
    return civilDay(fromJulianDate(jde - deltaTSecondsAtJd(jde) / kSecondsPerDay), kChinaOffset);
}

sys_days newMoonDay(int k) { return chinaDay(newMoonJde(k)); }

// The lunation starting on or before `d`.
int lunationOnOrBefore(sys_days d)
{
    int k = lunationNear(static_cast<double>(julianDayNumber(d)));
    while (newMoonDay(k) > d) --k;
    while (newMoonDay(k + 1) <= d) ++k;
    return k;
}

// One 歲 (suì): from the 十一月 containing 冬至 of year-1 to the one containing 冬至 of year.
struct Sui {
    int firstLunation = 0;  // 十一月 of year-1
    int months = 12;        // 12 or 13
    int leapIndex = -1;     // months after firstLunation of the leap month, or -1
};

Outcome<Sui> suiEnding(int year)
{
    const auto before = solarTermsOf(year - 1);
    const auto terms = solarTermsOf(year);
    if (!before || !terms) return CalendarError::OutOfRange;
    const auto dongZhi = static_cast<std::size_t>(index(SolarTerm::DongZhi));
    Sui s;
    s.firstLunation = lunationOnOrBefore(civilDay((*before)[dongZhi], kChinaOffset));
    s.months = lunationOnOrBefore(civilDay((*terms)[dongZhi], kChinaOffset)) - s.firstLunation;
    if (s.months == 13) {
        // 中氣 of the 歲 between the two 冬至: 大寒, 雨水, … 小雪 (odd indices 1 … 21).
        for (int j = 1; j < 13 && s.leapIndex < 0; ++j) {
            const sys_days start = newMoonDay(s.firstLunation + j);
            const sys_days end = newMoonDay(s.firstLunation + j + 1);
            bool hasZhongQi = false;
            for (int i = 1; i < kSolarTermCount; i += 2) {
                const sys_days z = civilDay((*terms)[static_cast<std::size_t>(i)], kChinaOffset);
                hasZhongQi = hasZhongQi || (z >= start && z < end);
            }
            if (!hasZhongQi) s.leapIndex = j;
        }
    }
    return s;
}

} // namespace

Outcome<LunarDate> lunarDate(sys_days day)
{
    if (!inRange(day)) return CalendarError::OutOfRange;
    int year = static_cast<int>(std::chrono::year_month_day(day).year());
    auto sui = suiEnding(year);
    if (!sui) return sui.error();
    if (day >= newMoonDay(sui->firstLunation + sui->months)) {
        ++year;
        sui = suiEnding(year);
        if (!sui) return sui.error();
    }
    const int k = lunationOnOrBefore(day);
    const int j = k - sui->firstLunation;  // 0 … 12
    const bool leap = j == sui->leapIndex;
    const int regular = sui->leapIndex >= 0 && j >= sui->leapIndex ? j - 1 : j;  // 0 = 十一月
    LunarDate r;
    r.month = (regular + 10) % 12 + 1;
    r.leap = leap;
    r.year = regular < 2 ? year - 1 : year;
    r.day = static_cast<int>((day - newMoonDay(k)).count()) + 1;
    return r;
}

Outcome<sys_days> lunarMonthStart(int year, int month, bool leap)
{
    if (month < 1 || month > 12) return CalendarError::InvalidInput;
    // 十一月 and 十二月 of lunar year Y belong to the 歲 ending with 冬至 of Y+1.
    const int suiYear = month >= 11 ? year + 1 : year;
    const auto sui = suiEnding(suiYear);
    if (!sui) return sui.error();
    const int regular = month >= 11 ? month - 11 : month + 1;  // 0 = 十一月
    // The leap month (raw index L) follows regular month L − 1; regular months from L on are
    // shifted by one.
    const bool shifted = sui->leapIndex >= 0 && regular >= sui->leapIndex;
    if (leap && sui->leapIndex != regular + 1) return CalendarError::InvalidInput;
    const int j = leap ? sui->leapIndex : shifted ? regular + 1 : regular;
    const sys_days start = newMoonDay(sui->firstLunation + j);
    if (!inRange(start)) return CalendarError::OutOfRange;
    return start;
}

} // namespace najia::calendar
