// A line against the month and the day: 月建, 日建, 月破 (實破, 補過), 旬空 with 易冒's kinds, 年空,
// the day's clash (暗動, 暗破, 沖散, 填實), 旺相休囚死 and the 十二長生 stages.
#include "analysis/context.h"

namespace najia::detail {

namespace {

// 真空 (易冒 卷4 / 卜筮正宗 用神空亡訣: 「春土夏金秋樹木，三冬逢火是真空」; 易冒: 「若辰戌丑未月，又以水為真空，
// 盖月建來克」) — the phase the month controls; 海底眼 卷2's 眉批: 「春土夏金秋水冬火，四季是木」.
bool isTrueVoid(Element e, Branch month, TrueVoid table)
{
    if (table == TrueVoid::MonthControls) return controls(element(month), e);
    constexpr Element bySeason[] = {Element::Earth, Element::Metal, Element::Water, Element::Fire};
    if (element(month) == Element::Earth) return e == Element::Wood;
    const int season = stepsFrom(Branch::Yin, month) / 3;  // 0 spring (寅卯辰) … 3 winter
    return e == bySeason[season];
}

// 易冒 卷4's kinds of 旬空 for a void line (「旬空之法，當審建空、動空、填空、旺空、相空之義，半空、援空、
// 安空之法 … 破空、絕空、真空、克空、傷空之戒，凡十有三法」), as a mask of VoidKind.
int voidKinds(const Context& c, const LineReading& r, bool moving, int position)
{
    int kinds = 0;
    const Element e = r.element;
    if (c.month && *c.month == r.branch) kinds |= bit(VoidKind::MonthRuler);
    if (moving) kinds |= bit(VoidKind::Moving);
    const PhaseRelation day = c.day ? phaseRelation(e, element(c.day->branch())) : PhaseRelation::Same;
    const bool dayGenerates = c.day && day == PhaseRelation::GeneratedBy;
    const bool dayControls = c.day && day == PhaseRelation::ControlledBy;
    const bool dayDrains = c.day && day == PhaseRelation::Generates;
    if (c.day && isClash(c.day->branch(), r.branch)) kinds |= bit(VoidKind::Filled);
    const bool movingGenerates = c.movingGenerates(e, position);
    const bool movingControls = c.movingControls(e, position);
    const auto season = c.season(e);
    // 「旺相之爻值空，為旺相空，必以日辰參之 … 若日辰克之，即為克空，若日辰泄其氣，即為半空」
    if (season && isStrong(*season)) {
        kinds |= dayControls ? bit(VoidKind::Controlled)
                 : dayDrains ? bit(VoidKind::Half)
                 : bit(*season == Season::Prosperous ? VoidKind::Prosperous : VoidKind::Strong);
    }
    // 「動爻日辰來生空爻，乃謂援空；日月動爻皆不來克空爻，乃謂安空」
    if (dayGenerates || movingGenerates) kinds |= bit(VoidKind::Supported);
    const bool monthControls = c.month && controls(element(*c.month), e);
    if (!dayControls && !movingControls && !monthControls) kinds |= bit(VoidKind::Calm);
    // 「月破值空，謂破空；絕於月為絕空」 and 真空; then 「得一日辰或動爻來生，即成克空 … 或一來克，即謂傷空」
    bool fromMonth = false;
    if (c.month) {
        if (c.isMonthBreak(r.branch)) kinds |= bit(VoidKind::Broken), fromMonth = true;
        if (lifeStage(e, *c.month, c.settings.earthStages) == LifeStage::Extinction)
            kinds |= bit(VoidKind::Extinct), fromMonth = true;
        if (isTrueVoid(e, *c.month, c.settings.trueVoid)) kinds |= bit(VoidKind::True), fromMonth = true;
    }
    if (fromMonth && (dayControls || movingControls)) kinds |= bit(VoidKind::Hurt);
    else if (fromMonth && (dayGenerates || movingGenerates)) kinds |= bit(VoidKind::Controlled);
    return kinds;
}

int lowestBit(int mask)
{
    for (int i = 0; i < 16; ++i)
        if (mask >> i & 1) return i;
    return 0;
}

// The next day bearing branch `b` after `day` (出空: the void is filled on that day).
int nextDayWith(GanZhi day, Branch b)
{
    const int steps = stepsFrom(day.branch(), b);
    return (day + (steps == 0 ? 12 : steps)).index();
}

void voidFinding(Context& c, const LineReading& r, Subject s, bool moving)
{
    const RuleId rule = s.layer == Layer::Changed ? RuleId::VoidOnChanged
                        : s.layer == Layer::Hidden ? RuleId::VoidOnHidden
                                                   : RuleId::VoidKinds;
    const int kinds = voidKinds(c, r, moving, s.layer == Layer::Primary ? s.position : 0);
    const bool filledFully = (kinds & bit(VoidKind::Filled)) && (moving || c.strong(r) ||
                             clashClass(c.day->branch()) == ClashClass::Tomb);
    // A void 變爻 has no say (無司) and a void 伏神 does not show (不現), whatever its kind.
    const bool effective = s.layer != Layer::Primary ||
                           !((kinds & (bit(VoidKind::MonthRuler) | bit(VoidKind::Moving))) || filledFully);
    c.add(FindingKind::Void, rule, s)
        .with(ParamKey::VoidType, lowestBit(kinds))
        .with(ParamKey::VoidKinds, kinds)
        .with(ParamKey::FillDay, nextDayWith(*c.day, r.branch))
        .with(ParamKey::Effective, effective ? 1 : 0);
}

// 易冒 卷4 日沖: 「日沖安旺之爻為暗動，日沖靜衰之爻謂暗破，空爻遇沖謂之實，動爻遇沖謂之散」, graded by the
// day branch: 「辰戌丑未為墓沖，不論旺相休囚，靜遇為暗動，空遇為填實。子午卯酉為胎沖，旺相則靜為暗動，休囚則
// 靜為半散，空為半實也 … 寅申巳亥為絕沖，縱旺相，靜不能為暗動，空不能為全實」.
void dayClash(Context& c, const LineReading& r, Subject s, bool moving)
{
    if (!c.day || !isClash(c.day->branch(), r.branch)) return;
    const ClashClass cls = clashClass(c.day->branch());
    const bool dayControls = controls(element(c.day->branch()), r.element);
    const bool strong = c.strong(r);
    const bool monthRuler = c.month && *c.month == r.branch;
    Finding f{FindingKind::DarkMove, RuleId::DayClashClasses, s};
    if (c.isVoid(r.branch)) {
        // 動空 struck is 全動 (「若日辰來沖，又不為散，反為全動」).
        const bool full = moving || cls == ClashClass::Tomb || (cls == ClashClass::Embryo && strong);
        f.kind = FindingKind::Filled;
        f.with(ParamKey::FillDegree, static_cast<int>(full ? FillDegree::Full : FillDegree::Half));
    } else if (moving) {
        // 「如動爻遇日辰相冲，苟非月建，則謂之散」; 海底眼: only a 休囚 line is dispersed.
        if (monthRuler) return;
        if (c.settings.dispersal == Dispersal::WeakOnly && strong) return;
        f.kind = FindingKind::Dispersed;
        f.rule = c.settings.dispersal == Dispersal::WeakOnly ? RuleId::DispersedWeakOnly : RuleId::DayClash;
    } else if (cls == ClashClass::Tomb || (cls == ClashClass::Embryo && strong)) {
        f.kind = FindingKind::DarkMove;
    } else {
        if (monthRuler) return;  // 「凡爻神若值月將，縱遇 … 日冲 … 皆不為破」
        f.kind = FindingKind::DayBreak;
    }
    f.with(ParamKey::ClashClass, static_cast<int>(cls)).with(ParamKey::DayControls, dayControls ? 1 : 0)
        .with(ParamKey::Strong, strong ? 1 : 0);
    c.out.push_back(f);
}

void strength(Context& c, const LineReading& r, Subject s)
{
    if (const auto season = c.season(r.element))
        c.add(FindingKind::Season, RuleId::Season, s).with(ParamKey::Season, static_cast<int>(*season));
    const EarthStages earth = c.settings.earthStages;
    if (c.month)
        c.add(FindingKind::Stage, RuleId::StageByMonth, s)
            .with(ParamKey::Stage, static_cast<int>(lifeStage(r.element, *c.month, earth)))
            .with(ParamKey::Against, static_cast<int>(Pillar::Month));
    if (c.day)
        c.add(FindingKind::Stage, RuleId::StageByDay, s)
            .with(ParamKey::Stage, static_cast<int>(lifeStage(r.element, c.day->branch(), earth)))
            .with(ParamKey::Against, static_cast<int>(Pillar::Day));
}

} // namespace

void lineStates(Context& c, const LineReading& r, Subject s, bool moving)
{
    if (c.month && *c.month == r.branch) c.add(FindingKind::MonthRuler, RuleId::MonthRuler, s);
    if (c.day && c.day->branch() == r.branch) c.add(FindingKind::DayRuler, RuleId::DayRuler, s);
    if (c.isMonthBreak(r.branch)) {
        // 實破: 「值日，如五月子日則謂實其破而不破」; 補過: the month of the line's own branch.
        const bool filled = c.day && c.day->branch() == r.branch;
        c.add(FindingKind::MonthBreak, filled ? RuleId::MonthBreakFilled : RuleId::MonthBreak, s)
            .with(ParamKey::Filled, filled ? 1 : 0)
            .with(ParamKey::RepairMonth, index(r.branch));
    }
    if (c.isVoid(r.branch)) voidFinding(c, r, s, moving);
    if (c.settings.yearVoid && c.year && calendar::isVoid(r.branch, *c.year))
        c.add(FindingKind::YearVoid, RuleId::YearVoid, s);
    if (s.layer == Layer::Primary) dayClash(c, r, s, moving);
    strength(c, r, s);
}

} // namespace najia::detail
