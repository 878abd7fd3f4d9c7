// 爻位: a line's place in a hexagram, 1 (初爻) to 6 (上爻), bottom first — and masks of them, where
// bit i stands for line i+1 (the layout of Hexagram's bits).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>

namespace najia {

class LinePos {
public:
    static constexpr int count = 6;
    static constexpr int allMask = 0x3F;  // the six lines

    constexpr LinePos() = default;  // 初爻
    // `n` must be 1–6: a value outside is a programming error, not a line (no masking), and stops
    // compilation in a constant expression. Untrusted numbers go through fromNumber.
    constexpr explicit LinePos(int n) : n_(checked(n)) {}
    static constexpr std::optional<LinePos> fromNumber(int n)
    {
        return n >= 1 && n <= count ? std::optional<LinePos>(LinePos(n)) : std::nullopt;
    }
    // From a 0-based slot of a bottom-first array (0–5).
    static constexpr LinePos fromIndex(std::size_t i) { return LinePos(static_cast<int>(i) + 1); }

    constexpr int number() const { return n_; }                                 // 1–6
    constexpr std::size_t index() const { return static_cast<std::size_t>(n_ - 1); }  // 0–5
    constexpr int bit() const { return 1 << (n_ - 1); }                          // 1, 2, 4 … 32
    constexpr bool in(int mask) const { return (mask & bit()) != 0; }
    constexpr bool inner() const { return n_ <= 3; }  // 內卦 (lines 1–3); the others are 外卦

    friend constexpr bool operator==(LinePos, LinePos) = default;
    friend constexpr bool operator<(LinePos a, LinePos b) { return a.n_ < b.n_; }

private:
    friend class LineRange;
    struct Unchecked {};
    constexpr LinePos(int n, Unchecked) : n_(static_cast<std::uint8_t>(n)) {}
    static constexpr std::uint8_t checked(int n)
    {
        if (n < 1 || n > count) throw std::out_of_range("LinePos: outside 1-6");
        return static_cast<std::uint8_t>(n);
    }
    std::uint8_t n_ = 1;
};

// The lines of a mask, bottom first: `for (LinePos p : allLines)`, `for (LinePos p : linesIn(mask))`.
class LineRange {
public:
    constexpr explicit LineRange(int mask) : mask_(mask & LinePos::allMask) {}

    class iterator {
    public:
        constexpr LinePos operator*() const { return LinePos(n_, LinePos::Unchecked{}); }
        constexpr iterator& operator++()
        {
            n_ = next(mask_, n_ + 1);
            return *this;
        }
        friend constexpr bool operator==(iterator, iterator) = default;

    private:
        friend class LineRange;
        constexpr iterator(int mask, int n) : mask_(mask), n_(next(mask, n)) {}
        // The first line at or above `n` in the mask, or 7 past the top.
        static constexpr int next(int mask, int n)
        {
            while (n <= LinePos::count && !(mask >> (n - 1) & 1)) ++n;
            return n;
        }
        int mask_;
        int n_;  // 1–7
    };

    constexpr iterator begin() const { return iterator(mask_, 1); }
    constexpr iterator end() const { return iterator(mask_, LinePos::count + 1); }

private:
    int mask_;
};

inline constexpr LineRange allLines{LinePos::allMask};
constexpr LineRange linesIn(int mask) { return LineRange(mask); }

// A set of lines as a value of its own (bit i: line i+1), where a mask is data rather than a working
// variable — a finding's parameter, say.
struct LineMask {
    int bits = 0;
    constexpr LineMask() = default;
    constexpr explicit LineMask(int b) : bits(b) {}
    constexpr bool has(LinePos p) const { return p.in(bits); }
    constexpr LineRange lines() const { return LineRange(bits); }
    friend constexpr bool operator==(LineMask, LineMask) = default;
};

} // namespace najia
