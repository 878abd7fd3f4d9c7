// 梅花易數 casting by time and by numbers (邵雍 《梅花易數》 卷一, 「年月日時起卦」 and 「物數占」/
// 「聲音占」), with the 先天數 of 易隱 卷2 (001 line 103): 「乾一，兌二，離三，震四，巽五，坎六，艮七，坤八」.
//
// Time: 「凡起卦以年月日為上卦，年月日加時總為下卦，又以年月日時總數取爻」. With
//   Y = the year's branch number (子1 … 亥12), M = the lunar month (1 … 12), D = the lunar day
//   (1 … 30), H = the hour's branch number (子1 … 亥12):
//   upper = (Y + M + D) mod 8, lower = (Y + M + D + H) mod 8  (remainder 0 → 8, 坤),
//   moving line = (Y + M + D + H) mod 6                      (remainder 0 → 6, 上爻).
// Numbers: the first number gives the upper trigram, the second the lower, and their sum the
// moving line; with a third number, the moving line is the sum of all three (default) or the
// third alone, as schools differ.
// The cast has the moving line as an old line (老陽 9 / 老陰 6); the others are young.
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/calendar/calendar_result.h"
#include "engine/chart.h"
#include "engine/result.h"

#include <vector>

namespace najia::casting {

// 先天數 n (1 … 8) → trigram; the inverse of earlierHeavenNumber (trigram.h).
constexpr Trigram trigramOfEarlierHeavenNumber(int n /* 1 … 8 */)
{
    for (int b = 0; b < kTrigramCount; ++b)
        if (earlierHeavenNumber(trigramFromBits(b)) == n) return trigramFromBits(b);
    return Trigram::Kun;
}

// A positive total → its trigram: total mod 8, remainder 0 counting as 8 (坤).
constexpr Trigram trigramOfTotal(int total) { return trigramOfEarlierHeavenNumber((total - 1) % 8 + 1); }
// A positive total → the moving line 1 … 6: total mod 6, remainder 0 counting as 6 (上爻).
constexpr LinePos movingLineOfTotal(int total) { return LinePos((total - 1) % 6 + 1); }

struct MeihuaResult {
    int upperTotal;   // the number the upper trigram is taken from
    int lowerTotal;
    int movingTotal;
    Trigram upper;
    Trigram lower;
    LinePos moving;
};

// The cast: the hexagram of `lower` and `upper`, line `moving` old.
Cast castOf(const MeihuaResult& r);

struct MeihuaTime {
    Branch year;     // the year's branch
    int month;       // lunar month 1 … 12 (a leap month counts as the month it repeats)
    int day;         // lunar day 1 … 30
    Branch hour;     // 時辰
    friend bool operator==(const MeihuaTime&, const MeihuaTime&) = default;
};
MeihuaResult meihuaByTime(const MeihuaTime& t);

// Which year's branch counts: the lunar year (from 正月初一; 梅花易數 counts by the lunar
// calendar, the default) or the pillar year (from 立春).
enum class MeihuaYear : std::uint8_t { LunarNewYear, SpringStart };

// The 梅花 time inputs of an instant, with the same clock as the pillars: the hour is the hour
// pillar's branch, the lunar day that of the day pillar's civil day (so with 子時換日 the lunar day
// turns at 23:00 too, and under 真太陽時 it follows the solar clock).
calendar::Outcome<MeihuaTime> meihuaTimeAt(calendar::sys_seconds utc, std::chrono::seconds clockOffset,
                                           const calendar::PillarOptions& options, MeihuaYear year);

enum class NumberMoving : std::uint8_t { Sum, Third };
// Two or three positive numbers; an error otherwise.
Result<MeihuaResult> meihuaByNumbers(const std::vector<int>& numbers, NumberMoving moving = NumberMoving::Sum);

} // namespace najia::casting
