// 神煞 placements as JSON (README.md and docs/shensha.md document the shape) and as text lines.
#pragma once

#include "engine/shensha/placement.h"
#include "engine/terms.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace najia::base {

// One object per named value: a star naming two branches (天乙貴人) gives two objects.
QJsonArray placementsToJson(const std::vector<najia::shensha::Placement>& placements, najia::Script script);
// The value(s) a placement names, as text: 「丑」, 「甲子」, 「木」, or 「?」 when the row is unknown.
QString placementTarget(const najia::shensha::Placement& placement, najia::Script script);
QString placementsToText(const std::vector<najia::shensha::Placement>& placements, najia::Script script);
// The stars as a chart sheet lists them, one item per star with its value(s) and the lines it
// falls on: 「天乙貴人 丑未 [1 5]」. ASCII brackets, so that text copied or extracted from a PDF
// reads the same everywhere. A star naming two branches (placements side by side) is one item.
QStringList placementItems(const std::vector<najia::shensha::Placement>& placements, najia::Script script);

// "traditional" | "simplified" | "english"; empty: traditional for a Traditional-Chinese locale,

} // namespace najia::base
