// 納音: the phase of each pair of the sixty cycle, by 易隱 卷2's 大衍 arithmetic:
// 「先布大衍四十九數在地，次將甲己子午九，乙庚丑未八，丙辛寅申七，丁壬卯酉六，戊癸辰戌五，巳亥單四數。
// 依數除之，除減不盡，又按五行之數除之，餘者，一水，二火，三木，四金，五土。相生取用，便是納音也」
// (the seed writes 甲巳 for 甲己 and 己亥 for 巳亥). Checked against the 60-row table in tests.
#pragma once

#include "engine/ganzhi.h"

#include <string_view>

namespace najia {

namespace detail {
// 甲己子午 9, 乙庚丑未 8, 丙辛寅申 7, 丁壬卯酉 6, 戊癸辰戌 5, 巳亥 4.
constexpr int dayanNumber(Stem s) { return 9 - index(s) % 5; }
constexpr int dayanNumber(Branch b) { return 9 - index(b) % 6; }
} // namespace detail

// The two pairs 甲子乙丑, 丙寅丁卯 … share one 納音; `g` and its partner are summed.
constexpr Element nayinElement(GanZhi g)
{
    const GanZhi first(g.index() / 2 * 2);
    const GanZhi second = first + 1;
    const int sum = detail::dayanNumber(first.stem()) + detail::dayanNumber(first.branch()) +
                    detail::dayanNumber(second.stem()) + detail::dayanNumber(second.branch());
    const int rest = (49 - sum) % 5;  // 「五減零求」: 0 counts as 5 (土)
    // 一水 二火 三木 四金 五土, and the 納音 is the phase that one generates.
    constexpr Element byRemainder[] = {Element::Earth, Element::Water, Element::Fire, Element::Wood,
                                       Element::Metal};
    return generated(byRemainder[rest]);
}

// The 納音 name (「海中金」), in 繁體 or 简体: 30 names, one per pair of pairs.
std::string_view nayinName(GanZhi g, bool simplified = false);

} // namespace najia
