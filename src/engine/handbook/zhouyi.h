// The 周易 經文 (zhouyi_data.cpp: 64 卦辭, 384 爻辭, 用九, 用六, transcribed from 朱熹《周易本義》) and
// 易隱's rule for which text to read for a cast.
#pragma once

#include "engine/hexagram.h"
#include "engine/terms.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace najia {
struct Chart;
}

namespace najia::handbook {

struct ZhouyiHexagram {
    int kingWen;                            // 1..64
    std::string_view judgement;             // 卦辭, opening with the hexagram's name
    std::array<std::string_view, 6> lines;  // 爻辭, bottom first, without their labels
};

std::span<const ZhouyiHexagram> zhouyiHexagrams();  // by King Wen number
std::string_view useNine();  // 乾 用九
std::string_view useSix();   // 坤 用六

enum class ZhouyiPart : std::uint8_t { Judgement, Line, UseNine, UseSix };

struct ZhouyiText {
    int kingWen;
    ZhouyiPart part;
    int line;  // 1..6 for a 爻辭, else 0
    std::string_view text;
};

// All 64 + 384 + 2 texts, hexagram by hexagram (卦辭, 初 … 上, then 用九/用六).
std::span<const ZhouyiText> zhouyiTexts();
std::string zhouyiId(const ZhouyiText& t);  // 「zhouyi.1」, 「zhouyi.1.3」, 「zhouyi.1.use」
const ZhouyiText* findZhouyi(std::string_view id);

Hexagram hexagramOfKingWen(int kingWen);  // 1..64
const ZhouyiHexagram& zhouyiOf(Hexagram h);
// 「初九」, 「六二」 … 「上六」, 「用九」/「用六」 for line 7 of 乾/坤: 九 for a yang line, 六 for a yin line.
std::string lineLabel(Hexagram h, int line, Script script = Script::Traditional);

// 易隱 卷2 (001 line 27): 「六爻安靜者，以本卦彖辭斷之。一爻動，以動爻之辭斷。兩爻動，取陰爻為斷，陰主未來故也。
// 若同陰同陽，取上動之爻辭斷。三爻動以中爻之辭斷，四爻動，取下靜之爻辭斷，五爻動，取靜爻之辭斷，六爻動，乾坤二卦，
// 以用九用六之辭斷，餘卦則以變卦彖辭斷也。」 The same passage adds 「按從亡錄所載，程濟驚占皆一爻動者，具取變卦爻辭
// 斷之」: with one moving line, the 變卦's text of the same line (offered as a setting).
enum class OneMovingText : std::uint8_t {
    MovingLine,   // 以動爻之辭斷 (the default)
    ChangedLine,  // 從亡錄: the 變卦's 爻辭 at that position
};

enum class ReadingCase : std::uint8_t {
    AllStill, OneMoving, OneMovingChanged, TwoYin, TwoUpper, ThreeMiddle, FourLowerStill, FiveStill,
    SixUse, SixChanged, Count
};

struct TextToRead {
    ReadingCase why;
    Hexagram hexagram;  // whose text: the 本卦, or the 變卦
    ZhouyiText text;
};

// `yang` and `moving`: bit i for line i + 1 of the 本卦.
TextToRead textToRead(std::uint8_t yang, std::uint8_t moving, OneMovingText one = OneMovingText::MovingLine);
TextToRead textToRead(const Chart& chart, OneMovingText one = OneMovingText::MovingLine);

} // namespace najia::handbook

namespace najia {
template <> std::span<const Term> termsOf<handbook::ReadingCase>();
} // namespace najia
