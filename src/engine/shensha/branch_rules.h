// The rules behind the 神煞 counted from a branch (the year branch, and the month and day branch
// where the text says 月日同), 易隱 卷2 司天氏王政秘傳 (seed 001 lines 131–179).
// Most rows are the twelve branches rotated (「逐位順去」) or read backward; the four- and
// three-year cycles are a step of ±3 or ±4 along the circle. Each row of the seed is checked
// against its rule in tests/tst_shensha_branch.cpp.
#pragma once

#include "engine/branch_relations.h"

#include <cstdint>

namespace najia::shensha {

// target = offset + step × branch (mod 12): step 1 is a rotation of the twelve (太歲 … 病符),
// step −1 a row read backward (天喜, 八座 …), step ±3 a four-year cycle (咸池, 災殺 …), ±4 a
// three-year cycle (的殺, 三殺), step 2 the six-year cycle of 天馬.
struct Affine {
    std::int8_t offset;
    std::int8_t step;
};
constexpr Branch apply(Affine r, Branch b) { return branchAt(r.offset + r.step * index(b)); }

// Where the 驛馬 of a branch stands, and with it the twelve 馬前神煞.
enum class HorseRule : std::uint8_t {
    FourHorses,  // 申子辰馬居寅 … (000 line 88; 001's second 驛馬 row; the common 十二神煞)
    Clash,       // 001: 「以太歲對宮上加驛馬 … 馬即沖破是也」 — the branch's own 沖
};

// 驛馬. 001: 「申子辰馬居寅午戌，寅午戌馬居申子辰 …」 read with its own example 「今人只用四馬」 as
// the 沖 of the 三合's 長生 (申子辰 → 寅); under `Clash` the 沖 of the branch itself.
constexpr Branch postHorse(Branch b, HorseRule rule)
{
    return rule == HorseRule::Clash ? clashPartner(b) : clashPartner(threeHarmony(b).members[0]);
}

// The k-th of the 馬前神煞, counted forward from the 驛馬 (001: 「以太歲對宮上加驛馬，逐位順去」):
// 0 驛馬, 1 六害, 2 華蓋, 3 劫殺, 4 天殺, 5 地殺, 6 年殺, 7 月殺, 8 日殺, 9 亡神, 10 將星, 11 攀鞍.
constexpr Branch beforeHorse(Branch b, int k, HorseRule rule) { return postHorse(b, rule) + k; }

// 孤神 (001 「寅寅巳巳巳申申申亥亥亥寅」): the branch after the season (三會) the branch belongs to;
// 寡宿 (「戌戌丑丑丑辰辰辰未未未戌」): the branch before it.
constexpr Branch lonelySpirit(Branch b) { return threeMeeting(b).members[2] + 1; }
constexpr Branch widowStar(Branch b) { return threeMeeting(b).members[0] - 1; }

// 地解 (001 「未未申申酉酉戌戌亥亥午午」): two years to a branch, 子丑 未 … 戌亥 午.
constexpr Branch earthlyRelease(Branch b) { return Branch::Wu + (index(b) / 2 + 1) % 6; }

// 支官 and 支鬼 (001, garbled rows reconstructed): the branches of the phase that controls the
// branch, of the other polarity (支官, 正官) or the same (支鬼, 七殺); earth gives two (辰戌, 丑未).
// Bit i set: branch i.
constexpr std::uint16_t controllingBranches(Branch b, bool samePolarity)
{
    std::uint16_t mask = 0;
    for (int i = 0; i < kBranchCount; ++i) {
        const Branch c = branchAt(i);
        if (controls(element(c), element(b)) && ((polarity(c) == polarity(b)) == samePolarity))
            mask = static_cast<std::uint16_t>(mask | (1u << i));
    }
    return mask;
}

// Rows with no rule we can state, carried as the seed gives them (001), by branch 子 … 亥.
// 唐符 by the year 「巳子丑寅卯辰巳子丑寅卯辰」 and 國印 「亥午未申酉戌亥午未申酉戌」 (each other's 沖).
inline constexpr std::array<Branch, 6> kTangFuYear = {Branch::Si, Branch::Zi, Branch::Chou,
                                                      Branch::Yin, Branch::Mao, Branch::Chen};
// 吞叨 「戌寅丑戌辰卯寅寅戌戌寅寅」.
inline constexpr std::array<Branch, 12> kTunDao = {Branch::Xu,  Branch::Yin, Branch::Chou, Branch::Xu,
                                                   Branch::Chen, Branch::Mao, Branch::Yin, Branch::Yin,
                                                   Branch::Xu,  Branch::Xu,  Branch::Yin,  Branch::Yin};

} // namespace najia::shensha
