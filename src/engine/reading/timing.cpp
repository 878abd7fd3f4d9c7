// 應期 candidates for the 用神, each with its passage.
//
// 增刪卜易 卷一 各門類應期總注章: 「靜而逢值、逢沖 … 動而逢合逢值 … 太旺者，逢墓、逢沖 … 衰絕者，遇生、
// 遇旺 … 入三墓，俱喜沖開 … 遇六合，亦宜相擊 … 月破喜逢填合 … 旬空最愛填沖」; 卜筮正宗 旬空論第十
// (合空); 易冒 卷4 (seed 002 line 123): a month break 「後時則能補其過」; 卜筮正宗 諸爻持世訣 (seed 000
// line 162): 「入墓愁疑無散日，逢沖轉禍變成歡」; 易隱 卷2 (seed 001 line 3, 周仲高): the days a weak
// 用神 favours and the days that harm it; 海底眼 卷2: a 伏神 comes out when its flying line is clashed (沖出).
//
// The order is the rank: the 用神's own state first (void, broken, still or moving), then its 變爻, what controls
// it, its tomb, and the days of its phase; a branch already named gives way to the next one (three distinct days).
#include "engine/reading/reading_detail.h"

#include "engine/branch_relations.h"
#include "engine/calendar/xunkong.h"

#include <algorithm>
#include <utility>

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
    void add(TimingRule rule, Branch b, ReadingRuleId s) { add(rule, b, sourceOf(s)); }
    // One candidate per rule and branch: the first reason given stands.
    void add(TimingRule rule, Branch b, const Source& s)
    {
        for (const TimingCandidate& t : v)
            if (t.rule == rule && t.branch == b) return;
        v.push_back({rule, b, unit, s});
    }
};

// 周仲高's second verse: 「金取巳申酉，寅午須有害 … 土用在午申，亥卯巳為害」 (seed 001 line 3): the days of harm.
constexpr std::array<std::array<std::optional<Branch>, 3>, 5> kHarmful = {{
    {Branch::Shen, Branch::You, std::nullopt},  // 木
    {Branch::Hai, Branch::Zi, std::nullopt},    // 火
    {Branch::Hai, Branch::Mao, Branch::Si},     // 土
    {Branch::Yin, Branch::Wu, std::nullopt},    // 金
    {Branch::Si, Branch::Wu, std::nullopt},     // 水
}};

void favoured(Out& o, Element e)
{
    for (Branch b : kFavoured[static_cast<std::size_t>(index(e))]) o.add(TimingRule::FavouredDay, b, ReadingRuleId::TimingFavouredDays);
}

void harmful(Out& o, Element e)
{
    for (const auto b : kHarmful[static_cast<std::size_t>(index(e))])
        if (b) o.add(TimingRule::HarmfulDay, *b, ReadingRuleId::TimingHarmfulDays);
}

// 出旬: a void 用神 on the second branch of the pair waits for the next 旬, which opens on the first (甲辰旬 voids
// 寅卯; 甲寅 begins the next): 「待其出旬值日」, days only.
std::optional<Branch> nextDecadeHead(const Chart& c, Branch b)
{
    if (!c.pillars.day) return std::nullopt;
    const auto pair = calendar::voidBranches(*c.pillars.day);
    return b == pair[1] ? std::optional(pair[0]) : std::nullopt;
}

// Three distinct days first: a candidate whose branch is already named moves behind the rest, keeping its order.
void distinctFirst(std::vector<TimingCandidate>& v)
{
    std::array<bool, 12> named{};
    std::stable_partition(v.begin(), v.end(), [&named](const TimingCandidate& t) {
        bool& seen = named[static_cast<std::size_t>(index(t.branch))];
        return !std::exchange(seen, true);
    });
}

// The tomb the line sits in: 墓 on the day, or 化墓 (the 變爻's branch).
std::optional<Branch> tombOf(const Chart& c, const Analysis& a, LineRef line)
{
    const Subject s = subjectOf(line);
    for (const Finding& f : a.of(s))
        if (f.kind == FindingKind::Stage && f.param<ParamKey::Against>() == Pillar::Day &&
            f.param<ParamKey::Stage>() == LifeStage::Tomb)
            return dayBranch(c);
    if (line.layer == Layer::Primary && a.has(FindingKind::ChangesToTomb, s))
        return c.line(LinePos(line.position)).changed->branch;
    return std::nullopt;
}

// 合住: the day or the month combines it (「主事爻與日月作合 … 必待沖開之月日應之」), or it changes into
// its combination (回頭合).
bool combined(const Chart& c, const Analysis& a, LineRef line, const LineReading& r)
{
    const auto m = c.pillars.monthBranch();
    const auto d = dayBranch(c);
    return (m && isSixHarmony(*m, r.branch)) || (d && isSixHarmony(*d, r.branch)) ||
           (line.layer == Layer::Primary && a.has(FindingKind::ReturnedCombination, subjectOf(line)));
}

// The branches of the lines that control the 用神: a moving line of the controlling phase, and its own 變爻 when
// it returns to control it (回頭克).
std::vector<Branch> controllers(const Chart& c, LineRef line, const LineReading& r)
{
    std::vector<Branch> out;
    for (const ChartLine& m : c.lines) {
        if (!m.moving() || (line.layer == Layer::Primary && m.position.number() == line.position)) continue;
        if (controls(m.reading.element, r.element)) out.push_back(m.reading.branch);
    }
    const ChartLine& own = c.line(LinePos(line.position));
    if (line.layer == Layer::Primary && own.moving() && own.changed && controls(own.changed->element, r.element))
        out.push_back(own.changed->branch);
    return out;
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
    const ChartLine& l = c.line(LinePos(p.line.position));
    const bool moving = p.line.layer == Layer::Primary && l.moving();
    const bool isVoid = a.has(FindingKind::Void, s);
    const auto brk = a.find(FindingKind::MonthBreak, s);
    if (isVoid) {
        o.add(TimingRule::LeavesVoid, r.branch, ReadingRuleId::TimingVoidFillClash);
        // 「世空元動，須待元神逢值」: a moving 原神 generates it on its own day.
        for (const ChartLine& m : c.lines)
            if (m.moving() && generates(m.reading.element, r.element))
                o.add(TimingRule::SourceValue, m.reading.branch, ReadingRuleId::TimingSourceValue);
        if (const auto head = nextDecadeHead(c, r.branch); head && unit == TimingUnit::Day)
            o.add(TimingRule::LeavesDecade, *head, ReadingRuleId::TimingVoid);
        o.add(TimingRule::ClashesVoid, clashPartner(r.branch), ReadingRuleId::TimingVoidFillClash);
        o.add(TimingRule::CombinesVoid, sixHarmonyPartner(r.branch), ReadingRuleId::TimingVoid);
    }
    if (brk) {
        o.add(TimingRule::FillsBreak, r.branch, ReadingRuleId::TimingBreakCombine);
        o.add(TimingRule::CombinesBreak, sixHarmonyPartner(r.branch), ReadingRuleId::TimingBreakCombine);
        v.push_back({TimingRule::RepairsBreak, r.branch, TimingUnit::Month, sourceOf(ReadingRuleId::TimingBreak)});
    }
    if (p.line.layer == Layer::Hidden) {
        o.add(TimingRule::ValueDay, r.branch, ReadingRuleId::TimingByDayAndMonth);
        o.add(TimingRule::ClashesFlying, clashPartner(l.reading.branch), sourceOf(RuleId::HiddenEmerges));
    } else if (!isVoid && !brk) {
        o.add(TimingRule::ValueDay, r.branch, ReadingRuleId::TimingStillMoving);
        if (moving) o.add(TimingRule::Combine, sixHarmonyPartner(r.branch), ReadingRuleId::TimingStillMoving);
        else o.add(TimingRule::Clash, clashPartner(r.branch), ReadingRuleId::TimingStillMoving);
    }
    // 「問有應於變爻動爻」: a moving 用神 answers on its 變爻's day too (when the 變爻 is void, on the day that fills it:
    // 「化空者，必應實空」); 「須待克神受克」: on the day that clashes what controls it.
    const bool changesToVoid = moving && a.has(FindingKind::ChangesToVoid, s);
    if (moving && l.changed)
        changesToVoid ? o.add(TimingRule::ChangedVoid, l.changed->branch, ReadingRuleId::TimingChangedVoid)
                      : o.add(TimingRule::ChangedLine, l.changed->branch, ReadingRuleId::TimingChangedLine);
    for (const Branch b : controllers(c, p.line, r)) o.add(TimingRule::ClashesController, clashPartner(b), ReadingRuleId::TimingController);
    if (const auto tomb = tombOf(c, a, p.line)) o.add(TimingRule::ClashesTomb, clashPartner(*tomb), ReadingRuleId::TimingTomb);
    if (tooStrong(c, r)) {
        o.add(TimingRule::EntersTomb, stageBranch(r.element, LifeStage::Tomb, a.settings.earthStages), ReadingRuleId::TimingTooStrong);
        o.add(TimingRule::Clash, clashPartner(r.branch), ReadingRuleId::TimingTooStrong);
    }
    if (combined(c, a, p.line, r)) o.add(TimingRule::Clash, clashPartner(r.branch), ReadingRuleId::TimingCombined);
    if (changesToVoid) o.add(TimingRule::ClashesVoid, clashPartner(l.changed->branch), ReadingRuleId::TimingVoidFillClash);
    if (strength && strength->verdict.strength == Strength::Weak) favoured(o, r.element);
    if (strength && strength->verdict.tendency == Tendency::Unfavourable) harmful(o, r.element);
    distinctFirst(v);
    return v;
}

} // namespace najia::detail
