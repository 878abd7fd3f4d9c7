// Cases as JSON, text lines and CSV, for `najia-cli cases` and exports (README.md, "Casebook").
#pragma once

#include "base/casebook/casebook.h"
#include "base/casebook/casebook_stats.h"

#include <QJsonArray>
#include <QJsonObject>

namespace najia::base {

// {id, cast_at, question, primary, changed, category, preset, useful, outcome, settled, tags, created, modified,
//  stale (what differs from today's engine, Case::stale; null when nothing)}
QJsonObject rowJson(const CaseRow& row, Script script);
// One line: id, date, question, 本卦→變卦, category, outcome, tags (tab-separated), and for a stale case
// 「stale: what differs」.
QString rowText(const CaseRow& row, Script script);
// {id, document (.najia JSON), reading, outcome, settled, happened, matched_timing, tags, created, modified, stale}
QJsonObject caseJson(const Case& c);
// A case for a `.najia` import: the file's record, pending, with these tags.
Result<Case> caseFromFile(const QString& path, const QStringList& tags = {});

// CSV (RFC 4180, UTF-8): a header line and one line per case.
QString csvHeader();
QString caseCsv(const Case& c, Script script);

// {groups: [{group, cases, outcomes{…}, base_rate}], kinds: [...], rules: [...]}; rows with fewer
// than `minDecided` decided cases are left out.
QJsonObject statsJson(const CaseStats& s, int minDecided = 1);
QString statsText(const CaseStats& s, Script script, int minDecided = 1);

// 「觀→萃」 in the script; the English names in English.
QString hexagramPair(int primary, std::optional<int> changed, Script script);

} // namespace najia::base
