// Shared by the parts of the reading (pick.cpp, strength.cpp, timing.cpp). Internal to src/engine/reading.
#pragma once

#include "engine/calendar/xunkong.h"
#include "engine/reading/interpretation.h"

namespace najia::detail {

inline const LineReading& readingOf(const Chart& c, LineRef r)
{
    const ChartLine& l = c.line(LinePos(r.position));
    if (r.layer == Layer::Changed) return *l.changed;
    if (r.layer == Layer::Hidden) return l.hidden->reading;
    return l.reading;
}

// The phase of relation `r` in a palace of phase `palace` (the inverse of relationTo).
constexpr Element elementOfRelation(Element palace, Relation r)
{
    switch (r) {
    case Relation::Parent: return elementAt(index(palace) - 1);     // 生我
    case Relation::Offspring: return elementAt(index(palace) + 1);  // 我生
    case Relation::Wealth: return elementAt(index(palace) + 2);     // 我克
    case Relation::Officer: return elementAt(index(palace) - 2);    // 克我
    case Relation::Sibling: break;
    }
    return palace;
}

constexpr Subject subjectOf(LineRef r) { return {r.layer, r.position}; }
constexpr LineRef primaryLine(LinePos pos) { return LineRef::at(Layer::Primary, pos); }

inline std::optional<Branch> dayBranch(const Chart& c)
{
    return c.pillars.day ? std::optional<Branch>(c.pillars.day->branch()) : std::nullopt;
}

// 旺相 by the month, or on the month or the day.
inline bool prosperous(const Chart& c, const AnalysisSettings& s, const LineReading& r)
{
    const auto m = c.pillars.monthBranch();
    const auto d = dayBranch(c);
    return (m && (*m == r.branch || isStrong(seasonOf(r.element, *m, s.earthMonths)))) || (d && *d == r.branch);
}

inline bool monthBroken(const Chart& c, const LineReading& r)
{
    const auto m = c.pillars.monthBranch();
    return m && calendar::monthBreak(*m) == r.branch;
}

// 太旺 (增刪卜易 各門類應期總注章 「主事爻臨午火，又遇巳午月日占卦」): the month and the day both of its phase.
inline bool tooStrong(const Chart& c, const LineReading& r)
{
    const auto m = c.pillars.monthBranch();
    const auto d = dayBranch(c);
    return m && d && element(*m) == r.element && element(*d) == r.element;
}

inline bool dayVoid(const Chart& c, const LineReading& r)
{
    return c.pillars.day && calendar::isVoid(r.branch, *c.pillars.day);
}

// A mask of the 本卦's moving lines (other than `except`) whose phase generates / controls `e`.
inline std::uint8_t movingMask(const Chart& c, Element e, bool generation, std::optional<LinePos> except = {})
{
    std::uint8_t mask = 0;
    for (const ChartLine& l : c.lines)
        if (l.moving() && l.position != except &&
            (generation ? generates(l.reading.element, e) : controls(l.reading.element, e)))
            mask = static_cast<std::uint8_t>(mask | l.position.bit());
    return mask;
}

// 取用 among the lines of one relation: the first that the preset's rules leave.
UsefulPick pickAmong(const Chart& c, const Analysis& a, std::vector<LineRef> lines, PickRule single);
UsefulPick pickRelation(const Chart& c, const Analysis& a, Relation r);

// `horizon`: the question's (horizonOf); a retreat holds only for a near matter. `asked`: the question, for the
// first 用神 only, whose own rules (questionFactors) join its factors.
StrengthReading strengthOf(const Chart& c, const Analysis& a, LineRef line, Role role, TimingUnit horizon,
                           const Question* asked = nullptr);
// A passage that takes the force out of a factor: each `kind` with effect `e` becomes neutral, cited to `rule`.
inline void neutralise(std::vector<Factor>& fs, FactorKind kind, Effect e, ReadingRuleId rule)
{
    for (Factor& f : fs)
        if (f.kind == kind && f.effect == e) {
            f.effect = Effect::Neutral;
            f.source = sourceOf(rule);
        }
}

// The question's own rules (question_rules.cpp): the factors they add to the 用神's `out`.
void questionFactors(const Chart& c, const Analysis& a, const Question& q, LineRef line, std::vector<Factor>& out);
std::vector<TimingCandidate> timingOf(const Chart& c, const Analysis& a, const UsefulPick& p, const StrengthReading* strength,
                                      TimingUnit unit);

} // namespace najia::detail
