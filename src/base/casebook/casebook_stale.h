// What differs between a case's stored reading and today's engine's (Case::stale, the JSON of
// factsDifference), in words: the CLI's `cases list` and `cases show` text, the casebook window's tooltip.
#pragma once

#include "engine/terms.h"

#include <QJsonObject>
#include <QString>

namespace najia::base {

// 「用神 taken: 獨現 → 伏神; findings: +旬空 −月破」: terms in the script, labels in the UI's language
// (English where no translator is installed, as in the CLI); empty for an empty object.
QString staleText(const QJsonObject& stale, Script script);

} // namespace najia::base
