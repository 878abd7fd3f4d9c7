// A case thread (casebook_threads.h) and a sealed judgment as JSON and text, for `najia-cli cases
// thread`, `cases show` and the exports (README.md, "Casebook"; docs/casebook.md, "Case threads").
#pragma once

#include "base/casebook/casebook_seals.h"
#include "base/casebook/casebook_threads.h"

#include <QJsonObject>

namespace najia::base {

// {id, case, sealed_at, verdict, confidence, window_from, window_to (null when none), note, amends
// (null or a seal id), previous, hash}
QJsonObject sealJson(const Seal& s);

// What the casebook holds of case `id` beside its document: {"case": id, "follows": the case it follows
// or null, "seals": [sealJson, oldest first]} — a .najia file's "casebook" key (casebook_part.h).
Result<QJsonObject> caseLinksJson(const Casebook& book, qint64 id);

// {case (the one asked), cases: [{id, follows, cast_at, date, primary, changed, question, category,
// useful, verdict, seal, outcome, settled, happened}], timeline: [{date, case, kind: "timing", rule,
// name, branch, unit} or {date, case, kind: "outcome", outcome}]}; names in the script.
QJsonObject threadJson(const CaseThread& t, qint64 asked, Script script);
// One tab-separated line a case (id, cast, 本卦→變卦, question, category, 用神, verdict, seal, outcome,
// the case it follows), then 「timeline」 and one line a date.
QString threadText(const CaseThread& t, Script script);

} // namespace najia::base
