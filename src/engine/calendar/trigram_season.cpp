// 八卦旺相 and 節氣 用事: rules in trigram_season.h (易冒 卷4, 易隱 卷2).
#include "engine/calendar/trigram_season.h"

#include <algorithm>

namespace najia::calendar {

namespace {

std::size_t cyclePosition(Trigram t)
{
    return static_cast<std::size_t>(
        std::find(kLaterHeavenCycle.begin(), kLaterHeavenCycle.end(), t) - kLaterHeavenCycle.begin());
}

// The stems of the 二十四山 between the trigrams and branches, two per cardinal direction:
// 甲乙 (east), 丙丁 (south), 庚辛 (west), 壬癸 (north); 戊己 belong to the centre.
constexpr std::array<Stem, 8> kMountainStems = {Stem::Jia, Stem::Yi, Stem::Bing, Stem::Ding,
                                                Stem::Geng, Stem::Xin, Stem::Ren, Stem::Gui};

} // namespace

TrigramState trigramState(Trigram t, Trigram ruler)
{
    const std::size_t k = (cyclePosition(t) + 8 - cyclePosition(ruler)) % 8;  // 0..7
    return static_cast<TrigramState>(k);
}

std::array<TrigramState, 8> trigramStates(SolarTerm term)
{
    std::array<TrigramState, 8> out{};
    const Trigram ruler = prosperousTrigram(term);
    for (int b = 0; b < kTrigramCount; ++b)
        out[static_cast<std::size_t>(b)] = trigramState(trigramFromBits(b), ruler);
    return out;
}

TermRuler termRuler(SolarTerm term)
{
    const int m = stepsFromLiChun(term);  // the mountain, 0 = 艮 … 23 = 丑
    TermRuler r;
    if (m % 3 == 0) {
        r.kind = RulerKind::Trigram;
        r.trigram = prosperousTrigram(term);
        r.strong = kLaterHeavenCycle[(cyclePosition(r.trigram) + 1) % 8];
        r.element = element(r.trigram);
    } else if (m % 2 == 1) {  // odd mountains are the branches, 寅 at 1 … 丑 at 23
        r.kind = RulerKind::Branch;
        r.branch = Branch::Yin + (m - 1) / 2;
        r.element = element(r.branch);
    } else {  // even mountains off the corners: the stems, two between each corner and cardinal
        r.kind = RulerKind::Stem;
        r.stem = kMountainStems[static_cast<std::size_t>((m / 6) * 2 + (m % 6 == 4 ? 1 : 0))];
        r.element = element(r.stem);
    }
    return r;
}

Outcome<TrigramSeason> trigramSeasonAt(sys_seconds utc)
{
    if (!inRange(civilDay(utc, std::chrono::seconds(0)))) return CalendarError::OutOfRange;
    const int year = static_cast<int>(std::chrono::year_month_day(civilDay(utc, std::chrono::seconds(0))).year());
    // The last term at or before the instant, searching this year and the previous one; remember
    // each term's instant to find the node's.
    std::array<sys_seconds, 48> instants{};
    for (int y = 0; y < 2; ++y) {
        const auto terms = solarTermsOf(year - 1 + y);
        if (!terms) return CalendarError::OutOfRange;
        std::copy(terms->begin(), terms->end(), instants.begin() + 24 * y);
    }
    int last = 47;
    while (last > 0 && instants[static_cast<std::size_t>(last)] > utc) --last;
    TrigramSeason s;
    s.term = solarTermAt(last);
    s.node = nodeOf(s.term);
    const int nodeIndex = last - stepsFromLiChun(s.term) % 3;  // ≥ 21 since last ≥ 23
    s.nodeInstant = instants[static_cast<std::size_t>(nodeIndex)];
    s.prosperous = prosperousTrigram(s.term);
    if ((utc - s.nodeInstant).count() < kLingeringSeconds)
        s.lingering = kLaterHeavenCycle[(cyclePosition(s.prosperous) + 7) % 8];
    s.states = trigramStates(s.term);
    s.ruler = termRuler(s.term);
    return s;
}

} // namespace najia::calendar

namespace najia {
namespace {
constexpr std::array<Term, calendar::kTrigramStateCount> kStateNames = {{
    {"旺", "旺", "Prosperous"}, {"相", "相", "Strong"},   {"胎", "胎", "Embryo"},
    {"沒", "没", "Sunken"},     {"死", "死", "Dead"},     {"囚", "囚", "Confined"},
    {"休", "休", "Resting"},    {"廢", "废", "Discarded"},
}};
} // namespace
template <> std::span<const Term> termsOf<calendar::TrigramState>() { return kStateNames; }
} // namespace najia
