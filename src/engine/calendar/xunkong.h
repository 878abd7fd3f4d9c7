// 旬空 (空亡) and 月破: rules on the sixty-pair cycle and the twelve branches.
#pragma once

#include "engine/branch_relations.h"
#include "engine/ganzhi.h"

#include <array>

namespace najia::calendar {

// 旬空: the two branches of a pair's 旬 (decade) that no stem reaches.
// Seed 000 §五十一 六甲旬空起例: 「甲子旬中戌亥空，甲寅旬中子丑空，甲辰旬中寅卯空，甲午旬中辰巳空，
// 甲申旬中午未空，甲戌旬中申酉空」 — 「甲子日至癸酉，十日為一旬，旬內無戌亥，故曰戌亥空」.
// (The seed writes 戍 for 戌, a transcription error.) The decade starting at 甲X runs through the ten
// branches X … X+9, so X+10 and X+11 are void.
constexpr std::array<Branch, 2> voidBranches(GanZhi g)
{
    const Branch head = GanZhi(g.decade() * 10).branch();  // 子 戌 申 午 辰 寅
    return {head + 10, head + 11};
}

constexpr bool isVoid(Branch b, GanZhi g)
{
    const auto v = voidBranches(g);
    return b == v[0] || b == v[1];
}

// 月破: the branch the month ruler clashes. Seed 000 §五十二 月破定例: 「立春正月節建寅破申 … 凡月建所沖之爻
// 名為月破」.
constexpr Branch monthBreak(Branch monthRuler) { return clashPartner(monthRuler); }

} // namespace najia::calendar
