#pragma once
// Where Najia's installed data (the sheet fonts, …) lives: never a path of the build machine.
#include <QString>
#include <QStringList>

namespace najia::base {

// Existing directories holding `sub` (e.g. "fonts"), best first: next to the executable
// (<bindir>/<NAJIA_DATA_RELDIR>, "../share/najia" for a GNU layout; the build tree stages its
// data so that the same path works uninstalled), then najia/<sub> in every XDG data directory.
QStringList dataDirs(const QString& sub);

} // namespace najia::base
