// A case for a forum post or a note app (issue 40): the chart as a table in the chosen script, its
// marks, the question, the reading and the notes — as Markdown (GitHub-flavoured tables, which
// CommonMark forums and note apps render) or as one self-contained HTML page.
#pragma once

#include "base/document/chart_file.h"

#include <QString>

namespace najia::base {

enum class CaseParts : std::uint8_t { Chart, ChartAndReading };

QString caseMarkdown(const ChartRecord& record, const ComputedChart& computed, Script script, CaseParts parts);
// `inlineSvg`, when given (the app's sheet with its text as outlines), is shown above the table.
QString caseHtml(const ChartRecord& record, const ComputedChart& computed, Script script, CaseParts parts,
                 const QString& inlineSvg = {});

} // namespace najia::base
