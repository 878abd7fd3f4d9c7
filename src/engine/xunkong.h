// 旬空 (空亡): the two branches a 旬 (decade of the sixty cycle) leaves without a stem.
// 六甲旬空起例 (000 §51): 「甲子旬中戌亥空，甲寅旬中子丑空，甲辰旬中寅卯空，甲午旬中辰巳空，
// 甲申旬中午未空，甲戌旬中申酉空」 (the seed writes 戍 for 戌) — the ten stems of a 旬 cover ten
// of the twelve branches; the two after the tenth are void.
#pragma once

#include "ganzhi.h"

#include <array>

namespace najia {

constexpr std::array<Branch, 2> voidBranches(GanZhi g)
{
    const int head = g.decade() * 10;  // cycle index of the decade's 甲: 0, 10, … 50
    return {branchAt(head + 10), branchAt(head + 11)};
}

constexpr bool isVoid(Branch b, GanZhi g)
{
    const auto v = voidBranches(g);
    return b == v[0] || b == v[1];
}

} // namespace najia
