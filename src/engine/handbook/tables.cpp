// The table registry: each builder reads the engine's rules (palace.h, najia.h, life_stage.h, …) and
// lays them out as the classical tables do. tests/tst_handbook_tables.cpp checks every cell against
// the same rules and against the transcriptions in tests/data.
#include "engine/handbook/tables.h"
#include "engine/line_terms.h"

#include "engine/analysis/analysis_terms.h"
#include "engine/analysis/strength.h"
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/xunkong.h"
#include "engine/handbook/classical_lists.h"
#include "engine/hexagram_changes.h"
#include "engine/hexagram_names.h"
#include "engine/life_stage.h"
#include "engine/najia.h"
#include "engine/nayin.h"
#include "engine/palace.h"
#include "engine/shensha/almanac.h"
#include "engine/shensha/catalogue.h"
#include "engine/calendar/trigram_season.h"

#include <array>
#include <functional>

namespace najia::handbook {

namespace {

using Row = std::vector<Cell>;

template <class E> Cell enumCell(CellType t, E e) { return {t, static_cast<std::uint32_t>(e)}; }

template <class E> Term termOf(E e) { return termsOf<E>()[termIndex(e)]; }

Term label(std::string_view t, std::string_view s, std::string_view e) { return {t, s, e}; }

// 八宮: 易隱 卷2 (001 line 55–61) with 世應 (line 67), 納甲 and 六親 (line 63).
Table palaces(const TableInfo& info)
{
    Table t{info, {label("宮", "宫", "palace"), label("世代", "世代", "generation"), label("卦", "卦", "hexagram"),
                   label("世", "世", "self"), label("應", "应", "other")}, {}};
    // six 納甲 columns, then six 六親 columns, each headed by its line
    for (int pass = 0; pass < 2; ++pass)
        for (const Term& l : lineTerms()) t.columns.push_back(l);
    for (Trigram p : kPalaceOrder)
        for (int g = 0; g < kGenerationCount; ++g) {
            const auto gen = static_cast<Generation>(g);
            const Hexagram h = palaceMember(p, gen);
            const LinePos self = selfLine(gen);
            Row r{cellOf(p), enumCell(CellType::Generation, gen), cellOf(h), numberCell(self.number()),
                  numberCell(otherLine(self).number())};
            for (const LinePos pos : allLines) {
                const StemBranch sb = najiaOf(h, pos);
                r.push_back(cellOf(*GanZhi::from(sb.stem, sb.branch)));  // 納甲 pairs share polarity
            }
            for (const LinePos pos : allLines)
                r.push_back(enumCell(CellType::Relation,
                                     relationTo(palaceElement(p), element(najiaOf(h, pos).branch))));
            t.rows.push_back(std::move(r));
        }
    return t;
}

// 六神 by the day stem (001 line 95).
Table spirits(const TableInfo& info)
{
    Table t{info, {label("日干", "日干", "day stem")}, {}};
    for (const Term& l : lineTerms()) t.columns.push_back(l);
    for (int s = 0; s < 10; ++s) {
        Row r{cellOf(stemAt(s))};
        for (const LinePos pos : allLines) r.push_back(enumCell(CellType::Spirit, spiritOf(stemAt(s), pos)));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 十二長生 (001 line 115): the branch of each stage for each phase, 水土同宮.
Table lifeStages(const TableInfo& info)
{
    Table t{info, {label("五行", "五行", "phase")}, {}};
    for (int s = 0; s < kLifeStageCount; ++s) t.columns.push_back(termOf(static_cast<LifeStage>(s)));
    for (int e = 0; e < 5; ++e) {
        Row r{cellOf(static_cast<Element>(e))};
        for (int s = 0; s < kLifeStageCount; ++s)
            r.push_back(cellOf(stageBranch(static_cast<Element>(e), static_cast<LifeStage>(s))));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 旺相休囚死 by the month (004 line 103 眉批; 辰戌丑未 as 土 months, 002 line 139).
Table seasons(const TableInfo& info)
{
    Table t{info, {label("月建", "月建", "month")}, {}};
    for (int e = 0; e < 5; ++e) t.columns.push_back(termOf(static_cast<Element>(e)));
    for (int m = 0; m < 12; ++m) {
        const Branch month = Branch::Yin + m;
        Row r{cellOf(month)};
        for (int e = 0; e < 5; ++e) r.push_back(enumCell(CellType::Season, seasonOf(static_cast<Element>(e), month)));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 納音 (001 line 99: 大衍 arithmetic).
Table nayin(const TableInfo& info)
{
    Table t{info, {label("干支", "干支", "pair"), label("納音", "纳音", "Na Yin"), label("五行", "五行", "phase")}, {}};
    for (int g = 0; g < 60; ++g)
        t.rows.push_back({cellOf(GanZhi(g)), {CellType::NaYin, static_cast<std::uint32_t>(g)},
                          cellOf(nayinElement(GanZhi(g)))});
    return t;
}

// 六甲旬空 (000 line 242).
Table xunkong(const TableInfo& info)
{
    Table t{info, {label("旬首", "旬首", "decade head"), label("空", "空", "void"), label("空", "空", "void")}, {}};
    for (int d = 0; d < 6; ++d) {
        const GanZhi head(10 * d);
        const auto v = calendar::voidBranches(head);
        t.rows.push_back({cellOf(head), cellOf(v[0]), cellOf(v[1])});
    }
    return t;
}

// 月破 (000 line 245): the branch the month ruler clashes.
Table monthBreak(const TableInfo& info)
{
    Table t{info, {label("月建", "月建", "month"), label("月破", "月破", "month break")}, {}};
    for (int m = 0; m < 12; ++m) {
        const Branch month = Branch::Yin + m;
        t.rows.push_back({cellOf(month), cellOf(calendar::monthBreak(month))});
    }
    return t;
}

// 五虎遁 (000 line 27) and 五鼠遁 (000 line 44): columns the stem pairs 甲己 … 戊癸.
Table stemPairs(const TableInfo& info, bool months)
{
    Table t{info, {months ? label("月", "月", "month") : label("時", "时", "hour")}, {}};
    for (int p = 0; p < 5; ++p) {
        const Stem a = stemAt(p), b = stemAt(p + 5);
        t.columns.push_back({termOf(a).traditional, termOf(b).traditional, termOf(a).english});
    }
    for (int k = 0; k < 12; ++k) {
        const Branch br = months ? Branch::Yin + k : Branch::Zi + k;
        Row r{cellOf(br)};
        for (int p = 0; p < 5; ++p)
            r.push_back(cellOf(months ? calendar::monthGanZhi(stemAt(p), br) : calendar::hourGanZhi(stemAt(p), br)));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 京房十六變 (001 lines 39–53): for each palace, the hexagram reached by each change.
Table sixteenChanges(const TableInfo& info)
{
    Table t{info, {label("宮", "宫", "palace")}, {}};
    for (int c = 0; c < kSixteenChangeCount; ++c) t.columns.push_back(termOf(static_cast<SixteenChange>(c)));
    for (Trigram p : kPalaceOrder) {
        Row r(1 + kSixteenChangeCount);
        r[0] = cellOf(p);
        for (int b = 0; b < 64; ++b)
            if (const auto c = sixteenChange(p, Hexagram(b)))
                r[1 + static_cast<std::size_t>(*c)] = cellOf(Hexagram(b));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 反吟 and 伏吟 between trigrams (001 line 35): row the trigram, column what it changes into.
Table echoes(const TableInfo& info)
{
    Table t{info, {label("卦", "卦", "trigram")}, {}};
    for (int b = 0; b < 8; ++b) t.columns.push_back(termOf(trigramFromBits(7 - b)));
    for (int a = 0; a < 8; ++a) {
        Row r{cellOf(trigramFromBits(7 - a))};
        for (int b = 0; b < 8; ++b)
            r.push_back(enumCell(CellType::Echo, trigramEcho(trigramFromBits(7 - a), trigramFromBits(7 - b))));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 先天數 (001 line 103): 乾一 兌二 離三 震四 巽五 坎六 艮七 坤八.
Table earlierHeaven(const TableInfo& info)
{
    Table t{info, {label("卦", "卦", "trigram"), label("先天數", "先天数", "earlier-heaven number")}, {}};
    for (int b = 7; b >= 0; --b) {
        const Trigram tr = trigramFromBits(b);
        t.rows.push_back({cellOf(tr), numberCell(earlierHeavenNumber(tr))});
    }
    return t;
}

// 神煞 keyed by stem or branch (001 lines 123–179, 司天氏王政秘傳), with each star's default basis.
Table shensha(const TableInfo& info, shensha::Key key)
{
    const int n = key == shensha::Key::Stem ? 10 : 12;
    Table t{info, {label("神煞", "神煞", "star")}, {}};
    for (int k = 0; k < n; ++k)
        t.columns.push_back(key == shensha::Key::Stem ? termOf(stemAt(k)) : termOf(branchAt(k)));
    for (int s = 0; s < shensha::kShenShaCount; ++s) {
        const auto star = shensha::shenShaAt(s);
        if (shensha::info(star).key != key) continue;
        Row r{enumCell(CellType::ShenSha, star)};
        for (int k = 0; k < n; ++k) {
            const shensha::Target tg = key == shensha::Key::Stem ? shensha::targetFromStem(star, stemAt(k))
                                                                 : shensha::targetFromBranch(star, branchAt(k));
            r.push_back(tg.known ? setCell(tg.branches, tg.stems, tg.elements) : Cell{CellType::Unknown, 0});
        }
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 黃道黑道 (003 lines 28–110): the spirit on each branch, by the ruling branch (month or day).
Table yellowPath(const TableInfo& info)
{
    Table t{info, {label("建", "建", "ruler")}, {}};
    for (int k = 0; k < 12; ++k) t.columns.push_back(termOf(branchAt(k)));
    for (int m = 0; m < 12; ++m) {
        const Branch ruler = Branch::Yin + m;
        Row r{cellOf(ruler)};
        for (int k = 0; k < 12; ++k)
            r.push_back(enumCell(CellType::PathSpirit, shensha::pathSpirit(ruler, branchAt(k))));
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 貴登天門 (003 lines 402–474): 720 課 = 10 day stems × 12 月將 (× the 6 days of each stem); the hour
// of the 陽貴 and of the 陰貴 gate, 考原's nobles.
Table nobleGate(const TableInfo& info)
{
    Table t{info, {label("日干", "日干", "day stem"), label("月將", "月将", "month general"),
                   label("陽貴", "阳贵", "day noble"), label("陰貴", "阴贵", "night noble")}, {}};
    for (int s = 0; s < 10; ++s)
        for (int g = 0; g < 12; ++g) {
            const Stem day = stemAt(s);
            const Branch general = Branch::Hai - g;
            Row r{cellOf(day), cellOf(general), {}, {}};
            for (int h = 0; h < 12; ++h)
                if (const auto gate = shensha::nobleGate(day, general, branchAt(h)))
                    r[*gate == shensha::NobleGate::Yang ? 2 : 3] = cellOf(branchAt(h));
            t.rows.push_back(std::move(r));
        }
    return t;
}

// 易隱 卷2 (001 line 71): the hexagrams whose 世應 are hurt on each day branch, as listed (no rule given).
Table dayHurts(const TableInfo& info)
{
    Table t{info, {label("日", "日", "day")}, {}};
    for (int k = 0; k < 7; ++k) t.columns.push_back(label("卦", "卦", "hexagram"));
    for (const DayHurts& d : dayHurtsShiYing()) {
        Row r(8);
        r[0] = cellOf(d.day);
        for (std::size_t k = 0; k < d.count; ++k) {
            for (int b = 0; b < Hexagram::count; ++b)
                if (hexagramName(Hexagram(b)).kingWen == d.kingWen[k]) r[1 + k] = cellOf(Hexagram(b));
        }
        t.rows.push_back(std::move(r));
    }
    return t;
}

// 卜筮正宗 八宮諸物, 八宮諸身, 八卦相配 (000 lines 16, 19, 241).
Table trigramImages(const TableInfo& info)
{
    Table t{info, {label("卦", "卦", "trigram"), label("物", "物", "animal"), label("身", "身", "body"),
                   label("相配", "相配", "family")}, {}};
    for (Trigram p : kPalaceOrder)
        t.rows.push_back({cellOf(p), enumCell(CellType::Image, animalOf(p)), enumCell(CellType::Image, bodyOf(p)),
                          enumCell(CellType::Image, familyOf(p))});
    return t;
}

// 八卦旺相胎沒死囚休廢 (002 lines 35–47): rows the eight 45-day periods by their first term, columns the
// trigrams in 後天 order.
Table trigramSeasons(const TableInfo& info)
{
    Table t{info, {label("節氣", "节气", "from")}, {}};
    constexpr Trigram order[8] = {Trigram::Kan, Trigram::Gen, Trigram::Zhen, Trigram::Xun,
                                  Trigram::Li,  Trigram::Kun, Trigram::Dui,  Trigram::Qian};
    for (Trigram tr : order) t.columns.push_back(termOf(tr));
    for (int k = 0; k < 8; ++k) {
        const auto term = calendar::solarTermAt(calendar::index(calendar::SolarTerm::DongZhi) + 3 * k);
        Row r{enumCell(CellType::SolarTerm, term)};
        const auto states = calendar::trigramStates(term);
        for (Trigram tr : order)
            r.push_back(enumCell(CellType::TrigramState, states[static_cast<std::size_t>(bits(tr))]));
        t.rows.push_back(std::move(r));
    }
    return t;
}

struct Entry {
    TableInfo info;
    std::function<Table(const TableInfo&)> build;
};

const std::vector<Entry>& registry()
{
    using shensha::Key;
    static const std::vector<Entry> entries = {
        {{"palaces", {"八宮 世應 納甲 六親", "八宫 世应 纳甲 六亲", "eight palaces"}, "yiyin.55"}, palaces},
        {{"spirits", {"六神", "六神", "six spirits"}, "yiyin.95"}, spirits},
        {{"life_stages", {"十二長生", "十二长生", "twelve life stages"}, "yiyin.115"}, lifeStages},
        {{"seasons", {"旺相休囚死", "旺相休囚死", "seasonal strength"}, "haidiyan.103"}, seasons},
        {{"nayin", {"納音", "纳音", "Na Yin"}, "yiyin.99"}, nayin},
        {{"xunkong", {"六甲旬空", "六甲旬空", "decade voids"}, "bszz.242"}, xunkong},
        {{"month_break", {"月破", "月破", "month break"}, "bszz.245"}, monthBreak},
        {{"month_stems", {"五虎遁 年上起月", "五虎遁 年上起月", "month stems from the year"}, "bszz.27"},
         [](const TableInfo& i) { return stemPairs(i, true); }},
        {{"hour_stems", {"五鼠遁 日上起時", "五鼠遁 日上起时", "hour stems from the day"}, "bszz.44"},
         [](const TableInfo& i) { return stemPairs(i, false); }},
        {{"sixteen_changes", {"京房十六變", "京房十六变", "sixteen changes"}, "yiyin.51"}, sixteenChanges},
        {{"echoes", {"反吟 伏吟", "反吟 伏吟", "reversal and repetition"}, "yiyin.35"}, echoes},
        {{"earlier_heaven", {"先天數", "先天数", "earlier-heaven numbers"}, "yiyin.103"}, earlierHeaven},
        {{"shensha_stem", {"神煞 以干", "神煞 以干", "stars by stem"}, "yiyin.123"},
         [](const TableInfo& i) { return shensha(i, Key::Stem); }},
        {{"shensha_branch", {"神煞 以支", "神煞 以支", "stars by branch"}, "yiyin.135"},
         [](const TableInfo& i) { return shensha(i, Key::Branch); }},
        {{"yellow_path", {"黃道黑道", "黄道黑道", "yellow and black path"}, "xieji.28"}, yellowPath},
        {{"noble_gate", {"貴登天門", "贵登天门", "noble at the heaven gate"}, "xieji.402"}, nobleGate},
        {{"trigram_seasons", {"八卦旺相 節氣用事", "八卦旺相 节气用事", "trigram seasons"}, "yimao.35"},
         trigramSeasons},
        {{"day_hurts", {"日辰傷世應", "日辰伤世应", "days that hurt self and other"}, "yiyin.71"}, dayHurts},
        {{"trigram_images", {"八宮諸物 諸身 八卦相配", "八宫诸物 诸身 八卦相配", "trigram images"}, "bszz.16"},
         trigramImages},
    };
    return entries;
}

std::vector<TableInfo> infos()
{
    std::vector<TableInfo> out;
    for (const Entry& e : registry()) out.push_back(e.info);
    return out;
}

std::string setText(std::uint32_t v, Script script)
{
    std::string out;
    for (int s = 0; s < 10; ++s)
        if ((v >> (12 + s)) & 1) out += name(stemAt(s), script);
    for (int b = 0; b < 12; ++b)
        if ((v >> b) & 1) out += name(branchAt(b), script);
    for (int e = 0; e < 5; ++e)
        if ((v >> (22 + e)) & 1) out += name(static_cast<Element>(e), script);
    return out;
}

} // namespace

std::span<const TableInfo> tableInfos()
{
    static const std::vector<TableInfo> all = infos();
    return all;
}

std::optional<Table> buildTable(std::string_view id)
{
    for (const Entry& e : registry())
        if (e.info.id == id) return e.build(e.info);
    return std::nullopt;
}

Cell cellOf(Stem s) { return enumCell(CellType::Stem, s); }
Cell cellOf(Branch b) { return enumCell(CellType::Branch, b); }
Cell cellOf(GanZhi g) { return {CellType::GanZhi, static_cast<std::uint32_t>(g.index())}; }
Cell cellOf(Element e) { return enumCell(CellType::Element, e); }
Cell cellOf(Trigram t) { return enumCell(CellType::Trigram, t); }
Cell cellOf(Hexagram h) { return {CellType::Hexagram, static_cast<std::uint32_t>(h.bits())}; }
Cell numberCell(int n) { return {CellType::Number, static_cast<std::uint32_t>(n)}; }
Cell setCell(std::uint16_t branches, std::uint16_t stems, std::uint8_t elements)
{
    return {CellType::Set, static_cast<std::uint32_t>(branches) | (static_cast<std::uint32_t>(stems) << 12) |
                               (static_cast<std::uint32_t>(elements) << 22)};
}

std::string cellText(const Cell& c, Script script)
{
    const auto v = static_cast<int>(c.value);
    switch (c.type) {
    case CellType::Empty: return {};
    case CellType::Number: return std::to_string(v);
    case CellType::Stem: return std::string(name(stemAt(v), script));
    case CellType::Branch: return std::string(name(branchAt(v), script));
    case CellType::GanZhi: return name(GanZhi(v), script);
    case CellType::Element: return std::string(name(static_cast<Element>(v), script));
    case CellType::Trigram: return std::string(name(static_cast<Trigram>(v), script));
    case CellType::Hexagram: return std::string(hexagramName(Hexagram(v)).full.in(script));
    case CellType::Relation: return std::string(name(static_cast<Relation>(v), script));
    case CellType::Spirit: return std::string(name(static_cast<Spirit>(v), script));
    case CellType::LifeStage: return std::string(name(static_cast<LifeStage>(v), script));
    case CellType::Season: return std::string(name(static_cast<Season>(v), script));
    case CellType::Generation: return std::string(name(static_cast<Generation>(v), script));
    case CellType::SixteenChange: return std::string(name(static_cast<SixteenChange>(v), script));
    case CellType::Echo: return std::string(name(static_cast<Echo>(v), script));
    case CellType::NaYin:
        return script == Script::English ? std::string(name(nayinElement(GanZhi(v)), script))
                                         : std::string(nayinName(GanZhi(v), script == Script::Simplified));
    case CellType::PathSpirit: return std::string(name(static_cast<shensha::PathSpirit>(v), script));
    case CellType::ShenSha: return std::string(name(static_cast<shensha::ShenSha>(v), script));
    case CellType::Set: return setText(c.value, script);
    case CellType::Unknown: return script == Script::English ? "?" : "？";
    case CellType::Image: return std::string(name(static_cast<TrigramImage>(v), script));
    case CellType::SolarTerm: return std::string(name(static_cast<calendar::SolarTerm>(v), script));
    case CellType::TrigramState: return std::string(name(static_cast<calendar::TrigramState>(v), script));
    case CellType::Count: break;
    }
    return {};
}

} // namespace najia::handbook
