#include "engine/reading/reading_detail.h"
#include "engine/reading/verses.h"
#include "engine/analysis/analysis.h"

#include <algorithm>

namespace najia {

using namespace detail;

namespace {

// Whether relation `r` moves on the 本卦 (明動), or a moving line changes into it.
bool movesOn(const Chart& c, Relation r)
{
    return std::any_of(c.lines.begin(), c.lines.end(), [r](const ChartLine& l) { return l.moving() && l.reading.relation == r; });
}
bool changesInto(const Chart& c, Relation r)
{
    return std::any_of(c.lines.begin(), c.lines.end(), [r](const ChartLine& l) { return l.changed && l.changed->relation == r; });
}

// 天時 晴 reads 子孫 and 妻財; the one the chart moves speaks first (通玄賦 「爻動始為定」; 天時章 「子孫 … 動則萬里
// 晴光」, 「財動雖晴」): 妻財 first when it moves and 子孫 does not, or, neither moving, when only 妻財 is a 變爻.
UsefulGods fineOn(const Chart& c, UsefulGods g)
{
    const bool wealthMoves = movesOn(c, Relation::Wealth), offspringMoves = movesOn(c, Relation::Offspring);
    const bool wealthFirst = wealthMoves != offspringMoves
                                 ? wealthMoves
                                 : !wealthMoves && changesInto(c, Relation::Wealth) && !changesInto(c, Relation::Offspring);
    if (wealthFirst) {
        std::swap(g.entries[0], g.entries[1]);
        g.entries[0].rule = ReadingRuleId::UsefulFineMoving;
    }
    return g;
}

// The question's 用神 on this chart: when one of an examination's two (父母 the paper, 官鬼 the rank) holds the
// 世, the 世 line is read first and the other second (增刪卜易 鄕試章 「父官持世而旺相 … 名登龍虎」; 序
// 「占功名者得旺官持世 … 求名如拾芥耳」).
UsefulGods godsOn(const Chart& c, const Question& q)
{
    UsefulGods g = usefulGods(q);
    if (q.category == QuestionCategory::Fine && g.count == 2) return fineOn(c, g);
    if (q.category != QuestionCategory::Exam || g.count != 2) return g;
    const Relation self = c.line(c.primary.self).reading.relation;
    for (int i = 0; i < 2; ++i) {
        const UsefulTarget t = g.entries[std::size_t(i)].target;
        if (t.by != UsefulBy::Relation || t.relation != self) continue;
        const UsefulEntry other = g.entries[std::size_t(1 - i)];
        return {{UsefulEntry{{UsefulBy::SelfLine, self}, ReadingRuleId::UsefulExamOnSelf}, other}, 2};
    }
    return g;
}

UsefulEntry firstEntry(const Chart& c, const Question& q, std::optional<Relation> given)
{
    if (given) return {{UsefulBy::Relation, *given}, ReadingRuleId::UsefulGiven};
    return godsOn(c, q).entries[0];
}

UsefulPick pick(const Chart& c, const Analysis& a, const UsefulEntry& e)
{
    UsefulPick p{};
    if (e.target.by == UsefulBy::Relation) {
        p = pickRelation(c, a, e.target.relation);
    } else {
        const bool self = e.target.by == UsefulBy::SelfLine;
        p.line = primaryLine(self ? c.primary.self : c.primary.other);
        const LineReading& r = readingOf(c, p.line);
        p.relation = r.relation;
        p.element = r.element;
        p.rule = self ? PickRule::SelfLine : PickRule::OtherLine;
    }
    p.target = e.target;
    p.tableRule = e.rule;
    return p;
}

std::vector<RoleEntry> rolesOf(const Chart& c, Element useful)
{
    const Element palace = palaceElement(c.primary.place.palace);
    std::vector<RoleEntry> out;
    for (Role role : {Role::Source, Role::Taboo, Role::Enemy, Role::Idle}) {
        RoleEntry e{role, useful, Relation::Parent, 0, 0};
        for (int i = 0; i < 5; ++i)
            if (roleOf(elementAt(i), useful) == role) e.element = elementAt(i);
        e.relation = relationTo(palace, e.element);
        for (const ChartLine& l : c.lines) {
            if (l.reading.element != e.element) continue;
            e.lines = static_cast<std::uint8_t>(e.lines | l.position.bit());
            if (l.moving()) e.moving = static_cast<std::uint8_t>(e.moving | l.position.bit());
        }
        out.push_back(e);
    }
    return out;
}

// The 原神's or 忌神's line to weigh: chosen among its lines as the 用神 is (取用), on the 本卦 only.
std::optional<LineRef> roleLine(const Chart& c, const Analysis& a, const RoleEntry& e)
{
    if (!e.lines) return std::nullopt;
    std::vector<LineRef> lines;
    for (const LinePos pos : linesIn(e.lines)) lines.push_back(primaryLine(pos));
    return pickAmong(c, a, lines, PickRule::Only).line;
}

} // namespace

Relation analysisRelation(const Chart& chart, const Question& q, std::optional<Relation> given)
{
    const UsefulEntry e = firstEntry(chart, q, given);
    if (e.target.by == UsefulBy::Relation) return e.target.relation;
    return chart.line(e.target.by == UsefulBy::SelfLine ? chart.primary.self : chart.primary.other).reading.relation;
}

TimingUnit horizonOf(QuestionCategory c)
{
    switch (c) {
    case QuestionCategory::Lifespan:
    case QuestionCategory::Fortune:
    case QuestionCategory::Grave:
    case QuestionCategory::Heirs: return TimingUnit::Year;
    case QuestionCategory::Career:
    case QuestionCategory::Impeachment:
    case QuestionCategory::Exam:
    case QuestionCategory::Marriage:
    case QuestionCategory::Home: return TimingUnit::Month;
    default: break;
    }
    return TimingUnit::Day;
}

namespace {

Interpretation interpretAt(const Chart& chart, const Analysis& analysis, const Question& q, std::optional<Relation> given)
{
    Interpretation out;
    out.question = q;
    const UsefulGods gods = godsOn(chart, q);
    out.useful.push_back(pick(chart, analysis, firstEntry(chart, q, given)));
    if (!given && gods.count > 1) out.useful.push_back(pick(chart, analysis, gods.entries[1]));

    const UsefulPick& first = out.useful.front();
    out.roles = rolesOf(chart, first.element);
    const TimingUnit horizon = horizonOf(q.category);
    for (const UsefulPick& p : out.useful)
        if (p.line.layer != Layer::Chart)
            out.strength.push_back(strengthOf(chart, analysis, p.line, Role::Useful, horizon, &p == &first ? &q : nullptr));
    for (const RoleEntry& e : out.roles) {
        if (e.role != Role::Source && e.role != Role::Taboo) continue;
        if (const auto line = roleLine(chart, analysis, e))
            out.strength.push_back(strengthOf(chart, analysis, *line, e.role, horizon));
    }
    const StrengthReading* usefulStrength =
        first.line.layer != Layer::Chart ? &out.strength.front() : nullptr;
    out.timing = timingOf(chart, analysis, first, usefulStrength, horizon);
    out.verses = versesFor(chart, analysis, out);
    return out;
}

// The cast's pillars with the month and the day the matter is decided in their place (後時); a later day has its own
// hour, which the question does not give.
Pillars decidedPillars(Pillars p, const Question& q)
{
    if (q.decidedMonth) {
        p.month.reset();
        p.monthBranchOnly = q.decidedMonth;
    }
    if (q.decidedDay) {
        p.day = q.decidedDay;
        p.hour.reset();
    }
    return p;
}

} // namespace

Interpretation interpret(const Chart& chart, const Analysis& analysis, const Question& q, std::optional<Relation> given)
{
    if (!q.decidedMonth && !q.decidedDay) return interpretAt(chart, analysis, q, given);
    // 易冒 後時: the same lines read against the month and the day of the decision — its month's 旺 trigram, not the
    // cast's 節 (no season input).
    const Chart later = computeChart(chart.cast, decidedPillars(chart.pillars, q), chart.settings);
    return interpretAt(later, analyze(later, analysis.settings, analysis.useful, analysis.preset), q, given);
}

} // namespace najia
