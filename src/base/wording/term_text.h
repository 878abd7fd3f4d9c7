// A term's name as a QString: the one way the Qt floors turn an engine enum into its words
// (engine/terms.h names it in each script; the characters are for display only).
#pragma once

#include "engine/terms.h"

#include <QString>

namespace najia::base {

template <class E> QString text(E value, Script script) { return QString::fromUtf8(name(value, script)); }
template <class E> QString text(E value) { return QString::fromUtf8(name(value)); }

} // namespace najia::base
