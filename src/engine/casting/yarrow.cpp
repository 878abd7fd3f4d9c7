#include "engine/casting/yarrow.h"
#include "engine/quoted_input.h"

#include <charconv>
#include <string>

namespace najia::casting {

namespace {

// 「揲之以四 … 歸奇於扐」: the remainder of counting off by fours is 1 … 4, never 0.
constexpr int remainderByFours(int n /* ≥ 1 */) { return (n - 1) % 4 + 1; }

} // namespace

Result<YarrowChange> yarrowChange(int stalks, int left)
{
    if (left < 1 || left > stalks - 2)
        return Error{"impossible split " + std::to_string(left) + " of " + std::to_string(stalks)
                     + " stalks: the left heap takes 1 … " + std::to_string(stalks - 2)
                     + " (the right heap needs one stalk to hang and one to count)"};
    const int right = stalks - left - 1;  // after 掛一: 1 … stalks − 2
    return YarrowChange{stalks, left, remainderByFours(left), remainderByFours(right)};
}

Result<std::array<YarrowLine, 6>> replayYarrow(const std::vector<int>& splits)
{
    if (splits.size() != kChangesPerCast)
        return Error{"expected 18 splits (three changes per line, 初爻 first), got "
                     + std::to_string(splits.size())};
    std::array<YarrowLine, 6> lines{};
    for (std::size_t line = 0; line < 6; ++line) {
        int stalks = kYarrowStalks;
        for (std::size_t k = 0; k < kChangesPerLine; ++k) {
            const auto c = yarrowChange(stalks, splits[line * kChangesPerLine + k]);
            if (!c)
                return Error{"line " + std::to_string(line + 1) + ", change " + std::to_string(k + 1)
                             + ": " + c.error()};
            lines[line].changes[k] = *c;
            stalks -= c->setAside();
        }
        lines[line].value = static_cast<LineValue>(stalks / 4);  // 36 32 28 24 → 9 8 7 6
    }
    return lines;
}

std::vector<int> randomYarrowSplits(RandomSource& source)
{
    BitReader bits(source);
    std::vector<int> splits;
    splits.reserve(kChangesPerCast);
    for (int line = 0; line < 6; ++line) {
        int stalks = kYarrowStalks;
        for (int k = 0; k < kChangesPerLine; ++k) {
            const SplitWindow w = splitWindow(stalks);
            const int left = w.first + bits.below(w.width);
            splits.push_back(left);
            stalks -= yarrowChange(stalks, left)->setAside();
        }
    }
    return splits;
}

Cast castFromYarrow(const std::array<YarrowLine, 6>& lines)
{
    Cast cast{};
    for (std::size_t i = 0; i < 6; ++i) cast[i] = lines[i].value;
    return cast;
}

Result<std::vector<int>> parseNumbers(std::string_view text)
{
    std::vector<int> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == ',' || c == '\t' || c == '\n') { ++i; continue; }
        int v = 0;
        const auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), v);
        const auto used = static_cast<std::size_t>(end - (text.data() + i));
        if (ec != std::errc() || used == 0
            || (i + used < text.size() && text[i + used] != ' ' && text[i + used] != ','
                && text[i + used] != '\t' && text[i + used] != '\n'))
            return Error{quotedInput(text) + " is not a list of whole numbers"};
        out.push_back(v);
        i += used;
    }
    return out;
}

} // namespace najia::casting
