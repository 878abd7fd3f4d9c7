// The "casebook" key of a .najia file (docs/chart-file.schema.json): what a casebook held of the case
// when it was exported — its id there, the case it follows (a case thread) and its sealed judgments —
// written by `najia-cli cases export --format najia`. Checked as strictly as the rest of the file, but
// never read into the record: a seal is fixed in the casebook where it was made, and the ids are that
// casebook's, so importing the file again neither re-seals nor re-links.
#pragma once

#include "engine/result.h"

#include <QJsonObject>
#include <QStringList>

namespace najia::base {

// Whether `part` is what the schema allows; an unknown key is added to `warnings` (if given).
Result<bool> checkCasebookPart(const QJsonObject& part, QStringList* warnings);

} // namespace najia::base
