// Findings of the line analysis as JSON (README.md, "Findings") and as compact marks on the sheet.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/terms.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <string_view>

namespace najia::base {

// {kind, rule, source, params} for one finding; text values in the chosen script.
QJsonObject findingJson(const najia::Finding& f, najia::Script script);
// The findings about one subject, in order.
QJsonArray findingsJson(const najia::Analysis& a, najia::Subject s, najia::Script script);
// Adds `findings` to each line object (and to its `changed` and `hidden` objects) of a chart's JSON,
// the chart-level `findings`, and `analysis`: {preset, settings, useful}.
void addFindings(QJsonObject& chartJson, const najia::Analysis& a, najia::Script script);
// The compact marks of a line's findings on one layer (「空 暗動 化進」), joined by spaces.
QString findingMarks(const najia::Analysis& a, najia::Subject s, najia::Script script);
// 「易冒 卷4 (seed 002, line 159): 「…」」 — where a rule comes from.
QString findingSource(const najia::Rule& rule, najia::Script script);
// Where a passage comes from, for rules and the reading alike: 「易冒 卷4（底本 002 第43行）：「…」」
// wholly in the chart's script; in English 「易冒 卷4 (seed 002, line 43): 「…」」 as written.
struct Citation {
    std::string_view book, seed;
    int line = 0;
    std::string_view passage;
};
QString citationText(const Citation& citation, najia::Script script);
// The two fixed parts of a citation that are converted: 「易冒 卷4（底本 002 第43行）」 (繁體) and the
// passage, in the script it is written in (its seed's; 繁體 outside the seeds).
QString citationPlace(const Citation& citation);
najia::Script citationScript(const Citation& citation);
// The passage alone, in the chart's script (a seed's text is converted from the seed's script).
QString citationPassage(const Citation& citation, najia::Script script);
// The rule's book and passage in `script`: each seed is transmitted in its own script (002 and 003
// in 简体), and every passage shown follows the chart's.
QString ruleBook(const najia::Rule& rule, najia::Script script);
// A rule named by the words that cite it, for a Chinese screen that shows no rule id: its book and the
// section of its passage (「易冒 卷4 空亡」), or the book and chapter outside the seeds (「增刪卜易 月破章第二十七」).
QString ruleLabel(const najia::Rule& rule, najia::Script script);
// The same by a rule's code, and a finding kind's name by its id (the casebook stores ids); an unknown
// id is returned as it is.
QString ruleLabel(const QString& ruleCode, najia::Script script);
QString findingKindLabel(const QString& kindId, najia::Script script);
QString rulePassage(const najia::Rule& rule, najia::Script script);
// The parameter values of a finding as short text (「休, 長生」), in the chosen script.
QString findingValues(const najia::Finding& f, najia::Script script);
// The chart-level findings as compact text for the sheet, a few to a line (「獨發 3；世應 生, 世動」).
QString chartFindingsText(const najia::Analysis& a, najia::Script script);
// The differences between two analyses of one cast, as JSON and as text lines (「+ 易冒 …」).
QJsonObject differencesJson(const najia::Analysis& first, const najia::Analysis& second, najia::Script script);
QString differencesText(const najia::Analysis& first, const najia::Analysis& second, najia::Script script);

} // namespace najia::base
