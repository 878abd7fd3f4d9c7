// The provenance of a cast (casting/provenance.h) as JSON — the `cast` key of `najia-cli cast
// --json`, documented in README.md — and as a one-line summary. Values are stable codes, not
// display names, so that a record read back recomputes the same cast in any script.
#pragma once

#include "engine/casting/provenance.h"
#include "engine/terms.h"

#include <QJsonObject>
#include <QString>

namespace najia::base {

// The record, plus (ignored on reading) the line values, the summary and, for the time
// method, the lunar inputs and totals it led to.
QJsonObject castRecordToJson(const casting::CastRecord& record, const Cast& cast, Script script);

// The record back from that object; an error naming the first missing or malformed key.
Result<casting::CastRecord> castRecordFromJson(const QJsonObject& o);

// 「金錢卦 (背為陽) · 2025-01-16 16:00:00+08:00 Asia/Shanghai · 子時換日 · operating-system entropy」.
QString castSummary(const casting::CastRecord& record, Script script);
// The method in the chart's script, with 梅花's arithmetic (totals, trigrams, moving line): the
// sheet's heading says how the lines were found.
QString castMethodText(const casting::CastRecord& record, Script script);

// The raw inputs, one line per 爻 where the method has them (tosses, yarrow changes), or one line.
QString castDetails(const casting::CastRecord& record, const Cast& cast, Script script);

// "2025-01-16 16:00:00+08:00": the instant on the clock of the given offset.
QString civilText(calendar::sys_seconds utc, std::chrono::seconds offset);

} // namespace najia::base
