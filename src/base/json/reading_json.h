// The reading (src/engine/reading) as JSON — the keys README.md documents under "Reading" — and as
// text for the CLI. Kept here, beside the chart's JSON, so that the casebook can store a reading.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/chart.h"
#include "engine/reading/interpretation.h"
#include "engine/reading/timing_dates.h"
#include "engine/terms.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace najia::base {

// 「疾病 · 父母 · 男 · 久病」: the question's kind, whom it is about, and the asker's sex and the
// illness's age when stated, in the engine's words (the reading's first line, the printed header,
// Copy as Text).
QString questionHeader(const najia::Question& q, najia::Script script);

// The roles the reading marks on a line: the 用神 where it was picked, 原神 忌神 仇神 on the lines of
// their phase (the 本卦's own lines).
std::vector<najia::Role> rolesAt(const najia::Interpretation& r, najia::Layer layer, najia::LinePos position);
// 「用」「原忌」…: the first character of each role's name (the English words, spaced, in English).
QString roleMarksText(const najia::Interpretation& r, najia::Layer layer, najia::LinePos position, najia::Script script);

// The chart's text sheet (chartToText) with the reading's 用/原/忌/仇 marks on each line, as the sheet
// draws them (the app's Copy as Text; the CLI's text sheet prints the reading apart).
QString chartToTextWithRoles(const najia::Chart& chart, najia::Script script, const najia::Analysis& analysis,
                             const najia::Interpretation& reading);

// How many dates each 應期 candidate lists.
inline constexpr int kTimingDates = 3;

// {question, useful, second_useful?, roles, strength, verses, timing}. With `moment`, each timing
// candidate lists its dates ("YYYY-MM-DD"); without, `dates` is empty.
QJsonObject readingToJson(const najia::Interpretation& r, const najia::Chart& chart, najia::Script script,
                          const std::optional<najia::CastMoment>& moment = {});
// The clauses that apply, ranked (rankedVerses): the first kVersesShown, then how many more, unless `allVerses`.
QString readingToText(const najia::Interpretation& r, const najia::Chart& chart, najia::Script script,
                      const std::optional<najia::CastMoment>& moment = {}, bool allVerses = false);

// The reading as rows for a view (the app's Reading panel): what each row is, its words in the chosen
// script, and where it comes from.
struct ReadingRow {
    enum class Kind { Useful, Role, Verdict, Factor, Verse, Timing };
    Kind kind;
    QString label;   // 「用神」, 「原神」, 「旺衰」, 「+」/「-」 for a factor, 「訣」, 「應期」
    QString item;    // the line, the factor, the passage or the candidate
    QString detail;  // the rule that chose, the verdict, the value, the dates
    QString source;  // sourceText() of its passage
    QString code;    // the rule's or clause's stable code
    int line = 0;    // the chart line it is about (1–6), or 0
};
QList<ReadingRow> readingRows(const najia::Interpretation& r, const najia::Chart& chart, najia::Script script,
                              const std::optional<najia::CastMoment>& moment = {});

// 「卜筮正宗（底本 000 第205行）：「…」」 in the chart's script (citationText of findings_json.h).
QString sourceText(const najia::Source& source, najia::Script script);

} // namespace najia::base
