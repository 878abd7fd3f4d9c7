// The rule catalogue and the stable ids of finding kinds and parameters.
// Seeds: 000 卜筮正宗 verses with 虎易's notes, 001 易隱 卷2, 002 易冒 卷4, 004 海底眼 卷2; line
// numbers are of the seed files in /work/shared/seeds (1-based). docs/analysis.md quotes each passage.
#include "analysis/findings.h"

namespace najia {

namespace {
constexpr std::string_view k000 = "卜筮正宗 (虎易 notes)";
constexpr std::string_view k001 = "易隱 卷2";
constexpr std::string_view k002 = "易冒 卷4";
constexpr std::string_view k004 = "海底眼 卷2";
} // namespace

const std::array<Rule, kRuleCount> kRules = {{
    {RuleId::MonthRuler, "yimao.month_ruler", "002", k002, "凡爻神值此，破而不破，傷而不傷", 87},
    {RuleId::DayRuler, "yimao.day_ruler", "002", k002, "故日主所臨，莫能破之，莫能空之，莫能散之", 99},
    {RuleId::MonthBreak, "bszz.month_break", "000", k000, "月破定例：立春正月節建寅破申", 245},
    {RuleId::MonthBreakFilled, "yimao.break_filled", "002", k002, "唯值日則能實其破，後時則能補其過", 123},
    {RuleId::DayVoid, "bszz.xunkong", "000", k000, "六甲旬空起例：甲子旬中戌亥空", 242},
    {RuleId::VoidKinds, "yimao.void_kinds", "002", k002, "旬空之法，當審建空、動空、填空、旺空、相空之義", 131},
    {RuleId::VoidOnChanged, "yimao.void_changed", "002", k002, "空居變爻則無司", 151},
    {RuleId::VoidOnHidden, "yimao.void_hidden", "002", k002, "空在伏爻則不現", 151},
    {RuleId::YearVoid, "yimao.year_void", "002", k002, "年月時空存其名，獨日辰旬空為真。年旬空偶一考之", 127},
    {RuleId::DayClash, "yimao.day_clash", "002", k002, "日沖安旺之爻為暗動，日沖靜衰之爻謂暗破", 159},
    {RuleId::DayClashClasses, "yimao.day_clash_classes", "002", k002, "其為墓沖、胎沖、克沖、絕沖，亦有四法", 163},
    {RuleId::DispersedWeakOnly, "haidiyan.clash_strong", "004", k004, "旺相用爻沖必發，休囚沖散脫疏空", 107},
    {RuleId::Season, "haidiyan.season", "004", k004, "生扶旺相合為吉（眉批：春木旺火相水休金囚土死）", 103},
    {RuleId::SeasonEarthMonths, "yimao.earth_months", "002", k002, "若辰戌丑未月，又以水為真空，盖月建來克", 139},
    {RuleId::StageByDay, "yimao.stage_day", "002", k002, "日主則專務長生沐浴之法", 103},
    {RuleId::StageByMonth, "yimao.stage_month", "002", k002, "月將則先從五法而後從十二法", 103},
    {RuleId::Advance, "bszz.advance_retreat", "000", k000, "六親變化歌：父母化父母，進神文書許", 223},
    {RuleId::Returned, "bszz.returned", "000", k000, "原神歌：須要生扶兼旺相，最嫌化克及逢傷", 195},
    {RuleId::ChangesTo, "yimao.changes_to", "002", k002, "爻有生旺墓絕，卦亦有之", 15},
    {RuleId::Echo, "yiyin.line_echo", "001", k001, "反吟謙共剝，歸妹與隨同", 35},
    {RuleId::MovingActs, "haidiyan.moving_acts", "004", k004, "動爻可克靜爻，靜爻克不得動爻", 143},
    {RuleId::SixRelations, "bszz.six_relations", "000", k000, "通玄賦：六沖主沖并，刑克俱主傷", 92},
    {RuleId::ThreeHarmony, "bszz.three_harmony", "000", k000, "三合會用吉 (虎易注：三合，如申子辰合成水局)", 86},
    {RuleId::ThreeMeeting, "bszz.three_meeting", "000", k000, "虎易注：三會，如寅卯辰會東方", 87},
    {RuleId::ThreePunishment, "bszz.three_punishment", "000", k000, "虎易注：三刑要俱全，方可構成刑", 11},
    {RuleId::SixHarm, "bszz.six_harm", "000", k000, "六害子未不堪親 (虎易注：爻遇相害，有制無妨)", 12},
    {RuleId::SuiJin, "bszz.suijin", "000", k000, "碎金賦：子動生財不宜父擺，兄動克財子動能解", 127},
    {RuleId::HiddenEmerges, "haidiyan.hidden_emerges", "004", k004, "凡用爻為飛神所克，不動者須要日辰旺生出沖出", 155},
    {RuleId::StillAndMoving, "bszz.still_moving", "000", k000, "六爻安靜訣 / 六爻亂動訣", 184},
    {RuleId::SelfOther, "bszz.self_other", "000", k000, "世應生克空亡動靜訣：世應相生則吉", 168},
    {RuleId::Body, "bszz.body", "000", k000, "卦身喜忌訣：身爻切忌入空亡 … 刑傷破絕皆為忌", 175},
    {RuleId::UsefulPresence, "yimao.presence", "002", k002, "當辨本無而有，本有而無之義", 3},
    {RuleId::StemCombination, "yimao.stem_combination", "002", k002, "卦無用爻，而遇動象上之天干，與日月之天干，亦合化而為用", 55},
    {RuleId::YearRuler, "yimao.year_ruler", "002", k002, "與爻神沖，謂歲破而不破", 71},
}};

namespace {
constexpr bool catalogueInOrder()
{
    for (std::size_t i = 0; i < kRules.size(); ++i)
        if (static_cast<std::size_t>(kRules[i].id) != i) return false;
    return true;
}
} // namespace
// kRules is not constexpr (extern), so check the order where it is defined, at start-up in tests,
// and here through a constexpr copy of the ids.

std::string_view kindId(FindingKind k)
{
    constexpr std::array<std::string_view, kFindingKindCount> ids = {
        "month_ruler", "day_ruler", "month_break", "void", "year_void", "day_break", "dark_move",
        "dispersed", "filled", "season", "stage", "advance", "retreat", "returned_generation",
        "returned_control", "returned_clash", "returned_combination", "repetition", "changes_to_void",
        "changes_to_break", "changes_to_tomb", "changes_to_extinction", "changes_to_drain",
        "changes_to_support", "six_harmony", "six_clash", "six_harm", "three_harmony", "three_meeting",
        "three_punishment", "greedy_generation", "generation_cut", "hidden_emerges", "all_still",
        "sole_moving", "sole_still", "chaotic_moving", "self_other", "body_void", "body_break",
        "useful_presence", "year_break", "year_control", "year_officer"};
    return ids[static_cast<std::size_t>(k)];
}

std::string_view paramId(ParamKey k)
{
    constexpr std::array<std::string_view, 28> ids = {
        "type", "types", "fill", "clash", "day_controls", "season", "stage", "against", "branch",
        "element", "lines", "changed_lines", "pillars", "fill_day", "filled", "repair_month", "relation",
        "presence", "sources", "losses", "phase", "flags", "complete", "punishment", "causes", "strong",
        "effective", "stem_lines"};
    static_assert(ids.size() == static_cast<std::size_t>(ParamKey::StemLines) + 1);
    return ids[static_cast<std::size_t>(k)];
}

bool ruleCatalogueInOrder() { return catalogueInOrder(); }

} // namespace najia
