// Long texts in the display script: OpenCC (t2s, s2tw) with the project's phrase list
// (src/engine/handbook/script_phrases.h) protected from conversion. Terms (names of stems, hexagrams
// …) come from the terms table instead; this is for the handbook's passages.
#pragma once

#include "terms.h"

#include <QString>

namespace najia::base {

// `text` is written in `from`; returns it in `to` (English leaves it as it is).
QString convertScript(const QString& text, Script from, Script to);

} // namespace najia::base
