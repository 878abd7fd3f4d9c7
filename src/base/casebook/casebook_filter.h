// The casebook's filter language, shared by `najia-cli cases` and the casebook window.
//
//   term term          both (AND is implied; AND may be written)
//   term OR term       either
//   NOT term, -term    not
//   ( … )              grouping
//   word, "a phrase"   full text over question, notes and what happened, in either script
//   key:value          a chart fact or a case field:
//     hex:NAME|NUMBER   changed:NAME|none   palace:TRIGRAM   generation:游魂
//     is:six_clash|six_harmony|stale (or 六沖 六合)   moving:N, moving:>=N (> < <= also)
//     month:BRANCH  day:BRANCH  useful:六親  preset:CODE  category:CODE|NAME
//     outcome:fulfilled|應驗 …  tag:TEXT  from:YYYY-MM-DD  to:YYYY-MM-DD (the cast's date)
//     finding:KIND[@SCOPE]   KIND a finding kind id (void, dark_move …) or its name (旬空 …);
//                            SCOPE any primary changed hidden chart useful self other
//     rule:CODE          a rule's code (yimao.day_clash …)
//     the reading of the question (用神 and verdict), codes or names in any script:
//     pick:RULE          how the 用神 was taken (only, moving, hidden, absent …; 獨現 伏神 …)
//     found:primary|changed|hidden|day|month|absent   where it was found
//     strength:strong|weak|unknown (旺 衰)   rescue:not_needed|rescued|unrescued (無傷 有救 無救)
//     verdict:favourable|mixed|unfavourable (吉 吉凶參半 凶)
// The result is a SQL condition over `cases c` with positional bindings; text never enters the SQL.
#pragma once

#include "engine/result.h"

#include <QString>
#include <QVariantList>

namespace najia::base {

struct SqlFilter {
    QString where;         // "1" for an empty filter
    QVariantList binds;    // in the order of the `?` in `where`
};

// A filter has at most kMaxFilterTokens words, operators and parentheses, nested at most
// kMaxFilterDepth deep: SQLite refuses far less than a pasted text can hold ("parser stack
// overflow" at a few thousand terms), and the parser here recurses.
inline constexpr qsizetype kMaxFilterTokens = 256;
inline constexpr int kMaxFilterDepth = 32;

Result<SqlFilter> parseFilter(const QString& text);

// The FTS5 query for free text: each word a phrase of folded characters ("求 财").
QString ftsPhrase(const QString& word);

} // namespace najia::base
