// 八卦旺相 by the eight nodes (易冒 卷4) and the 節氣 用事 table (易隱 卷2): which trigram, stem or
// branch takes charge from each solar term.
#pragma once

#include "engine/element.h"
#include "engine/calendar/calendar_result.h"
#include "engine/calendar/solar_terms.h"
#include "engine/stem_branch.h"
#include "engine/terms.h"
#include "engine/trigram.h"

#include <array>
#include <cstdint>
#include <optional>

namespace najia::calendar {

// 旺 相 胎 沒 死 囚 休 廢: the eight states of a trigram in the season (GLOSSARY). Seed 002
// (易冒 卷4) line 27: 「八卦豈無旺相胎沒死囚休廢之用哉，然以月令言毋以日時言也」.
enum class TrigramState : std::uint8_t {
    Prosperous, Strong, Embryo, Sunken, Dead, Confined, Resting, Discarded,
};
inline constexpr int kTrigramStateCount = 8;

// The eight nodes (八節) in the order the year runs from 立春, and the trigram that is 旺 from
// each. Seed 002 (易冒 卷4) line 27, 訣: 「立春歸艮土，春分震木齊，立夏時當巽，夏至本寻離，立秋坤土主，
// 秋分兌泽奇，立冬乾旺處，冬至坎方宜，當權八卦臨八節，逐卦循環細細推」. The rule: the 後天 trigrams in
// their compass order from the north-east (艮 震 巽 離 坤 兌 乾 坎), one every 45° of the Sun,
// starting with 艮 at 立春 (315°).
inline constexpr std::array<Trigram, 8> kLaterHeavenCycle = {
    Trigram::Gen, Trigram::Zhen, Trigram::Xun, Trigram::Li,
    Trigram::Kun, Trigram::Dui, Trigram::Qian, Trigram::Kan,
};

// Steps from 立春 (0 … 23) of a term.
constexpr int stepsFromLiChun(SolarTerm t) { return (index(t) - index(SolarTerm::LiChun) + 24) % 24; }
// 立春 春分 立夏 夏至 立秋 秋分 立冬 冬至: every third term from 立春.
constexpr bool isNode(SolarTerm t) { return stepsFromLiChun(t) % 3 == 0; }
// The node that opens the 45-day period (三氣, 「卦旺三氣」, 002 line 35) a term lies in.
constexpr SolarTerm nodeOf(SolarTerm t) { return solarTermAt(index(t) - stepsFromLiChun(t) % 3); }
// The trigram 旺 from a term's node.
constexpr Trigram prosperousTrigram(SolarTerm t) { return kLaterHeavenCycle[static_cast<std::size_t>(stepsFromLiChun(t) / 3)]; }

// The state of a trigram while `ruler` is 旺: the states follow the cycle from the ruler.
// Seed 002 (易冒 卷4) line 43: 「冬至始起於坎，而旺相胎沒死囚休廢，終止乎乾」 (坎旺 艮相 震胎 巽沒 離死
// 坤囚 兌休 乾廢); line 35: 「冬至坎旺而艮相，春分震旺而巽相，夏至離旺而坤相，秋分兌旺而乾相」.
TrigramState trigramState(Trigram t, Trigram ruler);

// The states of all eight trigrams (indexed by bits(Trigram)) during a term.
std::array<TrigramState, 8> trigramStates(SolarTerm t);

// What takes charge (用事) from a term in 易隱's table: at a node a trigram (旺, with the next one
// 相), else one of the 二十四山's stems or branches. Seed 001 (易隱 卷2) line 103: 「立春正月節艮旺震相，
// 雨水正月中寅木用事，驚蟄二月節甲木用事；春分二月中震旺巽相 … 小寒十二月節癸水用事，大寒十二月中丑土用事」.
// The rule: the 24 terms from 立春 walk the 24 mountains from 艮 (艮 寅 甲 卯 乙 辰 巽 巳 丙 午 丁 未
// 坤 申 庚 酉 辛 戌 乾 亥 壬 子 癸 丑), 15° each; at the four cardinal mountains 卯 午 酉 子 their
// trigrams 震 離 兌 坎 take charge, being nodes.
enum class RulerKind : std::uint8_t { Trigram, Stem, Branch };
struct TermRuler {
    RulerKind kind = RulerKind::Trigram;
    Trigram trigram = Trigram::Kun;  // kind Trigram: the 旺 trigram
    Trigram strong = Trigram::Kun;   // kind Trigram: the 相 trigram
    Stem stem = Stem::Jia;           // kind Stem
    Branch branch = Branch::Zi;      // kind Branch
    Element element = Element::Wood; // of the trigram, stem or branch

    friend constexpr bool operator==(const TermRuler&, const TermRuler&) = default;
};
TermRuler termRuler(SolarTerm t);

// 餘旺: seed 002 line 35 「卦旺三氣，亦有一候之餘旺」 — 「如立春艮旺，至春分後艮尚旺五日，未即廢也」. For
// five days after a node the previous node's trigram is still 旺.
inline constexpr std::int64_t kLingeringSeconds = 5 * 86400;

// The trigram season of an instant, for display.
struct TrigramSeason {
    SolarTerm term = SolarTerm::LiChun;       // the last term at or before the instant
    SolarTerm node = SolarTerm::LiChun;       // the last of the eight nodes
    sys_seconds nodeInstant{};
    Trigram prosperous = Trigram::Gen;        // 旺
    std::optional<Trigram> lingering;         // 餘旺: the previous ruler, within 5 days of the node
    std::array<TrigramState, 8> states{};     // indexed by bits(Trigram)
    TermRuler ruler;                          // 易隱's 用事 of `term`
};
Outcome<TrigramSeason> trigramSeasonAt(sys_seconds utc);

} // namespace najia::calendar

namespace najia {
template <> std::span<const Term> termsOf<calendar::TrigramState>();
} // namespace najia
