// 卦: a hexagram as six bits, bottom line (初爻) first: bit i is line i+1, set when 陽.
#pragma once

#include "trigram.h"

namespace najia {

class Hexagram {
public:
    static constexpr int count = 64;

    constexpr Hexagram() = default;  // 坤為地
    constexpr explicit Hexagram(int bits) : bits_(static_cast<std::uint8_t>(bits & 63)) {}
    constexpr Hexagram(Trigram lower, Trigram upper)
        : bits_(static_cast<std::uint8_t>(najia::bits(lower) | (najia::bits(upper) << 3))) {}

    constexpr int bits() const { return bits_; }
    constexpr Trigram lower() const { return trigramFromBits(bits_); }        // 內卦
    constexpr Trigram upper() const { return trigramFromBits(bits_ >> 3); }   // 外卦
    // `pos` is 1..6 from the bottom.
    constexpr bool isYang(int pos) const { return (bits_ >> (pos - 1)) & 1; }
    constexpr Hexagram flipped(int pos) const { return Hexagram(bits_ ^ (1 << (pos - 1))); }

    // 錯卦: every line flipped.
    constexpr Hexagram opposite() const { return Hexagram(~bits_); }
    // 綜卦: turned upside down.
    constexpr Hexagram reversed() const
    {
        int r = 0;
        for (int i = 0; i < 6; ++i) r |= ((bits_ >> i) & 1) << (5 - i);
        return Hexagram(r);
    }
    // 互卦: lines 2-3-4 form the inner trigram, lines 3-4-5 the outer.
    constexpr Hexagram nuclear() const
    {
        return Hexagram(trigramFromBits(bits_ >> 1), trigramFromBits(bits_ >> 2));
    }

    friend constexpr bool operator==(Hexagram, Hexagram) = default;

private:
    std::uint8_t bits_ = 0;
};

} // namespace najia
