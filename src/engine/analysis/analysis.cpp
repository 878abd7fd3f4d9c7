// analyze(): runs each part of the analysis over the chart, producing the findings in subject order
// (lines 1–6, each primary, changed, hidden; then the chart) so that nothing needs sorting.
#include "analysis/analysis.h"

#include "analysis/context.h"

#include <algorithm>

namespace najia {

Analysis analyze(const Chart& chart, const AnalysisSettings& settings, std::optional<Relation> useful, PresetId preset,
                 std::optional<TrigramSeasonInput> season)
{
    Analysis a{preset, settings, useful, {}};
    a.findings.reserve(96);
    if (!season && chart.pillars.monthBranch())
        if (const auto t = prosperousTrigramOfMonth(*chart.pillars.monthBranch())) season = TrigramSeasonInput{*t, {}, false};
    detail::Context c(chart, settings, a.findings, useful, season);
    for (const ChartLine& l : chart.lines) {
        detail::lineStates(c, l.reading, Subject::at(Layer::Primary, l.position), l.moving(), l.changed ? &*l.changed : nullptr);
        detail::movingLine(c, l);
        detail::lineRelations(c, l);
        detail::yearOnLine(c, l);
        detail::risingOnLine(c, l);
        detail::betweenOnLine(c, l);
        if (l.changed) detail::lineStates(c, *l.changed, Subject::at(Layer::Changed, l.position), false);
        if (l.hidden) {
            detail::lineStates(c, l.hidden->reading, Subject::at(Layer::Hidden, l.position), false);
            detail::hiddenEmerges(c, l);
        }
    }
    detail::combinations(c);
    detail::chartLevel(c);
    detail::rising(c);
    detail::trigramSeasons(c);
    if (useful) detail::usefulPresence(c, *useful);
    return a;
}

TrigramSeasonInput seasonInput(const calendar::TrigramSeason& s) { return {s.prosperous, s.lingering, true}; }

std::vector<Finding> Analysis::about(Subject s) const
{
    std::vector<Finding> out;
    for (const Finding& f : findings)
        if (f.subject == s) out.push_back(f);
    return out;
}

std::optional<Finding> Analysis::find(FindingKind kind, Subject s) const
{
    for (const Finding& f : findings)
        if (f.kind == kind && f.subject == s) return f;
    return std::nullopt;
}

bool Analysis::has(FindingKind kind, Subject s) const { return find(kind, s).has_value(); }

AnalysisDifference compare(const Analysis& first, const Analysis& second)
{
    AnalysisDifference d;
    const auto missing = [](const std::vector<Finding>& in, const Finding& f) {
        return std::find(in.begin(), in.end(), f) == in.end();
    };
    for (const Finding& f : first.findings)
        if (missing(second.findings, f)) d.onlyInFirst.push_back(f);
    for (const Finding& f : second.findings)
        if (missing(first.findings, f)) d.onlyInSecond.push_back(f);
    return d;
}

} // namespace najia
