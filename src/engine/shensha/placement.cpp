// Placing the 神煞 on pillars and chart lines.
#include "engine/shensha/placement.h"

#include <array>

namespace najia::shensha {

namespace {

// Whether a target names this stem and branch (and so its phase).
bool falls(const Target& t, Stem s, Branch b)
{
    if (!t.known) return false;
    if (t.pair) return t.hasStem(s) && t.hasBranch(b);
    return t.hasBranch(b) || t.hasStem(s) || t.hasElement(element(b));
}

std::uint8_t bitAt(int i) { return static_cast<std::uint8_t>(1u << i); }

std::uint8_t pillarsHit(const Target& t, const Pillars& p)
{
    std::uint8_t mask = 0;
    const std::array<std::optional<GanZhi>, 4> all = {p.year, p.month, p.day, p.hour};
    for (int i = 0; i < 4; ++i)
        if (all[static_cast<std::size_t>(i)]) {
            const GanZhi g = *all[static_cast<std::size_t>(i)];
            if (falls(t, g.stem(), g.branch())) mask |= bitAt(i);
        }
    // A month given as a branch alone (「卯月」) carries no stem.
    if (!p.month && p.monthBranchOnly && !t.pair
        && (t.hasBranch(*p.monthBranchOnly) || t.hasElement(element(*p.monthBranchOnly))))
        mask |= bitAt(1);
    return mask;
}

Placement placeOne(ShenSha s, Basis basis, std::variant<Stem, Branch> from, const Target& t,
                   const Pillars& pillars, const Chart* chart)
{
    Placement pl{s, basis, from, t, pillarsHit(t, pillars), 0, 0};
    if (!chart) return pl;
    for (int i = 0; i < 6; ++i) {
        const ChartLine& l = chart->lines[static_cast<std::size_t>(i)];
        if (falls(t, l.reading.stem, l.reading.branch)) pl.lines |= bitAt(i);
        if (l.changed && falls(t, l.changed->stem, l.changed->branch)) pl.changedLines |= bitAt(i);
    }
    return pl;
}

// 晝 陽貴, 夜 陰貴 (003 lines 266–278): with a split school and a known hour, the noble of the
// other half of the day is dropped; the hour splits at 卯 and 酉.
bool dropsNoble(ShenSha s, const Stem* from, const Target& t, const Pillars& pillars, const Settings& settings)
{
    const bool split = settings.noble == NobleSchool::KaoYuan || settings.noble == NobleSchool::CaoZhenGui;
    if (s != ShenSha::TianYiNoble || !from || !split || !settings.nobleByHour || !pillars.hour) return false;
    const bool dayHour = stepsFrom(Branch::Mao, pillars.hour->branch()) < 6;  // 卯 … 申
    const Nobles n = nobles(*from, settings.noble);
    return t.hasBranch(dayHour ? n.night : n.day);
}

std::vector<Placement> placeOn(const Pillars& pillars, const Selection& selection, const Chart* chart)
{
    std::vector<ShenSha> stars = selection.stars;
    if (stars.empty())
        for (int k = 0; k < kShenShaCount; ++k) stars.push_back(shenShaAt(k));
    std::vector<Placement> out;
    for (ShenSha s : stars)
        for (int bi = 0; bi < kBasisCount; ++bi) {
            const Basis basis = static_cast<Basis>(bi);
            if (!allows(s, basis) || (!selection.allBases && basis != info(s).defaultBasis)) continue;
            const auto from = basisValue(pillars, basis);
            if (!from) continue;
            const Target whole = std::holds_alternative<Stem>(*from)
                                     ? targetFromStem(s, std::get<Stem>(*from), selection.settings)
                                     : targetFromBranch(s, std::get<Branch>(*from), selection.settings);
            for (const Target& t : singleValues(whole))
                if (!dropsNoble(s, std::get_if<Stem>(&*from), t, pillars, selection.settings))
                    out.push_back(placeOne(s, basis, *from, t, pillars, chart));
        }
    return out;
}

} // namespace

std::span<const ShenSha> commonSet()
{
    static const std::vector<ShenSha> common = [] {
        std::vector<ShenSha> out;
        for (int k = 0; k < kShenShaCount; ++k)
            if (info(shenShaAt(k)).common) out.push_back(shenShaAt(k));
        return out;
    }();
    return common;
}

std::span<const ShenSha> zengShanSet()
{
    static constexpr std::array<ShenSha, 3> few = {ShenSha::TianYiNoble, ShenSha::Prosperity, ShenSha::PostHorse};
    return few;
}

std::span<const ShenSha> chartSet(ChartStars stars)
{
    return stars == ChartStars::ZengShan ? zengShanSet() : commonSet();
}

std::optional<std::variant<Stem, Branch>> basisValue(const Pillars& p, Basis b)
{
    using V = std::variant<Stem, Branch>;
    switch (b) {
    case Basis::YearStem: return p.year ? std::optional<V>(p.year->stem()) : std::nullopt;
    case Basis::DayStem: return p.day ? std::optional<V>(p.day->stem()) : std::nullopt;
    case Basis::YearBranch: return p.year ? std::optional<V>(p.year->branch()) : std::nullopt;
    case Basis::MonthBranch: {
        const auto m = p.monthBranch();
        return m ? std::optional<V>(*m) : std::nullopt;
    }
    case Basis::DayBranch: return p.day ? std::optional<V>(p.day->branch()) : std::nullopt;
    }
    return std::nullopt;
}

std::vector<Placement> place(const Pillars& pillars, const Selection& selection)
{
    return placeOn(pillars, selection, nullptr);
}

std::vector<Placement> place(const Chart& chart, const Selection& selection)
{
    return placeOn(chart.pillars, selection, &chart);
}

} // namespace najia::shensha
