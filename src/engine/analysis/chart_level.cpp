// The chart as a whole: 安靜/獨發/獨靜/亂動, 世應, 間爻, 卦身 空破, and 太歲 (歲破, 歲克, 歲鬼).
#include "engine/analysis/context.h"
#include "engine/analysis/void_weight.h"

#include <bit>

namespace najia::detail {

namespace {

// 卜筮正宗 六爻安靜訣 / 六爻亂動訣; 易冒 卷4 「特，獨發也」. 獨靜: five lines move and one stays.
// 亂動: four or more lines move.
void stillAndMoving(Context& c)
{
    const int moving = std::popcount(static_cast<unsigned>(c.movingMask));
    const Subject chart{};
    if (moving == 0) c.add(FindingKind::AllStill, RuleId::StillAndMoving, chart);
    if (moving == 1) c.add(FindingKind::SoleMoving, RuleId::StillAndMoving, chart).with<ParamKey::Lines>(LineMask(c.movingMask));
    if (moving == 5) c.add(FindingKind::SoleStill, RuleId::StillAndMoving, chart).with<ParamKey::Lines>(LineMask(~c.movingMask & 63));
    if (moving >= 4) c.add(FindingKind::ChaoticMoving, RuleId::StillAndMoving, chart).with<ParamKey::Lines>(LineMask(c.movingMask));
}

// 卜筮正宗 世應生克空亡動靜訣: 「世應相生則吉，世應相克則兇，世應比和事卻中 … 應動他人反變，應空他意難同，
// 世空世動我心慵」. `phase` is the 應 seen from the 世 (PhaseRelation).
void selfOther(Context& c)
{
    const ChartLine& self = c.line(c.chart.primary.self);
    const ChartLine& other = c.line(c.chart.primary.other);
    // A void the school's rule does not count (voidWeight: 卜筮正宗 旬空論 「旺不為空」) is not 世空 or 應空.
    const auto countedVoid = [&c](LinePos pos) {
        const Subject s = Subject::at(Layer::Primary, pos);
        for (const Finding& f : c.out)
            if (f.kind == FindingKind::Void && f.subject == s) return voidWeight(f) != VoidWeight::NotEmpty;
        return false;
    };
    int flags = 0;
    if (countedVoid(c.chart.primary.self)) flags |= bit(SelfOtherFlag::SelfVoid);
    if (countedVoid(c.chart.primary.other)) flags |= bit(SelfOtherFlag::OtherVoid);
    if (self.moving()) flags |= bit(SelfOtherFlag::SelfMoving);
    if (other.moving()) flags |= bit(SelfOtherFlag::OtherMoving);
    c.add(FindingKind::SelfOther, RuleId::SelfOther, Subject{})
        .with<ParamKey::Phase>(phaseRelation(self.reading.element, other.reading.element))
        .with<ParamKey::Flags>(EnumMask<SelfOtherFlag>(flags));
}

// 卜筮正宗 卦身喜忌訣: 「身爻切忌入空亡 … 刑傷破絕皆為忌」.
void body(Context& c)
{
    if (!c.settings.body) return;  // 增刪卜易 各門類題頭總注: 「古以身為卦身、身世，余試之不驗」
    const Branch b = c.chart.body.branch;
    if (c.isVoid(b)) c.add(FindingKind::BodyVoid, RuleId::Body, Subject{}).with<ParamKey::Branch>(b);
    if (c.isMonthBreak(b)) c.add(FindingKind::BodyBreak, RuleId::Body, Subject{}).with<ParamKey::Branch>(b);
}

// 卜筮正宗 定間爻歌: 「世應當中兩間爻，忌神發動莫相交，元辰與用當中動，生世扶身事事高」 — the 間爻 that move.
void between(Context& c)
{
    int moving = 0;
    for (const LinePos pos : betweenLines(c.chart.primary.self))
        if (c.line(pos).moving()) moving |= pos.bit();
    if (moving) c.add(FindingKind::BetweenMoving, RuleId::Between, Subject{}).with<ParamKey::Lines>(LineMask(moving));
}

// 易冒 卷4 (002 line 15): 「卦莫凶於墓絕，或墓沖絕破，或值空亡，則非真矣；或本卦臨日月，亦非墓絕，如離變乾為
// 墓絕，若午日月或甲子旬，是偽非真，若逢日月填實其乾，則為凶象矣」 — a trigram that changes into the sector of
// its 墓 and 絕 (易隱's 卦化墓絕) is false when either branch is void, the 墓 is struck or the 絕 broken by the
// day or month, or the original trigram's own sector holds the day or month; the day or month on the 墓 or
// 絕 fills it.
void hexagramToTomb(Context& c)
{
    if (!c.chart.changed) return;
    const Hexagram from = c.chart.primary.hexagram, to = c.chart.changed->hexagram;
    for (const bool outer : {false, true}) {
        const Trigram f = outer ? from.upper() : from.lower(), t = outer ? to.upper() : to.lower();
        if (!changesToTomb(f, t)) continue;
        const Branch tomb = stageBranch(element(f), LifeStage::Tomb);
        const Branch extinction = stageBranch(element(f), LifeStage::Extinction);
        bool effective = !c.isVoid(tomb) && !c.isVoid(extinction) && !c.isMonthBreak(extinction);
        bool filled = false;
        for (const std::optional<Branch> b : {c.month, c.day ? std::optional<Branch>(c.day->branch()) : std::nullopt}) {
            if (!b) continue;
            if (isClash(*b, tomb) || sectorHolds(f, *b)) effective = false;
            if (*b == tomb || *b == extinction) filled = true;
        }
        c.add(FindingKind::HexagramToTomb, RuleId::HexagramTomb, Subject{})
            .with<ParamKey::Lines>(LineMask(outer ? 0b111000 : 0b000111))
            .with<ParamKey::Effective>(effective)
            .with<ParamKey::Filled>(filled);
    }
}

void yearOfficer(Context& c)
{
    if (!c.yearBranch) return;
    const Branch y = *c.yearBranch;
    if (relationTo(palaceElement(c.chart.primary.place.palace), element(y)) == Relation::Officer)
        c.add(FindingKind::YearOfficer, RuleId::YearRuler, Subject{}).with<ParamKey::Branch>(y);
}

} // namespace

// 易冒 卷4: 「與爻神沖，謂歲破而不破 … 太歲與爻神相沖，但名歲破，若克爻神，但名歲克，值鬼但名歲鬼，未即為凶」
// — named, never effective by themselves.
void yearOnLine(Context& c, const ChartLine& l)
{
    if (!c.yearBranch) return;
    const Branch y = *c.yearBranch;
    const Subject s = Subject::at(Layer::Primary, l.position);
    if (isClash(y, l.reading.branch)) c.add(FindingKind::YearBreak, RuleId::YearRuler, s).with<ParamKey::Effective>(false);
    if (controls(element(y), l.reading.element))
        c.add(FindingKind::YearControl, RuleId::YearRuler, s).with<ParamKey::Effective>(false);
}

// 卜筮正宗 定間爻歌 (seed 000 line 23): 「忌神發動莫相交，元辰與用當中動，生世扶身事事高」; 虎易: 「忌神：指
// 克制用神之爻 … 元辰：也叫原神。指生用神之爻」. A moving 間爻 that controls the useful god's phase is the 忌神;
// one that generates it (元辰) or is it (用) is good, the more so when it generates the 世 (生世) and the
// 卦身 (扶身) or shares their phase.
void betweenOnLine(Context& c, const ChartLine& l)
{
    if (!c.useful || !l.moving()) return;
    const auto between = betweenLines(c.chart.primary.self);
    if (l.position != between[0] && l.position != between[1]) return;
    const Element palace = palaceElement(c.chart.primary.place.palace);
    Element useful = palace;
    for (int i = 0; i < 5; ++i)
        if (relationTo(palace, elementAt(i)) == *c.useful) useful = elementAt(i);
    const Element e = l.reading.element;
    const auto helps = [&](Element to) { return e == to || generates(e, to); };
    const Subject s = Subject::at(Layer::Primary, l.position);
    if (controls(e, useful)) {
        c.add(FindingKind::BetweenTaboo, RuleId::BetweenRoles, s)
            .with<ParamKey::Role>(GodRole::Taboo)
            .with<ParamKey::Relation>(l.reading.relation);
        return;
    }
    if (e != useful && !generates(e, useful)) return;
    c.add(FindingKind::BetweenSource, RuleId::BetweenRoles, s)
        .with<ParamKey::Role>(e == useful ? GodRole::Useful : GodRole::Source)
        .with<ParamKey::Relation>(l.reading.relation)
        .with<ParamKey::HelpsSelf>(helps(c.line(c.chart.primary.self).reading.element))
        .with<ParamKey::HelpsBody>(helps(element(c.chart.body.branch)));
}

void chartLevel(Context& c)
{
    stillAndMoving(c);
    selfOther(c);
    between(c);
    hexagramToTomb(c);
    body(c);
    yearOfficer(c);
}

} // namespace najia::detail
