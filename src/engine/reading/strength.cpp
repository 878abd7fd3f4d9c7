// The strength of a line and the verdict on it (docs/reading.md, "Weighing").
//
// 海底眼 卷2 生扶 (seed 004 line 103): 「生扶旺相合為吉，空並刑沖剋墓凶」 — every factor below is one of
// these, read from the analysis' findings where it has them (each cites its own rule) and from the
// day, the month and the moving lines where it does not.
#include "engine/reading/reading_detail.h"

#include "engine/analysis/void_weight.h"
#include "engine/branch_relations.h"

#include <algorithm>

namespace najia::detail {

namespace {

struct Builder {
    const Chart& c;
    const Analysis& a;
    LineRef line;
    std::vector<Factor> out;
    std::span<const Finding> own = a.of(subjectOf(line));  // the line's findings, looked up once

    void add(FactorKind k, Effect e, Source s, int value = -1) { out.push_back({k, e, s, value, false}); }
    std::optional<Finding> find(FindingKind k) const
    {
        for (const Finding& f : own)
            if (f.kind == k) return f;
        return std::nullopt;
    }
    // A finding on this line, as a factor with the finding's own rule.
    void fromFinding(FindingKind fk, FactorKind k, Effect e)
    {
        if (const auto f = find(fk)) add(k, e, sourceOf(f->rule));
    }
};

// The one school difference of the weighing (docs/reading.md): 增刪卜易 (the zengshan preset) holds that
// a moving line is not undone by a month break, nor a 化進/化退 by a void or broken 變爻 — they only wait
// for their day (月破章: 「目下雖破，出月則不破 … 惟靜而不動，又無日辰動爻生助者，則到底而破矣」; 進神退神章:
// 「動爻變爻有一而值空破，待填實之日而進」); the other presets keep the older reading that a break is
// 「有亦如無」 and 化空/化破 a harm.
bool breaksOnlyDelay(const Analysis& a) { return a.preset == PresetId::ZengShan; }

void monthFactors(Builder& b, const LineReading& r)
{
    if (const auto f = b.find(FindingKind::Season)) {
        const Season s = f->param<ParamKey::Season>().value();
        b.add(FactorKind::Season, isStrong(s) ? Effect::Helps : Effect::Hurts, sourceOf(f->rule), static_cast<int>(s));
    }
    b.fromFinding(FindingKind::MonthRuler, FactorKind::MonthRuler, Effect::Helps);
    const auto m = b.c.pillars.monthBranch();
    if (m && isSixHarmony(*m, r.branch)) b.add(FactorKind::MonthCombines, Effect::Helps, sourceOf(ReadingRuleId::SupportAndHarm));
    // 易冒 卷4: 「唯值日則能實其破」 — a break the day fills is no break.
    const bool moving = b.line.layer == Layer::Primary && b.c.line(LinePos(b.line.position)).moving();
    if (const auto f = b.find(FindingKind::MonthBreak)) {
        const bool delays = moving && breaksOnlyDelay(b.a);
        b.add(FactorKind::MonthBreak, f->param<ParamKey::Filled>() == true || delays ? Effect::Neutral : Effect::Hurts,
              delays ? sourceOf(ReadingRuleId::BreakWhileMoving) : sourceOf(f->rule));
    }
}

void dayFactors(Builder& b, const LineReading& r)
{
    const auto d = dayBranch(b.c);
    if (!d) return;
    const Source day = sourceOf(ReadingRuleId::DayRules);
    b.fromFinding(FindingKind::DayRuler, FactorKind::DayRuler, Effect::Helps);
    if (generates(element(*d), r.element)) b.add(FactorKind::DayGenerates, Effect::Helps, day);
    if (element(*d) == r.element && *d != r.branch)
        b.add(FactorKind::DaySupports, Effect::Helps, sourceOf(ReadingRuleId::SupportAndHarm));
    if (isSixHarmony(*d, r.branch)) b.add(FactorKind::DayCombines, Effect::Helps, day);
    const bool dayBreak = b.find(FindingKind::DayBreak).has_value();
    if (controls(element(*d), r.element) && !dayBreak) b.add(FactorKind::DayControls, Effect::Hurts, day);
    b.fromFinding(FindingKind::DayBreak, FactorKind::DayBreak, Effect::Hurts);
    b.fromFinding(FindingKind::DarkMove, FactorKind::DarkMove, Effect::Helps);
    b.fromFinding(FindingKind::Dispersed, FactorKind::Dispersed, Effect::Hurts);
    for (const Finding& f : b.own) {
        if (f.kind != FindingKind::Stage || f.param<ParamKey::Against>() != Pillar::Day) continue;
        const LifeStage st = f.param<ParamKey::Stage>().value();
        if (st == LifeStage::Tomb || st == LifeStage::Extinction)
            b.add(FactorKind::TombOnDay, Effect::Hurts, sourceOf(f.rule), static_cast<int>(st));
        if (st == LifeStage::Birth || st == LifeStage::Peak)
            b.add(FactorKind::BirthOnDay, Effect::Helps, sourceOf(f.rule), static_cast<int>(st));
    }
}

// The void weighs as voidWeight judges it, as the sheet marks it: not counted by the school's rule
// (its own rule cited), 易冒's 「空而有用」 (neutral), or against the line (用神空亡訣).
void voidFactor(Builder& b)
{
    if (const auto f = b.find(FindingKind::Void)) {
        // A void of none of the thirteen kinds carries no VoidType: its factor has no value (it carried
        // 0xFF, which the JSON writer read past the end of the kinds' names: found by fuzzing).
        const auto k = f->param<ParamKey::VoidType>();
        const int value = k ? static_cast<int>(*k) : -1;
        switch (voidWeight(*f)) {
        case VoidWeight::NotEmpty: b.add(FactorKind::Void, Effect::Neutral, sourceOf(f->rule), value); break;
        case VoidWeight::OfUse: b.add(FactorKind::Void, Effect::Neutral, sourceOf(ReadingRuleId::VoidSong), value); break;
        case VoidWeight::Hurts: b.add(FactorKind::Void, Effect::Hurts, sourceOf(ReadingRuleId::VoidSong), value); break;
        }
    }
}

// A moving line whose generation does not reach: broken by the month and not filled by the day, or
// returned to control (回頭克).
bool spent(const Builder& b, LinePos pos)
{
    const Subject s = Subject::at(Layer::Primary, pos);
    const auto brk = b.a.find(FindingKind::MonthBreak, s);
    const auto back = b.a.find(FindingKind::ReturnedControl, s);
    return (brk && brk->param<ParamKey::Filled>() != true) || (back && back->param<ParamKey::Effective>() != false);
}

// A moving line the day hurts: controlled or broken (暗破 aside, a 沖 of a still line is not this) by
// the day, or void as the school counts it.
bool struckByDay(const Builder& b, LinePos pos)
{
    const Subject s = Subject::at(Layer::Primary, pos);
    const auto d = dayBranch(b.c);
    if (d && controls(element(*d), b.c.line(pos).reading.element)) return true;
    if (b.a.find(FindingKind::DayBreak, s)) return true;
    const auto v = b.a.find(FindingKind::Void, s);
    return v && voidWeight(*v) == VoidWeight::Hurts;
}

void movingFactors(Builder& b, const LineReading& r, Role role)
{
    const bool primary = b.line.layer == Layer::Primary;
    const ChartLine& l = b.c.line(LinePos(b.line.position));
    if (primary && l.moving() && role == Role::Useful)
        b.add(FactorKind::Moving, Effect::Helps, sourceOf(ReadingRuleId::UsefulMoving));
    const std::optional<LinePos> self = primary ? b.line.line() : std::nullopt;
    const bool useful = role == Role::Useful;
    // 原神歌: 「須要生扶兼旺相，最嫌化克及逢傷」 — a generating line broken by the month (unfilled) or
    // controlled by its own change generates in name only (艮之觀: 「子水破而化空 … 作元神而無用」).
    if (const int g = movingMask(b.c, r.element, true, self)) {
        int effective = 0;
        for (const LinePos pos : linesIn(g))
            if (!spent(b, pos)) effective |= pos.bit();
        const Source src = sourceOf(useful ? ReadingRuleId::SourceSong : ReadingRuleId::SupportAndHarm);
        if (effective) b.add(FactorKind::MovingGenerates, Effect::Helps, src, effective);
        if (g & ~effective) b.add(FactorKind::MovingGenerates, Effect::Neutral, src, g & ~effective);
    }
    // 忌神歌: 「忌神急要逢傷克」 — a controlling line that is itself hurt (spent, struck by the day, broken by
    // it, or void as the school counts it) controls in name only.
    if (const int k = movingMask(b.c, r.element, false, self)) {
        int effective = 0;
        for (const LinePos pos : linesIn(k))
            if (!spent(b, pos) && !struckByDay(b, pos)) effective |= pos.bit();
        const Source src = sourceOf(useful ? ReadingRuleId::TabooSong : ReadingRuleId::SupportAndHarm);
        if (effective) b.add(FactorKind::MovingControls, Effect::Hurts, src, effective);
        if (k & ~effective) b.add(FactorKind::MovingControls, Effect::Neutral, sourceOf(ReadingRuleId::TabooSong), k & ~effective);
    }
    // 碎金賦: the chart-level findings that name this phase.
    for (const Finding& f : b.a.of(Subject{})) {
        if (f.param<ParamKey::Element>() != r.element) continue;
        if (f.kind == FindingKind::GreedyGeneration) {
            // The chain holds only while its 原神 (the line that generates this phase) is not spent.
            const LineMask pair = f.param<ParamKey::Lines>().value();
            bool holds = true;
            for (const LinePos pos : pair.lines())
                if (generates(b.c.line(pos).reading.element, r.element))
                    holds = holds && !spent(b, pos);
            b.add(FactorKind::GreedyGeneration, holds ? Effect::Helps : Effect::Neutral, sourceOf(f.rule), pair.bits);
        }
        if (f.kind == FindingKind::GenerationCut)
            b.add(FactorKind::GenerationCut, Effect::Hurts, sourceOf(f.rule), f.param<ParamKey::Lines>().value().bits);
    }
    if (!primary) return;
    b.fromFinding(FindingKind::ReturnedGeneration, FactorKind::ReturnedGeneration, Effect::Helps);
    if (const auto f = b.find(FindingKind::ReturnedControl))
        b.add(FactorKind::ReturnedControl, f->param<ParamKey::Effective>() == false ? Effect::Neutral : Effect::Hurts, sourceOf(f->rule));
    b.fromFinding(FindingKind::Advance, FactorKind::Advance, Effect::Helps);
    b.fromFinding(FindingKind::Retreat, FactorKind::Retreat, Effect::Hurts);
    const bool delays = breaksOnlyDelay(b.a);
    if (const auto f = b.find(FindingKind::ChangesToVoid))
        b.add(FactorKind::ChangesToVoid, delays ? Effect::Neutral : Effect::Hurts,
              delays ? sourceOf(ReadingRuleId::ChangeWaits) : sourceOf(f->rule));
    if (const auto f = b.find(FindingKind::ChangesToBreak))
        b.add(FactorKind::ChangesToBreak, delays ? Effect::Neutral : Effect::Hurts,
              delays ? sourceOf(ReadingRuleId::ChangeWaits) : sourceOf(f->rule));
    b.fromFinding(FindingKind::ChangesToTomb, FactorKind::ChangesToTomb, Effect::Hurts);
    b.fromFinding(FindingKind::ChangesToExtinction, FactorKind::ChangesToExtinction, Effect::Hurts);
}

void hiddenFactors(Builder& b)
{
    if (b.line.layer != Layer::Hidden) return;
    const HiddenLine& h = *b.c.line(LinePos(b.line.position)).hidden;
    if (h.feiFu == FeiFu::Suppressed)
        b.add(FactorKind::HiddenSuppressed, Effect::Hurts, sourceOf(RuleId::HiddenEmerges));
    b.fromFinding(FindingKind::HiddenEmerges, FactorKind::HiddenEmerges, Effect::Helps);
}

bool any(const std::vector<Factor>& fs, std::initializer_list<FactorKind> kinds, Effect e)
{
    return std::any_of(fs.begin(), fs.end(), [&](const Factor& f) {
        return f.effect == e && std::find(kinds.begin(), kinds.end(), f.kind) != kinds.end();
    });
}

void mark(std::vector<Factor>& fs, std::initializer_list<FactorKind> kinds, Effect e)
{
    for (Factor& f : fs)
        if (f.effect == e && std::find(kinds.begin(), kinds.end(), f.kind) != kinds.end()) f.decisive = true;
}

// The weighing (docs/reading.md): the month and the day give the strength — either suffices when the
// other does not hurt, and an unfilled 月破 is not mended by the day. Each threat has its remedies:
// a moving line's control is answered by a moving 原神 (碎金賦 「兄動克財子動能解」, 忌神歌 「忌神急要逢
// 傷克」), a bad change by the day (原神歌 「最嫌化克及逢傷」), the day's harm by a moving 原神; a void or
// an unfilled break has none but time (its 應期).
constexpr std::initializer_list<FactorKind> kMonth{FactorKind::Season, FactorKind::MonthRuler, FactorKind::MonthCombines, FactorKind::MonthBreak};
constexpr std::initializer_list<FactorKind> kDay{FactorKind::DayRuler, FactorKind::DayGenerates, FactorKind::DaySupports, FactorKind::DayCombines,
                                                 FactorKind::DarkMove, FactorKind::DayControls, FactorKind::DayBreak, FactorKind::Dispersed};

struct Remedy {
    std::initializer_list<FactorKind> threats;
    std::initializer_list<FactorKind> remedies;
};
const std::initializer_list<Remedy> kRemedies{
    {{FactorKind::MovingControls, FactorKind::GenerationCut}, {FactorKind::MovingGenerates, FactorKind::GreedyGeneration}},
    {{FactorKind::ReturnedControl, FactorKind::Retreat, FactorKind::ChangesToVoid, FactorKind::ChangesToBreak,
      FactorKind::ChangesToTomb, FactorKind::ChangesToExtinction},
     {FactorKind::DayRuler, FactorKind::DayGenerates, FactorKind::DaySupports}},
    {{FactorKind::DayBreak, FactorKind::Dispersed, FactorKind::TombOnDay, FactorKind::HiddenSuppressed},
     {FactorKind::MovingGenerates, FactorKind::GreedyGeneration, FactorKind::HiddenEmerges}},
    {{FactorKind::Void, FactorKind::MonthBreak}, {}},
};

// 旺相 by the month (or on it), the month not broken.
bool prosperousByMonth(const std::vector<Factor>& fs)
{
    return !any(fs, {FactorKind::MonthBreak}, Effect::Hurts) && any(fs, {FactorKind::Season, FactorKind::MonthRuler}, Effect::Helps);
}

// 黃金策 千金賦 「爻遇令星，物難我害 … 主象休囚，怕見刑衝剋害」: a 用神 旺相 by an unbroken month (or on it)
// is not harmed by a moving line's control; the control only delays it (its 應期, clashes_controller).
void prosperousUnharmed(std::vector<Factor>& fs)
{
    if (prosperousByMonth(fs)) neutralise(fs, FactorKind::MovingControls, Effect::Hurts, ReadingRuleId::ProsperousUnharmed);
}

// 黃金策 千金賦 「戒回頭之克我」 as 增刪卜易's cases read it: a 用神 returned to control by a change that is itself
// strong — 旺相 by the month, on the month or the day, or generated or supported by the day — is settled against,
// whatever else helps it (遯之姤 「世爻午火臨日辰，本主旺相，不宜申金月建生亥水回頭克世」); a weak change does not
// settle a near matter (謙之蹇 「雖化戌土之克，春令土衰」), and the weighing decides. In a matter of months or years the
// weak change's season comes within it, and its 回頭克 settles too (題頭總注 「受回頭克者，雖變亦凶」; 益之漸 「目下無礙
// … 子水化辰土回頭之克，子月逢之而無救」).
void strongReturnedControl(Builder& b, TimingUnit horizon)
{
    const auto line = b.line.line();
    if (b.line.layer != Layer::Primary || !line || !any(b.out, {FactorKind::ReturnedControl}, Effect::Hurts)) return;
    const LineReading& to = *b.c.line(*line).changed;
    const auto d = dayBranch(b.c);
    const bool byDay = d && (generates(element(*d), to.element) || element(*d) == to.element);
    if (prosperous(b.c, b.a.settings, to) || byDay)
        b.add(FactorKind::StrongReturnedControl, Effect::Hurts, sourceOf(ReadingRuleId::StrongReturnedControl));
    else if (horizon != TimingUnit::Day)
        b.add(FactorKind::ReturnedControlInTime, Effect::Hurts, sourceOf(ReadingRuleId::ReturnedControlInTime));
}

// 增刪卜易 六合章 (剝, 丑月庚辰日): 「子水子孫，與月建作合，卦無生扶，言克不言合也」; 父母壽元章 (蹇之謙): 「雖則卯與戌
// 合，嫌日月同克，論克不論合也」: a month or day that combines the line and controls it (丑 on 子, 卯 on 戌, 巳 on 申)
// does not help it while nothing generates or supports it; its control stands.
void combineControls(std::vector<Factor>& fs, const Chart& c, const LineReading& r)
{
    const bool helped = any(fs, {FactorKind::Season, FactorKind::MonthRuler, FactorKind::DayRuler, FactorKind::DayGenerates,
                                 FactorKind::DaySupports, FactorKind::MovingGenerates, FactorKind::GreedyGeneration,
                                 FactorKind::ReturnedGeneration},
                            Effect::Helps);
    if (helped) return;
    const auto m = c.pillars.monthBranch();
    const auto d = dayBranch(c);
    if (m && controls(element(*m), r.element)) neutralise(fs, FactorKind::MonthCombines, Effect::Helps, ReadingRuleId::CombineControls);
    if (d && controls(element(*d), r.element)) neutralise(fs, FactorKind::DayCombines, Effect::Helps, ReadingRuleId::CombineControls);
}

// 卜筮正宗 十八問答 第十問 「退神之法 … 旺相者或有日月動爻生扶，占近事暫時而不退者一也；休囚者即時而退」: a
// 化退 of a line 旺相 by an unbroken month, or generated or supported by the month, the day or a moving line,
// does not retreat within a near matter (增刪卜易 進神退神章, 困之解: 「三土生酉金，旺而不退」).
void retreatHeld(std::vector<Factor>& fs, TimingUnit horizon)
{
    if (horizon == TimingUnit::Year) return;
    const bool helped = any(fs, {FactorKind::DayRuler, FactorKind::DayGenerates, FactorKind::DaySupports,
                                 FactorKind::MovingGenerates, FactorKind::GreedyGeneration}, Effect::Helps);
    if (prosperousByMonth(fs) || helped) neutralise(fs, FactorKind::Retreat, Effect::Hurts, ReadingRuleId::RetreatHeld);
}

// 黃金策 千金賦 「用爻變動，忌遭死墓絕空 … 戒回頭之克我」: a moving line whose change controls it, or is its tomb,
// its extinction or void (as it hurts), gains no 氣 from moving (用神發動訣's 「縱值休囚亦不兇」 does not hold).
void movingSpoilt(std::vector<Factor>& fs)
{
    if (any(fs, {FactorKind::ReturnedControl, FactorKind::ChangesToTomb, FactorKind::ChangesToExtinction, FactorKind::ChangesToVoid},
            Effect::Hurts))
        neutralise(fs, FactorKind::Moving, Effect::Helps, ReadingRuleId::MovingSpoilt);
}

Verdict weigh(const Chart& c, std::vector<Factor>& fs)
{
    Verdict v;
    if (c.pillars.monthBranch() || c.pillars.day) {
        const bool broken = any(fs, {FactorKind::MonthBreak}, Effect::Hurts);
        const bool monthHelps = !broken && any(fs, kMonth, Effect::Helps);
        const bool dayHelps = any(fs, kDay, Effect::Helps);
        const bool dayHurts = any(fs, kDay, Effect::Hurts);
        const bool strong = (monthHelps && !dayHurts) || (dayHelps && !broken);
        v.strength = strong ? Strength::Strong : Strength::Weak;
        if (strong) {
            if (monthHelps && !dayHurts) mark(fs, kMonth, Effect::Helps);
            if (dayHelps) mark(fs, kDay, Effect::Helps);
        } else {
            mark(fs, kMonth, Effect::Hurts);
            mark(fs, kDay, Effect::Hurts);
        }
    }
    // 有氣 (黃金策 千金賦 「用神有氣無他故，所作皆成；主象徒存更被傷，凡謀不遂」): 旺相 by an unbroken month,
    // helped by the day, strong, moving (用神發動訣 「縱值休囚亦不兇」), or generated by a moving line or its
    // own change (原神歌 「原神發動志揚揚，用伏藏兮也不妨」).
    const bool seasonal = !any(fs, {FactorKind::MonthBreak}, Effect::Hurts) && any(fs, kMonth, Effect::Helps);
    const bool hasQi = v.strength == Strength::Strong || seasonal || any(fs, kDay, Effect::Helps) ||
                       any(fs, {FactorKind::Moving, FactorKind::MovingGenerates, FactorKind::GreedyGeneration,
                                FactorKind::ReturnedGeneration, FactorKind::Advance, FactorKind::HiddenEmerges},
                           Effect::Helps);
    // A line with 氣 in the day's tomb waits for the tomb's clash (諸爻持世訣 「入墓愁疑無散日，逢沖轉禍變成歡」):
    // its 應期, not its harm.
    if (hasQi) neutralise(fs, FactorKind::TombOnDay, Effect::Hurts, ReadingRuleId::TimingTomb);
    bool threatened = false, unanswered = false;
    for (const Remedy& r : kRemedies) {
        if (!any(fs, r.threats, Effect::Hurts)) continue;
        threatened = true;
        mark(fs, r.threats, Effect::Hurts);
        if (any(fs, r.remedies, Effect::Helps)) mark(fs, r.remedies, Effect::Helps);
        else unanswered = true;
    }
    v.rescue = !threatened ? Rescue::NotNeeded : unanswered ? Rescue::Unrescued : Rescue::Rescued;
    // 有氣 and not left unrescued: 吉 (「所作皆成」); without 氣 and unrescued: 凶 (「主象徒存更被傷」);
    // anything else is mixed.
    v.qi = hasQi ? Qi::Has : Qi::None;
    v.tendency = hasQi && v.rescue != Rescue::Unrescued   ? Tendency::Favourable
                 : !hasQi && v.rescue == Rescue::Unrescued ? Tendency::Unfavourable
                                                           : Tendency::Mixed;
    // The settling factors (the question's own rules, a strong change's 回頭克) decide it when they all point one way.
    const auto settling = [&fs](Effect e) {
        return std::any_of(fs.begin(), fs.end(), [e](const Factor& f) { return settlesVerdict(f.kind) && f.effect == e; });
    };
    if (const bool helps = settling(Effect::Helps); helps != settling(Effect::Hurts)) {
        v.tendency = helps ? Tendency::Favourable : Tendency::Unfavourable;
        for (Factor& f : fs)
            if (settlesVerdict(f.kind) && f.effect == (helps ? Effect::Helps : Effect::Hurts)) f.decisive = true;
    }
    return v;
}

} // namespace

StrengthReading strengthOf(const Chart& c, const Analysis& a, LineRef line, Role role, TimingUnit horizon, const Question* asked)
{
    Builder b{c, a, line, {}};
    const LineReading& r = readingOf(c, line);
    monthFactors(b, r);
    dayFactors(b, r);
    voidFactor(b);
    movingFactors(b, r, role);
    hiddenFactors(b);
    if (role == Role::Useful) prosperousUnharmed(b.out);
    retreatHeld(b.out, horizon);
    movingSpoilt(b.out);
    combineControls(b.out, c, r);
    if (role == Role::Useful) strongReturnedControl(b, horizon);
    if (asked) questionFactors(c, a, *asked, line, b.out);
    StrengthReading s{role, line, std::move(b.out), {}};
    s.verdict = weigh(c, s.factors);
    return s;
}

} // namespace najia::detail
