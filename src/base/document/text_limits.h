// How long the user's own text may be, on entry and on reading (issue 37: a 16 MB notes field took
// 26 s and 1 GB to export and froze the window): a question, a tag or a matched 應期 is a line; notes
// and what happened are paragraphs. The chart-file reader and the casebook refuse longer text, the
// app's fields stop at it.
#pragma once

#include <QtGlobal>

namespace najia::base {

inline constexpr qsizetype kMaxLineChars = 1000;
inline constexpr qsizetype kMaxParagraphChars = 65536;

} // namespace najia::base
