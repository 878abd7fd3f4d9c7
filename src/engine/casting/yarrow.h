// 揲蓍: the yarrow-stalk procedure of 繫辭上 「大衍之數五十，其用四十有九。分而為二以象兩，掛一以象三，
// 揲之以四以象四時，歸奇於扐以象閏 … 是故四營而成易，十有八變而成卦」, performed as 朱熹 《周易本義·筮儀》
// describes it: the 49 stalks are divided into a left and a right heap; one stalk is taken from the
// right heap and hung between the fingers (掛一); each heap is counted off by fours and its remainder
// (1–4: a heap that divides evenly leaves 4) is set aside (歸奇). The stalks set aside in one change
// are 5 or 9 in the first change and 4 or 8 in the second and third; after three changes 36, 32, 28
// or 24 stalks remain, which is 4 × 9, 8, 7 or 6: the line's value.
//
// A change is recorded by its split: the number of stalks in the left heap. A split is possible
// when both heaps can do their work: the left holds at least one stalk and the right at least two
// (one to hang, one to count). The odds depend only on the left heap's count modulo 4; random
// splits are drawn uniformly from a central window whose width is a multiple of 4, so each
// remainder is exactly equally likely and the line odds come out exactly 1/16 老陰, 5/16 少陽,
// 7/16 少陰, 3/16 老陽.
#pragma once

#include "engine/casting/random_source.h"
#include "engine/chart.h"

#include <array>
#include <string_view>
#include <vector>

namespace najia::casting {

inline constexpr int kYarrowStalks = 49;  // 其用四十有九
inline constexpr int kChangesPerLine = 3;
inline constexpr int kChangesPerCast = 18;  // 十有八變而成卦

struct YarrowChange {
    int stalks;          // in hand before the change: 49, then 44/40, then 40/36/32 …
    int left;            // the split: stalks in the left heap, 1 … stalks − 2
    int leftRemainder;   // 1 … 4
    int rightRemainder;  // 1 … 4, of the right heap after the hung stalk is taken
    int setAside() const { return 1 + leftRemainder + rightRemainder; }  // 4, 5, 8 or 9
};

struct YarrowLine {
    std::array<YarrowChange, 3> changes;
    LineValue value;
};

// One change; an error when the split is impossible for that many stalks.
Result<YarrowChange> yarrowChange(int stalks, int left);

// Replays 18 recorded splits (three per line, 初爻 first).
Result<std::array<YarrowLine, 6>> replayYarrow(const std::vector<int>& splits);

// The random split's window for a given number of stalks: [first, first + width), width a
// multiple of 4, centred in the possible range 1 … stalks − 2.
struct SplitWindow {
    int first;
    int width;
};
constexpr SplitWindow splitWindow(int stalks)
{
    const int possible = stalks - 2;            // 1 … stalks − 2
    const int width = possible / 4 * 4;         // 44 for 49 stalks
    return {1 + (possible - width) / 2, width};
}

// Eighteen random splits, each drawn after the previous changes have fixed the stalks in hand.
std::vector<int> randomYarrowSplits(RandomSource& source);

Cast castFromYarrow(const std::array<YarrowLine, 6>& lines);

// Numbers separated by spaces or commas.
Result<std::vector<int>> parseNumbers(std::string_view text);

} // namespace najia::casting
