// Day and hour selection of 協紀辨方書 卷七 義例五 (seed 003), as rules on the branches:
// 黃道黑道, 喜神, 月將, 四大吉時, 貴登天門, 五不遇, 九醜, 截路空亡.
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/calendar/solar_terms.h"
#include "engine/shensha/noble.h"
#include "engine/trigram.h"

#include <array>
#include <optional>
#include <variant>

namespace najia::shensha {

// 黃黑道十二神, in their order (003 lines 102–105, 考原: 「一青龍二明堂三天刑四朱雀五金匱六天德七白虎
// 八玉堂九天牢十元武十一司命十二勾陳」; 元武 is 玄武 under the Qing taboo).
enum class PathSpirit : std::uint8_t {
    AzureDragon, BrightHall, HeavenlyPunishment, VermilionBird, GoldenCoffer, HeavenlyVirtue,
    WhiteTiger, JadeHall, HeavenlyPrison, BlackTortoise, Commander, HookChen,
};
inline constexpr int kPathSpiritCount = 12;

// 003 lines 105–110: 「寅申青龍起子，卯酉起寅，辰戌起辰，巳亥起午，子午起申，丑未起戌，順行十二辰。
// 月起日則建寅之月子日為青龍，丑日為明堂；日起時則子日申時起青龍，酉時為明堂」. The ruler is the
// month branch for a day and the day branch for an hour; 青龍 starts at 2 × (ruler − 寅).
constexpr PathSpirit pathSpirit(Branch ruler, Branch at)
{
    const Branch dragon = branchAt(2 * (index(ruler) - 2));
    return static_cast<PathSpirit>(stepsFrom(dragon, at));
}
// 003 line 28: 「青龍明堂金匱天德玉堂司命皆月內天黃道之神也」; the other six are 黑道.
constexpr bool isYellow(PathSpirit s)
{
    switch (s) {
    case PathSpirit::AzureDragon: case PathSpirit::BrightHall: case PathSpirit::GoldenCoffer:
    case PathSpirit::HeavenlyVirtue: case PathSpirit::JadeHall: case PathSpirit::Commander: return true;
    default: return false;
    }
}

// The eight directions; the 後天 trigram of each.
enum class Direction : std::uint8_t { North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest };
// 後天八卦: 坎北 艮東北 震東 巽東南 離南 坤西南 兌西 乾西北.
constexpr Trigram trigramOf(Direction d)
{
    constexpr std::array<Trigram, 8> t = {Trigram::Kan, Trigram::Gen, Trigram::Zhen, Trigram::Xun,
                                          Trigram::Li,  Trigram::Kun, Trigram::Dui,  Trigram::Qian};
    return t[static_cast<std::size_t>(d)];
}
// The direction (後天 sector) a branch lies in: 子 北, 丑寅 東北, 卯 東, 辰巳 東南, 午 南, 未申 西南,
// 酉 西, 戌亥 西北.
constexpr Direction directionOf(Branch b)
{
    constexpr std::array<Direction, 12> d = {
        Direction::North, Direction::NorthEast, Direction::NorthEast, Direction::East,
        Direction::SouthEast, Direction::SouthEast, Direction::South, Direction::SouthWest,
        Direction::SouthWest, Direction::West, Direction::NorthWest, Direction::NorthWest};
    return d[static_cast<std::size_t>(index(b))];
}

// 喜神 (003 lines 324–337, 考原): 「喜神者見丙也，假令甲己之干用五虎元起丙寅，寅為艮故在艮也；乙庚之干得
// 丙戌，戌為乾 …」 — the branch where 丙 falls when the 五虎遁 of the day stem is counted out, and
// the hour of that branch: 甲己 艮 寅時, 乙庚 乾 戌時, 丙辛 坤 申時, 丁壬 離 午時, 戊癸 巽 辰時.
constexpr Branch joyGodBranch(Stem day)
{
    return Branch::Yin + stepsFrom(calendar::firstMonthStem(day), Stem::Bing);
}

// 月將 (003 lines 436–449): 雨水 亥將, 春分 戌將 … 大寒 子將 — one step back at each 中氣.
// For a 節, the general of the 中氣 before it.
constexpr Branch monthGeneral(calendar::SolarTerm lastTerm)
{
    const int t = calendar::index(lastTerm);
    const int zhong = t % 2 == 1 ? t : t - 1;  // 中氣 have odd indices (大寒 1, 雨水 3 …)
    return Branch::Hai - (((zhong - 3) / 2) % 12 + 12) % 12;
}

// 二十四山 (the 24 "hours" of 003's 雙山 reading, lines 460–470): 子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚
// 酉辛戌乾亥壬. Index 0 is 子; branches are the even indices.
using Mountain = std::variant<Branch, Stem, Trigram>;
constexpr Mountain mountainAt(int k)
{
    k = ((k % 24) + 24) % 24;
    if (k % 2 == 0) return branchAt(k / 2);
    switch (k) {
    case 3: return Trigram::Gen;
    case 9: return Trigram::Xun;
    case 15: return Trigram::Kun;
    case 21: return Trigram::Qian;
    default: break;
    }
    constexpr std::array<Stem, 8> stems = {Stem::Gui, Stem::Jia, Stem::Yi, Stem::Bing,
                                           Stem::Ding, Stem::Geng, Stem::Xin, Stem::Ren};
    constexpr std::array<int, 12> slot = {0, -1, 1, 2, -1, 3, 4, -1, 5, 6, -1, 7};  // k = 1,3,5 … 23
    return stems[static_cast<std::size_t>(slot[static_cast<std::size_t>(k / 2)])];
}
// The clock interval of mountain k (003 lines 467–469: 「亥時為亥初二刻至亥正二刻，壬時為亥正二刻至子初
// 二刻，子時為子初二刻至子正二刻」): minutes from local midnight of its start, one hour long.
constexpr int mountainStartMinutes(int k) { return ((23 * 60 + 30 + 60 * k) % 1440 + 1440) % 1440; }

// 四大吉時 (四煞沒時; 003 lines 379–389): with the 月將 on the hour, the four 煞 辰戌丑未 fall on the
// four 維 乾坤艮巽: 月將 in 四孟 甲丙庚壬時, in 四仲 癸乙丁辛時, in 四季 艮巽坤乾時. Derived: 丑 on
// the heaven plate lands on a 維 (mountain 3, 9, 15 or 21). The four mountain indices, ascending.
constexpr std::array<int, 4> fourGreatMountains(Branch general)
{
    std::array<int, 4> out{};
    std::size_t n = 0;
    for (int m = 0; m < 24; ++m)
        if (((m + 2 * (index(Branch::Chou) - index(general))) % 24 + 24) % 24 % 6 == 3) out[n++] = m;
    return out;
}

// 晝夜 of an hour for 貴登天門 (003 line 431: 「卯酉辰戌時兼占晝夜」): 巳 … 申 day, 亥 … 寅 night,
// 卯辰酉戌 both.
constexpr bool isDayHour(Branch h) { return stepsFrom(Branch::Mao, h) <= 5; }
constexpr bool isNightHour(Branch h) { return stepsFrom(Branch::You, h) <= 5; }

enum class NobleGate : std::uint8_t { Yang, Yin };
// 貴登天門 (003 lines 402–460): 「以月將加用時，晝用陽貴，夜用陰貴 … 貴人臨乾亥登天門」 — with the
// general on the hour, the noble's branch on the heaven plate stands over 亥: hour = 亥 + general
// − noble. 「如雨水後甲日卯時以月將亥加甲卯則陽貴未加乾亥」.
constexpr Branch gateHour(Branch general, Branch noble) { return Branch::Hai + (index(general) - index(noble)); }
constexpr std::optional<NobleGate> nobleGate(Stem day, Branch general, Branch hour,
                                             NobleSchool school = NobleSchool::KaoYuan)
{
    const Nobles n = nobles(day, school);
    if (isDayHour(hour) && gateHour(general, n.day) == hour) return NobleGate::Yang;
    if (isNightHour(hour) && gateHour(general, n.night) == hour) return NobleGate::Yin;
    return std::nullopt;
}

// 五不遇時 (003 lines 485–509), two readings:
//   StemOnly — 神煞起例 「五不遇時干尅日干也」: the hour's 五鼠遁 stem controls the day stem; the book
//              prefers it (「今考其義不若神煞起例之善」). The default.
//   DunJia   — 遁甲隱公歌注: 「時干尅日干，時支尅日支，名為損明 … 如甲乙日庚辛時，亥子日辰戌時，寅卯日申酉時」
//              — either the stem or the branch controls; the book rejects the branch half.
// The book's further exception (「尚須論其所臨之支是否與日干日支相生，如其相生則又不為五不遇也」) reasons
// from the branches' hidden stems (「寅中有火」), which no seed tabulates; it is not applied.
enum class FiveMisfortuneRule : std::uint8_t { StemOnly, DunJia };

constexpr bool fiveMisfortunes(GanZhi day, Branch hour, FiveMisfortuneRule rule = FiveMisfortuneRule::StemOnly)
{
    const Stem ds = day.stem();
    const bool stem = controls(element(calendar::hourGanZhi(ds, hour).stem()), element(ds));
    switch (rule) {
    case FiveMisfortuneRule::StemOnly: return stem;
    case FiveMisfortuneRule::DunJia: return stem || controls(element(hour), element(day.branch()));
    }
    return stem;
}
// The stem-only reading needs only the day stem.
constexpr bool fiveMisfortunes(Stem day, Branch hour)
{
    return controls(element(calendar::hourGanZhi(day, hour).stem()), element(day));
}

// 九醜 (003 lines 520–550): the ten days of 乙戊己辛壬 on 子午卯酉 (戊子 戊午 壬子 壬午 乙卯 己卯 辛卯
// 乙酉 己酉 辛酉), at the one hour of each general the book's table gives: 「內一層為子則是大寒立春也，
// 戊子日則丑時為九醜，戊午日則未時為九醜」 — the day branch, on the heaven plate, over 丑 (大吉):
// hour = 丑 + general − day branch. (Read literally, 「大吉臨日辰」 would put 丑 of the heaven plate
// over the day branch, giving 亥 and 巳 in the book's examples; see docs/shensha.md.)
constexpr bool isNineUglyDay(GanZhi d)
{
    const Stem s = d.stem();
    const bool stem = s == Stem::Yi || s == Stem::Wu || s == Stem::Ji || s == Stem::Xin || s == Stem::Ren;
    return stem && index(d.branch()) % 3 == 0;  // 子 卯 午 酉
}
constexpr bool nineUgly(GanZhi day, Branch general, Branch hour)
{
    return isNineUglyDay(day) && hour == Branch::Chou + (index(general) - index(day.branch()));
}

// 截路空亡 (003 lines 591–595): 「甲己日申酉時 … 戊癸日子丑戌亥時 … 以五鼠遁起甲子順歷之得壬申癸酉」
// — the hours whose 五鼠遁 stem is 壬 or 癸.
constexpr bool roadBlock(Stem day, Branch hour)
{
    const Stem s = calendar::hourGanZhi(day, hour).stem();
    return s == Stem::Ren || s == Stem::Gui;
}

} // namespace najia::shensha
