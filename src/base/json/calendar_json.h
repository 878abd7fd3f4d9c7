// JSON of the calendar commands (`pillars --json`, `jieqi --json`, `lunar --json`) and of the
// trigram season, shared with the app. Keys are stable (README, docs/calendar.md).
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/calendar/lunar.h"
#include "engine/calendar/trigram_season.h"

#include <QJsonObject>
#include <QString>

namespace najia::base {

// "2024-02-04T08:27:07Z".
QString isoUtc(calendar::sys_seconds t);

// {term, node, node_utc, prosperous, lingering, states: {trigram: state …}, in_charge:
// {kind, name, element, strong?}} — names in traditional characters.
QJsonObject trigramSeasonToJson(const calendar::TrigramSeason& s);

// The four pillars and the 旬空 of each: {pillars: {year …}, xunkong: {year: [b, b] …},
// boundary: {jie_seconds, nearest_jie, day_seconds}}.
QJsonObject pillarReadingToJson(const calendar::PillarReading& r);

// {year, month, leap, day, year_pillar, text}.
QJsonObject lunarDateToJson(const calendar::LunarDate& d);

} // namespace najia::base

namespace najia::base {

// 「閏四月」, 「初一」: the lunar month and day as printed by `najia-cli lunar`.
QString lunarMonthText(int month, bool leap);
QString lunarDayText(int day);

} // namespace najia::base
