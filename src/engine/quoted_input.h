// What an error message may echo of the text it refuses: at most kQuotedInputChars characters
// (the middle cut, both ends kept), control bytes escaped, so that a 128 KB argument or binary
// garbage gives a short one-line message (the edges then print it on one line of stderr).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace najia {

inline constexpr std::size_t kQuotedInputChars = 80;

// `text` (UTF-8) in single quotes: "\n", "\t", "\r" and "\xHH" for the other control bytes.
std::string quotedInput(std::string_view text);

} // namespace najia
