// Time zones by name: one check for every way a name comes in (--tz of both programs, a `.najia`
// file's moment.zone, the app's zone field and Settings). QTimeZone alone takes far more: a name it
// cannot find ("Shanghai", "Asia", "posix") silently becomes UTC, and a relative path
// ("../../any/file") loads any TZif file on the machine, or blocks on a FIFO.
#pragma once

#include <QString>
#include <QTimeZone>

#include <optional>

namespace najia::base {

// An IANA name of the system's zone database ("Asia/Shanghai", links such as "Asia/Calcutta" and
// "PRC", "UTC", "Etc/GMT-8" as the database has them), or the fixed offset "UTC+08:00" by which
// Qt names a --utc-offset zone, within ±14:00. Nothing else: no path, no directory, no POSIX rule.
std::optional<QTimeZone> zoneNamed(const QString& name);

} // namespace najia::base
