// The rule catalogue and the stable ids of finding kinds and parameters.
// Seeds: 000 卜筮正宗 verses with 虎易's notes, 001 易隱 卷2, 002 易冒 卷4 (transmitted in simplified
// characters, quoted so), 004 海底眼 卷2; line numbers are of the seed files (000_… to 004_…)
// (1-based). Each passage is quoted as transmitted, except that 000's inserted pinyin glosses are
// dropped and a correction is added in 〔〕 (docs/corrections.md). docs/analysis.md lists every rule.
#include "engine/analysis/findings.h"

namespace najia {

namespace {
constexpr std::string_view k000 = "卜筮正宗";
constexpr std::string_view k001 = "易隱 卷2";
constexpr std::string_view k002 = "易冒 卷4";
constexpr std::string_view k004 = "海底眼 卷2";
// Books outside the seeds, read in public transcriptions (docs/analysis.md, "Schools"): 增刪卜易 (野鶴老人),
// transmitted in simplified characters and quoted so; 卜筮正宗 (王洪緒) 十八論 and 十八問答, in 繁體.
constexpr std::string_view kZsDay = "增刪卜易 日辰章第十八";
constexpr std::string_view kZsVoid = "增刪卜易 旬空章";
constexpr std::string_view kZsDispersal = "增刪卜易 動散章";
constexpr std::string_view kZsBreak = "增刪卜易 月破章第二十七";
constexpr std::string_view kZsActs = "增刪卜易 動變生克沖合章";
} // namespace

const std::array<Rule, kRuleCount> kRules = {{
    {RuleId::MonthRuler, "yimao.month_ruler", "002", k002, "凡爻神值此，破而不破，伤而不伤", 87},
    {RuleId::DayRuler, "yimao.day_ruler", "002", k002, "故日主所临，莫能破之，莫能空之，莫能散之", 99},
    {RuleId::MonthBreak, "bszz.month_break", "000", k000, "立春正月節建寅破申", 245},
    {RuleId::MonthBreakFilled, "yimao.break_filled", "002", k002, "唯值日则能实其破，后时则能补其过", 123},
    {RuleId::DayVoid, "bszz.xunkong", "000", k000, "甲子旬中戍〔戌〕亥空", 242},
    {RuleId::VoidKinds, "yimao.void_kinds", "002", k002, "旬空之法，当审建空、动空、填空、旺空、相空之义", 131},
    {RuleId::VoidOnChanged, "yimao.void_changed", "002", k002, "盖空居变爻则无司", 151},
    {RuleId::VoidOnHidden, "yimao.void_hidden", "002", k002, "空在伏爻则不现", 151},
    {RuleId::YearVoid, "yimao.year_void", "002", k002, "年月时空存其名，独日辰旬空为真。年旬空偶一考之", 127},
    {RuleId::DayClash, "yimao.day_clash", "002", k002, "日冲安旺之爻为暗动，日冲静衰之爻谓暗破，空爻遇冲谓之实，动爻遇冲谓之散", 159},
    {RuleId::DayClashClasses, "yimao.day_clash_classes", "002", k002, "其为墓冲、胎冲、克冲、绝冲，亦有四法", 163},
    {RuleId::DispersedWeakOnly, "haidiyan.clash_strong", "004", k004, "旺相用爻沖必發，休囚沖散脫疏空", 107},
    {RuleId::Season, "haidiyan.season", "004", k004, "春生〔木〕旺火相水休金囚土死。夏火旺土相木休水囚金死", 103},
    {RuleId::SeasonEarthMonths, "yimao.earth_months", "002", k002, "若辰戌丑未月，又以水为真空，盖月建来克", 139},
    {RuleId::StageByDay, "yimao.stage_day", "002", k002, "日主则专务长生沐浴之法", 103},
    {RuleId::StageByMonth, "yimao.stage_month", "002", k002, "月将则先从五法而后从十二法", 103},
    {RuleId::Advance, "bszz.advance_retreat", "000", k000, "父母化父母，進神文書許", 223},
    {RuleId::Returned, "bszz.returned", "000", k000, "須要生扶兼旺相，最嫌化克及逢傷", 195},
    {RuleId::ChangesTo, "yimao.changes_to", "002", k002, "爻有生旺墓绝，卦亦有之", 15},
    {RuleId::Echo, "yiyin.line_echo", "001", k001, "反吟謙（地山）共剝（山地）", 35},
    {RuleId::MovingActs, "haidiyan.moving_acts", "004", k004, "動爻可克靜爻，靜爻克不得動爻", 143},
    {RuleId::SixRelations, "bszz.six_relations", "000", k000, "六沖主沖并", 92},
    {RuleId::ThreeHarmony, "bszz.three_harmony", "000", k000, "三合：如申子辰合成水局之類", 87},
    {RuleId::ThreeMeeting, "bszz.three_meeting", "000", k000, "三會：如寅卯辰會東方，巳午未會南方等", 87},
    {RuleId::ThreePunishment, "bszz.three_punishment", "000", k000, "三刑要俱全，方可構成刑", 11},
    {RuleId::SixHarm, "bszz.six_harm", "000", k000, "爻遇相害，有制無妨，無制不利", 13},
    {RuleId::SuiJin, "bszz.suijin", "000", k000, "子動生財不宜父擺，兄動克財子動能解", 127},
    {RuleId::HiddenEmerges, "haidiyan.hidden_emerges", "004", k004, "凡用爻為飛神所克，不動者須要日辰旺生出沖出", 155},
    {RuleId::StillAndMoving, "bszz.still_moving", "000", k000, "卦遇六爻安靜，當看用與日辰", 185},
    {RuleId::SelfOther, "bszz.self_other", "000", k000, "世應相生則吉，世應相克則兇，世應比和事卻中", 169},
    {RuleId::Body, "bszz.body", "000", k000, "身爻切忌入空亡，作事難成且守常，刑傷破絕皆為忌", 175},
    {RuleId::UsefulPresence, "yimao.presence", "002", k002, "当辨本无而有，本有而无之义", 3},
    {RuleId::StemCombination, "yimao.stem_combination", "002", k002, "卦无用爻，而遇动象上之天干，与日月之天干，亦合化而为用", 55},
    {RuleId::YearRuler, "yimao.year_ruler", "002", k002, "与爻神冲，谓岁破而不破", 71},
    {RuleId::Between, "bszz.between", "000", k000, "世應當中兩間爻，忌神發動莫相交", 23},
    {RuleId::HexagramTomb, "yimao.hexagram_tomb", "002", k002, "卦莫凶于墓绝，或墓冲绝破，或值空亡，则非真矣；或本卦临日月，亦非墓绝", 15},
    {RuleId::Rising, "yiyin.rising", "001", k001, "凡昇陽之月，得陽世，升陰之月，得陰世，或昇陽爻，得少陽，升陰爻，得少陰，諸事主有進益", 107},
    {RuleId::RisingMoving, "yiyin.rising_moving", "001", k001, "又昇陽升陰斷法 … 此俱以動爻為斷也", 111},
    {RuleId::TrigramSeason, "yimao.trigram_season", "002", k002, "八卦岂无旺相胎没死囚休废之用哉，然以月令言毋以日时言也", 27},
    {RuleId::TrigramVoid, "yimao.trigram_void", "002", k002, "坎艮旺相三气，谓旬空而弗空也", 43},
    {RuleId::TrigramConfined, "yimao.trigram_confined", "002", k002, "震巽胎没三气，谓囚而不囚也", 43},
    {RuleId::TrigramDay, "yimao.trigram_day", "002", k002, "旺相胎没，或当日之冲而不云冲，死囚休废，或当日之建而不云建", 47},
    {RuleId::BetweenRoles, "bszz.between_roles", "000", k000, "忌神發動莫相交，元辰與用當中動，生世扶身事事高", 23},
    {RuleId::ZengShanDayClash, "zengshan.day_clash", "", kZsDay, "爻之旺而靜者沖之則為暗動，愈得其力，爻之衰而靜者，沖之則為日破，愈加無用", 0},
    {RuleId::ZengShanVoidStruck, "zengshan.void_struck", "", kZsDay, "爻遇旬空，日辰沖起而有用，謂之沖空則實", 0},
    {RuleId::ZengShanDispersal, "zengshan.dispersal", "", kZsDispersal, "余屢試之，旺相者，沖之不散；有氣者，沖之不散；休囚者，間有沖散，亦千百中之一二耳", 0},
    {RuleId::ZengShanVoid, "zengshan.xunkong", "", kZsVoid, "旺不為空，動不為空，動而化空，伏而旺相，皆不為空，有日建動爻生扶者，亦不為空，月破為空，有氣不動亦為空，伏而被克亦為空，真空為空", 0},
    {RuleId::BuShiVoid, "bszz.xunkong_essay", "", "卜筮正宗 十八論 旬空論第十", "如旺相旬空或休囚發動，日辰生扶、動爻變空伏而旺相，此等旬空到底有用 … 如休囚安靜、或日辰尅、動爻尅、伏而被尅，靜逢月破，值此等旬空者，謂之真空到底空矣", 0},
    {RuleId::ZengShanMonthBreak, "zengshan.month_break", "", kZsBreak, "目下雖破，出月則不破，今日雖破，實破之日則不破，合之日則不破 … 惟而不動又無日辰動爻生助者則到底而破矣", 0},
    {RuleId::BuShiMonthBreak, "bszz.month_break_answer", "", "卜筮正宗 十八問答 第八問", "動而有生無剋之破爻，有出破塡實合破之法，安靜有剋無生之破爻則到底破矣", 0},
    {RuleId::DayMonthActs, "zengshan.day_month_acts", "", kZsActs, "日月如天，能生克動爻、靜爻、飛爻、伏爻、變爻，而諸爻皆不能傷日月", 0},
    {RuleId::ZengShanChangedStruck, "zengshan.changed_struck", "", kZsActs, "然則變爻誰能制之？惟日月能生之、克之、沖之、合之", 0},
}};

std::string_view kindId(FindingKind k)
{
    static constexpr std::array<std::string_view, kFindingKindCount> ids = {
        "month_ruler", "day_ruler", "month_break", "void", "year_void", "day_break", "dark_move",
        "dispersed", "filled", "season", "stage", "advance", "retreat", "returned_generation",
        "returned_control", "returned_clash", "returned_combination", "repetition", "changes_to_void",
        "changes_to_break", "changes_to_tomb", "changes_to_extinction", "changes_to_drain",
        "changes_to_support", "six_harmony", "six_clash", "six_harm", "three_harmony", "three_meeting",
        "three_punishment", "greedy_generation", "generation_cut", "hidden_emerges", "all_still",
        "sole_moving", "sole_still", "chaotic_moving", "self_other", "body_void", "body_break",
        "useful_presence", "year_break", "year_control", "year_officer", "generation_passed",
        "between_moving", "hexagram_to_tomb", "rising_line", "rising_struck", "rising_horse",
        "trigram_season", "trigram_void", "trigram_confined", "trigram_day_clash", "trigram_day_ruler",
        "between_taboo", "between_source", "day_generates", "day_controls", "day_combines", "day_clashes",
        "month_generates", "month_controls", "month_combines", "month_clashes", "changed_dispersed"};
    return ids[static_cast<std::size_t>(k)];
}

std::string_view paramId(ParamKey k)
{
    static constexpr std::array<std::string_view, 39> ids = {
        "type", "types", "fill", "clash", "day_controls", "season", "stage", "against", "branch",
        "element", "lines", "changed_lines", "pillars", "fill_day", "filled", "repair_month", "relation",
        "presence", "sources", "losses", "phase", "flags", "complete", "punishment", "causes", "strong",
        "effective", "stem_lines", "direction", "accord", "strike", "trigram", "trigram_state",
        "lingering", "moment", "role", "helps_self", "helps_body", "lasting"};
    static_assert(ids.size() == static_cast<std::size_t>(ParamKey::Lasting) + 1);
    return ids[static_cast<std::size_t>(k)];
}

// kRules is extern (so that it lives once), hence checked by a test rather than a static_assert.
bool ruleCatalogueInOrder()
{
    for (std::size_t i = 0; i < kRules.size(); ++i)
        if (static_cast<std::size_t>(kRules[i].id) != i) return false;
    return true;
}

} // namespace najia
