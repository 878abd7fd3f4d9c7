#include "engine/hexagram_changes.h"

#include "engine/branch_relations.h"
#include "engine/life_stage.h"
#include "engine/najia.h"
#include "engine/palace.h"

namespace najia {

namespace {

// 易隱 卷2 (京房曰): 「復下飛四晉為游魂，下飛三旅為外戒，下飛二鼎為內戒，下飛初大有為歸魂 … 復上飛二
// 離為絕命，復上飛三噬嗑為血脈，上飛四頤為肌肉，上飛五益為骸骨，復下飛四無妄為棺槨，下飛三同人為墳墓，
// 下飛二乾復還本體」: the lines flipped in turn after the 游魂.
constexpr LinePos kFlipsAfterWandering[] = {LinePos(3), LinePos(2), LinePos(1), LinePos(2), LinePos(3),
                                            LinePos(4), LinePos(5), LinePos(4), LinePos(3)};
constexpr SixteenChange kNamesAfterWandering[] = {
    SixteenChange::OuterWarning, SixteenChange::InnerWarning, SixteenChange::Returning,
    SixteenChange::LifeSevered,  SixteenChange::Blood,        SixteenChange::Flesh,
    SixteenChange::Bones,        SixteenChange::Coffin,       SixteenChange::Grave};

} // namespace

bool sectorHolds(Trigram t, Branch b)
{
    const int p = laterHeavenPosition(t);  // cardinal sectors hold one branch, corners two
    if (p % 2 == 0) return index(b) == 3 * p / 2;
    return index(b) == (3 * p - 1) / 2 || index(b) == (3 * p + 1) / 2;
}

std::optional<SixteenChange> sixteenChange(Trigram palace, Hexagram h)
{
    const PalacePlace place = palaceOf(h);
    if (place.palace == palace) return static_cast<SixteenChange>(place.generation);
    Hexagram step = palaceMember(palace, Generation::Wandering);
    for (std::size_t i = 0; i < std::size(kFlipsAfterWandering); ++i) {
        step = step.flipped(kFlipsAfterWandering[i]);
        if (step == h) return kNamesAfterWandering[i];
    }
    return std::nullopt;
}

Echo trigramEcho(Trigram from, Trigram to)
{
    if (from == to) return Echo::None;
    if (compassOpposite(from) == to) return Echo::Reversal;
    for (const LinePos pos : allLines)
        if (najiaOf(from, pos).branch != najiaOf(to, pos).branch) return Echo::None;
    return Echo::Repetition;
}

Echo lineEcho(Branch from, Branch to)
{
    return isClash(from, to) ? Echo::Reversal : from == to ? Echo::Repetition : Echo::None;
}

bool isHexagramReversal(Hexagram from, Hexagram to)
{
    return to == Hexagram(from.upper(), from.lower()) && compassOpposite(from.lower()) == from.upper();
}

bool changesToTomb(Trigram from, Trigram to)
{
    return from != to && sectorHolds(to, stageBranch(element(from), LifeStage::Tomb));
}

} // namespace najia
