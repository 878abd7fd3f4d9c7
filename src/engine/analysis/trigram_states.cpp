// 卦 旺相 (易冒 卷4, seed 002 lines 27–47): the state of the inner and the outer trigram by the eight
// nodes, and what the state changes — a trigram in 旺相 is not void, one in 胎沒 is not 囚, and the day
// neither clashes a trigram in 旺相胎沒 nor establishes one in 死囚休廢. A trigram stands on its 後天
// compass sector (坎 子, 艮 丑寅, 震 卯, 巽 辰巳, 離 午, 坤 未申, 兌 酉, 乾 戌亥): 002's own examples are
// 「丑建甲寅旬筮坎」 (甲寅旬 voids 子丑: 坎 is void) and 「震值旺，遇酉日」 (酉 clashes 卯).
#include "engine/analysis/context.h"

namespace najia::detail {

namespace {

using calendar::TrigramState;

bool inFirstFour(TrigramState s) { return static_cast<int>(s) < static_cast<int>(TrigramState::Dead); }  // 旺相胎沒
bool strongState(TrigramState s) { return s == TrigramState::Prosperous || s == TrigramState::Strong; }

// The first branch of the trigram's sector that `pred` accepts.
template <class Pred> std::optional<Branch> sectorBranch(Trigram t, Pred pred)
{
    for (const Branch b : sectorOf(t))
        if (pred(b)) return b;
    return std::nullopt;
}

void trigramSeason(Context& c, Trigram t, int lines)
{
    const TrigramSeasonInput& season = *c.trigramSeason;
    const bool lingering = season.lingering == t;  // 「立春艮旺，至春分後艮尚旺五日，未即廢也」
    const TrigramState state = lingering ? TrigramState::Prosperous : calendar::trigramState(t, season.prosperous);
    c.add(FindingKind::TrigramSeason, RuleId::TrigramSeason, Subject{})
        .with<ParamKey::Lines>(LineMask(lines))
        .with<ParamKey::Trigram>(t)
        .with<ParamKey::TrigramState>(state)
        .with<ParamKey::Lingering>(lingering)
        .with<ParamKey::Moment>(season.fromMoment);
    // 002 line 43: 「坎艮旺相三氣，謂旬空而弗空也」 (「丑建甲寅旬筮坎，則過旬弗空」).
    if (const auto v = sectorBranch(t, [&](Branch b) { return c.isVoid(b); }))
        c.add(FindingKind::TrigramVoid, RuleId::TrigramVoid, Subject{})
            .with<ParamKey::Lines>(LineMask(lines)).with<ParamKey::Branch>(*v).with<ParamKey::Effective>(!strongState(state));
    // 002 line 43: 「震巽胎沒三氣，謂囚而不囚也」 (「丑建得震巽 … 弗為克我者囚也」).
    if (c.season(element(t)) == Season::Confined)
        c.add(FindingKind::TrigramConfined, RuleId::TrigramConfined, Subject{})
            .with<ParamKey::Lines>(LineMask(lines))
            .with<ParamKey::Effective>(!(state == TrigramState::Embryo || state == TrigramState::Sunken));
    if (!c.day) return;
    // 002 line 47: 「旺相胎沒，或當日之沖而不云沖，死囚休廢，或當日之建而不云建」 (「震值旺，遇酉日而不為日破
    // … 坎值死，遇子日而不為日建」).
    const Branch day = c.day->branch();
    if (const auto b = sectorBranch(t, [&](Branch x) { return isClash(day, x); }))
        c.add(FindingKind::TrigramDayClash, RuleId::TrigramDay, Subject{})
            .with<ParamKey::Lines>(LineMask(lines)).with<ParamKey::Branch>(*b).with<ParamKey::Effective>(!inFirstFour(state));
    if (sectorHolds(t, day))
        c.add(FindingKind::TrigramDayRuler, RuleId::TrigramDay, Subject{})
            .with<ParamKey::Lines>(LineMask(lines)).with<ParamKey::Branch>(day).with<ParamKey::Effective>(inFirstFour(state));
}

} // namespace

void trigramSeasons(Context& c)
{
    if (!c.trigramSeason) return;
    const Hexagram h = c.chart.primary.hexagram;
    trigramSeason(c, h.lower(), 0b000111);
    trigramSeason(c, h.upper(), 0b111000);
}

} // namespace najia::detail
