// The chart-setting options shared by `chart` and `cast`: --preset, --hidden, --body and
// --changed-relations.
#pragma once

#include "engine/analysis/settings.h"
#include "engine/chart.h"
#include "engine/result.h"
#include "engine/terms.h"

#include <QCommandLineParser>
#include <QStringList>

namespace najia::base {

void addChartSettingOptions(QCommandLineParser& parser);
// The chart settings: the preset's (`base`), then any option given explicitly.
Result<ChartSettings> settingsOptions(const QCommandLineParser& parser, const ChartSettings& base);
// The presets' codes (general, zengshan, …) and --format's words, for the completions.
QStringList presetCodes();
QStringList outputFormatWords();
// A preset by its code or name; the error names `option` and the choices.
Result<PresetId> presetOption(const QString& value, const char* option);

// The analysis settings: the preset's (`base`), then each --set KEY=VALUE in order.
Result<AnalysisSettings> analysisOptions(const QCommandLineParser& parser, const AnalysisSettings& base);
// --useful RELATION, or none when not given.
Result<std::optional<Relation>> usefulOption(const QCommandLineParser& parser);

// What `chart` and `read` both take, parsed in one order: --script, --preset, the chart options and
// --set over the preset's settings, and --useful.
struct ChartCommandOptions {
    Script script;
    PresetId preset;
    ChartSettings chart;
    AnalysisSettings analysis;
    std::optional<Relation> useful;
};
Result<ChartCommandOptions> chartCommandOptions(const QCommandLineParser& parser);

// --format text|json|markdown|html, with --json meaning json; both given must agree.
enum class OutputFormat : std::uint8_t { Text, Json, Markdown, Html };
Result<OutputFormat> outputFormat(const QCommandLineParser& parser);

} // namespace najia::base
