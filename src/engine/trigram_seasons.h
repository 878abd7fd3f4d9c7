// 八卦旺相胎沒死囚休廢 by the solar terms (易冒 卷4, 002 lines 35–47): each trigram rules (旺, 用事) three
// 氣, 45 days, in 後天 order from 冬至: 「冬至坎旺而艮相，春分震旺而巽相，夏至離旺而坤相，秋分兌旺而乾相，
// 卦旺三氣」; 「故冬至始起於坎，而旺相胎沒死囚休廢，終止乎乾」 — the ruling trigram is 旺, the next in 後天
// order 相, then 胎, 沒, 死, 囚, 休, 廢.
#pragma once

#include "calendar/solar_terms.h"
#include "terms.h"
#include "trigram.h"

#include <cstdint>

namespace najia {

enum class TrigramState : std::uint8_t { Ruling, Strong, Embryo, Sunk, Dead, Confined, Resting, Abandoned };
inline constexpr int kTrigramStateCount = 8;

// The trigram that rules (用事) the 45 days the term falls in: 冬至 小寒 大寒 坎, 立春 雨水 驚蟄 艮 ….
constexpr Trigram rulingTrigram(calendar::SolarTerm t)
{
    const int period = ((calendar::index(t) - calendar::index(calendar::SolarTerm::DongZhi) + 24) % 24) / 3;
    constexpr Trigram byPosition[8] = {Trigram::Kan, Trigram::Gen, Trigram::Zhen, Trigram::Xun,
                                       Trigram::Li,  Trigram::Kun, Trigram::Dui,  Trigram::Qian};
    return byPosition[period];
}

constexpr TrigramState trigramState(Trigram t, calendar::SolarTerm term)
{
    return static_cast<TrigramState>((laterHeavenPosition(t) - laterHeavenPosition(rulingTrigram(term)) + 8) % 8);
}

template <> std::span<const Term> termsOf<TrigramState>();

} // namespace najia
