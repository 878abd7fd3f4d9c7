// 納甲: the stem and branch each line of a hexagram carries, and the 六親 and 六神 read from them.
#pragma once

#include "engine/hexagram.h"
#include "engine/stem_branch.h"

#include <array>

namespace najia {

struct StemBranch {
    Stem stem;
    Branch branch;
    friend constexpr bool operator==(StemBranch, StemBranch) = default;
};

namespace detail {
// 乾 內甲外壬, 坤 內乙外癸, the others one stem each (震庚 巽辛 坎戊 離己 艮丙 兌丁). Branches:
// the 陽 trigrams run forward by two from 乾震子, 坎寅, 艮辰; the 陰 trigrams backward from 坤未,
// 巽丑, 離卯, 兌巳; the outer trigram continues the same run (乾 子寅辰 午申戌).
// Checked against 易隱 卷2's 納甲 table in tests/tst_najia.cpp.
struct NajiaRule {
    Stem inner;
    Stem outer;
    Branch first;
    int step;  // +2 or −2
};
constexpr NajiaRule najiaRule(Trigram t)
{
    switch (t) {
    case Trigram::Qian: return {Stem::Jia, Stem::Ren, Branch::Zi, +2};
    case Trigram::Kun: return {Stem::Yi, Stem::Gui, Branch::Wei, -2};
    case Trigram::Zhen: return {Stem::Geng, Stem::Geng, Branch::Zi, +2};
    case Trigram::Xun: return {Stem::Xin, Stem::Xin, Branch::Chou, -2};
    case Trigram::Kan: return {Stem::Wu, Stem::Wu, Branch::Yin, +2};
    case Trigram::Li: return {Stem::Ji, Stem::Ji, Branch::Mao, -2};
    case Trigram::Gen: return {Stem::Bing, Stem::Bing, Branch::Chen, +2};
    case Trigram::Dui: return {Stem::Ding, Stem::Ding, Branch::Si, -2};
    }
    return {};
}
} // namespace detail

// The 納甲 of trigram `t` standing at line `p` of a hexagram: lines 1–3 take its inner 納甲, lines
// 4–6 its outer.
constexpr StemBranch najiaOf(Trigram t, LinePos p)
{
    const detail::NajiaRule r = detail::najiaRule(t);
    return {p.inner() ? r.inner : r.outer, r.first + r.step * static_cast<int>(p.index())};
}

namespace detail {
// Every line of every hexagram, laid out once by the rule above: a chart reads eighteen or more,
// and the rule's switch and steps round the twelve branches cost several times a lookup.
inline constexpr auto kNajiaTable = [] {
    std::array<std::array<StemBranch, LinePos::count>, Hexagram::count> table{};
    for (int bits = 0; bits < Hexagram::count; ++bits)
        for (int n = 1; n <= LinePos::count; ++n) {
            const Hexagram h(bits);
            const LinePos p(n);
            table[std::size_t(bits)][p.index()] = najiaOf(p.inner() ? h.lower() : h.upper(), p);
        }
    return table;
}();
} // namespace detail

// The 納甲 of line `p` of hexagram `h`.
constexpr StemBranch najiaOf(Hexagram h, LinePos p)
{
    return detail::kNajiaTable[static_cast<std::size_t>(h.bits())][p.index()];
}

// 六親, read against the palace's element: 生我父母, 我生子孫, 克我官鬼, 我克妻財, 比和兄弟.
enum class Relation : std::uint8_t { Parent, Sibling, Offspring, Wealth, Officer };
inline constexpr int kRelationCount = 5;

namespace detail {
constexpr Relation relationRule(Element palace, Element line)
{
    switch (phaseRelation(palace, line)) {
    case PhaseRelation::GeneratedBy: return Relation::Parent;
    case PhaseRelation::Generates: return Relation::Offspring;
    case PhaseRelation::ControlledBy: return Relation::Officer;
    case PhaseRelation::Controls: return Relation::Wealth;
    case PhaseRelation::Same: break;
    }
    return Relation::Sibling;
}
// The rule for every pair, made once (a chart reads eighteen or more).
inline constexpr auto kRelationTable = [] {
    std::array<std::array<Relation, kElementCount>, kElementCount> table{};
    for (int p = 0; p < kElementCount; ++p)
        for (int l = 0; l < kElementCount; ++l)
            table[std::size_t(p)][std::size_t(l)] = relationRule(static_cast<Element>(p), static_cast<Element>(l));
    return table;
}();
} // namespace detail
constexpr Relation relationTo(Element palace, Element line)
{
    return detail::kRelationTable[static_cast<std::size_t>(index(palace))][static_cast<std::size_t>(index(line))];
}

// 六神 (六獸), in their order of succession.
enum class Spirit : std::uint8_t {
    AzureDragon, VermilionBird, HookChen, SoaringSerpent, WhiteTiger, BlackTortoise
};
inline constexpr int kSpiritCount = 6;

// 易隱 卷2: 「甲乙起青龍，丙丁起朱雀，戊日起勾陳，己日起騰蛇，庚辛起白虎，壬癸起玄武。
// 六位輪轉俱從下起至上」 (the seed writes 巳日 for 己日). The spirit of line `p`.
constexpr Spirit spiritOf(Stem day, LinePos p)
{
    constexpr std::array<std::size_t, 10> first = {0, 0, 1, 1, 2, 3, 4, 4, 5, 5};
    return static_cast<Spirit>((first[static_cast<std::size_t>(index(day))] + p.index()) % 6);
}

} // namespace najia
