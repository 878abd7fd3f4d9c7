// Files written whole or not at all, and read only up to a size limit. Every save and export of
// both programs goes through here (charts, PDF/SVG/PNG exports, --screenshot, casebook exports):
// the bytes go to a temporary file beside the target, every write is checked, and only a complete
// file replaces the target (one rename). On failure the target is as it was and the error names
// the file and the cause ("No space left on device", …).
//
// Only a regular file (or a new name) is ever replaced. A character device or a FIFO that is
// already there (/dev/null, /dev/stdout, a pipe some program reads) is written as a stream,
// never replaced; a FIFO nobody reads is refused rather than waited on; a directory, a socket or
// a block device is refused.
#pragma once

#include "engine/result.h"

#include <QByteArray>
#include <QString>

namespace najia::base {

// Any file either program reads (a chart, a replayed record) is at most this long: a larger one
// is refused rather than read into memory.
inline constexpr qint64 kMaxReadBytes = 16 * 1024 * 1024;

Result<bool> writeWholeFile(const QString& path, const QByteArray& data);
// A regular file only (a symlink to one counts): a FIFO, a device (/dev/zero) or a directory is
// refused at once, never waited on or read without end.
Result<QByteArray> readWholeFile(const QString& path, qint64 limit = kMaxReadBytes);
Result<QByteArray> readStandardInput(qint64 limit = kMaxReadBytes);

} // namespace najia::base
