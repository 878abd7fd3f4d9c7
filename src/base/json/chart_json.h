// The chart as JSON (the format README.md documents) and as a text sheet, in a chosen script.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/chart.h"
#include "engine/terms.h"

#include <QJsonObject>
#include <QString>

namespace najia::base {

// With `analysis` null, the chart is analysed with the default settings; lines then carry findings.
QJsonObject chartToJson(const najia::Chart& chart, najia::Script script, const najia::Analysis* analysis = nullptr);
QString chartToText(const najia::Chart& chart, najia::Script script, const najia::Analysis* analysis = nullptr);

// Parses six digits 6–9, 初爻 first (「987677」); the error says what is wrong, for the caller
// to prefix with where the digits came from (--lines, a file's "cast").
najia::Result<najia::Cast> parseCast(const QString& digits);

} // namespace najia::base
