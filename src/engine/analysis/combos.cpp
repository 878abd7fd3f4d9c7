// Between lines, and with the day and the month: 六合, 六沖, 六害 (a moving line acts on the others,
// 海底眼 卷2: 「動爻可克靜爻，靜爻克不得動爻」), 三合局, 三會方, 三刑, and 碎金賦's chains.
#include "engine/analysis/context.h"

#include <bit>

namespace najia::detail {

namespace {

// Where each branch occurs: in the six lines (static or moving), among the 變爻, or as day or month.
struct Sources {
    std::array<std::uint8_t, 12> lines{};    // mask of positions
    std::array<std::uint8_t, 12> moving{};   // mask of moving positions
    std::array<std::uint8_t, 12> changed{};  // mask of positions whose 變爻 bears it
    std::array<std::uint8_t, 12> pillars{};  // mask of Pillar

    static std::size_t at(Branch b) { return static_cast<std::size_t>(index(b)); }
    bool any(Branch b) const { return lines[at(b)] || changed[at(b)] || pillars[at(b)]; }
    bool active(Branch b) const { return moving[at(b)] || changed[at(b)]; }
};

Sources sourcesOf(const Context& c)
{
    Sources s;
    for (const ChartLine& l : c.chart.lines) {
        const auto add = static_cast<std::uint8_t>(l.position.bit());
        s.lines[Sources::at(l.reading.branch)] |= add;
        if (l.moving()) s.moving[Sources::at(l.reading.branch)] |= add;
        if (l.changed) s.changed[Sources::at(l.changed->branch)] |= add;
    }
    if (c.month) s.pillars[Sources::at(*c.month)] |= static_cast<std::uint8_t>(bit(Pillar::Month));
    if (c.day) s.pillars[Sources::at(c.day->branch())] |= static_cast<std::uint8_t>(bit(Pillar::Day));
    return s;
}

// A group of branches (三合, 三會, 三刑) as a chart finding with the lines, 變爻 and pillars taking part.
Finding& groupFinding(Context& c, FindingKind kind, RuleId rule, const Sources& s, std::span<const Branch> members)
{
    int lines = 0, changed = 0, pillars = 0;
    for (Branch b : members) {
        lines |= s.lines[Sources::at(b)];
        changed |= s.changed[Sources::at(b)];
        pillars |= s.pillars[Sources::at(b)];
    }
    return c.add(kind, rule, Subject{}).with<ParamKey::Lines>(LineMask(lines)).with<ParamKey::ChangedLines>(LineMask(changed))
        .with<ParamKey::PillarsMask>(EnumMask<Pillar>(pillars));
}

// 三合局 and 三會方: formed by moving lines and 變爻 (「用動值三合」), completed by static lines, the day
// or the month. A 三合 with one member missing is reported with the missing branch: the day or month
// of that branch completes it.
void tripleGroups(Context& c, const Sources& s)
{
    for (int k = 0; k < 4; ++k) {
        const TripleCombination h = threeHarmony(branchAt(k));
        int present = 0, active = 0;
        Branch missing = h.members[0];
        for (Branch b : h.members) {
            if (s.any(b)) ++present;
            else missing = b;
            if (s.active(b)) ++active;
        }
        if (active == 0 || present < 2) continue;
        Finding& f = groupFinding(c, FindingKind::ThreeHarmony, RuleId::ThreeHarmony, s, h.members)
                         .with<ParamKey::Element>(h.element)
                         .with<ParamKey::Complete>(present == 3);
        if (present < 3) f.with<ParamKey::Branch>(missing);
        const TripleCombination m = threeMeeting(Branch::Yin + 3 * k);
        int mPresent = 0, mActive = 0;
        for (Branch b : m.members) mPresent += s.any(b) ? 1 : 0, mActive += s.active(b) ? 1 : 0;
        if (mPresent == 3 && mActive > 0)
            groupFinding(c, FindingKind::ThreeMeeting, RuleId::ThreeMeeting, s, m.members)
                .with<ParamKey::Element>(m.element);
    }
}

// 三刑 only when all its members are present (000 虎易注: 「三刑要俱全，方可構成刑」): 寅巳申, 丑戌未,
// 子卯; a 自刑 (辰午酉亥) needs the branch twice, once on a moving line.
void punishments(Context& c, const Sources& s)
{
    constexpr std::array<Branch, 3> power{Branch::Yin, Branch::Si, Branch::Shen};
    constexpr std::array<Branch, 3> ingratitude{Branch::Chou, Branch::Xu, Branch::Wei};
    constexpr std::array<Branch, 2> rudeness{Branch::Zi, Branch::Mao};
    const auto complete = [&](std::span<const Branch> members) {
        for (Branch b : members)
            if (!s.any(b)) return false;
        return true;
    };
    const auto emit = [&](std::span<const Branch> members, PunishmentKind kind) {
        groupFinding(c, FindingKind::ThreePunishment, RuleId::ThreePunishment, s, members)
            .with<ParamKey::Punishment>(kind);
    };
    if (complete(power)) emit(power, PunishmentKind::Power);
    if (complete(ingratitude)) emit(ingratitude, PunishmentKind::Ingratitude);
    if (complete(rudeness)) emit(rudeness, PunishmentKind::Rudeness);
    for (Branch b : {Branch::Chen, Branch::Wu, Branch::You, Branch::Hai}) {
        const auto i = Sources::at(b);
        const int count = std::popcount(static_cast<unsigned>(s.lines[i])) +
                          std::popcount(static_cast<unsigned>(s.changed[i])) +
                          std::popcount(static_cast<unsigned>(s.pillars[i]));
        if (count >= 2 && s.active(b)) emit(std::array<Branch, 1>{b}, PunishmentKind::Self);
    }
}

} // namespace

// Each moving line on this line (六沖, 六合, 六害), and the day and month on it (六合).
void lineRelations(Context& c, const ChartLine& target)
{
    const Subject s = Subject::at(Layer::Primary, target.position);
    int clash = 0, harmony = 0, harm = 0;
    for (const ChartLine& m : c.chart.lines) {
        if (!m.moving() || m.position == target.position) continue;
        if (isClash(m.reading.branch, target.reading.branch)) clash |= m.position.bit();
        if (isSixHarmony(m.reading.branch, target.reading.branch)) harmony |= m.position.bit();
        if (isHarm(m.reading.branch, target.reading.branch)) harm |= m.position.bit();
    }
    int pillars = 0;
    if (c.month && isSixHarmony(*c.month, target.reading.branch)) pillars |= bit(Pillar::Month);
    if (c.day && isSixHarmony(c.day->branch(), target.reading.branch)) pillars |= bit(Pillar::Day);
    if (clash) c.add(FindingKind::SixClash, RuleId::MovingActs, s).with<ParamKey::Lines>(LineMask(clash));
    if (harmony || pillars)
        c.add(FindingKind::SixHarmony, RuleId::SixRelations, s).with<ParamKey::Lines>(LineMask(harmony))
            .with<ParamKey::PillarsMask>(EnumMask<Pillar>(pillars));
    if (harm) c.add(FindingKind::SixHarm, RuleId::SixHarm, s).with<ParamKey::Lines>(LineMask(harm));
    // 易冒 卷4: 「或他爻發動來冲，若彼強我弱皆散」 — a moving line struck by a stronger moving line.
    if (target.moving() && clash && c.settings.dispersal == Dispersal::AnyMoving &&
        !c.onRuler(target.reading.branch) && !c.strong(target.reading)) {
        int stronger = 0;
        for (const ChartLine& m : c.chart.lines)
            if ((clash & m.position.bit()) && c.strong(m.reading)) stronger |= m.position.bit();
        if (stronger) c.add(FindingKind::Dispersed, RuleId::DayClash, s).with<ParamKey::Lines>(LineMask(stronger));
    }
}

namespace {

bool phasePresent(const Context& c, Element e)
{
    for (const ChartLine& l : c.chart.lines)
        if (l.reading.element == e) return true;
    return false;
}

// 碎金賦 (000): 「兄動克財子動能解 … 得土動則火貪生於土，忘克於金，名為貪生忘克」 — a moving line that
// controls a phase, beside a moving line it generates, generates instead of controlling; 「子動生財
// 不宜父擺」 — a moving line's generation is cut by a moving line that controls it; 「若然兄動鬼必遭傷」
// — a moving line's control is strengthened by the moving line that generates it.
void suiJin(Context& c)
{
    for (const ChartLine& a : c.chart.lines) {
        if (!a.moving()) continue;
        const Element ae = a.reading.element;
        for (const ChartLine& b : c.chart.lines) {
            if (!b.moving() || b.position == a.position) continue;
            const Element be = b.reading.element;
            const int pair = a.position.bit() | b.position.bit();
            if (generates(ae, be) && phasePresent(c, controlled(ae)))
                c.add(FindingKind::GreedyGeneration, RuleId::SuiJin, Subject{})
                    .with<ParamKey::Lines>(LineMask(pair)).with<ParamKey::Element>(controlled(ae));
            if (controls(be, ae) && phasePresent(c, generated(ae)))
                c.add(FindingKind::GenerationCut, RuleId::SuiJin, Subject{})
                    .with<ParamKey::Lines>(LineMask(pair)).with<ParamKey::Element>(generated(ae));
            // 「子興克鬼 … 若然兄動鬼必遭傷」: the generated line's control is the stronger.
            if (generates(ae, be) && phasePresent(c, controlled(be)))
                c.add(FindingKind::GenerationPassed, RuleId::SuiJin, Subject{})
                    .with<ParamKey::Lines>(LineMask(pair)).with<ParamKey::Element>(controlled(be));
        }
    }
}

} // namespace

void combinations(Context& c)
{
    const Sources s = sourcesOf(c);
    tripleGroups(c, s);
    punishments(c, s);
    suiJin(c);
}

} // namespace najia::detail
