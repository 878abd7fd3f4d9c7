// Folding text for script-insensitive search: every character to one simplified form (OpenCC's
// traditional → simplified character map, generated into generated/fold_data.cpp by cmake/handbook/gen_fold.py),
// ASCII letters to lower case. The fold maps one code point to one code point, so positions in the
// folded text are positions in the original.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace najia::handbook {

struct FoldPair {
    char32_t from;
    char32_t to;
};

std::span<const FoldPair> foldPairs();  // sorted by `from`

char32_t fold(char32_t c);
std::u32string toUtf32(std::string_view utf8);
std::string toUtf8(std::u32string_view text);
std::u32string folded(std::string_view utf8);

} // namespace najia::handbook
