// What an error or warning line may carry of its input: every message of both programs is one
// line on stderr of bounded length, whatever was typed or read (a newline inside an argument, a
// 128 KB argument, a megabyte of binary garbage with terminal escapes).
#pragma once

#include <QString>

namespace najia::base {

// At most this many characters of any one input are quoted in a message.
inline constexpr qsizetype kQuotedChars = 80;
// A whole line on stderr ("WHO: message") is cut to this many characters.
inline constexpr qsizetype kMessageLineChars = 400;

// Control characters (C0, DEL, C1, the Unicode line and paragraph separators) written as escapes:
// "\n", "\t", "\r", "\x1b", "\u2028".
QString escapedControls(const QString& text);

// `text` between single quotes, control characters escaped, its middle cut ("…") when longer than
// kQuotedChars: both ends of a long path or argument stay readable.
QString quoted(const QString& text);

// The line as it goes to stderr: control characters escaped, cut to kMessageLineChars.
QString messageLine(const QString& line);

} // namespace najia::base
