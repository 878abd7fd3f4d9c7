// Civil time at the CLI's edge: the zone options shared by `pillars`, `jieqi`, `lunar` and
// `chart --at`, and "YYYY-MM-DD HH:MM[:SS]" → UTC instant through QTimeZone (historical offsets
// and daylight saving included, e.g. China 1986–1991).
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/calendar/julian_day.h"
#include "engine/result.h"
#include "engine/terms.h"

#include <QCommandLineParser>
#include <QString>
#include <QTimeZone>

#include <chrono>
#include <optional>

namespace najia::base {

// Adds --tz ZONE and --utc-offset ±HH:MM.
void addZoneOptions(QCommandLineParser& parser);

// The zone chosen by the options (default Asia/Shanghai); nullopt and a message on bad input.
std::optional<QTimeZone> zoneFromOptions(const QCommandLineParser& parser, QString* error);

struct CivilInstant {
    calendar::sys_seconds utc;
    std::chrono::seconds civilOffset;     // the zone's offset then, daylight saving included
    std::chrono::seconds standardOffset;  // without daylight saving: the clock the pillars use
    // A clock time that occurs twice (clocks set back): the occurrence not taken.
    std::optional<calendar::sys_seconds> otherOccurrence;
};

// Which of the two instants a repeated clock time means (e.g. America/New_York 2024-11-03 01:30,
// Asia/Shanghai 1986-09-14 01:30).
enum class Overlap { Earlier, Later };

// Parses "YYYY-MM-DD HH:MM[:SS]" in `zone`. Times that do not exist (skipped by a daylight-saving
// change) are errors; repeated ones take the `overlap` occurrence and name the other.
std::optional<CivilInstant> parseCivil(const QString& text, const QTimeZone& zone, QString* error,
                                       Overlap overlap = Overlap::Earlier);
// The warning for a repeated clock time, naming both instants; empty when it occurs once.
QString overlapWarning(const QString& text, const CivilInstant& instant, const QTimeZone& zone);

// "2024-02-04 16:27:07+08:00" for an instant seen in `zone`.
QString formatCivil(calendar::sys_seconds utc, const QTimeZone& zone);

// Adds --day-boundary 23|0, --true-solar LONGITUDE, --true-solar-hour-only and
// --overlap earlier|later.
void addPillarOptions(QCommandLineParser& parser);

// The pillar settings chosen by those options; nullopt and a message on bad input.
std::optional<calendar::PillarOptions> pillarOptionsFrom(const QCommandLineParser& parser, QString* error);
Result<Overlap> overlapOption(const QCommandLineParser& parser);

// --script: traditional, simplified or english; empty follows the locale (traditional for a
// Traditional-Chinese one, simplified otherwise).
Result<Script> scriptOption(const QString& value);

// The pillars of --at in the zone of --tz/--utc-offset with the pillar options, and the distances
// to the nearest 節 and day boundary. `warning` receives the overlap warning, if any.
Result<calendar::PillarReading> readingAt(const QCommandLineParser& parser, QString* warning = nullptr);

} // namespace najia::base
