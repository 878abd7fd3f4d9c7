// 農曆: lunar months by 定朔 (true new moons) and the 中氣 rule for leap months, at 120°E.
#pragma once

#include "engine/calendar/julian_day.h"
#include "engine/calendar/calendar_result.h"

namespace najia::calendar {

struct LunarDate {
    int year = 0;       // the Gregorian year in which this lunar year's 正月 begins
    int month = 1;      // 1 (正月) … 12 (臘月)
    bool leap = false;  // 閏月: takes the number of the month before it
    int day = 1;        // 1 … 30

    friend bool operator==(const LunarDate&, const LunarDate&) = default;
};

// The lunar date of a civil day, by the rules of the 時憲曆 as reformed in 1645 and as the
// 紫金山天文台 computes it today (GB/T 33661-2017 《農曆的編算和頒行》):
//  - a month begins on the civil day (UTC+8, the 120°E meridian) of a new moon;
//  - the month containing the 冬至 is 十一月;
//  - when 13 new moons separate two 十一月, the first month after the first 十一月 that contains
//    no 中氣 is the leap month.
// New moons: new_moon.h (Meeus ch. 49); 中氣: solar_terms.h. Days in 1600–2400 are accepted;
// the result follows the official calendar 1929–2100 (before 1929 China reckoned at Beijing's
// meridian, 116°25′E, which moves a few new moons across midnight); docs/calendar.md.
Outcome<LunarDate> lunarDate(sys_days day);

// The civil day (UTC+8) of the start of the given lunar month; the inverse of lunarDate.
Outcome<sys_days> lunarMonthStart(int year, int month, bool leap);

} // namespace najia::calendar
