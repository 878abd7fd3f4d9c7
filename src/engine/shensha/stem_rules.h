// The 神煞 counted from a stem (the day stem, or the year stem), as rules.
// Each is checked against its row of 易隱 卷2 司天氏王政秘傳 (seed 001 lines 123–129; the seed
// writes 幹 for 干) in tests/tst_shensha_stem.cpp; where the row is a rule, the rule is the
// definition and the row its check.
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/life_stage.h"
#include "engine/nayin.h"

#include <array>

namespace najia::shensha {

// The stem of the same phase and the other polarity (比劫): 甲↔乙, 丙↔丁 …
constexpr Stem siblingStem(Stem s) { return stemAt(index(s) ^ 1); }
// The stem `s` generates with the same polarity (食神): 甲→丙, 乙→丁 …
constexpr Stem eatingGod(Stem s) { return s + 2; }

// 十二長生 of a stem, 陽順陰逆 (火土同宮): yang stems forward from their phase's 長生, yin stems
// backward from the 長生 of the yin stem (乙午 丁酉 己酉 辛子 癸卯), the common reading in which
// 干祿 (臨官) is 甲寅 乙卯 丙巳 丁午 戊巳 己午 庚申 辛酉 壬亥 癸子 as 001 lists it.
constexpr Branch stemStage(Stem s, LifeStage stage)
{
    const int k = static_cast<int>(stage);
    if (polarity(s) == YinYang::Yang) return stageBranch(element(s), stage, EarthStages::WithFire);
    // A yin stem's 臨官 is the branch after its yang sibling's: 乙卯 after 甲寅.
    const Branch office = stageBranch(element(s), LifeStage::Office, EarthStages::WithFire) + 1;
    return office - (k - static_cast<int>(LifeStage::Office));
}

// 干德 (001 「甲庚丙壬戊甲庚丙壬戊」): a yang stem is its own virtue; a yin stem takes the stem it 合s.
constexpr Stem stemVirtue(Stem s) { return polarity(s) == YinYang::Yang ? s : s + 5; }
// 干德合 (001 「己乙辛丁癸己乙辛丁癸」): the stem that 合s the 干德.
constexpr Stem stemVirtueCombination(Stem s) { return stemVirtue(s) + 5; }
// 干祿 (001 「寅卯巳午巳午申酉亥子」): 臨官.
constexpr Branch prosperity(Stem s) { return stemStage(s, LifeStage::Office); }
// 天福貴人 (001 「酉申子亥卯寅午巳午巳」): the 祿 of the stem's 正官 (the stem controlling it, other polarity).
constexpr Stem rightOfficer(Stem s) { return siblingStem(s + 6); }
constexpr Branch heavenlyFortune(Stem s) { return prosperity(rightOfficer(s)); }
// 文昌 (001 「巳子申卯申卯亥午寅酉」): the stem's 病 (甲巳, 乙子 …).
constexpr Branch wenChang(Stem s) { return stemStage(s, LifeStage::Illness); }
// 武曲 (001 「亥午寅酉寅酉巳子申卯」): the stem's 長生.
constexpr Branch wuQu(Stem s) { return stemStage(s, LifeStage::Birth); }
// 天廚 (001 「巳午巳午申酉亥子寅卯」): the 祿 of the 食神.
constexpr Branch heavenlyKitchen(Stem s) { return prosperity(eatingGod(s)); }
// 唐符 by the stem (001 「酉申子亥子亥卯寅午巳」): the stem's 胎.
constexpr Branch tangFu(Stem s) { return stemStage(s, LifeStage::Embryo); }
// 國印 by the stem (001 「戌未丑戌丑戌辰丑未辰」): the stem's 養.
constexpr Branch nationalSeal(Stem s) { return stemStage(s, LifeStage::Nurture); }
// 干官 (001 「辛庚癸壬乙甲丁丙己戊」): the 正官 stem.
constexpr Stem stemOfficer(Stem s) { return rightOfficer(s); }
// 干鬼 and 七殺 (001 「庚辛壬癸甲乙丙丁戊己」): the stem controlling it with the same polarity.
constexpr Stem sevenKillings(Stem s) { return s + 6; }
// 科名 (001 「木木火火土土金金水水」): the stem's own phase.
constexpr Element keMing(Stem s) { return element(s); }

// 刃星 (羊刃; 001 「乙甲丁丙己戊辛庚癸壬，卯寅午巳午巳酉申子亥」): the 劫財 stem, and its 祿 as the
// branch (丙 → 丁 and 午: a stem and a branch, not a 干支 — 丁午 is no pair).
struct StemAndBranch {
    Stem stem;
    Branch branch;
};
constexpr StemAndBranch blade(Stem s)
{
    const Stem rob = siblingStem(s);
    return {rob, prosperity(rob)};
}

// 學堂貴人 (001 「巳巳丙丙戊戊辛辛甲甲，亥亥寅寅申申巳巳申申」, 巳 for 己): the 長生 of the
// stem's phase (水土同宮) in the one pair there whose 納音 is that phase (己亥 平地木, 丙寅 爐中火,
// 戊申 大驛土, 辛巳 白蠟金, 甲申 泉中水).
constexpr GanZhi studyHall(Stem s)
{
    const Branch b = birthBranch(element(s), EarthStages::WithWater);
    for (int k = 0; k < 5; ++k) {
        const GanZhi g = *GanZhi::from(stemAt(index(b) % 2 + 2 * k), b);
        if (nayinElement(g) == element(s)) return g;
    }
    return GanZhi();  // unreachable: the five pairs of a branch carry five different 納音
}

// 福星貴人 by the stem (003 「神煞起例日干生時干曰福星貴人」, 001's garbled row): the hours whose
// 五鼠遁 stem is the day stem's 食神 — 甲寅, 乙丑 and 乙亥, 丙子 and 丙戌, 丁酉 … 癸卯.
// Bit i set: branch i.
constexpr std::uint16_t fortuneStarHours(Stem s)
{
    std::uint16_t mask = 0;
    for (int h = 0; h < kBranchCount; ++h)
        if (calendar::hourGanZhi(s, branchAt(h)).stem() == eatingGod(s))
            mask = static_cast<std::uint16_t>(mask | (1u << h));
    return mask;
}

// 天官貴人 (003 「神煞起例日隨干官星曰天官貴人」): the branches whose main qi is the 正官 stem —
// 甲酉 乙申 丙子 丁亥 戊卯 己寅 庚午 辛巳 壬丑未 癸辰戌.
constexpr std::uint16_t heavenlyOfficialBranches(Stem s)
{
    const Stem officer = rightOfficer(s);
    if (element(officer) == Element::Earth)  // 戊 in 辰戌, 己 in 丑未
        return officer == Stem::Wu ? std::uint16_t((1u << 4) | (1u << 10)) : std::uint16_t((1u << 1) | (1u << 7));
    return static_cast<std::uint16_t>(1u << index(prosperity(officer)));
}

// Rows that follow no rule we can state: carried as the text gives them (001).
// 干支合 「寅辰巳未巳未申戌亥丑」.
inline constexpr std::array<Branch, 10> kStemBranchCombination = {
    Branch::Yin, Branch::Chen, Branch::Si, Branch::Wei, Branch::Si,
    Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai, Branch::Chou};
// 天赦 by the stem 「卯亥酉未巳卯亥酉未巳」 (period five).
inline constexpr std::array<Branch, 5> kHeavenlyPardon = {Branch::Mao, Branch::Hai, Branch::You,
                                                          Branch::Wei, Branch::Si};
// 天財 「午辰辰寅寅戌戌申申午，未巳巳卯卯亥亥酉酉未」: two adjacent branches per stem.
inline constexpr std::array<Branch, 10> kHeavenlyWealthFirst = {
    Branch::Wu, Branch::Chen, Branch::Chen, Branch::Yin, Branch::Yin,
    Branch::Xu, Branch::Xu,   Branch::Shen, Branch::Shen, Branch::Wu};

} // namespace najia::shensha
