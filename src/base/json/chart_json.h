// The chart as JSON (the format README.md documents) and as a text sheet, in a chosen script.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/chart.h"
#include "engine/reading/interpretation.h"
#include "engine/terms.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace najia::base {

// With `analysis` null, the chart is analysed with the default settings; lines then carry findings.
QJsonObject chartToJson(const najia::Chart& chart, najia::Script script, const najia::Analysis* analysis = nullptr);
QString chartToText(const najia::Chart& chart, najia::Script script, const najia::Analysis* analysis = nullptr);

// One line of the sheet, cell by cell, as the text sheet, Markdown and HTML lay it out: 六神, 伏神
// (with its marks), the line's 六親干支五行, its drawing (▅▅▅▅▅ ○), 世/應, the reading's 用/原/忌/仇,
// the findings' marks, the 變爻 (with its marks).
struct SheetRow {
    QString spirit, hidden, reading, glyph, selfOther, roles, marks, changed;
};
// 上爻 first; `reading` (may be null) gives the roles.
std::vector<SheetRow> sheetRows(const najia::Chart& chart, const najia::Analysis& analysis, najia::Script script,
                                const najia::Interpretation* reading);

// Parses six digits 6–9, 初爻 first (「987677」); the error says what is wrong, for the caller
// to prefix with where the digits came from (--lines, a file's "cast").
najia::Result<najia::Cast> parseCast(const QString& digits);

} // namespace najia::base
