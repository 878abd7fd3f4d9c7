// Lists the classical texts give without a rule, kept as typed data (checked against the seeds in
// tst_handbook_tables): 易隱's hexagrams whose 世應 are hurt on each day, and 卜筮正宗's 八宮諸物,
// 八宮諸身 and 八卦相配.
#pragma once

#include "engine/hexagram.h"
#include "engine/stem_branch.h"
#include "engine/terms.h"
#include "engine/trigram.h"

#include <cstdint>
#include <span>

namespace najia::handbook {

// 易隱 卷2 (001 line 71): 「子日觀、豫、未濟傷；丑日觀、鼎傷；… 亥日遁、離、未濟、謙傷。」 King Wen numbers in
// the seed's order (tests/data/yiyin_day_hurts_shiying.tsv has the transcription).
struct DayHurts {
    Branch day;
    std::uint8_t count;
    std::uint8_t kingWen[7];
};
std::span<const DayHurts> dayHurtsShiYing();

// 卜筮正宗 (000 lines 16, 19, 241): 「乾為馬 …」, 「乾為首 …」, 「乾為老父（屬陽）…」.
enum class TrigramImage : std::uint8_t {
    Horse, Ox, Dragon, Rooster, Pig, Pheasant, Dog, Sheep,
    Head, Belly, Foot, Thigh, Ear, Eye, Hand, Mouth,
    Father, Mother, EldestSon, EldestDaughter, MiddleSon, MiddleDaughter, YoungestSon, YoungestDaughter,
    Count
};
TrigramImage animalOf(Trigram t);
TrigramImage bodyOf(Trigram t);
TrigramImage familyOf(Trigram t);

} // namespace najia::handbook

namespace najia {
template <> std::span<const Term> termsOf<handbook::TrigramImage>();
} // namespace najia
