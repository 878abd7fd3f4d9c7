// Which pillars and which lines of a chart each selected 神煞 falls on.
// A star counted from a pillar's stem or branch (its basis) falls on every pillar and every line
// whose branch (or stem, or phase, as its target says) it names; a whole 干支 (學堂貴人) needs
// both. 000 line 2: 「甲戌日卜卦，見丑未爻即是日貴人」 — a line carrying the branch.
#pragma once

#include "engine/analysis/settings.h"
#include "engine/chart.h"
#include "engine/shensha/catalogue.h"

#include <cstdint>
#include <span>
#include <variant>
#include <vector>

namespace najia::shensha {

// The usual chart set (the stars marked `common` in the catalogue, in its order): 干祿, 天乙貴人,
// 文昌, 刃星 (羊刃), 驛馬, 華蓋, 劫殺, 將星, 天喜 (by the month), 災殺, 咸池 (桃花).
std::span<const ShenSha> commonSet();
// 增刪卜易 星煞章第三十三's few (「獨驗貴人祿神驛馬天喜」): 天乙貴人, 干祿, 驛馬. His 天喜 「春戌 夏丑 秋辰
// 冬未」 goes by the season, not by the month as the catalogue's (000: 「正月起戌，二月亥，順行十二位」), so
// it is left out rather than shown by another rule.
std::span<const ShenSha> zengShanSet();
// The set a chart shows under a school's setting (AnalysisSettings::stars).
std::span<const ShenSha> chartSet(ChartStars stars);

struct Selection {
    std::vector<ShenSha> stars;  // empty: the whole catalogue
    bool allBases = false;       // every basis the text allows, not only the default one
    Settings settings;
};

enum class PillarSlot : std::uint8_t { Year, Month, Day, Hour };

// One value of one star from one basis: a star naming two branches (天乙貴人) gives two.
struct Placement {
    ShenSha star;
    Basis basis;
    std::variant<Stem, Branch> from;  // the stem or branch counted from
    Target target;                  // a single value (or a whole 干支, or unknown)
    std::uint8_t pillars = 0;       // bit PillarSlot: pillars it falls on
    std::uint8_t lines = 0;         // bit i: line i+1 of the chart (本卦)
    std::uint8_t changedLines = 0;  // bit i: the 變爻 of moving line i+1
};

// The stem or branch a basis reads from the pillars, when that pillar is known.
std::optional<std::variant<Stem, Branch>> basisValue(const Pillars& p, Basis b);

// The selected 神煞 for the pillars alone (no lines).
std::vector<Placement> place(const Pillars& pillars, const Selection& selection);
// … and on the lines of a chart (its own pillars).
std::vector<Placement> place(const Chart& chart, const Selection& selection);

} // namespace najia::shensha
