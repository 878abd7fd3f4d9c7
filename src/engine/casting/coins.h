// 以錢代蓍: three coins per line, six tosses from 初爻 up.
//
// Each coin shows 字 (the inscribed face) or 背 (the plain reverse). One face counts 陽 (3), the
// other 陰 (2), and the three coins sum to 6–9. With 背 as 陽 this is 火珠林's rule
// 「一背為單，二背為拆，三背為重，三字為交」 (one 背: 單 = 少陽 7; two: 拆 = 少陰 8; three: 重 = 老陽 9;
// none: 交 = 老陰 6). Some teachers count 字 as 陽 instead; the convention is a setting, recorded
// with the cast and shown beside it. Random coins are one fair bit each, so the odds are exactly
// 1/8 老陰, 3/8 少陽, 3/8 少陰, 1/8 老陽.
#pragma once

#include "engine/casting/random_source.h"
#include "engine/chart.h"
#include "engine/terms.h"

#include <array>
#include <string_view>
#include <vector>

namespace najia::casting {

enum class CoinFace : std::uint8_t { Inscription, Reverse };  // 字, 背 (CLI: heads, tails)

enum class FaceConvention : std::uint8_t {
    ReverseYang,      // 背為陽 (火珠林 「一背為單」); CLI tails-yang; the default
    InscriptionYang,  // 字為陽; CLI heads-yang
};

using Toss = std::array<CoinFace, 3>;

constexpr bool isYangFace(CoinFace f, FaceConvention c)
{
    return (f == CoinFace::Reverse) == (c == FaceConvention::ReverseYang);
}

// 6 + the number of 陽 faces: the sum of 3 per 陽 face and 2 per 陰 face.
constexpr LineValue lineOf(const Toss& t, FaceConvention c)
{
    int yang = 0;  // 0 … 3
    for (CoinFace f : t) yang += isYangFace(f, c) ? 1 : 0;
    return static_cast<LineValue>(6 + yang);
}

// Six random tosses, 初爻 first, one bit per coin (set bit = 背).
std::array<Toss, 6> randomTosses(RandomSource& source);

Cast castFromTosses(const std::array<Toss, 6>& tosses, FaceConvention c);

// One toss written as three faces: H or 字 for the inscription, T or 背 for the reverse
// (「HHT」, 「字字背」). Errors name the offending text.
Result<Toss> parseToss(std::string_view text);
// Six tosses separated by spaces or commas, 初爻 first.
Result<std::array<Toss, 6>> parseTosses(std::string_view text);
// 「HHT」 form of a toss (H = 字, T = 背).
std::string tossLetters(const Toss& t);

// Tosses entered one line at a time, from 初爻 up, with undo: what the app's hand-entry dialog
// drives. Nothing is a cast until all six lines are in.
class CoinEntry {
public:
    explicit CoinEntry(FaceConvention c = FaceConvention::ReverseYang) : convention_(c) {}
    // False (and nothing recorded) when six lines are already in.
    bool add(const Toss& t);
    bool undo();  // false when empty
    int count() const { return static_cast<int>(tosses_.size()); }
    bool complete() const { return tosses_.size() == 6; }
    FaceConvention convention() const { return convention_; }
    const std::vector<Toss>& tosses() const { return tosses_; }
    Result<std::array<Toss, 6>> finished() const;

private:
    FaceConvention convention_;
    std::vector<Toss> tosses_;
};

} // namespace najia::casting

namespace najia {
template <> std::span<const Term> termsOf<casting::CoinFace>();
template <> std::span<const Term> termsOf<casting::FaceConvention>();
} // namespace najia
