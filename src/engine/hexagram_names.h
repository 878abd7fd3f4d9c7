// The names of the 64 hexagrams: full name (「天風姤」, 「乾為天」), short name (「姤」), in
// 繁體, 简体 and English, with the King Wen number (序卦 order, 乾 = 1 … 未濟 = 64).
#pragma once

#include "engine/hexagram.h"
#include "engine/terms.h"

#include <optional>
#include <string_view>

namespace najia {

struct HexagramName {
    Term full;       // 「乾為天」/「乾为天」/"Qian: The Creative" style English title
    Term short_;     // 「乾」/「乾」/"Qian"
    int kingWen;     // 1..64
};

const HexagramName& hexagramName(Hexagram h);
// Finds a hexagram by full name, short name or King Wen number text, in any script.
std::optional<Hexagram> parseHexagram(std::string_view text);

} // namespace najia
