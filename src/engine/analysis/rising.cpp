// 昇陽 / 升陰 (易隱 卷2, seed 001 lines 107–111): the line that rises with the month, whether the 世
// and that line accord with it, and the moving lines that decide it (「此俱以動爻為斷也」).
#include "engine/analysis/context.h"
#include "engine/shensha/branch_rules.h"

namespace najia::detail {

namespace {

std::optional<RisingLine> risingOf(const Context& c)
{
    return c.month ? std::optional<RisingLine>(risingLine(*c.month)) : std::nullopt;
}

bool yangWanted(Rising r) { return r == Rising::Yang; }

} // namespace

// 001 line 107: 「凡昇陽之月，得陽世，升陰之月，得陰世，或昇陽爻，得少陽，升陰爻，得少陰，諸事主有進益 …
// 是謂陰陽反度，主作事顛倒，退損不利也」.
void rising(Context& c)
{
    const auto r = risingOf(c);
    if (!r) return;
    const bool yang = yangWanted(r->direction);
    const ChartLine& self = c.line(c.chart.primary.self);
    const ChartLine& line = c.line(r->position);
    int accord = bit(self.yang() == yang ? RisingAccord::SelfAccords : RisingAccord::SelfReversed);
    if (line.yang() != yang) accord |= bit(RisingAccord::LineReversed);
    else if (!line.moving()) accord |= bit(RisingAccord::LineAccords);  // 少陽 / 少陰
    c.add(FindingKind::RisingLine, RuleId::Rising, Subject{})
        .with<ParamKey::Direction>(r->direction)
        .with<ParamKey::Lines>(LineMask(r->position.bit()))
        .with<ParamKey::Accord>(EnumMask<RisingAccord>(accord));
}

// 001 line 111: 「小滿卜得鼎之旅，昇陽巳火，受世爻亥水動來沖剋，主四月有喪身之禍。又如大暑卜得漸之觀，升陰午火，
// 得申金動，為驛馬，主午申月間有進益，此俱以動爻為斷也」 — the other moving lines that clash or control the
// rising line, and those on its 驛馬, counted from the rising line's own branch (寅午戌馬居申: 申 is 午's
// horse) by the four horses (000 line 88).
void risingOnLine(Context& c, const ChartLine& l)
{
    const auto r = risingOf(c);
    if (!r || r->position != l.position) return;
    const Branch horse = shensha::postHorse(l.reading.branch, shensha::HorseRule::FourHorses);
    int struck = 0, strike = 0, horses = 0;
    for (const ChartLine& m : c.chart.lines) {
        if (!m.moving() || m.position == l.position) continue;
        int how = 0;
        if (isClash(m.reading.branch, l.reading.branch)) how |= bit(Strike::Clash);
        if (controls(m.reading.element, l.reading.element)) how |= bit(Strike::Control);
        if (how) struck |= m.position.bit(), strike |= how;
        if (m.reading.branch == horse) horses |= m.position.bit();
    }
    const Subject s = Subject::at(Layer::Primary, l.position);
    if (struck) c.add(FindingKind::RisingStruck, RuleId::RisingMoving, s).with<ParamKey::Lines>(LineMask(struck)).with<ParamKey::Strike>(EnumMask<Strike>(strike));
    if (horses) c.add(FindingKind::RisingHorse, RuleId::RisingMoving, s).with<ParamKey::Lines>(LineMask(horses)).with<ParamKey::Branch>(horse);
}

} // namespace najia::detail
