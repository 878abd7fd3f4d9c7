// The chart files a list of paths names: files as given, folders searched (with subfolders) for
// `*.najia` in sorted order. Shared by the casebook's import in the app and `najia-cli cases import`.
#pragma once

#include <QStringList>

namespace najia::base {

// Paths that name neither a file nor a folder are appended to `missing`.
QStringList najiaFilesUnder(const QStringList& paths, QStringList& missing);

} // namespace najia::base
