// 十二長生: the twelve stages of a phase through the branches.
// 易隱 卷2: 「長生、沐浴、冠帶、臨官、帝旺、衰、病、死、墓、絕、胎、養。金：巳…  木：亥…  水土：申…
// 火：寅…」 — each phase starts at its 長生 and runs forward; 土 shares 水's stages (水土同宮).
// The other school puts 土 with 火 (火土同宮); it is a setting.
#pragma once

#include "engine/stem_branch.h"

namespace najia {

enum class LifeStage : std::uint8_t {
    Birth, Bath, Cap, Office, Peak, Decline, Illness, Death, Tomb, Extinction, Embryo, Nurture
};
inline constexpr int kLifeStageCount = 12;

enum class EarthStages : std::uint8_t {
    WithWater,  // 水土同宮 (易隱 卷2; the default)
    WithFire,   // 火土同宮
};

// The branch of a phase's 長生: 木亥, 火寅, 金巳, 水申; 土 申 or 寅.
constexpr Branch birthBranch(Element e, EarthStages earth = EarthStages::WithWater)
{
    switch (e) {
    case Element::Wood: return Branch::Hai;
    case Element::Fire: return Branch::Yin;
    case Element::Metal: return Branch::Si;
    case Element::Water: return Branch::Shen;
    case Element::Earth: break;
    }
    return earth == EarthStages::WithWater ? Branch::Shen : Branch::Yin;
}

constexpr LifeStage lifeStage(Element e, Branch b, EarthStages earth = EarthStages::WithWater)
{
    return static_cast<LifeStage>(stepsFrom(birthBranch(e, earth), b));
}

constexpr Branch stageBranch(Element e, LifeStage s, EarthStages earth = EarthStages::WithWater)
{
    return birthBranch(e, earth) + static_cast<int>(s);
}

} // namespace najia
