// A line against the month and the day: 月建, 日建, 月破 (實破, 補過), 旬空 with 易冒's kinds, 年空,
// the day's clash (暗動, 暗破, 沖散, 填實), 旺相休囚死 and the 十二長生 stages.
#include "engine/analysis/context.h"
#include "engine/analysis/void_weight.h"

#include <algorithm>
#include <bit>

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
int voidKinds(const Context& c, const LineReading& r, bool moving, std::optional<LinePos> position)
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

// The day's clash filling a void line, by 易冒 卷4's grades: 「辰戌丑未為墓沖 … 空遇為填實。子午卯酉為胎沖，旺相
// … 空為半實也 … 寅申巳亥為絕沖，縱旺相 … 空不能為全實」; a moving void line struck is 全動.
FillDegree gradedFill(const Context& c, const LineReading& r, bool moving)
{
    const ClashClass cls = clashClass(c.day->branch());
    const bool full = moving || cls == ClashClass::Tomb || (cls == ClashClass::Embryo && c.strong(r));
    return full ? FillDegree::Full : FillDegree::Half;
}

bool dayHelps(const Context& c, Element e)
{
    return c.day && (element(c.day->branch()) == e || generates(element(c.day->branch()), e));
}

// Whether a void line counts as empty, by the school's rule (settings.h, VoidRule).
bool voidEffective(const Context& c, const LineReading& r, Subject s, bool moving, int kinds)
{
    const bool struck = c.day && isClash(c.day->branch(), r.branch);
    if (c.settings.voidRule == VoidRule::YiMao) {
        // A void 變爻 has no say (無司) and a void 伏神 does not show (不現), whatever its kind; 建空, 動空
        // and a 全實 fill are 「猶不空」 — a 半實 is not (「空不能為全實」).
        if (s.layer != Layer::Primary) return true;
        if (kinds & (bit(VoidKind::MonthRuler) | bit(VoidKind::Moving))) return false;
        return !(struck && gradedFill(c, r, moving) == FillDegree::Full);
    }
    const bool zengshan = c.settings.voidRule == VoidRule::ZengShan;
    if (s.layer == Layer::Changed) return false;  // 「動而化空」 / 「動爻變空」
    // 「沖空則實」 (卜筮正宗: 沖起、沖實), whatever the line's state: 暗動章's 坤之師, 丑 void and 真空 in a 寅 month,
    // 「得未日衝動丑土」.
    if (s.layer == Layer::Primary && struck) return false;
    // 增刪卜易: 「月破為空 … 真空為空」, whatever else holds.
    if (zengshan && c.month && (c.isMonthBreak(r.branch) || (kinds & bit(VoidKind::True)))) return true;
    if (c.strong(r)) return false;                 // 「旺不為空」, 「伏而旺相」
    if (s.layer == Layer::Hidden) return true;     // 「伏而被克亦為空」
    if (moving) return false;                      // 「動不為空」
    if (!zengshan && c.isMonthBreak(r.branch)) return true;  // 卜筮正宗: 「靜逢月破 … 真空到底空矣」
    if (dayHelps(c, r.element)) return false;      // 「日辰生扶」, 「有日建 … 生扶者」
    return !(zengshan && c.movingGenerates(r.element, s.line()));  // 增刪卜易: 「動爻生扶者，亦不為空」
}

RuleId voidRule(const Context& c, Subject s)
{
    switch (c.settings.voidRule) {
    case VoidRule::BuShi: return RuleId::BuShiVoid;
    case VoidRule::ZengShan: return RuleId::ZengShanVoid;
    case VoidRule::YiMao: break;
    }
    return s.layer == Layer::Changed  ? RuleId::VoidOnChanged
           : s.layer == Layer::Hidden ? RuleId::VoidOnHidden
                                      : RuleId::VoidKinds;
}

// The next day bearing branch `b` after `day` (出空: the void is filled on that day).
int nextDayWith(GanZhi day, Branch b)
{
    const int steps = stepsFrom(day.branch(), b);
    return (day + (steps == 0 ? 12 : steps)).index();
}

void voidFinding(Context& c, const LineReading& r, Subject s, bool moving)
{
    const int kinds = voidKinds(c, r, moving, s.layer == Layer::Primary ? s.line() : std::nullopt);
    Finding& f = c.add(FindingKind::Void, voidRule(c, s), s);
    // The principal kind, when one of the thirteen applies (a 休囚 line the day controls has none).
    if (kinds) f.with<ParamKey::VoidType>(static_cast<VoidKind>(std::countr_zero(static_cast<unsigned>(kinds))));
    f.with<ParamKey::VoidKinds>(EnumMask<VoidKind>(kinds))
        .with<ParamKey::FillDay>(GanZhi(nextDayWith(*c.day, r.branch)))
        .with<ParamKey::Effective>(voidEffective(c, r, s, moving, kinds));
}

// 易冒 卷4 日沖: 「日沖安旺之爻為暗動，日沖靜衰之爻謂暗破，空爻遇沖謂之實，動爻遇沖謂之散」, graded by the
// day branch: 「辰戌丑未為墓沖，不論旺相休囚，靜遇為暗動，空遇為填實。子午卯酉為胎沖，旺相則靜為暗動，休囚則
// 靜為半散，空為半實也 … 寅申巳亥為絕沖，縱旺相，靜不能為暗動，空不能為全實」.
void gradedClash(Context& c, const LineReading& r, Subject s, bool moving)
{
    const ClashClass cls = clashClass(c.day->branch());
    const bool dayControls = controls(element(c.day->branch()), r.element);
    const bool strong = c.strong(r);
    const bool monthRuler = c.month && *c.month == r.branch;
    Finding f{FindingKind::DarkMove, RuleId::DayClashClasses, s};
    if (c.isVoid(r.branch)) {
        // 動空 struck is 全動 (「若日辰來沖，又不為散，反為全動」).
        f.kind = FindingKind::Filled;
        f.with<ParamKey::FillDegree>(gradedFill(c, r, moving));
    } else if (moving) {
        // 「如動爻遇日辰相冲，苟非月建，則謂之散」; 海底眼: only a 休囚 line is dispersed.
        if (monthRuler || c.settings.dispersal == Dispersal::Never) return;
        if (c.settings.dispersal == Dispersal::WeakOnly && strong) return;
        f.kind = FindingKind::Dispersed;
        f.rule = c.settings.dispersal == Dispersal::WeakOnly ? RuleId::DispersedWeakOnly : RuleId::DayClash;
    } else if (cls == ClashClass::Tomb || (cls == ClashClass::Embryo && strong)) {
        f.kind = FindingKind::DarkMove;
    } else {
        if (monthRuler) return;  // 「凡爻神若值月將，縱遇 … 日冲 … 皆不為破」
        f.kind = FindingKind::DayBreak;
    }
    f.with<ParamKey::ClashClass>(cls).with<ParamKey::DayControls>(dayControls)
        .with<ParamKey::Strong>(strong);
    c.out.push_back(f);
}

// 增刪卜易 日辰章: 「爻之旺而靜者冲之則為暗動，愈得其力，爻之衰而靜者，冲之則為日破，愈加無用。冲空即起」,
// 「爻遇旬空，日辰冲起而有用，謂之冲空則實」; 動散章: 「旺相者，冲之不散；有氣者，冲之不散；休囚者，間有冲散」.
// 卜筮正宗 reads alike (十八問答: 子月乙巳日 復, 亥 旺 in 子月 struck by 巳, 暗動). Whatever the day branch.
// Which moving lines are dispersed is the `dispersal` setting: 增刪卜易 itself disperses none (動散章, and
// 李我平 on 易冒's 漸之觀: 「明系申金子孫變鬼，誤作寅日沖散」).
void standingClash(Context& c, const LineReading& r, Subject s, bool moving, const LineReading* changed)
{
    const bool strong = c.standing(r, s.line(), changed);
    if (moving) {
        const bool weakOnly = c.settings.dispersal == Dispersal::WeakOnly;
        if ((c.month && *c.month == r.branch) || (weakOnly && strong) || c.settings.dispersal == Dispersal::Never)
            return;
        c.add(FindingKind::Dispersed, weakOnly ? RuleId::ZengShanDispersal : RuleId::DayClash, s)
            .with<ParamKey::Strong>(strong);
        return;
    }
    if (c.isVoid(r.branch)) {  // 沖空則實: filled and risen, strong or weak
        c.add(FindingKind::Filled, RuleId::ZengShanVoidStruck, s)
            .with<ParamKey::FillDegree>(FillDegree::Full)
            .with<ParamKey::Strong>(strong);
        c.add(FindingKind::DarkMove, RuleId::ZengShanVoidStruck, s).with<ParamKey::Strong>(strong);
        return;
    }
    c.add(strong ? FindingKind::DarkMove : FindingKind::DayBreak, RuleId::ZengShanDayClash, s)
        .with<ParamKey::Strong>(strong);
}

void dayClash(Context& c, const LineReading& r, Subject s, bool moving, const LineReading* changed)
{
    if (!c.day || !isClash(c.day->branch(), r.branch)) return;
    if (c.settings.dayClash == DayClash::Grades) gradedClash(c, r, s, moving);
    else standingClash(c, r, s, moving, changed);
}

// 化散: a 變爻 the day strikes, neither 旺相 nor combined by the month (增刪卜易 動變生克沖合章: only the day and
// month act on a 變爻 — 「惟日月能生之、克之、冲之、合之」; 動散章: the 休囚 are the ones dispersed).
void changedStruck(Context& c, const LineReading& r, Subject s)
{
    if (c.settings.dayClash != DayClash::Standing || !c.day || !isClash(c.day->branch(), r.branch)) return;
    if (c.strong(r) || (c.month && isSixHarmony(*c.month, r.branch)) || element(c.day->branch()) == r.element) return;
    c.add(FindingKind::ChangedDispersed, RuleId::ZengShanChangedStruck, s);
}

// 月破 and whether it holds past the month (到底破), by the school's rule (settings.h, MonthBreakRule).
void monthBreak(Context& c, const LineReading& r, Subject s, bool moving)
{
    // 實破: 「值日，如五月子日則謂實其破而不破」; 補過: the month of the line's own branch.
    const bool filled = c.day && c.day->branch() == r.branch;
    const MonthBreakRule rule = c.settings.monthBreak;
    if (rule == MonthBreakRule::YiMao) {
        c.add(FindingKind::MonthBreak, filled ? RuleId::MonthBreakFilled : RuleId::MonthBreak, s)
            .with<ParamKey::Filled>(filled)
            .with<ParamKey::RepairMonth>(r.branch);
        return;
    }
    const std::optional<LinePos> position = s.layer == Layer::Primary ? s.line() : std::nullopt;
    // A 變爻 is part of its line's movement: 「動則能傷於爻，變則能傷於動 … 目下雖破，出月則不破」.
    moving = moving || s.layer == Layer::Changed;
    const bool generated = dayHelps(c, r.element) || c.movingGenerates(r.element, position);
    const bool controlled = (c.day && controls(element(c.day->branch()), r.element)) || c.movingControls(r.element, position);
    // 卜筮正宗: 「安靜有剋無生之破爻則到底破矣」; 增刪卜易: 「惟而不動又無日辰動爻生助者則到底而破矣」.
    const bool lasting = !moving && !filled && !generated && (rule == MonthBreakRule::ZengShan || controlled);
    c.add(FindingKind::MonthBreak, rule == MonthBreakRule::ZengShan ? RuleId::ZengShanMonthBreak : RuleId::BuShiMonthBreak, s)
        .with<ParamKey::Filled>(filled)
        .with<ParamKey::RepairMonth>(r.branch)
        .with<ParamKey::Lasting>(lasting);
}

// 日生 日克 日合 日沖, 月生 月克 月合 月沖 (增刪卜易 動變生克沖合章: 「日月如天，能生克動爻、靜爻、飛爻、伏爻、變爻」).
void actsOf(Context& c, Branch pillar, const LineReading& r, Subject s, FindingKind generatesKind)
{
    const auto kind = [&](int offset) { return static_cast<FindingKind>(static_cast<int>(generatesKind) + offset); };
    const PhaseRelation rel = phaseRelation(element(pillar), r.element);
    if (rel == PhaseRelation::Generates) c.add(kind(0), RuleId::DayMonthActs, s);
    if (rel == PhaseRelation::Controls) c.add(kind(1), RuleId::DayMonthActs, s);
    if (isSixHarmony(pillar, r.branch)) c.add(kind(2), RuleId::DayMonthActs, s);
    if (isClash(pillar, r.branch)) c.add(kind(3), RuleId::DayMonthActs, s);
}

void strength(Context& c, const LineReading& r, Subject s)
{
    if (const auto season = c.season(r.element))
        c.add(FindingKind::Season, RuleId::Season, s).with<ParamKey::Season>(*season);
    const EarthStages earth = c.settings.earthStages;
    if (c.month)
        c.add(FindingKind::Stage, RuleId::StageByMonth, s)
            .with<ParamKey::Stage>(lifeStage(r.element, *c.month, earth))
            .with<ParamKey::Against>(Pillar::Month);
    if (c.day)
        c.add(FindingKind::Stage, RuleId::StageByDay, s)
            .with<ParamKey::Stage>(lifeStage(r.element, c.day->branch(), earth))
            .with<ParamKey::Against>(Pillar::Day);
}

} // namespace

void lineStates(Context& c, const LineReading& r, Subject s, bool moving, const LineReading* changed)
{
    if (c.month && *c.month == r.branch) c.add(FindingKind::MonthRuler, RuleId::MonthRuler, s);
    if (c.day && c.day->branch() == r.branch) c.add(FindingKind::DayRuler, RuleId::DayRuler, s);
    if (c.isMonthBreak(r.branch)) monthBreak(c, r, s, moving);
    if (c.isVoid(r.branch)) voidFinding(c, r, s, moving);
    if (c.settings.yearVoid && c.year && calendar::isVoid(r.branch, *c.year))
        c.add(FindingKind::YearVoid, RuleId::YearVoid, s);
    if (s.layer == Layer::Primary) dayClash(c, r, s, moving, changed);
    if (s.layer == Layer::Changed) changedStruck(c, r, s);
    if (c.day) actsOf(c, c.day->branch(), r, s, FindingKind::DayGenerates);
    if (c.month) actsOf(c, *c.month, r, s, FindingKind::MonthGenerates);
    strength(c, r, s);
}

} // namespace najia::detail

namespace najia {

VoidWeight voidWeight(const Finding& f)
{
    if (f.param<ParamKey::Effective>() == false) return VoidWeight::NotEmpty;
    const auto mask = f.param<ParamKey::VoidKinds>();
    const auto has = [&mask](std::initializer_list<VoidKind> ks) {
        return mask && std::any_of(ks.begin(), ks.end(), [&mask](VoidKind k) { return mask->has(k); });
    };
    if (has({VoidKind::MonthRuler, VoidKind::Moving, VoidKind::Filled})) return VoidWeight::OfUse;
    if (has({VoidKind::Broken, VoidKind::Extinct, VoidKind::True, VoidKind::Hurt})) return VoidWeight::Hurts;
    // Without a warning of the month, 克空 is the 旺相 line the day controls: 「此皆空而有用也」.
    if (has({VoidKind::Prosperous, VoidKind::Strong, VoidKind::Half, VoidKind::Controlled, VoidKind::Supported}))
        return VoidWeight::OfUse;
    return VoidWeight::Hurts;
}

} // namespace najia
