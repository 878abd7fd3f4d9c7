#include "engine/casting/meihua.h"

#include "engine/calendar/lunar.h"

#include <string>

namespace najia::casting {

Cast castOf(const MeihuaResult& r)
{
    const Hexagram h(r.lower, r.upper);
    Cast cast{};
    for (const LinePos pos : allLines) {
        const bool yang = h.isYang(pos);
        const bool moving = pos == r.moving;
        cast[pos.index()] = yang ? (moving ? LineValue::OldYang : LineValue::YoungYang)
                                                       : (moving ? LineValue::OldYin : LineValue::YoungYin);
    }
    return cast;
}

MeihuaResult meihuaByTime(const MeihuaTime& t)
{
    const int upper = index(t.year) + 1 + t.month + t.day;  // 3 … 54
    const int lower = upper + index(t.hour) + 1;            // 4 … 66
    return {upper, lower, lower, trigramOfTotal(upper), trigramOfTotal(lower), movingLineOfTotal(lower)};
}

calendar::Outcome<MeihuaTime> meihuaTimeAt(calendar::sys_seconds utc, std::chrono::seconds clockOffset,
                                           const calendar::PillarOptions& options, MeihuaYear year)
{
    using namespace std::chrono;
    const auto reading = calendar::fourPillars(utc, clockOffset, options);
    if (!reading) return reading.error();
    // The civil day the day pillar belongs to: the day clock's date, one hour ahead under 子時換日.
    seconds shift = reading->dayClockOffset;
    if (options.dayBoundary == calendar::DayBoundary::At23) shift += hours(1);
    const auto day = floor<days>(utc + shift);
    const auto lunar = calendar::lunarDate(day);
    if (!lunar) return lunar.error();
    const Branch yearBranch = year == MeihuaYear::SpringStart
                                  ? reading->pillars.year->branch()
                                  : calendar::yearGanZhi(lunar->year).branch();
    return MeihuaTime{yearBranch, lunar->month, lunar->day, reading->pillars.hour->branch()};
}

Result<MeihuaResult> meihuaByNumbers(const std::vector<int>& numbers, NumberMoving moving)
{
    if (numbers.size() != 2 && numbers.size() != 3)
        return Error{"number casting takes two or three numbers, got " + std::to_string(numbers.size())};
    for (int n : numbers)
        if (n < 1 || n > 1'000'000)
            return Error{"number " + std::to_string(n) + " is out of range (1 … 1000000)"};
    const int a = numbers[0], b = numbers[1];
    int total = a + b;
    if (numbers.size() == 3) total = moving == NumberMoving::Third ? numbers[2] : total + numbers[2];
    return MeihuaResult{a, b, total, trigramOfTotal(a), trigramOfTotal(b), movingLineOfTotal(total)};
}

} // namespace najia::casting
