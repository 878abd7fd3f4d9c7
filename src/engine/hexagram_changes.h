// How a 本卦 stands to its 變卦: 京房十六變, 反吟 and 伏吟, 卦化墓絕; and the 間爻.
#pragma once

#include "engine/hexagram.h"
#include "engine/stem_branch.h"

#include <array>
#include <optional>

namespace najia {

// 京房十六變 (易隱 卷2): the palace's eight members, then the eight further changes.
enum class SixteenChange : std::uint8_t {
    Pure, First, Second, Third, Fourth, Fifth, Wandering, Returning,  // as Generation
    OuterWarning,  // 外戒
    InnerWarning,  // 內戒
    LifeSevered,   // 絕命
    Blood,         // 血脈
    Flesh,         // 肌肉
    Bones,         // 骸骨
    Coffin,        // 棺槨
    Grave,         // 墳墓
};
inline constexpr int kSixteenChangeCount = 16;

// The name `h` bears among the sixteen changes of `palace`, if it is one of them.
std::optional<SixteenChange> sixteenChange(Trigram palace, Hexagram h);

// 反吟 and 伏吟 of a trigram or line that changes.
enum class Echo : std::uint8_t { None, Reversal, Repetition };

// A trigram changing into the one across the 後天 compass (乾巽, 坎離, 艮坤, 震兌) is 反吟;
// into one carrying the same branches (乾 and 震: 子寅辰午申戌) is 伏吟.
Echo trigramEcho(Trigram from, Trigram to);
// A line whose changed branch clashes it is 反吟; one that keeps its branch is 伏吟.
Echo lineEcho(Branch from, Branch to);
// 易隱 卷2: 「變卦與本卦倒置。反吟謙共剝，歸妹與隨同，小畜之為姤，既之未濟宮」 — the 變卦 is the
// 本卦 upside down by trigrams, and each trigram lands across the compass from where it was.
bool isHexagramReversal(Hexagram from, Hexagram to);

// Whether branch `b` lies in trigram `t`'s 後天 compass sector: 坎子 艮丑寅 震卯 巽辰巳 離午 坤未申 兌酉 乾戌亥.
bool sectorHolds(Trigram t, Branch b);
// The branches of that sector in the order of the twelve: one for a cardinal trigram, two for a corner.
struct Sector {
    std::array<Branch, 2> branches;
    int count;  // 1..2
    constexpr const Branch* begin() const { return branches.data(); }
    constexpr const Branch* end() const { return branches.data() + count; }
};
constexpr Sector sectorOf(Trigram t)
{
    const int p = laterHeavenPosition(t);                       // 0..7; cardinal sectors even
    if (p % 2 == 0) return {{branchAt(3 * p / 2), Branch::Zi}, 1};  // 子 卯 午 酉
    return {{branchAt((3 * p - 1) / 2), branchAt((3 * p + 1) / 2)}, 2};
}

// 卦化墓絕 (易隱 卷2: 「墓絕離化乾，坎艮坤之巽，乾兌變入艮，震巽化為坤」): a trigram changing into
// the trigram whose 後天 compass branches hold its phase's 墓 (水土同宮).
bool changesToTomb(Trigram from, Trigram to);

// 間爻: the two lines between 世 and 應 (000 定間爻歌: 「世應當中兩間爻」).
constexpr std::array<LinePos, 2> betweenLines(LinePos self)
{
    const int low = self.inner() ? self.number() : self.number() - 3;
    return {LinePos(low + 1), LinePos(low + 2)};
}

} // namespace najia
