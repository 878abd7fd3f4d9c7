// The chart JSON of chart_json.h written straight to bytes, for najia-cli chart --batch: the same
// keys and values as chartToJson (tst_chart_json_stream compares them on 10,000 charts).
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/chart.h"
#include "base/json/json_stream.h"
#include "engine/terms.h"

#include <string_view>

namespace najia::base {

struct ChartJsonOptions {
    najia::Script script = najia::Script::Traditional;
    bool sources = true;  // each finding's `source`; without it the rule id alone (najia-cli rules)
};

// With `analysis` null, the chart alone: no `findings` on lines or chart, no `analysis`.
void writeChartJson(JsonWriter& w, const najia::Chart& chart, const najia::Analysis* analysis,
                    const ChartJsonOptions& options);
// findingSource() of each rule in each script (findings_json.h), made once.
std::string_view ruleSourceText(najia::RuleId rule, najia::Script script);

} // namespace najia::base
