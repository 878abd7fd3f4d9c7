// The almanac of a date (協紀辨方書 卷七 義例五, seed 003): the day's 黃道/黑道 spirit and 喜神,
// and for each of its twelve hours the marks of hours.h and the 天乙, 天官, 福星 nobles, 八祿,
// 日建/日破/日合/日害/日刑, 旬中空亡.
#pragma once

#include "engine/calendar/calendar_result.h"
#include "engine/shensha/hours.h"
#include "engine/terms.h"

#include <array>
#include <chrono>

namespace najia::shensha {

struct HourMarks {
    Branch branch = Branch::Zi;
    GanZhi pillar;                               // 五鼠遁 from the day stem
    PathSpirit spirit = PathSpirit::AzureDragon;  // by the day branch
    Branch general = Branch::Zi;                 // 月將 at the middle of the hour
    bool nobleYang = false;  // 天乙 陽貴 (晝) of the day stem
    bool nobleYin = false;   // 天乙 陰貴 (夜)
    bool heavenlyOfficial = false;  // 天官貴人 (003)
    bool fortuneStar = false;       // 福星貴人 (003: 日干生時干)
    bool joyGod = false;            // 喜神 時
    bool prosperity = false;        // 八祿時 (003 line 353: 「本日之祿位也」)
    bool dayRuler = false, dayBreak = false, dayHarmony = false, dayHarm = false, dayPunishment = false;
    bool fiveMisfortunes = false;
    bool nineUgly = false;
    bool decadeVoid = false;  // 旬中空亡 (003 lines 561–565)
    bool roadBlock = false;   // 截路空亡
    std::optional<NobleGate> nobleGate;  // 貴登天門
};

struct FourGreatHour {
    int mountain;      // 0..23, see mountainAt
    int startMinutes;  // local clock, minutes after midnight; one hour long
};

struct Almanac {
    GanZhi day;
    Branch monthBranch;      // 月建 at local noon (by the 節)
    PathSpirit daySpirit;    // by the month branch
    Branch joyGod;           // 喜神's branch (its hour) …
    Direction joyDirection;  // … and direction
    Branch generalAtNoon;    // 月將 at local noon
    std::array<FourGreatHour, 4> fourGreat;  // with the noon general
    std::array<HourMarks, 12> hours;         // 子 first
};

// The rules alone, from the day, the month branch and the general of each hour.
struct AlmanacSettings {
    NobleSchool noble = NobleSchool::KaoYuan;  // 陽貴/陰貴: 考原 or 曹震圭
    FiveMisfortuneRule fiveMisfortunes = FiveMisfortuneRule::StemOnly;
};

Almanac almanacOf(GanZhi day, Branch monthBranch, const std::array<Branch, 12>& generals,
                  Branch generalAtNoon, const AlmanacSettings& settings = {});

// The 月將 in force at an instant: that of the last 中氣 before it.
calendar::Outcome<Branch> monthGeneralAt(calendar::sys_seconds utc);

// The almanac of a civil date for a clock at `standardOffset` (daylight saving removed): the
// month at local noon, the general of each hour at its middle (子 at 00:00, 丑 at 02:00 …).
calendar::Outcome<Almanac> almanacOn(calendar::sys_days date, std::chrono::seconds standardOffset,
                                     const AlmanacSettings& settings = {});

} // namespace najia::shensha

namespace najia {
template <> std::span<const Term> termsOf<shensha::PathSpirit>();
template <> std::span<const Term> termsOf<shensha::Direction>();
template <> std::span<const Term> termsOf<shensha::NobleGate>();
} // namespace najia
