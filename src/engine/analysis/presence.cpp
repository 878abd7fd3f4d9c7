// 伏神 coming out, and the useful god's presence: 易冒 卷4's 本無而有 and 本有而無.
#include "engine/analysis/context.h"

#include <bit>

namespace najia::detail {

namespace {

bool helps(Element from, Element to) { return from == to || generates(from, to); }

bool dayOrMonthHelps(const Context& c, Element e)
{
    return (c.day && helps(element(c.day->branch()), e)) || (c.month && helps(element(*c.month), e));
}

int emergeCauses(const Context& c, const ChartLine& l)
{
    const LineReading& h = l.hidden->reading;
    const LineReading& f = l.reading;
    int causes = 0;
    if (c.strong(h)) causes |= bit(EmergeCause::Strong);
    if (dayOrMonthHelps(c, h.element)) causes |= bit(EmergeCause::DayOrMonthHelps);
    if (c.movingGenerates(h.element)) causes |= bit(EmergeCause::MovingHelps);
    if (c.isVoid(f.branch)) causes |= bit(EmergeCause::FlyingVoid);
    if (c.isMonthBreak(f.branch)) causes |= bit(EmergeCause::FlyingBroken);
    if (c.day && isClash(c.day->branch(), f.branch)) causes |= bit(EmergeCause::FlyingStruck);
    if (l.hidden->feiFu == FeiFu::Emerges) causes |= bit(EmergeCause::HiddenEmerges);
    return causes;
}

// The phase a moving line's stem forms with the day's stem (then the month's): 易冒 卷4 「一動為法，再動
// 次之，日干為法，月干次之」 — one or two moving lines only.
std::optional<Element> stemCombination(const Context& c, int& lines)
{
    if (std::popcount(static_cast<unsigned>(c.movingMask)) > 2) return std::nullopt;
    for (const std::optional<GanZhi>& p : {c.day, c.chart.pillars.month}) {
        if (!p) continue;
        for (const ChartLine& l : c.chart.lines)
            if (l.moving() && stemHarmonyPartner(l.reading.stem) == p->stem()) lines |= l.position.bit();
        if (lines) return stemHarmonyElement(p->stem());
    }
    return std::nullopt;
}

} // namespace

// 海底眼 卷2: 「凡用爻為飛神所克，不動者須要日辰旺生出沖出」; 易冒 卷4: a hidden god under the 世 or a
// moving line with 生扶 counts (「用藏伏爻，遇生扶於世動之下」); a void or broken 伏神 does not show.
void hiddenEmerges(Context& c, const ChartLine& l)
{
    if (!l.hidden) return;
    const LineReading& h = l.hidden->reading;
    if (c.isVoid(h.branch) || c.isMonthBreak(h.branch)) return;
    if (const int causes = emergeCauses(c, l))
        c.add(FindingKind::HiddenEmerges, RuleId::HiddenEmerges, Subject::at(Layer::Hidden, l.position))
            .with<ParamKey::Cause>(EnumMask<EmergeCause>(causes));
}

// 易冒 卷4: 「本無而有者，其法有三 … 飛重於伏，伏重於日月，變重於互」, 天干合化 「必因飛伏無用爻，而後求此法」;
// 「本有而無者，其法亦三：用雖上卦，正值月破，一也；死絕無救，衰遇旬空，二也；發動交傷，日月互克，三也」.
void usefulPresence(Context& c, Relation useful)
{
    const Element palace = palaceElement(c.chart.primary.place.palace);
    int sources = 0, flying = 0, hidden = 0, hiddenWeak = 0, losses = 0;
    for (const ChartLine& l : c.chart.lines) {
        if (l.reading.relation == useful) {
            flying |= l.position.bit();
            const LineReading& r = l.reading;
            if (c.isMonthBreak(r.branch) && !(c.day && c.day->branch() == r.branch)) losses |= bit(Loss::MonthBreak);
            if (c.isVoid(r.branch) && !c.strong(r) && !l.moving()) losses |= bit(Loss::DeadVoid);
            if (l.moving() && c.day && c.month && controls(element(c.day->branch()), r.element) &&
                controls(element(*c.month), r.element))
                losses |= bit(Loss::CrossHurt);
        }
        if (l.hidden && l.hidden->reading.relation == useful) {
            const bool underSelfOrMoving = l.position == c.chart.primary.self || l.moving();
            const bool supported = dayOrMonthHelps(c, l.hidden->reading.element) ||
                                   c.movingGenerates(l.hidden->reading.element) ||
                                   helps(l.reading.element, l.hidden->reading.element);
            sources |= bit(underSelfOrMoving && supported ? Presence::Hidden : Presence::HiddenWeak);
            (underSelfOrMoving && supported ? hidden : hiddenWeak) |= l.position.bit();
        }
        if (l.changed && l.changed->relation == useful) sources |= bit(Presence::Changed);
    }
    if (flying) sources |= bit(Presence::Flying);
    if (c.day && relationTo(palace, element(c.day->branch())) == useful) sources |= bit(Presence::Day);
    if (c.month && relationTo(palace, element(*c.month)) == useful) sources |= bit(Presence::Month);
    const Hexagram nuclear = c.chart.primary.hexagram.nuclear();
    for (const LinePos pos : allLines)
        if (relationTo(palace, element(najiaOf(nuclear, pos).branch)) == useful) sources |= bit(Presence::Nuclear);
    int stemLines = 0;
    if (c.settings.stemCombination && !(sources & (bit(Presence::Flying) | bit(Presence::Hidden)))) {
        const auto formed = stemCombination(c, stemLines);
        if (formed && relationTo(palace, *formed) == useful) sources |= bit(Presence::StemCombination);
    }
    if (!sources) sources = bit(Presence::Absent);
    int principal = 0;
    while (!(sources >> principal & 1)) ++principal;
    const int lines = flying ? flying : hidden ? hidden : hiddenWeak;
    c.add(FindingKind::UsefulPresence, RuleId::UsefulPresence, Subject{})
        .with<ParamKey::Relation>(useful)
        .with<ParamKey::Presence>(static_cast<Presence>(principal))
        .with<ParamKey::PresenceMask>(EnumMask<Presence>(sources))
        .with<ParamKey::Losses>(EnumMask<Loss>(losses))
        .with<ParamKey::Lines>(LineMask(lines))
        .with<ParamKey::StemLines>(LineMask(sources & bit(Presence::StemCombination) ? stemLines : 0));
}

} // namespace najia::detail
