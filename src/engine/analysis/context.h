// What every analysis rule reads: the chart, the settings, the day and month, and where findings go.
// Internal to src/engine/analysis.
#pragma once

#include "analysis/analysis.h"
#include "calendar/xunkong.h"

namespace najia::detail {

struct Context {
    const Chart& chart;
    const AnalysisSettings& settings;
    std::vector<Finding>& out;
    std::optional<Branch> month;
    std::optional<GanZhi> day;
    std::optional<GanZhi> year;
    std::optional<Relation> useful;
    std::optional<TrigramSeasonInput> trigramSeason;
    std::uint8_t movingMask = 0;  // bit i: line i+1 moves

    Context(const Chart& c, const AnalysisSettings& s, std::vector<Finding>& o, std::optional<Relation> u,
            std::optional<TrigramSeasonInput> ts)
        : chart(c), settings(s), out(o), month(c.pillars.monthBranch()), day(c.pillars.day), year(c.pillars.year),
          useful(u), trigramSeason(ts)
    {
        for (const ChartLine& l : c.lines)
            if (l.moving()) movingMask = static_cast<std::uint8_t>(movingMask | 1 << (l.position - 1));
    }

    const ChartLine& line(int pos) const { return chart.lines[static_cast<std::size_t>(pos - 1)]; }
    bool isVoid(Branch b) const { return day && calendar::isVoid(b, *day); }
    bool isMonthBreak(Branch b) const { return month && calendar::monthBreak(*month) == b; }
    std::optional<Season> season(Element e) const
    {
        return month ? std::optional<Season>(seasonOf(e, *month, settings.earthMonths)) : std::nullopt;
    }
    // On the month or the day ruler: 「動逢冲而不散」 (月建), 「莫能散之」 (日辰) — never dispersed.
    bool onRuler(Branch b) const { return (month && *month == b) || (day && day->branch() == b); }
    bool strong(const LineReading& r) const
    {
        const auto s = season(r.element);
        return (month && *month == r.branch) || (s && isStrong(*s));
    }
    // Whether some moving line other than `except` generates / controls phase `e`.
    bool movingGenerates(Element e, int except = 0) const { return movingRelates(e, except, true); }
    bool movingControls(Element e, int except = 0) const { return movingRelates(e, except, false); }

    Finding& add(FindingKind kind, RuleId rule, Subject subject)
    {
        out.push_back(Finding{kind, rule, subject});
        return out.back();
    }

private:
    bool movingRelates(Element e, int except, bool generation) const
    {
        for (const ChartLine& l : chart.lines) {
            if (!l.moving() || l.position == except) continue;
            if (generation ? generates(l.reading.element, e) : controls(l.reading.element, e)) return true;
        }
        return false;
    }
};

template <class E> constexpr int bit(E e) { return 1 << static_cast<int>(e); }
constexpr int lineBit(int pos) { return 1 << (pos - 1); }

// The parts of the analysis, one file each.
void lineStates(Context& c, const LineReading& r, Subject s, bool moving);  // line_states.cpp
void movingLine(Context& c, const ChartLine& l);                            // moving.cpp
void lineRelations(Context& c, const ChartLine& l);                         // combos.cpp
void combinations(Context& c);                                              // combos.cpp
void yearOnLine(Context& c, const ChartLine& l);                            // chart_level.cpp
void risingOnLine(Context& c, const ChartLine& l);                          // rising.cpp
void rising(Context& c);                                                    // rising.cpp
void betweenOnLine(Context& c, const ChartLine& l);                         // chart_level.cpp
void trigramSeasons(Context& c);                                            // trigram_states.cpp
void hiddenEmerges(Context& c, const ChartLine& l);                         // presence.cpp
void usefulPresence(Context& c, Relation useful);                           // presence.cpp
void chartLevel(Context& c);                                                // chart_level.cpp

} // namespace najia::detail
