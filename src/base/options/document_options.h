// One chart from the command line, as both programs read it: --lines, then --pillars or --at in the
// zone of --tz/--utc-offset, the pillar options (--day-boundary, --true-solar, --overlap) and the
// chart settings over a preset's. The app's `najia --lines …` and the CLI's `chart` and `read` build
// their record here, so that one command line means one chart in both.
#pragma once

#include "base/document/chart_document.h"

#include <QCommandLineParser>

#include <optional>

namespace najia::base {

// What the options fall back on.
struct RecordDefaults {
    PresetId preset = PresetId::General;
    ChartSettings chart;
    AnalysisSettings analysis;
    std::optional<Relation> useful;
    // The zone of --at given without --tz or --utc-offset; nullopt: the CLI's (zoneFromOptions).
    std::optional<QTimeZone> zone;
};

// The record of --lines with --pillars or --at; an error names the option. Needs --lines.
Result<ChartRecord> recordFromOptions(const QCommandLineParser& parser, const RecordDefaults& defaults);

// The document of that record with its chart computed: an error of the moment (a time outside the
// calendar's range) names --at. `overlapWarning` receives the warning for a clock time that occurs
// twice, if any.
Result<ChartDocument> documentFromOptions(const QCommandLineParser& parser, const RecordDefaults& defaults,
                                          QString* overlapWarning = nullptr);

} // namespace najia::base
