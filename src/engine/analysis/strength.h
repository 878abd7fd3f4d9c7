// 旺相休囚死 by the month and the 十二長生 stages against the day and the month.
#pragma once

#include "engine/element.h"
#include "engine/life_stage.h"
#include "engine/stem_branch.h"

namespace najia {

// 旺 相 休 囚 死.
enum class Season : std::uint8_t { Prosperous, Strong, Resting, Confined, Dead };

// How the four earth months (辰戌丑未) weigh a line.
enum class EarthMonths : std::uint8_t {
    Earth,   // 土 rules them: 土旺 金相 火休 木囚 水死 (易冒 卷4: 「若辰戌丑未月，又以水為真空，盖月建來克」)
    Season,  // the season they close: 辰 spring, 未 summer, 戌 autumn, 丑 winter
};

// The phase that rules month `m`.
constexpr Element monthElement(Branch m, EarthMonths earth)
{
    if (element(m) != Element::Earth || earth == EarthMonths::Earth) return element(m);
    // 丑 closes winter, 辰 spring, 未 summer, 戌 autumn.
    switch (m) {
    case Branch::Chen: return Element::Wood;
    case Branch::Wei: return Element::Fire;
    case Branch::Xu: return Element::Metal;
    default: return Element::Water;
    }
}

// 旺相休囚死 of phase `line` in month `m`. 海底眼 卷2 生扶 (眉批): 「春木旺火相水休金囚土死。
// 夏火旺土相木休水囚金死。秋金旺水相土休火囚木死。冬水旺木相金休土囚火死」 — the ruling phase is 旺,
// what it generates 相, what generates it 休, what controls it 囚, what it controls 死.
constexpr Season seasonOf(Element line, Branch m, EarthMonths earth = EarthMonths::Earth)
{
    switch (phaseRelation(monthElement(m, earth), line)) {
    case PhaseRelation::Same: return Season::Prosperous;
    case PhaseRelation::Generates: return Season::Strong;
    case PhaseRelation::GeneratedBy: return Season::Resting;
    case PhaseRelation::ControlledBy: return Season::Confined;
    case PhaseRelation::Controls: break;
    }
    return Season::Dead;
}

// 旺 or 相: what 易冒's 日沖 laws call 旺相 (暗動, 全實).
constexpr bool isStrong(Season s) { return s == Season::Prosperous || s == Season::Strong; }

} // namespace najia
