// najia-cli chart --batch: one chart per stdin line 「LINES<TAB>PILLARS」, one JSON object per
// stdout line, computed on every core and written in input order.
#pragma once

#include "base/document/chart_file.h"
#include "base/json/chart_json_stream.h"

#include "engine/analysis/analysis.h"
#include "engine/chart.h"

#include <optional>

namespace najia::cli {

// What each chart is computed and analysed with.
struct BatchOptions {
    ChartSettings chart;
    base::ChartOf of;
    bool findings;  // with the line analysis
    AnalysisSettings analysis;
    std::optional<Relation> useful;
    PresetId preset;
    base::ChartJsonOptions json;
};

// Exit status: 0 when every line gave a chart, 2 when any line did not (its message on stderr,
// {"error": …} in its place on stdout), 1 when stdout could not be written.
int runBatch(const BatchOptions& options);

} // namespace najia::cli
