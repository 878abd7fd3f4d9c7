// 應期 candidates for the 用神, each with its passage.
//
// 海底眼 卷2 (seed 004 line 95): 「變動虧盈隨本用，日月生扶取剋期」; 卜筮正宗 旬空論第十: a void line that
// is of use waits for 「出旬值日、有合空沖起、沖實、填補」; 易冒 卷4 (seed 002 line 123): a month break
// 「唯值日則能實其破，後時則能補其過」; 卜筮正宗 諸爻持世訣 (seed 000 line 162): 「入墓愁疑無散日，
// 逢沖轉禍變成歡」; 易隱 卷2 (seed 001 line 3, 周仲高): the days a weak 用神 favours.
#include "reading/reading_detail.h"

#include "branch_relations.h"

namespace najia::detail {

namespace {

// 周仲高: 「金喜巳酉，木喜亥子，水喜申酉，火喜寅卯，土喜午申」 (seed 001 line 3), indexed by Element.
constexpr std::array<std::array<Branch, 2>, 5> kFavoured = {{
    {Branch::Hai, Branch::Zi},    // 木
    {Branch::Yin, Branch::Mao},   // 火
    {Branch::Wu, Branch::Shen},   // 土
    {Branch::Si, Branch::You},    // 金
    {Branch::Shen, Branch::You},  // 水
}};

struct Out {
    std::vector<TimingCandidate>& v;
    TimingUnit unit;
    void add(TimingRule rule, Branch b, Source s) { v.push_back({rule, b, unit, s}); }
};

void favoured(Out& o, Element e)
{
    for (Branch b : kFavoured[static_cast<std::size_t>(index(e))])
        o.add(TimingRule::FavouredDay, b, sourceOf(ReadingRuleId::TimingFavouredDays));
}

std::optional<Branch> tombOf(const Chart& c, const Analysis& a, LineRef line)
{
    const Subject s = subjectOf(line);
    for (const Finding& f : a.about(s))
        if (f.kind == FindingKind::Stage && f.param(ParamKey::Against) == static_cast<int>(Pillar::Day) &&
            f.param(ParamKey::Stage) == static_cast<int>(LifeStage::Tomb))
            return dayBranch(c);
    if (line.layer == Layer::Primary && a.has(FindingKind::ChangesToTomb, s))
        return c.lines[static_cast<std::size_t>(line.position - 1)].changed->branch;
    return std::nullopt;
}

} // namespace

std::vector<TimingCandidate> timingOf(const Chart& c, const Analysis& a, const UsefulPick& p, const StrengthReading* strength,
                                      TimingUnit unit)
{
    std::vector<TimingCandidate> v;
    Out o{v, unit};
    if (p.line.layer == Layer::Chart) {
        favoured(o, p.element);
        return v;
    }
    const LineReading& r = readingOf(c, p.line);
    const Subject s = subjectOf(p.line);
    const ChartLine& l = c.lines[static_cast<std::size_t>(p.line.position - 1)];
    const bool isVoid = a.has(FindingKind::Void, s);
    const auto brk = a.find(FindingKind::MonthBreak, s);
    if (isVoid) {
        const Source src = sourceOf(ReadingRuleId::TimingVoid);
        o.add(TimingRule::LeavesVoid, r.branch, src);
        o.add(TimingRule::ClashesVoid, clashPartner(r.branch), src);
        o.add(TimingRule::CombinesVoid, sixHarmonyPartner(r.branch), src);
    }
    if (brk) {
        const Source src = sourceOf(ReadingRuleId::TimingBreak);
        o.add(TimingRule::FillsBreak, r.branch, src);
        if (const int m = brk->param(ParamKey::RepairMonth); m >= 0)
            v.push_back({TimingRule::RepairsBreak, branchAt(m), TimingUnit::Month, src});
    }
    if (p.line.layer == Layer::Hidden) {
        o.add(TimingRule::ValueDay, r.branch, sourceOf(ReadingRuleId::TimingByDayAndMonth));
        o.add(TimingRule::ClashesFlying, clashPartner(l.reading.branch), sourceOf(RuleId::HiddenEmerges));
    }
    if (const auto tomb = tombOf(c, a, p.line))
        o.add(TimingRule::ClashesTomb, clashPartner(*tomb), sourceOf(ReadingRuleId::TimingTomb));
    const bool still = p.line.layer != Layer::Primary || !l.moving();
    if (p.line.layer == Layer::Primary && still && !isVoid && !brk && prosperous(c, a.settings, r))
        o.add(TimingRule::DayClash, clashPartner(r.branch), sourceOf(RuleId::DayClash));
    if (!isVoid && !brk && p.line.layer != Layer::Hidden)
        o.add(TimingRule::ValueDay, r.branch, sourceOf(ReadingRuleId::TimingByDayAndMonth));
    if (strength && strength->verdict.strength == Strength::Weak) favoured(o, r.element);
    return v;
}

} // namespace najia::detail
