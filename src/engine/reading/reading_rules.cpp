#include "engine/reading/reading_rules.h"

namespace najia {

namespace {

struct Row {
    ReadingRuleId id;
    Source source;
};

constexpr std::string_view kBszz18 = "卜筮正宗 十八論 用神分類定例第一";
constexpr std::string_view kBszzShiYing = "卜筮正宗 十八論 世應論用神第二";
constexpr std::string_view k000 = "卜筮正宗";
constexpr std::string_view k001 = "易隱 卷2";
constexpr std::string_view k002 = "易冒 卷4";
constexpr std::string_view k004 = "海底眼 卷2";
constexpr std::string_view kZsbyTiming = "增刪卜易 卷一 各門類應期總注章";
constexpr std::string_view kZsbyWeather = "增刪卜易 卷二 天時章第三十五";

// Passages outside the seeds were read in public transcriptions (增刪卜易: Wikisource and the 民國三十年
// 錦章書局 text; 卜筮正宗 十八論).
constexpr std::array<Row, kReadingRuleCount> kRows = {{
    {ReadingRuleId::UsefulParent, {"bszz.useful_parent", "", kBszz18, "凡占祖父母、父母、師長、家主 … 及牆城、宅舍、舟車、衣服、雨具 … 章奏文章、館室，俱以父母爻為用神", 0}},
    {ReadingRuleId::UsefulOfficer, {"bszz.useful_officer", "", kBszz18, "凡占功名、官府、雷電、鬼神、丈夫 … 亂臣、盜賊、邪祟、憂疑、病症、屍首、逆風，俱以官鬼爻為用神", 0}},
    {ReadingRuleId::UsefulSibling, {"bszz.useful_sibling", "", kBszz18, "凡占兄弟、姊妹、姊妹丈、妻之兄弟 … 結盟同寅，及知交朋友，俱以兄弟爻為用神", 0}},
    {ReadingRuleId::UsefulWealth, {"bszz.useful_wealth", "", kBszz18, "凡占嫂、與弟婦、妻妾，及友人之妻妾婢僕、物價、錢財珠寶金銀、倉庫錢糧、什物、器皿 … 俱以妻財爻為用神", 0}},
    {ReadingRuleId::UsefulOffspring, {"bszz.useful_offspring", "", kBszz18, "凡占兒女、孫、姪、女婿、門生、忠臣、良將、藥材、僧道、六畜、禽鳥 … 解憂避禍 … 俱以子孫爻為用神", 0}},
    {ReadingRuleId::UsefulSelf, {"bszz.useful_self", "", kBszzShiYing, "凡占自己疾病，或問壽數，或問出行吉凶，諸凡損益自身者，以世爻為用也", 0}},
    {ReadingRuleId::UsefulOther, {"bszz.useful_other", "", kBszzShiYing, "凡占無尊卑之稱呼、未曾深交之朋友、九流術士、仇人、敵國 … 俱以應爻為用神也", 0}},
    {ReadingRuleId::UsefulGraveSite, {"bszz.useful_grave", "", kBszzShiYing, "如占自己有一地可造墳否，則世為穴場，應為對案", 0}},
    {ReadingRuleId::UsefulRain, {"bszz.useful_rain", "", kBszz18, "雨具 … 求雨 … 俱以父母爻為用神", 0}},
    {ReadingRuleId::UsefulFine, {"bszz.useful_fine", "", kBszz18, "及問天時、晴明，俱以妻財爻為用神", 0}},
    {ReadingRuleId::UsefulGiven, {"reading.useful_given", "", "占者所定", "用神由占者指定，不依用神分類", 0}},
    {ReadingRuleId::PickSeveral, {"zsby.two_present_old", "", "增刪卜易 卷一 兩現章", "按古法，舍其休囚而用旺相，舍其靜爻而用動爻，舍其月破而用不破，舍其旬空而用不空，舍其被傷而用不傷", 0}},
    {ReadingRuleId::PickSeveralZengShan, {"zsby.two_present", "", "增刪卜易 卷一 兩現章", "然余得驗者，多有應乎旬空月破，故常舍其不空而用旬空，舍其不破而用月破", 0}},
    {ReadingRuleId::PickNotOnChart, {"bszz.not_on_chart", "000", k000, "正卦如無變又無，就將首卦六親攻", 198}},
    {ReadingRuleId::Roles, {"bszz.suijin_roles", "000", k000, "父乃兄之原神，忌財克之，鬼乃兄之忌神，喜父泄之", 138}},
    {ReadingRuleId::SupportAndHarm, {"haidiyan.support", "004", k004, "生扶旺相合為吉，空並刑沖剋墓凶", 103}},
    {ReadingRuleId::DayRules, {"bszz.day_ruler", "000", k000, "問卦先須看日辰，日辰克用不堪親，日辰與用相生合，作事何愁不稱心", 208}},
    {ReadingRuleId::UsefulMoving, {"bszz.useful_moving", "000", k000, "用爻發動在宮中，縱值休囚亦不兇，更得生扶兼旺相，管教作事永亨通", 205}},
    {ReadingRuleId::TabooSong, {"bszz.taboo_song", "000", k000, "看卦先須看忌神，忌神宜靜不宜興，忌神急要逢傷克，若遇生扶用受刑", 192}},
    {ReadingRuleId::SourceSong, {"bszz.source_song", "000", k000, "原神發動志揚揚，用伏藏兮也不妨，須要生扶兼旺相，最嫌化克及逢傷", 195}},
    {ReadingRuleId::VoidSong, {"bszz.useful_void", "000", k000, "發動逢沖不謂空，靜空遇克卻為空，忌神最喜逢空吉，用與原神不可空", 201}},
    {ReadingRuleId::BreakWhileMoving, {"zsby.moving_break", "", "增刪卜易 卷二 月破章", "目下雖破，出月則不破，今日雖破，實破之日則不破 … 惟靜而不動，又無日辰動爻生助者，則到底而破矣", 0}},
    {ReadingRuleId::ChangeWaits, {"zsby.change_waits", "", "增刪卜易 卷二 進神退神章", "動爻變爻有一而值空破，待填實之日而進", 0}},
    {ReadingRuleId::TimingByDayAndMonth, {"haidiyan.timing", "004", k004, "變動虧盈隨本用，日月生扶取剋期", 95}},
    {ReadingRuleId::TimingVoid, {"bszz.void_timing", "", "卜筮正宗 十八論 旬空論第十", "此等旬空到底有用，不過待其出旬值日、有合空沖起、沖實、填補之法", 0}},
    {ReadingRuleId::TimingBreak, {"yimao.break_filled", "002", k002, "唯值日则能实其破，后时则能补其过", 123}},
    {ReadingRuleId::TimingTomb, {"bszz.tomb_clash", "000", k000, "入墓愁疑無散日，逢沖轉禍變成歡", 162}},
    {ReadingRuleId::TimingFavouredDays, {"yiyin.favoured_days", "001", k001, "金喜巳酉忌在寅，木喜亥子忌在巳，水喜申酉忌在午，火喜寅卯忌在申，土喜午申忌在亥", 3}},
    {ReadingRuleId::TimingStillMoving, {"zsby.timing_still_moving", "", kZsbyTiming, "靜而逢值、逢沖 … 動而逢合逢值", 0}},
    {ReadingRuleId::TimingTooStrong, {"zsby.timing_too_strong", "", kZsbyTiming, "太旺者，逢墓、逢沖", 0}},
    {ReadingRuleId::TimingCombined, {"zsby.timing_combined", "", kZsbyTiming, "遇六合，亦宜相擊 … 必待沖開之月日應之", 0}},
    {ReadingRuleId::TimingBreakCombine, {"zsby.timing_break", "", kZsbyTiming, "月破喜逢填合", 0}},
    {ReadingRuleId::TimingVoidFillClash, {"zsby.timing_void", "", kZsbyTiming, "旬空最愛填沖", 0}},
    {ReadingRuleId::UsefulFineOffspring, {"zsby.useful_fine", "", kZsbyWeather, "子孫爲日月星斗，動則萬里晴光 … 財以子孫爲元神，財動雖晴，倘如子孫休囚空破，或現而不動，必不大晴", 0}},
    {ReadingRuleId::UsefulWind, {"zsby.useful_wind", "", kZsbyWeather, "若論風雲全憑兄弟。兄弟發動，雖主風雲乃云淡風輕之景", 0}},
    {ReadingRuleId::UsefulNews, {"zsby.useful_news", "", "增刪卜易 卷二 黃金策千金賦第三十四", "占信者，朱雀巳火父母爲用神", 0}},
    {ReadingRuleId::UsefulWorry, {"zsby.useful_worry", "", "增刪卜易 卷三 趨避章第四十", "大凡一切憂疑、驚恐、防災、防患者，皆宜子孫持世，或福神動於卦中", 0}},
    {ReadingRuleId::UsefulDoctor, {"zsby.useful_doctor", "", "增刪卜易 卷四 延醫章第一百零三", "自占求醫，應爻爲醫人，代六親而求醫者，亦以應爲醫人", 0}},
    {ReadingRuleId::UsefulTutor, {"zsby.useful_tutor", "", "增刪卜易 卷三 延師章第四十七", "父母爻旣爲師長，又爲詩書。延師受教，卽以此爻爲用神", 0}},
    {ReadingRuleId::UsefulTutorForSon, {"zsby.useful_tutor_son", "", "增刪卜易 卷三 延師章第四十七", "父爲子而延師者，應爲西席，世乃東家", 0}},
    {ReadingRuleId::UsefulLoanOther, {"zsby.useful_loan", "", "增刪卜易 卷四 借貸章第七十七", "世逢兄，何須開口，應空破，難遂我心，財若空破，休指望", 0}},
    {ReadingRuleId::UsefulTradeOther, {"zsby.useful_trade", "", "增刪卜易 卷四 開行開店章第七十一", "古法應爲夥計，又爲下顧之客 … 財爲本，福爲基", 0}},
    {ReadingRuleId::PickOnRuler, {"zsby.pick_on_ruler", "", "增刪卜易 卷一 用神元神忌神仇神章第九", "三重父母爻，當擇其旺者而用之，今辰土父母臨月建，卽用辰土爲用神", 0}},
    {ReadingRuleId::TimingChangedLine, {"zsby.timing_changed_line", "", kZsbyTiming, "問有應於變爻動爻：如爻臨戌土，變出酉金，其吉凶有戌日應者，有酉日應者", 0}},
    {ReadingRuleId::TimingController, {"zsby.timing_controller", "", kZsbyTiming, "大象吉而受克，須待克神受克：如用神臨辰土 … 倘被寅卯克害，後逢申酉日沖克克神則吉", 0}},
    {ReadingRuleId::RetreatHeld, {"bszz.retreat_held", "", "卜筮正宗 卷四 十八問答 第十問", "退神之法亦有三：旺相者或有日月動爻生扶，占近事暫時而不退者一也；休囚者即時而退二也", 0}},
    {ReadingRuleId::ProsperousUnharmed, {"hjc.prosperous_unharmed", "", "黃金策 千金賦", "爻遇令星，物難我害 … 主象休囚，怕見刑衝剋害", 0}},
    {ReadingRuleId::MovingSpoilt, {"hjc.moving_spoilt", "", "黃金策 千金賦", "用爻變動，忌遭死墓絕空 … 戒回頭之克我", 0}},
    {ReadingRuleId::UsefulExamOnSelf, {"zsby.exam_on_self", "", "增刪卜易 卷三 鄕試章第五十五", "父旺官興，姓標虎榜；父官持世而旺相，或臨日月，或日、月、動爻生扶及動而變生，名登龍虎", 0}},
    {ReadingRuleId::UsefulFineMoving, {"bszz.moving_decides", "000", k000, "爻動始為定，次者論空亡", 66}},
    {ReadingRuleId::OffspringOnSelf, {"zsby.offspring_on_self", "", "增刪卜易 卷三 升選候補章又第五十五", "子孫持世，休望榮蔭 … 子孫持世值旬空，亦不當升。若占兩三日之內者，許之必得，其故何也？子孫尚未出空不克官也", 0}},
    {ReadingRuleId::IllnessSixClash, {"zsby.illness_six_clash", "", "增刪卜易 卷四 疾病章第九十九", "久病者，卦逢六沖，卦變六沖，不論用神之衰旺，乃不治之疾也，近病逢之，不藥而愈。卦變克新病亦主危亡", 0}},
    {ReadingRuleId::IllnessVoid, {"zsby.illness_void", "", "增刪卜易 卷四 疾病章第九十九", "用遇旬空，近病何須憂慮，用逢月破，久病難許安寧 … 久病用神值旬空月破者，即使用神旺相，亦無法以治之 … 覺子曰：余得驗者，近病值旬空，若逢三合六合者必成久病而終", 0}},
    {ReadingRuleId::WeatherMoves, {"zsby.weather_moves", "", "增刪卜易 卷二 天時章第三十五", "子孫爲日月星斗，動則萬里晴光 … 父母爲雨雪霧霜，發則八方潤澤 … 倘爻變出父母者不拘旺衰皆主有雨 … 占雨倘父爻不動而妻財暗動者還主晴明。占晴若子財不動而父母暗動者還主雨", 0}},
    {ReadingRuleId::CombineControls, {"zsby.combine_controls", "", "增刪卜易 卷一 六合章第十九", "子水子孫，與月建作合，卦無生扶，言克不言合也 … 父母壽元章：雖則卯與戌合，嫌日月同克，論克不論合也", 0}},
    {ReadingRuleId::StrongReturnedControl, {"hjc.strong_returned_control", "", "黃金策 千金賦", "用爻變動 … 戒回頭之克我 … 增刪卜易 疾病章 謙之蹇：雖化戌土之克，春令土衰", 0}},
    {ReadingRuleId::TimingChangedVoid, {"zsby.timing_changed_void", "", "增刪卜易 卷三 鄕試章第五十五", "因丑父旬空，午歲鄉試入彀，丑年甲榜先登，此寧非世動化空耶 … 所以化空者，必應實空之年也", 0}},
    {ReadingRuleId::TimingHarmfulDays, {"yiyin.harmful_days", "001", k001, "金取巳申酉，寅午須有害。木到亥寅卯，申酉即難安。水喜申酉子，巳午定有愆。火取寅巳午，亥子便為災。土用在午申，亥卯巳為害", 3}},
    {ReadingRuleId::TimingSourceValue, {"zsby.timing_source_value", "", kZsbyTiming, "世空元動，須待元神逢值", 0}},
    {ReadingRuleId::PickOnSelf, {"zsby.pick_on_self", "", "增刪卜易 卷三 子占父功名章第六十七 (觀之渙, two 父母 lines)", "未土父母持世，巳火官動生之，許即得缺", 0}},
    {ReadingRuleId::SelfBrokenStruck, {"zsby.self_broken_struck", "", "增刪卜易 卷三 援例章第五十八", "財動生官，不宜世臨月破，破而被克者，有官不能享也", 0}},
    {ReadingRuleId::UsefulMarriageProxy, {"zsby.useful_marriage_proxy", "", "增刪卜易 卷四 婚姻章第八十二", "不拘父母親朋而代占者，無不以財爲用 … 女家占男，皆以官爲用", 0}},
    {ReadingRuleId::UsefulPregnancy, {"zsby.useful_pregnancy", "", "增刪卜易 卷四 胎孕章第八十七", "親占代占，皆用子孫，惟子占母孕，以弟兄爻爲用神也", 0}},
    {ReadingRuleId::UsefulLawsuitOther, {"zsby.useful_lawsuit_other", "", "增刪卜易 卷四 鬥毆爭競章第九十六", "彼此相爭尋世應", 0}},
    {ReadingRuleId::UsefulFairWind, {"bszz.useful_fair_wind", "", kBszz18, "凡占兒女 … 六畜、禽鳥、順風、解憂避禍 … 俱以子孫爻為用神", 0}},
    {ReadingRuleId::UsefulWager, {"zsby.useful_wager", "", "增刪卜易 卷四 博戲章第八十", "有技鬥、力鬥，首重世應，若以財鬥者，兼用財爻", 0}},
    {ReadingRuleId::UsefulImpeachment, {"zsby.useful_impeachment", "", "增刪卜易 卷三 面聖上書章第六十二（占防劾、慮大計、及已有事尙未結案者）", "世旺官崇，憂心冰解。旺官持世，喜照雙眉", 0}},
    {ReadingRuleId::OffspringOnSelfUnderReview, {"zsby.offspring_on_self_under_review", "", "增刪卜易 卷三 面聖上書章第六十二（占防劾、慮大計、及已有事尙未結案者）", "福世孫搖身化子，官空鬼破變爻傷。子孫持世、子孫動於卦中、世動化子孫，官破官空，及動而化回頭之克，皆主罷職休官", 0}},
    {ReadingRuleId::ReturnedControlInTime, {"zsby.returned_control_in_time", "", "增刪卜易 卷一 各門類題頭總注章", "化進神，化生旺者，雖化亦吉；變鬼、受回頭克者，雖變亦凶 … 疾病章 益之漸：此卦父值日辰，目下無礙，但嫌土動傷水 … 子水化辰土回頭之克，子月逢之而無救", 0}},
    {ReadingRuleId::HexagramReturnedControl, {"zsby.hexagram_returned_control", "", "增刪卜易 卷一 卦變生克墓絕章", "凡遇卦化克者，不論用神之衰旺，皆以凶推 … 震木變兌金，謂之化來。他來克我，回頭之克，即為凶兆，諸占大凶", 0}},
    {ReadingRuleId::WorryOnSelf, {"zsby.worry_on_self", "", "增刪卜易 序", "凡遇一切防災慮患者，但得子孫持世，及子孫動於卦中，或世動變出子孫，或世動化回頭相生，或官鬼動以相生，即使身坐虎口，管許安如泰山，惟忌官鬼持世，憂疑不解，鬼克世，災禍必侵，世動化鬼，及化回頭克者，禍已及身，避之無及，惟世爻空者無憂，世爻破者不利", 0}},
    {ReadingRuleId::IllnessTurn, {"zsby.illness_turn", "", "增刪卜易 卷四 疾病章第九十九", "用化鬼、鬼化用，慎防不測；忌化用，用化忌，最難調治 … 野鶴曰：鬼，乃父母之元神，父動化鬼，乃爲化生，輕病者即愈；久病者，鬼化父、父化鬼，則皆主危亡 … 延醫章：若用神化鬼、鬼化用神，忌神化六親、六親化忌神，及用神化絕、化克、化墓 … 皆無藥可醫之症也", 0}},
    {ReadingRuleId::IllnessOffspringOnSelf, {"zsby.illness_offspring_on_self", "", "增刪卜易 卷四 疾病章第九十九", "身臨福德，勢雖險而堪醫 … 自占病：子孫持世，不藥而痊；臨空破者，實空、實破之日而愈", 0}},
    {ReadingRuleId::SelfTurnsToOfficer, {"zsby.self_turns_to_officer", "", "增刪卜易 卷三 鄕試章第五十五", "世動化官、化克，蝶夢堪憂 … 卦中父母旺相，而世爻化出官星者，若不回頭克世，乃爲變官，今科即中，何待來科？世若休囚被克，動而化出官星者，乃爲化鬼，不惟不中，且見危災，化出鬼爻克世者，更凶 … 世爻旺相，動而變官星，回頭生合世爻者，不作變鬼，乃爲化官 … 援例章：世爻休囚，動而變鬼，不可行也", 0}},
    {ReadingRuleId::IllnessRootless, {"zsby.illness_rootless", "", "增刪卜易 卷四 疾病章第九十九", "散破無援脫氣，忌搖元動仇興。用神臨散、遇破，及全無生扶、或脫氣，此四者若無根蒂，少吉多凶 … 用神不宜太弱，太弱則體虛，卒難痊愈，但得生扶拱合，雖得重病，亦不至死", 0}},
    {ReadingRuleId::WealthHiddenVoid, {"zsby.wealth_hidden_void", "", "增刪卜易 卷四 開行開店及各項鋪面章", "合伙不嫌兄弟，乏本內外無財 … 內外無財，伏而又空，必然乏本，屢試屢驗 … 求財章：財福俱無，莫若守株而待兔 … 覺子曰：倘得日月為財，或伏而旺者，亦可求也", 0}},
    {ReadingRuleId::LifespanStirs, {"zsby.lifespan_stirs", "", "增刪卜易 卷三 壽元章第三十九", "元神宜於安靜。占壽，世為根本，元神為滋生之物，宜旺而靜，不宜動搖 … 占壽不宜發動者，動則已有限期矣，非元神值絕墓之年，即在元神被沖克之歲 … 忌神最怕興搖。忌神不動，自是平安，動則已有限期矣，非應逢合之年，必應逢值之歲", 0}},
    {ReadingRuleId::SiblingOnSelfFortune, {"zsby.sibling_on_self_fortune", "", "增刪卜易 卷三 終身財福章第三十七", "兄爻臨世，財耗貧寒 … 覺子曰：凡占財福，兄爻持世，雖不許之富足，亦看旺衰 … 得日月作財而合世，富而驕", 0}},
    {ReadingRuleId::IllnessTooStrong, {"zsby.illness_too_strong", "", "增刪卜易 卷四 疾病章第九十九", "用神不宜太弱 … 覺子曰：用神亦不宜太旺，易理貴乎中庸，過猶不及 … 或曰：卦旺極，何所見而斷其戌日之危也？余曰：正為旺極耳，器滿則傾，理之常也", 0}},
}};

} // namespace

const Source& sourceOf(ReadingRuleId id) { return kRows[static_cast<std::size_t>(id)].source; }

Source sourceOf(RuleId analysisRule)
{
    const Rule& r = ruleOf(analysisRule);
    return {r.code, r.seed, r.book, r.passage, r.line};
}

bool readingRulesInOrder()
{
    for (std::size_t i = 0; i < kRows.size(); ++i)
        if (static_cast<std::size_t>(kRows[i].id) != i) return false;
    return true;
}

} // namespace najia
