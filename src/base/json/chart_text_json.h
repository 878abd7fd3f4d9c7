// What `najia-cli parse` and Edit ▸ Paste Chart show of a chart read from free text
// (engine/casting/chart_text.h): each recognised field, in JSON and as lines of text.
#pragma once

#include "engine/casting/chart_text.h"
#include "engine/terms.h"

#include <QJsonObject>
#include <QString>

namespace najia::base {

// Keys (each only when recognised): "primary", "changed" (names in the script), "moving" (places
// 1–6), "lines" (six digits, 初爻 first), "pillars" ({"year", "month", "day", "hour"}: 干支, a branch
// alone, or null), "pillars_text", "civil" ("YYYY-MM-DD[ HH:MM]"), "lunar" ({"month", "day", "leap",
// "hour"}), "question", "category", "subject", "sex", "illness_age" (codes as `read` takes them),
// "problems" and "unrecognised" (lists of text).
QJsonObject chartTextToJson(const casting::ChartText& text, Script script);
// The same, one field to a line: 「本卦 天火同人」, 「爻 787797」, 「四柱 申月 戊辰日」 …
QString chartTextToText(const casting::ChartText& text, Script script);
// "YYYY-MM-DD HH:MM" of a civil date read, the hour 00:00 when none was given: what --at takes.
QString civilAt(const casting::CivilText& civil);

} // namespace najia::base
