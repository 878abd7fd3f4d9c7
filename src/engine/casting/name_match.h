// Hexagrams by name as users type them: full or short names in either script, with or without
// 為 (「乾為天」, 「乾天」), 遯 or 遁, a trailing 卦 (「革卦」), King Wen numbers and English; then, if
// nothing matches exactly, any name containing the text (「家人」 ⊂ 「風火家人」). More than one
// hexagram → an error listing them all, so that nothing is guessed.
#pragma once

#include "engine/chart.h"
#include "engine/hexagram_names.h"
#include "engine/result.h"

#include <optional>
#include <string_view>
#include <vector>

namespace najia::casting {

// Every hexagram the text could mean, exact matches first; empty when none.
std::vector<Hexagram> hexagramCandidates(std::string_view text);

// The one hexagram meant; an error naming the candidates when there are several, or saying
// that nothing matched.
Result<Hexagram> matchHexagram(std::string_view text);

// 「天火同人之離」, 「同人變離」, 「同人变离」: a 本卦 and its 變卦 named in one text, as books and
// practitioners write a cast. Nullopt unless the text holds exactly one 之/變/变 with a name each side.
struct NamedPair {
    std::string_view primary;
    std::string_view changed;
};
std::optional<NamedPair> splitHexagramPair(std::string_view text);

// 本卦 and 變卦 by name → the cast: lines that differ are moving (老陽 9 / 老陰 6).
Cast castFromNames(Hexagram primary, Hexagram changed);

} // namespace najia::casting
