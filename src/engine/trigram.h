// 八卦 (經卦) as three bits, bottom line first: bit 0 is the bottom line, set when 陽.
#pragma once

#include "engine/element.h"

namespace najia {

enum class Trigram : std::uint8_t {
    Kun = 0b000,   // 坤 ☷
    Zhen = 0b001,  // 震 ☳ (bottom line yang)
    Kan = 0b010,   // 坎 ☵
    Dui = 0b011,   // 兌 ☱
    Gen = 0b100,   // 艮 ☶
    Li = 0b101,    // 離 ☲
    Xun = 0b110,   // 巽 ☴
    Qian = 0b111,  // 乾 ☰
};
inline constexpr int kTrigramCount = 8;

constexpr int bits(Trigram t) { return static_cast<int>(t); }
constexpr Trigram trigramFromBits(int b) { return static_cast<Trigram>(b & 0b111); }
constexpr bool lineIsYang(Trigram t, int line /* 0..2, bottom first */) { return (bits(t) >> line) & 1; }

// 錯: every line flipped.  綜: turned upside down.
constexpr Trigram opposite(Trigram t) { return trigramFromBits(~bits(t)); }
constexpr Trigram reversed(Trigram t)
{
    const int b = bits(t);
    return trigramFromBits(((b & 1) << 2) | (b & 2) | ((b >> 2) & 1));
}

// 八卦五行: 乾兌金, 離火, 震巽木, 坎水, 艮坤土.
constexpr Element element(Trigram t)
{
    switch (t) {
    case Trigram::Qian: case Trigram::Dui: return Element::Metal;
    case Trigram::Li: return Element::Fire;
    case Trigram::Zhen: case Trigram::Xun: return Element::Wood;
    case Trigram::Kan: return Element::Water;
    default: return Element::Earth;
    }
}

// 先天數 (梅花易數; 001): 乾1 兌2 離3 震4 巽5 坎6 艮7 坤8 — 8 minus the bits read top-down.
constexpr int earlierHeavenNumber(Trigram t) { return 8 - bits(reversed(t)); }

} // namespace najia

namespace najia {

// 後天八卦 (文王) compass position, clockwise from the north: 坎0 艮1 震2 巽3 離4 坤5 兌6 乾7.
constexpr int laterHeavenPosition(Trigram t)
{
    switch (t) {
    case Trigram::Kan: return 0;
    case Trigram::Gen: return 1;
    case Trigram::Zhen: return 2;
    case Trigram::Xun: return 3;
    case Trigram::Li: return 4;
    case Trigram::Kun: return 5;
    case Trigram::Dui: return 6;
    case Trigram::Qian: return 7;
    }
    return 0;
}
// The trigram across the compass (乾巽, 坎離, 艮坤, 震兌).
constexpr Trigram compassOpposite(Trigram t)
{
    constexpr Trigram byPosition[8] = {Trigram::Kan, Trigram::Gen, Trigram::Zhen, Trigram::Xun,
                                       Trigram::Li,  Trigram::Kun, Trigram::Dui,  Trigram::Qian};
    return byPosition[(laterHeavenPosition(t) + 4) % 8];
}

} // namespace najia
