// The chart files a list of paths names: files as given, folders searched (with subfolders) for
// `*.najia` in sorted order. Shared by the casebook's import in the app and `najia-cli cases import`.
#pragma once

#include <QStringList>

namespace najia::base {

// Paths that name nothing are appended to `missing`; any other path that is not a folder is
// listed as a file (readWholeFile then names what a FIFO or a device is).
QStringList najiaFilesUnder(const QStringList& paths, QStringList& missing);

} // namespace najia::base
