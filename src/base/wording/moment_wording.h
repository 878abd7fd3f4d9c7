// The calendar words of a cast's moment, built once for the app's sheet and najia-cli's: 公曆 with
// its zone, 農曆 (閏 marked), the 節氣 in force and the next one, and each pillar's 旬空.
#pragma once

#include "engine/calendar/julian_day.h"
#include "engine/pillars.h"
#include "engine/terms.h"

#include <QString>
#include <QTimeZone>

namespace najia::base {

// 「農曆 甲辰年正月初一」 of the civil date of `utc` in `zone` (the date on the asker's calendar,
// not shifted by a 23:00 day boundary); empty outside the calendar's range.
QString lunarText(calendar::sys_seconds utc, const QTimeZone& zone, Script script);
// 「節氣 立春 02-04 16:27 → 雨水 02-19 12:13」: the term last reached at `utc` and the next one,
// with their instants in `zone`; empty outside the calendar's range.
QString solarTermsText(calendar::sys_seconds utc, const QTimeZone& zone, Script script);
// 「年空 寅卯  月空 戌亥  日空 午未  時空 子丑」, the pillars there are (the day's 旬空 alone is
// voidText of chart_wording.h).
QString pillarVoidsText(const Pillars& pillars, Script script);

} // namespace najia::base
