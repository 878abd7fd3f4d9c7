#pragma once
// Whose work Najia is and under which licences: what `--version` prints and the About dialog shows.
#include <QString>

namespace najia::base {

// "<program> <version>" and the licences of the code (GPL-3.0-or-later) and of the sheet fonts
// (SIL OFL 1.1, derived from Noto Sans CJK), and the credit for the handbook's modern notes.
QString versionText(const QString& program);

} // namespace najia::base
