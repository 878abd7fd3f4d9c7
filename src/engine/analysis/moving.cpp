// A moving line and its 變爻: 化進退, 回頭生克沖合, 伏吟, 化泄/化扶, 化空/化破/化墓/化絕.
#include "engine/analysis/context.h"

namespace najia::detail {

namespace {

// 化進神 / 化退神 (卜筮正宗 六親變化歌: 「父母化父母，進神文書許 … 子孫化退神」): a change into the next
// branch of the same phase (亥→子, 寅→卯, 巳→午, 申→酉) advances, into the previous one retreats. 土's
// four branches run 丑→辰→未→戌 in the order of the seasons they close; whether 戌→丑 closes the
// circle is a setting.
enum class Progress : std::uint8_t { None, Advance, Retreat };
Progress progress(Branch from, Branch to, EarthProgress earth)
{
    if (element(from) != element(to) || from == to) return Progress::None;
    const int steps = stepsFrom(from, to);
    if (element(from) != Element::Earth)
        return steps == 1 ? Progress::Advance : steps == 11 ? Progress::Retreat : Progress::None;
    const bool wraps = earth == EarthProgress::Cycle;
    if (steps == 3 && (wraps || from != Branch::Xu)) return Progress::Advance;
    if (steps == 9 && (wraps || from != Branch::Chou)) return Progress::Retreat;
    return Progress::None;
}

} // namespace

void movingLine(Context& c, const ChartLine& l)
{
    if (!l.changed) return;
    const LineReading& from = l.reading;
    const LineReading& to = *l.changed;
    const Subject s = Subject::at(Layer::Primary, l.position);
    if (from.branch == to.branch) c.add(FindingKind::Repetition, RuleId::Echo, s);
    if (isClash(from.branch, to.branch)) {
        c.add(FindingKind::ReturnedClash, RuleId::Returned, s);
        // 易冒 卷4: 「及動化冲亦散」 — unless the line is on the month or day ruler.
        if (c.settings.dispersal == Dispersal::AnyMoving && !c.onRuler(from.branch))
            c.add(FindingKind::Dispersed, RuleId::DayClash, s).with<ParamKey::ChangedLines>(LineMask(l.position.bit()));
    }
    if (isSixHarmony(from.branch, to.branch)) c.add(FindingKind::ReturnedCombination, RuleId::Returned, s);
    switch (phaseRelation(from.element, to.element)) {
    case PhaseRelation::GeneratedBy: c.add(FindingKind::ReturnedGeneration, RuleId::Returned, s); break;
    case PhaseRelation::ControlledBy: {
        // 易冒 卷4: on the month 「動爻變日辰克之不為傷」; on the day 「如金如刚，孰之能伤」.
        // 增刪卜易 and 卜筮正宗 (setting ruler-shields off): 「不宜申金月建生亥水回頭克世」 on a 世 臨日辰.
        const bool shielded = c.settings.rulerShields && c.onRuler(from.branch);
        c.add(FindingKind::ReturnedControl, RuleId::Returned, s).with<ParamKey::Effective>(!shielded);
        break;
    }
    case PhaseRelation::Generates: c.add(FindingKind::ChangesToDrain, RuleId::Returned, s); break;
    case PhaseRelation::Controls: break;
    case PhaseRelation::Same:
        switch (progress(from.branch, to.branch, c.settings.earthProgress)) {
        case Progress::Advance: c.add(FindingKind::Advance, RuleId::Advance, s); break;
        case Progress::Retreat: c.add(FindingKind::Retreat, RuleId::Advance, s); break;
        case Progress::None:
            if (from.branch != to.branch && !isClash(from.branch, to.branch))
                c.add(FindingKind::ChangesToSupport, RuleId::Returned, s);
            break;
        }
        break;
    }
    if (c.isVoid(to.branch)) c.add(FindingKind::ChangesToVoid, RuleId::VoidOnChanged, s).with<ParamKey::Branch>(to.branch);
    if (c.isMonthBreak(to.branch)) c.add(FindingKind::ChangesToBreak, RuleId::ChangesTo, s).with<ParamKey::Branch>(to.branch);
    const LifeStage stage = lifeStage(from.element, to.branch, c.settings.earthStages);
    if (stage == LifeStage::Tomb) c.add(FindingKind::ChangesToTomb, RuleId::ChangesTo, s);
    if (stage == LifeStage::Extinction) c.add(FindingKind::ChangesToExtinction, RuleId::ChangesTo, s);
}

} // namespace najia::detail
