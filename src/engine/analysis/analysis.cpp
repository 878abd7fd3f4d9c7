// analyze(): runs each part of the analysis over the chart, producing the findings in subject order
// (lines 1–6, each primary, changed, hidden; then the chart) so that nothing needs sorting.
#include "engine/analysis/analysis.h"

#include "engine/analysis/context.h"

#include <algorithm>
#include <span>

namespace najia {

Analysis analyze(const Chart& chart, const AnalysisSettings& settings, std::optional<Relation> useful, PresetId preset,
                 std::optional<TrigramSeasonInput> season)
{
    Analysis a;
    analyze(a, chart, settings, useful, preset, season);
    return a;
}

void analyze(Analysis& a, const Chart& chart, const AnalysisSettings& settings, std::optional<Relation> useful,
             PresetId preset, std::optional<TrigramSeasonInput> season)
{
    a.preset = preset;
    a.settings = settings;
    a.useful = useful;
    a.findings.clear();
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
}

TrigramSeasonInput seasonInput(const calendar::TrigramSeason& s) { return {s.prosperous, s.lingering, true}; }

namespace {

// The findings are in subject order — lines 1–6, each its primary line, 變爻 and 伏神, then the chart
// (tst_analysis subjectOrder, tst_reading everyVerseReachable) — so one subject's findings are found by
// bisection: the reading asks for them several hundred times a chart.
constexpr int subjectRank(Subject s) { return s.layer == Layer::Chart ? 100 : s.position * 4 + static_cast<int>(s.layer); }

std::span<const Finding> findingsOf(const std::vector<Finding>& findings, Subject s)
{
    const int r = subjectRank(s);
    const auto lo = std::partition_point(findings.begin(), findings.end(),
                                         [r](const Finding& f) { return subjectRank(f.subject) < r; });
    const auto hi = std::partition_point(lo, findings.end(), [r](const Finding& f) { return subjectRank(f.subject) == r; });
    return {lo, hi};
}

} // namespace

std::span<const Finding> Analysis::of(Subject s) const { return findingsOf(findings, s); }

std::vector<Finding> Analysis::about(Subject s) const
{
    const auto mine = of(s);
    return {mine.begin(), mine.end()};
}

std::optional<Finding> Analysis::find(FindingKind kind, Subject s) const
{
    for (const Finding& f : findingsOf(findings, s))
        if (f.kind == kind) return f;
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
