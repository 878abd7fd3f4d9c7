// 干支: the sixty-pair cycle (六十甲子), one byte, with modular arithmetic.
#pragma once

#include "engine/stem_branch.h"

#include <optional>

namespace najia {

class GanZhi {
public:
    static constexpr int count = 60;

    constexpr GanZhi() = default;  // 甲子
    constexpr explicit GanZhi(int cycleIndex) : i_(static_cast<std::uint8_t>(((cycleIndex % 60) + 60) % 60)) {}

    // Only pairs of equal polarity exist (甲子 yes, 甲丑 no).
    static constexpr std::optional<GanZhi> from(Stem s, Branch b)
    {
        if (polarity(s) != polarity(b)) return std::nullopt;
        // Chinese remainder: i ≡ s (mod 10), i ≡ b (mod 12); 0 ≤ i < 60.
        const int i = (6 * najia::index(s) - 5 * najia::index(b) + 60) % 60;
        return GanZhi(i);
    }

    constexpr int index() const { return i_; }
    constexpr Stem stem() const { return stemAt(i_); }
    constexpr Branch branch() const { return branchAt(i_); }
    // The 旬 (decade) this pair belongs to, by its head 甲子, 甲戌 … 甲寅: 0..5.
    constexpr int decade() const { return i_ / 10; }

    friend constexpr GanZhi operator+(GanZhi g, int n) { return GanZhi(g.i_ + n % 60); }
    friend constexpr GanZhi operator-(GanZhi g, int n) { return GanZhi(g.i_ - n % 60); }
    friend constexpr bool operator==(GanZhi, GanZhi) = default;

private:
    std::uint8_t i_ = 0;
};

} // namespace najia
