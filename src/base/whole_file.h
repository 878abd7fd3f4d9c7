// Files written whole or not at all, and read only up to a size limit. Every save and export of
// both programs goes through here: the bytes go to a temporary file beside the target, every write
// is checked, and only a complete file replaces the target (one rename). On failure the target is
// as it was and the error names the file and the cause ("No space left on device", …).
#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

namespace najia::base {

// Any file either program reads (a chart, a replayed record) is at most this long: a larger one,
// or a device that never ends (/dev/zero), is refused rather than read into memory.
inline constexpr qint64 kMaxReadBytes = 16 * 1024 * 1024;

Result<bool> writeWholeFile(const QString& path, const QByteArray& data);
Result<QByteArray> readWholeFile(const QString& path, qint64 limit = kMaxReadBytes);
Result<QByteArray> readStandardInput(qint64 limit = kMaxReadBytes);

} // namespace najia::base
