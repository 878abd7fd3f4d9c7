// 卦: a hexagram as six bits, bottom line (初爻) first: bit i is line i+1, set when 陽.
#pragma once

#include "engine/line_pos.h"
#include "engine/trigram.h"

#include <optional>
#include <stdexcept>

namespace najia {

class Hexagram {
public:
    static constexpr int count = 64;

    constexpr Hexagram() = default;  // 坤為地
    // `bits` must be 0–63: a value outside is a programming error, not a hexagram (no masking), and
    // stops compilation in a constant expression. Untrusted numbers go through fromBits.
    constexpr explicit Hexagram(int bits) : bits_(checked(bits)) {}
    static constexpr std::optional<Hexagram> fromBits(int bits)
    {
        return bits >= 0 && bits < count ? std::optional<Hexagram>(Hexagram(bits)) : std::nullopt;
    }
    constexpr Hexagram(Trigram lower, Trigram upper)
        : bits_(static_cast<std::uint8_t>(najia::bits(lower) | (najia::bits(upper) << 3))) {}

    constexpr int bits() const { return bits_; }
    constexpr Trigram lower() const { return trigramFromBits(bits_); }        // 內卦
    constexpr Trigram upper() const { return trigramFromBits(bits_ >> 3); }   // 外卦
    constexpr bool isYang(LinePos p) const { return p.in(bits_); }
    constexpr Hexagram flipped(LinePos p) const { return Hexagram(bits_ ^ p.bit()); }

    // 錯卦: every line flipped.
    constexpr Hexagram opposite() const { return Hexagram(~bits_ & 63); }
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
    static constexpr std::uint8_t checked(int bits)
    {
        if (bits < 0 || bits >= count) throw std::out_of_range("Hexagram: bits outside 0-63");
        return static_cast<std::uint8_t>(bits);
    }
    std::uint8_t bits_ = 0;
};

} // namespace najia
